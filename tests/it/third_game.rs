//! Steps, the small game built for the tests (the `test-game` feature),
//! played through every layer by the helpers the two real games' tests
//! use: the shared screen driven by keys, a record saved and loaded, the
//! engine protocol, and the command line.

use crate::common;

use common::pasang;
use common::process::engine_lines;
use pasang::board::{Point, Stone};
use pasang::games::steps::{Game, Limit, Move, Outcome, Pattern, Rules, Setup};
use pasang::games::{AnyGame, GameKind, Playable, Seat};
use pasang::record::{AnyRecord, Kept};
use pasang::tui::Theme;
use pasang::tui::play::Screen;
use pasang::tui::steps::StepsApp;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use std::time::Duration;

const AREA: Rect = Rect {
    x: 0,
    y: 0,
    width: 80,
    height: 24,
};

fn p(s: &str) -> Point {
    common::p(s)
}

fn game_after(moves: &[&str]) -> Game {
    let mut game = Game::new(Setup::pattern(Pattern::Alternating), Rules::default());
    for m in moves {
        game.play_notation(m).unwrap();
    }
    game
}

fn key(app: &mut StepsApp, code: KeyCode) {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(action) = pasang::tui::play::input::action(app, &event, AREA) {
        app.apply(action);
    }
}

fn screen_text(app: &StepsApp) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn steps_is_in_the_list_of_games_of_the_test_build() {
    use pasang::games::choice::Choice as _;
    assert_eq!(GameKind::ALL.last(), Some(&GameKind::Steps));
    assert_eq!(GameKind::from_name("steps"), Some(GameKind::Steps));
    let game: AnyGame = game_after(&["e6"]).into();
    assert_eq!(game.kind(), GameKind::Steps);
}

#[test]
fn enter_on_a_stone_beside_the_empty_point_steps_it_in() {
    let mut app = Screen::new(game_after(&[]), Theme::MONO);
    // The cursor starts on the first stone South may step: f5, below the
    // empty f6.
    assert_eq!(app.cursor(), p("f5"));
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::BackTab);
    assert_eq!(app.cursor(), p("f5"), "Tab walks the stones that can step");
    key(&mut app, KeyCode::Enter);
    let pos = app.position();
    assert_eq!(
        pos.stone(p("f6")),
        Some(Stone::White),
        "South's stone stepped in"
    );
    assert_eq!(pos.stone(p("f5")), None, "f5 is the new empty point");
    assert_eq!(app.game().moves(), [Move(p("f5"))]);
    assert_eq!(pos.to_move(), Seat::North);
    let text = screen_text(&app);
    assert!(text.contains("Step 1"), "{text}");
    assert!(text.contains("South stepped from f5 to f6."), "{text}");
    // North plays black: the white stone now on f6, next to the empty f5,
    // is South's and refused with the reason.
    assert_eq!(app.cursor(), p("f4"), "North's first stone to step");
    key(&mut app, KeyCode::Char('k'));
    key(&mut app, KeyCode::Char('k'));
    assert_eq!(app.cursor(), p("f6"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), 1, "f6 is South's");
    assert!(screen_text(&app).contains("that stone is not yours"));
}

#[test]
fn the_game_ends_on_the_screen_when_a_player_cannot_step() {
    // The computer's choices, played to the end: someone is stuck or the
    // limit is reached.
    let mut game = game_after(&[]);
    while let Some(m) = pasang::ai::steps::best(game.position()) {
        game.try_play(m).unwrap();
    }
    let outcome = game.outcome().expect("over");
    assert!(game.moves().len() <= Limit::Twenty.steps() as usize);
    if let Outcome::Stuck(seat) = outcome {
        assert_eq!(game.position().to_move(), seat);
        assert_eq!(Game::winners(outcome).len(), 1);
    }
    let app = Screen::new(game, Theme::MONO);
    let text = screen_text(&app);
    let said = match outcome {
        Outcome::Stuck(_) => "cannot step and loses",
        Outcome::Limit => "the steps have run out: a draw",
    };
    assert!(text.contains(said), "{text}");
}

#[test]
fn a_saved_record_loads_back_as_the_same_game() {
    let game = game_after(&["e6", "d6", "d5"]);
    let text = AnyRecord::of(&game.clone().into()).to_ron();
    assert!(text.contains("game: steps"), "{text}");
    assert!(text.contains("rules: (limit: twenty)"), "{text}");
    let loaded = AnyRecord::load(text.as_bytes()).unwrap();
    let AnyGame::Steps(back) = loaded.game else {
        panic!("{:?}", loaded.game.kind());
    };
    assert_eq!(back.moves(), game.moves());
    assert_eq!(back.position(), game.position());
    assert_eq!(back.record(), game.record());
    // A move broken in the file is refused at its number.
    let broken = text.replace("\"d6\"", "\"a1\"");
    let err = AnyRecord::load(broken.as_bytes()).unwrap_err();
    assert!(
        matches!(err, pasang::record::RecordError::Move { number: 2, .. }),
        "{err:?}"
    );
}

#[test]
fn pasang_check_reads_a_saved_record_of_steps() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("steps.pasang");
    let game = game_after(&["e6", "d6"]);
    std::fs::write(&path, AnyRecord::of(&game.into()).to_ron()).unwrap();
    let run = pasang(&["check", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("a valid record of Steps"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("2 moves"), "{}", run.stdout);
}

#[test]
fn the_engine_answers_a_legal_step() {
    let out = engine_lines(
        b"position steps moves e6\nmoves\ngo depth 1\n",
        Duration::from_secs(60),
    );
    let game = game_after(&["e6"]);
    let mut legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    legal.sort();
    let mut listed: Vec<&str> = out[0].split(' ').collect();
    listed.sort();
    assert_eq!(listed, legal);
    let best = out.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut after = game.clone();
    after
        .play_notation(best)
        .expect("the engine's step is legal");
    // An unknown word of the position is refused with the game's words.
    let out = engine_lines(b"position steps players 3\n", Duration::from_secs(60));
    assert!(out[0].starts_with("error"), "{out:?}");
    assert!(out[0].contains("limit, setup or moves"), "{out:?}");
}

#[test]
fn the_command_line_starts_steps_with_its_option() {
    let data = tempfile::tempdir().unwrap();
    let run = common::pasang_env(
        &["--game", "steps", "--limit", "40", "--moves", "e6 d6"],
        &[("PASANG_DATA_DIR", data.path().to_str().unwrap())],
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    // Rank 6 after e6 (South, white, into f6) and d6 (North, black, into
    // e6): the empty point is d6.
    assert_eq!(lines[5], "wbw.bwwbwbw", "{}", run.stdout);
    assert_eq!(lines[11], "South to step", "{}", run.stdout);
    // `--limit` alone chooses the game; another game's option is refused.
    let run = pasang(&["--limit", "20", "--moves", "e6"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("North to step"), "{}", run.stdout);
    pasang(&["--game", "steps", "--players", "3"]).fails_with("--players");
}

#[test]
fn pasang_bench_times_steps_by_its_own_parts() {
    let run = pasang(&[
        "bench",
        "--game",
        "steps",
        "--depth",
        "2",
        "--seconds",
        "0.05",
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(
        lines[0].starts_with("Steps: limit 20, setup: "),
        "{}",
        run.stdout
    );
    // perft 2 counts every step and every answer to it, as played here.
    assert!(run.stdout.contains("perft 1:"), "{}", run.stdout);
    let perft2 = lines.iter().find(|l| l.starts_with("perft 2:")).unwrap();
    let nodes: u64 = perft2["perft 2:".len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap();
    let start = game_after(&[]);
    let by_hand: u64 = start
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = start.clone();
            next.try_play(m).unwrap();
            next.legal_moves().len() as u64
        })
        .sum();
    assert_eq!(nodes, by_hand, "{perft2}");
    assert!(
        run.stdout.contains("random games, step by step:") && run.stdout.contains("steps a game"),
        "{}",
        run.stdout
    );
}

#[test]
fn resume_refuses_steps_own_option_as_every_games() {
    let run = pasang(&["--resume", "--limit", "40"]);
    assert_eq!(run.code, Some(2), "{}", run.stdout);
    assert!(
        run.stderr.contains("--resume") && run.stderr.contains("--limit"),
        "{}",
        run.stderr
    );
}
