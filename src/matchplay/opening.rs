//! Random openings: a match's pair of games starts from a few random legal
//! moves, so that the same two players do not play one game again and
//! again. Each game's match runner says how its positions are played
//! through [`Opened`].

use crate::rng::Rng;
use std::time::Duration;

/// A position a random opening is played from.
pub trait Opened: Copy {
    type Move: Copy;
    /// How a game ends.
    type Outcome;
    /// Every legal move, in the order the game lists them.
    fn legal(&self) -> Vec<Self::Move>;
    /// How the game ended, once it has.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// Whether the game is over.
    fn over(&self) -> bool {
        self.outcome().is_some()
    }
    /// Plays a legal move.
    fn play(&mut self, m: Self::Move);
}

/// Implements [`Opened`] for a game's position with its
/// [`LegalMoves`](crate::games::LegalMoves) and its inherent `outcome`
/// and `play_unchecked`.
macro_rules! opened {
    ($Position:ty, $Move:ty, $Outcome:ty) => {
        impl $crate::matchplay::opening::Opened for $Position {
            type Move = $Move;
            type Outcome = $Outcome;
            fn legal(&self) -> Vec<$Move> {
                $crate::games::LegalMoves::legal_moves(self).to_vec()
            }
            fn outcome(&self) -> Option<$Outcome> {
                <$Position>::outcome(self)
            }
            fn play(&mut self, m: $Move) {
                self.play_unchecked(m)
            }
        }
    };
}
pub(crate) use opened;

/// `plies` random legal moves from `start` (fewer if the game ends).
pub fn random_opening<P: Opened>(start: &P, plies: u32, rng: &mut Rng) -> Vec<P::Move> {
    let mut pos = *start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal();
        if legal.is_empty() || pos.over() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        pos.play(m);
        moves.push(m);
    }
    moves
}

/// What every match plays, of any game: how many games, from which
/// position, with which seed, how `hard` thinks and how many random moves
/// open the games.
#[derive(Clone, Debug)]
pub struct Schedule<P> {
    pub games: u32,
    /// The position every game starts from (usually the start).
    pub start: P,
    pub seed: u64,
    /// `hard`'s thinking time.
    pub movetime: Duration,
    /// If set, `hard` searches this many nodes a move instead (repeatable).
    pub nodes: Option<u64>,
    /// Random moves played before the players take over, so that games
    /// differ; the games that share an opening are the match's to say.
    pub random_plies: u32,
}

impl<P: Opened> Schedule<P> {
    /// A random opening for the games that share it, from `rng`.
    pub fn opening(&self, rng: &mut Rng) -> Vec<P::Move> {
        random_opening(&self.start, self.random_plies, rng)
    }

    /// A game's position after `opening`, with the moves played so far.
    pub fn opened(&self, opening: &[P::Move]) -> (P, Vec<P::Move>) {
        let mut pos = self.start;
        for &m in opening {
            pos.play(m);
        }
        (pos, opening.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count to ten, a move adding 1 or 2.
    #[derive(Clone, Copy)]
    struct Count(u8);

    impl Opened for Count {
        type Move = u8;
        type Outcome = ();
        fn legal(&self) -> Vec<u8> {
            if self.0 >= 10 { vec![] } else { vec![1, 2] }
        }
        fn outcome(&self) -> Option<()> {
            (self.0 >= 10).then_some(())
        }
        fn play(&mut self, m: u8) {
            self.0 += m;
        }
    }

    #[test]
    fn an_opening_is_legal_seeded_and_stops_where_the_game_ends() {
        let opening = random_opening(&Count(0), 4, &mut Rng::new(7));
        assert_eq!(opening.len(), 4);
        assert!(opening.iter().all(|m| [1, 2].contains(m)));
        assert_eq!(opening, random_opening(&Count(0), 4, &mut Rng::new(7)));
        let long = random_opening(&Count(0), 100, &mut Rng::new(7));
        let sum: u32 = long.iter().map(|&m| m as u32).sum();
        assert!((10..=11).contains(&sum), "{long:?}");
        assert!(random_opening(&Count(10), 3, &mut Rng::new(1)).is_empty());
    }
}
