//! Opening the review of a finished game, and its keys: the board shows
//! the position before the selected move, through the session's view.

use super::*;
use crate::review::Budget;
use crate::tui::review::ReviewScreen;

impl App {
    /// The review, while its screen is open.
    pub fn review(&self) -> Option<&ReviewScreen> {
        self.review.as_ref()
    }

    /// The review looks at each position with `budget` (tests give it a
    /// small one).
    pub fn with_review_budget(mut self, budget: Budget) -> App {
        self.review_budget = budget;
        self
    }

    /// Waits for the review under way to finish: for tests, which have no
    /// event loop.
    pub fn wait_for_review(&mut self) {
        if let Some(r) = &mut self.review {
            r.wait();
        }
    }

    /// Opens the review of the game, once it is over.
    pub(super) fn open_review(&mut self) {
        if !self.session.is_over() || self.game().moves().is_empty() {
            self.note = Some(Note::Told(Told::ReviewNotOver));
            return;
        }
        self.choice = None;
        self.review = Some(ReviewScreen::start(self.game(), self.review_budget));
        self.mode = Mode::Review;
        self.show_selected(0);
    }

    /// The review's keys: the cursor keys step through the moves, Home and
    /// End jump, Esc closes (stopping an analysis under way).
    pub(super) fn on_review(&mut self, action: Action) {
        let Some(review) = &mut self.review else {
            self.mode = Mode::Board;
            return;
        };
        let selected = match action {
            Action::Cursor(Direction::West | Direction::North) => review.step(-1),
            Action::Cursor(Direction::East | Direction::South) => review.step(1),
            Action::Browse(Browse::Start) => review.step(isize::MIN / 2),
            Action::Browse(Browse::End) => review.step(isize::MAX / 2),
            Action::Back | Action::Review => return self.close_review(),
            Action::Quit => {
                self.close_review();
                self.running = false;
                return;
            }
            _ => return,
        };
        self.show_selected(selected);
    }

    fn close_review(&mut self) {
        if let Some(mut r) = self.review.take()
            && r.review().is_none()
        {
            r.cancel();
            self.note = Some(Note::Told(Told::ReviewStopped));
        }
        self.mode = Mode::Board;
        self.session.browse(Browse::End);
    }

    /// Shows the position before move `index`, the cursor on where the
    /// move landed.
    fn show_selected(&mut self, index: usize) {
        self.session.browse(Browse::Start);
        for _ in 0..index {
            self.session.browse(Browse::Forward);
        }
        // On where the ka landed, or on the column taken.
        let Some(&m) = self.game().moves().get(index) else {
            return;
        };
        self.cursor = match m {
            Move::Ka { to, .. } => to,
            Move::Column(_) => match self.position().captures(m).and_then(|b| b.iter().next()) {
                Some(p) => p,
                None => return,
            },
        };
    }
}
