//! What each value of a rule option, a preset or a built-in pattern means,
//! in a line (the command line's help shows it beside the value): the
//! games' own options in each game's file beside this one.

use crate::games::GameKind;
use crate::games::choice::OtherGamesOption;
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

impl fmt::Display for OtherGamesOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let option = self.option;
        f.write_str(&crate::on_kind!(self.game, G => G::not_its_option(option)))
    }
}

impl std::error::Error for OtherGamesOption {}
