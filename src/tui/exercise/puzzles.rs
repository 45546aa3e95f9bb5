//! The puzzles on the exercise screen: the list (by rating, solved marks,
//! the player's rating), and a puzzle being solved. A puzzle's first go
//! rates the player: solved without a mistake or a hint is a win against
//! the puzzle's rating, anything else a loss.

use super::work::{Cost, Work};
use crate::exercise::progress::Progress;
use crate::exercise::puzzle::PuzzleTask;
use crate::puzzles::{Puzzle, Theme, shipped};

/// A puzzle being solved.
#[derive(Debug)]
pub struct PuzzleRun {
    /// Its place in [`shipped`].
    pub index: usize,
    pub work: Work<PuzzleTask>,
    /// This go already counted against the rating (a mistake or a hint).
    pub missed: bool,
    /// The rating before and after this go was missed, when it was the
    /// puzzle's first go.
    pub fell: Option<(i32, i32)>,
}

impl PuzzleRun {
    pub fn new(index: usize) -> PuzzleRun {
        PuzzleRun {
            index,
            work: Work::new(PuzzleTask::new(&shipped()[index])),
            missed: false,
            fell: None,
        }
    }

    pub fn puzzle(&self) -> &'static Puzzle {
        &shipped()[self.index]
    }

    /// What a hint would cost now: the rating, while this is the
    /// puzzle's first go and nothing went wrong yet; else nothing.
    pub fn hint_cost(&self, progress: &Progress) -> Cost {
        let id = self.puzzle().id;
        if self.missed || !progress.first_go(id) {
            return Cost::Nothing;
        }
        let from = progress.puzzles.rating;
        let to = crate::exercise::progress::rated(from, self.puzzle().rating, false);
        Cost::Rating { from, to }
    }

    /// Whether this go has gone wrong (a mistake or a hint): it then no
    /// longer counts as solved at the first go.
    pub fn went_wrong(&self) -> bool {
        self.work.exercise.mistakes() + self.work.exercise.hints() > 0
    }
}

/// The puzzles in the order the list shows them: easiest first.
pub fn listed() -> Vec<usize> {
    listed_in(None)
}

/// The puzzles of `theme` (all when `None`), easiest first.
pub fn listed_in(theme: Option<Theme>) -> Vec<usize> {
    let mut order: Vec<usize> = (0..shipped().len())
        .filter(|&i| theme.is_none_or(|t| shipped()[i].theme == t))
        .collect();
    order.sort_by_key(|&i| (shipped()[i].rating, shipped()[i].id));
    order
}

/// The theme after `theme` in the list's round: all, then each theme.
pub fn next_theme(theme: Option<Theme>) -> Option<Theme> {
    let at = theme.and_then(|t| Theme::ALL.iter().position(|&x| x == t));
    match at {
        None => Theme::ALL.first().copied(),
        Some(i) => Theme::ALL.get(i + 1).copied(),
    }
}

/// How far above the hardest puzzle solved so far the next one is
/// chosen: a new player climbs from the easiest in steps, not straight to
/// their starting rating.
pub const CLIMB: i32 = 100;

/// The unsolved puzzle nearest the player's rating, or [`CLIMB`] above
/// the hardest they have solved when that is lower (in [`shipped`]); the
/// first if every one is solved; for a player who has tried none, the
/// easiest.
pub fn next_for(progress: &Progress) -> usize {
    next_for_in(progress, None)
}

/// [`next_for`] among the puzzles of `theme` (all when `None`).
pub fn next_for_in(progress: &Progress, theme: Option<Theme>) -> usize {
    let marks = &progress.puzzles;
    let order = listed_in(theme);
    if marks.solved.is_empty() && marks.missed.is_empty() {
        return order.first().copied().unwrap_or(0);
    }
    let rating = |i: usize| i32::from(shipped()[i].rating);
    let solved = |i: &usize| marks.solved.contains(&shipped()[*i].id);
    let climbed = order
        .iter()
        .filter(|i| solved(i))
        .map(|&i| rating(i))
        .max()
        .or_else(|| order.first().map(|&i| rating(i)));
    let target = match climbed {
        Some(top) => marks.rating.min(top + CLIMB),
        None => marks.rating,
    };
    order
        .iter()
        .copied()
        .filter(|i| !solved(i))
        .min_by_key(|&i| (rating(i) - target).abs())
        .or_else(|| order.first().copied())
        .unwrap_or(0)
}

/// The puzzle with this id, by its place in [`shipped`].
pub fn find(id: u32) -> Option<usize> {
    shipped().iter().position(|p| p.id == id)
}
