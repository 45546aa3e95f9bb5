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

/// Runs the app in the terminal until the players quit. The terminal is
/// restored afterwards, also after a panic, and mouse capture turned off.
pub fn run(mut app: App) -> std::io::Result<()> {
    let mut screen = Screen::take()?;
    play(&mut screen, &mut app)
}

fn play(screen: &mut Screen, app: &mut App) -> std::io::Result<()> {
    while app.is_running() {
        app.tick();
        screen.take_back_after_panic()?;
        screen.terminal().draw(|frame| view::draw(app, frame))?;
        if event::poll(POLL)? {
            let ev = event::read()?;
            let size = screen.terminal().size()?;
            let area = Rect::new(0, 0, size.width, size.height);
            if let Some(action) = input::action(app, &ev, area) {
                app.apply(action);
            }
        }
    }
    Ok(())
}
