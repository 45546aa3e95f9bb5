//! The words of the settings: the language switched to, a setting kept or
//! not, and the settings screen's rows and values.

use crate::games::Level;
use crate::games::choice::Choice;
use crate::i18n::Arg;
use crate::messages::options::Labelled;
use crate::shown::printable;
use crate::tr;
use crate::tui::settings::GameRows;
use crate::tui::settings::form::{Row, SettingsForm};

pub use crate::tui::messages::settings_note::{Kept, SettingsNote, error};

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
        Row::Game { kind, row } => crate::on_kind!(kind, G => <G as GameRows>::label(row)),
        Row::Level => tr!("settings-level"),
        Row::Movetime => tr!("settings-movetime"),
    }
}

/// The label of a value the settings file names, or the name as written
/// when this program does not know it.
pub fn labelled<C: Choice + Labelled>(name: Option<&str>) -> Option<String> {
    name.map(|n| C::from_name(n).map_or_else(|| printable(n).into_owned(), C::label))
}

/// A row's value on the settings screen: the language in its own name, a
/// game's rows as the game words them.
pub fn value(form: &SettingsForm, row: Row) -> String {
    let s = &form.settings;
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let default = || tr!("settings-default");
    match row {
        Row::Language => form.language().own_name(),
        Row::Flipped => tr!("settings-flipped-value", flipped = yes_no(s.flipped)),
        Row::Ascii => tr!("settings-ascii-value", ascii = yes_no(s.ascii)),
        Row::Bell => tr!("settings-bell-value", bell = yes_no(s.bell)),
        Row::Game { kind, row } => {
            crate::on_kind!(kind, G => <G as GameRows>::value(s, row)).unwrap_or_else(default)
        }
        Row::Level => match s.level.as_deref().and_then(|l| l.parse::<Level>().ok()) {
            Some(level) => crate::tui::messages::level_name(level),
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
