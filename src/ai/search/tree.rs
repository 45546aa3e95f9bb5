//! The alpha-beta node both games' searches share: negamax over a
//! transposition table, moves in order (the table's move, killers, points
//! taken, history), and an exact solve once every line below a node
//! reaches the end of the game. Each game's search implements the small
//! trait [`Tree`]: what a leaf and a finished game are worth, its moves in
//! order, its table, and how one child is searched.

use super::share::Turns;
use crate::ai::eval::{Score, WIN};
use crate::games::Playable;
use crate::rng::Rng;

/// Above every value.
pub(crate) const INF: Score = 2 * WIN;
/// Table depth for a score that holds at any depth (the subtree was
/// searched to the end of the game).
pub(crate) const SOLVED: u8 = u8::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    Lower,
    Upper,
}

/// What a table knows of a position, in a game whose moves are `M`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry<M> {
    pub mv: Option<M>,
    pub score: Score,
    pub depth: u8,
    pub bound: Bound,
}

impl<M> Entry<M> {
    /// The entry of a node searched `depth` deep, its best value `best`
    /// with `best_move`, within (`alpha`, `beta`); solved unless the
    /// subtree met a heuristic leaf (`horizon`).
    #[inline]
    pub fn searched(
        best_move: Option<M>,
        best: Score,
        (alpha, beta): (Score, Score),
        depth: u32,
        horizon: bool,
    ) -> Entry<M> {
        let bound = if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        Entry {
            mv: best_move,
            score: best,
            depth: if horizon {
                depth.min(SOLVED as u32 - 1) as u8
            } else {
                SOLVED
            },
            bound,
        }
    }

    /// The value this entry gives a node searched `depth` deep within
    /// (`alpha`, `beta`), when it settles it; a value not solved raises
    /// `horizon`.
    #[inline]
    pub fn settles(
        &self,
        depth: u32,
        alpha: Score,
        beta: Score,
        horizon: &mut bool,
    ) -> Option<Score> {
        if (self.depth as u32) < depth {
            return None;
        }
        let cut = match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        };
        if cut && self.depth != SOLVED {
            *horizon = true;
        }
        cut.then_some(self.score)
    }
}

/// What a search learns of which moves to try first: two killer moves a
/// ply, and a history of the cutoffs each move (by a game's index) made.
pub(crate) struct Order<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
}

impl<M: Copy + PartialEq> Order<M> {
    /// For searches up to `plies` plies deep, with `moves` history entries.
    pub fn new(plies: usize, moves: usize) -> Order<M> {
        Order {
            killers: vec![[None; 2]; plies],
            history: vec![0; moves],
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// A new search: the killers are forgotten, the history fades.
    pub fn renew(&mut self) {
        self.killers.fill([None; 2]);
        for h in &mut self.history {
            *h /= 8;
        }
    }

    #[inline]
    pub fn killers(&self, ply: usize) -> [Option<M>; 2] {
        self.killers[ply]
    }

    #[inline]
    pub fn history(&self) -> &[i32] {
        &self.history
    }

    /// Remembers `m`, whose history index is `index`, for cutting the
    /// search off at `ply` with `depth` plies to go.
    #[inline]
    pub fn cutoff(&mut self, m: M, index: usize, ply: usize, depth: u32) {
        let killers = self.killers[ply];
        if killers[0] != Some(m) {
            self.killers[ply] = [Some(m), killers[0]];
        }
        let h = &mut self.history[index];
        *h = (*h + (depth * depth) as i32).min(1 << 20);
    }
}

/// The root's moves shuffled by `rng`, then ordered by the points each
/// takes, most first: among moves that take as much the seed decides.
pub(crate) fn shuffle_by_gain<P, M>(root: &mut [(P, M, i32)], rng: &mut Rng) {
    for i in (1..root.len()).rev() {
        root.swap(i, rng.below(i + 1));
    }
    root.sort_by_key(|k| -k.2);
}

/// Puts the `i`th of the root's moves first, for the next iteration.
pub(crate) fn to_front<T>(root: &mut Vec<T>, i: usize) {
    let chosen = root.remove(i);
    root.insert(0, chosen);
}

/// How a search is going: what every game's search keeps the same way.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Walk {
    /// Nodes visited.
    pub nodes: u64,
    /// The search was cut short (a limit, or told to stop).
    pub aborted: bool,
    /// The subtree being searched met a heuristic leaf.
    pub horizon: bool,
}

/// One child of a node being searched.
pub(crate) struct Step<'a, P, K> {
    /// The node's position, and the child's after the move `kid`, the
    /// `i`th in the node's order.
    pub pos: &'a P,
    pub child: &'a P,
    pub kid: &'a K,
    pub i: usize,
    /// The child's key.
    pub key: u64,
    /// The node's depth to go, window and ply.
    pub depth: u32,
    pub alpha: Score,
    pub beta: Score,
    pub ply: usize,
}

/// The positions of a search's game.
type Pos<T, C> = <<T as Tree<C>>::Game as Playable>::Position;
/// The moves of a search's game.
type Mv<T, C> = <<T as Tree<C>>::Game as Playable>::Move;

/// A game's search, as the shared node sees it; `C` is what the search's
/// threads share (or its stop flag).
pub(crate) trait Tree<C> {
    type Game: Playable;
    /// A move as a node's list keeps it.
    type Kid;
    /// No node this many plies from the root or further has children.
    const MAX_DEPTH: u32;

    /// How the search is going.
    fn walk(&mut self) -> &mut Walk;
    /// Counts a node, and says whether the search must end now.
    fn visit(&mut self, ctx: &C) -> bool;
    /// The value of `pos` when its game is over whatever the depth.
    fn over(&self, _pos: &Pos<Self, C>) -> Option<Score> {
        None
    }
    /// The value of `pos` at the search's horizon (a guess raises the
    /// horizon flag).
    fn leaf(&mut self, pos: &Pos<Self, C>, ctx: &C) -> Score;
    /// The value of `pos`, which has no move.
    fn stuck(&self, pos: &Pos<Self, C>) -> Score;
    fn probe(&self, key: u64, ctx: &C) -> Option<Entry<Mv<Self, C>>>;
    fn store(&mut self, key: u64, entry: Entry<Mv<Self, C>>, ctx: &C);
    /// The moves of `pos` in the order to search them, in the list kept
    /// for `ply`: give it back with [`Tree::give_back`].
    fn moves(
        &mut self,
        pos: &Pos<Self, C>,
        ply: usize,
        table_move: Option<Mv<Self, C>>,
    ) -> Vec<Self::Kid>;
    fn give_back(&mut self, ply: usize, kids: Vec<Self::Kid>);
    /// Plies added to a node with `moves` moves, `ply` plies from the root.
    fn extension(&self, _moves: usize, _ply: usize) -> u32 {
        0
    }
    /// The position after `kid` in `pos`, and its move.
    fn play(pos: &Pos<Self, C>, kid: &Self::Kid) -> (Pos<Self, C>, Mv<Self, C>);
    /// The key of `child`, one move after `pos` whose key is `key`.
    fn key(key: u64, pos: &Pos<Self, C>, child: &Pos<Self, C>) -> u64;
    /// Whether this thread searches the `i`th move (to `key`) now; with
    /// several threads one may leave it for later (see [`Turns`]).
    fn claim(
        &self,
        _turns: &mut Turns,
        _i: usize,
        _first: bool,
        _key: u64,
        _depth: u32,
        _ctx: &C,
    ) -> bool {
        true
    }
    /// The move to `key` is searched.
    fn leave(&self, _key: u64, _depth: u32, _ctx: &C) {}
    /// The value of a child to the node's mover, within the node's window.
    fn child(&mut self, step: Step<'_, Pos<Self, C>, Self::Kid>, ctx: &C) -> Score;
    /// Remembers a move that cut the search off at `ply`.
    fn cutoff(&mut self, m: Mv<Self, C>, ply: usize, depth: u32);
}

/// The value of `pos` (whose key is `key`) searched `depth` plies deep
/// within (`alpha`, `beta`), `ply` plies from the root; the horizon flag
/// then tells of this subtree, added to the caller's.
#[allow(clippy::too_many_arguments)]
#[inline]
pub(crate) fn negamax<C, T: Tree<C>>(
    t: &mut T,
    pos: &Pos<T, C>,
    key: u64,
    depth: u32,
    alpha: Score,
    beta: Score,
    ply: usize,
    ctx: &C,
) -> Score {
    let outer = std::mem::replace(&mut t.walk().horizon, false);
    let s = node(t, pos, key, depth, alpha, beta, ply, ctx);
    t.walk().horizon |= outer;
    s
}

#[allow(clippy::too_many_arguments)]
fn node<C, T: Tree<C>>(
    t: &mut T,
    pos: &Pos<T, C>,
    key: u64,
    depth: u32,
    mut alpha: Score,
    beta: Score,
    ply: usize,
    ctx: &C,
) -> Score {
    if t.visit(ctx) {
        return 0;
    }
    if let Some(s) = t.over(pos) {
        return s;
    }
    if depth == 0 || ply > T::MAX_DEPTH as usize {
        return t.leaf(pos, ctx);
    }

    let mut table_move = None;
    if let Some(entry) = t.probe(key, ctx) {
        table_move = entry.mv;
        if let Some(s) = entry.settles(depth, alpha, beta, &mut t.walk().horizon) {
            return s;
        }
    }

    let kids = t.moves(pos, ply, table_move);
    if kids.is_empty() {
        t.give_back(ply, kids);
        return t.stuck(pos);
    }
    let depth = depth + t.extension(kids.len(), ply);

    let alpha0 = alpha;
    let mut best = -INF;
    let mut best_move = None;
    let mut turns = Turns::new(kids.len());
    while let Some((i, first)) = turns.next() {
        let kid = &kids[i];
        let (child, m) = T::play(pos, kid);
        let ck = T::key(key, pos, &child);
        if !t.claim(&mut turns, i, first, ck, depth, ctx) {
            continue;
        }
        let step = Step {
            pos,
            child: &child,
            kid,
            i,
            key: ck,
            depth,
            alpha,
            beta,
            ply,
        };
        let s = t.child(step, ctx);
        t.leave(ck, depth, ctx);
        if t.walk().aborted {
            break;
        }
        if s > best {
            best = s;
            best_move = Some(m);
            if s > alpha {
                alpha = s;
                if s >= beta {
                    t.cutoff(m, ply, depth);
                    break;
                }
            }
        }
    }
    t.give_back(ply, kids);
    if t.walk().aborted {
        return 0;
    }
    let horizon = t.walk().horizon;
    t.store(
        key,
        Entry::searched(best_move, best, (alpha0, beta), depth, horizon),
        ctx,
    );
    best
}
