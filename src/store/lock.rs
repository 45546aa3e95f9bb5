//! The lock that marks a game file as open in a running pasang: an
//! exclusive lock on `.NAME.ron.lock` beside the game, held while the game
//! is played and released (and the lock file removed) when it ends. The
//! operating system drops the lock when the process dies, so a crash never
//! leaves a game locked.

use crate::files::FileError;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// A held lock on one game file.
#[derive(Debug)]
pub struct GameLock {
    lock_path: PathBuf,
    // Held only to keep the lock; closing it releases the lock.
    _file: File,
}

/// What trying to lock a game gave.
#[derive(Debug)]
pub enum Locking {
    /// The game is now ours to write.
    Held(GameLock),
    /// Another pasang (or another game in this one) has it open.
    Busy,
    /// No lock can be made here (a read-only folder, for one): the game can
    /// be read, not written.
    Unavailable(FileError),
}

/// `dir/.NAME.ron.lock` for `dir/NAME.ron`.
pub fn lock_path(game: &Path) -> PathBuf {
    let name = game.file_name().unwrap_or_default().to_string_lossy();
    game.with_file_name(format!(".{name}.lock"))
}

impl GameLock {
    /// Takes the lock on `game` without waiting.
    pub fn try_lock(game: &Path) -> Locking {
        let lock_path = lock_path(game);
        // A holder removes its lock file as it lets go; if that happened
        // between our opening the file and locking it, we hold a lock on a
        // file nobody else will see: try again on the new one.
        loop {
            let mut options = OpenOptions::new();
            options.read(true).write(true).create(true).truncate(false);
            // Whatever sits at the lock's name, opening it must not wait.
            crate::files::without_waiting(&mut options);
            let file = match options.open(&lock_path) {
                Ok(file) => file,
                Err(error) => {
                    return match is_locked_elsewhere(game) {
                        true => Locking::Busy,
                        false => Locking::Unavailable(FileError::io(&folder_of(game), error)),
                    };
                }
            };
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Locking::Busy,
                Err(TryLockError::Error(error)) => {
                    return Locking::Unavailable(FileError::io(&folder_of(game), error));
                }
            }
            if still_named(&file, &lock_path) {
                return Locking::Held(GameLock {
                    lock_path,
                    _file: file,
                });
            }
        }
    }
}

/// The game's folder, in full, for errors: the lock file is ours, not the
/// player's, so a failure is about the folder.
fn folder_of(game: &Path) -> PathBuf {
    let dir = match game.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    crate::files::shown_dir(dir)
}

impl Drop for GameLock {
    fn drop(&mut self) {
        // Removed while still locked, so no one can be holding it; the lock
        // itself goes when the file closes, just after.
        #[cfg(unix)]
        let _ = std::fs::remove_file(&self.lock_path);
        #[cfg(not(unix))]
        let _ = &self.lock_path;
    }
}

/// Whether the file at `path` is still the open `file`.
fn still_named(file: &File, path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (file.metadata(), std::fs::metadata(path)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        // Lock files are never removed here, so the name cannot move.
        let _ = (file, path);
        true
    }
}

/// Whether a running pasang holds the lock on `game`. Creates nothing, so
/// it works in a folder that cannot be written.
pub fn is_locked_elsewhere(game: &Path) -> bool {
    let mut options = OpenOptions::new();
    options.read(true);
    crate::files::without_waiting(&mut options);
    let Ok(file) = options.open(lock_path(game)) else {
        return false;
    };
    // A shared lock conflicts only with a holder's exclusive one, so two
    // pasangs looking at the same time do not see each other.
    match file.try_lock_shared() {
        Ok(()) => false,
        Err(TryLockError::WouldBlock) => true,
        Err(TryLockError::Error(_)) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lock_is_exclusive_until_dropped_and_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("game-1.ron");
        assert_eq!(lock_path(&game), dir.path().join(".game-1.ron.lock"));
        let Locking::Held(first) = GameLock::try_lock(&game) else {
            panic!("a free game can be locked")
        };
        assert!(matches!(GameLock::try_lock(&game), Locking::Busy));
        assert!(is_locked_elsewhere(&game));
        drop(first);
        assert!(!is_locked_elsewhere(&game));
        assert!(!lock_path(&game).exists(), "the lock file is removed");
        assert!(matches!(GameLock::try_lock(&game), Locking::Held(_)));
    }

    #[test]
    fn many_threads_locking_one_game_get_one_lock() {
        let dir = tempfile::tempdir().unwrap();
        let game = dir.path().join("game.ron");
        for _ in 0..20 {
            let barrier = std::sync::Barrier::new(8);
            let held = std::sync::atomic::AtomicUsize::new(0);
            std::thread::scope(|s| {
                for _ in 0..8 {
                    s.spawn(|| {
                        barrier.wait();
                        if let Locking::Held(lock) = GameLock::try_lock(&game) {
                            held.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            // Everyone has tried before anyone lets go.
                            barrier.wait();
                            drop(lock);
                        } else {
                            barrier.wait();
                        }
                    });
                }
            });
            assert_eq!(held.into_inner(), 1);
        }
    }
}
