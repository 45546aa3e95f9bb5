//! Speed figures for the rules engine, the search and the terminal game:
//! perft, random games, fixed-depth searches and frames drawn, each within
//! a time budget and stopped by Ctrl-C.
//!
//! `pasang bench` runs three timed parts, each bounded by `--seconds S`:
//! perft (it stops deepening once S is spent; the depth running is cut and
//! marked so), random complete games, and fixed-depth searches from
//! positions of seeded random games (node counts the same every run unless
//! `--seconds` cuts them, which it says); then it times one terminal frame
//! (drawn by the command line, with [`time_repeated`]: the screens sit above
//! this module).
//! `pasang bench --game bell` does the same for Bell's game: perft, random
//! complete games played hop by hop as Ludii's playouts are (at each step
//! any hop, or, after a hop, stopping), the computer's search (with three or
//! four players its sampled rounds, `--search-depth` samples of each turn),
//! and its frame. Bell's perft: `pasang perft 3 --game bell` counts 4, 12,
//! 48 for two players and `corner` (`--opening inner`: 4, 20, 96; the
//! counts do not depend on the number of players).
//!
//! # Figures
//!
//! On this project's machine (AMD EPYC, one core of two), from
//! `cargo run --release -- bench --depth 8 --seconds 3` (depth 9 with
//! `--depth 9 --seconds 60`):
//!
//! | measure | figure | target |
//! |---|---|---|
//! | perft, `first`, classic, depths 6–9 (last ply counted, not played) | 31–33 M leaf nodes/s | 20 M |
//! | perft, `second`, marbles, depths 6–7 | 46 M leaf nodes/s | |
//! | random complete games, `first`, classic | 67,000 games/s (45 moves a game) | 50,000 |
//! | search (the engine's `go depth 12`, with `hard`'s table), eight positions, one thread (`pasang bench --threads 1 --depth 1 --seconds 20 --search-depth 12`) | 1.28–1.35 M nodes/s, 1 227 518 nodes | |
//! | random complete games of Bell's, hop by hop (checkerboard, 2 or 4 players; 86 moves, 123 choices a game) | 89,600 games/s by the wall clock (`pasang bench --game bell --seconds 5`, machine otherwise idle; 95,000 with `--players 4`); the playout is also compiled with `popcnt` and BMI and picks that version at run time (`multiversion`) | 60,000 (Ludii: 127) |
//! | the terminal game: one whole frame at 100×32 (a game 20 moves in, the cursor on a point worth choosing; `pasang bench`, `pasang bench --game bell`) | the ka game 238–256 µs, Bell's 283–320 µs (2 to 4 players), the last move marked and the move list drawn | well under 1 ms |
//!
//! The figures vary by a third or so on this shared machine; measure on an
//! idle one.
//!
//! How a random game is played each game says through [`Benchmarked`], in
//! its own file here; the search timed is the one the engine's `go depth`
//! runs for that game ([`Protocol::search`]), with the table the engine
//! keeps, the strongest level's.

pub mod bell;
pub mod ka;
#[cfg(feature = "test-game")]
pub mod steps;

/// A game's parts of the benchmark; its search is the one the engine's
/// `go` runs ([`Protocol`]).
pub trait Benchmarked: Protocol<Position: counting::Counted> {
    /// What its random games did, beyond how many were played.
    type Tally: Default;
    /// Whether the search is timed again on every thread the computer
    /// uses.
    const MANY_THREADS: bool;
    /// Plays one random game from `start` to its end, adding what it did
    /// to `tally`.
    fn random_game(start: &Self::Position, rng: &mut Rng, tally: &mut Self::Tally);
}

use crate::counting::{self, Counted as _, Cut, Tally, Watch};
use crate::engine::Protocol;
use crate::progress::Progress;
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// One measurement: how much work, in how long.
#[derive(Clone, Copy, Debug)]
pub struct Measure {
    pub count: u64,
    pub elapsed: Duration,
}

impl Measure {
    pub fn per_second(&self) -> f64 {
        self.count as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Perft to `depth`, timed, unless cut first (then the count is of the
/// sequences counted so far, still a fair measure of speed).
pub fn time_perft<P: counting::Counted>(
    pos: &P,
    depth: u32,
    stop: &AtomicBool,
    deadline: Option<Instant>,
    progress: &mut Progress,
) -> (Measure, Option<Cut>) {
    let t = Instant::now();
    let mut status =
        |tally: &Tally| progress.status(|| crate::messages::run::perft_status(depth, tally));
    let mut watch = Watch {
        stop,
        deadline,
        progress: &mut status,
    };
    let (count, cut) = match counting::count(pos, depth, &mut watch) {
        Ok(count) => (count, None),
        Err((cut, tally)) => (tally.counted, Some(cut)),
    };
    progress.clear();
    (
        Measure {
            count,
            elapsed: t.elapsed(),
        },
        cut,
    )
}

/// Random complete games of `G` for at least `budget` (and a multiple of
/// 256 games), timed; also returns what the games did, and whether `stop`
/// ended it first.
pub fn time_random_games<G: Benchmarked>(
    start: &G::Position,
    seed: u64,
    budget: Duration,
    stop: &AtomicBool,
) -> (Measure, G::Tally, bool) {
    let mut rng = Rng::new(seed);
    let mut tally = G::Tally::default();
    let mut games = 0u64;
    let (elapsed, stopped) = time_repeated(budget, 256, stop, || {
        G::random_game(start, &mut rng, &mut tally);
        games += 1;
        true
    });
    (
        Measure {
            count: games,
            elapsed,
        },
        tally,
        stopped,
    )
}

/// Runs `work` again and again for at least `budget`, a multiple of
/// `every` times, until it fails or `stop` is raised; returns how long it
/// ran and whether `stop` ended it.
pub fn time_repeated(
    budget: Duration,
    every: u64,
    stop: &AtomicBool,
    mut work: impl FnMut() -> bool,
) -> (Duration, bool) {
    let t = Instant::now();
    let mut done = 0u64;
    while !done.is_multiple_of(every) || t.elapsed() < budget {
        if stop.load(Ordering::Relaxed) {
            return (t.elapsed(), true);
        }
        if !work() {
            break;
        }
        done += 1;
    }
    (t.elapsed(), false)
}

#[derive(Clone, Copy, Debug)]
pub struct SearchMeasure {
    pub measure: Measure,
    /// Positions searched, of `positions`: fewer when the budget ran out
    /// or `stop` was raised.
    pub searched: usize,
    pub positions: usize,
    /// Whether the budget ran out (or `stop` came) before every position
    /// was searched to the full depth.
    pub cut: bool,
}

/// Searches positions taken from seeded random games (after 4, 8, …, 32
/// moves from `start`) to a fixed depth on `threads` threads, as the
/// engine's `go depth` searches, each with a fresh searcher with the table
/// of the strongest level: on one thread the node count is the same on
/// every run, only the time varies, unless `budget` runs out first (each
/// search thinks at most what is left of it).
pub fn time_search<G: Benchmarked>(
    start: &G::Position,
    depth: u32,
    threads: usize,
    budget: Duration,
    stop: &AtomicBool,
    progress: &mut Progress,
) -> SearchMeasure {
    use crate::ai::Limits;
    let mut rng = Rng::new(1);
    let mut positions = Vec::new();
    for plies in (4..=32).step_by(4) {
        let mut pos = *start;
        for _ in 0..plies {
            let moves = pos.children();
            if moves.is_empty() {
                break;
            }
            pos = moves[rng.below(moves.len())].1;
        }
        if !pos.children().is_empty() {
            positions.push(pos);
        }
    }
    let mut count = 0;
    let mut elapsed = Duration::ZERO;
    let mut searched = 0;
    for pos in &positions {
        let left = budget.saturating_sub(elapsed);
        if left.is_zero() || stop.load(Ordering::Relaxed) {
            break;
        }
        progress.status(|| {
            crate::tr!(
                "bench-search-status",
                position = searched + 1,
                positions = positions.len(),
                depth = depth
            )
        });
        // Making the table is not search: keep it off the clock.
        let mut searcher = G::searcher(crate::engine::TABLE_BITS);
        let t = Instant::now();
        let limits = Limits {
            movetime: Some(left),
            threads,
            ..Limits::depth(depth)
        };
        let result = G::search(&mut searcher, pos, limits, stop);
        elapsed += t.elapsed();
        // Short of its depth, a search was cut by the time left, unless it
        // solved the position or had only one move to choose.
        let complete = result
            .as_ref()
            .is_none_or(|r| r.depth >= depth || r.exact || pos.children().len() == 1);
        count += result.as_ref().map_or(0, |r| r.nodes);
        if stop.load(Ordering::Relaxed) || !complete {
            break;
        }
        searched += 1;
    }
    progress.clear();
    SearchMeasure {
        measure: Measure { count, elapsed },
        searched,
        positions: positions.len(),
        cut: searched < positions.len(),
    }
}
