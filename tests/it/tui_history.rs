//! Looking back through a game in the terminal, and the board turned round,
//! driven by the keys and clicks a player uses.

use crate::common;

use common::*;
use pasang::games::SeatKind;
use pasang::games::ka::{Game, Move, Pattern, Player, Point, Rules, Setup};
use pasang::tui::Theme;
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use pasang::tui::layout::ScreenLayout;
use pasang::tui::play::Pending;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

const OPENING: [&str; 6] = ["c", "j", "b2-c2xEW", "i7-j7xS", "c2-d2xN", "j7-j9xW"];

/// The `second` pattern with these moves played by the rules engine alone.
fn reference(moves: &[&str]) -> Game {
    let mut g = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    for m in moves {
        g.try_play(mv(m)).unwrap();
    }
    g
}

/// An app in which the opening was played by keys.
fn played() -> App {
    let mut app = new_app(Pattern::Second);
    for m in OPENING {
        play_by_keys(&mut app, mv(m));
    }
    assert_eq!(app.game().moves().len(), OPENING.len());
    app
}

#[test]
fn page_up_and_page_down_step_through_the_moves_played() {
    let mut app = played();
    key(&mut app, KeyCode::PageUp);
    assert!(app.in_the_past());
    assert_eq!(app.position(), reference(&OPENING[..5]).position());
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    assert_eq!(app.position(), reference(&OPENING[..3]).position());
    key(&mut app, KeyCode::PageDown);
    assert_eq!(app.position(), reference(&OPENING[..4]).position());
    // The game itself is untouched while looking back.
    assert_eq!(app.game().position(), reference(&OPENING).position());
    assert_eq!(app.game().moves().len(), 6);
}

#[test]
fn brackets_step_too_and_home_and_end_jump_to_the_start_and_the_present() {
    let mut app = played();
    key(&mut app, KeyCode::Char('['));
    key(&mut app, KeyCode::Char('['));
    assert_eq!(app.position(), reference(&OPENING[..4]).position());
    key(&mut app, KeyCode::Char(']'));
    assert_eq!(app.position(), reference(&OPENING[..5]).position());
    key(&mut app, KeyCode::Home);
    assert_eq!(app.position(), reference(&[]).position());
    key(&mut app, KeyCode::End);
    assert!(!app.in_the_past());
    assert_eq!(app.position(), reference(&OPENING).position());
}

#[test]
fn stepping_forward_past_the_last_move_is_the_present() {
    let mut app = played();
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageDown);
    assert!(!app.in_the_past());
    key(&mut app, KeyCode::PageDown);
    assert_eq!(app.position(), reference(&OPENING).position());
}

#[test]
fn the_screen_shows_the_scores_of_the_moment_and_says_it_is_the_past() {
    let mut app = played();
    let then = reference(&OPENING[..2]);
    let now = reference(&OPENING);
    let south_then = then.position().points(Player::South);
    let south_now = now.position().points(Player::South);
    assert_ne!(south_then, south_now, "the test needs scores that differ");
    let present = screen_text(&app);
    assert!(!present.contains("PAST"), "{present}");
    for _ in 0..4 {
        key(&mut app, KeyCode::PageUp);
    }
    let past = screen_text(&app);
    assert!(past.contains("PAST · after 2 of 6 moves"), "{past}");
    // The panel's score line for South shows the points of then.
    let score = |text: &str, points| {
        text.lines()
            .any(|l| l.contains("South") && l.contains(&format!(" {points} ")))
    };
    assert!(
        score(&past, south_then),
        "South's {south_then} not on\n{past}"
    );
    assert!(
        score(&present, south_now),
        "South's {south_now} not on\n{present}"
    );
}

#[test]
fn esc_and_the_cursor_keys_return_to_the_present() {
    for back in [KeyCode::Esc, KeyCode::Left, KeyCode::Char('k')] {
        let mut app = played();
        key(&mut app, KeyCode::PageUp);
        key(&mut app, KeyCode::PageUp);
        assert!(app.in_the_past());
        key(&mut app, back);
        assert!(!app.in_the_past(), "{back:?} left the past on show");
        assert_eq!(app.position(), reference(&OPENING).position());
        assert_eq!(app.game().moves().len(), 6, "{back:?} changed the game");
    }
}

#[test]
fn enter_in_the_past_asks_and_yes_plays_on_from_there_with_the_rest_on_redo() {
    let mut app = played();
    for _ in 0..3 {
        key(&mut app, KeyCode::PageUp);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Confirm(Pending::Continue));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(*app.mode(), Mode::Board);
    assert!(!app.in_the_past());
    assert_eq!(app.game().position(), reference(&OPENING[..3]).position());
    let later: Vec<Move> = OPENING[3..].iter().map(|m| mv(m)).collect();
    let mut waiting = app.redo_stack().to_vec();
    waiting.reverse();
    assert_eq!(waiting, later, "the dropped moves wait on redo");
    // A different move from there is played as usual.
    play_by_keys(&mut app, mv("i7-j7xS"));
    assert_eq!(app.game().moves().len(), 4);
}

#[test]
fn undo_after_playing_on_from_the_past_brings_the_later_moves_back() {
    let mut app = played();
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().moves().len(), 4);
    key(&mut app, KeyCode::Char('U'));
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(app.game().position(), reference(&OPENING).position());
}

#[test]
fn no_to_playing_on_keeps_the_game_and_the_past_on_show() {
    let mut app = played();
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves().len(), 6);
    assert!(app.in_the_past());
    assert_eq!(app.position(), reference(&OPENING[..4]).position());
}

#[test]
fn a_move_typed_while_looking_back_is_played_on_the_present() {
    let mut app = played();
    key(&mut app, KeyCode::Home);
    let next = app.game().legal_moves()[0];
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, &next.to_string());
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().len(), 7);
    assert_eq!(app.game().moves()[6], next);
}

#[test]
fn f_turns_the_board_and_clicks_land_on_the_point_drawn_there() {
    let mut app = new_app(Pattern::Second);
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped());
    // Turned round, a1 is drawn where k11 is drawn the right way up.
    let board = ScreenLayout::new(AREA).unwrap().board;
    assert_eq!(board.with_flip(true).cell(p("a1")), board.cell(p("k11")));
    assert_eq!(board.with_flip(true).cell(p("c5")), board.cell(p("i7")));
    // South's column capture by a click on the turned board.
    // South's column capture by one click on the turned board.
    click(&mut app, p("c3"));
    assert_eq!(app.game().moves(), &[mv("c")]);
    // And a whole opening by clicks, checked against the rules alone.
    for m in &OPENING[1..] {
        play_by_clicks(&mut app, mv(m));
    }
    assert_eq!(app.game().position(), reference(&OPENING).position());
}

#[test]
fn on_the_turned_board_up_moves_the_cursor_up_the_screen() {
    let mut app = new_app(Pattern::Second);
    cursor_to(&mut app, p("e5"));
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Up);
    // Up the screen is towards rank 1 when North is at the bottom.
    assert_eq!(app.cursor(), p("e4"));
    key(&mut app, KeyCode::Right);
    assert_eq!(app.cursor(), p("d4"));
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Up);
    assert_eq!(app.cursor(), p("d5"));
}

#[test]
fn the_turned_board_labels_rank_1_at_the_top_and_file_k_at_the_left() {
    let mut app = new_app(Pattern::Second);
    key(&mut app, KeyCode::Char('f'));
    let screen = screen_text(&app);
    let lines: Vec<&str> = screen.lines().collect();
    let first_rank = lines
        .iter()
        .position(|l| l.trim_start_matches('"').trim_start().starts_with("1 "));
    let last_rank = lines
        .iter()
        .position(|l| l.trim_start_matches('"').trim_start().starts_with("11 "));
    assert!(
        first_rank < last_rank && first_rank.is_some(),
        "rank 1 is not above rank 11:\n{screen}"
    );
    let files = lines
        .iter()
        .find(|l| l.contains(" k ") && l.contains(" a"))
        .unwrap_or_else(|| panic!("no file labels:\n{screen}"));
    assert!(files.find(" k ") < files.find(" a"), "{files}");
}

#[test]
fn north_alone_against_the_computer_sits_at_the_bottom_and_two_people_keep_south_there() {
    let game = || Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
    let north_alone = App::new(game(), Theme::MONO).with_players(
        [
            SeatKind::Computer(pasang::games::Level::Easy),
            SeatKind::Human,
        ],
        1,
        Duration::from_millis(50),
    );
    assert!(north_alone.flipped());
    let two = App::new(game(), Theme::MONO).with_players(
        [SeatKind::Human, SeatKind::Human],
        1,
        Duration::from_millis(50),
    );
    assert!(!two.flipped());
    let south_alone = App::new(game(), Theme::MONO).with_players(
        [
            SeatKind::Human,
            SeatKind::Computer(pasang::games::Level::Easy),
        ],
        1,
        Duration::from_millis(50),
    );
    assert!(!south_alone.flipped());
}

#[test]
fn every_point_drawn_on_the_turned_board_is_found_again_under_its_cell() {
    let board = ScreenLayout::new(AREA).unwrap().board;
    for flipped in [false, true] {
        let board = board.with_flip(flipped);
        for point in Point::all() {
            let (x, y) = board.cell(point);
            assert_eq!(board.point_at(x, y), Some(point), "flipped: {flipped}");
        }
    }
}

/// The rows of the panel (the right of the screen at 100×32) that hold
/// `needle`, without the frame and the spaces around.
fn panel_rows(text: &str, needle: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.chars().skip(66).collect::<String>())
        .map(|l| {
            l.trim_matches(|c| c == '│' || c == ' ' || c == '|' || c == '"')
                .to_string()
        })
        .filter(|l| l.contains(needle))
        .collect()
}

#[test]
fn looking_back_the_panel_the_move_list_and_the_past_line_count_moves_alike() {
    for (theme, dot, marker) in [(Theme::MONO, "·", "▶"), (Theme::ASCII, "-", ">")] {
        let mut app = App::new(reference(&[]), theme);
        for m in OPENING {
            play_by_keys(&mut app, mv(m));
        }
        for _ in 0..2 {
            key(&mut app, KeyCode::PageUp);
        }
        // Four of the six moves played: the fifth is the one to play.
        let past = screen_text(&app);
        assert!(
            past.contains(&format!("PAST {dot} after 4 of 6 moves")),
            "{past}"
        );
        assert!(past.contains(&format!("Move 5 {dot}")), "{past}");
        assert!(app.hint().starts_with("Looking back at move 4 of 6"));
        // One move a row, numbered as it was played, with who played it;
        // the fourth, the last on show, marked.
        let expected = [
            ("1.", "S c"),
            ("2.", "N j"),
            ("3.", "S b2-c2xEW"),
            ("4.", "N i7-j7xS"),
            ("5.", "S c2-d2xN"),
            ("6.", "N j7-j9xW"),
        ];
        for (number, played) in expected {
            let rows = panel_rows(&past, &format!("{number} {played}"));
            assert_eq!(rows.len(), 1, "move {number} {played} in\n{past}");
            let marked = rows[0].starts_with(marker);
            assert_eq!(marked, number == "4.", "{:?} in\n{past}", rows[0]);
        }
        // At the present no move is marked as on show.
        key(&mut app, KeyCode::End);
        let present = screen_text(&app);
        assert!(present.contains(&format!("Move 7 {dot}")), "{present}");
        let rows = panel_rows(&present, "6. N j7-j9xW");
        assert_eq!(rows.len(), 1, "{present}");
        assert!(!rows[0].starts_with(marker), "{present}");
    }
}
