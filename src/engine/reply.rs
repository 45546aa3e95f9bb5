//! What the engine writes: its answers and its error lines. The protocol
//! is read by programs, so it stays in English here rather than in
//! `messages/`; every word quoted from the input is escaped, and every
//! reply is one line.

use crate::ai::SearchResult;
use crate::ai::bell::Answer;
use crate::ai::search::describe_score;
use crate::files::FileError;
use crate::games::AnyOutcome;
use crate::games::bell::spec::MoveAt;
use crate::games::ka::SpecError;
use crate::limits::NumberError;
use crate::text::printable;
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
    UnknownPositionWord {
        word: String,
    },
    /// A word `position bell` does not take.
    UnknownBellWord {
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
    Moves(SpecError),
    /// A move of `position bell … moves …` that cannot be read or played.
    BellMoves(MoveAt),
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
            ProtocolError::UnknownPositionWord { word } => write!(
                f,
                "position: unknown word '{}' (expected first, second, setup, rules, second-column, ka, centre or moves)",
                printable(word)
            ),
            ProtocolError::UnknownBellWord { word } => write!(
                f,
                "position bell: unknown word '{}' (expected players, opening, setup or moves)",
                printable(word)
            ),
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
            PositionError::BellMoves(error) => write!(f, "{error}"),
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

/// The answer to `go`: a line of information, then the move.
pub fn bestmove(r: Option<SearchResult>, took: Duration) -> String {
    r.map_or_else(none, |r| {
        found(r.depth, &r.describe_score(), r.nodes, took, r.exact, r.mv)
    })
}

/// The answer to `go` in Bell's game: a line of information, then the
/// whole turn.
pub fn bell_bestmove(r: Option<Answer>, took: Duration) -> String {
    r.map_or_else(none, |r| {
        found(
            r.depth,
            &describe_score(r.score),
            r.nodes,
            took,
            r.exact,
            r.mv,
        )
    })
}

/// No move to give: the search was stopped before it had one.
fn none() -> String {
    "bestmove none\n".into()
}

/// `info depth D score S nodes N time MS [exact]`, then `bestmove MOVE`.
fn found(
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
