//! Connections turned away, summed up per origin: the first from an
//! origin is logged at once; those that follow within [`QUIET`] are
//! counted, and said in one line (`count=`) once a minute has passed since
//! that origin's last line, at its next refusal or at any origin's
//! refusal after that. A flood of refused connections from one address is
//! then one line a minute. Memory is bounded too: [`ORIGINS_MAX`] origins
//! are followed at once; refusals from others while that many are are
//! summed up under `from=others`.

use crate::visitor::Origin;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How long after an origin's line its further refusals are only counted.
pub const QUIET: Duration = Duration::from_secs(60);

/// The most origins followed at once.
pub const ORIGINS_MAX: usize = 4096;

/// What is known of one origin's refusals.
#[derive(Debug)]
struct Followed {
    /// When its last line was written.
    said: Instant,
    /// Refusals since, not yet in a line.
    count: u64,
    /// Why the last of them was refused.
    why: &'static str,
}

/// The refusals followed, per origin.
#[derive(Debug, Default)]
pub struct Refusals {
    followed: HashMap<Origin, Followed>,
    /// Refusals of origins not followed (too many were), since `said`.
    others: Option<Followed>,
    /// When the followed origins were last looked through.
    swept: Option<Instant>,
}

/// A line to write: a refusal, or a count of them.
#[derive(Debug, PartialEq, Eq)]
pub struct Line {
    /// `None` for origins not followed.
    pub from: Option<Origin>,
    pub why: &'static str,
    /// How many refusals the line stands for.
    pub count: u64,
}

impl Line {
    /// Writes it in `log`: `refused from=… why=…`, with `count=` when it
    /// stands for more than one.
    pub fn write(&self, log: &super::Log) {
        let from = self
            .from
            .map_or_else(|| "others".to_string(), super::origin);
        if self.count == 1 {
            log.event("refused", &[("from", &from), ("why", &self.why)]);
        } else {
            log.event(
                "refused",
                &[("from", &from), ("why", &self.why), ("count", &self.count)],
            );
        }
    }
}

impl Refusals {
    /// A connection from `from` was refused (`why`) at `now`: the lines to
    /// write for it, and for origins whose quiet time is over.
    pub fn note(&mut self, from: Origin, why: &'static str, now: Instant) -> Vec<Line> {
        let mut lines = self.sweep(now, from);
        if let Some(f) = self.followed.get_mut(&from) {
            f.count += 1;
            f.why = why;
            if now.saturating_duration_since(f.said) >= QUIET {
                lines.push(Line {
                    from: Some(from),
                    why,
                    count: f.count,
                });
                f.said = now;
                f.count = 0;
            }
        } else if self.followed.len() < ORIGINS_MAX {
            self.followed.insert(
                from,
                Followed {
                    said: now,
                    count: 0,
                    why,
                },
            );
            lines.push(Line {
                from: Some(from),
                why,
                count: 1,
            });
        } else if let Some(others) = &mut self.others {
            others.count += 1;
            others.why = why;
        } else {
            // The first refusal of those not followed, said at once.
            self.others = Some(Followed {
                said: now,
                count: 0,
                why,
            });
            lines.push(Line {
                from: None,
                why,
                count: 1,
            });
        }
        lines
    }

    /// How many origins are followed.
    pub fn followed(&self) -> usize {
        self.followed.len()
    }

    /// At most once a second: the counts of origins (but `except`, which
    /// is being refused now) whose quiet time is over are said, and they
    /// are forgotten.
    fn sweep(&mut self, now: Instant, except: Origin) -> Vec<Line> {
        if self
            .swept
            .is_some_and(|at| now.saturating_duration_since(at) < Duration::from_secs(1))
        {
            return Vec::new();
        }
        self.swept = Some(now);
        let mut lines = Vec::new();
        let over = |f: &Followed| now.saturating_duration_since(f.said) >= QUIET;
        self.followed.retain(|&from, f| {
            if from == except || !over(f) {
                return true;
            }
            if f.count > 0 {
                lines.push(Line {
                    from: Some(from),
                    why: f.why,
                    count: f.count,
                });
            }
            false
        });
        if let Some(others) = self.others.take_if(|o| over(o))
            && others.count > 0
        {
            lines.push(Line {
                from: None,
                why: others.why,
                count: others.count,
            });
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(last: u8) -> Origin {
        Origin::V4([192, 0, 2, last])
    }

    fn line(from: Option<Origin>, why: &'static str, count: u64) -> Line {
        Line { from, why, count }
    }

    #[test]
    fn a_flood_from_one_address_is_its_first_refusal_then_a_line_a_minute_with_a_count() {
        let mut r = Refusals::default();
        let t0 = Instant::now();
        let s = Duration::from_secs(1);
        assert_eq!(
            r.note(from(1), "full", t0),
            [line(Some(from(1)), "full", 1)]
        );
        // Ten thousand more within the minute: no line.
        for i in 0..10_000u32 {
            let at = t0 + s * (i % 59) + Duration::from_millis(1);
            assert_eq!(r.note(from(1), "flood", at), [], "refusal {i}");
        }
        // The next after the minute says how many there were, itself among them.
        assert_eq!(
            r.note(from(1), "flood", t0 + 61 * s),
            [line(Some(from(1)), "flood", 10_001)]
        );
        // Another address is told apart, at once.
        assert_eq!(
            r.note(from(2), "full", t0 + 62 * s),
            [line(Some(from(2)), "full", 1)]
        );
    }

    #[test]
    fn a_flood_that_stops_has_its_count_said_at_the_next_refusal_of_anyone() {
        let mut r = Refusals::default();
        let t0 = Instant::now();
        let s = Duration::from_secs(1);
        r.note(from(1), "flood", t0);
        for i in 1..=5 {
            assert_eq!(r.note(from(1), "flood", t0 + i * s), []);
        }
        // Two minutes later, someone else is refused: the count comes
        // first, and the quiet origin is forgotten.
        assert_eq!(
            r.note(from(2), "full", t0 + 120 * s),
            [
                line(Some(from(1)), "flood", 5),
                line(Some(from(2)), "full", 1)
            ]
        );
        assert_eq!(r.followed(), 1);
        assert_eq!(
            r.note(from(1), "flood", t0 + 121 * s),
            [line(Some(from(1)), "flood", 1)]
        );
    }

    #[test]
    fn the_origins_followed_are_bounded_and_the_rest_summed_up_together() {
        let mut r = Refusals::default();
        let t0 = Instant::now();
        for i in 0..ORIGINS_MAX as u32 {
            let lines = r.note(Origin::V4(i.to_be_bytes()), "flood", t0);
            assert_eq!(lines.len(), 1);
        }
        assert_eq!(r.followed(), ORIGINS_MAX);
        let stranger = Origin::V4([203, 0, 113, 9]);
        assert_eq!(r.note(stranger, "flood", t0), [line(None, "flood", 1)]);
        for _ in 0..1000 {
            assert_eq!(r.note(stranger, "flood", t0), []);
        }
        assert_eq!(r.followed(), ORIGINS_MAX);
        let later = t0 + QUIET + Duration::from_secs(1);
        let lines = r.note(stranger, "full", later);
        assert!(lines.contains(&line(None, "flood", 1000)), "{lines:?}");
        // Everyone quiet for a minute is forgotten: the stranger is followed now.
        assert_eq!(r.followed(), 1);
    }
}
