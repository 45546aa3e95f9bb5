//! Snapshots of Bell's game's screens, drawn on a test backend with an
//! explicit theme and size, so they do not depend on the terminal.

use crate::common;

use common::bell_tui::*;
use pasang::games::bell::Players;
use pasang::tui::Theme;
use pasang::tui::play;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn two_players_at_the_start() {
    let app = app(Players::Two, Theme::MONO);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// The app after ten of [`TURNS`] with c9 hopped to e9 (taking d9) and on to g9,
/// leaving f9 waiting, and g11 still to hop to.
fn waiting(players: Players, theme: Theme) -> App {
    // After ten turns c9 can hop to e9, g9 and on to g11.
    let mut app = app_after(players, theme, &TURNS[..10]);
    click(&mut app, p("c9"));
    click(&mut app, p("e9"));
    cursor_to(&mut app, p("g9"));
    key(&mut app, KeyCode::Enter);
    let turn = app
        .hopping()
        .unwrap_or_else(|| panic!("no turn: {:?}", app.message()));
    assert_eq!((turn.hops(), turn.waiting()), (2, Some(p("f9"))));
    app
}

#[test]
fn two_players_mid_turn_with_a_stone_waiting() {
    insta::assert_snapshot!(screen(&waiting(Players::Two, Theme::MONO), 80, 24));
}

#[test]
fn four_players_mid_turn_with_a_stone_waiting() {
    insta::assert_snapshot!(screen(&waiting(Players::Four, Theme::MONO), 80, 24));
}

#[test]
fn four_players_mid_turn_with_a_stone_waiting_on_a_larger_terminal() {
    insta::assert_snapshot!(screen(&waiting(Players::Four, Theme::MONO), 100, 32));
}

#[test]
fn two_players_mid_turn_on_a_larger_terminal() {
    insta::assert_snapshot!(screen(&waiting(Players::Two, Theme::MONO), 100, 32));
}

#[test]
fn mid_turn_in_ascii() {
    let text = screen(&waiting(Players::Three, Theme::ASCII), 80, 24);
    assert!(text.is_ascii(), "only ASCII is drawn:\n{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn help() {
    let mut app = app(Players::Three, Theme::MONO);
    key(&mut app, KeyCode::Char('?'));
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn new_game_form() {
    let mut app = app(Players::Three, Theme::MONO);
    key(&mut app, KeyCode::Char('n'));
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// The turns of a finished game of three that South and North share.
fn shared_win() -> Vec<String> {
    let text = include_str!("../data/bell-shared-win.moves");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn game_over_with_a_shared_win() {
    let moves = shared_win();
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    let app = app_after(Players::Three, Theme::MONO, &moves);
    let outcome = app.position().outcome().expect("the game is over");
    assert_eq!(outcome.scores(), [46, 44, 46]);
    assert!(app.shows_result());
    let text = screen(&app, 80, 24);
    assert!(text.contains("South and North share the win"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_waiting_stone_and_the_stones_taken_are_marked_in_colour() {
    let app = waiting(Players::Two, Theme::COLOUR);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| play::draw(&app, f)).unwrap();
    let buf = terminal.backend().buffer().clone();
    let board = pasang::tui::layout::ScreenLayout::new(AREA).unwrap().board;
    let cell = |s: &str| {
        let (x, y) = board.cell(p(s));
        buf[(x, y)].clone()
    };
    let waiting = Theme::COLOUR.waiting();
    assert_eq!(cell("f9").bg, waiting.bg.unwrap(), "f9 waits");
    assert_eq!(cell("f9").symbol(), "●");
    assert_eq!(cell("d9").symbol(), "×", "d9 was taken");
    assert_eq!(cell("d9").bg, Theme::COLOUR.capture().bg.unwrap());
    for other in ["e9", "g9", "h9", "c9"] {
        assert_ne!(cell(other).bg, waiting.bg.unwrap(), "{other} does not wait");
    }
}

#[test]
fn four_players_mid_turn_fit_the_smallest_terminal() {
    let text = screen(&waiting(Players::Four, Theme::MONO), 79, 24);
    // The board's edge, the panel's seats and the key bar all show.
    for needed in ["11  ●", "a   b", "▶ North", "East", "f9 waits", "? help"] {
        assert!(text.contains(needed), "{needed:?} missing:\n{text}");
    }
    insta::assert_snapshot!(text);
}

#[test]
fn a_terminal_too_small_says_the_size_needed() {
    let text = screen(&app(Players::Two, Theme::MONO), 78, 24);
    assert!(text.contains("at least 79×24; this one is 78×24"), "{text}");
}

#[test]
fn the_flipped_board_has_north_at_the_bottom_and_its_diagonals() {
    let mut app = app(Players::Two, Theme::ASCII);
    key(&mut app, KeyCode::Char('f'));
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// A replay cannot start a game or take a turn back: the result box offers
/// stepping back instead.
#[test]
fn the_result_of_a_replay_offers_stepping_back_not_a_new_game() {
    let moves = shared_win();
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    let game = app_after(Players::Three, Theme::MONO, &moves)
        .game()
        .clone();
    let mut replay = App::replay(game, Theme::MONO);
    key(&mut replay, KeyCode::End);
    assert!(replay.shows_result());
    let text = screen(&replay, 80, 24);
    assert!(text.contains("← step back · Esc see board"), "{text}");
    assert!(!text.contains("n new game"), "{text}");
    let played = app_after(Players::Three, Theme::MONO, &moves);
    let text = screen(&played, 80, 24);
    assert!(
        text.contains("n new game · u undo · :rematch play again"),
        "{text}"
    );
    assert!(text.contains("Esc see board"), "{text}");
}

/// Two players after ten of [`TURNS`] and South's c9-e9-g9-g11: three hops,
/// over d9, f9 and g10.
fn after_three_hops(theme: Theme) -> App {
    let mut moves = TURNS[..10].to_vec();
    moves.push("c9-e9-g9-g11");
    app_after(Players::Two, theme, &moves)
}

#[test]
fn the_last_turn_is_marked_without_colour() {
    insta::assert_snapshot!(screen(&after_three_hops(Theme::MONO), 80, 24));
}

#[test]
fn the_last_turn_is_marked_in_ascii() {
    let text = screen(&after_three_hops(Theme::ASCII), 80, 24);
    assert!(text.is_ascii(), "only ASCII is drawn:\n{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_last_turn_marks_each_hop_and_the_stones_taken_by_shape() {
    for theme in [Theme::MONO, Theme::COLOUR] {
        let app = after_three_hops(theme);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| play::draw(&app, f)).unwrap();
        let buf = terminal.backend().buffer().clone();
        let board = pasang::tui::layout::ScreenLayout::new(AREA).unwrap().board;
        let around = |s: &str| -> String {
            let (x, y) = board.cell(p(s));
            (x - 1..=x + 1).map(|x| buf[(x, y)].symbol()).collect()
        };
        for left in ["c9", "e9", "g9"] {
            assert_eq!(around(left), "─·─", "a hop set out from {left}");
        }
        for taken in ["d9", "f9", "g10"] {
            assert_eq!(around(taken), "─×─", "{taken} was taken");
        }
        assert_eq!(around("g11"), "‹●›", "the stone stands on g11");
        // A white stone beside the path: hollow without colour, white in it.
        let h9 = around("h9");
        assert!(matches!(h9.as_str(), "─○─" | "─●─"), "h9 is plain: {h9}");
    }
}

#[test]
fn looking_back_the_turn_on_show_is_marked_and_numbered_as_the_panel_counts() {
    for (theme, frame, dot, marker) in [(Theme::MONO, "│", "·", "▶"), (Theme::ASCII, "|", "-", ">")]
    {
        let mut app = app_after(Players::Three, theme, &TURNS[..6]);
        key(&mut app, KeyCode::PageUp);
        key(&mut app, KeyCode::PageUp);
        let shown = screen(&app, 100, 32);
        assert!(
            shown.contains(&format!("PAST {dot} after 4 of 6 turns")),
            "{shown}"
        );
        assert!(shown.contains("Turn 5"), "{shown}");
        // The fourth turn, the last before the position drawn, is marked;
        // the fifth is not.
        let row = |text: &str| {
            shown
                .lines()
                .find(|l| l.contains(text))
                .unwrap_or_else(|| panic!("{text} not listed in\n{shown}"))
                .to_string()
        };
        let fourth = row(TURNS[3]);
        assert!(
            fourth.contains(&format!("{frame}{marker}  4. ")),
            "{fourth}"
        );
        let fifth = row(TURNS[4]);
        assert!(fifth.contains(&format!("{frame}   5. ")), "{fifth}");
    }
}

#[test]
fn a_big_terminal_draws_the_stones_as_discs_the_waiting_one_on_its_colour() {
    let app = waiting(Players::Two, Theme::COLOUR);
    let (w, h) = (200, 60);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| play::draw(&app, f)).unwrap();
    let buf = terminal.backend().buffer().clone();
    let board = pasang::tui::layout::ScreenLayout::new(ratatui::layout::Rect::new(0, 0, w, h))
        .unwrap()
        .board;
    let (x, y) = board.cell(p("f9"));
    let rows: Vec<String> = (y - 1..=y + 1)
        .map(|y| (x - 2..=x + 2).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    assert_eq!(rows, ["▗▄▄▄▖", "█████", "▝▀▀▀▘"]);
    // The waiting colour shows round the disc, where its corners leave
    // the ground.
    assert_eq!(buf[(x - 2, y - 1)].bg, Theme::COLOUR.waiting().bg.unwrap());
    // A taken point stays one cell, on its line.
    let (x, y) = board.cell(p("d9"));
    assert_eq!(buf[(x, y)].symbol(), "×");
    assert_eq!(buf[(x - 1, y)].symbol(), "─");
}
