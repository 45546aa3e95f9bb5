//! Text from files, arguments and input never reaches the terminal with its
//! control characters: they are shown escaped (`\u{1b}`, `\u{9b}` …).

use crate::common;

use common::process::run;
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::Record;
use std::time::Duration;

const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[2J";
const SHOWN: &str = "\\u{1b}]0;pwned\\u{7}\\u{1b}[2J";
const WITHIN: Duration = Duration::from_secs(60);

/// Whether a terminal would act on any of `text`, newlines aside.
fn has_controls(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && c != '\n')
}

fn hostile_setup() -> Setup {
    let mut file = Setup::pattern(Pattern::First).to_file();
    file.name = HOSTILE.into();
    file.description = format!("line one\nline two {HOSTILE}");
    Setup::new(file).expect("only the name and description differ")
}

#[test]
fn check_shows_a_setup_name_with_its_control_characters_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("setup.ron");
    let text = ron::ser::to_string(&hostile_setup().to_file()).unwrap();
    std::fs::write(&path, text).unwrap();
    let out = run(&["check", path.to_str().unwrap()], b"", WITHIN);
    assert_eq!(out.code(), 0, "{}", out.stderr);
    assert!(!has_controls(&out.stdout), "{:?}", out.stdout);
    assert!(out.stdout.contains(&format!("'{SHOWN}'")), "{}", out.stdout);
    // A description keeps its lines; only what is inside them is escaped.
    assert!(
        out.stdout.contains("\nline one\nline two \\u{1b}]0;"),
        "{}",
        out.stdout
    );
}

#[test]
fn check_shows_a_record_setup_name_with_its_control_characters_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    let mut game = Game::new(hostile_setup(), Rules::CLASSIC);
    game.play_notation("c").unwrap();
    std::fs::write(&path, Record::of(&game).to_ron()).unwrap();
    let out = run(&["check", path.to_str().unwrap()], b"", WITHIN);
    assert_eq!(out.code(), 0, "{}", out.stderr);
    assert!(!has_controls(&out.stdout), "{:?}", out.stdout);
    assert!(
        out.stdout.contains(&format!("setup '{SHOWN}'")),
        "{}",
        out.stdout
    );
}

#[test]
fn errors_quoting_arguments_or_paths_escape_them() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join(format!("{HOSTILE}.ron"));
    let moves = format!("c {HOSTILE}");
    for args in [
        vec!["check", missing.to_str().unwrap()],
        vec!["perft", "1", "--moves", &moves],
        // clap's own errors quote the value too.
        vec!["perft", "1", "--rules", HOSTILE],
        vec!["match", "--south", HOSTILE],
    ] {
        let out = run(&args, b"", WITHIN);
        assert_ne!(out.code(), 0, "{args:?}");
        assert!(!has_controls(&out.stderr), "{args:?}: {:?}", out.stderr);
        assert!(out.stderr.contains(SHOWN), "{args:?}: {}", out.stderr);
    }
}
