//! Bell's game: the hop-capture Pasang of R. C. Bell (1973) as read by
//! Lhôte and Ludii, for 2 to 4 players. Any stone hops over a neighbour
//! along a rank, a file or a marked diagonal, up to seven times a turn;
//! captures come in odd numbers. Pure game logic, no terminal and no I/O;
//! the board it plays on is [`crate::board`] with [`SHAPE`]'s points.
//!
//! - [`setup`]: the stones before the first move, built-in and from RON;
//! - [`options`]: the number of players and the opening;
//! - [`moves`]: moves and move lists (a leaf: only the board below it);
//! - `hops`: where a stone can hop, and a turn in progress (internal);
//! - [`position`]: a position, and playing a move on it;
//! - [`movegen`]: the legal moves;
//! - [`outcome`]: how a game ends;
//! - [`errors`]: why a move is refused, as data;
//! - [`game`]: a game from its setup, with undo;
//! - [`notation`]: reading and writing moves;
//! - [`perft`]: counting move sequences;
//! - [`playout`]: random games hop by hop, the speed measure;
//! - [`turn`]: a turn played hop by hop, as a person plays it.
//!

pub mod errors;
pub mod game;
pub(crate) mod hops;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod options;
pub mod outcome;
pub mod perft;
pub mod playout;
pub mod position;
pub mod setup;
pub mod spec;
pub mod turn;

pub use crate::board::{Bits, File, Point, Rank, Stone};
pub use errors::{Illegal, IllegalMove, MoveError, SyntaxFault};
pub use game::{Game, RATED_TWO};
pub use moves::{MAX_HOPS, MAX_MOVES, Move, MoveList, Turn};
pub use options::{MAX_SEATS, Opening, Players, Rules};
pub use outcome::Outcome;
pub use position::Position;
pub use setup::{Pattern, SHAPE, Setup, SetupError, SetupFile};
pub use turn::{HopRefusal, TurnInProgress};
