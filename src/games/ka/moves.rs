//! Moves and move lists: plain data, depending only on the board, so the
//! position, the move generator and the notation can all use them without
//! importing each other.

use crate::board::{Axis, Direction, File, Point};
use std::fmt;

/// A move. Which phase it belongs to is told by the position it is played
/// in: a `Ka` move is a ka entry on plies 3–4 and a ka move afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Take the stones of this file in the mover's half; the file becomes
    /// the mover's passage.
    Column(File),
    /// Bring the ka from `from` to `to` and capture the stones of `line`
    /// as seen from `to`.
    Ka { from: Point, to: Point, line: Line },
}

/// The most moves any position can have. Ka moves: at most 20 landing points
/// with two lines each. Ka entries (`either`): 5 ranks × 4 starting points ×
/// 4 lines.
pub const MAX_MOVES: usize = 80;

/// A list of moves on the stack: generating moves never allocates.
pub type MoveList = crate::games::list::MoveList<Move, MAX_MOVES>;

impl crate::games::list::Blank for Move {
    const BLANK: Move = Move::Column(File::MIDDLE);
}

/// Where the stones of a captured line lie, seen from the ka: on one side
/// (`N`, `S`, `E`, `W`) or on both sides of one axis (`NS`, `EW`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Line {
    North,
    South,
    East,
    West,
    NorthSouth,
    EastWest,
}

impl Line {
    pub const ALL: [Line; 6] = [
        Line::North,
        Line::South,
        Line::East,
        Line::West,
        Line::NorthSouth,
        Line::EastWest,
    ];

    /// The notation: `N`, `S`, `E`, `W`, `NS`, `EW`.
    pub const fn notation(self) -> &'static str {
        match self {
            Line::North => "N",
            Line::South => "S",
            Line::East => "E",
            Line::West => "W",
            Line::NorthSouth => "NS",
            Line::EastWest => "EW",
        }
    }

    /// Parses `N`, `S`, `E`, `W`, `NS`/`SN`, `EW`/`WE` (either case).
    pub fn from_notation(s: &str) -> Option<Line> {
        Some(match s.to_ascii_uppercase().as_str() {
            "N" => Line::North,
            "S" => Line::South,
            "E" => Line::East,
            "W" => Line::West,
            "NS" | "SN" => Line::NorthSouth,
            "EW" | "WE" => Line::EastWest,
            _ => return None,
        })
    }

    /// The axis the line lies on.
    pub const fn axis(self) -> Axis {
        match self {
            Line::North | Line::South | Line::NorthSouth => Axis::Vertical,
            Line::East | Line::West | Line::EastWest => Axis::Horizontal,
        }
    }

    /// The one-sided line in a direction.
    pub const fn toward(d: Direction) -> Line {
        match d {
            Direction::North => Line::North,
            Direction::South => Line::South,
            Direction::East => Line::East,
            Direction::West => Line::West,
        }
    }

    /// The two-sided line on an axis.
    pub const fn both(axis: Axis) -> Line {
        match axis {
            Axis::Vertical => Line::NorthSouth,
            Axis::Horizontal => Line::EastWest,
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}
