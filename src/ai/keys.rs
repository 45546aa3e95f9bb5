//! Zobrist keys, one table type for every game's search: a random number
//! for each kind of piece on each point of the board and for each player's
//! score, and whatever else a game's positions hold, drawn from a fixed
//! seed so that the keys, and so the searches, are the same in every run.

use crate::board::{Bits, Point};
use crate::rng::Rng;

/// Scores are part of a key (the board alone does not tell who took
/// what). No game's score reaches this; the rest is headroom.
pub(crate) const SCORES: usize = 256;

/// The keys of a board of `CELLS` points holding `KINDS` kinds of piece,
/// the scores of `SEATS` players, and a game's own keys (`X`).
pub(crate) struct Zobrist<const CELLS: usize, const KINDS: usize, const SEATS: usize, X> {
    pieces: [[u64; CELLS]; KINDS],
    /// The game's own keys (the side to move and the like).
    pub extra: X,
    scores: [[u64; SCORES]; SEATS],
}

impl<const CELLS: usize, const KINDS: usize, const SEATS: usize, X>
    Zobrist<CELLS, KINDS, SEATS, X>
{
    /// Keys drawn from `rng` in this order: the pieces' kind by kind, then
    /// the game's own (by `extra`), then the scores' seat by seat.
    pub fn draw(rng: &mut Rng, extra: impl FnOnce(&mut Rng) -> X) -> Self {
        let pieces = std::array::from_fn(|_| draw(rng));
        let extra = extra(rng);
        let scores = std::array::from_fn(|_| draw(rng));
        Zobrist {
            pieces,
            extra,
            scores,
        }
    }

    /// The key of pieces of `kind` on the points of `bits`.
    #[inline]
    pub fn pieces(&self, kind: usize, bits: Bits) -> u64 {
        let table = &self.pieces[kind];
        bits.iter().fold(0, |k, p| k ^ table[p.index() as usize])
    }

    /// What the key changes by when the pieces of `kind` stand on `after`
    /// in place of `before`.
    #[inline]
    pub fn moved(&self, kind: usize, before: Bits, after: Bits) -> u64 {
        self.pieces(kind, Bits(before.0 ^ after.0))
    }

    /// The key of a lone piece of `kind` at `point`, if there is one.
    #[inline]
    pub fn piece(&self, kind: usize, point: Option<Point>) -> u64 {
        point.map_or(0, |p| self.pieces[kind][p.index() as usize])
    }

    /// The key of `seat`'s score of `points`.
    #[inline]
    pub fn score(&self, seat: usize, points: usize) -> u64 {
        self.scores[seat][points.min(SCORES - 1)]
    }
}

/// `N` keys drawn from `rng`, in order.
pub(crate) fn draw<const N: usize>(rng: &mut Rng) -> [u64; N] {
    std::array::from_fn(|_| rng.next_u64())
}

/// Plays a random game from each of `starts` (the moves drawn by `rng`)
/// and checks at every move that the key `update` makes from the parent's
/// is the key `key` makes from scratch: a game's test of its keys.
#[cfg(test)]
pub(crate) fn check_updates_through_random_games<P, M, L>(
    starts: impl IntoIterator<Item = P>,
    rng: &mut Rng,
    moves: impl Fn(&P) -> L,
    play: impl Fn(&mut P, M),
    key: impl Fn(&P) -> u64,
    update: impl Fn(u64, &P, &P) -> u64,
) where
    P: Copy,
    M: Copy,
    L: std::ops::Deref<Target = [M]>,
{
    for mut pos in starts {
        let mut h = key(&pos);
        loop {
            let moves = moves(&pos);
            if moves.is_empty() {
                break;
            }
            let mut next = pos;
            play(&mut next, moves[rng.below(moves.len())]);
            h = update(h, &pos, &next);
            assert_eq!(h, key(&next));
            pos = next;
        }
    }
}
