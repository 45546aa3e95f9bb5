//! What each value of a rule option, a preset or a built-in pattern means,
//! in a line (the command line's help shows it beside the value).

use crate::games::GameKind;
use crate::games::bell;
use crate::games::choice::OtherGamesOption;
use crate::games::ka::{Centre, KaEntry, Pattern, Preset, SecondColumn};
use crate::tr;
use std::fmt;

/// A line saying what a value means.
pub trait Described {
    fn description(self) -> String;
}

impl Described for SecondColumn {
    fn description(self) -> String {
        match self {
            SecondColumn::Diagonal => tr!("option-second-column-diagonal"),
            SecondColumn::Free => tr!("option-second-column-free"),
        }
    }
}

impl Described for KaEntry {
    fn description(self) -> String {
        match self {
            KaEntry::Slide => tr!("option-ka-slide"),
            KaEntry::Jump => tr!("option-ka-jump"),
            KaEntry::Either => tr!("option-ka-either"),
        }
    }
}

impl Described for Centre {
    fn description(self) -> String {
        match self {
            Centre::Blocks => tr!("option-centre-blocks"),
            Centre::Open => tr!("option-centre-open"),
        }
    }
}

impl Described for Preset {
    fn description(self) -> String {
        match self {
            Preset::Classic => tr!("option-rules-classic"),
            Preset::Marbles => tr!("option-rules-marbles"),
        }
    }
}

impl Described for Pattern {
    fn description(self) -> String {
        match self {
            Pattern::First => tr!("option-pattern-first"),
            Pattern::Second => tr!("option-pattern-second"),
        }
    }
}

impl Described for GameKind {
    fn description(self) -> String {
        match self {
            GameKind::Ka => tr!("option-game-ka"),
            GameKind::Bell => tr!("option-game-bell"),
        }
    }
}

impl Described for bell::Players {
    fn description(self) -> String {
        super::seat_list(self.seats())
    }
}

impl Described for bell::Opening {
    fn description(self) -> String {
        match self {
            bell::Opening::Corner => tr!("option-opening-corner"),
            bell::Opening::Inner => tr!("option-opening-inner"),
        }
    }
}

impl Described for bell::Pattern {
    fn description(self) -> String {
        match self {
            bell::Pattern::Checker => tr!("option-pattern-checker"),
            bell::Pattern::Quarters => tr!("option-pattern-quarters"),
            bell::Pattern::Rings => tr!("option-pattern-rings"),
        }
    }
}

impl fmt::Display for OtherGamesOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let option = self.option;
        f.write_str(&match self.game {
            GameKind::Ka => tr!("option-not-for-ka", option = option),
            GameKind::Bell => tr!("option-not-for-bell", option = option),
        })
    }
}

impl std::error::Error for OtherGamesOption {}
