//! Malay screens fit the terminal. Malay runs longer than English, so the
//! notes most likely to overflow are drawn in Malay at 80×24 (the smallest
//! terminal the game draws in) and at 100×32: at 100×32 a long note wraps
//! up into the free rows above the message line and the key bar stays; at
//! 80×24 these notes fit their one line. A key and its label are never
//! split between two lines of the panel.

use crate::common;

use common::*;
use pasang::exercise::progress::progress_path;
use pasang::games::bell;
use pasang::games::ka::{Game, Move, Outcome, Pattern, Rules, Setup};
use pasang::i18n::{self, Lang};
use pasang::lessons::shipped;
use pasang::tui::exercise::{LearnApp, work::BEAT};
use pasang::tui::ka::App;
use pasang::tui::play;
use pasang::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

fn malay() {
    i18n::set(Lang::find("ms").expect("the Malay catalogue is embedded"));
}

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 32)];

fn ka_screen(app: &App, (w, h): (u16, u16)) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| play::draw(app, f)).unwrap();
    t.backend().to_string()
}

fn rows(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim_matches('"').trim_end().to_string())
        .collect()
}

/// The key bar is the last row, whole: it holds `label` (a key the mode
/// offers) and ends with a whole label, and no row of `note` is on it.
fn assert_key_bar_stays(text: &str, label: &str, note: &str) {
    let rows = rows(text);
    let bar = rows.last().unwrap();
    assert!(
        bar.contains(label),
        "the key bar is covered: {bar:?}\n{text}"
    );
    let note_start: String = note.chars().take(12).collect();
    assert!(
        note.is_empty() || !bar.contains(&note_start),
        "the note is on the key bar: {bar:?}"
    );
}

/// The whole of `note` is on the screen, on the rows above the key bar.
fn assert_note_whole(text: &str, note: &str) {
    let rows = rows(text);
    let above = rows[..rows.len() - 1].join(" ");
    let words: Vec<&str> = note.split_whitespace().collect();
    let joined = above.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        joined.contains(&words.join(" ")),
        "the note {note:?} is not whole above the key bar:\n{text}"
    );
}

fn second_after(moves: &[&str]) -> App {
    let mut app = App::new(
        Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC),
        Theme::MONO,
    );
    for m in moves {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
    }
    app
}

#[test]
fn looking_back_in_malay_keeps_the_key_bar() {
    malay();
    let mut app = second_after(&["c", "j", "b2-c2xEW"]);
    key(&mut app, KeyCode::PageUp);
    let note = app.message().expect("a note says how to go on").text;
    for size in SIZES {
        let text = ka_screen(&app, size);
        assert_note_whole(&text, &note);
        assert_key_bar_stays(&text, "PgUp", &note);
        insta::assert_snapshot!(format!("looking_back_{}x{}", size.0, size.1), text);
    }
}

#[test]
fn a_typed_illegal_move_in_malay_keeps_the_key_bar() {
    malay();
    let mut app = second_after(&["c", "j", "b2-c2xEW"]);
    chars(&mut app, ":a1-a9xN");
    key(&mut app, KeyCode::Enter);
    let note = app
        .message()
        .expect("the move is refused with a reason")
        .text;
    for size in SIZES {
        let text = ka_screen(&app, size);
        assert_note_whole(&text, &note);
        // The move stays typed, to be put right.
        assert_key_bar_stays(&text, "batal", &note);
        insta::assert_snapshot!(format!("typed_illegal_{}x{}", size.0, size.1), text);
    }
}

#[test]
fn the_game_over_panel_in_malay_keeps_each_key_with_its_label() {
    malay();
    let game = finished_game(Pattern::First, |o| matches!(o, Outcome::Suntuk { .. }));
    let app = App::new(game, Theme::MONO);
    for size in SIZES {
        let text = ka_screen(&app, size);
        for row in rows(&text) {
            let panel = row.rsplit('│').nth(1).unwrap_or_default().trim_end();
            for key in ["n:", "v:", "u:"] {
                assert!(
                    !panel.ends_with(key),
                    "a panel line ends on the key {key}: {panel:?}\n{text}"
                );
            }
        }
        assert_key_bar_stays(&text, "keluar", "");
    }
}

fn bell_screen(app: &bell_tui::App, (w, h): (u16, u16)) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| play::draw(app, f)).unwrap();
    t.backend().to_string()
}

#[test]
fn bells_no_hop_note_in_malay_keeps_the_key_bar() {
    malay();
    let mut app = bell_tui::app_after(bell::Players::Two, Theme::MONO, &bell_tui::TURNS[..2]);
    // A stone of the player to move with no hop: nothing beside it to jump.
    let stuck = bell::Point::all()
        .find(|&p| {
            matches!(
                bell::TurnInProgress::start(app.position(), p),
                Ok(t) if t.landings().is_empty()
            )
        })
        .expect("a stone with no hop");
    bell_tui::cursor_to(&mut app, stuck);
    bell_tui::key(&mut app, KeyCode::Enter);
    let note = app
        .message()
        .expect("the stone is said to have no hop")
        .text;
    for size in SIZES {
        let text = bell_screen(&app, size);
        assert_note_whole(&text, &note);
        assert_key_bar_stays(&text, "keluar", &note);
        insta::assert_snapshot!(format!("bell_no_hop_{}x{}", size.0, size.1), text);
    }
}

fn learn_key(app: &mut LearnApp, code: KeyCode) {
    let ev = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(a) = app.action(&ev, Rect::new(0, 0, 80, 24)) {
        app.apply(a);
    }
}

fn learn_screen(app: &LearnApp, (w, h): (u16, u16)) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    t.backend().to_string()
}

#[test]
fn a_missed_lesson_goal_in_malay_keeps_the_key_bar() {
    malay();
    let dir = tempfile::tempdir().unwrap();
    let index = shipped().iter().position(|l| l.id == "ka-moves").unwrap();
    let mut app = LearnApp::new(Theme::MONO, Some(progress_path(dir.path()))).starting(index);
    app.tick_at(std::time::Instant::now() + 2 * BEAT);
    learn_key(&mut app, KeyCode::Char(':'));
    for c in "a1-a3xE".chars() {
        learn_key(&mut app, KeyCode::Char(c));
    }
    learn_key(&mut app, KeyCode::Enter);
    for size in SIZES {
        let text = learn_screen(&app, size);
        let rows = rows(&text);
        let bar = rows.last().unwrap();
        assert!(
            bar.contains("Esc senarai"),
            "the key bar is covered: {bar:?}\n{text}"
        );
        // The whole of what the miss says is on the screen: under the
        // message line's rows, or in the panel under the step.
        let shown = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for part in ["Belum tepat:", "untuk mengundur langkah itu."] {
            let words = part.split_whitespace().collect::<Vec<_>>();
            assert!(
                words.iter().all(|w| shown.contains(w)),
                "{part:?} is not shown:\n{text}"
            );
        }
        assert!(!text.contains("sedang menjawab"), "{text}");
        insta::assert_snapshot!(format!("lesson_missed_{}x{}", size.0, size.1), text);
    }
}
