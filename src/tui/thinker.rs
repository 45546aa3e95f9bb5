//! The computer's thinking, on a thread of its own, so that the screen keeps
//! drawing and the keys keep working while it searches.
//!
//! A [`Job`] owns the [`Computer`] while it thinks and hands it back with
//! the result; the app polls the job on every turn of its event loop.

use crate::ai::{Computer, SearchResult};
use crate::rules::Position;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move.
    Move,
    /// A suggestion for the person to move.
    Hint,
}

/// Where a job stands.
pub enum Poll {
    /// Still thinking.
    Thinking,
    /// Done: the computer back, and its choice (`None` if it had none).
    Done(Box<Computer>, Option<SearchResult>),
    /// The thread ended without an answer (it panicked): the computer is
    /// lost and must be made anew.
    Lost,
}

/// A search under way.
pub struct Job {
    pub purpose: Purpose,
    /// Which computer thinks: 0 South, 1 North, 2 the hint giver.
    pub slot: usize,
    /// The number of moves played when it began: an answer for any other
    /// position is stale.
    pub ply: usize,
    started: Instant,
    stop: Arc<AtomicBool>,
    answer: mpsc::Receiver<(Box<Computer>, Option<SearchResult>)>,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job")
            .field("purpose", &self.purpose)
            .field("slot", &self.slot)
            .field("ply", &self.ply)
            .finish_non_exhaustive()
    }
}

impl Job {
    /// Starts `computer` thinking about `pos` on a new thread. If no thread
    /// can be started, the computer is gone with it and the caller makes a
    /// new one.
    pub fn start(
        mut computer: Box<Computer>,
        pos: Position,
        purpose: Purpose,
        slot: usize,
        ply: usize,
    ) -> std::io::Result<Job> {
        let stop = Arc::new(AtomicBool::new(false));
        let (tell, answer) = mpsc::channel();
        let flag = stop.clone();
        std::thread::Builder::new()
            .name("pasang-computer".into())
            .spawn(move || {
                let result = computer.choose(&pos, &flag);
                let _ = tell.send((computer, result));
            })?;
        Ok(Job {
            purpose,
            slot,
            ply,
            started: Instant::now(),
            stop,
            answer,
        })
    }

    /// Asks the search to stop as soon as it can.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// How long it has been thinking.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Whether it has finished, without waiting.
    pub fn poll(&self) -> Poll {
        match self.answer.try_recv() {
            Ok((computer, result)) => Poll::Done(computer, result),
            Err(mpsc::TryRecvError::Empty) => Poll::Thinking,
            Err(mpsc::TryRecvError::Disconnected) => Poll::Lost,
        }
    }
}
