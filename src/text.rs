//! Plain-text drawings of the board, for the command line and for anyone
//! who reads the board as text: each game draws its setups and positions
//! with these (in its own command-line file).

use crate::board::shape::Shape;
use crate::board::{Bits, File, Point, Rank, Stone};

/// The board as a labelled grid, rank 11 at the top, one character a
/// point as `glyph` gives it.
pub fn draw(glyph: impl Fn(Point) -> char) -> String {
    let mut out = String::new();
    let files: String = File::all().map(|f| format!(" {f}")).collect();
    out.push_str(&format!("   {files}\n"));
    for rank in Rank::all().rev() {
        out.push_str(&format!("{:>3}", rank.number()));
        for file in File::all() {
            out.push(' ');
            out.push(glyph(Point::at(file, rank)));
        }
        out.push_str(&format!("  {}\n", rank.number()));
    }
    out.push_str(&format!("   {files}\n"));
    out
}

/// A point of a board of `shape` with these stones: `b`/`w`, `.` an empty
/// point, ` ` a point the board lacks.
pub fn stone_glyph(shape: Shape, black: Bits, white: Bits, p: Point) -> char {
    match Stone::on(p, black, white) {
        _ if !shape.contains(p) => ' ',
        Some(stone) => stone.to_char(),
        None => '.',
    }
}

/// A board of `shape` with these stones, as a labelled grid.
pub fn stones_board(shape: Shape, black: Bits, white: Bits) -> String {
    draw(|p| stone_glyph(shape, black, white, p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::shape::point;

    #[test]
    fn a_board_is_labelled_on_every_side_and_leaves_missing_points_blank() {
        const SHAPE: Shape = Shape {
            missing: &[point(1, 0)],
            marked: &[],
        };
        let text = stones_board(SHAPE, point(0, 0).bit(), point(0, 10).bit());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "    a b c d e f g h i j k");
        assert_eq!(lines[1], " 11 w . . . . . . . . . .  11");
        assert_eq!(lines[6], "  6 . . . . . . . . . . .  6");
        assert_eq!(lines[11], "  1 b   . . . . . . . . .  1");
        assert_eq!(lines[12], lines[0]);
    }
}
