//! How a game ends: a cleared board or suntuk.

use super::player::Player;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Every stone was taken; the higher score wins (`winner` is `None` for
    /// a draw).
    Cleared {
        winner: Option<Player>,
        /// Points captured, indexed by [`Player::index`].
        points: [u16; 2],
    },
    /// The player to move had no capture while stones remained, and lost.
    /// The result is recorded as 120–0.
    Suntuk {
        winner: Player,
        /// Points actually captured, indexed by [`Player::index`].
        points: [u16; 2],
    },
    /// The last round of a series of rounds is over. The winner won more
    /// rounds, or as many and has the higher sum of the rounds' recorded
    /// scores (`None` for a draw).
    Series {
        winner: Option<Player>,
        /// Rounds won, indexed by [`Player::index`].
        won: [u8; 2],
        /// The sum of the rounds' recorded scores.
        scores: [u16; 2],
    },
}

/// The recorded score of a suntuk win.
pub const SUNTUK_RESULT: u16 = 120;

impl Outcome {
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::Cleared { winner, .. } => winner,
            Outcome::Suntuk { winner, .. } => Some(winner),
            Outcome::Series { winner, .. } => winner,
        }
    }

    /// Points actually captured during the game (of a series, the sum of
    /// the rounds' recorded scores).
    pub fn points(self) -> [u16; 2] {
        match self {
            Outcome::Cleared { points, .. } | Outcome::Suntuk { points, .. } => points,
            Outcome::Series { scores, .. } => scores,
        }
    }

    /// The result as recorded: the points for a cleared board, 120–0 for
    /// suntuk.
    pub fn result(self) -> [u16; 2] {
        match self {
            Outcome::Cleared { points, .. } => points,
            Outcome::Series { scores, .. } => scores,
            Outcome::Suntuk { winner, .. } => {
                let mut r = [0; 2];
                r[winner.index()] = SUNTUK_RESULT;
                r
            }
        }
    }
}
