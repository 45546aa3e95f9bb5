//! Play over SSH as people do it, with the real OpenSSH client in real
//! pseudo-terminals, at a server of many games: start one in the lobby, a
//! friend joins by its code, the server restarts and the game is still
//! there; players come back by the code with their keys; rated games.

use crate::common;

use common::pty::{Pty, Session};
use rustix::process::Signal;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::ssh_host::legal_on;
use common::openssh::{keypair, play, serve, visit as ssh, wait_for_join_command};
use common::process::Reaped;

/// The legal moves after `played`, in notation (the first few plies of
/// the second pattern).
#[test]
fn a_game_started_in_the_lobby_is_joined_by_code_and_outlives_a_restart_with_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let alice = keypair(dir.path(), "alice");
    let bob = keypair(dir.path(), "bob");
    let mut a = ssh(port, &alice, "alice");
    a.wait_for_screen("Start the game");
    // Down past the rules to the clock, the last one (30+0), down to
    // "Start the game", Enter.
    a.type_keys("\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B\x1b[D\x1b[B\x1b[B\x1b[B\x1b[B\r");
    a.wait_for_screen("Waiting for North to join with:");
    a.wait_for_screen("time 30:00");
    let (shown_port, code) = wait_for_join_command(&mut a);
    assert_eq!(shown_port, port);
    let mut b = ssh(port, &bob, &code);
    b.wait_for_screen("Pasang ·");
    a.wait_for_screen("North is here.");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    play(&mut b, "j");
    a.wait_for_screen("North played j:");
    // The server stops (the games are kept) and starts again.
    rustix::process::kill_process(rustix::process::Pid::from_child(&server), Signal::TERM).unwrap();
    // The visitors' terminals are read meanwhile: the server waits for them.
    Pty::wait_for_exits(&mut [&mut a, &mut b]);
    assert!(server.wait().unwrap().success());
    let (mut server, port) = serve(&data, &[]);
    // Alice's key finds her game in the lobby, and her seat.
    let mut a = ssh(port, &alice, "alice");
    a.wait_for_screen("Go back to a game of yours (1)");
    // Down to "Go back to a game of yours", Enter, and Enter on the game.
    a.type_keys(&"\x1b[B".repeat(16));
    a.type_keys("\r\r");
    a.wait_for_screen("2. N j");
    // North's time as kept, below the half hour it started with.
    a.wait_for_screen("time 29:5");
    a.wait_for_screen("Waiting for North");
    // Bob comes back by the code as user name.
    let mut b = ssh(port, &bob, &code);
    b.wait_for_screen("2. N j");
    // The lobby's game is on the command line's pattern, the first.
    let south = legal_on(pasang::games::ka::Pattern::First, &["c", "j"])[0].clone();
    play(&mut a, &south);
    b.wait_for_screen(&format!("South played {south}:"));
    server.kill().unwrap();
    server.wait().unwrap();
    // The operator's log: the server's start, stop and what it read back,
    // the game under one number and its code.
    let log = std::fs::read_to_string(data.with_extension("log")).unwrap();
    let server_lines: Vec<&str> = log
        .lines()
        .filter_map(|l| l.split(' ').nth(1))
        .filter(|e| e.starts_with("server."))
        .collect();
    assert_eq!(
        server_lines,
        [
            "server.restored",
            "server.started",
            "server.stopped",
            "server.restored",
            "server.started"
        ],
        "{log}"
    );
    assert!(
        log.contains(" server.stopped signal=SIGTERM games=1\n"),
        "{log}"
    );
    assert!(
        log.contains(" server.restored games=1 players=0 tournaments=0 unreadable=0\n"),
        "{log}"
    );
    let started = log.lines().find(|l| l.contains(" game.started ")).unwrap();
    assert!(started.contains(&format!(" code={code} ")), "{started}");
    assert!(!log.contains("V4(") && !log.contains("guest@"), "{log}");
}

#[test]
fn a_server_whose_output_is_closed_serves_on() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    // Nobody reads what the server says: its output and errors are pipes
    // closed at the other end before it starts.
    let (out, out_w) = std::io::pipe().unwrap();
    let (err, err_w) = std::io::pipe().unwrap();
    drop((out, err));
    let mut server = Reaped(
        common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
            .args([
                "serve",
                "--listen",
                &format!("127.0.0.1:{port}"),
                "--data-dir",
            ])
            .arg(dir.path().join("data"))
            .stdout(out_w)
            .stderr(err_w)
            .spawn()
            .unwrap(),
    );
    let key = keypair(dir.path(), "visitor");
    let start = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(server.try_wait().unwrap().is_none(), "the server ended");
        assert!(start.elapsed() < std::time::Duration::from_secs(20));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let mut visitor = ssh(port, &key, "visitor");
    visitor.wait_for_screen("Start the game");
    visitor.type_keys("q");
    visitor.wait_for_screen("Leave the server?");
    visitor.type_keys("y");
    visitor.wait_for_exit();
    assert!(
        server.try_wait().unwrap().is_none(),
        "the server still serves"
    );
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Runs `pasang serve ARGS` to its end (it must end by itself) and returns
/// whether it succeeded and what it said on its error stream.
/// Waits, within the tests' deadline, for `child` to end.
fn wait_within(child: &mut Reaped) -> std::process::ExitStatus {
    let deadline = std::time::Instant::now() + common::pty::DEADLINE;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(std::time::Instant::now() < deadline, "still running");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn a_server_stops_as_on_ctrl_c_on_any_signal_that_would_end_it() {
    for signal in [Signal::USR1, Signal::USR2, Signal::ALARM] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let (mut server, _) = serve(&data, &[]);
        rustix::process::kill_process(rustix::process::Pid::from_child(&server), signal).unwrap();
        let status = wait_within(&mut server);
        assert!(status.success(), "{signal:?}: {status:?}");
    }
}

fn serve_fails(args: &[&str], data: &Path) -> (bool, String) {
    let out = common::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .arg("serve")
        .args(args)
        .arg("--data-dir")
        .arg(data)
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn a_port_in_use_a_folder_already_served_and_a_broken_host_key_are_said_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let listen = format!("127.0.0.1:{port}");
    let (ok, said) = serve_fails(&["--listen", &listen], &dir.path().join("a"));
    assert!(!ok);
    assert!(said.contains(&format!("{listen} is in use")), "{said}");
    // One server per folder of games.
    let data = dir.path().join("b");
    let (mut first, _) = serve(&data, &[]);
    let (ok, said) = serve_fails(&["--listen", "127.0.0.1:0"], &data);
    assert!(!ok);
    assert!(
        said.contains("another pasang serve keeps its games in"),
        "{said}"
    );
    first.kill().unwrap();
    first.wait().unwrap();
    // A host key that is not one is named, and left for the user.
    let broken = dir.path().join("c");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::write(broken.join("ssh_host_ed25519_key"), "not a key").unwrap();
    let (ok, said) = serve_fails(&["--listen", "127.0.0.1:0"], &broken);
    assert!(!ok);
    assert!(
        said.contains("ssh_host_ed25519_key cannot be read"),
        "{said}"
    );
    assert_eq!(
        std::fs::read_to_string(broken.join("ssh_host_ed25519_key")).unwrap(),
        "not a key"
    );
}

/// Starts the lobby's game as it is chosen at first (the ka game, against
/// other people) at `lobby`; its code.
fn start_in_the_lobby(lobby: &mut Pty) -> String {
    lobby.wait_for_screen("Start the game");
    // Down past the rules, the clock, the seats and the challenges' rating
    // to "Start the game".
    lobby.type_keys(&"\x1b[B".repeat(10));
    lobby.type_keys("\r");
    wait_for_join_command(lobby).1
}

/// `ssh -tt` without a key, as USER, in English.
fn ssh_without_a_key(port: u16, user: &str) -> Pty {
    let mut command = common::openssh::ssh_without_a_key(port, user, &["-tt"]);
    command.env("LANG", "en_GB.UTF-8");
    Pty::run(command, Session::Detached)
}

#[test]
fn a_visitor_without_a_key_goes_straight_to_a_live_game_by_its_code_and_a_dead_code_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let alice = keypair(dir.path(), "alice");
    let mut a = ssh(port, &alice, "alice");
    let code = start_in_the_lobby(&mut a);
    // No key, and no question: a prompt would wait here for ever.
    let mut b = ssh_without_a_key(port, &code);
    b.wait_for_screen("Pasang ·");
    a.wait_for_screen("North is here.");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    // A code no game has: the lobby, saying so.
    let dead = if code == "22222222" {
        "33333333"
    } else {
        "22222222"
    };
    let mut c = ssh_without_a_key(port, dead);
    c.wait_for_screen(&format!("No game here has the code {dead}."));
    server.kill().unwrap();
    server.wait().unwrap();
}

#[test]
fn keyed_players_who_come_back_by_the_code_take_their_own_seats_and_no_one_else_does() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let alice = keypair(dir.path(), "alice");
    let bob = keypair(dir.path(), "bob");
    let carol = keypair(dir.path(), "carol");
    let mut a = ssh(port, &alice, "alice");
    let code = start_in_the_lobby(&mut a);
    // Bob joins with the command he was given, and his key.
    let mut b = ssh(port, &bob, &code);
    b.wait_for_screen("Pasang ·");
    a.wait_for_screen("North is here.");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    // Bob's connection dies. Carol has the code and a key of her own: the
    // seat is Bob's key's, so she watches.
    b.signal(Signal::KILL);
    b.wait_for_exit();
    a.wait_for_screen("North has gone away");
    let mut c = ssh(port, &carol, &code);
    c.wait_for_screen("1. S c");
    play(&mut c, "j");
    c.wait_for_screen("played at another terminal");
    // Bob comes back with the same command: his seat, his move.
    let mut b = ssh(port, &bob, &code);
    b.wait_for_screen("1. S c");
    a.wait_for_screen("North is here.");
    play(&mut b, "j");
    a.wait_for_screen("North played j:");
    c.wait_for_screen("North played j:");
    // Alice, who started it in the lobby, comes back by the code too, to
    // South and not to watch.
    a.signal(Signal::KILL);
    a.wait_for_exit();
    let mut a = ssh(port, &alice, &code);
    a.wait_for_screen("2. N j");
    // The lobby's game is on the first pattern.
    let south = legal_on(pasang::games::ka::Pattern::First, &["c", "j"])[0].clone();
    play(&mut a, &south);
    b.wait_for_screen(&format!("South played {south}:"));
    server.kill().unwrap();
    server.wait().unwrap();
}

#[test]
fn two_keyed_visitors_post_and_take_a_challenge_and_their_rated_game_moves_both_ratings() {
    use pasang::community::players::{Rating, Score, rated};
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (mut server, port) = serve(&data, &[]);
    let alice = keypair(dir.path(), "alice");
    let bob = keypair(dir.path(), "bob");
    let mut a = ssh(port, &alice, "alice");
    a.wait_for_screen("You: (no name yet) · ka 1500?");
    // Down past the new game's rows to "Post an open challenge" (rated,
    // South, by default), Enter.
    a.type_keys(&"\x1b[B".repeat(11));
    a.type_keys("\r");
    a.wait_for_screen("Your challenge is open");
    let mut b = ssh(port, &bob, "bob");
    b.wait_for_screen("Take an open challenge (1 open)");
    b.type_keys(&"\x1b[B".repeat(13));
    b.type_keys("\r");
    b.wait_for_screen("rated · you play North");
    b.type_keys("\r");
    // Both at the game at once: Alice's lobby was brought to it.
    b.wait_for_screen("Pasang ·");
    a.wait_for_screen("Pasang ·");
    play(&mut a, "c");
    b.wait_for_screen("South played c:");
    play(&mut b, "j");
    a.wait_for_screen("North played j:");
    play(&mut a, "resign");
    b.wait_for_screen("Game over: South resigned.");
    a.wait_for_screen("Game over: South resigned.");
    // As Glicko-2 has it for two new players: South lost, North won.
    let expected = rated([Rating::default(); 2], Score::Lost);
    let fingerprint = |key: &Path| {
        let public = std::fs::read_to_string(key.with_extension("pub")).unwrap();
        pasang::net::ssh::public_fingerprint(&public).unwrap()
    };
    let players = pasang::net::db::Db::open(&data.join("server"), pasang::net::games::over_at)
        .unwrap()
        .players()
        .unwrap();
    assert_eq!(
        players[&fingerprint(&alice)].rating(pasang::games::ka::RATED),
        expected[0]
    );
    assert_eq!(
        players[&fingerprint(&bob)].rating(pasang::games::ka::RATED),
        expected[1]
    );
    // The panels show the ratings as the game left them, and so does the
    // lobby.
    b.wait_for_screen(&format!("(no name yet) · {:.0}?", expected[1].rating));
    a.wait_for_screen(&format!("(no name yet) · {:.0}?", expected[0].rating));
    // Each panel says how far each rating moved.
    let change = |i: usize| expected[i].rating.round() as i64 - 1500;
    for pty in [&mut a, &mut b] {
        pty.wait_for_screen(&format!(
            "rated 1500 → {:.0}?, {:+}",
            expected[0].rating,
            change(0)
        ));
        pty.wait_for_screen(&format!(
            "rated 1500 → {:.0}?, {:+}",
            expected[1].rating,
            change(1)
        ));
    }
    b.type_keys("q");
    b.wait_for_screen(&format!(
        "You: (no name yet) · ka {:.0}?",
        expected[1].rating
    ));
    let log = std::fs::read_to_string(data.with_extension("log")).unwrap();
    for event in [
        "came",
        "seek.posted",
        "seek.taken",
        "game.started",
        "game.ended",
        "rated",
    ] {
        assert!(
            log.lines().any(|l| l.split(' ').nth(1) == Some(event)),
            "{event} is not logged:\n{log}"
        );
    }
    server.kill().unwrap();
    server.wait().unwrap();
}
