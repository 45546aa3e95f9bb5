//! The computer players of a session and the searches they run on their own
//! threads: one per seat that the computer plays, and one that gives hints.

use crate::ai::{Brain, Poll, Thinking};
use crate::games::{Level, Playable};
use std::time::{Duration, Instant};

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The move of the computer in this seat (an index into the seats).
    Move(usize),
    /// A suggestion for the person to move.
    Hint,
}

/// A search under way.
pub(super) struct Job<B: Brain> {
    pub purpose: Purpose,
    /// The number of moves played when it began: an answer for any other
    /// position is stale.
    pub ply: usize,
    /// How long the strongest level may think on it.
    movetime: Duration,
    started: Instant,
    thinking: Thinking<B>,
}

impl<B: Brain> Job<B> {
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

/// What came back from a search, for the session to act on.
pub(super) enum Came<B: Brain> {
    /// A move (or none, when the game was over) for the position at `ply`.
    Answer {
        purpose: Purpose,
        ply: usize,
        answer: Option<B::Answer>,
    },
    /// The thread ended without a word; its computer was replaced.
    Lost,
}

/// The computers: one slot per seat (`None` for a person, or while away
/// thinking) and the hint giver, with the searches under way.
pub(super) struct Computers<B: Brain> {
    seats: Vec<Option<Box<B>>>,
    levels: Vec<Option<Level>>,
    hint: Option<Box<B>>,
    job: Option<Job<B>>,
    /// Searches stopped early, kept until their computers come back.
    cancelled: Vec<Job<B>>,
    seed: u64,
    movetime: Duration,
}

impl<B: Brain> std::fmt::Debug for Computers<B> {
    /// The level of each seat's computer that is home (not away thinking).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let home: Vec<Option<Level>> = self
            .seats
            .iter()
            .map(|c| c.as_ref().map(|c| c.level()))
            .collect();
        f.debug_tuple("Computers").field(&home).finish()
    }
}

/// How long the hint giver thinks at most.
const HINT_TIME: Duration = Duration::from_millis(800);

impl<B: Brain> Computers<B> {
    pub fn new(levels: Vec<Option<Level>>, seed: u64, movetime: Duration) -> Computers<B> {
        let mut c = Computers {
            seats: Vec::new(),
            levels: Vec::new(),
            hint: None,
            job: None,
            cancelled: Vec::new(),
            seed,
            movetime,
        };
        c.set_levels(levels);
        c
    }

    /// Gives each seat a computer at its level, or none for a person.
    pub fn set_levels(&mut self, levels: Vec<Option<Level>>) {
        self.stop();
        self.seats = (0..levels.len())
            .map(|i| levels[i].map(|l| self.brain(l, Purpose::Move(i))))
            .collect();
        self.levels = levels;
    }

    fn brain(&self, level: Level, purpose: Purpose) -> Box<B> {
        let slot = match purpose {
            Purpose::Move(i) => i as u64 + 1,
            Purpose::Hint => 0,
        };
        let seed = self.seed ^ slot.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let time = match purpose {
            Purpose::Move(_) => self.movetime,
            Purpose::Hint => self.movetime.min(HINT_TIME),
        };
        Box::new(B::at_level(level, seed, time))
    }

    pub fn movetime(&self) -> Duration {
        self.movetime
    }

    /// Thinks `movetime` a move from now on: each seat's computer is made
    /// anew with it (a brain keeps the time it was made with).
    pub fn set_movetime(&mut self, movetime: Duration) {
        if movetime != self.movetime {
            self.movetime = movetime;
            self.set_levels(self.levels.clone());
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How long the search under way may think, if one is.
    pub fn job_movetime(&self) -> Option<Duration> {
        self.job.as_ref().map(|j| j.movetime)
    }

    /// The search under way, if any.
    pub fn job(&self) -> Option<(Purpose, Duration)> {
        self.job.as_ref().map(|j| (j.purpose, j.elapsed()))
    }

    /// Searches not yet ended, the stopped ones included.
    pub fn searches(&self) -> usize {
        self.cancelled.len() + usize::from(self.job.is_some())
    }

    /// Stops the search under way; its computer comes back in
    /// [`Computers::collect`].
    pub fn stop(&mut self) {
        if let Some(job) = self.job.take() {
            job.thinking.stop();
            self.cancelled.push(job);
        }
    }

    /// Starts a search of `pos` (reached after `ply` moves) for `purpose`,
    /// if its computer is home; on a clock, a move is thought about for no
    /// longer than `budget` (the movetime when that is shorter). Returns
    /// whether one started.
    pub fn start(
        &mut self,
        purpose: Purpose,
        pos: <B::Game as Playable>::Position,
        ply: usize,
        budget: Option<Duration>,
    ) -> std::io::Result<bool> {
        if self.job.is_some() {
            return Ok(false);
        }
        let computer = match purpose {
            Purpose::Move(i) => self.seats.get_mut(i).and_then(Option::take),
            Purpose::Hint => Some(
                self.hint
                    .take()
                    .unwrap_or_else(|| self.brain(Level::Hard, Purpose::Hint)),
            ),
        };
        // Still coming back from a stopped search: wait for it.
        let Some(mut computer) = computer else {
            return Ok(false);
        };
        let movetime = match purpose {
            Purpose::Move(_) => budget.map_or(self.movetime, |b| self.movetime.min(b)),
            Purpose::Hint => self.movetime.min(HINT_TIME),
        };
        computer.set_movetime(movetime);
        match Thinking::start(computer, pos) {
            Ok(thinking) => {
                self.job = Some(Job {
                    purpose,
                    ply,
                    movetime,
                    started: Instant::now(),
                    thinking,
                });
                Ok(true)
            }
            Err(e) => {
                self.replace(purpose);
                Err(e)
            }
        }
    }

    /// Collects finished searches: computers come home, and the answer of
    /// the search under way (if it is done) is returned.
    pub fn collect(&mut self) -> Option<Came<B>> {
        for mut job in std::mem::take(&mut self.cancelled) {
            match job.thinking.poll() {
                Poll::Thinking => self.cancelled.push(job),
                Poll::Done(computer, _) => self.home(job.purpose, computer),
                Poll::Lost => self.replace(job.purpose),
            }
        }
        let mut job = self.job.take()?;
        match job.thinking.poll() {
            Poll::Thinking => {
                self.job = Some(job);
                None
            }
            Poll::Done(computer, answer) => {
                self.home(job.purpose, computer);
                Some(Came::Answer {
                    purpose: job.purpose,
                    ply: job.ply,
                    answer,
                })
            }
            Poll::Lost => {
                self.replace(job.purpose);
                Some(Came::Lost)
            }
        }
    }

    /// Puts a computer back, unless its seat has been given another player
    /// meanwhile.
    fn home(&mut self, purpose: Purpose, computer: Box<B>) {
        match purpose {
            Purpose::Hint => {
                self.hint.get_or_insert(computer);
            }
            Purpose::Move(i) => {
                if self.levels.get(i).copied().flatten() == Some(computer.level())
                    && let Some(slot @ None) = self.seats.get_mut(i)
                {
                    *slot = Some(computer);
                }
            }
        }
    }

    fn replace(&mut self, purpose: Purpose) {
        match purpose {
            Purpose::Hint => self.hint = None,
            Purpose::Move(i) => {
                if let Some(Some(level)) = self.levels.get(i).copied()
                    && self.seats[i].is_none()
                {
                    self.seats[i] = Some(self.brain(level, purpose));
                }
            }
        }
    }
}
