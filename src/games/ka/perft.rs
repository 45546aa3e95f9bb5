//! Perft: counting move sequences, the standard check of a move generator.

use super::moves::Move;
use super::position::Position;
use crate::games::LegalMoves;

/// The number of move sequences of exactly `depth` plies from `pos`.
/// The last ply is counted without being played; the others are played
/// with the stones the generator found, as the search plays them.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            let mut sum = 0;
            pos.for_each_capture(|m, taken| {
                let mut next = *pos;
                next.play_capture(m, taken);
                sum += perft(&next, depth - 1);
            });
            sum
        }
    }
}

/// Perft split by first move: each legal move with the count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut next = *pos;
            next.play_unchecked(m);
            (m, perft(&next, depth - 1))
        })
        .collect()
}
impl crate::counting::Counted for Position {
    type Move = Move;
    /// A few thousand sequences.
    const CHUNK_DEPTH: u32 = 3;
    fn children(&self) -> Vec<(Move, Position)> {
        self.legal_moves()
            .iter()
            .map(|&m| {
                let mut next = *self;
                next.play_unchecked(m);
                (m, next)
            })
            .collect()
    }
    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }
}
