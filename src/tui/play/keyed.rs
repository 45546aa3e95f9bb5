//! Which of the key tables is in force for the screen as it is, the action
//! a key press asks for there, and the key bar shown for it: all read from
//! the one key table ([`crate::tui::keys`]); and what a finished game
//! offers next, alike however it ended.

use super::{Front, Mode, Pending, Screen};
use crate::tui::keys::{
    Action, Binding, CHAT, CONFIRM, GAMES, HELP, Key, NEW_GAME, NEW_GAME_PATH, PAST, Part, REPLAY,
    REVIEW, REVIEW_ROW, SETTINGS, TYPING, bar_where, find, works_in,
};
use ratatui::crossterm::event::KeyEvent;

/// The table in force for the screen as it is now, whatever the game.
pub fn table<G: Front>(app: &Screen<G>) -> &'static [Binding] {
    match app.mode() {
        Mode::Typing(_) => TYPING,
        Mode::Help { .. } => HELP,
        Mode::Confirm(_) => CONFIRM,
        Mode::NewGame(form) if form.typing() => NEW_GAME_PATH,
        Mode::NewGame(_) => NEW_GAME,
        Mode::Games(list) if list.asking() => CONFIRM,
        Mode::Games(_) => GAMES,
        Mode::Settings(_) => SETTINGS,
        Mode::Review => REVIEW,
        Mode::Chat { .. } => CHAT,
        Mode::Board if app.is_replay() => REPLAY,
        Mode::Board if app.in_the_past() => PAST,
        Mode::Board if G::choosing(app) => G::choosing_keys(app),
        Mode::Board => G::BOARD_KEYS,
    }
}

/// The action a key press asks for in the screen's mode.
pub fn action<G: Front>(app: &Screen<G>, event: KeyEvent) -> Option<Action> {
    let key = Key::of(event);
    let found = find(table(app), key);
    match app.mode() {
        // Something being chosen or a past position: the rest of the
        // board's keys work as always.
        Mode::Board if !app.is_replay() => found.or_else(|| find(G::BOARD_KEYS, key)),
        Mode::Board => found.or_else(|| find(G::BOARD_KEYS, key).filter(|a| *a == Action::Quit)),
        Mode::Typing(_) | Mode::NewGame(_) => found.or(key.typed().map(Action::Char)),
        Mode::Help { .. } => found.or(Some(Action::Back)),
        // Another player's question is answered only with yes or no: a
        // stray key does not decline it.
        Mode::Confirm(Pending::Answer(..)) => found,
        Mode::Confirm(_) => found.or(Some(Action::No)),
        Mode::Games(_) | Mode::Settings(_) | Mode::Review | Mode::Chat { .. } => found,
    }
}

impl<G: Front> Screen<G> {
    /// What the panel's line offers once the game is over: nothing while
    /// the result box shows (its keys are there), and the box's keys once
    /// it is put away to look at the board.
    pub fn after_on_panel(&self) -> super::words::After {
        if self.shows_result() {
            super::words::After::default()
        } else {
            self.after()
        }
    }

    /// What the players can do now that the game is over, the same however
    /// it ended: the review (where the game has one and moves were
    /// played), a new game and taking back (not in a shared game), and a
    /// rematch (where a player here may play or offer one).
    pub fn after(&self) -> super::words::After {
        let shared = self.session.link().is_some();
        super::words::After {
            review: has_review::<G>() && !self.game().moves().is_empty(),
            new_game: !shared && !self.is_replay(),
            undo: self.session.can_undo(),
            rematch: self.session.can_rematch().then_some(shared),
        }
    }
}

/// Whether the game `G` has a review of a finished game.
pub fn has_review<G: Front>() -> bool {
    G::BOARD_KEYS.iter().any(|b| b.action == Action::Review)
}

/// Whether the row `b` of `table` does something in this game (of the
/// board's keys where `on_board`): the help lists only those, and the key
/// bar only those that do something now. In a game shared with other
/// terminals nothing that takes a move back, asks for a hint or puts
/// another game in its place works; `s` works only where it writes a
/// file, `A` only in a shared game that may be called off, played here.
pub fn offered<G: Front>(app: &Screen<G>, table: &[Binding], b: &Binding, on_board: bool) -> bool {
    works_in(table, b, Part::of(app.session(), on_board))
        && match b.action {
            Action::Save => app.can_save(),
            Action::Abort => may_abort(app),
            Action::Review => has_review::<G>(),
            // Only a player hides the spectators' lines.
            Action::Spectators => !app.session().watching(),
            _ => true,
        }
}

/// The key bar for the app as it is now: (caps, label id, priority).
pub fn bar<G: Front>(app: &Screen<G>) -> Vec<(&'static str, &'static str, u8)> {
    let on_board = matches!(app.mode(), Mode::Board);
    let table = table(app);
    // `A` only while the game may still be called off.
    let now = |b: &Binding| b.action != Action::Abort || abortable(app);
    let mut bar = bar_where(table, |b| offered(app, table, b, on_board) && now(b));
    // Once the game is over, its review (where the game has one) is the
    // thing to do next.
    let choosing = G::choosing(app);
    if on_board
        && has_review::<G>()
        && !choosing
        && !app.is_replay()
        && !app.in_the_past()
        && app.session().is_over()
    {
        bar.insert(0, (REVIEW_ROW.caps, REVIEW_ROW.label, 0));
    }
    bar
}

/// Whether this terminal's player may call its game off at its start: a
/// game shared with other terminals that may be aborted (a tournament's
/// may not), played here (not watched).
fn may_abort<G: Front>(app: &Screen<G>) -> bool {
    let session = app.session();
    session.link().is_some_and(|l| l.table().abortable()) && !session.watching() && !app.is_replay()
}

/// Whether this terminal's player may call the game off now: one they may
/// call off at its start ([`may_abort`]), not over, before every player
/// has moved.
fn abortable<G: Front>(app: &Screen<G>) -> bool {
    let session = app.session();
    may_abort(app) && !session.is_over() && !session.game().every_seat_moved()
}
