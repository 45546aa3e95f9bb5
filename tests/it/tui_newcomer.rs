//! What points a newcomer to `pasang learn` and `pasang puzzle`: the top
//! of both games' help, and the message line of a game opened with no
//! move yet, in both languages and within 80 columns; in a real terminal,
//! the first screen of `pasang`.

use crate::common;

use common::bell_tui;
use pasang::games::bell::Players;
use pasang::games::ka::Pattern;
use pasang::i18n::{self, Lang};
use pasang::tui::Theme;
use pasang::tui::play::{self, Front, Screen};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen<G: Front>(app: &Screen<G>, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

/// The lines that name the lessons and the puzzles in `lang`, each whole.
fn pointers(lang: &str) -> [&'static str; 2] {
    match lang {
        "ms" => [
            "pasang learn — pelajaran permainan ka, langkah demi langkah",
            "pasang puzzle — teka-teki dengan satu langkah yang jelas terbaik",
        ],
        _ => [
            "pasang learn — lessons on the ka game, step by step",
            "pasang puzzle — puzzles where one move is clearly best",
        ],
    }
}

#[test]
fn the_help_of_both_games_begins_with_the_lessons_and_puzzles() {
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        let mut ka = common::new_app(Pattern::First);
        common::key(&mut ka, KeyCode::Char('?'));
        let mut bell = bell_tui::app(Players::Two, Theme::MONO);
        bell_tui::key(&mut bell, KeyCode::Char('?'));
        for (game, text) in [("ka", screen(&ka, 80, 24)), ("Bell", screen(&bell, 80, 24))] {
            // Each on a line of its own at 80 columns, unbroken.
            for line in pointers(lang) {
                assert!(text.contains(line), "{lang} {game}: {line}\n{text}");
            }
        }
    }
    i18n::set(Lang::english());
}

#[test]
fn a_game_with_no_move_yet_opens_on_a_line_that_points_to_them() {
    for (lang, line) in [
        (
            "en",
            "New to Pasang? ? help · pasang learn: lessons · pasang puzzle: puzzles",
        ),
        (
            "ms",
            "Pemain baharu? ? bantuan · pasang learn: pelajaran · pasang puzzle: teka-teki",
        ),
    ] {
        i18n::set(Lang::find(lang).unwrap());
        let mut ka = common::new_app(Pattern::First);
        ka.welcome();
        let mut bell = bell_tui::app(Players::Three, Theme::MONO);
        bell.welcome();
        for text in [screen(&ka, 80, 24), screen(&bell, 80, 24)] {
            assert!(
                text.lines().any(|l| l.trim_matches('"').trim_end() == line),
                "{lang}: one line of its own at 80 columns\n{text}"
            );
        }
        // Gone at the first key; and a game under way is not greeted.
        common::key(&mut ka, KeyCode::Right);
        assert!(!screen(&ka, 80, 24).contains(line));
        common::play_by_keys(&mut ka, "c".parse().unwrap());
        ka.welcome();
        assert!(ka.message().is_some_and(|m| m.text != line));
    }
    i18n::set(Lang::english());
}

#[test]
fn pasang_opens_a_new_game_pointing_to_the_lessons_and_puzzles() {
    use common::pty::Pty;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let mut pty = Pty::start(&["--data-dir", data]);
    pty.wait_for_screen("pasang learn: lessons · pasang puzzle: puzzles");
    pty.type_keys("q");
    assert!(pty.wait_for_exit().success());
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_pasang"));
    common::neutral(&mut command).args(["--data-dir", data, "--lang", "ms", "--game", "bell"]);
    let mut pty = Pty::run(command, common::pty::Session::Controlling);
    pty.wait_for_screen("pasang learn: pelajaran · pasang puzzle: teka-teki");
    pty.type_keys("q");
    assert!(pty.wait_for_exit().success());
}
