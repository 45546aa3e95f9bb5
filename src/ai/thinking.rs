//! Thinking on a background thread, so that a front end keeps drawing and
//! answering keys while the computer searches.

use super::{Computer, SearchResult};
use crate::rules::Position;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

/// A search running on its own thread. The computer comes back with the
/// answer (or on [`Thinking::cancel`]), its table intact.
pub struct Thinking {
    stop: Arc<AtomicBool>,
    answer: Receiver<(Computer, Option<SearchResult>)>,
    thread: Option<JoinHandle<()>>,
}

impl Thinking {
    /// Starts `computer` thinking about `pos`.
    pub fn start(mut computer: Computer, pos: Position) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, answer) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("pasang-ai".into())
            // Deep searches recurse once per ply.
            .stack_size(16 << 20)
            .spawn(move || {
                let result = computer.choose(&pos, &flag);
                // The receiver may be gone if the front end quit.
                let _ = tx.send((computer, result));
            })
            .expect("a thread can be started");
        Thinking {
            stop,
            answer,
            thread: Some(thread),
        }
    }

    /// The answer if the search has finished (call once per frame); the
    /// result is `None` when the game was already over.
    pub fn poll(&mut self) -> Option<(Computer, Option<SearchResult>)> {
        match self.answer.try_recv() {
            Ok(done) => {
                self.join();
                Some(done)
            }
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => None,
        }
    }

    /// Asks the search to finish now; the answer follows promptly through
    /// [`Thinking::poll`] or [`Thinking::wait`].
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the answer.
    pub fn wait(mut self) -> (Computer, Option<SearchResult>) {
        let done = self.answer.recv().expect("the search thread answers");
        self.join();
        done
    }

    /// Abandons the search (for undo, a new game or quitting) and returns
    /// the computer for the next move.
    pub fn cancel(self) -> Computer {
        self.stop();
        self.wait().0
    }

    fn join(&mut self) {
        if let Some(t) = self.thread.take() {
            // A panic in the search would already have been reported.
            let _ = t.join();
        }
    }
}

impl Drop for Thinking {
    /// Dropping a search stops it (the thread ends on its own soon after).
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Pattern, Rules, Setup};
    use std::time::Duration;

    fn start() -> Position {
        Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC)
    }

    #[test]
    fn an_hour_long_search_can_be_cancelled() {
        let mut computer = Computer::new(Level::Hard, 1);
        computer.movetime = Duration::from_secs(3600);
        let thinking = Thinking::start(computer, start());
        let computer = thinking.cancel();
        assert_eq!(computer.level, Level::Hard);
    }

    #[test]
    fn the_answer_arrives_by_polling() {
        let pos = start();
        let mut thinking = Thinking::start(Computer::new(Level::Easy, 1), pos);
        let answer = loop {
            if let Some((_, answer)) = thinking.poll() {
                break answer;
            }
            std::thread::yield_now();
        };
        assert!(pos.is_legal(answer.unwrap().mv));
    }
}
