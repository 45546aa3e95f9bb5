//! Autosave for the terminal game: the ka game's records written to the
//! store after every change, as the session's [`Saver`].

use crate::files::FileError;
use crate::games::Playable;
use crate::games::ka::Game;
use crate::record::Record;
use crate::session::{Saver, SeatKind};
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

/// Saves the ka game to its slot in the store.
#[derive(Debug)]
pub struct KaSaver {
    store: Option<Store>,
    slot: Autosave,
}

impl KaSaver {
    /// A saver for `storage`, or `None` when autosave is off.
    pub fn new(storage: Storage) -> Option<KaSaver> {
        let slot = storage.autosave?;
        Some(KaSaver {
            store: storage.store,
            slot,
        })
    }
}

impl Saver<Game> for KaSaver {
    fn save(&mut self, game: &Game, seats: &[SeatKind]) -> Result<(), FileError> {
        let seating = game.seats().iter().copied().zip(seats.iter().copied());
        self.slot.save(&Record::of(game).with_players(seating))
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
