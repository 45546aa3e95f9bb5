//! Snapshots of the terminal game's screens, drawn on a test backend with
//! an explicit theme and size, so they do not depend on the terminal or on
//! NO_COLOR.

use crate::common;

use common::*;
use pasang::games::ka::{First, Game, Move, Outcome, Pattern, Point, Rules, Setup};
use pasang::tui::ka::App;
use pasang::tui::layout::ScreenLayout;
use pasang::tui::play;
use pasang::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;

fn render(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal
}

fn screen(app: &App) -> String {
    render(app, AREA.width, AREA.height).backend().to_string()
}

fn buffer(app: &App) -> Buffer {
    render(app, AREA.width, AREA.height)
        .backend()
        .buffer()
        .clone()
}

fn with_theme(game: Game, theme: Theme) -> App {
    App::new(game, theme)
}

fn second() -> Game {
    Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC)
}

#[test]
fn start_screen_first_pattern() {
    insta::assert_snapshot!(screen(&new_app(Pattern::First)));
}

#[test]
fn start_screen_second_pattern() {
    insta::assert_snapshot!(screen(&new_app(Pattern::Second)));
}

#[test]
fn start_screen_in_ascii() {
    let app = with_theme(second(), Theme::ASCII);
    let text = screen(&app);
    assert!(text.is_ascii(), "only ASCII is drawn:\n{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn start_screen_on_a_large_terminal() {
    let app = new_app(Pattern::Second);
    insta::assert_snapshot!(render(&app, 120, 40).backend().to_string());
}

#[test]
fn capture_preview_of_a_column() {
    let mut app = new_app(Pattern::Second);
    cursor_to(&mut app, "c3".parse().unwrap());
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn capture_preview_marks_exactly_the_stones_taken_in_colour() {
    let mut app = with_theme(second(), Theme::COLOUR);
    cursor_to(&mut app, "c3".parse().unwrap());
    let buf = buffer(&app);
    let board = ScreenLayout::new(AREA).unwrap().board;
    let capture = Theme::COLOUR.capture();
    for p in Point::all() {
        let (x, y) = board.cell(p);
        let marked = buf[(x, y)].style().bg == capture.bg;
        let taken = p.file().to_char() == 'c' && p.rank().number() <= 5;
        assert_eq!(marked, taken, "{p}");
    }
}

#[test]
fn capture_choice_with_several_lines() {
    let mut app = with_theme(second(), Theme::MONO);
    for m in ["c", "j", "b2-c2xEW"] {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
    }
    cursor_to(&mut app, "i7".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Tab);
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn ka_moves_show_the_reachable_points() {
    let mut app = with_theme(second(), Theme::MONO);
    for m in ["c", "j", "b2-c2xEW", "i7-j7xS"] {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
    }
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn help_screen() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn help_screen_on_a_large_terminal_shows_all_of_it() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    // Tall enough for the keys, the marks of the last move, the words of
    // the prompt and the rules.
    let text = render(&app, 100, 66).backend().to_string();
    assert!(text.contains("suntuk"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_help_of_a_traditional_game_names_its_rules_and_says_what_they_change() {
    let rules = Rules {
        first: First::North,
        ..Rules::TRADITIONAL
    };
    let game = Game::new(Setup::pattern(Pattern::First), rules);
    let mut app = App::new(game, Theme::MONO);
    key(&mut app, KeyCode::Char('?'));
    let text = render(&app, 100, 80).backend().to_string();
    for said in [
        "The rules (traditional, north first)",
        "In this game North begins",
        "North moves first.",
        "Partial captures, as in the traditional game",
    ] {
        assert!(text.contains(said), "{said}:\n{text}");
    }
}

#[test]
fn game_over_by_score() {
    let game = finished_game(Pattern::First, |o| {
        matches!(
            o,
            Outcome::Cleared {
                winner: Some(_),
                ..
            }
        )
    });
    let app = App::new(game, Theme::MONO);
    let text = screen(&app);
    assert!(text.contains("wins by score"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn game_over_by_suntuk() {
    let game = finished_game(Pattern::First, |o| matches!(o, Outcome::Suntuk { .. }));
    let app = App::new(game, Theme::MONO);
    let text = screen(&app);
    assert!(text.contains("wins by suntuk"), "{text}");
    assert!(text.contains("Recorded result"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn too_small_screen_says_the_size_it_needs() {
    let app = new_app(Pattern::First);
    let text = render(&app, 60, 20).backend().to_string();
    assert!(text.contains("at least 79×24"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn quit_question() {
    let mut app = new_app(Pattern::Second);
    play_by_keys(&mut app, "c".parse().unwrap());
    key(&mut app, KeyCode::Char('q'));
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn help_scrolls_to_its_end_and_no_further() {
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    assert!(!screen(&app).contains("suntuk"), "the end needs scrolling");
    for _ in 0..60 {
        key(&mut app, KeyCode::Down);
    }
    let text = screen(&app);
    assert!(text.contains("suntuk"), "{text}");
    assert!(text.contains("Ka moves"), "the last page is full:\n{text}");
}

#[test]
fn replay_screen_lists_the_moves_to_come() {
    let game = finished_game(Pattern::Second, |_| true);
    let mut app = App::replay(game, Theme::MONO);
    for _ in 0..5 {
        app.apply(pasang::tui::Action::Redo);
    }
    let text = screen(&app);
    assert!(text.contains("Replay, move 5 of"), "{text}");
    assert!(text.contains("→/← step"), "{text}");
    insta::assert_snapshot!(text);
}

/// The screen's text with its rows joined by spaces, as a sentence wrapped
/// over several of them reads.
fn flowing(app: &App) -> String {
    let text = screen(app);
    let rows: Vec<String> = text
        .lines()
        .map(|l| l.trim_matches('"').trim().to_string())
        .collect();
    rows.join(" ")
}

#[test]
fn a_reason_longer_than_the_line_is_shown_whole_over_the_key_bar() {
    let mut app = App::new(second(), Theme::MONO);
    play_by_keys(&mut app, "c".parse().unwrap());
    cursor_to(&mut app, p("d9"));
    key(&mut app, KeyCode::Enter);
    let text = app.message().unwrap().text;
    assert!(text.chars().count() > AREA.width as usize, "{text}");
    assert!(
        flowing(&app).contains(&text),
        "{text} is cut:\n{}",
        screen(&app)
    );
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn a_long_reason_for_a_typed_move_is_shown_whole_above_it() {
    let mut app = App::new(second(), Theme::MONO);
    play_by_keys(&mut app, "c".parse().unwrap());
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "d");
    key(&mut app, KeyCode::Enter);
    let text = app.message().unwrap().text;
    assert!(text.chars().count() > AREA.width as usize, "{text}");
    let shown = flowing(&app);
    assert!(shown.contains(&text), "{text} is cut:\n{}", screen(&app));
    // The move being typed and the typing keys stay in view below it.
    let rows: Vec<String> = screen(&app).lines().map(String::from).collect();
    let n = rows.len();
    assert!(rows[n - 2].starts_with("\"Move: d "), "{}", rows[n - 2]);
    assert!(rows[n - 1].contains("Enter play"), "{}", rows[n - 1]);
}

#[test]
fn the_result_of_a_replay_offers_stepping_back_not_a_new_game() {
    let game = finished_game(Pattern::Second, |_| true);
    let mut app = App::replay(game, Theme::MONO);
    key(&mut app, KeyCode::End);
    assert!(app.shows_result());
    let text = screen(&app);
    assert!(
        text.contains("← step back · v review · Esc see board"),
        "{text}"
    );
    assert!(!text.contains("n new game"), "{text}");
    // v opens the review of the game replayed, and Esc goes back to it.
    key(&mut app, KeyCode::Char('v'));
    assert_eq!(*app.mode(), play::Mode::Review);
    key(&mut app, KeyCode::Esc);
    assert_eq!(*app.mode(), play::Mode::Board);
    assert!(app.is_replay());
}

/// South's ka entered from b2 to c2 and took a2 on the west and d2 and e2
/// on the east: North is to move.
fn after_south_s_ka_entry(theme: Theme) -> App {
    let mut app = with_theme(second(), theme);
    for m in ["c", "j", "b2-c2xEW"] {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
    }
    app
}

/// The symbols either side of a point and on it, as drawn.
fn around(buf: &Buffer, board: &pasang::tui::layout::BoardLayout, p: &str) -> String {
    let (x, y) = board.cell(p.parse().unwrap());
    (x - 1..=x + 1).map(|x| buf[(x, y)].symbol()).collect()
}

#[test]
fn the_last_move_is_marked_without_colour() {
    insta::assert_snapshot!(screen(&after_south_s_ka_entry(Theme::MONO)));
}

#[test]
fn the_last_move_is_marked_in_ascii() {
    let text = screen(&after_south_s_ka_entry(Theme::ASCII));
    assert!(text.is_ascii(), "only ASCII is drawn:\n{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_last_move_marks_the_stones_taken_where_the_ka_came_from_and_where_it_stands() {
    for theme in [Theme::MONO, Theme::COLOUR] {
        let buf = buffer(&after_south_s_ka_entry(theme));
        let board = ScreenLayout::new(AREA).unwrap().board;
        assert_eq!(around(&buf, &board, "a2"), " ×─", "a2 was taken");
        for taken in ["d2", "e2"] {
            assert_eq!(around(&buf, &board, taken), "─×─", "{taken} was taken");
        }
        assert_eq!(around(&buf, &board, "b2"), "─·─", "the ka came from b2");
        assert_eq!(around(&buf, &board, "c2"), "‹S›", "the ka stands on c2");
        // The points beyond, and the stones left, are as they were.
        assert_eq!(around(&buf, &board, "f2"), "─●─");
        assert_eq!(around(&buf, &board, "c3"), "─┼─");
    }
}

#[test]
fn looking_back_marks_the_move_that_led_to_the_position_shown() {
    let mut app = after_south_s_ka_entry(Theme::MONO);
    play_by_keys(&mut app, "i7-j7xS".parse::<Move>().unwrap());
    let board = ScreenLayout::new(AREA).unwrap().board;
    let now = buffer(&app);
    assert_eq!(around(&now, &board, "j7"), "‹N›");
    assert_eq!(around(&now, &board, "i7"), "─·─");
    assert_eq!(around(&now, &board, "j6"), "─×─");
    key(&mut app, KeyCode::PageUp);
    assert!(app.in_the_past());
    let back = buffer(&app);
    assert_eq!(around(&back, &board, "c2"), "‹S›");
    assert_eq!(around(&back, &board, "b2"), "─·─");
    assert_eq!(around(&back, &board, "d2"), "─×─");
    // North's move is still to come there: its points are plain (the
    // cursor's brackets may be beside them).
    assert_eq!(around(&back, &board, "i7").chars().nth(1), Some('○'));
    assert_eq!(around(&back, &board, "j7").chars().nth(1), Some('┼'));
}

#[test]
fn the_turned_board_draws_its_edges_as_they_face() {
    // South takes file a: a1 is an empty corner, a2–a5 an empty edge
    // (North's g, the last move, is marked as taken).
    let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
    game.play_notation("a").unwrap();
    game.play_notation("g").unwrap();
    let mut app = App::new(game, Theme::MONO);
    let unturned = screen(&app);
    assert!(
        unturned.contains('└') && unturned.contains('├'),
        "{unturned}"
    );
    assert!(
        !unturned.contains('┐') && !unturned.contains('┤'),
        "{unturned}"
    );
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped());
    // Turned, a1 is the top right corner and file a the right edge.
    let turned = screen(&app);
    assert!(turned.contains('┐') && turned.contains('┤'), "{turned}");
    assert!(!turned.contains('└') && !turned.contains('├'), "{turned}");
}

/// The rows of cells from `dx` columns and `dy` rows before `p` to as many
/// after, as drawn.
fn block(
    buf: &Buffer,
    board: &pasang::tui::layout::BoardLayout,
    p: &str,
    dx: u16,
    dy: u16,
) -> Vec<String> {
    let (x, y) = board.cell(p.parse().unwrap());
    (y - dy..=y + dy)
        .map(|y| (x - dx..=x + dx).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn a_big_terminal_draws_stones_and_kas_five_cells_wide_and_three_tall() {
    let (w, h) = (200, 60);
    let mut app = after_south_s_ka_entry(Theme::COLOUR);
    cursor_to(&mut app, "f3".parse().unwrap());
    let buf = render(&app, w, h).backend().buffer().clone();
    let board = ScreenLayout::new(ratatui::layout::Rect::new(0, 0, w, h))
        .unwrap()
        .board;
    assert_eq!(board.piece_reach(), (2, 1), "{board:?}");
    // A stone is a disc, the grid line running on either side of it.
    assert_eq!(
        block(&buf, &board, "f2", 3, 1),
        [" ▗▄▄▄▖ ", "─█████─", " ▝▀▀▀▘ "]
    );
    // The ka is a block of its colour with its letter in the middle, the
    // last move's marks beside it.
    assert_eq!(
        block(&buf, &board, "c2", 3, 1),
        ["     ", "‹  S  ›", "       "].map(|r| format!("{r:^7}"))
    );
    let (kx, ky) = board.cell("c2".parse().unwrap());
    assert_eq!(
        buf[(kx - 2, ky - 1)].bg,
        Theme::COLOUR
            .ka(pasang::games::ka::Player::South)
            .bg
            .unwrap()
    );
    // The cursor's brackets stand outside the stone it is on.
    assert_eq!(block(&buf, &board, "f3", 3, 0), ["[█████]"]);
    // A click on the disc's edge is on its point.
    let (x, y) = board.cell("f2".parse().unwrap());
    assert_eq!(board.point_at(x + 2, y - 1), Some("f2".parse().unwrap()));
}

#[test]
fn a_big_terminal_without_colour_draws_big_pieces_by_shape_with_their_marks_beside_them() {
    let (w, h) = (200, 60);
    let app = after_south_s_ka_entry(Theme::MONO);
    let buf = render(&app, w, h).backend().buffer().clone();
    let board = ScreenLayout::new(ratatui::layout::Rect::new(0, 0, w, h))
        .unwrap()
        .board;
    // A stone: its glyph in a round outline; the ka: its letter in a heavy
    // one, the last move's marks just outside it.
    assert_eq!(block(&buf, &board, "f2", 2, 1), ["╭───╮", "│ ● │", "╰───╯"]);
    assert_eq!(
        block(&buf, &board, "c2", 3, 1),
        [" ┏━━━┓ ", "‹┃ S ┃›", " ┗━━━┛ "]
    );
    // Plain ASCII keeps one cell.
    let app = after_south_s_ka_entry(Theme::ASCII);
    let buf = render(&app, w, h).backend().buffer().clone();
    assert_eq!(block(&buf, &board, "c2", 1, 0), ["<S>"]);
}

#[test]
fn the_panels_title_says_who_begins_in_words_no_pattern_shares() {
    let rules = Rules {
        first: First::North,
        ..Rules::TRADITIONAL
    };
    for (width, height, title) in [
        (100, 32, "╭ second · traditional, north f… "),
        (120, 32, "╭ second · traditional, north first ─"),
        (160, 40, "╭ second · traditional, north first ─"),
    ] {
        let app = App::new(
            Game::new(Setup::pattern(Pattern::Second), rules),
            Theme::MONO,
        );
        let text = render(&app, width, height).backend().to_string();
        assert!(text.contains(title), "{title}:\n{text}");
        assert!(!text.contains("first north"), "{text}");
    }
}
