//! A tournament as a server keeps it: in its database, and in the files
//! of a server folder written before the database.

use crate::community::tournament::Tournament;
use crate::games::AnyGame;
use crate::record::AnyRecord;
use crate::session::ClockSpec;

/// One tournament as the server keeps it.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Hosted {
    pub id: u64,
    pub tournament: Tournament,
    /// The game every pairing plays, as a record with no move.
    pub(super) game: String,
    /// The clock every game is played on, as typed (`1+0`).
    #[serde(default)]
    pub(super) clock: Option<String>,
    /// The code of each pairing's game, per round.
    #[serde(default)]
    pub(super) codes: Vec<Vec<String>>,
}

impl Hosted {
    /// The game every pairing plays, with no move.
    pub fn game(&self) -> Option<AnyGame> {
        AnyRecord::from_ron_bytes(self.game.as_bytes())
            .ok()?
            .replay()
            .ok()
    }

    /// The code of the game played at `board` in `round` (both from 0).
    pub fn code_of(&self, round: usize, board: usize) -> Option<&str> {
        self.codes.get(round)?.get(board).map(String::as_str)
    }

    pub fn clock(&self) -> Option<ClockSpec> {
        self.clock.as_deref().and_then(|c| c.parse().ok())
    }
}
