//! What the session's tests share: the ka game most of them play, Bell's
//! game for three, a saver that keeps every write in memory, and a time
//! the test moves by hand.

use super::{Saver, Session};
use crate::ai::Computer;
use crate::ai::bell::BellComputer;
use crate::files::FileError;
use crate::games::ka::{Game, Move, Pattern, Rules, Setup};
use crate::games::{Ending, Playable, SeatKind, bell};
use crate::record::ClockRecord;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub(super) type KaSession = Session<Game, Computer>;
pub(super) type BellSession = Session<bell::Game, BellComputer>;

/// A ka move in its notation.
pub(super) fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// The ka game from the second pattern, by the classic rules.
pub(in crate::session) fn game() -> Game {
    Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC)
}

/// Bell's game for three players, from the checker pattern.
pub(super) fn bell_for_three() -> bell::Game {
    bell::Game::new(
        bell::Setup::pattern(bell::Pattern::Checker),
        bell::Rules {
            players: bell::Players::Three,
            opening: bell::Opening::default(),
        },
    )
}

/// One write of a saver: how many moves were played, how the game ended
/// outside its rules, and its clock.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Write {
    pub plies: usize,
    pub ended: Option<Ending>,
    pub clock: Option<ClockRecord>,
}

/// A saver that keeps every write in memory, file by file (a new game
/// begins a new file), and fails while told to. Its clones share what was
/// written.
#[derive(Clone, Default)]
pub(super) struct Memory {
    files: Arc<Mutex<Vec<Vec<Write>>>>,
    failing: Arc<AtomicBool>,
}

impl Memory {
    /// A saver writing here, for a session or a table.
    pub fn saver<G: Playable>(&self) -> Box<dyn Saver<G>> {
        Box::new(self.clone())
    }

    fn lock(&self) -> MutexGuard<'_, Vec<Vec<Write>>> {
        self.files.lock().unwrap()
    }

    /// Every write, oldest first, whatever its file.
    pub fn writes(&self) -> Vec<Write> {
        self.lock().iter().flatten().cloned().collect()
    }

    /// How many moves each write had, oldest first.
    pub fn plies(&self) -> Vec<usize> {
        self.writes().iter().map(|w| w.plies).collect()
    }

    /// The last write.
    pub fn last(&self) -> Write {
        self.writes().pop().expect("nothing was written")
    }

    /// Each file's writes: how many moves and how the game ended.
    pub fn files(&self) -> Vec<Vec<(usize, Option<Ending>)>> {
        (self.lock().iter())
            .map(|f| f.iter().map(|w| (w.plies, w.ended)).collect())
            .collect()
    }

    /// Writes fail from now on, or work again.
    pub fn fail(&self, failing: bool) {
        self.failing.store(failing, Ordering::SeqCst);
    }
}

impl<G: Playable> Saver<G> for Memory {
    fn save(
        &mut self,
        game: &G,
        _: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> Result<(), FileError> {
        if self.failing.load(Ordering::SeqCst) {
            return Err(FileError::Io {
                path: "/full/disk.ron".into(),
                error: std::io::Error::from(std::io::ErrorKind::StorageFull),
            });
        }
        let mut files = self.lock();
        if files.is_empty() {
            files.push(Vec::new());
        }
        if let Some(file) = files.last_mut() {
            file.push(Write {
                plies: game.moves().len(),
                ended,
                clock: clock.cloned(),
            });
        }
        Ok(())
    }

    fn renew(&mut self) {
        self.lock().push(Vec::new());
    }

    fn path(&self) -> Option<&std::path::Path> {
        None
    }
}

/// `s` seconds.
pub(super) fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

/// A time the test moves by hand.
#[derive(Clone)]
pub(super) struct Hand(Arc<Mutex<Instant>>);

impl Hand {
    pub(super) fn new() -> Hand {
        Hand(Arc::new(Mutex::new(Instant::now())))
    }

    pub(super) fn source(&self) -> super::TimeSource {
        let at = Arc::clone(&self.0);
        Arc::new(move || *at.lock().unwrap())
    }

    pub(super) fn pass(&self, d: Duration) {
        *self.0.lock().unwrap() += d;
    }
}
