//! The games played on the Pasang board, each in a folder of its own, and
//! the seam through which the rest of the program handles "a game".
//!
//! The session, saved records, the computer driver and the engine protocol
//! see a game through [`Playable`]: its seats in turn order, its moves and
//! positions, checked play with a typed reason for a refusal, undo, the
//! outcome and the scores. A game for 2–4 seats fits it as well as the ka
//! game's two.
//!
//! # One list of games
//!
//! Every place that holds "a game of any kind" is made from one list,
//! `each_game!` in this module (`Ka ka, Bell bell`): `GameKind`, and the
//! enums `any_of!` declares with one variant per game (`AnyGame`,
//! `AnyRules`, `AnyOutcome`, `AnySetup`, `AnyPattern`, `AnyRecord`,
//! `AnyMoveError`, `AnyResult`, `AnyTable`, `AnyScreen`, `AnyForm`, the
//! engine's `AnySpec` and `AnySearcher`). `on_any!` and `on_kind!` match on
//! them with the same code for every game, naming the game's type; what
//! differs is asked of the game through a trait, each implemented in the
//! game's own files:
//!
//! | trait | says | the ka game's | Bell's |
//! |---|---|---|---|
//! | `games::Playable` | seats, moves, positions, rules, setups, patterns, outcome, rated kinds | `games/ka/game.rs` | `games/bell/game.rs` |
//! | `board::setup::Readable` | its setups, read for its board's `Shape` | `games/ka/setup.rs` | `games/bell/setup.rs` |
//! | `record::Kept` | its record: made, read, replayed | `record/ka.rs` | `record/bell.rs` |
//! | `messages::Named` | its name, summary, lobby name, option lines, results, rated kinds' names, its board's missing points | `messages/ka.rs` | `messages/bell.rs` |
//! | `tui::play::Front`, `GameForm` | its board, choosing, panel, keys, notes, new-game form | `tui/ka/` | `tui/bell/` |
//! | `tui::lobby::InLobby` | its variants and rule rows in the lobby | `tui/ka/lobby.rs` | `tui/bell/lobby.rs` |
//! | `tui::settings::GameRows` | its rows on the settings screen (its defaults when started with no options) | `tui/ka/settings/` | `tui/bell/mod.rs` (none) |
//! | `engine::Protocol` | its `position` words, searcher, `go` | `engine/ka.rs` | `engine/bell.rs` |
//! | `bench::Benchmarked` | its random games, timed (its search is the engine's) | `bench/ka.rs` | `bench/bell.rs` |
//! | `cli::options::CommandLine`, `cli::options::BenchLines` (binary) | its options (which `--resume` refuses), check, plain-text board, match, bench lines | `cli/ka.rs` | `cli/bell.rs` |
//!
//! A third game is added by one line in that list, its folders (with a
//! `mod` line for each in its parent module) and its sentences in
//! `assets/lang/*.ftl`; the compiler then names every trait it still lacks.
//! Steps (`games::steps`, built with the `test-game` feature that the tests turn
//! on) is such a game; the README's "One list of games" says which shared
//! files it still had to edit.

pub mod any;
pub mod bell;
pub mod choice;
pub mod ending;
pub mod ka;
pub mod list;
pub use list::LegalMoves;
#[cfg(test)]
mod notation_tests;
pub mod rated;
pub mod refused;
pub mod seat_kind;
#[cfg(feature = "test-game")]
pub mod steps;

pub use any::{AnyGame, AnyOutcome, AnyPattern, AnyRules, AnySetup};
pub use ending::Ending;
pub use rated::Rated;
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

/// The list of games, each as its variant name and its module under
/// [`crate::games`]. Everything that holds "a game of either kind" is made
/// from it: [`GameKind`], [`AnyGame`], [`AnyRules`], [`AnyOutcome`],
/// [`AnySetup`], and in the layers above the records, tables, screens and
/// forms; [`on_any!`](crate::on_any) and [`on_kind!`](crate::on_kind) match
/// on them. A game is added to the program by adding it here and writing
/// its folders: the compiler then names every piece still missing.
///
/// `each_game!(path::to::callback!(args))` calls the callback with
/// `(args)` followed by the list.
#[cfg(not(feature = "test-game"))]
#[macro_export]
macro_rules! each_game {
    ($($then:ident)::+ ! ( $($args:tt)* )) => {
        $($then)::+ ! { ($($args)*) Ka ka, Bell bell }
    };
}

/// The list with Steps, the test game, in builds with the `test-game`
/// feature (the integration tests').
#[cfg(feature = "test-game")]
#[macro_export]
macro_rules! each_game {
    ($($then:ident)::+ ! ( $($args:tt)* )) => {
        $($then)::+ ! { ($($args)*) Ka ka, Bell bell, Steps steps }
    };
}

/// Matches `$value`, an enum with one variant per game, running the same
/// `$body` with `$x` bound to what each variant holds (and `$G`, when
/// given, naming that game's type).
#[macro_export]
macro_rules! on_any {
    ($value:expr, $Any:ident, $x:pat => $body:expr) => {
        $crate::each_game!($crate::on_any_arms!($value, $Any, $x, _G => $body))
    };
    ($value:expr, $Any:ident, $x:pat, $G:ident => $body:expr) => {
        $crate::each_game!($crate::on_any_arms!($value, $Any, $x, $G => $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! on_any_arms {
    (($value:expr, $Any:ident, $x:pat, $G:ident => $body:expr) $($V:ident $m:ident),*) => {
        match $value {
            $($Any::$V($x) => {
                #[allow(dead_code)]
                type $G = $crate::games::$m::Game;
                $body
            })*
        }
    };
}

/// Matches a [`GameKind`], running `$body` with `$G` naming that game's
/// type (`ka::Game`, `bell::Game`, …).
#[macro_export]
macro_rules! on_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        $crate::each_game!($crate::on_kind_arms!($kind, $G => $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! on_kind_arms {
    (($kind:expr, $G:ident => $body:expr) $($V:ident $m:ident),*) => {
        match $kind {
            $($crate::games::GameKind::$V => {
                #[allow(dead_code)]
                type $G = $crate::games::$m::Game;
                $body
            })*
        }
    };
}

/// Declares an enum with one variant per game, each holding `$Of<G>` for
/// that game's type `G`, with `kind()` saying which game a value is for,
/// `From` each of those for the enum and `TryFrom` the enum (or a reference
/// to it) back.
#[macro_export]
macro_rules! any_of {
    ($(#[$meta:meta])* $vis:vis enum $Any:ident holds $Of:ident) => {
        $crate::each_game!($crate::any_of_enum!($(#[$meta])* $vis enum $Any holds $Of));
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! any_of_enum {
    (($(#[$meta:meta])* $vis:vis enum $Any:ident holds $Of:ident) $($V:ident $m:ident),*) => {
        $(#[$meta])*
        $vis enum $Any {
            $($V($Of<$crate::games::$m::Game>),)*
        }

        impl $Any {
            /// Which game this is for.
            #[allow(dead_code)]
            pub fn kind(&self) -> $crate::games::GameKind {
                match self {
                    $($Any::$V(_) => $crate::games::GameKind::$V,)*
                }
            }
        }

        $(
            impl From<$Of<$crate::games::$m::Game>> for $Any {
                fn from(x: $Of<$crate::games::$m::Game>) -> $Any {
                    $Any::$V(x)
                }
            }

            impl TryFrom<$Any> for $Of<$crate::games::$m::Game> {
                /// A value of another game, given back.
                type Error = $Any;
                #[allow(unreachable_patterns)]
                fn try_from(any: $Any) -> Result<Self, $Any> {
                    match any {
                        $Any::$V(x) => Ok(x),
                        other => Err(other),
                    }
                }
            }

            impl<'a> TryFrom<&'a $Any> for &'a $Of<$crate::games::$m::Game> {
                type Error = ();
                #[allow(unreachable_patterns)]
                fn try_from(any: &'a $Any) -> Result<Self, ()> {
                    match any {
                        $Any::$V(x) => Ok(x),
                        _ => Err(()),
                    }
                }
            }
        )*
    };
}

macro_rules! game_kind {
    (() $($V:ident $m:ident),*) => {
        /// Which game a record or a protocol line is about.
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
        )]
        #[serde(rename_all = "lowercase")]
        pub enum GameKind {
            $($V,)*
        }

        impl choice::Choice for GameKind {
            const ALL: &'static [GameKind] = &[$(GameKind::$V),*];
            const OPTION: &'static str = "game";
            fn name(self) -> &'static str {
                match self {
                    $(GameKind::$V => stringify!($m),)*
                }
            }
        }
    };
}
each_game!(game_kind!());

/// What every game offers the session, records, the computer driver and the
/// engine protocol.
pub trait Playable: Clone + Send + 'static {
    /// A move, written and read in the game's notation.
    type Move: Copy + Eq + std::fmt::Debug + std::fmt::Display + std::str::FromStr + Send + 'static;
    /// Everything on the board at one moment, its move sequences counted
    /// by perft.
    type Position: Copy + Eq + std::fmt::Debug + Send + 'static + crate::counting::Counted;
    /// Why a move is refused, as data.
    type Illegal: Clone + std::fmt::Debug + PartialEq;
    /// How a finished game ended.
    type Outcome: Copy + Eq + std::fmt::Debug + std::fmt::Display;
    /// The rules a game is played by, chosen before it starts.
    type Rules: Copy + Eq + std::fmt::Debug + std::fmt::Display + Default;
    /// The stones before the first move.
    type Setup: Clone
        + Eq
        + std::fmt::Debug
        + std::ops::Deref<Target = crate::board::setup::Stones>
        + crate::board::setup::Readable
        + Send
        + 'static;
    /// The game's built-in setups.
    type Pattern: choice::Choice + Eq + std::fmt::Debug + Default;

    /// Which game this is.
    const KIND: GameKind;
    /// The kinds of this game rated, each with its own rating (none if
    /// the game is never rated).
    const RATED: &'static [Rated];

    /// A new game on this setup with these rules.
    fn new(setup: Self::Setup, rules: Self::Rules) -> Self;
    /// One of the built-in setups.
    fn pattern(pattern: Self::Pattern) -> Self::Setup;
    /// The setup the game started from.
    fn setup(&self) -> &Self::Setup;
    /// The rules the game is played by.
    fn rules(&self) -> Self::Rules;

    /// Which game this is.
    fn kind(&self) -> GameKind {
        Self::KIND
    }
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
    fn restarted(&self) -> Self {
        Self::new(self.setup().clone(), self.rules())
    }
    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// The seats that won a game that ended as `outcome`: one, or several
    /// sharing the win; none for a draw.
    fn winners(outcome: Self::Outcome) -> Vec<Seat>;
    /// The points each seat has taken after `ply` moves, in [`Playable::seats`]
    /// order (empty past the head).
    fn scores_at(&self, ply: usize) -> Vec<u16>;
    /// Every legal move now.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// The kind (one of [`Playable::RATED`]) this game is rated as, if it
    /// can be rated: only a game with one opponent can.
    fn rated(&self) -> Option<Rated>;

    /// Whether every seat has made a move: until then a game played
    /// between people may be called off (aborted), and is not rated.
    fn every_seat_moved(&self) -> bool {
        let ply = self.moves().len();
        self.seats()
            .iter()
            .all(|&seat| (0..ply).any(|i| self.to_move_at(i) == Some(seat)))
    }
}
