//! The lessons' and puzzles' screens as a newcomer meets them: a wrong
//! move stays on the board, said, until a key takes it back; `r` starts a
//! step as new, its mistakes and hints forgotten; a hint first says where
//! to look, then gives the move, and says what it costs before and after;
//! the message line says what the cursor or the capture chosen would take,
//! as the game's does. In English and in Malay.

use pasang::exercise::progress::progress_path;
use pasang::games::ka::{Player, Point};
use pasang::i18n::{self, Lang};
use pasang::lessons::shipped;
use pasang::tui::exercise::work::BEAT;
use pasang::tui::exercise::{LearnApp, View, puzzles};
use pasang::tui::{Action, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use std::time::{Duration, Instant};

const AREA: Rect = Rect::new(0, 0, 100, 32);

fn key(app: &mut LearnApp, code: KeyCode) {
    let ev = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(a) = app.action(&ev, AREA) {
        app.apply(a);
    }
}

fn typed(app: &mut LearnApp, mv: &str) {
    app.tick_at(Instant::now() + 2 * BEAT);
    key(app, KeyCode::Char(':'));
    for c in mv.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

/// The screen at `w`×`h`, its words joined by single spaces (a sentence
/// wrapped over two lines reads whole).
fn words(app: &LearnApp, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    let text = t.backend().to_string();
    text.replace(['│', '╭', '╮', '╰', '╯', '─', '"'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn lesson(dir: &std::path::Path, id: &str) -> LearnApp {
    let index = shipped().iter().position(|l| l.id == id).unwrap();
    LearnApp::new(Theme::MONO, Some(progress_path(dir))).starting(index)
}

/// Runs `test` in the language `lang`, English again after.
fn in_lang(lang: &str, test: impl FnOnce()) {
    i18n::set(Lang::find(lang).unwrap());
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(test));
    i18n::set(Lang::english());
    if let Err(e) = result {
        std::panic::resume_unwind(e);
    }
}

fn run(app: &LearnApp) -> &pasang::tui::exercise::LessonRun {
    match app.view() {
        View::Lesson(run) => run,
        other => panic!("not a lesson: {other:?}"),
    }
}

fn ka(app: &LearnApp) -> Option<Point> {
    run(app).work.position().ka(Player::South)
}

fn point(p: &str) -> Point {
    p.parse().unwrap()
}

#[test]
fn a_wrong_move_in_a_lesson_stays_on_the_board_and_said_until_a_key() {
    for (lang, wrong, back) in [
        (
            "en",
            "Any key takes the move back.",
            "Taken back. Moving up file a",
        ),
        (
            "ms",
            "Tekan sebarang kekunci untuk mengundur langkah itu.",
            "Sudah diundur.",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let mut app = lesson(dir.path(), "ka-moves");
            typed(&mut app, "a1-a3xE");
            // However long the player looks, the move stays, and why.
            app.tick_at(Instant::now() + Duration::from_secs(600));
            assert_eq!(ka(&app), Some(point("a3")), "{lang}");
            let text = words(&app, 100, 32);
            assert!(text.contains(wrong), "{lang}: {text}");
            // The next key takes it back, and does nothing else.
            key(&mut app, KeyCode::Right);
            assert_eq!(ka(&app), Some(point("a1")), "{lang}");
            assert_eq!(run(&app).work.cursor, point("a1"), "{lang}");
            let text = words(&app, 100, 32);
            assert!(text.contains(back), "{lang}: {text}");
            assert_eq!(run(&app).tries(), 1);
        });
    }
}

#[test]
fn starting_a_step_again_forgets_its_mistakes_and_hints() {
    for (lang, said, stars) in [
        (
            "en",
            "its mistakes and hints no longer count",
            "Lesson done: ★★★",
        ),
        (
            "ms",
            "kesilapan dan petunjuknya tidak lagi dikira",
            "Pelajaran selesai: ★★★",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let mut app = lesson(dir.path(), "ka-moves");
            typed(&mut app, "a1-a3xE");
            key(&mut app, KeyCode::Tab);
            key(&mut app, KeyCode::Char('H'));
            assert_eq!(run(&app).tries(), 2);
            key(&mut app, KeyCode::Char('r'));
            assert_eq!(run(&app).tries(), 0, "{lang}");
            assert!(run(&app).work.hint.is_none());
            let text = words(&app, 100, 32);
            assert!(text.contains(said), "{lang}: {text}");
            assert!(text.contains("★★★ · 0"), "{lang}: {text}");
            typed(&mut app, "a1-e1xN");
            let text = words(&app, 100, 32);
            assert!(text.contains(stars), "{lang}: {text}");
        });
    }
}

#[test]
fn a_lesson_s_hint_says_what_it_costs_then_where_to_look_then_the_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson(dir.path(), "suntuk");
    let text = words(&app, 100, 32);
    assert!(
        text.contains("H gives a hint for a star; H again gives the move free."),
        "{text}"
    );
    key(&mut app, KeyCode::Char('H'));
    // e1-c1xN takes one white stone: what kind of move, not which.
    let text = words(&app, 100, 32);
    assert!(
        text.contains(
            "Hint: the move to find takes 1 stone, 2 points. H again shows it. It cost a star."
        ),
        "{text}"
    );
    assert!(!text.contains("e1-c1xN"), "{text}");
    assert_eq!(run(&app).tries(), 1);
    // At 80×24 the panel says it, once.
    let small = words(&app, 80, 24);
    assert_eq!(
        small.matches("Hint: the move to find").count(),
        1,
        "{small}"
    );
    assert!(small.contains("It cost a star."), "{small}");
    // Again: the move, at no more cost; Enter and Enter play it.
    key(&mut app, KeyCode::Char('H'));
    let text = words(&app, 100, 32);
    assert!(
        text.contains("Hint: move the stone or ka on e1 (e1-c1xN)."),
        "{text}"
    );
    assert!(!text.contains("It cost"), "{text}");
    assert_eq!(run(&app).tries(), 1);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert!(words(&app, 100, 32).contains("Lesson done: ★★☆"));
}

#[test]
fn a_first_hint_names_the_stone_to_enter_from_or_what_a_column_is_worth() {
    for (lang, entry, column) in [
        (
            "en",
            "Hint: start from the stone on e3.",
            "Hint: look for a file worth 5 stones,",
        ),
        (
            "ms",
            "Petunjuk: mulakan dari buah di e3.",
            "Petunjuk: cari lajur yang bernilai 5 buah,",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let mut app = lesson(dir.path(), "ka-jump");
            key(&mut app, KeyCode::Char('H'));
            let text = words(&app, 100, 32);
            assert!(text.contains(entry), "{lang}: {text}");
            assert!(!text.contains("e3-c3xN"), "{lang}: {text}");
            // The cursor is on the stone.
            assert_eq!(run(&app).work.cursor, point("e3"));
            let mut app = lesson(dir.path(), "board");
            key(&mut app, KeyCode::Char('H'));
            let text = words(&app, 100, 32);
            assert!(text.contains(column), "{lang}: {text}");
        });
    }
}

#[test]
fn a_puzzle_s_hint_says_the_rating_it_costs_before_and_that_it_cost_after() {
    for (lang, before, after, then) in [
        (
            "en",
            "your rating would go from 1200 to 1184",
            "It counts as a miss: your rating went from 1200 to 1184.",
            "Hint: move the stone or ka on d9",
        ),
        (
            "ms",
            "penarafan anda akan turun daripada 1200 kepada 1184",
            "Petunjuk ini dikira sebagai tersilap: penarafan anda turun daripada 1200 kepada 1184.",
            "Petunjuk: gerakkan buah atau ka di d9",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            // Puzzle 1 (rating 1210) for a player at 1200: a miss loses 16.
            let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
                .starting_puzzle(puzzles::find(1).unwrap());
            let text = words(&app, 100, 32);
            assert!(text.contains(before), "{lang}: {text}");
            key(&mut app, KeyCode::Char('H'));
            let text = words(&app, 100, 32);
            assert!(text.contains(after), "{lang}: {text}");
            assert!(!text.contains("d9-"), "{lang}: {text}");
            key(&mut app, KeyCode::Char('H'));
            let text = words(&app, 100, 32);
            assert!(text.contains(then), "{lang}: {text}");
            assert!(!text.contains(after), "{lang}: {text}");
        });
    }
}

#[test]
fn the_message_line_says_what_the_cursor_and_the_capture_chosen_would_take() {
    for (lang, column, chosen) in [
        (
            "en",
            "column f: 5 stones,",
            "b6-b4xE: takes 1 stone, 2 points",
        ),
        ("ms", "lajur f: 5 buah,", "b6-b4xE: makan 1 buah, 2 mata"),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let app = lesson(dir.path(), "board");
            let text = words(&app, 100, 32);
            assert!(text.contains(column), "{lang}: {text}");
            // Puzzle 5: North's ka on b6 has a capture to choose on b4.
            let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
                .starting_puzzle(puzzles::find(5).unwrap());
            app.apply(Action::Click(point("b4")));
            let View::Puzzle(run) = app.view() else {
                panic!()
            };
            assert!(run.work.choice.is_some());
            let text = words(&app, 100, 32);
            assert!(text.contains(chosen), "{lang}: {text}");
        });
    }
}

#[test]
fn a_puzzle_started_again_says_only_its_first_go_moves_the_rating() {
    for (lang, said) in [
        (
            "en",
            "The puzzle starts again; only its first go moves your rating.",
        ),
        (
            "ms",
            "Teka-teki ini bermula semula; hanya cubaan pertamanya mengubah penarafan anda.",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let index = puzzles::find(1).unwrap();
            let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
                .starting_puzzle(index);
            key(&mut app, KeyCode::Char('r'));
            assert!(words(&app, 100, 32).contains(said), "{lang}");
            // Solved, then again: the same words, and the board at the start.
            for mv in pasang::puzzles::shipped()[index].solution.iter().step_by(2) {
                typed(&mut app, mv);
            }
            key(&mut app, KeyCode::Char('r'));
            let View::Puzzle(run) = app.view() else {
                panic!()
            };
            assert_eq!(run.work.position().ply(), run.puzzle().position().ply());
            assert!(words(&app, 100, 32).contains(said), "{lang}");
        });
    }
}

#[test]
fn at_80_by_24_a_puzzle_s_hint_says_its_cost_whole_and_the_panel_the_hint() {
    for (lang, cost, hint) in [
        (
            "en",
            "The hint (in the panel) counts as a miss: your rating went from 1200 to 1184.",
            "Hint: the move to find",
        ),
        (
            "ms",
            "Petunjuk (di panel) dikira sebagai tersilap: penarafan anda turun daripada 1200 kepada 1184.",
            "Petunjuk: langkah yang dicari",
        ),
    ] {
        in_lang(lang, || {
            let dir = tempfile::tempdir().unwrap();
            let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
                .starting_puzzle(puzzles::find(1).unwrap());
            key(&mut app, KeyCode::Char('H'));
            let text = words(&app, 80, 24);
            assert!(text.contains(cost), "{lang}: {text}");
            assert!(text.contains(hint), "{lang}: {text}");
            assert!(!text.contains('…'), "{lang}: {text}");
        });
    }
}

#[test]
fn a_refutation_on_show_marks_on_the_board_the_wrong_move_and_the_answer() {
    let dir = tempfile::tempdir().unwrap();
    // Puzzle 5: North's b6-b4xE takes h4; South answers a4-a3xE, taking d3.
    let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
        .starting_puzzle(puzzles::find(5).unwrap());
    typed(&mut app, "b6-b4xE");
    app.tick_at(Instant::now() + Duration::from_secs(5));
    let text = words(&app, 100, 32);
    assert!(text.contains("South answers a4-a3xE"), "{text}");
    let mut t = Terminal::new(TestBackend::new(100, 32)).unwrap();
    t.draw(|f| f.render_widget(&app, f.area())).unwrap();
    // The board, left of the panel.
    let board: String = t
        .backend()
        .to_string()
        .lines()
        .take(26)
        .map(|l| l.chars().take(66).collect::<String>() + "\n")
        .collect();
    // Where each set out from (b6, a4), and what each took (h4, d3).
    assert_eq!(board.matches('·').count(), 2, "{board}");
    assert_eq!(board.matches('×').count(), 2, "{board}");
    assert!(board.contains("‹S›"), "{board}");
}
