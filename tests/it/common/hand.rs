//! A time the test moves by hand, for the screens that read a clock.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A time the test moves by hand, from the moment it is made.
#[derive(Clone)]
pub struct Hand(Arc<Mutex<Instant>>);

impl Hand {
    pub fn new() -> Hand {
        Hand(Arc::new(Mutex::new(Instant::now())))
    }

    /// The time as the session reads it.
    pub fn source(&self) -> pasang::session::TimeSource {
        let at = Arc::clone(&self.0);
        Arc::new(move || *at.lock().unwrap())
    }

    /// Moves the time on by `d`.
    pub fn pass(&self, d: Duration) {
        *self.0.lock().unwrap() += d;
    }
}
