//! The words for files, saved games and the autosave store: errors,
//! notices and the list of saved games. Anything that came from a file or
//! from the user (names, paths, parser messages) is shown escaped, so that
//! it cannot send escape sequences to the terminal.

use super::records::game_name;
use super::seat_name;
use crate::files::{FileError, FileKind, is_stdin};
use crate::games::{AnyOutcome, AnyRules};
use crate::messages::Named as _;
use crate::shown::{printable, printable_path};
use crate::store::launch::{AutosaveOff, LaunchError, Notice};
use crate::store::{GameSummary, ResumeError, SavedGame, SkipReason, Skipped, utc};
use crate::tr;
use std::fmt::{self, Display, Formatter};
use std::path::Path;
use std::time::SystemTime;

/// A path as the player sees it; `-` is standard input.
struct Shown<'a>(&'a Path);

impl Display for Shown<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        if is_stdin(self.0) {
            f.write_str(&tr!("file-stdin"))
        } else {
            f.write_str(&printable_path(self.0))
        }
    }
}

/// A path as the player sees it, for a message's `$path`.
pub fn shown_path(path: &Path) -> String {
    Shown(path).to_string()
}

/// What went wrong in the operating system's words, made plainer: the
/// common kinds in the catalogue's words; any other is the system's own
/// text after a sentence of ours, or, for an error of this program carried
/// in an `io::Error`, that error's words.
pub fn io_problem(e: &std::io::Error) -> String {
    if let Some(said) = io_kind_problem(e.kind()) {
        return said;
    }
    match e.get_ref() {
        Some(inner) => inner.to_string(),
        None => tr!("io-other", detail = e.to_string()),
    }
}

/// An error's kind in the catalogue's words, when the kind is one people
/// meet; `None` for the rest.
pub fn io_kind_problem(kind: std::io::ErrorKind) -> Option<String> {
    use std::io::ErrorKind::*;
    Some(match kind {
        NotFound => tr!("io-not-found"),
        PermissionDenied => tr!("io-permission-denied"),
        IsADirectory => tr!("io-is-a-directory"),
        NotADirectory => tr!("io-not-a-directory"),
        ReadOnlyFilesystem => tr!("io-read-only"),
        StorageFull => tr!("io-disk-full"),
        QuotaExceeded => tr!("io-quota"),
        FileTooLarge => tr!("io-too-large"),
        InvalidInput | InvalidFilename => tr!("io-invalid-path"),
        AlreadyExists => tr!("io-already-exists"),
        AddrInUse => tr!("io-address-in-use"),
        AddrNotAvailable => tr!("io-address-unavailable"),
        ConnectionRefused => tr!("io-connection-refused"),
        ConnectionReset | ConnectionAborted | BrokenPipe => tr!("io-connection-lost"),
        TimedOut => tr!("io-timed-out"),
        OutOfMemory => tr!("io-out-of-memory"),
        Unsupported => tr!("io-unsupported"),
        _ => return None,
    })
}

/// An error's kind in the catalogue's words, or the system's own text for
/// a kind people rarely meet.
pub fn io_kind_said(kind: std::io::ErrorKind) -> String {
    io_kind_problem(kind).unwrap_or_else(|| tr!("io-other", detail = kind.to_string()))
}

impl Display for FileKind {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            FileKind::Directory => tr!("file-kind-directory"),
            FileKind::NamedPipe => tr!("file-kind-pipe"),
            FileKind::Socket => tr!("file-kind-socket"),
            FileKind::CharDevice => tr!("file-kind-char-device"),
            FileKind::BlockDevice => tr!("file-kind-block-device"),
            FileKind::Other => tr!("file-kind-other"),
        })
    }
}

impl Display for FileError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let path = Shown(self.path()).to_string();
        f.write_str(&match self {
            FileError::Io { error, .. } => tr!(
                "file-problem",
                path = path,
                problem = printable(&io_problem(error)).into_owned()
            ),
            FileError::NotRegular {
                kind: FileKind::NamedPipe,
                ..
            } => tr!("file-is-pipe", path = path),
            FileError::NotRegular { kind, .. } => {
                tr!("file-not-regular", path = path, kind = kind.to_string())
            }
            // The parsers' messages may quote the file.
            FileError::Setup { error, .. } => tr!(
                "file-problem",
                path = path,
                problem = printable(&error.to_string()).into_owned()
            ),
            FileError::Record { error, .. } => tr!(
                "file-problem",
                path = path,
                problem = printable(&error.to_string()).into_owned()
            ),
            FileError::NamesTaken { tried, .. } => {
                tr!("file-names-taken", path = path, numbered = tried - 1)
            }
            FileError::NotAFolder { .. } => tr!("file-not-a-folder", path = path),
            FileError::InUse { .. } => tr!("file-in-use", path = path),
        })
    }
}

impl Display for Skipped {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match &self.why {
            SkipReason::OpenElsewhere => f.write_str(&tr!(
                "skipped-open-elsewhere",
                path = shown_path(&self.path)
            )),
            SkipReason::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

impl Display for ResumeError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            ResumeError::Folder(e) | ResumeError::Unreadable(e) => e.to_string(),
            ResumeError::NothingToResume {
                folder,
                skipped,
                over: 0,
            } if skipped.is_empty() => tr!("resume-nothing", folder = shown_path(folder)),
            ResumeError::NothingToResume {
                folder,
                skipped,
                over,
            } if skipped.is_empty() => {
                tr!("resume-all-over", folder = shown_path(folder), over = *over)
            }
            ResumeError::NothingToResume {
                folder, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|s| s.to_string()).collect();
                tr!(
                    "resume-none-usable",
                    folder = shown_path(folder),
                    skipped = why.join("; ")
                )
            }
            ResumeError::NoSuchNumber {
                number,
                count,
                folder,
            } => tr!(
                "resume-no-such-number",
                number = *number,
                folder = shown_path(folder),
                count = *count
            ),
            ResumeError::NotInStore { path, folder } => tr!(
                "resume-not-in-store",
                path = shown_path(path),
                folder = shown_path(folder)
            ),
            ResumeError::OpenElsewhere { path } => {
                tr!("resume-open-elsewhere", path = shown_path(path))
            }
        })
    }
}

impl Display for LaunchError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            LaunchError::File(e) => e.to_string(),
            LaunchError::GameMismatch {
                path,
                recorded,
                given,
            } => tr!(
                "launch-game-mismatch",
                path = shown_path(path),
                recorded = game_name(*recorded),
                given = game_name(*given)
            ),
            LaunchError::SetupMismatch {
                path,
                recorded,
                given,
            } => tr!(
                "launch-setup-mismatch",
                path = shown_path(path),
                recorded = printable(recorded).into_owned(),
                given = printable(given).into_owned()
            ),
            LaunchError::RulesMismatch {
                path,
                recorded,
                given,
            } => tr!(
                "launch-rules-mismatch",
                path = shown_path(path),
                recorded = recorded.to_string(),
                given = given.to_string()
            ),
            LaunchError::Resume(e) => tr!("launch-cannot-resume", error = e.to_string()),
            LaunchError::NoDataDir => {
                tr!("launch-no-data-dir", variable = crate::store::DATA_DIR_ENV)
            }
        })
    }
}

impl Display for AutosaveOff {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            AutosaveOff::NoDataDir => tr!("autosave-off-no-dir"),
            AutosaveOff::Unusable(e) => tr!("autosave-off", error = e.to_string()),
        })
    }
}

impl Display for Notice {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Notice::Resumed { path } => tr!("notice-resumed", path = shown_path(path)),
            Notice::Loaded { path } => tr!("notice-loaded", path = shown_path(path)),
            Notice::Skipped(s) => tr!("notice-skipped", skipped = s.to_string()),
            Notice::AutosaveOff(off) => off.to_string(),
        })
    }
}

/// `2026-11-22 02:34 UTC`.
pub fn date(t: SystemTime) -> String {
    let [y, m, d, h, min, _] = utc(t);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02} UTC")
}

/// A name from a file, escaped, or "(no name)".
pub fn shown_name(name: &str) -> String {
    if name.is_empty() {
        tr!("no-name")
    } else {
        printable(name).into_owned()
    }
}

/// A setup's name as shown: a built-in pattern of `G`'s by its label, any
/// other name as it is written (safe to print), a setup with none said so.
pub fn setup_label<G>(name: &str) -> String
where
    G: crate::games::Playable,
    G::Pattern: super::options::Labelled,
{
    use crate::games::choice::Choice as _;
    match G::Pattern::from_name(name) {
        Some(pattern) => super::options::Labelled::label(pattern),
        None => shown_name(name),
    }
}

/// Players named against each other: "human (South) v ai:hard (North)".
fn versus(players: &[String]) -> String {
    let mut all = players.iter();
    let first = all.next().cloned().unwrap_or_default();
    all.fold(first, |rest, next| {
        tr!("summary-versus", rest = rest, next = next.as_str())
    })
}

impl Display for GameSummary {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let mut text = crate::on_any!(&self.rules, AnyRules, rules, G => {
            G::summary(&setup_label::<G>(&self.setup), rules)
        });
        if let Some(seating) = &self.players {
            let players: Vec<String> = seating
                .iter()
                .map(|(seat, player)| {
                    tr!(
                        "summary-player",
                        player = crate::messages::players::seat_kind(*player),
                        seat = seat_name(*seat)
                    )
                })
                .collect();
            text = tr!(
                "summary-with-players",
                summary = text,
                players = versus(&players)
            );
        }
        let scores: Vec<String> = self
            .scores
            .iter()
            .map(|(seat, points)| tr!("seat-points", seat = seat_name(*seat), points = *points))
            .collect();
        // Each game's word for what its panel counts.
        let unit = crate::on_kind!(self.rules.kind(), G => G::UNIT);
        text = tr!(
            "summary-moves",
            summary = text,
            moves = self.moves,
            unit = unit,
            scores = scores.join(", ")
        );
        f.write_str(&match (self.outcome, self.to_move) {
            (None, _) if let Some(ended) = self.ended => {
                tr!("summary-over", summary = text, outcome = ended.to_string())
            }
            (Some(outcome), _) => tr!(
                "summary-over",
                summary = text,
                outcome = outcome.to_string()
            ),
            (None, Some(seat)) => tr!("summary-to-move", summary = text, player = seat_name(seat)),
            (None, None) => text,
        })
    }
}

impl Display for AnyRules {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        crate::on_any!(self, AnyRules, rules => write!(f, "{rules}"))
    }
}

impl Display for AnyOutcome {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        crate::on_any!(self, AnyOutcome, outcome => write!(f, "{outcome}"))
    }
}

/// The list `pasang games` prints: two lines a game, newest first.
pub fn games_list(folder: &Path, games: &[SavedGame]) -> String {
    use std::fmt::Write;
    if games.is_empty() {
        return format!("{}\n", tr!("games-none", folder = shown_path(folder)));
    }
    let mut out = format!("{}\n", tr!("games-heading", folder = shown_path(folder)));
    let width = games.len().to_string().len();
    for g in games {
        let name = g.path.file_name().map_or(g.path.as_path(), Path::new);
        let open = if g.open_elsewhere {
            format!("  {}", tr!("cli-games-open-elsewhere"))
        } else {
            String::new()
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
            Err(e) => writeln!(
                out,
                "{:width$}  {}",
                "",
                tr!("games-cannot-resume", error = e.to_string())
            ),
        };
    }
    out.push_str(&tr!("games-how-to-resume"));
    out.push('\n');
    out
}

impl fmt::Display for crate::store::launch::NoSuchSeat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let flag = match self.seat {
            crate::games::Seat::South => "south",
            crate::games::Seat::West => "west",
            crate::games::Seat::North => "north",
            crate::games::Seat::East => "east",
        };
        f.write_str(&tr!(
            "no-such-seat",
            flag = flag,
            players = super::seat_list(&self.seats)
        ))
    }
}

impl Display for crate::settings::SettingsError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use crate::settings::SettingsError;
        f.write_str(&match self {
            SettingsError::File(e) => tr!("settings-file-error", error = e.to_string()),
            SettingsError::Text { path, error } => tr!(
                "settings-text-error",
                path = shown_path(path),
                error = printable(&error.to_string()).into_owned()
            ),
            SettingsError::Server => tr!("settings-server-error"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};
    use std::io::{Error, ErrorKind};

    #[test]
    fn the_common_kinds_of_io_error_are_said_in_each_language_without_the_systems_english() {
        let kinds = [
            (ErrorKind::NotFound, "no such file", "tiada fail"),
            (
                ErrorKind::PermissionDenied,
                "permission denied",
                "kebenaran ditolak",
            ),
            (ErrorKind::AlreadyExists, "already there", "sudah ada"),
            (ErrorKind::IsADirectory, "is a directory", "ialah direktori"),
            (ErrorKind::StorageFull, "the disk is full", "cakera penuh"),
            (
                ErrorKind::AddrNotAvailable,
                "not one of this machine's",
                "tiada pada mesin ini",
            ),
        ];
        for (lang, malay) in [(Lang::english(), false), (Lang::find("ms").unwrap(), true)] {
            i18n::set(lang);
            for (kind, english, in_malay) in kinds {
                // The system's own text, as the operating system gives it.
                let said = io_problem(&Error::from(kind));
                let wanted = if malay { in_malay } else { english };
                assert!(said.contains(wanted), "{kind:?}: {said}");
                assert!(!said.contains("os error"), "{kind:?}: {said}");
            }
            // A kind people rarely meet keeps the system's words after ours.
            let said = io_problem(&Error::from_raw_os_error(5));
            let ours = if malay {
                "sistem pengendalian melaporkan: "
            } else {
                "the operating system says: "
            };
            assert!(said.starts_with(ours), "{said}");
            // An error of this program carried in an io::Error is its own words.
            let said = io_problem(&Error::new(ErrorKind::InvalidData, "kept as said"));
            assert_eq!(said, "kept as said");
        }
    }
}
