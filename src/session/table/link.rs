//! One terminal's place at a table: the seats it plays, the moves it
//! sends, and what it hears when it looks (the moves made elsewhere, who
//! came or went, what was said and asked).

use super::{Presence, Shared, Table, Unheard};
use crate::games::{Ending, Playable, Seat, SeatKind};
use crate::session::talk::{Asked, Hearing, News, Pace};
use std::sync::Arc;
use std::time::Instant;

/// One terminal's place at a [`Table`]: the seats it plays.
pub struct Link<G: Playable> {
    pub(super) table: Arc<Table<G>>,
    pub(super) id: u64,
    pub(super) seats: Vec<Seat>,
    /// The table's round the seats are those of.
    pub(super) round: u64,
    pub(super) seen_version: u64,
    /// Presence as last reported to this terminal.
    pub(super) presence: Vec<Presence>,
    /// The number of the first news not yet heard here.
    pub(super) seen_news: u64,
    /// How fast this terminal has been chatting.
    pub(super) pace: Pace,
    /// Who watches here, as the server knows them (none for a guest, or
    /// a terminal that plays).
    pub(super) watcher: Option<String>,
    /// What this terminal hears of the chat.
    pub(super) hearing: Hearing,
}

/// What a terminal learns from the table.
#[derive(Debug)]
pub enum Pulled<G: Playable> {
    /// Nothing new.
    Nothing,
    /// These moves were played elsewhere, in order, after the terminal's own.
    Moves(Vec<G::Move>),
    /// The table's game is a beginning of the terminal's: this many of its
    /// last moves were taken back, as the players agreed.
    Back(usize),
    /// The terminal's game is not a beginning of the table's (it cannot
    /// happen unless something is wrong): take the table's game whole.
    Whole(G),
    /// The players agreed to play again: this game, from its start, with
    /// the seats and players given (the terminal's seats may have changed).
    Anew { game: G, kinds: Vec<SeatKind> },
}

/// What a terminal hears when it looks at the table.
#[derive(Debug)]
pub struct Heard<G: Playable> {
    pub pulled: Pulled<G>,
    /// Seats whose presence changed, with the new one.
    pub presence: Vec<(Seat, Presence)>,
    /// What the other terminals said and asked, oldest first.
    pub news: Vec<News>,
    pub ended: Option<Ending>,
    /// The question waiting, if one does.
    pub asked: Option<Asked>,
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

    /// Whether the table began the game again since this terminal last
    /// looked.
    pub fn behind(&self) -> bool {
        self.round != self.table.lock().round
    }

    /// Refused when the table began the game again since this terminal
    /// last looked.
    pub(super) fn current(&self, s: &Shared<G>) -> Result<(), Unheard> {
        if self.round == s.round {
            Ok(())
        } else {
            Err(Unheard::Renewed)
        }
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
    /// not follow. The clock, if any, switches at `now`.
    pub fn push(&mut self, ply: usize, mv: G::Move, now: Instant) -> bool {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        if Table::fallen(s, now).is_some() {
            return false;
        }
        let mover = s.game.to_move_at(ply);
        // Only for a seat played here, in the table's latest game.
        let mine = mover.is_some_and(|m| self.seats.contains(&m));
        if !mine
            || self.current(s).is_err()
            || s.ended.is_some()
            || s.game.moves().len() != ply
            || s.game.try_play(mv).is_err()
        {
            return false;
        }
        let next = Table::clock_seat(s);
        if let (Some(clock), Some(mover)) = (s.clock.as_mut(), mover) {
            clock.moved(mover, next, now);
        }
        // A move answers no to whatever was asked.
        s.asked = None;
        Table::save(s);
        // The terminal still pulls this version: someone may have come or
        // gone since its last look.
        Table::changed(guard, self.id, self.round);
        true
    }

    /// What changed at the table since the last pull, given the terminal's
    /// own game. `None` when nothing did.
    pub fn pull(&mut self, mine: &G) -> Option<Heard<G>> {
        let table = Arc::clone(&self.table);
        let s = table.lock();
        if s.version == self.seen_version {
            return None;
        }
        self.seen_version = s.version;
        let renewed = self.round != s.round;
        self.follow(&s);
        let theirs = s.game.moves();
        let ours = mine.moves();
        let pulled = if renewed {
            Pulled::Anew {
                game: s.game.clone(),
                kinds: s.kinds.clone(),
            }
        } else if theirs.len() >= ours.len() && theirs[..ours.len()] == *ours {
            if theirs.len() == ours.len() {
                Pulled::Nothing
            } else {
                Pulled::Moves(theirs[ours.len()..].to_vec())
            }
        } else if ours.len() > theirs.len() && ours[..theirs.len()] == *theirs {
            Pulled::Back(ours.len() - theirs.len())
        } else {
            Pulled::Whole(s.game.clone())
        };
        let player = !self.seats.is_empty();
        let news = s
            .news
            .iter()
            .filter(|(n, from, _)| *n >= self.seen_news && *from != self.id)
            .map(|(_, _, news)| news)
            .filter(|news| match news {
                News::Said(line) => self.hearing.hears(line, player),
                _ => true,
            })
            .cloned()
            .collect();
        self.seen_news = s.next_news;
        let seats = s.game.seats().to_vec();
        let changed = seats
            .iter()
            .zip(s.presence.iter().zip(self.presence.iter()))
            .filter(|(_, (now, before))| now != before)
            .map(|(&seat, (&now, _))| (seat, now))
            .collect();
        self.presence = s.presence.clone();
        Some(Heard {
            pulled,
            presence: changed,
            news,
            ended: s.ended,
            asked: s.asked.clone(),
        })
    }
}
