//! `pasang` without a subcommand opens the terminal game; without a
//! terminal (a pipe) it prints the position as text instead of failing, and
//! writes nothing.

use crate::common;

use std::process::Command;

#[test]
fn without_a_terminal_pasang_prints_the_position_and_writes_nothing() {
    let data = tempfile::tempdir().unwrap();
    let out = common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .args(["--pattern", "second", "--ascii", "--moves", "c"])
        .env("PASANG_DATA_DIR", data.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "    a b c d e f g h i j k");
    assert_eq!(lines[1], " 11 b w w b b w w b w b b  11");
    assert_eq!(lines[7], "  5 b b . w b w b b b w w  5", "column c taken");
    assert_eq!(lines.len(), 13, "{text}");
    assert_eq!(
        std::fs::read_dir(data.path()).unwrap().count(),
        0,
        "nothing written"
    );
}

#[test]
fn bad_moves_are_refused_before_the_game_opens() {
    let out = common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .args(["--pattern", "second", "--moves", "c c"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--moves: move 2 ('c')"), "{err}");
}
