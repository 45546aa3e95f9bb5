//! Search by a model of the others, for three and four players.
//!
//! Between two of the root seat's turns every other player moves once, and
//! what the root seat gets next is what they leave. Searching all their
//! replies (max-n) reaches no further than the next player's; instead each
//! other player is taken to play as a one-turn look-ahead does (`medium`
//! with more than two players): the turn worth most to it counting the
//! next player's biggest capture, then the one taking the most now, and
//! among equals any. Those choices are sampled, a round at a time, many
//! times for each of the root seat's most promising turns; the turn whose
//! rounds leave the root seat the most expected points is played.

use super::eval::best_other;
use super::maxn::{Values, final_values, leaf_values};
use super::search::{Answer, Child, Searcher};
use crate::ai::eval::{Knowledge, Score};
use crate::games::bell::Position;
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

/// The most samples of each turn when no time or node limit is given (and
/// no depth, which counts samples here): a few seconds' worth.
pub const MAX_PASSES: u32 = 1_000;

/// How many of the root seat's turns are sampled: the best by a one-turn
/// look. Fewer leave more samples to each; more miss fewer good turns.
pub const CANDIDATES: usize = 10;

/// What every seat expects from `child`, the position after a turn: the
/// one-turn max-n values (the next player's biggest capture counted), or
/// the points once the game is over.
fn one_turn_values(child: &Position) -> Values {
    if child.has_hop() {
        leaf_values(child, Knowledge::Full)
    } else {
        final_values(child)
    }
}

/// What `seat` expects from `child` (see [`one_turn_values`]).
fn one_turn_value(child: &Position, seat: usize) -> Score {
    one_turn_values(child)[seat]
}

/// How far `seat` is ahead of the best of the others by `values`, the
/// values of a game of `seats` seats: a sampled search's score, as the
/// two-sided searches' values are.
fn lead(values: &Values, seats: usize, seat: usize) -> Score {
    let values = &values[..seats];
    values[seat] - best_other(values, seat)
}

impl Searcher {
    /// The position after the player to move in `pos` plays as modelled:
    /// the turn with the best one-turn value to it, then the most points
    /// taken; among equals one drawn by `rng`. `None` if the game is over.
    pub(super) fn modelled_turn(&mut self, pos: &Position, rng: &mut Rng) -> Option<Position> {
        let me = pos.turn_index();
        let before = pos.scores()[me];
        let mut best: Option<((Score, u16), Position)> = None;
        let mut equals = 0;
        let mut seen = 0;
        pos.for_each_turn(|_, child| {
            seen += 1;
            let rank = (one_turn_value(child, me), child.scores()[me] - before);
            match best {
                Some((b, _)) if rank < b => {}
                Some((b, _)) if rank == b => {
                    // Each of the equals is kept with the same chance.
                    equals += 1;
                    if rng.below(equals) == 0 {
                        best = Some((rank, *child));
                    }
                }
                _ => {
                    equals = 1;
                    best = Some((rank, *child));
                }
            }
        });
        self.walk.nodes += seen;
        best.map(|(_, child)| child)
    }

    /// One sampled round after the root seat's turn to `child`: the others
    /// play modelled turns until the root seat is to move again; the values
    /// are then every seat's expected points (the root seat's biggest
    /// capture and an equal share of the rest counted), or their points if
    /// the game is over. `None` if the search must stop first.
    pub(super) fn sample_round(
        &mut self,
        child: &Position,
        rng: &mut Rng,
        stop: &AtomicBool,
    ) -> Option<Values> {
        let root = self.root_seat();
        let mut pos = *child;
        while pos.turn_index() != root {
            if self.should_stop(stop) {
                return None;
            }
            match self.modelled_turn(&pos, rng) {
                Some(next) => pos = next,
                None => break,
            }
        }
        Some(one_turn_values(&pos))
    }

    /// The root's move by sampled rounds: the [`CANDIDATES`] turns best by
    /// a one-turn look (`kids` in search order, shuffled by the seed), each
    /// sampled in turn until the limits are reached, or `passes` times
    /// ([`MAX_PASSES`] when not given); the best average of the root seat's
    /// expected points wins. Its score is that turn's average [`lead`]
    /// over the best of the others; its depth the number of whole passes
    /// (none for a lone turn).
    pub(super) fn sample_rounds(
        &mut self,
        kids: &[Child],
        passes: Option<u32>,
        rng: &mut Rng,
        stop: &AtomicBool,
    ) -> Answer {
        let passes = passes.unwrap_or(MAX_PASSES);
        let root = self.root_seat();
        let seats = kids.first().map_or(0, |k| k.0.scores().len());
        let mut order: Vec<(Score, usize)> = kids
            .iter()
            .enumerate()
            .map(|(i, (child, _, _))| (one_turn_value(child, root), i))
            .collect();
        // Stable: among equals the search order (the seed's) stays.
        order.sort_by_key(|&(v, _)| -v);
        order.truncate(CANDIDATES);
        // Each candidate's sums of the root seat's values and of its leads.
        let mut sums: Vec<(Score, Score)> = vec![(0, 0); order.len()];
        let mut pass = sums.clone();
        let mut samples = 0;
        // Every candidate once a pass, and only whole passes count, so that
        // every sum has as many samples. A lone turn needs no sampling.
        'passes: while order.len() > 1 && samples < passes {
            for (value, &(_, i)) in pass.iter_mut().zip(&order) {
                self.walk.nodes += 1;
                match self.sample_round(&kids[i].0, rng, stop) {
                    Some(v) => *value = (v[root], lead(&v, seats, root)),
                    None => break 'passes,
                }
            }
            for (sum, value) in sums.iter_mut().zip(&pass) {
                *sum = (sum.0 + value.0, sum.1 + value.1);
            }
            samples += 1;
        }
        let (pick, score) = if samples == 0 {
            let values = one_turn_values(&kids[order[0].1].0);
            (0, lead(&values, seats, root))
        } else {
            let best = (0..order.len())
                .max_by_key(|&c| (sums[c].0, std::cmp::Reverse(c)))
                .unwrap_or(0);
            (best, sums[best].1 / samples as Score)
        };
        Answer {
            mv: kids[order[pick].1].1,
            score,
            // The samples of each candidate taken: what `go depth N` asks.
            depth: samples,
            nodes: self.walk.nodes,
            exact: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::bell::{BellComputer, Method};
    use crate::ai::search::Limits;
    use crate::board::{Bits, Point};
    use crate::games::LegalMoves;
    use crate::games::Level;
    use crate::games::bell::{Move, Players, Rules, Setup};

    fn bits(list: &[&str]) -> Bits {
        list.iter().map(|s| s.parse::<Point>().unwrap()).collect()
    }

    /// Five pairs far apart, four players, South to move: in each a black
    /// stone can hop its neighbour and nothing else can hop. The pairs on
    /// `k` take a white stone (2 points), the others a black one (1).
    fn five_pairs() -> Position {
        let rules = Rules {
            players: Players::Four,
            ..Rules::default()
        };
        let black = bits(&["a1", "a2", "h1", "h2", "a11", "a10", "k1", "k11"]);
        let white = bits(&["k2", "k10"]);
        Position::with_stones(rules, black, white)
    }

    fn after(pos: &Position, mv: &str) -> Position {
        let mut next = *pos;
        next.play(mv.parse::<Move>().unwrap());
        next
    }

    #[test]
    fn a_sampled_round_is_worth_what_the_hand_worked_round_leaves() {
        let pos = five_pairs();
        assert_eq!(pos.legal_moves().len(), 5);
        let go = AtomicBool::new(false);
        let two = Limits {
            depth: Some(2),
            ..Limits::default()
        };
        let mut s = Searcher::new(4);
        s.search(&pos, two, Method::Model, &go);
        // South takes k2 (2): West the other white (37 against 27 for a
        // black), North and East a black each; South then has 2 points,
        // 6 on the board and a capture of 1, the others an equal share of
        // the 5 points it leaves: 20 + 10 + 10 × 5 / 4 = 42 for South,
        // 20 + 12 for West, 10 + 12 for North and East.
        // South takes a2 (1): West and North the whites, East a black;
        // South has 1 point, the same board left: 10 + 10 + 12 = 32, as
        // West and North.
        for seed in 0..8 {
            let mut rng = Rng::new(seed);
            let mut values = |mv| s.sample_round(&after(&pos, mv), &mut rng, &go);
            assert_eq!(values("k1-k3"), Some([42, 32, 22, 22]));
            assert_eq!(values("k11-k9"), Some([42, 32, 22, 22]));
            assert_eq!(values("a1-a3"), Some([32, 32, 32, 22]));
            assert_eq!(values("h1-h3"), Some([32, 32, 32, 22]));
        }
        let answer = s.search(&pos, two, Method::Model, &go).unwrap();
        assert!(["k1-k3", "k11-k9"].contains(&answer.mv.to_string().as_str()));
        // Its score: South's lead over the best of the others, West.
        assert_eq!(answer.score, 42 - 32);
        assert_eq!(answer.depth, 2, "two samples of each turn");
    }

    /// A seat's one-turn value of the position after a turn, worked out
    /// the slow way: its points, then an equal share of what is left on the
    /// board once the next player has taken its biggest capture (found by
    /// trying every turn); its points alone once the game is over.
    fn slow_value(child: &Position, seat: usize) -> Score {
        let own = 10 * child.scores()[seat] as Score;
        let next = child.turn_index();
        let mut next_gain = None;
        child.for_each_turn(|_, c| {
            let g = c.scores()[next] - child.scores()[next];
            next_gain = Some(next_gain.unwrap_or(0).max(g));
        });
        match next_gain {
            None => own,
            Some(g) => {
                let left = (child.points_on_board() - g) as Score;
                own + 10 * left / child.scores().len() as Score
            }
        }
    }

    #[test]
    fn the_others_are_modelled_as_medium_plays_them() {
        for players in [Players::Three, Players::Four] {
            let rules = Rules {
                players,
                ..Rules::default()
            };
            let mut game = Rng::new(players.count() as u64);
            let mut pos = Position::start(&Setup::default(), rules);
            let mut s = Searcher::new(4);
            let mut medium = BellComputer::new(Level::Medium, 3);
            while pos.outcome().is_none() {
                let me = pos.turn_index();
                let before = pos.scores()[me];
                let rank = |c: &Position| (slow_value(c, me), c.scores()[me] - before);
                let mut best = None;
                pos.for_each_turn(|_, c| best = best.max(Some(rank(c))));
                for seed in 0..3 {
                    let modelled = s.modelled_turn(&pos, &mut Rng::new(seed)).unwrap();
                    assert_eq!(Some(rank(&modelled)), best, "{pos:?}");
                }
                let chosen = medium.choose(&pos, &AtomicBool::new(false)).unwrap();
                assert_eq!(Some(rank(&after_move(&pos, chosen.mv))), best);
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[game.below(moves.len())]);
            }
            assert_eq!(s.modelled_turn(&pos, &mut Rng::new(0)), None);
        }
    }

    fn after_move(pos: &Position, mv: Move) -> Position {
        let mut next = *pos;
        next.play(mv);
        next
    }

    #[test]
    fn a_node_budget_gives_the_same_answer_and_stops_the_sampling() {
        let rules = Rules {
            players: Players::Four,
            ..Rules::default()
        };
        let mut pos = Position::start(&Setup::default(), rules);
        let mut rng = Rng::new(9);
        for _ in 0..30 {
            let moves = pos.legal_moves();
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        let limits = |nodes| Limits {
            nodes: Some(nodes),
            seed: 5,
            ..Limits::default()
        };
        let run = |nodes| {
            Searcher::new(4)
                .search(&pos, limits(nodes), Method::Model, &AtomicBool::new(false))
                .unwrap()
        };
        let small = run(3_000);
        assert_eq!(small, run(3_000));
        // The budget is checked before each sample, which visits fewer
        // than a thousand positions here.
        assert!((3_000..4_000).contains(&small.nodes), "{}", small.nodes);
        // Its depth: the whole passes taken before the budget ran out.
        assert!((1..MAX_PASSES).contains(&small.depth), "{}", small.depth);
        assert!(run(30_000).nodes >= 30_000);
    }
}
