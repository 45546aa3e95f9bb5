//! Perft: counting move sequences (a turn is one move, however many hops),
//! the standard check of a move generator.

use super::moves::Move;
use super::position::Position;
use crate::games::LegalMoves;

/// The number of move sequences of exactly `depth` moves from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            let mut n = 0;
            pos.for_each_turn(|_, next| n += perft(next, depth - 1));
            n
        }
    }
}

/// Perft split by first move: each legal move with the count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth > 0 {
        pos.for_each_turn(|m, next| out.push((m, perft(next, depth - 1))));
    }
    out
}
impl crate::counting::Counted for Position {
    type Move = Move;
    /// Up to 130 turns a position: two plies are already thousands.
    const CHUNK_DEPTH: u32 = 2;
    fn children(&self) -> Vec<(Move, Position)> {
        let mut out = Vec::new();
        self.for_each_turn(|m, next| out.push((m, *next)));
        out
    }
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}
