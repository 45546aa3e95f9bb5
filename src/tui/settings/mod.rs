//! The player's settings in the terminal game, for both games: the
//! language key, keeping a change in the settings file, and the settings
//! screen's form ([`form`]).

pub mod form;
pub mod rows;
pub mod view;
pub mod words;

pub use rows::GameRows;

use crate::board::Direction;
use crate::games::Seat;
use crate::i18n;
use crate::settings::Place;
use crate::tui::keys::Action;
use crate::tui::messages::Told;
use form::{Applied, SettingsForm};
use words::{Kept, SettingsNote};

/// Makes `change` to the settings kept at `place`, if there is one.
pub fn keep(place: Option<&Place>, change: impl FnOnce(&mut crate::settings::Settings)) -> Kept {
    match place {
        None => Kept::NoFile,
        Some(place) => match place.update(change) {
            Ok(_) => Kept::Yes,
            Err(e) => Kept::No(e),
        },
    }
}

/// Switches this thread's language (the one the screen is drawn in) to the
/// next and keeps the choice; the note is made in the new language.
pub fn switch_language(place: Option<&Place>) -> Told {
    let lang = i18n::current().next();
    i18n::set(lang);
    let kept = keep(place, |s| s.language = Some(lang.code().to_string()));
    Told::Settings(SettingsNote::Language(kept))
}

/// Keeps the board's orientation after `f`; the note says which way up it
/// is and whether the next games open so, or that it could not be kept.
pub fn keep_flipped(place: Option<&Place>, flipped: bool, down: Seat) -> Told {
    let told = |kept| Told::Flipped {
        down,
        turned: flipped,
        kept,
    };
    match keep(place, |s| s.flipped = flipped) {
        Kept::No(e) => Told::Settings(SettingsNote::NotKept(e)),
        Kept::Yes => told(true),
        Kept::NoFile => told(false),
    }
}

/// The settings screen for the settings kept at `place` (a file that
/// cannot be read gives the defaults: it is replaced on saving), with the
/// language and the settings `now` applied to the game.
pub fn open(place: Option<&Place>, now: Applied) -> SettingsForm {
    let kept = place.map(Place::load).unwrap_or_default();
    SettingsForm::new(kept, i18n::current(), now)
}

/// What a key does to the settings screen.
pub enum OnForm {
    Keep,
    Save,
    Cancel,
}

/// Acts on a key on the settings screen.
pub fn on_form(action: Action, form: &mut SettingsForm) -> OnForm {
    match action {
        Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
        Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
        Action::Cursor(Direction::West) => form.change(-1),
        Action::Cursor(Direction::East) => form.change(1),
        Action::Yes | Action::Select | Action::Submit => return OnForm::Save,
        Action::No | Action::Back | Action::Quit | Action::Settings => return OnForm::Cancel,
        _ => {}
    }
    OnForm::Keep
}

/// Keeps the form's settings at `place` and makes the language the
/// thread's; returns the note (made in the new language), and the
/// settings to apply to the game at once.
pub fn save(place: Option<&Place>, form: &SettingsForm) -> (SettingsNote, Applied) {
    let chosen = form.settings.clone();
    i18n::set(form.language());
    let kept = keep(place, |s| *s = chosen.clone());
    (SettingsNote::Saved(kept), Applied::of(&chosen))
}
