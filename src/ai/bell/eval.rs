//! What a Bell position is worth to one seat (the root of a search).
//!
//! A player wants the top score: its value is its points minus the best
//! of the others' (in a two-player game, simply the score difference).

use super::zobrist::turn_index;
use crate::ai::eval::{Knowledge, Score, WIN};
use crate::games::bell::Position;

/// The value of `scores` (in turn order) to seat `root`, in tenths of a
/// point: its points minus the best of the others'.
pub fn utility(scores: &[u16], root: usize) -> Score {
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != root)
        .map(|(_, &s)| s)
        .max()
        .unwrap_or(0);
    10 * (scores[root] as Score - best_other as Score)
}

/// The value to `root` of a finished game: a win or a loss by its margin
/// beyond ±[`WIN`]; a shared win is 0.
pub fn terminal(pos: &Position, root: usize) -> Score {
    let u = utility(pos.scores(), root);
    u + WIN * u.signum()
}

/// The heuristic value to `root` of a position that is not over.
pub fn evaluate(pos: &Position, root: usize, knowledge: Knowledge) -> Score {
    let u = utility(pos.scores(), root);
    match knowledge {
        Knowledge::Points => u,
        Knowledge::Full => u + tempo(pos, root),
    }
}

/// The player to move is about to capture: a small bonus for being the one
/// to move, a small penalty when an opponent is.
fn tempo(pos: &Position, root: usize) -> Score {
    if turn_index(pos) == root { 5 } else { -5 }
}
