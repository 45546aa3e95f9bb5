//! Opening a saved game from inside the terminal game: `o` lists the
//! store's games, Enter takes one up in place of the game on the board,
//! which keeps its own file.

use crate::common;

use common::*;
use pasang::files::load_record;
use pasang::games::ka::{Move, Pattern};
use pasang::store::{GameChoice, Store};
use pasang::tui::Storage;
use pasang::tui::games_list::{CannotOpen, ListNote};
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;
use std::time::UNIX_EPOCH;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn saving_app(data: &tempfile::TempDir) -> App {
    let store = Store::open(data.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    new_app(Pattern::First).with_storage(Storage {
        store: Some(store),
        autosave: Some(slot),
        save_dir: None,
    })
}

/// Game A (`c j`) saved, then a new game B (`d`) on the board; their files.
fn two_games(app: &mut App) -> (PathBuf, PathBuf) {
    play_by_keys(app, mv("c"));
    play_by_keys(app, mv("j"));
    let a = app.autosave_path().unwrap().to_path_buf();
    key(app, KeyCode::Char('n'));
    key(app, KeyCode::Enter);
    play_by_keys(app, mv("d"));
    let b = app.autosave_path().unwrap().to_path_buf();
    assert_ne!(a, b);
    (a, b)
}

fn list(app: &App) -> &pasang::tui::games_list::GamesList {
    match app.mode() {
        Mode::Games(list) => list,
        other => panic!("not the games list: {other:?}"),
    }
}

#[test]
fn o_lists_the_saved_games_and_enter_goes_on_with_the_one_chosen() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let (a, b) = two_games(&mut app);
    key(&mut app, KeyCode::Char('o'));
    let shown = list(&app);
    assert_eq!(shown.rows.len(), 2);
    let current: Vec<bool> = shown.rows.iter().map(|r| r.current).collect();
    assert_eq!(current.iter().filter(|c| **c).count(), 1, "{current:?}");
    // The list opens on the game that can be opened: A, not B on the board.
    assert_eq!(shown.chosen().unwrap().path, a);
    assert_eq!(shown.chosen().unwrap().summary.as_ref().unwrap().moves, 2);
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves(), &[mv("c"), mv("j")]);
    assert_eq!(app.autosave_path(), Some(a.as_path()));
    assert!(
        app.message().unwrap().text.contains("resumed"),
        "{:?}",
        app.message()
    );
    // Play goes on in A's file; B keeps its one move.
    play_by_keys(&mut app, mv("d5-c5xN"));
    assert_eq!(load_record(&a).unwrap().moves().len(), 3);
    assert_eq!(load_record(&b).unwrap().moves(), &[mv("d")]);
}

#[test]
fn the_game_on_the_board_is_not_opened_again() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let (_, b) = two_games(&mut app);
    key(&mut app, KeyCode::Char('o'));
    let row = list(&app).rows.iter().position(|r| r.path == b).unwrap();
    while list(&app).selected != row {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        list(&app).note,
        Some(ListNote::Refused(CannotOpen::Current))
    );
    assert_eq!(app.game().moves(), &[mv("d")]);
}

#[test]
fn a_game_open_in_another_pasang_is_refused_and_esc_leaves_the_list() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let (a, _) = two_games(&mut app);
    // Another pasang takes game A (and holds its lock while `other` lives).
    let other = Store::at(data.path())
        .resume_game(&GameChoice::File(a.clone()))
        .unwrap();
    assert!(other.autosave.is_ok());
    key(&mut app, KeyCode::Char('o'));
    let row = list(&app).rows.iter().position(|r| r.path == a).unwrap();
    assert!(list(&app).rows[row].open_elsewhere);
    while list(&app).selected != row {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        list(&app).note,
        Some(ListNote::Refused(CannotOpen::OpenElsewhere))
    );
    key(&mut app, KeyCode::Esc);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves(), &[mv("d")]);
    drop(other);
}

/// Moves the list's choice to the game saved at `path`.
fn choose(app: &mut App, path: &std::path::Path) {
    let row = list(app).rows.iter().position(|r| r.path == path).unwrap();
    while list(app).selected != row {
        key(app, KeyCode::Down);
    }
}

#[test]
fn d_deletes_the_game_chosen_once_the_player_says_yes() {
    for (lang, asked, deleted) in [
        ("en", "Delete this game for good?", "Deleted game-"),
        (
            "ms",
            "Padam permainan ini untuk selama-lamanya?",
            "telah dipadam",
        ),
    ] {
        pasang::i18n::set(pasang::i18n::Lang::find(lang).unwrap());
        let data = tempfile::tempdir().unwrap();
        let mut app = saving_app(&data);
        let (a, b) = two_games(&mut app);
        key(&mut app, KeyCode::Char('o'));
        choose(&mut app, &a);
        // No, or any other key: the game stays.
        key(&mut app, KeyCode::Char('d'));
        assert!(list(&app).asking());
        assert!(screen_text(&app).contains(asked), "{}", screen_text(&app));
        key(&mut app, KeyCode::Char('n'));
        assert_eq!(list(&app).note, None);
        assert!(a.exists());
        // Yes: its file goes, and the list is read again.
        key(&mut app, KeyCode::Delete);
        key(&mut app, KeyCode::Char('y'));
        assert!(!a.exists());
        let rows: Vec<&PathBuf> = list(&app).rows.iter().map(|r| &r.path).collect();
        assert_eq!(rows, [&b]);
        let name = a.file_name().unwrap().to_str().unwrap().to_string();
        assert_eq!(list(&app).note, Some(ListNote::Deleted(name.clone())));
        let screen = screen_text(&app);
        assert!(
            screen.contains(deleted) && screen.contains(&name),
            "{screen}"
        );
        // The game on the board plays and saves on.
        key(&mut app, KeyCode::Esc);
        play_by_keys(&mut app, mv("j"));
        assert_eq!(load_record(&b).unwrap().moves().len(), 2);
    }
    pasang::i18n::set(pasang::i18n::Lang::english());
}

#[test]
fn the_game_on_the_board_and_one_open_in_another_pasang_are_not_deleted() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let (a, b) = two_games(&mut app);
    let other = Store::at(data.path())
        .resume_game(&GameChoice::File(a.clone()))
        .unwrap();
    key(&mut app, KeyCode::Char('o'));
    choose(&mut app, &b);
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(
        list(&app).note,
        Some(ListNote::Refused(CannotOpen::Current))
    );
    choose(&mut app, &a);
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(
        list(&app).note,
        Some(ListNote::Refused(CannotOpen::OpenElsewhere))
    );
    assert!(a.exists() && b.exists());
    // Taken by another pasang between the question and the yes: it stays
    // too.
    drop(other);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('o'));
    choose(&mut app, &a);
    key(&mut app, KeyCode::Char('d'));
    assert!(list(&app).asking());
    let again = Store::at(data.path())
        .resume_game(&GameChoice::File(a.clone()))
        .unwrap();
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(
        list(&app).note,
        Some(ListNote::NotDeleted(
            pasang::store::DeleteError::OpenElsewhere
        ))
    );
    assert!(a.exists());
    drop(again);
}

#[test]
fn without_a_data_directory_o_says_there_are_no_saved_games() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('o'));
    assert_eq!(*app.mode(), Mode::Board);
    assert!(app.message().is_some());
}

#[test]
fn the_list_shows_each_game_whole_at_the_smallest_screen() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let (_, _) = two_games(&mut app);
    key(&mut app, KeyCode::Char('o'));
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(AREA.width, AREA.height))
            .unwrap();
    terminal.draw(|f| pasang::tui::play::draw(&app, f)).unwrap();
    let screen = terminal.backend().to_string();
    let flowing: String = screen
        .lines()
        .map(|l| {
            l.trim_matches('"')
                .trim_matches(|c| c == '│' || c == ' ')
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(" ");
    assert!(screen.contains("Saved games"), "{screen}");
    assert!(screen.contains("(on the board)"), "{screen}");
    // Game A's summary, moves and scores included, wrapped but not cut.
    let a = &list(&app).rows[list(&app).selected];
    let summary = a.summary.as_ref().unwrap().to_string();
    assert!(
        summary.contains("2 moves; South 8, North 9; South to move"),
        "{summary}"
    );
    let words: Vec<&str> = summary.split(' ').collect();
    let shown = flowing.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        shown.contains(&words.join(" ")),
        "{summary} is cut:\n{screen}"
    );
}

/// A saved game of Bell's, opened from the ka game's list, comes up in
/// Bell's own screen with its turns, its seats and its file.
#[test]
fn a_saved_game_of_bells_opened_with_o_is_handed_to_bells_screen() {
    use pasang::games::bell;
    use pasang::record::Record;
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    let mut game = bell::Game::new(
        bell::Setup::pattern(bell::Pattern::Checker),
        bell::Rules {
            players: bell::Players::Three,
            opening: bell::Opening::Corner,
        },
    );
    for m in ["xa1", "a3-a1"] {
        game.play_notation(m).unwrap();
    }
    let seats = [
        (pasang::games::Seat::South, pasang::games::SeatKind::Human),
        (
            pasang::games::Seat::West,
            pasang::games::SeatKind::Computer(pasang::games::Level::Easy),
        ),
        (pasang::games::Seat::North, pasang::games::SeatKind::Human),
    ];
    let slot = store.new_slot(UNIX_EPOCH);
    slot.save(&Record::of_bell(&game).with_players(seats))
        .unwrap();
    let bell_file = slot.path().to_path_buf();
    drop(slot);

    let mut app = saving_app(&data);
    play_by_keys(&mut app, mv("c"));
    key(&mut app, KeyCode::Char('o'));
    let row = list(&app)
        .rows
        .iter()
        .position(|r| r.path == bell_file)
        .unwrap();
    while list(&app).selected != row {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Bell(bell_app))) = app.hand_over()
    else {
        panic!("Bell's screen takes over");
    };
    assert!(app.hand_over().is_none(), "handed over once");
    assert_eq!(bell_app.game().moves(), game.moves());
    assert_eq!(
        bell_app.seats(),
        [
            pasang::games::SeatKind::Human,
            pasang::games::SeatKind::Computer(pasang::games::Level::Easy),
            pasang::games::SeatKind::Human
        ]
    );
    assert_eq!(
        bell_app.session().autosave_path(),
        Some(bell_file.as_path())
    );
    assert!(
        bell_app.message().unwrap().text.contains("resumed"),
        "{:?}",
        bell_app.message()
    );
}

/// Bell's screen lists the saved games too (`o`), and the game chosen,
/// of either kind, comes up in its own screen.
#[test]
fn o_in_bells_game_opens_a_saved_game_of_either_kind() {
    use pasang::games::bell;
    use pasang::record::Record;
    use pasang::tui::bell::BellApp;
    use ratatui::crossterm::event::{Event, KeyEvent, KeyModifiers};
    let press = |app: &mut BellApp, code: KeyCode| {
        let ev = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let area = ratatui::layout::Rect::new(0, 0, 100, 32);
        if let Some(action) = pasang::tui::play::input::action(app, &ev, area) {
            app.apply(action);
        }
    };
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    // A ka game of two moves, saved.
    let mut ka = saving_app(&data);
    play_by_keys(&mut ka, mv("c"));
    play_by_keys(&mut ka, mv("j"));
    let ka_file = ka.autosave_path().unwrap().to_path_buf();
    drop(ka);
    // Bell's game on the board, with its own slot.
    let game = bell::Game::new(bell::Setup::default(), bell::Rules::default());
    let slot = store.new_slot(UNIX_EPOCH);
    let mut app = BellApp::new(game, pasang::tui::Theme::MONO).with_storage(Storage {
        store: Some(store.clone()),
        autosave: Some(slot),
        save_dir: None,
    });
    press(&mut app, KeyCode::Enter); // removes a1: the game is saved
    assert_eq!(app.game().moves().len(), 1);
    let bell_file = app.session().autosave_path().unwrap().to_path_buf();
    press(&mut app, KeyCode::Char('o'));
    let pasang::tui::bell::Mode::Games(list) = app.mode() else {
        panic!("the list shows: {:?}", app.mode());
    };
    assert_eq!(list.rows.len(), 2);
    let on_board = list.rows.iter().find(|r| r.path == bell_file).unwrap();
    assert!(on_board.current);
    // The list opens on the ka game, the one that can be opened.
    assert_eq!(list.chosen().unwrap().path, ka_file);
    press(&mut app, KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Ka(ka))) =
        pasang::tui::TerminalApp::hand_over(&mut app)
    else {
        panic!("the ka game's screen takes over");
    };
    assert_eq!(ka.game().moves(), &[mv("c"), mv("j")]);
    assert_eq!(ka.autosave_path(), Some(ka_file.as_path()));
    // The Bell game kept its file and its turn.
    let (saved, _) = Record::load_bell(&std::fs::read(&bell_file).unwrap()).unwrap();
    assert_eq!(saved.moves().len(), 1);

    // Without a data directory there is nothing to list.
    let mut bare = BellApp::new(
        bell::Game::new(bell::Setup::default(), bell::Rules::default()),
        pasang::tui::Theme::MONO,
    );
    press(&mut bare, KeyCode::Char('o'));
    assert_eq!(*bare.mode(), pasang::tui::bell::Mode::Board);
    assert!(
        bare.message().unwrap().text.starts_with("No saved games"),
        "{:?}",
        bare.message()
    );
}

#[test]
fn over_the_saved_games_list_neither_game_tells_what_the_cursor_is_on() {
    use pasang::games::bell;
    use pasang::tui::TerminalApp;
    use ratatui::crossterm::event::{Event, KeyEvent};
    let area = ratatui::layout::Rect::new(0, 0, 100, 32);
    let bottom = |app: &dyn TerminalApp| {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
        terminal.draw(|f| app.draw(f)).unwrap();
        let buffer = terminal.backend().buffer();
        (30..32)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .map(|(x, y)| buffer[(x, y)].symbol().to_string())
            .collect::<String>()
    };
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    let bell_app = pasang::tui::bell::BellApp::new(
        bell::Game::new(bell::Setup::default(), bell::Rules::default()),
        pasang::tui::Theme::MONO,
    )
    .with_storage(Storage {
        store: Some(store.clone()),
        autosave: Some(store.new_slot(UNIX_EPOCH)),
        save_dir: None,
    });
    let mut apps: Vec<Box<dyn TerminalApp>> = vec![Box::new(saving_app(&data)), Box::new(bell_app)];
    for app in &mut apps {
        assert!(
            bottom(app.as_ref()).contains("stone ("),
            "{}",
            bottom(app.as_ref())
        );
        app.handle(&Event::Key(KeyEvent::from(KeyCode::Char('o'))), area);
        let shown = bottom(app.as_ref());
        assert!(!shown.contains("stone ("), "{shown}");
    }
}

#[test]
fn a_game_saved_with_s_beside_the_autosaves_is_listed_with_them() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    let folder = store.folder().to_path_buf();
    assert!(!folder.exists(), "made at the first file");
    let mut app = new_app(Pattern::First).with_storage(Storage {
        store: Some(store),
        autosave: None,
        save_dir: Some(folder.clone()),
    });
    play_by_keys(&mut app, mv("c"));
    key(&mut app, KeyCode::Char('s'));
    let said = app.message().unwrap().text;
    assert!(said.starts_with("Saved to "), "{said}");
    key(&mut app, KeyCode::Char('o'));
    let shown = list(&app);
    assert_eq!(shown.rows.len(), 1);
    let row = &shown.rows[0];
    assert!(row.path.starts_with(&folder), "{:?}", row.path);
    assert_eq!(row.summary.as_ref().unwrap().moves, 1);
}
