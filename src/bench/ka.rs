//! The ka game's part of the benchmark: random games move by move.

use super::Benchmarked;
use crate::games::LegalMoves;
use crate::games::ka::{Game, Position};
use crate::rng::Rng;

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
    const MANY_THREADS: bool = true;

    fn random_game(start: &Position, rng: &mut Rng, plies: &mut u64) {
        *plies += random_game(start, rng).1 as u64;
    }
}
