//! `pasang learn` and `pasang puzzle` on the command line: bad arguments
//! are refused with what is there, help is in both languages, and without
//! a terminal the commands say so instead of drawing.

use crate::common;

use common::pasang;

#[test]
fn a_lesson_that_is_not_there_is_refused_with_the_names() {
    let run = pasang(&["learn", "hats"]);
    run.fails_with("there is no lesson 'hats': give a number from 1 to 12 or one of: board,");
    pasang(&["learn", "13"]).fails_with("there is no lesson '13'");
}

#[test]
fn a_puzzle_that_is_not_there_is_refused_with_the_range() {
    pasang(&["puzzle", "99999"])
        .fails_with("there is no puzzle 99999: the puzzles are numbered 1 to");
    // Not a number at all: clap says so.
    let run = pasang(&["puzzle", "x"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
}

#[test]
fn without_a_terminal_the_lessons_and_puzzles_say_they_need_one() {
    pasang(&["learn", "suntuk"]).fails_with("learn needs a terminal");
    pasang(&["puzzle"]).fails_with("puzzle needs a terminal");
}

#[test]
fn the_help_is_in_english_and_in_malay() {
    let en = pasang(&["learn", "--help"]);
    assert!(en.stdout.contains("Lessons on the board"), "{}", en.stdout);
    assert!(en.stdout.contains("--data-dir"), "{}", en.stdout);
    let ms = pasang(&["--lang", "ms", "learn", "--help"]);
    assert!(
        ms.stdout.contains("Pelajaran di atas papan"),
        "{}",
        ms.stdout
    );
    let ms = pasang(&["--lang", "ms", "puzzle", "--help"]);
    assert!(
        ms.stdout.contains("Teka-teki di atas papan"),
        "{}",
        ms.stdout
    );
    let ms = pasang(&["--lang", "ms", "learn", "hats"]);
    ms.fails_with("tiada pelajaran 'hats'");
}

#[test]
fn the_first_lesson_is_played_in_a_real_terminal_and_its_stars_are_kept() {
    use common::pty::{Pty, Session};
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_pasang"));
    common::neutral(&mut command).args(["learn", "board", "--data-dir", data]);
    let mut pty = Pty::run(command, Session::Controlling);
    pty.wait_for_screen("Step 1 of 2");
    pty.type_keys(":c\r");
    pty.wait_for_screen("Well done");
    pty.type_keys("\r");
    pty.wait_for_screen("Step 2 of 2");
    pty.type_keys(":a\r");
    pty.wait_for_screen("Lesson done");
    // q leaves the board for the list, and there quits.
    pty.type_keys("q");
    pty.wait_for_screen("Learn Pasang");
    pty.type_keys("q");
    assert!(pty.wait_for_exit().success());
    let path = pasang::exercise::progress::progress_path(dir.path());
    let kept = pasang::exercise::progress::Progress::load(&path).unwrap();
    assert_eq!(kept.lessons["board"].stars, 3);
}
