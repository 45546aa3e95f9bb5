//! The lobby of `pasang serve`, driven by keys as a visitor would: start a
//! game and hand it the code, join by code, watch, go back to one's own
//! game; and drawn in both languages and at any size.

use pasang::community::players::NameError;
use pasang::games::{GameKind, Seat};
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::session::Presence;
use pasang::tui::lobby::{Line, LobbyApp, Mode, Note, Prompt, Row, Standing};
use pasang::tui::rooms::Rooms as _;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp, Theme};
use pasang::visitor::{Holder, Origin};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use std::sync::Arc;

use crate::common::lobby::{AREA, go_to, holder, key, operated, typed, visitor};

fn lobby(games: &Arc<Directory>, who: Option<&str>) -> LobbyApp {
    visitor(games, who)
}

fn directory() -> Arc<Directory> {
    Directory::open(None).unwrap().0
}

/// The screen's text with every run of spaces made one: what it says,
/// whatever the columns.
fn squeezed(text: &str) -> String {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn screen(app: &impl TerminalApp, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn a_game_started_in_the_lobby_waits_with_its_code_and_a_friend_joins_by_it() {
    i18n::set(Lang::english());
    let games = directory();
    let mut host = lobby(&games, Some("SHA256:host"));
    go_to(&mut host, pasang::tui::lobby::Row::Start);
    key(&mut host, KeyCode::Enter);
    let Some(AnyApp::Game(AnyScreen::Ka(mut south))) = host.hand_over() else {
        panic!("the ka game's screen takes over");
    };
    let started = games.in_progress();
    assert_eq!(started.len(), 1);
    let code = started[0].code.clone();
    // The panel says who is awaited and the whole command to give them.
    let shown = screen(&south, 100, 32);
    assert!(shown.contains("Waiting for North"), "{shown}");
    assert!(
        shown.contains(&format!("ssh -p 2222 {code}@example.org")),
        "{shown}"
    );
    // A friend types the code, in capitals with a dash, as read aloud.
    let mut friend = lobby(&games, None);
    go_to(&mut friend, pasang::tui::lobby::Row::Join);
    key(&mut friend, KeyCode::Enter);
    let spoken = format!("{}-{}", &code[..3], &code[3..]).to_uppercase();
    typed(&mut friend, &spoken);
    key(&mut friend, KeyCode::Enter);
    let Some(AnyApp::Game(AnyScreen::Ka(mut north))) = friend.hand_over() else {
        panic!("the friend is at the game");
    };
    assert_eq!(started[0].table.presence(), vec![Presence::Here; 2]);
    // A move at one is on the other's board after its next tick.
    key(&mut south, KeyCode::Char(':'));
    typed(&mut south, "c");
    key(&mut south, KeyCode::Enter);
    TerminalApp::tick(&mut north);
    assert_eq!(north.game().moves().len(), 1);
    let shown = screen(&north, 100, 32);
    assert!(!shown.contains("Waiting for"), "{shown}");
}

#[test]
fn a_wrong_code_is_said_and_nothing_is_joined() {
    i18n::set(Lang::english());
    let games = directory();
    let mut app = lobby(&games, None);
    go_to(&mut app, pasang::tui::lobby::Row::Join);
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Line(Line::new(Prompt::Code)));
    typed(&mut app, "abc");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.note(), Some(&Note::NotACode("abc".to_string())));
    key(&mut app, KeyCode::Enter);
    typed(&mut app, "zzzzzzzz");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.note(), Some(&Note::NoSuchGame("zzzzzzzz".to_string())));
    assert!(app.hand_over().is_none());
    assert!(screen(&app, 100, 32).contains("No game here has the code zzzzzzzz."));
}

#[test]
fn bells_game_for_three_is_started_in_the_seat_chosen() {
    let games = directory();
    let mut app = lobby(&games, None);
    // Game: the ka game → Bell's for 2 → for 3.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    go_to(&mut app, pasang::tui::lobby::Row::Seat);
    key(&mut app, KeyCode::Right);
    go_to(&mut app, pasang::tui::lobby::Row::Start);
    key(&mut app, KeyCode::Enter);
    let bell = app.hand_over();
    assert!(matches!(bell, Some(AnyApp::Game(AnyScreen::Bell(_)))));
    let game = &games.in_progress()[0];
    let summary = game.summary(false);
    assert_eq!(summary.game, GameKind::Bell);
    assert_eq!(summary.seats, vec![Seat::South, Seat::West, Seat::North]);
    assert_eq!(
        summary.presence,
        vec![Presence::Empty, Presence::Here, Presence::Empty]
    );
}

#[test]
fn a_game_in_progress_can_be_watched_and_ones_own_gone_back_to() {
    let games = directory();
    let mut first = lobby(&games, Some("SHA256:me"));
    go_to(&mut first, pasang::tui::lobby::Row::Start);
    key(&mut first, KeyCode::Enter);
    let mine = first.hand_over().expect("the game");
    let game = Arc::clone(&games.in_progress()[0]);
    // Someone else watches.
    let mut other = lobby(&games, Some("SHA256:other"));
    go_to(&mut other, pasang::tui::lobby::Row::Watch);
    key(&mut other, KeyCode::Enter);
    assert!(matches!(other.mode(), Mode::Games(g) if g.watch && g.list.items.len() == 1));
    key(&mut other, KeyCode::Enter);
    let watching = other.hand_over().expect("the game, watched");
    assert_eq!(game.table.watchers(), 1);
    assert_eq!(game.table.presence(), vec![Presence::Here, Presence::Empty]);
    drop(watching);
    // The player drops and comes back with the same key, from the lobby.
    drop(mine);
    assert_eq!(game.table.presence()[0], Presence::Away);
    let mut again = lobby(&games, Some("SHA256:me"));
    assert_eq!(again.mine(), 1);
    go_to(&mut again, pasang::tui::lobby::Row::Mine);
    key(&mut again, KeyCode::Enter);
    key(&mut again, KeyCode::Enter);
    let back = again.hand_over();
    assert!(back.is_some());
    assert_eq!(game.table.presence()[0], Presence::Here);
    // Without a key there is nothing to go back to.
    let mut nobody = lobby(&games, None);
    go_to(&mut nobody, pasang::tui::lobby::Row::Mine);
    key(&mut nobody, KeyCode::Enter);
    assert_eq!(nobody.note(), Some(&Note::NoneOfYours));
}

#[test]
fn the_lobby_is_drawn_in_malay_and_at_any_size() {
    let games = directory();
    let app = lobby(&games, None);
    i18n::set(Lang::find("ms").unwrap());
    let shown = screen(&app, 100, 32);
    let welcome = i18n::text("lobby-welcome", &[]);
    i18n::set(Lang::english());
    assert!(shown.contains("Mulakan permainan"), "{shown}");
    assert!(shown.contains("permainan ka"), "{shown}");
    // The frame's title is spaced, the welcome is whole, and each value
    // stands in one column with a space after the longest label.
    assert!(shown.contains("╭ Pasang:"), "{shown}");
    let words: String = shown
        .lines()
        .flat_map(|l| l.split('│').nth(1))
        .collect::<Vec<_>>()
        .join(" ");
    let words = words.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(&welcome), "{welcome:?} is cut:\n{shown}");
    let columns: Vec<usize> = shown
        .lines()
        .filter_map(|l| l.find('‹').map(|at| l[..at].chars().count()))
        .collect();
    assert!(columns.len() >= 5, "{shown}");
    assert!(
        columns.iter().all(|&c| c == columns[0]),
        "{columns:?}\n{shown}"
    );
    for l in shown.lines().filter(|l| l.contains('‹')) {
        let before = l[..l.find('‹').unwrap()].chars().last();
        assert_eq!(before, Some(' '), "a label runs into its value: {l:?}");
    }
    for (w, h) in [(1, 1), (2, 2), (20, 5), (300, 120)] {
        screen(&app, w, h);
    }
}

#[test]
fn q_leaves_the_lobby() {
    let games = directory();
    let mut app = lobby(&games, None);
    assert!(app.is_running());
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.is_running());
}

fn visit_lobby(games: &Arc<Directory>) -> pasang::net::visit::Visit {
    let lobby = pasang::net::visit::Lobby {
        games: Arc::clone(games),
        holder: holder(Some("SHA256:v")),
        theme: Theme::MONO,
        wake: None,
        reach: ("example.org".to_string(), 2222),
    };
    pasang::net::visit::Visit::lobby(lobby, None, None, Some(Lang::find("ms").unwrap()))
}

fn visit_key(v: &mut pasang::net::visit::Visit, code: KeyCode) {
    v.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

fn visit_screen(v: &mut pasang::net::visit::Visit) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| v.draw(f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn a_visitor_goes_from_the_lobby_to_a_game_in_their_language_and_back_when_they_quit() {
    let games = directory();
    // The visitor's thread of its own, as the server gives each.
    std::thread::spawn(move || {
        let mut v = visit_lobby(&games);
        assert!(visit_screen(&mut v).contains("Mulakan permainan"));
        // Game, Pattern, Rules, Captures, First move, Rounds, Clock, Seat,
        // Against, Open challenges: then Start.
        for _ in 0..10 {
            visit_key(&mut v, KeyCode::Down);
        }
        visit_key(&mut v, KeyCode::Enter);
        assert_eq!(games.in_progress().len(), 1);
        let table = games.in_progress()[0].table.clone();
        assert_eq!(table.presence()[0], Presence::Here);
        assert!(visit_screen(&mut v).contains("Menunggu Utara"));
        // Nothing played yet: q leaves at once, back to the lobby.
        visit_key(&mut v, KeyCode::Char('q'));
        assert!(v.is_running());
        assert_eq!(table.presence()[0], Presence::Away);
        assert!(visit_screen(&mut v).contains("Mulakan permainan"));
        visit_key(&mut v, KeyCode::Char('q'));
        assert!(!v.is_running());
    })
    .join()
    .unwrap();
}

#[test]
fn a_visitor_whose_connection_drops_leaves_the_seat_waiting() {
    let games = directory();
    let mut v = visit_lobby(&games);
    // Game, Pattern, Rules, Captures, First move, Rounds, Clock, Seat,
    // Against, Open challenges: then Start.
    for _ in 0..10 {
        visit_key(&mut v, KeyCode::Down);
    }
    visit_key(&mut v, KeyCode::Enter);
    let table = games.in_progress()[0].table.clone();
    assert_eq!(table.presence()[0], Presence::Here);
    v.closed();
    assert!(!v.is_running());
    assert_eq!(table.presence()[0], Presence::Away);
}

#[test]
fn a_finished_shared_game_offers_no_new_game_and_no_taking_back() {
    use pasang::games::SeatKind;
    use pasang::games::ka::{Game, Pattern, Rules, Setup};
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    // A whole game of seeded random legal moves.
    let mut whole = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    let mut x: u64 = 7;
    let mut moves = Vec::new();
    loop {
        let legal = whole.legal_moves();
        if legal.is_empty() {
            break;
        }
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = legal[(x >> 33) as usize % legal.len()];
        whole.try_play(m).unwrap();
        moves.push(m);
    }
    assert!(whole.outcome().is_some());
    // Shared with all but the last move played.
    let (last, before) = moves.split_last().unwrap();
    let mut start = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    for m in before {
        start.try_play(*m).unwrap();
    }
    let mover = if before.len() % 2 == 0 {
        Seat::South
    } else {
        Seat::North
    };
    let table = AnyTable::new(pasang::games::AnyGame::Ka(start), vec![SeatKind::Human; 2]);
    let mut here = table.app(&[mover], Theme::MONO, None);
    key(&mut here, KeyCode::Char(':'));
    typed(&mut here, &last.to_string());
    key(&mut here, KeyCode::Enter);
    assert!(table.is_over());
    let shown = screen(&here, 100, 32);
    assert!(shown.contains("Esc see board"), "{shown}");
    assert!(!shown.contains("n new game"), "{shown}");
    let AnyApp::Game(AnyScreen::Ka(app)) = &here else {
        panic!("the ka game's app")
    };
    let hint = app.hint();
    assert!(
        hint.ends_with("wins by suntuk. v: review, :rematch offers another")
            || hint.ends_with("by score. v: review, :rematch offers another")
            || hint == "A draw. v: review, :rematch offers another",
        "{hint}"
    );
    // The same ending at one keyboard offers both.
    let mut local = pasang::tui::App::new(whole, Theme::MONO);
    TerminalApp::tick(&mut local);
    let shown = screen(&local, 100, 32);
    assert!(shown.contains("n new game"), "{shown}");
    assert!(
        local
            .hint()
            .ends_with("n: new game, v: review, u: take back")
    );
}

#[test]
fn watching_shows_no_code_in_the_list_nor_on_the_game_and_takes_no_seat() {
    i18n::set(Lang::english());
    let games = directory();
    let mut host = lobby(&games, Some("SHA256:host"));
    go_to(&mut host, pasang::tui::lobby::Row::Start);
    key(&mut host, KeyCode::Enter);
    let _south = host.hand_over().expect("the game");
    let game = Arc::clone(&games.in_progress()[0]);
    let mut other = lobby(&games, None);
    go_to(&mut other, pasang::tui::lobby::Row::Watch);
    key(&mut other, KeyCode::Enter);
    let listed = screen(&other, 100, 32);
    assert!(listed.contains("the ka game"), "{listed}");
    assert!(!listed.contains(&game.code), "{listed}");
    key(&mut other, KeyCode::Enter);
    let watching = other.hand_over().expect("the game, watched");
    let shown = screen(&watching, 100, 32);
    assert!(!shown.contains(&game.code), "{shown}");
    assert!(shown.contains("Watching: South to move."), "{shown}");
    assert!(!shown.contains("ssh -p"), "{shown}");
    assert_eq!(game.table.presence(), vec![Presence::Here, Presence::Empty]);
    // The player's own list still gives the code to pass on.
    let mut again = lobby(&games, Some("SHA256:host"));
    go_to(&mut again, pasang::tui::lobby::Row::Mine);
    key(&mut again, KeyCode::Enter);
    assert!(screen(&again, 100, 32).contains(&game.code));
}

/// A game started in the lobby, its player waiting: their screen, the
/// game's code, and a code that is not it.
fn a_game_waiting(games: &Arc<Directory>) -> (AnyApp, String, &'static str) {
    let mut app = lobby(games, None);
    go_to(&mut app, pasang::tui::lobby::Row::Start);
    key(&mut app, KeyCode::Enter);
    let south = app.hand_over().expect("the game");
    let code = games.in_progress()[0].code.clone();
    let wrong = if code == "22222222" {
        "33333333"
    } else {
        "22222222"
    };
    (south, code, wrong)
}

#[test]
fn a_visit_that_types_six_wrong_codes_may_type_no_more() {
    i18n::set(Lang::english());
    let games = directory();
    let (_south, code, wrong) = a_game_waiting(&games);
    let mut guesser = lobby(&games, None);
    go_to(&mut guesser, pasang::tui::lobby::Row::Join);
    for _ in 0..pasang::tui::lobby::WRONG_CODES {
        key(&mut guesser, KeyCode::Enter);
        typed(&mut guesser, wrong);
        key(&mut guesser, KeyCode::Enter);
        assert_eq!(guesser.note(), Some(&Note::NoSuchGame(wrong.to_string())));
    }
    key(&mut guesser, KeyCode::Enter);
    typed(&mut guesser, &code);
    key(&mut guesser, KeyCode::Enter);
    assert_eq!(guesser.note(), Some(&Note::NoMoreCodes));
    assert!(guesser.hand_over().is_none());
    assert!(screen(&guesser, 100, 32).contains("Too many wrong codes"));
}

#[test]
fn wrong_codes_over_many_visits_from_one_address_hold_that_address_back() {
    i18n::set(Lang::english());
    let games = directory();
    let (_south, code, wrong) = a_game_waiting(&games);
    // Two visits' worth, from one address.
    for _ in 0..2 {
        let mut guesser = lobby(&games, None);
        go_to(&mut guesser, pasang::tui::lobby::Row::Join);
        for _ in 0..5 {
            key(&mut guesser, KeyCode::Enter);
            typed(&mut guesser, wrong);
            key(&mut guesser, KeyCode::Enter);
        }
    }
    let mut next = lobby(&games, None);
    go_to(&mut next, pasang::tui::lobby::Row::Join);
    key(&mut next, KeyCode::Enter);
    typed(&mut next, &code);
    key(&mut next, KeyCode::Enter);
    assert!(
        matches!(next.note(), Some(Note::Wait(1..=6))),
        "{:?}",
        next.note()
    );
    assert!(next.hand_over().is_none());
    // From elsewhere the code works.
    let mut friend = LobbyApp::new(
        Arc::clone(&games),
        Holder {
            key: None,
            origin: Origin::V4([198, 51, 100, 9]),
        },
        Theme::MONO,
        None,
        ("example.org".to_string(), 2222),
    );
    go_to(&mut friend, pasang::tui::lobby::Row::Join);
    key(&mut friend, KeyCode::Enter);
    typed(&mut friend, &code);
    key(&mut friend, KeyCode::Enter);
    assert!(friend.hand_over().is_some());
}

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
    use pasang::games::{AnyGame, SeatKind, bell, ka};
    use pasang::net::table::AnyTable;
    i18n::set(Lang::english());
    let games = [
        AnyGame::Ka(ka::Game::new(
            ka::Setup::pattern(ka::Pattern::Second),
            ka::Rules::CLASSIC,
        )),
        AnyGame::Bell(bell::Game::new(
            bell::Setup::pattern(bell::Pattern::Checker),
            bell::Rules {
                players: bell::Players::Two,
                opening: bell::Opening::default(),
            },
        )),
    ];
    for game in games {
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
    };
    let mut v =
        pasang::net::visit::Visit::lobby(lobby, None, Some(Note::Wait(5)), Some(Lang::english()));
    let shown = visit_screen(&mut v);
    assert!(
        shown.contains("Too many wrong codes from your address: try again in 5 seconds."),
        "{shown}"
    );
}

/// A fresh game of each kind: the ka game and Bell's for two.
fn both_games() -> [pasang::games::AnyGame; 2] {
    use pasang::games::{AnyGame, bell, ka};
    [
        AnyGame::Ka(ka::Game::new(
            ka::Setup::pattern(ka::Pattern::Second),
            ka::Rules::CLASSIC,
        )),
        AnyGame::Bell(bell::Game::new(
            bell::Setup::pattern(bell::Pattern::Checker),
            bell::Rules {
                players: bell::Players::Two,
                opening: bell::Opening::default(),
            },
        )),
    ]
}

/// Each game of [`both_games`] with its first move played.
fn both_games_begun() -> [pasang::games::AnyGame; 2] {
    use pasang::games::AnyGame;
    both_games().map(|game| match game {
        AnyGame::Ka(mut g) => {
            let m = g.legal_moves()[0];
            g.try_play(m).unwrap();
            AnyGame::Ka(g)
        }
        AnyGame::Bell(mut g) => {
            let m = g.legal_moves()[0];
            g.try_play(m).unwrap();
            AnyGame::Bell(g)
        }
    })
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
        for playing in ["Enter select", ": type", "Tab next"] {
            assert!(!bar.contains(playing), "{playing}: {bar}");
        }
        for watching in ["PgUp back", "q quit"] {
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
        let (mut host, _guest): (AnyApp, Box<dyn std::any::Any>) = match game {
            AnyGame::Ka(g) => {
                let t = Table::new(g, kinds);
                let guest = t.sit(&seats[1..], None);
                let app = pasang::tui::App::new(t.game(), Theme::MONO)
                    .with_link(t.sit(&seats[..1], None))
                    .hosting();
                (AnyApp::Game(AnyScreen::Ka(app)), Box::new(guest))
            }
            AnyGame::Bell(g) => {
                let t = Table::new(g, kinds);
                let guest = t.sit(&seats[1..], None);
                let app = pasang::tui::bell::BellApp::new(t.game(), Theme::MONO)
                    .with_link(t.sit(&seats[..1], None))
                    .hosting();
                (AnyApp::Game(AnyScreen::Bell(app)), Box::new(guest))
            }
        };
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
    let line = format!(
        "{}  the ka game, clock 1+0: South here, North open; 0 moves, 0 watching",
        game.code
    );
    let shown = screen(&again, 100, 32);
    assert!(shown.contains(&line), "{shown}");
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

#[test]
fn a_keyed_visitor_names_themselves_once_and_a_guest_is_told_why_they_cannot() {
    i18n::set(Lang::english());
    let games = directory();
    let mut aminah = lobby(&games, Some("SHA256:aminah"));
    assert!(screen(&aminah, 100, 32).contains("You: (no name yet) · ka 1500? · Bell for 2 1500?"));
    go_to(&mut aminah, Row::Name);
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(*aminah.mode(), Mode::Line(Line::new(Prompt::Name)));
    typed(&mut aminah, "  Siti  Aminah");
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(aminah.note(), Some(&Note::Named("Siti Aminah".into())));
    let shown = squeezed(&screen(&aminah, 100, 32));
    assert!(shown.contains("Your name: Siti Aminah"), "{shown}");
    assert!(shown.contains("You: Siti Aminah · ka 1500?"), "{shown}");
    // Once only; and nobody else takes it, whatever its letter case.
    key(&mut aminah, KeyCode::Enter);
    assert!(matches!(
        aminah.note(),
        Some(Note::Name(NameError::Chosen(_)))
    ));
    let mut other = lobby(&games, Some("SHA256:other"));
    go_to(&mut other, Row::Name);
    key(&mut other, KeyCode::Enter);
    typed(&mut other, "siti aminah");
    key(&mut other, KeyCode::Enter);
    assert!(matches!(
        other.note(),
        Some(Note::Name(NameError::Taken(_)))
    ));
    assert!(squeezed(&screen(&other, 100, 32)).contains("Another player is called Siti Aminah"));
    let mut guest = lobby(&games, None);
    assert!(screen(&guest, 100, 32).contains("You are a guest: your games are not rated."));
    go_to(&mut guest, Row::Name);
    key(&mut guest, KeyCode::Enter);
    assert_eq!(guest.note(), Some(&Note::Name(NameError::NoKey)));
    // The players' list names them, best first.
    go_to(&mut other, Row::Players);
    key(&mut other, KeyCode::Enter);
    let shown = squeezed(&screen(&other, 100, 32));
    assert!(shown.contains("Players by rating, ka"), "{shown}");
    assert!(
        shown.contains("1. Siti Aminah 1500? (0 rated games)"),
        "{shown}"
    );
}

#[test]
fn a_challenge_posted_in_one_lobby_and_taken_in_another_brings_both_to_the_game() {
    i18n::set(Lang::english());
    let games = directory();
    let mut aminah = lobby(&games, Some("SHA256:aminah"));
    let mut bakar = lobby(&games, Some("SHA256:bakar"));
    // Rated by default for a visitor with a key.
    assert!(aminah.choice().rated);
    go_to(&mut aminah, Row::Seek);
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(aminah.note(), Some(&Note::Posted));
    assert!(screen(&aminah, 100, 32).contains("Withdraw your open challenge"));
    aminah.tick();
    assert!(aminah.hand_over().is_none(), "nobody took it yet");
    go_to(&mut bakar, Row::Seeks);
    assert!(screen(&bakar, 100, 32).contains("Take an open challenge (1 open)"));
    key(&mut bakar, KeyCode::Enter);
    let shown = squeezed(&screen(&bakar, 100, 32));
    assert!(
        shown.contains("(no name yet) (1500?) · the ka game · classic · rated · you play North"),
        "{shown}"
    );
    key(&mut bakar, KeyCode::Enter);
    let Some(taker) = bakar.hand_over() else {
        panic!("the taker plays");
    };
    assert!(matches!(taker, AnyApp::Game(AnyScreen::Ka(_))));
    aminah.tick();
    let Some(AnyApp::Game(AnyScreen::Ka(_poster))) = aminah.hand_over() else {
        panic!("the poster plays");
    };
    let game = &games.in_progress()[0];
    assert!(game.is_rated());
    assert_eq!(game.table.presence(), [Presence::Here, Presence::Here]);
    // Each seat's panel names its player, with their rating.
    let mut taker = taker;
    taker.tick();
    let shown = squeezed(&screen(&taker, 100, 32));
    assert_eq!(shown.matches("(no name yet) · 1500?").count(), 2, "{shown}");
}

#[test]
fn a_challenge_goes_when_its_poster_withdraws_it_or_leaves() {
    i18n::set(Lang::english());
    let games = directory();
    let mut aminah = lobby(&games, Some("SHA256:aminah"));
    let mut guest = lobby(&games, None);
    assert!(!guest.choice().rated, "a guest plays casual games");
    go_to(&mut aminah, Row::Seek);
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(games.seek_count(), 1);
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(aminah.note(), Some(&Note::Withdrawn));
    assert_eq!(games.seek_count(), 0);
    key(&mut aminah, KeyCode::Enter);
    assert_eq!(games.seek_count(), 1);
    // A guest cannot take a rated challenge.
    go_to(&mut guest, Row::Seeks);
    key(&mut guest, KeyCode::Enter);
    key(&mut guest, KeyCode::Enter);
    assert!(
        squeezed(&screen(&guest, 100, 32)).contains("A rated game needs an SSH key on both sides")
    );
    drop(aminah);
    assert_eq!(games.seek_count(), 0, "gone with its poster");
    key(&mut guest, KeyCode::Enter);
    assert_eq!(guest.note(), Some(&Note::NoSeeks));
    // Play anyone with nobody waiting posts a challenge and waits.
    go_to(&mut guest, Row::Anyone);
    key(&mut guest, KeyCode::Enter);
    assert_eq!(guest.note(), Some(&Note::Posted));
    assert_eq!(games.seek_count(), 1);
}

#[test]
fn the_operator_runs_a_tournament_from_the_lobby_and_a_round_brings_each_player_to_their_game() {
    i18n::set(Lang::english());
    let (_dir, games) = operated();
    let mut operator = lobby(&games, Some("SHA256:op"));
    let mut players: Vec<LobbyApp> = ["Awang", "Dayang"]
        .iter()
        .map(|name| {
            let mut app = lobby(&games, Some(&format!("SHA256:{name}")));
            go_to(&mut app, Row::Name);
            key(&mut app, KeyCode::Enter);
            typed(&mut app, name);
            key(&mut app, KeyCode::Enter);
            app
        })
        .collect();
    // Only the operator is offered a new tournament.
    assert!(operator.rows().any(|r| r == Row::NewTournament));
    assert!(!players[0].rows().any(|r| r == Row::NewTournament));
    go_to(&mut operator, Row::NewTournament);
    assert!(squeezed(&screen(&operator, 100, 32)).contains("‹ Swiss, 4 rounds ›"));
    key(&mut operator, KeyCode::Left);
    key(&mut operator, KeyCode::Left);
    key(&mut operator, KeyCode::Enter);
    typed(&mut operator, "Club day");
    key(&mut operator, KeyCode::Enter);
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Club day: Swiss, 0 of 2 rounds played"),
        "{shown}"
    );
    assert!(shown.contains("n next round"), "{shown}");
    for app in &mut players {
        go_to(app, Row::Tournaments);
        key(app, KeyCode::Enter);
        key(app, KeyCode::Enter);
        key(app, KeyCode::Char('e'));
        assert_eq!(app.note(), Some(&Note::Entered(true)));
        key(app, KeyCode::Esc);
        key(app, KeyCode::Esc);
        // Waiting in the lobby: no game yet.
        app.tick();
        assert!(app.hand_over().is_none());
    }
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(1)));
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Round 1 of 2 is being played: 1 game to finish."),
        "{shown}"
    );
    assert!(
        shown.contains("Awang") && shown.contains("Dayang"),
        "{shown}"
    );
    // Each player, in the lobby, is brought to their game.
    let mut seated = Vec::new();
    for app in &mut players {
        app.tick();
        let Some(AnyApp::Game(AnyScreen::Ka(game))) = app.hand_over() else {
            panic!("brought to the round's game");
        };
        seated.push(game);
    }
    assert_eq!(
        games.in_progress()[0].table.presence(),
        [Presence::Here, Presence::Here]
    );
    // Once: back in the lobby, a player stays there.
    players[0].tick();
    assert!(players[0].hand_over().is_none());
    // The game ends (North resigns): the operator reads where it stands.
    let game = &games.in_progress()[0];
    let pasang::net::table::AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    table
        .sit(&[Seat::North], None)
        .end(pasang::games::Ending::Resigned(Seat::North))
        .unwrap();
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Round 1 of 2 is over: the next starts when the operator starts it."),
        "{shown}"
    );
    assert!(shown.contains("+2s") && shown.contains("-1n"), "{shown}");
    // On 80 columns the same words wrap, whole, inside the frame.
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(
        shown.contains("the operator starts it. You are") && shown.contains("not in it."),
        "{shown}"
    );
}

#[test]
fn on_a_small_terminal_the_lobby_keeps_the_chosen_row_in_sight() {
    i18n::set(Lang::english());
    let games = directory();
    let mut app = lobby(&games, Some("SHA256:small"));
    assert!(screen(&app, 80, 24).contains("Game"));
    go_to(&mut app, Row::Leave);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("▶ Leave"), "{shown}");
    assert!(shown.contains("↑↓ choose"), "the keys stay: {shown}");
    go_to(&mut app, Row::Game);
    assert!(screen(&app, 80, 24).contains("▶ Game"));
}

/// A server run by the operator `SHA256:op`, a Swiss of two rounds of ka
/// that `names` entered, and each player's lobby, named; its directory
/// lives as long as the temporary folder given back.
fn a_tournament_of(names: &[&str]) -> (tempfile::TempDir, Arc<Directory>, Vec<LobbyApp>) {
    let (dir, games) = operated();
    let ka = pasang::games::AnyGame::Ka(pasang::games::ka::Game::new(
        pasang::games::ka::Setup::pattern(pasang::games::ka::Pattern::Second),
        pasang::games::ka::Rules::CLASSIC,
    ));
    let swiss = pasang::community::tournament::Format::Swiss { rounds: 2 };
    let id =
        (games.make_tournament(Some("SHA256:op"), "Club day".into(), swiss, &ka, None)).unwrap();
    let players = names
        .iter()
        .map(|name| {
            let key = format!("SHA256:{name}");
            let mut app = lobby(&games, Some(&key));
            go_to(&mut app, Row::Name);
            key_in(&mut app, name);
            games.enter_tournament(id, Some(&key), true).unwrap();
            app
        })
        .collect();
    (dir, games, players)
}

/// Types `name` as the visitor's name.
fn key_in(app: &mut LobbyApp, name: &str) {
    key(app, KeyCode::Enter);
    typed(app, name);
    key(app, KeyCode::Enter);
}

/// The operator's lobby showing the first tournament.
fn operator_at_tournament(games: &Arc<Directory>) -> LobbyApp {
    let mut operator = lobby(games, Some("SHA256:op"));
    go_to(&mut operator, Row::Tournaments);
    key(&mut operator, KeyCode::Enter);
    key(&mut operator, KeyCode::Enter);
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    operator
}

#[test]
fn the_operator_sees_who_came_and_confirms_before_settling_and_the_forfeit_shows_as_one() {
    i18n::set(Lang::english());
    let (_dir, games, mut players) = a_tournament_of(&["Awang", "Dayang"]);
    let mut operator = operator_at_tournament(&games);
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(1)));
    // Awang comes to his game; Dayang never does.
    players[0].tick();
    let _awang = players[0].hand_over().expect("brought to his game");
    key(&mut operator, KeyCode::Char('s'));
    assert!(matches!(
        operator.mode(),
        Mode::Tournament(Standing {
            id: 1,
            settle: Some(_)
        })
    ));
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(shown.contains("Awang (here)"), "{shown}");
    assert!(shown.contains("Dayang (never came)"), "{shown}");
    assert!(
        shown.contains("Settle this game") && shown.contains("y yes · n no"),
        "{shown}"
    );
    // Another key asks again; n settles nothing.
    key(&mut operator, KeyCode::Char('x'));
    assert!(matches!(
        operator.mode(),
        Mode::Tournament(Standing {
            settle: Some(_),
            ..
        })
    ));
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    assert_eq!(operator.note(), None);
    assert!(!games.in_progress()[0].table.is_over());
    // y settles: Awang wins by forfeit, and the table says so.
    key(&mut operator, KeyCode::Char('s'));
    key(&mut operator, KeyCode::Char('y'));
    assert_eq!(operator.note(), Some(&Note::Settled(1)));
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(shown.contains("+2f") && shown.contains("-1f"), "{shown}");
    // In Malay, too.
    i18n::set(Lang::find("ms").unwrap());
    let shown = squeezed(&screen(&operator, 80, 24));
    i18n::set(Lang::english());
    assert!(shown.contains("+2l") && shown.contains("-1l"), "{shown}");
}

#[test]
fn the_tournaments_table_shows_ratings_now_and_the_same_table_on_every_frame() {
    i18n::set(Lang::english());
    let (_dir, games, _players) = a_tournament_of(&["Awang", "Dayang"]);
    let operator = operator_at_tournament(&games);
    // Awang's rating moves after he entered (a rated game elsewhere).
    let players = games.players();
    let score = pasang::community::players::Score::Won;
    let kind = pasang::community::players::Rated::Ka;
    players.rate(kind, ["SHA256:Awang", "SHA256:Siti"], score);
    let now = players.get("SHA256:Awang").rating(kind).rating.round();
    assert_ne!(now, 1500.0);
    let shown = screen(&operator, 80, 24);
    let awang = shown.lines().find(|l| l.contains("Awang")).unwrap();
    assert!(awang.contains(&format!("{now}")), "{shown}");
    assert_eq!(
        screen(&operator, 80, 24),
        shown,
        "the same on the next frame"
    );
    // A note in place of the keys leaves the table where it was.
    let mut operator = operator;
    key(&mut operator, KeyCode::Char('n'));
    assert!(operator.note().is_some());
    let table_at = |shown: &str| -> Vec<String> {
        (shown.lines())
            .filter(|l| l.contains("Awang") || l.contains("Dayang"))
            .map(|l| l.chars().take_while(|c| !c.is_alphabetic()).collect())
            .collect()
    };
    let with_note = screen(&operator, 100, 32);
    key(&mut operator, KeyCode::Char('x'));
    assert!(operator.note().is_none());
    let with_keys = screen(&operator, 100, 32);
    assert_eq!(
        table_at(&with_note),
        table_at(&with_keys),
        "{with_note}{with_keys}"
    );
}

/// Every game being played ends with North resigning.
fn norths_resign(games: &Directory) {
    for game in games.in_progress() {
        let pasang::net::table::AnyTable::Ka(table) = &game.table else {
            panic!("a ka game");
        };
        (table.sit(&[Seat::North], None))
            .end(pasang::games::Ending::Resigned(Seat::North))
            .unwrap();
    }
}

#[test]
fn the_bye_is_told_to_its_player_and_the_end_to_every_entrant_with_the_winner() {
    i18n::set(Lang::english());
    let names = ["Awang", "Dayang", "Siti"];
    let (_dir, games, mut players) = a_tournament_of(&names);
    let mut operator = operator_at_tournament(&games);
    key(&mut operator, KeyCode::Char('n'));
    let t = games.tournament(1).unwrap().tournament;
    let bye = t.rounds[0].bye.unwrap();
    for (i, app) in players.iter_mut().enumerate() {
        app.tick();
        let told = Note::Bye {
            name: "Club day".into(),
            round: 1,
        };
        assert_eq!(app.note() == Some(&told), i == bye, "{}", names[i]);
    }
    let shown = squeezed(&screen(&players[bye], 80, 24));
    assert!(
        shown.contains("You have the bye in round 1 of Club day: a win without a game."),
        "{shown}"
    );
    norths_resign(&games);
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(2)));
    norths_resign(&games);
    let t = games.tournament(1).unwrap().tournament;
    assert!(t.is_finished());
    let first = &t.standings()[0];
    let winner = t.entrants[first.entrant].name.clone();
    for app in &mut players {
        key(app, KeyCode::Esc);
        app.tick();
        let Some(Note::Over(over)) = app.note() else {
            panic!("the end is told: {:?}", app.note());
        };
        assert_eq!(
            (over.name.as_str(), over.winners.as_slice()),
            ("Club day", [winner.clone()].as_slice())
        );
        // Once.
        key(app, KeyCode::Esc);
        app.tick();
        assert_eq!(app.note(), None);
    }
    // A new lobby of an entrant tells it too; the operator, who did not
    // play, is not told.
    let mut back = lobby(&games, Some("SHA256:Awang"));
    back.tick();
    let shown = squeezed(&screen(&back, 80, 24));
    assert!(
        shown.contains(&format!("Club day is over: won by {winner} with")),
        "{shown}"
    );
    i18n::set(Lang::find("ms").unwrap());
    let shown = squeezed(&screen(&back, 80, 24));
    i18n::set(Lang::english());
    assert!(shown.contains("Club day sudah tamat"), "{shown}");
    operator.tick();
    assert!(!matches!(operator.note(), Some(Note::Over(_))));
}
