//! The computer player of Bell's game, at the same levels as the ka game's.
//!
//! - [`search`]: paranoid alpha-beta (negamax with two players) with
//!   iterative deepening and a transposition table;
//! - [`maxn`]: max-n for three and four players;
//! - [`model`]: sampled rounds of the others, modelled as one-turn
//!   look-ahead players, for three and four players;
//! - [`reply`]: best-reply search, as the two-sided game it becomes here;
//! - [`eval`]: what a position is worth to one seat;
//! - [`zobrist`]: position keys for the table.
//!
//! `random` plays any legal turn; `easy` the turn that takes the most
//! points; `medium` searches a fixed shallow depth, counting the next
//! player's biggest capture at its leaves; `hard` as far as its time (or
//! its `nodes` budget) allows. Two players: alpha-beta for both; three or
//! four: max-n for `medium` and sampled rounds for `hard`, which beat
//! max-n, paranoid and best-reply search in matches. Every choice is
//! seeded.

pub mod eval;
pub mod maxn;
pub mod model;
pub mod reply;
pub mod search;
pub mod zobrist;

pub use search::{Answer, MAX_DEPTH, Method, Searcher};

use super::eval::Knowledge;
use super::search::Limits;
use super::{Brain, DEFAULT_MOVETIME};
use crate::games::Level;
use crate::games::bell::{Game, Move, Players, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The search limits of a level (`random` does not search) with this many
/// players; `movetime` is `hard`'s budget.
///
/// `medium` looks two turns ahead with two players, one with more: in
/// matches, max-n two turns deep played as well as `hard` at its second
/// (three turns deep), so the step between the levels would vanish.
pub fn limits(level: Level, players: Players, movetime: Duration, seed: u64) -> Limits {
    let base = Limits {
        seed,
        ..Limits::default()
    };
    match level {
        Level::Random | Level::Easy => Limits {
            depth: Some(1),
            knowledge: Knowledge::Points,
            ..base
        },
        Level::Medium => Limits {
            depth: Some(if players == Players::Two { 2 } else { 1 }),
            ..base
        },
        Level::Hard => Limits {
            movetime: Some(movetime),
            ..base
        },
    }
}

/// A computer player of Bell's game: a level, its own table and its own
/// random numbers. Meant to be moved to a thinking thread and back.
pub struct BellComputer {
    pub level: Level,
    /// How long `hard` thinks.
    pub movetime: Duration,
    /// When set, `hard` searches this many nodes instead of watching the
    /// clock: any machine then plays the same moves.
    pub nodes: Option<u64>,
    /// How the search treats the other players; `None` for the best
    /// found for the number of players ([`default_method`]).
    pub method: Option<Method>,
    searcher: Searcher,
    rng: Rng,
}

impl BellComputer {
    pub fn new(level: Level, seed: u64) -> BellComputer {
        let bits = match level {
            Level::Hard => 20,
            Level::Medium => 16,
            _ => 4,
        };
        BellComputer {
            level,
            movetime: DEFAULT_MOVETIME,
            nodes: None,
            method: None,
            searcher: Searcher::new(bits),
            rng: Rng::new(seed),
        }
    }

    /// The computer's move, or `None` when the game is over (or it was
    /// stopped before it had one).
    pub fn choose(&mut self, pos: &Position, stop: &AtomicBool) -> Option<Answer> {
        let seed = self.rng.next_u64();
        if self.level == Level::Random {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                return None;
            }
            return Some(Answer {
                mv: moves[Rng::new(seed).below(moves.len())],
                score: 0,
                depth: 0,
                nodes: 0,
                exact: false,
            });
        }
        let mut limits = limits(self.level, pos.rules().players, self.movetime, seed);
        if self.level == Level::Hard && self.nodes.is_some() {
            limits.nodes = self.nodes;
            limits.movetime = None;
        }
        let method = self
            .method
            .unwrap_or_else(|| default_method(self.level, pos.rules().players));
        self.searcher.search(pos, limits, method, stop)
    }
}

/// The search a level plays with this many players (see the README's
/// matches): with two, paranoid search is plain alpha-beta; with more,
/// `medium` looks one turn ahead by max-n and `hard` samples rounds of the
/// others played as `medium` plays.
pub fn default_method(level: Level, players: Players) -> Method {
    match (players, level) {
        (Players::Two, _) => Method::Paranoid,
        (_, Level::Hard) => Method::Model,
        _ => Method::MaxN,
    }
}

impl Brain for BellComputer {
    type Game = Game;
    type Answer = Answer;
    fn at_level(level: Level, seed: u64, movetime: Duration) -> BellComputer {
        let mut c = BellComputer::new(level, seed);
        c.movetime = movetime;
        c
    }
    fn level(&self) -> Level {
        self.level
    }
    fn set_movetime(&mut self, movetime: Duration) {
        self.movetime = movetime;
    }
    fn choose(&mut self, pos: &Position, stop: &AtomicBool) -> Option<Answer> {
        BellComputer::choose(self, pos, stop)
    }
    fn answer_move(answer: &Answer) -> Move {
        answer.mv
    }
}
