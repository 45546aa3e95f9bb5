//! A computer player of any game ([`Player`]): its level, its time and
//! node budget and its own random numbers, around the game's search (its
//! [`Mind`]); and what a session asks of any computer player ([`Brain`]).

use super::DEFAULT_MOVETIME;
use super::search::{Answer, Limits};
use crate::games::{Level, Playable};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The move type of a mind's game.
pub type MoveOf<M> = <<M as Mind>::Game as Playable>::Move;
/// The position type of a mind's game.
pub type PositionOf<M> = <<M as Mind>::Game as Playable>::Position;

/// A computer player of some game: moved to a thinking thread and back,
/// so that the session driving a game never waits on a search.
pub trait Brain: Send + 'static {
    type Game: Playable;
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
        pos: &<Self::Game as Playable>::Position,
        stop: &AtomicBool,
    ) -> Option<Self::Answer>;
    /// The move an answer plays.
    fn answer_move(answer: &Self::Answer) -> <Self::Game as Playable>::Move;
}

/// A game's own part of a computer player: its search, with what it keeps
/// from move to move.
pub trait Mind: Send + 'static {
    type Game: Playable;
    /// The mind of a player at `level`.
    fn new(level: Level) -> Self;
    /// The moves the level `random` draws from in `pos`: none once the
    /// game is over.
    fn moves(pos: &PositionOf<Self>) -> Vec<MoveOf<Self>>;
    /// The search limits of `level` in `pos`; `movetime` is `hard`'s budget.
    fn limits(level: Level, pos: &PositionOf<Self>, movetime: Duration, seed: u64) -> Limits;
    /// The search's answer in `pos` within `limits` for a player at `level`.
    fn think(
        &mut self,
        level: Level,
        pos: &PositionOf<Self>,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<Answer<MoveOf<Self>>>;
}

/// A computer player: a level, its game's mind (which it dereferences to,
/// for the game's own settings), and its own random numbers. Meant to be
/// moved to a thinking thread and back.
pub struct Player<M: Mind> {
    pub level: Level,
    /// How long `hard` thinks.
    pub movetime: Duration,
    /// When set, `hard` searches this many nodes instead of watching the
    /// clock: any machine then plays the same moves.
    pub nodes: Option<u64>,
    pub mind: M,
    rng: Rng,
}

impl<M: Mind> Player<M> {
    pub fn new(level: Level, seed: u64) -> Player<M> {
        Player {
            level,
            movetime: DEFAULT_MOVETIME,
            nodes: None,
            mind: M::new(level),
            rng: Rng::new(seed),
        }
    }

    /// The computer's move, or `None` when the game is over (or it was
    /// stopped before it had one).
    pub fn choose(&mut self, pos: &PositionOf<M>, stop: &AtomicBool) -> Option<Answer<MoveOf<M>>> {
        let seed = self.rng.next_u64();
        if self.level == Level::Random {
            let moves = M::moves(pos);
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
        let mut limits = M::limits(self.level, pos, self.movetime, seed);
        if self.level == Level::Hard && self.nodes.is_some() {
            limits.nodes = self.nodes;
            limits.movetime = None;
        }
        self.mind.think(self.level, pos, limits, stop)
    }
}

impl<M: Mind> std::ops::Deref for Player<M> {
    type Target = M;
    fn deref(&self) -> &M {
        &self.mind
    }
}

impl<M: Mind> std::ops::DerefMut for Player<M> {
    fn deref_mut(&mut self) -> &mut M {
        &mut self.mind
    }
}

impl<M: Mind> Brain for Player<M> {
    type Game = M::Game;
    type Answer = Answer<MoveOf<M>>;
    fn at_level(level: Level, seed: u64, movetime: Duration) -> Player<M> {
        Player {
            movetime,
            ..Player::new(level, seed)
        }
    }
    fn level(&self) -> Level {
        self.level
    }
    fn set_movetime(&mut self, movetime: Duration) {
        self.movetime = movetime;
    }
    fn choose(&mut self, pos: &PositionOf<M>, stop: &AtomicBool) -> Option<Self::Answer> {
        Player::choose(self, pos, stop)
    }
    fn answer_move(answer: &Self::Answer) -> MoveOf<M> {
        answer.mv
    }
}
