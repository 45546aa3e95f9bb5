//! `s` in the real binary saves beside the autosaves, in the data folder's
//! games, not in the folder the program was started from.

#![cfg(target_os = "linux")]

use crate::common;

use common::pty::{Pty, Session};
use std::process::Command;

#[test]
fn s_saves_into_the_data_folder_s_games_where_o_lists_them() {
    let dir = tempfile::tempdir().unwrap();
    let (data, here) = (dir.path().join("data"), dir.path().join("here"));
    std::fs::create_dir_all(&here).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_pasang"));
    common::neutral(&mut command)
        .current_dir(&here)
        .args(["--pattern", "second", "--data-dir"])
        .arg(&data);
    let mut pty = Pty::run(command, Session::Controlling);
    pty.wait_for_screen("Pasang ·");
    pty.type_keys(":c\r");
    pty.wait_for_screen("South played c");
    pty.type_keys("s");
    pty.wait_for_screen("Saved to");
    pty.type_keys("q");
    pty.wait_for_screen("Quit?");
    pty.type_keys("y");
    assert!(pty.wait_for_exit().success());
    let names = |dir: &std::path::Path| -> Vec<String> {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .filter(|n| !n.starts_with('.'))
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(
        names(&here),
        Vec::<String>::new(),
        "nothing where it started"
    );
    let games = names(&data.join("games"));
    assert!(
        games
            .iter()
            .any(|n| n.starts_with("pasang-") && n.ends_with(".ron")),
        "{games:?}"
    );
    assert!(
        games.iter().any(|n| n.starts_with("game-")),
        "the autosave too: {games:?}"
    );
}
