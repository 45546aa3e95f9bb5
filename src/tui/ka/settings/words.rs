//! The ka game's rows of the settings screen in words.

use super::KaRow;
use crate::games::ka::{First, Pattern, Preset};
use crate::settings::Settings;
use crate::tr;
use crate::tui::settings::words::labelled;

/// What a row is called.
pub fn label(row: KaRow) -> String {
    match row {
        KaRow::Rules => tr!("settings-rules"),
        KaRow::First => tr!("settings-first"),
        KaRow::Rounds => tr!("settings-rounds"),
        KaRow::Pattern => tr!("settings-pattern"),
    }
}

/// A row's value: the rules, the first player and the pattern by their
/// labels; `None` where none is chosen.
pub fn value(s: &Settings, row: KaRow) -> Option<String> {
    match row {
        KaRow::Rules => labelled::<Preset>(s.rules.as_deref()),
        KaRow::First => labelled::<First>(s.first.as_deref()),
        KaRow::Rounds => s.rounds.map(|n| n.to_string()),
        KaRow::Pattern => labelled::<Pattern>(s.pattern.as_deref()),
    }
}
