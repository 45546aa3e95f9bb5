//! A player of a match that is another program speaking the engine
//! protocol (`pasang engine`, of this build or another): so that a change
//! to the computer can be measured against the version before it.
//!
//! The program is started as `PATH engine`. Each move it is sent the
//! position (`position … moves …`) and `go`, and its `bestmove` is read
//! back, within a deadline: a program that ends, stays silent, answers
//! nonsense or writes other lines without end stops the match with an
//! [`EngineError`] naming it. Its output is read a bounded line at a time,
//! at most `LINES_AHEAD` lines ahead of the match, so no program can grow
//! the match's memory.

use crate::engine::reader::{Input, LineReader};
use crate::games::ka::Move;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

/// How long a program may take to start and say it is ready.
const READY_WITHIN: Duration = Duration::from_secs(10);
/// How long past its own limit a program may take to give its move.
const GRACE: Duration = Duration::from_secs(5);
/// The longest line read from a program; a longer one is nonsense, and
/// skipped.
const LINE_BYTES: usize = 4096;
/// Lines of a program's output read and not yet looked at; past that the
/// reading waits, and so does a program that writes on.
const LINES_AHEAD: usize = 64;

/// What went wrong with an engine player. The wording is in
/// [`crate::messages::run`].
#[derive(Debug)]
pub enum EngineError {
    /// The program could not be started.
    Start {
        path: PathBuf,
        error: std::io::Error,
    },
    /// It ended, or closed its output, before answering.
    Ended { path: PathBuf },
    /// It gave no answer within `waited`.
    Silent { path: PathBuf, waited: Duration },
    /// It answered `error …` or something that is not a move.
    Refused { path: PathBuf, line: String },
    /// Its move is not legal in the position.
    Illegal { path: PathBuf, line: String },
}

impl std::error::Error for EngineError {}

/// How long the engine thinks a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Think {
    Movetime(Duration),
    Nodes(u64),
}

/// A running engine program.
pub struct Engine {
    path: PathBuf,
    child: Child,
    input: ChildStdin,
    /// Its output, line by line, read on a thread of its own so that a
    /// silent program can be timed out.
    lines: Receiver<String>,
}

/// Its answer to one `go`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineMove {
    pub mv: Move,
    /// Positions it says it searched (0 if it did not say).
    pub nodes: u64,
}

impl Engine {
    /// Starts `path engine` and waits until it is ready.
    pub fn start(path: &Path) -> Result<Engine, EngineError> {
        let mut child = Command::new(path)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| EngineError::Start {
                path: path.to_path_buf(),
                error,
            })?;
        let input = child.stdin.take().expect("piped");
        let output = child.stdout.take().expect("piped");
        let (send, lines) = sync_channel(LINES_AHEAD);
        std::thread::spawn(move || {
            let mut reader = LineReader::new(output, LINE_BYTES);
            loop {
                match reader.next_input() {
                    Input::Line(text) => {
                        if send.send(text.trim_end().to_string()).is_err() {
                            break;
                        }
                    }
                    Input::TooLong { .. } => {}
                    Input::End => break,
                }
            }
        });
        let mut engine = Engine {
            path: path.to_path_buf(),
            child,
            input,
            lines,
        };
        engine.send("isready")?;
        engine.read_until(READY_WITHIN, |line| (line == "readyok").then_some(()))?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|_| EngineError::Ended {
                path: self.path.clone(),
            })
    }

    /// Reads lines until `wanted` takes one, within `within`; `info` and
    /// other lines are passed to `wanted` too. An `error` line is a refusal.
    fn read_until<T>(
        &mut self,
        within: Duration,
        mut wanted: impl FnMut(&str) -> Option<T>,
    ) -> Result<T, EngineError> {
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            // Checked before every line, not only when none waits: a
            // program writing without end runs out of time all the same.
            if left.is_zero() {
                return Err(EngineError::Silent {
                    path: self.path.clone(),
                    waited: within,
                });
            }
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with("error") => {
                    return Err(EngineError::Refused {
                        path: self.path.clone(),
                        line,
                    });
                }
                Ok(line) => {
                    if let Some(found) = wanted(&line) {
                        return Ok(found);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Silent {
                        path: self.path.clone(),
                        waited: within,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Ended {
                        path: self.path.clone(),
                    });
                }
            }
        }
    }

    /// The engine's move after `setup` (the protocol's `position` words
    /// without the moves) and `moves`.
    pub fn choose(
        &mut self,
        setup: &str,
        moves: &[Move],
        think: Think,
    ) -> Result<EngineMove, EngineError> {
        let mut position = format!("position {setup}");
        if !moves.is_empty() {
            position.push_str(" moves");
            for m in moves {
                position.push_str(&format!(" {m}"));
            }
        }
        self.send(&position)?;
        let (go, limit) = match think {
            Think::Movetime(t) => (format!("go movetime {}", t.as_millis()), t),
            Think::Nodes(n) => (format!("go nodes {n}"), crate::limits::ENGINE_SEARCH_TIME),
        };
        self.send(&go)?;
        let mut nodes = 0;
        let path = self.path.clone();
        let answer = self.read_until(limit + GRACE, |line| {
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    let words: Vec<&str> = line.split_whitespace().collect();
                    if let Some(i) = words.iter().position(|w| *w == "nodes") {
                        nodes = words.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(0);
                    }
                    None
                }
                Some("bestmove") => Some(
                    words
                        .next()
                        .and_then(|m| m.parse::<Move>().ok())
                        .ok_or_else(|| EngineError::Refused {
                            path: path.clone(),
                            line: line.to_string(),
                        }),
                ),
                _ => None,
            }
        })??;
        Ok(EngineMove { mv: answer, nodes })
    }

    /// The program's path, as given.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Engine {
    /// Asks the program to quit, and ends it if it has not within a second.
    fn drop(&mut self) {
        let _ = writeln!(self.input, "stop\nquit");
        let _ = self.input.flush();
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
