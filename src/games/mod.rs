//! The games played on the Pasang board, each in a folder of its own, and
//! the seam through which the rest of the program handles "a game".
//!
//! The session, saved records, the computer driver and the engine protocol
//! see a game through [`Playable`]: its seats in turn order, its moves and
//! positions, checked play with a typed reason for a refusal, undo, the
//! outcome and the scores. A game for 2–4 seats fits it as well as the ka
//! game's two.

pub mod any;
pub mod bell;
pub mod choice;
pub mod ending;
pub mod ka;
pub mod list;
pub mod seat_kind;

pub use any::{AnyGame, AnyOutcome, AnyRules};
pub use ending::Ending;
pub use seat_kind::{Level, SeatKind, UnknownPlayer};

/// A place at the board, in turn order: South, West, North, East.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    South,
    West,
    North,
    East,
}

impl Seat {
    /// Every seat, in turn order.
    pub const ALL: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];
}

/// Which game a record or a protocol line is about.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// The ka game: Pasang as played in Brunei ([`ka`]).
    Ka,
    /// Bell's hop-capture game for 2–4 players ([`bell`]).
    Bell,
}

impl choice::Choice for GameKind {
    const ALL: &'static [GameKind] = &[GameKind::Ka, GameKind::Bell];
    const OPTION: &'static str = "game";
    fn name(self) -> &'static str {
        match self {
            GameKind::Ka => "ka",
            GameKind::Bell => "bell",
        }
    }
}

/// What every game offers the session, records, the computer driver and the
/// engine protocol.
pub trait Playable: Clone + Send + 'static {
    /// A move, written and read in the game's notation.
    type Move: Copy + Eq + std::fmt::Debug + std::fmt::Display + std::str::FromStr + Send + 'static;
    /// Everything on the board at one moment.
    type Position: Copy + Eq + std::fmt::Debug + Send + 'static;
    /// Why a move is refused, as data.
    type Illegal: Clone + std::fmt::Debug + PartialEq;
    /// How a finished game ended.
    type Outcome: Copy + Eq + std::fmt::Debug;

    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The seats in play, in turn order.
    fn seats(&self) -> &[Seat];
    /// The position now (the head).
    fn position(&self) -> &Self::Position;
    /// The position after the first `ply` moves.
    fn position_at(&self, ply: usize) -> Option<&Self::Position>;
    /// The moves played so far.
    fn moves(&self) -> &[Self::Move];
    /// Whose turn it is after `ply` moves; `None` if that position is over
    /// (or past the head).
    fn to_move_at(&self, ply: usize) -> Option<Seat>;
    /// Plays a move if it is legal; otherwise says why and changes nothing.
    fn try_play(&mut self, m: Self::Move) -> Result<(), Self::Illegal>;
    /// Takes back the last move, returning it.
    fn undo(&mut self) -> Option<Self::Move>;
    /// The same setup and rules, no moves.
    fn restarted(&self) -> Self;
    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The points each seat has taken after `ply` moves, in [`Playable::seats`]
    /// order (empty past the head).
    fn scores_at(&self, ply: usize) -> Vec<u16>;
    /// Every legal move now.
    fn legal_moves(&self) -> Vec<Self::Move>;
}
