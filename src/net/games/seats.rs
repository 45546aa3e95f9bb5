//! Who sits where at a server's game: which seats visitors may take, the
//! key that owns each, and what is kept of it beside the game's record
//! (`CODE.game.owners.ron`) so that a restart finds every player's seat.

use crate::files::{read_bounded, write_atomic};
use std::path::{Path, PathBuf};

/// The largest file of seats read back.
const FILE_LIMIT: usize = 1 << 20;

#[derive(Clone, Debug)]
pub(super) struct Seats {
    /// Per seat in turn order: visitors may take it.
    pub(super) open: Vec<bool>,
    /// Per seat: the public key of the visitor who took it, if they had one.
    pub(super) owners: Vec<Option<String>>,
    /// Per seat: a visitor has sat there since the server started.
    pub(super) sat: Vec<bool>,
    /// The table's round these seats are those of.
    pub(super) round: u64,
    /// The game is a rematch: kept across a restart before its first move.
    pub(super) rematch: bool,
    /// Its games change the ratings of the keyed players at its two seats.
    pub(super) rated: bool,
    /// A tournament's game: kept until it is played or settled, even
    /// before its first move, and never aborted.
    pub(super) tournament: bool,
    /// Per seat: the rating before the game just ended, when that game
    /// was rated (the panels show the change); none once it begins again.
    pub(super) rated_from: Option<[f64; 2]>,
    /// The game's number, kept across a restart (0 until it has one).
    pub(super) id: u64,
    /// The table's round that number names: a rematch gets a new one.
    pub(super) numbered: u64,
}

impl Seats {
    /// Follows the players to the table's `round`: with two seats, each
    /// rematch since changed their sides, with their keys and whether
    /// visitors play there. Whether it changed.
    pub(super) fn follow(&mut self, round: u64) -> bool {
        if round <= self.round {
            return false;
        }
        if self.open.len() == 2 && (round - self.round) % 2 == 1 {
            self.open.swap(0, 1);
            self.owners.swap(0, 1);
            self.sat.swap(0, 1);
        }
        self.round = round;
        self.rematch = true;
        self.rated_from = None;
        true
    }
}

/// What is kept beside a game's record: who owns each seat, and whether the
/// game is a rematch.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct Kept {
    pub(crate) owners: Vec<Option<String>>,
    #[serde(default)]
    pub(crate) rematch: bool,
    #[serde(default)]
    pub(crate) rated: bool,
    #[serde(default)]
    pub(crate) tournament: bool,
    /// The game's number (0: none kept, by an earlier version).
    #[serde(default)]
    pub(crate) id: u64,
}

impl Kept {
    /// Read from the file beside the record at `record`; owners written as
    /// a bare list are read too.
    pub(crate) fn read(record: &Path) -> Option<Kept> {
        let bytes = read_bounded(&owners_path(record), FILE_LIMIT).ok()?;
        ron::de::from_bytes::<Kept>(&bytes).ok().or_else(|| {
            let owners = ron::de::from_bytes::<Vec<Option<String>>>(&bytes).ok()?;
            Some(Kept {
                owners,
                rematch: false,
                rated: false,
                tournament: false,
                id: 0,
            })
        })
    }

    /// Writes `seats` beside the record at `record`. A failure only loses
    /// who owned a seat: they come back by code.
    pub(super) fn write(record: &Path, seats: &Seats) {
        let kept = Kept {
            owners: seats.owners.clone(),
            rematch: seats.rematch,
            rated: seats.rated,
            tournament: seats.tournament,
            id: seats.id,
        };
        let text = ron::to_string(&kept).unwrap_or_default();
        let _ = write_atomic(&owners_path(record), text.as_bytes());
    }
}

pub(super) fn owners_path(record: &Path) -> PathBuf {
    record.with_extension("owners.ron")
}

/// Removes a game's record and the owners kept beside it.
pub(super) fn remove_game_files(record: &Path) {
    let _ = std::fs::remove_file(owners_path(record));
    let _ = std::fs::remove_file(record);
}
