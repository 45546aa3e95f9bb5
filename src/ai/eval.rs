//! Evaluation: points, the mobility of both kas, and the biggest capture
//! the player to move has.
//!
//! A player with no capture to make loses by suntuk, recorded 120–0, however
//! many points it has: so a ka with few moves is in danger, and shutting
//! the enemy ka in is worth as much as taking stones. And every move
//! captures: the player to move is about to take its biggest line, which a
//! search that stops here would not see.

use crate::games::LegalMoves;
use crate::games::ka::SUNTUK_RESULT;
use crate::games::ka::line::{Lines, Sight};
use crate::games::ka::{Direction, Outcome, Player, Position};
use multiversion::multiversion;

/// Scores are in tenths of a point, from the side to move's point of view.
pub type Score = i32;

/// A won game scores at least this (plus the margin); a lost one at most
/// its negation. Every heuristic score lies strictly between.
pub const WIN: Score = 1_000_000;

/// The score of a finished game for the player to move in `pos`.
pub fn terminal(pos: &Position, outcome: Outcome) -> Score {
    let me = pos.to_move();
    match outcome {
        Outcome::Cleared { winner: None, .. } | Outcome::Series { winner: None, .. } => 0,
        Outcome::Cleared {
            winner: Some(w),
            points,
        }
        | Outcome::Series {
            winner: Some(w),
            scores: points,
            ..
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

/// What a ka could do if it were its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// Its moves.
    pub moves: u32,
    /// The most points one of them takes.
    pub best: u32,
}

/// The moves of `player`'s ka if it were its turn, and the most points
/// one of them takes (`None` before the ka has entered).
#[inline(always)]
pub fn reach(pos: &Position, player: Player) -> Option<Reach> {
    let mut r = Reach { moves: 0, best: 0 };
    each_landing(pos, player, |lines| {
        r.moves += lines.len() as u32;
        r.best = r.best.max(u32::from(lines.most_points()));
    })?;
    Some(r)
}

/// The moves of `player`'s ka if it were its turn (`None` before the ka
/// has entered): [`reach`] without counting points, for the player whose
/// biggest capture the evaluation does not use.
#[inline(always)]
pub fn moves(pos: &Position, player: Player) -> Option<u32> {
    let mut n = 0;
    each_landing(pos, player, |lines| n += lines.len() as u32)?;
    Some(n)
}

/// Calls `f` with the capture lines at each point `player`'s ka can
/// slide to (`None` before the ka has entered).
#[inline(always)]
fn each_landing(pos: &Position, player: Player, mut f: impl FnMut(Lines)) -> Option<()> {
    let ka = pos.ka(player)?;
    let sight = Sight {
        black: pos.black(),
        white: pos.white(),
        walls: Sight::walls(pos.ka(player.opponent()), pos.rules().centre),
    };
    for d in Direction::ALL {
        let across = d.axis().perpendicular();
        for to in pos.reach(ka, d) {
            f(sight.lines(to, across));
        }
    }
    Some(())
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
    /// Worth of each point of the biggest capture the player to move has:
    /// every move captures, so it is about to take something, and a
    /// position where it can take a big line is better for it than one
    /// where it cannot, though the search stops before it does.
    pub threat: Score,
}

/// Moves beyond this many add nothing more.
pub const MOBILITY_CAP: u32 = 30;

impl Weights {
    /// The weights set by hand before any tuning (the capture term's
    /// after matches at 100 ms a move: see the README).
    pub const HAND_SET: Weights = Weights {
        per_move: 3,
        danger: [2000, 300, 150, 70, 30, 12, 5],
        threat: 5,
    };

    /// Fitted by `pasang tune --threads 1 --games 1500 --seed 1
    /// --search-depth 4` from the hand-set weights (59771 positions; error
    /// 0.219687 with the hand-set weights, 0.217155 with these).
    pub const TUNED: Weights = Weights {
        per_move: 5,
        danger: [131, 141, 71, 33, 25, 14, 2],
        threat: 5,
    };

    /// The hand-set weights with every danger penalty half again as
    /// large: a ka down to its last few moves is in more danger than the
    /// hand-set weights say, once the search follows such a ka's lines
    /// further (see the search's extension). At 100 ms a move they beat
    /// the hand-set ones by +40.4 ± 31.3 Elo (SPRT accepted; the README).
    pub const WARY: Weights = Weights::HAND_SET.with_danger_times(3, 2);

    /// The weights the search uses: [`Weights::WARY`]. The tuned ones
    /// predict the results of depth-4 games better and played as well as
    /// the hand-set ones at 100 ms a move, but at one second a move they
    /// lost the gain over the baseline engine of that match (+0 ± 52 Elo)
    /// that the hand-set ones keep (+108 ± 86): their small penalties for a
    /// cramped ka let the engine be shut in by suntuk more often. Larger
    /// penalties than the hand-set ones did better still. See the README.
    pub const IN_USE: Weights = Weights::WARY;

    /// These weights with every danger penalty multiplied by `num` / `den`
    /// (rounded down).
    const fn with_danger_times(self, num: Score, den: Score) -> Weights {
        let mut danger = self.danger;
        let mut i = 0;
        while i < danger.len() {
            danger[i] = danger[i] * num / den;
            i += 1;
        }
        Weights { danger, ..self }
    }

    /// What the mover's biggest capture, of `points`, is worth to it.
    pub fn threat_value(&self, points: u32) -> Score {
        self.threat * points as Score
    }

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
    /// Points, the mobility of both kas and the mover's biggest capture.
    Full,
}

/// The heuristic value of a position that is not over, for the side to
/// move.
pub fn evaluate(pos: &Position, knowledge: Knowledge) -> Score {
    let me = pos.to_move();
    score(pos, knowledge, reach(pos, me), moves(pos, me.opponent()))
}

/// The value of a position at the search's horizon, for the side to move:
/// `None` when that side has no move and has lost by suntuk.
///
/// Half the search's time is spent here, most of it finding and counting
/// the stones of lines, and the x86-64 baseline has no instruction to
/// count bits or find the first one: `multiversion` also compiles this
/// function, with the line search inlined, for processors that have them
/// (`popcnt`, `lzcnt`, BMI) and picks that version at run time.
#[multiversion(targets("x86_64+popcnt+lzcnt+bmi1+bmi2"))]
pub fn leaf(pos: &Position, knowledge: Knowledge) -> Option<Score> {
    let me = pos.to_move();
    let mine = reach(pos, me);
    match mine {
        Some(r) if r.moves == 0 => return None,
        Some(_) => {}
        None if pos.count_moves() == 0 => return None,
        None => {}
    }
    let theirs = match knowledge {
        Knowledge::Full => moves(pos, me.opponent()),
        Knowledge::Points => None,
    };
    Some(score(pos, knowledge, mine, theirs))
}

fn score(
    pos: &Position,
    knowledge: Knowledge,
    mine: Option<Reach>,
    their_moves: Option<u32>,
) -> Score {
    let me = pos.to_move();
    let mut s = 10 * (pos.points(me) as Score - pos.points(me.opponent()) as Score);
    if knowledge == Knowledge::Full
        && let (Some(a), Some(b)) = (mine, their_moves)
    {
        let w = Weights::IN_USE;
        s += w.mobility_value(a.moves) - w.mobility_value(b) + w.threat_value(a.best);
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
                let expected = Some(as_p.count_moves() as u32);
                assert_eq!(reach(&pos, p).map(|r| r.moves), expected, "{p}");
                assert_eq!(moves(&pos, p), expected, "{p}");
            }
        }
    }

    /// South's ka on a1 can take e2–e4 (from e1) or c3 (from c1 or a3).
    fn lines_to_take(e_file: char) -> String {
        let e = e_file;
        format!(
            "
        ..........N
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        ....{e}......
        ..w.{e}......
        ....{e}......
        S.........."
        )
    }

    #[test]
    fn the_biggest_capture_is_counted_in_points() {
        for (e, best) in [('b', 3), ('w', 6)] {
            let pos =
                Position::from_diagram(&lines_to_take(e), Player::South, Rules::CLASSIC, [0, 0])
                    .unwrap();
            let r = reach(&pos, Player::South).unwrap();
            assert_eq!(r.best, best, "e2-e4 of {e}");
            assert_eq!(r.moves, pos.count_moves() as u32);
        }
    }

    #[test]
    fn a_bigger_capture_at_hand_is_better_for_the_player_to_move() {
        let value = |e, to_move| {
            let pos =
                Position::from_diagram(&lines_to_take(e), to_move, Rules::CLASSIC, [0, 0]).unwrap();
            evaluate(&pos, Knowledge::Full)
        };
        // The same lines, the biggest worth twice as much: better for
        // whichever ka is to move (North's reaches it from e11).
        for to_move in Player::ALL {
            assert!(value('w', to_move) > value('b', to_move), "{to_move}");
        }
        assert_eq!(
            value('w', Player::South) - value('b', Player::South),
            Weights::IN_USE.threat_value(6) - Weights::IN_USE.threat_value(3)
        );
    }

    #[test]
    fn a_cramped_ka_is_worse_than_a_free_one() {
        let pos = Position::from_diagram(BOXED, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
        assert!(evaluate(&pos, Knowledge::Full) > 0);
        assert_eq!(evaluate(&pos, Knowledge::Points), 0);
    }
}
