//! The new-game form, for whichever game its first row names: changing
//! that row puts the other game's form in its place, and a start makes
//! the game chosen, of either kind.

use super::{Action, Direction, Started};
use crate::games::{AnyGame, GameKind, SeatKind, bell, ka};
use crate::session::ClockSpec;
use crate::tui::bell::form::{BellForm, Row as BellRow};
use crate::tui::new_game::{NewGameForm, Row as KaRow};

/// The new-game form of one game or the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyForm {
    Ka(NewGameForm),
    Bell(BellForm),
}

/// The form after an action.
pub enum FormStep {
    /// Still open, as this.
    Keep(AnyForm),
    /// Closed, nothing changed.
    Cancel,
    /// Start this game.
    Start(Started<AnyGame>),
}

impl AnyForm {
    /// Which game the form makes.
    pub fn game(&self) -> GameKind {
        match self {
            AnyForm::Ka(_) => GameKind::Ka,
            AnyForm::Bell(_) => GameKind::Bell,
        }
    }

    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        match self {
            AnyForm::Ka(f) => f.typing(),
            AnyForm::Bell(_) => false,
        }
    }

    /// Whether the row chosen is the game's.
    fn on_game_row(&self) -> bool {
        match self {
            AnyForm::Ka(f) => f.row() == KaRow::Game,
            AnyForm::Bell(f) => f.row() == BellRow::Game,
        }
    }

    /// The clock chosen, if any.
    fn clock(&self) -> Option<ClockSpec> {
        match self {
            AnyForm::Ka(f) => f.clock(),
            AnyForm::Bell(f) => f.clock(),
        }
    }

    /// The form of the game `step` places on in the list of games, for a
    /// game from its default setup and rules with people in every seat,
    /// keeping the clock chosen; its game row chosen.
    fn switched(&self, step: isize) -> AnyForm {
        use crate::games::choice::Choice as _;
        let all = GameKind::ALL;
        let i = all.iter().position(|&k| k == self.game()).unwrap_or(0) as isize;
        let kind = all[(i + step).rem_euclid(all.len() as isize) as usize];
        let clock = self.clock();
        match kind {
            GameKind::Ka => {
                let game = ka::Game::new(
                    ka::Setup::pattern(ka::Pattern::default()),
                    ka::Rules::default(),
                );
                let sides = [SeatKind::Human; 2];
                let form = NewGameForm::new(&game, sides, crate::ai::DEFAULT_MOVETIME);
                AnyForm::Ka(form.with_clock(clock).on_row(KaRow::Game))
            }
            GameKind::Bell => {
                let form = BellForm::on_pattern(bell::Pattern::default()).with_clock(clock);
                AnyForm::Bell(form.on_game_row())
            }
        }
    }

    /// The form after `action`: a row chosen or changed, the game started
    /// (a start that cannot be keeps the form open, saying why), or put
    /// away.
    pub fn act(self, action: Action) -> FormStep {
        if self.on_game_row()
            && let Action::Cursor(d @ (Direction::West | Direction::East)) = action
        {
            let step = if d == Direction::East { 1 } else { -1 };
            return FormStep::Keep(self.switched(step));
        }
        match (self, action) {
            (_, Action::No | Action::Back | Action::Quit) => FormStep::Cancel,
            (AnyForm::Ka(mut form), action) => {
                match action {
                    Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
                    Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
                    Action::Cursor(Direction::West) => form.change(-1),
                    Action::Cursor(Direction::East) => form.change(1),
                    Action::Char(c) => form.type_char(c),
                    Action::Erase => form.erase(),
                    Action::Yes | Action::Select | Action::Submit => {
                        if let Some(chosen) = form.start() {
                            return FormStep::Start(Started {
                                game: AnyGame::Ka(chosen.game),
                                kinds: chosen.sides.to_vec(),
                                movetime: Some(chosen.movetime),
                                clock: chosen.clock,
                            });
                        }
                    }
                    _ => {}
                }
                FormStep::Keep(AnyForm::Ka(form))
            }
            (AnyForm::Bell(mut form), action) => {
                match action {
                    Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
                    Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
                    Action::Cursor(Direction::West) => form.change(-1),
                    Action::Cursor(Direction::East) => form.change(1),
                    Action::Yes | Action::Select | Action::Submit => {
                        let (game, kinds) = form.chosen();
                        return FormStep::Start(Started {
                            game: AnyGame::Bell(game),
                            kinds,
                            movetime: None,
                            clock: form.clock(),
                        });
                    }
                    _ => {}
                }
                FormStep::Keep(AnyForm::Bell(form))
            }
        }
    }
}
