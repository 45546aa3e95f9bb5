//! Autosave for the terminal games: the ka game's records and Bell's
//! written to the store after every change, as the session's [`Saver`].

use crate::files::FileError;
use crate::games::Playable;
use crate::games::{bell, ka};
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

/// Saves a game to its slot in the store, after every change: the ka
/// game's records or Bell's, whichever game its session plays.
#[derive(Debug)]
pub struct StoreSaver {
    store: Option<Store>,
    slot: Autosave,
}

/// The ka game's saver.
pub type KaSaver = StoreSaver;

/// Bell's game's saver.
pub type BellSaver = StoreSaver;

impl StoreSaver {
    /// A saver for `storage`, or `None` when autosave is off.
    pub fn new(storage: Storage) -> Option<StoreSaver> {
        let slot = storage.autosave?;
        Some(StoreSaver {
            store: storage.store,
            slot,
        })
    }

    /// A new game begins: the finished or abandoned game keeps its file;
    /// the new one gets its own.
    fn new_slot(&mut self) {
        if let Some(store) = &self.store {
            self.slot = store.new_slot(std::time::SystemTime::now());
        }
    }
}

impl Saver<ka::Game> for StoreSaver {
    fn save(&mut self, game: &ka::Game, seats: &[SeatKind]) -> Result<(), FileError> {
        let seating = game.seats().iter().copied().zip(seats.iter().copied());
        self.slot.save(&Record::of(game).with_players(seating))
    }

    fn renew(&mut self) {
        self.new_slot();
    }

    fn path(&self) -> Option<&Path> {
        Some(self.slot.path())
    }
}

impl Saver<bell::Game> for StoreSaver {
    fn save(&mut self, game: &bell::Game, seats: &[SeatKind]) -> Result<(), FileError> {
        let seating = game.seats().iter().copied().zip(seats.iter().copied());
        self.slot.save(&Record::of_bell(game).with_players(seating))
    }

    fn renew(&mut self) {
        self.new_slot();
    }

    fn path(&self) -> Option<&Path> {
        Some(self.slot.path())
    }
}
