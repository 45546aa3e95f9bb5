//! The new-game form, for whichever game its first row names: changing
//! that row puts the next game's form in its place, and a start makes the
//! game chosen, of any kind.

use super::{Action, Direction, Front, Started};
use crate::games::{AnyGame, GameKind};
use crate::session::ClockSpec;
use crate::tui::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// What a game's new-game form offers the shared one.
pub trait GameForm: Clone + std::fmt::Debug + PartialEq + Eq + Into<AnyForm> {
    /// The game it makes.
    type Game: Front<Form = Self>;
    /// The form for a game from the default setup and rules, with people in
    /// every seat, keeping `clock`; its game row chosen.
    fn fresh(clock: Option<ClockSpec>) -> Self;
    /// Whether the row chosen takes typed characters.
    fn typing(&self) -> bool {
        false
    }
    /// Whether the row chosen is the game's.
    fn on_game_row(&self) -> bool;
    /// The clock chosen, if any.
    fn clock(&self) -> Option<ClockSpec>;
    /// The form after `action` (not one that puts it away): still open, or
    /// the game to start.
    fn act(self, action: Action) -> Result<Self, Started<Self::Game>>;
    /// Draws the form over `area`; `kept`: the game on the board stays
    /// saved.
    fn draw(&self, t: Theme, kept: bool, area: Rect, buf: &mut Buffer);
}

/// A game's new-game form.
pub type FormOf<G> = <G as Front>::Form;

crate::any_of! {
    /// The new-game form of any game.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnyForm holds FormOf
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
    /// Whether the row chosen takes typed characters.
    pub fn typing(&self) -> bool {
        crate::on_any!(self, AnyForm, f => f.typing())
    }

    /// Draws the form over `area`; `kept`: the game on the board stays
    /// saved.
    pub fn draw(&self, t: Theme, kept: bool, area: Rect, buf: &mut Buffer) {
        crate::on_any!(self, AnyForm, f => f.draw(t, kept, area, buf))
    }

    /// The form of the game `step` places on in the list of games, for a
    /// game from its default setup and rules with people in every seat,
    /// keeping the clock chosen; its game row chosen.
    fn switched(&self, step: isize) -> AnyForm {
        use crate::games::choice::Choice as _;
        let all = GameKind::ALL;
        let i = all.iter().position(|&k| k == self.kind()).unwrap_or(0) as isize;
        let kind = all[(i + step).rem_euclid(all.len() as isize) as usize];
        let clock = crate::on_any!(self, AnyForm, f => f.clock());
        crate::on_kind!(kind, G => <G as Front>::Form::fresh(clock).into())
    }

    /// The form after `action`: a row chosen or changed, the game started
    /// (a start that cannot be keeps the form open, saying why), or put
    /// away.
    pub fn act(self, action: Action) -> FormStep {
        if crate::on_any!(&self, AnyForm, f => f.on_game_row())
            && let Action::Cursor(d @ (Direction::West | Direction::East)) = action
        {
            let step = if d == Direction::East { 1 } else { -1 };
            return FormStep::Keep(self.switched(step));
        }
        if matches!(action, Action::No | Action::Back | Action::Quit) {
            return FormStep::Cancel;
        }
        crate::on_any!(self, AnyForm, form => match form.act(action) {
            Ok(form) => FormStep::Keep(form.into()),
            Err(started) => FormStep::Start(Started {
                game: started.game.into(),
                kinds: started.kinds,
                movetime: started.movetime,
                clock: started.clock,
            }),
        })
    }
}
