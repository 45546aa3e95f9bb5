//! Who is on a server now: each visit to its lobby, by the visitor's key
//! (if they offered one) and what they are doing there, in the lobby,
//! playing a game or watching one. A visit is listed from its arrival
//! until its [`Visiting`] is dropped: when the visitor leaves, their
//! connection drops, or their session is ended.
//!
//! The list holds one entry a visit, and a server holds no more visits than
//! its connections; [`MAX_HERE`] bounds it besides.

use super::Directory;
use crate::tui::rooms::Doing;
use crate::visitor::Holder;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, Weak};

/// The most visits listed at once (past the server's connections).
pub const MAX_HERE: usize = 4096;

#[derive(Default)]
struct State {
    visits: BTreeMap<u64, (Holder, Doing)>,
    next: u64,
}

/// The visits to a server now.
#[derive(Default)]
pub struct Visitors {
    state: Mutex<State>,
    /// How many are listed, read without the lock.
    count: AtomicUsize,
}

impl std::fmt::Debug for Visitors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Visitors")
    }
}

impl Visitors {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A visit by `holder` begins, in the lobby; `None` once as many are
    /// listed as may be.
    fn arrive(&self, holder: Holder) -> Option<u64> {
        let mut s = self.lock();
        if s.visits.len() >= MAX_HERE {
            return None;
        }
        s.next += 1;
        let id = s.next;
        s.visits.insert(id, (holder, Doing::InLobby));
        self.count.store(s.visits.len(), Ordering::Relaxed);
        Some(id)
    }

    fn set(&self, id: u64, doing: Doing) {
        if let Some(visit) = self.lock().visits.get_mut(&id) {
            visit.1 = doing;
        }
    }

    fn leave(&self, id: u64) {
        let mut s = self.lock();
        s.visits.remove(&id);
        self.count.store(s.visits.len(), Ordering::Relaxed);
    }

    /// Every visit now, in the order they came: who, and what they do.
    pub fn list(&self) -> Vec<(Holder, Doing)> {
        self.lock().visits.values().cloned().collect()
    }

    /// How many visits there are now.
    pub fn count(&self) -> usize {
        self.count.load(Ordering::Relaxed)
    }

    /// What the player with `key` is doing, if they are here: in the lobby
    /// if one of their visits is.
    pub fn doing(&self, key: &str) -> Option<Doing> {
        (self.lock().visits.values())
            .filter(|(h, _)| h.key.as_deref() == Some(key))
            .map(|(_, d)| *d)
            .min()
    }
}

/// One visit listed among who is here, until it is dropped.
#[derive(Debug)]
pub struct Visiting {
    games: Weak<Directory>,
    id: u64,
    doing: Doing,
}

impl Visiting {
    /// The visit now does `doing`.
    pub fn doing(&mut self, doing: Doing) {
        if doing != self.doing {
            self.doing = doing;
            if let Some(games) = self.games.upgrade() {
                games.visitors.set(self.id, doing);
            }
        }
    }
}

impl Drop for Visiting {
    fn drop(&mut self) {
        if let Some(games) = self.games.upgrade() {
            games.visitors.leave(self.id);
        }
    }
}

impl Directory {
    /// A visit by `holder` to the lobby begins: it is listed among who is
    /// here until the guard given back is dropped (`None` when the list is
    /// full: the visit goes unlisted).
    pub fn arrive(&self, holder: Holder) -> Option<Visiting> {
        let id = self.visitors.arrive(holder)?;
        Some(Visiting {
            games: self.me.clone(),
            id,
            doing: Doing::InLobby,
        })
    }

    /// The visits to the server now.
    pub fn visitors(&self) -> &Visitors {
        &self.visitors
    }
}
