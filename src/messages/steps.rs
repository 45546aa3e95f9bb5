//! Steps, the test game, in words: its name, options and refusals.

use crate::games::steps::{Game, Illegal, Limit, MoveError, Outcome, Pattern, Rules};
use crate::messages::seat_name;
use crate::tr;
use std::fmt;

impl super::Named for Game {
    const UNIT: &'static str = "move";

    fn name() -> String {
        tr!("game-name-steps")
    }

    fn described() -> String {
        tr!("option-game-steps")
    }

    /// Steps has no rated kind; its name stands for one all the same.
    fn rated_name(_kind: crate::games::Rated) -> String {
        Self::name()
    }

    /// Steps plays on the ka game's board, and says its points as it does.
    fn missing_points() -> String {
        <crate::games::ka::Game as super::Named>::missing_points()
    }

    fn stone_on_missing(
        row: usize,
        point: crate::board::Point,
        colour: crate::board::Stone,
    ) -> String {
        <crate::games::ka::Game as super::Named>::stone_on_missing(row, point, colour)
    }

    fn not_its_option(option: &str) -> String {
        tr!("option-not-for-steps", option = option)
    }

    fn summary(setup: &str, rules: &Rules) -> String {
        tr!(
            "summary-steps",
            setup = setup,
            rules = super::options::Labelled::label(*rules)
        )
    }

    fn in_lobby(_players: usize) -> String {
        tr!("lobby-steps")
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Illegal::Over => tr!("steps-illegal-over"),
            Illegal::NotNextToEmpty => tr!("steps-illegal-not-next"),
            Illegal::NotYours => tr!("steps-illegal-not-yours"),
        })
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable => f.write_str(&tr!("steps-move-unreadable")),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// How a game of Steps ended, in words.
pub fn outcome(outcome: Outcome) -> String {
    match outcome {
        Outcome::Stuck(seat) => tr!("steps-outcome-stuck", seat = seat_name(seat)),
        Outcome::Limit => tr!("steps-outcome-limit"),
    }
}

impl super::options::Described for Pattern {
    fn description(self) -> String {
        self.label()
    }
}

impl super::options::Described for Limit {
    fn description(self) -> String {
        tr!("label-steps-limit", steps = self.steps())
    }
}

impl super::options::Labelled for Pattern {
    fn label(self) -> String {
        match self {
            Pattern::Alternating => tr!("label-steps-pattern-alternating"),
        }
    }
}

impl super::options::Labelled for Rules {
    fn label(self) -> String {
        tr!("label-steps-limit", steps = self.limit.steps())
    }
}

use super::options::Labelled as _;
