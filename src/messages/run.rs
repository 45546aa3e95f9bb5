//! The long runs' last words: where Ctrl-C stopped them, and why a match
//! cannot be played as asked.

use crate::interrupt::{BenchPart, Interrupted};
use crate::matchplay::MatchError;
use crate::matchplay::engine::EngineError;
use crate::text::printable;
use std::fmt;
use std::time::Duration;

/// `3.2 s`.
struct Secs(Duration);

impl fmt::Display for Secs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1} s", self.0.as_secs_f64())
    }
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Interrupted::Perft {
                depth,
                tally,
                after,
            } => write!(
                f,
                "interrupted after {}: perft {depth} had counted {} sequences, {} of {} first moves in full",
                Secs(after),
                tally.counted,
                tally.first_moves_done,
                tally.first_moves
            ),
            Interrupted::Bench { part, after } => {
                write!(f, "interrupted after {}, during ", Secs(after))?;
                match part {
                    BenchPart::Perft { depth } => write!(f, "perft {depth}"),
                    BenchPart::RandomGames => write!(f, "the random games"),
                    BenchPart::Frames => write!(f, "the terminal frames"),
                    BenchPart::Search {
                        position,
                        positions,
                    } => write!(f, "the search of position {position} of {positions}"),
                }
            }
            Interrupted::Match {
                played,
                games,
                after,
            } => write!(
                f,
                "interrupted after {}: {played} of {games} {} played; the totals are of {}",
                Secs(after),
                if games == 1 { "game" } else { "games" },
                if played == 1 { "that one" } else { "those" }
            ),
        }
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::Human { side } => write!(
                f,
                "a match is between ai players, and {} is human",
                super::seat_name(*side)
            ),
            MatchError::NoHardPlayer { flag } => write!(
                f,
                "--{flag} sets how ai:hard thinks, and neither player is ai:hard"
            ),
            MatchError::EngineForBell => write!(
                f,
                "--south-engine and --north-engine play the ka game's matches; Bell's game takes ai:LEVEL players"
            ),
            MatchError::SprtForBell => write!(
                f,
                "--sprt measures two players over pairs of games, which is the ka game's match; Bell's game reports wins and points per player"
            ),
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Start { path, error } => write!(
                f,
                "the engine {} could not be started: {error}",
                printable(&path.display().to_string())
            ),
            EngineError::Ended { path } => write!(
                f,
                "the engine {} ended before it answered",
                printable(&path.display().to_string())
            ),
            EngineError::Silent { path, waited } => write!(
                f,
                "the engine {} gave no answer within {}",
                printable(&path.display().to_string()),
                Secs(*waited)
            ),
            EngineError::Refused { path, line } => write!(
                f,
                "the engine {} answered '{}', not a move",
                printable(&path.display().to_string()),
                printable(line)
            ),
            EngineError::Illegal { path, line } => write!(
                f,
                "the engine {} played {}, which is not legal there",
                printable(&path.display().to_string()),
                printable(line)
            ),
        }
    }
}
