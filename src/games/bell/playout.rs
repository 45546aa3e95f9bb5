//! Random games played hop by hop, as Ludii's playouts play them: at each
//! step any legal hop, or, once the stone has hopped, stopping. The speed
//! measure of the rules engine; time is measured by the caller.

use super::hops::{GEOMETRY, Hopping};
use super::moves::MAX_HOPS;
use super::position::Position;
use crate::board::{Bits, Point};
use crate::rng::Rng;
use multiversion::multiversion;

/// What some random games did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub games: u64,
    /// Moves: the opening removals and the turns.
    pub moves: u64,
    /// Choices made: each removal, each hop and each stop chosen while
    /// another hop was possible.
    pub decisions: u64,
}

/// The `n`-th point (from 0) of a set with more than `n` points: halves
/// the set by counting until a byte is left, then steps through it.
#[inline(always)]
fn nth(bits: Bits, mut n: u32) -> Point {
    let (mut b, mut base) = (bits.0 as u64, 0);
    let low = b.count_ones();
    if n >= low {
        n -= low;
        b = (bits.0 >> 64) as u64;
        base = 64;
    }
    for width in [32, 16, 8] {
        let below = (b & ((1 << width) - 1)).count_ones();
        if n >= below {
            n -= below;
            b >>= width;
            base += width;
        }
    }
    for _ in 0..n {
        b &= b - 1;
    }
    Point::from_index((base + b.trailing_zeros()) as u8).expect("n < count")
}

/// Plays one random game from `start` to its end, hop by hop, and returns
/// the final position.
///
/// Counting bits is most of the work, and the x86-64 baseline has no
/// instruction for it: `multiversion` also compiles this function with
/// `popcnt` (and BMI) and picks that version when the processor has it, a
/// quarter faster on this project's machine.
#[multiversion(targets("x86_64+popcnt+bmi1+bmi2"))]
pub fn random_game(start: &Position, rng: &mut Rng, tally: &mut Tally) -> Position {
    let g = &*GEOMETRY;
    let mut pos = *start;
    if !pos.opened() {
        let mut choices = pos.rules().opening.points();
        let mut n = 0;
        for i in 0..choices.len() {
            if pos.stone(choices[i]).is_some() {
                choices[n] = choices[i];
                n += 1;
            }
        }
        pos = pos.after_removal(choices[rng.below(n)]);
        tally.moves += 1;
        tally.decisions += 1;
    }
    loop {
        let occupied = pos.stones();
        let firsts: [Bits; 8] = std::array::from_fn(|i| g.first_hops(i, occupied));
        let total: u32 = firsts.iter().map(|b| b.count()).sum();
        if total == 0 {
            tally.games += 1;
            return pos;
        }
        let mut r = rng.below(total as usize) as u32;
        let (dir, from) = firsts
            .iter()
            .enumerate()
            .find_map(|(i, &b)| {
                if r < b.count() {
                    Some((i, nth(b, r)))
                } else {
                    r -= b.count();
                    None
                }
            })
            .expect("r < total");
        let o = g.offsets[dir];
        let step = |k: i8| Point::from_index((from.index() as i8 + k * o) as u8).expect("on board");
        let mut h = Hopping::start(pos.black(), pos.white(), from).expect("a stone");
        h.hop(step(1), step(2));
        tally.decisions += 1;
        while (h.hops as usize) < MAX_HOPS {
            let mut next = [(Point::CENTRE, Point::CENTRE); 5];
            let mut n = 0;
            for &(over, land) in g.hops_from(h.at) {
                if h.can_hop(over, land) {
                    next[n] = (over, land);
                    n += 1;
                }
            }
            if n == 0 {
                break;
            }
            tally.decisions += 1;
            let choice = rng.below(n + 1);
            if choice == n {
                break;
            }
            let (over, land) = next[choice];
            h.hop(over, land);
        }
        pos = pos.after(&h);
        tally.moves += 1;
    }
}

/// Plays `games` random games from `start` with a generator seeded `seed`.
pub fn random_games(start: &Position, games: u64, seed: u64) -> Tally {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    for _ in 0..games {
        random_game(start, &mut rng, &mut tally);
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::LegalMoves;
    use crate::games::bell::{Rules, Setup};

    #[test]
    fn random_games_run_to_positions_without_a_hop() {
        let start = Position::start(&Setup::default(), Rules::default());
        let mut rng = Rng::new(7);
        let mut tally = Tally::default();
        for _ in 0..20 {
            let end = random_game(&start, &mut rng, &mut tally);
            assert!(end.outcome().is_some());
            assert_eq!(end.count_moves(), 0);
            // Nothing is created or lost: captured + on board = 168.
            assert_eq!(
                end.scores().iter().sum::<u16>() + end.points_on_board(),
                168
            );
        }
        assert_eq!(tally.games, 20);
        assert!(tally.decisions >= tally.moves && tally.moves > 20 * 10);
    }

    #[test]
    fn nth_finds_each_point_of_a_set_in_order() {
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            // Sparse and dense sets, over both halves of the 121 points.
            let set = Bits(
                (rng.next_u64() as u128 | (rng.next_u64() as u128) << 64)
                    & (rng.next_u64() as u128 | (rng.next_u64() as u128) << 64)
                    & ((1u128 << 121) - 1),
            );
            let listed: Vec<Point> = set.into_iter().collect();
            for (n, &p) in listed.iter().enumerate() {
                assert_eq!(nth(set, n as u32), p, "point {n} of {set:?}");
            }
        }
    }
}
