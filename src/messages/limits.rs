//! Numbers out of their bounds ([`crate::limits`]), in clap's words, so
//! that a flag and an engine command say the same thing.

use crate::limits::NumberError;
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
