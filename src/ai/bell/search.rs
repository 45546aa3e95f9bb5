//! Paranoid alpha-beta for Bell's game: the seat at the root against all
//! the others, who are assumed to play together against it. With two
//! players this is plain negamax. Iterative deepening, a transposition
//! table, and move ordering by table move, points taken, killers and
//! history; an exact solve once every line reaches the end of the game.

use super::zobrist::{self, turn_index};
use super::{eval, reply};
use crate::ai::eval::{Knowledge, Score, WIN};
use crate::ai::search::{Limits, move_order};
use crate::games::bell::{Move, Position};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const INF: Score = 2 * WIN;
/// Deeper than any game: every turn captures a stone, and there are 112.
pub const MAX_DEPTH: u32 = 113;
/// Table depth for a score that holds at any depth (the subtree was
/// searched to the end of the game).
const SOLVED: u8 = u8::MAX;

/// How the search treats the other players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Paranoid alpha-beta: the others play together against the seat to
    /// move (with two players, plain negamax).
    #[default]
    Paranoid,
    /// Max-n: every player takes its own best, with shallow pruning.
    MaxN,
    /// Best-reply search: between two of the root seat's turns, only the
    /// others' single best reply (see [`super::reply`]).
    BestReply,
    /// The others modelled as one-turn look-ahead players, their round
    /// sampled (see [`super::model`]).
    Model,
}

/// The outcome of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move to play.
    pub mv: Move,
    /// Its value to the seat to move, in tenths of a point: by paranoid
    /// search its points minus the best of the others' (beyond ±[`WIN`] a
    /// proven win or loss); by max-n the points it expects to end with.
    pub score: Score,
    /// The deepest completed iteration, in turns.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Whether the search saw every line to the end of the game.
    pub exact: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: Score,
    depth: u8,
    bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: None,
    score: 0,
    depth: 0,
    bound: Bound::Exact,
};

/// A child in the move list: the position, the move, its ordering weight.
pub(super) type Child = (Position, Move, i32);

/// A searcher with its transposition table: keep one per player to carry
/// what it learned from move to move.
pub struct Searcher {
    table: Vec<Entry>,
    used: bool,
    /// The seat (turn index) whose values the table holds.
    root: usize,
    pub(super) knowledge: Knowledge,
    method: Method,
    /// Children of the node at each ply, reused so search does not allocate.
    pub(super) pool: Vec<Vec<Child>>,
    pub(super) killers: Vec<[Option<Move>; 2]>,
    /// Cutoffs by (from, to) point: a good turn tends to stay good.
    pub(super) history: Vec<i32>,
    pub(super) nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    pub(super) aborted: bool,
    /// Whether the subtree being searched met a heuristic leaf.
    pub(super) horizon: bool,
    /// Points (in tenths) captured and on the board at the root: what the
    /// players' max-n values add up to at most.
    pub(super) total: Score,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(16)
    }
}

impl Searcher {
    /// A searcher whose table has 2^`table_bits` entries.
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: vec![EMPTY; 1 << table_bits.clamp(4, 28)],
            used: false,
            root: usize::MAX,
            knowledge: Knowledge::Full,
            method: Method::Paranoid,
            pool: (0..=MAX_DEPTH as usize + 1).map(|_| Vec::new()).collect(),
            killers: vec![[None; 2]; MAX_DEPTH as usize + 2],
            history: vec![0; 121 * 121],
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            horizon: false,
            total: 0,
        }
    }

    /// Forgets everything learned.
    pub fn clear(&mut self) {
        if self.used {
            self.table.fill(EMPTY);
            self.used = false;
        }
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// The best move in `pos` within `limits` for the seat to move, by
    /// `method`, or `None` if the game is over. Returns promptly once `stop`
    /// is raised (with the best move found so far).
    pub fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        method: Method,
        stop: &AtomicBool,
    ) -> Option<Answer> {
        let start = Instant::now();
        let view;
        let pos = if method == Method::BestReply {
            view = reply::against_the_best(pos);
            &view
        } else {
            pos
        };
        let root = turn_index(pos);
        // Values are the root seat's: a table from another seat's search,
        // or another evaluation, means nothing here.
        if self.root != root || self.knowledge != limits.knowledge || self.method != method {
            self.clear();
            self.root = root;
            self.knowledge = limits.knowledge;
            self.method = method;
        }
        let mut rng = Rng::new(limits.seed);
        let mut kids = Vec::new();
        pos.for_each_turn(|m, child| kids.push((*child, m, gain(pos, child))));
        if kids.is_empty() {
            return None;
        }
        self.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        // A little slack for returning the answer.
        self.deadline = limits
            .movetime
            .map(|t| start + t.saturating_sub((t / 50).min(Duration::from_millis(20))));
        self.used = true;
        self.aborted = false;
        self.killers.fill([None; 2]);
        for h in &mut self.history {
            *h /= 8;
        }
        // Shuffle, then order by points taken: among equal moves the seed
        // decides.
        for i in (1..kids.len()).rev() {
            kids.swap(i, rng.below(i + 1));
        }
        kids.sort_by_key(|k| -k.2);

        let key = zobrist::key(pos);
        self.total = 10 * (pos.scores().iter().sum::<u16>() + pos.points_on_board()) as Score;
        if method == Method::Model {
            // A depth counts samples here (for `go depth N`).
            return Some(self.sample_rounds(&kids, limits.depth, &mut rng, stop));
        }
        // Paranoid search and best-reply search are two-sided.
        let two_sided = method != Method::MaxN;
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut best: Option<Answer> = None;
        for depth in 1..=max_depth {
            self.horizon = false;
            let mut alpha = -INF;
            let mut iter_best: Option<(usize, Score)> = None;
            for (i, (child, _, _)) in kids.iter().enumerate() {
                let ck = zobrist::update(key, pos, child);
                let s = if two_sided {
                    self.child_value(pos, child, ck, depth - 1, alpha, INF, 1, stop)
                } else {
                    self.maxn(child, ck, depth - 1, alpha, 1, stop)[root]
                };
                if self.aborted {
                    break;
                }
                if s > alpha {
                    alpha = s;
                    iter_best = Some((i, s));
                }
            }
            // A move that beat the previous best (searched first) in an
            // unfinished iteration is still the better choice.
            let finished = !self.aborted;
            if let Some((i, s)) = iter_best
                && (finished || i > 0 || best.is_none())
            {
                best = Some(Answer {
                    mv: kids[i].1,
                    score: s,
                    depth: if finished { depth } else { depth - 1 },
                    nodes: self.nodes,
                    exact: finished && !self.horizon,
                });
                let chosen = kids.remove(i);
                kids.insert(0, chosen);
            }
            if let Some(b) = &mut best {
                b.nodes = self.nodes;
            }
            let forced = kids.len() == 1 && limits.movetime.is_some();
            if !finished || !self.horizon || forced {
                break;
            }
            // An iteration takes many times the last: do not start one that
            // cannot finish.
            if let Some(t) = limits.movetime
                && start.elapsed() * 2 > t
            {
                break;
            }
        }
        Some(best.unwrap_or(Answer {
            mv: kids[0].1,
            score: 0,
            depth: 0,
            nodes: self.nodes,
            exact: false,
        }))
    }

    /// Counts a node, and says whether the search must end now.
    pub(super) fn visit(&mut self, stop: &AtomicBool) -> bool {
        self.nodes += 1;
        if self.nodes & 63 == 0 && self.should_stop(stop) {
            self.aborted = true;
        }
        self.aborted
    }

    /// The children of `pos` in the order to search them: the table move,
    /// killers, points taken, history. Taken from the pool at `ply`: give
    /// them back with [`Searcher::give_back`].
    pub(super) fn children(
        &mut self,
        pos: &Position,
        ply: usize,
        table_move: Option<Move>,
    ) -> Vec<Child> {
        let mut kids = std::mem::take(&mut self.pool[ply]);
        kids.clear();
        let killers = self.killers[ply];
        pos.for_each_turn(|m, child| {
            let history = self.history[history_index(m)];
            let order = move_order(m, table_move, &killers, gain(pos, child), history);
            kids.push((*child, m, order));
        });
        kids.sort_unstable_by_key(|k| -k.2);
        kids
    }

    pub(super) fn give_back(&mut self, ply: usize, kids: Vec<Child>) {
        self.pool[ply] = kids;
    }

    /// Remembers a move that cut the search off at `ply`.
    pub(super) fn cutoff(&mut self, m: Move, ply: usize, depth: u32) {
        let killers = self.killers[ply];
        if killers[0] != Some(m) {
            self.killers[ply] = [Some(m), killers[0]];
        }
        let h = &mut self.history[history_index(m)];
        *h = (*h + (depth * depth) as i32).min(1 << 20);
    }

    /// The move the table remembers as best in the position with `key`.
    pub(super) fn table_move(&self, key: u64) -> Option<Move> {
        let entry = self.table[(key as usize) & (self.table.len() - 1)];
        if entry.key == key { entry.mv } else { None }
    }

    /// Remembers the best move of a position for move ordering only: the
    /// entry's value is never used.
    pub(super) fn remember_move(&mut self, key: u64, mv: Move) {
        let slot = (key as usize) & (self.table.len() - 1);
        self.table[slot] = Entry {
            key,
            mv: Some(mv),
            score: 0,
            depth: 0,
            bound: Bound::Upper,
        };
    }

    pub(super) fn should_stop(&self, stop: &AtomicBool) -> bool {
        self.nodes >= self.node_limit
            || stop.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The value of `child` (one turn after `pos`) to the team of `pos`'s
    /// mover, within (`alpha`, `beta`) of that team's values.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child_value(
        &mut self,
        pos: &Position,
        child: &Position,
        key: u64,
        depth: u32,
        alpha: Score,
        beta: Score,
        ply: usize,
        stop: &AtomicBool,
    ) -> Score {
        if self.is_root_team(pos) == self.is_root_team(child) {
            self.negamax(child, key, depth, alpha, beta, ply, stop)
        } else {
            -self.negamax(child, key, depth, -beta, -alpha, ply, stop)
        }
    }

    /// The seat (turn index) the search is for.
    pub(super) fn root_seat(&self) -> usize {
        self.root
    }

    fn is_root_team(&self, pos: &Position) -> bool {
        turn_index(pos) == self.root
    }

    /// A root value seen from the team of `pos`'s mover.
    fn for_mover(&self, pos: &Position, root_value: Score) -> Score {
        if self.is_root_team(pos) {
            root_value
        } else {
            -root_value
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        key: u64,
        depth: u32,
        alpha: Score,
        beta: Score,
        ply: usize,
        stop: &AtomicBool,
    ) -> Score {
        let outer = std::mem::replace(&mut self.horizon, false);
        let s = self.node(pos, key, depth, alpha, beta, ply, stop);
        self.horizon |= outer;
        s
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        key: u64,
        depth: u32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        stop: &AtomicBool,
    ) -> Score {
        if self.visit(stop) {
            return 0;
        }
        if depth == 0 || ply > MAX_DEPTH as usize {
            if !pos.has_hop() {
                return self.for_mover(pos, eval::terminal(pos, self.root));
            }
            self.horizon = true;
            return self.for_mover(pos, eval::evaluate(pos, self.root, self.knowledge));
        }

        let slot = (key as usize) & (self.table.len() - 1);
        let entry = self.table[slot];
        let mut table_move = None;
        if entry.key == key {
            table_move = entry.mv;
            if entry.depth as u32 >= depth {
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.score >= beta,
                    Bound::Upper => entry.score <= alpha,
                };
                if cut {
                    if entry.depth != SOLVED {
                        self.horizon = true;
                    }
                    return entry.score;
                }
            }
        }

        let kids = self.children(pos, ply, table_move);
        if kids.is_empty() {
            self.give_back(ply, kids);
            return self.for_mover(pos, eval::terminal(pos, self.root));
        }

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for &(child, m, _) in &kids {
            let ck = zobrist::update(key, pos, &child);
            let s = self.child_value(pos, &child, ck, depth - 1, alpha, beta, ply + 1, stop);
            if self.aborted {
                break;
            }
            if s > best {
                best = s;
                best_move = Some(m);
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        self.cutoff(m, ply, depth);
                        break;
                    }
                }
            }
        }
        self.give_back(ply, kids);
        if self.aborted {
            return 0;
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Entry {
            key,
            mv: best_move,
            score: best,
            depth: if self.horizon {
                depth.min(SOLVED as u32 - 1) as u8
            } else {
                SOLVED
            },
            bound,
        };
        best
    }
}

/// Points the mover took.
#[inline]
pub(crate) fn gain(pos: &Position, child: &Position) -> i32 {
    let me = turn_index(pos);
    (child.scores()[me] - pos.scores()[me]) as i32
}

fn history_index(m: Move) -> usize {
    match m {
        Move::Remove(p) => p.index() as usize,
        Move::Hops(turn) => turn.from().index() as usize * 121 + turn.to().index() as usize,
    }
}
