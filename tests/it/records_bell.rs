//! Records of Bell's game: the fixtures load, replay and pass `pasang
//! check`, random finished games of every option survive a round trip, and
//! `--load`, `--resume` and `pasang games` take them like the ka game's.

use crate::common;

use common::pasang;
use pasang::games::bell::{Game, Opening, Pattern, Players, Rules, Setup};
use pasang::games::{AnyGame, GameKind, Level, Seat, SeatKind};
use pasang::record::{AnyRecord, BellRecord, BellResult, Record, RecordError};
use pasang::rng::Rng;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/records")
        .join(name)
}

const FINISHED: &str = "bell-3-corner-finished.ron";
const QUARTERS: &str = "bell-4-inner-quarters.ron";

/// The quarters fixture's moves, copied from the file by hand.
const QUARTERS_MOVES: [&str; 9] = [
    "xh8", "j8-h8", "j6-j8", "j9-j7", "h6-j6-j8", "i10-i8", "k11-i9", "i4-i6", "g4-i4",
];

#[test]
fn the_fixtures_load_with_their_rules_seats_and_result() {
    let bytes = std::fs::read(fixture(FINISHED)).unwrap();
    let record = BellRecord::from_bell_ron_bytes(&bytes).unwrap();
    assert_eq!(record.game, GameKind::Bell);
    assert_eq!(record.rules.players, Players::Three);
    assert_eq!(record.moves.len(), 88);
    assert_eq!(
        record.result,
        Some(BellResult {
            winner: Some(Seat::North),
            scores: vec![43, 48, 53]
        })
    );
    let (game, players) = BellRecord::load_bell(&bytes).unwrap();
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner(), Some(Seat::North));
    // What was captured and what is left make the setup's 168 points.
    assert_eq!(
        outcome.scores().iter().sum::<u16>() + game.position().points_on_board(),
        168
    );
    assert_eq!(
        players.unwrap(),
        [
            (Seat::South, SeatKind::Computer(Level::Hard)),
            (Seat::West, SeatKind::Human),
            (Seat::North, SeatKind::Computer(Level::Medium)),
        ]
    );

    let bytes = std::fs::read(fixture(QUARTERS)).unwrap();
    let (game, _) = BellRecord::load_bell(&bytes).unwrap();
    let mut expected = Game::new(
        Setup::pattern(Pattern::Quarters),
        Rules {
            players: Players::Four,
            opening: Opening::Inner,
        },
    );
    for m in QUARTERS_MOVES {
        expected.play_notation(m).unwrap();
    }
    assert_eq!(game.position(), expected.position());
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_bell_record_is_read_as_either_game_but_not_as_the_ka_games() {
    let bytes = std::fs::read(fixture(QUARTERS)).unwrap();
    let (game, _) = AnyRecord::load_with_players(&bytes).unwrap();
    assert!(matches!(game, AnyGame::Bell(_)));
    assert_eq!(
        Record::load(&bytes).unwrap_err(),
        RecordError::OtherGame {
            found: GameKind::Bell,
            expected: GameKind::Ka
        }
    );
}

/// A random game of Bell's played to its end.
fn finished(rules: Rules, rng: &mut Rng) -> Game {
    let mut game = Game::new(Setup::default(), rules);
    while game.outcome().is_none() {
        let moves = game.legal_moves();
        game.try_play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

#[test]
fn finished_random_games_of_every_option_round_trip() {
    let mut rng = Rng::new(10);
    for rules in Rules::all() {
        for _ in 0..3 {
            let game = finished(rules, &mut rng);
            let seats: Vec<(Seat, SeatKind)> = rules
                .players
                .seats()
                .iter()
                .map(|&s| (s, SeatKind::Computer(Level::Easy)))
                .collect();
            let record = Record::of_bell(&game).with_players(seats.clone());
            let text = record.to_ron();
            assert_eq!(
                BellRecord::from_bell_ron_bytes(text.as_bytes()).unwrap(),
                record
            );
            let (loaded, players) = BellRecord::load_bell(text.as_bytes()).unwrap();
            assert_eq!(loaded.moves(), game.moves(), "{rules}");
            assert_eq!(loaded.position(), game.position(), "{rules}");
            assert_eq!(loaded.rules(), rules);
            assert_eq!(players, Some(seats));
            // The result written is the one the moves give.
            let outcome = game.outcome().unwrap();
            let result = record.result.unwrap();
            assert_eq!(result.scores, outcome.scores());
            assert_eq!(result.winner.is_none(), outcome.is_shared());
        }
    }
}

#[test]
fn check_shows_a_bell_record_and_a_bell_setup() {
    let path = fixture(QUARTERS);
    let run = pasang(&["check", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "a valid record of Bell's game: setup 'quarters', players 4, opening inner, 9 turns"
        ),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("\n  xh8 j8-h8 j6-j8 j9-j7\n"));
    // Worked by hand from the moves: h8 taken, then landed on from j8;
    // i8 jumped, then landed on from i10; j8 last landed on from h6.
    assert!(
        run.stdout.contains("\n  8 w w w w w b b b b w b  8\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("; West to move"), "{}", run.stdout);

    let run = pasang(&["check", "assets/bell-checker.ron"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains("a valid setup of Bell's game: 'checker'")
    );
    assert!(run.stdout.contains("  6 w b w b       b w b w  6"));
    assert!(run.stdout.contains("56 black, 56 white (168 points)"));
}

#[test]
fn a_damaged_bell_record_is_refused_by_check_at_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(fixture(QUARTERS))
        .unwrap()
        .replace("\"k11-i9\"", "\"k11-k9\"");
    let path = dir.path().join("bad.ron");
    std::fs::write(&path, text).unwrap();
    pasang(&["check", path.to_str().unwrap()]).fails_with("move 7 ('k11-k9'): k11-k9 is not legal");
}

#[test]
fn load_plays_a_bell_record_and_refuses_other_rules_or_game() {
    let path = fixture(QUARTERS);
    let path = path.to_str().unwrap();
    let run = pasang(&["--load", path]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("; West to move"), "{}", run.stdout);
    let run = pasang(&["--load", path, "--moves", "j7-j9"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("; North to move"), "{}", run.stdout);
    pasang(&["--load", path, "--players", "2"])
        .fails_with("the record was played with rules 'players 4, opening inner', not the 'players 2, opening corner' given");
    pasang(&["--load", path, "--game", "ka"])
        .fails_with("the record is of Bell's game, not of the ka game as asked");
    pasang(&["--load", path, "--pattern", "checker"]).fails_with(
        "the record was played on setup 'quarters', which differs from the setup given ('checker')",
    );
}

#[test]
fn a_saved_bell_game_is_listed_and_resumed() {
    let data = tempfile::tempdir().unwrap();
    let games = data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::copy(fixture(QUARTERS), games.join("game-1.ron")).unwrap();
    let dir = data.path().to_str().unwrap();
    let run = pasang(&["games", "--data-dir", dir]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "Bell's game, quarters, players 4, opening inner, human (South) v ai:easy (West) v human (North) v ai:hard (East), 9 turns; South 5, West 2, North 2, East 4; West to move"
        ),
        "{}",
        run.stdout
    );
    let run = pasang(&["--resume", "1", "--data-dir", dir]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("; West to move"), "{}", run.stdout);
}

#[test]
fn a_new_bell_game_without_a_terminal_prints_its_board_and_standing() {
    let run = pasang(&["--game", "bell", "--players", "4", "--moves", "xk11"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains(" 11 b w b w b w b w b w .  11"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("South 1, West 0, North 0, East 0; West to move"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_seat_the_game_lacks_is_refused_by_name() {
    pasang(&["--game", "bell", "--players", "3", "--east", "ai:hard"]).fails_with(
        "--east names a seat this game does not have: it is played by South, West and North",
    );
    pasang(&["--west", "human"])
        .fails_with("--west names a seat this game does not have: it is played by South and North");
    let run = pasang(&["--game", "bell", "--players", "4", "--east", "ai:hard"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
}

#[test]
fn check_counts_one_turn_as_one_turn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.ron");
    let mut game = pasang::games::bell::Game::new(
        pasang::games::bell::Setup::default(),
        pasang::games::bell::Rules::default(),
    );
    game.play_notation("xa1").unwrap();
    std::fs::write(&path, pasang::record::Record::of_bell(&game).to_ron()).unwrap();
    let run = pasang(&["check", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("opening corner, 1 turn\n"),
        "{}",
        run.stdout
    );
}
