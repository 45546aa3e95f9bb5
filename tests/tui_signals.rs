//! The terminal game gives the terminal back however it ends, and a
//! terminal that goes away ends the game instead of leaving it to spin;
//! through the real binary (or this test binary in its place) in a real
//! pseudo-terminal.

#![cfg(target_os = "linux")]

mod common;

use common::pty::{Pty, Session, assert_gives_back, assert_takes};

/// Three moves of the `second` pattern, the last a capture.
const MOVES: [&str; 3] = ["c", "i", "d2-c2xE"];

/// A game on the `second` pattern autosaving into `data`, in the given
/// kind of session.
fn game(session: Session, data: &tempfile::TempDir) -> Pty {
    let dir = data.path().to_str().unwrap();
    Pty::start_in(session, &["--pattern", "second", "--data-dir", dir])
}

/// Plays `moves` by typing them; each is autosaved before the screen
/// shows it played.
fn play(pty: &mut Pty, moves: &[&str]) {
    for m in moves {
        pty.type_keys(&format!(":{m}\r"));
        pty.wait_for_screen(&format!("played {m}"));
    }
}

/// Asserts that `--resume` brings back the game with all of `MOVES`.
fn assert_resumes_with_the_moves(data: &tempfile::TempDir) {
    let dir = data.path().to_str().unwrap();
    let mut pty = Pty::start(&["--resume", "--data-dir", dir]);
    pty.wait_for_screen("resumed");
    pty.wait_for_screen(MOVES[2]);
    // The next move is North's, after South's capture.
    pty.type_keys(":h7-i7xEW\r");
    pty.wait_for_screen("played h7-i7xEW");
}

#[test]
fn a_terminal_gone_without_a_hangup_signal_ends_the_game_instead_of_spinning() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Detached, &data);
    play(&mut pty, &MOVES);
    pty.hang_up();
    let status = pty.wait_for_exit();
    assert_eq!(status.code(), Some(129), "exit status {status:?}");
    drop(pty);
    assert_resumes_with_the_moves(&data);
}

/// Set in the copy of this test binary that takes the terminal and panics.
const PANIC_CHILD: &str = "PASANG_TEST_PANIC_CHILD";
const PANIC_MESSAGE: &str = "a panic on purpose";

#[test]
fn a_panic_gives_the_terminal_back_before_its_message_and_the_game_takes_it_again() {
    if std::env::var_os(PANIC_CHILD).is_some() {
        // The copy: the game's terminal, then a panic on another thread
        // (as in a search), where no unwinding of ours gives it back.
        let mut screen = pasang::tui::screen::Screen::take().unwrap();
        let _ = std::thread::spawn(|| panic!("{PANIC_MESSAGE}")).join();
        // Until the test has looked at the terminal.
        let _ = std::io::Read::read(&mut std::io::stdin(), &mut [0u8; 1]);
        screen.take_back_after_panic().unwrap();
        std::process::exit(0);
    }
    // This very test again, alone, in a pseudo-terminal.
    let mut command = std::process::Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--exact",
            "a_panic_gives_the_terminal_back_before_its_message_and_the_game_takes_it_again",
            "--nocapture",
        ])
        .env(PANIC_CHILD, "1");
    let mut pty = Pty::run(command, Session::Controlling);
    pty.wait_for_output(0, PANIC_MESSAGE);
    let message = pty.output().len();
    // Printed on the alternate screen, the message would vanish with it.
    assert_gives_back(pty.output());
    assert!(!pty.raw_mode(), "raw mode is off");
    pty.type_keys("\n");
    let status = pty.wait_for_exit();
    assert!(status.success(), "{status:?}");
    assert_takes(pty.output_since(message));
    assert!(pty.raw_mode(), "raw mode is on again");
}
