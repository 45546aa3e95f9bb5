//! The protocol loop. One thread reads lines (bounded in length, and at
//! most [`ENGINE_LINES_AHEAD`] ahead of the loop) and hands them over in
//! order; the loop keeps them in one queue and carries them out strictly
//! in that order. A `go` searches on a thread of its own, so input is
//! still read meanwhile:
//!
//! - `stop` ends the search that is running or about to run: the last
//!   `go` before it, whether it has started or still waits its turn;
//! - `isready` is answered at once when nothing is waiting before it;
//! - `quit` waits for the search's answer, then leaves; nothing read after
//!   it counts;
//! - the end of the input stops every search, running or waiting (each is
//!   answered with the best move found so far), then leaves;
//! - everything else waits for the answer, and is then done in order.
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
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, SyncSender};
use std::time::Instant;

/// What the loop waits for.
enum Event {
    Input(Input),
    /// A search finished.
    Done(Answer),
}

/// A line waiting its turn.
enum Queued {
    Command(Command),
    /// A `go`, and whether a `stop` after it came before it could start.
    Go {
        limits: Limits,
        stopped: bool,
    },
    Error(ProtocolError),
    /// The end of the input.
    End,
}

/// The search running.
struct Search {
    stop: Arc<AtomicBool>,
    /// When it is stopped whatever it was asked; `None` once it has been.
    deadline: Option<Instant>,
}

/// Runs the protocol until `quit` or the end of the input.
pub fn run(input: impl Read + Send + 'static, mut output: impl Write) -> io::Result<()> {
    let (events, rx) = mpsc::channel();
    // The reader takes a credit for each line it reads and the loop gives
    // it back when the line leaves the queue: at most this many lines are
    // held, however fast they come.
    let (credits, credit_rx) = mpsc::sync_channel::<()>(ENGINE_LINES_AHEAD);
    for _ in 0..ENGINE_LINES_AHEAD {
        let _ = credits.try_send(());
    }
    let reader = events.clone();
    std::thread::Builder::new()
        .name("engine-input".into())
        .spawn(move || {
            let mut lines = LineReader::new(input, ENGINE_LINE_BYTES);
            while credit_rx.recv().is_ok() {
                let input = lines.next_input();
                let end = input == Input::End;
                if reader.send(Event::Input(input)).is_err() || end {
                    return;
                }
            }
        })?;

    let mut engine = Engine::new();
    let mut queue: VecDeque<Queued> = VecDeque::new();
    let mut search: Option<Search> = None;
    let mut say = |text: &str| -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        output.write_all(text.as_bytes())?;
        output.flush()
    };
    loop {
        // Carry out all that can be done now, in order.
        while let Some(next) = queue.front() {
            if search.is_some() {
                match next {
                    Queued::Command(Command::IsReady) => say("readyok\n")?,
                    Queued::Command(Command::Nothing) => {}
                    // Waits for the search's answer.
                    _ => break,
                }
                queue.pop_front();
                give_back(&credits);
                continue;
            }
            let Some(item) = queue.pop_front() else {
                break;
            };
            give_back(&credits);
            match item {
                Queued::End | Queued::Command(Command::Quit) => return Ok(()),
                Queued::Error(e) => say(&reply::error_line(&e))?,
                Queued::Go { limits, stopped } => match engine.game.outcome() {
                    Some(outcome) => say(&reply::game_over(&outcome))?,
                    None => search = Some(start(&mut engine, limits, stopped, events.clone())?),
                },
                Queued::Command(command) => say(&engine.answer(command))?,
            }
        }

        // Wait for a line, or for the search's answer.
        let event = match &mut search {
            Some(Search {
                stop,
                deadline: deadline @ Some(_),
            }) => {
                let left = deadline
                    .expect("matched Some")
                    .saturating_duration_since(Instant::now());
                match rx.recv_timeout(left) {
                    Ok(event) => event,
                    Err(RecvTimeoutError::Timeout) => {
                        stop.store(true, Ordering::Relaxed);
                        *deadline = None;
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                }
            }
            _ => match rx.recv() {
                Ok(event) => event,
                Err(_) => return Ok(()),
            },
        };
        match event {
            Event::Done(answer) => {
                search = None;
                say(&engine.answered(answer))?;
            }
            // Once `quit` waits its turn nothing after it counts, not even
            // the end of the input: the search before it gets its full
            // answer.
            Event::Input(_)
                if queue
                    .iter()
                    .any(|q| matches!(q, Queued::Command(Command::Quit))) => {}
            Event::Input(Input::End) => {
                stop_searches(&mut queue, search.as_ref(), true);
                queue.push_back(Queued::End);
            }
            Event::Input(Input::TooLong { limit }) => {
                queue.push_back(Queued::Error(ProtocolError::LineTooLong { limit }))
            }
            Event::Input(Input::Line(line)) => match command::parse(&line) {
                Ok(Command::Stop) => {
                    stop_searches(&mut queue, search.as_ref(), false);
                    give_back(&credits);
                }
                Ok(Command::Go(limits)) => queue.push_back(Queued::Go {
                    limits,
                    stopped: false,
                }),
                Ok(command) => queue.push_back(Queued::Command(command)),
                Err(e) => queue.push_back(Queued::Error(e)),
            },
        }
    }
}

/// Lets the reader read one more line.
fn give_back(credits: &SyncSender<()>) {
    // Never full: one credit comes back for each taken.
    let _ = credits.try_send(());
}

/// `stop` (`all` false): stops the last `go` before it, which waits in the
/// queue or else is the search running. The end of the input (`all`
/// true): stops every one.
fn stop_searches(queue: &mut VecDeque<Queued>, running: Option<&Search>, all: bool) {
    let mut waiting = queue.iter_mut().rev().filter_map(|q| match q {
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
        && let Some(search) = running
    {
        search.stop.store(true, Ordering::Relaxed);
    }
}

/// Starts a search on its own thread; its answer comes as [`Event::Done`].
fn start(
    engine: &mut Engine,
    limits: Limits,
    stopped: bool,
    events: mpsc::Sender<Event>,
) -> io::Result<Search> {
    let stop = Arc::new(AtomicBool::new(stopped));
    let search = engine.search(limits);
    let flag = Arc::clone(&stop);
    std::thread::Builder::new()
        .name("search".into())
        // Deep searches recurse once per ply.
        .stack_size(16 << 20)
        .spawn(move || {
            let _ = events.send(Event::Done(search(&flag)));
        })?;
    Ok(Search {
        stop,
        deadline: Some(Instant::now() + ENGINE_SEARCH_TIME),
    })
}
