//! Who sits where at a table: the terminals that take seats (or only
//! watch), who is here, away or not come yet, who plays each seat as the
//! server knows them, and how a new player joins. A seat chosen before a
//! rematch is the same player's seat after it.

use super::{Link, NO_LINK, Shared, Table, Waker};
use crate::games::{Playable, Seat};
use crate::session::talk::Pace;
use std::sync::Arc;
use std::time::Instant;

/// Who plays a seat, as a server knows them: their name (none for a guest,
/// or a player who has not chosen one) and their rating for the game, if
/// it is rated (with whether it is still uncertain).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatTag {
    /// Known by a key.
    pub keyed: bool,
    pub name: Option<String>,
    pub rating: Option<(f64, bool)>,
    /// The rating before the game just ended, when that game changed it.
    pub rated_from: Option<f64>,
}

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

impl<G: Playable> Table<G> {
    /// A terminal takes `seats` (one or more, or none to watch); `wake` is
    /// called whenever something changes elsewhere. The seats are marked
    /// here until the link is dropped.
    pub fn sit(self: &Arc<Self>, seats: &[Seat], wake: Option<Waker>) -> Link<G> {
        let mut s = self.lock();
        let round = s.round;
        Self::sit_locked(self, &mut s, seats, round, wake)
    }

    /// As [`Table::sit`], for `seats` chosen when the table was at `round`:
    /// the terminal takes the seats of the same players now.
    pub fn sit_at(self: &Arc<Self>, seats: &[Seat], round: u64, wake: Option<Waker>) -> Link<G> {
        let mut s = self.lock();
        Self::sit_locked(self, &mut s, seats, round, wake)
    }

    fn sit_locked(
        self: &Arc<Self>,
        s: &mut Shared<G>,
        seats: &[Seat],
        round: u64,
        wake: Option<Waker>,
    ) -> Link<G> {
        let id = s.next_id;
        s.next_id += 1;
        let indices: Vec<usize> = seats
            .iter()
            .filter_map(|&seat| s.index_of(Self::same_player(s, seat, round)))
            .collect();
        for &i in &indices {
            s.presence[i] = Presence::Here;
        }
        Self::steer_clock(s, Instant::now());
        if indices.is_empty() {
            s.watchers += 1;
        }
        if let Some(w) = wake {
            s.wakers.push((id, w));
        }
        let game = s.game.seats().to_vec();
        Self::touch(s, id);
        Link {
            table: Arc::clone(self),
            id,
            seats: indices.iter().map(|&i| game[i]).collect(),
            round: s.round,
            seen_version: 0,
            presence: s.presence.clone(),
            seen_news: s.next_news,
            pace: Pace::default(),
            watcher: None,
            hearing: Default::default(),
        }
    }

    /// The seat in which the player who sat in `seat` at `round` sits now:
    /// with two seats, each rematch since changed sides.
    fn same_player(s: &Shared<G>, seat: Seat, round: u64) -> Seat {
        let seats = s.game.seats();
        let changed = s.round.wrapping_sub(round) % 2 == 1;
        match seats {
            [a, b] if changed && seat == *a => *b,
            [a, b] if changed && seat == *b => *a,
            _ => seat,
        }
    }

    /// The players of `seats`, which were taken before (a game read back
    /// after a restart), are away rather than never come: the seat to
    /// move's time runs on, as it did before the restart.
    pub fn mark_away(&self, seats: &[Seat]) {
        let mut s = self.lock();
        for &seat in seats {
            if let Some(i) = s.index_of(seat)
                && s.presence[i] == Presence::Empty
            {
                s.presence[i] = Presence::Away;
            }
        }
        Table::steer_clock(&mut s, Instant::now());
    }

    /// Who is at each seat, in turn order.
    pub fn presence(&self) -> Vec<Presence> {
        self.lock().presence.clone()
    }

    /// How many terminals look on without a seat.
    pub fn watchers(&self) -> usize {
        self.lock().watchers
    }

    /// Who plays `seat`, as the server knows them; every terminal is told.
    pub fn set_tag(&self, seat: Seat, tag: Option<SeatTag>) {
        let mut s = self.lock();
        let Some(i) = s.index_of(seat) else {
            return;
        };
        if s.tags.get(i) != Some(&tag) {
            s.tags[i] = tag;
            Table::touch(&mut s, NO_LINK);
        }
    }

    /// Who plays `seat`, as the server knows them, if it said.
    pub fn tag(&self, seat: Seat) -> Option<SeatTag> {
        let s = self.lock();
        let i = s.index_of(seat)?;
        s.tags.get(i).cloned().flatten()
    }

    /// How others join, to show while a seat waits for its player.
    pub fn set_invite(&self, invite: Invite) {
        self.lock().invite = Some(invite);
    }

    pub fn invite(&self) -> Option<Invite> {
        self.lock().invite.clone()
    }
}

impl<G: Playable> Link<G> {
    /// Takes the seats of this terminal's players in the table's latest
    /// game, and the presence as last reported turned with them.
    pub(super) fn follow(&mut self, s: &Shared<G>) {
        if self.round == s.round {
            return;
        }
        let round = self.round;
        self.seats = (self.seats.iter())
            .map(|&seat| Table::same_player(s, seat, round))
            .collect();
        if s.game.seats().len() == 2 && s.round.wrapping_sub(round) % 2 == 1 {
            self.presence.swap(0, 1);
        }
        self.round = s.round;
    }
}

/// A terminal leaving: its players' seats wait for them, away.
impl<G: Playable> Drop for Link<G> {
    fn drop(&mut self) {
        let table = Arc::clone(&self.table);
        let mut s = table.lock();
        self.follow(&s);
        for &seat in &self.seats {
            if let Some(i) = s.index_of(seat) {
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
