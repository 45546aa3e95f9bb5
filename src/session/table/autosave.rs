//! The table's record: its game written through its saver after every
//! change, with the clock's times as they stand. A failed write is said to
//! no terminal; the next change tries again.

use super::{Shared, Table};
use crate::games::Playable;
use crate::session::Saver;
use std::time::Instant;

impl<G: Playable> Table<G> {
    /// The table writes its game through `saver` after every move.
    pub fn set_saver(&self, saver: Box<dyn Saver<G>>) {
        self.lock().saver = Some(saver);
    }

    /// Writes the game through its saver now, with the clock as it stands
    /// (a server stopping keeps the time the seat to move has used).
    pub fn keep_now(&self) {
        Self::save(&mut self.lock());
    }

    /// Writes the game through its saver, if it has one.
    pub(super) fn save(s: &mut Shared<G>) {
        if let Some(saver) = s.saver.as_mut() {
            let clock = s.clock.as_ref().map(|c| c.record(Instant::now()));
            let _ = saver.save(&s.game, &s.kinds, s.ended, clock.as_ref());
        }
    }
}
