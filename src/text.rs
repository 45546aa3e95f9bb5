//! Plain-text drawings of setups and positions, for the command line and
//! for anyone who reads the board as text.

use crate::games::ka::{File, Player, Point, Position, Rank, Setup, Stone};

/// One character per point: `b`/`w` stones, `S`/`N` kas, `.` empty, ` `
/// the missing centre.
fn glyph(pos: Option<&Position>, setup: Option<&Setup>, p: Point) -> char {
    if p == Point::CENTRE {
        return ' ';
    }
    if let Some(pos) = pos {
        for player in Player::ALL {
            if pos.ka(player) == Some(p) {
                return player.to_string().chars().next().unwrap_or('?');
            }
        }
        return pos.stone(p).map_or('.', Stone::to_char);
    }
    setup.and_then(|s| s.stone(p)).map_or('.', Stone::to_char)
}

fn draw(pos: Option<&Position>, setup: Option<&Setup>) -> String {
    let mut out = String::new();
    let files: String = File::all().map(|f| format!(" {f}")).collect();
    out.push_str(&format!("   {files}\n"));
    for rank in Rank::all().rev() {
        out.push_str(&format!("{:>3}", rank.number()));
        for file in File::all() {
            out.push(' ');
            out.push(glyph(pos, setup, Point::at(file, rank)));
        }
        out.push_str(&format!("  {}\n", rank.number()));
    }
    out.push_str(&format!("   {files}\n"));
    out
}

/// A setup as a labelled grid, rank 11 at the top.
pub fn setup_board(setup: &Setup) -> String {
    draw(None, Some(setup))
}

/// A position as a labelled grid, rank 11 at the top.
pub fn position_board(pos: &Position) -> String {
    draw(Some(pos), None)
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
}
