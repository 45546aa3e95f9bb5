//! Progress of a long run on standard error: nothing while the run is
//! short, then a status line at most once a [`Progress::EVERY`]. On a
//! terminal the status is redrawn in place; into a file or a pipe each one
//! is a line of its own.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// Where a long run reports how it is going.
pub struct Progress {
    out: Box<dyn Write + Send>,
    terminal: bool,
    start: Instant,
    next: Instant,
    /// Whether a status is on the terminal's last line, to be overwritten.
    showing: bool,
}

impl Progress {
    /// How often the status is shown, and how long a run goes before the
    /// first one.
    pub const EVERY: Duration = Duration::from_secs(1);

    /// Progress on standard error, starting now.
    pub fn stderr() -> Progress {
        let terminal = io::stderr().is_terminal();
        Progress::new(Box::new(io::stderr()), terminal, Instant::now())
    }

    /// Progress into `out`, for a run that started at `start`.
    pub fn new(out: Box<dyn Write + Send>, terminal: bool, start: Instant) -> Progress {
        Progress {
            out,
            terminal,
            start,
            next: start + Progress::EVERY,
            showing: false,
        }
    }

    /// How long the run has gone.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Shows the status `text()` if one is due at `now` (`text` is only
    /// made then). Errors writing progress are ignored: the run matters
    /// more than its commentary.
    pub fn status_at(&mut self, now: Instant, text: impl FnOnce() -> String) {
        if now < self.next {
            return;
        }
        self.next = now + Progress::EVERY;
        let text = text();
        let _ = if self.terminal {
            self.showing = true;
            write!(self.out, "\r\x1b[K{text}")
        } else {
            writeln!(self.out, "{text}")
        };
        let _ = self.out.flush();
    }

    /// [`Progress::status_at`] now.
    pub fn status(&mut self, text: impl FnOnce() -> String) {
        self.status_at(Instant::now(), text);
    }

    /// A line that stays (a finished game), in place of any status.
    pub fn line(&mut self, text: &str) {
        self.clear();
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }

    /// Takes the status off the terminal, before the run's own output or
    /// its last words.
    pub fn clear(&mut self) {
        if self.showing {
            let _ = write!(self.out, "\r\x1b[K");
            let _ = self.out.flush();
            self.showing = false;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A writer the test can read back.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Shared {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    #[test]
    fn a_short_run_shows_nothing_and_a_long_one_a_line_a_second() {
        let out = Shared::default();
        let t0 = Instant::now();
        let mut progress = Progress::new(Box::new(out.clone()), false, t0);
        let ms = |n| t0 + Duration::from_millis(n);
        progress.status_at(ms(10), || "early".into());
        progress.status_at(ms(999), || "still early".into());
        assert_eq!(out.text(), "");
        progress.status_at(ms(1000), || "one".into());
        progress.status_at(ms(1500), || "too soon".into());
        progress.status_at(ms(2100), || "two".into());
        progress.line("done");
        assert_eq!(out.text(), "one\ntwo\ndone\n");
    }

    #[test]
    fn on_a_terminal_the_status_is_redrawn_and_cleared() {
        let out = Shared::default();
        let t0 = Instant::now();
        let mut progress = Progress::new(Box::new(out.clone()), true, t0);
        progress.status_at(t0 + Duration::from_secs(1), || "one".into());
        progress.status_at(t0 + Duration::from_secs(2), || "two".into());
        progress.line("game over");
        drop(progress);
        assert_eq!(out.text(), "\r\x1b[Kone\r\x1b[Ktwo\r\x1b[Kgame over\n");
    }
}
