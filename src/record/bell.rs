//! Records of Bell's game: [`BellRecord`], with Bell's setup rows (`.` on
//! the nine missing points), `rules: (players: 3, opening: corner)`, one
//! round of moves per line, and the result as a winner (or none, when the
//! win is shared) with each seat's score.

use super::{Kept, Record, RecordError, ResultText, RulesText, Seating, ron};
use crate::games::Seat;
use crate::games::bell::{Game, Opening, Outcome, Players, Rules, SetupFile};
use crate::games::choice::Choice;
use serde::{Deserialize, Serialize};

/// A record of Bell's game.
pub type BellRecord = Record<SetupFile, BellRules, BellResult>;

/// Bell's rules as a record writes them: the number of players as a
/// number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BellRules {
    #[serde(with = "players_number")]
    pub players: Players,
    pub opening: Opening,
}

impl From<Rules> for BellRules {
    fn from(Rules { players, opening }: Rules) -> BellRules {
        BellRules { players, opening }
    }
}

impl From<BellRules> for Rules {
    fn from(BellRules { players, opening }: BellRules) -> Rules {
        Rules { players, opening }
    }
}

/// `players: 3`: the number, read back only as 2, 3 or 4.
mod players_number {
    use super::{Choice, Players};
    use serde::de::{Error, Unexpected};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(players: &Players, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(players.count() as u8)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Players, D::Error> {
        let n = u64::deserialize(d)?;
        Players::from_name(&n.to_string())
            .ok_or_else(|| D::Error::invalid_value(Unexpected::Unsigned(n), &"2, 3 or 4"))
    }
}

/// How a finished game of Bell's ended, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BellResult {
    /// The one seat with the top score; `None` when the top score is
    /// shared: then every seat holding it shares the win.
    pub winner: Option<Seat>,
    /// The points each seat captured, in turn order.
    pub scores: Vec<u16>,
}

impl From<Outcome> for BellResult {
    fn from(outcome: Outcome) -> BellResult {
        BellResult {
            winner: outcome.winner(),
            scores: outcome.scores().to_vec(),
        }
    }
}

impl RulesText for BellRules {
    fn to_ron(&self) -> String {
        format!(
            "(players: {}, opening: {})",
            self.players.count(),
            self.opening
        )
    }
    fn round(&self) -> usize {
        self.players.count()
    }
}

impl ResultText for BellResult {
    fn to_ron(&self) -> String {
        let scores: Vec<String> = self.scores.iter().map(u16::to_string).collect();
        format!(
            "(winner: {}, scores: [{}])",
            ron(&self.winner),
            scores.join(", ")
        )
    }
}

impl Record {
    /// The record of a game of Bell's as it stands.
    pub fn of_bell(game: &Game) -> BellRecord {
        game.record()
    }
}

impl BellRecord {
    /// Reads a record of Bell's game from a file's bytes (not yet
    /// replayed).
    pub fn from_bell_ron_bytes(bytes: &[u8]) -> Result<BellRecord, RecordError> {
        Game::read(bytes)
    }

    /// Rebuilds the game by playing every move through the rules.
    pub fn replay_bell(&self) -> Result<Game, RecordError> {
        Game::replay(self)
    }

    /// Reads and replays a record of Bell's game, with who sat where if it
    /// says.
    pub fn load_bell(bytes: &[u8]) -> Result<(Game, Option<Seating>), RecordError> {
        Game::load(bytes)
    }
}

impl Kept for Game {
    type RulesText = BellRules;
    type ResultText = BellResult;
    type MoveError = crate::games::bell::MoveError;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{IllegalMove, MoveError, Setup};
    use crate::games::{GameKind, Level, SeatKind};
    use crate::record::{AnyMoveError, AnyResult};

    fn three() -> Game {
        let rules = Rules {
            players: Players::Three,
            opening: Opening::Corner,
        };
        let mut game = Game::new(Setup::default(), rules);
        // South takes a1; West jumps a2 from a3; North jumps b3 from c3.
        for m in ["xa1", "a3-a1", "c3-a3"] {
            game.play_notation(m).unwrap();
        }
        let m = game.legal_moves()[0];
        game.try_play(m).unwrap();
        game
    }

    #[test]
    fn a_bell_record_is_laid_out_one_round_a_line_and_replays() {
        let game = three();
        let text = Record::of_bell(&game)
            .with_players([
                (Seat::South, SeatKind::Computer(Level::Hard)),
                (Seat::West, SeatKind::Human),
                (Seat::North, SeatKind::Human),
            ])
            .to_ron();
        for line in [
            "    game: bell,\n",
            "            \"wbwb...bwbw\",\n",
            "    rules: (players: 3, opening: corner),\n",
            "        (seat: south, player: \"ai:hard\"),\n",
            "        \"xa1\", \"a3-a1\", \"c3-a3\",\n        \"",
        ] {
            assert!(text.contains(line), "{line:?} in\n{text}");
        }
        assert!(!text.contains("result"), "{text}");
        let (loaded, players) = BellRecord::load_bell(text.as_bytes()).unwrap();
        assert_eq!(loaded.position(), game.position());
        assert_eq!(
            players.unwrap()[0],
            (Seat::South, SeatKind::Computer(Level::Hard))
        );
    }

    #[test]
    fn a_shared_win_is_recorded_without_a_winner() {
        let outcome = Outcome {
            players: Players::Four,
            points: [40, 40, 30, 20],
        };
        let result = BellResult::from(outcome);
        assert_eq!(result.winner, None);
        assert_eq!(result.to_ron(), "(winner: None, scores: [40, 40, 30, 20])");
        let won = BellResult::from(Outcome {
            players: Players::Two,
            points: [50, 41, 0, 0],
        });
        assert_eq!(won.to_ron(), "(winner: Some(south), scores: [50, 41])");
    }

    #[test]
    fn a_damaged_bell_record_is_refused_at_the_move_that_breaks_a_rule() {
        let mut record = Record::of_bell(&three());
        record.moves[2] = "c3-c5".into();
        let err = record.replay_bell().unwrap_err();
        let RecordError::Move {
            number: 3,
            text,
            error: AnyMoveError::Bell(MoveError::Illegal(IllegalMove { .. })),
        } = &err
        else {
            panic!("{err:?}");
        };
        assert_eq!(text, "c3-c5");
        let mut record = Record::of_bell(&three());
        record.result = Some(BellResult {
            winner: Some(Seat::West),
            scores: vec![1, 2, 2],
        });
        assert_eq!(
            record.replay_bell().unwrap_err(),
            RecordError::Result {
                claimed: AnyResult::Bell(BellResult {
                    winner: Some(Seat::West),
                    scores: vec![1, 2, 2]
                }),
                actual: None
            }
        );
        let text = Record::of_bell(&three())
            .with_players([(Seat::East, SeatKind::Human)])
            .to_ron();
        assert_eq!(
            BellRecord::load_bell(text.as_bytes()).unwrap_err(),
            RecordError::Seat {
                seat: Seat::East,
                game: GameKind::Bell
            }
        );
        let text = Record::of_bell(&three())
            .to_ron()
            .replace("players: 3", "players: 5");
        assert!(matches!(
            BellRecord::load_bell(text.as_bytes()),
            Err(RecordError::Text(_))
        ));
    }
}
