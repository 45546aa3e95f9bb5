//! Records and autosaves written by version 1 of the format (fixtures made
//! by the program before records named their game) still load, replay,
//! resume, and pass `pasang check`; saved again, they are version 2.

use crate::common;

use pasang::games::AnySetup;
use pasang::games::ka::{Game, Pattern, Position, Rules, Setup};
use pasang::games::{AnyRules, Level, Seat, SeatKind};
use pasang::record::{End, RECORD_VERSION, Record, RecordResult};
use pasang::store::launch::{Named, Source, launch};
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

/// A fixture: its file, the setup and rules it was played with, its moves
/// (copied from the file by hand), and who sat where.
struct Fixture {
    file: &'static str,
    setup: fn() -> Setup,
    rules: Rules,
    moves: &'static [&'static str],
    seats: Option<[(Seat, SeatKind); 2]>,
}

fn diamonds() -> Setup {
    Setup::from_ron(include_str!("../../assets/diamonds.ron")).unwrap()
}

const FIXTURES: [Fixture; 4] = [
    Fixture {
        file: "v1-finished.ron",
        setup: || Setup::pattern(Pattern::First),
        rules: Rules::CLASSIC,
        moves: &[
            "i", "a", "j1-i1xEW", "b7-a7xS", "i1-k1xN", "a7-a9xE", "k1-k3xW",
        ],
        seats: None,
    },
    Fixture {
        file: "v1-players.ron",
        setup: || Setup::pattern(Pattern::Second),
        rules: Rules::CLASSIC,
        moves: &[
            "c", "i", "b4-c4xEW", "j7-i7xW", "c4-c5xE", "i7-j7xS", "c5-d5xNS", "j7-j6xW",
        ],
        seats: Some([
            (Seat::South, SeatKind::Computer(Level::Hard)),
            (Seat::North, SeatKind::Human),
        ]),
    },
    Fixture {
        file: "v1-autosave-marbles.ron",
        setup: || Setup::pattern(Pattern::First),
        rules: Rules::MARBLES,
        moves: &["c", "j", "d5-c5xN", "i7-j7xEW"],
        seats: Some([
            (Seat::South, SeatKind::Human),
            (Seat::North, SeatKind::Computer(Level::Easy)),
        ]),
    },
    Fixture {
        file: "v1-custom-setup.ron",
        setup: diamonds,
        rules: Rules::CLASSIC,
        moves: &["c", "j", "d2-c2xE", "i9-j9xW", "c2-c1xE", "j9-j8xE"],
        seats: None,
    },
];

fn path(f: &Fixture) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(f.file)
}

fn bytes(f: &Fixture) -> Vec<u8> {
    std::fs::read(path(f)).unwrap()
}

/// The position after the fixture's moves, played one by one.
fn expected(f: &Fixture) -> Position {
    let mut game = Game::new((f.setup)(), f.rules);
    for m in f.moves {
        game.play_notation(m).unwrap();
    }
    *game.position()
}

#[test]
fn every_v1_fixture_is_version_1_and_replays_to_the_position_of_its_moves() {
    for f in &FIXTURES {
        let text = String::from_utf8(bytes(f)).unwrap();
        assert!(text.contains("    version: 1,\n"), "{}", f.file);
        let game = Record::load(text.as_bytes()).unwrap();
        assert_eq!(*game.position(), expected(f), "{}", f.file);
        assert_eq!(game.rules(), f.rules, "{}", f.file);
        assert_eq!(game.moves().len(), f.moves.len(), "{}", f.file);
    }
}

#[test]
fn a_v1_record_is_upgraded_with_its_seats_and_its_result_as_lists() {
    for f in &FIXTURES {
        let record = Record::from_ron_bytes(&bytes(f)).unwrap();
        assert_eq!(record.version, RECORD_VERSION);
        assert_eq!(
            record.players().unwrap(),
            f.seats.map(Vec::from),
            "{}",
            f.file
        );
    }
    let finished = Record::from_ron_bytes(&bytes(&FIXTURES[0])).unwrap();
    assert_eq!(
        finished.result,
        Some(RecordResult {
            end: End::Suntuk,
            winner: Some(Seat::South),
            scores: vec![120, 0],
            won: Vec::new(),
        })
    );
    let custom = Record::from_ron_bytes(&bytes(&FIXTURES[3])).unwrap();
    assert_eq!(custom.setup.name, "my diamonds");
    assert_eq!(custom.setup.rows, diamonds().rows());
}

#[test]
fn a_v1_autosave_resumes_and_is_saved_again_as_version_2() {
    for f in &FIXTURES {
        let data = tempfile::tempdir().unwrap();
        let games = data.path().join("games");
        std::fs::create_dir_all(&games).unwrap();
        std::fs::write(games.join("game-1.ron"), bytes(f)).unwrap();
        // A finished game is opened by its number; a bare --resume goes
        // on with an unfinished one.
        let over = Record::from_ron_bytes(&bytes(f)).unwrap().result.is_some();
        let which = || over.then_some(pasang::store::GameChoice::Number(1));
        let session = launch(Source::Resume(which()), Some(data.path()), UNIX_EPOCH, true).unwrap();
        let resumed = session.game.as_ka().expect("a game of the ka game");
        assert_eq!(*resumed.position(), expected(f), "{}", f.file);
        assert_eq!(session.players, f.seats.map(Vec::from), "{}", f.file);
        let slot = session.autosave.expect("resumed games go on autosaving");
        assert_eq!(slot.path(), games.join("game-1.ron"));

        // Go on with the game (if it is not over) and autosave it.
        let mut game = session.game.into_ka().unwrap();
        if let Some(&m) = game.legal_moves().first() {
            game.try_play(m).unwrap();
        }
        let seats = session.players.unwrap_or_default();
        slot.save(&Record::of(&game).with_players(seats.clone()))
            .unwrap();
        let text = std::fs::read_to_string(slot.path()).unwrap();
        assert!(text.contains("    version: 2,\n    game: ka,\n"), "{text}");

        // The first pasang ends, letting go of the game's lock.
        drop(slot);
        let again = launch(Source::Resume(which()), Some(data.path()), UNIX_EPOCH, true).unwrap();
        assert_eq!(
            again.game.as_ka().unwrap().position(),
            game.position(),
            "{}",
            f.file
        );
        assert_eq!(again.players, f.seats.map(Vec::from), "{}", f.file);
    }
}

#[test]
fn a_v1_record_loads_with_its_setup_and_rules_named() {
    let f = &FIXTURES[2];
    let session = launch(
        Source::Load {
            path: path(f),
            named: Named {
                game: None,
                setup: Some(AnySetup::Ka(Setup::pattern(Pattern::First))),
                rules: Some(AnyRules::Ka(Rules::MARBLES)),
            },
        },
        None,
        UNIX_EPOCH,
        false,
    )
    .unwrap();
    assert_eq!(*session.game.as_ka().unwrap().position(), expected(f));
}

/// Runs `pasang ARGS`, killed if it takes longer than a deadline.
fn pasang_within(args: &[&str], deadline: Duration) -> std::process::Output {
    let child = common::neutral(&mut std::process::Command::new(env!(
        "CARGO_BIN_EXE_pasang"
    )))
    .args(args)
    .stdin(std::process::Stdio::null())
    .stdout(std::process::Stdio::piped())
    .stderr(std::process::Stdio::piped())
    .spawn()
    .unwrap();
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    match rx.recv_timeout(deadline) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = std::process::Command::new("kill")
                .args(["-9", &pid.to_string()])
                .status();
            panic!("pasang {args:?} did not finish within {deadline:?}");
        }
    }
}

#[test]
fn pasang_check_accepts_every_v1_fixture() {
    for f in &FIXTURES {
        let file = path(f);
        let out = pasang_within(&["check", file.to_str().unwrap()], Duration::from_secs(30));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}: {stdout}", f.file);
        assert!(
            stdout.contains(&format!(
                "a valid game record: setup '{}', rules {}, {} moves",
                Record::from_ron_bytes(&bytes(f)).unwrap().setup.name,
                f.rules,
                f.moves.len()
            )),
            "{stdout}"
        );
    }
}

#[test]
fn every_v1_fixture_steps_through_in_the_terminal_replay() {
    use pasang::tui::Theme;
    use pasang::tui::ka::App;
    use pasang::tui::play::Action;
    for f in &FIXTURES {
        let game = pasang::files::load_record_arg(&path(f)).unwrap().game;
        let mut app = App::replay(game.into_ka().unwrap(), Theme::MONO);
        assert!(app.is_replay());
        let start = *Game::new((f.setup)(), f.rules).position();
        assert_eq!(*app.position(), start, "{} starts at the start", f.file);
        // One step forward per move, to the fixture's last position.
        for _ in f.moves {
            app.apply(Action::Redo);
        }
        assert_eq!(*app.position(), expected(f), "{}", f.file);
        app.apply(Action::Browse(pasang::session::Browse::Start));
        assert_eq!(*app.position(), start, "{}", f.file);
        // Nothing is played in a replay.
        assert_eq!(app.game().moves().len(), f.moves.len(), "{}", f.file);
    }
}
