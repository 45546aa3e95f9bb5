//! Bell's game's options: how many play, and where the opening stone is
//! taken from.

use crate::games::Seat;
use crate::games::choice::{Choice, choice};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most players at one board.
pub const MAX_SEATS: usize = 4;

choice! {
    /// How many players take turns.
    Players, "players" {
        /// South and North.
        Two = "2",
        /// South, West and North.
        Three = "3",
        /// South, West, North and East.
        Four = "4",
    }
}

impl Players {
    /// The seats in play, in turn order.
    pub const fn seats(self) -> &'static [Seat] {
        match self {
            Players::Two => &[Seat::South, Seat::North],
            Players::Three => &[Seat::South, Seat::West, Seat::North],
            Players::Four => &Seat::ALL,
        }
    }

    /// The number of players, 2 to 4.
    pub const fn count(self) -> usize {
        self.seats().len()
    }
}

choice! {
    /// Which stones the first player may remove in the opening.
    Opening, "opening" {
        /// One of the board's four corners: a1, k1, a11, k11 (Ludii).
        Corner = "corner",
        /// One of the four points at the corners of the missing centre:
        /// d4, h4, d8, h8 (Lhôte).
        Inner = "inner",
    }
}

/// One complete choice of Bell's game's options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub players: Players,
    pub opening: Opening,
}

impl Rules {
    /// Every combination of the options (3 × 2 = 6).
    pub fn all() -> impl Iterator<Item = Rules> {
        Players::ALL.iter().flat_map(|&players| {
            Opening::ALL
                .iter()
                .map(move |&opening| Rules { players, opening })
        })
    }
}

impl fmt::Display for Rules {
    /// `players 2, opening corner`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "players {}, opening {}", self.players, self.opening)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_two_players_and_the_corner_opening() {
        assert_eq!(
            Rules::default(),
            Rules {
                players: Players::Two,
                opening: Opening::Corner
            }
        );
        assert_eq!(Rules::all().count(), 6);
    }

    #[test]
    fn seats_run_clockwise_from_south() {
        assert_eq!(Players::Two.seats(), [Seat::South, Seat::North]);
        assert_eq!(
            Players::Three.seats(),
            [Seat::South, Seat::West, Seat::North]
        );
        assert_eq!(Players::Four.count(), 4);
        assert_eq!("3".parse::<Players>(), Ok(Players::Three));
        assert_eq!(Opening::from_name("inner"), Some(Opening::Inner));
        assert!("5".parse::<Players>().is_err());
    }
}
