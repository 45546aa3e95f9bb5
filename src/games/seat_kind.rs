//! Who plays a seat — a person or the computer at some level — as a plain
//! value with its written names, so that rules, records, the session and
//! the front ends can name it without the computer itself.

use std::fmt;
use std::str::FromStr;

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Any legal move, uniformly at random: a yardstick.
    Random,
    /// Looks one move ahead: takes points, avoids being shut in.
    Easy,
    /// Looks five moves ahead.
    Medium,
    /// Searches as deep as its time allows, and solves endgames exactly.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The level as written on the command line and in records.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level or player name that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPlayer(pub String);

impl FromStr for Level {
    type Err = UnknownPlayer;
    fn from_str(s: &str) -> Result<Level, UnknownPlayer> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownPlayer(s.to_string()))
    }
}

/// Who plays a seat: a person at a keyboard or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    Human,
    Computer(Level),
}

impl FromStr for SeatKind {
    type Err = UnknownPlayer;

    /// `human`, `ai` (meaning `ai:hard`) or `ai:LEVEL`.
    fn from_str(s: &str) -> Result<SeatKind, UnknownPlayer> {
        let t = s.trim().to_ascii_lowercase();
        match t.split_once(':') {
            None if t == "human" => Ok(SeatKind::Human),
            None if t == "ai" => Ok(SeatKind::Computer(Level::Hard)),
            Some(("ai", level)) => level
                .parse()
                .map(SeatKind::Computer)
                .map_err(|_| UnknownPlayer(s.to_string())),
            _ => Err(UnknownPlayer(s.to_string())),
        }
    }
}

/// As read: `human` or `ai:LEVEL`, the form records keep.
impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Computer(level) => write!(f, "ai:{level}"),
        }
    }
}
