//! Keys and mouse clicks to actions, for every game: the one place that
//! knows which key does what.

use super::layout::ScreenLayout;
use super::play::keyed;
use super::play::{Action, Front, Mode, Screen};
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
                        .with_flip(app.flipped())
                        .point_at(mouse.column, mouse.row)
                        .map(Action::Click)
                }
                Mode::Help { .. } => Some(Action::Back),
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
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Game, Pattern, Rules, Setup};
    use crate::tui::Theme;
    use crate::tui::ka::App;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventState, KeyModifiers};

    fn app() -> App {
        App::new(
            Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC),
            Theme::MONO,
        )
    }

    #[test]
    fn key_releases_are_ignored() {
        let area = Rect::new(0, 0, 80, 24);
        let mut key = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        assert_eq!(action(&app(), &Event::Key(key), area), Some(Action::Select));
        key.kind = KeyEventKind::Release;
        key.state = KeyEventState::NONE;
        assert_eq!(action(&app(), &Event::Key(key), area), None);
    }

    #[test]
    fn a_too_small_screen_only_takes_quit() {
        let small = Rect::new(0, 0, 40, 10);
        let enter = Event::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        let q = Event::Key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE));
        assert_eq!(action(&app(), &enter, small), None);
        assert_eq!(action(&app(), &q, small), Some(Action::Quit));
    }

    #[test]
    fn shift_u_and_ctrl_r_both_redo() {
        let area = Rect::new(0, 0, 80, 24);
        let u = KeyEvent::new(KeyCode::Char('U'), KeyModifiers::SHIFT);
        let r = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
        assert_eq!(action(&app(), &Event::Key(u), area), Some(Action::Redo));
        assert_eq!(action(&app(), &Event::Key(r), area), Some(Action::Redo));
    }
}
