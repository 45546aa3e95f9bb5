//! The terminal game and the signals a player's system sends it, through
//! the real binary (or this test binary in its place) in a real
//! pseudo-terminal: ending signals save the game, give the terminal back
//! and exit with 128 + the signal's number; a stop (Ctrl-Z, `SIGTSTP`, even
//! `SIGSTOP`) gives the terminal back and a continue takes it again, redrawn
//! whole; a terminal that goes away ends the game instead of leaving it to
//! spin; a panic gives the terminal back.

#![cfg(target_os = "linux")]

use crate::common;

use common::pty::{Pty, Session, assert_gives_back, assert_takes, contains};
use rustix::process::Signal;

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

/// Sends `signal` mid-game and checks that the game is saved, the terminal
/// given back, and the exit status 128 + `number`.
fn ends_cleanly_on(signal: Signal, number: i32) {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    play(&mut pty, &MOVES);
    let mark = pty.mark();
    pty.signal(signal);
    let status = pty.wait_for_exit();
    assert_eq!(
        status.code(),
        Some(128 + number),
        "signal {number}: exit status {status:?}"
    );
    assert_gives_back(pty.output_since(mark));
    assert!(!pty.raw_mode(), "raw mode is off");
    assert!(!contains(pty.output(), "panicked"));
    drop(pty);
    assert_resumes_with_the_moves(&data);
}

#[test]
fn sigterm_saves_gives_the_terminal_back_and_exits_143() {
    ends_cleanly_on(Signal::TERM, 15);
}

#[test]
fn sigint_saves_gives_the_terminal_back_and_exits_130() {
    ends_cleanly_on(Signal::INT, 2);
}

#[test]
fn sighup_saves_gives_the_terminal_back_and_exits_129() {
    ends_cleanly_on(Signal::HUP, 1);
}

#[test]
fn sigquit_saves_gives_the_terminal_back_and_exits_131() {
    ends_cleanly_on(Signal::QUIT, 3);
}

/// Signals nobody presses a key for, whose default action would end the
/// game on the spot; each must end it as `SIGTERM` does.
#[test]
fn other_ending_signals_save_give_the_terminal_back_and_exit_128_plus_the_signal() {
    // SAFETY: a real-time signal of this system, in its range.
    let first_real_time = unsafe { Signal::from_raw_unchecked(libc::SIGRTMIN() + 1) };
    let cases = [
        (Signal::USR1, 10),
        (Signal::USR2, 12),
        (Signal::ALARM, 14),
        (Signal::VTALARM, 26),
        (Signal::ABORT, 6),
        (Signal::TRAP, 5),
        (Signal::SYS, 31),
        (Signal::BUS, 7),
        (first_real_time, libc::SIGRTMIN() + 1),
    ];
    for (signal, number) in cases {
        ends_cleanly_on(signal, number);
    }
}

/// `SIGPIPE` is ignored (Rust's runtime ignores it from the start): sent by
/// another program it neither ends the game nor takes its terminal.
#[test]
fn sigpipe_leaves_the_game_playing() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    play(&mut pty, &MOVES[..1]);
    pty.signal(Signal::PIPE);
    play(&mut pty, &MOVES[1..]);
    assert!(pty.raw_mode(), "raw mode is still on");
}

/// Waits until the game is stopped, then checks that it gave the terminal
/// back (in the output since `mark`).
fn assert_stops_having_given_back(pty: &mut Pty, mark: usize) {
    pty.wait_until("the game stops", |pty| pty.state() == 'T');
    pty.drain();
    assert_gives_back(pty.output_since(mark));
    assert!(!pty.raw_mode(), "raw mode is off while stopped");
}

/// Continues the stopped game and checks that it takes the terminal again,
/// redraws all of it, and plays on.
fn continue_and_play_on(pty: &mut Pty) {
    let mark = pty.mark();
    pty.signal(Signal::CONT);
    // Nothing changed in the game: only a full redraw writes the title.
    pty.wait_for_output(mark, "Pasang ·");
    assert_takes(pty.output_since(mark));
    assert!(pty.raw_mode(), "raw mode is on again");
    pty.type_keys(":c\r");
    pty.wait_for_screen("played c");
}

#[test]
fn sigtstp_gives_the_terminal_back_and_sigcont_takes_it_again_redrawn() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    let mark = pty.mark();
    pty.signal(Signal::TSTP);
    assert_stops_having_given_back(&mut pty, mark);
    continue_and_play_on(&mut pty);
}

#[test]
fn ctrl_z_gives_the_terminal_back_and_stops_until_continued() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    let mark = pty.mark();
    pty.type_keys("\x1a");
    assert_stops_having_given_back(&mut pty, mark);
    continue_and_play_on(&mut pty);
}

#[test]
fn a_continue_after_a_stop_that_cannot_be_caught_takes_the_terminal_again() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    pty.signal(Signal::STOP);
    pty.wait_until("the game stops", |pty| pty.state() == 'T');
    // What a shell does when a job stops: its own modes back.
    pty.reset_modes();
    continue_and_play_on(&mut pty);
}

#[test]
fn a_closed_terminal_ends_the_game_with_its_moves_saved() {
    let data = tempfile::tempdir().unwrap();
    let mut pty = game(Session::Controlling, &data);
    play(&mut pty, &MOVES);
    pty.hang_up();
    let status = pty.wait_for_exit();
    assert_eq!(status.code(), Some(129), "exit status {status:?}");
    drop(pty);
    assert_resumes_with_the_moves(&data);
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
    // This very test again, alone, in a pseudo-terminal: its name in the
    // test program is its module's path without the program's name.
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let name = format!(
        "{module}::a_panic_gives_the_terminal_back_before_its_message_and_the_game_takes_it_again"
    );
    let mut command = std::process::Command::new(std::env::current_exe().unwrap());
    command
        .args(["--exact", &name, "--nocapture"])
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
