//! The search over a game: each position at the budget, and the move
//! played searched to the same horizon as the best move, so that their
//! values compare; a lost win the search claims is then settled (see
//! [`settle`]).

use super::{
    Budget, Doubt, Mark, MoveReview, Review, Turning, Value, classify, classify_proven, loss,
};
use crate::ai::eval::terminal;
use crate::ai::{Limits, SearchResult, Searcher, solve};
use crate::games::ka::{Game, IllegalMove, Move, Phase, Player, Position};
use crate::puzzles::solve::Solver;
use std::sync::atomic::AtomicBool;

/// Nodes the search has, from the position after the move played, to
/// find that the move keeps a win the review's budget did not see.
pub const SETTLE_SEARCH_NODES: u64 = 200_000;

/// Nodes the solver has, from the same position, to prove to the end of
/// the game whether the move keeps the win.
pub const SETTLE_SOLVER_NODES: u64 = 1_000_000;

/// How many plies the better line shows, the better move included.
pub const LINE_PLIES: usize = 4;

/// How many times the budget a position of the first four plies (the
/// column captures and the ka entries) is searched with: few positions,
/// and the deeper search narrows how far their values wander (see the
/// review's module doc).
pub const OPENING_BUDGET: u64 = 10;

/// The loss, in tenths of a point, from which a column capture or a ka
/// entry is a mistake: less is as good as the engine's move, within how
/// far the search's estimate of these moves wanders.
pub const OPENING_MISTAKE: i32 = 50;

/// The loss, in tenths of a point, from which a column capture or a ka
/// entry is a blunder.
pub const OPENING_BLUNDER: i32 = 200;

/// How many positions in a row, from the end of the game back, the
/// review tries to solve in vain before it stops trying: the positions
/// before them hold more stones.
pub const UNSOLVED_IN_A_ROW: usize = 2;

/// What a review does beyond searching at its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Method {
    /// Solve the positions the search can prove, and mark their moves by
    /// the proven values.
    pub exact: bool,
    /// Settle each lost win the search claims.
    pub settle: bool,
    /// The search's nodes for settling a claim (0: the solver alone).
    pub settle_search: u64,
    /// The solver's nodes for settling a claim.
    pub settle_solver: u64,
    /// Mark a column capture or a ka entry in the opening's coarser marks
    /// (best, mistake, blunder).
    pub opening_marks: bool,
    /// How many times the budget a column capture or a ka entry has.
    pub opening_budget: u64,
}

impl Default for Method {
    fn default() -> Method {
        Method {
            exact: true,
            settle: true,
            settle_search: SETTLE_SEARCH_NODES,
            settle_solver: SETTLE_SOLVER_NODES,
            opening_marks: true,
            opening_budget: OPENING_BUDGET,
        }
    }
}

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
    let mut review = review(
        positions,
        afters,
        game.moves(),
        budget,
        Method::default(),
        stop,
        progress,
    )?;
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
    review(
        positions,
        afters,
        moves,
        budget,
        Method::default(),
        stop,
        progress,
    )
}

/// Reviews `moves`, each played from `positions[ply]` to `afters[ply]`;
/// `positions` holds one more, the last position on the board.
pub(super) fn review(
    positions: Vec<Position>,
    afters: Vec<Position>,
    moves: &[Move],
    budget: Budget,
    method: Method,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, Stopped> {
    let mut engine = Engine {
        searcher: Searcher::default(),
        budget,
        opening_budget: method.opening_budget,
        stop,
    };
    let total = positions.len();
    let mut done = 0;
    let mut tick = |progress: &mut dyn FnMut(usize, usize)| {
        done += 1;
        progress(done, total);
    };
    // The positions the search proves, from the end of the game back, so
    // that each one's table helps the one before it; positions before
    // `UNSOLVED_IN_A_ROW` unsolved ones in a row are bigger still and are
    // not tried.
    let mut solved: Vec<Option<SearchResult>> = vec![None; total];
    let mut unsolved = 0;
    for (i, pos) in positions.iter().enumerate().rev() {
        let tries = method.exact && unsolved < UNSOLVED_IN_A_ROW;
        if !tries || pos.phase() != Phase::KaMoves || pos.outcome().is_some() {
            continue;
        }
        solved[i] = engine.solve(pos)?;
        match solved[i] {
            Some(_) => {
                unsolved = 0;
                tick(&mut progress);
            }
            None => unsolved += 1,
        }
    }
    // The others searched at the budget; `None` where the game is over
    // or the position was solved.
    let mut results: Vec<Option<SearchResult>> = Vec::with_capacity(total);
    for (i, pos) in positions.iter().enumerate() {
        if solved[i].is_some() {
            results.push(None);
            continue;
        }
        results.push(engine.search(pos, pos, None)?);
        tick(&mut progress);
    }
    let evaluation = positions
        .iter()
        .enumerate()
        .map(|(i, pos)| for_south(pos, value_here(pos, solved[i].or(results[i]).as_ref())))
        .collect();
    let mut reviewed = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let pos = &positions[ply];
        let after = &afters[ply];
        let proven_after = match solved[ply] {
            Some(_) if after.outcome().is_some() => Some(value_here(after, None).flip()),
            Some(_) if positions.get(ply + 1) == Some(after) && solved[ply + 1].is_some() => {
                Some(value_here(after, solved[ply + 1].as_ref()).flip())
            }
            // Solved here but not after the move: with what the table now
            // holds, the position after it is tried again.
            Some(_) => engine
                .solve(after)?
                .map(|r| value_here(after, Some(&r)).flip()),
            None => None,
        };
        let left = |best: Move| gain(pos, best).saturating_sub(gain(pos, played));
        let reviewed_move = match (solved[ply], proven_after) {
            (Some(found), Some(played_value)) => {
                let best_value = value_here(pos, Some(&found));
                let (mark, turning) = classify_proven(best_value, played_value, left(found.mv));
                let line = if mark.shows_line() {
                    engine.line(pos, found.mv, found.depth, true)?
                } else {
                    Vec::new()
                };
                MoveReview {
                    ply,
                    player: pos.to_move(),
                    played,
                    best: found.mv,
                    best_value,
                    played_value,
                    loss: loss(best_value, played_value),
                    mark,
                    turning,
                    proven: true,
                    line,
                }
            }
            (found, _) => {
                // A legal move was played here: the game was not over.
                let found = found.or(results[ply]).expect("the search finds a move");
                engine.estimate(pos, after, played, found, left(found.mv), method)?
            }
        };
        reviewed.push(MoveReview {
            ply,
            ..reviewed_move
        });
    }
    Ok(Review {
        moves: reviewed,
        evaluation,
        budget,
        round_starts: Vec::new(),
    })
}

/// The mark of a column capture or a ka entry other than the best, that
/// lost `loss`: best within [`OPENING_MISTAKE`], a mistake within
/// [`OPENING_BLUNDER`], else a blunder. A game-changing mark stands.
pub(super) fn opening_mark(
    classified: (Mark, Option<Turning>),
    loss: i32,
) -> (Mark, Option<Turning>) {
    match classified {
        (mark, Some(t)) if t.doubt().is_some() || t == Turning::WalkedIntoSuntuk => (mark, Some(t)),
        (_, turning) => {
            let mark = if loss < OPENING_MISTAKE {
                Mark::Best
            } else if loss < OPENING_BLUNDER {
                Mark::Mistake
            } else {
                Mark::Blunder
            };
            (mark, turning.filter(|_| mark.is_serious()))
        }
    }
}

/// What settling a claimed lost win found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Settled {
    /// Proven: the move played does not keep it.
    Stands,
    /// Proven: the move played keeps it, worth this for the mover when
    /// the proof measured it.
    Keeps(Option<Value>),
    /// Neither, within the bounds.
    Unsettled,
}

/// A searcher and its budget.
struct Engine<'a> {
    searcher: Searcher,
    budget: Budget,
    /// How many times the budget a move of the opening has.
    opening_budget: u64,
    stop: &'a AtomicBool,
}

impl Engine<'_> {
    /// The [solved](solve) answer in `pos`.
    fn solve(&mut self, pos: &Position) -> Result<Option<SearchResult>, Stopped> {
        let found = solve::solve(&mut self.searcher, pos, Limits::default(), self.stop);
        self.unless_stopped(found)
    }

    /// `found`, or [`Stopped::Cancelled`] once the review is told to stop.
    fn unless_stopped<T>(&self, found: T) -> Result<T, Stopped> {
        match self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            true => Err(Stopped::Cancelled),
            false => Ok(found),
        }
    }

    /// The move `played` from `pos` to `after`, judged by the search at
    /// the budget against `found`, the search's answer in `pos`; `left`
    /// is how many more points the best move takes at once.
    fn estimate(
        &mut self,
        pos: &Position,
        after: &Position,
        played: Move,
        found: SearchResult,
        left: u16,
        method: Method,
    ) -> Result<MoveReview, Stopped> {
        let best_value = value_here(pos, Some(&found));
        let played_value = if played == found.mv {
            best_value
        } else {
            // To the depth the best move was searched to below the root.
            let depth = found.depth.saturating_sub(1).max(1);
            value_here(after, self.search(pos, after, Some(depth))?.as_ref()).flip()
        };
        let (mut mark, mut turning) = if played == found.mv {
            (Mark::Best, None)
        } else {
            let classified = classify(best_value, played_value, left);
            match pos.phase() {
                Phase::ColumnCapture | Phase::KaEntry if method.opening_marks => {
                    opening_mark(classified, loss(best_value, played_value))
                }
                _ => classified,
            }
        };
        let mut played_value = played_value;
        let mut lost = loss(best_value, played_value);
        if let Some(doubt) = turning.and_then(Turning::doubt).filter(|_| method.settle) {
            match self.settle(after, doubt, played_value, method)? {
                Settled::Stands => {}
                Settled::Keeps(kept) => {
                    // A win the solver proves without its margin counts as
                    // good at worst.
                    played_value = kept.unwrap_or(played_value);
                    lost = loss(best_value, played_value).min(Mark::GOOD);
                    (mark, turning) = (Mark::of_loss(lost), None);
                }
                Settled::Unsettled => {
                    (mark, turning) = (Mark::Unclear, Some(Turning::Unsettled(doubt)));
                }
            }
        }
        let line = if mark.shows_line() {
            self.line(pos, found.mv, found.depth, false)?
        } else {
            Vec::new()
        };
        Ok(MoveReview {
            ply: 0,
            player: pos.to_move(),
            played,
            best: found.mv,
            best_value,
            played_value,
            loss: lost,
            mark,
            turning,
            proven: false,
            line,
        })
    }

    /// The best move in `pos` (`None`: the game is over there), no deeper
    /// than `depth` when given, with the budget of a move played from
    /// `from`.
    fn search(
        &mut self,
        from: &Position,
        pos: &Position,
        depth: Option<u32>,
    ) -> Result<Option<SearchResult>, Stopped> {
        let scale = match from.phase() {
            Phase::ColumnCapture | Phase::KaEntry => self.opening_budget.max(1),
            Phase::KaMoves => 1,
        };
        let mut limits = match self.budget {
            Budget::Nodes(n) => Limits {
                nodes: Some(n.saturating_mul(scale)),
                ..Limits::default()
            },
            Budget::Movetime(t) => Limits::movetime(t.saturating_mul(scale as u32)),
        };
        limits.depth = depth;
        let found = self.searcher.search(pos, limits, self.stop);
        self.unless_stopped(found)
    }

    /// Whether the move that led to `after` keeps the win (`doubt`) the
    /// best move had, `played` being what the review's search found for
    /// it. A proven score of the search is a forced line to the end of the
    /// game (the search cuts no move by guess: late moves are only
    /// searched shallower), so it proves the move keeps a win, or loses;
    /// that the move keeps no win is proven only to the end: by the
    /// search's exact answer or by the solver, each within its bound.
    fn settle(
        &mut self,
        after: &Position,
        doubt: Doubt,
        played: Value,
        method: Method,
    ) -> Result<Settled, Stopped> {
        let kept = |v: Value| match doubt {
            Doubt::SuntukWin => v.is_suntuk_win(),
            Doubt::Win => v.is_win(),
        };
        // Over, or lost or drawn with best play: the value is the truth.
        let proven_short = |v: Value| matches!(v, Value::Proven { margin, .. } if margin <= 0);
        if after.outcome().is_some() || proven_short(played) {
            return Ok(Settled::Stands);
        }
        let limits = Limits {
            nodes: Some(method.settle_search),
            ..Limits::default()
        };
        let found = match method.settle_search {
            0 => None,
            _ => self.searcher.search(after, limits, self.stop),
        };
        if self.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Err(Stopped::Cancelled);
        }
        if let Some(r) = found {
            let v = value_here(after, Some(&r)).flip();
            if kept(v) {
                return Ok(Settled::Keeps(Some(v)));
            }
            if r.exact || proven_short(v) {
                return Ok(Settled::Stands);
            }
        }
        if after.phase() != Phase::KaMoves {
            return Ok(Settled::Unsettled);
        }
        let mover = after.to_move().opponent();
        let mut solver = match doubt {
            Doubt::SuntukWin => Solver::suntuk_by(mover, method.settle_solver),
            Doubt::Win => Solver::new(method.settle_solver),
        };
        Ok(match solver.loses(after) {
            Ok(true) if doubt == Doubt::SuntukWin => Settled::Keeps(Some(Value::Proven {
                margin: crate::games::ka::SUNTUK_RESULT as i32,
                suntuk: true,
            })),
            Ok(true) => Settled::Keeps(None),
            Ok(false) => Settled::Stands,
            Err(_) => Settled::Unsettled,
        })
    }

    /// The line that starts with `first` in `pos`, each reply searched a
    /// ply shallower than the last, or for a `proven` line at the budget.
    fn line(
        &mut self,
        from: &Position,
        first: Move,
        depth: u32,
        proven: bool,
    ) -> Result<Vec<Move>, Stopped> {
        let mut line = vec![first];
        let mut pos = *from;
        pos.play(first);
        for k in 1..LINE_PLIES as u32 {
            // A proven line's replies come from the solved positions in
            // the table, which a search at the budget reads to the end.
            let depth = (!proven).then(|| depth.saturating_sub(k).max(1));
            match self.search(from, &pos, depth)? {
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
