//! How a game ends outside its rules: by the players themselves (a
//! resignation, a draw agreed) or by a clock. The rules end a game by the
//! position; these end it at whatever position it stands.

use super::Seat;
use serde::{Deserialize, Serialize};

/// A game ended by its players or its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The player of this seat resigned.
    Resigned(Seat),
    /// The players agreed a draw.
    Agreed,
    /// This seat's time ran out.
    OutOfTime(Seat),
    /// The player of this seat did not come to a tournament's game, and
    /// its operator gave it to the other.
    Absent(Seat),
    /// The player of this seat called the game off before every player
    /// had moved: it has no result, and is rated for no one.
    Aborted(Seat),
    /// Neither player came to a tournament's game: it is scored as drawn,
    /// and rated for no one.
    NeitherCame,
}

impl Ending {
    /// The seat that lost, if one did. With more than two seats the others
    /// are ranked by their points.
    pub fn loser(self) -> Option<Seat> {
        match self {
            Ending::Resigned(s) | Ending::OutOfTime(s) | Ending::Absent(s) => Some(s),
            Ending::Agreed | Ending::Aborted(_) | Ending::NeitherCame => None,
        }
    }

    /// The winner, when there are two seats and one lost.
    pub fn winner(self, seats: &[Seat]) -> Option<Seat> {
        let loser = self.loser()?;
        match seats {
            [a, b] if *a == loser => Some(*b),
            [a, b] if *b == loser => Some(*a),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_of_two_is_the_seat_that_did_not_lose() {
        let two = [Seat::South, Seat::North];
        assert_eq!(
            Ending::Resigned(Seat::North).winner(&two),
            Some(Seat::South)
        );
        assert_eq!(
            Ending::OutOfTime(Seat::South).winner(&two),
            Some(Seat::North)
        );
        assert_eq!(Ending::Agreed.winner(&two), None);
        // Three seats: the two left are ranked by their points instead.
        let three = [Seat::South, Seat::West, Seat::North];
        assert_eq!(Ending::Resigned(Seat::West).winner(&three), None);
    }

    #[test]
    fn an_ending_is_written_in_records_as_plain_words() {
        let text = ron::to_string(&Ending::Resigned(Seat::North)).unwrap();
        assert_eq!(text, "resigned(north)");
        let back: Ending = ron::from_str("out_of_time(south)").unwrap();
        assert_eq!(back, Ending::OutOfTime(Seat::South));
        assert_eq!(ron::to_string(&Ending::Agreed).unwrap(), "agreed");
        let back: Ending = ron::from_str("aborted(north)").unwrap();
        assert_eq!(back, Ending::Aborted(Seat::North));
    }
}
