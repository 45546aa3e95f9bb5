//! Autosave for the terminal game: the record of either game written to
//! the store after every change, as the session's [`Saver`].

use crate::files::FileError;
use crate::games::{Ending, SeatKind};
use crate::record::{ClockRecord, Recorded};
use crate::session::Saver;
use crate::store::{Autosave, Store};
use std::path::{Path, PathBuf};

/// Where the game is written: the autosave slot (after every change), the
/// store that gives a new game its slot, and the folder `s` saves to.
#[derive(Clone, Debug, Default)]
pub struct Storage {
    pub store: Option<Store>,
    pub autosave: Option<Autosave>,
    /// `None`: saving with `s` is off.
    pub save_dir: Option<PathBuf>,
}

/// Saves the game, of either kind, to its slot in the store.
#[derive(Debug)]
pub struct StoreSaver {
    store: Option<Store>,
    slot: Autosave,
}

impl StoreSaver {
    /// A saver for `storage`, or `None` when autosave is off.
    pub fn new(storage: Storage) -> Option<StoreSaver> {
        let slot = storage.autosave?;
        Some(StoreSaver {
            store: storage.store,
            slot,
        })
    }
}

impl<G: Recorded> Saver<G> for StoreSaver {
    fn save(
        &mut self,
        game: &G,
        seats: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> Result<(), FileError> {
        self.slot
            .save_text(&game.record_played(seats, ended, clock).to_ron())
    }

    fn renew(&mut self) {
        // The finished or abandoned game keeps its file; the new one gets
        // its own.
        if let Some(store) = &self.store {
            self.slot = store.new_slot(std::time::SystemTime::now());
        }
    }

    fn path(&self) -> Option<&Path> {
        Some(self.slot.path())
    }
}
