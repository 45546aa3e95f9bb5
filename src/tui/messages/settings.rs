//! The words of the settings: the language switched to, a setting kept or
//! not, and the settings screen's rows and values.

use crate::games::Level;
use crate::games::choice::Choice;
use crate::games::ka::{First, Pattern, Preset};
use crate::i18n::Arg;
use crate::messages::options::Labelled;
use crate::settings::SettingsError;
use crate::shown::printable;
use crate::tr;
use crate::tui::settings::form::{Row, SettingsForm};

/// Whether a change of the settings was kept in the settings file.
#[derive(Debug)]
pub enum Kept {
    Yes,
    /// There is no settings file (no config directory): for this game only.
    NoFile,
    /// Writing the file failed.
    No(SettingsError),
}

/// What the settings tell the players.
#[derive(Debug)]
pub enum SettingsNote {
    /// The language was switched (said in the new one).
    Language(Kept),
    /// A setting changed with its own key (f) could not be kept.
    NotKept(SettingsError),
    /// The settings screen's choices were saved, or not.
    Saved(Kept),
}

impl SettingsNote {
    /// Whether it tells of a failure.
    pub fn failed(&self) -> bool {
        matches!(
            self,
            SettingsNote::NotKept(_)
                | SettingsNote::Language(Kept::No(_))
                | SettingsNote::Saved(Kept::No(_))
        )
    }

    /// The sentence, in the thread's language.
    pub fn text(&self) -> String {
        match self {
            SettingsNote::Language(Kept::No(e)) => {
                tr!("settings-language-not-kept", error = error(e))
            }
            SettingsNote::Language(_) => tr!("settings-language-now"),
            SettingsNote::NotKept(e) => tr!("settings-not-kept", error = error(e)),
            SettingsNote::Saved(Kept::Yes) => tr!("settings-saved"),
            SettingsNote::Saved(Kept::NoFile) => tr!("settings-no-file"),
            SettingsNote::Saved(Kept::No(e)) => tr!("settings-not-kept", error = error(e)),
        }
    }
}

/// Why the settings file could not be written or read, in words.
pub fn error(e: &SettingsError) -> String {
    match e {
        SettingsError::File(e) => e.to_string(),
        SettingsError::Text { path, error } => tr!(
            "settings-bad-file",
            path = path.display().to_string(),
            error = error.to_string()
        ),
    }
}

/// The settings screen's title.
pub fn title() -> String {
    format!(" {} ", tr!("settings-title"))
}

/// What a row of the settings screen is called.
pub fn label(row: Row) -> String {
    match row {
        Row::Language => tr!("settings-language"),
        Row::Flipped => tr!("settings-flipped"),
        Row::Ascii => tr!("settings-ascii"),
        Row::Bell => tr!("settings-bell"),
        Row::Rules => tr!("settings-rules"),
        Row::First => tr!("settings-first"),
        Row::Rounds => tr!("settings-rounds"),
        Row::Pattern => tr!("settings-pattern"),
        Row::Level => tr!("settings-level"),
        Row::Movetime => tr!("settings-movetime"),
    }
}

/// The label of a value the settings file names, or the name as written
/// when this program does not know it.
fn labelled<C: Choice + Labelled>(name: Option<&str>) -> Option<String> {
    name.map(|n| C::from_name(n).map_or_else(|| printable(n).into_owned(), C::label))
}

/// A row's value on the settings screen: the language in its own name,
/// the rules, the first player and the pattern by their labels.
pub fn value(form: &SettingsForm, row: Row) -> String {
    let s = &form.settings;
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let default = || tr!("settings-default");
    match row {
        Row::Language => form.language().own_name(),
        Row::Flipped => tr!("settings-flipped-value", flipped = yes_no(s.flipped)),
        Row::Ascii => tr!("settings-ascii-value", ascii = yes_no(s.ascii)),
        Row::Bell => tr!("settings-bell-value", bell = yes_no(s.bell)),
        Row::Rules => labelled::<Preset>(s.rules.as_deref()).unwrap_or_else(default),
        Row::First => labelled::<First>(s.first.as_deref()).unwrap_or_else(default),
        Row::Rounds => s.rounds.map_or_else(default, |n| n.to_string()),
        Row::Pattern => labelled::<Pattern>(s.pattern.as_deref()).unwrap_or_else(default),
        Row::Level => match s.level.as_deref().and_then(|l| l.parse::<Level>().ok()) {
            Some(level) => super::bell::level_name(level),
            None => default(),
        },
        Row::Movetime => match s.movetime_ms {
            Some(ms) => {
                let places = [1000, 100, 10].iter().take_while(|&&d| ms % d != 0).count();
                let seconds = Arg::decimal(ms as f64 / 1000.0, places);
                tr!("settings-movetime-value", seconds = seconds)
            }
            None => default(),
        },
    }
}

/// Under the rows: what changes when.
pub fn about() -> String {
    tr!("settings-about")
}

/// The keys under the form.
pub fn keys() -> String {
    tr!("settings-keys")
}
