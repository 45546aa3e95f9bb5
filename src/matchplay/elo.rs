//! How much stronger one player is, from a match played in pairs of games
//! with sides swapped, as engine testers count it (fastchess, OpenBench):
//! each pair is one result, scored 0, ½, 1, 1½ or 2 for the first player
//! (the pentanomial model), which measures the difference more truly than
//! counting games alone, since the two games of a pair share their opening.
//!
//! The Elo difference comes with its 95% interval, and a sequential
//! probability ratio test ([`Sprt`]) says as soon as the games played are
//! enough to accept one hypothesis or the other.

/// Pairs of games by the first player's score over the pair: `counts[k]`
/// pairs scored `k / 2` points (0, ½, 1, 1½, 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pairs {
    pub counts: [u32; 5],
}

/// The Elo difference implied by a score (the share of points, 0 to 1),
/// on the logistic scale: +400 when the score is 10 to 1.
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score of a player `elo` points stronger.
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo difference and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub elo: f64,
    /// The interval's ends; infinite where the score is 0 or 1.
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// Half the interval's width, the `±` of `+35 ± 20`.
    pub fn margin(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

impl Pairs {
    /// Counts a pair from the first player's points in its two games (each
    /// 0, ½ or 1).
    pub fn add(&mut self, first: f64, second: f64) {
        let k = ((first + second) * 2.0).round().clamp(0.0, 4.0) as usize;
        self.counts[k] += 1;
    }

    /// Pairs played.
    pub fn pairs(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The first player's mean score a game, and the variance of a pair's
    /// mean score; `None` before the first pair.
    pub fn mean_and_variance(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return None;
        }
        let score = |k: usize| k as f64 / 4.0;
        let share = |k: usize| f64::from(self.counts[k]) / n;
        let mean: f64 = (0..5).map(|k| share(k) * score(k)).sum();
        let variance = (0..5).map(|k| share(k) * (score(k) - mean).powi(2)).sum();
        Some((mean, variance))
    }

    /// The Elo difference of the first player over the second, with its
    /// 95% interval; `None` before the first pair.
    pub fn estimate(&self) -> Option<Estimate> {
        let (mean, variance) = self.mean_and_variance()?;
        let spread = Z95 * (variance / f64::from(self.pairs())).sqrt();
        let elo = |s: f64| elo_of_score(s.clamp(0.0, 1.0));
        Some(Estimate {
            elo: elo(mean),
            low: elo(mean - spread),
            high: elo(mean + spread),
        })
    }
}

/// The fewest pairs a sequential test decides from. Its log-likelihood
/// ratio rests on the pairs' variance, which a handful of pairs can make
/// look far smaller than it is (five pairs, three won and two split,
/// "accept +150" at 1 s a move, seen in this project): before this many
/// the test only reports.
pub const MIN_PAIRS: u32 = 30;

/// A sequential probability ratio test between "the first player is
/// `elo0` stronger" (H0) and "`elo1` stronger" (H1), wrong at most
/// `alpha` of the time when H0 holds and `beta` when H1 holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// What a sequential test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1: the first player is at least `elo1` stronger.
    AcceptH1,
    /// H0: it is not `elo1` stronger (about `elo0` or less).
    AcceptH0,
    /// Not yet decided: play on.
    Open,
}

impl Sprt {
    /// The log-likelihood ratio's bounds: H0 is accepted at or below the
    /// first, H1 at or above the second.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 given the pairs, by the
    /// generalised SPRT's normal approximation over the pentanomial counts.
    /// 0 while it cannot be told (no pairs, or every pair alike).
    pub fn llr(&self, pairs: &Pairs) -> f64 {
        let Some((mean, variance)) = pairs.mean_and_variance() else {
            return 0.0;
        };
        if variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_of_elo(self.elo0), score_of_elo(self.elo1));
        f64::from(pairs.pairs()) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// Whether the test is decided: never before [`MIN_PAIRS`] pairs.
    pub fn verdict(&self, pairs: &Pairs) -> Verdict {
        if pairs.pairs() < MIN_PAIRS {
            return Verdict::Open;
        }
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::AcceptH1
        } else if llr <= lower {
            Verdict::AcceptH0
        } else {
            Verdict::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test of 0 against `elo1` at the usual 5% risks.
    fn test_of_0_against(elo1: f64) -> Sprt {
        Sprt {
            elo0: 0.0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    fn near(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn a_score_of_ten_to_one_is_400_elo_and_even_is_0() {
        assert!(near(elo_of_score(10.0 / 11.0), 400.0, 1e-9));
        assert!(near(elo_of_score(0.5), 0.0, 1e-12));
        assert!(near(elo_of_score(0.75), 190.848_501_887_864_9, 1e-9));
        assert!(near(score_of_elo(-400.0), 1.0 / 11.0, 1e-12));
    }

    #[test]
    fn a_pair_is_counted_by_its_total() {
        let mut p = Pairs::default();
        p.add(1.0, 0.5);
        p.add(0.0, 0.0);
        p.add(0.5, 0.5);
        p.add(1.0, 0.0);
        assert_eq!(p.counts, [1, 0, 2, 1, 0]);
        assert_eq!(p.pairs(), 4);
    }

    #[test]
    fn the_interval_comes_from_the_spread_of_the_pairs() {
        // Worked by hand: 9 pairs scored 0,¼,¼,½,½,½,¾,¾,1 a game: mean ½,
        // pair variance 0.75/9 = 1/12, standard error sqrt(1/108) = 0.09623,
        // interval 0.5 ± 0.18860 -> scores 0.31140 .. 0.68860.
        let p = Pairs {
            counts: [1, 2, 3, 2, 1],
        };
        let (mean, variance) = p.mean_and_variance().unwrap();
        assert!(near(mean, 0.5, 1e-12));
        assert!(near(variance, 1.0 / 12.0, 1e-12));
        let e = p.estimate().unwrap();
        assert!(near(e.elo, 0.0, 1e-9));
        // -400·log10(1/0.68860 - 1) = 137.86
        assert!(near(e.high, 137.86, 0.01), "{e:?}");
        assert!(near(e.low, -e.high, 1e-9));
        assert!(near(e.margin(), e.high, 1e-9));
    }

    #[test]
    fn pairs_that_split_evenly_are_surer_than_games_counted_alone() {
        // 50 pairs each won once and lost once: every pair scores ½, so the
        // pentanomial spread is zero, though the games alone look 50/50 noisy.
        let p = Pairs {
            counts: [0, 0, 50, 0, 0],
        };
        let e = p.estimate().unwrap();
        assert_eq!((e.low, e.elo, e.high), (0.0, 0.0, 0.0));
        assert_eq!(Pairs::default().estimate(), None);
    }

    #[test]
    fn the_bounds_are_those_of_wald() {
        let t = test_of_0_against(10.0);
        let (lower, upper) = t.bounds();
        assert!(near(lower, -2.944_438_979_166_44, 1e-12));
        assert!(near(upper, 2.944_438_979_166_44, 1e-12));
    }

    #[test]
    fn a_clear_gain_accepts_h1_and_a_clear_loss_h0() {
        let t = test_of_0_against(50.0);
        // Mostly won pairs.
        let strong = Pairs {
            counts: [2, 5, 20, 40, 33],
        };
        assert_eq!(t.verdict(&strong), Verdict::AcceptH1);
        let weak = Pairs {
            counts: [33, 40, 20, 5, 2],
        };
        assert_eq!(t.verdict(&weak), Verdict::AcceptH0);
        let few = Pairs {
            counts: [0, 1, 1, 1, 0],
        };
        assert_eq!(t.verdict(&few), Verdict::Open);
    }

    /// Five pairs, three won and two split, give an LLR over the bound of
    /// a +150 test: too few pairs to trust the spread they show. The same
    /// shares over 30 pairs decide it.
    #[test]
    fn a_handful_of_pairs_does_not_decide_a_test() {
        let t = test_of_0_against(150.0);
        let few = Pairs {
            counts: [0, 0, 2, 0, 3],
        };
        assert!(t.llr(&few) >= t.bounds().1, "{}", t.llr(&few));
        assert_eq!(t.verdict(&few), Verdict::Open);
        let enough = Pairs {
            counts: [0, 0, 12, 0, 18],
        };
        assert_eq!(enough.pairs(), MIN_PAIRS);
        assert_eq!(t.verdict(&enough), Verdict::AcceptH1);
        let one_short = Pairs {
            counts: [0, 0, 12, 0, 17],
        };
        assert_eq!(t.verdict(&one_short), Verdict::Open);
    }

    #[test]
    fn the_llr_follows_the_normal_approximation_worked_by_hand() {
        // 10 pairs; s0 = 0.5, s1 = score_of_elo(100) = 0.640065.
        let p = Pairs {
            counts: [0, 2, 3, 3, 2],
        };
        // mean = (2·.25 + 3·.5 + 3·.75 + 2·1)/10 = 0.625
        // variance = (2·.140625 + 3·.015625 + 3·.015625 + 2·.140625)/10 = 0.065625
        let (mean, variance) = p.mean_and_variance().unwrap();
        assert!(near(mean, 0.625, 1e-12));
        assert!(near(variance, 0.065_625, 1e-12));
        let t = test_of_0_against(100.0);
        // 10 · (s1 − s0) · (2·mean − s0 − s1) / (2·variance), worked out
        // apart: 10 · 0.1400650 · 0.1099350 / 0.13125 = 1.173184.
        assert!(near(t.llr(&p), 1.173_184_4, 1e-6));
        assert!(near(score_of_elo(100.0), 0.640_065, 1e-6));
    }
}
