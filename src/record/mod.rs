//! Saved games: which game, the setup, the rules, who sat where, and the
//! moves in notation, as RON.
//!
//! A record is loaded by replaying its moves through the rules, so a
//! damaged or edited record is refused at the exact move that breaks a rule.
//! Records are written in version 2, for either game: the ka game's in
//! [`ka`] ([`Record`]), Bell's in [`bell`] ([`BellRecord`]); [`any`] reads a
//! file that may hold either. Version 1 (the ka game, South and North named
//! as fields) is read by [`v1`] and upgraded.

pub mod any;
pub mod bell;
pub mod ka;
pub mod v1;

pub use any::{AnyRecord, Loaded, Recorded};
pub use bell::{BellRecord, BellResult, BellRules};
pub use ka::{End, RecordResult};

use crate::games::{Ending, GameKind, Playable, Seat, SeatKind, UnknownPlayer, ka as ka_game};
use crate::ron_text::{TextError, read_ron, without_bom};
use serde::{Deserialize, Serialize};

/// A game whose records are kept: how its record is made from a game, read
/// from a file and replayed. Each game's is in its file here.
pub trait Kept: Playable {
    /// The rules as a record writes them.
    type RulesText: RulesText + Clone + std::fmt::Debug + Eq;
    /// The result as a record writes it.
    type ResultText: ResultText + Clone + std::fmt::Debug + Eq;
    /// Why a move in notation cannot be read or played.
    type MoveError: Clone + std::fmt::Debug + Eq;

    /// The record of the game as it stands.
    fn record(&self) -> RecordOf<Self>;
    /// Reads a record of this game, of any version, from a file's bytes
    /// (not yet replayed).
    fn read(bytes: &[u8]) -> Result<RecordOf<Self>, RecordError>;
    /// Rebuilds the game by playing every move of the record through the
    /// rules.
    fn replay(record: &RecordOf<Self>) -> Result<Self, RecordError>;
}

/// Why a move of a game of type `G` cannot be read or played.
pub type MoveErrorOf<G> = <G as Kept>::MoveError;
/// A result of a game of type `G` as records write it.
pub type ResultOf<G> = <G as Kept>::ResultText;

crate::any_of! {
    /// Why a move of any game cannot be read or played.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum AnyMoveError holds MoveErrorOf
}

crate::any_of! {
    /// A result of any game as records write it.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum AnyResult holds ResultOf
}

/// The record of a game of type `G`.
pub type RecordOf<G> =
    Record<crate::board::setup::SetupFile, <G as Kept>::RulesText, <G as Kept>::ResultText>;

/// The record format's version, written in every record.
pub const RECORD_VERSION: u32 = 2;
/// The largest record accepted. A whole game is a few kilobytes.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// Who sits in each seat, in turn order.
pub type Seating = Vec<(Seat, SeatKind)>;

/// Who sits in `seat`, if the seating says.
pub fn player_at(seating: &[(Seat, SeatKind)], seat: Seat) -> Option<SeatKind> {
    seating.iter().find(|(s, _)| *s == seat).map(|&(_, p)| p)
}

/// A game as saved: the ka game's by default (`S`, `R`, `X`: its setup
/// file, rules and result), Bell's as [`BellRecord`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record<S = ka_game::SetupFile, R = ka_game::Rules, X = RecordResult> {
    pub version: u32,
    /// Which game was played.
    pub game: GameKind,
    pub setup: S,
    pub rules: R,
    /// Who sat in each seat, in turn order; empty if the record does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatRecord>,
    /// The moves in notation, in the order played.
    pub moves: Vec<String>,
    /// How the game ended, once it has.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    pub result: Option<X>,
    /// How the game ended outside its rules (a resignation, a draw agreed,
    /// a flag fallen), when it did; the rules' `result` is then absent.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
    /// The game's clock and each seat's time left, when it is played on
    /// one.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockRecord>,
}

/// A clock as written in a record: each seat's time at the start, its
/// increment, and each seat's time left in turn order, all in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockRecord {
    pub base_ms: u64,
    pub increment_ms: u64,
    pub left_ms: Vec<u64>,
}

/// One seat and who played it, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRecord {
    pub seat: Seat,
    /// `human`, or the computer (`ai:hard`, …).
    pub player: String,
}

/// Why a record cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The bytes are not a record.
    Text(TextError),
    /// A format version this program does not read.
    Version { found: u32 },
    /// The record's setup is not valid (for its game's board).
    Setup(crate::board::setup::SetupError),
    /// Move `number` (from 1), written `text`, cannot be read or played.
    Move {
        number: usize,
        text: String,
        error: AnyMoveError,
    },
    /// A player that is not a known kind.
    Players(UnknownPlayer),
    /// A seat the game does not have, or one named twice.
    Seat { seat: Seat, game: GameKind },
    /// A record of another game than the one asked for.
    OtherGame { found: GameKind, expected: GameKind },
    /// The result the record claims is not what its moves give (`None`:
    /// the game is not over).
    Result {
        claimed: AnyResult,
        actual: Option<AnyResult>,
    },
    /// The record says the game ended outside its rules, but its moves
    /// already end it, or the seat named is not one of the game's.
    Ended(Ending),
}

/// The version and the game, to choose the reader.
#[derive(Deserialize)]
struct Head {
    version: u32,
    /// Version 1 records do not say: they are of the ka game.
    #[serde(default = "ka")]
    game: GameKind,
}

fn ka() -> GameKind {
    GameKind::Ka
}

/// Which reader a record's bytes call for: its version (1 or the current)
/// and its game. A leading UTF-8 byte-order mark is skipped.
fn head(bytes: &[u8]) -> Result<(&[u8], u32, GameKind), RecordError> {
    let bytes = without_bom(bytes);
    let Head { version, game } = read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)?;
    match version {
        1 | RECORD_VERSION => Ok((bytes, version, game)),
        found => Err(RecordError::Version { found }),
    }
}

/// How a setup file is written in a record.
pub trait SetupText {
    fn name(&self) -> &str;
    fn description(&self) -> &str;
    /// Rank 11 first.
    fn rows(&self) -> &[String];
}

/// Both games' setups are written alike.
impl SetupText for crate::board::setup::SetupFile {
    fn name(&self) -> &str {
        &self.name
    }
    fn description(&self) -> &str {
        &self.description
    }
    fn rows(&self) -> &[String] {
        &self.rows
    }
}

/// How a record's rules are written, and how many moves make a round.
pub trait RulesText {
    /// The rules as one RON value: `(players: 3, opening: corner)`.
    fn to_ron(&self) -> String;
    /// Moves in a round, written on one line.
    fn round(&self) -> usize;
}

/// How a record's result is written.
pub trait ResultText {
    /// The result as one RON value.
    fn to_ron(&self) -> String;
}

impl<S, R, X> Record<S, R, X> {
    /// The record, saying who sat in each seat.
    pub fn with_players(mut self, seats: impl IntoIterator<Item = (Seat, SeatKind)>) -> Self {
        self.seats = seats
            .into_iter()
            .map(|(seat, player)| SeatRecord {
                seat,
                player: player.to_string(),
            })
            .collect();
        self
    }

    /// The record, saying how the game ended outside its rules.
    pub fn with_ending(mut self, ended: Option<Ending>) -> Self {
        self.ended = ended;
        self
    }

    /// The record, with the game's clock as it stands.
    pub fn with_clock(mut self, clock: Option<ClockRecord>) -> Self {
        self.clock = clock;
        self
    }

    /// Who sat where, if the record says.
    pub fn players(&self) -> Result<Option<Seating>, RecordError> {
        if self.seats.is_empty() {
            return Ok(None);
        }
        let seating = self
            .seats
            .iter()
            .map(|s| Ok((s.seat, s.player.parse().map_err(RecordError::Players)?)))
            .collect::<Result<Seating, RecordError>>()?;
        Ok(Some(seating))
    }

    /// Every seat named is one of the game's, and none twice.
    fn check_seats(&self, game: &impl Playable) -> Result<(), RecordError> {
        for (i, s) in self.seats.iter().enumerate() {
            if !game.seats().contains(&s.seat) || self.seats[..i].iter().any(|t| t.seat == s.seat) {
                return Err(RecordError::Seat {
                    seat: s.seat,
                    game: game.kind(),
                });
            }
        }
        Ok(())
    }

    /// Refuses a record of another game than `expected`.
    fn check_game(&self, expected: GameKind) -> Result<(), RecordError> {
        if self.game != expected {
            return Err(RecordError::OtherGame {
                found: self.game,
                expected,
            });
        }
        Ok(())
    }

    /// The game after the record's moves, played in order on `game`; the
    /// first that fails is named by its number (from 1) and text.
    fn replay_on<G: Playable, E>(
        &self,
        mut game: G,
        play: impl Fn(&mut G, &str) -> Result<(), E>,
        error: impl Fn(usize, String, E) -> RecordError,
    ) -> Result<G, RecordError> {
        for (i, text) in self.moves.iter().enumerate() {
            play(&mut game, text).map_err(|e| error(i + 1, text.clone(), e))?;
        }
        self.check_seats(&game)?;
        if let Some(ended) = self.ended {
            let seat_known = ended.loser().is_none_or(|s| game.seats().contains(&s));
            if game.outcome().is_some() || !seat_known {
                return Err(RecordError::Ended(ended));
            }
        }
        Ok(game)
    }
}

impl<S: SetupText, R: RulesText, X: ResultText> Record<S, R, X> {
    /// The record as RON text laid out for reading: one setup row per line
    /// and one round of moves per line.
    pub fn to_ron(&self) -> String {
        use std::fmt::Write;
        let mut out = String::from("// A game of Pasang, saved by pasang.\n(\n");
        let _ = writeln!(out, "    version: {},", self.version);
        let _ = writeln!(out, "    game: {},", ron(&self.game));
        let _ = writeln!(out, "    setup: (");
        let _ = writeln!(out, "        name: {},", ron(self.setup.name()));
        if !self.setup.description().is_empty() {
            let _ = writeln!(
                out,
                "        description: {},",
                ron(self.setup.description())
            );
        }
        let _ = writeln!(out, "        rows: [");
        for row in self.setup.rows() {
            let _ = writeln!(out, "            {},", ron(row));
        }
        let _ = writeln!(out, "        ],\n    ),");
        let _ = writeln!(out, "    rules: {},", self.rules.to_ron());
        if !self.seats.is_empty() {
            let _ = writeln!(out, "    seats: [");
            for SeatRecord { seat, player } in &self.seats {
                let _ = writeln!(
                    out,
                    "        (seat: {}, player: {}),",
                    ron(seat),
                    ron(player)
                );
            }
            let _ = writeln!(out, "    ],");
        }
        let _ = writeln!(out, "    moves: [");
        for round in self.moves.chunks(self.rules.round().max(1)) {
            let round: Vec<String> = round.iter().map(|m| format!("{},", ron(m))).collect();
            let _ = writeln!(out, "        {}", round.join(" "));
        }
        let _ = writeln!(out, "    ],");
        if let Some(result) = &self.result {
            let _ = writeln!(out, "    result: Some({}),", result.to_ron());
        }
        if let Some(ended) = &self.ended {
            let _ = writeln!(out, "    ended: Some({}),", ron(ended));
        }
        if let Some(clock) = &self.clock {
            let _ = writeln!(out, "    clock: Some({}),", ron(clock));
        }
        out.push_str(")\n");
        out
    }
}

/// One value in compact RON.
fn ron<T: Serialize + ?Sized>(value: &T) -> String {
    ron::to_string(value).expect("plain data always serialises")
}
