//! Thinking on a background thread, so that a front end keeps drawing and
//! answering keys while the computer searches.

use super::Brain;
use crate::games::Playable;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

/// Where a search stands, seen from the front end.
pub enum Poll<B: Brain> {
    /// Still thinking.
    Thinking,
    /// Done: the computer back, and its answer (`None` when the game was
    /// already over).
    Done(Box<B>, Option<B::Answer>),
    /// The thread ended without an answer (it panicked): the computer is
    /// lost and must be made anew.
    Lost,
}

/// A search running on its own thread. The computer comes back with the
/// answer (or on [`Thinking::cancel`]), its table intact.
pub struct Thinking<B: Brain> {
    stop: Arc<AtomicBool>,
    answer: Receiver<(Box<B>, Option<B::Answer>)>,
    thread: Option<JoinHandle<()>>,
}

impl<B: Brain> Thinking<B> {
    /// Starts `computer` thinking about `pos`. If no thread can be started
    /// the computer is gone with it, and the caller makes a new one.
    pub fn start(
        mut computer: Box<B>,
        pos: <B::Game as Playable>::Position,
    ) -> std::io::Result<Thinking<B>> {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, answer) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("pasang-ai".into())
            // Deep searches recurse once per ply.
            .stack_size(16 << 20)
            .spawn(move || {
                super::lower_priority_if_asked();
                let result = computer.choose(&pos, &flag);
                // The receiver may be gone if the front end quit.
                let _ = tx.send((computer, result));
            })?;
        Ok(Thinking {
            stop,
            answer,
            thread: Some(thread),
        })
    }

    /// Whether the search has finished, without waiting (call once per
    /// frame).
    pub fn poll(&mut self) -> Poll<B> {
        match self.answer.try_recv() {
            Ok((computer, result)) => {
                self.join();
                Poll::Done(computer, result)
            }
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => {
                self.join();
                Poll::Lost
            }
        }
    }

    /// Asks the search to finish now; the answer follows promptly through
    /// [`Thinking::poll`] or [`Thinking::wait`].
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits for the answer; `None` if the thread ended without one.
    pub fn wait(mut self) -> Option<(Box<B>, Option<B::Answer>)> {
        let done = self.answer.recv().ok();
        self.join();
        done
    }

    /// Abandons the search, waiting for it to stop, and returns the
    /// computer for the next move (`None` if the thread was lost).
    pub fn cancel(self) -> Option<Box<B>> {
        self.stop();
        self.wait().map(|(computer, _)| computer)
    }

    fn join(&mut self) {
        if let Some(t) = self.thread.take() {
            // A panic in the search would already have been reported.
            let _ = t.join();
        }
    }
}

impl<B: Brain> Drop for Thinking<B> {
    /// Dropping a search stops it (the thread ends on its own soon after).
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Computer;
    use crate::games::LegalMoves;
    use crate::games::Level;
    use crate::games::ka::Position;
    use crate::games::ka::{Pattern, Rules, Setup};
    use std::time::Duration;

    fn start() -> Position {
        Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC)
    }

    #[test]
    fn an_hour_long_search_can_be_cancelled() {
        let mut computer = Computer::new(Level::Hard, 1);
        computer.movetime = Duration::from_secs(3600);
        let thinking = Thinking::start(Box::new(computer), start()).unwrap();
        let computer = thinking.cancel().expect("the computer comes back");
        assert_eq!(computer.level, Level::Hard);
    }

    #[test]
    fn the_answer_arrives_by_polling() {
        let pos = start();
        let mut thinking = Thinking::start(Box::new(Computer::new(Level::Easy, 1)), pos).unwrap();
        let answer = loop {
            match thinking.poll() {
                Poll::Done(_, answer) => break answer,
                Poll::Thinking => std::thread::yield_now(),
                Poll::Lost => panic!("the search thread was lost"),
            }
        };
        assert!(pos.is_legal(answer.unwrap().mv));
    }
}
