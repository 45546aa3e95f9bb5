//! Iterative-deepening alpha-beta search with a transposition table,
//! move ordering (table move, killers, captured points, history), and an
//! exact solve once every line reaches the end of the game.

use super::eval::{self, Knowledge, Score, WIN};
use super::zobrist;
use crate::games::ka::MAX_MOVES;
use crate::games::ka::{Move, Outcome, Phase, Player, Position, Rules};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const INF: Score = 2 * WIN;
/// Deeper than any game: every move captures a stone, and there are 120.
pub const MAX_DEPTH: u32 = 121;
/// Table depth for a score that holds at any depth (the subtree was
/// searched to the end of the game).
const SOLVED: u8 = u8::MAX;

/// When to stop searching. Unset limits do not apply; with none set the
/// search runs until it has solved the position or `stop` is raised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Time to think; the answer comes within it.
    pub movetime: Option<Duration>,
    /// Nodes to search: unlike time, gives the same move on any machine.
    pub nodes: Option<u64>,
    /// Chooses among equally good moves, so games vary with the seed.
    pub seed: u64,
    /// What the evaluation knows.
    pub knowledge: Knowledge,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: None,
            movetime: None,
            nodes: None,
            seed: 0,
            knowledge: Knowledge::Full,
        }
    }
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search for a given time.
    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            ..Limits::default()
        }
    }
}

/// The outcome of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub mv: Move,
    /// Its value for the side to move, in tenths of a point; beyond
    /// ±[`WIN`] a proven win or loss.
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Whether the search saw every line to the end of the game, so the
    /// score is the game's true value (with perfect play from both sides).
    pub exact: bool,
}

impl SearchResult {
    /// The score in words: `+3.5` points or `win`/`loss` with the margin.
    pub fn describe_score(&self) -> String {
        describe_score(self.score)
    }
}

/// A score in words, for the engine protocol and the UI.
pub fn describe_score(score: Score) -> String {
    if score >= WIN {
        format!("win +{}", (score - WIN) / 10)
    } else if score <= -WIN {
        format!("loss -{}", (-score - WIN) / 10)
    } else {
        format!("{:+.1}", score as f64 / 10.0)
    }
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

/// A searcher with its transposition table: keep one per player to carry
/// what it learned from move to move.
pub struct Searcher {
    table: Vec<Entry>,
    /// Whether the table holds anything (clearing a large one takes time).
    used: bool,
    rules: Option<Rules>,
    /// Children of the node at each ply, reused so search does not allocate.
    pool: Vec<Vec<(Position, Move, i32)>>,
    killers: Vec<[Option<Move>; 2]>,
    /// Cutoffs by (target point, line): a move good in one place tends to
    /// be good in its neighbours.
    history: Vec<i32>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    aborted: bool,
    /// Whether the subtree being searched met a heuristic leaf.
    horizon: bool,
    knowledge: Knowledge,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(18)
    }
}

impl Searcher {
    /// A searcher whose table has 2^`table_bits` entries (24 bytes each).
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: vec![EMPTY; 1 << table_bits.clamp(4, 28)],
            used: false,
            rules: None,
            pool: (0..=MAX_DEPTH as usize + 1)
                .map(|_| Vec::with_capacity(MAX_MOVES))
                .collect(),
            killers: vec![[None; 2]; MAX_DEPTH as usize + 2],
            history: vec![0; 121 * 6],
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            aborted: false,
            horizon: false,
            knowledge: Knowledge::Full,
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

    /// The best move in `pos` within `limits`, or `None` if the game is
    /// over. Returns promptly once `stop` is raised (with the best move of
    /// the deepest finished iteration).
    pub fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let start = Instant::now();
        if pos.stones().is_empty() {
            return None;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        if self.rules != Some(pos.rules()) || self.knowledge != limits.knowledge {
            self.clear();
            self.rules = Some(pos.rules());
            self.knowledge = limits.knowledge;
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

        // Shuffle, then order by points taken: among moves of equal value
        // the seed decides.
        let mut rng = Rng::new(limits.seed);
        let mut root: Vec<(Position, Move, Score)> = moves
            .iter()
            .map(|&m| {
                let mut child = *pos;
                child.play_unchecked(m);
                (child, m, gain(pos, &child))
            })
            .collect();
        for i in (1..root.len()).rev() {
            root.swap(i, rng.below(i + 1));
        }
        root.sort_by_key(|k| -k.2);

        let key = zobrist::key(pos);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let mut best: Option<SearchResult> = None;
        for depth in 1..=max_depth {
            self.horizon = false;
            let mut alpha = -INF;
            let mut iter_best: Option<(usize, Score)> = None;
            for (i, (child, _, _)) in root.iter().enumerate() {
                let ck = zobrist::update(key, pos, child);
                let s = -self.negamax(child, ck, depth - 1, -INF, -alpha, 1, stop);
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
                best = Some(SearchResult {
                    mv: root[i].1,
                    score: s,
                    depth: if finished { depth } else { depth - 1 },
                    nodes: self.nodes,
                    exact: finished && !self.horizon,
                });
                let chosen = root.remove(i);
                root.insert(0, chosen);
            }
            if let Some(b) = &mut best {
                b.nodes = self.nodes;
            }
            // With one move there is nothing to choose; only a caller with
            // time to spare wants its value.
            let forced = root.len() == 1 && limits.movetime.is_some();
            if !finished || !self.horizon || forced {
                break;
            }
            // An iteration takes several times the last: do not start one
            // that cannot finish.
            if let Some(t) = limits.movetime
                && start.elapsed() * 2 > t
            {
                break;
            }
        }
        Some(best.unwrap_or(SearchResult {
            mv: root[0].1,
            score: 0,
            depth: 0,
            nodes: self.nodes,
            exact: false,
        }))
    }

    fn should_stop(&self, stop: &AtomicBool) -> bool {
        self.nodes >= self.node_limit
            || stop.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
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
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.should_stop(stop) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if pos.stones().is_empty() {
            return eval::terminal(pos, pos.outcome().expect("no stones: over"));
        }
        if depth == 0 || ply > MAX_DEPTH as usize {
            let stuck = match pos.phase() {
                Phase::KaMoves => eval::mobility(pos, pos.to_move()) == Some(0),
                _ => pos.count_moves() == 0,
            };
            if stuck {
                return eval::terminal(pos, suntuk(pos));
            }
            self.horizon = true;
            return eval::evaluate(pos, self.knowledge);
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

        let mut kids = std::mem::take(&mut self.pool[ply]);
        kids.clear();
        let killers = self.killers[ply];
        pos.for_each_move(|m| {
            let mut child = *pos;
            child.play_unchecked(m);
            let order = if Some(m) == table_move {
                1 << 30
            } else {
                let killer = if Some(m) == killers[0] || Some(m) == killers[1] {
                    1 << 24
                } else {
                    0
                };
                killer + (gain(pos, &child) << 16) + self.history[history_index(m)].min(0xffff)
            };
            kids.push((child, m, order));
        });
        if kids.is_empty() {
            self.pool[ply] = kids;
            return eval::terminal(pos, suntuk(pos));
        }
        kids.sort_unstable_by_key(|k| -k.2);

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for &(child, m, _) in &kids {
            let ck = zobrist::update(key, pos, &child);
            let s = -self.negamax(&child, ck, depth - 1, -beta, -alpha, ply + 1, stop);
            if self.aborted {
                break;
            }
            if s > best {
                best = s;
                best_move = Some(m);
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        if killers[0] != Some(m) {
                            self.killers[ply] = [Some(m), killers[0]];
                        }
                        let h = &mut self.history[history_index(m)];
                        *h = (*h + (depth * depth) as i32).min(1 << 20);
                        break;
                    }
                }
            }
        }
        self.pool[ply] = kids;
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
fn gain(pos: &Position, child: &Position) -> i32 {
    let me = pos.to_move();
    (child.points(me) - pos.points(me)) as i32
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

/// The best move in `pos` within `limits`, with a fresh table: a
/// convenience for one-off questions such as a hint.
pub fn best_move(pos: &Position, limits: Limits, stop: &AtomicBool) -> Option<SearchResult> {
    Searcher::default().search(pos, limits, stop)
}
