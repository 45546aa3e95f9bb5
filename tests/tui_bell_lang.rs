//! Bell's screen in other languages: in Malay at the smallest size, and in
//! the pseudo-language, where every word made from the catalogue is marked
//! and any plain word left on the screen was not.

mod common;

use common::bell_tui::*;
use pasang::games::bell::Players;
use pasang::i18n::{self, Lang};
use pasang::tui::Theme;
use pasang::tui::bell::view;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| view::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

fn malay() {
    i18n::set(Lang::find("ms").expect("the Malay catalogue"));
}

/// Four players, c9 hopped to e9 and g9 with f9 waiting (as in
/// `tui_bell_screens`).
fn waiting_four() -> App {
    let mut app = app_after(Players::Four, Theme::MONO, &TURNS[..10]);
    click(&mut app, p("c9"));
    click(&mut app, p("e9"));
    cursor_to(&mut app, p("g9"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.hopping().map(|t| t.waiting()), Some(Some(p("f9"))));
    app
}

#[test]
fn four_players_mid_turn_in_malay() {
    malay();
    let text = screen(&waiting_four(), 80, 24);
    insta::assert_snapshot!(text);
}
