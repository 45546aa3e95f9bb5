//! Zobrist keys for Bell positions: the stones by colour, the seat to move,
//! whether the opening stone is taken, and each seat's points (the board
//! alone does not tell who took what, and the search's values depend on it).

use crate::board::Bits;
use crate::games::bell::{MAX_SEATS, Position};
use crate::rng::Rng;
use std::sync::LazyLock;

const POINTS: usize = 121;
/// Scores never exceed 168 (every stone's points); the rest is headroom.
const SCORES: usize = 256;

struct Keys {
    black: [u64; POINTS],
    white: [u64; POINTS],
    to_move: [u64; MAX_SEATS],
    opened: u64,
    points: [[u64; SCORES]; MAX_SEATS],
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    // A fixed seed: keys are the same in every run, so searches repeat.
    let mut rng = Rng::new(0x4245_4C4C_5041_5347);
    let mut next = || rng.next_u64();
    Keys {
        black: std::array::from_fn(|_| next()),
        white: std::array::from_fn(|_| next()),
        to_move: std::array::from_fn(|_| next()),
        opened: next(),
        points: std::array::from_fn(|_| std::array::from_fn(|_| next())),
    }
});

fn bits_key(bits: Bits, table: &[u64; POINTS]) -> u64 {
    bits.iter().fold(0, |k, p| k ^ table[p.index() as usize])
}

/// The index of the seat to move, in turn order.
#[inline]
pub(crate) fn turn_index(pos: &Position) -> usize {
    let me = pos.to_move();
    pos.rules()
        .players
        .seats()
        .iter()
        .position(|&s| s == me)
        .unwrap_or(0)
}

fn points_key(k: &Keys, seat: usize, points: u16) -> u64 {
    k.points[seat][(points as usize).min(SCORES - 1)]
}

/// The key of a position (the rules are not part of it: a table is used for
/// one set of rules at a time).
pub fn key(pos: &Position) -> u64 {
    let k = &*KEYS;
    let mut h = bits_key(pos.black(), &k.black) ^ bits_key(pos.white(), &k.white);
    h ^= k.to_move[turn_index(pos)];
    if pos.opened() {
        h ^= k.opened;
    }
    for (seat, &points) in pos.scores().iter().enumerate() {
        h ^= points_key(k, seat, points);
    }
    h
}

/// The key of `child`, a position one move after `parent` whose key is
/// `parent_key`: only what changed is hashed (the stones that moved or were
/// taken, the turn, the mover's points, the opening).
#[inline]
pub fn update(parent_key: u64, parent: &Position, child: &Position) -> u64 {
    let k = &*KEYS;
    let mover = turn_index(parent);
    let mut h = parent_key ^ k.to_move[mover] ^ k.to_move[turn_index(child)];
    h ^= bits_key(Bits(parent.black().0 ^ child.black().0), &k.black);
    h ^= bits_key(Bits(parent.white().0 ^ child.white().0), &k.white);
    if parent.opened() != child.opened() {
        h ^= k.opened;
    }
    h ^ points_key(k, mover, parent.scores()[mover]) ^ points_key(k, mover, child.scores()[mover])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Rules, Setup};

    #[test]
    fn incremental_keys_match_keys_from_scratch_through_random_games() {
        let mut rng = Rng::new(11);
        for rules in Rules::all() {
            for _ in 0..5 {
                let mut pos = Position::start(&Setup::default(), rules);
                let mut h = key(&pos);
                loop {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mut next = pos;
                    next.play_unchecked(moves[rng.below(moves.len())]);
                    h = update(h, &pos, &next);
                    assert_eq!(h, key(&next));
                    pos = next;
                }
            }
        }
    }

    #[test]
    fn the_seat_to_move_and_the_opening_change_the_key() {
        let start = Position::start(&Setup::default(), Rules::default());
        let mut next = start;
        next.play_unchecked(start.legal_moves()[0]);
        assert_ne!(key(&start), key(&next));
        // The same stones and seat to move, the opening stone taken or not.
        let a = Position::with_stones(Rules::default(), start.black(), start.white());
        assert_ne!(key(&a), key(&start));
    }
}
