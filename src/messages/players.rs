//! Sentences about who plays.

use crate::ai::UnknownPlayer;
use std::fmt;

impl fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player '{}': expected human, ai:random, ai:easy, ai:medium or ai:hard",
            self.0
        )
    }
}

impl std::error::Error for UnknownPlayer {}
