//! The table's clock: it runs at the table, so that every terminal sees
//! the same times. Whose time runs follows the moves, the seats taken and
//! the game's end; a flag that falls ends the game for everyone.

use super::{Link, Presence, Shared, Table};
use crate::games::{Ending, Playable, Seat};
use crate::session::Clock;
use std::time::Instant;

impl<G: Playable> Table<G> {
    /// The game is played on `clock`; a game read back with its times runs
    /// on from `now` for the seat to move.
    pub fn set_clock(&self, clock: Option<Clock>, now: Instant) {
        let mut s = self.lock();
        s.clock = clock;
        Table::steer_clock(&mut s, now);
    }

    /// The clock as it stands, if the game has one.
    pub fn clock(&self) -> Option<Clock> {
        self.lock().clock.clone()
    }

    /// Whose time runs: the seat to move, once a move has been played,
    /// while the game goes on, and only once a player has taken that seat
    /// (a friend not yet come loses no time).
    pub(super) fn clock_seat(s: &Shared<G>) -> Option<Seat> {
        let ply = s.game.moves().len();
        let seat = (!s.is_over() && ply > 0)
            .then(|| s.game.to_move_at(ply))
            .flatten()?;
        let taken = s
            .index_of(seat)
            .is_some_and(|i| s.presence[i] != Presence::Empty);
        taken.then_some(seat)
    }

    /// The clock, if any, runs from `now` for the seat whose time runs
    /// ([`Table::clock_seat`]), and for no other: after the game went back
    /// (a takeback) or a seat was taken.
    pub(super) fn steer_clock(s: &mut Shared<G>, now: Instant) {
        let next = Table::clock_seat(s);
        if let Some(clock) = s.clock.as_mut() {
            match next {
                Some(seat) => clock.start(seat, now),
                None => clock.stop(now),
            }
        }
    }

    /// The seat whose time ran out by `now`, while the game goes on.
    pub(super) fn fallen(s: &Shared<G>, now: Instant) -> Option<Seat> {
        if s.is_over() {
            return None;
        }
        s.clock.as_ref()?.fallen(now)
    }
}

impl<G: Playable> Link<G> {
    /// Ends the game at the table when the time of the seat to move has run
    /// out by `now`; that seat, when this call ended it.
    pub fn flag(&mut self, now: Instant) -> Option<Seat> {
        let mut s = self.table.lock();
        let round = s.round;
        let seat = Table::fallen(&s, now)?;
        if let Some(clock) = s.clock.as_mut() {
            clock.stop(now);
        }
        Table::end(&mut s, self.id, Ending::OutOfTime(seat));
        Table::changed(s, self.id, round);
        Some(seat)
    }
}
