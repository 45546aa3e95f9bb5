//! The player's preferences, kept between runs in a small RON file in the
//! platform's config directory (`$XDG_CONFIG_HOME/pasang/settings.ron`):
//! the language, the board's orientation and drawing, the terminal bell,
//! the ka game's default rules and pattern, and the computer's level and
//! time.
//!
//! Values are kept as the command line writes them (`"ms"`, `"marbles"`,
//! `"hard"`), so that the file reads well and an older or newer pasang can
//! read it: a field it does not know is skipped, a missing one takes its
//! default, and a value it cannot use is reported and left unused. A bad
//! file is reported and ignored, never fatal. Changes are written by
//! reading the file again under a lock, changing only what was changed (the
//! values of the fields changed; comments, fields of other versions and the
//! layout stay as written), and replacing it atomically, so two pasangs
//! running at once lose nothing.

use crate::files::{FileError, lock_beside, read_bounded, write_atomic};
use crate::ron_fields;
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
    /// The terminal bell rung when the computer or another terminal has
    /// moved and a player here is to move, or is asked something.
    pub bell: bool,
    /// The ka game's rules when none are given: a `--rules` name.
    pub rules: Option<String>,
    /// Who begins a ka game when none is given: a `--first` name.
    pub first: Option<String>,
    /// How many rounds a ka game has when none is given (`--rounds`).
    pub rounds: Option<u8>,
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
    /// The server that keeps a visitor's settings could not write them.
    Server,
}

/// Where a player's settings are kept: their settings file, or the server
/// they visit, which keeps a keyed visitor's settings for their key.
#[derive(Clone)]
pub enum Place {
    File(PathBuf),
    Kept(std::sync::Arc<dyn Keeper>),
}

/// A keeper of one player's settings other than a file (a server's
/// database, for a visitor's key).
pub trait Keeper: Send + Sync {
    /// The settings kept, or the keeper's defaults when none are.
    fn load(&self) -> Settings;
    /// Makes `change` to the settings kept and returns them.
    fn update(&self, change: &mut dyn FnMut(&mut Settings)) -> Result<Settings, SettingsError>;
}

impl std::fmt::Debug for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::File(path) => f.debug_tuple("File").field(path).finish(),
            Place::Kept(_) => f.write_str("Kept"),
        }
    }
}

impl Place {
    /// The settings kept there: the defaults when none can be read.
    pub fn load(&self) -> Settings {
        match self {
            Place::File(path) => Settings::load(path).0,
            Place::Kept(keeper) => keeper.load(),
        }
    }

    /// Makes `change` to the settings kept there and returns them.
    pub fn update(&self, change: impl FnOnce(&mut Settings)) -> Result<Settings, SettingsError> {
        match self {
            Place::File(path) => Settings::update(path, change),
            Place::Kept(keeper) => {
                let mut change = Some(change);
                keeper.update(&mut |s| {
                    if let Some(change) = change.take() {
                        change(s)
                    }
                })
            }
        }
    }
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
        Settings::parse(&bytes)
            .map(Some)
            .map_err(|error| SettingsError::Text {
                path: path.to_path_buf(),
                error,
            })
    }

    /// Settings written as the settings file writes them, if they read.
    pub fn from_text(text: &str) -> Option<Settings> {
        Settings::parse(text.as_bytes()).ok()
    }

    /// The settings written as the settings file writes them.
    pub fn to_text(&self) -> String {
        written(self)
    }

    fn parse(bytes: &[u8]) -> Result<Settings, TextError> {
        read_ron_with(bytes, SETTINGS_BYTES, ron_options())
    }

    /// Makes `change` to the settings file at `path` and returns the
    /// settings now kept. The file is read again under a lock so that a
    /// change made meanwhile by another pasang is kept. Only the values of
    /// the fields changed are rewritten (a field missing is added), so
    /// comments, fields of other versions and the rest of the layout stay;
    /// a file that cannot be read or followed is replaced.
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut Settings),
    ) -> Result<Settings, SettingsError> {
        let _lock = lock_beside(path).map_err(SettingsError::File)?;
        let kept = read_bounded(path, SETTINGS_BYTES)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .and_then(|text| Some((Settings::parse(text.as_bytes()).ok()?, text)));
        let before = kept.as_ref().map(|(s, _)| s.clone()).unwrap_or_default();
        let mut settings = before.clone();
        change(&mut settings);
        let text = match &kept {
            Some((_, old)) => match edited(old, &before, &settings) {
                Some(new) if new == *old => return Ok(settings),
                Some(new) => new,
                None => written(&settings),
            },
            None => written(&settings),
        };
        write_atomic(path, text.as_bytes()).map_err(SettingsError::File)?;
        Ok(settings)
    }
}

/// The settings as a file of their own, every field written.
fn written(settings: &Settings) -> String {
    let pretty = ron::ser::PrettyConfig::default().extensions(Extensions::IMPLICIT_SOME);
    let text = ron::ser::to_string_pretty(settings, pretty).expect("settings serialize");
    format!("{text}\n")
}

/// `language: "ms"` as a person writes it, as well as `Some("ms")`.
fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(Extensions::IMPLICIT_SOME)
}

/// `text`, a settings file that reads as `before`, with the values of the
/// fields that `after` changed replaced and all else kept; `None` when
/// the text cannot be followed or would not read back as `after`.
fn edited(text: &str, before: &Settings, after: &Settings) -> Option<String> {
    // The values as RON writes them, to compare and to put in the text.
    let compact = |s: &Settings| ron_options().to_string(s).expect("settings serialize");
    let (old, new) = (compact(before), compact(after));
    let old = ron_fields::values(&old)?;
    let new = ron_fields::values(&new)?;
    let changes: Vec<(&str, &str)> = new
        .iter()
        .filter(|field| !old.contains(field))
        .map(|(name, value)| (name.as_str(), *value))
        .collect();
    let edited = ron_fields::set(text, &changes)?;
    (Settings::parse(edited.as_bytes()).ok()? == *after).then_some(edited)
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
    fn a_file_without_the_bell_has_it_off_and_gets_it_added_when_turned_on() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let text = "// mine\n(language: \"ms\", flipped: true, ascii: true, movetime_ms: 250)\n";
        std::fs::write(&path, text).unwrap();
        let (s, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert!(!s.bell);
        assert!(s.flipped && s.ascii);
        Settings::update(&path, |s| s.bell = true).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "// mine\n(language: \"ms\", flipped: true, ascii: true, movetime_ms: 250, bell: true)\n"
        );
        assert!(Settings::load(&path).0.bell);
        Settings::update(&path, |s| s.bell = false).unwrap();
        let (s, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert!(!s.bell);
        assert_eq!(s.movetime_ms, Some(250));
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
    fn a_change_keeps_comments_unknown_fields_and_the_rest_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let text = "// Mine, by hand.\n(\n    language: \"en\", /* for now */\n    colour_scheme: \"dark\",\n    movetime_ms:   250,\n)\n";
        std::fs::write(&path, text).unwrap();
        let kept = Settings::update(&path, |s| s.language = Some("ms".into())).unwrap();
        let written = std::fs::read_to_string(&path).unwrap();
        assert_eq!(written, text.replace("\"en\"", "\"ms\""));
        let expected = Settings {
            language: Some("ms".into()),
            movetime_ms: Some(250),
            ..Settings::default()
        };
        assert_eq!(kept, expected);
        let (read, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert_eq!(read, expected);
    }

    #[test]
    fn a_file_with_every_kind_of_field_stays_readable_and_commented_through_changes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let text = concat!(
            "#![enable(implicit_some)]\n",
            "// Shared with pasang 2.\n",
            "Settings(\n",
            "    language: Some(\"ms\"), // Malay\n",
            "    /* the board */ flipped: true,\n",
            "    ascii: false,\n",
            "    colour_scheme: \"dark\",\n",
            "    sounds: (volume: 3, clicks: [\"a\", \"b\"]),\n",
            "    movetime_ms: 1_000\n",
            "    // the end\n",
            ")\n",
        );
        std::fs::write(&path, text).unwrap();
        let changes: [fn(&mut Settings); 5] = [
            |s| s.flipped = false,
            |s| s.level = Some("hard".into()),
            |s| s.movetime_ms = Some(250),
            |s| s.language = None,
            |s| s.rules = Some("marbles".into()),
        ];
        let mut expected = Settings {
            language: Some("ms".into()),
            flipped: true,
            movetime_ms: Some(1000),
            ..Settings::default()
        };
        for change in changes {
            change(&mut expected);
            Settings::update(&path, change).unwrap();
            let (read, e) = Settings::load(&path);
            assert!(e.is_none(), "{e:?}");
            assert_eq!(read, expected);
        }
        let written = std::fs::read_to_string(&path).unwrap();
        let expected_text = concat!(
            "#![enable(implicit_some)]\n",
            "// Shared with pasang 2.\n",
            "Settings(\n",
            "    language: None, // Malay\n",
            "    /* the board */ flipped: false,\n",
            "    ascii: false,\n",
            "    colour_scheme: \"dark\",\n",
            "    sounds: (volume: 3, clicks: [\"a\", \"b\"]),\n",
            "    movetime_ms: 250,\n",
            "    // the end\n",
            "    level: \"hard\",\n",
            "    rules: \"marbles\",\n",
            ")\n",
        );
        assert_eq!(written, expected_text);
    }

    #[test]
    fn brackets_and_comment_marks_inside_strings_are_only_text() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let text = r#"(pattern: "a) // b", note: r"/* (", level: "c\"), d", ascii: true)"#;
        std::fs::write(&path, text).unwrap();
        Settings::update(&path, |s| s.level = Some("x) // y".into())).unwrap();
        Settings::update(&path, |s| s.flipped = true).unwrap();
        let written = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            written,
            r#"(pattern: "a) // b", note: r"/* (", level: "x) // y", ascii: true, flipped: true)"#
        );
        let (read, e) = Settings::load(&path);
        assert!(e.is_none(), "{e:?}");
        assert_eq!(read.pattern.as_deref(), Some("a) // b"));
        assert_eq!(read.level.as_deref(), Some("x) // y"));
    }

    #[test]
    fn a_change_to_nothing_leaves_the_file_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.ron");
        let text = "( ascii :true ) // as is";
        std::fs::write(&path, text).unwrap();
        let kept = Settings::update(&path, |s| s.ascii = true).unwrap();
        assert!(kept.ascii);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
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

    mod props {
        use super::*;
        use proptest::prelude::*;

        /// Settings files as people and other versions write them; each
        /// has the words "mine" and "keep" in comments and a field of a
        /// newer pasang.
        const FILES: [&str; 4] = [
            "// mine\n(\n    language: \"en\", /* keep */\n    colour_scheme: \"dark\",\n    level: Some(\"easy\") // last\n)\n",
            "(colour_scheme: \"dark\" /* keep */, ascii: true) // mine",
            "#![enable(implicit_some)]\n/* mine */\nSettings(\r\n  colour_scheme: \"dark\", // keep\r\n)\r\n",
            "// mine\n( /* keep */ colour_scheme: \"dark\")",
        ];

        fn name() -> impl Strategy<Value = Option<String>> {
            let names = vec![
                "ms",
                "",
                "a) // b",
                "q\"/* c",
                "back\\slash",
                "ünï",
                "x,y:(z",
            ];
            prop::option::of(prop::sample::select(names).prop_map(String::from))
        }

        fn settings() -> impl Strategy<Value = Settings> {
            let time = prop::option::of(0u64..100_000);
            (
                name(),
                any::<bool>(),
                any::<bool>(),
                any::<bool>(),
                name(),
                name(),
                name(),
                time,
                name(),
                prop::option::of(0u8..20),
            )
                .prop_map(
                    |(
                        language,
                        flipped,
                        ascii,
                        bell,
                        rules,
                        pattern,
                        level,
                        movetime_ms,
                        first,
                        rounds,
                    )| Settings {
                        language,
                        flipped,
                        ascii,
                        bell,
                        rules,
                        first,
                        rounds,
                        pattern,
                        level,
                        movetime_ms,
                    },
                )
        }

        proptest! {
            #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

            #[test]
            fn any_changes_read_back_and_keep_comments_and_unknown_fields(
                file in prop::sample::select(FILES.to_vec()),
                changes in prop::collection::vec(settings(), 1..6),
            ) {
                let mut text = file.to_string();
                let mut before = Settings::parse(text.as_bytes()).unwrap();
                for after in changes {
                    let new = edited(&text, &before, &after);
                    prop_assert!(new.is_some(), "{text:?} to {after:?}");
                    text = new.unwrap();
                    prop_assert_eq!(Settings::parse(text.as_bytes()), Ok(after.clone()));
                    before = after;
                }
                for kept in ["mine", "keep", "colour_scheme: \"dark\""] {
                    prop_assert!(text.contains(kept), "{kept} lost: {text}");
                }
            }
        }
    }
}
