//! The review screen's state: the analysis running on a thread of its own
//! (so input and drawing go on), its progress, and the move selected.

use crate::games::ka::Game;
use crate::review::{Budget, Review, Stopped, analyse_game};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

/// What the analysis thread reports.
enum Report {
    /// Positions looked at, of all.
    Progress(usize, usize),
    Done(Result<Review, Stopped>),
}

/// Where the analysis is.
#[derive(Debug)]
pub enum Work {
    /// Looking: `done` of `total` positions.
    Running { done: usize, total: usize },
    /// Finished.
    Done(Review),
    /// Stopped before the end (nothing to show).
    Stopped,
}

/// The review of the game on the board, and the move selected in it.
#[derive(Debug)]
pub struct ReviewScreen {
    work: Work,
    /// The move selected (index into the game's moves).
    selected: usize,
    moves: usize,
    reports: Option<Receiver<Report>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Report::Progress(d, t) => write!(f, "Progress({d}, {t})"),
            Report::Done(r) => write!(f, "Done({})", r.is_ok()),
        }
    }
}

impl ReviewScreen {
    /// Starts looking at `game` on a thread of its own.
    pub fn start(game: &Game, budget: Budget) -> ReviewScreen {
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let game = game.clone();
        let flag = Arc::clone(&stop);
        let total = game.moves().len() + 1;
        let thread = std::thread::spawn(move || {
            // On a server, behind its visitors' screens, as its computers.
            crate::ai::lower_priority_if_asked();
            let found = analyse_game(&game, budget, &flag, |done, total| {
                let _ = tx.send(Report::Progress(done, total));
            });
            let _ = tx.send(Report::Done(found));
        });
        ReviewScreen {
            work: Work::Running { done: 0, total },
            selected: 0,
            moves: total - 1,
            reports: Some(rx),
            stop,
            thread: Some(thread),
        }
    }

    /// Takes in what the thread has reported; never waits.
    pub fn poll(&mut self) {
        let Some(rx) = &self.reports else { return };
        loop {
            match rx.try_recv() {
                Ok(Report::Progress(done, total)) => self.work = Work::Running { done, total },
                Ok(Report::Done(found)) => {
                    self.work = match found {
                        Ok(review) => Work::Done(review),
                        Err(_) => Work::Stopped,
                    };
                    self.finish();
                    return;
                }
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => {
                    self.work = Work::Stopped;
                    self.finish();
                    return;
                }
            }
        }
    }

    /// Waits for the analysis to end, taking in everything it reports:
    /// for tests and scripts, which have no event loop.
    pub fn wait(&mut self) {
        if let Some(rx) = self.reports.take() {
            for report in rx.iter() {
                match report {
                    Report::Progress(done, total) => self.work = Work::Running { done, total },
                    Report::Done(Ok(review)) => self.work = Work::Done(review),
                    Report::Done(Err(_)) => self.work = Work::Stopped,
                }
            }
            self.finish();
        }
    }

    fn finish(&mut self) {
        self.reports = None;
        if let Some(t) = self.thread.take() {
            // It has sent its last report: it ends at once.
            let _ = t.join();
        }
    }

    /// Asks the analysis to stop; it ends promptly.
    pub fn cancel(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn work(&self) -> &Work {
        &self.work
    }

    /// The review, once finished.
    pub fn review(&self) -> Option<&Review> {
        match &self.work {
            Work::Done(r) => Some(r),
            _ => None,
        }
    }

    /// The move selected, an index into the game's moves.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects the move `step` moves on (back when negative), within the
    /// game. Returns the move now selected.
    pub fn step(&mut self, step: isize) -> usize {
        let last = self.moves.saturating_sub(1) as isize;
        self.selected = (self.selected as isize + step).clamp(0, last.max(0)) as usize;
        self.selected
    }
}

impl Drop for ReviewScreen {
    /// A review closed while running stops its thread.
    fn drop(&mut self) {
        self.cancel();
    }
}
