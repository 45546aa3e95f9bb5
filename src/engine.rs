//! `pasang engine`: a line protocol on stdin/stdout, in the spirit of
//! chess's UCI, so other programs can use the engine.
//!
//! ```text
//! position [first|second|setup FILE] [rules classic|marbles]
//!          [second-column diagonal|free] [ka slide|jump|either]
//!          [centre blocks|open] [moves M1 M2 …]
//! go [movetime MS | depth D | nodes N]  ->  info …, then bestmove MOVE (or bestmove none)
//! stop                                  ->  ends a search early
//! moves                                 ->  the legal moves, one line
//! isready                               ->  readyok
//! quit
//! ```
//!
//! A line the engine cannot use gets one reply starting `error`, and the
//! engine keeps going.

use crate::ai::{DEFAULT_MOVETIME, Limits, SearchResult, Searcher, search::MAX_DEPTH};
use crate::games::ka::{
    Centre, Choice, Game, GameSpec, KaEntry, Pattern, Preset, RuleChoice, Rules, SecondColumn,
    Setup,
};
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// The longest thinking time `go movetime` accepts.
const MAX_MOVETIME: Duration = Duration::from_secs(3600);

/// The engine's state between commands.
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

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Answers one line; `None` means quit. Every reply line ends in a
    /// newline.
    pub fn handle(&mut self, line: &str) -> Option<String> {
        let mut words = line.split_whitespace();
        // An empty line is ignored, as is a `#` comment.
        let Some(command) = words.next().filter(|w| !w.starts_with('#')) else {
            return Some(String::new());
        };
        let args: Vec<&str> = words.collect();
        // `Ok(None)`: done, nothing to say.
        let reply = match command {
            "quit" => return None,
            "isready" => Ok(Some("readyok".to_string())),
            // Searches here finish before the next line is read.
            "stop" => Ok(None),
            "position" => self.position(&args).map(|()| None),
            "moves" => Ok(Some(self.moves())),
            "go" => self.go(&args).map(Some),
            _ => Err(format!(
                "unknown command '{command}' (expected position, go, stop, moves, isready or quit)"
            )),
        };
        Some(match reply {
            Ok(None) => String::new(),
            Ok(Some(text)) => text + "\n",
            Err(e) => format!("error {}\n", one_line(&e)),
        })
    }

    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let mut setup = None;
        let mut preset = Preset::Classic;
        let (mut second, mut ka, mut centre) = (None, None, None);
        let mut moves: &[&str] = &[];
        let mut i = 0;
        while i < args.len() {
            let value = || {
                args.get(i + 1)
                    .copied()
                    .ok_or_else(|| format!("'{}' needs a value", args[i]))
            };
            match args[i] {
                "first" => setup = Some(Setup::pattern(Pattern::First)),
                "second" => setup = Some(Setup::pattern(Pattern::Second)),
                "moves" => {
                    moves = &args[i + 1..];
                    break;
                }
                word @ ("setup" | "rules" | "second-column" | "ka" | "centre") => {
                    let v = value()?;
                    match word {
                        "setup" => {
                            setup = Some(
                                crate::files::load_setup(Path::new(v))
                                    .map_err(|e| e.to_string())?,
                            )
                        }
                        "rules" => preset = choice(v)?,
                        "second-column" => second = Some(choice::<SecondColumn>(v)?),
                        "ka" => ka = Some(choice::<KaEntry>(v)?),
                        _ => centre = Some(choice::<Centre>(v)?),
                    }
                    i += 1;
                }
                other => {
                    return Err(format!(
                        "position: unknown word '{other}' (expected first, second, setup, rules, second-column, ka, centre or moves)"
                    ));
                }
            }
            i += 1;
        }
        let rules = RuleChoice {
            preset: Some(preset),
            second_column: second,
            ka_entry: ka,
            centre,
        }
        .rules();
        let setup = setup.unwrap_or_else(|| Setup::pattern(Pattern::First));
        let spec = GameSpec::new(setup, rules).with_moves(moves.iter().copied());
        self.game = spec.build().map_err(|e| e.to_string())?;
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

    fn go(&mut self, args: &[&str]) -> Result<String, String> {
        let limits = go_limits(args)?;
        if let Some(outcome) = self.game.outcome() {
            return Ok(format!("info result {outcome}\nbestmove none"));
        }
        let t = Instant::now();
        let r = self
            .searcher
            .search(self.game.position(), limits, &AtomicBool::new(false));
        Ok(bestmove(r, t.elapsed()))
    }
}

/// The limits of `go [movetime MS | depth D | nodes N]`.
fn go_limits(args: &[&str]) -> Result<Limits, String> {
    let mut limits = Limits::default();
    match args {
        [] => limits.movetime = Some(DEFAULT_MOVETIME),
        ["movetime", ms] => {
            let ms: u64 = number(ms)?;
            limits.movetime = Some(Duration::from_millis(ms).min(MAX_MOVETIME));
        }
        ["depth", d] => limits.depth = Some(number::<u32>(d)?.clamp(1, MAX_DEPTH)),
        ["nodes", n] => limits.nodes = Some(number::<u64>(n)?.max(1)),
        _ => return Err("go takes movetime MS, depth D or nodes N".into()),
    }
    Ok(limits)
}

/// The reply to `go`: a line of information, then the move.
fn bestmove(r: Option<SearchResult>, took: Duration) -> String {
    let Some(r) = r else {
        return "bestmove none".into();
    };
    format!(
        "info depth {} score {} nodes {} time {}{}\nbestmove {}",
        r.depth,
        r.describe_score(),
        r.nodes,
        took.as_millis(),
        if r.exact { " exact" } else { "" },
        r.mv
    )
}

fn choice<T: Choice>(name: &str) -> Result<T, String> {
    T::from_name(name).ok_or_else(|| {
        let all: Vec<&str> = T::ALL.iter().map(|v| v.name()).collect();
        format!("'{name}' is not one of {}", all.join(", "))
    })
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("'{text}' is not a number in range"))
}

/// Errors may span lines (file errors quote the file); a reply is one line.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What the protocol loop waits for.
enum Event {
    Line(String),
    EndOfInput,
    /// A search finished: the searcher comes back with its answer.
    Done(Box<Searcher>, Option<SearchResult>, Duration),
}

/// Runs the protocol until `quit` or the end of the input.
///
/// `go` searches on a thread of its own while input is still read:
/// `stop` ends the search early (the best move so far is answered),
/// `isready` answers at once, `quit` leaves once the move has been given,
/// and anything else waits until then.
pub fn run(input: impl BufRead + Send + 'static, mut output: impl Write) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    let reader = tx.clone();
    std::thread::spawn(move || {
        let mut input = input;
        let mut buf = Vec::new();
        loop {
            buf.clear();
            // Bytes, not a String: input that is not UTF-8 gets an error
            // line, it does not end the engine.
            match input.read_until(b'\n', &mut buf) {
                Ok(n) if n > 0 => {
                    let line = String::from_utf8_lossy(&buf).into_owned();
                    if reader.send(Event::Line(line)).is_err() {
                        return;
                    }
                }
                _ => {
                    let _ = reader.send(Event::EndOfInput);
                    return;
                }
            }
        }
    });

    let mut engine = Engine::new();
    let stop = Arc::new(AtomicBool::new(false));
    let mut waiting: VecDeque<String> = VecDeque::new();
    let mut searching = false;
    let mut leaving = false;
    let mut ended = false;
    // Writes whole lines (`text` ends in a newline, or is empty: no reply).
    let mut say = |text: &str| -> io::Result<()> {
        output.write_all(text.as_bytes())?;
        output.flush()
    };
    loop {
        let next = if searching { None } else { waiting.pop_front() };
        if next.is_none() && !searching && ended {
            return Ok(());
        }
        let event = match next {
            Some(line) => Event::Line(line),
            None => match rx.recv() {
                Ok(event) => event,
                Err(_) => return Ok(()),
            },
        };
        match event {
            Event::Done(searcher, result, took) => {
                engine.searcher = *searcher;
                searching = false;
                say(&(bestmove(result, took) + "\n"))?;
                if leaving {
                    return Ok(());
                }
            }
            // Lines already read are still answered.
            Event::EndOfInput => ended = true,
            Event::Line(line) => {
                let command = line.split_whitespace().next().unwrap_or("");
                match (searching, command) {
                    // After quit, nothing more is done.
                    (true, _) if leaving => {}
                    (true, "stop") => stop.store(true, Ordering::Relaxed),
                    (true, "isready") => say("readyok\n")?,
                    // A script's `go depth 8` then `quit` wants the full
                    // answer; `stop` is for cutting a search short.
                    (true, "quit") => leaving = true,
                    (true, _) => waiting.push_back(line),
                    (false, "go") => {
                        let args: Vec<&str> = line.split_whitespace().skip(1).collect();
                        let limits = match go_limits(&args) {
                            Ok(limits) => limits,
                            Err(e) => {
                                say(&format!("error {}\n", one_line(&e)))?;
                                continue;
                            }
                        };
                        if let Some(outcome) = engine.game.outcome() {
                            say(&format!("info result {outcome}\nbestmove none\n"))?;
                            continue;
                        }
                        searching = true;
                        stop.store(false, Ordering::Relaxed);
                        let pos = *engine.game.position();
                        let mut searcher =
                            Box::new(std::mem::replace(&mut engine.searcher, Searcher::new(4)));
                        let (tx, stop) = (tx.clone(), Arc::clone(&stop));
                        std::thread::Builder::new()
                            .name("search".into())
                            // Deep searches recurse once per ply.
                            .stack_size(16 << 20)
                            .spawn(move || {
                                let t = Instant::now();
                                let r = searcher.search(&pos, limits, &stop);
                                let _ = tx.send(Event::Done(searcher, r, t.elapsed()));
                            })?;
                    }
                    (false, _) => match engine.handle(&line) {
                        None => return Ok(()),
                        Some(reply) => say(&reply)?,
                    },
                }
            }
        }
    }
}
