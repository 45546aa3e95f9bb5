//! A game being played, with no terminal in it: the game and its redo
//! stack, who sits in each seat, the position being looked at, the computer
//! players thinking on their own threads, and autosave listening to every
//! change. What happens is reported as typed [`Event`]s and [`Refusal`]s;
//! a front end turns them into words and pictures.
//!
//! Here: the session's state, who sits where, and what every change of
//! the game sets going. Its parts: the moves played, taken back and looked
//! through ([`moves`]), the computer's turn and hints ([`thinking`]), the
//! clock ([`on_clock`]), the autosave ([`autosave`]), what players do
//! besides moving ([`conduct`]), and a game shared through a table
//! ([`shared`]).

mod autosave;
#[cfg(test)]
mod chat_tests;
mod clock;
#[cfg(test)]
mod clock_tests;
mod computers;
mod conduct;
#[cfg(test)]
mod conduct_tests;
#[cfg(test)]
mod ending_tests;
mod events;
mod moves;
mod on_clock;
mod shared;
mod table;
#[cfg(test)]
mod table_tests;
mod talk;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
mod thinking;

pub use clock::{Clock, ClockError, ClockSpec, MAX_INCREMENT_SECS, MAX_MINUTES, clock_text};
pub use computers::Purpose;
pub use events::{Browse, Event, Refusal, Saver};
pub use table::{
    Finished, Heard, Invite, Link, Presence, Pulled, Rematched, SeatTag, Table, Unheard, Waker,
};
pub use talk::{
    Asked, CHAT_BYTES, CHAT_KEPT, Channel, ChatLine, Hearing, News, Offer, SAY_MAX, Voice,
    clean_line,
};

use crate::ai::Brain;
use crate::games::{Ending, Level, Playable, Seat, SeatKind};
use computers::Computers;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Where a session reads the time: the real clock, or one a test sets.
pub type TimeSource = Arc<dyn Fn() -> Instant + Send + Sync>;

/// A game in play (or being replayed) and everything around it that is not
/// drawing.
pub struct Session<G: Playable, B: Brain<Game = G>> {
    game: G,
    /// Moves taken back, the next to redo last.
    redo: Vec<G::Move>,
    seats: Vec<SeatKind>,
    /// The ply being looked at, when it is not the head.
    view: Option<usize>,
    computers: Computers<B>,
    saver: Option<Box<dyn Saver<G>>>,
    save_failing: bool,
    replay: bool,
    /// The computer does not start thinking while set (a question or a
    /// form is open in the front end).
    paused: bool,
    events: Vec<Event<G>>,
    /// The table, when the game is shared with other terminals.
    link: Option<Link<G>>,
    /// How the game ended outside its rules, if it did.
    ended: Option<Ending>,
    /// The question put to the players, waiting for answers.
    asked: Option<Asked>,
    /// The players' clock, when the game has one; in a shared game, a copy
    /// of the table's.
    clock: Option<Clock>,
    now: TimeSource,
}

impl<G: Playable, B: Brain<Game = G>> std::fmt::Debug for Session<G, B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("moves", &self.game.moves())
            .field("redo", &self.redo)
            .field("seats", &self.seats)
            .field("view", &self.view)
            .field("replay", &self.replay)
            .field("computers", &self.computers)
            .finish_non_exhaustive()
    }
}

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
    /// A session for `game` (which may have moves played) with these
    /// players, one per seat in turn order; computers are seeded from
    /// `seed` and think `movetime` a move.
    pub fn new(game: G, seats: Vec<SeatKind>, seed: u64, movetime: Duration) -> Session<G, B> {
        let seats = fit_seats(&game, seats);
        Session {
            computers: Computers::new(levels(&seats), seed, movetime),
            game,
            redo: Vec::new(),
            seats,
            view: None,
            saver: None,
            save_failing: false,
            replay: false,
            paused: false,
            events: Vec::new(),
            link: None,
            ended: None,
            asked: None,
            clock: None,
            now: Arc::new(Instant::now),
        }
    }

    /// A session that looks through a finished or saved game from its first
    /// position; nothing is played and nothing saved.
    pub fn replay(game: G) -> Session<G, B> {
        let n = game.seats().len();
        let mut s = Session::new(game, vec![SeatKind::Human; n], 0, Duration::ZERO);
        s.replay = true;
        s.view = Some(0);
        s
    }

    /// The session reads the time from `now` (tests set it by hand).
    pub fn with_time(mut self, now: TimeSource) -> Session<G, B> {
        self.now = now;
        self
    }

    /// The time as the session reads it.
    pub fn now(&self) -> Instant {
        (self.now)()
    }

    /// The game as played here.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Who plays each seat, in turn order.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// Who sits in `seat`.
    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.index_of(seat)
            .and_then(|i| self.seats.get(i).copied())
            .unwrap_or(SeatKind::Human)
    }

    pub(super) fn index_of(&self, seat: Seat) -> Option<usize> {
        self.game.seats().iter().position(|&s| s == seat)
    }

    /// Whether the game is only looked through.
    pub fn is_replay(&self) -> bool {
        self.replay
    }

    /// Whose turn it is at the head, if the game goes on.
    pub fn to_move(&self) -> Option<Seat> {
        if self.ended.is_some() {
            return None;
        }
        self.game.to_move_at(self.game.moves().len())
    }

    /// How the game ended outside its rules (resigned, agreed, flag
    /// fallen), if it did.
    pub fn ended(&self) -> Option<Ending> {
        self.ended
    }

    /// A game read back from its record ended this way outside its rules.
    pub fn set_ended(&mut self, ended: Option<Ending>) {
        self.ended = ended;
        self.sync_clock();
    }

    /// Whether the game is over, by its rules or by its players.
    pub fn is_over(&self) -> bool {
        self.ended.is_some() || self.game.outcome().is_some()
    }

    /// Whether a person here sits in the seat to move: not the computer,
    /// nor a player at another terminal of a shared game.
    pub fn person_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| self.seat_kind(s) == SeatKind::Human && self.plays_here(s))
    }

    /// Whether moves have been played and the game is not over: quitting
    /// or starting anew leaves something unfinished.
    pub fn in_progress(&self) -> bool {
        !self.game.moves().is_empty() && !self.is_over()
    }

    /// What has happened since the last call, oldest first.
    pub fn take_events(&mut self) -> Vec<Event<G>> {
        std::mem::take(&mut self.events)
    }

    /// Starts `game` afresh with these players; the game before keeps its
    /// file.
    pub fn new_game(&mut self, game: G, seats: Vec<SeatKind>) {
        self.computers.stop();
        self.seats = fit_seats(&game, seats);
        self.computers.set_levels(levels(&self.seats));
        self.game = game;
        self.redo.clear();
        self.view = None;
        self.replay = false;
        self.ended = None;
        self.asked = None;
        // A new game starts with full time on the same clock.
        if let Some(clock) = &mut self.clock {
            *clock = Clock::new(clock.spec(), self.game.seats());
        }
        if let Some(saver) = &mut self.saver {
            saver.renew();
        }
        self.events.push(Event::NewGame);
        // Nothing is written before the first move: a game started and
        // left unplayed leaves no file to clutter the saved games.
    }

    /// Every change of the game ends here: whatever the computer was
    /// thinking about is out of date, the view returns to the head, and the
    /// autosave writes.
    pub(super) fn changed(&mut self) {
        self.computers.stop();
        let ply = self.game.moves().len();
        // A move played answers no to whatever was asked (the table, if
        // any, forgets it too).
        if self.asked.as_ref().is_some_and(|a| !a.stands_at(ply)) {
            self.asked = None;
        }
        if !self.replay {
            self.view = None;
            self.sync_clock();
            self.save();
        }
    }

    /// Changes who sits where without starting anew.
    pub fn set_seats(&mut self, seats: Vec<SeatKind>) {
        self.seats = fit_seats(&self.game, seats);
        self.computers.set_levels(levels(&self.seats));
    }
}

/// One player per seat of the game: missing seats are people.
fn fit_seats<G: Playable>(game: &G, mut seats: Vec<SeatKind>) -> Vec<SeatKind> {
    seats.resize(game.seats().len(), SeatKind::Human);
    seats
}

fn levels(seats: &[SeatKind]) -> Vec<Option<Level>> {
    seats
        .iter()
        .map(|s| match s {
            SeatKind::Human => None,
            SeatKind::Computer(l) => Some(*l),
        })
        .collect()
}
