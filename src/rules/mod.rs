//! The rules of Pasang as played in Brunei, with a ka: pure game logic,
//! no terminal and no I/O.
//!
//! - [`board`]: points, files, ranks and bit sets over the 11 × 11 board
//!   (shared by any game on this board);
//! - [`setup`]: the stones before the first move, built-in and from RON;
//! - [`options`]: the rule options and presets;
//! - [`line`]: which stones a ka can capture from a point;
//! - [`movegen`]: moves and the legal moves of each phase;
//! - [`game`]: the phases, playing and undoing moves, scores, the outcome;
//! - [`notation`]: reading and writing moves;
//! - [`perft`]: counting move sequences;
//! - [`ron_text`]: reading RON from a user's bytes, bounded and checked.
//!
//! Another game on the same board (such as R. C. Bell's hop-capture
//! Pasang) would sit beside these modules and reuse [`board`] and the setup
//! reader's shape, not the ka-specific modules.

pub mod board;
pub mod game;
pub mod line;
pub mod movegen;
pub mod notation;
pub mod options;
pub mod perft;
pub mod ron_text;
pub mod setup;

pub use board::{Axis, Bits, Direction, File, Point, Rank, Stone};
pub use game::{Game, Illegal, IllegalMove, Outcome, Phase, Player, Position};
pub use line::Line;
pub use movegen::{Move, MoveList};
pub use notation::MoveError;
pub use options::{Centre, Choice, KaEntry, Preset, Rules, SecondColumn};
pub use setup::{Pattern, Setup, SetupError, SetupFile};
