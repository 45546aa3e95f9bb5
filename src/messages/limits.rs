//! Numbers out of their bounds ([`crate::limits`]), in clap's words, so
//! that a flag and an engine command say the same thing.

use crate::limits::AddressError;
use crate::limits::{DurationError, NumberError, SprtError};
use crate::session::{ClockError, MAX_INCREMENT_SECS, MAX_MINUTES};
use crate::shown::printable;
use crate::tr;
use std::fmt;

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            NumberError::NotANumber { text } => {
                tr!("number-not-a-number", text = printable(text).into_owned())
            }
            NumberError::OutOfRange { text, min, max } => tr!(
                "number-out-of-range",
                text = printable(text).into_owned(),
                min = min.to_string(),
                max = max.to_string()
            ),
            NumberError::NotWhole { text, max } => tr!(
                "number-not-whole",
                text = printable(text).into_owned(),
                max = max.to_string()
            ),
        })
    }
}

impl fmt::Display for DurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // In the largest unit that holds it whole, as it may be typed.
        let shown = |d: &std::time::Duration| match d.as_secs() {
            s if s % 3600 == 0 => format!("{}h", s / 3600),
            s if s % 60 == 0 => format!("{}m", s / 60),
            s => format!("{s}s"),
        };
        f.write_str(&match self {
            DurationError::NotADuration { text } => {
                tr!(
                    "duration-not-a-duration",
                    text = printable(text).into_owned()
                )
            }
            DurationError::OutOfRange { text, min, max } => tr!(
                "duration-out-of-range",
                text = printable(text).into_owned(),
                min = shown(min),
                max = shown(max)
            ),
        })
    }
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ClockError::NotANumber => tr!("clock-not-a-number"),
            ClockError::Negative => tr!("clock-negative"),
            ClockError::ZeroBase => tr!("clock-zero"),
            ClockError::TooLarge => tr!(
                "clock-too-large",
                minutes = MAX_MINUTES.to_string(),
                seconds = MAX_INCREMENT_SECS.to_string()
            ),
        })
    }
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "net-bad-address",
            text = printable(&self.text).into_owned()
        ))
    }
}

impl fmt::Display for SprtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SprtError::NotAPair { text } => {
                f.write_str(&tr!("sprt-not-a-pair", text = printable(text).into_owned()))
            }
            SprtError::Number(e) => e.fmt(f),
            SprtError::NotIncreasing { elo0, elo1 } => f.write_str(&tr!(
                "sprt-not-increasing",
                elo0 = elo0.to_string(),
                elo1 = elo1.to_string()
            )),
        }
    }
}
