//! Plain-text drawings of setups and positions, for the command line and
//! for anyone who reads the board as text.

use crate::board::Bits;
use crate::board::shape::Shape;
use crate::games::bell;
use crate::games::ka::{File, Player, Point, Position, Rank, Setup, Stone};

/// One character per point: `b`/`w` stones, each ka as its player's
/// initial in the language (`S`/`N`, `S`/`U`), `.` empty, ` ` the missing
/// centre.
fn glyph(pos: Option<&Position>, setup: Option<&Setup>, p: Point) -> char {
    if p == Point::CENTRE {
        return ' ';
    }
    if let Some(pos) = pos {
        for player in Player::ALL {
            if pos.ka(player) == Some(p) {
                let initial = crate::messages::seat_initial(player.into());
                return initial.chars().next().unwrap_or('?');
            }
        }
        return pos.stone(p).map_or('.', Stone::to_char);
    }
    setup.and_then(|s| s.stone(p)).map_or('.', Stone::to_char)
}

/// The board as a labelled grid, rank 11 at the top, one character a
/// point as `glyph` gives it.
fn draw(glyph: impl Fn(Point) -> char) -> String {
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

/// A setup as a labelled grid, rank 11 at the top.
pub fn setup_board(setup: &Setup) -> String {
    draw(|p| glyph(None, Some(setup), p))
}

/// A position as a labelled grid, rank 11 at the top.
pub fn position_board(pos: &Position) -> String {
    draw(|p| glyph(Some(pos), None, p))
}

/// Bell's board with these stones: `b`/`w`, `.` an empty point, ` ` the
/// nine missing points.
fn bell_board(black: Bits, white: Bits) -> String {
    draw(|p| match Stone::on(p, black, white) {
        Some(stone) => stone.to_char(),
        None if Shape::Bell.contains(p) => '.',
        None => ' ',
    })
}

/// A setup of Bell's game as a labelled grid, rank 11 at the top.
pub fn bell_setup_board(setup: &bell::Setup) -> String {
    bell_board(setup.black(), setup.white())
}

/// A position of Bell's game as a labelled grid, rank 11 at the top.
pub fn bell_position_board(pos: &bell::Position) -> String {
    bell_board(pos.black(), pos.white())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::Pattern;

    #[test]
    fn a_setup_grid_has_labels_and_a_blank_centre() {
        let text = setup_board(&Setup::pattern(Pattern::First));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[0], "    a b c d e f g h i j k");
        assert_eq!(lines[1], " 11 w w w w w b b b b b w  11");
        assert_eq!(lines[6], "  6 b b b b b   b b b b b  6");
        assert_eq!(lines[11], "  1 w b b b b b w w w w w  1");
    }

    #[test]
    fn bells_board_leaves_the_missing_centre_blank() {
        let mut game = bell::Game::new(bell::Setup::default(), bell::Rules::default());
        game.play_notation("xa1").unwrap();
        let text = bell_position_board(game.position());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[1], " 11 b w b w b w b w b w b  11");
        assert_eq!(lines[6], "  6 w b w b       b w b w  6");
        assert_eq!(lines[11], "  1 . w b w b w b w b w b  1");
        assert_eq!(
            bell_setup_board(game.setup()).lines().nth(11),
            Some("  1 b w b w b w b w b w b  1")
        );
    }
}
