//! What a lesson step asks the player to do, as a value the program checks.

use crate::games::ka::{Bits, Line, Move, Outcome, Phase, Point, Position};
use serde::Deserialize;

/// How a stone comes into the passage to become the ka.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// From the file next to the passage.
    Slide,
    /// From two files away, over the stone between.
    Jump,
}

/// A step's goal, as the lesson file writes it (points and moves in
/// notation).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GoalFile {
    /// Any legal move.
    Any,
    /// This move exactly (notation).
    Play(String),
    /// Take the stones on these points (all gone from the board).
    Take(Vec<String>),
    /// Take the stones on these points and no other, in one move: a part
    /// of a line, where the whole would also clear them.
    TakeOnly(Vec<String>),
    /// Take at least this many stones in one move.
    Stones(u32),
    /// Take at least this many points in one move.
    Points(u16),
    /// Bring the ka in this way.
    Enter(Entry),
    /// Take a line that lies on both sides of the ka.
    BothSides,
    /// Leave the other side without a capture: suntuk.
    Suntuk,
    /// End the game with the higher score.
    Win,
    /// Every one of these goals, with the same move.
    All(Vec<GoalFile>),
}

/// A step's goal, checked after each of the player's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    Any,
    Play(Move),
    Take(Vec<Point>),
    TakeOnly(Bits),
    Stones(u32),
    Points(u16),
    Enter(Entry),
    BothSides,
    Suntuk,
    Win,
    All(Vec<Goal>),
}

impl GoalFile {
    /// The goal, or the text that is not a move or a point.
    pub fn checked(&self) -> Result<Goal, String> {
        Ok(match self {
            GoalFile::Any => Goal::Any,
            GoalFile::Play(m) => Goal::Play(m.parse().map_err(|_| m.clone())?),
            GoalFile::Take(points) => Goal::Take(
                points
                    .iter()
                    .map(|p| p.parse().map_err(|()| p.clone()))
                    .collect::<Result<_, _>>()?,
            ),
            GoalFile::TakeOnly(points) => Goal::TakeOnly(
                points
                    .iter()
                    .map(|p| p.parse().map_err(|()| p.clone()))
                    .collect::<Result<_, _>>()?,
            ),
            GoalFile::Stones(n) => Goal::Stones(*n),
            GoalFile::Points(n) => Goal::Points(*n),
            GoalFile::Enter(e) => Goal::Enter(*e),
            GoalFile::BothSides => Goal::BothSides,
            GoalFile::Suntuk => Goal::Suntuk,
            GoalFile::Win => Goal::Win,
            GoalFile::All(goals) => Goal::All(
                goals
                    .iter()
                    .map(GoalFile::checked)
                    .collect::<Result<_, _>>()?,
            ),
        })
    }
}

impl Goal {
    /// Whether the player's move `mv` from `before` to `after` reaches the
    /// goal.
    pub fn reached(&self, before: &Position, mv: Move, after: &Position) -> bool {
        let me = before.to_move();
        match self {
            Goal::Any => true,
            Goal::Play(wanted) => mv == *wanted,
            Goal::Take(points) => points.iter().all(|&p| after.stone(p).is_none()),
            Goal::TakeOnly(points) => before.captures(mv) == Some(*points),
            Goal::Stones(n) => {
                let taken = before.captures(mv).map_or(0, |b| b.count());
                taken >= *n
            }
            Goal::Points(n) => after.points(me) >= before.points(me) + n,
            Goal::Enter(entry) => match mv {
                Move::Ka { from, to, .. } if before.phase() == Phase::KaEntry => {
                    let distance = from.file().index().abs_diff(to.file().index());
                    distance
                        == match entry {
                            Entry::Slide => 1,
                            Entry::Jump => 2,
                        }
                }
                _ => false,
            },
            Goal::BothSides => matches!(
                mv,
                Move::Ka {
                    line: Line::NorthSouth | Line::EastWest,
                    ..
                }
            ),
            Goal::Suntuk => matches!(
                after.outcome(),
                Some(Outcome::Suntuk { winner, .. }) if winner == me
            ),
            Goal::Win => matches!(
                after.outcome(),
                Some(Outcome::Cleared { winner: Some(w), .. }) if w == me
            ),
            Goal::All(goals) => goals.iter().all(|g| g.reached(before, mv, after)),
        }
    }
}
