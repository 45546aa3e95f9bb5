//! The new-game screen, driven by keys: it chooses the setup, the rules
//! option by option or by preset, the players and ai:hard's time; a setup
//! file that does not load is said on the screen, which stays open; Esc
//! leaves the game as it was. Its first row picks the game: Bell's form
//! takes the place of the ka game's, and Bell's game starts on a screen of
//! its own.

use crate::common;

use common::*;
use pasang::games::ka::{
    Captures, Centre, First, KaEntry, Pattern, Rounds, Rules, SecondColumn, Setup,
};
use pasang::games::{Level, SeatKind};
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use pasang::tui::ka::new_game::{NewGameForm, Row};
use pasang::tui::play;
use pasang::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

fn form(app: &App) -> &NewGameForm {
    match app.mode() {
        Mode::NewGame(forms) => match forms.shown() {
            pasang::tui::play::AnyForm::Ka(form) => form,
            other => panic!("another game's form: {other:?}"),
        },
        other => panic!("not on the new-game screen: {other:?}"),
    }
}

/// Moves down (j) to `row`, checking that it gets there.
fn down_to(app: &mut App, row: Row) {
    for _ in 0..Row::ALL.len() {
        if form(app).row() == row {
            return;
        }
        key(app, KeyCode::Char('j'));
    }
    panic!("j never reached {row:?}");
}

#[test]
fn marbles_the_second_pattern_and_north_easy_start_as_chosen() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(form(&app).row(), Row::South, "the players come first");
    key(&mut app, KeyCode::Down);
    // North: a person, then ai:random, then ai:easy.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('l'));
    down_to(&mut app, Row::Setup);
    key(&mut app, KeyCode::Char(' '));
    down_to(&mut app, Row::Rules);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    let marbles = Rules {
        second_column: SecondColumn::Free,
        ka_entry: KaEntry::Either,
        centre: Centre::Open,
        ..Rules::default()
    };
    assert_eq!(app.game().rules(), marbles);
    assert_eq!(*app.game().setup(), Setup::pattern(Pattern::Second));
    assert_eq!(
        app.sides(),
        [SeatKind::Human, SeatKind::Computer(Level::Easy)]
    );
    assert!(app.game().moves().is_empty());
    assert!(!app.flipped(), "South, the person, stays at the bottom");
}

#[test]
fn each_rule_option_is_chosen_on_its_own_row() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    // Shift-Tab goes up, to the game's row, then round to the last row:
    // the rounds of a series.
    key(&mut app, KeyCode::BackTab);
    assert_eq!(form(&app).row(), Row::Game);
    key(&mut app, KeyCode::BackTab);
    assert_eq!(form(&app).row(), Row::Rounds);
    assert!(screen(&app, 79, 24).contains("One game."), "one round");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    assert!(
        screen(&app, 79, 24).contains("A series of 3 rounds"),
        "{}",
        screen(&app, 79, 24)
    );
    // Who moves first.
    key(&mut app, KeyCode::Char('k'));
    assert_eq!(form(&app).row(), Row::First);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('k'));
    assert_eq!(form(&app).row(), Row::Captures);
    key(&mut app, KeyCode::Right);
    assert!(
        screen(&app, 79, 24).contains("traditional"),
        "classic with partial captures is the traditional preset"
    );
    key(&mut app, KeyCode::Char('k'));
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('k'));
    key(&mut app, KeyCode::Left);
    assert!(screen(&app, 79, 24).contains("custom"), "the preset shown");
    key(&mut app, KeyCode::Enter);
    let want = Rules {
        second_column: SecondColumn::Diagonal,
        ka_entry: KaEntry::Either,
        centre: Centre::Open,
        captures: Captures::Partial,
        first: First::North,
        rounds: Rounds::new(3).unwrap(),
    };
    assert_eq!(app.game().rules(), want);
    assert_eq!(*app.game().setup(), Setup::pattern(Pattern::First));
}

#[test]
fn the_time_chosen_is_how_long_hard_thinks() {
    let mut app = new_app(Pattern::First).with_players(
        [SeatKind::Human, SeatKind::Computer(Level::Hard)],
        5,
        Duration::from_secs(1),
    );
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Tab);
    assert_eq!(form(&app).row(), Row::Movetime);
    // 1 s, 500 ms, 250 ms.
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Char('h'));
    assert!(screen(&app, 79, 24).contains("250 ms"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().movetime(), Duration::from_millis(250));
    assert_eq!(
        app.sides(),
        [SeatKind::Human, SeatKind::Computer(Level::Hard)]
    );
}

#[test]
fn the_board_faces_north_when_north_is_the_only_person() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    // South: ai:random.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.sides(),
        [SeatKind::Computer(Level::Random), SeatKind::Human]
    );
    assert!(app.flipped());
}

#[test]
fn a_setup_file_that_does_not_load_is_said_and_the_screen_stays() {
    let mut app = new_app(Pattern::First);
    play_by_keys(&mut app, "c".parse().unwrap());
    key(&mut app, KeyCode::Char('n'));
    down_to(&mut app, Row::Setup);
    // The last setup is a file; its path is the next row.
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Down);
    assert_eq!(form(&app).row(), Row::SetupFile);
    // n, q and j are typed here, not keys of the screen.
    chars(&mut app, "no-such-setup-q.ron");
    assert_eq!(form(&app).choices().path(), "no-such-setup-q.ron");
    key(&mut app, KeyCode::Enter);
    assert!(form(&app).choices().error().is_some());
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("no-such-setup-q.ron: no such file or directory"),
        "{text}"
    );
    assert_eq!(app.game().moves().len(), 1, "the old game goes on");

    // A file that is read but is no setup: its error, on the screen.
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ron");
    let mut rows = first_rows();
    rows[0].replace_range(0..1, "x");
    std::fs::write(&bad, setup_ron(&rows)).unwrap();
    for _ in 0..form(&app).choices().path().chars().count() {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, bad.to_str().unwrap());
    key(&mut app, KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(text.contains("bad.ron: row 1"), "{text}");
    assert!(matches!(app.mode(), Mode::NewGame(_)));

    // And one that loads is the new game's setup.
    let good = dir.path().join("good.ron");
    let mut rows = first_rows();
    rows[0].replace_range(0..1, "b");
    rows[10].replace_range(10..11, "b");
    rows[0].replace_range(5..6, "w");
    rows[10].replace_range(5..6, "w");
    std::fs::write(&good, setup_ron(&rows)).unwrap();
    for _ in 0..form(&app).choices().path().chars().count() {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, good.to_str().unwrap());
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().setup().rows(), rows);
    assert!(app.game().moves().is_empty());
}

#[test]
fn esc_leaves_the_old_game_untouched() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, "c".parse().unwrap());
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Left);
    down_to(&mut app, Row::Rules);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Esc);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves(), ["c".parse().unwrap()]);
    assert_eq!(app.game().rules(), Rules::CLASSIC);
    assert_eq!(*app.game().setup(), Setup::pattern(Pattern::Second));
    assert_eq!(app.sides(), [SeatKind::Human, SeatKind::Human]);
}

#[test]
fn new_game_screen() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    down_to(&mut app, Row::Rules);
    insta::assert_snapshot!(screen(&app, 79, 24));
}

#[test]
fn new_game_screen_on_a_larger_terminal() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    insta::assert_snapshot!(screen(&app, 100, 32));
}

#[test]
fn new_game_screen_in_ascii_draws_only_ascii() {
    let mut app = App::new(
        pasang::games::ka::Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC),
        Theme::ASCII,
    );
    key(&mut app, KeyCode::Char('n'));
    let text = screen(&app, 79, 24);
    assert!(text.is_ascii(), "{text}");
    assert!(text.contains("< a person"), "{text}");
}

#[test]
fn a_clock_chosen_on_the_new_game_screen_plays_the_new_game_on_it() {
    let mut app = new_app(Pattern::First);
    assert!(app.session().clock().is_none());
    key(&mut app, KeyCode::Char('n'));
    down_to(&mut app, Row::Clock);
    // None, then 1+0, then 3+2.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    let spec = app.session().clock().map(|c| c.spec());
    assert_eq!(spec, Some("3+2".parse().unwrap()));
    // The next new game starts from it; choosing none takes it away.
    key(&mut app, KeyCode::Char('n'));
    down_to(&mut app, Row::Clock);
    assert_eq!(form(&app).choices().clock(), spec);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert!(app.session().clock().is_none());
}

/// A ka game with a move played, autosaving into a fresh store.
fn stored_app(data: &tempfile::TempDir) -> App {
    let store = pasang::store::Store::open(data.path()).unwrap();
    let slot = store.new_slot(std::time::UNIX_EPOCH);
    let mut app = new_app(Pattern::First).with_storage(pasang::tui::Storage {
        store: Some(store),
        autosave: Some(slot),
        save_dir: None,
    });
    play_by_keys(&mut app, "c".parse().unwrap());
    app
}

#[test]
fn the_game_row_puts_bells_form_in_place_and_esc_leaves_the_ka_game_as_it_was() {
    let data = tempfile::tempdir().unwrap();
    let mut app = stored_app(&data);
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Up);
    assert_eq!(form(&app).row(), Row::Game);
    assert!(screen(&app, 80, 24).contains("the ka game"));
    key(&mut app, KeyCode::Right);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Bell's game"), "{shown}");
    assert!(shown.contains("Players"), "Bell's rows: {shown}");
    // Not the ka game's stones: Bell's own default.
    assert!(shown.contains("‹ checker ›"), "{shown}");
    assert!(
        matches!(
            app.mode(),
            Mode::NewGame(forms) if matches!(forms.shown(), pasang::tui::play::AnyForm::Bell(_))
        ),
        "{:?}",
        app.mode()
    );
    // Round the games of the list, and back.
    use pasang::games::choice::Choice as _;
    for _ in 1..pasang::games::GameKind::ALL.len() {
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(form(&app).row(), Row::Game);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Esc);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves().len(), 1, "the ka game goes on");
    assert!(app.hand_over().is_none());
}

#[test]
fn bells_game_chosen_on_the_form_starts_on_its_own_screen_and_the_ka_game_keeps_its_file() {
    let data = tempfile::tempdir().unwrap();
    let mut app = stored_app(&data);
    let ka_file = app.autosave_path().unwrap().to_path_buf();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Right);
    // Down to how many play: three.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Bell(mut bell))) = app.hand_over()
    else {
        panic!("Bell's screen takes over")
    };
    assert_eq!(bell.seats().len(), 3);
    assert!(bell.game().moves().is_empty());
    let said = bell.message().unwrap().text;
    assert!(said.starts_with("New game"), "{said}");
    // The ka game's record is kept; Bell's game is written to its own.
    let kept = pasang::files::load_record(&ka_file).unwrap();
    assert_eq!(kept.moves().len(), 1);
    bell.apply(pasang::tui::Action::StartTyping);
    for c in "xa1".chars() {
        bell.apply(pasang::tui::Action::Char(c));
    }
    bell.apply(pasang::tui::Action::Submit);
    let bell_file = bell.autosave_path().expect("autosaved").to_path_buf();
    assert_ne!(bell_file, ka_file);
    let bytes = std::fs::read(&bell_file).unwrap();
    let loaded = pasang::record::AnyRecord::load(&bytes).unwrap();
    assert_eq!(loaded.game.kind(), pasang::games::GameKind::Bell);
    assert_eq!(loaded.game.ply(), 1);
}

#[test]
fn the_ka_game_chosen_on_bells_form_starts_on_its_own_screen_with_the_clock_chosen() {
    let mut bell = pasang::tui::bell::BellApp::new(
        pasang::games::bell::Game::new(
            pasang::games::bell::Setup::default(),
            pasang::games::bell::Rules::default(),
        ),
        Theme::MONO,
    );
    let press = |app: &mut pasang::tui::bell::BellApp, code| {
        let event =
            ratatui::crossterm::event::Event::Key(ratatui::crossterm::event::KeyEvent::new(
                code,
                ratatui::crossterm::event::KeyModifiers::NONE,
            ));
        let area = ratatui::layout::Rect::new(0, 0, 80, 24);
        if let Some(action) = pasang::tui::play::input::action(app, &event, area) {
            app.apply(action);
        }
    };
    press(&mut bell, KeyCode::Char('n'));
    // Down to the clock (past the two seats and the time): 1+0.
    for _ in 0..4 {
        press(&mut bell, KeyCode::Down);
    }
    press(&mut bell, KeyCode::Right);
    // Up to the game's row, and the ka game's form, which keeps the clock.
    for _ in 0..5 {
        press(&mut bell, KeyCode::Up);
    }
    press(&mut bell, KeyCode::Left);
    let Mode::NewGame(forms) = bell.mode() else {
        panic!("the form: {:?}", bell.mode())
    };
    let pasang::tui::play::AnyForm::Ka(form) = forms.shown() else {
        panic!("the ka game's form: {forms:?}")
    };
    assert_eq!(form.choices().clock(), Some("1+0".parse().unwrap()));
    press(&mut bell, KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Ka(ka))) = bell.hand_over() else {
        panic!("the ka game's screen takes over")
    };
    assert!(ka.game().moves().is_empty());
    assert_eq!(ka.game().setup(), &Setup::pattern(Pattern::First));
    let clock = ka.session().clock().expect("a clock");
    assert_eq!(clock.spec(), "1+0".parse().unwrap());
}
