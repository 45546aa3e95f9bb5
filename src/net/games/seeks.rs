//! Open challenges on a server: a visitor posts what game they want (the
//! game, its rules, a clock, rated or casual, their seat), the lobby lists
//! the open ones, and whoever takes one starts the game with its poster at
//! once, each in their seat. "Play anyone" takes the open challenge for
//! the same game whose poster's rating is closest, or posts one and waits.
//!
//! A challenge is withdrawn when its poster withdraws it, takes another
//! game, or leaves the lobby; one visitor (a key, or an address) holds a
//! few at most, and the server [`MAX_SEEKS`].
//!
//! A challenge may also be addressed to one player by name ([`direct`]):
//! no list shows it, and only that player takes it.

use super::{Directory, PER_KEY, PER_ORIGIN};
use crate::community::players::Rated;
use crate::games::SeatKind;
use crate::tui::AnyApp;
use crate::tui::rooms::{Challenge, CreateError, Posted, Poster, SeekError, SeekSummary, Unmet};
use crate::visitor::Holder;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

mod direct;
pub use direct::{ANSWER_TIME, PACE};

/// The most challenges open on a server at once.
pub const MAX_SEEKS: usize = super::MAX_GAMES;

impl Challenge {
    /// Whether `other` asks for the same game: the same game and seats,
    /// setup, rules, clock, and rated or not.
    pub fn same_game(&self, other: &Challenge) -> bool {
        let (a, b) = (&self.game, &other.game);
        a.kind() == b.kind()
            && a.seats() == b.seats()
            && a.rules() == b.rules()
            && a.setup_rows() == b.setup_rows()
            && self.clock == other.clock
            && self.rated == other.rated
    }
}

/// One open challenge.
struct Seek {
    wanted: Challenge,
    by: Poster,
    posted: Instant,
    /// The key of the one player it is addressed to, if it is.
    to: Option<String>,
}

#[derive(Default)]
struct State {
    open: BTreeMap<u64, Seek>,
    /// The poster's screen of a challenge taken, until their lobby takes
    /// it.
    matched: BTreeMap<u64, AnyApp>,
    /// Challenges being taken (their game being made), each with whether
    /// its poster withdrew meanwhile: then their screen is not kept for
    /// them, and their seat is away until they come back.
    taking: BTreeMap<u64, bool>,
    next: u64,
    /// Challenges by name that ended without a game, until their poster's
    /// lobby is told.
    unmet: BTreeMap<u64, Unmet>,
    /// When each challenger (by key, and by address) last challenged each
    /// player by name (by key).
    paced: BTreeMap<(String, String), Instant>,
}

/// A server's open challenges.
#[derive(Default)]
pub struct Seeks {
    state: Mutex<State>,
    /// Changes whenever a challenge by name is made or ends.
    changes: AtomicU64,
}

impl std::fmt::Debug for Seeks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Seeks")
    }
}

impl Seeks {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn changed(&self) {
        self.changes.fetch_add(1, Ordering::Relaxed);
    }

    /// Posts a challenge for `wanted` by `by`; with `anyone`, takes the
    /// open challenge for the same game whose poster is rated closest
    /// instead, if there is one.
    pub fn post(
        &self,
        games: &Directory,
        wanted: Challenge,
        by: Poster,
        anyone: bool,
        now: Instant,
    ) -> Result<Posted, SeekError> {
        check(games, &wanted, &by.holder)?;
        if anyone && let Some(id) = self.closest(games, &wanted, &by.holder) {
            match self.take(games, id, by.clone(), now) {
                Ok(app) => return Ok(Posted::Started(Box::new(app))),
                // Taken by someone else meanwhile: post as asked.
                Err(SeekError::Gone) => {}
                Err(e) => return Err(e),
            }
        }
        let mut s = self.lock();
        // Older challenges of the same key, or of the same address, make
        // room for it.
        let key = by.holder.key.clone();
        // (A challenge by name is not one of them: it ends by its answer.)
        let same_key = |seek: &Seek| key.is_some() && seek.by.holder.key == key;
        make_room(&mut s.open, PER_KEY, |seek| {
            seek.to.is_none() && same_key(seek)
        });
        let origin = by.holder.origin;
        make_room(&mut s.open, PER_ORIGIN, |seek| {
            seek.to.is_none() && seek.by.holder.origin == origin
        });
        if s.open.len() >= MAX_SEEKS {
            return Err(SeekError::Full);
        }
        s.next += 1;
        let id = s.next;
        games.log().event(
            "seek.posted",
            &[
                ("seek", &id),
                ("by", &games.who(&by.holder)),
                ("game", &crate::net::log::game_kind(&wanted.game)),
                ("rated", &wanted.rated),
            ],
        );
        s.open.insert(
            id,
            Seek {
                wanted,
                by,
                posted: now,
                to: None,
            },
        );
        Ok(Posted::Waiting(id))
    }

    /// The open challenge for the same game as `wanted`, of someone other
    /// than `me`, whose poster's rating is closest to `me`'s (oldest first
    /// among equals).
    fn closest(&self, games: &Directory, wanted: &Challenge, me: &Holder) -> Option<u64> {
        let kind = Rated::of(&wanted.game);
        let rating = |key: Option<&str>| match (kind, key) {
            (Some(kind), Some(key)) => games.players().get(key).rating(kind).rating,
            _ => 1500.0,
        };
        let mine = rating(me.key.as_deref());
        let s = self.lock();
        s.open
            .iter()
            .filter(|(_, seek)| seek.to.is_none() && !mine_too(&seek.by.holder, me))
            .filter(|(_, seek)| seek.wanted.same_game(wanted))
            .min_by(|a, b| {
                let da = (rating(a.1.by.holder.key.as_deref()) - mine).abs();
                let db = (rating(b.1.by.holder.key.as_deref()) - mine).abs();
                da.total_cmp(&db).then(a.1.posted.cmp(&b.1.posted))
            })
            .map(|(&id, _)| id)
    }

    /// `by` takes the challenge `id`: the game starts, its poster in their
    /// seat (their screen waits for their lobby) and `by` in the other.
    pub fn take(
        &self,
        games: &Directory,
        id: u64,
        by: Poster,
        now: Instant,
    ) -> Result<AnyApp, SeekError> {
        let seek = {
            let mut s = self.lock();
            let seek = s.open.get(&id).ok_or(SeekError::Gone)?;
            if mine_too(&seek.by.holder, &by.holder) {
                return Err(SeekError::Own);
            }
            // One addressed to another player, or unanswered in time, is
            // not there to take.
            if seek.to.is_some() && (seek.to != by.holder.key || direct::late(seek, now)) {
                return Err(SeekError::Gone);
            }
            check(games, &seek.wanted, &by.holder)?;
            let seek = s.open.remove(&id).ok_or(SeekError::Gone)?;
            s.taking.insert(id, false);
            if seek.to.is_some() {
                self.changed();
            }
            seek
        };
        let wanted = &seek.wanted;
        let kinds = vec![SeatKind::Human; wanted.game.seats().len()];
        let made = games.create(
            wanted.game.clone(),
            kinds,
            wanted.clock,
            &seek.by.holder,
            now,
        );
        let game = match made {
            Ok(game) => game,
            Err(e) => {
                // The challenge stays open for someone else, unless its
                // poster withdrew it meanwhile.
                let mut s = self.lock();
                if s.taking.remove(&id) == Some(false) {
                    s.open.insert(id, seek);
                }
                return Err(match e {
                    CreateError::Full => SeekError::Full,
                    CreateError::TooMany { limit } => SeekError::TooMany { limit },
                    CreateError::File(_) => SeekError::NotKept,
                });
            }
        };
        let other = wanted
            .game
            .seats()
            .iter()
            .copied()
            .find(|&s| s != wanted.seat)
            .unwrap_or(wanted.seat);
        if wanted.rated {
            game.make_rated();
        }
        for (seat, key) in [(wanted.seat, &seek.by.holder.key), (other, &by.holder.key)] {
            if let Some(key) = key {
                game.reserve(seat, key);
            }
        }
        let theirs = game.sit(
            seek.by.holder.key.as_deref(),
            Some(wanted.seat),
            seek.by.theme,
            seek.by.wake.clone(),
        );
        let mine = game.sit(
            by.holder.key.as_deref(),
            Some(other),
            by.theme,
            by.wake.clone(),
        );
        games.log().event(
            "seek.taken",
            &[
                ("seek", &id),
                ("game", &game.id()),
                ("by", &games.who(&by.holder)),
                ("poster", &games.who(&seek.by.holder)),
            ],
        );
        let mut s = self.lock();
        if s.taking.remove(&id) == Some(false) {
            s.matched.insert(id, theirs.app);
            drop(s);
            if let Some(wake) = &seek.by.wake {
                wake();
            }
        } else {
            // Its poster left: their screen goes, and their seat is away.
            drop(s);
            drop(theirs);
        }
        Ok(mine.app)
    }

    /// The poster's screen of the challenge `id`, once it was taken.
    pub fn matched(&self, id: u64) -> Option<AnyApp> {
        self.lock().matched.remove(&id)
    }

    /// Withdraws the challenge `id` (or lets go of its screen, taken but
    /// not claimed, or being made).
    pub fn withdraw(&self, games: &Directory, id: u64) {
        let mut s = self.lock();
        if let Some(seek) = s.open.remove(&id) {
            games.log().event("seek.withdrawn", &[("seek", &id)]);
            if seek.to.is_some() {
                self.changed();
            }
        }
        s.unmet.remove(&id);
        if let Some(left) = s.taking.get_mut(&id) {
            *left = true;
        }
        let unclaimed = s.matched.remove(&id);
        drop(s);
        drop(unclaimed);
    }

    /// The open challenges, oldest first, as `me` sees them.
    pub fn list(&self, games: &Directory, me: &Holder) -> Vec<SeekSummary> {
        let s = self.lock();
        (s.open.iter())
            .filter(|(_, seek)| seek.to.is_none())
            .map(|(&id, seek)| summary(games, id, seek, me))
            .collect()
    }

    /// How many challenges are open (those by name are not).
    pub fn count(&self) -> usize {
        let s = self.lock();
        s.open.values().filter(|seek| seek.to.is_none()).count()
    }
}

/// The challenge `id` as `me` sees it.
fn summary(games: &Directory, id: u64, seek: &Seek, me: &Holder) -> SeekSummary {
    let key = seek.by.holder.key.as_deref();
    let rating = match (Rated::of(&seek.wanted.game), key) {
        (Some(kind), Some(key)) => Some(games.players().get(key).rating(kind)),
        _ => None,
    };
    SeekSummary {
        id,
        name: key.and_then(|k| games.players().name(k)),
        keyed: key.is_some(),
        rating,
        game: seek.wanted.game.kind(),
        seats: seek.wanted.game.seats().to_vec(),
        rules: seek.wanted.game.rules(),
        clock: seek.wanted.clock,
        rated: seek.wanted.rated,
        seat: seek.wanted.seat,
        mine: mine_too(&seek.by.holder, me),
    }
}

/// Whether the visitors `a` and `b` are one: the same key, or without keys
/// from the same origin (a guest cannot tell two guests of one address
/// apart).
fn mine_too(a: &Holder, b: &Holder) -> bool {
    match (&a.key, &b.key) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// Refuses a challenge the visitor `by` cannot play: only two-seat games,
/// and rated ones only between keyed players, each known already or one
/// of the few new players their origin may bring to rated play today.
fn check(games: &Directory, wanted: &Challenge, by: &Holder) -> Result<(), SeekError> {
    if wanted.game.seats().len() != 2 {
        return Err(SeekError::NotTwo);
    }
    if !wanted.rated {
        return Ok(());
    }
    let (Some(key), Some(_)) = (&by.key, Rated::of(&wanted.game)) else {
        return Err(SeekError::Unrated);
    };
    let today = crate::community::players::today();
    if !games.players().enlist(key, by.origin, today) {
        return Err(SeekError::NewToday {
            limit: crate::community::players::NEW_PER_ORIGIN_A_DAY,
        });
    }
    Ok(())
}

/// Keeps the challenges of posters that are `same` below `limit`, closing
/// the oldest.
fn make_room(open: &mut BTreeMap<u64, Seek>, limit: usize, same: impl Fn(&Seek) -> bool) {
    loop {
        let held: Vec<u64> = open
            .iter()
            .filter(|(_, s)| same(s))
            .map(|(&id, _)| id)
            .collect();
        if held.len() < limit {
            return;
        }
        open.remove(&held[0]);
    }
}

#[cfg(test)]
mod tests;
