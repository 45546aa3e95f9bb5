//! The server's host key: made once, kept in the data directory.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::{self, LineEnding};
use russh::keys::{Algorithm, HashAlg, PrivateKey};

use crate::files::{FileError, FileKind};

/// The most a host key file may hold: an Ed25519 key in OpenSSH's format
/// is about 400 bytes, with a long comment still far below this.
pub const MAX_HOST_KEY_BYTES: usize = 16 * 1024;

/// The host key's file name in the directory given to the server.
pub const HOST_KEY_FILE: &str = "ssh_host_ed25519_key";

/// The host key in `dir`, made (owner-only, OpenSSH format) if there is
/// none. A key file that exists is never overwritten: when two servers
/// start at once, one key wins and both load it.
pub fn load_or_create(dir: &Path) -> io::Result<PrivateKey> {
    let path = dir.join(HOST_KEY_FILE);
    if !path.exists() {
        make(dir, &path).map_err(|problem| {
            let kind = match &problem {
                MakeProblem::Io(e) => e.kind(),
                MakeProblem::Key(_) => io::ErrorKind::Other,
            };
            let path = path.clone();
            io::Error::new(kind, HostKeyNotMade { path, problem })
        })?;
    }
    load(&path)
}

/// Makes a new key at `path`, unless another server has just made one.
fn make(dir: &Path, path: &Path) -> Result<(), MakeProblem> {
    fs::create_dir_all(dir).map_err(MakeProblem::Io)?;
    let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).map_err(MakeProblem::Key)?;
    let text = key.to_openssh(LineEnding::LF).map_err(MakeProblem::Key)?;
    // tempfile creates its files readable by the owner only (0600);
    // named as the program's others, one left by a crash is cleared.
    let tmp = crate::files::temp_beside(path, text.as_bytes()).map_err(|e| match e {
        FileError::Io { error, .. } => MakeProblem::Io(error),
        other => MakeProblem::Io(io::Error::other(other)),
    })?;
    match tmp.persist_noclobber(path) {
        Ok(_) => Ok(()),
        // Another server was quicker: its key is the one.
        Err(e) if e.error.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(MakeProblem::Io(e.error)),
    }
}

fn load(path: &Path) -> io::Result<PrivateKey> {
    let bad = |problem: HostKeyProblem| {
        let kind = match &problem {
            HostKeyProblem::Io(e) => e.kind(),
            _ => io::ErrorKind::InvalidData,
        };
        io::Error::new(
            kind,
            BadHostKey {
                path: path.to_path_buf(),
                problem,
            },
        )
    };
    // Through the bounded reader of regular files, as every other file.
    let bytes = crate::files::read_bounded(path, MAX_HOST_KEY_BYTES).map_err(|e| match e {
        FileError::NotRegular { kind, .. } => bad(HostKeyProblem::NotRegular(kind)),
        FileError::Io { error, .. } => bad(HostKeyProblem::Io(error)),
        other => bad(HostKeyProblem::Io(io::Error::other(other))),
    })?;
    if bytes.len() > MAX_HOST_KEY_BYTES {
        return Err(bad(HostKeyProblem::TooLarge {
            limit: MAX_HOST_KEY_BYTES,
        }));
    }
    let text = String::from_utf8(bytes).map_err(|_| bad(HostKeyProblem::NotText))?;
    PrivateKey::from_openssh(&text).map_err(|e| bad(HostKeyProblem::NotAKey(e)))
}

/// The SHA-256 fingerprint of a host key (`SHA256:…`), as `ssh` shows it
/// when it first meets the server.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// The fingerprint (`SHA256:…`) of the public key written in OpenSSH's
/// form in `text` (a `.pub` file's line), if it is one.
pub fn public_fingerprint(text: &str) -> Option<String> {
    let key = ssh_key::PublicKey::from_openssh(text.trim()).ok()?;
    Some(key.fingerprint(HashAlg::Sha256).to_string())
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
    /// What was wrong with it.
    pub problem: HostKeyProblem,
}

/// What was wrong with a host key file.
#[derive(Debug)]
pub enum HostKeyProblem {
    /// Not a regular file: a named pipe would wait for a writer, a device
    /// may never end.
    NotRegular(FileKind),
    /// The system refused to open or read it.
    Io(io::Error),
    /// Larger than any host key: refused without reading it whole.
    TooLarge { limit: usize },
    /// Not UTF-8 text.
    NotText,
    /// Not an OpenSSH private key (the parser's reason, for debugging:
    /// its words are English only).
    NotAKey(ssh_key::Error),
}

/// A host key that could not be made.
#[derive(Debug)]
pub struct HostKeyNotMade {
    /// The file it was to be.
    pub path: PathBuf,
    /// What went wrong.
    pub problem: MakeProblem,
}

/// Why a host key could not be made.
#[derive(Debug)]
pub enum MakeProblem {
    /// The system refused to make its folder or write its file.
    Io(io::Error),
    /// The key library could not make the key or write it out in
    /// OpenSSH's format (its reason, for debugging).
    Key(ssh_key::Error),
}

impl std::fmt::Display for BadHostKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = crate::shown::printable_path(&self.path);
        let why = match &self.problem {
            HostKeyProblem::NotRegular(kind) => {
                crate::tr!("ssh-host-key-not-a-file", kind = kind.to_string())
            }
            HostKeyProblem::Io(e) => crate::messages::files::io_problem(e),
            HostKeyProblem::TooLarge { limit } => {
                crate::tr!("ssh-host-key-too-large", limit = *limit)
            }
            HostKeyProblem::NotText => crate::tr!("ssh-host-key-not-text"),
            HostKeyProblem::NotAKey(_) => crate::tr!("ssh-host-key-not-openssh"),
        };
        f.write_str(&crate::tr!("ssh-bad-host-key", path = path, why = why))
    }
}

impl std::error::Error for BadHostKey {}

impl std::fmt::Display for HostKeyNotMade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = crate::shown::printable_path(&self.path);
        let why = match &self.problem {
            MakeProblem::Io(e) => crate::messages::files::io_problem(e),
            MakeProblem::Key(_) => crate::tr!("ssh-host-key-library"),
        };
        f.write_str(&crate::tr!("ssh-host-key-not-made", path = path, why = why))
    }
}

impl std::error::Error for HostKeyNotMade {}

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

    /// What was wrong, from a load's error.
    fn problem(err: &io::Error) -> &HostKeyProblem {
        let bad = err.get_ref().and_then(|e| e.downcast_ref::<BadHostKey>());
        &bad.unwrap_or_else(|| panic!("not a bad host key: {err}"))
            .problem
    }

    /// Loads the key in `dir` on a thread of its own: its result, or `None`
    /// if it has not come within ten seconds (the thread is left waiting).
    fn load_within(dir: &Path) -> Option<io::Result<PrivateKey>> {
        let (tx, rx) = std::sync::mpsc::channel();
        let dir = dir.to_path_buf();
        std::thread::spawn(move || {
            let _ = tx.send(load_or_create(&dir));
        });
        rx.recv_timeout(std::time::Duration::from_secs(10)).ok()
    }

    #[test]
    fn a_host_key_that_is_a_named_pipe_is_refused_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid C string; mkfifo only makes the file.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        let err = load_within(dir.path())
            .expect("an answer, not a wait for a writer")
            .unwrap_err();
        assert!(
            matches!(
                problem(&err),
                HostKeyProblem::NotRegular(FileKind::NamedPipe)
            ),
            "{err}"
        );
        assert!(err.to_string().contains(HOST_KEY_FILE), "{err}");
    }

    #[test]
    fn a_host_key_linked_to_an_endless_device_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink("/dev/zero", dir.path().join(HOST_KEY_FILE)).unwrap();
        let err = load_within(dir.path())
            .expect("an answer, not an endless read")
            .unwrap_err();
        assert!(
            matches!(
                problem(&err),
                HostKeyProblem::NotRegular(FileKind::CharDevice)
            ),
            "{err}"
        );
    }

    #[test]
    fn a_host_key_file_over_the_bound_is_refused_without_being_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        // A good key, then blank lines past the bound.
        load_or_create(dir.path()).unwrap();
        let mut text = fs::read(&path).unwrap();
        text.resize(MAX_HOST_KEY_BYTES + 1, b'\n');
        fs::write(&path, &text).unwrap();
        let err = load_or_create(dir.path()).unwrap_err();
        assert!(
            matches!(
                problem(&err),
                HostKeyProblem::TooLarge {
                    limit: MAX_HOST_KEY_BYTES
                }
            ),
            "{err}"
        );
        // 200 MB, most of it a hole: only the bound's worth is read.
        fs::File::create(&path).unwrap().set_len(200 << 20).unwrap();
        let err = load_or_create(dir.path()).unwrap_err();
        assert!(
            matches!(
                problem(&err),
                HostKeyProblem::TooLarge {
                    limit: MAX_HOST_KEY_BYTES
                }
            ),
            "{err}"
        );
    }

    #[test]
    fn a_file_that_is_no_key_is_said_from_the_catalogue_in_each_language() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(HOST_KEY_FILE);
        fs::write(&path, "not a key\n").unwrap();
        let shown = crate::shown::printable_path(&path);
        crate::i18n::set(crate::i18n::Lang::english());
        let err = load_or_create(dir.path()).unwrap_err();
        assert!(matches!(problem(&err), HostKeyProblem::NotAKey(_)), "{err}");
        assert_eq!(
            err.to_string(),
            format!(
                "{shown} cannot be read (it is not an OpenSSH private key): move it away \
                 and a new one is made (visitors will be warned that the key changed)"
            )
        );
        crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
        let err = load_or_create(dir.path()).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "{shown} tidak dapat dibaca (ia bukan kunci peribadi OpenSSH): alihkan fail \
                 itu dan kunci baharu akan dibuat (pelawat akan diberi amaran bahawa kunci \
                 telah berubah)"
            )
        );
    }

    #[test]
    fn a_key_that_cannot_be_made_is_said_from_the_catalogue_in_each_language() {
        let dir = tempfile::tempdir().unwrap();
        // A file where the key's folder would be.
        fs::write(dir.path().join("file"), "").unwrap();
        let key_dir = dir.path().join("file").join("keys");
        let shown = crate::shown::printable_path(&key_dir.join(HOST_KEY_FILE));
        crate::i18n::set(crate::i18n::Lang::english());
        let err = load_or_create(&key_dir).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("no host key can be made at {shown} (a part of the path is not a directory)")
        );
        crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
        let err = load_or_create(&key_dir).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "kunci hos tidak dapat dibuat di {shown} (sebahagian laluan fail bukan direktori)"
            )
        );
        let library = HostKeyNotMade {
            path: key_dir.join(HOST_KEY_FILE),
            problem: MakeProblem::Key(ssh_key::Error::AlgorithmUnknown),
        };
        assert_eq!(
            library.to_string(),
            format!(
                "kunci hos tidak dapat dibuat di {shown} (pustaka kunci tidak dapat membuat \
                 kunci Ed25519 dalam format OpenSSH)"
            )
        );
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
