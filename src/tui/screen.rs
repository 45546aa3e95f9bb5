//! Taking the terminal for the game and giving it back. Taken, it is in raw
//! mode, on the alternate screen, reporting the mouse, with the cursor
//! hidden; given back, all four are undone: when the game ends in any way
//! (quit, signal, panic) and while it is stopped (Ctrl-Z).

use ratatui::DefaultTerminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use rustix::event::{PollFd, PollFlags, Timespec, poll};
use std::io::{self, IsTerminal, Write, stdin, stdout};
use std::os::fd::AsFd;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// The name of every thread that draws a visitor's screen over SSH: a
/// panic there is that visitor's alone, and leaves this terminal as it is.
pub const VISITOR_THREAD: &str = "pasang-ssh-visitor";

/// The byte that rings a terminal's bell.
pub const BEL: &[u8] = b"\x07";

/// Set by a panic that gave the terminal back.
static GIVEN_BACK_BY_PANIC: AtomicBool = AtomicBool::new(false);

/// The terminal while the game runs.
pub struct Screen {
    /// Always there until dropped.
    terminal: Option<DefaultTerminal>,
    taken: bool,
    /// Which of standard input and output were terminals at the start:
    /// a terminal that hangs up stops saying it is one.
    watched: [bool; 2],
}

impl Screen {
    /// Takes the terminal, and makes sure that a panic gives it back.
    pub fn take() -> io::Result<Screen> {
        give_back_on_panic();
        let mut screen = Screen {
            terminal: Some(ratatui::Terminal::new(CrosstermBackend::new(stdout()))?),
            taken: false,
            watched: [stdin().is_terminal(), stdout().is_terminal()],
        };
        screen.take_again()?;
        Ok(screen)
    }

    /// Takes the terminal (again, after a stop or a panic gave it back),
    /// whatever was done to it meanwhile, and has the next draw paint
    /// every cell.
    pub fn take_again(&mut self) -> io::Result<()> {
        // After a stop the game did not see (SIGSTOP), crossterm still
        // counts raw mode as on while the shell may have turned it off:
        // set it anew rather than trust that.
        disable_raw_mode()?;
        enable_raw_mode()?;
        self.taken = true;
        execute!(
            stdout(),
            EnterAlternateScreen,
            Clear(ClearType::All),
            EnableMouseCapture
        )?;
        self.terminal().hide_cursor()?;
        // Both buffers blank: the next draw paints every cell that is not
        // blank. (Ratatui's `clear` would ask the terminal where its cursor
        // is, and wait for an answer some terminals never give.)
        self.terminal().swap_buffers();
        self.terminal().swap_buffers();
        Ok(())
    }

    /// Takes the terminal again if a panic gave it back: a panic on another
    /// thread (a search) does not end the game, which then goes on.
    pub fn take_back_after_panic(&mut self) -> io::Result<()> {
        if GIVEN_BACK_BY_PANIC.swap(false, Ordering::SeqCst) && self.taken {
            self.take_again()?;
        }
        Ok(())
    }

    /// Gives the terminal back, if it has it; errors are of no use here
    /// (the terminal may be gone).
    pub fn give_back(&mut self) {
        if std::mem::take(&mut self.taken) {
            give_back_terminal();
            // Ratatui's own account of the cursor, for the next take.
            let _ = self.terminal().show_cursor();
        }
    }

    /// Rings the terminal bell.
    pub fn ring(&mut self) -> io::Result<()> {
        let mut out = stdout();
        out.write_all(BEL)?;
        out.flush()
    }

    /// The terminal to draw on.
    pub fn terminal(&mut self) -> &mut DefaultTerminal {
        self.terminal
            .as_mut()
            .expect("the terminal is there until dropped")
    }

    /// Whether the terminal has gone away (hung up, its window or
    /// connection closed): nothing can be shown or read any more. Reading
    /// a hung-up terminal gives end-of-input at once and forever, so a
    /// game that does not look would spin.
    pub fn hung_up(&self) -> bool {
        let (input, output) = (stdin(), stdout());
        let mut fds: Vec<PollFd> = [input.as_fd(), output.as_fd()]
            .into_iter()
            .zip(self.watched)
            .filter(|&(_, watched)| watched)
            .map(|(fd, _)| PollFd::from_borrowed_fd(fd, PollFlags::empty()))
            .collect();
        // Asking for no events still reports hang-ups and errors, at once.
        let gone = PollFlags::HUP | PollFlags::ERR | PollFlags::NVAL;
        poll(&mut fds, Some(&Timespec::default())).is_ok()
            && fds.iter().any(|fd| fd.revents().intersects(gone))
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        self.give_back();
        // Ratatui's terminal, dropped, shows the cursor if it thinks it
        // hidden, and reports a failure on standard error: a panic when
        // that is the dead terminal. The process is ending: let it be.
        if self.hung_up() {
            std::mem::forget(self.terminal.take());
        }
    }
}

/// Raw mode off, then the bytes of [`write_give_back`] to standard output.
fn give_back_terminal() {
    // Raw mode first: it matters more than the screen, should the
    // writing fail.
    let _ = disable_raw_mode();
    let _ = write_give_back(&mut stdout());
}

/// Mouse reporting off, the alternate screen left, the cursor shown.
fn write_give_back(out: &mut impl Write) -> io::Result<()> {
    execute!(out, DisableMouseCapture, LeaveAlternateScreen, Show)
}

/// A panic anywhere gives the terminal back before its message is printed,
/// so that the message shows and, should the game end, the shell works.
fn give_back_on_panic() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let print = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // A visitor's screen over SSH that panics ends only that
            // connection, which is told why: this terminal's game goes on
            // undisturbed.
            if std::thread::current().name() == Some(VISITOR_THREAD) {
                return;
            }
            give_back_terminal();
            GIVEN_BACK_BY_PANIC.store(true, Ordering::SeqCst);
            print(info);
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn giving_back_stops_the_mouse_leaves_the_alternate_screen_and_shows_the_cursor() {
        let mut out = Vec::new();
        write_give_back(&mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let at = |code: &str| {
            out.find(code)
                .unwrap_or_else(|| panic!("{code:?} missing from {out:?}"))
        };
        // Mouse reports after leaving would land in the shell: stop first.
        assert!(at("\x1b[?1000l") < at("\x1b[?1049l"));
        at("\x1b[?25h");
    }
}
