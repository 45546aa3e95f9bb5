//! The protocol loop. One thread reads lines (each bounded in length) and
//! keeps reading, whatever the loop is doing, until `quit` or the end of
//! the input; the loop carries the lines out strictly in the order read. A
//! `go` searches on a thread of its own, so input is still read meanwhile.
//!
//! - `stop` acts the moment it is read, however many lines wait: it ends
//!   the last `go` before it, whether it has started or still waits its
//!   turn;
//! - the end of the input acts the moment it is seen: it stops every
//!   search, running or waiting (each is answered with the best move found
//!   so far); the lines before it are then answered in order, and the
//!   engine leaves;
//! - `quit` ends the reading the moment it is read: nothing after it
//!   counts, not even the end of the input. The lines before it are
//!   carried out as asked, searches to their own limits, then the engine
//!   leaves (to leave at once, send `stop` first, or close the input);
//! - `isready` is answered at once when nothing is waiting before it;
//! - everything else waits for the search's answer, and is then done in
//!   order.
//!
//! At most [`ENGINE_LINES_AHEAD`] lines wait their turn. A line read when
//! that many wait is refused: in its turn it is answered `error busy …`,
//! and nothing else is done for it (a `go` refused is not one a later
//! `stop` ends). `stop`, `quit` and the end of the input are never refused,
//! and empty lines and comments never wait. So the engine's memory is
//! bounded whatever comes in, and it never stops reading.
//!
//! No search runs longer than [`ENGINE_SEARCH_TIME`], whatever it was
//! asked.

use super::command::{self, Command};
use super::reader::{Input, LineReader};
use super::reply::{self, ProtocolError};
use super::{Answer, Engine};
use crate::ai::Limits;
use crate::limits::{ENGINE_LINE_BYTES, ENGINE_LINES_AHEAD, ENGINE_SEARCH_TIME};
use std::collections::VecDeque;
use std::io::{self, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Instant;

/// A line waiting its turn.
enum Queued {
    Command(Command),
    /// A `go`, and whether a `stop` after it came before it could start.
    Go {
        limits: Limits,
        stopped: bool,
    },
    Error(ProtocolError),
    /// Lines refused one after the other, the queue being full.
    Refused {
        lines: usize,
    },
    /// The end of the input.
    End,
}

/// What the reader, the loop and the search share. The lock is held only
/// to look at or change the queue, never while reading, writing or
/// searching, so that a line read is always taken at once.
#[derive(Default)]
struct Shared {
    state: Mutex<State>,
    /// Rung when a line is taken or a search has finished.
    changed: Condvar,
}

#[derive(Default)]
struct State {
    queue: VecDeque<Queued>,
    /// The stop flag of the search running, for a `stop` to reach it.
    running: Option<Arc<AtomicBool>>,
    /// The answer of the search that has finished, for the loop to give.
    done: Option<Answer>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere leaves the queue whole: go on with it.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl State {
    /// Takes in what the reader read; false once nothing more is to be
    /// read.
    fn take(&mut self, input: Input) -> bool {
        match input {
            Input::End => {
                self.stop_searches(true);
                self.queue.push_back(Queued::End);
                false
            }
            Input::TooLong { limit } => {
                self.push(Queued::Error(ProtocolError::LineTooLong { limit }));
                true
            }
            Input::Line(line) => {
                match command::parse(&line) {
                    Ok(Command::Stop) => self.stop_searches(false),
                    Ok(Command::Quit) => {
                        self.queue.push_back(Queued::Command(Command::Quit));
                        return false;
                    }
                    Ok(Command::Nothing) => {}
                    Ok(Command::Go(limits)) => self.push(Queued::Go {
                        limits,
                        stopped: false,
                    }),
                    Ok(command) => self.push(Queued::Command(command)),
                    Err(e) => self.push(Queued::Error(e)),
                }
                true
            }
        }
    }

    /// Queues a line, or refuses it if the queue is full; refusals in a
    /// row share one place.
    fn push(&mut self, item: Queued) {
        if self.queue.len() < ENGINE_LINES_AHEAD {
            self.queue.push_back(item);
        } else if let Some(Queued::Refused { lines }) = self.queue.back_mut() {
            *lines += 1;
        } else {
            self.queue.push_back(Queued::Refused { lines: 1 });
        }
    }

    /// `stop` (`all` false): stops the last `go` before it, which waits in
    /// the queue or else is the search running. The end of the input
    /// (`all` true): stops every one.
    fn stop_searches(&mut self, all: bool) {
        let mut waiting = self.queue.iter_mut().rev().filter_map(|q| match q {
            Queued::Go { stopped, .. } => Some(stopped),
            _ => None,
        });
        let mut any_waiting = false;
        for stopped in waiting.by_ref() {
            *stopped = true;
            any_waiting = true;
            if !all {
                break;
            }
        }
        if (all || !any_waiting)
            && let Some(stop) = &self.running
        {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// What the loop does next, once it has let go of the lock.
enum Step {
    Say(String),
    /// Start a search with this stop flag, already known to the readers.
    Search(Limits, Arc<AtomicBool>),
    Answered(Answer),
    Carry(Command),
    Leave,
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run(input: impl Read + Send + 'static, mut output: impl Write) -> io::Result<()> {
    let shared = Arc::new(Shared::default());
    let reader = Arc::clone(&shared);
    std::thread::Builder::new()
        .name("engine-input".into())
        .spawn(move || {
            let mut lines = LineReader::new(input, ENGINE_LINE_BYTES);
            loop {
                let input = lines.next_input();
                let more = reader.lock().take(input);
                reader.changed.notify_one();
                if !more {
                    return;
                }
            }
        })?;

    let mut engine = Engine::new();
    // When the search running is stopped whatever it was asked; `None`
    // once it has been, or with no search.
    let mut deadline: Option<Instant> = None;
    let mut say = |text: &str| -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        output.write_all(text.as_bytes())?;
        output.flush()
    };
    loop {
        let step = next_step(&shared, &engine, &mut deadline);
        match step {
            Step::Say(text) => say(&text)?,
            Step::Search(limits, stop) => {
                start(&mut engine, limits, stop, Arc::clone(&shared))?;
                deadline = Some(Instant::now() + ENGINE_SEARCH_TIME);
            }
            Step::Answered(answer) => {
                deadline = None;
                say(&engine.answered(answer))?;
            }
            Step::Carry(command) => say(&engine.answer(command))?,
            Step::Leave => return Ok(()),
        }
    }
}

/// Waits for something to do, and takes it from the queue.
fn next_step(shared: &Shared, engine: &Engine, deadline: &mut Option<Instant>) -> Step {
    let mut state = shared.lock();
    loop {
        // Only `isready` is done while a search runs; it comes before the
        // search's answer even if that is in.
        if state.running.is_some()
            && let Some(Queued::Command(Command::IsReady)) = state.queue.front()
        {
            state.queue.pop_front();
            return Step::Say("readyok\n".into());
        }
        if let Some(answer) = state.done.take() {
            state.running = None;
            return Step::Answered(answer);
        }
        if let Some(stop) = &state.running {
            match *deadline {
                Some(at) => {
                    let left = at.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        stop.store(true, Ordering::Relaxed);
                        *deadline = None;
                        continue;
                    }
                    state = shared
                        .changed
                        .wait_timeout(state, left)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
                None => state = wait(shared, state),
            }
            continue;
        }
        let Some(item) = state.queue.pop_front() else {
            state = wait(shared, state);
            continue;
        };
        return match item {
            Queued::End | Queued::Command(Command::Quit) => Step::Leave,
            Queued::Error(e) => Step::Say(reply::error_line(&e)),
            Queued::Refused { lines } => {
                let line = reply::error_line(&ProtocolError::Busy {
                    waiting: ENGINE_LINES_AHEAD,
                });
                Step::Say(line.repeat(lines))
            }
            Queued::Go { limits, stopped } => match engine.game.outcome() {
                Some(outcome) => Step::Say(reply::game_over(&outcome)),
                None => {
                    // Known before the lock is let go, so that a `stop`
                    // read meanwhile reaches this search.
                    let stop = Arc::new(AtomicBool::new(stopped));
                    state.running = Some(Arc::clone(&stop));
                    Step::Search(limits, stop)
                }
            },
            Queued::Command(command) => Step::Carry(command),
        };
    }
}

fn wait<'a>(shared: &'a Shared, state: MutexGuard<'a, State>) -> MutexGuard<'a, State> {
    shared
        .changed
        .wait(state)
        .unwrap_or_else(|e| e.into_inner())
}

/// Starts a search on its own thread; its answer is left in the shared
/// state.
fn start(
    engine: &mut Engine,
    limits: Limits,
    stop: Arc<AtomicBool>,
    shared: Arc<Shared>,
) -> io::Result<()> {
    let search = engine.search(limits);
    std::thread::Builder::new()
        .name("search".into())
        // Deep searches recurse once per ply.
        .stack_size(16 << 20)
        .spawn(move || {
            let answer = search(&stop);
            shared.lock().done = Some(answer);
            shared.changed.notify_one();
        })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Input {
        Input::Line(text.into())
    }

    #[test]
    fn the_queue_holds_its_bound_and_a_stop_ends_the_last_go_taken_in() {
        let mut state = State::default();
        assert!(state.take(line("go movetime 600000")));
        for _ in 0..10_000 {
            assert!(state.take(line("moves")));
        }
        // Refused: the stop below is for the go taken in.
        assert!(state.take(line("go depth 3")));
        assert!(state.take(line("stop")));
        assert!(state.take(line("")));
        assert!(!state.take(Input::End));
        // The bound, one place for the refusals, and the end.
        assert_eq!(state.queue.len(), ENGINE_LINES_AHEAD + 2);
        assert!(matches!(state.queue[0], Queued::Go { stopped: true, .. }));
        let gos = state
            .queue
            .iter()
            .filter(|q| matches!(q, Queued::Go { .. }));
        assert_eq!(gos.count(), 1);
        let refused = state.queue.iter().find_map(|q| match q {
            Queued::Refused { lines } => Some(*lines),
            _ => None,
        });
        assert_eq!(refused, Some(10_000 + 1 - (ENGINE_LINES_AHEAD - 1)));
        assert!(matches!(state.queue.back(), Some(Queued::End)));
    }

    #[test]
    fn quit_is_taken_when_the_queue_is_full_and_ends_the_reading() {
        let mut state = State::default();
        for _ in 0..ENGINE_LINES_AHEAD + 5 {
            assert!(state.take(line("isready")));
        }
        assert!(!state.take(line("quit")));
        assert!(matches!(
            state.queue.back(),
            Some(Queued::Command(Command::Quit))
        ));
    }
}
