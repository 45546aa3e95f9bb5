//! The new-game forms, for whichever game the first row names: changing
//! that row puts the next game's form in its place, as the player left it
//! or fresh, and a start makes the game chosen, of any kind.

use super::{Action, Direction, Front, Started};
use crate::games::{AnyGame, GameKind};
use crate::session::ClockSpec;
use crate::settings::Settings;
use crate::tui::Theme;
use crate::tui::setups::FormError;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::time::Duration;

/// What a game's new-game form offers the shared one.
pub trait GameForm: Clone + std::fmt::Debug + PartialEq + Eq + Into<AnyForm> {
    /// The game it makes.
    type Game: Front<Form = Self>;
    /// The form for a game as the command line would start one given no
    /// options of the game: from the player's settings where they choose
    /// for the game, else its default setup and rules, with people in
    /// every seat and `start`'s clock and thinking time; its game row
    /// chosen.
    fn fresh(start: &FormStart) -> Self;
    /// The command-line options its rows choose, as written (`--south`),
    /// those of every row it can show.
    fn options() -> Vec<&'static str>;
    /// Whether the row chosen takes typed characters.
    fn typing(&self) -> bool {
        false
    }
    /// Whether the row chosen is the game's.
    fn on_game_row(&self) -> bool;
    /// The clock chosen, if any.
    fn clock(&self) -> Option<ClockSpec>;
    /// Moves `step` open rows down (up when negative), round.
    fn move_row(&mut self, step: isize);
    /// Changes the value of the row chosen, `step` choices on, round.
    fn change(&mut self, step: isize);
    /// Types a character into the row chosen, where it takes them.
    fn type_char(&mut self, _c: char) {}
    /// Erases the last character typed into the row chosen.
    fn erase(&mut self) {}
    /// The game as chosen (a setup file read now), or why it cannot start.
    fn chosen(&self) -> Result<Started<Self::Game>, FormError>;
    /// Keeps `error` on show, and chooses the row to put right.
    fn refused(&mut self, _error: FormError) {}
    /// The game as chosen; if it cannot start, the form says why.
    fn start(&mut self) -> Option<Started<Self::Game>> {
        match self.chosen() {
            Ok(started) => Some(started),
            Err(e) => {
                self.refused(e);
                None
            }
        }
    }
    /// The form after `action` (not one that puts it away): still open, or
    /// the game to start.
    fn act(mut self, action: Action) -> Result<Self, Started<Self::Game>> {
        match action {
            Action::Cursor(Direction::North) | Action::Previous => self.move_row(-1),
            Action::Cursor(Direction::South) | Action::Next => self.move_row(1),
            Action::Cursor(Direction::West) => self.change(-1),
            Action::Cursor(Direction::East) => self.change(1),
            Action::Char(c) => self.type_char(c),
            Action::Erase => self.erase(),
            Action::Yes | Action::Select | Action::Submit => {
                if let Some(started) = self.start() {
                    return Err(started);
                }
            }
            _ => {}
        }
        Ok(self)
    }
    /// Draws the form over `area`; `kept`: the game on the board stays
    /// saved.
    fn draw(&self, t: Theme, kept: bool, area: Rect, buf: &mut Buffer);
}

/// What the form of a game not yet shown starts from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormStart {
    /// The clock chosen on the form shown before it.
    pub clock: Option<ClockSpec>,
    /// How long `ai:hard` thinks a move in the game being played.
    pub movetime: Duration,
    /// The player's settings.
    pub settings: Settings,
}

/// A game's new-game form.
pub type FormOf<G> = <G as Front>::Form;

crate::any_of! {
    /// The new-game form of any game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnyForm holds FormOf
}

impl AnyForm {
    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        crate::on_any!(self, AnyForm, f => f.typing())
    }

    /// Draws the form over `area`; `kept`: the game on the board stays
    /// saved.
    pub fn draw(&self, t: Theme, kept: bool, area: Rect, buf: &mut Buffer) {
        crate::on_any!(self, AnyForm, f => f.draw(t, kept, area, buf))
    }

    fn on_game_row(&self) -> bool {
        crate::on_any!(self, AnyForm, f => f.on_game_row())
    }

    fn clock(&self) -> Option<ClockSpec> {
        crate::on_any!(self, AnyForm, f => f.clock())
    }
}

/// The new-game forms while the player chooses: the one shown, and those
/// of the other games as the player left them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forms {
    shown: AnyForm,
    aside: Vec<AnyForm>,
    // Boxed: the settings would double the size of every mode.
    start: Box<FormStart>,
}

/// The forms after an action.
pub enum FormStep {
    /// Still open, as this.
    Keep(Forms),
    /// Closed, nothing changed.
    Cancel,
    /// Start this game.
    Start(Started<AnyGame>),
}

impl Forms {
    /// The forms, `shown` first; another game's starts from `start`.
    pub fn new(shown: impl Into<AnyForm>, start: FormStart) -> Forms {
        Forms {
            shown: shown.into(),
            aside: Vec::new(),
            start: Box::new(start),
        }
    }

    /// The form shown.
    pub fn shown(&self) -> &AnyForm {
        &self.shown
    }

    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        self.shown.typing()
    }

    /// The form of the game `step` places on in the list of games in place
    /// of the one shown, which is put aside: as the player left it, or
    /// fresh with the clock chosen; its game row chosen.
    fn switch(&mut self, step: isize) {
        use crate::games::choice::Choice as _;
        let kind = crate::tui::setups::cycle(GameKind::ALL, self.shown.kind(), step);
        let next = match self.aside.iter().position(|f| f.kind() == kind) {
            Some(at) => self.aside.remove(at),
            None => {
                let start = FormStart {
                    clock: self.shown.clock(),
                    ..(*self.start).clone()
                };
                crate::on_kind!(kind, G => <G as Front>::Form::fresh(&start).into())
            }
        };
        let left = std::mem::replace(&mut self.shown, next);
        self.aside.push(left);
    }

    /// The forms after `action`: a row chosen or changed, another game's
    /// form shown, the game started (a start that cannot be keeps the
    /// form open, saying why), or put away.
    pub fn act(mut self, action: Action) -> FormStep {
        if self.shown.on_game_row()
            && let Action::Cursor(d @ (Direction::West | Direction::East)) = action
        {
            self.switch(if d == Direction::East { 1 } else { -1 });
            return FormStep::Keep(self);
        }
        if matches!(action, Action::No | Action::Back | Action::Quit) {
            return FormStep::Cancel;
        }
        let Forms {
            shown,
            aside,
            start,
        } = self;
        crate::on_any!(shown, AnyForm, form => match form.act(action) {
            Ok(form) => FormStep::Keep(Forms { shown: form.into(), aside, start }),
            Err(started) => FormStep::Start(Started {
                game: started.game.into(),
                kinds: started.kinds,
                movetime: started.movetime,
                clock: started.clock,
            }),
        })
    }
}

impl<G: Front> super::Screen<G> {
    /// What another game's form starts from here: the clock played on,
    /// the thinking time, and the player's settings as their file has them
    /// now (none without one).
    pub(super) fn form_start(&self) -> FormStart {
        let settings = (self.settings.as_ref())
            .map(crate::settings::Place::load)
            .unwrap_or_default();
        FormStart {
            clock: self.session.clock().map(|c| c.spec()),
            movetime: self.session.movetime(),
            settings,
        }
    }
}
