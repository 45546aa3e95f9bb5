//! One thread's search: iterative deepening at the root with aspiration
//! windows, and below it principal-variation alpha-beta with late-move
//! reductions over the shared table. Every thread of a search runs one
//! [`Worker`]; the first one's answer is the search's.

use super::share::{Busy, Turns};
use super::table::Table;
use super::tree::{Entry, INF, Order, Step, Tree, Walk, negamax, shuffle_by_gain, to_front};
use super::{Limits, MAX_DEPTH, SearchResult, move_order};
use crate::ai::eval::{self, Knowledge, Score};
use crate::ai::zobrist;
use crate::games::ka::MAX_MOVES;
use crate::games::ka::{Bits, Move, Outcome, Player, Position};
use crate::rng::Rng;
use multiversion::multiversion;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Nodes between two looks at the clock, the flags and the shared count,
/// at the most (see [`Limits::check_mask`]).
pub(super) const CHECK_EVERY: u64 = 1024;
/// Half the first aspiration window, in tenths of a point.
const WINDOW: Score = 40;
/// Moves searched at full depth before later ones are reduced.
const FULL_DEPTH_MOVES: usize = 3;
/// The shallowest remaining depth at which moves are reduced.
const REDUCE_FROM_DEPTH: u32 = 3;
/// The shallowest remaining depth at which a thread leaves a move another
/// thread is searching for later: below it, deferring costs more than the
/// search it saves.
const DEFER_FROM_DEPTH: u32 = 3;
/// A side with at most this many moves is close to suntuk: its node is
/// searched a ply deeper (see [`extension`]).
const EXTEND_AT_MOVES: usize = 3;
/// No node this many plies from the root or further is extended, so that a
/// long run of cramped positions cannot grow the tree without end.
const EXTEND_BEFORE_PLY: usize = 60;

/// What every thread of one search shares.
pub(super) struct Shared<'a> {
    pub table: &'a Table,
    /// The caller's stop.
    pub stop: &'a AtomicBool,
    /// Raised when the first thread has its answer: the others stop.
    pub halt: AtomicBool,
    /// Nodes searched by all threads, counted at each thread's looks.
    pub nodes: AtomicU64,
    pub node_limit: u64,
    /// A thread looks at the limits when its node count has none of these
    /// bits set.
    pub check_mask: u64,
    pub deadline: Option<Instant>,
    pub knowledge: Knowledge,
    /// Positions some thread is searching now.
    pub busy: Busy,
}

/// A move in a node's list: the stones it takes and its place in the order.
type Kid = (Move, Bits, i32);

/// One thread's own state: move lists, killers and history.
pub(super) struct Worker {
    /// The moves of the node at each ply, with the stones each takes and
    /// its place in the order; reused so search does not allocate. A
    /// child position is made only when its move is searched: after a
    /// cutoff the rest are never played.
    pool: Vec<Vec<Kid>>,
    /// Killers, and cutoffs by (target point, line): a move good in one
    /// place tends to be good in its neighbours.
    order: Order<Move>,
    /// This thread's nodes in this search, and how it is going.
    walk: Walk,
    /// Of its nodes, the ones already added to the shared count.
    counted: u64,
}

impl Worker {
    pub fn new() -> Worker {
        Worker {
            pool: (0..=MAX_DEPTH as usize + 1)
                .map(|_| Vec::with_capacity(MAX_MOVES))
                .collect(),
            order: Order::new(MAX_DEPTH as usize + 2, 121 * 6),
            walk: Walk::default(),
            counted: 0,
        }
    }

    /// Forgets the killers and history.
    pub fn clear(&mut self) {
        self.order.clear();
    }

    /// Iterative deepening from `pos` until a limit, `stop` or (for a
    /// helper, `id` > 0) the first thread's answer. All threads search the
    /// same iterations; they share out the work by deferring the moves
    /// another thread is busy with (see [`Busy`]), and helpers break ties
    /// among the root moves by their own seed.
    pub fn iterate(
        &mut self,
        pos: &Position,
        limits: &Limits,
        shared: &Shared<'_>,
        id: usize,
    ) -> Option<SearchResult> {
        self.walk.nodes = 0;
        self.counted = 0;
        self.walk.aborted = false;
        self.order.renew();

        // Shuffle, then order by points taken: among moves of equal value
        // the seed decides.
        let mut rng = Rng::new(limits.seed ^ (id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut root: Vec<(Position, Move, Score)> = Vec::new();
        pos.for_each_capture(|m, taken| {
            let mut child = *pos;
            child.play_capture(m, taken);
            root.push((child, m, gain(pos, taken)));
        });
        shuffle_by_gain(&mut root, &mut rng);

        let key = zobrist::key(pos);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut best: Option<SearchResult> = None;
        for depth in 1..=max_depth {
            let (mut lo, mut hi) = match best {
                Some(b) if depth >= 4 && !eval::is_decisive(b.score) => {
                    (b.score - WINDOW, b.score + WINDOW)
                }
                _ => (-INF, INF),
            };
            let finished = loop {
                self.walk.horizon = false;
                let (score, best_i) = self.root(pos, key, &root, depth, lo, hi, shared);
                if self.walk.aborted {
                    // A move that beat the first (the previous best) in an
                    // unfinished iteration is still the better choice.
                    if let Some(i) = best_i.filter(|&i| i > 0 || best.is_none()) {
                        best = Some(self.answer(&root[i], score, depth - 1, false));
                        to_front(&mut root, i);
                    }
                    break false;
                }
                if score <= lo && lo > -INF {
                    lo = -INF;
                } else if score >= hi && hi < INF {
                    hi = INF;
                    if let Some(i) = best_i {
                        to_front(&mut root, i);
                    }
                } else {
                    let i = best_i.unwrap_or(0);
                    best = Some(self.answer(&root[i], score, depth, !self.walk.horizon));
                    to_front(&mut root, i);
                    break true;
                }
            };
            if !limits.deeper(root.len(), finished, self.walk.horizon) {
                break;
            }
            // The time is the move's: an iteration that cannot finish
            // still searches the best move first, deeper, and plays a
            // better one if it finds it before the deadline.
        }
        shared
            .nodes
            .fetch_add(self.walk.nodes - self.counted, Ordering::Relaxed);
        self.counted = self.walk.nodes;
        Some(best.unwrap_or_else(|| self.answer(&root[0], 0, 0, false)))
    }

    fn answer(
        &self,
        root: &(Position, Move, Score),
        score: Score,
        depth: u32,
        exact: bool,
    ) -> SearchResult {
        SearchResult {
            mv: root.1,
            score,
            depth,
            nodes: self.walk.nodes,
            exact,
        }
    }

    /// One iteration over the root moves within (`lo`, `hi`): the best
    /// score, and the index of the best move if it rose above `lo`.
    #[allow(clippy::too_many_arguments)]
    fn root(
        &mut self,
        pos: &Position,
        key: u64,
        root: &[(Position, Move, Score)],
        depth: u32,
        lo: Score,
        hi: Score,
        shared: &Shared<'_>,
    ) -> (Score, Option<usize>) {
        let mut alpha = lo;
        let mut best = -INF;
        let mut best_i = None;
        let mut turns = Turns::new(root.len());
        while let Some((i, may_defer)) = turns.next() {
            let child = &root[i].0;
            let ck = zobrist::update(key, pos, child);
            if !turns.claim(i, may_defer, ck, &shared.busy) {
                continue;
            }
            let mut s = if i == 0 {
                -negamax(self, child, ck, depth - 1, -hi, -alpha, 1, shared)
            } else {
                -negamax(self, child, ck, depth - 1, -alpha - 1, -alpha, 1, shared)
            };
            if i > 0 && s > alpha && s < hi && !self.walk.aborted {
                s = -negamax(self, child, ck, depth - 1, -hi, -alpha, 1, shared);
            }
            shared.busy.leave(ck);
            if self.walk.aborted {
                break;
            }
            best = best.max(s);
            if s > alpha {
                alpha = s;
                best_i = Some(i);
                if s >= hi {
                    break;
                }
            }
        }
        (best, best_i)
    }

    fn should_stop(&mut self, shared: &Shared<'_>) -> bool {
        let total = shared
            .nodes
            .fetch_add(self.walk.nodes - self.counted, Ordering::Relaxed)
            + (self.walk.nodes - self.counted);
        self.counted = self.walk.nodes;
        total >= shared.node_limit
            || shared.stop.load(Ordering::Relaxed)
            || shared.halt.load(Ordering::Relaxed)
            || shared.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

impl<'a> Tree<Shared<'a>> for Worker {
    type Game = crate::games::ka::Game;
    type Kid = Kid;
    const MAX_DEPTH: u32 = MAX_DEPTH;

    fn walk(&mut self) -> &mut Walk {
        &mut self.walk
    }

    #[inline]
    fn visit(&mut self, shared: &Shared<'a>) -> bool {
        self.walk.nodes += 1;
        if self.walk.nodes & shared.check_mask == 0 && self.should_stop(shared) {
            self.walk.aborted = true;
        }
        self.walk.aborted
    }

    #[inline]
    fn over(&self, pos: &Position) -> Option<Score> {
        pos.stones()
            .is_empty()
            .then(|| eval::terminal(pos, pos.outcome().expect("no stones: over")))
    }

    #[inline]
    fn leaf(&mut self, pos: &Position, shared: &Shared<'a>) -> Score {
        match eval::leaf(pos, shared.knowledge) {
            Some(s) => {
                self.walk.horizon = true;
                s
            }
            None => eval::terminal(pos, suntuk(pos)),
        }
    }

    #[inline]
    fn stuck(&self, pos: &Position) -> Score {
        eval::terminal(pos, suntuk(pos))
    }

    #[inline]
    fn probe(&self, key: u64, shared: &Shared<'a>) -> Option<Entry<Move>> {
        shared.table.probe(key)
    }

    #[inline]
    fn store(&mut self, key: u64, entry: Entry<Move>, shared: &Shared<'a>) {
        shared.table.store(key, entry);
    }

    #[inline]
    fn moves(&mut self, pos: &Position, ply: usize, table_move: Option<Move>) -> Vec<Kid> {
        let mut kids = std::mem::take(&mut self.pool[ply]);
        let killers = self.order.killers(ply);
        ordered_moves(pos, &mut kids, table_move, killers, self.order.history());
        kids
    }

    #[inline]
    fn give_back(&mut self, ply: usize, kids: Vec<Kid>) {
        self.pool[ply] = kids;
    }

    #[inline]
    fn extension(&self, moves: usize, ply: usize) -> u32 {
        extension(moves, ply)
    }

    #[inline]
    fn play(pos: &Position, &(m, taken, _): &Kid) -> (Position, Move) {
        let mut child = *pos;
        child.play_capture(m, taken);
        (child, m)
    }

    #[inline]
    fn key(key: u64, pos: &Position, child: &Position) -> u64 {
        zobrist::update(key, pos, child)
    }

    #[inline]
    fn claim(
        &self,
        turns: &mut Turns,
        i: usize,
        first: bool,
        key: u64,
        depth: u32,
        shared: &Shared<'a>,
    ) -> bool {
        depth < DEFER_FROM_DEPTH || turns.claim(i, first, key, &shared.busy)
    }

    #[inline]
    fn leave(&self, key: u64, depth: u32, shared: &Shared<'a>) {
        if depth >= DEFER_FROM_DEPTH {
            shared.busy.leave(key);
        }
    }

    /// Principal-variation search: the first move with the whole window,
    /// later ones (expected to be worse) with a null window that proves it
    /// cheaply, at a reduced depth for the latest, and again in full when
    /// they turn out better.
    #[inline]
    fn child(&mut self, at: Step<'_, Position, Kid>, shared: &Shared<'a>) -> Score {
        let Step {
            child,
            key,
            i,
            depth,
            alpha,
            beta,
            ply,
            ..
        } = at;
        if i == 0 {
            return -negamax(self, child, key, depth - 1, -beta, -alpha, ply + 1, shared);
        }
        let order = at.kid.2;
        let reduce = if depth >= REDUCE_FROM_DEPTH && i >= FULL_DEPTH_MOVES && order < 1 << 24 {
            reduction(depth, i)
        } else {
            0
        };
        let null = (-alpha - 1, -alpha);
        let mut s = -negamax(
            self,
            child,
            key,
            depth - 1 - reduce,
            null.0,
            null.1,
            ply + 1,
            shared,
        );
        if reduce > 0 && s > alpha && !self.walk.aborted {
            s = -negamax(self, child, key, depth - 1, null.0, null.1, ply + 1, shared);
        }
        if s > alpha && s < beta && !self.walk.aborted {
            s = -negamax(self, child, key, depth - 1, -beta, -alpha, ply + 1, shared);
        }
        s
    }

    #[inline]
    fn cutoff(&mut self, m: Move, ply: usize, depth: u32) {
        self.order.cutoff(m, history_index(m), ply, depth);
    }
}

/// Fills `kids` with the moves of `pos`, the stones each takes and its
/// place in the order, best first: the table's move, then the killers,
/// then by points taken and history.
///
/// With the evaluation, most of a search's time: compiled again, with the
/// line search inlined, for processors with bit-counting instructions
/// (see [`eval::leaf`]).
#[multiversion(targets("x86_64+popcnt+lzcnt+bmi1+bmi2"))]
fn ordered_moves(
    pos: &Position,
    kids: &mut Vec<Kid>,
    table_move: Option<Move>,
    killers: [Option<Move>; 2],
    history: &[i32],
) {
    kids.clear();
    pos.for_each_capture(|m, taken| {
        let gain = gain(pos, taken);
        let order = move_order(m, table_move, &killers, gain, history[history_index(m)]);
        kids.push((m, taken, order));
    });
    kids.sort_unstable_by_key(|k| -k.2);
}

/// Plies added to the search of a node whose side to move has `moves`
/// moves, `ply` plies from the root: one when that side is nearly shut in.
/// Suntuk ends the game at 120–0, and whether the ka escapes shows only
/// a few plies on, so these lines are followed further, as chess engines
/// extend checks; with so few moves the extra ply costs little.
fn extension(moves: usize, ply: usize) -> u32 {
    u32::from(moves <= EXTEND_AT_MOVES && ply < EXTEND_BEFORE_PLY)
}

/// Plies taken off the search of the `i`th move (0-based) at `depth`:
/// more for later moves and deeper searches, never down to nothing.
fn reduction(depth: u32, i: usize) -> u32 {
    let r = ((depth as f64).ln() * (i as f64).ln() / 2.0) as u32;
    r.clamp(1, depth - 2)
}

/// The points a move taking `taken` earns the mover.
fn gain(pos: &Position, taken: Bits) -> i32 {
    i32::from(pos.points_in(taken))
}

fn suntuk(pos: &Position) -> Outcome {
    Outcome::Suntuk {
        winner: pos.to_move().opponent(),
        points: [pos.points(Player::South), pos.points(Player::North)],
    }
}

fn history_index(m: Move) -> usize {
    match m {
        Move::Column(f) => f.index() as usize,
        Move::Ka { to, line, .. } => to.index() as usize * 6 + line as usize,
    }
}
