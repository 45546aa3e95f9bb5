//! Iterative-deepening principal-variation search with aspiration windows,
//! late-move reductions and a transposition table shared by several
//! threads, which share out the work by putting off the moves another
//! thread is searching (simplified ABDADA); move ordering by the table
//! move, killers, captured points and history; and an exact solve once
//! every line reaches the end of the game.
//!
//! - `tree`: the alpha-beta node, shared with Bell's game's search;
//! - `table`: the lock-free shared table;
//! - `share`: how the threads share out the work;
//! - `worker`: one thread's search.

pub(crate) mod share;
mod table;
pub(crate) mod tree;
mod worker;

use super::eval::{Knowledge, Score, WIN};
use crate::games::LegalMoves;
use crate::games::Level;
use crate::games::ka::{Move, Position, Rules};
use share::Busy;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use table::Table;
use worker::{CHECK_EVERY, Shared, Worker};

/// Deeper than any game: every move captures a stone, and there are 120.
pub const MAX_DEPTH: u32 = 121;

/// Positions a thread searches between two looks at the clock, at the
/// most, under a time limit: a look every 1024 positions can come a few
/// milliseconds late where positions are slow (a table's pages first
/// touched), and the protocol's shortest time is 10 ms.
pub const TIMED_CHECK_EVERY: u64 = 128;

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
    /// Threads to search with (1 by default: repeatable).
    pub threads: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            depth: None,
            movetime: None,
            nodes: None,
            seed: 0,
            knowledge: Knowledge::Full,
            threads: 1,
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

    /// The limits of `level`, seeded: `random` and `easy` look one move
    /// ahead knowing `easy`, `medium` searches `medium` plies and `hard` as
    /// far as `movetime` allows.
    pub fn of_level(
        level: Level,
        (easy, medium): (Knowledge, u32),
        movetime: Duration,
        seed: u64,
    ) -> Limits {
        let base = Limits {
            seed,
            ..Limits::default()
        };
        match level {
            Level::Random | Level::Easy => Limits {
                depth: Some(1),
                knowledge: easy,
                ..base
            },
            Level::Medium => Limits {
                depth: Some(medium),
                ..base
            },
            Level::Hard => Limits {
                movetime: Some(movetime),
                ..base
            },
        }
    }

    /// When a search started at `start` must answer: its time less a
    /// little slack for returning the answer.
    pub(crate) fn deadline(&self, start: Instant) -> Option<Instant> {
        self.movetime
            .map(|t| start + t.saturating_sub((t / 50).min(Duration::from_millis(20))))
    }

    /// The mask of a thread's node count at which it looks at the clock,
    /// the stop flag and the node limit: every `most` nodes (a power of
    /// two), every [`TIMED_CHECK_EVERY`] at the most under a time limit, and
    /// more often under a node limit so small that either would overshoot
    /// it by much: at least four looks in each thread's share of the limit.
    pub(crate) fn check_mask(&self, threads: usize, most: u64) -> u64 {
        let most = match self.movetime {
            Some(_) => most.min(TIMED_CHECK_EVERY),
            None => most,
        };
        let share = self.nodes.map_or(most, |n| n / (4 * threads.max(1) as u64));
        let every = share.clamp(1, most);
        (1 << every.ilog2()) - 1
    }

    /// Whether iterative deepening goes on after an iteration (`finished`
    /// or cut short) over `root_moves` moves, whose subtree met a heuristic
    /// leaf (`horizon`): not once a solve or a limit ends it. With one
    /// move there is nothing to choose; only a caller with time to spare
    /// wants its value.
    pub(crate) fn deeper(&self, root_moves: usize, finished: bool, horizon: bool) -> bool {
        let forced = root_moves == 1 && self.movetime.is_some();
        finished && horizon && !forced
    }
}

/// The outcome of a search, in a game whose moves are `M`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer<M> {
    /// The move to play.
    pub mv: M,
    /// Its value for the side to move, in tenths of a point; beyond
    /// ±[`WIN`] a proven win or loss (a game with more than two players
    /// says what its searches' values are).
    pub score: Score,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Whether the search saw every line to the end of the game, so the
    /// score is the game's true value (with perfect play from both sides).
    pub exact: bool,
}

/// The outcome of a search in the ka game.
pub type SearchResult = Answer<Move>;

impl<M> Answer<M> {
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

/// A move's place in a node's order, highest first: the table's move,
/// then the killers, then by the points it takes (`gain`) and its history
/// (both games' searches order their moves so).
pub(crate) fn move_order<M: PartialEq>(
    m: M,
    table_move: Option<M>,
    killers: &[Option<M>; 2],
    gain: i32,
    history: i32,
) -> i32 {
    let m = Some(m);
    if m == table_move {
        return 1 << 30;
    }
    let killer = if m == killers[0] || m == killers[1] {
        1 << 24
    } else {
        0
    };
    killer + (gain << 16) + history.min(0xffff)
}

/// The most threads one search runs.
pub const MAX_THREADS: usize = 64;

/// The threads `hard` searches with in this process unless told
/// otherwise; 0 until [`set_threads`]: one per core.
static THREADS: AtomicUsize = AtomicUsize::new(0);

/// Sets the threads `hard` searches with from now on in this process
/// (`--threads`, the engine's `threads`), within 1..=[`MAX_THREADS`].
pub fn set_threads(n: usize) {
    THREADS.store(n.clamp(1, MAX_THREADS), Ordering::Relaxed);
}

/// The threads `hard` searches with: as set, else one per core.
pub fn threads() -> usize {
    match THREADS.load(Ordering::Relaxed) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS)),
        n => n,
    }
}

/// A searcher with its transposition table: keep one per player to carry
/// what it learned from move to move.
pub struct Searcher {
    table: Table,
    /// Whether the table holds anything (clearing a large one takes time).
    used: bool,
    rules: Option<Rules>,
    knowledge: Knowledge,
    /// One per thread: the first is the one whose answer counts.
    workers: Vec<Worker>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(18)
    }
}

impl Searcher {
    /// A searcher whose table has 2^`table_bits` entries (16 bytes each),
    /// shared by all its threads.
    pub fn new(table_bits: u32) -> Searcher {
        Searcher {
            table: Table::new(table_bits),
            used: false,
            rules: None,
            knowledge: Knowledge::Full,
            workers: vec![Worker::new()],
        }
    }

    /// Forgets everything learned.
    pub fn clear(&mut self) {
        if self.used {
            self.table.clear();
            self.used = false;
        }
        for w in &mut self.workers {
            w.clear();
        }
    }

    /// The best move in `pos` within `limits`, or `None` if the game is
    /// over. Returns promptly once `stop` is raised (with the best move of
    /// the deepest finished iteration).
    ///
    /// With `limits.threads` above one, helper threads search the same
    /// position over the shared table, each leaving for later the moves
    /// another is busy with, and the first thread answers; with one thread
    /// and a node or depth limit the search repeats exactly.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let start = Instant::now();
        if pos.stones().is_empty() || pos.count_moves() == 0 {
            return None;
        }
        if self.rules != Some(pos.rules()) || self.knowledge != limits.knowledge {
            self.clear();
            self.rules = Some(pos.rules());
            self.knowledge = limits.knowledge;
        }
        self.used = true;
        let threads = limits.threads.clamp(1, MAX_THREADS);
        while self.workers.len() < threads {
            self.workers.push(Worker::new());
        }
        let shared = Shared {
            table: &self.table,
            stop,
            halt: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            check_mask: limits.check_mask(threads, CHECK_EVERY),
            deadline: limits.deadline(start),
            knowledge: limits.knowledge,
            busy: Busy::new(threads, 14),
        };
        let (main, helpers) = self.workers.split_first_mut().expect("one worker at least");
        let result = std::thread::scope(|scope| {
            for (i, helper) in helpers[..threads - 1].iter_mut().enumerate() {
                let shared = &shared;
                // A helper that cannot start is only a thread fewer.
                let _ = std::thread::Builder::new()
                    .name("pasang-helper".into())
                    // Deep searches recurse once per ply.
                    .stack_size(16 << 20)
                    .spawn_scoped(scope, move || helper.iterate(pos, &limits, shared, i + 1));
            }
            let result = main.iterate(pos, &limits, &shared, 0);
            shared.halt.store(true, Ordering::Relaxed);
            result
        });
        result.map(|r| SearchResult {
            nodes: shared.nodes.load(Ordering::Relaxed),
            ..r
        })
    }
}

/// The best move in `pos` within `limits`, with a fresh table: a
/// convenience for one-off questions such as a hint.
pub fn best_move(pos: &Position, limits: Limits, stop: &AtomicBool) -> Option<SearchResult> {
    Searcher::default().search(pos, limits, stop)
}
