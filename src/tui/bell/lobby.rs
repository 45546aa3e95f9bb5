//! What the lobby offers for Bell's game: a variant for each number of
//! players, and its opening.

use super::form::Row;
use crate::games::Seat;
use crate::games::bell::{Game, Opening, Players, Rules};
use crate::games::choice::Choice as _;
use crate::tui::bell::words::screen::{form_label, opening_value};
use crate::tui::lobby::{InLobby, RuleRow, step_choice};

impl InLobby for Game {
    const VARIANTS: usize = Players::ALL.len();
    const RULE_ROWS: &'static [RuleRow<Rules>] = &[RuleRow {
        option: Opening::OPTION,
        // The new-game form's words for the same choice.
        label: || form_label(Row::Opening),
        value: |rules| opening_value(rules.opening),
        step: |rules, by| Rules {
            opening: step_choice(rules.opening, by),
            ..rules
        },
    }];

    fn variant(rules: &Rules) -> usize {
        (Players::ALL.iter())
            .position(|&p| p == rules.players)
            .unwrap_or(0)
    }

    fn with_variant(rules: Rules, variant: usize) -> Rules {
        Rules {
            players: Players::ALL.get(variant).copied().unwrap_or_default(),
            ..rules
        }
    }

    fn seats(rules: &Rules) -> &'static [Seat] {
        rules.players.seats()
    }
}
