//! The moves of a session's game: a person's move checked and played
//! (here or, in a shared game, sent to the table), taken back and played
//! again at one keyboard, and the past positions looked at and played on
//! from.

use super::{Browse, Event, Refusal, Session};
use crate::ai::Brain;
use crate::games::{Ending, Playable, Seat, SeatKind};

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
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

    /// Whether the last position is on show: in play, the present; in a
    /// replay, its last step too.
    pub fn at_the_end(&self) -> bool {
        self.viewed_ply() == self.game.moves().len()
    }

    /// The position on show.
    pub fn viewed_position(&self) -> &G::Position {
        self.game
            .position_at(self.viewed_ply())
            .unwrap_or(self.game.position())
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

    pub(super) fn play_from(
        &mut self,
        seat: Seat,
        m: G::Move,
        by_computer: bool,
    ) -> Result<(), Refusal<G>> {
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

    /// Whether [`Session::undo`] would take something back: the ending of
    /// a game ended by its players or its clock at one keyboard, or a move.
    pub fn can_undo(&self) -> bool {
        match self.ended {
            Some(_) => !self.replay && self.link.is_none(),
            None => self.undo_target().is_ok(),
        }
    }

    /// Takes back the last move; against the computer, back to the last
    /// position where a person was to move, so that the computer's reply
    /// goes with the move it answered. A game ended by its players or its
    /// clock (at one keyboard) has its ending taken back first, and no
    /// move with it.
    pub fn undo(&mut self) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        self.not_shared()?;
        if let Some(ending) = self.ended {
            self.undo_ending(ending);
            return Ok(());
        }
        let target = self.undo_target()?;
        let mut undone = Vec::new();
        while self.game.moves().len() > target {
            let Some(m) = self.game.undo() else { break };
            self.redo.push(m);
            undone.push(m);
        }
        self.events.push(Event::Undone(undone));
        self.changed();
        Ok(())
    }

    /// The game goes on as it stood before `ending`: the same seat to move
    /// and every move kept. A seat that lost on time has time again to
    /// play on ([`super::Clock::give_back`]).
    fn undo_ending(&mut self, ending: Ending) {
        self.ended = None;
        if let (Ending::OutOfTime(seat), Some(clock)) = (ending, &mut self.clock) {
            clock.give_back(seat);
        }
        self.events.push(Event::EndingUndone(ending));
        // The clock runs again for the seat to move, and the autosave
        // writes the game without its ending.
        self.changed();
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
        let now = self.viewed_ply();
        let to = match step {
            Browse::Back => now.saturating_sub(1),
            Browse::Forward => (now + 1).min(head),
            Browse::Start => 0,
            Browse::End => head,
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
}
