//! The ka game's rows on the settings screen: the rules, who begins, how
//! many rounds and the pattern a game takes when none are given.

mod words;

use crate::games::choice::Choice as _;
use crate::games::ka::{First, Game, Pattern, Preset, Rounds};
use crate::settings::Settings;
use crate::tui::settings::GameRows;
use crate::tui::settings::rows::cycle_name;
use crate::tui::setups::cycle;

/// The ka game's rows, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KaRow {
    Rules,
    First,
    Rounds,
    Pattern,
}

impl KaRow {
    pub const ALL: [KaRow; 4] = [KaRow::Rules, KaRow::First, KaRow::Rounds, KaRow::Pattern];
}

impl GameRows for Game {
    const ROWS: usize = KaRow::ALL.len();

    fn label(row: usize) -> String {
        words::label(KaRow::ALL[row])
    }

    fn value(settings: &Settings, row: usize) -> Option<String> {
        words::value(settings, KaRow::ALL[row])
    }

    fn change(s: &mut Settings, row: usize, step: isize) {
        match KaRow::ALL[row] {
            KaRow::Rules => s.rules = cycle_name(Preset::ALL, s.rules.take(), step),
            KaRow::First => s.first = cycle_name(First::ALL, s.first.take(), step),
            KaRow::Rounds => {
                // Not chosen (one round), then series of 2 to the most.
                let series: Vec<Option<u8>> = std::iter::once(None)
                    .chain((2..=Rounds::MAX).map(Some))
                    .collect();
                let now = s.rounds.filter(|&n| n > 1 && n <= Rounds::MAX);
                s.rounds = cycle(&series, now, step);
            }
            KaRow::Pattern => s.pattern = cycle_name(Pattern::ALL, s.pattern.take(), step),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where `row` stands among the ka game's rows.
    fn place(row: KaRow) -> usize {
        KaRow::ALL.iter().position(|&r| r == row).unwrap()
    }

    fn change(s: &mut Settings, row: KaRow, step: isize) {
        <Game as GameRows>::change(s, place(row), step);
    }

    #[test]
    fn each_row_cycles_through_not_chosen_and_its_values() {
        let mut s = Settings::default();
        change(&mut s, KaRow::Rules, 1);
        assert_eq!(s.rules.as_deref(), Some("classic"));
        change(&mut s, KaRow::Rules, -1);
        assert_eq!(s.rules, None);
        change(&mut s, KaRow::Rules, -1);
        assert_eq!(s.rules.as_deref(), Some("traditional"));
        change(&mut s, KaRow::First, -1);
        assert_eq!(s.first.as_deref(), Some("north"));
        change(&mut s, KaRow::Rounds, 2);
        assert_eq!(s.rounds, Some(3));
        change(&mut s, KaRow::Rounds, -3);
        assert_eq!(s.rounds, Some(9), "round the end");
        change(&mut s, KaRow::Rounds, 1);
        assert_eq!(s.rounds, None);
        change(&mut s, KaRow::Pattern, 1);
        assert_eq!(s.pattern.as_deref(), Some("first"));
    }

    #[test]
    fn a_value_the_form_does_not_know_counts_as_not_chosen() {
        let mut s = Settings {
            pattern: Some("no-such-pattern".into()),
            ..Settings::default()
        };
        assert_eq!(
            <Game as GameRows>::value(&s, place(KaRow::Pattern)).as_deref(),
            Some("no-such-pattern"),
            "shown as written"
        );
        change(&mut s, KaRow::Pattern, 1);
        assert_eq!(s.pattern.as_deref(), Some("first"));
    }
}
