//! Words for the board's pieces.

use crate::board::Stone;
use std::fmt;

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Stone::Black => "black",
            Stone::White => "white",
        })
    }
}
