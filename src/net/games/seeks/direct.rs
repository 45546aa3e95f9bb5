//! Challenges by name: a visitor challenges one player who is in the lobby
//! now. That player alone sees it (no list of open challenges shows it),
//! and accepts it, which starts the game as taking an open challenge does,
//! or declines it; unanswered in [`ANSWER_TIME`], or once they go to a
//! game or leave, it ends, and its poster is told why.
//!
//! Against a flood: one visitor has one challenge by name out at a time,
//! a player has one to answer at a time,
//! and one visitor challenges the same player again only after [`PACE`]
//! (one address, whatever its keys, after [`ORIGIN_PACE`]).

use super::{Directory, MAX_SEEKS, Seek, Seeks, check, mine_too, summary};
use crate::tui::AnyApp;
use crate::tui::rooms::{Challenge, Doing, Poster, SeekError, SeekSummary, Unmet};
use crate::visitor::Holder;
use std::time::{Duration, Instant};

/// How long a challenge by name waits for its answer.
pub const ANSWER_TIME: Duration = Duration::from_secs(60);
/// How long one visitor waits to challenge the same player again…
pub const PACE: Duration = Duration::from_secs(30);
/// …and one address, whatever its keys.
pub const ORIGIN_PACE: Duration = Duration::from_secs(10);
/// The most challengers remembered for pacing at once.
const MAX_PACED: usize = 4096;

/// Whether the challenge by name `seek` went unanswered too long by `now`.
pub(super) fn late(seek: &Seek, now: Instant) -> bool {
    now.saturating_duration_since(seek.posted) >= ANSWER_TIME
}

/// Who a challenger is, for pacing: by key, and by address.
fn pacers(by: &Holder) -> Vec<(String, Duration)> {
    let by_key = by.key.as_ref().map(|k| (format!("key {k}"), PACE));
    let by_origin = (format!("origin {:?}", by.origin), ORIGIN_PACE);
    by_key.into_iter().chain([by_origin]).collect()
}

impl Seeks {
    /// `by` challenges the player named `name` to `wanted`.
    pub fn challenge(
        &self,
        games: &Directory,
        name: &str,
        wanted: Challenge,
        by: Poster,
        now: Instant,
    ) -> Result<u64, SeekError> {
        let key = games.players().key_named(name).ok_or(SeekError::Away)?;
        if by.holder.key.as_deref() == Some(key.as_str()) {
            return Err(SeekError::Own);
        }
        check(games, &wanted, &by.holder)?;
        match games.visitors().doing(&key) {
            None => return Err(SeekError::Away),
            Some(Doing::InLobby) => {}
            Some(_) => return Err(SeekError::Busy),
        }
        let mut s = self.lock();
        if (s.open.values()).any(|x| x.to.is_some() && same_poster(&x.by.holder, &by.holder)) {
            return Err(SeekError::Calling);
        }
        let to = Some(key.clone());
        let asked = (s.open.values()).any(|x| x.to == to && !mine_too(&x.by.holder, &by.holder));
        if asked {
            return Err(SeekError::Asked);
        }
        // A player waiting for the answer to their own challenge is busy.
        if (s.open.values()).any(|x| x.to.is_some() && x.by.holder.key == to) {
            return Err(SeekError::Busy);
        }
        s.paced
            .retain(|_, at| now.saturating_duration_since(*at) < PACE);
        let pacers = pacers(&by.holder);
        for (who, pace) in &pacers {
            if let Some(at) = s.paced.get(&(who.clone(), key.clone())) {
                let left = pace.saturating_sub(now.saturating_duration_since(*at));
                if !left.is_zero() {
                    let seconds = left.as_secs_f64().ceil() as u64;
                    return Err(SeekError::Paced { seconds });
                }
            }
        }
        if s.paced.len() + pacers.len() > MAX_PACED || s.open.len() >= MAX_SEEKS {
            return Err(SeekError::Full);
        }
        for (who, _) in pacers {
            s.paced.insert((who, key.clone()), now);
        }
        s.next += 1;
        let id = s.next;
        games.log().event(
            "challenge.sent",
            &[
                ("seek", &id),
                ("by", &games.who(&by.holder)),
                ("to", &games.named(Some(&key))),
                ("game", &crate::net::log::game_kind(&wanted.game)),
                ("rated", &wanted.rated),
            ],
        );
        let seek = Seek {
            wanted,
            by,
            posted: now,
            to,
        };
        s.open.insert(id, seek);
        drop(s);
        self.changed();
        Ok(id)
    }

    /// The challenge by name waiting for `me` to answer, if there is one.
    pub fn asked(&self, games: &Directory, me: &Holder, now: Instant) -> Option<SeekSummary> {
        me.key.as_ref()?;
        let s = self.lock();
        (s.open.iter())
            .find(|(_, seek)| seek.to == me.key && !late(seek, now))
            .map(|(&id, seek)| summary(games, id, seek, me))
    }

    /// A count that changes whenever a challenge by name is made or ends.
    pub fn changes(&self) -> u64 {
        self.changes.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// `by` answers the challenge by name `id`: yes takes it (the game
    /// starts), no declines it. Only the player it is addressed to
    /// answers it.
    pub fn answer(
        &self,
        games: &Directory,
        id: u64,
        by: Poster,
        yes: bool,
        now: Instant,
    ) -> Result<Option<AnyApp>, SeekError> {
        if yes {
            return self.take(games, id, by, now).map(Some);
        }
        let mut s = self.lock();
        let seek = s.open.get(&id).ok_or(SeekError::Gone)?;
        if seek.to.is_none() || seek.to != by.holder.key {
            return Err(SeekError::Gone);
        }
        s.open.remove(&id);
        s.unmet.insert(id, Unmet::Declined);
        drop(s);
        games.log().event(
            "challenge.declined",
            &[("seek", &id), ("by", &games.who(&by.holder))],
        );
        self.changed();
        Ok(None)
    }

    /// Why the challenge by name `id` ended without a game, told once.
    pub fn unmet(&self, id: u64) -> Option<Unmet> {
        self.lock().unmet.remove(&id)
    }

    /// Ends the challenges by name unanswered by `now`, and those whose
    /// player went to a game or left.
    pub fn expire(&self, games: &Directory, now: Instant) {
        let mut s = self.lock();
        let ended: Vec<(u64, Unmet)> = (s.open.iter())
            .filter_map(|(&id, seek)| {
                let to = seek.to.as_deref()?;
                let why = match games.visitors().doing(to) {
                    None => Unmet::Away,
                    Some(Doing::InLobby) if late(seek, now) => Unmet::Expired,
                    Some(Doing::InLobby) => return None,
                    Some(_) => Unmet::Busy,
                };
                Some((id, why))
            })
            .collect();
        for &(id, why) in &ended {
            s.open.remove(&id);
            s.unmet.insert(id, why);
        }
        drop(s);
        if !ended.is_empty() {
            self.changed();
        }
    }
}

/// Whether two challengers are one: the same key, or both without one from
/// the same address.
fn same_poster(a: &Holder, b: &Holder) -> bool {
    match (&a.key, &b.key) {
        (Some(x), Some(y)) => x == y,
        (None, None) => a.origin == b.origin,
        _ => false,
    }
}

#[cfg(test)]
mod tests;
