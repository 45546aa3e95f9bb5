//! `pasang engine`: a line protocol on stdin/stdout, in the spirit of
//! chess's UCI, so other programs can use the engine.
//!
//! ```text
//! position [first|second|setup FILE] [rules classic|marbles]
//!          [second-column diagonal|free] [ka slide|jump|either]
//!          [centre blocks|open] [moves M1 M2 …]
//! go [movetime MS | depth D | nodes N]  ->  info …, then bestmove MOVE (or bestmove none)
//! moves                                 ->  the legal moves, one line
//! isready                               ->  readyok
//! quit
//! ```
//!
//! A line the engine cannot use gets one reply starting `error`, and the
//! engine keeps going.

use crate::ai::{DEFAULT_MOVETIME, Limits, Searcher, search::MAX_DEPTH};
use crate::rules::{Centre, Choice, Game, KaEntry, Pattern, Preset, Rules, SecondColumn, Setup};
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;
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
            "position" => self.position(&args).map(|()| None),
            "moves" => Ok(Some(self.moves())),
            "go" => self.go(&args).map(Some),
            _ => Err(format!(
                "unknown command '{command}' (expected position, go, moves, isready or quit)"
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
        let mut rules = Rules::from(preset);
        rules.second_column = second.unwrap_or(rules.second_column);
        rules.ka_entry = ka.unwrap_or(rules.ka_entry);
        rules.centre = centre.unwrap_or(rules.centre);
        let setup = setup.unwrap_or_else(|| Setup::pattern(Pattern::First));
        let mut game = Game::new(setup, rules);
        for (n, text) in moves.iter().enumerate() {
            game.play_notation(text)
                .map_err(|e| format!("move {} ('{text}'): {e}", n + 1))?;
        }
        self.game = game;
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
        if let Some(outcome) = self.game.outcome() {
            return Ok(format!("info result {outcome}\nbestmove none"));
        }
        let t = Instant::now();
        let stop = AtomicBool::new(false);
        let Some(r) = self.searcher.search(self.game.position(), limits, &stop) else {
            return Ok("bestmove none".into());
        };
        Ok(format!(
            "info depth {} score {} nodes {} time {}{}\nbestmove {}",
            r.depth,
            r.describe_score(),
            r.nodes,
            t.elapsed().as_millis(),
            if r.exact { " exact" } else { "" },
            r.mv
        ))
    }
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

/// Runs the protocol until `quit` or the end of the input.
pub fn run(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut engine = Engine::new();
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        // Bytes, not a String: input that is not UTF-8 is an error line,
        // not the end of the engine.
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&buf);
        match engine.handle(&line) {
            None => return Ok(()),
            Some(reply) => {
                output.write_all(reply.as_bytes())?;
                output.flush()?;
            }
        }
    }
}
