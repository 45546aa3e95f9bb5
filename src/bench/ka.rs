//! The ka game's parts of the benchmark: random games move by move, and
//! the computer's searcher.

use super::{Benched, Benchmarked, Searched};
use crate::ai::{Limits, Searcher};
use crate::games::LegalMoves;
use crate::games::ka::{Game, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

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

impl Benchmarked for Game {
    /// The moves played.
    type Tally = u64;
    type Searcher = Searcher;
    const MANY_THREADS: bool = true;

    fn random_game(start: &Position, rng: &mut Rng, plies: &mut u64) {
        *plies += random_game(start, rng).1 as u64;
    }
}

impl Benched for Searcher {
    type Position = Position;
    fn new() -> Self {
        Searcher::new(20)
    }
    fn clear(&mut self) {
        Searcher::clear(self)
    }
    fn search(&mut self, pos: &Position, limits: Limits, stop: &AtomicBool) -> Option<Searched> {
        Searcher::search(self, pos, limits, stop).map(Searched::from)
    }
}
