//! The lobby of `pasang serve`, driven by keys as a visitor would: start a
//! game and hand it the code, join by code, watch, go back to one's own
//! game; and drawn in both languages and at any size.

use pasang::community::players::NameError;
use pasang::games::{GameKind, Seat};
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::session::Presence;
use pasang::tui::lobby::{Line, LobbyApp, Mode, Note, Prompt, Row};
use pasang::tui::rooms::parts::*;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp, Theme};
use pasang::visitor::{Holder, Origin};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use std::sync::Arc;

use crate::common::lobby::{AREA, go_to, holder, key, typed, visitor};

pub(crate) fn lobby(games: &Arc<Directory>, who: Option<&str>) -> LobbyApp {
    visitor(games, who)
}

pub(crate) fn directory() -> Arc<Directory> {
    Directory::open(None).unwrap().0
}

/// The screen's text with every run of spaces made one: what it says,
/// whatever the columns.
pub(crate) fn squeezed(text: &str) -> String {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn screen(app: &impl TerminalApp, width: u16, height: u16) -> String {
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

/// q and Esc on the rows ask whether to leave the server, saying that
/// the visitor's open challenge goes with them; n and Esc say no, y and
/// Enter yes; Ctrl-c leaves at once. In both languages.
#[test]
fn q_and_esc_ask_before_leaving_the_lobby_and_ctrl_c_leaves_at_once() {
    let asked = [
        (
            "en",
            "Leave the server?",
            "Your open challenge will be withdrawn.",
        ),
        (
            "ms",
            "Keluar dari pelayan?",
            "Cabaran terbuka anda akan ditarik balik.",
        ),
    ];
    for (lang, question, withdrawn) in asked {
        i18n::set(Lang::find(lang).unwrap());
        let games = directory();
        let mut app = lobby(&games, Some("SHA256:leaving"));
        for (ask, no) in [('q', KeyCode::Char('n')), ('q', KeyCode::Esc)] {
            key(&mut app, KeyCode::Char(ask));
            assert_eq!(*app.mode(), Mode::Leaving);
            let shown = squeezed(&screen(&app, 80, 24));
            assert!(shown.contains(question), "{lang}: {shown}");
            assert!(!shown.contains(withdrawn), "{lang}: no challenge: {shown}");
            key(&mut app, no);
            assert!(app.is_running() && *app.mode() == Mode::Menu, "{lang}");
        }
        key(&mut app, KeyCode::Esc);
        assert!(app.is_running() && *app.mode() == Mode::Leaving, "{lang}");
        key(&mut app, KeyCode::Esc);
        // With a challenge open, leaving says it goes.
        go_to(&mut app, Row::Seek);
        key(&mut app, KeyCode::Enter);
        assert_eq!((app.note(), games.seek_count()), (Some(&Note::Posted), 1));
        key(&mut app, KeyCode::Esc);
        let shown = squeezed(&screen(&app, 80, 24));
        assert!(shown.contains(withdrawn), "{lang}: {shown}");
        key(&mut app, KeyCode::Enter);
        assert!(!app.is_running(), "{lang}: Enter is yes");
        drop(app);
        assert_eq!(games.seek_count(), 0, "{lang}: the challenge went");
        let mut app = lobby(&games, None);
        key(&mut app, KeyCode::Char('q'));
        key(&mut app, KeyCode::Char('y'));
        assert!(!app.is_running(), "{lang}: y is yes");
        let mut app = lobby(&games, None);
        let ctrl_c = KeyEvent::new(
            KeyCode::Char('c'),
            ratatui::crossterm::event::KeyModifiers::CONTROL,
        );
        app.handle(&Event::Key(ctrl_c), AREA);
        assert!(!app.is_running(), "{lang}: Ctrl-c leaves at once");
    }
    i18n::set(Lang::english());
}

/// A game of three or four is not rated: the lobby shows its challenges
/// casual, fixed, and says why, in both languages; a game of two is
/// rated again as the visitor chose.
#[test]
fn the_lobby_offers_no_rated_challenge_for_bells_game_of_three_or_four() {
    let why = [
        ("en", "casual: only games of two are rated"),
        ("ms", "santai: hanya permainan berdua yang berpenarafan"),
    ];
    for (lang, fixed) in why {
        i18n::set(Lang::find(lang).unwrap());
        let games = directory();
        let mut app = lobby(&games, Some("SHA256:rated"));
        assert!(app.choice().rated_challenge(), "{lang}: a key plays rated");
        // The ka game, then Bell's for two, three and four.
        for players in [2, 2, 3, 4] {
            let choice = app.choice();
            let shown = squeezed(&screen(&app, 80, 24));
            assert_eq!(shown.contains(fixed), players > 2, "{lang}: {shown}");
            assert_eq!(choice.rated_challenge(), players == 2, "{lang} {players}");
            go_to(&mut app, Row::Rated);
            for change in [KeyCode::Right, KeyCode::Enter, KeyCode::Left] {
                key(&mut app, change);
            }
            assert_eq!(app.choice().rated, !choice.rated || players > 2, "{lang}");
            if players > 2 {
                assert!(!app.choice().rated_challenge(), "{lang}: fixed");
            }
            key(&mut app, KeyCode::Left);
            go_to(&mut app, Row::Game);
            key(&mut app, KeyCode::Right);
        }
    }
    i18n::set(Lang::english());
}

fn visit_lobby(games: &Arc<Directory>) -> pasang::net::visit::Visit {
    let lobby = pasang::net::visit::Lobby {
        games: Arc::clone(games),
        holder: holder(Some("SHA256:v")),
        theme: Theme::MONO,
        wake: None,
        reach: ("example.org".to_string(), 2222),
        settings: None,
    };
    pasang::net::visit::Visit::lobby(lobby, None, None, Some(Lang::find("ms").unwrap()))
}

fn visit_key(v: &mut pasang::net::visit::Visit, code: KeyCode) {
    v.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

pub(crate) fn visit_screen(v: &mut pasang::net::visit::Visit) -> String {
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
        // Leaving the lobby asks first.
        visit_key(&mut v, KeyCode::Char('q'));
        assert!(visit_screen(&mut v).contains("Keluar dari pelayan?"));
        visit_key(&mut v, KeyCode::Char('y'));
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
    // With the box put away, the panel's line offers what the box did.
    key(&mut here, KeyCode::Esc);
    let AnyApp::Game(AnyScreen::Ka(app)) = &here else {
        panic!("the ka game's app")
    };
    let hint = app.hint();
    assert!(
        hint.ends_with("wins by suntuk. v review · :rematch offer another")
            || hint.ends_with("by score. v review · :rematch offer another")
            || hint == "A draw. v review · :rematch offer another",
        "{hint}"
    );
    // The same ending at one keyboard offers both.
    let mut local = pasang::tui::ka::App::new(whole, Theme::MONO);
    TerminalApp::tick(&mut local);
    let shown = screen(&local, 100, 32);
    assert!(shown.contains("n new game"), "{shown}");
    local.apply(pasang::tui::Action::Back);
    assert!(
        local
            .hint()
            .ends_with("v review · n new game · u undo · :rematch play again")
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
    assert!(
        shown.contains("Your name: Siti Aminah (Enter opens your page)"),
        "{shown}"
    );
    assert!(shown.contains("You: Siti Aminah · ka 1500?"), "{shown}");
    // Once only: Enter on the row now opens her own page, and Esc comes
    // back to the rows. Nobody else takes it, whatever its letter case.
    key(&mut aminah, KeyCode::Enter);
    assert!(
        matches!(aminah.mode(), Mode::Player(p) if p.page.name == "Siti Aminah"),
        "{:?}",
        aminah.mode()
    );
    key(&mut aminah, KeyCode::Esc);
    assert_eq!(*aminah.mode(), Mode::Menu);
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
    // The rules in the visitor's language, as the rows name them.
    i18n::set(Lang::find("ms").unwrap());
    let shown = squeezed(&screen(&bakar, 100, 32));
    assert!(shown.contains(" · klasik · "), "{shown}");
    i18n::set(Lang::english());
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
