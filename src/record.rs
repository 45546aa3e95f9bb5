//! Saved games: the setup, the rules and the moves in notation, as RON.
//!
//! A record is loaded by replaying its moves through the engine, so a
//! damaged or edited record is refused at the exact move that breaks a rule.

use crate::ai::PlayerKind;
use crate::rules::notation::MoveError;
use crate::rules::ron_text::{TextError, read_ron};
use crate::rules::{Game, Outcome, Player, Rules, Setup, SetupError, SetupFile};
use serde::{Deserialize, Serialize};

/// The record format's version, written in every record.
pub const RECORD_VERSION: u32 = 1;
/// The largest record accepted. A whole game is a few kilobytes.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// A game as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub version: u32,
    pub setup: SetupFile,
    pub rules: Rules,
    /// Who played: `human`, or the computer (`ai:hard`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Players>,
    /// The moves in notation, South's first.
    pub moves: Vec<String>,
    /// How the game ended, once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<RecordResult>,
}

/// Who played each side, as written in a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    pub south: String,
    pub north: String,
}

/// How a finished game ended, as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordResult {
    pub end: End,
    /// `None` for a draw.
    pub winner: Option<Player>,
    /// The recorded score: the points for a cleared board, 120–0 for suntuk.
    pub south: u16,
    pub north: u16,
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
        let [south, north] = outcome.result();
        RecordResult {
            end: match outcome {
                Outcome::Cleared { .. } => End::Cleared,
                Outcome::Suntuk { .. } => End::Suntuk,
            },
            winner: outcome.winner(),
            south,
            north,
        }
    }
}

impl std::fmt::Display for RecordResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = match self.end {
            End::Cleared => "board cleared",
            End::Suntuk => "suntuk",
        };
        match self.winner {
            Some(w) => write!(f, "{w} wins {}–{} ({how})", self.south, self.north),
            None => write!(f, "draw {}–{} ({how})", self.south, self.north),
        }
    }
}

/// Why a record cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the record {0}")]
    Text(TextError),
    #[error("the record has format version {found}; this program reads version {RECORD_VERSION}")]
    Version { found: u32 },
    #[error("the record's setup: {0}")]
    Setup(SetupError),
    #[error("move {number} ('{text}'): {error}")]
    Move {
        number: usize,
        text: String,
        error: MoveError,
    },
    #[error("the record's players: {0}")]
    Players(String),
    #[error("the record says '{claimed}', but its moves give '{actual}'")]
    Result { claimed: String, actual: String },
}

impl Record {
    /// The record of a game as it stands.
    pub fn of(game: &Game) -> Record {
        Record {
            version: RECORD_VERSION,
            setup: game.setup().to_file(),
            rules: game.rules(),
            players: None,
            moves: game.moves().iter().map(|m| m.to_string()).collect(),
            result: game.outcome().map(RecordResult::from),
        }
    }

    /// The record, saying who played.
    pub fn with_players(mut self, [south, north]: [PlayerKind; 2]) -> Record {
        self.players = Some(Players {
            south: south.to_string(),
            north: north.to_string(),
        });
        self
    }

    /// Who played, if the record says.
    pub fn players(&self) -> Result<Option<[PlayerKind; 2]>, RecordError> {
        let Some(Players { south, north }) = &self.players else {
            return Ok(None);
        };
        let parse = |s: &String| {
            s.parse::<PlayerKind>()
                .map_err(|e| RecordError::Players(e.to_string()))
        };
        Ok(Some([parse(south)?, parse(north)?]))
    }

    /// The record as RON text laid out for reading: one setup row per line
    /// and one South–North pair of moves per line.
    pub fn to_ron(&self) -> String {
        use std::fmt::Write;
        let mut out = String::from("// A game of Pasang, saved by pasang.\n(\n");
        let _ = writeln!(out, "    version: {},", self.version);
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
        if let Some(Players { south, north }) = &self.players {
            let _ = writeln!(
                out,
                "    players: Some((south: {}, north: {})),",
                ron(south),
                ron(north)
            );
        }
        let _ = writeln!(out, "    moves: [");
        for pair in self.moves.chunks(2) {
            let pair: Vec<String> = pair.iter().map(|m| format!("{},", ron(m))).collect();
            let _ = writeln!(out, "        {}", pair.join(" "));
        }
        let _ = writeln!(out, "    ],");
        if let Some(RecordResult {
            end,
            winner,
            south,
            north,
        }) = self.result
        {
            let winner = winner.map_or("None".into(), |w| format!("Some({w:?})"));
            let _ = writeln!(
                out,
                "    result: Some((end: {}, winner: {winner}, south: {south}, north: {north})),",
                ron(&end)
            );
        }
        out.push_str(")\n");
        out
    }

    /// Reads a record from a file's bytes (not yet replayed). A leading
    /// UTF-8 byte-order mark is skipped.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        let bytes = crate::files::without_bom(bytes);
        let record: Record = read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)?;
        if record.version != RECORD_VERSION {
            return Err(RecordError::Version {
                found: record.version,
            });
        }
        Ok(record)
    }

    /// Rebuilds the game by playing every move through the engine.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let setup = Setup::new(self.setup.clone()).map_err(RecordError::Setup)?;
        let mut game = Game::new(setup, self.rules);
        for (i, text) in self.moves.iter().enumerate() {
            game.play_notation(text)
                .map_err(|error| RecordError::Move {
                    number: i + 1,
                    text: text.clone(),
                    error,
                })?;
        }
        let actual = game.outcome().map(RecordResult::from);
        if let Some(claimed) = self.result
            && actual != Some(claimed)
        {
            return Err(RecordError::Result {
                claimed: claimed.to_string(),
                actual: actual.map_or("game in progress".into(), |r| r.to_string()),
            });
        }
        Ok(game)
    }

    /// Reads and replays a record.
    pub fn load(bytes: &[u8]) -> Result<Game, RecordError> {
        Record::load_with_players(bytes).map(|(game, _)| game)
    }

    /// Reads and replays a record, with who played it if it says.
    pub fn load_with_players(bytes: &[u8]) -> Result<(Game, Option<[PlayerKind; 2]>), RecordError> {
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
    use crate::rules::Pattern;

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
        let sides = [
            PlayerKind::Human,
            PlayerKind::Computer(crate::ai::Level::Hard),
        ];
        let text = Record::of(&game).with_players(sides).to_ron();
        assert!(
            text.contains("players: Some((south: \"human\", north: \"ai:hard\")),"),
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
    fn a_record_claiming_the_wrong_result_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut record = Record::of(&game);
        record.result = Some(RecordResult {
            end: End::Suntuk,
            winner: Some(Player::North),
            south: 0,
            north: 120,
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
