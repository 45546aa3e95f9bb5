//! Bell's game on the shared screen, for two to four people at one
//! keyboard (any seat the computer): what is its own — the turn being
//! hopped, the points worth choosing — and its notes, form, drawing and
//! keys for [`Screen`].
//!
//! - `board`: choosing a stone, hopping it step by step, ending the turn;
//! - [`form`]: the new-game form;
//! - `lobby`: what the lobby of `pasang serve` offers for it;
//! - [`view`]: drawing, with the shared theme, layout, frames, key bar
//!   and help.

mod board;
pub mod form;
pub mod keys;
mod lobby;
pub mod view;
pub mod words;

pub use super::messages::Told;
pub use words::{Note, Said};

use crate::ai::bell::BellComputer;
use crate::games::bell::{Bits, Game, Move, Point, Position, TurnInProgress};
use crate::games::{Seat, SeatKind};
use crate::tui::play::{Front, Screen};
use form::BellForm;
use std::time::Duration;

/// Bell's game on the screen.
pub type BellApp = Screen<Game>;

/// What Bell's screen does besides showing the board.
pub use crate::tui::play::Mode;

/// The point the cursor starts on: a1, the first corner.
const HOME: Point = match Point::from_index(0) {
    Some(p) => p,
    None => unreachable!(),
};

/// No rows of its own on the settings screen.
impl crate::tui::settings::GameRows for Game {}

impl Front for Game {
    type Brain = BellComputer;
    type Form = BellForm;
    /// The turn being hopped by the person to move.
    type Own = Option<TurnInProgress>;
    type Said = crate::tui::bell::words::Said;

    fn text(note: &Note) -> String {
        crate::tui::bell::words::text(note)
    }

    fn refuses(said: &Said) -> bool {
        crate::tui::bell::words::refuses(said)
    }

    fn own() -> Option<TurnInProgress> {
        None
    }

    fn start_point() -> Point {
        HOME
    }

    fn drop_choice(screen: &mut BellApp) {
        screen.own = None;
    }

    fn go_home(screen: &mut BellApp) {
        let marked = screen.marked();
        if !marked.contains(screen.cursor)
            && let Some(&p) = screen.walk().first()
        {
            screen.cursor = p;
        }
    }

    fn choose(screen: &mut BellApp) {
        board::choose(screen, screen.cursor);
    }

    fn cycle(screen: &mut BellApp, step: isize) {
        let points = screen.walk();
        screen.walk_to(&points, step);
    }

    fn back(screen: &mut BellApp) -> bool {
        board::back(screen)
    }

    fn help_words(screen: &BellApp) -> crate::tui::play::HelpWords {
        use crate::tui::bell::words::screen as words;
        let rules = screen.position().rules();
        crate::tui::play::HelpWords {
            notation: None,
            rules_heading: words::rules_heading(rules),
            rules_summary: words::rules_summary(rules),
        }
    }

    fn cursor_info(screen: &BellApp) -> String {
        view::cursor_info(screen)
    }

    fn show_hint(screen: &mut BellApp, mv: Move) {
        board::show_hint(screen, mv);
    }

    fn new_form(screen: &BellApp) -> BellForm {
        let clock = screen.session.clock().map(|c| c.spec());
        let movetime = screen.session.movetime();
        BellForm::new(screen.game(), screen.session.seats(), movetime).with_clock(clock)
    }

    fn last_move(
        before: &Position,
        mv: Move,
        after: &Position,
    ) -> crate::tui::view::last_move::LastMove {
        view::board::last_move_of(before, mv, after)
    }

    fn draw_board(
        screen: &BellApp,
        board: &crate::tui::layout::BoardLayout,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        view::board::draw_board(screen, board, buf);
    }

    fn draw_panel(
        screen: &BellApp,
        area: ratatui::layout::Rect,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        view::draw_panel(screen, area, buf);
    }

    fn result_words(screen: &BellApp) -> Option<(String, Vec<String>)> {
        let outcome = screen.position().outcome();
        outcome.map(|o| crate::tui::bell::words::screen::result(&o))
    }

    const MOUSE_HELP: [&'static str; 2] = ["key-bell-mouse", "key-bell-mouse-help"];

    const LAST_MOVE_HELP: &'static str = "bell-help-last-move";

    const BOARD_KEYS: &'static [crate::tui::keys::Binding] = keys::BOARD;

    const CHOOSING_KEYS: &'static [crate::tui::keys::Binding] = keys::HOPPING;

    fn choosing(screen: &BellApp) -> bool {
        screen.own.is_some()
    }
}

impl BellApp {
    /// Who sits in each seat, in turn order.
    pub fn seats(&self) -> &[SeatKind] {
        self.session.seats()
    }

    /// The turn being hopped, if a stone has been chosen.
    pub fn hopping(&self) -> Option<&TurnInProgress> {
        self.own.as_ref()
    }

    /// The computer thinking about its turn, and for how long.
    pub fn thinking(&self) -> Option<(Seat, Duration)> {
        self.session.thinking()
    }

    /// Whether a person may pick points on the board now.
    fn playing(&self) -> bool {
        !self.is_replay() && !self.in_the_past() && self.session.person_to_move()
    }

    /// The points worth choosing now: the opening's stones, the stones that
    /// can hop, or, with a stone chosen, where it can land.
    pub fn marked(&self) -> Bits {
        if !self.playing() {
            return Bits::EMPTY;
        }
        if let Some(t) = &self.own {
            return t.landings();
        }
        let pos = self.position();
        if pos.opened() {
            pos.movable()
        } else {
            let opening: Bits = pos.rules().opening.points().into_iter().collect();
            opening & pos.stones()
        }
    }

    /// The points Tab walks: those marked, in reading order from the top
    /// left as drawn.
    fn walk(&self) -> Vec<Point> {
        let mut points: Vec<Point> = self.marked().into_iter().collect();
        let facing = self.facing();
        points.sort_by_key(|p| {
            let (x, y) = facing.place(p.file().index() as u16, p.rank().index() as u16);
            (y, x)
        });
        points
    }
}

/// Bell's new-game form on the shared screen; drawn by `view`, whose
/// words describe the form's rows.
impl crate::tui::play::GameForm for BellForm {
    type Game = Game;

    fn fresh(start: &crate::tui::play::FormStart) -> BellForm {
        // The settings choose nothing of Bell's game.
        let game = Game::new(Default::default(), Default::default());
        BellForm::new(&game, &[], start.movetime)
            .with_clock(start.clock)
            .on_game_row()
    }

    fn options() -> Vec<&'static str> {
        (form::Row::ALL.iter())
            .flat_map(|r| r.options())
            .copied()
            .collect()
    }

    fn typing(&self) -> bool {
        BellForm::typing(self)
    }

    fn on_game_row(&self) -> bool {
        self.row() == form::Row::Game
    }

    fn clock(&self) -> Option<crate::session::ClockSpec> {
        self.choices().clock()
    }

    fn move_row(&mut self, step: isize) {
        BellForm::move_row(self, step);
    }

    fn change(&mut self, step: isize) {
        BellForm::change(self, step);
    }

    fn type_char(&mut self, c: char) {
        BellForm::type_char(self, c);
    }

    fn erase(&mut self) {
        BellForm::erase(self);
    }

    fn chosen(&self) -> Result<crate::tui::play::Started<Game>, crate::tui::setups::FormError> {
        BellForm::chosen(self)
    }

    fn refused(&mut self, error: crate::tui::setups::FormError) {
        BellForm::refused(self, error);
    }

    fn draw(
        &self,
        t: crate::tui::Theme,
        kept: bool,
        area: ratatui::layout::Rect,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        crate::tui::bell::view::draw_form(t, kept, self, area, buf);
    }
}
