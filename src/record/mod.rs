//! Saved games: which game, the setup, the rules, who sat where, and the
//! moves in notation, as RON.
//!
//! A record is loaded by replaying its moves through the engine, so a
//! damaged or edited record is refused at the exact move that breaks a rule.
//! Records are written in version 2; version 1 (the ka game, South and
//! North named as fields) is read by [`v1`] and upgraded.

pub mod v1;

use crate::ai::{PlayerKind, UnknownPlayer};
use crate::games::ka::notation::MoveError;
use crate::games::ka::{Game, GameSpec, Outcome, Rules, Setup, SetupError, SetupFile, SpecError};
use crate::games::{GameKind, Playable, Seat};
use crate::ron_text::{TextError, read_ron};
use serde::{Deserialize, Serialize};

/// The record format's version, written in every record.
pub const RECORD_VERSION: u32 = 2;
/// The largest record accepted. A whole game is a few kilobytes.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// Who sits in each seat, in turn order.
pub type Seating = Vec<(Seat, PlayerKind)>;

/// Who sits in `seat`, if the seating says.
pub fn player_at(seating: &[(Seat, PlayerKind)], seat: Seat) -> Option<PlayerKind> {
    seating.iter().find(|(s, _)| *s == seat).map(|&(_, p)| p)
}

/// A game as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub version: u32,
    /// Which game was played.
    pub game: GameKind,
    pub setup: SetupFile,
    pub rules: Rules,
    /// Who sat in each seat, in turn order; empty if the record does not say.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatRecord>,
    /// The moves in notation, in the order played.
    pub moves: Vec<String>,
    /// How the game ended, once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<RecordResult>,
}

/// One seat and who played it, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRecord {
    pub seat: Seat,
    /// `human`, or the computer (`ai:hard`, …).
    pub player: String,
}

/// How a finished game ended, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordResult {
    pub end: End,
    /// `None` for a draw.
    pub winner: Option<Seat>,
    /// The recorded score of each seat, in turn order: the points for a
    /// cleared board, 120 and 0 for suntuk.
    pub scores: Vec<u16>,
}

/// The two ways a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// Every stone was captured.
    Cleared,
    /// The player to move could not capture.
    Suntuk,
}

impl From<Outcome> for RecordResult {
    fn from(outcome: Outcome) -> RecordResult {
        RecordResult {
            end: match outcome {
                Outcome::Cleared { .. } => End::Cleared,
                Outcome::Suntuk { .. } => End::Suntuk,
            },
            winner: outcome.winner().map(Seat::from),
            scores: outcome.result().to_vec(),
        }
    }
}

/// Why a record cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The bytes are not a record.
    Text(TextError),
    /// A format version this program does not read.
    Version { found: u32 },
    /// The record's setup is not valid.
    Setup(SetupError),
    /// Move `number` (from 1), written `text`, cannot be read or played.
    Move {
        number: usize,
        text: String,
        error: MoveError,
    },
    /// A player that is not a known kind.
    Players(UnknownPlayer),
    /// A seat the game does not have, or one named twice.
    Seat { seat: Seat, game: GameKind },
    /// A game whose records this program cannot replay yet.
    Game { game: GameKind },
    /// The result the record claims is not what its moves give (`None`:
    /// the game is not over).
    Result {
        claimed: RecordResult,
        actual: Option<RecordResult>,
    },
}

/// Just the version, to choose the reader.
#[derive(Deserialize)]
struct Version {
    version: u32,
}

impl Record {
    /// The record of a game as it stands.
    pub fn of(game: &Game) -> Record {
        Record {
            version: RECORD_VERSION,
            game: game.kind(),
            setup: game.setup().to_file(),
            rules: game.rules(),
            seats: Vec::new(),
            moves: game.moves().iter().map(|m| m.to_string()).collect(),
            result: game.outcome().map(RecordResult::from),
        }
    }

    /// The record, saying who sat in each seat.
    pub fn with_players(mut self, seats: impl IntoIterator<Item = (Seat, PlayerKind)>) -> Record {
        self.seats = seats
            .into_iter()
            .map(|(seat, player)| SeatRecord {
                seat,
                player: player.to_string(),
            })
            .collect();
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

    /// The record as RON text laid out for reading: one setup row per line
    /// and one round of moves per line.
    pub fn to_ron(&self) -> String {
        use std::fmt::Write;
        let mut out = String::from("// A game of Pasang, saved by pasang.\n(\n");
        let _ = writeln!(out, "    version: {},", self.version);
        let _ = writeln!(out, "    game: {},", ron(&self.game));
        let _ = writeln!(out, "    setup: (");
        let _ = writeln!(out, "        name: {},", ron(&self.setup.name));
        if !self.setup.description.is_empty() {
            let _ = writeln!(
                out,
                "        description: {},",
                ron(&self.setup.description)
            );
        }
        let _ = writeln!(out, "        rows: [");
        for row in &self.setup.rows {
            let _ = writeln!(out, "            {},", ron(row));
        }
        let _ = writeln!(out, "        ],\n    ),");
        let Rules {
            second_column,
            ka_entry,
            centre,
        } = self.rules;
        let _ = writeln!(
            out,
            "    rules: (second_column: {second_column}, ka_entry: {ka_entry}, centre: {centre}),"
        );
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
        for round in self.moves.chunks(self.seats.len().max(2)) {
            let round: Vec<String> = round.iter().map(|m| format!("{},", ron(m))).collect();
            let _ = writeln!(out, "        {}", round.join(" "));
        }
        let _ = writeln!(out, "    ],");
        if let Some(RecordResult {
            end,
            winner,
            scores,
        }) = &self.result
        {
            let scores: Vec<String> = scores.iter().map(u16::to_string).collect();
            let _ = writeln!(
                out,
                "    result: Some((end: {}, winner: {}, scores: [{}])),",
                ron(end),
                ron(winner),
                scores.join(", ")
            );
        }
        out.push_str(")\n");
        out
    }

    /// Reads a record of any version from a file's bytes (not yet
    /// replayed), upgraded to the current version. A leading UTF-8
    /// byte-order mark is skipped.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        let bytes = crate::files::without_bom(bytes);
        let Version { version } = read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)?;
        let record: Record = match version {
            1 => v1::read(bytes)?,
            RECORD_VERSION => read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)?,
            found => return Err(RecordError::Version { found }),
        };
        Ok(record)
    }

    /// Rebuilds the game by playing every move through the engine.
    pub fn replay(&self) -> Result<Game, RecordError> {
        if self.game != GameKind::Ka {
            return Err(RecordError::Game { game: self.game });
        }
        let setup = Setup::new(self.setup.clone()).map_err(RecordError::Setup)?;
        let spec = GameSpec::new(setup, self.rules).with_moves(self.moves.iter().cloned());
        let game =
            spec.build().map_err(
                |SpecError::MoveAt { index, text, error }| RecordError::Move {
                    number: index + 1,
                    text,
                    error,
                },
            )?;
        self.check_seats(&game)?;
        let actual = game.outcome().map(RecordResult::from);
        if let Some(claimed) = &self.result
            && actual.as_ref() != Some(claimed)
        {
            return Err(RecordError::Result {
                claimed: claimed.clone(),
                actual,
            });
        }
        Ok(game)
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

    /// Reads and replays a record.
    pub fn load(bytes: &[u8]) -> Result<Game, RecordError> {
        Record::load_with_players(bytes).map(|(game, _)| game)
    }

    /// Reads and replays a record, with who sat where if it says.
    pub fn load_with_players(bytes: &[u8]) -> Result<(Game, Option<Seating>), RecordError> {
        let record = Record::from_ron_bytes(bytes)?;
        let players = record.players()?;
        Ok((record.replay()?, players))
    }
}

/// One value in compact RON.
fn ron<T: Serialize + ?Sized>(value: &T) -> String {
    ron::to_string(value).expect("plain data always serialises")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::Pattern;

    #[test]
    fn a_record_reads_back_and_replays_to_the_same_position() {
        let mut game = Game::new(Setup::pattern(Pattern::First), Rules::MARBLES);
        for m in ["c", "j", "d5-c5xN", "i7-j7xEW"] {
            game.play_notation(m).unwrap();
        }
        let text = Record::of(&game).to_ron();
        let loaded = Record::load(text.as_bytes()).unwrap();
        assert_eq!(loaded.position(), game.position());
        assert_eq!(loaded.moves(), game.moves());
        assert_eq!(loaded.rules(), Rules::MARBLES);
    }

    #[test]
    fn finished_games_keep_their_result_through_a_round_trip() {
        let mut rng = crate::rng::Rng::new(7);
        for rules in Rules::all() {
            let mut game = Game::new(Setup::pattern(Pattern::Second), rules);
            while let Some(&m) = game
                .legal_moves()
                .get(rng.below(game.legal_moves().len().max(1)))
            {
                game.try_play(m).unwrap();
            }
            let record = Record::of(&game);
            assert_eq!(record.result, game.outcome().map(RecordResult::from));
            assert!(record.result.is_some());
            let text = record.to_ron();
            assert_eq!(
                Record::from_ron_bytes(text.as_bytes()).unwrap(),
                record,
                "{text}"
            );
            assert_eq!(
                Record::load(text.as_bytes()).unwrap().position(),
                game.position()
            );
        }
    }

    #[test]
    fn the_players_are_kept_and_a_bad_one_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let sides = vec![
            (Seat::South, PlayerKind::Human),
            (Seat::North, PlayerKind::Computer(crate::ai::Level::Hard)),
        ];
        let text = Record::of(&game).with_players(sides.clone()).to_ron();
        assert!(
            text.contains(
                "    seats: [\n        (seat: south, player: \"human\"),\n        (seat: north, player: \"ai:hard\"),\n    ],\n"
            ),
            "{text}"
        );
        let (_, players) = Record::load_with_players(text.as_bytes()).unwrap();
        assert_eq!(players, Some(sides));
        let bad = text.replace("ai:hard", "ai:godlike");
        assert_eq!(
            Record::load_with_players(bad.as_bytes())
                .unwrap_err()
                .to_string(),
            "the record's players: unknown player 'ai:godlike': expected human, ai:random, ai:easy, ai:medium or ai:hard"
        );
    }

    #[test]
    fn a_record_of_bells_game_is_refused_for_now() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let text = Record::of(&game)
            .to_ron()
            .replace("game: ka,", "game: bell,");
        assert_eq!(
            Record::load(text.as_bytes()).unwrap_err(),
            RecordError::Game {
                game: GameKind::Bell
            }
        );
    }

    #[test]
    fn a_record_names_its_game_and_a_seat_the_game_lacks_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let text = Record::of(&game)
            .with_players([
                (Seat::South, PlayerKind::Human),
                (Seat::East, PlayerKind::Human),
            ])
            .to_ron();
        assert!(text.contains("\n    game: ka,\n"), "{text}");
        assert_eq!(
            Record::load(text.as_bytes()).unwrap_err(),
            RecordError::Seat {
                seat: Seat::East,
                game: GameKind::Ka
            }
        );
    }

    #[test]
    fn a_finished_result_is_written_with_a_seat_and_a_list_of_scores() {
        let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let text = include_str!("../../tests/data/records/v1-finished.ron");
        for m in Record::from_ron_bytes(text.as_bytes()).unwrap().moves {
            game.play_notation(&m).unwrap();
        }
        // South left North without a capture: suntuk, recorded 120–0.
        let result = Record::of(&game).result.unwrap();
        assert_eq!(
            result,
            RecordResult {
                end: End::Suntuk,
                winner: Some(Seat::South),
                scores: vec![120, 0]
            }
        );
        let text = Record::of(&game).to_ron();
        assert!(
            text.contains(
                "    result: Some((end: suntuk, winner: Some(south), scores: [120, 0])),\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn a_record_claiming_the_wrong_result_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut record = Record::of(&game);
        record.result = Some(RecordResult {
            end: End::Suntuk,
            winner: Some(Seat::North),
            scores: vec![0, 120],
        });
        assert_eq!(
            record.replay().unwrap_err().to_string(),
            "the record says 'North wins 0–120 (suntuk)', but its moves give 'game in progress'"
        );
    }

    #[test]
    fn an_illegal_move_is_named_with_its_number_and_reason() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut record = Record::of(&game);
        record.moves = vec!["c".into(), "d".into()];
        let err = record.replay().unwrap_err().to_string();
        assert_eq!(
            err,
            "move 2 ('d'): d is not legal: South took c, so North must take a file from the diagonally opposite quadrant, g to k"
        );
    }
}
