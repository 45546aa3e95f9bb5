//! The one judgement of a position the search can prove: the hint, the
//! computer at `hard`, the engine's `go` and the review all ask
//! [`solve`] first, so on a solved position they agree.
//!
//! A position is **solved** when the search, given [`SOLVE_NODES`] nodes,
//! sees every line to the end of the game: its value is then the game's
//! true result with best play from both sides (a win or loss by so many
//! points, by suntuk, or a draw), and its move keeps that value. Only the
//! ka moves can be solved: before them the board is full. Near the end of
//! a game that is most of its last twenty plies (see the review's module
//! doc for the figures).
//!
//! [`decide`] is how a player chooses its move: the solved answer when
//! there is one, else the search within the caller's own limits. A
//! search with a fixed depth is left as asked, and one told to use no more
//! than [`SOLVE_NODES`] nodes does not get more: its own search is the
//! attempt.

use super::{Limits, SearchResult, Searcher};
use crate::games::ka::{Phase, Position};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The nodes within which a position must be proven to count as solved:
/// about a third of a second on a small machine.
pub const SOLVE_NODES: u64 = 500_000;

/// The solved answer in `pos`: the best move and its proven value, when
/// the search sees every line to the end within [`SOLVE_NODES`] nodes and
/// the rest of `limits` (its time, its threads and seed); `None` when it
/// does not, when `pos` is not a ka-move position, or when the game is over.
pub fn solve(
    searcher: &mut Searcher,
    pos: &Position,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    if pos.phase() != Phase::KaMoves {
        return None;
    }
    attempt(searcher, pos, limits, stop).filter(|r| r.exact)
}

/// The search [`solve`] makes: [`SOLVE_NODES`] nodes, to the end.
fn attempt(
    searcher: &mut Searcher,
    pos: &Position,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    let limits = Limits {
        nodes: Some(SOLVE_NODES),
        depth: None,
        ..limits
    };
    searcher.search(pos, limits, stop)
}

/// The move to play in `pos` within `limits`: the [solved](solve) answer
/// when there is one, else the search's within the time left (see the
/// module doc for the limits that skip the attempt). `None` when the game
/// is over.
pub fn decide(
    searcher: &mut Searcher,
    pos: &Position,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<SearchResult> {
    let tries = pos.phase() == Phase::KaMoves
        && limits.depth.is_none()
        && limits.nodes.is_none_or(|n| n > SOLVE_NODES);
    if !tries {
        return searcher.search(pos, limits, stop);
    }
    let start = Instant::now();
    let tried = attempt(searcher, pos, limits, stop)?;
    let spent = start.elapsed();
    let out_of_time = limits.movetime.is_some_and(|t| spent >= t);
    if tried.exact || out_of_time || stop.load(Ordering::Relaxed) {
        return Some(tried);
    }
    let rest = Limits {
        movetime: limits.movetime.map(|t| t - spent),
        ..limits
    };
    // The table holds what the attempt learned: the search goes on from it.
    match searcher.search(pos, rest, stop) {
        Some(found) if found.depth >= tried.depth => Some(found),
        _ => Some(tried),
    }
}
