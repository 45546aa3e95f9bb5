//! A record of either game: the file says which, and is read by that
//! game's reader.

use super::{BellRecord, Record, RecordError, Seating, head};
use crate::games::{AnyGame, GameKind};

/// A record of either game, as read (not yet replayed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyRecord {
    Ka(Record),
    Bell(BellRecord),
}

impl AnyRecord {
    /// Reads a record of either game, of any version, from a file's bytes.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<AnyRecord, RecordError> {
        match head(bytes)? {
            (_, _, GameKind::Ka) => Record::from_ron_bytes(bytes).map(AnyRecord::Ka),
            (_, _, GameKind::Bell) => BellRecord::from_bell_ron_bytes(bytes).map(AnyRecord::Bell),
        }
    }

    /// The record of a game as it stands.
    pub fn of(game: &AnyGame) -> AnyRecord {
        match game {
            AnyGame::Ka(g) => AnyRecord::Ka(Record::of(g)),
            AnyGame::Bell(g) => AnyRecord::Bell(Record::of_bell(g)),
        }
    }

    /// The record, saying who sat in each seat.
    pub fn with_players(
        self,
        seats: impl IntoIterator<Item = (crate::games::Seat, crate::games::SeatKind)>,
    ) -> AnyRecord {
        match self {
            AnyRecord::Ka(r) => AnyRecord::Ka(r.with_players(seats)),
            AnyRecord::Bell(r) => AnyRecord::Bell(r.with_players(seats)),
        }
    }

    /// The record as RON text.
    pub fn to_ron(&self) -> String {
        match self {
            AnyRecord::Ka(r) => r.to_ron(),
            AnyRecord::Bell(r) => r.to_ron(),
        }
    }

    /// Who sat where, if the record says.
    pub fn players(&self) -> Result<Option<Seating>, RecordError> {
        match self {
            AnyRecord::Ka(r) => r.players(),
            AnyRecord::Bell(r) => r.players(),
        }
    }

    /// Rebuilds the game by playing every move through its rules.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        Ok(match self {
            AnyRecord::Ka(r) => AnyGame::Ka(r.replay()?),
            AnyRecord::Bell(r) => AnyGame::Bell(r.replay_bell()?),
        })
    }

    /// Reads and replays a record of either game, with who sat where if it
    /// says.
    pub fn load_with_players(bytes: &[u8]) -> Result<(AnyGame, Option<Seating>), RecordError> {
        let record = AnyRecord::from_ron_bytes(bytes)?;
        let players = record.players()?;
        Ok((record.replay()?, players))
    }
}
