//! The words for files, saved games and the autosave store: errors,
//! notices and the list of saved games. Anything that came from a file or
//! from the user (names, paths, parser messages) is shown escaped, so that
//! it cannot send escape sequences to the terminal.

use super::records::game_name;
use super::seat_name;
use crate::files::{FileError, FileKind, is_stdin};
use crate::games::{AnyOutcome, AnyRules};
use crate::launch::{AutosaveOff, LaunchError, Notice};
use crate::store::{GameSummary, ResumeError, SavedGame, SkipReason, Skipped, utc};
use crate::text::{printable, printable_path};
use std::fmt::{self, Display, Formatter};
use std::path::Path;
use std::time::SystemTime;

/// A path as the player sees it; `-` is standard input.
struct Shown<'a>(&'a Path);

impl Display for Shown<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if is_stdin(self.0) {
            f.write_str("standard input")
        } else {
            f.write_str(&printable_path(self.0))
        }
    }
}

/// What went wrong in the operating system's words, made plainer.
fn io_problem(e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => "no such file or directory".into(),
        PermissionDenied => "permission denied".into(),
        IsADirectory => "is a directory, not a file".into(),
        NotADirectory => "a part of the path is not a directory".into(),
        ReadOnlyFilesystem => "the file system is read-only".into(),
        StorageFull => "the disk is full".into(),
        QuotaExceeded => "the disk quota is used up".into(),
        FileTooLarge => "the file would be larger than this system allows".into(),
        _ => e.to_string(),
    }
}

impl Display for FileKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Directory => "a directory",
            FileKind::NamedPipe => "a named pipe (FIFO)",
            FileKind::Socket => "a socket",
            FileKind::CharDevice => "a character device",
            FileKind::BlockDevice => "a block device",
            FileKind::Other => "a special file",
        })
    }
}

impl Display for FileError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let path = Shown(self.path());
        match self {
            FileError::Io { error, .. } => write!(f, "{path}: {}", printable(&io_problem(error))),
            FileError::NotRegular {
                kind: FileKind::NamedPipe,
                ..
            } => write!(
                f,
                "{path}: is a named pipe (FIFO), not a file; to read from a pipe, give - and send it to standard input"
            ),
            FileError::NotRegular { kind, .. } => write!(f, "{path}: is {kind}, not a file"),
            // The parsers' messages may quote the file.
            FileError::Setup { error, .. } => {
                write!(f, "{path}: {}", printable(&error.to_string()))
            }
            FileError::Record { error, .. } => {
                write!(f, "{path}: {}", printable(&error.to_string()))
            }
            FileError::NamesTaken { tried, .. } => write!(
                f,
                "{path}: this name and {} numbered ones are taken; move some files away",
                tried - 1
            ),
            FileError::NotAFolder { .. } => write!(f, "{path}: is a file, not a folder"),
            FileError::InUse { .. } => write!(
                f,
                "{path}: this game is open in another pasang, which saves it; it is left to that one"
            ),
        }
    }
}

impl Display for Skipped {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.why {
            SkipReason::OpenElsewhere => {
                write!(f, "{}: open in another pasang", Shown(&self.path))
            }
            SkipReason::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

impl Display for ResumeError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            ResumeError::Folder(e) | ResumeError::Unreadable(e) => write!(f, "{e}"),
            ResumeError::NothingToResume { folder, skipped } if skipped.is_empty() => {
                write!(f, "{}: no saved game to resume here yet", Shown(folder))
            }
            ResumeError::NothingToResume { folder, skipped } => {
                write!(f, "no game in {} can be resumed: ", Shown(folder))?;
                for (i, s) in skipped.iter().enumerate() {
                    let sep = if i == 0 { "" } else { "; " };
                    write!(f, "{sep}{s}")?;
                }
                Ok(())
            }
            ResumeError::NoSuchNumber {
                number,
                count,
                folder,
            } => write!(
                f,
                "there is no game {number}: {} holds {count} saved game{}; `pasang games` lists them",
                Shown(folder),
                if *count == 1 { "" } else { "s" }
            ),
            ResumeError::NotInStore { path, folder } => {
                let path = Shown(path);
                write!(
                    f,
                    "{path} is not a game in {}; to play it, use `pasang --load {path}`",
                    Shown(folder)
                )
            }
            ResumeError::OpenElsewhere { path } => {
                let path = Shown(path);
                write!(
                    f,
                    "{path} is open in another pasang; watch it with `pasang replay {path}`, or play a copy with `pasang --load {path}`"
                )
            }
        }
    }
}

impl Display for LaunchError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::File(e) => write!(f, "{e}"),
            LaunchError::GameMismatch {
                path,
                recorded,
                given,
            } => write!(
                f,
                "{}: the record is of {}, not of {} as asked",
                Shown(path),
                game_name(*recorded),
                game_name(*given)
            ),
            LaunchError::SetupMismatch {
                path,
                recorded,
                given,
            } => write!(
                f,
                "{}: the record was played on setup '{}', which differs from the setup given ('{}')",
                Shown(path),
                printable(recorded),
                printable(given)
            ),
            LaunchError::RulesMismatch {
                path,
                recorded,
                given,
            } => write!(
                f,
                "{}: the record was played with rules '{recorded}', not the '{given}' given",
                Shown(path)
            ),
            LaunchError::Resume(e) => write!(f, "cannot resume: {e}"),
            LaunchError::NoDataDir => write!(
                f,
                "cannot resume: no data directory is known; set {} or use --data-dir",
                crate::store::DATA_DIR_ENV
            ),
        }
    }
}

impl Display for AutosaveOff {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            AutosaveOff::NoDataDir => f.write_str("autosave is off: no data directory is known"),
            AutosaveOff::Unusable(e) => write!(f, "autosave is off: {e}"),
        }
    }
}

impl Display for Notice {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Resumed { path } => write!(f, "resumed {}", Shown(path)),
            Notice::Loaded { path } => write!(f, "loaded {}", Shown(path)),
            Notice::Skipped(s) => write!(f, "skipped {s}"),
            Notice::AutosaveOff(off) => write!(f, "{off}"),
        }
    }
}

/// `2026-11-22 02:34 UTC`.
pub fn date(t: SystemTime) -> String {
    let [y, m, d, h, min, _] = utc(t);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC")
}

impl Display for GameSummary {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let setup = if self.setup.is_empty() {
            "(no name)".into()
        } else {
            printable(&self.setup)
        };
        match self.rules {
            AnyRules::Ka(rules) => write!(f, "{setup}, {rules} rules")?,
            AnyRules::Bell(rules) => write!(f, "Bell's game, {setup}, {rules}")?,
        }
        if let Some(seating) = &self.players {
            for (i, (seat, player)) in seating.iter().enumerate() {
                let sep = if i == 0 { ", " } else { " v " };
                write!(f, "{sep}{player} ({})", seat_name(*seat))?;
            }
        }
        write!(
            f,
            ", {} move{}; ",
            self.moves,
            if self.moves == 1 { "" } else { "s" }
        )?;
        for (i, (seat, points)) in self.scores.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{} {points}", seat_name(*seat))?;
        }
        match (self.outcome, self.to_move) {
            (Some(outcome), _) => write!(f, "; over: {outcome}"),
            (None, Some(seat)) => write!(f, "; {} to move", seat_name(seat)),
            (None, None) => Ok(()),
        }
    }
}

impl Display for AnyRules {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            AnyRules::Ka(rules) => write!(f, "{rules}"),
            AnyRules::Bell(rules) => write!(f, "{rules}"),
        }
    }
}

impl Display for AnyOutcome {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            AnyOutcome::Ka(outcome) => write!(f, "{outcome}"),
            AnyOutcome::Bell(outcome) => write!(f, "{outcome}"),
        }
    }
}

/// The list `pasang games` prints: two lines a game, newest first.
pub fn games_list(folder: &Path, games: &[SavedGame]) -> String {
    use std::fmt::Write;
    if games.is_empty() {
        return format!("No saved games in {} yet.\n", Shown(folder));
    }
    let mut out = format!("Saved games in {}, the latest first:\n", Shown(folder));
    let width = games.len().to_string().len();
    for g in games {
        let name = g.path.file_name().map_or(g.path.as_path(), Path::new);
        let open = if g.open_elsewhere {
            "  (open in another pasang)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{:>width$}  {}  {}{open}",
            g.number,
            date(g.saved),
            Shown(name)
        );
        let _ = match &g.game {
            Ok(summary) => writeln!(out, "{:width$}  {summary}", ""),
            Err(e) => writeln!(out, "{:width$}  cannot be resumed: {e}", ""),
        };
    }
    out.push_str(
        "Resume one with `pasang --resume N` (N from this list) or `pasang --resume FILE`.\n",
    );
    out
}

impl fmt::Display for crate::launch::NoSuchSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "--{} names a seat this game does not have: it is played by {}",
            super::seat_name(self.seat).to_lowercase(),
            super::seat_list(&self.seats)
        )
    }
}
