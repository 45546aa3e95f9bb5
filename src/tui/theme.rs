//! Colours and glyphs: Unicode or plain ASCII, in colour or without
//! (`NO_COLOR`). Everything the view draws asks the theme how.

use crate::board::Stone;
use crate::games::Seat;
use ratatui::style::{Color, Modifier, Style};

/// How the screen is drawn. Passed in explicitly so that tests do not
/// depend on the environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Plain ASCII glyphs, for terminals without Unicode.
    pub ascii: bool,
    /// Colours; off under `NO_COLOR` (reverse video and bold still mark
    /// highlights then).
    pub colour: bool,
}

/// The glyph kinds of the board drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    Stone(Stone),
    /// An empty point the ka can reach with a capture.
    Target,
    Horizontal,
    Vertical,
    /// A vertical line through a file the player may not take.
    Banned,
    /// The cursor's brackets.
    CursorLeft,
    CursorRight,
    /// A point emptied by a capture: of the last move, or of the turn
    /// being played (Bell's game).
    Taken,
    /// Where the last move's piece set out from, or where one of its hops
    /// landed before the last (Bell's game): a trail across the board.
    Left,
    /// The marks either side of the last move's piece where it stands.
    LandedLeft,
    LandedRight,
    /// A marked diagonal rising to the right, and falling (Bell's game).
    Rising,
    Falling,
}

// Board colours: a fixed wooden board, so that black and white stones read
// the same on dark and light terminals.
const WOOD: Color = Color::Rgb(0xd9, 0xb1, 0x6f);
const INK: Color = Color::Rgb(0x6b, 0x4a, 0x24);
const BLACK: Color = Color::Rgb(0x10, 0x10, 0x10);
const WHITE: Color = Color::Rgb(0xff, 0xff, 0xff);
const SOUTH: Color = Color::Rgb(0xc0, 0x30, 0x28);
const NORTH: Color = Color::Rgb(0x25, 0x5f, 0xc8);
const CAPTURE: Color = Color::Rgb(0xf0, 0x60, 0x30);
const CANDIDATE: Color = Color::Rgb(0x5c, 0xb8, 0x5c);
const ACCENT: Color = Color::Rgb(0xd0, 0x70, 0x10);
const RECENT: Color = Color::Rgb(0xec, 0xd2, 0xa0);
const BANNED: Color = Color::Rgb(0xa0, 0x20, 0x20);
const WEST: Color = Color::Rgb(0x2e, 0x8b, 0x3e);
const EAST: Color = Color::Rgb(0x8a, 0x3f, 0xb0);
const WAITING: Color = Color::Rgb(0xf2, 0xd0, 0x40);

impl Theme {
    /// Unicode, in colour.
    pub const COLOUR: Theme = Theme {
        ascii: false,
        colour: true,
    };
    /// Unicode, no colour.
    pub const MONO: Theme = Theme {
        ascii: false,
        colour: false,
    };
    /// ASCII, no colour.
    pub const ASCII: Theme = Theme {
        ascii: true,
        colour: false,
    };

    /// The theme for this terminal: colour unless `NO_COLOR` is set to a
    /// non-empty value (<https://no-color.org>).
    pub fn from_env(ascii: bool) -> Theme {
        Theme::with_no_color(ascii, std::env::var_os("NO_COLOR").as_deref())
    }

    /// The theme given the value of `NO_COLOR`, if it is set.
    pub fn with_no_color(ascii: bool, no_color: Option<&std::ffi::OsStr>) -> Theme {
        Theme {
            ascii,
            colour: no_color.is_none_or(|v| v.is_empty()),
        }
    }

    /// The character for a glyph.
    pub fn glyph(self, g: Glyph) -> &'static str {
        match (g, self.ascii) {
            // Without colour the shape tells the stones apart: filled is
            // black, hollow is white. With colour both are discs.
            (Glyph::Stone(Stone::Black), false) => "●",
            (Glyph::Stone(Stone::White), false) if self.colour => "●",
            (Glyph::Stone(Stone::White), false) => "○",
            (Glyph::Stone(Stone::Black), true) => "b",
            (Glyph::Stone(Stone::White), true) => "w",
            (Glyph::Target, false) => "◇",
            (Glyph::Target, true) => "*",
            (Glyph::Horizontal, false) => "─",
            (Glyph::Horizontal, true) => "-",
            (Glyph::Vertical, false) => "│",
            (Glyph::Vertical, true) => "|",
            (Glyph::Banned, false) => "╳",
            (Glyph::Banned, true) => "x",
            (Glyph::CursorLeft, _) => "[",
            (Glyph::CursorRight, _) => "]",
            (Glyph::Taken, false) => "×",
            (Glyph::Taken, true) => "x",
            (Glyph::Left, false) => "·",
            (Glyph::Left, true) => ".",
            (Glyph::LandedLeft, false) => "‹",
            (Glyph::LandedLeft, true) => "<",
            (Glyph::LandedRight, false) => "›",
            (Glyph::LandedRight, true) => ">",
            (Glyph::Rising, false) => "╱",
            (Glyph::Rising, true) => "/",
            (Glyph::Falling, false) => "╲",
            (Glyph::Falling, true) => "\\",
        }
    }

    /// A ka on the board: its player's initial in the language ("N" for
    /// North in English, "U" in Malay), the same in ASCII (the catalogues'
    /// initials are ASCII letters).
    pub fn ka_letter(self, p: impl Into<Seat>) -> String {
        crate::messages::seat_initial(p.into())
    }

    /// The last move's glyphs, as the help names them: a stone taken, the
    /// path left, and the marks either side of where the piece stands.
    pub fn last_move_glyphs(self) -> [&'static str; 4] {
        [
            Glyph::Taken,
            Glyph::Left,
            Glyph::LandedLeft,
            Glyph::LandedRight,
        ]
        .map(|g| self.glyph(g))
    }

    /// The empty intersection at a board position (corner, edge or middle),
    /// given which of the four lines meet there.
    pub fn cross(self, north: bool, east: bool, south: bool, west: bool) -> &'static str {
        if self.ascii {
            return match (north || south, east || west) {
                (true, true) => "+",
                (true, false) => "|",
                (false, true) => "-",
                (false, false) => " ",
            };
        }
        match (north, east, south, west) {
            (true, true, true, true) => "┼",
            (false, true, true, true) => "┬",
            (true, true, false, true) => "┴",
            (true, true, true, false) => "├",
            (true, false, true, true) => "┤",
            (false, true, true, false) => "┌",
            (false, false, true, true) => "┐",
            (true, true, false, false) => "└",
            (true, false, false, true) => "┘",
            (true, false, true, false) => "│",
            (false, true, false, true) => "─",
            _ => "·",
        }
    }

    fn fg(self, c: Color) -> Style {
        if self.colour {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }

    /// The board's background.
    pub fn board(self) -> Style {
        if self.colour {
            Style::new().bg(WOOD).fg(INK)
        } else {
            Style::new()
        }
    }

    /// Grid lines and empty points.
    pub fn line(self) -> Style {
        self.board()
    }

    /// A stone.
    pub fn stone(self, s: Stone) -> Style {
        let c = match s {
            Stone::Black => BLACK,
            Stone::White => WHITE,
        };
        self.board().patch(self.fg(c)).add_modifier(Modifier::BOLD)
    }

    /// A player's own colour (names, kas, chart bars).
    pub fn player(self, p: impl Into<Seat>) -> Style {
        self.seat(p.into())
    }

    /// A seat's own colour in Bell's game (South and North as the ka
    /// game's players).
    pub fn seat(self, s: Seat) -> Style {
        self.fg(match s {
            Seat::South => SOUTH,
            Seat::West => WEST,
            Seat::North => NORTH,
            Seat::East => EAST,
        })
    }

    /// A stone left waiting by an even hop (laid over the stone's style):
    /// in colour on a yellow ground, without colour underlined.
    pub fn waiting(self) -> Style {
        let s = Style::new().add_modifier(Modifier::UNDERLINED);
        if self.colour { s.bg(WAITING) } else { s }
    }

    /// The stone being hopped (laid over the stone's style).
    pub fn hopping(self) -> Style {
        self.candidate().add_modifier(Modifier::REVERSED)
    }

    /// A ka on the board: its letter in its player's colour.
    pub fn ka(self, p: impl Into<Seat>) -> Style {
        let base = Style::new().add_modifier(Modifier::BOLD);
        if self.colour {
            let bg = match p.into() {
                Seat::South => SOUTH,
                Seat::West => WEST,
                Seat::North => NORTH,
                Seat::East => EAST,
            };
            base.bg(bg).fg(WHITE)
        } else {
            base.add_modifier(Modifier::UNDERLINED)
        }
    }

    /// Where a ka would land (a ghost of it).
    pub fn landing(self, p: impl Into<Seat>) -> Style {
        self.ka(p).add_modifier(Modifier::REVERSED)
    }

    /// The last move's points (laid over their own style; the colour
    /// backs the shapes that mark them: a lighter board).
    pub fn recent(self) -> Style {
        if self.colour {
            Style::new().bg(RECENT)
        } else {
            Style::new()
        }
    }

    /// Stones a move would capture: laid over the stone's own style, so it
    /// sets the background only and the stone keeps its colour.
    pub fn capture(self) -> Style {
        if self.colour {
            Style::new().bg(CAPTURE).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        }
    }

    /// Stones that may become the ka, and points the ka can reach (laid
    /// over the point's own style).
    pub fn candidate(self) -> Style {
        if self.colour {
            Style::new().bg(CANDIDATE).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// A column the rules forbid.
    pub fn banned(self) -> Style {
        self.board().patch(self.fg(BANNED))
    }

    /// The cursor's brackets.
    pub fn cursor(self) -> Style {
        let s = Style::new().add_modifier(Modifier::BOLD);
        if self.colour {
            s.bg(WOOD).fg(Color::Rgb(0x90, 0x00, 0x90))
        } else {
            s
        }
    }

    /// Labels around the board: the terminal's own text colour, which
    /// reads on dark and light backgrounds alike.
    pub fn label(self) -> Style {
        Style::new()
    }

    /// Headings and the key names in the key bar: an amber that reads on
    /// dark and light backgrounds.
    pub fn accent(self) -> Style {
        self.fg(ACCENT).add_modifier(Modifier::BOLD)
    }

    /// Secondary text.
    pub fn dim(self) -> Style {
        if self.colour {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        }
    }

    /// An error message.
    pub fn error(self) -> Style {
        self.fg(Color::LightRed).add_modifier(Modifier::BOLD)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn no_color_set_to_anything_turns_colour_off_and_empty_does_not() {
        assert!(!Theme::with_no_color(false, Some(OsStr::new("1"))).colour);
        assert!(Theme::with_no_color(false, Some(OsStr::new(""))).colour);
        assert!(Theme::with_no_color(true, None).colour);
    }

    #[test]
    fn without_colour_the_stones_differ_in_shape() {
        let black = Theme::MONO.glyph(Glyph::Stone(Stone::Black));
        let white = Theme::MONO.glyph(Glyph::Stone(Stone::White));
        assert_ne!(black, white);
        assert_ne!(
            Theme::ASCII.ka_letter(Seat::South),
            Theme::ASCII.ka_letter(Seat::North)
        );
    }
}
