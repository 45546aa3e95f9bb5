//! `pasang` without a subcommand opens the terminal game; without a
//! terminal (a pipe) it prints the setup instead of failing.

use std::process::Command;

#[test]
fn without_a_terminal_pasang_prints_the_setup() {
    let out = Command::new(env!("CARGO_BIN_EXE_pasang"))
        .args(["--pattern", "second", "--ascii"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().next(), Some("bwwbbwwbwbb"));
    assert_eq!(text.lines().filter(|l| !l.is_empty()).count(), 11, "{text}");
}

#[test]
fn bad_moves_are_refused_before_the_game_opens() {
    let out = Command::new(env!("CARGO_BIN_EXE_pasang"))
        .args(["--pattern", "second", "--moves", "c c"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--moves: move 2 ('c')"), "{err}");
}
