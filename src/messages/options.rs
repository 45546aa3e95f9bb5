//! What each value of a rule option, a preset or a built-in pattern means,
//! in a line (the command line's help shows it beside the value): the
//! games' own options in each game's file beside this one.

use crate::games::choice::OtherGamesOption;
use crate::games::{AnyRules, GameKind};
use crate::messages::Named as _;
use std::fmt;

/// A line saying what a value means.
pub trait Described {
    fn description(self) -> String;
}

impl Described for GameKind {
    fn description(self) -> String {
        crate::on_kind!(self, G => G::described())
    }
}

/// A value's name as a screen or a sentence shows it, in the player's
/// language; what the command line and the files take stays
/// [`Choice::name`](crate::games::choice::Choice::name).
pub trait Labelled {
    fn label(self) -> String;
}

/// Any game's rules as a player reads them, in the thread's language
/// ("tradisional, Utara dahulu"), not as the command line names them.
pub fn rules_label(rules: &crate::games::AnyRules) -> String {
    crate::on_any!(rules, AnyRules, r => Labelled::label(*r))
}

impl fmt::Display for OtherGamesOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let option = self.option;
        f.write_str(&crate::on_kind!(self.game, G => G::not_its_option(option)))
    }
}

impl std::error::Error for OtherGamesOption {}

#[cfg(test)]
mod tests {
    use crate::games::ka::{Illegal, KaEntry, Rules};
    use crate::games::{AnyRules, Level, Seat, SeatKind};
    use crate::i18n::{self, Lang};
    use crate::store::GameSummary;

    fn malay() {
        i18n::set(Lang::find("ms").unwrap());
    }

    #[test]
    fn a_refused_ka_entry_names_the_rule_in_malay() {
        malay();
        let text = Illegal::EntryDistance {
            rule: KaEntry::Slide,
            distance: 2,
        }
        .to_string();
        assert!(
            text.starts_with("dengan peraturan ka masuk gelongsor,"),
            "{text}"
        );
    }

    #[test]
    fn a_saved_game_in_malay_names_its_pattern_rules_and_players_in_malay() {
        malay();
        let summary = GameSummary {
            setup: "second".into(),
            rules: AnyRules::Ka(Rules::MARBLES),
            players: Some(vec![
                (Seat::South, SeatKind::Human),
                (Seat::North, SeatKind::Computer(Level::Hard)),
            ]),
            moves: 0,
            scores: vec![(Seat::South, 0), (Seat::North, 0)],
            to_move: Some(Seat::South),
            outcome: None,
            ended: None,
        };
        assert_eq!(
            summary.to_string(),
            "kedua, peraturan guli, pemain manusia (Selatan) lawan AI sukar (Utara), \
             0 langkah; Selatan 0, Utara 0; giliran Selatan"
        );
    }

    #[test]
    fn rules_that_are_no_preset_are_spelled_out_in_malay() {
        malay();
        let rules = Rules {
            ka_entry: KaEntry::Jump,
            first: crate::games::ka::First::North,
            ..Rules::CLASSIC
        };
        let summary = GameSummary {
            setup: "mine".into(),
            rules: AnyRules::Ka(rules),
            players: None,
            moves: 0,
            scores: vec![],
            to_move: None,
            outcome: None,
            ended: None,
        };
        assert!(
            summary.to_string().starts_with(
                "mine, peraturan lajur kedua pepenjuru, ka masuk lompat, lubang tengah menghalang, Utara dahulu"
            ),
            "{summary}"
        );
    }
}
