//! A session played on a clock: at one keyboard the time of the seat to
//! move runs here (held while the terminal is suspended, kept when the
//! game is saved); in a shared game it runs at the table and the session
//! reads it. A flag that falls ends the game.

use super::{Clock, ClockSpec, Session};
use crate::ai::Brain;
use crate::games::{Ending, Playable};

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
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
    pub(super) fn sync_clock(&mut self) {
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
    pub(super) fn check_flag(&mut self) {
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
}
