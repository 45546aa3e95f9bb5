//! Sentences about who plays.

use crate::games::{SeatKind, UnknownPlayer};
use crate::tr;
use std::fmt;

impl fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("unknown-player", player = self.0.as_str()))
    }
}

impl std::error::Error for UnknownPlayer {}

/// Who plays a seat, for a reader, in the words of the language: "human",
/// "ai:hard"; "manusia", "AI sukar".
pub fn seat_kind(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => tr!("player-human"),
        SeatKind::Computer(level) => tr!("player-computer", level = level.name()),
    }
}
