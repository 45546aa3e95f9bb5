//! Steps, a small game for the tests: built only with the `test-game`
//! feature, to show what a game needs to join the catalogue.
//!
//! The ka game's board and setups: every point holds a stone but one, the
//! empty point (the centre f6 at the start). South plays white, North
//! black. A move steps one of the mover's stones from a point next to the
//! empty point (a rank or file away) into it; the point it left is the new
//! empty point. A player who cannot step loses; after the rules' number of
//! steps the game is drawn. Pure game logic, no terminal and no I/O.

pub mod game;
pub mod rules;

pub use game::{Game, MoveAt, play_moves};
pub use rules::{Illegal, Limit, Move, MoveError, Outcome, Pattern, Position, Rules, Setup};
