//! Version 1 of the record format, as written before records named their
//! game: the ka game, its two players as `south` and `north` fields, and
//! the result's two scores likewise. Read, then upgraded to the current
//! version.

use super::{End, MAX_RECORD_BYTES, RECORD_VERSION, Record, RecordError, RecordResult, SeatRecord};
use crate::games::ka::{Player, Rules, SetupFile};
use crate::games::{GameKind, Seat};
use crate::ron_text::read_ron;
use serde::Deserialize;

/// A version-1 record.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV1 {
    #[allow(dead_code)]
    version: u32,
    setup: SetupFile,
    rules: Rules,
    #[serde(default)]
    players: Option<PlayersV1>,
    moves: Vec<String>,
    #[serde(default)]
    result: Option<ResultV1>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayersV1 {
    south: String,
    north: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultV1 {
    end: End,
    winner: Option<Player>,
    south: u16,
    north: u16,
}

/// Reads a version-1 record and upgrades it.
pub fn read(bytes: &[u8]) -> Result<Record, RecordError> {
    let old: RecordV1 = read_ron(bytes, MAX_RECORD_BYTES).map_err(RecordError::Text)?;
    let seats = old.players.map_or_else(Vec::new, |p| {
        vec![
            SeatRecord {
                seat: Seat::South,
                player: p.south,
            },
            SeatRecord {
                seat: Seat::North,
                player: p.north,
            },
        ]
    });
    Ok(Record {
        version: RECORD_VERSION,
        game: GameKind::Ka,
        setup: old.setup,
        rules: old.rules,
        seats,
        moves: old.moves,
        result: old.result.map(|r| RecordResult {
            end: r.end,
            winner: r.winner.map(Seat::from),
            scores: vec![r.south, r.north],
            won: Vec::new(),
        }),
        ended: None,
        clock: None,
    })
}
