use super::*;
use crate::games::ka::{Game, Pattern, Rules, Setup};
use crate::games::{AnyRules, Seat, SeatKind};
use crate::record::Record;
use std::sync::{Arc, Barrier};
use std::time::Duration;

/// A game on the second pattern after `moves`.
fn game(moves: &[&str]) -> Game {
    let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    for m in moves {
        game.play_notation(m).unwrap();
    }
    game
}

/// Writes a game file and sets when it was last saved.
fn put(store: &Store, name: &str, bytes: &[u8], age_secs: u64) -> PathBuf {
    std::fs::create_dir_all(store.folder()).unwrap();
    let path = store.folder().join(name);
    std::fs::write(&path, bytes).unwrap();
    let when = SystemTime::now() - Duration::from_secs(age_secs);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(when)
        .unwrap();
    path
}

fn names(paths: impl IntoIterator<Item = PathBuf>) -> Vec<String> {
    paths
        .into_iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn timestamps_are_utc_calendar_times() {
    assert_eq!(timestamp(UNIX_EPOCH), "19700101-000000");
    let t = UNIX_EPOCH + Duration::from_secs(1_795_314_896);
    assert_eq!(timestamp(t), "20261122-023456");
    let leap = UNIX_EPOCH + Duration::from_secs(951_782_400); // 2000-02-29
    assert_eq!(timestamp(leap), "20000229-000000");
}

#[test]
fn an_autosaved_game_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    let mut game = game(&[]);
    for m in ["c", "i"] {
        game.play_notation(m).unwrap();
        slot.save(&Record::of(&game)).unwrap();
    }
    let path = slot.path().to_path_buf();
    assert_eq!(names([path.clone()]), ["game-19700101-000000.ron"]);
    drop(slot);
    let resumed = store.resume().unwrap();
    assert_eq!(
        resumed.players, None,
        "Record::of says nothing of the players"
    );
    assert_eq!(resumed.game.as_ka().unwrap().position(), game.position());
    assert_eq!(resumed.path, path);
    assert_eq!(resumed.autosave.unwrap().path(), path);
    assert!(resumed.skipped.is_empty());
}

#[test]
fn games_started_in_the_same_second_each_get_their_own_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    const GAMES: usize = 12;
    let barrier = Arc::new(Barrier::new(GAMES));
    let handles: Vec<_> = (0..GAMES)
        .map(|i| {
            let (store, barrier) = (store.clone(), barrier.clone());
            std::thread::spawn(move || {
                let slot = store.new_slot(UNIX_EPOCH);
                // Game i has i + 1 moves, so each file says whose it is.
                let moves = ["c", "i", "d2-c2xE", "h7-i7xEW"];
                let mut game = game(&[]);
                barrier.wait();
                for m in moves.iter().cycle().take(1 + i % 4) {
                    game.play_notation(m).unwrap();
                }
                slot.save(&Record::of(&game)).unwrap();
                (slot, i % 4 + 1)
            })
        })
        .collect();
    let slots: Vec<(Autosave, usize)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let mut paths: Vec<PathBuf> = slots.iter().map(|(s, _)| s.path().to_path_buf()).collect();
    paths.sort();
    paths.dedup();
    assert_eq!(paths.len(), GAMES, "one file per game");
    for (slot, moves) in &slots {
        let saved = crate::files::load_record(slot.path()).unwrap();
        assert_eq!(saved.moves().len(), *moves, "{}", slot.path().display());
    }
    let on_disk = std::fs::read_dir(store.folder())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "ron")
        })
        .count();
    assert_eq!(on_disk, GAMES);
}

#[test]
fn a_new_game_never_takes_an_older_games_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let old = put(
        &store,
        "game-19700101-000000.ron",
        Record::of(&game(&["c"])).to_ron().as_bytes(),
        60,
    );
    let slot = store.new_slot(UNIX_EPOCH);
    slot.save(&Record::of(&game(&[]))).unwrap();
    assert_eq!(
        names([slot.path().to_path_buf()]),
        ["game-19700101-000000-2.ron"]
    );
    assert_eq!(crate::files::load_record(&old).unwrap().moves().len(), 1);
}

#[test]
fn a_game_open_here_is_not_resumed_again_and_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    put(
        &store,
        "older.ron",
        Record::of(&game(&["c"])).to_ron().as_bytes(),
        60,
    );
    put(
        &store,
        "newer.ron",
        Record::of(&game(&["c", "i"])).to_ron().as_bytes(),
        0,
    );
    let first = store.resume().unwrap();
    assert_eq!(names([first.path.clone()]), ["newer.ron"]);
    let held = first.autosave.unwrap();
    assert!(held.lock().is_some());

    let second = store.resume().unwrap();
    assert_eq!(names([second.path.clone()]), ["older.ron"]);
    assert_eq!(second.skipped.len(), 1);
    assert_eq!(names([second.skipped[0].path.clone()]), ["newer.ron"]);
    assert!(matches!(second.skipped[0].why, SkipReason::OpenElsewhere));

    // Asked for by name, the open game is refused, and not written.
    let before = std::fs::read(held.path()).unwrap();
    match store.resume_game(&GameChoice::File("newer.ron".into())) {
        Err(ResumeError::OpenElsewhere { path }) => assert_eq!(path, held.path()),
        other => panic!("{other:?}"),
    }
    let other_slot = Autosave::at(held.path().to_path_buf());
    assert!(matches!(
        other_slot.save(&Record::of(&game(&[]))),
        Err(FileError::InUse { .. })
    ));
    assert_eq!(std::fs::read(held.path()).unwrap(), before);

    let listed = store.games().unwrap();
    assert!(listed[0].open_elsewhere && listed[1].open_elsewhere);
    // Let go: the game can be resumed again.
    drop((held, second));
    assert!(!store.games().unwrap()[0].open_elsewhere);
    assert_eq!(names([store.resume().unwrap().path]), ["newer.ron"]);
}

#[test]
fn damaged_newer_games_are_skipped_named_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let good = Record::of(&game(&["c", "i"])).to_ron();
    put(&store, "good.ron", good.as_bytes(), 120);
    put(&store, "empty.ron", b"", 60);
    put(&store, "cut.ron", &good.as_bytes()[..good.len() / 2], 0);
    let resumed = store.resume().unwrap();
    assert_eq!(names([resumed.path.clone()]), ["good.ron"]);
    assert_eq!(resumed.game.ply(), 2);
    let skipped: Vec<_> = resumed.skipped.iter().map(|s| s.to_string()).collect();
    assert_eq!(skipped.len(), 2, "{skipped:?}");
    assert!(
        skipped[0].contains("cut.ron: the record is not valid RON"),
        "{skipped:?}"
    );
    assert!(
        skipped[1].contains("empty.ron: the record is empty"),
        "{skipped:?}"
    );
    assert_eq!(
        std::fs::read(store.folder().join("empty.ron")).unwrap(),
        b""
    );
    assert_eq!(
        std::fs::read_dir(store.folder()).unwrap().count(),
        4,
        "nothing removed or added but the lock"
    );
}

#[test]
fn the_list_is_newest_first_with_what_each_game_is() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    assert!(store.games().unwrap().is_empty());
    assert!(
        !dir.path().join("games").exists(),
        "listing creates nothing"
    );
    let sides = vec![
        (Seat::South, SeatKind::Human),
        (Seat::North, SeatKind::Computer(crate::games::Level::Hard)),
    ];
    let record = Record::of(&game(&["c", "i", "d2-c2xE"])).with_players(sides.clone());
    put(&store, "b.ron", record.to_ron().as_bytes(), 10);
    put(&store, "a.ron", b"(version: 1,", 0);
    put(
        &store,
        "c.ron",
        Record::of(&game(&[])).to_ron().as_bytes(),
        3600,
    );
    put(&store, ".hidden.ron", b"", 0);
    put(&store, "notes.txt", b"", 0);
    let games = store.games().unwrap();
    assert_eq!(
        names(games.iter().map(|g| g.path.clone())),
        ["a.ron", "b.ron", "c.ron"]
    );
    assert_eq!(
        games.iter().map(|g| g.number).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert!(games[0].game.is_err());
    let b = games[1].game.as_ref().unwrap();
    // By hand: the second pattern, c then i, then South's first capture.
    assert_eq!(b.setup, "second");
    assert_eq!(b.rules, AnyRules::Ka(Rules::CLASSIC));
    assert_eq!(b.players, Some(sides));
    assert_eq!(b.moves, 3);
    assert_eq!(b.to_move, Some(Seat::North));
    assert_eq!(b.outcome, None);
    assert!(games[1].saved > games[2].saved);
    assert!(games.iter().all(|g| !g.open_elsewhere));

    // The numbers pick games; a number past the end says how many there are.
    let two = store.resume_game(&GameChoice::Number(2)).unwrap();
    assert_eq!(names([two.path.clone()]), ["b.ron"]);
    assert!(matches!(
        store.resume_game(&GameChoice::Number(4)),
        Err(ResumeError::NoSuchNumber {
            number: 4,
            count: 3,
            ..
        })
    ));
    assert!(matches!(
        store.resume_game(&GameChoice::Number(0)),
        Err(ResumeError::NoSuchNumber { .. })
    ));
    assert!(matches!(
        store.resume_game(&GameChoice::Number(1)),
        Err(ResumeError::Unreadable(_))
    ));
}

#[test]
fn a_file_outside_the_games_folder_is_not_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(&dir.path().join("data"));
    put(
        &store,
        "mine.ron",
        Record::of(&game(&["c"])).to_ron().as_bytes(),
        0,
    );
    let outside = dir.path().join("mine.ron");
    std::fs::write(&outside, Record::of(&game(&["c"])).to_ron()).unwrap();
    assert!(matches!(
        store.resume_game(&GameChoice::File(outside)),
        Err(ResumeError::NotInStore { .. })
    ));
    let inside = store.folder().join("mine.ron");
    assert_eq!(
        store
            .resume_game(&GameChoice::File(inside.clone()))
            .unwrap()
            .path,
        inside
    );
}

#[test]
fn resuming_an_empty_store_says_so_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let err = Store::at(&data).resume().unwrap_err().to_string();
    assert!(err.ends_with("no saved game to resume here yet"), "{err}");
    assert!(!data.exists());
    let store = Store::open(&data).unwrap();
    let _slot = store.new_slot(UNIX_EPOCH);
    assert!(!data.exists(), "nothing is made before the first save");
}

#[cfg(unix)]
#[test]
fn a_named_pipe_in_the_games_folder_is_skipped_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    put(
        &store,
        "good.ron",
        Record::of(&game(&["c"])).to_ron().as_bytes(),
        60,
    );
    let fifo = store.folder().join("pipe.ron");
    // A pipe where the good game's lock goes must not block either.
    for pipe in [&fifo, &lock::lock_path(&store.folder().join("good.ron"))] {
        let made = std::process::Command::new("mkfifo")
            .arg(pipe)
            .status()
            .unwrap();
        assert!(made.success());
    }
    let (tx, rx) = std::sync::mpsc::channel();
    let in_thread = store.clone();
    std::thread::spawn(move || {
        let resumed = in_thread.resume().map(|r| (r.path, r.skipped));
        let listed = in_thread.games().map(|g| g.len());
        let _ = tx.send((resumed, listed));
    });
    let (resumed, listed) = rx
        .recv_timeout(Duration::from_secs(10))
        .expect("a named pipe must not block resuming");
    let (path, skipped) = resumed.unwrap();
    assert_eq!(names([path]), ["good.ron"]);
    assert_eq!(skipped.len(), 1);
    let why = skipped[0].to_string();
    assert!(why.ends_with("pipe.ron: is a named pipe (FIFO), not a file; to read from a pipe, give - and send it to standard input"), "{why}");
    assert_eq!(listed.unwrap(), 2);
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_resumes_with_autosave_off() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    put(
        &store,
        "game.ron",
        Record::of(&game(&["c"])).to_ron().as_bytes(),
        0,
    );
    std::fs::set_permissions(store.folder(), std::fs::Permissions::from_mode(0o555)).unwrap();
    if tempfile::tempfile_in(store.folder()).is_ok() {
        // Root ignores permission bits: tests/it/cli_store.rs checks this
        // case as an ordinary user through `unshare -U`.
        eprintln!("skipped: this process can write to a read-only folder");
        return;
    }
    let resumed = store.resume().unwrap();
    assert_eq!(resumed.game.ply(), 1);
    assert!(resumed.autosave.is_err());
    assert!(Store::open(dir.path()).is_err());
}

#[test]
fn a_game_of_bells_is_autosaved_listed_and_resumed() {
    use crate::games::{AnyGame, bell};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let rules = bell::Rules {
        players: bell::Players::Three,
        opening: bell::Opening::Corner,
    };
    let mut game = bell::Game::new(bell::Setup::default(), rules);
    for m in ["xa1", "a3-a1"] {
        game.play_notation(m).unwrap();
    }
    let slot = store.new_slot(std::time::UNIX_EPOCH);
    slot.save(&Record::of_bell(&game)).unwrap();
    drop(slot);
    let games = store.games().unwrap();
    let summary = games[0].game.as_ref().unwrap();
    assert_eq!(summary.rules, AnyRules::Bell(rules));
    // South took a1 (1 point), West jumped a2 (2 points); North to move.
    assert_eq!(
        summary.scores,
        [(Seat::South, 1), (Seat::West, 2), (Seat::North, 0)]
    );
    assert_eq!(summary.to_move, Some(Seat::North));
    let resumed = store.resume().unwrap();
    let AnyGame::Bell(back) = resumed.game else {
        panic!("not Bell's game");
    };
    assert_eq!(back.position(), game.position());
}

#[test]
fn leftovers_go_but_a_game_open_elsewhere_keeps_its_lock() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let old = SystemTime::now() + crate::files::LEFTOVER_AGE + Duration::from_secs(60);
    let stale = put(&store, "game-1.ron", b"", 0);
    let open = put(&store, "game-2.ron", b"", 0);
    std::fs::write(lock::lock_path(&stale), b"").unwrap();
    let Locking::Held(held) = GameLock::try_lock(&open) else {
        panic!("a free game can be locked")
    };
    let temp = [
        data.path().join(".pasang-aaaaaa.tmp"),
        store.folder().join(".pasang-bbbbbb.tmp"),
    ];
    for path in &temp {
        std::fs::write(path, b"half").unwrap();
    }
    // Too young yet: a write may be under way.
    clear_leftovers(data.path(), SystemTime::now());
    assert!(temp.iter().all(|p| p.exists()));
    clear_leftovers(data.path(), old);
    assert!(temp.iter().all(|p| !p.exists()), "temporary files cleared");
    assert!(
        !lock::lock_path(&stale).exists(),
        "a lock nobody holds goes"
    );
    assert!(lock::lock_path(&open).exists(), "a held lock stays");
    assert!(lock::is_locked_elsewhere(&open));
    assert!(stale.exists() && open.exists(), "games are never touched");
    drop(held);
}

#[test]
fn resume_goes_on_with_the_latest_unfinished_game_and_passes_over_finished_ones() {
    use crate::games::{AnyGame, Ending};
    use crate::record::AnyRecord;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let kinds = [SeatKind::Human; 2];
    let finished = AnyRecord::played(
        &AnyGame::Ka(game(&["c", "i"])),
        &kinds,
        Some(Ending::Resigned(Seat::South)),
        None,
    )
    .to_ron();
    put(&store, "over.ron", finished.as_bytes(), 0);
    let going = Record::of(&game(&["c"])).to_ron();
    put(&store, "going.ron", going.as_bytes(), 60);
    let resumed = store.resume().unwrap();
    assert_eq!(names([resumed.path.clone()]), ["going.ron"]);
    assert!(resumed.skipped.is_empty(), "a finished game is no skip");
    drop(resumed);

    // Only finished games: nothing to go on with, and where to look.
    std::fs::remove_file(store.folder().join("going.ron")).unwrap();
    let Err(nothing) = store.resume() else {
        panic!("a finished game is not resumed");
    };
    assert!(matches!(
        nothing,
        ResumeError::NothingToResume { over: 1, .. }
    ));
    crate::i18n::set(crate::i18n::Lang::english());
    let said = nothing.to_string();
    assert!(said.contains("every saved game is over (1)"), "{said}");
    assert!(said.contains("pasang --resume N"), "{said}");
    crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
    let said = nothing.to_string();
    assert!(said.contains("sudah tamat (1)"), "{said}");
    crate::i18n::set(crate::i18n::Lang::english());
    // Asked for by its number, it opens.
    let asked = store.resume_game(&GameChoice::Number(1)).unwrap();
    assert!(asked.is_over());
}
