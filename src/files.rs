//! Reading and writing the user's files: only regular files are opened
//! (a named pipe would block, a device never end), reads are bounded,
//! writes never leave a half-written file, and errors name the file.
//!
//! Standard input is read only where the user asks for it on the command
//! line (`-` or `/dev/stdin`), through the `*_arg` functions.

use crate::board::setup::Readable;
use crate::games::AnyGame;
use crate::games::ka::Game;
use crate::games::ka::setup::{MAX_SETUP_BYTES, SetupError};
use crate::record::{AnyRecord, Loaded, MAX_RECORD_BYTES, Record, RecordError};
use crate::ron_text::without_bom;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// A file that could not be read, written or used. The wording is in
/// [`crate::messages::files`].
#[derive(Debug)]
pub enum FileError {
    /// The operating system refused: missing, no permission, disk full, …
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// Something that is not a regular file where a file was expected.
    NotRegular { path: PathBuf, kind: FileKind },
    /// The file is read, but it is not a valid setup (of either game).
    Setup { path: PathBuf, error: SetupError },
    /// The file is read, but it is not a valid game record.
    Record {
        path: PathBuf,
        error: Box<RecordError>,
    },
    /// Every name `STEM.ron`, `STEM-2.ron`, … up to the limit is taken.
    NamesTaken { first: PathBuf, tried: u32 },
    /// A file where a folder should be.
    NotAFolder { path: PathBuf },
    /// A game file that another running pasang has open, and so writes.
    InUse { path: PathBuf },
}

impl FileError {
    pub(crate) fn io(path: &Path, error: std::io::Error) -> FileError {
        FileError::Io {
            path: path.to_path_buf(),
            error,
        }
    }

    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            FileError::Io { path, .. }
            | FileError::NotRegular { path, .. }
            | FileError::Setup { path, .. }
            | FileError::Record { path, .. }
            | FileError::NotAFolder { path }
            | FileError::InUse { path } => path,
            FileError::NamesTaken { first, .. } => first,
        }
    }
}

/// The message already says everything, the inner error included: no
/// `source`, so that error chains do not say it twice.
impl std::error::Error for FileError {}

/// What a path is, when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Directory,
    NamedPipe,
    Socket,
    CharDevice,
    BlockDevice,
    Other,
}

impl FileKind {
    /// The kind of a file, `None` for a regular file.
    fn of(file_type: std::fs::FileType) -> Option<FileKind> {
        if file_type.is_file() {
            return None;
        }
        if file_type.is_dir() {
            return Some(FileKind::Directory);
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            if file_type.is_fifo() {
                return Some(FileKind::NamedPipe);
            }
            if file_type.is_socket() {
                return Some(FileKind::Socket);
            }
            if file_type.is_char_device() {
                return Some(FileKind::CharDevice);
            }
            if file_type.is_block_device() {
                return Some(FileKind::BlockDevice);
            }
        }
        Some(FileKind::Other)
    }
}

/// The names that mean standard input on the command line.
pub fn is_stdin(path: &Path) -> bool {
    path == Path::new("-") || path == Path::new("/dev/stdin")
}

/// Opens a regular file for reading, refusing anything else before opening
/// it: opening a named pipe waits for a writer, a device may never end.
pub fn open_regular(path: &Path) -> Result<std::fs::File, FileError> {
    let meta = std::fs::metadata(path).map_err(|e| FileError::io(path, e))?;
    if let Some(kind) = FileKind::of(meta.file_type()) {
        return Err(FileError::NotRegular {
            path: path.to_path_buf(),
            kind,
        });
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // The path may have been replaced since it was looked at: opened
    // without waiting, a pipe returns at once, and the check below sees it.
    without_waiting(&mut options);
    let file = options.open(path).map_err(|e| FileError::io(path, e))?;
    let meta = file.metadata().map_err(|e| FileError::io(path, e))?;
    if let Some(kind) = FileKind::of(meta.file_type()) {
        return Err(FileError::NotRegular {
            path: path.to_path_buf(),
            kind,
        });
    }
    Ok(file)
}

/// Makes opening a named pipe return at once instead of waiting for a
/// writer. Reads and writes of regular files are not affected.
pub fn without_waiting(options: &mut std::fs::OpenOptions) {
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(options, libc::O_NONBLOCK);
    #[cfg(not(unix))]
    let _ = options;
}

/// Reads at most `limit + 1` bytes, so that an oversized input is noticed
/// without being read whole.
fn read_at_most(path: &Path, from: impl Read, limit: usize) -> Result<Vec<u8>, FileError> {
    let mut bytes = Vec::new();
    from.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::io(path, e))?;
    Ok(bytes)
}

/// Reads at most `limit + 1` bytes of a regular file.
pub fn read_bounded(path: &Path, limit: usize) -> Result<Vec<u8>, FileError> {
    read_at_most(path, open_regular(path)?, limit)
}

/// As [`read_bounded`], but `-` and `/dev/stdin` read standard input: for
/// files named on the command line.
pub fn read_bounded_arg(path: &Path, limit: usize) -> Result<Vec<u8>, FileError> {
    if is_stdin(path) {
        return read_at_most(path, std::io::stdin().lock(), limit);
    }
    read_bounded(path, limit)
}

fn parse_setup<S: Readable>(path: &Path, bytes: &[u8]) -> Result<S, FileError> {
    S::from_ron_bytes(without_bom(bytes)).map_err(|error| FileError::Setup {
        path: path.to_path_buf(),
        error,
    })
}

fn record_error(path: &Path) -> impl FnOnce(RecordError) -> FileError + '_ {
    move |error| FileError::Record {
        path: path.to_path_buf(),
        error: Box::new(error),
    }
}

fn parse_record(path: &Path, bytes: &[u8]) -> Result<Loaded, FileError> {
    AnyRecord::load(bytes).map_err(record_error(path))
}

/// Reads and checks a setup file of any game (`S`: the game's setup).
pub fn load_setup<S: Readable>(path: &Path) -> Result<S, FileError> {
    parse_setup(path, &read_bounded(path, MAX_SETUP_BYTES)?)
}

/// Reads and checks a setup of any game named on the command line (`-`:
/// standard input).
pub fn load_setup_arg<S: Readable>(path: &Path) -> Result<S, FileError> {
    parse_setup(path, &read_bounded_arg(path, MAX_SETUP_BYTES)?)
}

/// Reads a record of the ka game and replays it.
pub fn load_record(path: &Path) -> Result<Game, FileError> {
    let bytes = read_bounded(path, MAX_RECORD_BYTES)?;
    Record::load(&bytes).map_err(record_error(path))
}

/// Reads a record of either game and replays it, with who played it if it
/// says.
pub fn load_record_with_players(path: &Path) -> Result<Loaded, FileError> {
    parse_record(path, &read_bounded(path, MAX_RECORD_BYTES)?)
}

/// Reads and replays a record of either game named on the command line
/// (`-`: standard input), with who played it if it says.
pub fn load_record_arg(path: &Path) -> Result<Loaded, FileError> {
    parse_record(path, &read_bounded_arg(path, MAX_RECORD_BYTES)?)
}

/// A file that `check` read: a setup or a game record, of either game.
#[derive(Debug)]
pub enum Checked {
    Setup(crate::games::AnySetup),
    Record(AnyGame),
}

/// Reads a setup or a game record named on the command line, once (so
/// standard input works), and checks it with the parser its fields call
/// for, so that a damaged record is reported as a record, and a setup with
/// the nine `.` of Bell's missing centre as one of Bell's.
pub fn check_arg(path: &Path) -> Result<Checked, FileError> {
    let bytes = read_bounded_arg(path, MAX_RECORD_BYTES)?;
    let text = without_bom(&bytes);
    if looks_like_record(text) {
        parse_record(path, &bytes).map(|l| Checked::Record(l.game))
    } else {
        crate::on_kind!(setup_game(text), G => {
            parse_setup::<<G as crate::games::Playable>::Setup>(path, text).map(|s| Checked::Setup(s.into()))
        })
    }
}

/// How many of the points off `shape`'s board a setup's text, perhaps
/// damaged, leaves blank (`.` or `_`): a setup is read as the game's whose
/// board its blanks fit best. Read by hand, because the text need not
/// parse; only 11-character strings after `rows:` count as rows, the
/// first rank 11.
pub fn blanks_off_board(bytes: &[u8], shape: crate::board::shape::Shape) -> usize {
    use crate::board::{File, Point, Rank};
    let text = String::from_utf8_lossy(bytes);
    // The rows follow `rows:`; a name may be 11 characters too.
    let after = text.match_indices("rows").find_map(|(i, _)| {
        let rest = text[i + 4..].trim_start();
        rest.starts_with(':').then(|| &rest[1..])
    });
    let rows = after.unwrap_or(&text).split('"').skip(1).step_by(2);
    let rows = rows.filter(|s| s.chars().count() == 11).take(11);
    rows.enumerate()
        .map(|(i, row)| {
            let rank = Rank::from_number(11 - i as u8);
            row.chars()
                .enumerate()
                .filter(|&(f, c)| {
                    let point = File::new(f as u8).zip(rank).map(|(f, r)| Point::at(f, r));
                    (c == '.' || c == '_') && point.is_some_and(|p| !shape.contains(p))
                })
                .count()
        })
        .sum()
}

/// The game a setup's text is for: the one whose board's missing points
/// it leaves blank the most (the first of the list on a tie).
fn setup_game(bytes: &[u8]) -> crate::games::GameKind {
    use crate::games::{GameKind, Playable, choice::Choice};
    let mut best = (0, GameKind::ALL[0]);
    for &kind in GameKind::ALL {
        let fit = crate::on_kind!(kind, G => blanks_off_board(bytes, <<G as Playable>::Setup as Readable>::SHAPE));
        if fit > best.0 {
            best = (fit, kind);
        }
    }
    best.1
}

/// Whether some RON text, perhaps damaged or cut short, is a game record
/// rather than a setup: it has a top-level field that only records have.
/// Read by hand, because the text need not parse.
pub fn looks_like_record(bytes: &[u8]) -> bool {
    // `players` is version 1's; `game` and `seats` are version 2's.
    const RECORD_ONLY: [&str; 8] = [
        "version", "game", "setup", "rules", "players", "seats", "moves", "result",
    ];
    top_level_fields(bytes)
        .iter()
        .any(|f| RECORD_ONLY.contains(&f.as_str()))
}

/// The names written as `name:` directly inside the outermost brackets,
/// skipping strings and comments.
fn top_level_fields(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let mut fields = Vec::new();
    let mut depth = 0usize;
    let mut chars = text.char_indices().peekable();
    // The name just read, while only blanks follow it.
    let mut word = String::new();
    let mut in_word = false;
    while let Some((_, c)) = chars.next() {
        let was_in_word = std::mem::replace(&mut in_word, false);
        match c {
            '/' if chars.peek().is_some_and(|&(_, n)| n == '/') => {
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '/' if chars.peek().is_some_and(|&(_, n)| n == '*') => {
                chars.next();
                let mut star = false;
                for (_, c) in chars.by_ref() {
                    if star && c == '/' {
                        break;
                    }
                    star = c == '*';
                }
            }
            '"' => {
                let mut escaped = false;
                for (_, c) in chars.by_ref() {
                    if !escaped && c == '"' {
                        break;
                    }
                    escaped = !escaped && c == '\\';
                }
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            c if c.is_alphanumeric() || c == '_' => {
                if !was_in_word {
                    word.clear();
                }
                word.push(c);
                in_word = true;
                continue;
            }
            ':' if depth == 1 && !word.is_empty() => fields.push(word.clone()),
            c if c.is_whitespace() => {
                // Blanks between a name and its colon keep the name.
                in_word = false;
                continue;
            }
            _ => {}
        }
        word.clear();
    }
    fields
}

/// A directory as the user should see it in an error: absolute, so that
/// "." or an empty parent never stands for "here".
pub(crate) fn shown_dir(dir: &Path) -> PathBuf {
    std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf())
}

/// The directory a file is in (`.` for a bare name).
fn parent_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// How many random letters and digits a temporary file's name has.
const TEMP_RANDOM_LEN: usize = 6;

/// How old a temporary file must be to be taken for one a killed pasang
/// left: a write in progress is never nearly that old.
pub const LEFTOVER_AGE: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Whether `name` is one that [`temp_beside`] makes: `.pasang-`, six
/// letters or digits, `.tmp`, and nothing else.
fn is_temp_name(name: &str) -> bool {
    name.strip_prefix(".pasang-")
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .is_some_and(|mid| {
            mid.len() == TEMP_RANDOM_LEN && mid.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// Whether the entry at `path` is a regular file (a link is not followed)
/// last changed [`LEFTOVER_AGE`] or more before `now`.
pub(crate) fn is_old_file(path: &Path, now: std::time::SystemTime) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|meta| {
        meta.is_file()
            && meta
                .modified()
                .is_ok_and(|t| now.duration_since(t).is_ok_and(|age| age >= LEFTOVER_AGE))
    })
}

/// Removes from `dir` the temporary files that pasangs killed while
/// writing left behind: only names `temp_beside` makes, only regular
/// files, only those [`LEFTOVER_AGE`] old or more at `now`. Best effort:
/// what cannot be read or removed stays. Returns how many went.
pub fn clear_temp_files(dir: &Path, now: std::time::SystemTime) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_str().is_some_and(is_temp_name))
        .filter(|e| is_old_file(&e.path(), now))
        .filter(|e| std::fs::remove_file(e.path()).is_ok())
        .count()
}

/// A temporary file beside `path`, written and flushed to disk.
pub(crate) fn temp_beside(path: &Path, bytes: &[u8]) -> Result<tempfile::NamedTempFile, FileError> {
    let dir = parent_of(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(".pasang-")
        .rand_bytes(TEMP_RANDOM_LEN)
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| FileError::io(&shown_dir(dir), e))?;
    // On failure the temporary file is removed when `tmp` drops.
    tmp.write_all(bytes)
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| FileError::io(&shown_dir(path), e))?;
    Ok(tmp)
}

/// Makes a rename durable (best effort: not every platform can sync a
/// directory).
pub(crate) fn sync_dir(path: &Path) {
    if let Ok(d) = std::fs::File::open(parent_of(path)) {
        let _ = d.sync_all();
    }
}

/// Replaces `path` with `bytes` atomically: the bytes go to a temporary file
/// in the same directory, which is then renamed over `path`. A crash or a
/// full disk leaves either the old file or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let tmp = temp_beside(path, bytes)?;
    tmp.persist(path)
        .map_err(|e| FileError::io(&shown_dir(path), e.error))?;
    sync_dir(path);
    Ok(())
}

/// Takes the lock that guards a read-modify-write of the file at `path`
/// (on `path` with the extension `lock`, made with its folder if missing),
/// waiting for another pasang holding it. Held until the file returned is
/// dropped.
pub fn lock_beside(path: &Path) -> Result<std::fs::File, FileError> {
    let dir = parent_of(path);
    std::fs::create_dir_all(dir).map_err(|e| FileError::io(dir, e))?;
    let lock_path = path.with_extension("lock");
    let mut options = std::fs::OpenOptions::new();
    options.create(true).truncate(false).write(true);
    // Whatever sits at the lock's name, opening it must not wait.
    without_waiting(&mut options);
    let lock = options
        .open(&lock_path)
        .map_err(|e| FileError::io(&lock_path, e))?;
    let meta = lock.metadata().map_err(|e| FileError::io(&lock_path, e))?;
    if let Some(kind) = FileKind::of(meta.file_type()) {
        return Err(FileError::NotRegular {
            path: lock_path,
            kind,
        });
    }
    lock.lock().map_err(|e| FileError::io(&lock_path, e))?;
    Ok(lock)
}

/// How many names [`write_new`] tries.
const NAMES_TRIED: u32 = 1000;

/// Writes `bytes` to a new file `dir/STEM.ron`, or `STEM-2.ron`, … if that
/// exists: an existing file is never overwritten, and two writers at once
/// get different names. Returns the path.
pub fn write_new(dir: &Path, stem: &str, bytes: &[u8]) -> Result<PathBuf, FileError> {
    let mut tmp = temp_beside(&dir.join(format!("{stem}.ron")), bytes)?;
    for n in 1..=NAMES_TRIED {
        let path = dir.join(numbered(stem, n));
        // The rename refuses to replace a file: taking the name is atomic.
        match tmp.persist_noclobber(&path) {
            Ok(_) => {
                sync_dir(&path);
                return Ok(path);
            }
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => tmp = e.file,
            Err(e) => return Err(FileError::io(&shown_dir(&path), e.error)),
        }
    }
    Err(FileError::NamesTaken {
        first: shown_dir(&dir.join(numbered(stem, 1))),
        tried: NAMES_TRIED,
    })
}

/// `STEM.ron` for the first, then `STEM-2.ron`, `STEM-3.ron`, …
pub(crate) fn numbered(stem: &str, n: u32) -> String {
    if n == 1 {
        format!("{stem}.ron")
    } else {
        format!("{stem}-{n}.ron")
    }
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

    #[test]
    fn a_failed_write_names_the_folder_in_full() {
        // A relative folder that does not exist: nothing is written.
        let relative = Path::new("no-such-folder-for-pasang-tests");
        let err = write_new(relative, "pasang-game", b"a").unwrap_err();
        let shown = err.path().to_path_buf();
        assert!(shown.is_absolute(), "{}", shown.display());
        assert_eq!(shown, std::env::current_dir().unwrap().join(relative));
        let err = write_atomic(&relative.join("game.ron"), b"a").unwrap_err();
        assert!(err.path().is_absolute(), "{}", err.path().display());
    }

    /// Makes a file at `path` last changed `age` before now.
    fn put_aged(path: &Path, age: std::time::Duration) {
        let file = std::fs::File::create(path).unwrap();
        file.set_modified(std::time::SystemTime::now() - age)
            .unwrap();
    }

    #[test]
    fn only_old_temporary_files_named_as_ours_are_cleared() {
        let dir = tempfile::tempdir().unwrap();
        let old = LEFTOVER_AGE + std::time::Duration::from_secs(60);
        let young = std::time::Duration::from_secs(60);
        // (name, age, cleared)
        let cases = [
            (".pasang-a1B2c3.tmp", old, true),
            (".pasang-ZZZZZZ.tmp", old, true),
            (".pasang-a1B2c3.tmp.bak", old, false),
            (".pasang-a1B2c.tmp", old, false),
            (".pasang-a1B2c3d.tmp", old, false),
            (".pasang-a1-2c3.tmp", old, false),
            ("x.pasang-a1B2c3.tmp", old, false),
            ("game.ron", old, false),
            (".pasang-y0ung1.tmp", young, false),
        ];
        for (name, age, _) in cases {
            put_aged(&dir.path().join(name), age);
        }
        // A folder and a link with our name are not files we wrote.
        std::fs::create_dir(dir.path().join(".pasang-folder.tmp")).unwrap();
        std::os::unix::fs::symlink("game.ron", dir.path().join(".pasang-linkto.tmp")).unwrap();
        let cleared = clear_temp_files(dir.path(), std::time::SystemTime::now());
        for (name, _, gone) in cases {
            assert_eq!(!dir.path().join(name).exists(), gone, "{name}");
        }
        assert_eq!(cleared, 2);
        assert!(dir.path().join(".pasang-folder.tmp").is_dir());
        assert!(dir.path().join(".pasang-linkto.tmp").is_symlink());
    }

    #[test]
    fn the_temporary_files_written_are_named_as_the_clearing_expects() {
        let dir = tempfile::tempdir().unwrap();
        let tmp = temp_beside(&dir.path().join("game.ron"), b"x").unwrap();
        let name = tmp.path().file_name().unwrap().to_str().unwrap();
        assert!(is_temp_name(name), "{name}");
    }

    #[test]
    fn a_named_pipe_where_a_lock_goes_is_an_error_not_a_wait() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let lock = path.with_extension("lock");
        let c_lock = std::ffi::CString::new(lock.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid C string; mkfifo only makes the file.
        assert_eq!(unsafe { libc::mkfifo(c_lock.as_ptr(), 0o600) }, 0);
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(lock_beside(&path).map(drop));
        });
        let answer = rx.recv_timeout(std::time::Duration::from_secs(10));
        let err = answer
            .expect("an answer, not a wait for a reader")
            .unwrap_err();
        assert_eq!(err.path(), lock);
    }

    #[test]
    fn records_and_setups_are_told_apart_by_their_fields() {
        let cases: [(&str, bool); 11] = [
            ("(name: \"x\", rows: [])", false),
            ("(rows: [\"bw\"], description: \"version: 2\")", false),
            ("// moves: none\n(name: \"moves:\", rows: [])", false),
            (
                "(version: 1, setup: (name: \"a\", rows: []), moves: [])",
                true,
            ),
            ("(setup: (rows: []), moves: [\"c\"]", true), // cut short
            ("(\n  version: 7, colour: 3,", true),
            ("/* version: 1 */ (rows: [])", false),
            ("(setup: (name: \"x\", rows: []))", true),
            ("( name : \"x\" , rows : [] )", false),
            ("(seats: [(seat: south, player: \"human\")]", true), // version 2, cut short
            ("", false),
        ];
        for (text, record) in cases {
            assert_eq!(looks_like_record(text.as_bytes()), record, "{text}");
        }
    }

    #[test]
    fn bells_setups_are_told_by_their_blank_centre() {
        let bell = include_bytes!("../assets/bell-checker.ron");
        let ka = include_bytes!("../assets/first.ron");
        use crate::games::GameKind;
        assert_eq!(setup_game(bell), GameKind::Bell);
        assert_eq!(setup_game(ka), GameKind::Ka);
        // A description does not count: only 11-character strings.
        assert_eq!(
            setup_game(b"(description: \"...\", rows: [])"),
            GameKind::Ka
        );
        // A setup cut short after rank 6, its hole's rows blank in the
        // middle: Bell's, whose board lacks those six points (the ka
        // game's lacks only f6).
        let row = "\"bwbwbwbwbwb\", ";
        let hole = "\"wbwb...wbwb\", ";
        let damaged = format!("(rows: [{}{}{}", row.repeat(4), hole, hole);
        let shape = crate::games::bell::SHAPE;
        assert_eq!(blanks_off_board(damaged.as_bytes(), shape), 6);
        assert_eq!(
            blanks_off_board(damaged.as_bytes(), crate::games::ka::SHAPE),
            1
        );
        assert_eq!(setup_game(damaged.as_bytes()), GameKind::Bell);
    }
}
