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
    /// Bring the ka from `from` to `to` and capture, as seen from `to`,
    /// the stones of `line` (`take` whole) or the nearest stones on the
    /// sides `line` names (`take` in part).
    Ka {
        from: Point,
        to: Point,
        line: Line,
        take: Take,
    },
}

impl Move {
    /// A ka entry or ka move that takes the whole of `line`.
    pub const fn ka(from: Point, to: Point, line: Line) -> Move {
        Move::Ka {
            from,
            to,
            line,
            take: Take::Whole,
        }
    }
}

/// How much of a line a capture takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Take {
    /// Every stone of the line.
    Whole,
    /// The nearest stones of each side of the axis, counted walking out from
    /// the ka: `[north or east, south or west]`. A side that gives none
    /// counts 0 and is not named by the move's line.
    Nearest([u8; 2]),
}

impl Take {
    /// The part of a line that takes `near[0]` stones on the north or east
    /// side and `near[1]` on the other, named by the sides that give
    /// stones (`None` when neither does).
    pub fn part(axis: Axis, near: [u8; 2]) -> Option<(Line, Take)> {
        let [up, down] = axis.directions();
        let line = match near {
            [0, 0] => return None,
            [_, 0] => Line::toward(up),
            [0, _] => Line::toward(down),
            _ => Line::both(axis),
        };
        Some((line, Take::Nearest(near)))
    }
}

/// The most moves any position can have. On one axis a ka sees at most 10
/// stones, so at most 15 ways to take them: a line of a + b stones over
/// both sides, with a + b = 9, has (a + 1)(b + 1) / 2 = 15 odd parts,
/// itself included; two separate lines have at most 3 + 3. Ka moves: at
/// most 20 landing points, each with one axis: 300. Ka entries
/// (`either`): 5 landing points × 4 starting points × 2 axes × 15 = 600.
pub const MAX_MOVES: usize = 600;

/// A list of moves on the stack: generating moves never allocates.
pub type MoveList = crate::games::list::MoveList<Move, MAX_MOVES>;

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
