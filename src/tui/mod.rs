//! The full-screen terminal game for two players at one keyboard.
//!
//! - [`app`]: the state and what each action does;
//! - [`input`]: keys and clicks to actions;
//! - [`layout`]: where the board and panel go, for drawing and clicking;
//! - [`view`]: drawing from `&App`;
//! - [`theme`]: colours and glyphs (Unicode or ASCII, colour or not);
//! - [`screen`]: taking the terminal and giving it back.

pub mod app;
pub mod input;
pub mod layout;
pub mod screen;
pub mod theme;
pub mod thinker;
pub mod view;

pub use app::{Action, App, Change, Side, Storage};
pub use theme::Theme;

use ratatui::crossterm::event;
use ratatui::layout::Rect;
use screen::Screen;
use std::time::Duration;

/// How long the loop waits for input before looking again: the computer's
/// move arrives from another thread, and the thinking time on screen ticks.
const POLL: Duration = Duration::from_millis(100);

/// A terminal that goes away ends the game as its hang-up signal would.
const SIGHUP: i32 = rustix::process::Signal::HUP.as_raw();

/// How the game in the terminal ended.
enum Ending {
    /// The players quit.
    Quit,
    /// The terminal went away (as `SIGHUP`).
    Signal(i32),
}

/// Runs the app in the terminal until the players quit. The terminal is
/// restored afterwards, also after a panic, and mouse capture turned off.
///
/// A terminal that goes away ends the process here: the game is saved
/// (when it has autosave and something to lose), and the process exits
/// with 129 (128 + `SIGHUP`), as a shell reports a hung-up program.
pub fn run(mut app: App) -> std::io::Result<()> {
    let mut screen = Screen::take()?;
    let ending = match play(&mut screen, &mut app) {
        // Drawing and reading fail once the terminal is gone: that is a
        // hang-up, with no one left to tell of an error.
        Err(_) if screen.hung_up() => Ok(Ending::Signal(SIGHUP)),
        other => other,
    };
    match ending {
        Ok(Ending::Signal(signal)) => {
            // Every change is autosaved as it is made; saving again puts
            // right a save that failed. A game with nothing to lose stays
            // unwritten, so that it does not hide the last one to resume.
            if app.in_progress() {
                app.save_now();
            }
            screen.give_back();
            drop(screen);
            drop(app);
            std::process::exit(128 + signal)
        }
        Ok(Ending::Quit) => Ok(()),
        Err(e) => Err(e),
    }
}

fn play(screen: &mut Screen, app: &mut App) -> std::io::Result<Ending> {
    loop {
        // Checked before reading: a hung-up terminal reads as an endless
        // stream of nothing.
        if screen.hung_up() {
            return Ok(Ending::Signal(SIGHUP));
        }
        if !app.is_running() {
            return Ok(Ending::Quit);
        }
        app.tick();
        screen.take_back_after_panic()?;
        screen.terminal().draw(|frame| view::draw(app, frame))?;
        if !event::poll(POLL)? {
            continue;
        }
        let ev = event::read()?;
        let size = screen.terminal().size()?;
        let area = Rect::new(0, 0, size.width, size.height);
        if let Some(action) = input::action(app, &ev, area) {
            app.apply(action);
        }
    }
}
