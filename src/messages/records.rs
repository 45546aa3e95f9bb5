//! Sentences about saved games: unreadable text, bad records, results.
//! Why a game could not be launched is in [`super::files`].

use super::seat_name;
use crate::games::GameKind;
use crate::record::{BellResult, End, RECORD_VERSION, RecordError, RecordResult};
use crate::ron_text::TextError;
use std::fmt;

impl fmt::Display for TextError {
    /// Follows a noun: "the setup is empty", "the record is not valid RON: …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Empty => f.write_str("is empty"),
            TextError::TooLarge { limit } => write!(
                f,
                "is larger than {limit} bytes, far more than it should be"
            ),
            TextError::NotText { offset } => {
                write!(f, "is not UTF-8 text (invalid byte at offset {offset})")
            }
            TextError::Ron {
                line,
                column,
                message,
            } => write!(
                f,
                "is not valid RON: line {line}, column {column}: {message}"
            ),
        }
    }
}

impl std::error::Error for TextError {}

impl fmt::Display for RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = match self.end {
            End::Cleared => "board cleared",
            End::Suntuk => "suntuk",
        };
        let score = self
            .scores
            .iter()
            .map(u16::to_string)
            .collect::<Vec<_>>()
            .join("–");
        match self.winner {
            Some(w) => write!(f, "{} wins {score} ({how})", seat_name(w)),
            None => write!(f, "draw {score} ({how})"),
        }
    }
}

impl fmt::Display for BellResult {
    /// "South wins 50–41", "the win is shared, 40–40–30–20".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let score = self
            .scores
            .iter()
            .map(u16::to_string)
            .collect::<Vec<_>>()
            .join("–");
        match self.winner {
            Some(w) => write!(f, "{} wins {score}", seat_name(w)),
            None => write!(f, "the win is shared, {score}"),
        }
    }
}

/// A game's name.
pub fn game_name(game: GameKind) -> &'static str {
    match game {
        GameKind::Ka => "the ka game",
        GameKind::Bell => "Bell's game",
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Text(e) => write!(f, "the record {e}"),
            RecordError::Version { found } => write!(
                f,
                "the record has format version {found}; this program reads versions 1 to {RECORD_VERSION}"
            ),
            RecordError::Setup(e) => write!(f, "the record's setup: {e}"),
            RecordError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number} ('{text}'): {error}"),
            RecordError::BellMove {
                number,
                text,
                error,
            } => write!(f, "move {number} ('{text}'): {error}"),
            RecordError::Players(e) => write!(f, "the record's players: {e}"),
            RecordError::Seat { seat, game } => write!(
                f,
                "the record's seats: {} has no {} seat, or it is named twice",
                game_name(*game),
                seat_name(*seat)
            ),
            RecordError::OtherGame { found, expected } => write!(
                f,
                "the record is of {}, not of {}",
                game_name(*found),
                game_name(*expected)
            ),
            RecordError::Result { claimed, actual } => wrong_result(f, claimed, actual.as_ref()),
            RecordError::BellResult { claimed, actual } => {
                wrong_result(f, claimed, actual.as_ref())
            }
        }
    }
}

/// A record claiming another result than its moves give (`None`: none yet).
fn wrong_result(
    f: &mut fmt::Formatter<'_>,
    claimed: &impl fmt::Display,
    actual: Option<&impl fmt::Display>,
) -> fmt::Result {
    let actual = actual.map_or("game in progress".into(), |r| r.to_string());
    write!(
        f,
        "the record says '{claimed}', but its moves give '{actual}'"
    )
}

impl std::error::Error for RecordError {}
