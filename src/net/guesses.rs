//! How fast wrong join codes may come from one origin: a few at once (a
//! typo, a code misheard), then one every few seconds. While an origin is
//! over, no code from it is even looked at, so guessing gains nothing by
//! going faster. Time is passed in.

use crate::visitor::Origin;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Wrong codes an origin may give at once…
pub const BURST: u32 = 10;
/// …and how long each takes to be forgiven: ten a minute, at most.
pub const FORGIVE: Duration = Duration::from_secs(6);
/// Origins remembered at once; past it, the newest share one count.
const ORIGINS: usize = 4096;

/// Wrong codes by origin.
#[derive(Debug, Default)]
pub struct Guesses {
    by: Mutex<HashMap<Origin, Count>>,
}

/// Wrong codes not yet forgiven, as of `at`.
#[derive(Clone, Copy, Debug)]
struct Count {
    wrong: u32,
    at: Instant,
}

impl Count {
    /// The count at `now`, the wrong codes forgiven since `at` taken off.
    fn at(self, now: Instant) -> Count {
        let steps = (now.saturating_duration_since(self.at).as_nanos() / FORGIVE.as_nanos())
            .min(u128::from(u32::MAX)) as u32;
        if steps >= self.wrong {
            return Count { wrong: 0, at: now };
        }
        Count {
            wrong: self.wrong - steps,
            at: self.at + FORGIVE * steps,
        }
    }
}

impl Guesses {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Origin, Count>> {
        self.by.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Looks a code up with `find` for a visitor from `origin`, unless that
    /// origin has given too many wrong codes lately: then `Err` with how
    /// long until the next one may be tried. A code `find` does not know
    /// counts against the origin.
    pub fn try_code<T>(
        &self,
        origin: Origin,
        now: Instant,
        find: impl FnOnce() -> Option<T>,
    ) -> Result<Option<T>, Duration> {
        let mut by = self.lock();
        let origin = room_for(&mut by, origin, now);
        let count = by
            .get(&origin)
            .map_or(Count { wrong: 0, at: now }, |c| c.at(now));
        if count.wrong >= BURST {
            return Err((count.at + FORGIVE).saturating_duration_since(now));
        }
        let found = find();
        if found.is_none() {
            by.insert(
                origin,
                Count {
                    wrong: count.wrong + 1,
                    at: count.at,
                },
            );
        }
        Ok(found)
    }
}

/// The origin to count under: `origin` itself, unless the map is full of
/// origins with codes still counted; then everyone new shares one count.
fn room_for(by: &mut HashMap<Origin, Count>, origin: Origin, now: Instant) -> Origin {
    if by.len() < ORIGINS || by.contains_key(&origin) {
        return origin;
    }
    by.retain(|_, c| c.at(now).wrong > 0);
    if by.len() < ORIGINS {
        origin
    } else {
        Origin::Unknown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: Origin = Origin::V4([192, 0, 2, 1]);
    const AWAY: Origin = Origin::V4([192, 0, 2, 2]);

    #[test]
    fn after_ten_wrong_codes_an_origin_waits_and_not_even_the_right_code_is_looked_at() {
        let guesses = Guesses::default();
        let t0 = Instant::now();
        for _ in 0..BURST {
            assert_eq!(guesses.try_code(HOME, t0, || None::<()>), Ok(None));
        }
        let mut looked = false;
        let over = guesses.try_code(HOME, t0, || {
            looked = true;
            Some(())
        });
        assert_eq!(over, Err(FORGIVE));
        assert!(!looked, "the code was looked up");
        // Another origin is not held back.
        assert_eq!(guesses.try_code(AWAY, t0, || Some(1)), Ok(Some(1)));
        // One is forgiven six seconds later: one try, then waiting again.
        let t1 = t0 + FORGIVE;
        assert_eq!(guesses.try_code(HOME, t1, || None::<()>), Ok(None));
        assert_eq!(
            guesses.try_code(HOME, t1 + Duration::from_secs(1), || Some(())),
            Err(Duration::from_secs(5))
        );
        // All forgiven after a minute.
        let t2 = t1 + FORGIVE * BURST;
        for _ in 0..BURST {
            assert_eq!(guesses.try_code(HOME, t2, || None::<()>), Ok(None));
        }
    }

    #[test]
    fn right_codes_are_never_counted() {
        let guesses = Guesses::default();
        let t0 = Instant::now();
        for _ in 0..100 {
            assert_eq!(guesses.try_code(HOME, t0, || Some(())), Ok(Some(())));
        }
    }

    #[test]
    fn a_flood_of_origins_is_remembered_within_a_bound_and_still_held_back() {
        let guesses = Guesses::default();
        let t0 = Instant::now();
        for i in 0..(ORIGINS as u32 + 500) {
            let origin = Origin::V4(i.to_be_bytes());
            let _ = guesses.try_code(origin, t0, || None::<()>);
        }
        // The origins remembered, and the one count the newest share.
        assert_eq!(guesses.lock().len(), ORIGINS + 1);
        // The newest share one count, which soon holds them back.
        let latest = Origin::V4((ORIGINS as u32 + 1000).to_be_bytes());
        assert!(guesses.try_code(latest, t0, || Some(())).is_err());
    }
}
