//! Opening the review of a finished game, and its keys: the board shows
//! the position before the selected move, through the session's view.

use super::App;
use super::words::Note;
use crate::games::ka::Move;
use crate::review::Budget;
use crate::session::Browse;
use crate::tui::messages::Told;
use crate::tui::play::{Action, Direction, Mode};
use analysis::ReviewScreen;

pub mod analysis;

impl App {
    /// The review, while its screen is open.
    pub fn review(&self) -> Option<&ReviewScreen> {
        self.own.review.as_ref()
    }

    /// The review looks at each position with `budget` (tests give it a
    /// small one).
    pub fn with_review_budget(mut self, budget: Budget) -> App {
        self.own.review_budget = budget;
        self
    }

    /// Waits for the review under way to finish: for tests, which have no
    /// event loop.
    pub fn wait_for_review(&mut self) {
        if let Some(r) = &mut self.own.review {
            r.wait();
        }
    }
}

/// Opens the review of the game, once it is over.
pub(super) fn open(app: &mut App) {
    if !app.session.is_over() {
        app.note = Some(Note::Told(Told::ReviewNotOver));
        return;
    }
    if app.game().moves().is_empty() {
        app.note = Some(Note::Told(Told::ReviewNoMoves));
        return;
    }
    app.own.choice = None;
    app.own.review = Some(ReviewScreen::start(app.game(), app.own.review_budget));
    app.mode = Mode::Review;
    show_selected(app, 0);
}

/// The review's keys: the cursor keys step through the moves, Home and
/// End jump, Esc closes (stopping an analysis under way).
pub(super) fn on_review(app: &mut App, action: Action) {
    let Some(review) = &mut app.own.review else {
        app.mode = Mode::Board;
        return;
    };
    let selected = match action {
        Action::Cursor(Direction::West | Direction::North) => review.step(-1),
        Action::Cursor(Direction::East | Direction::South) => review.step(1),
        Action::Browse(Browse::Start) => review.step(isize::MIN / 2),
        Action::Browse(Browse::End) => review.step(isize::MAX / 2),
        Action::Back | Action::Review => return close(app),
        Action::Quit => {
            close(app);
            app.running = false;
            return;
        }
        _ => return,
    };
    show_selected(app, selected);
}

fn close(app: &mut App) {
    if let Some(mut r) = app.own.review.take()
        && r.review().is_none()
    {
        r.cancel();
        app.note = Some(Note::Told(Told::ReviewStopped));
    }
    app.mode = Mode::Board;
    app.session.browse(Browse::End);
}

/// Shows the position before move `index`, the cursor on where the move
/// landed.
fn show_selected(app: &mut App, index: usize) {
    app.session.browse(Browse::Start);
    for _ in 0..index {
        app.session.browse(Browse::Forward);
    }
    // On where the ka landed, or on the column taken.
    let Some(&m) = app.game().moves().get(index) else {
        return;
    };
    app.cursor = match m {
        Move::Ka { to, .. } => to,
        Move::Column(_) => match app.position().captures(m).and_then(|b| b.iter().next()) {
            Some(p) => p,
            None => return,
        },
    };
}
