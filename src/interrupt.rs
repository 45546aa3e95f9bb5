//! Ctrl-C for the long runs (`perft`, `bench`, `match`): the first one
//! raises a flag that the run checks, so it stops cleanly and says what it
//! had done; a second one ends the program at once.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The exit code after Ctrl-C, as shells report a process ended by SIGINT
/// (128 + 2).
pub const EXIT_CODE: u8 = 130;

/// The signals whose default action ends the program and that can be
/// caught: a program that must clean up on its way out (give the terminal
/// back, save, stop serving) listens to all of them, not only to the few a
/// keyboard sends.
///
/// `SIGABRT`, `SIGTRAP`, `SIGSYS` and `SIGBUS` are among them: sent by
/// another program they are a request to end like any other, and the
/// program's own failures that raise them still end it (`abort` raises
/// its signal again with the default action; a fault that repeats after
/// the handler returns is a second signal, which acts at once).
///
/// Left out: `SIGKILL` and `SIGSTOP`, which cannot be caught; `SIGSEGV`,
/// `SIGFPE` and `SIGILL`, which signal-hook refuses to catch (a handler
/// that returns from a fault runs the faulting instruction again, and
/// Rust's runtime keeps `SIGSEGV` for its stack-overflow report); and
/// `SIGPIPE`, which Rust's runtime ignores from the
/// start, so that writing to a closed pipe or terminal fails with an error
/// the program handles where it writes (the terminal game ends as on a
/// hang-up, saved), instead of killing it in the middle of a write.
///
/// A signal already ignored (as the program started: `nohup`, a shell's
/// `trap '' XFSZ`) is left out and stays ignored, as its parent asked, so
/// call this before catching any of them.
#[cfg(unix)]
pub fn ending_signals() -> Vec<i32> {
    let mut signals = ending_by_default();
    signals.retain(|&signal| !is_ignored(signal));
    signals
}

/// Whether `signal` is ignored now.
#[cfg(unix)]
fn is_ignored(signal: i32) -> bool {
    // SAFETY: an all-zero `sigaction` is a valid value to be written over,
    // and with no new action given, `sigaction` only reads the current one.
    unsafe {
        let mut current: libc::sigaction = std::mem::zeroed();
        libc::sigaction(signal, std::ptr::null(), &mut current) == 0
            && current.sa_sigaction == libc::SIG_IGN
    }
}

/// The signals whose default action ends the program and that can be
/// caught, as [`ending_signals`] says.
#[cfg(unix)]
fn ending_by_default() -> Vec<i32> {
    use signal_hook::consts::*;
    let mut signals = vec![
        SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
        SIGXFSZ, SIGABRT, SIGTRAP, SIGSYS, SIGBUS,
    ];
    // Ending only on Linux: elsewhere their default is to be ignored.
    #[cfg(target_os = "linux")]
    signals.extend([libc::SIGIO, libc::SIGPWR]);
    #[cfg(all(
        target_os = "linux",
        not(any(
            target_arch = "mips",
            target_arch = "mips32r6",
            target_arch = "mips64",
            target_arch = "mips64r6",
            target_arch = "sparc",
            target_arch = "sparc64"
        ))
    ))]
    signals.push(libc::SIGSTKFLT);
    // The C library keeps the first real-time signals for itself;
    // `SIGRTMIN()` is the first one left to programs.
    #[cfg(target_os = "linux")]
    signals.extend(libc::SIGRTMIN()..=libc::SIGRTMAX());
    signals
}

/// A flag raised by Ctrl-C.
#[derive(Clone, Debug, Default)]
pub struct Interrupt {
    flag: Arc<AtomicBool>,
}

impl Interrupt {
    /// Catches SIGINT from now on, instead of dying of it.
    pub fn on_ctrl_c() -> io::Result<Interrupt> {
        use signal_hook::consts::SIGINT;
        let flag = Arc::new(AtomicBool::new(false));
        // In this order: a Ctrl-C that finds the flag already raised (the
        // run is slow to stop, or stuck) ends the program with the code.
        signal_hook::flag::register_conditional_shutdown(
            SIGINT,
            i32::from(EXIT_CODE),
            Arc::clone(&flag),
        )?;
        signal_hook::flag::register(SIGINT, Arc::clone(&flag))?;
        Ok(Interrupt { flag })
    }

    /// A flag that only [`Interrupt::raise`] raises: for library callers
    /// and tests.
    pub fn manual() -> Interrupt {
        Interrupt::default()
    }

    /// The flag itself, for searches that watch one.
    pub fn flag(&self) -> &AtomicBool {
        &self.flag
    }

    /// Whether Ctrl-C has been pressed.
    pub fn raised(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    /// Raises the flag as Ctrl-C would.
    pub fn raise(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }
}

/// A long run stopped by Ctrl-C, and what it had done by then (its output
/// so far stands; this says where it stopped).
#[derive(Clone, Debug, PartialEq)]
pub enum Interrupted {
    /// `perft DEPTH`, with the count so far.
    Perft {
        depth: u32,
        tally: crate::counting::Tally,
        after: std::time::Duration,
    },
    /// `bench`, in one of its parts.
    Bench {
        part: BenchPart,
        after: std::time::Duration,
    },
    /// `match`, after some of its games (the totals printed are theirs).
    Match {
        played: u32,
        games: u32,
        after: std::time::Duration,
    },
    /// `review`, after `done` of the game's `total` positions (nothing is
    /// printed: the review needs them all).
    Review {
        done: usize,
        total: usize,
        after: std::time::Duration,
    },
    /// `make-puzzles`, after some of its games (the puzzles written are
    /// theirs).
    MakePuzzles {
        played: u32,
        games: u32,
        found: usize,
        after: std::time::Duration,
    },
}

/// The part of `bench` that was running.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BenchPart {
    Perft {
        depth: u32,
    },
    RandomGames,
    Search {
        position: usize,
        positions: usize,
    },
    /// Drawing the terminal game's frames.
    Frames,
}

impl std::error::Error for Interrupted {}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_signal_ignored_from_the_start_stays_ignored() {
        let signal = libc::SIGXFSZ;
        assert!(ending_by_default().contains(&signal));
        // SAFETY: the disposition is read, set to ignore, and put back.
        unsafe {
            let mut before: libc::sigaction = std::mem::zeroed();
            let mut ignore: libc::sigaction = std::mem::zeroed();
            ignore.sa_sigaction = libc::SIG_IGN;
            assert_eq!(libc::sigaction(signal, &ignore, &mut before), 0);
            let listed = ending_signals().contains(&signal);
            libc::sigaction(signal, &before, std::ptr::null_mut());
            assert!(!listed);
        }
    }
}
