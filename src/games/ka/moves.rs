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
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Column(File::MIDDLE); MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
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
