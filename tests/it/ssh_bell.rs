//! Bell's game for three over SSH, with the real OpenSSH client in real
//! pseudo-terminals: three keyed players start it from a server's lobby and
//! join it by its code; one is cut off and comes back by the code with
//! their key to their own seat, while a fourth key holding the code only
//! watches.
#![cfg(target_os = "linux")]

use crate::common;

use common::bell_tui::rules;
use common::openssh::{keypair, play, serve, visit, wait_for_join_command};
use common::pty::Pty;
use pasang::games::bell::{Game, Players, Setup};
use rustix::process::Signal;

/// The first legal turn after `played`, in notation, in Bell's game for
/// three from its usual setup.
fn next_turn(played: &[String]) -> String {
    let mut game = Game::new(Setup::default(), rules(Players::Three));
    for turn in played {
        game.play_notation(turn).unwrap();
    }
    game.legal_moves()[0].to_string()
}

/// Waits until `pty`'s list of turns shows turn `n` (from 1) by `seat`.
fn wait_for_turn(pty: &mut Pty, n: usize, seat: &str, turn: &str) {
    let entry = format!("{n}. {} {turn}", &seat[..1]);
    pty.wait_until(&format!("the turns show {entry}"), |p| {
        let screen = p.screen();
        screen
            .lines()
            .any(|l| l.split('│').any(|cell| cell.trim() == entry))
    });
}

#[test]
fn in_bells_game_for_three_a_player_back_by_the_code_takes_their_own_seat_and_another_key_watches()
{
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let [alice, bob, carol, dana] =
        ["alice", "bob", "carol", "dana"].map(|n| keypair(dir.path(), n));
    // Alice starts Bell's game for three in the lobby, at South.
    let mut a = visit(port, &alice, "alice");
    a.wait_for_screen("Start the game");
    a.type_keys("\x1b[C\x1b[C");
    a.wait_for_screen("Bell's game, 3 players");
    // Up round the end to "Start the game": Leave, Tournaments, Name,
    // Here, Players, Mine, Watch, Join, Seeks, Anyone, Seek, Start.
    a.type_keys(&"\x1b[A".repeat(12));
    a.type_keys("\r");
    let (_, code) = wait_for_join_command(&mut a);
    // Bob and Carol come with the code and their keys: the seats in turn.
    let mut b = visit(port, &bob, &code);
    a.wait_for_screen("West is here.");
    let mut c = visit(port, &carol, &code);
    a.wait_for_screen("North is here.");
    let mut played: Vec<String> = Vec::new();
    let mut before = None;
    for (mover, seat) in [(&mut a, "South"), (&mut b, "West")] {
        // Each plays once their own screen shows the turn before.
        if let (Some(last), Some(by)) = (played.last(), before) {
            wait_for_turn(mover, played.len(), by, last);
        }
        let turn = next_turn(&played);
        play(mover, &turn);
        played.push(turn.clone());
        wait_for_turn(&mut c, played.len(), seat, &turn);
        before = Some(seat);
    }
    // Bob's connection dies.
    b.signal(Signal::KILL);
    b.wait_for_exit();
    a.wait_for_screen("West has gone away");
    // Dana holds the code and a key of her own: the seats are taken by
    // the keys that took them, so she watches, and cannot move for West.
    let mut d = visit(port, &dana, &code);
    a.wait_for_screen("1 watching");
    let north = next_turn(&played);
    play(&mut c, &north);
    played.push(north.clone());
    wait_for_turn(&mut d, played.len(), "North", &north);
    wait_for_turn(&mut a, played.len(), "North", &north);
    let south = next_turn(&played);
    play(&mut a, &south);
    played.push(south.clone());
    wait_for_turn(&mut d, played.len(), "South", &south);
    let west = next_turn(&played);
    play(&mut d, &west);
    d.wait_for_screen("played at another terminal");
    // South's terminal, up to date, still waits for West: watching gave
    // Dana no seat.
    wait_for_turn(&mut a, played.len(), "South", &south);
    let screen = a.screen();
    assert!(screen.contains("Waiting for West to join"), "{screen}");
    assert!(
        screen
            .lines()
            .any(|l| l.contains("West") && l.contains("away")),
        "{screen}"
    );
    // Bob comes back with the command his screen gave, and his key: West
    // again, and his turn.
    let mut b = visit(port, &bob, &code);
    a.wait_for_screen("West is here.");
    wait_for_turn(&mut b, 4, "South", &played[3]);
    play(&mut b, &west);
    for pty in [&mut a, &mut c, &mut d] {
        wait_for_turn(pty, 5, "West", &west);
    }
    server.kill().unwrap();
    server.wait().unwrap();
}
