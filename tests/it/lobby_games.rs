//! A game from the lobby in both games: the rules, opening and clock
//! chosen there, whose turn is waited for at which terminal, watchers, and
//! the host's quit.

use crate::common::lobby::{go_to, holder, key, typed};
use crate::common::{both_games, both_games_begun};
use crate::lobby::{directory, lobby, screen, squeezed, visit_screen};
use pasang::games::Seat;
use pasang::i18n::{self, Lang};
use pasang::tui::lobby::Note;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

/// The words of the panel (the right of the screen at 100×32), read
/// across its wrapped lines.
fn panel_words(app: &impl TerminalApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..32 {
        for x in 66..100 {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push(' ');
    }
    text.split(|c: char| c.is_whitespace() || c == '│')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_turn_of_a_seat_at_another_terminal_is_waited_for_or_watched_in_both_games() {
    use pasang::games::SeatKind;
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    for game in both_games() {
        let seats = game.seats().to_vec();
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        let first = table.app(&seats[..1], Theme::MONO, None);
        let other = table.app(&seats[1..], Theme::MONO, None);
        let watcher = table.app(&[], Theme::MONO, None);
        let panel = panel_words(&other);
        assert!(
            panel.contains("Waiting for South (at another terminal)."),
            "{panel}"
        );
        let shown = screen(&other, 100, 32);
        assert!(!shown.contains("Enter takes"), "an invitation: {shown}");
        let panel = panel_words(&watcher);
        assert!(panel.contains("Watching: South to move."), "{panel}");
        let shown = screen(&watcher, 100, 32);
        assert!(!shown.contains("Enter takes"), "an invitation: {shown}");
        // The key bar offers only what works in a shared game.
        for refused in ["u undo", "U redo", "n new", "o open"] {
            assert!(!shown.contains(refused), "{refused}: {shown}");
        }
        assert!(shown.contains("q quit"), "{shown}");
        let panel = panel_words(&first);
        assert!(!panel.contains("another terminal"), "{panel}");
        assert!(!panel.contains("Watching"), "{panel}");
    }
}

#[test]
fn a_visitor_whose_code_on_the_way_in_was_held_back_is_told_in_the_lobby() {
    let games = directory();
    let lobby = pasang::net::visit::Lobby {
        games: Arc::clone(&games),
        holder: holder(None),
        theme: Theme::MONO,
        wake: None,
        reach: ("example.org".to_string(), 2222),
        settings: None,
    };
    let mut v =
        pasang::net::visit::Visit::lobby(lobby, None, Some(Note::Wait(5)), Some(Lang::english()));
    let shown = visit_screen(&mut v);
    assert!(
        shown.contains("Too many wrong codes from your address: try again in 5 seconds."),
        "{shown}"
    );
}

/// The key bar: the screen's last row at 100×32.
fn key_bar(app: &impl TerminalApp) -> String {
    screen(app, 100, 32)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn the_players_and_watchers_of_a_shared_game_see_how_many_watch_in_both_games() {
    use pasang::games::SeatKind;
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    for game in both_games() {
        let seats = game.seats().to_vec();
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        let player = table.app(&seats[..1], Theme::MONO, None);
        let panel = panel_words(&player);
        assert!(!panel.contains("watching"), "no one watches: {panel}");
        let first = table.app(&[], Theme::MONO, None);
        let second = table.app(&[], Theme::MONO, None);
        let panel = panel_words(&player);
        assert!(panel.contains("2 watching"), "{panel}");
        assert!(panel_words(&first).contains("2 watching"));
        drop(second);
        let panel = panel_words(&player);
        assert!(panel.contains("1 watching"), "{panel}");
        // In Malay too.
        i18n::set(Lang::find("ms").expect("the Malay catalogue is embedded"));
        let panel = panel_words(&player);
        assert!(panel.contains("1 orang menonton"), "{panel}");
        i18n::set(Lang::english());
    }
}

#[test]
fn a_watchers_key_bar_offers_nothing_that_plays_in_both_games() {
    use pasang::games::SeatKind;
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    for game in both_games() {
        let seats = game.seats().to_vec();
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        let player = table.app(&seats[..1], Theme::MONO, None);
        let watcher = table.app(&[], Theme::MONO, None);
        // The player to move chooses, types and steps through captures.
        let bar = key_bar(&player);
        assert!(bar.contains("Enter select"), "{bar}");
        let bar = key_bar(&watcher);
        for playing in ["Enter select", "Tab next"] {
            assert!(!bar.contains(playing), "{playing}: {bar}");
        }
        // A watcher types at the prompt to chat.
        for watching in ["PgUp back", ": type", "c chat", "q quit"] {
            assert!(bar.contains(watching), "{watching}: {bar}");
        }
    }
}

#[test]
fn a_watcher_leaves_a_game_in_progress_at_once_in_both_games() {
    use pasang::games::SeatKind;
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    for game in both_games_begun() {
        let seats = game.seats().to_vec();
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        let _player = table.app(&seats[..1], Theme::MONO, None);
        let mut watcher = table.app(&[], Theme::MONO, None);
        assert!(watcher.is_running());
        key(&mut watcher, KeyCode::Char('q'));
        assert!(!watcher.is_running(), "{}", screen(&watcher, 100, 32));
    }
}

#[test]
fn the_hosts_quit_warns_that_the_others_are_cut_off_in_both_games() {
    use pasang::games::{AnyGame, SeatKind};
    use pasang::session::Table;
    i18n::set(Lang::english());
    // Begun or not, a guest is at the table.
    for game in both_games().into_iter().chain(both_games_begun()) {
        let seats = game.seats().to_vec();
        let kinds = vec![SeatKind::Human; seats.len()];
        let (mut host, _guest): (AnyApp, Box<dyn std::any::Any>) = pasang::on_any!(game, AnyGame, g => {
            let t = Table::new(g, kinds);
            let guest = t.sit(&seats[1..], None);
            let app = pasang::tui::play::Screen::new(t.game(), Theme::MONO)
                .with_link(t.sit(&seats[..1], None))
                .hosting();
            (AnyApp::Game(AnyScreen::from(app)), Box::new(guest))
        });
        key(&mut host, KeyCode::Char('q'));
        assert!(host.is_running(), "the host asks first");
        let shown = screen(&host, 100, 32);
        assert!(shown.contains("cut off"), "{shown}");
        key(&mut host, KeyCode::Char('y'));
        assert!(!host.is_running());
    }
}

#[test]
fn the_rules_row_is_the_ka_games_and_the_opening_row_bells_and_the_cursor_skips_the_other() {
    use pasang::tui::lobby::Row;
    let games = directory();
    let mut app = lobby(&games, None);
    assert!(app.rows().any(|r| r == Row::Rule("rules")));
    assert!(!app.rows().any(|r| r == Row::Rule("opening")));
    go_to(&mut app, Row::Pattern);
    key(&mut app, KeyCode::Down);
    assert_eq!(app.row(), Row::Rule("rules"));
    key(&mut app, KeyCode::Down);
    assert_eq!(app.row(), Row::Rule("captures"));
    key(&mut app, KeyCode::Down);
    assert_eq!(app.row(), Row::Rule("first"));
    key(&mut app, KeyCode::Down);
    assert_eq!(app.row(), Row::Rule("rounds"));
    key(&mut app, KeyCode::Right);
    assert!(screen(&app, 100, 32).contains("‹ 2 ›"), "a series of two");
    key(&mut app, KeyCode::Down);
    assert_eq!(app.row(), Row::Clock);
    // Bell's game for two: its opening in place of the rules.
    for _ in 0..6 {
        key(&mut app, KeyCode::Up);
    }
    assert_eq!(app.row(), Row::Game);
    key(&mut app, KeyCode::Right);
    assert!(!app.rows().any(|r| r == Row::Rule("rules")));
    go_to(&mut app, Row::Clock);
    key(&mut app, KeyCode::Up);
    assert_eq!(app.row(), Row::Rule("opening"));
    key(&mut app, KeyCode::Up);
    assert_eq!(app.row(), Row::Pattern);
    i18n::set(Lang::english());
    let shown = squeezed(&screen(&app, 100, 32));
    assert!(
        shown.contains("Opening ‹ corner (a1 k1 a11 k11) ›"),
        "{shown}"
    );
    assert!(shown.contains("Clock ‹ none ›"), "{shown}");
    assert!(!shown.contains("Rules"), "{shown}");
}

#[test]
fn marbles_rules_chosen_in_the_lobby_make_a_marbles_game() {
    use pasang::games::{AnyGame, ka};
    use pasang::tui::lobby::Row;
    let games = directory();
    let mut app = lobby(&games, None);
    go_to(&mut app, Row::Rule("rules"));
    key(&mut app, KeyCode::Right);
    i18n::set(Lang::english());
    assert!(squeezed(&screen(&app, 100, 32)).contains("Rules ‹ marbles ›"));
    go_to(&mut app, Row::Start);
    key(&mut app, KeyCode::Enter);
    assert!(matches!(
        app.hand_over(),
        Some(AnyApp::Game(AnyScreen::Ka(_)))
    ));
    let AnyGame::Ka(game) = games.in_progress()[0].table.game() else {
        panic!("the ka game");
    };
    assert_eq!(game.rules(), ka::Rules::MARBLES);
}

#[test]
fn traditional_rules_and_north_first_chosen_in_the_lobby_make_that_game() {
    use pasang::games::{AnyGame, ka};
    use pasang::tui::lobby::Row;
    let games = directory();
    let mut app = lobby(&games, None);
    go_to(&mut app, Row::Rule("first"));
    key(&mut app, KeyCode::Right);
    go_to(&mut app, Row::Rule("rules"));
    key(&mut app, KeyCode::Left);
    i18n::set(Lang::english());
    let shown = screen(&app, 100, 32);
    assert!(shown.contains("‹ traditional ›"), "{shown}");
    assert!(shown.contains("‹ partial ›"), "{shown}");
    assert!(
        shown.contains("‹ north ›"),
        "the preset keeps who moves first:\n{shown}"
    );
    go_to(&mut app, Row::Rule("captures"));
    key(&mut app, KeyCode::Right);
    assert!(screen(&app, 100, 32).contains("‹ classic ›"));
    key(&mut app, KeyCode::Right);
    go_to(&mut app, Row::Start);
    key(&mut app, KeyCode::Enter);
    let AnyGame::Ka(game) = games.in_progress()[0].table.game() else {
        panic!("the ka game");
    };
    assert_eq!(
        game.rules(),
        ka::Rules {
            first: ka::First::North,
            ..ka::Rules::TRADITIONAL
        }
    );
    assert_eq!(game.position().to_move(), ka::Player::North);
}

#[test]
fn an_opening_chosen_in_the_lobby_is_the_opening_of_bells_game() {
    use pasang::games::{AnyGame, bell};
    use pasang::tui::lobby::Row;
    let games = directory();
    let mut app = lobby(&games, None);
    key(&mut app, KeyCode::Right);
    go_to(&mut app, Row::Rule("opening"));
    key(&mut app, KeyCode::Left);
    go_to(&mut app, Row::Start);
    key(&mut app, KeyCode::Enter);
    let AnyGame::Bell(game) = games.in_progress()[0].table.game() else {
        panic!("Bell's game");
    };
    assert_eq!(game.rules().opening, bell::Opening::Inner);
}

#[test]
fn a_clock_chosen_in_the_lobby_is_kept_by_the_table_and_a_fallen_flag_ends_the_game() {
    use pasang::games::Ending;
    use pasang::net::table::AnyTable;
    use pasang::tui::lobby::Row;
    use std::time::{Duration, Instant};
    i18n::set(Lang::english());
    let games = directory();
    let mut app = lobby(&games, Some("SHA256:me"));
    go_to(&mut app, Row::Clock);
    key(&mut app, KeyCode::Right);
    assert!(squeezed(&screen(&app, 100, 32)).contains("Clock ‹ 1+0 ›"));
    go_to(&mut app, Row::Start);
    key(&mut app, KeyCode::Enter);
    let Some(AnyApp::Game(AnyScreen::Ka(mut south))) = app.hand_over() else {
        panic!("the ka game's screen takes over");
    };
    let game = Arc::clone(&games.in_progress()[0]);
    let spec = game.table.clock().map(|c| c.spec());
    assert_eq!(spec, Some("1+0".parse().unwrap()));
    let panel = panel_words(&south);
    assert_eq!(panel.matches("time 1:00").count(), 2, "{panel}");
    // The list of games to watch names the clock, and so does the list of
    // one's own games, whole beside the code.
    let mut other = lobby(&games, None);
    go_to(&mut other, Row::Watch);
    key(&mut other, KeyCode::Enter);
    assert!(screen(&other, 100, 32).contains("the ka game, clock 1+0:"));
    let mut again = lobby(&games, Some("SHA256:me"));
    go_to(&mut again, Row::Mine);
    key(&mut again, KeyCode::Enter);
    // Who plays, by name and rating, the line wrapped under itself.
    let line = format!(
        "{} the ka game, clock 1+0: (no name yet) · 1500? (South, here), North open; 0 moves, 0 watching",
        game.code
    );
    let shown = screen(&again, 100, 32);
    let squeezed = shown.replace(['│', '"'], " ");
    let squeezed = squeezed.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(squeezed.contains(&line), "{shown}");
    // South's first move would start North's time, but nobody has taken
    // North yet: no time runs for a player who has not come.
    key(&mut south, KeyCode::Char(':'));
    typed(&mut south, "c");
    key(&mut south, KeyCode::Enter);
    let AnyTable::Ka(table) = &game.table else {
        panic!("the ka game's table");
    };
    let mut watcher = table.sit(&[], None);
    let later = Instant::now() + Duration::from_secs(61);
    assert_eq!(watcher.flag(later), None);
    // North comes: once their time has run out the table ends the game.
    let _north = table.sit(&[Seat::North], None);
    let later = Instant::now() + Duration::from_secs(61);
    assert_eq!(watcher.flag(later), Some(Seat::North));
    assert!(game.table.is_over());
    assert_eq!(table.ended(), Some(Ending::OutOfTime(Seat::North)));
}
