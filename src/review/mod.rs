//! A look back at a game of the ka game: the engine solves the positions
//! it can prove and marks their moves by the proven values, searches the
//! others at a fixed budget, compares the move played with the best move
//! it finds, and marks each move by what it lost.
//!
//! **Proven marks.** From the end of the game back, each ka-move position
//! is [solved](crate::ai::solve) if the search proves its value within
//! [`SOLVE_NODES`](crate::ai::solve::SOLVE_NODES) nodes, over one table,
//! so that the positions solved help the ones before them; once
//! [`UNSOLVED_IN_A_ROW`] positions in a row are not, the earlier ones
//! (more stones still) are not tried. Where a position and the move
//! played are both solved, the mark is [`classify_proven`]'s: a move that
//! keeps the value is best (so when every move has the same value, none is
//! an error); one that changes the result is a blunder; one that keeps the
//! result is marked by the points it gave away. The better move named is
//! the solved best, never worse than the move played, and the hint, the
//! computer at `hard` and the engine's `go` answer a solved position with
//! the same function.
//!
//! Over 8 engine games (`GAMES=8 cargo test --release --lib
//! review::measure::marks_against -- --ignored --nocapture`), the
//! reference (the puzzles' solver of margins) proves 116 positions; no
//! mark contradicts its values, where the review without solving
//! (`METHOD=heuristic`) gave 7 that did: moves keeping their value marked
//! inaccuracies or blunders, a better move named that was worse.
//!
//! **Estimated marks: only proved claims.** A proven score of the search is a forced line
//! to the end of the game, so "the best move wins" and "the move played
//! walks into suntuk" are proved when the search says so. That the move
//! played keeps *no* win is another matter: not proven within the budget
//! is not lost. So a missed suntuk win or a thrown-away win is settled
//! from the position after the move played: a search of
//! `SETTLE_SEARCH_NODES` nodes, which proves a kept win or
//! answers exactly, then the puzzles' solver (exhaustive, exact keys) of
//! `SETTLE_SOLVER_NODES` nodes, asking whether the mover still
//! wins (by suntuk, when the claim is about suntuk). Kept: the move is
//! marked by what it keeps, good at worst. Not kept: the claim stands.
//! Neither within the bounds: the move is [unclear](Mark::Unclear), the
//! review says the engine could not settle it, and it counts neither in
//! the average loss nor in the accuracy.
//!
//! **The first moves.** The column captures and the ka entries take
//! five stones or more a ply, so the estimate of a search swings with the
//! ply it stops at, and the values of these moves lie close together. Two
//! things make their marks stable:
//!
//! - their positions are searched with `OPENING_BUDGET` (10) times the
//!   budget: few positions, and the deeper search narrows the swing (between
//!   the budget and ten times it, 90% of these moves' losses change by at
//!   most 3.5 points; between ten and a hundred times it, by at most 2.5);
//! - they are marked in coarser steps, above that swing: as good as the
//!   engine's move (*best*) within `OPENING_MISTAKE` (5 points), a mistake
//!   within `OPENING_BLUNDER` (20 points), else a blunder. A game-changing
//!   mark stands whole.
//!
//! Measured over 20 games of the engine against itself, their first four
//! plies random, as the number of the 80 marks of those plies that differ
//! between a review at the default budget and one at ten times it
//! (`GAMES=20 PLIES=4 cargo test --release --lib
//! review::measure::marks_between -- --ignored --nocapture`; `METHOD=plain`
//! for the first moves searched and marked as the rest): 20 of 80 searched
//! and marked as the rest, 24 of 80 with the deeper search alone, 4 of 80
//! with the deeper search and the coarser marks. Over the whole games (the
//! same command without `PLIES`, which searches every position before the
//! moves played, so the searcher's table differs): 241 of 1087 marks
//! differ with `METHOD=plain`, 23 of them among the 80 of the first four
//! plies; 232, 6 of them among those 80, as the review marks. The marks
//! of the later moves change with the budget as a search's estimates do:
//! a mark there is a loss measured at the budget.
//!
//! **Accuracy**, per player: the share of its moves marked best or good,
//! in percent, unclear moves left out (100 with none). It says how often
//! the player found a move as good as the engine's, within a point; the
//! average loss says by how much the others fell short.
//!
//! Pure: no terminal, no words. [`analyse`] turns a start position and the
//! moves played into a [`Review`]; the messages layer says it in the
//! player's language, the terminal game draws it.
//!
//! # How a move is judged
//!
//! For every position the engine searches with a fixed budget (40,000 nodes
//! by default, `--nodes`, so the review is the same on any machine;
//! `--movetime MS` gives each position a time instead), finds its best move
//! and what it is worth, and searches the move played to the same depth
//! below the root, so the two values compare. A move is marked by the points
//! it lost against the best: best (the engine's move, or as good), good (at
//! most 1 point), inaccuracy (less than 4), mistake (less than 10) and
//! blunder. Results the search proves (near the end it sees every line to
//! the finish) are used as results, and the moves that change the game are
//! named, always as blunders: walked into suntuk, missed a suntuk win,
//! threw a won game away; a mistake that took fewer points than the better
//! move left N points on the board. For every mark but best the better
//! move is given with what it is worth and its line, four plies long.
//!
//! # Time
//!
//! On this project's two-core machine, reviewing a 60-move game at the
//! default budget takes a few seconds:
//!
//! ```text
//! cargo build --release
//! time target/release/pasang review tests/data/records/review-60.ron
//! ```
//!
//! 2.2 s of processor time (4.3 s wall, the machine shared by other
//! builds at load average 9.8), 16 MB, its last six plies proven; the
//! same build before the review solved positions: 1.8 s (3.2–3.5 s wall
//! at the same load). The first four plies' deeper search is about a
//! second of it. A solved position costs its search until the proof,
//! mostly far under [`SOLVE_NODES`](crate::ai::solve::SOLVE_NODES), and
//! the two positions the review tries in vain before it stops the whole
//! of it each.
//!
//! Settling lost wins adds little: over 20 engine games (`cargo test
//! --release --lib review::measure::time_settling -- --ignored
//! --nocapture`), 6 claims were settled, and the reviews took 80.3 s with
//! settling and 79.1 s without, at most 1.3 s more for one game.

mod analyse;
mod marks;
#[cfg(test)]
mod measure;
#[cfg(test)]
mod proven_tests;
#[cfg(test)]
mod tests;

pub use analyse::{LINE_PLIES, Stopped, UNSOLVED_IN_A_ROW, analyse, analyse_game};
pub use marks::{Doubt, Mark, Turning, classify, classify_proven, loss};

use crate::ai::Score;
use crate::ai::eval::WIN;
use crate::games::ka::{Move, Player, SUNTUK_RESULT};
use std::time::Duration;

/// How long the engine looks at each position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Positions searched: the same review on any machine.
    Nodes(u64),
    /// Time per position: deeper on a faster machine, not repeatable.
    Movetime(Duration),
}

/// Nodes per position by default: a 60-ply game is reviewed in a few
/// seconds on a slow machine (see the README's figure), and the result does
/// not depend on the machine.
pub const DEFAULT_NODES: u64 = 40_000;

impl Default for Budget {
    fn default() -> Budget {
        Budget::Nodes(DEFAULT_NODES)
    }
}

/// What a position is worth, from one side's view: an estimate in tenths
/// of a point, or a result the search proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The search's estimate, in tenths of a point (points ahead, and how
    /// free the two kas are).
    Estimate(Score),
    /// Won by this many points with best play (negative: lost);
    /// `suntuk`: by shutting in a ka (the 120–0 result).
    Proven { margin: i32, suntuk: bool },
}

impl Value {
    /// The value of a search score (beyond ±[`WIN`] a proven result).
    pub fn of_score(score: Score) -> Value {
        if score.abs() >= WIN {
            let margin = (score.abs() - WIN) / 10;
            Value::Proven {
                margin: margin * score.signum(),
                suntuk: margin == SUNTUK_RESULT as i32,
            }
        } else {
            Value::Estimate(score)
        }
    }

    /// The same value from the other side.
    pub fn flip(self) -> Value {
        match self {
            Value::Estimate(s) => Value::Estimate(-s),
            Value::Proven { margin, suntuk } => Value::Proven {
                margin: -margin,
                suntuk,
            },
        }
    }

    /// On one scale, in tenths of a point: a proven result counts its
    /// margin, an estimate itself.
    pub fn tenths(self) -> i32 {
        match self {
            Value::Estimate(s) => s,
            Value::Proven { margin, .. } => 10 * margin,
        }
    }

    /// A proven win.
    pub fn is_win(self) -> bool {
        matches!(self, Value::Proven { margin, .. } if margin > 0)
    }

    /// A proven loss by suntuk.
    pub fn is_suntuk_loss(self) -> bool {
        matches!(self, Value::Proven { margin, suntuk: true } if margin < 0)
    }

    /// A proven win by suntuk.
    pub fn is_suntuk_win(self) -> bool {
        matches!(self, Value::Proven { margin, suntuk: true } if margin > 0)
    }
}

/// One move of the game, looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Its index in the game (0: the first move).
    pub ply: usize,
    /// Who played it.
    pub player: Player,
    /// The move played.
    pub played: Move,
    /// The best move the engine found.
    pub best: Move,
    /// What the best move is worth, for the mover.
    pub best_value: Value,
    /// What the move played is worth, for the mover.
    pub played_value: Value,
    /// What the move lost against the best, in tenths of a point (0 when it
    /// was as good).
    pub loss: i32,
    /// How the move is marked.
    pub mark: Mark,
    /// What it changed in the game, for the moves that changed it.
    pub turning: Option<Turning>,
    /// Whether the mark rests on proven values: the position and the move
    /// played were both [solved](crate::ai::solve), so `best_value` and
    /// `played_value` are the game's true values.
    pub proven: bool,
    /// For every mark but best: the better line, the best move first, a
    /// few plies long. Empty for a best move.
    pub line: Vec<Move>,
}

#[cfg(test)]
impl MoveReview {
    /// A move of `player` at `ply` marked `mark`, with nothing else said of
    /// it: the best move is the move played, every value even, no line.
    pub(crate) fn marked(ply: usize, player: Player, played: Move, mark: Mark) -> MoveReview {
        MoveReview {
            ply,
            player,
            played,
            best: played,
            best_value: Value::Estimate(0),
            played_value: Value::Estimate(0),
            loss: 0,
            mark,
            turning: None,
            proven: false,
            line: Vec::new(),
        }
    }
}

/// A whole game, looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// One entry per move played, in order.
    pub moves: Vec<MoveReview>,
    /// What each position was worth for South, from the start (index 0) to
    /// after the last move: one more entry than moves.
    pub evaluation: Vec<Value>,
    /// The budget the engine had for each position.
    pub budget: Budget,
    /// Of a series, where each round after the first begins: the number of
    /// moves played before it.
    pub round_starts: Vec<usize>,
}

/// One player's moves, counted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// Moves of each mark, indexed by [`Mark::index`].
    pub counts: [usize; Mark::ALL.len()],
    /// The average loss per move, in points, over the moves not
    /// [unclear](Mark::Unclear).
    pub average_loss: f64,
    /// The share of the moves not unclear marked best or good, in percent
    /// (100 when there is none).
    pub accuracy: u32,
}

impl Review {
    /// The counts of `player`'s marks, its average loss and accuracy.
    pub fn summary(&self, player: Player) -> Summary {
        let mut counts = [0; Mark::ALL.len()];
        let mut total = 0i64;
        let mut n = 0;
        for m in self.moves.iter().filter(|m| m.player == player) {
            counts[m.mark.index()] += 1;
            if m.mark != Mark::Unclear {
                total += m.loss as i64;
                n += 1;
            }
        }
        let sound = counts[Mark::Best.index()] + counts[Mark::Good.index()];
        Summary {
            counts,
            average_loss: if n == 0 {
                0.0
            } else {
                total as f64 / n as f64 / 10.0
            },
            accuracy: if n == 0 {
                100
            } else {
                ((100 * sound) as f64 / n as f64).round() as u32
            },
        }
    }
}
