//! The chat of a game played at a server, over SSH as people use it, with
//! the real OpenSSH client in real pseudo-terminals: the lines stay in the
//! chat pane beside the board through the moves, the spectators talk on
//! their own channel, and a player who hid it does not see their lines.

use crate::common;

use common::openssh::{keypair, play, serve, visit as ssh, wait_for_join_command};

#[test]
fn chat_lines_stay_through_moves_and_the_spectators_lines_skip_a_player_who_hid_them() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let [alice, bob, carol, dave] =
        ["alice", "bob", "carol", "dave"].map(|name| keypair(dir.path(), name));
    let mut a = ssh(port, &alice, "alice");
    a.wait_for_screen("Start the game");
    // Down past the game's options to "Start the game", Enter.
    a.type_keys(&"\x1b[B".repeat(10));
    a.type_keys("\r");
    let (_, code) = wait_for_join_command(&mut a);
    let mut b = ssh(port, &bob, &code);
    b.wait_for_screen("Pasang ·");
    a.wait_for_screen("North is here.");
    // Both seats are taken: the next two with the code watch.
    let mut c = ssh(port, &carol, &code);
    c.wait_for_screen("Watching: South to move.");
    let mut d = ssh(port, &dave, &code);
    d.wait_for_screen("2 watching");
    // The pane beside the board shows the chat of a shared game.
    a.wait_for_screen("Nothing said yet");
    // A line said before a move is still on screen after it.
    play(&mut a, "say good luck");
    b.wait_for_screen("South: good luck");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    // (A terminal's screen is read while waiting on it.)
    for pty in [&mut a, &mut b] {
        pty.wait_for_screen("1. S c");
        assert!(
            pty.screen().contains("South: good luck"),
            "{}",
            pty.screen()
        );
    }
    // Bob hides the spectators' lines in the chat box (c, then w).
    b.type_keys("c");
    b.wait_for_screen("w spectators");
    b.type_keys("w");
    b.wait_for_screen("Chat · spectators hidden");
    b.type_keys("\x1b");
    b.wait_until("the chat box closes", |p| {
        !p.screen().contains("w spectators")
    });
    // A spectator talks: the other spectator and Alice read it.
    play(&mut c, "say what a start");
    d.wait_for_screen("A spectator: what a start");
    a.wait_for_screen("A spectator: what a start");
    // Bob reads the players' line said after it, and not the spectator's.
    play(&mut a, "say thanks");
    b.wait_for_screen("South: thanks");
    let screen = b.screen();
    assert!(!screen.contains("what a start"), "{screen}");
    assert!(screen.contains("South: good luck"), "{screen}");
    server.kill().unwrap();
    server.wait().unwrap();
}
