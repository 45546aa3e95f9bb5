//! The terminal bell setting through the real binary in a real
//! pseudo-terminal: with it on, the computer's reply to a person's move
//! rings the terminal's bell (writes BEL) once; with it off, or not set,
//! nothing does.

#![cfg(target_os = "linux")]

use crate::common;

use common::pty::{Pty, Session};
use std::path::Path;
use std::process::Command;

const BEL: u8 = 0x07;

/// South against the computer, with the settings file `settings` (if any)
/// in the config directory `dir`, autosaving into `dir` too. South's move
/// and the computer's reply are played, then the game quit.
fn play_one_reply(dir: &Path, settings: Option<&str>) -> Vec<u8> {
    let config = dir.join("config");
    if let Some(text) = settings {
        std::fs::create_dir_all(config.join("pasang")).unwrap();
        std::fs::write(config.join("pasang").join("settings.ron"), text).unwrap();
    }
    let data = dir.join("data");
    let mut command = Command::new(env!("CARGO_BIN_EXE_pasang"));
    common::neutral(&mut command)
        .env("XDG_CONFIG_HOME", &config)
        .args(["--pattern", "second", "--north", "ai:random"])
        .arg("--data-dir")
        .arg(&data);
    let mut pty = Pty::run(command, Session::Controlling);
    pty.wait_for_screen("Pasang ·");
    assert!(!pty.output().contains(&BEL), "nothing rings before a move");
    pty.type_keys(":c\r");
    pty.wait_for_screen("North played");
    pty.type_keys("q");
    pty.wait_for_screen("Quit?");
    pty.type_keys("y");
    assert!(pty.wait_for_exit().success());
    pty.output().to_vec()
}

fn bells(output: &[u8]) -> usize {
    output.iter().filter(|&&b| b == BEL).count()
}

#[test]
fn with_the_bell_on_the_computers_reply_rings_the_terminal_once() {
    let dir = tempfile::tempdir().unwrap();
    let output = play_one_reply(dir.path(), Some("(bell: true)"));
    assert_eq!(bells(&output), 1);
}

#[test]
fn with_the_bell_off_or_not_set_nothing_rings() {
    let dir = tempfile::tempdir().unwrap();
    let output = play_one_reply(&dir.path().join("off"), Some("(bell: false)"));
    assert_eq!(bells(&output), 0);
    let output = play_one_reply(&dir.path().join("unset"), None);
    assert_eq!(bells(&output), 0);
}
