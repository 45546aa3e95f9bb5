//! What the lobby offers for the ka game: one variant, for South and
//! North; its rules preset, partial captures, who moves first and how
//! many rounds.

use crate::games::Seat;
use crate::games::choice::Choice as _;
use crate::games::ka::{Captures, First, Game, Preset, Rules};
use crate::tui::ka::new_game::words::{label, value};
use crate::tui::ka::new_game::{Row, Value};
use crate::tui::lobby::{InLobby, RuleRow, step_choice};

/// The preset the rules are, the first for rules of none (the preset row
/// steps from it).
fn preset(rules: Rules) -> Preset {
    rules.preset().unwrap_or_default()
}

impl InLobby for Game {
    // Each row with the new-game screen's words for the same choice.
    const RULE_ROWS: &'static [RuleRow<Rules>] = &[
        RuleRow {
            option: Preset::OPTION,
            label: || label(Row::Rules),
            value: |rules| value(Value::Preset(rules.preset())),
            // A preset leaves who moves first and the rounds as they were.
            step: |rules, by| Rules {
                first: rules.first,
                rounds: rules.rounds,
                ..Rules::from(step_choice(preset(rules), by))
            },
        },
        RuleRow {
            option: Captures::OPTION,
            label: || label(Row::Captures),
            value: |rules| value(Value::Captures(rules.captures)),
            step: |rules, by| Rules {
                captures: step_choice(rules.captures, by),
                ..rules
            },
        },
        RuleRow {
            option: First::OPTION,
            label: || label(Row::First),
            value: |rules| value(Value::First(rules.first)),
            step: |rules, by| Rules {
                first: step_choice(rules.first, by),
                ..rules
            },
        },
        RuleRow {
            option: "rounds",
            label: || label(Row::Rounds),
            value: |rules| value(Value::Rounds(rules.rounds)),
            step: |rules, by| Rules {
                rounds: rules.rounds.stepped(by),
                ..rules
            },
        },
    ];

    fn seats(_rules: &Rules) -> &'static [Seat] {
        &[Seat::South, Seat::North]
    }
}
