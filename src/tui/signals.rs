//! The signals the terminal game listens to: those that end it (after it
//! has saved and given the terminal back), and those of job control (Ctrl-Z,
//! `kill -TSTP`, `fg`), which hand the terminal over and take it back.
//!
//! The handlers only record what arrived; the game's loop looks at them
//! between two steps, so a signal never cuts a save or a redraw in half.

use signal_hook::consts::{SIGCONT, SIGTSTP};
use signal_hook::iterator::Signals;
use std::io;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// What the game heard from the system since it last looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Asked to end (the signal's number): save, give the terminal back,
    /// and exit with 128 + the number, as a shell reports it.
    End(i32),
    /// Asked to stop for a while (`SIGTSTP`): give the terminal back first.
    Stop,
    /// Running again after a stop (`SIGCONT`), ours or anyone's: the
    /// terminal may have been changed meanwhile, so take it again.
    Continued,
}

/// The game's ear for signals, from [`Listener::new`] until it is dropped.
pub struct Listener {
    signals: Signals,
}

impl Listener {
    /// Starts listening. From now on the ending signals no longer end or stop
    /// the process by themselves, except a second ending signal while the
    /// first is still being handled: that one acts at once, so a game stuck
    /// on a dead terminal can always be ended.
    pub fn new() -> io::Result<Listener> {
        // Every signal that would end the game without its saving and
        // giving the terminal back.
        let ending_signals = crate::interrupt::ending_signals();
        let ending = Arc::new(AtomicBool::new(false));
        for &signal in &ending_signals {
            // The order counts: the default action is checked before the
            // flag is set, so only a second signal takes it.
            if signal_hook::low_level::signal_name(signal).is_some() {
                signal_hook::flag::register_conditional_default(signal, ending.clone())?;
            } else {
                // A signal signal-hook has no default action for (real-time
                // ones, SIGPWR): ending as a shell would report its death.
                signal_hook::flag::register_conditional_shutdown(
                    signal,
                    128 + signal,
                    ending.clone(),
                )?;
            }
            signal_hook::flag::register(signal, ending.clone())?;
        }
        let signals = Signals::new(ending_signals.into_iter().chain([SIGTSTP, SIGCONT]))?;
        Ok(Listener { signals })
    }

    /// What arrived since the last look, without waiting.
    pub fn pending(&mut self) -> Vec<Heard> {
        self.signals.pending().map(from_signal).collect()
    }

    /// Waits until something arrives.
    pub fn wait(&mut self) -> Vec<Heard> {
        loop {
            let heard: Vec<Heard> = self.signals.wait().map(from_signal).collect();
            if !heard.is_empty() {
                return heard;
            }
        }
    }

    /// Stops the process, as `SIGTSTP` would have done without a handler,
    /// and returns once it runs again, with what arrived meanwhile (the
    /// `SIGCONT` that woke it among them).
    pub fn stop(&mut self) -> Vec<Heard> {
        // SIGSTOP cannot be caught: this returns only after a SIGCONT.
        let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
        // The SIGCONT handler may run on another thread a moment later:
        // wait until it has been recorded.
        let mut heard = Vec::new();
        while !heard.contains(&Heard::Continued) {
            heard.extend(self.signals.wait().map(from_signal));
        }
        heard
    }
}

/// Stops the whole job (Ctrl-Z): every process in our process group gets
/// `SIGTSTP`, as the terminal sends it outside raw mode, so that a shell
/// sees the job stop even when the game runs under a wrapper. The game
/// hears its own `SIGTSTP` and stops as [`Heard::Stop`] says.
pub fn stop_job() -> io::Result<()> {
    rustix::process::kill_current_process_group(rustix::process::Signal::TSTP)?;
    Ok(())
}

fn from_signal(signal: i32) -> Heard {
    match signal {
        SIGTSTP => Heard::Stop,
        SIGCONT => Heard::Continued,
        _ => Heard::End(signal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_can_listen_to_every_ending_signal() {
        assert!(Listener::new().is_ok());
    }
}
