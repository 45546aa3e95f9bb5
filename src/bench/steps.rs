//! Steps' part of the benchmark: random games step by step.

use super::Benchmarked;
use crate::games::steps::{Game, Position};
use crate::rng::Rng;

/// What Steps' random games did: the steps played.
#[derive(Debug, Default)]
pub struct Tally {
    pub steps: u64,
}

impl Benchmarked for Game {
    type Tally = Tally;
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
