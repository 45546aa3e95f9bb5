//! The end of a game on the screen, however it came, in both games and
//! both languages: one box for every ending (score, suntuk, Bell's, a
//! resignation, a draw agreed, a flag fallen) offering the same keys; and
//! `u` after an ending played out at one keyboard takes back the ending
//! only, gives a seat that lost on time its time back, and autosaves the
//! game without its ending.

use crate::common::hand::Hand;
use pasang::games::{AnyGame, Ending, Playable, Seat, SeatKind, bell, ka};
use pasang::i18n::{self, Lang};
use pasang::net::table::AnyTable;
use pasang::session::Clock;
use pasang::store::Store;
use pasang::tui::{AnyApp, AnyScreen, Storage, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::layout::Rect;
use std::time::{Duration, UNIX_EPOCH};

const AREA: Rect = Rect::new(0, 0, 100, 32);

fn key(app: &mut AnyApp, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

/// Types `line` at the `:` prompt and presses Enter.
fn said(app: &mut AnyApp, line: &str) {
    key(app, KeyCode::Char(':'));
    for c in line.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

/// The screen drawn at `width`×`height`, as text.
fn drawn(app: &AnyApp, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal.backend().to_string()
}

/// The screen's text at 100×32, its lines joined by spaces and runs of
/// space and box lines made one (a sentence may be wrapped).
fn words(app: &AnyApp) -> String {
    let text = drawn(app, AREA.width, AREA.height);
    text.split(|c: char| c.is_whitespace() || "│─┌┐└┘\"".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

fn bell_game() -> AnyGame {
    AnyGame::Bell(bell::Game::new(
        bell::Setup::pattern(bell::Pattern::Checker),
        bell::Rules {
            players: bell::Players::Two,
            opening: bell::Opening::default(),
        },
    ))
}

/// `game` with its first move played, on a clock of half a minute that
/// runs on `hand`'s time: North is to move, its time running.
fn after_a_move(game: AnyGame, hand: &Hand, storage: Option<Storage>) -> AnyApp {
    pasang::on_any!(game, AnyGame, g => {
        let mut g = g;
        let first = g.legal_moves()[0];
        g.try_play(first).unwrap();
        let clock = Clock::new("0.5+0".parse().unwrap(), g.seats());
        let screen = pasang::tui::play::Screen::new(g, Theme::MONO);
        let screen = match storage {
            Some(storage) => screen.with_storage(storage),
            None => screen,
        };
        screen.with_time(hand.source()).with_clock(Some(clock)).into()
    })
}

/// How many moves were played, who is to move and how the game ended
/// outside its rules.
fn state(app: &AnyApp) -> (usize, Option<Seat>, Option<Ending>) {
    let AnyApp::Game(screen) = app else {
        panic!("a game's screen")
    };
    pasang::on_any!(screen, AnyScreen, s => {
        let session = s.session();
        (session.game().moves().len(), session.to_move(), session.ended())
    })
}

/// How each ending is brought about at one keyboard.
#[derive(Clone, Copy, Debug)]
enum How {
    Resign,
    Draw,
    Time,
}

fn end(app: &mut AnyApp, how: How, hand: &Hand) {
    match how {
        How::Resign => said(app, "resign"),
        How::Draw => {
            said(app, "draw");
            key(app, KeyCode::Char('y'));
        }
        How::Time => {
            hand.pass(Duration::from_secs(31));
            app.tick();
        }
    }
}

/// What each ending says in the box, then when it is taken back, in
/// English and in Malay.
fn told(how: How, malay: bool) -> (&'static str, &'static str) {
    match (how, malay) {
        (How::Resign, false) => (
            "North resigned",
            "North's resignation is taken back: North to move.",
        ),
        (How::Draw, false) => (
            "Draw agreed",
            "The draw agreed is taken back: North to move.",
        ),
        (How::Time, false) => (
            "North lost on time",
            "North's loss on time is taken back, with 0:30 on the clock: North to move.",
        ),
        (How::Resign, true) => (
            "Utara menyerah kalah",
            "Penyerahan kalah Utara diundur: giliran Utara.",
        ),
        (How::Draw, true) => (
            "Seri dengan persetujuan",
            "Seri dengan persetujuan diundur: giliran Utara.",
        ),
        (How::Time, true) => (
            "Utara kalah kerana masanya habis",
            "Kekalahan Utara kerana masa habis diundur, dengan jam 0:30: giliran Utara.",
        ),
    }
}

#[test]
fn undo_after_an_ending_takes_back_the_ending_only_then_a_move_in_both_languages() {
    for malay in [false, true] {
        i18n::set(if malay {
            Lang::find("ms").unwrap()
        } else {
            Lang::english()
        });
        for game in [ka_game(), bell_game()] {
            for how in [How::Resign, How::Draw, How::Time] {
                let hand = Hand::new();
                let mut app = after_a_move(game.clone(), &hand, None);
                end(&mut app, how, &hand);
                let (headline, undone) = told(how, malay);
                let title = if malay {
                    "Permainan tamat"
                } else {
                    "Game over"
                };
                assert!(state(&app).2.is_some(), "{how:?} did not end the game");
                let shown = words(&app);
                assert!(shown.contains(headline), "{how:?}: {shown}");
                assert!(shown.contains(title), "{how:?}: {shown}");
                key(&mut app, KeyCode::Char('u'));
                // The game is where it stood: North to move, no move taken back.
                assert_eq!(state(&app), (1, Some(Seat::North), None), "{how:?}");
                let shown = words(&app);
                assert!(shown.contains(undone), "{how:?}: {shown}");
                assert!(!shown.contains(title), "{how:?}: {shown}");
                // At 80×24 the note keeps to its line, above the key bar.
                let small = drawn(&app, 80, 24);
                let rows: Vec<&str> = small.lines().collect();
                assert!(rows[22].contains(&undone[..20]), "{how:?}:\n{small}");
                assert!(rows[23].contains(" q "), "{how:?}:\n{small}");
                // Playing on does not lose on time again at once.
                hand.pass(Duration::from_secs(5));
                app.tick();
                assert_eq!(state(&app).2, None, "{how:?}");
                // The next undo takes back the move.
                key(&mut app, KeyCode::Char('u'));
                assert_eq!(state(&app), (0, Some(Seat::South), None), "{how:?}");
            }
        }
    }
    i18n::set(Lang::english());
}

#[test]
fn the_autosave_after_an_ending_taken_back_keeps_no_ending() {
    i18n::set(Lang::english());
    for game in [ka_game(), bell_game()] {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let slot = store.new_slot(UNIX_EPOCH);
        let path = slot.path().to_path_buf();
        let storage = Storage {
            store: Some(store),
            autosave: Some(slot),
            save_dir: None,
        };
        let hand = Hand::new();
        let mut app = after_a_move(game, &hand, Some(storage));
        end(&mut app, How::Time, &hand);
        let record = std::fs::read_to_string(&path).unwrap();
        assert!(
            record.contains("ended: Some(out_of_time(north))"),
            "{record}"
        );
        key(&mut app, KeyCode::Char('u'));
        let record = std::fs::read_to_string(&path).unwrap();
        assert!(!record.contains("ended: Some"), "{record}");
        assert!(record.contains("left_ms:[30000,30000]"), "{record}");
    }
}

/// The keys under the box and at the end of the panel's line, at one
/// keyboard.
fn keys(review: bool, malay: bool) -> String {
    let (v, rest) = if malay {
        ("v ulasan · ", "n baharu · u undur · :lagi bermain semula")
    } else {
        ("v review · ", "n new game · u undo · :rematch play again")
    };
    format!("{}{rest}", if review { v } else { "" })
}

#[test]
fn every_ending_opens_the_same_box_with_the_same_keys_in_both_languages() {
    for malay in [false, true] {
        i18n::set(if malay {
            Lang::find("ms").unwrap()
        } else {
            Lang::english()
        });
        let (title, board) = if malay {
            ("Permainan tamat", "Esc lihat papan")
        } else {
            ("Game over", "Esc see board")
        };
        for (game, review) in [(ka_game(), true), (bell_game(), false)] {
            let keys = keys(review, malay);
            for how in [How::Resign, How::Draw, How::Time] {
                let hand = Hand::new();
                let mut app = after_a_move(game.clone(), &hand, None);
                end(&mut app, how, &hand);
                let shown = words(&app);
                assert!(shown.contains(title), "{how:?}: {shown}");
                assert!(shown.contains(&keys), "{how:?}: {shown}");
                assert!(shown.contains(board), "{how:?}: {shown}");
                // Esc puts it away, as after any ending.
                key(&mut app, KeyCode::Esc);
                let shown = words(&app);
                assert!(!shown.contains(board), "{how:?}: {shown}");
            }
        }
        // An ending by the rules offers the same.
        let won = crate::common::finished_game(ka::Pattern::Second, |_| true);
        let app: AnyApp = pasang::tui::ka::App::new(won, Theme::MONO).into();
        let shown = words(&app);
        assert!(shown.contains(&keys(true, malay)), "{shown}");
        assert!(shown.contains(board), "{shown}");
    }
    i18n::set(Lang::english());
}

#[test]
fn in_a_shared_game_the_box_offers_a_rematch_and_no_undo() {
    i18n::set(Lang::english());
    for (game, review) in [(ka_game(), "v review · "), (bell_game(), "")] {
        let seats = game.seats().to_vec();
        let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
        let mut south = table.app(&seats[..1], Theme::MONO, None);
        let mut north = table.app(&seats[1..], Theme::MONO, None);
        let first = pasang::on_any!(&game_of(&south), AnyGame, g => g.legal_moves()[0].to_string());
        said(&mut south, &first);
        north.tick();
        said(&mut north, "resign");
        south.tick();
        let keys = format!("{review}:rematch offer another");
        for app in [&south, &north] {
            let shown = words(app);
            assert!(shown.contains("North resigned"), "{shown}");
            assert!(shown.contains("South wins."), "{shown}");
            assert!(shown.contains(&keys), "{shown}");
            assert!(shown.contains("Esc see board"), "{shown}");
            assert!(!shown.contains("u undo"), "{shown}");
        }
        // u is refused as before: the ending stands.
        key(&mut north, KeyCode::Char('u'));
        assert!(table.is_over());
        assert!(words(&north).contains("North resigned"));
    }
}

/// The game on `app`'s screen.
fn game_of(app: &AnyApp) -> AnyGame {
    let AnyApp::Game(screen) = app else {
        panic!("a game's screen")
    };
    pasang::on_any!(screen, AnyScreen, s => s.session().game().clone().into())
}

#[test]
fn the_box_after_a_resignation_at_80_by_24() {
    i18n::set(Lang::english());
    let hand = Hand::new();
    let mut app = after_a_move(ka_game(), &hand, None);
    end(&mut app, How::Resign, &hand);
    insta::assert_snapshot!(drawn(&app, 80, 24));
    i18n::set(Lang::find("ms").unwrap());
    insta::assert_snapshot!(
        "the_box_after_a_resignation_at_80_by_24_in_malay",
        drawn(&app, 80, 24)
    );
    i18n::set(Lang::english());
}

#[test]
fn with_the_box_put_away_the_panel_offers_its_keys_whole_at_80_by_24_in_malay() {
    i18n::set(Lang::find("ms").unwrap());
    for (game, keys) in [
        (ka_game(), keys(true, true)),
        (bell_game(), keys(false, true)),
    ] {
        let hand = Hand::new();
        let mut app = after_a_move(game, &hand, None);
        // The longest ending there is, in the longer language.
        end(&mut app, How::Time, &hand);
        key(&mut app, KeyCode::Esc);
        let text = drawn(&app, 80, 24);
        // The panel: the right of each row, past the board.
        let panel: String = (text.lines())
            .map(|row| row.chars().skip(46).collect::<String>())
            .collect::<Vec<_>>()
            .join(" ");
        let panel = (panel.split(|c: char| c.is_whitespace() || "│─╭╮╰╯\"".contains(c)))
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(panel.contains(&keys), "{panel}\n{text}");
    }
    i18n::set(Lang::english());
}

#[test]
fn pasang_replay_of_a_resigned_game_says_so_at_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = ka_game();
    let AnyGame::Ka(g) = &mut game else {
        unreachable!("the ka game")
    };
    g.try_play("c".parse().unwrap()).unwrap();
    let resigned = Some(Ending::Resigned(Seat::North));
    let record = pasang::record::AnyRecord::played(&game, &[SeatKind::Human; 2], resigned, None);
    let path = dir.path().join("resigned.ron");
    std::fs::write(&path, record.to_ron()).unwrap();
    let mut pty = crate::common::pty::Pty::start(&["replay", path.to_str().unwrap()]);
    pty.wait_for_screen("Replay");
    // End: the last position, and how the game ended.
    pty.type_keys("\x1b[F");
    pty.wait_for_screen("North resigned");
    pty.type_keys("q");
    assert!(pty.wait_for_exit().success());
}
