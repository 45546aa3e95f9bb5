//! A game being played, with no terminal in it: the game and its redo
//! stack, who sits in each seat, the position being looked at, the computer
//! players thinking on their own threads, and autosave listening to every
//! change. What happens is reported as typed [`Event`]s and [`Refusal`]s;
//! a front end turns them into words and pictures.

mod clock;
#[cfg(test)]
mod clock_tests;
mod computers;
mod conduct;
#[cfg(test)]
mod conduct_tests;
mod events;
mod shared;
mod table;
#[cfg(test)]
mod table_tests;
mod talk;
#[cfg(test)]
mod tests;

pub use clock::{Clock, ClockError, ClockSpec, MAX_INCREMENT_SECS, MAX_MINUTES, clock_text};
pub use computers::Purpose;
pub use events::{Browse, Event, Refusal, Saver};
pub use table::{
    Finished, Heard, Invite, Link, Presence, Pulled, Rematched, SeatTag, Table, Unheard, Waker,
};
pub use talk::{Asked, News, Offer, SAY_MAX, clean_line};

use crate::ai::Brain;
use crate::games::{Ending, Level, Playable, Seat, SeatKind};
use computers::{Came, Computers};
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

    /// The session writing its game through `saver` after every change.
    pub fn with_saver(mut self, saver: Box<dyn Saver<G>>) -> Session<G, B> {
        self.saver = Some(saver);
        self
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

    /// The game is played on a clock of `spec`. Each seat's time starts to
    /// run after the first move.
    pub fn with_clock(mut self, spec: ClockSpec) -> Session<G, B> {
        self.set_clock(Some(Clock::new(spec, self.game.seats())));
        self
    }

    /// Plays on `clock` (read back with a saved game: the seat to move's
    /// time runs from now, if moves were played), or on none.
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
        self.sync_clock();
    }

    /// The game's clock, if it has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Holds the clock (the terminal is suspended) or lets it run again.
    /// A shared game's clock is the table's and runs on.
    pub fn pause_clock(&mut self, paused: bool) {
        if self.link.is_some() {
            return;
        }
        let now = self.now();
        if let Some(clock) = &mut self.clock {
            if paused {
                clock.pause(now);
            } else {
                clock.resume(now);
            }
        }
    }

    /// Writes the game with its times as they stand, when it is played on a
    /// clock at one keyboard and goes on: the time used since the last move
    /// is kept for the resume.
    pub fn save_times(&mut self) {
        if self.clock.is_some() && self.link.is_none() && self.in_progress() {
            self.save();
        }
    }

    /// The clock runs for the seat to move once a move has been played, and
    /// for no one once the game is over. A shared game's clock runs at the
    /// table.
    fn sync_clock(&mut self) {
        if self.link.is_some() || self.replay {
            return;
        }
        let next = self
            .to_move()
            .filter(|_| !self.is_over() && !self.game.moves().is_empty());
        let now = self.now();
        if let Some(clock) = &mut self.clock {
            match next {
                Some(seat) => clock.start(seat, now),
                None => clock.stop(now),
            }
        }
    }

    /// Ends the game when the time of the seat to move has run out.
    fn check_flag(&mut self) {
        if self.replay || self.is_over() {
            return;
        }
        let now = self.now();
        if let Some(link) = self.link.as_mut() {
            if let Some(seat) = link.flag(now) {
                self.ended_here(Ending::OutOfTime(seat));
            }
            return;
        }
        if let Some(seat) = self.clock.as_ref().and_then(|c| c.fallen(now)) {
            let _ = self.end(Ending::OutOfTime(seat));
        }
    }

    /// Writes through `saver` from now on (or saves nothing).
    pub fn set_saver(&mut self, saver: Option<Box<dyn Saver<G>>>) {
        self.saver = saver;
    }

    /// Takes the saver away (to hand it to a new session).
    pub fn take_saver(&mut self) -> Option<Box<dyn Saver<G>>> {
        self.saver.take()
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// Who sits in `seat`.
    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.index_of(seat)
            .and_then(|i| self.seats.get(i).copied())
            .unwrap_or(SeatKind::Human)
    }

    fn index_of(&self, seat: Seat) -> Option<usize> {
        self.game.seats().iter().position(|&s| s == seat)
    }

    pub fn is_replay(&self) -> bool {
        self.replay
    }

    pub fn movetime(&self) -> Duration {
        self.computers.movetime()
    }

    /// Lets the computers think `movetime` a move from now on; a search
    /// under way is stopped.
    pub fn set_movetime(&mut self, movetime: Duration) {
        self.computers.set_movetime(movetime);
    }

    /// Moves that redo would play, the next last.
    pub fn redo_stack(&self) -> &[G::Move] {
        &self.redo
    }

    /// The ply on show: the head, or a past one while browsing.
    pub fn viewed_ply(&self) -> usize {
        self.view.unwrap_or(self.game.moves().len())
    }

    /// Whether a past position is on show.
    pub fn in_the_past(&self) -> bool {
        self.view.is_some()
    }

    /// The position on show.
    pub fn viewed_position(&self) -> &G::Position {
        self.game
            .position_at(self.viewed_ply())
            .unwrap_or(self.game.position())
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

    /// Whether a person sits in the seat to move.
    pub fn person_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| self.seat_kind(s) == SeatKind::Human)
    }

    /// Whether moves have been played and the game is not over: quitting
    /// or starting anew leaves something unfinished.
    pub fn in_progress(&self) -> bool {
        !self.game.moves().is_empty() && !self.is_over()
    }

    /// The computer thinking about its move, and for how long.
    pub fn thinking(&self) -> Option<(Seat, Duration)> {
        match self.computers.job()? {
            (Purpose::Move(i), elapsed) => Some((self.game.seats()[i], elapsed)),
            (Purpose::Hint, _) => None,
        }
    }

    /// Whether a hint is being worked out.
    /// How long the computer searching now may think about its move (its
    /// movetime, or less on a clock).
    pub fn think_time(&self) -> Option<Duration> {
        self.computers.job_movetime()
    }

    pub fn hinting(&self) -> bool {
        matches!(self.computers.job(), Some((Purpose::Hint, _)))
    }

    /// Searches not yet ended, the stopped ones still winding down included.
    pub fn searches(&self) -> usize {
        self.computers.searches()
    }

    /// Where the game is autosaved, if it is.
    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        self.saver.as_ref().and_then(|s| s.path())
    }

    /// Whether the last autosave failed.
    pub fn save_failing(&self) -> bool {
        self.save_failing
    }

    /// Holds the computer back (while a question or form is open), or lets
    /// it go on.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        if paused {
            self.computers.stop();
        }
    }

    /// What has happened since the last call, oldest first.
    pub fn take_events(&mut self) -> Vec<Event<G>> {
        std::mem::take(&mut self.events)
    }

    /// A person's move: refused in a replay, in the past, after the game,
    /// and when the computer is to move.
    pub fn play(&mut self, m: G::Move) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        if self.view.is_some() {
            return Err(Refusal::InThePast);
        }
        self.check_flag();
        let seat = self.to_move().ok_or(Refusal::GameOver)?;
        if !self.plays_here(seat) {
            return Err(Refusal::Elsewhere(seat));
        }
        if let SeatKind::Computer(level) = self.seat_kind(seat) {
            return Err(Refusal::ComputerToMove(seat, level));
        }
        self.play_from(seat, m, false)
    }

    fn play_from(&mut self, seat: Seat, m: G::Move, by_computer: bool) -> Result<(), Refusal<G>> {
        let before = *self.game.position();
        let ply = self.game.moves().len();
        self.game.try_play(m).map_err(Refusal::Illegal)?;
        if let Some(link) = self.link.as_mut().filter(|l| l.plays(seat))
            && !link.push(ply, m, (self.now)())
        {
            // The table moved on without us (it cannot, while only one
            // terminal plays each seat): its game is the one played.
            self.game.undo();
            self.pull();
            return Err(Refusal::Shared);
        }
        // Playing the move that redo would play keeps the rest.
        if self.redo.last() == Some(&m) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        if let Some(link) = &self.link {
            self.clock = link.table().clock();
        } else {
            let next = self.to_move().filter(|_| !self.is_over());
            let now = self.now();
            if let Some(clock) = &mut self.clock {
                clock.moved(seat, next, now);
            }
        }
        self.events.push(Event::Played {
            seat,
            mv: m,
            before,
            by_computer,
        });
        self.changed();
        Ok(())
    }

    /// How many moves the game keeps after an undo, or why there is none.
    fn undo_target(&self) -> Result<usize, Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        self.not_shared()?;
        let played = self.game.moves().len();
        if played == 0 {
            return Err(Refusal::NothingToUndo);
        }
        let mixed = self.seats.contains(&SeatKind::Human)
            && self
                .seats
                .iter()
                .any(|s| matches!(s, SeatKind::Computer(_)));
        if !mixed {
            return Ok(played - 1);
        }
        // The last move a person made: back to the position before it.
        (0..played)
            .rev()
            .find(|&k| {
                self.game
                    .to_move_at(k)
                    .is_some_and(|s| self.seat_kind(s) == SeatKind::Human)
            })
            .ok_or(Refusal::NothingOfYoursToUndo)
    }

    /// Whether [`Session::undo`] would take something back.
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_ok()
    }

    /// Takes back the last move; against the computer, back to the last
    /// position where a person was to move, so that the computer's reply
    /// goes with the move it answered.
    pub fn undo(&mut self) -> Result<(), Refusal<G>> {
        let target = self.undo_target()?;
        let mut undone = Vec::new();
        while self.game.moves().len() > target {
            let Some(m) = self.game.undo() else { break };
            self.redo.push(m);
            undone.push(m);
        }
        // Taking back at one keyboard takes back a resignation or a draw
        // agreed with it.
        self.ended = None;
        self.events.push(Event::Undone(undone));
        self.changed();
        Ok(())
    }

    /// Plays again the move last taken back; against the computer, its
    /// reply too.
    pub fn redo(&mut self) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        self.not_shared()?;
        let mut redone = Vec::new();
        let someone = self.seats.contains(&SeatKind::Human);
        while let Some(&m) = self.redo.last() {
            if self.game.try_play(m).is_err() {
                // A redo stack always replays; this only guards a bug.
                self.redo.clear();
                break;
            }
            self.redo.pop();
            redone.push(m);
            if !someone || self.person_to_move() || self.to_move().is_none() {
                break;
            }
        }
        if redone.is_empty() {
            return Err(Refusal::NothingToRedo);
        }
        self.events.push(Event::Redone(redone));
        self.changed();
        Ok(())
    }

    /// Steps the view through the moves played. Returns whether it moved.
    pub fn browse(&mut self, step: Browse) -> bool {
        let head = self.game.moves().len();
        let last = if self.replay {
            head
        } else {
            head.saturating_sub(0)
        };
        let now = self.viewed_ply();
        let to = match step {
            Browse::Back => now.saturating_sub(1),
            Browse::Forward => (now + 1).min(last),
            Browse::Start => 0,
            Browse::End => last,
        };
        // In a replay the view is always set; in play, the head is `None`.
        self.view = if to == head && !self.replay {
            None
        } else {
            Some(to)
        };
        to != now
    }

    /// Plays on from the past position on show: the later moves are taken
    /// back onto the redo stack, where redo finds them again.
    pub fn continue_from_view(&mut self) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        self.not_shared()?;
        let Some(ply) = self.view.take() else {
            return Ok(());
        };
        let mut dropped = 0;
        while self.game.moves().len() > ply {
            let Some(m) = self.game.undo() else { break };
            self.redo.push(m);
            dropped += 1;
        }
        self.events.push(Event::Continued { ply, dropped });
        self.changed();
        Ok(())
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
        self.computers.stop();
    }

    /// Asks the hint giver for a move for the person to move; the answer
    /// comes as [`Event::Hint`].
    pub fn ask_hint(&mut self) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        // No help from the computer in a game against another person.
        self.not_shared()?;
        let seat = self.to_move().ok_or(Refusal::GameOver)?;
        if let SeatKind::Computer(level) = self.seat_kind(seat) {
            return Err(Refusal::ComputerToMove(seat, level));
        }
        if !self.hinting() {
            self.computers.stop();
            let ply = self.game.moves().len();
            if let Err(e) = self
                .computers
                .start(Purpose::Hint, *self.game.position(), ply, None)
            {
                self.events.push(Event::ComputerFailed(e.kind()));
            }
        }
        Ok(())
    }

    /// Looks after the computers, once per turn of the front end's loop:
    /// collects finished searches, plays the computer's move, passes on a
    /// hint, and starts the computer thinking when it is its turn.
    pub fn tick(&mut self) {
        self.pull();
        self.check_flag();
        match self.computers.collect() {
            Some(Came::Answer {
                purpose,
                ply,
                answer: Some(answer),
            }) if ply == self.game.moves().len() => {
                let m = B::answer_move(&answer);
                match purpose {
                    Purpose::Move(i) => {
                        let seat = self.game.seats()[i];
                        if self.play_from(seat, m, true).is_err() {
                            self.events.push(Event::ComputerLost);
                        }
                    }
                    Purpose::Hint => self.events.push(Event::Hint(m)),
                }
            }
            Some(Came::Lost) => self.events.push(Event::ComputerLost),
            _ => {}
        }
        self.start_thinking();
    }

    fn start_thinking(&mut self) {
        if self.replay || self.paused || self.computers.job().is_some() {
            return;
        }
        let Some(seat) = self.to_move() else { return };
        if !self.plays_here(seat) {
            return;
        }
        let Some(i) = self.index_of(seat) else { return };
        if !matches!(self.seats[i], SeatKind::Computer(_)) {
            return;
        }
        let ply = self.game.moves().len();
        let now = self.now();
        let budget = (self.clock.as_ref())
            .map(|c| clock::think_budget(c.left(seat, now), c.spec().increment));
        if let Err(e) = self
            .computers
            .start(Purpose::Move(i), *self.game.position(), ply, budget)
        {
            self.events.push(Event::ComputerFailed(e.kind()));
        }
    }

    /// Every change of the game ends here: whatever the computer was
    /// thinking about is out of date, the view returns to the head, and the
    /// autosave writes.
    fn changed(&mut self) {
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

    /// Writes the autosave; a failure is said once and tried again at the
    /// next change.
    pub fn save(&mut self) {
        let Some(saver) = &mut self.saver else { return };
        let clock = self.clock.as_ref().map(|c| c.record((self.now)()));
        match saver.save(&self.game, &self.seats, self.ended, clock.as_ref()) {
            Ok(()) if self.save_failing => {
                self.save_failing = false;
                self.events.push(Event::AutosaveRecovered);
            }
            Ok(()) => {}
            Err(e) => {
                if !self.save_failing {
                    self.events.push(Event::AutosaveFailed(e));
                }
                self.save_failing = true;
            }
        }
    }

    /// Changes who sits where without starting anew.
    pub fn set_seats(&mut self, seats: Vec<SeatKind>) {
        self.seats = fit_seats(&self.game, seats);
        self.computers.set_levels(levels(&self.seats));
    }

    /// The seed the computers were given.
    pub fn seed(&self) -> u64 {
        self.computers.seed()
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
