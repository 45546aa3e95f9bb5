//! `pasang engine`: a line protocol on stdin/stdout, in the spirit of
//! chess's UCI, so other programs can use the engine.
//!
//! ```text
//! position [first|second|setup FILE] [rules classic|marbles]
//!          [second-column diagonal|free] [ka slide|jump|either]
//!          [centre blocks|open] [moves M1 M2 …]
//! position bell [players 2|3|4] [opening corner|inner] [setup FILE]
//!          [moves M1 M2 …]
//! go [movetime MS | depth D | nodes N]  ->  info …, then bestmove MOVE (or bestmove none)
//! stop                                  ->  ends the search running or about to run, at once
//! setoption threads N                   ->  later searches use N threads (1 to 64)
//! moves                                 ->  the legal moves (Bell's: whole turns), one line
//! isready                               ->  readyok
//! quit                                  ->  leaves once the lines before it are done
//! ```
//!
//! A line the engine cannot use gets one reply starting `error`, and the
//! engine keeps going; so does a line that comes while too many wait their
//! turn behind a search (`error busy …`). `stop`, `quit` and the end of
//! the input are taken the moment they are read, whatever waits.
//!
//! - [`command`]: lines read into typed commands;
//! - [`reader`]: lines read with a bound on their length;
//! - [`driver`]: the loop: one reader thread that never stops reading,
//!   one bounded queue, searches on a thread of their own;
//! - [`reply`]: what the engine writes, errors included.
//!
//! # The protocol in full
//!
//! - `position` sets up a game as the command-line options do (defaults:
//!   `first`, `classic`), then plays the moves given. A wrong word or move is
//!   answered `error …` and the previous position is kept. The traditional
//!   options a position needs are words too: `captures partial`,
//!   `first-player north`.
//! - `go` answers `info depth D score S nodes N time MS [exact]` and then
//!   `bestmove MOVE`. The score is from the mover's side, in points
//!   (`+3.5`), or `win +M` / `loss -M` once proven, M being the margin (120
//!   for suntuk); `exact` means every line was searched to the end. Without
//!   an argument `go` thinks for one second; in a finished game it answers
//!   `info result …` and `bestmove none`.
//! - `go movetime MS` takes 10 to 600000 ms, `go depth D` 1 to 121 plies,
//!   `go nodes N` 1 to 1000000000 positions (the search stops soon after
//!   N; the ka game's within a quarter of N and 1024 positions a thread);
//!   anything else is answered
//!   `error go depth: 0 is outside the range 1 to 121` and nothing is searched. No search
//!   runs longer than ten minutes, whatever its depth or nodes. The ka
//!   game's searches use every core unless the engine was started with
//!   `pasang engine --threads N` or told `setoption threads N` (1 to 64; it
//!   applies from the next `go`); one thread makes `go nodes N` and
//!   `go depth D` repeat exactly. In the ka game a `go` without a depth
//!   first tries to [solve](crate::ai::solve) the position, as the hint
//!   and the review do (within its time; with `nodes N`, when N is above
//!   the solving budget): a solved position is answered `exact` with its
//!   proven value, so the review's proven marks never contradict it.
//! - Commands are carried out strictly in the order they come. While `go`
//!   thinks, input is still read: `stop` ends the search that is running or
//!   about to run (the last `go` before it) with the best move so far,
//!   `isready` is answered at once when nothing else waits before it, `quit`
//!   leaves once the move is given (so a script's `go depth 8` then `quit`
//!   gets the full answer) and nothing read after it counts, and every other
//!   command waits for the move and is then done in turn.
//! - The end of the input stops the search, as `stop` would (every search
//!   still running or waiting is answered with its best move so far), and
//!   then ends the engine: end a script with `quit` for full answers.
//! - `moves` prints the legal moves on one line (an empty line when the game
//!   is over).
//! - `position bell …` sets up Bell's game instead (defaults: 2 players,
//!   `corner`, the checkerboard; `setup FILE` a setup of Bell's), with its
//!   moves in its notation (`xa1 a3-a1 c3-a3`). Then `moves` lists whole
//!   turns (`c5-c7 c5-c7-e7 …`, one entry for each place the stone may
//!   stop), and `go` answers the whole turn of the seat to move with
//!   `hard`'s search (alpha-beta with two players, sampled rounds with three
//!   or four, where `depth N` asks for N samples of each candidate turn and
//!   `info depth` says how many were taken) and the same limits. Its score
//!   is the seat's lead over the best of the others (with two, the score
//!   difference; with three or four, the average over the samples, of the
//!   points each seat expects). `position` without `bell` goes back to the
//!   ka game.
//!
//! Empty lines and lines starting with `#` are ignored. A line longer than
//! 4096 bytes is answered `error line longer than 4096 bytes, ignored` as
//! soon as it passes that length, and the rest of it is skipped without
//! being kept. At most 256 lines wait their turn behind a search; a line
//! past that is answered `error busy: 256 lines already waiting, line
//! ignored` in its turn and otherwise ignored. Words quoted back from the
//! input in an error have their control characters escaped (`\u{1b}`,
//! `\u{9b}` …).
//!
//! ```text
//! $ printf 'position second rules marbles moves c h\ngo depth 6\nquit\n' | pasang engine
//! info depth 6 score -3.0 nodes 7228 time 2
//! bestmove b2-c2xEW
//! $ printf 'position bell players 3 moves xa1\nmoves\nquit\n' | pasang engine
//! c1-a1 a3-a1 c3-a1
//! ```

pub mod bell;
pub mod command;
pub mod driver;
pub mod ka;
pub mod reader;
pub mod reply;
#[cfg(feature = "test-game")]
pub mod steps;

pub use driver::run;

use crate::ai::Limits;
use crate::games::{AnyGame, GameKind, Playable};
use command::{AnySpec, Command};
use reply::{PositionError, ProtocolError};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// What a game brings to the engine protocol, each game's in its file
/// here.
pub trait Protocol: Playable + Into<AnyGame> {
    /// The word after `position` that names the game; the first game of
    /// the list has none.
    const WORD: Option<&'static str>;
    /// The words its `position` takes, as an error lists them.
    const WORDS: &'static str;
    /// What its `position …` asks for, read before anything is done.
    type Spec: Clone + std::fmt::Debug + PartialEq + Eq;
    /// Its searcher, lent to each search.
    type Searcher: Send + 'static;

    /// Reads the words of `position` after the game's word.
    fn parse(args: &[&str]) -> Result<Self::Spec, ProtocolError>;
    /// The game a `position` asks for: its setup read, its moves played.
    fn build(spec: Self::Spec) -> Result<Self, PositionError>;
    /// A searcher with a table of `2^table_bits` entries (about that).
    fn searcher(table_bits: u32) -> Self::Searcher;
    /// The search of `pos` within `limits` that answers `go`; `None` when
    /// the game is over.
    fn search(
        searcher: &mut Self::Searcher,
        pos: &Self::Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<crate::ai::search::Answer<Self::Move>>;
}

/// A game's searcher.
pub type SearcherOf<G> = <G as Protocol>::Searcher;

crate::any_of! {
    /// The searcher of any game.
    pub enum AnySearcher holds SearcherOf
}

/// The table of a searcher kept between searches: about 2 million
/// entries, as the strongest level's.
pub const TABLE_BITS: u32 = 21;

/// The engine's state between commands: the game, and a searcher for each
/// game played so far.
pub struct Engine {
    game: AnyGame,
    searchers: Vec<AnySearcher>,
    /// Threads of the searches: `--threads`, or `setoption`.
    threads: usize,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine at the start of the first game of the list, on its
    /// default setup and rules (the ka game: `first`, classic).
    pub fn new() -> Engine {
        use crate::games::choice::Choice as _;
        Engine {
            game: AnyGame::default_of(GameKind::ALL[0]),
            searchers: Vec::new(),
            threads: crate::ai::threads(),
        }
    }

    /// The game as set by the last `position`.
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// Answers one line, searching on this thread; `None` means quit.
    /// Every reply line ends in a newline; an empty reply says nothing.
    pub fn handle(&mut self, line: &str) -> Option<String> {
        let command = match command::parse(line) {
            Ok(command) => command,
            Err(e) => return Some(reply::error_line(&e)),
        };
        match command {
            Command::Quit => None,
            Command::Go(limits) => Some(match self.game.outcome() {
                Some(outcome) => reply::game_over(&outcome),
                None => {
                    let search = self.search(limits);
                    let answer = search(&AtomicBool::new(false));
                    self.answered(answer)
                }
            }),
            other => Some(self.answer(other)),
        }
    }

    /// Carries out a command that answers at once (not `go` or `quit`).
    fn answer(&mut self, command: Command) -> String {
        match command {
            Command::IsReady => "readyok\n".into(),
            Command::SetThreads(n) => {
                self.threads = n;
                String::new()
            }
            Command::Moves => self.moves() + "\n",
            Command::Position(spec) => {
                match crate::on_any!(spec, AnySpec, spec, G => G::build(spec).map(AnyGame::from)) {
                    Ok(game) => {
                        self.game = game;
                        String::new()
                    }
                    Err(e) => reply::error_line(&e),
                }
            }
            // Nothing to stop, or nothing at all.
            Command::Stop | Command::Nothing | Command::Go(_) | Command::Quit => String::new(),
        }
    }

    fn moves(&self) -> String {
        if self.game.outcome().is_some() {
            return String::new();
        }
        self.game.legal_move_texts().join(" ")
    }

    /// A search of the position now, to be run on any thread, with the
    /// game's searcher lent to it; it comes back with the answer.
    fn search(&mut self, limits: Limits) -> Search {
        let limits = Limits {
            threads: self.threads,
            ..limits
        };
        crate::on_any!(&self.game, AnyGame, g, G => {
            let pos = *g.position();
            let kept = self.searchers.iter().position(|s| s.kind() == G::KIND);
            let mut searcher: SearcherOf<G> = kept
                .and_then(|i| self.searchers.swap_remove(i).try_into().ok())
                .unwrap_or_else(|| G::searcher(TABLE_BITS));
            Box::new(move |stop: &AtomicBool| {
                let t = Instant::now();
                let answer = G::search(&mut searcher, &pos, limits, stop);
                let reply = reply::answered(answer, t.elapsed());
                Answer {
                    searcher: searcher.into(),
                    reply,
                }
            }) as Search
        })
    }

    /// Takes back the searcher lent, and says what it found.
    fn answered(&mut self, answer: Answer) -> String {
        self.searchers.push(answer.searcher);
        answer.reply
    }
}

/// A search to run on any thread, with the searcher lent to it.
type Search = Box<dyn FnOnce(&AtomicBool) -> Answer + Send>;

/// A finished search, as the search thread hands it back: the searcher lent
/// to it and the reply to `go`.
pub struct Answer {
    searcher: AnySearcher,
    reply: String,
}
