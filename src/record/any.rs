//! A record of either game: the file says which, and is read by that
//! game's reader.

use super::{ClockRecord, Kept, RecordError, RecordOf, Seating, head};
use crate::games::{AnyGame, Ending, Playable, SeatKind};
use crate::{any_of, on_any, on_kind};

any_of! {
    /// A record of any game, as read (not yet replayed).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum AnyRecord holds RecordOf
}

/// A game of the list as records keep it: its record as it stands, as
/// one of any game's.
pub trait Recorded: Playable {
    fn any_record(&self) -> AnyRecord;

    /// Its record with who sits in each seat (`seats`, in turn order), how
    /// it ended outside its rules and its clock.
    fn record_played(
        &self,
        seats: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> AnyRecord {
        let seating = self.seats().iter().copied().zip(seats.iter().copied());
        self.any_record()
            .with_players(seating)
            .with_ending(ended)
            .with_clock(clock.cloned())
    }
}

impl<G: Kept> Recorded for G
where
    RecordOf<G>: Into<AnyRecord>,
{
    fn any_record(&self) -> AnyRecord {
        self.record().into()
    }
}

impl AnyRecord {
    /// Reads a record of any game, of any version, from a file's bytes.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<AnyRecord, RecordError> {
        let (_, _, kind) = head(bytes)?;
        on_kind!(kind, G => G::read(bytes).map(AnyRecord::from))
    }

    /// The record of a game as it stands.
    pub fn of(game: &AnyGame) -> AnyRecord {
        on_any!(game, AnyGame, g => g.record().into())
    }

    /// The record, saying who sat in each seat.
    pub fn with_players(
        self,
        seats: impl IntoIterator<Item = (crate::games::Seat, crate::games::SeatKind)>,
    ) -> AnyRecord {
        on_any!(self, AnyRecord, r => r.with_players(seats).into())
    }

    /// The record as RON text.
    pub fn to_ron(&self) -> String {
        on_any!(self, AnyRecord, r => r.to_ron())
    }

    /// Who sat where, if the record says.
    pub fn players(&self) -> Result<Option<Seating>, RecordError> {
        on_any!(self, AnyRecord, r => r.players())
    }

    /// How the game ended outside its rules, if the record says.
    pub fn ended(&self) -> Option<Ending> {
        on_any!(self, AnyRecord, r => r.ended)
    }

    /// The record, saying how the game ended outside its rules.
    pub fn with_ending(self, ended: Option<Ending>) -> AnyRecord {
        on_any!(self, AnyRecord, r => r.with_ending(ended).into())
    }

    /// The game's clock as the record keeps it, if it was played on one.
    pub fn clock(&self) -> Option<&super::ClockRecord> {
        on_any!(self, AnyRecord, r => r.clock.as_ref())
    }

    /// The record, with the game's clock as it stands.
    pub fn with_clock(self, clock: Option<super::ClockRecord>) -> AnyRecord {
        on_any!(self, AnyRecord, r => r.with_clock(clock).into())
    }

    /// The record of `game` as played: who sits in each seat (`kinds`, in
    /// turn order), how it ended outside its rules and its clock.
    pub fn played(
        game: &AnyGame,
        kinds: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> AnyRecord {
        on_any!(game, AnyGame, g => g.record_played(kinds, ended, clock))
    }

    /// Rebuilds the game by playing every move through its rules.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        on_any!(self, AnyRecord, r, G => G::replay(r).map(AnyGame::from))
    }

    /// Reads and replays a record of either game, with who sat where if it
    /// says.
    pub fn load_with_players(bytes: &[u8]) -> Result<(AnyGame, Option<Seating>), RecordError> {
        AnyRecord::load(bytes).map(|l| (l.game, l.players))
    }

    /// Reads and replays a record of either game, with all it says.
    pub fn load(bytes: &[u8]) -> Result<Loaded, RecordError> {
        let record = AnyRecord::from_ron_bytes(bytes)?;
        Ok(Loaded {
            players: record.players()?,
            ended: record.ended(),
            clock: record.clock().cloned(),
            game: record.replay()?,
        })
    }
}

/// A record read back and replayed.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub game: AnyGame,
    /// Who sat where, if the record says.
    pub players: Option<Seating>,
    /// How the game ended outside its rules, if it did.
    pub ended: Option<crate::games::Ending>,
    /// The game's clock, if it was played on one.
    pub clock: Option<super::ClockRecord>,
}

impl Loaded {
    /// Whether the game is over, by its rules or by its players.
    pub fn is_over(&self) -> bool {
        self.ended.is_some() || self.game.outcome().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Game, Pattern, Rules, Setup};
    use crate::games::{Ending, Seat};

    fn played(moves: &[&str]) -> Game {
        let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
        for m in moves {
            game.play_notation(m).unwrap();
        }
        game
    }

    #[test]
    fn a_game_ended_by_its_players_is_written_and_read_back_as_over() {
        let game = AnyGame::Ka(played(&["c", "j"]));
        let text = AnyRecord::of(&game)
            .with_ending(Some(Ending::Resigned(Seat::North)))
            .to_ron();
        assert!(text.contains("ended: Some(resigned(north))"), "{text}");
        let loaded = AnyRecord::load(text.as_bytes()).unwrap();
        assert_eq!(loaded.ended, Some(Ending::Resigned(Seat::North)));
        assert!(loaded.is_over());
        assert_eq!(loaded.game.ply(), 2);
        // A record without the field (every earlier one) is not ended.
        let plain = AnyRecord::of(&game).to_ron();
        assert!(!plain.contains("ended"));
        assert_eq!(AnyRecord::load(plain.as_bytes()).unwrap().ended, None);
    }

    #[test]
    fn a_clock_game_is_written_and_read_back_with_its_times() {
        let game = AnyGame::Ka(played(&["c"]));
        let clock = super::super::ClockRecord {
            base_ms: 30_000,
            increment_ms: 2_000,
            left_ms: vec![27_000, 30_000],
        };
        let text = AnyRecord::of(&game)
            .with_ending(Some(Ending::OutOfTime(Seat::South)))
            .with_clock(Some(clock.clone()))
            .to_ron();
        assert!(
            text.contains("clock: Some((base_ms:30000,increment_ms:2000,left_ms:[27000,30000]))"),
            "{text}"
        );
        let loaded = AnyRecord::load(text.as_bytes()).unwrap();
        assert_eq!(loaded.clock, Some(clock));
        assert_eq!(loaded.ended, Some(Ending::OutOfTime(Seat::South)));
        let plain = AnyRecord::of(&game).to_ron();
        assert!(!plain.contains("clock"), "{plain}");
        assert_eq!(AnyRecord::load(plain.as_bytes()).unwrap().clock, None);
    }

    #[test]
    fn an_ending_that_cannot_be_is_refused_with_what_it_claims() {
        // The ka game has no East seat to lose on time.
        let game = AnyGame::Ka(played(&["c"]));
        let text = AnyRecord::of(&game)
            .with_ending(Some(Ending::OutOfTime(Seat::East)))
            .to_ron();
        assert_eq!(
            AnyRecord::load(text.as_bytes()).unwrap_err(),
            RecordError::Ended(Ending::OutOfTime(Seat::East))
        );
    }
}
