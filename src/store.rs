//! The autosave store: every game in progress is saved after each move to
//! its own file in the data directory, so nothing is lost when the program
//! or the terminal dies. `pasang games` lists the saved games; `--resume`
//! picks up the newest good one, or the one asked for.
//!
//! A game being played holds a lock on its file (see [`lock`]), so a second
//! pasang never writes it: `--resume` passes over it, and names it.

mod autosave;
pub mod launch;
pub mod lock;

pub use autosave::Autosave;
pub use lock::GameLock;

use crate::files::{FileError, load_record_with_players, shown_dir};
use crate::games::{AnyGame, AnyOutcome, AnyRules, Seat};
use crate::record::Seating;
use lock::Locking;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_ENV: &str = "PASANG_DATA_DIR";

/// Where the autosaved games live: `DIR/games/*.ron`.
#[derive(Clone, Debug)]
pub struct Store {
    games: PathBuf,
}

/// The data directory: `explicit` (`--data-dir`), else `$PASANG_DATA_DIR`,
/// else the platform's data directory (`$XDG_DATA_HOME/pasang` or
/// `~/.local/share/pasang` on Linux).
pub fn data_dir(explicit: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = explicit {
        return Some(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    dirs::data_dir().map(|d| d.join("pasang"))
}

/// One saved game, as `pasang games` lists it.
#[derive(Debug)]
pub struct SavedGame {
    /// Its place in the list, 1 for the most recently saved.
    pub number: usize,
    pub path: PathBuf,
    /// When it was last saved.
    pub saved: SystemTime,
    /// A running pasang has it open (this one too, if it does).
    pub open_elsewhere: bool,
    /// What the game is, or why it cannot be read.
    pub game: Result<GameSummary, FileError>,
}

/// What a saved game is: enough to recognise it in a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub setup: String,
    /// The game's rules, which say which game it is.
    pub rules: AnyRules,
    /// Who played, if the record says.
    pub players: Option<Seating>,
    pub moves: usize,
    /// Each seat's points now, in turn order.
    pub scores: Vec<(Seat, u16)>,
    /// Who is to move; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// How it ended by its rules, once it has.
    pub outcome: Option<AnyOutcome>,
    /// How it ended outside its rules, if it did.
    pub ended: Option<crate::games::Ending>,
}

impl GameSummary {
    /// What `game` is, played by `players`.
    pub fn of(loaded: crate::record::Loaded) -> GameSummary {
        let crate::record::Loaded {
            game,
            players,
            ended,
            ..
        } = loaded;
        GameSummary {
            setup: game.setup_name().to_string(),
            rules: game.rules(),
            players,
            moves: game.ply(),
            scores: game.scores(),
            to_move: game.to_move().filter(|_| ended.is_none()),
            outcome: game.outcome(),
            ended,
        }
    }
}

/// Which saved game to resume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// Its number in the list of saved games, 1 for the newest.
    Number(usize),
    /// Its file, in the games folder (a bare name is looked for there).
    File(PathBuf),
}

/// A game picked up from the store.
#[derive(Debug)]
pub struct Resumed {
    pub game: AnyGame,
    /// Who played, if the record says.
    pub players: Option<Seating>,
    /// How it ended outside its rules, if it did.
    pub ended: Option<crate::games::Ending>,
    /// Its clock and the times left, if it is played on one.
    pub clock: Option<crate::record::ClockRecord>,
    /// Where it goes on being saved (holding its lock), or why it cannot be
    /// (a folder that cannot be written): then it is played unsaved.
    pub autosave: Result<Autosave, FileError>,
    /// Newer games passed over, and why.
    pub skipped: Vec<Skipped>,
    /// The game's file.
    pub path: PathBuf,
}

/// A saved game passed over by `--resume`; its file is left as it is.
#[derive(Debug)]
pub struct Skipped {
    pub path: PathBuf,
    pub why: SkipReason,
}

/// Why a saved game was passed over.
#[derive(Debug)]
pub enum SkipReason {
    /// Another pasang is playing it.
    OpenElsewhere,
    /// It cannot be read as a game: empty, damaged, not a file, …
    Unreadable(FileError),
}

impl Resumed {
    /// Whether the game is over, by its rules or outside them.
    pub fn is_over(&self) -> bool {
        self.ended.is_some() || self.game.to_move().is_none()
    }
}

/// Why no game could be resumed.
#[derive(Debug)]
pub enum ResumeError {
    /// The games folder could not be read.
    Folder(FileError),
    /// No saved game can be resumed; the ones passed over, and why, and
    /// how many are over.
    NothingToResume {
        folder: PathBuf,
        skipped: Vec<Skipped>,
        over: usize,
    },
    /// `--resume N` beyond the list.
    NoSuchNumber {
        number: usize,
        count: usize,
        folder: PathBuf,
    },
    /// `--resume FILE` for a file outside the games folder.
    NotInStore { path: PathBuf, folder: PathBuf },
    /// The game asked for is open in another pasang.
    OpenElsewhere { path: PathBuf },
    /// The game asked for cannot be read.
    Unreadable(FileError),
}

impl std::error::Error for ResumeError {}

/// Why a saved game was not deleted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeleteError {
    /// A running pasang has it open.
    OpenElsewhere,
    /// The file, or its lock, could not be removed or made.
    Io(std::io::ErrorKind),
}

impl Store {
    /// The store in `dir`, checked to be writable. Nothing is created: the
    /// games folder is made at the first save.
    pub fn open(dir: &Path) -> Result<Store, FileError> {
        let store = Store::at(dir);
        store.check_writable()?;
        Ok(store)
    }

    /// The store in `dir`, to read: nothing is checked or created.
    pub fn at(dir: &Path) -> Store {
        Store {
            games: dir.join("games"),
        }
    }

    /// The folder the games are saved in.
    pub fn folder(&self) -> &Path {
        &self.games
    }

    /// Whether games can be saved here: the games folder, or the nearest
    /// folder above it that exists (where it would be made), takes a file.
    pub fn check_writable(&self) -> Result<(), FileError> {
        let mut dir = self.games.clone();
        loop {
            match std::fs::metadata(&dir) {
                Ok(meta) if meta.is_dir() => {
                    // Made and removed at once: the only sure test.
                    return tempfile::tempfile_in(&dir)
                        .map(drop)
                        .map_err(|e| FileError::io(&shown_dir(&self.games), e));
                }
                Ok(_) => return Err(FileError::NotAFolder { path: dir }),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => match dir.parent() {
                    Some(up) if !up.as_os_str().is_empty() => dir = up.to_path_buf(),
                    _ if dir != Path::new(".") && dir.is_relative() => dir = PathBuf::from("."),
                    _ => return Err(FileError::io(&shown_dir(&self.games), e)),
                },
                Err(e) => return Err(FileError::io(&dir, e)),
            }
        }
    }

    /// A fresh autosave slot for a game started at `now`. Nothing is
    /// written until the first save, which takes a file of its own.
    pub fn new_slot(&self, now: SystemTime) -> Autosave {
        Autosave::fresh(self.games.join(format!("game-{}.ron", timestamp(now))))
    }

    /// The game files, most recently saved first (ties: by name, the later
    /// first). A missing folder holds no games.
    fn files(&self) -> Result<Vec<(PathBuf, SystemTime)>, FileError> {
        let entries = match std::fs::read_dir(&self.games) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(FileError::io(&self.games, e)),
        };
        let mut files: Vec<(PathBuf, SystemTime)> = entries
            .filter_map(Result::ok)
            .filter(|e| {
                let name = e.file_name();
                let name = name.to_string_lossy();
                // Hidden files are our locks and temporary files.
                name.ends_with(".ron") && !name.starts_with('.')
            })
            .map(|e| {
                let path = e.path();
                // Follows a link, without opening anything.
                let saved = std::fs::metadata(&path)
                    .and_then(|m| m.modified())
                    .unwrap_or(UNIX_EPOCH);
                (path, saved)
            })
            .collect();
        files.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| b.0.cmp(&a.0)));
        Ok(files)
    }

    /// Every saved game, most recently saved first, numbered from 1.
    /// Damaged files are listed too, with what is wrong.
    pub fn games(&self) -> Result<Vec<SavedGame>, FileError> {
        Ok(self
            .files()?
            .into_iter()
            .enumerate()
            .map(|(i, (path, saved))| SavedGame {
                number: i + 1,
                open_elsewhere: lock::is_locked_elsewhere(&path),
                game: load_record_with_players(&path).map(GameSummary::of),
                path,
                saved,
            })
            .collect())
    }

    /// Deletes the saved game at `path` for good. It is deleted under its
    /// lock, as a game played is written, so that no pasang opens it
    /// meanwhile; while one has it open, it is left as it is.
    pub fn delete(&self, path: &Path) -> Result<(), DeleteError> {
        match GameLock::try_lock(path) {
            Locking::Held(lock) => {
                let removed = std::fs::remove_file(path).map_err(|e| DeleteError::Io(e.kind()));
                drop(lock);
                removed
            }
            Locking::Busy => Err(DeleteError::OpenElsewhere),
            Locking::Unavailable(FileError::Io { error, .. }) => Err(DeleteError::Io(error.kind())),
            Locking::Unavailable(_) => Err(DeleteError::Io(std::io::ErrorKind::Other)),
        }
    }

    /// Deletes the saved games in which no move was played, as
    /// [`Store::delete`] does (one open in another pasang stays); how many.
    pub fn prune(&self) -> Result<usize, FileError> {
        let empty = (self.games()?.into_iter())
            .filter(|g| !g.open_elsewhere && g.game.as_ref().is_ok_and(|s| s.moves == 0));
        Ok(empty.filter(|g| self.delete(&g.path).is_ok()).count())
    }

    /// The most recently saved game that can be read and is not open in
    /// another pasang; the newer ones passed over are named in
    /// [`Resumed::skipped`], and left as they are.
    pub fn resume(&self) -> Result<Resumed, ResumeError> {
        let mut skipped = Vec::new();
        let mut over = 0;
        for (path, _) in self.files().map_err(ResumeError::Folder)? {
            match self.take(&path) {
                // A game that is over is there to replay or review, not to
                // go on with: `pasang games` lists it and `--resume N`
                // opens it.
                Ok(resumed) if resumed.is_over() => over += 1,
                Ok(mut resumed) => {
                    resumed.skipped = skipped;
                    return Ok(resumed);
                }
                Err(why) => skipped.push(Skipped { path, why }),
            }
        }
        Err(ResumeError::NothingToResume {
            folder: self.games.clone(),
            skipped,
            over,
        })
    }

    /// The game asked for: by its number in [`Store::games`], or its file.
    pub fn resume_game(&self, which: &GameChoice) -> Result<Resumed, ResumeError> {
        let path = match which {
            GameChoice::Number(number) => {
                let files = self.files().map_err(ResumeError::Folder)?;
                let count = files.len();
                match number.checked_sub(1).and_then(|i| files.into_iter().nth(i)) {
                    Some((path, _)) => path,
                    None => {
                        return Err(ResumeError::NoSuchNumber {
                            number: *number,
                            count,
                            folder: self.games.clone(),
                        });
                    }
                }
            }
            GameChoice::File(path) => self.in_folder(path)?,
        };
        self.take(&path).map_err(|why| match why {
            SkipReason::OpenElsewhere => ResumeError::OpenElsewhere { path },
            SkipReason::Unreadable(e) => ResumeError::Unreadable(e),
        })
    }

    /// `path` as a game of this store: a bare name is looked for in the
    /// games folder; any other path must lead there.
    fn in_folder(&self, path: &Path) -> Result<PathBuf, ResumeError> {
        let bare = path.parent().is_some_and(|p| p.as_os_str().is_empty());
        let path = if bare && !path.exists() {
            self.games.join(path)
        } else {
            path.to_path_buf()
        };
        let folder_of = |p: &Path| {
            p.parent()
                .map(|d| {
                    if d.as_os_str().is_empty() {
                        Path::new(".")
                    } else {
                        d
                    }
                })
                .and_then(|d| d.canonicalize().ok())
        };
        match (folder_of(&path), self.games.canonicalize()) {
            (Some(a), Ok(b)) if a == b => Ok(path),
            (_, Err(e)) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(ResumeError::Folder(FileError::io(&self.games, e)))
            }
            _ => Err(ResumeError::NotInStore {
                path,
                folder: self.games.clone(),
            }),
        }
    }

    /// Locks a game and reads it, once locked, so that what is read is what
    /// this pasang goes on from.
    fn take(&self, path: &Path) -> Result<Resumed, SkipReason> {
        let autosave = match GameLock::try_lock(path) {
            Locking::Held(lock) => Ok(Autosave::held(path.to_path_buf(), lock)),
            Locking::Busy => return Err(SkipReason::OpenElsewhere),
            Locking::Unavailable(e) => Err(e),
        };
        // On failure the lock goes with `autosave`.
        let loaded = load_record_with_players(path).map_err(SkipReason::Unreadable)?;
        Ok(Resumed {
            game: loaded.game,
            players: loaded.players,
            ended: loaded.ended,
            clock: loaded.clock,
            autosave,
            skipped: Vec::new(),
            path: path.to_path_buf(),
        })
    }
}

/// Clears what pasangs killed mid-write (`kill -9`, a power cut) left in
/// the data directory `dir`: old temporary files of saves, in it and in its
/// games folder, and the lock files of games that nobody has open. Best
/// effort: what cannot be removed stays, and nothing is reported.
pub fn clear_leftovers(dir: &Path, now: SystemTime) {
    let games = Store::at(dir).games;
    crate::files::clear_temp_files(dir, now);
    crate::files::clear_temp_files(&games, now);
    let Ok(entries) = std::fs::read_dir(&games) else {
        return;
    };
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some(game) = name
            .to_str()
            .and_then(|n| n.strip_prefix('.'))
            .and_then(|n| n.strip_suffix(".lock"))
            .filter(|n| n.ends_with(".ron") && !n.starts_with('.'))
        else {
            continue;
        };
        let game = games.join(game);
        if lock::lock_path(&game) != entry.path() || !crate::files::is_old_file(&entry.path(), now)
        {
            continue;
        }
        // Taken and let go as a game's lock always is, which removes the
        // file while holding it: anyone who opened the old file meanwhile
        // finds, once they hold it, that it is no longer the one named,
        // and takes a new one (see `GameLock::try_lock`). So removing it
        // never lets two pasangs write one game; at worst one that tries
        // this game's lock in the same instant is told it is open. A lock
        // held by a running pasang is left alone.
        if let Locking::Held(lock) = GameLock::try_lock(&game) {
            drop(lock);
        }
    }
}

/// `YYYYMMDD-HHMMSS` in UTC.
pub fn timestamp(t: SystemTime) -> String {
    let [y, m, d, h, min, s] = utc(t);
    format!("{y:04}{m:02}{d:02}-{h:02}{min:02}{s:02}")
}

/// Year, month, day, hour, minute and second in UTC.
pub fn utc(t: SystemTime) -> [u64; 6] {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    [
        y.max(0) as u64,
        u64::from(m),
        u64::from(d),
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
    ]
}

/// Days since 1970-01-01 to a (year, month, day) in the Gregorian calendar
/// (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests;
