//! Sentences about who plays.

use crate::ai::UnknownPlayer;
use crate::tr;
use std::fmt;

impl fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("unknown-player", player = self.0.as_str()))
    }
}

impl std::error::Error for UnknownPlayer {}
