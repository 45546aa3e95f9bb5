//! The player's preferences, kept between runs in a small RON file in the
//! platform's config directory (`$XDG_CONFIG_HOME/pasang/settings.ron`):
//! the language, the board's orientation and drawing, the ka game's
//! default rules and pattern, and the computer's level and time.
//!
//! Values are kept as the command line writes them (`"ms"`, `"marbles"`,
//! `"hard"`), so that the file reads well and an older or newer pasang can
//! read it: a field it does not know is skipped, a missing one takes its
//! default, and a value it cannot use is reported and left unused. A bad
//! file is reported and ignored, never fatal. Changes are written by
//! reading the file again under a lock, changing only what was changed, and
//! replacing it atomically, so two pasangs running at once lose nothing.

use crate::files::{FileError, lock_beside, read_bounded, write_atomic};
use crate::ron_text::{TextError, read_ron_with};
use ron::extensions::Extensions;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The largest settings file read.
const SETTINGS_BYTES: usize = 64 * 1024;

/// The preferences. `None` is "not chosen": the program's default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language's catalogue code: `"en"`, `"ms"`.
    pub language: Option<String>,
    /// The board drawn with North at the bottom.
    pub flipped: bool,
    /// The board drawn with plain ASCII.
    pub ascii: bool,
    /// The ka game's rules when none are given: a `--rules` name.
    pub rules: Option<String>,
    /// The ka game's pattern when none is given: a `--pattern` name.
    pub pattern: Option<String>,
    /// The computer's level when a seat is the computer without one.
    pub level: Option<String>,
    /// How long the computer thinks a move, in milliseconds.
    pub movetime_ms: Option<u64>,
}

/// Why the settings file was not used.
#[derive(Debug)]
pub enum SettingsError {
    /// It could not be read, or written.
    File(FileError),
    /// It is not a settings file.
    Text { path: PathBuf, error: TextError },
}

/// The settings file in `config_dir` (the platform's config directory when
/// `None`): `<config>/pasang/settings.ron`.
pub fn settings_path(config_dir: Option<&Path>) -> Option<PathBuf> {
    let base = match config_dir {
        Some(dir) => dir.to_path_buf(),
        None => dirs::config_dir()?,
    };
    Some(base.join("pasang").join("settings.ron"))
}

impl Settings {
    /// Reads the settings at `path`. No file is no settings; a file that
    /// cannot be used gives the defaults and the reason, to be reported.
    pub fn load(path: &Path) -> (Settings, Option<SettingsError>) {
        match Settings::read(path) {
            Ok(s) => (s.unwrap_or_default(), None),
            Err(e) => (Settings::default(), Some(e)),
        }
    }

    fn read(path: &Path) -> Result<Option<Settings>, SettingsError> {
        let bytes = match read_bounded(path, SETTINGS_BYTES) {
            Ok(b) => b,
            Err(FileError::Io { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => {
                return Ok(None);
            }
            Err(e) => return Err(SettingsError::File(e)),
        };
        // `language: "ms"` as a person writes it, as well as `Some("ms")`.
        let options = ron::Options::default().with_default_extension(Extensions::IMPLICIT_SOME);
        read_ron_with(&bytes, SETTINGS_BYTES, options)
            .map(Some)
            .map_err(|error| SettingsError::Text {
                path: path.to_path_buf(),
                error,
            })
    }

    /// Makes `change` to the settings file at `path` and returns the
    /// settings now kept. The file is read again under a lock so that a
    /// change made meanwhile by another pasang is kept (a file that cannot
    /// be read is replaced).
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut Settings),
    ) -> Result<Settings, SettingsError> {
        let _lock = lock_beside(path).map_err(SettingsError::File)?;
        let mut settings = Settings::read(path).ok().flatten().unwrap_or_default();
        change(&mut settings);
        let pretty = ron::ser::PrettyConfig::default().extensions(Extensions::IMPLICIT_SOME);
        let text = ron::ser::to_string_pretty(&settings, pretty).expect("settings serialize");
        write_atomic(path, format!("{text}\n").as_bytes()).map_err(SettingsError::File)?;
        Ok(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_is_the_defaults_without_a_complaint() {
        let dir = tempfile::tempdir().unwrap();
        let (s, e) = Settings::load(&dir.path().join("settings.ron"));
        assert_eq!(s, Settings::default());
        assert!(e.is_none());
    }

    #[test]
    fn a_change_is_kept_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = settings_path(Some(dir.path())).unwrap();
        Settings::update(&path, |s| s.language = Some("ms".into())).unwrap();
        Settings::update(&path, |s| s.flipped = true).unwrap();
        let (s, e) = Settings::load(&path);
        assert!(e.is_none());
        assert_eq!(s.language.as_deref(), Some("ms"));
        assert!(s.flipped);
        assert!(path.ends_with("pasang/settings.ron"));
    }

    #[test]
    fn a_file_written_by_hand_needs_no_some() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        std::fs::write(
            &path,
            "(language: \"ms\", movetime_ms: 250, rules: Some(\"marbles\"))",
        )
        .unwrap();
        let (s, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert_eq!(s.language.as_deref(), Some("ms"));
        assert_eq!(s.movetime_ms, Some(250));
        assert_eq!(s.rules.as_deref(), Some("marbles"));
        // And the file written keeps reading so, without Some.
        Settings::update(&path, |s| s.ascii = true).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("language: \"ms\""), "{text}");
        assert_eq!(Settings::load(&path).0.movetime_ms, Some(250));
    }

    #[test]
    fn fields_unknown_or_missing_are_skipped_and_defaulted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        std::fs::write(&path, "(ascii: true, colour_scheme: \"dark\")").unwrap();
        let (s, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert!(s.ascii);
        assert_eq!(s.language, None);
    }

    #[test]
    fn a_bad_file_gives_the_defaults_and_says_where() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        std::fs::write(&path, "(ascii: true,\n flipped: maybe)").unwrap();
        let (s, e) = Settings::load(&path);
        assert_eq!(s, Settings::default());
        match e {
            Some(SettingsError::Text {
                error: TextError::Ron { line, .. },
                ..
            }) => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
        // Changing the settings replaces the bad file.
        Settings::update(&path, |s| s.ascii = true).unwrap();
        assert!(Settings::load(&path).0.ascii);
    }

    #[test]
    fn two_writers_at_once_lose_neither_change() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("pasang").join("settings.ron");
        let threads: Vec<_> = (0..8)
            .map(|i| {
                let path = path.clone();
                std::thread::spawn(move || {
                    Settings::update(&path, |s| {
                        if i % 2 == 0 {
                            s.movetime_ms = Some(s.movetime_ms.unwrap_or(0) + 1);
                        } else {
                            s.ascii = true;
                        }
                    })
                    .unwrap();
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let (s, _) = Settings::load(&path);
        assert_eq!(s.movetime_ms, Some(4));
        assert!(s.ascii);
    }
}
