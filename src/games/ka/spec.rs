//! A ka game as chosen: a setup, the rules (a preset with options over it)
//! and moves to play first. The command line, the engine protocol and
//! saved records all start a game through [`GameSpec::build`].

use super::errors::MoveError;
use super::game::Game;
use super::options::{Captures, Centre, First, KaEntry, Preset, Rounds, Rules, SecondColumn};
use super::setup::{Pattern, Setup};

/// The rules as chosen: a preset, and any options that override it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuleChoice {
    pub preset: Option<Preset>,
    pub second_column: Option<SecondColumn>,
    pub ka_entry: Option<KaEntry>,
    pub centre: Option<Centre>,
    pub captures: Option<Captures>,
    pub first: Option<First>,
    pub rounds: Option<Rounds>,
}

impl RuleChoice {
    /// The rules: the preset (the default, classic, if none) with the
    /// options over it.
    pub fn rules(self) -> Rules {
        let base = Rules::from(self.preset.unwrap_or_default());
        Rules {
            second_column: self.second_column.unwrap_or(base.second_column),
            ka_entry: self.ka_entry.unwrap_or(base.ka_entry),
            centre: self.centre.unwrap_or(base.centre),
            captures: self.captures.unwrap_or(base.captures),
            first: self.first.unwrap_or(base.first),
            rounds: self.rounds.unwrap_or(base.rounds),
        }
    }

    /// The rules, if anything was chosen at all.
    pub fn explicit(self) -> Option<Rules> {
        (self != RuleChoice::default()).then(|| self.rules())
    }
}

/// A game to start: setup, rules, and the moves to play first in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    pub setup: Setup,
    pub rules: Rules,
    pub moves: Vec<String>,
}

/// Why a [`GameSpec`] does not give a game: the move at `index` (0 for
/// the first), written `text`, cannot be read or played.
pub type SpecError = crate::games::refused::MoveAt<MoveError>;

impl Default for GameSpec {
    /// The first pattern, classic rules, no moves.
    fn default() -> GameSpec {
        GameSpec::new(Setup::pattern(Pattern::First), Rules::CLASSIC)
    }
}

impl GameSpec {
    /// A new game on `setup` under `rules`, with no moves yet.
    pub fn new(setup: Setup, rules: Rules) -> GameSpec {
        GameSpec {
            setup,
            rules,
            moves: Vec::new(),
        }
    }

    /// The same, with these moves to play first.
    pub fn with_moves<S: Into<String>>(mut self, moves: impl IntoIterator<Item = S>) -> GameSpec {
        self.moves = moves.into_iter().map(Into::into).collect();
        self
    }

    /// The game after the moves, or the first move that cannot be played.
    pub fn build(&self) -> Result<Game, SpecError> {
        let mut game = Game::new(self.setup.clone(), self.rules);
        play_moves(&mut game, &self.moves)?;
        Ok(game)
    }
}

/// Plays moves in notation on a game, stopping at the first that fails.
pub fn play_moves(game: &mut Game, moves: &[impl AsRef<str>]) -> Result<(), SpecError> {
    crate::games::refused::play_moves(moves, |text| game.play_notation(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{File, Illegal, IllegalMove, Move, columns::ColumnBan};

    #[test]
    fn options_override_the_preset_and_nothing_chosen_is_classic() {
        let choice = RuleChoice {
            preset: Some(Preset::Marbles),
            centre: Some(Centre::Blocks),
            ..RuleChoice::default()
        };
        assert_eq!(
            choice.rules(),
            Rules {
                centre: Centre::Blocks,
                ..Rules::MARBLES
            }
        );
        assert_eq!(RuleChoice::default().rules(), Rules::CLASSIC);
        assert_eq!(RuleChoice::default().explicit(), None);
    }

    #[test]
    fn the_first_move_that_fails_is_named_by_its_index() {
        let spec = GameSpec::default().with_moves(["c", "d", "j"]);
        let c = File::from_char('c').unwrap();
        assert_eq!(
            spec.build().unwrap_err(),
            SpecError {
                index: 1,
                text: "d".into(),
                error: MoveError::Illegal(IllegalMove {
                    mv: Move::Column(File::from_char('d').unwrap()),
                    reason: Illegal::ColumnBanned {
                        first: crate::games::ka::Player::South,
                        ban: ColumnBan::WrongQuadrant { taken: c },
                    },
                }),
            }
        );
        let game = GameSpec::default().with_moves(["c", "j"]).build().unwrap();
        assert_eq!(game.moves().len(), 2);
    }
}
