//! Paranoid alpha-beta for Bell's game: the seat at the root against all
//! the others, who are assumed to play together against it. With two
//! players this is plain negamax. Iterative deepening, a transposition
//! table, and move ordering by table move, points taken, killers and
//! history; an exact solve once every line reaches the end of the game.

use super::zobrist;
use super::{eval, reply};
use crate::ai::eval::{Knowledge, Score};
use crate::ai::search::tree::{
    Bound, Entry, INF, Order, Step, Tree, Walk, negamax, shuffle_by_gain, to_front,
};
use crate::ai::search::{Limits, move_order};
use crate::games::bell::{Move, Position};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Deeper than any game: every turn captures a stone, and there are 112.
pub const MAX_DEPTH: u32 = 113;

/// Nodes between two looks at the clock and the flags, at the most (see
/// [`Limits::check_mask`]).
const CHECK_EVERY: u64 = 64;

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

/// The outcome of a search. Its value to the seat to move, in tenths of a
/// point: by paranoid search its points minus the best of the others'
/// (beyond ±[`WIN`](crate::ai::eval::WIN) a proven win or loss); by max-n
/// the points it expects to end with.
pub type Answer = crate::ai::search::Answer<Move>;

/// A slot of the table: a position's key and what is known of it.
#[derive(Clone, Copy)]
struct Slot {
    key: u64,
    entry: Entry<Move>,
}

const EMPTY: Slot = Slot {
    key: 0,
    entry: Entry {
        mv: None,
        score: 0,
        depth: 0,
        bound: Bound::Exact,
    },
};

/// A child in the move list: the position, the move, its ordering weight.
pub(super) type Child = (Position, Move, i32);

/// A searcher with its transposition table: keep one per player to carry
/// what it learned from move to move.
pub struct Searcher {
    table: Vec<Slot>,
    used: bool,
    /// The seat (turn index) whose values the table holds.
    root: usize,
    pub(super) knowledge: Knowledge,
    method: Method,
    /// Children of the node at each ply, reused so search does not allocate.
    pub(super) pool: Vec<Vec<Child>>,
    /// Killers, and cutoffs by (from, to) point: a good turn tends to stay
    /// good.
    order: Order<Move>,
    /// Nodes visited, and how the search is going.
    pub(super) walk: Walk,
    node_limit: u64,
    /// The search looks at its limits when its node count has none of
    /// these bits set.
    check_mask: u64,
    deadline: Option<Instant>,
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
            order: Order::new(MAX_DEPTH as usize + 2, 121 * 121),
            walk: Walk::default(),
            node_limit: u64::MAX,
            check_mask: CHECK_EVERY - 1,
            deadline: None,
            total: 0,
        }
    }

    /// Forgets everything learned.
    pub fn clear(&mut self) {
        if self.used {
            self.table.fill(EMPTY);
            self.used = false;
        }
        self.order.clear();
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
        let root = pos.turn_index();
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
        self.walk.nodes = 0;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.check_mask = limits.check_mask(1, CHECK_EVERY);
        self.deadline = limits.deadline(start);
        self.used = true;
        self.walk.aborted = false;
        self.order.renew();
        // Shuffle, then order by points taken: among equal moves the seed
        // decides.
        shuffle_by_gain(&mut kids, &mut rng);

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
            self.walk.horizon = false;
            let mut alpha = -INF;
            let mut iter_best: Option<(usize, Score)> = None;
            for (i, (child, _, _)) in kids.iter().enumerate() {
                let ck = zobrist::update(key, pos, child);
                let s = if two_sided {
                    self.child_value(pos, child, ck, depth - 1, (alpha, INF), 1, stop)
                } else {
                    self.maxn(child, ck, depth - 1, alpha, 1, stop)[root]
                };
                if self.walk.aborted {
                    break;
                }
                if s > alpha {
                    alpha = s;
                    iter_best = Some((i, s));
                }
            }
            // A move that beat the previous best (searched first) in an
            // unfinished iteration is still the better choice.
            let finished = !self.walk.aborted;
            if let Some((i, s)) = iter_best
                && (finished || i > 0 || best.is_none())
            {
                best = Some(Answer {
                    mv: kids[i].1,
                    score: s,
                    depth: if finished { depth } else { depth - 1 },
                    nodes: self.walk.nodes,
                    exact: finished && !self.walk.horizon,
                });
                to_front(&mut kids, i);
            }
            if let Some(b) = &mut best {
                b.nodes = self.walk.nodes;
            }
            if !limits.deeper(kids.len(), finished, self.walk.horizon) {
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
            nodes: self.walk.nodes,
            exact: false,
        }))
    }

    /// Counts a node, and says whether the search must end now.
    pub(super) fn visit(&mut self, stop: &AtomicBool) -> bool {
        self.walk.nodes += 1;
        if self.walk.nodes & self.check_mask == 0 && self.should_stop(stop) {
            self.walk.aborted = true;
        }
        self.walk.aborted
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
        let killers = self.order.killers(ply);
        let history = self.order.history();
        pos.for_each_turn(|m, child| {
            let history = history[history_index(m)];
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
        self.order.cutoff(m, history_index(m), ply, depth);
    }

    /// The move the table remembers as best in the position with `key`.
    pub(super) fn table_move(&self, key: u64) -> Option<Move> {
        self.slot(key).and_then(|e| e.mv)
    }

    /// Remembers the best move of a position for move ordering only: the
    /// entry's value is never used.
    pub(super) fn remember_move(&mut self, key: u64, mv: Move) {
        let entry = Entry {
            mv: Some(mv),
            score: 0,
            depth: 0,
            bound: Bound::Upper,
        };
        self.put(key, entry);
    }

    /// What the table holds for the position with `key`.
    #[inline]
    fn slot(&self, key: u64) -> Option<Entry<Move>> {
        let slot = self.table[(key as usize) & (self.table.len() - 1)];
        (slot.key == key).then_some(slot.entry)
    }

    /// Stores `entry` for `key`, replacing whatever its slot held.
    #[inline]
    fn put(&mut self, key: u64, entry: Entry<Move>) {
        let slot = (key as usize) & (self.table.len() - 1);
        self.table[slot] = Slot { key, entry };
    }

    pub(super) fn should_stop(&self, stop: &AtomicBool) -> bool {
        self.walk.nodes >= self.node_limit
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
        (alpha, beta): (Score, Score),
        ply: usize,
        stop: &AtomicBool,
    ) -> Score {
        if self.is_root_team(pos) == self.is_root_team(child) {
            negamax(self, child, key, depth, alpha, beta, ply, stop)
        } else {
            -negamax(self, child, key, depth, -beta, -alpha, ply, stop)
        }
    }

    /// The seat (turn index) the search is for.
    pub(super) fn root_seat(&self) -> usize {
        self.root
    }

    fn is_root_team(&self, pos: &Position) -> bool {
        pos.turn_index() == self.root
    }

    /// A root value seen from the team of `pos`'s mover.
    fn for_mover(&self, pos: &Position, root_value: Score) -> Score {
        if self.is_root_team(pos) {
            root_value
        } else {
            -root_value
        }
    }
}

/// Paranoid alpha-beta as the shared node sees it: a child's value is seen
/// from the team of the node's mover (the root seat, or all the others).
impl Tree<AtomicBool> for Searcher {
    type Game = crate::games::bell::Game;
    type Kid = Child;
    const MAX_DEPTH: u32 = MAX_DEPTH;

    #[inline]
    fn leaf(&mut self, pos: &Position, _stop: &AtomicBool) -> Score {
        if !pos.has_hop() {
            return self.for_mover(pos, eval::terminal(pos, self.root));
        }
        self.walk.horizon = true;
        self.for_mover(pos, eval::evaluate(pos, self.root, self.knowledge))
    }

    #[inline]
    fn stuck(&self, pos: &Position) -> Score {
        self.for_mover(pos, eval::terminal(pos, self.root))
    }

    #[inline]
    fn probe(&self, key: u64, _stop: &AtomicBool) -> Option<Entry<Move>> {
        self.slot(key)
    }

    #[inline]
    fn store(&mut self, key: u64, entry: Entry<Move>, _stop: &AtomicBool) {
        self.put(key, entry);
    }

    #[inline]
    fn moves(&mut self, pos: &Position, ply: usize, table_move: Option<Move>) -> Vec<Child> {
        self.children(pos, ply, table_move)
    }

    #[inline]
    fn give_back(&mut self, ply: usize, kids: Vec<Child>) {
        Searcher::give_back(self, ply, kids);
    }

    #[inline]
    fn play(_pos: &Position, &(child, m, _): &Child) -> (Position, Move) {
        (child, m)
    }

    #[inline]
    fn key(key: u64, pos: &Position, child: &Position) -> u64 {
        zobrist::update(key, pos, child)
    }

    #[inline]
    fn child(&mut self, at: Step<'_, Position, Child>, stop: &AtomicBool) -> Score {
        let window = (at.alpha, at.beta);
        self.child_value(
            at.pos,
            at.child,
            at.key,
            at.depth - 1,
            window,
            at.ply + 1,
            stop,
        )
    }

    #[inline]
    fn cutoff(&mut self, m: Move, ply: usize, depth: u32) {
        Searcher::cutoff(self, m, ply, depth);
    }

    fn walk(&mut self) -> &mut Walk {
        &mut self.walk
    }

    #[inline]
    fn visit(&mut self, stop: &AtomicBool) -> bool {
        Searcher::visit(self, stop)
    }
}

/// Points the mover took.
#[inline]
pub(crate) fn gain(pos: &Position, child: &Position) -> i32 {
    let me = pos.turn_index();
    (child.scores()[me] - pos.scores()[me]) as i32
}

fn history_index(m: Move) -> usize {
    match m {
        Move::Remove(p) => p.index() as usize,
        Move::Hops(turn) => turn.from().index() as usize * 121 + turn.to().index() as usize,
    }
}
