//! The app's view of the computer thinking: which search is under way, what
//! for, and for which position. The thread itself is [`Thinking`].

use crate::ai::{Computer, Poll, Thinking};
use crate::games::ka::Position;
use std::time::{Duration, Instant};

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move.
    Move,
    /// A suggestion for the person to move.
    Hint,
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
    thinking: Thinking,
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
    /// Starts `computer` thinking about `pos` (see [`Thinking::start`]).
    pub fn start(
        computer: Box<Computer>,
        pos: Position,
        purpose: Purpose,
        slot: usize,
        ply: usize,
    ) -> std::io::Result<Job> {
        Ok(Job {
            purpose,
            slot,
            ply,
            started: Instant::now(),
            thinking: Thinking::start(computer, pos)?,
        })
    }

    /// Asks the search to stop as soon as it can, without waiting.
    pub fn cancel(&self) {
        self.thinking.stop();
    }

    /// How long it has been thinking.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Whether it has finished, without waiting.
    pub fn poll(&mut self) -> Poll {
        self.thinking.poll()
    }
}
