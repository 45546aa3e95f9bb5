//! Speed figures for the rules engine: perft and random games.

use crate::games::ka::{Position, perft::perft};
use crate::rng::Rng;
use std::time::{Duration, Instant};

/// Plays one random game to its end from `start`; returns the final
/// position and the number of moves played.
pub fn random_game(start: &Position, rng: &mut Rng) -> (Position, u32) {
    let mut pos = *start;
    let mut plies = 0;
    loop {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return (pos, plies);
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
        plies += 1;
    }
}

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

/// Perft to `depth`, timed.
pub fn time_perft(pos: &Position, depth: u32) -> Measure {
    let t = Instant::now();
    let count = perft(pos, depth);
    Measure {
        count,
        elapsed: t.elapsed(),
    }
}

/// Random complete games for at least `budget`, timed; also returns the
/// total moves played.
pub fn time_random_games(start: &Position, seed: u64, budget: Duration) -> (Measure, u64) {
    let mut rng = Rng::new(seed);
    let t = Instant::now();
    let (mut games, mut plies) = (0u64, 0u64);
    while games % 256 != 0 || t.elapsed() < budget {
        plies += random_game(start, &mut rng).1 as u64;
        games += 1;
    }
    (
        Measure {
            count: games,
            elapsed: t.elapsed(),
        },
        plies,
    )
}

/// Searches positions taken from seeded random games (after 4, 8, …, 32
/// moves from `start`) to a fixed depth, each with a fresh table: the node
/// count is the same on every run, only the time varies.
pub fn time_search(start: &Position, depth: u32) -> Measure {
    use crate::ai::{Limits, Searcher};
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut rng = Rng::new(1);
    let mut positions = Vec::new();
    for plies in (4..=32).step_by(4) {
        let mut pos = *start;
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        if pos.outcome().is_none() {
            positions.push(pos);
        }
    }
    let mut searcher = Searcher::new(20);
    let mut count = 0;
    let mut elapsed = Duration::ZERO;
    for pos in &positions {
        // Clearing the table is not search: keep it off the clock.
        searcher.clear();
        let t = Instant::now();
        if let Some(r) = searcher.search(pos, Limits::depth(depth), &stop) {
            count += r.nodes;
        }
        elapsed += t.elapsed();
    }
    Measure { count, elapsed }
}
