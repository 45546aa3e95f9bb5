//! Keys and mouse clicks to actions on Bell's screen, from the one key
//! table ([`crate::tui::keys::bell`] and the modes it shares with the ka
//! game).

use super::{BellApp, Mode};
use crate::tui::keys::{self, Binding, Key, find};
use crate::tui::layout::ScreenLayout;
use crate::tui::play::Action;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

/// The key table in force for the app as it is now.
pub fn table(app: &BellApp) -> &'static [Binding] {
    match app.mode() {
        Mode::Typing(_) => keys::TYPING,
        Mode::Help { .. } => keys::HELP,
        Mode::Confirm(_) => keys::CONFIRM,
        Mode::NewGame(_) => keys::NEW_GAME,
        Mode::Games(_) => keys::GAMES,
        Mode::Settings(_) => keys::SETTINGS,
        Mode::Review => keys::REVIEW,
        Mode::Board if app.is_replay() => keys::REPLAY,
        Mode::Board if app.in_the_past() => keys::PAST,
        Mode::Board if app.hopping().is_some() => keys::bell::HOPPING,
        Mode::Board => keys::bell::BOARD,
    }
}

/// The action a key press asks for in the app's mode.
fn key_action(app: &BellApp, key: Key) -> Option<Action> {
    let found = find(table(app), key);
    match app.mode() {
        // A stone chosen or a past position: the rest of the board's keys
        // work as always.
        Mode::Board if !app.is_replay() => found.or_else(|| find(keys::bell::BOARD, key)),
        Mode::Board => found,
        Mode::Typing(_) => found.or(match key.code {
            KeyCode::Char(ch) if !key.ctrl => Some(Action::Char(ch)),
            _ => None,
        }),
        Mode::NewGame(_) | Mode::Games(_) | Mode::Settings(_) | Mode::Review => found,
        Mode::Help { .. } => found.or(Some(Action::Back)),
        // Another player's question is answered only with yes or no: a
        // stray key does not decline it.
        Mode::Confirm(crate::tui::play::Pending::Answer(..)) => found,
        Mode::Confirm(_) => found.or(Some(Action::No)),
    }
}

/// The action an event asks for, if any. `area` is the whole screen, laid
/// out exactly as the view lays it out, so clicks land where they look.
pub fn action(app: &BellApp, event: &Event, area: Rect) -> Option<Action> {
    match event {
        // Only presses; on a screen too small for the board only quitting
        // works.
        Event::Key(key) if key.kind == KeyEventKind::Press && ScreenLayout::new(area).is_err() => {
            key_action(app, Key::of(*key))
                .filter(|a| matches!(a, Action::Quit | Action::Yes | Action::No))
        }
        Event::Key(key) if key.kind == KeyEventKind::Press => key_action(app, Key::of(*key)),
        Event::Mouse(_) if app.is_replay() && *app.mode() == Mode::Board => None,
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            match app.mode() {
                Mode::Board => ScreenLayout::new(area)
                    .ok()?
                    .board
                    .with_flip(app.flipped())
                    .point_at(mouse.column, mouse.row)
                    .map(Action::Click),
                Mode::Help { .. } => Some(Action::Back),
                _ => None,
            }
        }
        Event::Mouse(mouse) => match (app.mode(), mouse.kind) {
            (Mode::Help { .. }, MouseEventKind::ScrollDown) => Some(Action::Scroll(1)),
            (Mode::Help { .. }, MouseEventKind::ScrollUp) => Some(Action::Scroll(-1)),
            _ => None,
        },
        _ => None,
    }
}
