//! Records of the ka game: [`Record`] with the ka game's setup, rules and
//! result.

use super::{
    Kept, MAX_RECORD_BYTES, Record, RecordError, ResultText, RulesText, Seating, head_of, ron, v1,
};
use crate::games::ka::{Captures, First, Game, Outcome, Rounds, Rules};
use crate::games::{GameKind, Seat};
use crate::ron_text::read_ron;
use serde::{Deserialize, Serialize};

/// How a finished game ended, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordResult {
    pub end: End,
    /// `None` for a draw.
    pub winner: Option<Seat>,
    /// The recorded score of each seat, in turn order: the points for a
    /// cleared board, 120 and 0 for suntuk; of a series, the sums of the
    /// rounds' scores.
    pub scores: Vec<u16>,
    /// Of a series, the rounds each seat won, in turn order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub won: Vec<u8>,
}

/// The two ways a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// Every stone was captured.
    Cleared,
    /// The player to move could not capture.
    Suntuk,
    /// The last round of a series was over.
    Series,
}

impl From<Outcome> for RecordResult {
    fn from(outcome: Outcome) -> RecordResult {
        RecordResult {
            end: match outcome {
                Outcome::Cleared { .. } => End::Cleared,
                Outcome::Suntuk { .. } => End::Suntuk,
                Outcome::Series { .. } => End::Series,
            },
            winner: outcome.winner().map(Seat::from),
            scores: outcome.result().to_vec(),
            won: match outcome {
                Outcome::Series { won, .. } => won.to_vec(),
                _ => Vec::new(),
            },
        }
    }
}

impl RulesText for Rules {
    fn to_ron(&self) -> String {
        let Rules {
            second_column,
            ka_entry,
            centre,
            captures,
            first,
            rounds,
        } = *self;
        // The traditional options are written only when they are not the
        // default, so a record of today's game reads the same everywhere.
        let mut text =
            format!("second_column: {second_column}, ka_entry: {ka_entry}, centre: {centre}");
        if captures != Captures::default() {
            text += &format!(", captures: {captures}");
        }
        if first != First::default() {
            text += &format!(", first: {first}");
        }
        if rounds != Rounds::default() {
            text += &format!(", rounds: {rounds}");
        }
        format!("({text})")
    }
    fn round(&self) -> usize {
        2
    }
}

impl ResultText for RecordResult {
    fn to_ron(&self) -> String {
        let list = |v: Vec<String>| v.join(", ");
        let scores = list(self.scores.iter().map(u16::to_string).collect());
        let won = match self.won.as_slice() {
            [] => String::new(),
            won => format!(", won: [{}]", list(won.iter().map(u8::to_string).collect())),
        };
        format!(
            "(end: {}, winner: {}, scores: [{scores}]{won})",
            ron(&self.end),
            ron(&self.winner),
        )
    }
}

impl Record {
    /// The record of a game as it stands.
    pub fn of(game: &Game) -> Record {
        game.record()
    }

    /// Reads a record of the ka game, of any version, from a file's bytes
    /// (not yet replayed), upgraded to the current version. A leading
    /// UTF-8 byte-order mark is skipped.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        Game::read(bytes)
    }

    /// Rebuilds the game by playing every move through the rules.
    pub fn replay(&self) -> Result<Game, RecordError> {
        Game::replay(self)
    }

    /// Reads and replays a record.
    pub fn load(bytes: &[u8]) -> Result<Game, RecordError> {
        Game::load(bytes).map(|(game, _)| game)
    }

    /// Reads and replays a record, with who sat where if it says.
    pub fn load_with_players(bytes: &[u8]) -> Result<(Game, Option<Seating>), RecordError> {
        Game::load(bytes)
    }
}

impl Kept for Game {
    type RulesText = Rules;
    type ResultText = RecordResult;
    type MoveError = crate::games::ka::notation::MoveError;

    /// Reads a record of any version, upgraded to the current one: the
    /// first version's with its own reader.
    fn read(bytes: &[u8]) -> Result<Record, RecordError> {
        let (bytes, version) = head_of(bytes, GameKind::Ka)?;
        match version {
            1 => v1::read(bytes),
            _ => read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SeatKind;
    use crate::games::ka::{Pattern, Setup};

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
    fn a_series_is_one_record_that_replays_round_by_round() {
        let rules = Rules {
            rounds: Rounds::new(3).unwrap(),
            ..Rules::TRADITIONAL
        };
        let mut game = Game::new(Setup::pattern(Pattern::Second), rules);
        let mut rng = crate::rng::Rng::new(5);
        let mut saved_in_round_two = None;
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            game.try_play(moves[rng.below(moves.len())]).unwrap();
            if game.rounds().len() == 1 && saved_in_round_two.is_none() {
                saved_in_round_two = Some(Record::of(&game).to_ron());
            }
        }
        // Half way: the record has no result, and resumes in round two.
        let text = saved_in_round_two.unwrap();
        assert!(text.contains("rounds: 3)"), "{text}");
        assert!(!text.contains("result:"), "{text}");
        let resumed = Record::load(text.as_bytes()).unwrap();
        assert_eq!(resumed.rounds().len(), 1);
        assert_eq!(resumed.standing().unwrap().round, 2);
        // Finished: the result is the series', with the rounds won.
        let text = Record::of(&game).to_ron();
        let Some(Outcome::Series {
            winner,
            won,
            scores,
        }) = game.outcome()
        else {
            panic!("the series is over");
        };
        let line = format!(
            "    result: Some((end: series, winner: {}, scores: [{}, {}], won: [{}, {}])),\n",
            ron(&winner.map(Seat::from)),
            scores[0],
            scores[1],
            won[0],
            won[1]
        );
        assert!(text.contains(&line), "{text}");
        let loaded = Record::load(text.as_bytes()).unwrap();
        assert_eq!(loaded.rounds(), game.rounds());
        assert_eq!(loaded.outcome(), game.outcome());
        assert_eq!(loaded.moves(), game.moves());
        // A claimed series result that the moves do not give is refused.
        let other = if won[0] > 0 { "won: [0, " } else { "won: [1, " };
        let wrong = text.replace(&format!("won: [{}, ", won[0]), other);
        assert!(matches!(
            Record::load(wrong.as_bytes()),
            Err(RecordError::Result { .. })
        ));
    }

    #[test]
    fn the_players_are_kept_and_a_bad_one_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let sides = vec![
            (Seat::South, SeatKind::Human),
            (Seat::North, SeatKind::Computer(crate::games::Level::Hard)),
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
            "the record's players: unknown player 'ai:godlike': expected `human`, `ai:random`, `ai:easy`, `ai:medium` or `ai:hard`"
        );
    }

    #[test]
    fn a_record_of_bells_game_is_not_read_as_the_ka_games() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let text = Record::of(&game)
            .to_ron()
            .replace("game: ka,", "game: bell,");
        assert_eq!(
            Record::load(text.as_bytes()).unwrap_err(),
            RecordError::OtherGame {
                found: GameKind::Bell,
                expected: GameKind::Ka
            }
        );
    }

    #[test]
    fn a_record_names_its_game_and_a_seat_the_game_lacks_is_refused() {
        let game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
        let text = Record::of(&game)
            .with_players([
                (Seat::South, SeatKind::Human),
                (Seat::East, SeatKind::Human),
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
                scores: vec![120, 0],
                won: Vec::new(),
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
            won: Vec::new(),
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
