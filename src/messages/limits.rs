//! Numbers out of their bounds ([`crate::limits`]), in clap's words, so
//! that a flag and an engine command say the same thing.

use crate::limits::{NumberError, SprtError};
use crate::text::printable;
use std::fmt;

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::NotANumber { text } => write!(f, "'{}' is not a number", printable(text)),
            NumberError::OutOfRange { text, min, max } => {
                write!(f, "{} is not in {min}..={max}", printable(text))
            }
        }
    }
}

impl fmt::Display for SprtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SprtError::NotAPair { text } => write!(
                f,
                "'{}' is not two Elo differences joined by a comma, such as 0,10",
                printable(text)
            ),
            SprtError::Number(e) => e.fmt(f),
            SprtError::NotIncreasing { elo0, elo1 } => write!(
                f,
                "the first Elo ({elo0}) must be below the second ({elo1})"
            ),
        }
    }
}
