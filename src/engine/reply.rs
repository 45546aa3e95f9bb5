//! What the engine writes: its answers and its error lines. The protocol
//! is read by programs, so it stays in English here rather than in
//! `messages/`; every word quoted from the input is escaped, and every
//! reply is one line.

use crate::files::FileError;
use crate::games::{AnyOutcome, GameKind};
use crate::limits::NumberError;
use crate::shown::printable;
use std::fmt;
use std::time::Duration;

/// A line that is not a command the engine can carry out.
#[derive(Clone, Debug, PartialEq)]
pub enum ProtocolError {
    UnknownCommand {
        word: String,
    },
    /// `isready now`: a command that takes nothing was given something.
    ExtraWords {
        command: &'static str,
        extra: String,
    },
    /// A word a game's `position` does not take.
    UnknownPositionWord {
        game: GameKind,
        word: String,
    },
    /// `position first second`: one thing said twice.
    Repeated {
        word: String,
    },
    /// `position rules` with no rules after it.
    MissingValue {
        word: &'static str,
    },
    NotAChoice {
        option: &'static str,
        value: String,
        choices: Vec<&'static str>,
    },
    /// A `go` limit that is not a number in its bound.
    Number {
        limit: &'static str,
        error: NumberError,
    },
    /// A `setoption` value that is not a number in its bound.
    Option {
        option: &'static str,
        error: NumberError,
    },
    /// `setoption` of something the engine does not have.
    UnknownOption {
        word: String,
    },
    /// `go` with words other than one limit.
    BadGo {
        words: String,
    },
    /// A line over the engine's limit; it was skipped.
    LineTooLong {
        limit: usize,
    },
    /// A line read while `waiting` lines already waited their turn; it was
    /// skipped.
    Busy {
        waiting: usize,
    },
}

/// A `position` command whose setup or moves cannot be used; the previous
/// position stays.
#[derive(Debug)]
pub enum PositionError {
    Setup(FileError),
    /// A move of `… moves …` that cannot be read or played, as the game
    /// says why.
    Moves(Box<dyn std::error::Error + Send + Sync>),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::UnknownCommand { word } => write!(
                f,
                "unknown command '{}' (expected position, go, stop, moves, setoption, isready or quit)",
                printable(word)
            ),
            ProtocolError::ExtraWords { command, extra } => {
                write!(
                    f,
                    "{command} takes nothing after it, not '{}'",
                    printable(extra)
                )
            }
            ProtocolError::UnknownPositionWord { game, word } => {
                let (named, words) = crate::on_kind!(*game, G => {
                    use super::Protocol as _;
                    (G::WORD, G::WORDS)
                });
                write!(
                    f,
                    "position{}: unknown word '{}' (expected {words})",
                    named.map(|w| format!(" {w}")).unwrap_or_default(),
                    printable(word)
                )
            }
            ProtocolError::Repeated { word } => write!(
                f,
                "position: '{}' says again what an earlier word said",
                printable(word)
            ),
            ProtocolError::MissingValue { word } => write!(f, "'{word}' needs a value"),
            ProtocolError::NotAChoice {
                option,
                value,
                choices,
            } => write!(
                f,
                "{option}: '{}' is not one of {}",
                printable(value),
                choices.join(", ")
            ),
            ProtocolError::Number { limit, error } => write!(f, "go {limit}: {error}"),
            ProtocolError::Option { option, error } => write!(f, "setoption {option}: {error}"),
            ProtocolError::UnknownOption { word } => write!(
                f,
                "setoption: unknown option '{}' (expected threads)",
                printable(word)
            ),
            ProtocolError::BadGo { words } => write!(
                f,
                "go takes movetime MS, depth D or nodes N, not '{}'",
                printable(words)
            ),
            ProtocolError::LineTooLong { limit } => {
                write!(f, "line longer than {limit} bytes, ignored")
            }
            ProtocolError::Busy { waiting } => {
                write!(f, "busy: {waiting} lines already waiting, line ignored")
            }
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Setup(error) => write!(f, "{error}"),
            PositionError::Moves(error) => write!(f, "{error}"),
        }
    }
}

/// An error line: `error` and the reason, on one line with control
/// characters escaped (file errors may quote a file over several lines).
pub fn error_line(error: &dyn fmt::Display) -> String {
    let text = error.to_string();
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    format!("error {}\n", printable(&one_line))
}

/// No move to give: the search was stopped before it had one.
pub(crate) fn none() -> String {
    "bestmove none\n".into()
}

/// The reply to `go`: [`found`] for a search's answer, [`none`] for a game
/// that is over.
pub(crate) fn answered<M: fmt::Display>(
    answer: Option<crate::ai::search::Answer<M>>,
    took: Duration,
) -> String {
    answer.map_or_else(none, |r| {
        found(r.depth, &r.describe_score(), r.nodes, took, r.exact, r.mv)
    })
}

/// `info depth D score S nodes N time MS [exact]`, then `bestmove MOVE`.
pub(crate) fn found(
    depth: u32,
    score: &str,
    nodes: u64,
    took: Duration,
    exact: bool,
    mv: impl fmt::Display,
) -> String {
    format!(
        "info depth {depth} score {score} nodes {nodes} time {}{}\nbestmove {mv}\n",
        took.as_millis(),
        if exact { " exact" } else { "" },
    )
}

/// The answer to `go` in a finished game.
pub fn game_over(outcome: &AnyOutcome) -> String {
    format!("info result {outcome}\nbestmove none\n")
}
