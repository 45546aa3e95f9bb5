//! The terminal game's saving: autosave after every change, `s` to a new
//! file, autosave failing without stopping the game, and the replay view.

use crate::common;

use common::*;
use pasang::files::load_record;
use pasang::games::ka::{Game, Move, Pattern, Rules, Setup};
use pasang::store::{Autosave, Store};
use pasang::tui::ka::App;
use pasang::tui::ka::{Mode, Tone};
use pasang::tui::{Storage, Theme};
use ratatui::crossterm::event::KeyCode;
use std::time::UNIX_EPOCH;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// An app autosaving into a fresh store, saving with `s` into `saves`.
fn saving_app(data: &tempfile::TempDir, saves: &tempfile::TempDir) -> App {
    let store = Store::open(data.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    new_app(Pattern::First).with_storage(Storage {
        store: Some(store),
        autosave: Some(slot),
        save_dir: Some(saves.path().to_path_buf()),
    })
}

#[test]
fn every_move_undo_and_redo_is_autosaved() {
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut app = saving_app(&data, &saves);
    let path = app.autosave_path().unwrap().to_path_buf();
    assert!(!path.exists(), "nothing is written before the first move");
    for m in ["c", "j", "d5-c5xN"] {
        play_by_keys(&mut app, mv(m));
        let saved = load_record(&path).unwrap();
        assert_eq!(saved.position(), app.position(), "after {m}");
    }
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(
        load_record(&path).unwrap().moves().len(),
        2,
        "undo is saved"
    );
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(
        load_record(&path).unwrap().moves().len(),
        3,
        "redo is saved"
    );
}

#[test]
fn a_new_game_gets_its_own_autosave_and_the_old_one_is_kept() {
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut app = saving_app(&data, &saves);
    play_by_keys(&mut app, mv("c"));
    let first = app.autosave_path().unwrap().to_path_buf();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('y'));
    let second = app.autosave_path().unwrap().to_path_buf();
    assert_ne!(first, second);
    assert_eq!(
        load_record(&first).unwrap().moves().len(),
        1,
        "the old game is kept"
    );
    assert!(!second.exists(), "nothing is written before its first move");
    play_by_keys(&mut app, mv("d"));
    assert_eq!(load_record(&second).unwrap().moves(), &[mv("d")]);
}

#[test]
fn s_saves_to_a_new_file_and_says_where() {
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut app = saving_app(&data, &saves);
    for m in ["c", "j"] {
        play_by_keys(&mut app, mv(m));
    }
    key(&mut app, KeyCode::Char('s'));
    key(&mut app, KeyCode::Char('s'));
    let files: Vec<_> = std::fs::read_dir(saves.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 2, "a second save never overwrites the first");
    for f in &files {
        assert_eq!(load_record(f).unwrap().position(), app.position());
    }
    let message = app.message().unwrap();
    assert_eq!(message.tone, Tone::Info);
    // The second save took the name with "-2".
    let second = files
        .iter()
        .find(|f| f.to_str().unwrap().ends_with("-2.ron"))
        .expect("a -2 file");
    let name = second.file_name().unwrap().to_str().unwrap();
    assert!(message.text.starts_with("Saved to "), "{}", message.text);
    // The path once, and how to open it again.
    assert_eq!(message.text.matches(name).count(), 1, "{}", message.text);
    assert!(message.text.contains("pasang --load"), "{}", message.text);
}

#[test]
fn a_failing_autosave_is_retried_at_every_move_and_its_recovery_said() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("no-such-folder");
    let gone = folder.join("game.ron");
    let mut app = new_app(Pattern::First).with_storage(Storage {
        autosave: Some(Autosave::at(gone.clone())),
        ..Storage::default()
    });
    play_by_keys(&mut app, mv("c"));
    let message = app.message().unwrap();
    assert_eq!(message.tone, Tone::Error);
    assert!(
        message.text.starts_with("Autosave failed: "),
        "{}",
        message.text
    );
    assert!(
        screen_text(&app).contains("! not saved"),
        "the panel marks it"
    );
    // Still failing: the game goes on, and the failure is not said again.
    play_by_keys(&mut app, mv("j"));
    assert_eq!(app.game().moves().len(), 2);
    assert!(!app.message().unwrap().text.starts_with("Autosave failed"));
    assert!(!gone.exists());
    // The folder comes back: the next move is saved, and that is said.
    std::fs::create_dir(&folder).unwrap();
    let m = app.game().legal_moves()[0];
    play_by_keys(&mut app, m);
    assert!(
        app.message()
            .unwrap()
            .text
            .starts_with("Autosave works again"),
        "{}",
        app.message().unwrap().text
    );
    assert!(!screen_text(&app).contains("! not saved"));
    let saved = pasang::record::Record::load(&std::fs::read(&gone).unwrap()).unwrap();
    assert_eq!(saved.moves().len(), 3, "the whole game was written");
}

fn finished() -> Game {
    finished_game(Pattern::First, |_| true)
}

#[test]
fn a_replay_starts_at_the_beginning_and_steps_both_ways() {
    let game = finished();
    let n = game.moves().len();
    let mut app = App::replay(game.clone(), Theme::MONO);
    assert!(app.is_replay());
    let at = |k: usize| *game.position_at(k).unwrap();
    assert_eq!(*app.position(), at(0));
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('l'));
    assert_eq!(*app.position(), at(2));
    key(&mut app, KeyCode::Left);
    assert_eq!(*app.position(), at(1));
    key(&mut app, KeyCode::End);
    assert_eq!(app.position(), game.position());
    assert!(
        app.hint().starts_with(&format!("Replay, move {n} of {n}")),
        "{}",
        app.hint()
    );
    key(&mut app, KeyCode::Home);
    assert_eq!(*app.position(), at(0));
    key(&mut app, KeyCode::Left);
    assert_eq!(
        app.message().unwrap().text,
        "The first position: → steps forward."
    );
}

#[test]
fn a_replay_cannot_be_played_on_and_quits_without_asking() {
    let game = finished();
    let game_moves = game.moves().to_vec();
    let mut app = App::replay(game, Theme::MONO);
    key(&mut app, KeyCode::Right);
    let before = *app.position();
    click(
        &mut app,
        pasang::games::ka::Point::CENTRE
            .step(pasang::games::ka::Direction::West)
            .unwrap(),
    );
    chars(&mut app, ":c");
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(*app.position(), before);
    assert_eq!(
        app.game().moves(),
        game_moves.as_slice(),
        "nothing was played"
    );
    assert_eq!(*app.mode(), Mode::Board);
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.is_running(), "a replay loses nothing by quitting");
}

#[test]
fn an_unwritable_data_directory_starts_the_game_with_autosave_off() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let session = pasang::store::launch::launch(
        pasang::store::launch::Source::New(
            pasang::games::ka::Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC).into(),
        ),
        Some(&file),
        UNIX_EPOCH,
        true,
    )
    .unwrap();
    assert!(session.autosave.is_none());
    assert_eq!(session.notices.len(), 1);
    assert!(
        session.notices[0]
            .to_string()
            .starts_with("autosave is off: "),
        "{:?}",
        session.notices
    );
}

#[test]
fn a_game_against_the_computer_resumes_against_the_computer() {
    use pasang::games::{Level, SeatKind};
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let sides = [SeatKind::Human, SeatKind::Computer(Level::Medium)];
    let mut app =
        saving_app(&data, &saves).with_players(sides, 1, std::time::Duration::from_millis(100));
    play_by_keys(&mut app, mv("c"));
    let saved = app.autosave_path().unwrap().to_path_buf();
    // Closed first: a game open in a running pasang is not resumed.
    drop(app);
    let session = pasang::store::launch::launch(
        pasang::store::launch::Source::Resume(None),
        Some(data.path()),
        UNIX_EPOCH,
        true,
    )
    .unwrap();
    let seats = vec![
        (pasang::games::Seat::South, sides[0]),
        (pasang::games::Seat::North, sides[1]),
    ];
    assert_eq!(session.players, Some(seats));
    assert_eq!(session.game.ply(), 1);
    assert_eq!(
        session.autosave.as_ref().map(|a| a.path()),
        Some(saved.as_path())
    );
}

#[test]
fn the_key_bar_offers_s_only_where_it_writes_a_file() {
    let (data, saves) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let offers_save = |app: &App| {
        pasang::tui::play::keyed::bar(app)
            .iter()
            .any(|&(caps, label, _)| caps == "s" && label == "key-save")
    };
    assert!(offers_save(&saving_app(&data, &saves)));
    // No save folder, as for a visitor over the network: s says saving is
    // off, and the bar does not offer it.
    let mut app = new_app(Pattern::First);
    assert!(!offers_save(&app));
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.message().unwrap().tone, Tone::Error);
}
