//! Computer seats in Bell's terminal game: they answer from their thread,
//! undo goes back to the last person's turn, and H suggests a turn shown
//! hopped out, ready for Enter.

use crate::common;

use common::bell_tui::*;
use pasang::games::bell::{Move, Players};
use pasang::games::{Level, Seat, SeatKind};
use pasang::tui::Theme;
use pasang::tui::bell::{Note, Said};
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

/// Runs the app's loop (without a screen) until `done`, for at most 60 s.
fn run_until(app: &mut App, what: &str, done: impl FnMut(&App) -> bool) {
    common::run_ticks(app, what, App::tick, done);
}

/// South a person, West and North the computer at `easy`.
fn three_against_two_computers() -> App {
    let easy = SeatKind::Computer(Level::Easy);
    app(Players::Three, Theme::MONO).with_players(
        vec![SeatKind::Human, easy, easy],
        7,
        Duration::from_millis(200),
    )
}

#[test]
fn the_computers_answer_and_undo_returns_to_the_person_s_turn() {
    let mut app = three_against_two_computers();
    play_by_keys(&mut app, mv("xa1"));
    run_until(&mut app, "West and North have played", |a| {
        a.game().moves().len() == 3
    });
    assert_eq!(app.position().to_move(), Seat::South);
    // The game played on its own accepts the computers' turns.
    let texts: Vec<String> = app.game().moves().iter().map(Move::to_string).collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let game = app_after(Players::Three, Theme::MONO, &texts);
    assert_eq!(game.position(), app.position());
    key(&mut app, KeyCode::Char('u'));
    assert!(app.game().moves().is_empty(), "back before South's turn");
    assert_eq!(app.session().redo_stack().len(), 3);
    assert_eq!(
        app.message().unwrap().text,
        "Took back xa1 and the 2 turns after it; U puts them back."
    );
}

#[test]
fn choosing_on_the_computer_s_turn_says_whose_turn_it_is() {
    let mut app = three_against_two_computers();
    play_by_clicks(&mut app, mv("xa1"));
    // West is to move; nothing has been collected from its thread yet.
    click(&mut app, p("a3"));
    assert!(
        matches!(
            app.note(),
            Some(Note::ComputerTurn {
                seat: Seat::West,
                ..
            })
        ),
        "{:?}",
        app.message()
    );
    assert!(app.hopping().is_none());
}

#[test]
fn a_hint_is_shown_hopped_out_and_enter_plays_it() {
    let mut app = app_after(Players::Two, Theme::MONO, &["xa1"]);
    key(&mut app, KeyCode::Char('H'));
    run_until(&mut app, "the hint came", |a| {
        matches!(a.note(), Some(Note::Own(Said::Suggested { .. })))
    });
    let Some(Note::Own(Said::Suggested {
        mv: Move::Hops(turn),
        ..
    })) = app.note()
    else {
        panic!("a turn is suggested: {:?}", app.message());
    };
    let turn = *turn;
    let shown = app.hopping().expect("the turn is shown hopped out");
    assert_eq!(shown.turn(), turn);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().last(), Some(&Move::Hops(turn)));
}

#[test]
fn four_computers_play_a_whole_game_to_the_game_over_box() {
    let random = SeatKind::Computer(Level::Random);
    let mut app = app(Players::Four, Theme::ASCII).with_players(
        vec![random; 4],
        11,
        Duration::from_millis(50),
    );
    run_until(&mut app, "the game is over", |a| {
        a.game().outcome().is_some()
    });
    assert!(app.shows_result());
    let outcome = app.game().outcome().unwrap();
    let best = outcome.best();
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(&app, f)).unwrap();
    let text = terminal.backend().to_string();
    assert!(text.contains(&format!("{best} points")), "{text}");
    // Every stone is either captured or left on the board.
    let scores: u16 = outcome.scores().iter().sum();
    assert_eq!(scores + app.position().points_on_board(), 168);
    // Undo between computers takes back one turn at a time.
    let n = app.game().moves().len();
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game().moves().len(), n - 1);
}

/// The screen as text at `width`×`height`.
fn screen_at(app: &App, width: u16, height: u16) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn the_person_s_turn_and_the_computer_s_reply_are_both_told() {
    let easy = SeatKind::Computer(Level::Easy);
    let mut app = app(Players::Two, Theme::MONO).with_players(
        vec![SeatKind::Human, easy],
        7,
        Duration::from_millis(200),
    );
    play_by_keys(&mut app, mv("xa1"));
    run_until(&mut app, "North has played", |a| {
        a.game().moves().len() == 2
    });
    let reply = app.game().moves()[1].to_string();
    // On one line where they fit, on two where they do not.
    for (width, height) in [(100, 32), (80, 24)] {
        let text = screen_at(&app, width, height);
        assert!(
            text.contains("South removed a1:"),
            "{width}×{height}:\n{text}"
        );
        assert!(
            text.contains(&format!("North played {reply}:")),
            "{width}×{height}:\n{text}"
        );
    }
    // A key goes on to the next thing: both notes give way.
    key(&mut app, KeyCode::Left);
    let text = screen_at(&app, 100, 32);
    assert!(!text.contains("South removed a1:"), "{text}");
}
