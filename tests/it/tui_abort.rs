//! `A` calls off a shared game before every player has moved, exactly as
//! the word `:abort` (`:batalkan`) does, and is refused as the word is
//! once both have moved; the key bar offers it only while it may be done,
//! the help always, in English and in Malay.

use pasang::games::{Ending, Seat};
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::tui::ka::App;
use pasang::tui::lobby::Row;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

use crate::common::lobby::{AREA, go_to, key, typed, visitor};

fn screen(app: &impl TerminalApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal.backend().to_string()
}

/// The key bar: the screen's last row.
fn key_bar(app: &impl TerminalApp) -> String {
    screen(app).lines().last().unwrap_or_default().to_string()
}

/// A ka game started in a lobby by South and joined by its code by North:
/// each player's screen.
fn shared_game(games: &Arc<Directory>) -> (App, App) {
    let mut host = visitor(games, Some("SHA256:south"));
    go_to(&mut host, Row::Start);
    key(&mut host, KeyCode::Enter);
    let Some(AnyApp::Game(AnyScreen::Ka(south))) = host.hand_over() else {
        panic!("the ka game's screen takes over");
    };
    let code = games.in_progress().last().unwrap().code.clone();
    let mut friend = visitor(games, Some("SHA256:north"));
    friend.join_code(&code);
    let Some(AnyApp::Game(AnyScreen::Ka(north))) = friend.hand_over() else {
        panic!("the friend is at the game");
    };
    (south, north)
}

/// A move typed at the prompt.
fn play_first_move(app: &mut App) {
    let m = app.game().legal_moves()[0];
    key(app, KeyCode::Char(':'));
    typed(app, &m.to_string());
    key(app, KeyCode::Enter);
}

/// The word `abort` in this thread's language, typed at the prompt.
fn type_abort(app: &mut App) {
    key(app, KeyCode::Char(':'));
    typed(app, &i18n::text("word-abort", &[]));
    key(app, KeyCode::Enter);
}

#[test]
fn the_abort_key_calls_off_a_fresh_shared_game_as_the_word_does_in_both_languages() {
    for (lang, bar) in [("en", "A abort"), ("ms", "A batalkan")] {
        i18n::set(Lang::find(lang).unwrap());
        let games = Arc::new(Directory::open(None).unwrap().0);
        let (mut by_key, mut north) = shared_game(&games);
        let (mut by_word, _north) = shared_game(&games);
        assert!(
            key_bar(&by_key).contains(bar),
            "{lang}: {}",
            key_bar(&by_key)
        );
        key(&mut by_key, KeyCode::Char('A'));
        type_abort(&mut by_word);
        for app in [&by_key, &by_word] {
            assert_eq!(app.session().ended(), Some(Ending::Aborted(Seat::South)));
            assert!(!key_bar(app).contains(bar), "{lang}: over, not offered");
        }
        // Said alike, and heard at the other terminal.
        let said = |app: &App| app.message().map(|m| m.text);
        assert!(said(&by_key).is_some());
        assert_eq!(said(&by_key), said(&by_word), "{lang}");
        TerminalApp::tick(&mut north);
        assert_eq!(north.session().ended(), Some(Ending::Aborted(Seat::South)));
    }
    i18n::set(Lang::english());
}

#[test]
fn the_abort_key_is_refused_once_both_have_moved_as_the_word_is() {
    i18n::set(Lang::english());
    let games = Arc::new(Directory::open(None).unwrap().0);
    let (mut south, mut north) = shared_game(&games);
    play_first_move(&mut south);
    TerminalApp::tick(&mut north);
    // One has moved: still in time, and offered.
    assert!(key_bar(&north).contains("A abort"), "{}", key_bar(&north));
    play_first_move(&mut north);
    TerminalApp::tick(&mut south);
    assert_eq!(south.game().moves().len(), 2);
    assert!(!key_bar(&south).contains("A abort"), "{}", key_bar(&south));
    key(&mut south, KeyCode::Char('A'));
    let by_key = south.message().map(|m| m.text);
    assert_eq!(south.session().ended(), None);
    type_abort(&mut south);
    assert_eq!(south.session().ended(), None);
    assert_eq!(south.message().map(|m| m.text), by_key);
    assert!(
        by_key
            .as_deref()
            .is_some_and(|t| t.contains("no longer be aborted")),
        "{by_key:?}"
    );
    // The help lists the key whenever it is asked for.
    key(&mut south, KeyCode::Char('?'));
    let help = screen(&south);
    assert!(help.contains("call off a shared game"), "{help}");
}

#[test]
fn at_one_keyboard_the_abort_key_is_not_offered_and_ends_nothing() {
    i18n::set(Lang::english());
    let mut app = App::new(
        pasang::games::ka::Game::new(
            pasang::games::ka::Setup::pattern(pasang::games::ka::Pattern::Second),
            pasang::games::ka::Rules::CLASSIC,
        ),
        Theme::MONO,
    );
    assert!(!key_bar(&app).contains("A abort"), "{}", key_bar(&app));
    key(&mut app, KeyCode::Char('A'));
    assert_eq!(app.session().ended(), None);
}
