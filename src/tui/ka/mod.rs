//! The ka game on the shared screen: what is its own — the capture being
//! chosen, the points worth choosing, the review — and its notes, form,
//! drawing and keys for [`Screen`].
//!
//! - `board`: choosing columns, stones and captures, by key and click;
//! - `lobby`: what the lobby of `pasang serve` offers for it;
//! - `review`: the review of a finished game;
//! - `new_game`: its new-game form; `select`: which points may be chosen;
//! - `words`: its notes, hints and panel in words; `view`: its drawing.

mod board;
pub mod keys;
mod lobby;
pub mod new_game;
pub mod review;
mod said;
pub mod select;
pub mod settings;
pub(crate) mod view;
pub mod words;

#[cfg(test)]
mod input_tests;

pub use crate::tui::messages::{Told, Tone};
pub use said::{Note, Said};
pub use select::CaptureChoice;

use crate::ai::Computer;
use crate::games::ka::{Bits, File, Game, Illegal, Move, Outcome, Player, Point, Position};
use crate::games::{Seat, SeatKind};
use crate::session::Session;
use crate::tui::ka::review::analysis::ReviewScreen;
use crate::tui::play::{Action, Direction, Front, Screen};
use new_game::NewGameForm;
use std::time::Duration;

/// The ka game on the screen.
pub type App = Screen<Game>;

/// What the ka game's screen does besides showing the board.
pub use crate::tui::play::Mode;

/// The ka game's session.
pub type KaSession = Session<Game, Computer>;

/// What the ka game's screen keeps of its own.
#[derive(Debug, Default)]
pub struct Own {
    /// The capture being chosen.
    choice: Option<CaptureChoice>,
    /// The review of the game, while its screen is open.
    review: Option<ReviewScreen>,
    /// How long the review looks at each position.
    review_budget: crate::review::Budget,
    /// The end of a round just played, in its box until put away.
    round_end: Option<words::RoundEnd>,
}

impl Front for Game {
    type Brain = Computer;
    type Form = NewGameForm;
    type Own = Own;
    type Said = words::Said;

    fn text(note: &Note) -> String {
        words::text(note)
    }

    fn refuses(said: &Said) -> bool {
        words::refuses(said)
    }

    fn own() -> Own {
        Own::default()
    }

    fn start_point() -> Point {
        Point::CENTRE
    }

    fn drop_choice(screen: &mut App) {
        screen.own.choice = None;
    }

    fn go_home(screen: &mut App) {
        screen.cursor = select::home(screen.position(), screen.cursor);
    }

    fn cursor_key(screen: &mut App, direction: Direction) {
        // Moving away drops the capture shown, so that Enter never
        // confirms something the cursor has left.
        screen.own.choice = None;
        screen.step_cursor(direction);
    }

    fn choose(screen: &mut App) {
        board::choose(screen);
    }

    fn click(screen: &mut App, p: Point) {
        board::click(screen, p);
    }

    fn cycle(screen: &mut App, step: isize) {
        board::cycle(screen, step);
    }

    fn amount(screen: &mut App, amount: crate::tui::play::Amount) {
        board::amount(screen, amount);
    }

    fn back(screen: &mut App) -> bool {
        screen.own.choice.take().is_some()
    }

    fn help_words(screen: &App) -> crate::tui::play::HelpWords {
        let rules = screen.position().rules();
        crate::tui::play::HelpWords {
            notation: Some(words::help::notation()),
            rules_heading: words::help::rules_heading(rules),
            rules_summary: words::help::rules_summary(rules),
        }
    }

    fn cursor_info(screen: &App) -> String {
        words::cursor_line(screen)
    }

    fn show_hint(screen: &mut App, mv: Move) {
        board::show_hint(screen, mv);
    }

    /// A move that ends a round of a series says, in place of the move
    /// (which the list of moves shows), who won the round and who begins
    /// the next one, and puts the round's result in a box.
    fn played_note(screen: &mut App, seat: Seat, mv: Move, before: Position) -> Note {
        let mut after = before;
        let ended = after.try_play(mv).ok().and_then(|()| after.outcome());
        let game = screen.game();
        let round = game.rounds().iter().rposition(|r| r.last == after);
        match (ended, round) {
            (Some(outcome), Some(i)) => {
                let end = words::RoundEnd {
                    round: i as u8 + 1,
                    outcome,
                    next: after.to_move().opponent(),
                };
                screen.own.round_end = Some(end);
                Note::Own(Said::RoundOver(end))
            }
            _ => Note::Played { seat, mv, before },
        }
    }

    /// The box of a round just ended, while the present is on show.
    fn interlude(screen: &App) -> Option<crate::tui::play::words::Boxed> {
        let end = screen.own.round_end.filter(|_| !screen.in_the_past())?;
        let game = screen.game();
        let ply = game.rounds().get(usize::from(end.round) - 1)?.end;
        let standing = game.standing_at(ply)?;
        Some(words::result::round_box(end, standing.of, standing.won))
    }

    fn close_interlude(screen: &mut App) -> bool {
        screen.own.round_end.take().is_some()
    }

    fn new_form(screen: &App) -> NewGameForm {
        let clock = screen.session.clock().map(|c| c.spec());
        let form = NewGameForm::new(screen.game(), screen.sides(), screen.session.movetime());
        form.with_clock(clock)
    }

    fn open_review(screen: &mut App) {
        review::open(screen);
    }

    fn on_review(screen: &mut App, action: Action) {
        review::on_review(screen, action);
    }

    fn tick(screen: &mut App) {
        if let Some(r) = &mut screen.own.review {
            r.poll();
        }
    }

    fn last_move(
        before: &Position,
        mv: Move,
        after: &Position,
    ) -> crate::tui::view::last_move::LastMove {
        view::last_move_of(before, mv, after)
    }

    fn draw_board(
        screen: &App,
        board: &crate::tui::layout::BoardLayout,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        use view::{BoardScene, draw_board};
        draw_board(&BoardScene::of(screen), board, buf);
    }

    fn draw_panel(screen: &App, area: ratatui::layout::Rect, buf: &mut ratatui::buffer::Buffer) {
        view::panel::draw_panel(screen, area, buf);
    }

    /// At the end of a series, the series' result; otherwise the game's or
    /// round's on show.
    fn result_words(screen: &App) -> Option<(String, Vec<String>)> {
        let stones = screen.position().stones().count();
        // The rounds before the last, then the last, on the board.
        let game = screen.game();
        let rounds: Vec<_> = (game.rounds().iter().map(|r| r.outcome))
            .chain(game.position().outcome())
            .collect();
        (screen.outcome_on_show()).map(|o| words::result::result(o, stones, &rounds))
    }

    fn draw_review(
        screen: &App,
        layout: &crate::tui::layout::ScreenLayout,
        buf: &mut ratatui::buffer::Buffer,
    ) -> bool {
        match screen.review() {
            Some(review) => {
                view::review::draw_review(screen, review, layout, buf);
                true
            }
            None => false,
        }
    }

    const MOUSE_HELP: [&'static str; 2] = ["help-mouse", "help-mouse-does"];

    const LAST_MOVE_HELP: &'static str = "help-last-move";

    const BOARD_KEYS: &'static [crate::tui::keys::Binding] = keys::BOARD;

    const CHOOSING_KEYS: &'static [crate::tui::keys::Binding] = keys::CHOOSING;

    fn choosing_keys(screen: &App) -> &'static [crate::tui::keys::Binding] {
        use keys::{CHOOSING, CHOOSING_PART, without_next};
        // Tab is offered only where there is another capture to go to.
        match &screen.own.choice {
            Some(c) if c.has_parts() && c.lines().len() == 1 => without_next(CHOOSING_PART),
            Some(c) if c.has_parts() => CHOOSING_PART,
            Some(c) if c.options.len() == 1 => without_next(CHOOSING),
            _ => CHOOSING,
        }
    }

    fn choosing(screen: &App) -> bool {
        screen.own.choice.is_some()
    }
}

/// The ka game's player in a seat.
fn player(seat: Seat) -> Player {
    match seat {
        Seat::North => Player::North,
        _ => Player::South,
    }
}

impl App {
    /// Who plays each side, indexed by [`Player::index`].
    pub fn sides(&self) -> [SeatKind; 2] {
        let s = self.session.seats();
        [s[0], s[1]]
    }

    /// The capture being chosen.
    pub fn choice(&self) -> Option<&CaptureChoice> {
        self.own.choice.as_ref()
    }

    /// Moves that redo would replay, the next last.
    pub fn redo_stack(&self) -> &[Move] {
        self.session.redo_stack()
    }

    /// The computer thinking about its move, and for how long.
    pub fn thinking(&self) -> Option<(Player, Duration)> {
        let (seat, t) = self.session.thinking()?;
        Some((player(seat), t))
    }

    pub fn searches(&self) -> usize {
        self.session.searches()
    }

    pub fn hinting(&self) -> bool {
        self.session.hinting()
    }

    /// The points worth choosing now, for a person here whose turn it is.
    pub fn marked(&self) -> Bits {
        if self.is_replay() || self.in_the_past() || !self.session.person_to_move() {
            return Bits::EMPTY;
        }
        select::marked(self.position())
    }

    /// Files the player to move may not take, with the reason.
    pub fn banned_columns(&self) -> Vec<(File, Illegal)> {
        if self.is_replay() || self.in_the_past() {
            return Vec::new();
        }
        select::banned_columns(self.position())
    }

    /// The stones to show as captured: the capture being chosen, the move
    /// that follows (when looking back), or what the cursor would take
    /// for a person here whose turn it is.
    pub fn preview(&self) -> Bits {
        if let Some(c) = &self.own.choice {
            return c.current().1;
        }
        if self.session.in_the_past() {
            let ply = self.session.viewed_ply();
            return self
                .game()
                .moves()
                .get(ply)
                .and_then(|&m| self.position().captures(m))
                .unwrap_or(Bits::EMPTY);
        }
        if !self.session.person_to_move() {
            return Bits::EMPTY;
        }
        select::preview_at(self.position(), self.cursor)
    }

    /// How the position on show ended, if it did: at the end of a series,
    /// how the series did.
    pub fn outcome_on_show(&self) -> Option<Outcome> {
        let on_show = self.position().outcome()?;
        match self.game().outcome() {
            Some(series @ Outcome::Series { .. }) if !self.in_the_past() => Some(series),
            _ => Some(on_show),
        }
    }

    /// One line telling the player to move what to do now.
    pub fn hint(&self) -> String {
        words::hint_line(self)
    }
}
