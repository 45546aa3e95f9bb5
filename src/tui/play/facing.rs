//! Which way the board is drawn: from the side of the person playing it,
//! turned round by hand with `f`; and the cursor's steps, up being up on
//! the screen whichever way that is.

use super::{Front, Screen};
use crate::board::Direction;
use crate::games::{Seat, SeatKind};
use crate::tui::layout::Facing;

impl<G: Front> Screen<G> {
    /// Whose side of the board is drawn at the bottom: at a shared game,
    /// the first seat this terminal plays (South's side when it plays
    /// North's, turned round); turned round from it by `f`.
    pub fn facing(&self) -> Facing {
        let base = match self.faced {
            Facing::West | Facing::East => self.faced,
            Facing::South | Facing::North => Facing::South,
        };
        if self.flipped { base.turned() } else { base }
    }

    /// Moves the cursor one point as drawn (up is up on the screen,
    /// whichever way the board is turned).
    pub(in crate::tui) fn step_cursor(&mut self, direction: Direction) {
        if let Some(p) = self.cursor.step(self.facing().on_board(direction)) {
            self.cursor = p;
        }
    }

    /// The board faces the person when North is the only one.
    pub(in crate::tui) fn face_the_person(&mut self) {
        self.flipped = north_alone(self.game().seats(), self.session.seats());
    }

    /// In a shared game the board turns to this terminal's first seat,
    /// which a rematch may have changed; a board the player turned by hand
    /// stays turned from the new seat.
    pub(in crate::tui) fn face_the_table(&mut self) {
        let Some(link) = self.session.link() else {
            return;
        };
        let by_hand = self.flipped != (self.faced == Facing::North);
        self.faced = link
            .seats()
            .first()
            .map_or(Facing::South, |&s| Facing::of(s));
        self.flipped = (self.faced == Facing::North) != by_hand;
    }
}

/// Whether North is the only person at the board.
pub(crate) fn north_alone(seats: &[Seat], kinds: &[SeatKind]) -> bool {
    let people: Vec<Seat> = seats
        .iter()
        .zip(kinds)
        .filter(|(_, k)| **k == SeatKind::Human)
        .map(|(s, _)| *s)
        .collect();
    people == [Seat::North]
}
