//! The review screen after a finished game: `v` opens it, the cursor keys
//! step through the marked moves, Esc goes back; drawn at 80×24 in English
//! and in Malay.

use crate::common;

use common::*;
use pasang::games::ka::Player;
use pasang::i18n::{self, Lang};
use pasang::review::Budget;
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use pasang::tui::play;
use pasang::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

/// The fixture: seven moves, the sixth (North's a7-a9xE) walking into the
/// suntuk South plays at once (see `review_cli.rs`).
fn finished() -> App {
    let game = pasang::files::load_record("tests/data/records/v1-finished.ron".as_ref()).unwrap();
    App::new(game, Theme::MONO).with_review_budget(Budget::Nodes(20_000))
}

fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

/// The line under the board.
fn status(app: &App) -> String {
    let text = screen(app);
    let line = text.lines().nth(22).unwrap_or_default();
    line.trim_matches('"').trim().to_string()
}

fn opened() -> App {
    let mut app = finished();
    key(&mut app, KeyCode::Char('v'));
    assert_eq!(app.mode(), &Mode::Review);
    app.wait_for_review();
    app
}

#[test]
fn the_key_bar_offers_the_review_once_the_game_is_over() {
    let app = finished();
    let last = screen(&app).lines().last().unwrap().to_string();
    assert!(last.contains("v review"), "{last}");
    let started = new_app(pasang::games::ka::Pattern::First);
    assert!(!screen(&started).lines().last().unwrap().contains("review"));
}

#[test]
fn the_review_key_in_a_game_not_over_says_so() {
    let mut app = new_app(pasang::games::ka::Pattern::First);
    key(&mut app, KeyCode::Char('v'));
    assert_eq!(app.mode(), &Mode::Board);
    assert!(screen(&app).contains("The review opens once the game is over."));
}

#[test]
fn the_review_opens_on_the_first_move_and_steps_through_the_game() {
    let mut app = opened();
    assert!(app.review().unwrap().review().is_some());
    // The mark of an opening move depends on the budget: not asserted.
    assert!(
        status(&app).starts_with("1. South played i: "),
        "{}",
        status(&app)
    );
    // The board shows the position before the selected move.
    assert_eq!(app.session().viewed_ply(), 0);
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(app.session().viewed_ply(), 5);
    assert_eq!(
        status(&app),
        "6. North played a7-a9xE: blunder, walked into suntuk"
    );
    let text = screen(&app);
    assert!(text.contains("Better "), "{text}");
    let review = app.review().unwrap().review().unwrap();
    let [south, north] = [Player::South, Player::North].map(|p| review.summary(p).accuracy);
    assert!(
        text.contains(&format!("Accuracy: S {south}%, N {north}%")),
        "{text}"
    );
    key(&mut app, KeyCode::End);
    assert_eq!(
        status(&app),
        "7. South played k1-k3xW: best, proven: wins by suntuk"
    );
    key(&mut app, KeyCode::Right);
    assert_eq!(app.session().viewed_ply(), 6, "no further than the last");
    key(&mut app, KeyCode::Home);
    assert_eq!(app.session().viewed_ply(), 0);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), &Mode::Board);
    assert!(!app.in_the_past(), "back at the end of the game");
}

#[test]
fn closing_a_review_under_way_stops_it_and_says_so() {
    let game = pasang::files::load_record("tests/data/records/v1-finished.ron".as_ref()).unwrap();
    // A budget far beyond what the test waits for.
    let mut app = App::new(game, Theme::MONO).with_review_budget(Budget::Nodes(1_000_000_000));
    key(&mut app, KeyCode::Char('v'));
    assert!(screen(&app).contains("Looking at the game"));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), &Mode::Board);
    assert!(screen(&app).contains("Review stopped."));
}

#[test]
fn the_review_screen_at_80_by_24() {
    let mut app = opened();
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
    }
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn the_review_screen_in_malay_at_80_by_24() {
    i18n::set(Lang::find("ms").unwrap());
    let mut app = opened();
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
    }
    let text = screen(&app);
    assert!(text.contains("Ulasan"), "{text}");
    assert!(text.contains("masuk perangkap suntuk"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_malay_review_draws_and_lists_north_s_ka_as_u() {
    i18n::set(Lang::find("ms").unwrap());
    let mut app = opened();
    for _ in 0..5 {
        key(&mut app, KeyCode::Right);
    }
    let text = screen(&app);
    assert!(text.contains("6. U a7-a9xE"), "{text}");
    assert!(text.contains("1. S i "), "{text}");
    let north = app
        .session()
        .game()
        .position_at(app.session().viewed_ply())
        .and_then(|p| p.ka(pasang::games::ka::Player::North))
        .expect("North's ka is on the board");
    assert_eq!(drawn_at(&app, north), "U");
}
