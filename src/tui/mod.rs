//! The full-screen terminal game for two players at one keyboard.
//!
//! - [`app`]: the state and what each action does;
//! - [`input`]: keys and clicks to actions;
//! - [`layout`]: where the board and panel go, for drawing and clicking;
//! - [`view`]: drawing from `&App`;
//! - [`theme`]: colours and glyphs (Unicode or ASCII, colour or not).

pub mod app;
pub mod input;
pub mod keys;
pub mod layout;
pub mod messages;
pub mod select;
pub mod theme;
pub mod view;

pub use app::{Action, App, Side, Storage};
pub use theme::Theme;

use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::layout::Rect;
use std::io::stdout;
use std::time::Duration;

/// How long the loop waits for input before looking again: the computer's
/// move arrives from another thread, and the thinking time on screen ticks.
const POLL: Duration = Duration::from_millis(100);

/// Runs the app in the terminal until the players quit. The terminal is
/// restored afterwards, also after a panic, and mouse capture turned off.
pub fn run(mut app: App) -> std::io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    // ratatui's panic hook restores the screen; ours also stops mouse capture
    // first, so a panic never leaves the terminal reporting clicks.
    let restore = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        restore(info);
    }));
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| event_loop(&mut terminal, &mut app));
    let _ = execute!(stdout(), DisableMouseCapture);
    let _ = terminal.show_cursor();
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> std::io::Result<()> {
    while app.is_running() {
        app.tick();
        terminal.draw(|frame| view::draw(app, frame))?;
        if event::poll(POLL)? {
            let ev = event::read()?;
            let size = terminal.size()?;
            let area = Rect::new(0, 0, size.width, size.height);
            if let Some(action) = input::action(app, &ev, area) {
                app.apply(action);
            }
        }
    }
    Ok(())
}
