//! Steps' parts of the benchmark: random games step by step, and its
//! searcher, which looks one move ahead.

use super::{Benched, Benchmarked, Searched};
use crate::ai::Limits;
use crate::games::steps::{Game, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

/// What Steps' random games did: the steps played.
#[derive(Debug, Default)]
pub struct Tally {
    pub steps: u64,
}

impl Benchmarked for Game {
    type Tally = Tally;
    type Searcher = crate::engine::steps::Searcher;
    const MANY_THREADS: bool = false;

    fn random_game(start: &Position, rng: &mut Rng, tally: &mut Tally) {
        let mut pos = *start;
        loop {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return;
            }
            let m = moves[rng.below(moves.len())];
            pos.try_play(m).expect("a legal move plays");
            tally.steps += 1;
        }
    }
}

impl Benched for crate::engine::steps::Searcher {
    type Position = Position;
    fn new() -> Self {
        crate::engine::steps::Searcher
    }
    fn clear(&mut self) {}
    /// As the engine searches.
    fn search(&mut self, pos: &Position, limits: Limits, stop: &AtomicBool) -> Option<Searched> {
        <Game as crate::engine::Protocol>::search(self, pos, limits, stop).map(Searched::from)
    }
}
