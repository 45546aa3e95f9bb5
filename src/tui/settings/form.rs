//! The settings screen's form: a row for each setting, its value changed
//! with the arrows, saved with Enter, left unchanged with Esc.

use crate::games::Level;
use crate::games::choice::Choice;
use crate::games::ka::{First, Pattern, Preset, Rounds};
use crate::i18n::Lang;
use crate::settings::Settings;

/// A row of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Language,
    Flipped,
    Ascii,
    /// The terminal bell when it is a player's turn here.
    Bell,
    /// The ka game's rules when none are given.
    Rules,
    /// Who begins a ka game when no one is named.
    First,
    /// How many rounds a ka game has when none are given.
    Rounds,
    /// The ka game's pattern when none is given.
    Pattern,
    /// The computer's level when none is given.
    Level,
    /// How long the computer thinks a move.
    Movetime,
}

impl Row {
    /// Every row, in order.
    pub const ALL: [Row; 10] = [
        Row::Language,
        Row::Flipped,
        Row::Ascii,
        Row::Bell,
        Row::Rules,
        Row::First,
        Row::Rounds,
        Row::Pattern,
        Row::Level,
        Row::Movetime,
    ];
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
        Row::ALL[self.row]
    }

    /// Moves to the row `step` rows down (up when negative), round.
    pub fn move_row(&mut self, step: isize) {
        let n = Row::ALL.len() as isize;
        self.row = (self.row as isize + step).rem_euclid(n) as usize;
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
            Row::Rules => s.rules = cycle_name(Preset::ALL, s.rules.take(), step),
            Row::First => s.first = cycle_name(First::ALL, s.first.take(), step),
            Row::Rounds => {
                // Not chosen (one round), then series of 2 to the most.
                let series: Vec<Option<u8>> = std::iter::once(None)
                    .chain((2..=Rounds::MAX).map(Some))
                    .collect();
                let now = s.rounds.filter(|&n| n > 1 && n <= Rounds::MAX);
                s.rounds = cycle(&series, now, step);
            }
            Row::Pattern => s.pattern = cycle_name(Pattern::ALL, s.pattern.take(), step),
            Row::Level => {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                s.level = cycle_str(&names, s.level.take(), step);
            }
            Row::Movetime => s.movetime_ms = cycle(&MOVETIMES, s.movetime_ms, step),
        }
    }
}

fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    let n = all.len() as isize;
    let i = all.iter().position(|&x| x == now).unwrap_or(0) as isize;
    all[(i + step).rem_euclid(n) as usize]
}

/// The next of "not chosen" and the names of `all`, round.
fn cycle_name<T: Choice>(all: &[T], now: Option<String>, step: isize) -> Option<String> {
    let names: Vec<&str> = all.iter().map(|c| c.name()).collect();
    cycle_str(&names, now, step)
}

/// The next of "not chosen" and `names`, round (a name not among them
/// counts as not chosen).
fn cycle_str(names: &[&str], now: Option<String>, step: isize) -> Option<String> {
    let mut all: Vec<Option<&str>> = vec![None];
    all.extend(names.iter().map(|&n| Some(n)));
    let now = now.as_deref().filter(|n| names.contains(n));
    cycle(&all, now, step).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        form.move_row(1); // rules
        assert_eq!(form.row(), Row::Rules);
        form.change(1);
        assert_eq!(form.settings.rules.as_deref(), Some("classic"));
        form.change(-1);
        assert_eq!(form.settings.rules, None);
        form.change(-1);
        assert_eq!(form.settings.rules.as_deref(), Some("traditional"));
        form.move_row(1);
        assert_eq!(form.row(), Row::First);
        form.change(-1);
        assert_eq!(form.settings.first.as_deref(), Some("north"));
        form.move_row(1);
        assert_eq!(form.row(), Row::Rounds);
        form.change(2);
        assert_eq!(form.settings.rounds, Some(3));
        form.change(-3);
        assert_eq!(form.settings.rounds, Some(9), "round the end");
        form.change(1);
        assert_eq!(form.settings.rounds, None);
        form.move_row(2); // level
        form.change(-1);
        assert_eq!(form.settings.level.as_deref(), Some("hard"));
        form.move_row(1);
        form.change(3);
        assert_eq!(form.settings.movetime_ms, Some(1000));
        form.move_row(1);
        assert_eq!(form.row(), Row::Language, "round the end");
    }

    #[test]
    fn a_value_the_form_does_not_know_counts_as_not_chosen() {
        let settings = Settings {
            pattern: Some("no-such-pattern".into()),
            ..Settings::default()
        };
        let mut form = SettingsForm::new(settings, Lang::english(), Applied::default());
        form.move_row(7);
        assert_eq!(form.row(), Row::Pattern);
        form.change(1);
        assert_eq!(form.settings.pattern.as_deref(), Some("first"));
    }
}
