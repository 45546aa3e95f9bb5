//! Driving a server's lobby as a visitor does: by keys, typed lines and
//! its rows; and a server with an operator for it.

use pasang::net::games::Directory;
use pasang::tui::lobby::{LobbyApp, Row};
use pasang::tui::{TerminalApp, Theme};
use pasang::visitor::{Holder, Origin};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::layout::Rect;
use std::sync::Arc;

/// The terminal's size the lobby and its games are driven at.
pub const AREA: Rect = Rect::new(0, 0, 100, 32);

pub fn key(app: &mut impl TerminalApp, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

pub fn typed(app: &mut impl TerminalApp, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// The lobby of `games` for a visitor with the key `who` (a guest with
/// none), from one address, told to reach the server at example.org:2222.
pub fn visitor(games: &Arc<Directory>, who: Option<&str>) -> LobbyApp {
    let holder = holder(who);
    let reach = ("example.org".to_string(), 2222);
    LobbyApp::new(Arc::clone(games), holder, Theme::MONO, None, reach)
}

/// A visitor with the key `who` (a guest with none), from one address.
pub fn holder(who: Option<&str>) -> Holder {
    Holder {
        key: who.map(str::to_string),
        origin: Origin::V4([192, 0, 2, 1]),
    }
}

/// Presses Down until `row` is chosen.
pub fn go_to(app: &mut LobbyApp, row: Row) {
    for _ in 0..40 {
        if app.row() == row {
            return;
        }
        key(app, KeyCode::Down);
    }
    panic!("no row {row:?}");
}

/// A server keeping its games in a temporary folder (given back, to live
/// as long as the server), whose operator's key is `SHA256:op`.
pub fn operated() -> (tempfile::TempDir, Arc<Directory>) {
    let dir = tempfile::tempdir().unwrap();
    let (games, _) = Directory::open_logged(
        Some(dir.path().to_path_buf()),
        Arc::new(pasang::net::log::Log::silent()),
        Some("SHA256:op".to_string()),
    )
    .unwrap();
    (dir, games)
}

/// The lobby drawn at `width`×`height`, each row without its quotes and
/// with the frame's sides as spaces.
pub fn screen(app: &LobbyApp, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let text = terminal.backend().to_string();
    text.lines()
        .map(|l| l.trim_matches('"').replace('│', " "))
        .collect::<Vec<_>>()
        .join("\n")
}
