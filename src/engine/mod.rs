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

pub mod command;
pub mod driver;
pub mod reader;
pub mod reply;

pub use driver::run;

use crate::ai::bell::{Answer as BellAnswer, Searcher as BellSearcher, default_method};
use crate::ai::{Limits, SearchResult, Searcher};
use crate::games::ka::{Game, GameSpec, Pattern, RuleChoice, Rules, Setup};
use crate::games::{AnyGame, Level, bell};
use command::{BellSpec, Command, PositionSpec, SetupSpec};
use reply::PositionError;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The engine's state between commands: the game and a searcher for each
/// game.
pub struct Engine {
    game: AnyGame,
    searcher: Searcher,
    bell_searcher: BellSearcher,
    /// Threads of the ka game's searches: `--threads`, or `setoption`.
    threads: usize,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

impl Engine {
    /// An engine at the start of the `first` pattern with classic rules.
    pub fn new() -> Engine {
        Engine {
            game: AnyGame::Ka(Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC)),
            searcher: Searcher::new(21),
            bell_searcher: BellSearcher::new(20),
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
            Command::Position(spec) => match self.position(spec) {
                Ok(()) => String::new(),
                Err(e) => reply::error_line(&e),
            },
            Command::BellPosition(spec) => match self.bell_position(spec) {
                Ok(()) => String::new(),
                Err(e) => reply::error_line(&e),
            },
            // Nothing to stop, or nothing at all.
            Command::Stop | Command::Nothing | Command::Go(_) | Command::Quit => String::new(),
        }
    }

    fn position(&mut self, spec: PositionSpec) -> Result<(), PositionError> {
        let setup = match spec.setup {
            SetupSpec::Pattern(p) => Setup::pattern(p),
            SetupSpec::File(path) => {
                crate::files::load_setup(&path).map_err(PositionError::Setup)?
            }
        };
        let rules = RuleChoice {
            preset: Some(spec.preset),
            second_column: spec.second_column,
            ka_entry: spec.ka,
            centre: spec.centre,
        }
        .rules();
        let game = GameSpec::new(setup, rules)
            .with_moves(spec.moves)
            .build()
            .map_err(PositionError::Moves)?;
        self.game = AnyGame::Ka(game);
        Ok(())
    }

    fn bell_position(&mut self, spec: BellSpec) -> Result<(), PositionError> {
        let setup = match spec.setup {
            None => bell::Setup::default(),
            Some(path) => crate::files::load_bell_setup(&path).map_err(PositionError::Setup)?,
        };
        let rules = bell::Rules {
            players: spec.players,
            opening: spec.opening,
        };
        let mut game = bell::Game::new(setup, rules);
        bell::spec::play_moves(&mut game, &spec.moves).map_err(PositionError::BellMoves)?;
        self.game = AnyGame::Bell(game);
        Ok(())
    }

    fn moves(&self) -> String {
        if self.game.outcome().is_some() {
            return String::new();
        }
        let moves: Vec<String> = match &self.game {
            AnyGame::Ka(g) => g.legal_moves().iter().map(|m| m.to_string()).collect(),
            AnyGame::Bell(g) => g.legal_moves().iter().map(|m| m.to_string()).collect(),
        };
        moves.join(" ")
    }

    /// A search of the position now, to be run on any thread, with a
    /// searcher lent to it; it comes back with the answer.
    fn search(&mut self, limits: Limits) -> impl FnOnce(&AtomicBool) -> Answer + Send + 'static {
        let threads = self.threads;
        // Small stand-ins: the real ones come back with the answer.
        let job = match &self.game {
            AnyGame::Ka(g) => Job::Ka(
                *g.position(),
                Box::new(std::mem::replace(&mut self.searcher, Searcher::new(4))),
            ),
            AnyGame::Bell(g) => Job::Bell(
                *g.position(),
                Box::new(std::mem::replace(
                    &mut self.bell_searcher,
                    BellSearcher::new(4),
                )),
            ),
        };
        move |stop: &AtomicBool| {
            let t = Instant::now();
            let found = match job {
                Job::Ka(pos, mut searcher) => {
                    let limits = Limits { threads, ..limits };
                    let result = searcher.search(&pos, limits, stop);
                    Found::Ka(searcher, result)
                }
                Job::Bell(pos, mut searcher) => {
                    let method = default_method(Level::Hard, pos.rules().players);
                    let result = searcher.search(&pos, limits, method, stop);
                    Found::Bell(searcher, result)
                }
            };
            Answer {
                found,
                took: t.elapsed(),
            }
        }
    }

    /// Takes back the searcher lent, and says what it found.
    fn answered(&mut self, answer: Answer) -> String {
        match answer.found {
            Found::Ka(searcher, result) => {
                self.searcher = *searcher;
                reply::bestmove(result, answer.took)
            }
            Found::Bell(searcher, result) => {
                self.bell_searcher = *searcher;
                reply::bell_bestmove(result, answer.took)
            }
        }
    }
}

/// A search to run: the position and the searcher lent to it.
enum Job {
    Ka(crate::games::ka::Position, Box<Searcher>),
    Bell(bell::Position, Box<BellSearcher>),
}

/// What a search found, with the searcher lent to it.
enum Found {
    Ka(Box<Searcher>, Option<SearchResult>),
    Bell(Box<BellSearcher>, Option<BellAnswer>),
}

/// A finished search, as the search thread hands it back.
struct Answer {
    found: Found,
    took: Duration,
}
