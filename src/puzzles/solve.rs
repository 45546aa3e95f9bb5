//! The exact value of a ka-move position, by exhaustive search.
//!
//! Every move captures at least one stone, so every line ends within as
//! many plies as there are stones; the search follows each line to the end
//! of the game (a cleared board: the higher score wins; no move while
//! stones remain: suntuk, the player to move loses). Scores count the plies
//! to the end, so a win can be told from a quicker one: `WIN - d` is a win
//! in `d` plies for the side to move, `-(WIN - d)` a loss in `d`, `0` a draw.
//!
//! A solver made by [`Solver::suntuk_by`] asks instead whether one player
//! can shut the other in: a suntuk of that player's making is its win, any
//! other end of the game (a cleared board, its own ka shut in) its loss.
//!
//! A solver made by [`Solver::margins`] asks for the margin instead: the
//! points the side to move wins by with best play (negative: loses by),
//! a suntuk counting [`SUNTUK_RESULT`], as the game records it; the plies
//! do not count. It is the reference the review and the engine's exact
//! answers are checked against.
//!
//! Alpha-beta over those scores with a transposition table keyed by the
//! exact position (no hash collisions: the result is a proof). A node
//! limit bounds the time and the table's size; a position beyond it gives
//! [`Unsolved`] rather than a guess. The table hashes its keys with
//! foldhash: they come from the solver's own positions, never from a
//! visitor, so they need speed rather than std's resistance to chosen keys.

use crate::games::LegalMoves;
use crate::games::ka::{Move, Phase, Player, Position, SUNTUK_RESULT};
use foldhash::HashMap;
use foldhash::HashMapExt;

/// The score of a win at the end of the game (a win in `d` plies is
/// `WIN - d`).
const WIN: i32 = 1000;
const INF: i32 = WIN + 1;

/// The nodes [`winning_moves`] and [`refutation`] may visit: far more than
/// any shipped puzzle needs, few enough to answer within seconds.
pub const DEFAULT_NODES: u64 = 4_000_000;

/// A position the search gave up on: it needed more than `limit` nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsolved {
    pub limit: u64,
}

/// The exact value of a position for the side to move, with the number of
/// plies to the end of the game under best play (the winner ends it as
/// soon as it can, the loser as late as it can).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u32),
    Draw,
    Loss(u32),
}

impl Value {
    fn from_score(score: i32) -> Value {
        match score {
            0 => Value::Draw,
            s if s > 0 => Value::Win((WIN - s) as u32),
            s => Value::Loss((WIN + s) as u32),
        }
    }

    /// Whether the side to move wins.
    pub fn is_win(self) -> bool {
        matches!(self, Value::Win(_))
    }
}

/// What decides a position's value: the stones, the kas, the side to move
/// and the difference of the scores (their sum does not matter).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    black: u128,
    white: u128,
    kas: [u8; 2],
    north: bool,
    lead: i16,
}

impl Key {
    fn of(pos: &Position) -> Key {
        let ka = |p: Player| pos.ka(p).map_or(u8::MAX, |p| p.index());
        Key {
            black: pos.black().0,
            white: pos.white().0,
            kas: [ka(Player::South), ka(Player::North)],
            north: pos.to_move() == Player::North,
            lead: pos.points(Player::South) as i16 - pos.points(Player::North) as i16,
        }
    }
}

/// Bounds on a position's score, and the move that gave the best one.
#[derive(Clone, Copy)]
struct Entry {
    low: i16,
    high: i16,
    best: Option<Move>,
}

/// What a solver's scores count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scoring {
    /// The game's result, the quicker win the better.
    Result,
    /// Whether this player shuts the other in.
    SuntukBy(Player),
    /// The margin in points.
    Margin,
}

impl Scoring {
    /// The score of the parent after a child scored `child`: the sign
    /// turns, and for a result the game's end is one ply further away.
    fn parent_score(self, child: i32) -> i32 {
        match self {
            Scoring::Margin => -child,
            _ => -child + child.signum(),
        }
    }

    /// The child score matching a parent bound `parent` (the inverse of
    /// [`Scoring::parent_score`]; results never fall strictly between 0
    /// and a win or loss, so window bounds there are equivalent to the
    /// nearest score).
    fn child_bound(self, parent: i32) -> i32 {
        match self {
            Scoring::Margin => -parent,
            _ => -parent - parent.signum(),
        }
    }
}

/// An exhaustive solver with its table; keep one to solve several
/// positions of one game (the table carries over).
pub struct Solver {
    table: HashMap<Key, Entry>,
    nodes: u64,
    limit: u64,
    scoring: Scoring,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(DEFAULT_NODES)
    }
}

impl Solver {
    /// A solver that gives up after `limit` nodes in all.
    pub fn new(limit: u64) -> Solver {
        Solver {
            table: HashMap::new(),
            nodes: 0,
            limit,
            scoring: Scoring::Result,
        }
    }

    /// A solver of whether `player` can shut the other ka in: its win is a
    /// suntuk of its making, any other end its loss (no draws).
    pub fn suntuk_by(player: Player, limit: u64) -> Solver {
        Solver {
            scoring: Scoring::SuntukBy(player),
            ..Solver::new(limit)
        }
    }

    /// A solver of margins: [`Solver::margin`] and
    /// [`Solver::move_margins`] answer in points (see the module's doc).
    pub fn margins(limit: u64) -> Solver {
        Solver {
            scoring: Scoring::Margin,
            ..Solver::new(limit)
        }
    }

    /// The points the side to move wins `pos` by with best play
    /// (negative: loses by; 0: a draw). Asked of a solver made by
    /// [`Solver::margins`]; another answers its own scores' sign.
    pub fn margin(&mut self, pos: &Position) -> Result<i32, Unsolved> {
        self.search(pos, -INF, INF)
    }

    /// Each legal move with the margin, for the side to move, of playing
    /// it (see [`Solver::margin`]).
    pub fn move_margins(&mut self, pos: &Position) -> Result<Vec<(Move, i32)>, Unsolved> {
        pos.legal_moves()
            .iter()
            .map(|&m| {
                let mut child = *pos;
                child.play_unchecked(m);
                Ok((m, self.scoring.parent_score(self.margin(&child)?)))
            })
            .collect()
    }

    /// Nodes visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Starts the node count afresh, keeping the table: the next question
    /// gets the whole limit.
    pub fn restart_count(&mut self) {
        self.nodes = 0;
    }

    /// Positions in the table.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// Clears the table and the node count.
    pub fn reset(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }

    /// The exact value of `pos` for the side to move.
    pub fn value(&mut self, pos: &Position) -> Result<Value, Unsolved> {
        self.search(pos, -INF, INF).map(Value::from_score)
    }

    /// Whether the side to move can force a win.
    pub fn wins(&mut self, pos: &Position) -> Result<bool, Unsolved> {
        Ok(self.search(pos, 0, 1)? > 0)
    }

    /// Whether the side to move loses against best play.
    pub fn loses(&mut self, pos: &Position) -> Result<bool, Unsolved> {
        Ok(self.search(pos, -1, 0)? < 0)
    }

    /// Every move after which the side that moved still wins with best
    /// play, in move-generation order (empty if the position is not won).
    pub fn winning_moves(&mut self, pos: &Position) -> Result<Vec<Move>, Unsolved> {
        let mut winners = Vec::new();
        for &m in &pos.legal_moves() {
            let mut child = *pos;
            child.play_unchecked(m);
            // The opponent loses: its score is below 0.
            if self.search(&child, -1, 0)? < 0 {
                winners.push(m);
            }
        }
        Ok(winners)
    }

    /// Each legal move with the exact value, for the side to move, of
    /// playing it.
    pub fn move_values(&mut self, pos: &Position) -> Result<Vec<(Move, Value)>, Unsolved> {
        pos.legal_moves()
            .iter()
            .map(|&m| {
                let mut child = *pos;
                child.play_unchecked(m);
                let score = self.scoring.parent_score(self.search(&child, -INF, INF)?);
                Ok((m, Value::from_score(score)))
            })
            .collect()
    }

    /// The best move by exact value: the quickest win, else a draw, else
    /// the slowest loss (the first such move in generation order).
    pub fn best_move(&mut self, pos: &Position) -> Result<Option<(Move, Value)>, Unsolved> {
        let mut best: Option<(Move, i32)> = None;
        for &m in &pos.legal_moves() {
            let mut child = *pos;
            child.play_unchecked(m);
            let score = self.scoring.parent_score(self.search(&child, -INF, INF)?);
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((m, score));
            }
        }
        Ok(best.map(|(m, s)| (m, Value::from_score(s))))
    }

    /// Fail-soft alpha-beta: the exact score if it lies strictly inside
    /// `(alpha, beta)`, else a bound on the far side of the window.
    fn search(&mut self, pos: &Position, mut alpha: i32, mut beta: i32) -> Result<i32, Unsolved> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return Err(Unsolved { limit: self.limit });
        }
        if pos.stones().is_empty() {
            let lead = pos.points(Player::South) as i32 - pos.points(Player::North) as i32;
            let lead = match self.scoring {
                // A cleared board is the shutter's loss.
                Scoring::SuntukBy(shutter) if pos.to_move() == shutter => -1,
                Scoring::SuntukBy(_) => 1,
                _ if pos.to_move() == Player::South => lead,
                _ => -lead,
            };
            return Ok(match self.scoring {
                Scoring::Margin => lead,
                _ => WIN * lead.signum(),
            });
        }
        debug_assert_eq!(pos.phase(), Phase::KaMoves, "the solver plays ka moves");
        let key = Key::of(pos);
        let entry = self.table.get(&key).copied();
        if let Some(e) = entry {
            let (low, high) = (e.low as i32, e.high as i32);
            if low >= beta || low == high {
                return Ok(low);
            }
            if high <= alpha {
                return Ok(high);
            }
            alpha = alpha.max(low);
            beta = beta.min(high);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Ok(match self.scoring {
                Scoring::Margin => -(SUNTUK_RESULT as i32),
                _ => -WIN,
            });
        }
        // The move that was best here before goes first.
        let first = entry.and_then(|e| e.best).filter(|m| moves.contains(m));
        let ordered = first
            .into_iter()
            .chain(moves.iter().copied().filter(|m| Some(*m) != first));
        let window_low = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for m in ordered {
            let mut child = *pos;
            child.play_unchecked(m);
            let (low, high) = (
                self.scoring.child_bound(beta),
                self.scoring.child_bound(alpha),
            );
            let score = self.scoring.parent_score(self.search(&child, low, high)?);
            if score > best {
                best = score;
                best_move = Some(m);
                if score >= beta {
                    break;
                }
                alpha = alpha.max(score);
            }
        }
        let (mut low, mut high) = entry.map_or((-INF, INF), |e| (e.low as i32, e.high as i32));
        if best <= window_low {
            high = high.min(best);
        } else if best >= beta {
            low = low.max(best);
        } else {
            (low, high) = (best, best);
        }
        self.table.insert(
            key,
            Entry {
                low: low as i16,
                high: high as i16,
                best: best_move,
            },
        );
        Ok(best)
    }
}

/// Every move after which the side that moved still wins with best play,
/// searching at most [`DEFAULT_NODES`] nodes.
pub fn winning_moves(pos: &Position) -> Result<Vec<Move>, Unsolved> {
    Solver::default().winning_moves(pos)
}

/// The reply that punishes a wrong move, with what it is worth for the side
/// to move: the quickest win, else a draw, else the slowest loss; `None`
/// when the game is over. Searches at most [`DEFAULT_NODES`] nodes.
pub fn refutation(pos: &Position) -> Result<Option<(Move, Value)>, Unsolved> {
    Solver::default().best_move(pos)
}

#[cfg(test)]
mod tests;
