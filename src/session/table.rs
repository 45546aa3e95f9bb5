//! A game shared by several terminals: the table holds the moves played
//! and who is sitting at each seat; each terminal's session holds a
//! [`Link`] to it, sends the moves made there and takes in the moves made
//! elsewhere. Nothing here knows how the terminals are reached.

use super::Saver;
use crate::games::{Playable, Seat, SeatKind};
use std::sync::{Arc, Mutex, MutexGuard};

/// Called when something changed at the table, so that a terminal waiting
/// for input looks again at once.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Who is at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// No one has taken the seat yet.
    Empty,
    /// Its player is connected.
    Here,
    /// Its player was here and went away; the seat waits for them.
    Away,
}

/// How a new player reaches the table. The transport that seats them
/// writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The command that joins, as typed: `ssh -p PORT CODE@HOST`.
    pub command: String,
}

/// A game that several terminals play.
pub struct Table<G: Playable> {
    shared: Mutex<Shared<G>>,
}

struct Shared<G: Playable> {
    game: G,
    kinds: Vec<SeatKind>,
    presence: Vec<Presence>,
    /// Who looks on, by link id, to be woken on every change.
    wakers: Vec<(u64, Waker)>,
    watchers: usize,
    next_id: u64,
    /// Counts every change (a move, someone coming or going).
    version: u64,
    saver: Option<Box<dyn Saver<G>>>,
    invite: Option<Invite>,
}

impl<G: Playable> std::fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = self.lock();
        f.debug_struct("Table")
            .field("moves", &s.game.moves())
            .field("presence", &s.presence)
            .field("watchers", &s.watchers)
            .finish_non_exhaustive()
    }
}

/// What a terminal learns from the table.
#[derive(Debug)]
pub enum Pulled<G: Playable> {
    /// Nothing new.
    Nothing,
    /// These moves were played elsewhere, in order, after the terminal's own.
    Moves(Vec<G::Move>),
    /// The terminal's game is not a beginning of the table's (it cannot
    /// happen unless something is wrong): take the table's game whole.
    Whole(G),
}

impl<G: Playable> Table<G> {
    /// A table for `game` (which may have moves played), with who plays
    /// each seat, in turn order; every seat empty.
    pub fn new(game: G, kinds: Vec<SeatKind>) -> Arc<Table<G>> {
        let n = game.seats().len();
        let mut kinds = kinds;
        kinds.resize(n, SeatKind::Human);
        Arc::new(Table {
            shared: Mutex::new(Shared {
                game,
                kinds,
                presence: vec![Presence::Empty; n],
                wakers: Vec::new(),
                watchers: 0,
                next_id: 0,
                version: 0,
                saver: None,
                invite: None,
            }),
        })
    }

    /// The table writes its game through `saver` after every move.
    pub fn set_saver(&self, saver: Box<dyn Saver<G>>) {
        self.lock().saver = Some(saver);
    }

    /// How others join, to show while a seat waits for its player.
    pub fn set_invite(&self, invite: Invite) {
        self.lock().invite = Some(invite);
    }

    pub fn invite(&self) -> Option<Invite> {
        self.lock().invite.clone()
    }

    // A panic while the lock was held leaves the moves as they were (each
    // change is one step), so the table stays usable.
    fn lock(&self) -> MutexGuard<'_, Shared<G>> {
        self.shared.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game as played at the table.
    pub fn game(&self) -> G {
        self.lock().game.clone()
    }

    /// Who plays each seat, in turn order.
    pub fn kinds(&self) -> Vec<SeatKind> {
        self.lock().kinds.clone()
    }

    /// Who is at each seat, in turn order.
    pub fn presence(&self) -> Vec<Presence> {
        self.lock().presence.clone()
    }

    /// How many terminals look on without a seat.
    pub fn watchers(&self) -> usize {
        self.lock().watchers
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        self.lock().game.moves().len()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.lock().game.outcome().is_some()
    }

    /// A terminal takes `seats` (one or more, or none to watch); `wake` is
    /// called whenever something changes elsewhere. The seats are marked
    /// here until the link is dropped.
    pub fn sit(self: &Arc<Self>, seats: &[Seat], wake: Option<Waker>) -> Link<G> {
        let mut s = self.lock();
        let id = s.next_id;
        s.next_id += 1;
        let indices: Vec<usize> = seats
            .iter()
            .filter_map(|seat| s.game.seats().iter().position(|x| x == seat))
            .collect();
        for &i in &indices {
            s.presence[i] = Presence::Here;
        }
        if indices.is_empty() {
            s.watchers += 1;
        }
        if let Some(w) = wake {
            s.wakers.push((id, w));
        }
        let game = s.game.seats().to_vec();
        Self::touch(&mut s, id);
        Link {
            table: Arc::clone(self),
            id,
            seats: indices.iter().map(|&i| game[i]).collect(),
            seen_version: 0,
            presence: s.presence.clone(),
        }
    }

    /// Something changed: every other terminal is woken.
    fn touch(s: &mut Shared<G>, by: u64) {
        s.version += 1;
        for (id, wake) in &s.wakers {
            if *id != by {
                wake();
            }
        }
    }
}

/// One terminal's place at a [`Table`]: the seats it plays.
pub struct Link<G: Playable> {
    table: Arc<Table<G>>,
    id: u64,
    seats: Vec<Seat>,
    seen_version: u64,
    /// Presence as last reported to this terminal.
    presence: Vec<Presence>,
}

impl<G: Playable> std::fmt::Debug for Link<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Link")
            .field("id", &self.id)
            .field("seats", &self.seats)
            .finish_non_exhaustive()
    }
}

impl<G: Playable> Link<G> {
    /// Whether `seat` is played at this terminal.
    pub fn plays(&self, seat: Seat) -> bool {
        self.seats.contains(&seat)
    }

    /// The seats played at this terminal.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The table.
    pub fn table(&self) -> &Arc<Table<G>> {
        &self.table
    }

    /// Who is at `seat` as this terminal last heard.
    pub fn presence(&self, seat: Seat, game: &G) -> Presence {
        game.seats()
            .iter()
            .position(|&s| s == seat)
            .and_then(|i| self.presence.get(i).copied())
            .unwrap_or(Presence::Empty)
    }

    /// A move made at this terminal: `ply` moves were played before it.
    /// Refused (false) when the table's game has moved on, or the move does
    /// not follow.
    pub fn push(&mut self, ply: usize, mv: G::Move) -> bool {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        if s.game.moves().len() != ply || s.game.try_play(mv).is_err() {
            return false;
        }
        if let Some(saver) = s.saver.as_mut() {
            // A failed save reports nothing to a terminal: the next move
            // tries again.
            let _ = saver.save(&s.game, &s.kinds);
        }
        // The terminal still pulls this version: someone may have come or
        // gone since its last look.
        Table::touch(s, self.id);
        true
    }

    /// What changed at the table since the last pull, given the terminal's
    /// own game; and the seats whose presence changed, with the new one.
    pub fn pull(&mut self, mine: &G) -> (Pulled<G>, Vec<(Seat, Presence)>) {
        let s = self.table.lock();
        if s.version == self.seen_version {
            return (Pulled::Nothing, Vec::new());
        }
        self.seen_version = s.version;
        let theirs = s.game.moves();
        let ours = mine.moves();
        let pulled = if theirs.len() >= ours.len() && theirs[..ours.len()] == *ours {
            if theirs.len() == ours.len() {
                Pulled::Nothing
            } else {
                Pulled::Moves(theirs[ours.len()..].to_vec())
            }
        } else {
            Pulled::Whole(s.game.clone())
        };
        let seats = s.game.seats().to_vec();
        let changed = seats
            .iter()
            .zip(s.presence.iter().zip(self.presence.iter()))
            .filter(|(_, (now, before))| now != before)
            .map(|(&seat, (&now, _))| (seat, now))
            .collect();
        self.presence = s.presence.clone();
        (pulled, changed)
    }
}

impl<G: Playable> Drop for Link<G> {
    fn drop(&mut self) {
        let mut s = self.table.lock();
        let game_seats = s.game.seats().to_vec();
        for seat in &self.seats {
            if let Some(i) = game_seats.iter().position(|s| s == seat) {
                s.presence[i] = Presence::Away;
            }
        }
        if self.seats.is_empty() {
            s.watchers = s.watchers.saturating_sub(1);
        }
        s.wakers.retain(|(id, _)| *id != self.id);
        Table::touch(&mut s, self.id);
    }
}
