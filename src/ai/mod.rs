//! The computer opponent: levels from a random mover to a real search.
//!
//! - [`search`]: iterative-deepening alpha-beta with a transposition table;
//! - [`eval`]: what a position is worth (points and the kas' mobility);
//! - [`zobrist`]: position keys for the table;
//! - [`thinking`]: a search on a background thread, for front ends;
//! - [`bell`]: the computer player of Bell's game ([`bell::BellComputer`]),
//!   a [`Brain`] like [`Computer`].
//!
//! A front end keeps one [`Computer`] per computer side and hands it to
//! [`Thinking::start`] on its turn; a hint is the same with a
//! `Computer::new(Level::Hard, seed)` for the player to move. Players are
//! named on the command line as `human` or `ai:LEVEL`
//! ([`SeatKind`](crate::games::SeatKind)).
//!
//! Only uses [`crate::rules`]. Every choice is seeded, so a game between
//! computer players repeats exactly when the limits are depths or nodes.

pub mod bell;
pub mod eval;
pub mod search;
pub mod thinking;
pub mod tune;
pub mod zobrist;

pub use eval::{Knowledge, Score};
pub use search::{Limits, SearchResult, Searcher, best_move, describe_score, set_threads, threads};
pub use thinking::{Poll, Thinking};

use crate::games::Level;
use crate::games::ka::{Move, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The default thinking time of `hard`.
pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

/// The search limits of `level` (`Random` does not search); `movetime`
/// is `hard`'s budget.
pub fn limits(level: Level, movetime: Duration, seed: u64) -> Limits {
    let base = Limits {
        seed,
        ..Limits::default()
    };
    match level {
        Level::Random | Level::Easy => Limits {
            depth: Some(1),
            knowledge: Knowledge::Full,
            ..base
        },
        Level::Medium => Limits {
            depth: Some(5),
            ..base
        },
        Level::Hard => Limits {
            movetime: Some(movetime),
            ..base
        },
    }
}

/// A computer player of some game: moved to a thinking thread and back,
/// so that the session driving a game never waits on a search.
pub trait Brain: Send + 'static {
    type Game: crate::games::Playable;
    /// What a search answers: at least a move.
    type Answer: Send + 'static;
    /// A player at `level`, seeded, thinking up to `movetime` a move.
    fn at_level(level: Level, seed: u64, movetime: Duration) -> Self;
    fn level(&self) -> Level;
    /// Thinks up to `movetime` a move from now on (`hard`'s budget).
    fn set_movetime(&mut self, movetime: Duration);
    /// Its move in `pos`, or `None` when the game is over or it was stopped
    /// before it had one.
    fn choose(
        &mut self,
        pos: &<Self::Game as crate::games::Playable>::Position,
        stop: &AtomicBool,
    ) -> Option<Self::Answer>;
    /// The move an answer plays.
    fn answer_move(answer: &Self::Answer) -> <Self::Game as crate::games::Playable>::Move;
}

impl Brain for Computer {
    type Game = crate::games::ka::Game;
    type Answer = SearchResult;
    fn at_level(level: Level, seed: u64, movetime: Duration) -> Computer {
        let mut c = Computer::new(level, seed);
        c.movetime = movetime;
        c
    }
    fn level(&self) -> Level {
        self.level
    }
    fn set_movetime(&mut self, movetime: Duration) {
        self.movetime = movetime;
    }
    fn choose(&mut self, pos: &Position, stop: &AtomicBool) -> Option<SearchResult> {
        Computer::choose(self, pos, stop)
    }
    fn answer_move(answer: &SearchResult) -> Move {
        answer.mv
    }
}

/// A computer player: a level, its own table, and its own random numbers.
/// Meant to be moved to a thinking thread and back.
pub struct Computer {
    pub level: Level,
    /// How long `hard` thinks.
    pub movetime: Duration,
    /// When set, `hard` searches this many nodes instead of watching the
    /// clock: slower machines then play the same moves.
    pub nodes: Option<u64>,
    /// Threads `hard` searches with (the other levels use one).
    pub threads: usize,
    searcher: Searcher,
    rng: Rng,
}

impl Computer {
    pub fn new(level: Level, seed: u64) -> Computer {
        let bits = match level {
            Level::Hard => 21,
            _ => 14,
        };
        Computer {
            level,
            movetime: DEFAULT_MOVETIME,
            nodes: None,
            threads: search::threads(),
            searcher: Searcher::new(bits),
            rng: Rng::new(seed),
        }
    }

    /// The computer's move, or `None` when the game is over.
    pub fn choose(&mut self, pos: &Position, stop: &AtomicBool) -> Option<SearchResult> {
        let seed = self.rng.next_u64();
        if self.level == Level::Random {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.stones().is_empty() {
                return None;
            }
            let mv: Move = moves[Rng::new(seed).below(moves.len())];
            return Some(SearchResult {
                mv,
                score: 0,
                depth: 0,
                nodes: 0,
                exact: false,
            });
        }
        let mut limits = limits(self.level, self.movetime, seed);
        if self.level == Level::Hard {
            limits.threads = self.threads;
            if self.nodes.is_some() {
                limits.nodes = self.nodes;
                limits.movetime = None;
            }
        }
        self.searcher.search(pos, limits, stop)
    }
}
