//! Records of Steps, the test game: the ka game's setup rows,
//! `rules: (limit: 20)`, one round of moves per line, and the outcome as
//! the result.

use super::{Record, ResultText, RulesText, ron};
use crate::games::steps::{Game, MoveError, Outcome, Rules};

/// A record of Steps.
pub type StepsRecord = Record<crate::board::setup::SetupFile, Rules, Outcome>;

impl RulesText for Rules {
    fn to_ron(&self) -> String {
        format!("(limit: {})", ron(&self.limit))
    }
    fn round(&self) -> usize {
        2
    }
}

impl ResultText for Outcome {
    fn to_ron(&self) -> String {
        ron(self)
    }
}

impl super::Kept for Game {
    type RulesText = Rules;
    type ResultText = Outcome;
    type MoveError = MoveError;
}
