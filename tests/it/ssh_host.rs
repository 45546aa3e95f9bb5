//! Play over SSH as people do it, with the real OpenSSH client in real
//! pseudo-terminals, at a game hosted at a player's terminal: a host plays
//! South and a friend joins as North; moves, chat, offers, clocks and the
//! bell show on both screens; the friend's connection is killed and they
//! come back to their seat; a third watches.

use crate::common;

use common::pty::{Pty, Session};
use rustix::process::Signal;
use std::path::Path;
use std::process::Command;

use common::openssh::{keypair, play, visit as ssh, wait_for_join_command};

/// The legal moves after `played`, in notation (the first few plies of
/// the second pattern).
pub(crate) fn legal_after(played: &[&str]) -> Vec<String> {
    legal_on(pasang::games::ka::Pattern::Second, played)
}

/// The legal moves after `played` on `pattern`, in notation.
pub(crate) fn legal_on(pattern: pasang::games::ka::Pattern, played: &[&str]) -> Vec<String> {
    use pasang::games::ka::{Game, Rules, Setup};
    let mut game = Game::new(Setup::pattern(pattern), Rules::CLASSIC);
    for m in played {
        game.try_play(m.parse().unwrap()).unwrap();
    }
    game.legal_moves().iter().map(|m| m.to_string()).collect()
}

#[test]
fn a_host_and_a_friend_play_the_friend_drops_and_comes_back_and_a_third_watches() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let mut host = Pty::start(&[
        "--pattern",
        "second",
        "--north",
        "remote",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data,
    ]);
    host.wait_for_screen("Waiting for North to join with:");
    let (port, code) = wait_for_join_command(&mut host);
    assert_eq!(code.len(), 8);
    let key = keypair(dir.path(), "friend");
    let mut friend = ssh(port, &key, &code);
    friend.wait_for_screen("Pasang ·");
    host.wait_for_screen("North is here.");
    // South moves at the host; the friend's screen shows it.
    play(&mut host, "c");
    friend.wait_for_screen("South played c:");
    // The friend may not move for South, and moves for North.
    play(&mut friend, "j");
    host.wait_for_screen("North played j:");
    // The connection dies without a word: the seat waits.
    friend.signal(Signal::KILL);
    friend.wait_for_exit();
    host.wait_for_screen("North has gone away");
    assert!(host.screen().contains("Waiting for North"));
    // Another key with the code meanwhile: North's seat is the friend's
    // key's, so this visitor only watches.
    let stranger = keypair(dir.path(), "stranger");
    let mut watcher = ssh(port, &stranger, &code);
    watcher.wait_for_screen("2. N j");
    let south_next = legal_after(&["c", "j"])[0].clone();
    play(&mut watcher, &south_next);
    watcher.wait_for_screen("played at another terminal");
    watcher.type_keys("\x1b");
    watcher.wait_until("the typed move is put away", |p| {
        !p.screen().contains("Move:")
    });
    watcher.type_keys("q");
    watcher.wait_for_exit();
    // Back with the code: North again, where the game is.
    let mut back = ssh(port, &key, &code);
    back.wait_for_screen("Pasang ·");
    host.wait_for_screen("North is here.");
    back.wait_for_screen("2. N j");
    let south = legal_after(&["c", "j"])[0].clone();
    play(&mut host, &south);
    back.wait_for_screen(&format!("South played {south}:"));
    // A third with the code finds both seats taken and watches.
    let other = keypair(dir.path(), "third");
    let mut third = ssh(port, &other, &code);
    third.wait_for_screen("Pasang ·");
    third.wait_for_screen(&format!("3. S {south}"));
    let north = legal_after(&["c", "j", &south])[0].clone();
    play(&mut third, &north);
    third.wait_for_screen("played at another terminal");
    play(&mut back, &north);
    third.wait_for_screen(&format!("North played {north}:"));
    host.wait_for_screen(&format!("North played {north}:"));
    // The host quits, warned that the others are cut off: everyone's
    // connection ends.
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut back, &mut third]);
    assert!(ended[0].success());
}

/// A host at South with `--north remote` and a friend joined as North over
/// OpenSSH, both screens showing the game.
fn host_and_friend(dir: &Path) -> (Pty, Pty) {
    host_and_friend_with(dir, &[])
}

/// [`host_and_friend`], the host started with these options too.
fn host_and_friend_with(dir: &Path, options: &[&str]) -> (Pty, Pty) {
    let data = dir.join("data");
    let mut args = vec![
        "--pattern",
        "second",
        "--north",
        "remote",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
    ];
    args.extend_from_slice(options);
    let mut host = Pty::start(&args);
    let (port, code) = wait_for_join_command(&mut host);
    let key = keypair(dir, "friend");
    let mut friend = ssh(port, &key, &code);
    friend.wait_for_screen("Pasang ·");
    host.wait_for_screen("North is here.");
    (host, friend)
}

/// The text of every game saved under the data folder in `dir`.
fn saved_records(dir: &Path) -> Vec<String> {
    let games = dir.join("data").join("games");
    std::fs::read_dir(&games)
        .unwrap()
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .collect()
}

fn bells(pty: &Pty) -> usize {
    pty.output().iter().filter(|&&b| b == 0x07).count()
}

#[test]
fn over_ssh_the_bell_rings_a_host_who_turned_it_on_and_a_guest_as_it_is_when_the_other_moves_or_asks()
 {
    let dir = tempfile::tempdir().unwrap();
    // The host's settings have the bell on.
    let config = dir.path().join("config");
    std::fs::create_dir_all(config.join("pasang")).unwrap();
    std::fs::write(config.join("pasang").join("settings.ron"), "(bell: true)").unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_pasang"));
    common::neutral(&mut command)
        .env("XDG_CONFIG_HOME", &config)
        .args(["--pattern", "second", "--north", "remote"])
        .args(["--listen", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path().join("data"));
    let mut host = Pty::run(command, Session::Controlling);
    let (port, code) = wait_for_join_command(&mut host);
    let key = keypair(dir.path(), "friend");
    let mut friend = ssh(port, &key, &code);
    friend.wait_for_screen("Pasang ·");
    host.wait_for_screen("North is here.");
    // A visitor has no settings file: their bell rings all the same.
    play(&mut host, "c");
    friend.wait_until("the guest's bell rings", |p| bells(p) == 1);
    play(&mut friend, &legal_after(&["c"])[0]);
    host.wait_until("the host's bell rings", |p| bells(p) == 1);
    play(&mut friend, "draw");
    host.wait_for_screen("North offers a draw. South, do you accept?");
    host.wait_until("the host's bell rings again", |p| bells(p) == 2);
    host.type_keys("n");
    friend.wait_for_screen("South declines the draw");
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    assert!(ended[0].success());
    // Neither's own moves, the guest's offer, nor the answer rang.
    assert_eq!((bells(&host), bells(&friend)), (2, 1));
}

#[test]
fn over_ssh_a_chat_line_arrives_harmless_and_a_draw_is_declined_then_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, mut friend) = host_and_friend(dir.path());
    // A C1 control character (a terminal may read U+009B as the start of
    // a command), shown as `?`; a right-to-left override, an annotation
    // anchor, an Arabic number sign and a tag, invisible, left out.
    let mark = host.mark();
    let invisible = ["\u{202e}", "\u{fff9}", "\u{600}", "\u{e0041}"];
    play(
        &mut friend,
        &format!("say hi \u{9b}2J the{}re", invisible.concat()),
    );
    host.wait_for_screen("North says: hi ?2J there");
    let seen = host.output_since(mark);
    for bad in invisible.into_iter().chain(["\u{9b}"]) {
        assert!(
            !common::pty::contains(seen, bad),
            "{bad:?} reached the host"
        );
    }
    // The friend offers a draw; the host declines, then offers one that
    // the friend accepts.
    play(&mut friend, "draw");
    host.wait_for_screen("North offers a draw. South, do you accept?");
    host.type_keys("n");
    friend.wait_for_screen("South declines the draw");
    play(&mut host, "draw");
    friend.wait_for_screen("South offers a draw. North, do you accept?");
    friend.type_keys("y");
    host.wait_for_screen("Game over: draw agreed.");
    friend.wait_for_screen("Game over: draw agreed.");
    // The record says so.
    let saved = saved_records(dir.path());
    assert!(
        saved.iter().any(|r| r.contains("ended: Some(agreed)")),
        "{saved:?}"
    );
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    assert!(ended[0].success());
}

#[test]
fn over_ssh_a_flag_that_falls_ends_the_game_at_both_terminals_and_in_the_record() {
    let dir = tempfile::tempdir().unwrap();
    // Six seconds each, no increment; the first move is free.
    let (mut host, mut friend) = host_and_friend_with(dir.path(), &["--clock", "0.1+0"]);
    friend.wait_for_screen("time 0:06");
    play(&mut host, "c");
    friend.wait_for_screen("South played c:");
    // North, at the guest's terminal, does not move.
    friend.wait_for_screen("Game over: North lost on time.");
    host.wait_for_screen("Game over: North lost on time.");
    let saved = saved_records(dir.path());
    assert!(
        saved
            .iter()
            .any(|r| r.contains("ended: Some(out_of_time(north))")),
        "{saved:?}"
    );
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    assert!(ended[0].success());
}

#[test]
fn over_ssh_a_friends_clock_waits_for_them_to_come() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    // Three seconds each, no increment.
    let mut host = Pty::start(&[
        "--pattern",
        "second",
        "--north",
        "remote",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
        "--clock",
        "0.05+0",
    ]);
    let (port, code) = wait_for_join_command(&mut host);
    // The host moves before the friend has come, then longer than North's
    // whole time passes: North, never here, has lost nothing.
    play(&mut host, "c");
    host.wait_for_screen("1. S c");
    std::thread::sleep(std::time::Duration::from_millis(3500));
    host.type_keys("\x1b");
    host.wait_for_screen("Waiting for North");
    assert!(!host.screen().contains("lost on time"), "{}", host.screen());
    // Once the friend is here, their time runs.
    let key = keypair(dir.path(), "friend");
    let mut friend = ssh(port, &key, &code);
    friend.wait_for_screen("1. S c");
    friend.wait_for_screen("Game over: North lost on time.");
    host.wait_for_screen("Game over: North lost on time.");
}

#[test]
fn over_ssh_after_a_takeback_the_clock_runs_for_the_seat_to_move() {
    let dir = tempfile::tempdir().unwrap();
    // Six seconds each, no increment; the first move is free.
    let (mut host, mut friend) = host_and_friend_with(dir.path(), &["--clock", "0.1+0"]);
    play(&mut host, "c");
    friend.wait_for_screen("South played c:");
    play(&mut friend, "j");
    host.wait_for_screen("North played j:");
    // North takes j back at once; South agrees. North is to move again:
    // North's time runs, not South's.
    play(&mut friend, "takeback");
    host.wait_for_screen("do you agree?");
    host.type_keys("y");
    friend.wait_for_screen("Game over: North lost on time.");
    host.wait_for_screen("Game over: North lost on time.");
}

#[test]
fn over_ssh_a_resignation_typed_at_the_host_is_shown_at_the_guest() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, mut friend) = host_and_friend(dir.path());
    play(&mut host, "c");
    friend.wait_for_screen("South played c:");
    play(&mut host, "resign");
    friend.wait_for_screen("Game over: South resigned.");
    host.wait_for_screen("Game over: South resigned.");
    // The guest can no longer move.
    play(&mut friend, "j");
    friend.wait_for_screen("The game is over");
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    assert!(ended[0].success());
}

#[test]
fn over_ssh_a_rematch_asked_by_the_guest_and_accepted_by_the_host_changes_sides() {
    let dir = tempfile::tempdir().unwrap();
    let (mut host, mut friend) = host_and_friend(dir.path());
    play(&mut host, "c");
    friend.wait_for_screen("South played c:");
    play(&mut host, "resign");
    friend.wait_for_screen("Game over: South resigned.");
    play(&mut friend, "rematch");
    host.wait_for_screen("North offers a rematch. South, do you accept?");
    host.type_keys("y");
    host.wait_for_screen("New game. South begins.");
    friend.wait_for_screen("New game. South begins.");
    // The guest is South now and opens the game; the host answers as North.
    play(&mut friend, "c");
    host.wait_for_screen("South played c:");
    let reply = legal_after(&["c"])[0].clone();
    play(&mut host, &reply);
    friend.wait_for_screen("North played");
    // The host's finished game keeps its file; the rematch has its own.
    let saved = saved_records(dir.path());
    assert!(saved.iter().any(|r| r.contains("resigned")), "{saved:?}");
    assert!(
        saved
            .iter()
            .any(|r| !r.contains("resigned") && r.contains(&format!("\"{reply}\""))),
        "{saved:?}"
    );
    host.type_keys("q");
    host.wait_for_screen("cut off");
    host.type_keys("y");
    let ended = Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    assert!(ended[0].success());
}

#[test]
fn a_host_ended_by_a_signal_gives_the_friend_their_terminal_back() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut host = Pty::start(&[
        "--north",
        "remote",
        "--listen",
        "127.0.0.1:0",
        "--data-dir",
        data.to_str().unwrap(),
    ]);
    let (port, code) = wait_for_join_command(&mut host);
    let key = keypair(dir.path(), "friend");
    let mut friend = ssh(port, &key, &code);
    friend.wait_for_screen("Pasang ·");
    host.wait_for_screen("North is here.");
    host.signal(Signal::TERM);
    // Both terminals are read meanwhile: the host waits for the friend's
    // ssh to take the end, which it cannot while its own terminal is full
    // (the first screen alone is more than a pseudo-terminal holds unread).
    Pty::wait_for_exits(&mut [&mut host, &mut friend]);
    common::pty::assert_gives_back(friend.output());
    assert!(common::pty::contains(
        friend.output(),
        "The game server stopped"
    ));
}
