//! Random games played hop by hop, as Ludii's playouts play them: at each
//! step any legal hop, or, once the stone has hopped, stopping. The speed
//! measure of the rules engine; time is measured by the caller.

use super::hops::{GEOMETRY, Hopping};
use super::moves::MAX_HOPS;
use super::position::Position;
use crate::board::{Bits, Point};
use crate::rng::Rng;

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

/// The `n`-th point (from 0) of a set with more than `n` points.
#[inline]
fn nth(bits: Bits, n: u32) -> Point {
    let mut b = bits.0;
    for _ in 0..n {
        b &= b - 1;
    }
    Bits(b).first().expect("n < count")
}

/// Plays one random game from `start` to its end, hop by hop, and returns
/// the final position.
pub fn random_game(start: &Position, rng: &mut Rng, tally: &mut Tally) -> Position {
    let g = &*GEOMETRY;
    let mut pos = *start;
    if !pos.opened() {
        let choices: Vec<Point> = pos
            .rules()
            .opening
            .points()
            .into_iter()
            .filter(|&p| pos.stone(p).is_some())
            .collect();
        pos = pos.after_removal(choices[rng.below(choices.len())]);
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
}
