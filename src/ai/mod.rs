//! The computer opponent: levels from a random mover to a real search.
//!
//! - [`search`]: iterative-deepening alpha-beta with a transposition table;
//! - [`eval`]: what a position is worth (points and the kas' mobility);
//! - [`zobrist`]: position keys for the table;
//! - [`thinking`]: a search on a background thread, for front ends;
//! - [`bell`]: the computer player of Bell's game ([`bell::BellComputer`]),
//!   a [`Brain`] like [`Computer`].
//!
//! A front end keeps one [`Computer`] per computer side and hands it to
//! [`Thinking::start`] on its turn; a hint is the same with a
//! `Computer::new(Level::Hard, seed)` for the player to move. Players are
//! named on the command line as `human` or `ai:LEVEL`
//! ([`SeatKind`](crate::games::SeatKind)).
//!
//! Only uses the games (`crate::games`). Every choice is seeded, so a game between
//! computer players repeats exactly when the limits are depths or nodes.
//!
//! # The levels
//!
//! - `random` plays any legal move: a yardstick, and a first opponent for a
//!   child learning how a ka captures.
//! - `easy` looks one move ahead: it takes points and will not walk into a
//!   position where its ka has no capture left.
//! - `medium` searches five plies ahead.
//! - `hard` searches as deep as its time allows (one second a move by
//!   default, `--movetime MS`; `--nodes N` in `match`) on every core
//!   (`--threads N`, 1 to 64). It also gives the hints and the review. A
//!   position it can [solve](solve) to the end it plays perfectly.
//!
//! # The search of `hard`
//!
//! An iterative-deepening principal-variation search ([`search`]) with
//! aspiration windows at the root and late-move reductions (moves ordered
//! late are first searched a little shallower with a null window, and again
//! in full if they turn out better), over a transposition table on Zobrist
//! keys that all its threads share. Each entry is two words, the data and
//! the key XOR the data, so threads write without locks and a torn entry
//! reads as a miss. The threads share out the work (simplified ABDADA): a
//! thread that comes to a move another thread is searching leaves it until
//! its other moves are done, by when its value is mostly in the table.
//! Moves are tried in this order: the table's move, killer moves, the
//! biggest captures, a history table.
//!
//! A node whose side to move has three moves or fewer is searched a ply
//! deeper (up to 60 plies from the root), as chess engines extend checks:
//! suntuk ends the game at 120–0, and whether a cramped ka escapes shows
//! only a few plies on. Near the end the search sees every line to the
//! finish and plays perfectly. It uses the whole time per move, looks at
//! the clock every 128 nodes a thread and keeps 20 ms in hand.
//!
//! A node's moves come with the stones they take, and a child position is
//! made only when its move is searched (after a cutoff the rest are never
//! played). The evaluation and move generation are also compiled with
//! `popcnt`, `lzcnt` and BMI, chosen at run time where the processor has
//! them (`multiversion`).
//!
//! With `--threads 1` and a node budget a game repeats exactly; under a time
//! budget the depth reached varies from run to run.
//!
//! # The evaluation
//!
//! [`eval`] counts points, how many captures each ka has, and the biggest
//! line the player to move can take, at half a point per point of it (every
//! move captures, so that player is about to take something, and a search
//! that stops short of it would not see it). Running out of captures while
//! stones remain loses by suntuk, recorded 120–0 however many points were
//! taken, so shutting in the enemy ka is worth as much as taking stones: a
//! ka with six captures or fewer is penalised, from 0.7 to 300 points. The
//! end of the game is scored exactly: a suntuk win as a 120-point margin, a
//! cleared board by its real margin.
//!
//! The weights in use are `Weights::WARY`: the hand-set ones
//! (`Weights::HAND_SET`) with the penalties for a ka's last six moves half
//! again as large. `Weights::TUNED` are fitted by `pasang tune`:
//!
//! ```text
//! pasang tune --threads 1 --games 1500 --seed 1 --search-depth 4
//! ```
//!
//! plays seeded self-play games, keeps every position of the ka-moves phase
//! with its points, both kas' moves, the mover's biggest capture and the
//! game's result for the side to move, fits the scale of a logistic on the
//! evaluation, and moves each weight up or down while the mean squared
//! error of the predicted results falls (Texel's local search; [`tune`]).
//! That command, run with the hand-set weights in use, read 59 771
//! positions: error 0.219687 with them, 0.217155 with
//! `per_move: 5, danger: [131, 141, 71, 33, 25, 14, 2], threat: 5`. The fit
//! keeps the capture term but cuts the penalties for a cramped ka to a
//! tenth; at one second a move the engine is then shut in by suntuk far
//! more often, so they are not used. A fit is kept only when matches at
//! `hard`'s own time per move say it gains.
//!
//! # Strength
//!
//! Measured with `pasang match` (see `crate::matchplay`) on this project's
//! machine, a shared two-core AMD EPYC virtual machine, release build: games
//! in pairs with sides swapped, the Elo difference and its 95% interval from
//! the pairs, and a sequential test (SPRT) where one decides.
//!
//! The levels against each other, with the weights in use (`--seed 1`,
//! pattern `first`, classic rules, two pairs at a time):
//!
//! | command | first-named player |
//! |---|---|
//! | `pasang match --south ai:easy --north ai:random --games 200 --pattern first --concurrency 2 --threads 1` | 185 won, 15 lost (92.5%) |
//! | `pasang match --south ai:medium --north ai:easy --games 200 --pattern first --concurrency 2 --threads 1` | 192 won, 7 lost, 1 drawn (96.2%) |
//! | `pasang match --south ai:hard --north ai:medium --games 100 --pattern first --movetime 100 --concurrency 2 --threads 1 --seed 3` | 88 won, 9 lost, 3 drawn (89.5%, +372.3 ± 108.9; longest move 103.1 ms) |
//!
//! So each level beats the one below in about nine games of ten, `hard`
//! even at a tenth of its time.
//!
//! **Against a reference build.** `hard` at its default second is measured
//! against the release build of commit `da57d06` (BASELINE below, built with
//! `git worktree add /tmp/base da57d06 && cargo build --release` there), run
//! as an engine program, on a quiet machine:
//!
//! | command | result |
//! |---|---|
//! | `pasang match --south ai:hard --north-engine BASELINE --movetime 1000 --games 100 --seed 131 --sprt 0,150` (two threads, the default) | 60 games, 43 won, 9 lost, 8 drawn; **+223.3 ± 95.3** from 30 pairs; SPRT LLR 18.05 (bounds ±2.94): H1 accepted. 23 suntuk wins against the baseline's 1. 583 ms a move on average, longest 984.5 ms |
//! | the same with `--seed 137` and no `--sprt` (a fixed-length run) | 100 games, 60 won, 28 lost, 12 drawn; **+115.2 ± 62.3** from 50 pairs; 25 suntuk wins against 6. 587 ms a move on average, longest 984.9 ms |
//!
//! The two together: 160 games, 103 won, 37 lost, 20 drawn, 70.6% of the
//! points, about +152 Elo.
//!
//! **Two threads.** Against one thread of the same program at 250 ms a move
//! (ONE is a script that runs `pasang engine --threads 1`):
//! `pasang match --south ai:hard --north-engine ONE --movetime 250 --games
//! 150 --seed 5` gave +25.5 ± 51.5 (77–66–7). Time to a fixed depth over 36
//! positions (plies 6, 14 and 22 of 12 games of `hard`, each sent to
//! `pasang engine` as `position … moves …` and `go depth D`): depth 13,
//! 9.37 s on one thread and 5.37 s on two; depth 15, 39.7 s and 23.8 s.
//! `pasang bench --threads 2` times its searches on two threads and prints
//! the speed-up.
//!
//! **Time per move.** On a quiet machine no move of `hard` went over its
//! second (longest 985.9 and 991.6 ms on two threads, 995.3 ms on one, in
//! 249 games). With other programs on the cores it can be late by what the
//! scheduler takes (up to 1056.7 ms).
//!
//! **Measuring on a shared machine.** Linux groups processes by session
//! (autogroup) and shares the CPU between the groups whatever their `nice`:
//! a build started from another terminal takes a core from the match's
//! group even at `nice 19`. With `echo 0 >
//! /proc/sys/kernel/sched_autogroup_enabled` (as root) `nice` works again.
//!
//! **Why the search is as it is.** Each choice was measured at 100 ms a
//! move on one thread (`pasang match --threads 1 --concurrency 2 --movetime
//! 100 --sprt 0,30`), the same build against itself with the choice behind
//! a switch:
//!
//! - extending a node with two moves or fewer against not extending:
//!   +73.1 ± 48.7 (82 pairs, H1 accepted); three against two: +32.6 ± 26.1
//!   (230 pairs, H1 accepted); four against three: −60.3 ± 55.4 (64 pairs,
//!   H0 accepted);
//! - the penalties for a cramped ka half again as large (`WARY`) against the
//!   hand-set ones: +40.4 ± 31.3 (190 pairs, H1 accepted);
//! - left out, as they gain nothing measurable: internal iterative reduction
//!   (+10.4 ± 23.7 after 600 games, undecided), a history penalty for the
//!   moves searched before a cutoff (+8.7 ± 23.9, undecided), late-move
//!   reductions a third smaller (+5.8 ± 21.7, undecided) or a third larger
//!   (146–144–28 after 318 games), not reducing a move that leaves the other
//!   ka three moves or fewer (−5.8 ± 28.1, H0 accepted), reverse futility
//!   pruning at depth 3 or less with 6 points a ply (−38.0 ± 46.2, H0
//!   accepted) and late-move pruning (+15.1 ± 22.4 after 600 games,
//!   undecided). The lines that decide this game are those of a ka being
//!   shut in, and they are rarely the moves ordered first, so it does not
//!   take pruning well.
//!
//! The capture term's weight was chosen the same way, at 100 ms a move on
//! one thread against the reference build (`pasang match --threads 1
//! --concurrency 2 --south ai:hard --north-engine BASELINE --movetime 100
//! --games 200 --seed 12`): half a point per point of the line, +88.7 ±
//! 41.8; a whole point, +43.7 ± 44.7; half a point less 0.2 of the other
//! side's biggest capture, +68.6 ± 47.5; without late-move reductions,
//! +49.0 ± 44.2.
//!
//! **Regression tests.** `tests/it/search_nodes.rs` pins the node counts and
//! best moves of fixed-depth searches from fixed positions (start, ka moves,
//! middle game and endgame, classic, marbles and traditional rules, one
//! thread); a change to the search must update them on purpose. Beside them
//! are a position where a depth-5 search must prove a suntuk win, which it
//! sees only by extending the cramped ka's nodes, and one where a seven-ply
//! search must steer clear of a move that a twelve-ply search proves runs
//! into suntuk, which it does only with the `WARY` weights.

pub mod bell;
pub mod eval;
pub(crate) mod keys;
pub mod player;
pub mod search;
pub mod solve;
#[cfg(feature = "test-game")]
pub mod steps;
pub mod thinking;
pub mod tune;
pub mod zobrist;

pub use eval::{Knowledge, Score};
pub use player::{Brain, Mind, Player};
pub use search::{
    Answer, Limits, SearchResult, Searcher, best_move, describe_score, set_threads, threads,
};
pub use thinking::{Poll, Thinking};

use crate::games::LegalMoves;
use crate::games::Level;
use crate::games::ka::{Move, Position};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

/// The default thinking time of `hard`.
pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

/// The search limits of `level` (`Random` does not search); `movetime`
/// is `hard`'s budget.
pub fn limits(level: Level, movetime: Duration, seed: u64) -> Limits {
    Limits::of_level(level, (Knowledge::Full, 5), movetime, seed)
}

/// The largest table, in bits (2^bits entries), of a computer player made
/// from now on in this process; no bound until [`set_table_bits`].
static TABLE_BITS: AtomicU32 = AtomicU32::new(u32::MAX);

/// Bounds the table of every computer player made from now on in this
/// process to 2^`most` entries: a server, whose visitors may each play
/// several computers at once, keeps each one's memory small.
pub fn set_table_bits(most: u32) {
    TABLE_BITS.store(most, Ordering::Relaxed);
}

/// Computer players think at a low priority (niceness 10): set by a
/// server, whose visitors' screens and moves must not wait for the
/// computers that some of them play.
static IN_BACKGROUND: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Every computer player from now on in this process thinks at a low
/// priority, so that the rest of the process (a server's network and its
/// visitors' screens) goes first when the cores are busy.
pub fn think_in_background() {
    IN_BACKGROUND.store(true, Ordering::Relaxed);
}

/// Lowers the calling thread's priority, when computers think in the
/// background (the threads it starts inherit it). Where the system will
/// not, the thread thinks as it is.
pub(crate) fn lower_priority_if_asked() {
    if IN_BACKGROUND.load(Ordering::Relaxed) {
        lower_priority();
    }
}

/// The calling thread (alone, on Linux) takes niceness 10.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    let _ = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 10);
}

/// The table a computer player that would like 2^`wanted` entries gets.
pub(crate) fn table_bits(wanted: u32) -> u32 {
    wanted.min(TABLE_BITS.load(Ordering::Relaxed))
}

/// The ka game's computer player.
pub type Computer = Player<KaMind>;

/// The ka game's part of a computer player: its searcher, with its table,
/// and how many threads `hard` searches with.
pub struct KaMind {
    /// Threads `hard` searches with (the other levels use one).
    pub threads: usize,
    searcher: Searcher,
}

impl Mind for KaMind {
    type Game = crate::games::ka::Game;

    fn new(level: Level) -> KaMind {
        let bits = table_bits(match level {
            Level::Hard => 21,
            _ => 14,
        });
        KaMind {
            threads: search::threads(),
            searcher: Searcher::new(bits),
        }
    }

    fn moves(pos: &Position) -> Vec<Move> {
        if pos.stones().is_empty() {
            return Vec::new();
        }
        pos.legal_moves().to_vec()
    }

    fn limits(level: Level, _pos: &Position, movetime: Duration, seed: u64) -> Limits {
        limits(level, movetime, seed)
    }

    fn think(
        &mut self,
        level: Level,
        pos: &Position,
        mut limits: Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        if level == Level::Hard {
            limits.threads = self.threads;
            // A solved position is played as the review judges it.
            return solve::decide(&mut self.searcher, pos, limits, stop);
        }
        self.searcher.search(pos, limits, stop)
    }
}

#[cfg(all(test, target_os = "linux"))]
mod priority_tests {
    use rustix::process::getpriority_process;
    use rustix::thread::gettid;

    #[test]
    fn a_thread_that_thinks_in_the_background_is_nicer_and_the_others_are_not() {
        let mine = || getpriority_process(Some(gettid())).unwrap();
        let before = mine();
        let inside = std::thread::spawn(move || {
            super::lower_priority();
            mine()
        })
        .join()
        .unwrap();
        // Niceness only goes up without privileges: 10, or more if it was.
        assert_eq!(inside, before.max(10));
        assert_eq!(mine(), before, "the calling thread is left as it was");
    }
}
