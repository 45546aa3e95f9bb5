//! Why a move cannot be played.

use super::columns::ColumnBan;
use super::options::KaEntry;
use super::player::Player;
use crate::board::{File, Point};

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{mv} is not legal: {reason}")]
pub struct IllegalMove {
    /// The move, in notation.
    pub mv: String,
    pub reason: Illegal,
}

/// The rule a move breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("the first two moves each take a file; write it as its letter, such as c")]
    ColumnExpected,
    #[error("the columns are taken; move a ka instead")]
    ColumnsTaken,
    #[error("{player} has no stones on file {file} in its half")]
    EmptyColumn { player: Player, file: File },
    #[error("{0}")]
    ColumnBanned(ColumnBan),
    #[error("the ka enters {player}'s passage, file {passage}, in {player}'s half (ranks {ranks})")]
    NotOnPassage {
        player: Player,
        passage: File,
        ranks: &'static str,
    },
    #[error("the ka enters along its own rank: {from} and {to} are on different ranks")]
    NotAlongRank { from: Point, to: Point },
    #[error("{to} is taken")]
    Occupied { to: Point },
    #[error("there is no stone on {from} to promote")]
    NoStone { from: Point },
    #[error("with ka entry '{rule}' the ka {how}")]
    EntryDistance { rule: KaEntry, how: &'static str },
    #[error("a jumping ka needs a stone to jump over, and {over} is empty")]
    JumpOverEmpty { over: Point },
    #[error("{player}'s ka is on {ka}, not on {from}")]
    NotYourKa {
        player: Player,
        ka: Point,
        from: Point,
    },
    #[error("a ka moves along a rank or a file, and {from} to {to} is neither")]
    NotStraight { from: Point, to: Point },
    #[error("the ka has to move")]
    NoMove,
    #[error("the way from {from} to {to} is blocked at {at}")]
    Blocked { from: Point, to: Point, at: Point },
    #[error("the centre f6 is not a point: no ka can stop on it or pass it")]
    Centre,
    #[error("after a move along a {moved} the ka captures along the {across} ({choices})")]
    WrongAxis {
        moved: &'static str,
        across: &'static str,
        choices: &'static str,
    },
    #[error("{0}")]
    Line(String),
}
