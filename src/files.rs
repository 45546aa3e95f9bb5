//! Reading and writing the user's files: bounded reads, writes that never
//! leave a half-written file, and errors that name the file.

use crate::games::ka::Game;
use crate::games::ka::setup::{MAX_SETUP_BYTES, Setup, SetupError};
use crate::record::{MAX_RECORD_BYTES, Record, RecordError};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// A file that could not be read, written or used.
#[derive(Debug)]
pub enum FileError {
    Io {
        path: PathBuf,
        message: String,
    },
    Setup {
        path: PathBuf,
        error: SetupError,
    },
    Record {
        path: PathBuf,
        error: Box<RecordError>,
    },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Io { path, message } => write!(f, "{}: {message}", path.display()),
            FileError::Setup { path, error } => write!(f, "{}: {error}", path.display()),
            FileError::Record { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    pub(crate) fn io(path: &Path, e: &std::io::Error) -> FileError {
        FileError::Io {
            path: path.to_path_buf(),
            message: describe_io(e),
        }
    }
}

/// Reads at most `limit + 1` bytes of a file, so an oversized file is
/// noticed without being read whole.
pub fn read_bounded(path: &Path, limit: usize) -> Result<Vec<u8>, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| FileError::io(path, &e))?;
    if meta.is_dir() {
        return Err(FileError::Io {
            path: path.to_path_buf(),
            message: "is a directory, not a file".into(),
        });
    }
    let file = std::fs::File::open(path).map_err(|e| FileError::io(path, &e))?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::io(path, &e))?;
    Ok(bytes)
}

fn describe_io(e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => "no such file or directory".into(),
        PermissionDenied => "permission denied".into(),
        IsADirectory => "is a directory, not a file".into(),
        NotADirectory => "a part of the path is not a directory".into(),
        ReadOnlyFilesystem => "the file system is read-only".into(),
        StorageFull => "the disk is full".into(),
        _ => e.to_string(),
    }
}

/// Reads and checks a setup file.
pub fn load_setup(path: &Path) -> Result<Setup, FileError> {
    let bytes = read_bounded(path, MAX_SETUP_BYTES)?;
    Setup::from_ron_bytes(&bytes).map_err(|error| FileError::Setup {
        path: path.to_path_buf(),
        error,
    })
}

/// Reads a game record and replays it.
pub fn load_record(path: &Path) -> Result<Game, FileError> {
    load_record_with_players(path).map(|(game, _)| game)
}

/// Reads a game record and replays it, with who played it if it says.
pub fn load_record_with_players(
    path: &Path,
) -> Result<(Game, Option<crate::record::Seating>), FileError> {
    let bytes = read_bounded(path, MAX_RECORD_BYTES)?;
    Record::load_with_players(&bytes).map_err(|error| FileError::Record {
        path: path.to_path_buf(),
        error: Box::new(error),
    })
}

/// A temporary file beside `path`, written and flushed to disk.
fn temp_beside(path: &Path, bytes: &[u8]) -> Result<tempfile::NamedTempFile, FileError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".pasang-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| FileError::io(dir, &e))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| FileError::io(path, &e))?;
    Ok(tmp)
}

/// Makes a rename durable (best effort: not every platform can sync a
/// directory).
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = std::fs::File::open(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        })
    {
        let _ = d.sync_all();
    }
}

/// Replaces `path` with `bytes` atomically: the bytes go to a temporary file
/// in the same directory, which is then renamed over `path`. A crash leaves
/// either the old file or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let tmp = temp_beside(path, bytes)?;
    tmp.persist(path)
        .map_err(|e| FileError::io(path, &e.error))?;
    sync_dir(path);
    Ok(())
}

/// Writes `bytes` to a new file `dir/STEM.ron`, or `STEM-2.ron`, … if that
/// exists: an existing file is never overwritten. Returns the path.
pub fn write_new(dir: &Path, stem: &str, bytes: &[u8]) -> Result<PathBuf, FileError> {
    let first = dir.join(format!("{stem}.ron"));
    let mut tmp = temp_beside(&first, bytes)?;
    for n in 1..1000 {
        let path = if n == 1 {
            first.clone()
        } else {
            dir.join(format!("{stem}-{n}.ron"))
        };
        match tmp.persist_noclobber(&path) {
            Ok(_) => {
                sync_dir(&path);
                return Ok(path);
            }
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => tmp = e.file,
            Err(e) => return Err(FileError::io(&path, &e.error)),
        }
    }
    Err(FileError::Io {
        path: first,
        message: "too many files with this name already".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_atomic_replaces_and_leaves_no_temporary_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.ron");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1);
    }

    #[test]
    fn write_new_never_overwrites() {
        let dir = tempfile::tempdir().unwrap();
        let a = write_new(dir.path(), "pasang-game", b"a").unwrap();
        let b = write_new(dir.path(), "pasang-game", b"b").unwrap();
        assert_eq!(a.file_name().unwrap(), "pasang-game.ron");
        assert_eq!(b.file_name().unwrap(), "pasang-game-2.ron");
        assert_eq!(std::fs::read(&a).unwrap(), b"a");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}
