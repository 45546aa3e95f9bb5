//! Evaluation: points, and the mobility of both kas.
//!
//! A player with no capture to make loses by suntuk, recorded 120–0, however
//! many points it has: so a ka with few moves is in danger, and shutting
//! the enemy ka in is worth as much as taking stones.

use crate::games::ka::SUNTUK_RESULT;
use crate::games::ka::line::Sight;
use crate::games::ka::{Direction, Outcome, Player, Position};

/// Scores are in tenths of a point, from the side to move's point of view.
pub type Score = i32;

/// A won game scores at least this (plus the margin); a lost one at most
/// its negation. Every heuristic score lies strictly between.
pub const WIN: Score = 1_000_000;

/// The score of a finished game for the player to move in `pos`.
pub fn terminal(pos: &Position, outcome: Outcome) -> Score {
    let me = pos.to_move();
    match outcome {
        Outcome::Cleared { winner: None, .. } => 0,
        Outcome::Cleared {
            winner: Some(w),
            points,
        } => {
            let margin = points[w.index()] as Score - points[w.opponent().index()] as Score;
            signed(w == me, WIN + 10 * margin)
        }
        Outcome::Suntuk { winner, .. } => signed(winner == me, WIN + 10 * SUNTUK_RESULT as Score),
    }
}

fn signed(mine: bool, s: Score) -> Score {
    if mine { s } else { -s }
}

/// Whether a score is a proven result rather than an estimate.
pub fn is_decisive(s: Score) -> bool {
    s.abs() >= WIN
}

/// How many moves `player`'s ka would have if it were its turn (`None`
/// before the ka has entered).
pub fn mobility(pos: &Position, player: Player) -> Option<u32> {
    let ka = pos.ka(player)?;
    let sight = Sight {
        black: pos.black(),
        white: pos.white(),
        walls: Sight::walls(pos.ka(player.opponent()), pos.rules().centre),
    };
    let mut n = 0;
    for d in Direction::ALL {
        let across = d.axis().perpendicular();
        for to in pos.reach(ka, d) {
            n += sight.count_lines(to, across);
        }
    }
    Some(n)
}

/// The weights of the evaluation, in tenths of a point. A point taken is
/// worth 10; these say what the kas' mobility is worth beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Worth of each move a ka has, up to [`MOBILITY_CAP`] moves.
    pub per_move: Score,
    /// Penalty for having exactly 0, 1, … 6 moves: the last few moves
    /// before suntuk are dangerous.
    pub danger: [Score; 7],
}

/// Moves beyond this many add nothing more.
pub const MOBILITY_CAP: u32 = 30;

impl Weights {
    /// The weights set by hand before any tuning.
    pub const HAND_SET: Weights = Weights {
        per_move: 3,
        danger: [2000, 300, 150, 70, 30, 12, 5],
    };

    /// Fitted by `pasang tune --threads 1 --games 1500 --seed 1
    /// --search-depth 4` (59494 positions; error 0.226537 with the hand-set
    /// weights, 0.225547 with these). Not in use until a match says they
    /// gain (see the README's strength section).
    pub const TUNED: Weights = Weights {
        per_move: 5,
        danger: [293, 230, 123, 55, 37, 21, 19],
    };

    /// The weights the search uses.
    pub const IN_USE: Weights = Weights::HAND_SET;

    /// What having `n` moves is worth.
    pub fn mobility_value(&self, n: u32) -> Score {
        let danger = self.danger.get(n as usize).copied().unwrap_or(0);
        self.per_move * n.min(MOBILITY_CAP) as Score - danger
    }
}

/// Which parts of the evaluation a player uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knowledge {
    /// Points only: a greedy player that does not see suntuk coming.
    Points,
    /// Points and the mobility of both kas.
    Full,
}

/// The heuristic value of a position that is not over, for the side to
/// move, given the mobilities when known.
pub fn evaluate(pos: &Position, knowledge: Knowledge) -> Score {
    let me = pos.to_move();
    let them = me.opponent();
    let mut s = 10 * (pos.points(me) as Score - pos.points(them) as Score);
    if knowledge == Knowledge::Full
        && let (Some(a), Some(b)) = (mobility(pos, me), mobility(pos, them))
    {
        let w = Weights::IN_USE;
        s += w.mobility_value(a) - w.mobility_value(b);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::Rules;

    const BOXED: &str = "
        .........wb
        .........bN
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        ...b.......
        S..........";

    #[test]
    fn mobility_counts_the_moves_the_player_would_have() {
        for to_move in Player::ALL {
            let pos = Position::from_diagram(BOXED, to_move, Rules::CLASSIC, [0, 0]).unwrap();
            for p in Player::ALL {
                // The same stones with `p` to move: the real move count.
                let as_p = Position::from_diagram(BOXED, p, Rules::CLASSIC, [0, 0]).unwrap();
                assert_eq!(mobility(&pos, p), Some(as_p.count_moves() as u32), "{p}");
            }
        }
    }

    #[test]
    fn a_cramped_ka_is_worse_than_a_free_one() {
        let pos = Position::from_diagram(BOXED, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
        assert!(evaluate(&pos, Knowledge::Full) > 0);
        assert_eq!(evaluate(&pos, Knowledge::Points), 0);
    }
}
