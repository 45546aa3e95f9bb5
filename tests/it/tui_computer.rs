//! The computer in the terminal game: it answers from a background thread,
//! undo and quit work while it thinks, H suggests a move, and the new-game
//! screen chooses the players.

use crate::common;
use pasang::games::LegalMoves;

use common::*;
use pasang::games::ka::{Move, Pattern, Player};
use pasang::games::{Level, SeatKind};
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use pasang::tui::ka::new_game::Row;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

/// Runs the app's loop (without a screen) until `done`, for at most 60 s.
fn run_until(app: &mut App, what: &str, done: impl FnMut(&App) -> bool) {
    common::run_ticks(app, what, App::tick, done);
}

fn against(north: SeatKind, movetime_ms: u64) -> App {
    new_app(Pattern::First).with_players(
        [SeatKind::Human, north],
        7,
        Duration::from_millis(movetime_ms),
    )
}

#[test]
fn the_computer_answers_a_move_from_its_thread() {
    let mut app = against(SeatKind::Computer(Level::Easy), 1000);
    play_by_keys(&mut app, "c".parse().unwrap());
    run_until(&mut app, "North has moved", |a| a.game().moves().len() == 2);
    let reply = app.game().moves()[1];
    assert!(
        matches!(reply, Move::Column(f) if f.to_char() >= 'g'),
        "a legal diagonal reply: {reply}"
    );
    assert_eq!(app.position().to_move(), Player::South);
    assert!(app.thinking().is_none());
    // It does not move for South.
    for _ in 0..20 {
        app.tick();
    }
    assert_eq!(app.game().moves().len(), 2);
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut app = against(SeatKind::Computer(Level::Easy), 1000);
    play_by_keys(&mut app, "c".parse().unwrap());
    run_until(&mut app, "North has moved", |a| a.game().moves().len() == 2);
    key(&mut app, KeyCode::Char('u'));
    assert!(app.game().moves().is_empty(), "both moves taken back");
    assert_eq!(app.position().to_move(), Player::South);
    assert_eq!(
        app.message().unwrap().text,
        "Took back c and the reply to it; U puts both back."
    );
}

#[test]
fn undo_and_quit_work_while_the_computer_thinks() {
    // A minute a move: it is still thinking when the keys come.
    let mut app = against(SeatKind::Computer(Level::Hard), 60_000);
    play_by_keys(&mut app, "c".parse().unwrap());
    app.tick();
    let (who, _) = app.thinking().expect("North is thinking");
    assert_eq!(who, Player::North);
    assert!(
        app.hint().starts_with("North (ai:hard) is thinking"),
        "{}",
        app.hint()
    );
    // A typed move is refused while the computer is to move.
    chars(&mut app, ":j");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), 1);
    assert!(
        app.message()
            .unwrap()
            .text
            .starts_with("North is the computer")
    );
    key(&mut app, KeyCode::Char('u'));
    assert!(app.game().moves().is_empty());
    assert!(app.thinking().is_none(), "undo stopped the search");
    // The stopped search hands its computer back promptly, and the next
    // move is answered as usual.
    play_by_keys(&mut app, "c".parse().unwrap());
    run_until(&mut app, "North thinks again", |a| a.thinking().is_some());
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('y'));
    assert!(!app.is_running(), "quit while thinking");
}

#[test]
fn h_suggests_a_move_ready_to_play() {
    let mut app = new_app(Pattern::Second).with_players(
        [SeatKind::Human, SeatKind::Human],
        3,
        Duration::from_millis(200),
    );
    for m in ["c", "i"] {
        play_by_keys(&mut app, m.parse().unwrap());
    }
    key(&mut app, KeyCode::Char('H'));
    run_until(&mut app, "a suggestion shows", |a| a.choice().is_some());
    let (suggested, stones) = app.choice().unwrap().current();
    assert!(app.position().is_legal(suggested));
    assert!(!stones.is_empty());
    assert!(
        app.message()
            .unwrap()
            .text
            .starts_with(&format!("Suggested: {suggested}"))
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().last(), Some(&suggested));
}

#[test]
fn the_new_game_screen_chooses_the_players() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Down);
    // A person, ai:random, easy, medium, hard.
    for _ in 0..4 {
        key(&mut app, KeyCode::Right);
    }
    let Mode::NewGame(forms) = app.mode() else {
        panic!("{:?}", app.mode())
    };
    let pasang::tui::play::AnyForm::Ka(form) = forms.shown() else {
        panic!("{forms:?}")
    };
    assert_eq!(
        form.sides(),
        [SeatKind::Human, SeatKind::Computer(Level::Hard)]
    );
    assert_eq!(form.row(), Row::North);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.sides(),
        [
            SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Hard)
        ]
    );
    assert_eq!(*app.mode(), Mode::Board);
}

#[test]
fn two_computers_play_a_whole_game() {
    let mut app = new_app(Pattern::First).with_players(
        [
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
        11,
        Duration::from_millis(50),
    );
    run_until(&mut app, "the game is over", |a| {
        a.position().outcome().is_some()
    });
    assert!(app.game().moves().len() > 10);
    for _ in 0..20 {
        app.tick();
    }
    assert!(app.thinking().is_none(), "nobody thinks after the end");
}

#[test]
fn changing_the_players_while_the_computer_thinks_keeps_the_new_level() {
    let mut app = against(SeatKind::Computer(Level::Hard), 60_000);
    play_by_keys(&mut app, "c".parse().unwrap());
    app.tick();
    assert!(app.thinking().is_some(), "hard is thinking for a minute");
    // New game: North becomes ai:easy (Left from hard).
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.sides(),
        [SeatKind::Human, SeatKind::Computer(Level::Easy)]
    );
    // The stopped hard search comes back; it must not take North's place.
    run_until(&mut app, "the stopped search has ended", |a| {
        a.searches() == 0
    });
    assert!(
        format!("{app:?}").contains("Computers([None, Some(Easy)"),
        "{app:?}"
    );
    play_by_keys(&mut app, "c".parse().unwrap());
    run_until(&mut app, "North has moved", |a| a.game().moves().len() == 2);
}

#[test]
fn while_the_computer_thinks_u_is_offered_only_when_a_person_has_a_move_to_take_back() {
    // The computer opens: nothing of North's to take back yet.
    let mut app = new_app(Pattern::First).with_players(
        [SeatKind::Computer(Level::Hard), SeatKind::Human],
        7,
        Duration::from_secs(60),
    );
    app.tick();
    assert!(app.thinking().is_some());
    assert!(!app.hint().contains("takes back"), "{}", app.hint());
    key(&mut app, KeyCode::Char('u'));
    assert!(
        app.message().unwrap().text == "There is no move to undo.",
        "{:?}",
        app.message()
    );
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('y'));

    // South has moved and North thinks: u takes South's move back.
    let mut app = against(SeatKind::Computer(Level::Hard), 60_000);
    play_by_keys(&mut app, "c".parse().unwrap());
    app.tick();
    assert!(app.thinking().is_some());
    assert!(
        app.hint().ends_with("u takes back your move"),
        "{}",
        app.hint()
    );
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('y'));

    // Two computers: no one's move to take back, however many are played.
    let computer = SeatKind::Computer(Level::Random);
    let mut app =
        new_app(Pattern::First).with_players([computer, computer], 7, Duration::from_secs(1));
    run_until(&mut app, "two moves are played", |a| {
        a.game().moves().len() >= 2 && a.thinking().is_some()
    });
    assert!(!app.hint().contains("takes back"), "{}", app.hint());
}

/// The screen as text at `width`×`height`.
fn screen_at(app: &App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn the_person_s_move_and_the_computer_s_reply_are_both_told() {
    let mut app = against(SeatKind::Computer(Level::Easy), 1000);
    play_by_keys(&mut app, "c".parse().unwrap());
    run_until(&mut app, "North has moved", |a| a.game().moves().len() == 2);
    let reply = app.game().moves()[1].to_string();
    // On one line where they fit, on two where the screen has the rows.
    let text = screen_at(&app, 100, 32);
    assert!(text.contains("South played c:"), "{text}");
    assert!(text.contains(&format!("North played {reply}:")), "{text}");
    // The smallest screen has one row for them: the reply shows, and the
    // key bar stays under it.
    let text = screen_at(&app, 80, 24);
    let rows: Vec<&str> = text.lines().collect();
    assert!(
        rows[rows.len() - 2].contains(&format!("North played {reply}:")),
        "{text}"
    );
    assert!(rows[rows.len() - 1].contains("q quit"), "{text}");
    // A key goes on to the next thing: both notes give way.
    key(&mut app, KeyCode::Left);
    let text = screen_at(&app, 100, 32);
    assert!(!text.contains("South played c:"), "{text}");
    assert!(!text.contains("North played"), "{text}");
}
