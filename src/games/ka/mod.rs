//! The ka game: Pasang as played in Brunei, each player promoting a stone to
//! its ka. Pure game logic, no terminal and no I/O; the board geometry it
//! plays on is [`crate::board`].
//!
//! - [`player`]: the two players and the phases;
//! - [`setup`]: the stones before the first move, built-in and from RON;
//! - [`options`]: the rule options and presets;
//! - [`moves`]: moves and move lists (a leaf: only the board below it);
//! - [`position`]: a position, and playing a move on it;
//! - [`check`]: whether a move is legal, and which rule it breaks; which
//!   files the column capture offers;
//! - [`columns`]: the second-column rule of the column capture;
//! - `line`: which stones a ka can capture from a point;
//! - [`movegen`]: the legal moves of each phase;
//! - [`outcome`]: how a game ends;
//! - [`errors`]: why a move is refused, as data;
//! - [`game`]: a game from its setup, with undo;
//! - [`notation`]: reading and writing moves;
//! - [`perft`]: counting move sequences;
//! - [`spec`]: a game as chosen (setup, rules, first moves), and building it.
//!
//! # Representation
//!
//! The board is a pair of `u128` bit sets over the 121 points; a position is
//! a 64-byte `Copy` value, so a search plays moves on copies and undo is
//! exact; move generation writes into a fixed array on the stack and never
//! allocates.
//!
//! # Correctness
//!
//! Perft from the start of `first`: classic 11 / 60 / 850, marbles 11 / 110
//! / 3225, as the rules spec gives them (`pasang perft 3 --rules marbles`).
//! With partial captures, `classic` gives 11 / 60 / 1440 and `marbles` 11 /
//! 110 / 5585; North first gives the same counts as South first (the setups
//! are symmetric), with other moves. `tests/it/common/reference.rs` is a
//! second, deliberately naive implementation of the rules (a 2-D array and
//! step-by-step walks); the tests compare the engine with it move by move,
//! captured stones and scores included, over hundreds of random games in all
//! the rule combinations, and in perft. Property tests check that the
//! checked move player accepts exactly the generated moves, that captured
//! plus remaining points always add up, that undo is exact and that a
//! finished game has no moves.

pub mod check;
pub mod columns;
pub mod errors;
pub mod game;
pub mod line;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod options;
pub mod outcome;
pub mod perft;
pub mod player;
pub mod position;
pub mod setup;
pub mod spec;

pub use crate::board::{Axis, Bits, Direction, File, Point, Rank, Stone};
pub use check::column_choices;
pub use columns::ColumnBan;
pub use errors::{Illegal, IllegalMove};
pub use game::{Game, RATED, Round, Standing};
pub use line::Line;
pub use moves::{MAX_MOVES, Move, MoveList, Take};
pub use notation::MoveError;
pub use options::{
    BadRounds, Captures, Centre, Choice, First, KaEntry, Preset, Rounds, Rules, SecondColumn,
};
pub use outcome::{Outcome, SUNTUK_RESULT};
pub use player::{NoSuchPlayer, Phase, Player};
pub use position::Position;
pub use setup::{Pattern, SHAPE, Setup, SetupError, SetupFile};
pub use spec::{GameSpec, RuleChoice, SpecError};
