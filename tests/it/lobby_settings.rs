//! A keyed visitor's settings, kept by the server for their key: the
//! language chosen in the lobby, and the settings screen of a game,
//! written to the server's database and used by their next screens.

use crate::common::lobby::{AREA, holder};
use crate::lobby::{directory, visit_screen};
use pasang::i18n::{self, Lang};
use pasang::net::db::settings::Kept;
use pasang::net::visit::{Lobby, Visit};
use pasang::settings::Place;
use pasang::tui::Theme;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use std::sync::Arc;

const KEY: &str = "SHA256:v";

fn press(v: &mut Visit, code: KeyCode) {
    v.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

#[test]
fn a_keyed_visitors_language_and_bell_are_kept_for_their_key() {
    let games = directory();
    let db = Arc::clone(games.db());
    // The visitor's thread of its own, as the server gives each.
    std::thread::spawn(move || {
        let lobby = Lobby {
            games: Arc::clone(&games),
            holder: holder(Some(KEY)),
            theme: Theme::MONO,
            wake: None,
            reach: ("example.org".to_string(), 2222),
            settings: Some(Place::Kept(Arc::new(Kept {
                db: Arc::clone(&db),
                key: KEY.to_string(),
            }))),
        };
        let mut v = Visit::lobby(lobby, None, None, Some(Lang::english()));
        assert!(visit_screen(&mut v).contains("Start the game"));
        // The lobby's language key: kept for the key, each time.
        press(&mut v, KeyCode::Char('L'));
        assert!(visit_screen(&mut v).contains("Mulakan permainan"));
        assert_eq!(db.settings(KEY).unwrap().language.as_deref(), Some("ms"));
        press(&mut v, KeyCode::Char('L'));
        assert_eq!(db.settings(KEY).unwrap().language.as_deref(), Some("en"));
        // A game: its settings screen shows what the server keeps (the
        // bell on, as for every visitor), and saving keeps the change.
        for _ in 0..10 {
            press(&mut v, KeyCode::Down);
        }
        press(&mut v, KeyCode::Enter);
        press(&mut v, KeyCode::Char('S'));
        let shown = visit_screen(&mut v);
        assert!(shown.contains("rings on your turn"), "{shown}");
        for _ in 0..3 {
            press(&mut v, KeyCode::Down);
        }
        press(&mut v, KeyCode::Right);
        press(&mut v, KeyCode::Enter);
        let shown = visit_screen(&mut v);
        assert!(shown.contains("Settings saved."), "{shown}");
        let kept = db.settings(KEY).unwrap();
        assert!(!kept.bell, "{kept:?}");
        assert_eq!(kept.language.as_deref(), Some("en"));
        // f turns the board, kept for the next games: the visitor's next
        // game opens with North at the bottom.
        let top_row = |v: &mut Visit| {
            let shown = visit_screen(v);
            let at = |row: &str| shown.find(row).unwrap_or(usize::MAX);
            if at("\"11  ") < at("\" 1  ") { 11 } else { 1 }
        };
        assert_eq!(top_row(&mut v), 11);
        press(&mut v, KeyCode::Char('f'));
        assert!(visit_screen(&mut v).contains("Kept for the next games."));
        assert!(db.settings(KEY).unwrap().flipped);
        press(&mut v, KeyCode::Char('q'));
        assert!(visit_screen(&mut v).contains("Start the game"));
        for _ in 0..10 {
            press(&mut v, KeyCode::Down);
        }
        press(&mut v, KeyCode::Enter);
        assert_eq!(top_row(&mut v), 1, "{}", visit_screen(&mut v));
    })
    .join()
    .unwrap();
    i18n::set(Lang::english());
}
