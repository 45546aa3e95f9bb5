//! The long runs' words: a count's status line while perft runs, where
//! Ctrl-C stopped them, and why a match cannot be played as asked.

use crate::i18n::Arg;
use crate::interrupt::{BenchPart, Interrupted};
use crate::matchplay::MatchError;
use crate::matchplay::engine::EngineError;
use crate::shown::printable;
use crate::tr;
use std::fmt;
use std::time::Duration;

/// The status line of a perft count: how far it has got.
pub fn perft_status(depth: u32, tally: &crate::counting::Tally) -> String {
    tr!(
        "perft-status",
        depth = depth,
        counted = tally.counted,
        done = tally.first_moves_done,
        first_moves = tally.first_moves
    )
}

/// Seconds with one decimal, for a message's `$seconds`.
fn secs(d: Duration) -> Arg {
    Arg::decimal(d.as_secs_f64(), 1)
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            Interrupted::Perft {
                depth,
                tally,
                after,
            } => tr!(
                "interrupted-perft",
                seconds = secs(after),
                depth = depth,
                counted = tally.counted,
                done = tally.first_moves_done,
                first_moves = tally.first_moves
            ),
            Interrupted::Bench { part, after } => {
                let during = match part {
                    BenchPart::Perft { depth } => tr!("bench-part-perft", depth = depth),
                    BenchPart::RandomGames => tr!("bench-part-random-games"),
                    BenchPart::Frames => tr!("bench-part-frames"),
                    BenchPart::Search {
                        position,
                        positions,
                    } => tr!(
                        "bench-part-search",
                        position = position,
                        positions = positions
                    ),
                };
                tr!("interrupted-bench", seconds = secs(after), during = during)
            }
            Interrupted::Match {
                played,
                games,
                after,
            } => tr!(
                "interrupted-match",
                seconds = secs(after),
                played = played,
                games = games
            ),
            Interrupted::Review { done, total, after } => tr!(
                "interrupted-review",
                seconds = secs(after),
                done = done,
                total = total
            ),
            Interrupted::MakePuzzles {
                played,
                games,
                found,
                after,
            } => tr!(
                "puzzle-gen-interrupted",
                seconds = secs(after),
                played = played,
                games = games,
                found = found
            ),
        })
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            MatchError::Human { side } => {
                tr!("match-human", player = super::seat_name(*side))
            }
            MatchError::NoHardPlayer { flag } => tr!("match-no-hard-player", flag = *flag),
        })
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |path: &std::path::Path| printable(&path.display().to_string()).into_owned();
        f.write_str(&match self {
            EngineError::Start { path, error } => tr!(
                "engine-start",
                path = shown(path),
                error = super::files::io_problem(error)
            ),
            EngineError::Ended { path } => tr!("engine-ended", path = shown(path)),
            EngineError::Silent { path, waited } => {
                tr!("engine-silent", path = shown(path), seconds = secs(*waited))
            }
            EngineError::Refused { path, line } => tr!(
                "engine-refused",
                path = shown(path),
                line = printable(line).into_owned()
            ),
            EngineError::Illegal { path, line } => tr!(
                "engine-illegal",
                path = shown(path),
                line = printable(line).into_owned()
            ),
        })
    }
}
