//! The autosave store: every game in progress is saved after each move to
//! the platform's data directory, so nothing is lost when the program or the
//! terminal dies; `--resume` picks up the latest game.

use crate::files::{FileError, load_record_with_players, write_atomic};
use crate::games::ka::Game;
use crate::record::Record;
use crate::record::Seating;
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

impl Store {
    /// Opens (creating if needed) the store in `dir`, and checks that it can
    /// be written.
    pub fn open(dir: &Path) -> Result<Store, FileError> {
        let games = dir.join("games");
        std::fs::create_dir_all(&games).map_err(|e| FileError::io(&games, &e))?;
        tempfile::tempfile_in(&games).map_err(|e| FileError::io(&games, &e))?;
        Ok(Store { games })
    }

    /// A fresh autosave slot for a game started at `now`.
    pub fn new_slot(&self, now: SystemTime) -> Autosave {
        let stem = format!("game-{}", timestamp(now));
        let mut path = self.games.join(format!("{stem}.ron"));
        let mut n = 2;
        while path.exists() {
            path = self.games.join(format!("{stem}-{n}.ron"));
            n += 1;
        }
        Autosave { path }
    }

    /// The most recently saved game, if any.
    pub fn latest(&self) -> Result<Option<PathBuf>, FileError> {
        let entries = std::fs::read_dir(&self.games).map_err(|e| FileError::io(&self.games, &e))?;
        let newest = entries
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "ron"))
            .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
            .max();
        Ok(newest.map(|(_, path)| path))
    }

    /// The latest game, who played it if the record says, and its slot, to
    /// go on autosaving where it was.
    pub fn resume(&self) -> Result<(Game, Option<Seating>, Autosave), FileError> {
        let path = self.latest()?.ok_or_else(|| FileError::Io {
            path: self.games.clone(),
            message: "no saved game to resume here yet".into(),
        })?;
        let (game, players) = load_record_with_players(&path)?;
        Ok((game, players, Autosave { path }))
    }
}

/// Where one game is autosaved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Autosave {
    path: PathBuf,
}

impl Autosave {
    /// A slot at a given path.
    pub fn at(path: PathBuf) -> Autosave {
        Autosave { path }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Saves a record of the game, replacing the previous save atomically.
    pub fn save(&self, record: &Record) -> Result<(), FileError> {
        write_atomic(&self.path, record.to_ron().as_bytes())
    }
}

/// `YYYYMMDD-HHMMSS` in UTC.
pub fn timestamp(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
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
mod tests {
    use super::*;
    use crate::games::ka::{Pattern, Rules, Setup};
    use std::time::Duration;

    #[test]
    fn timestamps_are_utc_calendar_times() {
        assert_eq!(timestamp(UNIX_EPOCH), "19700101-000000");
        let t = UNIX_EPOCH + Duration::from_secs(1_795_314_896);
        assert_eq!(timestamp(t), "20261122-023456");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400); // 2000-02-29
        assert_eq!(timestamp(leap), "20000229-000000");
    }

    #[test]
    fn an_autosaved_game_resumes_where_it_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let slot = store.new_slot(UNIX_EPOCH);
        let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
        for m in ["c", "i"] {
            game.play_notation(m).unwrap();
            slot.save(&Record::of(&game)).unwrap();
        }
        let (resumed, players, resumed_slot) = store.resume().unwrap();
        assert_eq!(players, None, "Record::of says nothing of the players");
        assert_eq!(resumed.position(), game.position());
        assert_eq!(resumed_slot, slot);
        // A second game started in the same second gets its own slot.
        let other = store.new_slot(UNIX_EPOCH);
        assert_ne!(other, slot);
    }

    #[test]
    fn resuming_an_empty_store_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let err = store.resume().unwrap_err().to_string();
        assert!(err.ends_with("no saved game to resume here yet"), "{err}");
    }
}
