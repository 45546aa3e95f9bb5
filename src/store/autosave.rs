//! Where one game is autosaved: its own file, taken atomically at the first
//! save, and locked for as long as the game is played.

use super::lock::{GameLock, Locking};
use crate::files::{FileError, numbered, sync_dir, temp_beside, write_atomic};
use crate::record::{Record, ResultText, RulesText, SetupText};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// How many names a new game tries before giving up.
const NAMES_TRIED: u32 = 1000;

/// Where one game is autosaved. Clones share the same file and lock; the
/// lock goes when the last clone is dropped.
#[derive(Clone)]
pub struct Autosave {
    slot: Arc<Slot>,
}

struct Slot {
    /// The file wanted: the exact file of a resumed game, or the first name
    /// to try for a new one.
    wanted: PathBuf,
    /// A new game: take the first free name `wanted`, `…-2.ron`, …
    fresh: bool,
    /// The file this game writes, once taken, and its lock.
    taken: OnceLock<Taken>,
    /// One first save at a time.
    taking: Mutex<()>,
}

struct Taken {
    path: PathBuf,
    lock: GameLock,
}

impl Autosave {
    /// A slot writing exactly `path`, replacing what is there. The file is
    /// locked at the first save; if another pasang has it open, saving
    /// fails and nothing is written.
    pub fn at(path: PathBuf) -> Autosave {
        Autosave::new(path, false)
    }

    /// A new game's slot: at the first save it takes `first`, or
    /// `…-2.ron`, `…-3.ron`, … if that name is taken or open elsewhere.
    pub(crate) fn fresh(first: PathBuf) -> Autosave {
        Autosave::new(first, true)
    }

    /// The slot of a game whose lock is already held.
    pub(crate) fn held(path: PathBuf, lock: GameLock) -> Autosave {
        let slot = Autosave::new(path.clone(), false);
        let _ = slot.slot.taken.set(Taken { path, lock });
        slot
    }

    fn new(wanted: PathBuf, fresh: bool) -> Autosave {
        Autosave {
            slot: Arc::new(Slot {
                wanted,
                fresh,
                taken: OnceLock::new(),
                taking: Mutex::new(()),
            }),
        }
    }

    /// The game's file: the one written, or before the first save, the one
    /// it will be if nobody takes that name first.
    pub fn path(&self) -> &Path {
        self.slot.taken.get().map_or(&self.slot.wanted, |t| &t.path)
    }

    /// The lock that keeps other pasangs from writing this game, once the
    /// game has a file.
    pub fn lock(&self) -> Option<&GameLock> {
        self.slot.taken.get().map(|t| &t.lock)
    }

    /// Saves a record of the game, replacing the previous save atomically:
    /// a failure leaves the previous save whole.
    pub fn save<S: SetupText, R: RulesText, X: ResultText>(
        &self,
        record: &Record<S, R, X>,
    ) -> Result<(), FileError> {
        self.save_text(&record.to_ron())
    }

    /// Saves a record of either game, already written as RON text, as
    /// [`Autosave::save`] does.
    pub fn save_text(&self, bytes: &str) -> Result<(), FileError> {
        if let Some(taken) = self.slot.taken.get() {
            return write_atomic(&taken.path, bytes.as_bytes());
        }
        let _one = self.slot.taking.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(taken) = self.slot.taken.get() {
            return write_atomic(&taken.path, bytes.as_bytes());
        }
        let taken = if self.slot.fresh {
            take_new(&self.slot.wanted, bytes.as_bytes())?
        } else {
            take_existing(&self.slot.wanted, bytes.as_bytes())?
        };
        let _ = self.slot.taken.set(taken);
        Ok(())
    }
}

/// Locks `path` and writes it.
fn take_existing(path: &Path, bytes: &[u8]) -> Result<Taken, FileError> {
    match GameLock::try_lock(path) {
        Locking::Held(lock) => {
            write_atomic(path, bytes)?;
            Ok(Taken {
                path: path.to_path_buf(),
                lock,
            })
        }
        Locking::Busy => Err(FileError::InUse {
            path: path.to_path_buf(),
        }),
        Locking::Unavailable(e) => Err(e),
    }
}

/// Takes the first free name from `first` on and writes it. A name is
/// ours once we hold its lock and have renamed the bytes onto it without
/// replacing a file: two games can never share one.
fn take_new(first: &Path, bytes: &[u8]) -> Result<Taken, FileError> {
    let dir = match first.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let stem = first
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    // The folder is made only now, when there is a game to keep.
    std::fs::create_dir_all(dir).map_err(|e| FileError::io(&crate::files::shown_dir(dir), e))?;
    let mut tmp = temp_beside(first, bytes)?;
    for n in 1..=NAMES_TRIED {
        let path = dir.join(numbered(&stem, n));
        let lock = match GameLock::try_lock(&path) {
            Locking::Held(lock) => lock,
            Locking::Busy => continue,
            Locking::Unavailable(e) => return Err(e),
        };
        match tmp.persist_noclobber(&path) {
            Ok(_) => {
                sync_dir(&path);
                return Ok(Taken { path, lock });
            }
            // An older game, not open anywhere: keep it, try the next name.
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => tmp = e.file,
            Err(e) => return Err(FileError::io(&crate::files::shown_dir(&path), e.error)),
        }
    }
    Err(FileError::NamesTaken {
        first: crate::files::shown_dir(first),
        tried: NAMES_TRIED,
    })
}

impl std::fmt::Debug for Autosave {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Autosave")
            .field("path", &self.path())
            .field("locked", &self.lock().is_some())
            .finish()
    }
}

/// Two slots are the same when they write the same file.
impl PartialEq for Autosave {
    fn eq(&self, other: &Autosave) -> bool {
        self.path() == other.path()
    }
}

impl Eq for Autosave {}
