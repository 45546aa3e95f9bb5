//! Plain-text drawings of setups and positions, for the command line and
//! for anyone who reads the board as text.

use crate::board::Bits;
use crate::board::shape::Shape;
use crate::games::bell;
use crate::games::ka::{File, Player, Point, Position, Rank, Setup, Stone};
use std::borrow::Cow;
use std::path::Path;

/// Whether a character could move the cursor, recolour, retitle or reorder
/// what a terminal shows: the control characters, and the invisible marks
/// that flip the direction of text.
fn steers_the_terminal(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Text from a file or from input, safe to print: control characters and
/// direction marks are shown escaped (`\u{1b}`), so a file can never send
/// escape sequences to the terminal. Other text is unchanged.
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(steers_the_terminal) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if steers_the_terminal(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A path, safe to print: as [`printable`], with bytes that are not UTF-8
/// shown as `\u{fffd}`.
pub fn printable_path(path: &Path) -> String {
    printable(&path.to_string_lossy()).into_owned()
}

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
    fn control_characters_and_direction_marks_are_escaped() {
        assert_eq!(printable("first"), "first");
        assert!(matches!(printable("Pasang · ka"), Cow::Borrowed(_)));
        assert_eq!(
            printable("\u{1b}]0;pwned\u{7}\u{1b}[2J"),
            "\\u{1b}]0;pwned\\u{7}\\u{1b}[2J"
        );
        assert_eq!(printable("a\nb\tc"), "a\\nb\\tc");
        assert_eq!(printable("\u{202e}evil"), "\\u{202e}evil");
        assert_eq!(printable_path(Path::new("x\u{9b}y.ron")), "x\\u{9b}y.ron");
    }

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
