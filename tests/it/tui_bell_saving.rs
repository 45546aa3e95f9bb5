//! Autosave of Bell's terminal game: every turn, undo and redo written to
//! its slot in the store as a Bell record that reads back to the same
//! game; a new game gets a file of its own.

use crate::common;

use common::bell_tui::*;
use pasang::games::bell::{Game, Players};
use pasang::games::{Level, Seat, SeatKind};
use pasang::record::{BellRecord, Record};
use pasang::store::Store;
use pasang::tui::{Storage, Theme};
use ratatui::crossterm::event::KeyCode;
use std::path::Path;
use std::time::{Duration, UNIX_EPOCH};

/// The game a saved file holds, replayed through the rules.
fn load(path: &Path) -> (Game, BellRecord) {
    let bytes = std::fs::read(path).unwrap();
    let record = Record::from_bell_ron_bytes(&bytes).unwrap();
    (record.replay_bell().unwrap(), record)
}

fn saving_app(data: &tempfile::TempDir) -> App {
    let store = Store::open(data.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
    ];
    app(Players::Three, Theme::MONO)
        .with_storage(Storage {
            store: Some(store),
            autosave: Some(slot),
            save_dir: None,
        })
        .with_players(kinds, 3, Duration::from_millis(100))
}

#[test]
fn every_turn_undo_and_redo_of_bells_game_is_autosaved() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    let path = app.session().autosave_path().unwrap().to_path_buf();
    assert!(!path.exists(), "nothing is written before the first turn");
    play_by_keys(&mut app, mv("xa11"));
    play_by_clicks(&mut app, mv("c9-a11"));
    let (game, record) = load(&path);
    assert_eq!(game.position(), app.position());
    assert_eq!(game.rules(), app.game().rules());
    let seats: Vec<(Seat, String)> = record
        .seats
        .iter()
        .map(|s| (s.seat, s.player.clone()))
        .collect();
    assert_eq!(
        seats,
        [
            (Seat::South, "human".to_string()),
            (Seat::West, "human".to_string()),
            (Seat::North, "ai:easy".to_string()),
        ]
    );
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(load(&path).0.moves().len(), 1, "undo is saved");
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(load(&path).0.moves().len(), 2, "redo is saved");
}

#[test]
fn a_new_bell_game_gets_its_own_autosave_and_the_old_one_is_kept() {
    let data = tempfile::tempdir().unwrap();
    let mut app = saving_app(&data);
    play_by_keys(&mut app, mv("xk11"));
    let first = app.session().autosave_path().unwrap().to_path_buf();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Enter);
    let second = app.session().autosave_path().unwrap().to_path_buf();
    assert_ne!(first, second);
    assert_eq!(load(&first).0.moves().len(), 1, "the old game is kept");
    assert!(!second.exists(), "nothing is written before its first turn");
    play_by_clicks(&mut app, mv("xa1"));
    assert_eq!(load(&second).0.moves(), [mv("xa1")]);
}
