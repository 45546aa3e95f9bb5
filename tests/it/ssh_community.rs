//! A small community on one server, over the real OpenSSH client in real
//! pseudo-terminals: two keyed players finish a rated game; each one's
//! page shows it with the rating change, it opens in the review, and it
//! is saved as a file that `pasang review` reads; a third player sees
//! both in the list of who is here; and a keyed visitor's language is
//! the server's to keep for their next visit.
#![cfg(target_os = "linux")]

use crate::common;

use common::openssh::{choose_name, keypair, play, serve, ssh, visit};
use pasang::community::players::{Rating, Score, rated};
use std::process::{Command, Stdio};

const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";

/// The number of the game whose saving the page tells of, from the
/// command on the screen: `… record N > game-N.ron`.
fn record_number(screen: &str) -> Option<u64> {
    let at = screen.find(" record ")?;
    let rest = &screen[at + " record ".len()..];
    rest.split_whitespace().next()?.parse().ok()
}

#[test]
fn two_players_finish_a_rated_game_see_it_on_their_pages_review_and_save_it_and_a_third_sees_them_here()
 {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let keys = ["awang", "siti", "cikgu"].map(|k| keypair(dir.path(), k));

    let mut a = visit(port, &keys[0], "awang");
    choose_name(&mut a, "Awang");
    let mut b = visit(port, &keys[1], "siti");
    choose_name(&mut b, "Siti");
    // From the Name row round the end to the first row, then down to
    // "Post an open challenge" (rated, South, by default).
    a.type_keys(&DOWN.repeat(3 + 11));
    a.type_keys("\r");
    a.wait_for_screen("Your challenge is open");
    // Siti, from the Name row up to the open challenges, takes it.
    b.wait_for_screen("Take an open challenge (1 open)");
    b.type_keys(&UP.repeat(6));
    b.type_keys("\r");
    b.wait_for_screen("rated · you play North");
    b.type_keys("\r");
    a.wait_for_screen("Pasang ·");
    b.wait_for_screen("Pasang ·");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    play(&mut b, "j");
    a.wait_for_screen("North played j:");
    play(&mut a, "resign");
    a.wait_for_screen("Game over: South resigned.");
    b.wait_for_screen("Game over: South resigned.");

    // Awang back in the lobby: Players and ratings, Siti first (she won),
    // her page with the game and how far it moved her rating; then his.
    a.type_keys("\x1b");
    a.wait_until("the result put away", |p| {
        !p.screen().contains("North wins.")
    });
    a.type_keys("q");
    a.wait_for_screen("You: Awang");
    a.type_keys(&UP.repeat(5));
    a.type_keys("\r");
    a.wait_for_screen("1. Siti");
    a.type_keys("\r");
    a.wait_for_screen("won against Awang, 1500 → ");
    a.wait_for_screen("(+");
    // Back to the list, and his own page, with the game lost.
    a.type_keys("\x1b");
    a.wait_until("the list again", |p| {
        !p.screen().contains("won against Awang")
    });
    a.type_keys(DOWN);
    a.type_keys("\r");
    a.wait_for_screen("lost to Siti, 1500 → ");
    a.wait_for_screen("(-");
    // s: the command that saves the game marked as a file.
    a.type_keys("s");
    a.wait_until("the command to save the game", |p| {
        record_number(&p.screen()).is_some()
    });
    let id = record_number(&a.screen()).unwrap();
    // Enter replays it; at its end, v opens its review.
    a.type_keys("\r");
    a.wait_for_screen("Replay");
    a.type_keys("\x1b[F");
    a.type_keys("v");
    a.wait_for_screen("Review");

    // The command, run as the page says: the record alone, which
    // `pasang review` reads.
    let out = ssh(port, &keys[1], "siti", &[])
        .args(["record", &id.to_string()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let file = dir.path().join(format!("game-{id}.ron"));
    std::fs::write(&file, &out.stdout).unwrap();
    let review = common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .arg("review")
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&review.stdout);
    assert!(review.status.success(), "{said}");
    assert!(said.contains("2 moves"), "{said}");
    assert!(said.contains("1. South c"), "{said}");

    // A third player, in the list of who is here: both, with their
    // ratings after the game.
    let mut c = visit(port, &keys[2], "cikgu");
    choose_name(&mut c, "Cikgu");
    c.type_keys(UP);
    c.type_keys("\r");
    // As Glicko-2 has it for two new players: South lost, North won.
    let after = rated([Rating::default(); 2], Score::Lost).map(|r| r.rating);
    // Awang is in the review of the game he replayed.
    c.wait_for_screen(&format!(
        "Awang ({:.0}?) · looking at a finished game",
        after[0]
    ));
    c.wait_for_screen(&format!("Siti ({:.0}?)", after[1]));
    // Cikgu switches to Malay in the lobby and leaves; the server keeps
    // it for his key: his next visit opens in Malay.
    c.type_keys("\x1b");
    c.wait_until("the list put away", |p| {
        !p.screen().contains("Who is here (3),")
    });
    c.type_keys("L");
    c.wait_for_screen("Mulakan permainan");
    c.type_keys("q");
    c.type_keys("y");
    c.wait_for_exit();
    let mut c = visit(port, &keys[2], "cikgu");
    c.wait_for_screen("Mulakan permainan");
    server.kill().unwrap();
    server.wait().unwrap();
}
