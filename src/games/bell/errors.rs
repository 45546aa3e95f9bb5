//! Why a move or a move's notation is refused: the facts as data. The
//! sentences are made in [`crate::messages::bell`].

use super::moves::Move;
use super::options::Opening;
use crate::board::Point;

/// A move that cannot be played, and why.
pub type IllegalMove = crate::games::refused::IllegalMove<Move, Illegal>;

/// A move that could not be read or could not be played.
pub type MoveError = crate::games::refused::MoveError<Move, Illegal, SyntaxFault>;

/// The rule a move breaks. `hop` counts a turn's hops from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// No hop is left anywhere: the game is over.
    GameOver,
    /// The game opens with a removal, not a hop.
    RemovalFirst,
    /// A removal after the opening.
    OpeningPlayed,
    /// The opening removal must take one of the `opening`'s four points.
    NotAnOpeningPoint { point: Point, opening: Opening },
    /// The point is one of the nine missing points.
    MissingPoint { point: Point },
    /// No stone on the starting point.
    NoStone { from: Point },
    /// `to` is not two points from `from` along a rank, a file or a marked
    /// diagonal of the board.
    NotAHop { hop: u8, from: Point, to: Point },
    /// No stone between `from` and `to` to jump.
    NothingToJump { hop: u8, over: Point },
    /// The stone on `over` was left waiting by the hop before and cannot be
    /// jumped again.
    JumpsWaiting { hop: u8, over: Point },
    /// A stone stands on the landing point.
    Occupied { hop: u8, to: Point },
}

/// What is wrong with a move's notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxFault {
    Empty,
    /// `x` not followed by one point.
    BadRemoval,
    /// The `index`-th point (from 1, the start being 1) is not a point.
    BadPoint {
        index: usize,
    },
    /// A point alone, with no hop.
    NoHop,
    /// More than seven hops.
    TooManyHops {
        found: usize,
    },
}
