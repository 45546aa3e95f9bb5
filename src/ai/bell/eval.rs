//! What a Bell position is worth to one seat (the root of a search).
//!
//! A player wants the top score: its value is its points minus the best
//! of the others' (in a two-player game, simply the score difference).

use crate::ai::eval::{Knowledge, Score, WIN};
use crate::games::bell::hops::{GEOMETRY, Geometry, Hopping};
use crate::games::bell::{MAX_HOPS, MAX_SEATS, Position};

/// The value of `scores` (in turn order) to seat `root`, in tenths of a
/// point: its points minus the best of the others'.
pub fn utility(scores: &[u16], root: usize) -> Score {
    10 * (scores[root] as Score - best_other(scores, root) as Score)
}

/// The most of any seat but `root` (points, or values in tenths; 0 if
/// there is no other seat).
pub fn best_other<T: Copy + Ord + Default>(scores: &[T], root: usize) -> T {
    scores
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != root)
        .map(|(_, &s)| s)
        .max()
        .unwrap_or_default()
}

/// The value to `root` of a finished game: a win or a loss by its margin
/// beyond ±[`WIN`]; a shared win is 0.
pub fn terminal(pos: &Position, root: usize) -> Score {
    let u = utility(pos.scores(), root);
    u + WIN * u.signum()
}

/// The heuristic value to `root` of a position that is not over: with
/// [`Knowledge::Full`], as if the player to move had already made its
/// biggest capture (it is about to: every turn captures).
pub fn evaluate(pos: &Position, root: usize, knowledge: Knowledge) -> Score {
    match knowledge {
        Knowledge::Points => utility(pos.scores(), root),
        Knowledge::Full => {
            let mut scores = [0; MAX_SEATS];
            let n = pos.scores().len();
            scores[..n].copy_from_slice(pos.scores());
            scores[pos.turn_index()] += best_gain(pos);
            utility(&scores[..n], root)
        }
    }
}

/// The most points the player to move can take in one turn.
pub fn best_gain(pos: &Position) -> u16 {
    let g = &*GEOMETRY;
    g.movable(pos.stones())
        .into_iter()
        .filter_map(|from| Hopping::start(pos.black(), pos.white(), from))
        .map(|h| most_taken(g, &h))
        .max()
        .unwrap_or(0)
}

/// The most a turn continuing from `h` can have taken by its end.
fn most_taken(g: &Geometry, h: &Hopping) -> u16 {
    let mut best = h.taken;
    if (h.hops as usize) < MAX_HOPS {
        for &(over, land) in g.hops_from(h.at) {
            if h.can_hop(over, land) {
                let mut next = *h;
                next.hop(over, land);
                best = best.max(most_taken(g, &next));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::LegalMoves;
    use crate::games::bell::{Rules, Setup};
    use crate::rng::Rng;

    /// The best gain the slow way: over every legal turn.
    fn gain_of_every_turn(pos: &Position) -> u16 {
        let me = pos.turn_index();
        let mut best = 0;
        pos.for_each_turn(|_, child| best = best.max(child.scores()[me] - pos.scores()[me]));
        best
    }

    #[test]
    fn the_best_gain_is_the_most_any_legal_turn_takes() {
        let mut rng = Rng::new(5);
        for rules in Rules::all() {
            let mut pos = Position::start(&Setup::default(), rules);
            pos.play_unchecked(pos.legal_moves()[0]);
            while pos.outcome().is_none() {
                assert_eq!(best_gain(&pos), gain_of_every_turn(&pos), "{pos:?}");
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
            assert_eq!(best_gain(&pos), 0);
        }
    }

    #[test]
    fn utility_is_points_minus_the_best_other() {
        assert_eq!(utility(&[30, 20], 0), 100);
        assert_eq!(utility(&[30, 20], 1), -100);
        assert_eq!(utility(&[10, 40, 25, 5], 2), -150);
        assert_eq!(utility(&[40, 40, 25], 0), 0);
    }
}
