//! The ka game: Pasang as played in Brunei, each player promoting a stone to
//! its ka. Pure game logic, no terminal and no I/O; the board geometry it
//! plays on is [`crate::board`].
//!
//! - [`player`]: the two players and the phases;
//! - [`setup`]: the stones before the first move, built-in and from RON;
//! - [`options`]: the rule options and presets;
//! - [`moves`]: moves and move lists (a leaf: only the board below it);
//! - [`position`]: a position, and playing a move on it;
//! - [`check`]: whether a move is legal, and which rule it breaks;
//! - [`columns`]: the second-column rule of the column capture;
//! - [`line`]: which stones a ka can capture from a point;
//! - [`movegen`]: the legal moves of each phase;
//! - [`outcome`]: how a game ends;
//! - [`errors`]: why a move is refused, as data;
//! - [`game`]: a game from its setup, with undo;
//! - [`notation`]: reading and writing moves;
//! - [`perft`]: counting move sequences;
//! - [`spec`]: a game as chosen (setup, rules, first moves), and building it.

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
pub use columns::{ColumnBan, column_choices};
pub use errors::{Illegal, IllegalMove};
pub use game::{Game, Round, Standing};
pub use line::Line;
pub use moves::{MAX_MOVES, Move, MoveList, Take};
pub use notation::MoveError;
pub use options::{
    BadRounds, Captures, Centre, Choice, First, KaEntry, Preset, Rounds, Rules, SecondColumn,
};
pub use outcome::{Outcome, SUNTUK_RESULT};
pub use player::{NoSuchPlayer, Phase, Player};
pub use position::Position;
pub use setup::{Pattern, Setup, SetupError, SetupFile};
pub use spec::{GameSpec, RuleChoice, SpecError};
