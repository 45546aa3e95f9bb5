//! What the ka game's screen tells on the message line, as typed values;
//! [`super::words`] makes them sentences.

use crate::games::ka::{
    File, Game, Illegal, Line, Move, MoveError, Outcome, Player, Point, Position,
};

/// A note on the ka game's screen.
pub type Note = crate::tui::play::Note<Game>;

/// What only the ka game tells on the message line.
#[derive(Debug)]
pub enum Said {
    /// A move typed in notation that does not read.
    Unreadable(MoveError),
    Suggested {
        mv: Move,
        before: Position,
    },
    /// The file under the cursor may not be taken.
    NotThisFile(File, Illegal),
    /// The stone chosen cannot become the ka.
    CannotEnter {
        from: Point,
        to: Point,
        player: Player,
        reason: Option<Illegal>,
    },
    /// Two stones could enter onto the point chosen.
    ChooseTheStone(Point, Point),
    MoveTheKa(Point),
    KaCannotGo {
        to: Point,
        reason: Option<Illegal>,
    },
    /// No part of `line`, the line being captured, takes `stones` stones.
    NoPartOf {
        line: Line,
        stones: u8,
    },
    /// A move ended a round of a series.
    RoundOver(RoundEnd),
}

/// The end of a round of a series: round `round` (counted from 1) ended
/// with `outcome`, and `next` begins the round after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEnd {
    pub round: u8,
    pub outcome: Outcome,
    pub next: Player,
}

impl From<MoveError> for Said {
    fn from(e: MoveError) -> Said {
        Said::Unreadable(e)
    }
}
