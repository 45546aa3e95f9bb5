//! `pasang engine`: a line protocol on stdin/stdout, in the spirit of
//! chess's UCI, so other programs can use the engine.
//!
//! ```text
//! position [first|second|setup FILE] [rules classic|marbles]
//!          [second-column diagonal|free] [ka slide|jump|either]
//!          [centre blocks|open] [moves M1 M2 …]
//! go [movetime MS | depth D | nodes N]  ->  info …, then bestmove MOVE (or bestmove none)
//! stop                                  ->  ends the search running or about to run
//! moves                                 ->  the legal moves, one line
//! isready                               ->  readyok
//! quit
//! ```
//!
//! A line the engine cannot use gets one reply starting `error`, and the
//! engine keeps going.
//!
//! - [`command`]: lines read into typed commands;
//! - [`reader`]: lines read with a bound on their length;
//! - [`driver`]: the loop: one reader thread, one queue, searches on a
//!   thread of their own;
//! - [`reply`]: what the engine writes, errors included.

pub mod command;
pub mod driver;
pub mod reader;
pub mod reply;

pub use driver::run;

use crate::ai::{SearchResult, Searcher};
use crate::games::ka::{Game, GameSpec, Pattern, RuleChoice, Rules, Setup};
use command::{Command, PositionSpec, SetupSpec};
use reply::PositionError;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The engine's state between commands: the game and the searcher.
pub struct Engine {
    game: Game,
    searcher: Searcher,
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
            game: Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC),
            searcher: Searcher::new(20),
        }
    }

    /// The game as set by the last `position`.
    pub fn game(&self) -> &Game {
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
                    let t = Instant::now();
                    let r =
                        self.searcher
                            .search(self.game.position(), limits, &AtomicBool::new(false));
                    reply::bestmove(r, t.elapsed())
                }
            }),
            other => Some(self.answer(other)),
        }
    }

    /// Carries out a command that answers at once (not `go` or `quit`).
    fn answer(&mut self, command: Command) -> String {
        match command {
            Command::IsReady => "readyok\n".into(),
            Command::Moves => self.moves() + "\n",
            Command::Position(spec) => match self.position(spec) {
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
        self.game = GameSpec::new(setup, rules)
            .with_moves(spec.moves)
            .build()
            .map_err(PositionError::Moves)?;
        Ok(())
    }

    fn moves(&self) -> String {
        if self.game.outcome().is_some() {
            return String::new();
        }
        self.game
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Lends the searcher to a search thread.
    fn take_searcher(&mut self) -> Box<Searcher> {
        // A small stand-in: the real one comes back with the answer.
        Box::new(std::mem::replace(&mut self.searcher, Searcher::new(4)))
    }

    fn return_searcher(&mut self, searcher: Searcher) {
        self.searcher = searcher;
    }
}

/// A finished search, as the search thread hands it back.
struct Answer {
    searcher: Box<Searcher>,
    result: Option<SearchResult>,
    took: std::time::Duration,
}
