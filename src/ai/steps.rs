//! The computer player of Steps, the test game: at every level, a move
//! that leaves the other player stuck if there is one, else the first.

use crate::games::Level;
use crate::games::steps::{Game, Move, Position};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The computer at Steps.
#[derive(Debug)]
pub struct StepsComputer {
    level: Level,
}

/// The move the computer plays in `pos`, if any.
pub fn best(pos: &Position) -> Option<Move> {
    let moves = pos.legal_moves();
    let stuck = |m: &&Move| {
        let mut next = *pos;
        next.try_play(**m).is_ok() && next.legal_moves().is_empty()
    };
    moves.iter().find(stuck).or(moves.first()).copied()
}

impl super::Brain for StepsComputer {
    type Game = Game;
    type Answer = Move;
    fn at_level(level: Level, _seed: u64, _movetime: Duration) -> StepsComputer {
        StepsComputer { level }
    }
    fn level(&self) -> Level {
        self.level
    }
    fn set_movetime(&mut self, _movetime: Duration) {}
    fn choose(&mut self, pos: &Position, _stop: &AtomicBool) -> Option<Move> {
        best(pos)
    }
    fn answer_move(answer: &Move) -> Move {
        *answer
    }
}
