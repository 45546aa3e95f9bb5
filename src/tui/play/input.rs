//! Keys and mouse clicks to actions, for every game: the one place that
//! knows which key does what.

use super::keyed;
use super::{Action, Front, Mode, Screen};
use crate::tui::layout::ScreenLayout;
use ratatui::crossterm::event::{Event, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

/// The action an event asks for, if any. `area` is the whole screen, laid
/// out exactly as the view lays it out, so clicks land where they look.
pub fn action<G: Front>(app: &Screen<G>, event: &Event, area: Rect) -> Option<Action> {
    match event {
        // Only presses: terminals that report releases must not move twice.
        // On a screen too small to show the board, keys that act on it
        // would act blind: only quitting works there.
        Event::Key(key) if key.kind == KeyEventKind::Press && ScreenLayout::new(area).is_err() => {
            keyed::action(app, *key)
                .filter(|a| matches!(a, Action::Quit | Action::Yes | Action::No))
        }
        Event::Key(key) if key.kind == KeyEventKind::Press => keyed::action(app, *key),
        // A replay is not played: clicks on the board do nothing.
        Event::Mouse(_) if app.is_replay() && *app.mode() == Mode::Board => None,
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            match app.mode() {
                Mode::Board => {
                    let layout = ScreenLayout::new(area).ok()?;
                    layout
                        .board
                        .with_facing(app.facing())
                        .point_at(mouse.column, mouse.row)
                        .map(Action::Click)
                }
                Mode::Help { .. } | Mode::Chat { .. } => Some(Action::Back),
                Mode::Typing(_)
                | Mode::Confirm(_)
                | Mode::NewGame { .. }
                | Mode::Games(_)
                | Mode::Settings(_)
                | Mode::Review => None,
            }
        }
        Event::Mouse(mouse) => match (app.mode(), mouse.kind) {
            (Mode::Help { .. }, MouseEventKind::ScrollDown) => Some(Action::Scroll(1)),
            (Mode::Help { .. }, MouseEventKind::ScrollUp) => Some(Action::Scroll(-1)),
            (Mode::Chat { .. }, MouseEventKind::ScrollDown) => Some(Action::Scroll(1)),
            (Mode::Chat { .. }, MouseEventKind::ScrollUp) => Some(Action::Scroll(-1)),
            _ => None,
        },
        _ => None,
    }
}
