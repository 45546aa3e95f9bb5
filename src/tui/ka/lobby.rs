//! What the lobby offers for the ka game: one variant, for South and
//! North, and its rules preset.

use crate::games::Seat;
use crate::games::choice::Choice as _;
use crate::games::ka::{Game, Preset, Rules};
use crate::tui::lobby::{InLobby, RuleRow, step_choice};
use crate::tui::messages::new_game::label;
use crate::tui::new_game::Row;

/// The preset the rules are, the first for rules of none (the lobby only
/// chooses presets).
fn preset(rules: Rules) -> Preset {
    rules.preset().unwrap_or_default()
}

impl InLobby for Game {
    const RULE_ROWS: &'static [RuleRow<Rules>] = &[RuleRow {
        option: Preset::OPTION,
        // The new-game screen's word for the same choice.
        label: || label(Row::Rules),
        value: |rules| preset(rules).name().to_string(),
        step: |rules, by| Rules::from(step_choice(preset(rules), by)),
    }];

    fn seats(_rules: &Rules) -> &'static [Seat] {
        &[Seat::South, Seat::North]
    }
}
