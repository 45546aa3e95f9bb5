//! The search over a game: each position at the budget, and the move
//! played searched to the same horizon as the best move, so that their
//! values compare.

use super::{Budget, MoveReview, Review, Value, classify, loss};
use crate::ai::eval::terminal;
use crate::ai::{Limits, SearchResult, Searcher};
use crate::games::ka::{Game, IllegalMove, Move, Player, Position};
use std::sync::atomic::AtomicBool;

/// How many plies the better line shows, the better move included.
pub const LINE_PLIES: usize = 4;

/// Why a review did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// Asked to stop.
    Cancelled,
    /// The move at this index is not legal where it is played.
    Illegal { ply: usize, error: IllegalMove },
}

/// Reviews a saved game; see [`analyse`]. Each round of a series is
/// reviewed in turn: the move that ends a round is weighed by the round's
/// last position, not by the next round's start that follows it.
pub fn analyse_game(
    game: &Game,
    budget: Budget,
    stop: &AtomicBool,
    progress: impl FnMut(usize, usize),
) -> Result<Review, Stopped> {
    let positions: Vec<Position> = (0..=game.moves().len())
        .filter_map(|ply| game.position_at(ply).copied())
        .collect();
    let afters = (0..game.moves().len())
        .map(|i| match game.round_ended_by(i) {
            Some((_, round)) => round.last,
            None => positions[i + 1],
        })
        .collect();
    let mut review = review(positions, afters, game.moves(), budget, stop, progress)?;
    review.round_starts = game.rounds().iter().map(|r| r.end).collect();
    Ok(review)
}

/// Looks at the game that plays `moves` from `start`. `progress(done,
/// total)` is told after each position searched; raising `stop` ends the
/// review with [`Stopped::Cancelled`].
pub fn analyse(
    start: &Position,
    moves: &[Move],
    budget: Budget,
    stop: &AtomicBool,
    progress: impl FnMut(usize, usize),
) -> Result<Review, Stopped> {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(*start);
    for (ply, &m) in moves.iter().enumerate() {
        let mut next = *positions.last().expect("one at least");
        next.try_play(m)
            .map_err(|error| Stopped::Illegal { ply, error })?;
        positions.push(next);
    }
    let afters = positions[1..].to_vec();
    review(positions, afters, moves, budget, stop, progress)
}

/// Reviews `moves`, each played from `positions[ply]` to `afters[ply]`;
/// `positions` holds one more, the last position on the board.
fn review(
    positions: Vec<Position>,
    afters: Vec<Position>,
    moves: &[Move],
    budget: Budget,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, Stopped> {
    let mut engine = Engine {
        searcher: Searcher::default(),
        budget,
        stop,
    };
    // Each position's best move and value for its mover; the last is
    // `None` when the game is over there.
    let mut results: Vec<Option<SearchResult>> = Vec::with_capacity(positions.len());
    let total = positions.len();
    for (i, pos) in positions.iter().enumerate() {
        results.push(engine.search(pos, None)?);
        progress(i + 1, total);
    }
    let evaluation = positions
        .iter()
        .zip(&results)
        .map(|(pos, r)| for_south(pos, value_here(pos, r.as_ref())))
        .collect();
    let mut reviewed = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let pos = &positions[ply];
        // A legal move was played here: the game was not over.
        let found = results[ply].expect("the search finds a move");
        let best_value = value_here(pos, Some(&found));
        let played_value = if played == found.mv {
            best_value
        } else {
            // To the depth the best move was searched to below the root.
            let after = &afters[ply];
            let depth = found.depth.saturating_sub(1).max(1);
            value_here(after, engine.search(after, Some(depth))?.as_ref()).flip()
        };
        let left = gain(pos, found.mv).saturating_sub(gain(pos, played));
        let (mark, turning) = if played == found.mv {
            (super::Mark::Best, None)
        } else {
            classify(best_value, played_value, left)
        };
        let line = if mark.is_serious() {
            engine.line(pos, found.mv, found.depth)?
        } else {
            Vec::new()
        };
        reviewed.push(MoveReview {
            ply,
            player: pos.to_move(),
            played,
            best: found.mv,
            best_value,
            played_value,
            loss: loss(best_value, played_value),
            mark,
            turning,
            line,
        });
    }
    Ok(Review {
        moves: reviewed,
        evaluation,
        budget,
        round_starts: Vec::new(),
    })
}

/// A searcher and its budget.
struct Engine<'a> {
    searcher: Searcher,
    budget: Budget,
    stop: &'a AtomicBool,
}

impl Engine<'_> {
    /// The best move in `pos` (`None`: the game is over there), no deeper
    /// than `depth` when given.
    fn search(
        &mut self,
        pos: &Position,
        depth: Option<u32>,
    ) -> Result<Option<SearchResult>, Stopped> {
        let mut limits = match self.budget {
            Budget::Nodes(n) => Limits {
                nodes: Some(n),
                ..Limits::default()
            },
            Budget::Movetime(t) => Limits::movetime(t),
        };
        limits.depth = depth;
        let found = self.searcher.search(pos, limits, self.stop);
        if self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(Stopped::Cancelled);
        }
        Ok(found)
    }

    /// The line that starts with `first` in `pos`, each reply searched a
    /// ply shallower than the last.
    fn line(&mut self, pos: &Position, first: Move, depth: u32) -> Result<Vec<Move>, Stopped> {
        let mut line = vec![first];
        let mut pos = *pos;
        pos.play(first);
        for k in 1..LINE_PLIES as u32 {
            let d = depth.saturating_sub(k).max(1);
            match self.search(&pos, Some(d))? {
                Some(r) => {
                    line.push(r.mv);
                    pos.play(r.mv);
                }
                None => break,
            }
        }
        Ok(line)
    }
}

/// What `pos` is worth for its mover: the game's result when it is over,
/// else the search's value.
fn value_here(pos: &Position, found: Option<&SearchResult>) -> Value {
    match (pos.outcome(), found) {
        // A cleared board with equal points scores 0: a draw.
        (Some(outcome), _) => match terminal(pos, outcome) {
            0 => Value::Proven {
                margin: 0,
                suntuk: false,
            },
            s => Value::of_score(s),
        },
        // Searched to the end of every line: a score short of a win is a
        // proven draw.
        (None, Some(r)) if r.exact && r.score.abs() < crate::ai::eval::WIN => Value::Proven {
            margin: 0,
            suntuk: false,
        },
        (None, Some(r)) => Value::of_score(r.score),
        // A game that is not over has a move: the search found one.
        (None, None) => Value::Estimate(0),
    }
}

/// A value for `pos`'s mover, seen from South.
fn for_south(pos: &Position, v: Value) -> Value {
    match pos.to_move() {
        Player::South => v,
        Player::North => v.flip(),
    }
}

/// The points `m` takes in `pos`.
fn gain(pos: &Position, m: Move) -> u16 {
    let me = pos.to_move();
    let mut next = *pos;
    next.play(m);
    next.points(me) - pos.points(me)
}
