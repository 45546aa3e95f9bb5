//! The two players and the phases of the game.

use crate::board::{Bits, Rank, rank_bits};
use crate::games::Seat;

/// One of the two players. South moves first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Player {
    /// Player 1, whose half is ranks 1–5.
    South,
    /// Player 2, whose half is ranks 7–11.
    North,
}

impl Player {
    pub const ALL: [Player; 2] = [Player::South, Player::North];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Who is ahead when South's count compares with North's as `order`;
    /// `None` when they are level.
    pub fn ahead(order: std::cmp::Ordering) -> Option<Player> {
        match order {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        }
    }

    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// The ranks of the player's half, south to north.
    pub fn ranks(self) -> impl DoubleEndedIterator<Item = Rank> {
        let range = match self {
            Player::South => 0..5,
            Player::North => 6..11,
        };
        range.filter_map(Rank::new)
    }

    /// Every point of the player's half.
    pub fn half(self) -> Bits {
        static HALVES: std::sync::OnceLock<[Bits; 2]> = std::sync::OnceLock::new();
        HALVES.get_or_init(|| {
            Player::ALL.map(|p| p.ranks().map(rank_bits).fold(Bits::EMPTY, |acc, b| acc | b))
        })[self.index()]
    }
}

/// The three phases of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Plies 1–2: each player takes the five stones of a file in its half.
    ColumnCapture,
    /// Plies 3–4: each player promotes a stone to its ka, entering the
    /// passage with a capture on either axis.
    KaEntry,
    /// Ply 5 on: the kas slide and capture across their move.
    KaMoves,
}

impl From<Player> for Seat {
    fn from(player: Player) -> Seat {
        match player {
            Player::South => Seat::South,
            Player::North => Seat::North,
        }
    }
}

/// A seat the ka game has no player for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchPlayer(pub Seat);

impl TryFrom<Seat> for Player {
    type Error = NoSuchPlayer;

    fn try_from(seat: Seat) -> Result<Player, NoSuchPlayer> {
        match seat {
            Seat::South => Ok(Player::South),
            Seat::North => Ok(Player::North),
            other => Err(NoSuchPlayer(other)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Point;

    #[test]
    fn players_sit_south_and_north_and_no_other_seat_converts_back() {
        assert_eq!(Seat::from(Player::North), Seat::North);
        assert_eq!(Player::try_from(Seat::South), Ok(Player::South));
        assert_eq!(Player::try_from(Seat::East), Err(NoSuchPlayer(Seat::East)));
    }

    #[test]
    fn halves_have_55_points_each_and_leave_rank_6_out() {
        assert_eq!(Player::South.half().count(), 55);
        assert_eq!(Player::North.half().count(), 55);
        assert!((Player::South.half() & Player::North.half()).is_empty());
        assert!(!Player::South.half().contains(Point::CENTRE));
    }
}
