//! How Bell's game ends: when the player to move has no hop, the highest
//! score wins, equal top scores sharing the win.

use super::options::{MAX_SEATS, Players};
use crate::games::Seat;

/// A finished game's scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub players: Players,
    /// Points captured, in turn order ([`Players::seats`]); unused seats 0.
    pub points: [u16; MAX_SEATS],
}

impl Outcome {
    /// The top score.
    pub fn best(&self) -> u16 {
        self.scores().iter().copied().max().unwrap_or(0)
    }

    /// Points captured by the seats in play, in turn order.
    pub fn scores(&self) -> &[u16] {
        &self.points[..self.players.count()]
    }

    /// The seats with the top score: one winner, or several sharing it.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        let best = self.best();
        self.players
            .seats()
            .iter()
            .zip(self.scores())
            .filter(move |&(_, &s)| s == best)
            .map(|(&seat, _)| seat)
    }

    /// Whether more than one seat has the top score.
    pub fn is_shared(&self) -> bool {
        self.winners().count() > 1
    }

    /// The one winner, unless the win is shared.
    pub fn winner(&self) -> Option<Seat> {
        let mut w = self.winners();
        match (w.next(), w.next()) {
            (Some(seat), None) => Some(seat),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_top_scores_share_the_win() {
        let o = Outcome {
            players: Players::Four,
            points: [30, 41, 41, 12],
        };
        assert_eq!(o.winners().collect::<Vec<_>>(), [Seat::West, Seat::North]);
        assert!(o.is_shared());
        assert_eq!(o.winner(), None);
        let o = Outcome {
            players: Players::Three,
            points: [30, 2, 41, 99],
        };
        // The fourth slot is not a seat in a three-player game.
        assert_eq!(o.winner(), Some(Seat::North));
    }
}
