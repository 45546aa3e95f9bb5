//! Records of Steps, the test game: the ka game's setup rows,
//! `rules: (limit: 20)`, one round of moves per line, and the outcome as
//! the result.

use super::{MAX_RECORD_BYTES, Record, RecordError, ResultText, RulesText, head, ron};
use crate::games::steps::{Game, MoveError, Outcome, Rules};
use crate::games::{GameKind, Playable};
use crate::ron_text::read_ron;

/// A record of Steps.
pub type StepsRecord = Record<crate::board::setup::SetupFile, Rules, Outcome>;

impl RulesText for Rules {
    fn to_ron(&self) -> String {
        format!("(limit: {})", ron(&self.limit))
    }
    fn round(&self) -> usize {
        2
    }
}

impl ResultText for Outcome {
    fn to_ron(&self) -> String {
        ron(self)
    }
}

impl super::Kept for Game {
    type RulesText = Rules;
    type ResultText = Outcome;
    type MoveError = MoveError;

    fn record(&self) -> StepsRecord {
        Record {
            version: super::RECORD_VERSION,
            game: GameKind::Steps,
            setup: self.setup().to_file(),
            rules: self.rules(),
            seats: Vec::new(),
            moves: self.moves().iter().map(|m| m.to_string()).collect(),
            result: self.outcome(),
            ended: None,
            clock: None,
        }
    }

    fn read(bytes: &[u8]) -> Result<StepsRecord, RecordError> {
        let (bytes, _, game) = head(bytes)?;
        if game != GameKind::Steps {
            return Err(RecordError::OtherGame {
                found: game,
                expected: GameKind::Steps,
            });
        }
        read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)
    }

    fn replay(record: &StepsRecord) -> Result<Game, RecordError> {
        record.replay_as(record.rules, |g: &mut Game, text| {
            g.play_notation(text).map(drop)
        })
    }
}
