//! Texel tuning of the evaluation's weights: positions from seeded
//! self-play games, each labelled with how its game ended for the side to
//! move, and the weights that make a logistic of the evaluation predict
//! those results best (least squares), found by a local search.
//!
//! `pasang tune` runs it and prints the weights as Rust, to be pasted into
//! [`Weights::IN_USE`] and kept only if matches at the time `hard` plays
//! with (one second a move) say they gain: a better fit to the results of
//! shallow games is not always a stronger player in deep ones. Everything
//! is seeded: the same command gives the same weights.

use super::eval::{self, Score, Weights};
use super::search::{Limits, Searcher};
use crate::games::LegalMoves;
use crate::games::ka::{Phase, Player, Position};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, Ordering};

/// What the evaluation sees of one position, and how its game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The mover's points less the other's, in tenths.
    pub points: Score,
    /// The moves of the mover's ka and of the other's.
    pub mobility: [u32; 2],
    /// The points of the mover's biggest capture.
    pub best: u32,
    /// The mover's result: 1 won, ½ drawn, 0 lost.
    pub result: f64,
}

impl Sample {
    /// The evaluation of the position under `w` (as [`eval::evaluate`]).
    pub fn value(&self, w: &Weights) -> Score {
        self.points + w.mobility_value(self.mobility[0]) - w.mobility_value(self.mobility[1])
            + w.threat_value(self.best)
    }
}

/// How to make the data.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    pub games: u32,
    pub seed: u64,
    /// Depth of both players' searches.
    pub depth: u32,
    /// Random moves opening each game, so that games differ.
    pub random_plies: u32,
}

/// The positions of ka moves (both kas in play) of `spec.games` games of
/// the search against itself from `start`; fewer if `stop` is raised.
pub fn self_play(start: &Position, spec: SelfPlay, stop: &AtomicBool) -> Vec<Sample> {
    let mut rng = Rng::new(spec.seed);
    let mut samples = Vec::new();
    let mut searcher = Searcher::new(16);
    for _ in 0..spec.games {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let mut pos = *start;
        for _ in 0..spec.random_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        let mut seen: Vec<(Player, Score, [u32; 2], u32)> = Vec::new();
        let limits = Limits {
            seed: rng.next_u64(),
            ..Limits::depth(spec.depth)
        };
        while pos.outcome().is_none() {
            let me = pos.to_move();
            if pos.phase() == Phase::KaMoves
                && let (Some(a), Some(b)) =
                    (eval::reach(&pos, me), eval::reach(&pos, me.opponent()))
            {
                let points = 10 * (pos.points(me) as Score - pos.points(me.opponent()) as Score);
                seen.push((me, points, [a.moves, b.moves], a.best));
            }
            let Some(r) = searcher.search(&pos, limits, stop) else {
                break;
            };
            pos.play_unchecked(r.mv);
        }
        let Some(outcome) = pos.outcome() else {
            break;
        };
        for (mover, points, mobility, best) in seen {
            let result = match outcome.winner() {
                None => 0.5,
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
            };
            samples.push(Sample {
                points,
                mobility,
                best,
                result,
            });
        }
    }
    samples
}

/// The logistic of an evaluation: the expected result at scale `k`.
fn expected(value: Score, k: f64) -> f64 {
    1.0 / (1.0 + (-k * value as f64).exp())
}

/// The mean squared difference between results and their expectation.
pub fn error(w: &Weights, samples: &[Sample], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (s.result - expected(s.value(w), k)).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale at which `w`'s evaluations best predict the results (a
/// golden-section search of the error over log k).
pub fn fit_scale(w: &Weights, samples: &[Sample]) -> f64 {
    let f = |x: f64| error(w, samples, x.exp());
    let (mut a, mut b) = ((1e-5f64).ln(), (1.0f64).ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if f(c) < f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// The outcome of a tuning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuned {
    pub weights: Weights,
    /// The scale fitted to the starting weights, kept fixed.
    pub k: f64,
    pub error_before: f64,
    pub error_after: f64,
    /// Rounds of the local search that improved the error.
    pub rounds: u32,
}

fn params(w: &Weights) -> [Score; 9] {
    let d = w.danger;
    [
        w.per_move, d[0], d[1], d[2], d[3], d[4], d[5], d[6], w.threat,
    ]
}

fn weights(p: &[Score; 9]) -> Weights {
    Weights {
        per_move: p[0],
        danger: [p[1], p[2], p[3], p[4], p[5], p[6], p[7]],
        threat: p[8],
    }
}

/// Texel's local search from `start`: each weight in turn is moved by its
/// step up or down while that lowers the error; steps halve when no move
/// helps, down to 1. At most `max_rounds` improving rounds.
pub fn tune(samples: &[Sample], start: Weights, max_rounds: u32) -> Tuned {
    let k = fit_scale(&start, samples);
    let mut p = params(&start);
    let mut best = error(&start, samples, k);
    let error_before = best;
    let mut step: [Score; 9] = [1, 200, 40, 20, 10, 4, 2, 1, 2];
    let mut rounds = 0;
    while rounds < max_rounds {
        let mut improved = false;
        for i in 0..p.len() {
            for dir in [1, -1] {
                let mut q = p;
                q[i] = (q[i] + dir * step[i]).max(0);
                let e = error(&weights(&q), samples, k);
                if e < best {
                    best = e;
                    p = q;
                    improved = true;
                    break;
                }
            }
        }
        if improved {
            rounds += 1;
        } else if step.iter().all(|&s| s == 1) {
            break;
        } else {
            for s in &mut step {
                *s = (*s / 2).max(1);
            }
        }
    }
    Tuned {
        weights: weights(&p),
        k,
        error_before,
        error_after: best,
        rounds,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Pattern, Rules, Setup};

    fn sample(points: Score, mobility: [u32; 2], result: f64) -> Sample {
        Sample {
            points,
            mobility,
            best: 0,
            result,
        }
    }

    #[test]
    fn a_sample_is_valued_as_the_evaluation_values_its_position() {
        // 3 points up, 10 moves against 2, a line of 4 points to take:
        // 30 + 3·10 − (3·2 − 150) + 5·4.
        let s = Sample {
            best: 4,
            ..sample(30, [10, 2], 1.0)
        };
        assert_eq!(s.value(&Weights::HAND_SET), 30 + 30 - (6 - 150) + 20);
    }

    #[test]
    fn the_error_is_a_quarter_when_every_expectation_is_even() {
        let zero = Weights {
            per_move: 0,
            danger: [0; 7],
            threat: 0,
        };
        let samples = [sample(0, [5, 5], 1.0), sample(0, [9, 1], 0.0)];
        assert!((error(&zero, &samples, 0.01) - 0.25).abs() < 1e-12);
    }

    #[test]
    fn tuning_finds_that_mobility_predicts_results_it_decides() {
        // Games won exactly by the side with more moves, points even: a
        // zero weight on moves predicts nothing, so tuning raises it.
        let samples: Vec<Sample> = (0..40)
            .flat_map(|i| {
                let (a, b) = (5 + i % 7, 12 + i % 5);
                [sample(0, [b, a], 1.0), sample(0, [a, b], 0.0)]
            })
            .collect();
        let start = Weights {
            per_move: 0,
            danger: [0; 7],
            threat: 0,
        };
        let t = tune(
            &samples,
            Weights {
                per_move: 1,
                ..start
            },
            100,
        );
        assert!(t.weights.per_move > 1, "{t:?}");
        assert!(t.error_after < t.error_before, "{t:?}");
    }

    #[test]
    fn self_play_is_seeded_and_labels_both_sides() {
        let start = Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC);
        let spec = SelfPlay {
            games: 2,
            seed: 9,
            depth: 1,
            random_plies: 4,
        };
        let a = self_play(&start, spec, &AtomicBool::new(false));
        assert_eq!(a, self_play(&start, spec, &AtomicBool::new(false)));
        assert!(a.len() > 20, "{} positions", a.len());
        // Within one decided game the two sides' labels are opposite.
        assert!(a.iter().any(|s| s.result == 1.0));
        assert!(a.iter().any(|s| s.result == 0.0));
    }
}
