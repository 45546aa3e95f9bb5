//! A session's autosave: its saver writes the game after every change,
//! with who plays, how it ended and the clock's times. A failure is said
//! once and tried again at the next change.

use super::{Event, Saver, Session};
use crate::ai::Brain;
use crate::games::Playable;

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
    /// The session writing its game through `saver` after every change.
    pub fn with_saver(mut self, saver: Box<dyn Saver<G>>) -> Session<G, B> {
        self.saver = Some(saver);
        self
    }

    /// Writes through `saver` from now on (or saves nothing).
    pub fn set_saver(&mut self, saver: Option<Box<dyn Saver<G>>>) {
        self.saver = saver;
    }

    /// Takes the saver away (to hand it to a new session).
    pub fn take_saver(&mut self) -> Option<Box<dyn Saver<G>>> {
        self.saver.take()
    }

    /// Where the game is autosaved, if it is.
    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        self.saver.as_ref().and_then(|s| s.path())
    }

    /// Whether the last autosave failed.
    pub fn save_failing(&self) -> bool {
        self.save_failing
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
}
