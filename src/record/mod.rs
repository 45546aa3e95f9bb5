//! Saved games: which game, the setup, the rules, who sat where, and the
//! moves in notation, as RON.
//!
//! A record is loaded by replaying its moves through the rules, so a
//! damaged or edited record is refused at the exact move that breaks a rule.
//! Records are written in version 2, for either game: the ka game's in
//! [`ka`] ([`Record`]), Bell's in [`bell`] ([`BellRecord`]); [`any`] reads a
//! file that may hold either. Version 1 (the ka game, South and North named
//! as fields) is read by [`v1`] and upgraded.
//!
//! # The format
//!
//! A saved game is a readable RON file: which game it is, the setup's rows,
//! the rules, who sat in each seat (in turn order), the moves in notation
//! (one round per line), and the result once the game is over (the winner's
//! seat and the scores in seat order):
//!
//! ```text
//! // A game of Pasang, saved by pasang.
//! (
//!     version: 2,
//!     game: ka,
//!     setup: (
//!         name: "first",
//!         rows: [
//!             "wwwwwbbbbbw",
//!             // … 11 rows in all, as in a setup file
//!         ],
//!     ),
//!     rules: (second_column: diagonal, ka_entry: slide, centre: blocks),
//!     seats: [
//!         (seat: south, player: "human"),
//!         (seat: north, player: "ai:hard"),
//!     ],
//!     moves: [
//!         "c", "j",
//!         "d5-c5xN", "i7-j7xEW",
//!     ],
//! )
//! ```
//!
//! The traditional options are written only when they are not the default.
//! A game of Bell's has `game: bell`: its setup's rows (`.` on the nine
//! missing points), `rules: (players: 3, opening: corner)`, its seats
//! (South, West, North, East in turn order), one round of moves per line in
//! its notation, and the result as the winner and every seat's points,
//! `winner: None` when the top score is shared:
//!
//! ```text
//!     game: bell,
//!     // setup: … 11 rows, "wbwb...bwbw" in the middle
//!     rules: (players: 3, opening: corner),
//!     seats: [
//!         (seat: south, player: "ai:hard"),
//!         (seat: west, player: "human"),
//!         (seat: north, player: "ai:medium"),
//!     ],
//!     moves: [
//!         "xk11", "k9-k11", "i10-k10",
//!         // …
//!     ],
//!     result: Some((winner: Some(north), scores: [43, 48, 53])),
//! ```
//!
//! A clock game keeps its clock and each seat's time left, in turn order:
//! `clock: Some((base_ms: 30000, increment_ms: 2000, left_ms: [27400,
//! 30000]))`. A game that its players ended (or a clock) says how in place
//! of `result`: `ended: Some(resigned(north))`, `ended: Some(agreed)` or
//! `ended: Some(out_of_time(south))`. With two seats the other seat wins;
//! with more, the seat named loses and the rest are ranked by their points.
//! A record without the field loads as one without such an end; one that
//! says a game ended this way although its moves already end it, or that
//! names a seat the game does not have, is refused with what it claims.
//!
//! Records of version 1 (the ka game only, with
//! `players: Some((south: …, north: …))`) load and resume; saved again, they
//! are written as version 2. Loading a record replays every move through the
//! rules, so a damaged or hand-edited record is refused at the exact move,
//! with the rule it breaks (`move 3 ('d5-c5xS'): d5-c5xS is not legal:
//! there are no stones south of c5 …`). A record claiming a result its moves
//! do not give is refused too, and so is `--load` with a `--game`,
//! `--players`, `--opening`, `--pattern`, `--setup` or rule option that
//! differs from the record's.
//!
//! # Reading files
//!
//! `check`, `replay`, `--setup` and `--load` read regular files only: a
//! named pipe, a directory or a device is refused at once, saying what it is
//! (opening a pipe would wait forever for a writer). To read standard
//! input, give `-` or `/dev/stdin` (`cat game.ron | pasang check -`). A
//! setup file may be at most 64 KiB and a record at most 1 MiB (a real setup
//! is under 1 KiB, a whole game a few KiB); a larger file is refused without
//! being read whole. A leading UTF-8 byte-order mark is ignored. `check`
//! tells a record from a setup by its fields (`version`, `moves`, … are a
//! record's), so a damaged record is reported as a record. Text from a file
//! (a setup's name, a move) is shown with control characters escaped, so a
//! file cannot send escape sequences to the terminal.

pub mod any;
pub mod bell;
pub mod ka;
#[cfg(feature = "test-game")]
pub mod steps;
pub mod v1;

pub use any::{AnyRecord, Loaded, Recorded};
pub use bell::{BellRecord, BellResult, BellRules};
pub use ka::{End, RecordResult};

use crate::games::{Ending, GameKind, Playable, Seat, SeatKind, UnknownPlayer, ka as ka_game};
use crate::ron_text::{TextError, read_ron, without_bom};
use serde::{Deserialize, Serialize};

/// A game whose records are kept: how its record is made from a game, read
/// from a file and replayed. Each game's is in its file here; what every
/// game does alike is said once, in the default methods.
pub trait Kept: Playable {
    /// The rules as a record writes them.
    type RulesText: RulesText
        + Clone
        + std::fmt::Debug
        + Eq
        + serde::de::DeserializeOwned
        + From<Self::Rules>
        + Into<Self::Rules>;
    /// The result as a record writes it.
    type ResultText: ResultText
        + Clone
        + std::fmt::Debug
        + Eq
        + serde::de::DeserializeOwned
        + From<Self::Outcome>
        + Into<AnyResult>;
    /// Why a move in notation cannot be read or played.
    type MoveError: Clone
        + std::fmt::Debug
        + Eq
        + From<<Self::Move as std::str::FromStr>::Err>
        + From<Self::Illegal>
        + Into<AnyMoveError>;

    /// The record of the game as it stands.
    fn record(&self) -> RecordOf<Self> {
        Record {
            version: RECORD_VERSION,
            game: Self::KIND,
            setup: self.setup().to_file(),
            rules: self.rules().into(),
            seats: Vec::new(),
            moves: self.moves().iter().map(|m| m.to_string()).collect(),
            result: self.outcome().map(Self::ResultText::from),
            ended: None,
            clock: None,
        }
    }

    /// Reads a record of this game, of any version, from a file's bytes
    /// (not yet replayed). A leading UTF-8 byte-order mark is skipped.
    fn read(bytes: &[u8]) -> Result<RecordOf<Self>, RecordError> {
        let (bytes, _) = head_of(bytes, Self::KIND)?;
        read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)
    }

    /// Rebuilds the game by playing every move of the record, read in the
    /// game's notation, through the rules.
    fn replay(record: &RecordOf<Self>) -> Result<Self, RecordError> {
        record.replay_as(record.rules.clone().into(), |game: &mut Self, text| {
            let m: Self::Move = text.parse().map_err(Self::MoveError::from)?;
            game.try_play(m).map_err(Self::MoveError::from)
        })
    }

    /// Reads and replays a record, with who sat where if it says.
    fn load(bytes: &[u8]) -> Result<(Self, Option<Seating>), RecordError> {
        let record = Self::read(bytes)?;
        let players = record.players()?;
        Ok((Self::replay(&record)?, players))
    }
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

/// The bytes and the version of a record of the game `expected`; a record
/// of another game is refused.
fn head_of(bytes: &[u8], expected: GameKind) -> Result<(&[u8], u32), RecordError> {
    let (bytes, version, found) = head(bytes)?;
    if found != expected {
        return Err(RecordError::OtherGame { found, expected });
    }
    Ok((bytes, version))
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
}

impl<R, X> Record<crate::board::setup::SetupFile, R, X> {
    /// Rebuilds a game of `G` from the record: its setup read for the
    /// game's board, played by `rules`, every move played in order by
    /// `play` (the first that fails is named by its number, from 1, and
    /// text); the record's ending and result, where it says them, must be
    /// the game's.
    fn replay_as<G: Playable, E: Into<AnyMoveError>>(
        &self,
        rules: G::Rules,
        play: impl Fn(&mut G, &str) -> Result<(), E>,
    ) -> Result<G, RecordError>
    where
        X: From<G::Outcome> + Clone + PartialEq + Into<AnyResult>,
    {
        use crate::board::setup::Readable;
        self.check_game(G::KIND)?;
        let setup = G::Setup::from_file(self.setup.clone()).map_err(RecordError::Setup)?;
        let mut game = G::new(setup, rules);
        for (i, text) in self.moves.iter().enumerate() {
            play(&mut game, text).map_err(|e| RecordError::Move {
                number: i + 1,
                text: text.clone(),
                error: e.into(),
            })?;
        }
        self.check_seats(&game)?;
        if let Some(ended) = self.ended {
            let seat_known = ended.loser().is_none_or(|s| game.seats().contains(&s));
            if game.outcome().is_some() || !seat_known {
                return Err(RecordError::Ended(ended));
            }
        }
        let actual = game.outcome().map(X::from);
        if let Some(claimed) = &self.result
            && actual.as_ref() != Some(claimed)
        {
            return Err(RecordError::Result {
                claimed: claimed.clone().into(),
                actual: actual.map(Into::into),
            });
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
