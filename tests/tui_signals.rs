//! The terminal game gives the terminal back however it ends, through the
//! real binary (or this test binary in its place) in a real
//! pseudo-terminal.

#![cfg(target_os = "linux")]

mod common;

use common::pty::{Pty, Session, assert_gives_back, assert_takes};

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
