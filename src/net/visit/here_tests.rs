//! Who is here follows each visit: listed in the lobby on arrival, playing
//! or watching at a game, back in the lobby after it, and gone once the
//! visit ends, whether the visitor left, their connection dropped, or
//! their session was ended.

use super::{Lobby, Screen, Visit};
use crate::net::games::Directory;
use crate::tui::lobby::Row;
use crate::tui::rooms::Doing;
use crate::tui::rooms::parts::*;
use crate::visitor::{Holder, Origin};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::layout::Rect;
use std::sync::Arc;

fn holder(key: Option<&str>) -> Holder {
    Holder {
        key: key.map(str::to_string),
        origin: Origin::V4([192, 0, 2, 7]),
    }
}

fn visit(games: &Arc<Directory>, key: Option<&str>) -> Visit {
    let lobby = Lobby {
        games: Arc::clone(games),
        holder: holder(key),
        theme: crate::tui::Theme::with_no_color(false, None),
        wake: None,
        reach: ("localhost".into(), 2222),
        settings: None,
    };
    Visit::lobby(lobby, None, None, None)
}

fn press(visit: &mut Visit, code: KeyCode) {
    visit.handle(&Event::Key(KeyEvent::from(code)), Rect::new(0, 0, 100, 32));
}

/// Chooses the lobby's `row` and does what it says.
fn choose(visit: &mut Visit, row: Row) {
    for _ in 0..40 {
        match &visit.screen {
            Screen::Lobby(app) if app.row() == row => break,
            Screen::Lobby(_) => press(visit, KeyCode::Down),
            _ => panic!("not in the lobby"),
        }
    }
    press(visit, KeyCode::Enter);
}

/// Who is here, as a guest sees them: (name, doing) each.
fn here(games: &Directory) -> Vec<(Option<String>, Doing)> {
    (games.here(&holder(None), None).into_iter())
        .map(|p| (p.name, p.doing))
        .collect()
}

#[test]
fn a_visit_is_listed_in_the_lobby_at_a_game_watching_and_back_and_goes_when_it_ends() {
    let games = Directory::open(None).unwrap().0;
    games
        .players()
        .choose_name(Some("SHA256:s"), "Siti")
        .unwrap();
    assert!(here(&games).is_empty());
    let mut siti = visit(&games, Some("SHA256:s"));
    assert_eq!(here(&games), [(Some("Siti".into()), Doing::InLobby)]);
    // A guest comes: listed after the named, without a name.
    let mut guest = visit(&games, None);
    assert_eq!(games.here_count(), 2);
    // Siti starts a game: playing.
    choose(&mut siti, Row::Start);
    assert!(matches!(siti.screen, Screen::Game(_)));
    assert_eq!(
        here(&games),
        [
            (Some("Siti".into()), Doing::Playing),
            (None, Doing::InLobby)
        ]
    );
    // The guest watches it, and leaves it for the lobby.
    choose(&mut guest, Row::Watch);
    press(&mut guest, KeyCode::Enter);
    assert_eq!(here(&games)[1], (None, Doing::Watching));
    press(&mut guest, KeyCode::Char('q'));
    guest.tick();
    assert!(matches!(guest.screen, Screen::Lobby(_)));
    assert_eq!(here(&games)[1], (None, Doing::InLobby));
    // The guest's connection drops: gone at once.
    guest.closed();
    assert_eq!(here(&games), [(Some("Siti".into()), Doing::Playing)]);
    // Siti's session is ended without a word: dropping it is enough.
    drop(siti);
    assert!(here(&games).is_empty());
    assert_eq!(games.here_count(), 0);
}

#[test]
fn a_visitor_who_leaves_the_lobby_is_no_longer_here_and_two_visits_of_one_key_are_one() {
    let games = Directory::open(None).unwrap().0;
    games
        .players()
        .choose_name(Some("SHA256:a"), "Awang")
        .unwrap();
    let mut first = visit(&games, Some("SHA256:a"));
    let mut second = visit(&games, Some("SHA256:a"));
    choose(&mut first, Row::Start);
    // Listed once, in the lobby: where a challenge by name finds them.
    assert_eq!(here(&games), [(Some("Awang".into()), Doing::InLobby)]);
    assert_eq!(games.visitors().doing("SHA256:a"), Some(Doing::InLobby));
    choose(&mut second, Row::Leave);
    assert!(!second.is_running());
    assert_eq!(here(&games), [(Some("Awang".into()), Doing::Playing)]);
    // Never a key in the list.
    let listed = format!("{:?}", games.here(&holder(None), None));
    assert!(!listed.contains("SHA256"), "{listed}");
}
