//! Reading the user's files: bounded reads, and errors that name the file.

use crate::rules::setup::{MAX_SETUP_BYTES, Setup, SetupError};
use std::io::Read;
use std::path::{Path, PathBuf};

/// A file that could not be read or used.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("{path}: {message}")]
    Io { path: PathBuf, message: String },
    #[error("{path}: {error}")]
    Setup { path: PathBuf, error: SetupError },
}

/// Reads at most `limit + 1` bytes of a file, so an oversized file is
/// noticed without being read whole.
pub fn read_bounded(path: &Path, limit: usize) -> Result<Vec<u8>, FileError> {
    let io = |e: std::io::Error| FileError::Io {
        path: path.to_path_buf(),
        message: describe_io(&e),
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if meta.is_dir() {
        return Err(FileError::Io {
            path: path.to_path_buf(),
            message: "is a directory, not a file".into(),
        });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    Ok(bytes)
}

fn describe_io(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "permission denied".into(),
        std::io::ErrorKind::IsADirectory => "is a directory, not a file".into(),
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
