//! The settings screen's form: a row for each setting, its value changed
//! with the arrows, saved with Enter, left unchanged with Esc.

use super::rows::{GameRows, cycle_str};
use crate::games::choice::Choice as _;
use crate::games::{GameKind, Level};
use crate::i18n::Lang;
use crate::settings::Settings;
use crate::tui::setups::{cycle, turn};

/// A row of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Language,
    Flipped,
    Ascii,
    /// The terminal bell when it is a player's turn here.
    Bell,
    /// A game's own row ([`GameRows`]): its `row`-th.
    Game {
        kind: GameKind,
        row: usize,
    },
    /// The computer's level when none is given.
    Level,
    /// How long the computer thinks a move.
    Movetime,
}

impl Row {
    /// Every row, in order: the screen's, each game's own, then the
    /// computer's.
    pub fn all() -> Vec<Row> {
        let mut rows = vec![Row::Language, Row::Flipped, Row::Ascii, Row::Bell];
        for &kind in GameKind::ALL {
            let n = crate::on_kind!(kind, G => <G as GameRows>::ROWS);
            rows.extend((0..n).map(|row| Row::Game { kind, row }));
        }
        rows.extend([Row::Level, Row::Movetime]);
        rows
    }
}

/// The think times offered, in milliseconds (`None`: the default).
pub const MOVETIMES: [Option<u64>; 7] = [
    None,
    Some(250),
    Some(500),
    Some(1000),
    Some(2000),
    Some(5000),
    Some(10_000),
];

/// The settings that apply to the game on the screen at once, as it has
/// them (which may differ from the file's: a game without a settings file,
/// a `--ascii` on the command line).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// North drawn at the bottom.
    pub flipped: bool,
    /// Plain ASCII drawing.
    pub ascii: bool,
    /// The terminal bell rung for a player here.
    pub bell: bool,
}

impl Applied {
    /// What `settings` apply.
    pub fn of(settings: &Settings) -> Applied {
        Applied {
            flipped: settings.flipped,
            ascii: settings.ascii,
            bell: settings.bell,
        }
    }
}

/// The settings being edited and the row chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsForm {
    /// The settings as they will be saved.
    pub settings: Settings,
    row: usize,
}

impl SettingsForm {
    /// A form starting from `settings`, with the language, orientation,
    /// drawing and bell as they are in the game now.
    pub fn new(mut settings: Settings, lang: Lang, now: Applied) -> SettingsForm {
        settings.language = Some(lang.code().to_string());
        settings.flipped = now.flipped;
        settings.ascii = now.ascii;
        settings.bell = now.bell;
        SettingsForm { settings, row: 0 }
    }

    /// The row chosen.
    pub fn row(&self) -> Row {
        Row::all()[self.row]
    }

    /// Moves to the row `step` rows down (up when negative), round.
    pub fn move_row(&mut self, step: isize) {
        self.row = turn(self.row, Row::all().len(), step);
    }

    /// The language chosen (English if the file names none it has).
    pub fn language(&self) -> Lang {
        self.settings
            .language
            .as_deref()
            .and_then(Lang::find)
            .unwrap_or_else(Lang::english)
    }

    /// Changes the value of the row chosen, `step` choices on, round.
    pub fn change(&mut self, step: isize) {
        let (row, language) = (self.row(), self.language());
        let s = &mut self.settings;
        match row {
            Row::Language => {
                let all: Vec<Lang> = Lang::all().collect();
                let lang = cycle(&all, language, step);
                s.language = Some(lang.code().to_string());
            }
            Row::Flipped => s.flipped = !s.flipped,
            Row::Ascii => s.ascii = !s.ascii,
            Row::Bell => s.bell = !s.bell,
            Row::Game { kind, row } => {
                crate::on_kind!(kind, G => <G as GameRows>::change(s, row, step))
            }
            Row::Level => {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                s.level = cycle_str(&names, s.level.take(), step);
            }
            Row::Movetime => s.movetime_ms = cycle(&MOVETIMES, s.movetime_ms, step),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of `row` among the form's rows.
    fn place(row: Row) -> isize {
        Row::all().iter().position(|&r| r == row).unwrap() as isize
    }

    #[test]
    fn each_row_cycles_through_not_chosen_and_its_values() {
        let mut form = SettingsForm::new(Settings::default(), Lang::english(), Applied::default());
        assert_eq!(form.settings.language.as_deref(), Some("en"));
        form.change(1);
        assert_eq!(form.settings.language.as_deref(), Some("ms"));
        form.change(1);
        assert_eq!(form.settings.language.as_deref(), Some("en"));
        form.move_row(1);
        form.change(1);
        assert!(form.settings.flipped);
        form.move_row(2); // bell
        assert_eq!(form.row(), Row::Bell);
        form.change(-1);
        assert!(form.settings.bell);
        form.change(1);
        assert!(!form.settings.bell);
        form.move_row(place(Row::Level) - place(Row::Bell));
        assert_eq!(form.row(), Row::Level);
        form.change(-1);
        assert_eq!(form.settings.level.as_deref(), Some("hard"));
        form.move_row(1);
        form.change(3);
        assert_eq!(form.settings.movetime_ms, Some(1000));
        form.move_row(1);
        assert_eq!(form.row(), Row::Language, "round the end");
    }

    #[test]
    fn each_games_own_rows_stand_between_the_bell_and_the_level_in_the_catalogues_order() {
        let rows = Row::all();
        let games: Vec<Row> = GameKind::ALL
            .iter()
            .flat_map(|&kind| {
                let n = crate::on_kind!(kind, G => <G as GameRows>::ROWS);
                (0..n).map(move |row| Row::Game { kind, row })
            })
            .collect();
        assert!(!games.is_empty(), "the ka game has rows of its own");
        let bell = place(Row::Bell) as usize;
        assert_eq!(rows[bell + 1..bell + 1 + games.len()], games[..]);
        assert_eq!(rows[bell + 1 + games.len()], Row::Level);
        // A game's row changes that game's setting through the form.
        let mut form = SettingsForm::new(Settings::default(), Lang::english(), Applied::default());
        form.move_row(bell as isize + 1);
        let before = form.settings.clone();
        form.change(1);
        assert_ne!(form.settings, before);
        form.change(-1);
        assert_eq!(form.settings, before);
    }
}
