//! The language key and the settings screen of both games: the choice
//! applies at once and is kept in a settings file (a temporary one here);
//! a settings file that cannot be read or written never stops the game.

use crate::common;

use common::bell_tui;
use pasang::games::bell::Players;
use pasang::games::ka::Pattern;
use pasang::i18n::{self, Lang};
use pasang::settings::{Settings, settings_path};
use pasang::tui::Theme;
use pasang::tui::ka::Tone;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::path::PathBuf;

fn bell_screen(app: &bell_tui::App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

/// A settings file in a fresh temporary directory (kept alive by the
/// returned guard).
fn temp_settings() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = settings_path(Some(dir.path())).unwrap();
    (dir, path)
}

fn bell_app(path: Option<PathBuf>) -> bell_tui::App {
    bell_tui::app(Players::Four, Theme::MONO).with_settings(path)
}

#[test]
fn l_switches_bells_screen_to_malay_at_once_and_keeps_the_choice() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    let mut app = bell_app(Some(path.clone()));
    assert!(bell_screen(&app).contains("Bell · 4 players · corner"));
    bell_tui::key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "ms");
    let message = app.message().unwrap();
    assert_eq!(
        message.text,
        "Bahasa Melayu dipilih; L menukar bahasa sekali lagi."
    );
    assert_eq!(message.tone, Tone::Info);
    let text = bell_screen(&app);
    assert!(text.contains("Bell · 4 pemain · penjuru"), "{text}");
    assert!(text.contains("Giliran 1 · pembukaan"), "{text}");
    assert_eq!(Settings::load(&path).0.language.as_deref(), Some("ms"));
    bell_tui::key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "en");
    assert_eq!(
        app.message().unwrap().text,
        "English chosen; L switches the language again."
    );
    assert_eq!(Settings::load(&path).0.language.as_deref(), Some("en"));
}

#[test]
fn l_switches_the_ka_game_too_and_keeps_the_choice() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    let mut app = common::new_app(Pattern::First).with_settings(Some(path.clone()));
    common::key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "ms");
    assert_eq!(
        app.message().unwrap().text,
        "Bahasa Melayu dipilih; L menukar bahasa sekali lagi."
    );
    assert_eq!(Settings::load(&path).0.language.as_deref(), Some("ms"));
    // Without a settings file the language still switches.
    let mut app = common::new_app(Pattern::First);
    common::key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "en");
}

#[test]
fn l_and_f_keep_the_files_comments_and_the_fields_of_other_versions() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let text = "// Chosen by hand.\n(\n    colour_scheme: \"dark\", // pasang 2\n    language: \"en\",\n)\n";
    std::fs::write(&path, text).unwrap();
    let mut bell = bell_app(Some(path.clone()));
    bell_tui::key(&mut bell, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "ms");
    let mut ka = common::new_app(Pattern::First).with_settings(Some(path.clone()));
    common::key(&mut ka, KeyCode::Char('f'));
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "// Chosen by hand.\n(\n    colour_scheme: \"dark\", // pasang 2\n    language: \"ms\",\n    flipped: true,\n)\n"
    );
}

#[test]
fn f_keeps_the_boards_orientation_in_the_settings() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    let mut app = bell_app(Some(path.clone()));
    bell_tui::key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped());
    assert!(Settings::load(&path).0.flipped);
    bell_tui::key(&mut app, KeyCode::Char('f'));
    assert!(!Settings::load(&path).0.flipped);
    let mut ka = common::new_app(Pattern::First).with_settings(Some(path.clone()));
    common::key(&mut ka, KeyCode::Char('f'));
    assert!(Settings::load(&path).0.flipped);
}

#[test]
fn f_says_whether_the_next_games_open_the_same_way_up_in_both_languages() {
    let (_dir, path) = temp_settings();
    i18n::set(Lang::english());
    let mut kept = common::new_app(Pattern::First).with_settings(Some(path.clone()));
    common::key(&mut kept, KeyCode::Char('f'));
    assert_eq!(
        kept.message().unwrap().text,
        "North is at the bottom; f turns the board back. Kept for the next games."
    );
    let mut only_here = bell_app(None);
    bell_tui::key(&mut only_here, KeyCode::Char('f'));
    assert_eq!(
        only_here.message().unwrap().text,
        "North is at the bottom; f turns the board back. \
         For this game only: there is no settings file."
    );
    i18n::set(Lang::find("ms").unwrap());
    common::key(&mut kept, KeyCode::Char('f'));
    assert_eq!(
        kept.message().unwrap().text,
        "Selatan di bawah; f memusingkan papan. Disimpan untuk permainan berikutnya."
    );
    i18n::set(Lang::english());
}
#[test]
fn the_settings_screen_edits_and_saves_and_applies_at_once() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    // Something kept by another run stays unless changed here.
    Settings::update(&path, |s| s.pattern = Some("second".into())).unwrap();
    let mut app = bell_app(Some(path.clone()));
    bell_tui::key(&mut app, KeyCode::Char('S'));
    let text = bell_screen(&app);
    for row in [
        "Language",
        "English",
        "Board",
        "Drawing",
        "Terminal bell",
        "silent",
        "Ka rules",
        "Ka first move",
        "Ka rounds",
        "second",
        "Think time",
    ] {
        assert!(text.contains(row), "{row} missing:\n{text}");
    }
    bell_tui::key(&mut app, KeyCode::Right); // language: Malay
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Right); // ASCII
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Right); // the terminal bell
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Left); // rules: traditional
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Left); // first: north
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Right); // rounds: 2
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Left); // level: hard
    bell_tui::key(&mut app, KeyCode::Down);
    for _ in 0..4 {
        bell_tui::key(&mut app, KeyCode::Right); // 2 s
    }
    // Nothing is saved or applied before Enter.
    assert_eq!(Settings::load(&path).0.language, None);
    assert_eq!(i18n::current().code(), "en");
    bell_tui::key(&mut app, KeyCode::Enter);
    let kept = Settings::load(&path).0;
    assert_eq!(
        kept,
        Settings {
            language: Some("ms".into()),
            flipped: false,
            ascii: true,
            bell: true,
            rules: Some("traditional".into()),
            first: Some("north".into()),
            rounds: Some(2),
            pattern: Some("second".into()),
            level: Some("hard".into()),
            movetime_ms: Some(2000),
        }
    );
    assert_eq!(app.message().unwrap().text, "Tetapan disimpan.");
    let text = bell_screen(&app);
    assert!(text.is_ascii(), "{text}");
    assert!(app.theme().ascii, "ASCII drawing applies at once");
    assert!(app.bell(), "the bell applies at once");
    assert_eq!(i18n::current().code(), "ms");
}

#[test]
fn esc_leaves_the_settings_screen_with_nothing_changed() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    let mut app = common::new_app(Pattern::First).with_settings(Some(path.clone()));
    common::key(&mut app, KeyCode::Char('S'));
    common::key(&mut app, KeyCode::Right);
    common::key(&mut app, KeyCode::Down);
    common::key(&mut app, KeyCode::Right);
    common::key(&mut app, KeyCode::Esc);
    assert!(!path.exists(), "nothing written");
    assert_eq!(i18n::current().code(), "en");
    assert!(!app.flipped());
    assert_eq!(*app.mode(), pasang::tui::ka::Mode::Board);
}

#[test]
fn a_bad_settings_file_never_stops_the_game() {
    i18n::set(Lang::english());
    let (_dir, path) = temp_settings();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, "(language: \"ms\", flipped: maybe").unwrap();
    let mut app = bell_app(Some(path.clone()));
    // The screen opens on the defaults and saving replaces the file.
    bell_tui::key(&mut app, KeyCode::Char('S'));
    assert!(bell_screen(&app).contains("English"));
    bell_tui::key(&mut app, KeyCode::Enter);
    assert_eq!(app.message().unwrap().text, "Settings saved.");
    assert_eq!(Settings::load(&path).1.map(|e| format!("{e:?}")), None);
    // A settings file that cannot be written: a note, and play goes on.
    let blocked = path.parent().unwrap().join("a-file");
    std::fs::write(&blocked, "not a folder").unwrap();
    let mut app = bell_app(Some(blocked.join("settings.ron")));
    bell_tui::key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::current().code(), "ms");
    let message = app.message().unwrap();
    assert!(
        message
            .text
            .starts_with("Bahasa Melayu dipilih, tetapi tidak disimpan: "),
        "{}",
        message.text
    );
    assert_eq!(message.tone, Tone::Error);
    bell_tui::key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped());
    assert!(
        app.message()
            .unwrap()
            .text
            .starts_with("Tetapan tidak disimpan: ")
    );
    bell_tui::play_by_keys(&mut app, bell_tui::mv("xa1"));
}

#[test]
fn the_settings_screen_in_malay_fits_the_smallest_terminal() {
    i18n::set(Lang::find("ms").unwrap());
    let mut app = bell_app(None);
    bell_tui::key(&mut app, KeyCode::Char('S'));
    bell_tui::key(&mut app, KeyCode::Down);
    bell_tui::key(&mut app, KeyCode::Right);
    let text = bell_screen(&app);
    assert!(text.contains("Utara di bawah"), "{text}");
    insta::assert_snapshot!(text);
}

/// The rows of `app`'s screen at `width`×`height`.
fn ka_rows(app: &pasang::tui::ka::App, width: u16, height: u16) -> Vec<Vec<String>> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    let buffer = terminal.backend().buffer();
    (buffer.content.chunks(width as usize))
        .map(|row| row.iter().map(|c| c.symbol().to_string()).collect())
        .collect()
}

#[test]
fn the_settings_box_keeps_its_words_inside_its_border_in_both_languages() {
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        for (width, height) in [(80, 24), (100, 32)] {
            let mut app = common::new_app(Pattern::Second);
            common::key(&mut app, KeyCode::Char('S'));
            let rows = ka_rows(&app, width, height);
            let text = |row: &Vec<String>| row.concat();
            let top = (rows
                .iter()
                .position(|r| text(r).contains("╭ Tetapan") || text(r).contains("╭ Settings")))
            .unwrap_or_else(|| panic!("no settings box: {lang} {width}"));
            let left = rows[top].iter().position(|c| c == "╭").unwrap();
            let right = left + rows[top][left..].iter().position(|c| c == "╮").unwrap();
            let bottom = top + (rows[top..].iter()).position(|r| r[left] == "╰").unwrap();
            for (y, row) in rows.iter().enumerate().take(bottom).skip(top + 1) {
                assert_eq!(
                    (row[left].as_str(), row[right].as_str()),
                    ("│", "│"),
                    "{lang} at {width}×{height}, row {y}: {}",
                    text(row)
                );
            }
        }
    }
    i18n::set(Lang::english());
}
