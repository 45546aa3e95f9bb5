//! Tests of a server's games kept across a restart: their moves, owners,
//! clocks, codes and numbers.

use super::*;
#[test]
fn games_kept_on_disk_come_back_after_a_restart_with_their_moves_and_owners() {
    let tmp = tempfile::tempdir().unwrap();
    let code = {
        let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
        assert!(bad.is_empty());
        let game = start(&dir);
        let mut south = game.sit(Some("SHA256:s"), None, theme(), None);
        let mut north = game.sit(Some("SHA256:n"), None, theme(), None);
        type_move(&mut south.app, "c");
        north.app.tick();
        type_move(&mut north.app, "j");
        assert_eq!(game.table.game().move_texts(), ["c", "j"]);
        // A finished game is not brought back; a broken file is named.
        std::fs::write(tmp.path().join("bad222.game.ron"), "(not a record").unwrap();
        game.code.clone()
    };
    let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    assert_eq!(bad.len(), 1);
    assert!(bad[0].path.ends_with("bad222.game.ron"));
    let game = dir.find(&code).expect("the game came back");
    assert_eq!(game.table.game().move_texts(), ["c", "j"]);
    // Both players were here before: away now, and South's time runs.
    assert_eq!(game.table.presence(), vec![Presence::Away; 2]);
    // North's key still owns North.
    assert_eq!(
        game.sit(Some("SHA256:n"), None, theme(), None).seat,
        Some(Seat::North)
    );
    assert_eq!(dir.of_key("SHA256:s").len(), 1);
}

#[test]
fn after_a_rematch_the_keys_follow_their_players_and_a_restart_keeps_them() {
    let tmp = tempfile::tempdir().unwrap();
    let owners = |code: &str| {
        Kept::read(&tmp.path().join(format!("{code}.game.ron")))
            .map(|k| k.owners)
            .unwrap_or_default()
    };
    let s = Some("SHA256:s".to_string());
    let n = Some("SHA256:n".to_string());
    let code = {
        let (dir, _) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
        let game = start(&dir);
        let mut south = game.sit(s.as_deref(), None, theme(), None);
        let mut north = game.sit(n.as_deref(), None, theme(), None);
        let area = Rect::new(0, 0, 100, 32);
        let press =
            |app: &mut AnyApp, c| app.handle(&Event::Key(KeyEvent::from(KeyCode::Char(c))), area);
        type_move(&mut south.app, "c");
        type_move(&mut south.app, "resign");
        north.app.tick();
        // Offered and declined: nothing changes hands.
        type_move(&mut north.app, "rematch");
        south.app.tick();
        press(&mut south.app, 'n');
        assert!(game.table.is_over());
        assert_eq!(owners(&game.code), [s.clone(), n.clone()]);
        // Agreed: the keys change sides on disk at once, with the record.
        type_move(&mut north.app, "rematch");
        south.app.tick();
        press(&mut south.app, 'y');
        assert_eq!(owners(&game.code), [n.clone(), s.clone()]);
        let bytes = std::fs::read(tmp.path().join(format!("{}.game.ron", game.code))).unwrap();
        let record = AnyRecord::from_ron_bytes(&bytes).unwrap();
        assert_eq!(record.ended(), None);
        assert_eq!(record.replay().unwrap().ply(), 0);
        drop(south);
        drop(north);
        // The key that owned South takes North, and no one else does.
        assert_eq!(game.sit(None, None, theme(), None).seat, None);
        let again = game.sit(s.as_deref(), None, theme(), None);
        assert_eq!(again.seat, Some(Seat::North));
        game.code.clone()
    };
    let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    assert!(bad.is_empty());
    let game = dir.find(&code).expect("the rematch came back unplayed");
    assert!(!game.table.is_over());
    assert_eq!(game.table.ply(), 0);
    assert_eq!(owners(&code), [n.clone(), s.clone()]);
    assert_eq!(game.sit(Some("SHA256:x"), None, theme(), None).seat, None);
    assert_eq!(
        game.sit(n.as_deref(), None, theme(), None).seat,
        Some(Seat::South)
    );
    assert_eq!(
        game.sit(s.as_deref(), None, theme(), None).seat,
        Some(Seat::North)
    );
}

/// A ka game on `spec` kept in `dir`, after South's `c` and North's `j`
/// (South's turn); then `before_stop` runs, with the directory.
fn clocked_game_after_two_moves(
    dir: &std::path::Path,
    spec: ClockSpec,
    before_stop: impl FnOnce(&Directory),
) -> String {
    let (dir, _) = Directory::open(Some(dir.to_path_buf())).unwrap();
    let by = holder(None, [192, 0, 2, 1]);
    let kinds = vec![SeatKind::Human; 2];
    let game = dir
        .create(ka_game(), kinds, Some(spec), &by, Instant::now())
        .unwrap();
    let mut south = game.sit(Some("SHA256:s"), None, theme(), None);
    let mut north = game.sit(Some("SHA256:n"), None, theme(), None);
    type_move(&mut south.app, "c");
    north.app.tick();
    type_move(&mut north.app, "j");
    before_stop(&dir);
    game.code.clone()
}

#[test]
fn a_game_on_a_clock_comes_back_after_a_restart_with_its_clock_and_times() {
    let tmp = tempfile::tempdir().unwrap();
    let spec: ClockSpec = "5+3".parse().unwrap();
    let code = clocked_game_after_two_moves(tmp.path(), spec, |_| {});
    let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    assert!(bad.is_empty());
    let game = dir.find(&code).expect("the game came back");
    let clock = game.table.clock().expect("its clock came back");
    assert_eq!(clock.spec(), spec);
    // South's first move was free and South's time runs again; North
    // gained the increment on its move, less the moment it thought.
    assert_eq!(clock.running(), Some(Seat::South));
    let north = clock.left(Seat::North, Instant::now());
    assert!(
        north > spec.base && north <= spec.base + spec.increment,
        "{north:?}"
    );
    assert_eq!(game.summary(false).clock, Some(spec));
}

#[test]
fn a_server_stopping_keeps_the_time_the_seat_to_move_has_used() {
    let tmp = tempfile::tempdir().unwrap();
    let spec: ClockSpec = "5+0".parse().unwrap();
    // South thinks a while, then the server stops.
    let thinking = std::time::Duration::from_millis(40);
    let code = clocked_game_after_two_moves(tmp.path(), spec, |dir| {
        std::thread::sleep(thinking);
        dir.keep_all();
    });
    let (dir, _) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    let game = dir.find(&code).expect("the game came back");
    let clock = game.table.clock().expect("its clock came back");
    let south = clock.left(Seat::South, Instant::now());
    assert!(south <= spec.base - thinking, "{south:?}");
}

#[test]
fn a_restart_brings_back_no_game_without_a_move_and_removes_its_file() {
    let tmp = tempfile::tempdir().unwrap();
    let played = {
        let (dir, _) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
        for _ in 0..3 {
            drop(start(&dir).sit(None, None, theme(), None));
        }
        let game = start(&dir);
        let mut south = game.sit(None, None, theme(), None);
        type_move(&mut south.app, "c");
        game.code.clone()
    };
    let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    assert!(bad.is_empty());
    let codes: Vec<String> = dir.in_progress().iter().map(|g| g.code.clone()).collect();
    assert_eq!(codes, [played]);
    let files = std::fs::read_dir(tmp.path())
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            !name.to_string_lossy().starts_with(crate::net::db::FILE)
        })
        .count();
    assert_eq!(files, 2, "the played game's record and owners");
}

#[test]
fn a_game_kept_under_a_short_code_gets_a_long_one_and_keeps_its_owners() {
    let tmp = tempfile::tempdir().unwrap();
    {
        let (dir, _) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
        let game = start(&dir);
        let mut south = game.sit(Some("SHA256:s"), None, theme(), None);
        type_move(&mut south.app, "c");
        for ext in ["game.ron", "game.owners.ron"] {
            std::fs::rename(
                tmp.path().join(format!("{}.{ext}", game.code)),
                tmp.path().join(format!("k7m2qx.{ext}")),
            )
            .unwrap();
        }
    }
    let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    assert!(bad.is_empty());
    assert!(dir.find("k7m2qx").is_none());
    let game = dir
        .of_key("SHA256:s")
        .pop()
        .expect("the game, by its owner's key");
    assert_eq!(game.code.len(), crate::net::code::LEN);
    assert!(tmp.path().join(format!("{}.game.ron", game.code)).exists());
    assert!(!tmp.path().join("k7m2qx.game.ron").exists());
    assert_eq!(game.sit(None, None, theme(), None).seat, Some(Seat::North));
    assert_eq!(
        game.sit(Some("SHA256:s"), None, theme(), None).seat,
        Some(Seat::South)
    );
}

#[test]
fn a_kept_game_that_cannot_take_a_new_code_is_said_in_the_language_of_the_moment() {
    let tmp = tempfile::tempdir().unwrap();
    let game = || {
        let table = AnyTable::new(ka_game(), vec![SeatKind::Human; 2]);
        ServerGame::new("abcd".into(), table, vec![true, true], None)
    };
    let gone = tmp.path().join("abcd.game.ron");
    crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
    let why = recode(game(), &BTreeMap::new(), tmp.path(), &gone).unwrap_err();
    assert_eq!(why, "tiada fail atau direktori itu");
    crate::i18n::set(crate::i18n::Lang::english());
    let why = recode(game(), &BTreeMap::new(), tmp.path(), &gone).unwrap_err();
    assert_eq!(why, "no such file or directory");
}

#[test]
fn a_games_number_is_kept_across_a_restart_and_never_given_again() {
    let tmp = tempfile::tempdir().unwrap();
    let open = || Directory::open(Some(tmp.path().to_path_buf())).unwrap().0;
    let (code, kept, unplayed) = {
        let dir = open();
        // Nobody plays the first: it does not come back.
        let unplayed = start(&dir);
        let played = start(&dir);
        let mut south = played.sit(Some("SHA256:s"), None, theme(), None);
        type_move(&mut south.app, "c");
        (played.code.clone(), played.id(), unplayed.id())
    };
    assert_ne!(kept, unplayed);
    let dir = open();
    assert_eq!(dir.find(&code).unwrap().id(), kept, "the same number");
    let new = start(&dir).id();
    assert!(
        new > kept.max(unplayed),
        "{new} after {kept} and {unplayed}"
    );
    drop(dir);
    let dir = open();
    assert_eq!(dir.find(&code).unwrap().id(), kept);
    assert!(start(&dir).id() > new);
}
