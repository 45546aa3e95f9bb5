//! Keys and clicks read on the ka game's screen.

use crate::games::ka::{Game, Pattern, Rules, Setup};
use crate::tui::Theme;
use crate::tui::ka::App;
use crate::tui::play::Action;
use crate::tui::play::input::action;
use ratatui::crossterm::event::{Event, KeyEventKind};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventState, KeyModifiers};
use ratatui::layout::Rect;

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
