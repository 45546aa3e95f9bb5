//! Keys and mouse clicks to actions: the one place that knows which key
//! does what.

use super::app::{Action, App, Mode};
use super::layout::ScreenLayout;
use crate::games::ka::Direction;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::layout::Rect;

/// The action an event asks for, if any. `area` is the whole screen, laid
/// out exactly as the view lays it out, so clicks land where they look.
pub fn action(app: &App, event: &Event, area: Rect) -> Option<Action> {
    match event {
        // Only presses: terminals that report releases must not move twice.
        // On a screen too small to show the board, keys that act on it
        // would act blind: only quitting works there.
        Event::Key(key) if key.kind == KeyEventKind::Press && ScreenLayout::new(area).is_err() => {
            key_action(app.mode(), *key)
                .filter(|a| matches!(a, Action::Quit | Action::Yes | Action::No))
        }
        Event::Key(key) if key.kind == KeyEventKind::Press && app.is_replay() => {
            replay_action(app.mode(), *key)
        }
        Event::Key(key) if key.kind == KeyEventKind::Press => key_action(app.mode(), *key),
        // A replay is not played: clicks on the board do nothing.
        Event::Mouse(_) if app.is_replay() && *app.mode() == Mode::Board => None,
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            match app.mode() {
                Mode::Board => {
                    let layout = ScreenLayout::new(area).ok()?;
                    layout
                        .board
                        .point_at(mouse.column, mouse.row)
                        .map(Action::Click)
                }
                Mode::Help { .. } => Some(Action::Back),
                Mode::Typing(_) | Mode::Confirm(_) | Mode::NewGame { .. } => None,
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

/// Keys in a replay: stepping through the moves.
fn replay_action(mode: &Mode, key: KeyEvent) -> Option<Action> {
    if *mode != Mode::Board {
        return key_action(mode, key);
    }
    match key.code {
        KeyCode::Left | KeyCode::Char('h' | 'k' | 'u') | KeyCode::Up | KeyCode::Backspace => {
            Some(Action::Undo)
        }
        KeyCode::Right | KeyCode::Char('l' | 'j' | 'U' | ' ') | KeyCode::Down | KeyCode::Enter => {
            Some(Action::Redo)
        }
        KeyCode::Home | KeyCode::Char('g') => Some(Action::First),
        KeyCode::End | KeyCode::Char('G') => Some(Action::Last),
        KeyCode::Esc => Some(Action::Back),
        _ => key_action(mode, key),
    }
}

fn key_action(mode: &Mode, key: KeyEvent) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match mode {
        Mode::Typing(_) => match key.code {
            KeyCode::Enter => Some(Action::Submit),
            KeyCode::Esc => Some(Action::Back),
            KeyCode::Backspace => Some(Action::Erase),
            KeyCode::Char('c') if ctrl => Some(Action::Back),
            KeyCode::Char(c) if !ctrl => Some(Action::Char(c)),
            _ => None,
        },
        Mode::NewGame { .. } => match key.code {
            KeyCode::Up | KeyCode::Char('k') => Some(Action::Cursor(Direction::North)),
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                Some(Action::Cursor(Direction::South))
            }
            KeyCode::Left | KeyCode::Char('h') => Some(Action::Cursor(Direction::West)),
            KeyCode::Right | KeyCode::Char('l') | KeyCode::Char(' ') => {
                Some(Action::Cursor(Direction::East))
            }
            KeyCode::Enter | KeyCode::Char('y') => Some(Action::Yes),
            KeyCode::Esc | KeyCode::Char('n' | 'q') => Some(Action::No),
            _ => None,
        },
        Mode::Confirm(_) => match key.code {
            KeyCode::Char('y' | 'Y') | KeyCode::Enter => Some(Action::Yes),
            _ => Some(Action::No),
        },
        Mode::Help { .. } => match key.code {
            KeyCode::Down | KeyCode::Char('j') => Some(Action::Scroll(1)),
            KeyCode::Up | KeyCode::Char('k') => Some(Action::Scroll(-1)),
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Action::Scroll(10)),
            KeyCode::PageUp => Some(Action::Scroll(-10)),
            _ => Some(Action::Back),
        },
        Mode::Board => match key.code {
            KeyCode::Left | KeyCode::Char('h') => Some(Action::Cursor(Direction::West)),
            KeyCode::Right | KeyCode::Char('l') => Some(Action::Cursor(Direction::East)),
            KeyCode::Up | KeyCode::Char('k') => Some(Action::Cursor(Direction::North)),
            KeyCode::Down | KeyCode::Char('j') => Some(Action::Cursor(Direction::South)),
            KeyCode::Enter | KeyCode::Char(' ') => Some(Action::Select),
            KeyCode::Tab => Some(Action::Next),
            KeyCode::BackTab => Some(Action::Previous),
            KeyCode::Esc => Some(Action::Back),
            KeyCode::Char(':') => Some(Action::StartTyping),
            KeyCode::Char('r') if ctrl => Some(Action::Redo),
            KeyCode::Char('c') if ctrl => Some(Action::Quit),
            KeyCode::Char('u') => Some(Action::Undo),
            KeyCode::Char('U') => Some(Action::Redo),
            KeyCode::Char('n') => Some(Action::NewGame),
            KeyCode::Char('s') => Some(Action::Save),
            KeyCode::Char('H') => Some(Action::Hint),
            KeyCode::Char('?') => Some(Action::Help),
            KeyCode::Char('q') => Some(Action::Quit),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Game, Pattern, Rules, Setup};
    use crate::tui::Theme;
    use ratatui::crossterm::event::KeyEventState;

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
