//! Why a move, a diagram or a move's notation is refused: the facts as
//! data. The sentences are made in [`crate::messages::ka`].

use super::columns::ColumnBan;
use super::moves::{Line, Move};
use super::options::{Centre, KaEntry};
use super::player::Player;
use crate::board::{Axis, File, Point, Stone};

/// A move that cannot be played, and why.
pub type IllegalMove = crate::games::refused::IllegalMove<Move, Illegal>;

/// A move that could not be read or could not be played.
pub type MoveError = crate::games::refused::MoveError<Move, Illegal, SyntaxFault>;

/// The rule a move breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// A ka move in the column capture.
    ColumnExpected,
    /// A column after the column capture.
    ColumnsTaken,
    /// The player has no stones on that file in its half.
    EmptyColumn { player: Player, file: File },
    /// The second-column rule forbids the player after `first` this file.
    ColumnBanned { first: Player, ban: ColumnBan },
    /// A ka entry that does not land on the player's passage in its half.
    NotOnPassage { player: Player, passage: File },
    /// A ka entry that does not run along a rank.
    NotAlongRank { from: Point, to: Point },
    /// The landing point is taken.
    Occupied { to: Point },
    /// No stone to promote on the starting point.
    NoStone { from: Point },
    /// The entering stone starts `distance` files from the passage, which
    /// the ka-entry `rule` does not allow.
    EntryDistance { rule: KaEntry, distance: u8 },
    /// A jumping entry over an empty point.
    JumpOverEmpty { over: Point },
    /// The move does not start from the mover's ka.
    NotYourKa {
        player: Player,
        ka: Point,
        from: Point,
    },
    /// The move is neither along a rank nor along a file.
    NotStraight { from: Point, to: Point },
    /// The ka stays where it is.
    NoMove,
    /// Something stands between `from` and `to`, first at `at`.
    Blocked { from: Point, to: Point, at: Point },
    /// The move stops on or passes the missing centre.
    Centre,
    /// The captured line lies on the axis the ka moved along (`moved`),
    /// not across it.
    WrongAxis { moved: Axis },
    /// The line named cannot be captured from the landing point.
    Line(LineFault),
    /// A capture of part of a line, under rules that take whole lines only.
    WholeLinesOnly,
}

/// Why the line named cannot be captured from the point `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineFault {
    /// The two sides of a two-sided `line` are one line of `stones` stones
    /// of `colour`: an even number.
    EvenWhole {
        at: Point,
        line: Line,
        stones: u32,
        colour: Stone,
    },
    /// A two-sided `line` whose sides differ in colour, or one is empty.
    NotOneLine { at: Point, line: Line },
    /// No stones on the side `line` before the edge, the enemy ka or (when
    /// it blocks) the centre.
    NoStones {
        at: Point,
        line: Line,
        centre: Centre,
    },
    /// The side `line` joins the other side in one `colour` line, which can
    /// only be taken whole.
    OnlyWhole {
        at: Point,
        line: Line,
        colour: Stone,
    },
    /// The one-sided `line` has `stones` stones of `colour`: an even number.
    EvenSide {
        at: Point,
        line: Line,
        stones: u32,
        colour: Stone,
    },
    /// A part of a line asks `asked` stones of the side `line`, which has
    /// only `has`.
    PartTooMany {
        at: Point,
        line: Line,
        has: u32,
        asked: u8,
    },
    /// A part of a line that takes `taken` stones: an even number.
    PartEven { at: Point, taken: u32 },
    /// A part that is the whole of `line`, which is written without counts.
    PartIsWhole { at: Point, line: Line },
    /// A part whose counts are not of the sides `line` names (only a move
    /// built in code, never one read from notation, can be so).
    PartSides { at: Point, line: Line },
}

/// What is wrong with a move's notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyntaxFault {
    Empty,
    NotAFile,
    NoDash,
    NoCapture,
    BadFrom,
    BadTo,
    BadLine,
    /// A count of stones in a partial capture that is not 1 to 10, or a
    /// side named twice or without its count.
    BadCount,
}

/// Why a diagram is not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// `found` rows instead of 11.
    RowCount { found: usize },
    /// Row `row` (1 = rank 11) has `found` points instead of 11.
    RowLength { row: usize, found: usize },
    /// Something other than `.` on the centre.
    CentreNotEmpty { found: char },
    /// A character that is not `b`, `w`, `S`, `N` or `.`.
    BadCharacter { point: Point, found: char },
    /// A ka is missing.
    MissingKa { player: Player },
    /// `player`'s ka drawn a second time, at `point`.
    SecondKa { player: Player, point: Point },
}
