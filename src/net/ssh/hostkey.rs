//! The server's host key: made once, kept in the data directory.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::LineEnding;
use russh::keys::{Algorithm, HashAlg, PrivateKey};

/// The host key's file name in the directory given to the server.
pub const HOST_KEY_FILE: &str = "ssh_host_ed25519_key";

/// The host key in `dir`, made (owner-only, OpenSSH format) if there is
/// none. A key file that exists is never overwritten: when two servers
/// start at once, one key wins and both load it.
pub fn load_or_create(dir: &Path) -> io::Result<PrivateKey> {
    let path = dir.join(HOST_KEY_FILE);
    if !path.exists() {
        fs::create_dir_all(dir)?;
        let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519)
            .map_err(|e| io::Error::other(format!("making a host key: {e}")))?;
        let text = key
            .to_openssh(LineEnding::LF)
            .map_err(|e| io::Error::other(format!("writing a host key: {e}")))?;
        // tempfile creates its files readable by the owner only (0600).
        let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
        tmp.write_all(text.as_bytes())?;
        tmp.as_file().sync_all()?;
        match tmp.persist_noclobber(&path) {
            Ok(_) => {}
            // Another server was quicker: its key is the one.
            Err(e) if e.error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e.error),
        }
    }
    load(&path)
}

fn load(path: &Path) -> io::Result<PrivateKey> {
    let bad = |why: String| BadHostKey {
        path: path.to_path_buf(),
        why,
    };
    let text = fs::read_to_string(path).map_err(|e| match e.kind() {
        io::ErrorKind::InvalidData => {
            io::Error::new(io::ErrorKind::InvalidData, bad("not text".to_string()))
        }
        _ => io::Error::new(e.kind(), bad(e.to_string())),
    })?;
    PrivateKey::from_openssh(&text)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, bad(e.to_string())))
}

/// The SHA-256 fingerprint of a host key (`SHA256:…`), as `ssh` shows it
/// when it first meets the server.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// The fingerprint of the host key kept in `dir` (made if there is none
/// yet), for the host to show next to the `ssh` command.
pub fn host_fingerprint(dir: &Path) -> io::Result<String> {
    load_or_create(dir).map(|key| fingerprint(&key))
}

/// A host key file that could not be read as one.
#[derive(Debug)]
pub struct BadHostKey {
    /// The file.
    pub path: PathBuf,
    /// What was wrong, from the key parser.
    pub why: String,
}

impl std::fmt::Display for BadHostKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display().to_string();
        let text = crate::tr!("ssh-bad-host-key", path = path, why = self.why.clone());
        f.write_str(&text)
    }
}

impl std::error::Error for BadHostKey {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;
    use std::sync::{Arc, Barrier};

    #[test]
    fn a_key_is_made_owner_only_and_kept_across_restarts() {
        let dir = tempfile::tempdir().unwrap();
        let first = load_or_create(dir.path()).unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        let bytes = fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"-----BEGIN OPENSSH PRIVATE KEY-----"));
        let again = host_fingerprint(dir.path()).unwrap();
        assert_eq!(again, fingerprint(&first));
        assert_eq!(fs::read(&path).unwrap(), bytes, "never rewritten");
        assert!(fingerprint(&first).starts_with("SHA256:"));
    }

    #[test]
    fn servers_starting_at_once_end_with_one_key() {
        let dir = tempfile::tempdir().unwrap();
        let barrier = Arc::new(Barrier::new(6));
        let threads: Vec<_> = (0..6)
            .map(|_| {
                let (dir, barrier) = (dir.path().to_path_buf(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    fingerprint(&load_or_create(&dir).unwrap())
                })
            })
            .collect();
        let prints: Vec<String> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        assert!(prints.iter().all(|p| *p == prints[0]), "{prints:?}");
        let on_disk = fingerprint(&load(&dir.path().join(HOST_KEY_FILE)).unwrap());
        assert_eq!(on_disk, prints[0]);
        let files = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(files, 1, "no temporary files left");
    }

    #[test]
    fn a_garbage_key_file_is_an_error_naming_it_and_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        fs::write(&path, "not a key\n").unwrap();
        let err = load_or_create(dir.path()).unwrap_err();
        assert!(
            err.to_string().contains(&path.display().to_string()),
            "{err}"
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), "not a key\n");
        fs::write(&path, [0xff, 0xfe, 0]).unwrap();
        let err = load_or_create(dir.path()).unwrap_err();
        assert!(err.to_string().contains(HOST_KEY_FILE), "{err}");
    }
}
