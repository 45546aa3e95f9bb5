//! The computer's part in a session: it starts thinking when a seat it
//! plays here is to move, within its movetime or its share of the clock;
//! its answer is played, a hint is passed on, and it waits while the front
//! end asks a person something.

use super::computers::{Came, Purpose};
use super::{Event, Refusal, Session, clock};
use crate::ai::Brain;
use crate::games::{Playable, Seat, SeatKind};
use std::time::Duration;

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
    /// How long the computers think a move.
    pub fn movetime(&self) -> Duration {
        self.computers.movetime()
    }

    /// Lets the computers think `movetime` a move from now on; a search
    /// under way is stopped.
    pub fn set_movetime(&mut self, movetime: Duration) {
        self.computers.set_movetime(movetime);
    }

    /// The seed the computers were given.
    pub fn seed(&self) -> u64 {
        self.computers.seed()
    }

    /// The computer thinking about its move, and for how long.
    pub fn thinking(&self) -> Option<(Seat, Duration)> {
        match self.computers.job()? {
            (Purpose::Move(i), elapsed) => Some((self.game.seats()[i], elapsed)),
            (Purpose::Hint, _) => None,
        }
    }

    /// How long the computer searching now may think about its move (its
    /// movetime, or less on a clock).
    pub fn think_time(&self) -> Option<Duration> {
        self.computers.job_movetime()
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        matches!(self.computers.job(), Some((Purpose::Hint, _)))
    }

    /// Searches not yet ended, the stopped ones still winding down included.
    pub fn searches(&self) -> usize {
        self.computers.searches()
    }

    /// Holds the computer back (while a question or form is open), or lets
    /// it go on.
    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        if paused {
            self.computers.stop();
        }
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
}
