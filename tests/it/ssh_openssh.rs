//! The SSH server with the real OpenSSH client, in real pseudo-terminals.
#![cfg(target_os = "linux")]

use crate::common;
use crate::ssh_common;

use std::io::Read;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::pty::{Pty, Session};
use pasang::net::ssh::Limits;
use rustix::process::Signal;
use ssh_common::{DEADLINE, Fixture, Seen};

/// A throwaway key pair made by `ssh-keygen`; the private key's path.
fn keypair(dir: &Path) -> PathBuf {
    common::openssh::keypair(dir, "id_ed25519")
}

/// What `ssh-keygen -l` says a key's fingerprint is.
fn fingerprint_by_ssh_keygen(key: &Path) -> String {
    let out = Command::new("ssh-keygen")
        .arg("-lf")
        .arg(key)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    text.split_whitespace()
        .nth(1)
        .expect("a fingerprint")
        .to_string()
}

/// `ssh` to the fixture as `user`, with only the options given (no
/// system or user configuration).
fn ssh(fixture: &Fixture, key: &Path, user: &str, options: &[&str]) -> Command {
    common::openssh::ssh(fixture.addr().port(), key, user, options)
}

#[test]
fn two_visitors_see_each_others_keys_and_a_quit_ends_only_one() {
    let fixture = Fixture::start(Limits::default());
    let key = keypair(fixture.dir.path());
    let mut a = Pty::run(ssh(&fixture, &key, "key", &["-tt"]), Session::Detached);
    let mut b = Pty::run(ssh(&fixture, &key, "join", &["-tt"]), Session::Detached);
    a.wait_for_screen("key sees count=0");
    b.wait_for_screen("join sees count=0");
    // The key the server saw is the one ssh-keygen made, for both: a user
    // name that lets anyone in (as a join code does) is no reason to pass
    // over the key; OpenSSH offers it, and its player is known by it.
    let mut opened = std::collections::BTreeMap::new();
    while opened.len() < 2 {
        let seen = fixture.wait_for("a screen", |s| matches!(s, Seen::Opened { .. }));
        let Seen::Opened {
            user, key, term, ..
        } = seen
        else {
            unreachable!()
        };
        opened.insert(user, (key, term));
    }
    for user in ["key", "join"] {
        let (seen_key, term) = &opened[user];
        assert_eq!(seen_key, &Some(fingerprint_by_ssh_keygen(&key)), "{user}");
        assert_eq!(term.as_deref(), Some("xterm-256color"));
    }

    a.type_keys("+");
    b.wait_for_screen("join sees count=1");
    b.type_keys("+");
    a.wait_for_screen("key sees count=2");

    a.type_keys("q");
    assert!(
        a.wait_for_exit().success(),
        "a quit is a clean end: {}",
        a.screen()
    );
    b.type_keys("+");
    b.wait_for_screen("join sees count=3");
}

#[test]
fn a_killed_client_is_told_closed_and_a_new_one_comes_in() {
    let fixture = Fixture::start(Limits::default());
    let key = keypair(fixture.dir.path());
    let mut a = Pty::run(ssh(&fixture, &key, "key", &["-tt"]), Session::Detached);
    a.wait_for_screen("key sees count=0");
    a.signal(Signal::KILL);
    fixture.wait_closed("key");
    let mut b = Pty::run(ssh(&fixture, &key, "join", &["-tt"]), Session::Detached);
    b.wait_for_screen("join sees count=0");
}

#[test]
fn a_visitor_who_pastes_without_end_gets_their_terminal_back_and_is_told_why() {
    let fixture = Fixture::start(Limits {
        input_rate: 1000,
        input_burst: 500,
        flood_patience: Duration::from_millis(800),
        ..Limits::default()
    });
    let key = keypair(fixture.dir.path());
    let mut a = Pty::run(ssh(&fixture, &key, "join", &["-tt"]), Session::Detached);
    a.wait_for_screen("join sees count=0");
    // x does nothing on the counter's screen: only the flood ends it, and
    // ssh says it was not a clean end.
    let status = a.paste_until_exit("x");
    assert_eq!(status.code(), Some(1), "{}", a.screen());
    fixture.wait_closed("join");
    common::pty::assert_gives_back(a.output());
    common::pty::assert_ends_given_back_showing(a.output(), "far too much input");
}

/// Runs `ssh` without a terminal and returns its exit success and all it printed.
fn run(mut command: Command) -> (bool, String) {
    let out = command.stdin(Stdio::null()).output().expect("ssh runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn commands_sftp_forwarding_and_a_shell_without_terminal_are_refused() {
    let fixture = Fixture::start(Limits::default());
    let key = keypair(fixture.dir.path());

    let mut exec = ssh(&fixture, &key, "join", &[]);
    exec.args(["echo", "hello-from-exec"]);
    let (ok, text) = run(exec);
    assert!(!ok && !text.contains("hello-from-exec\n"), "{text}");
    assert!(text.contains("one command: record N"), "{text}");

    let mut sftp = ssh(&fixture, &key, "join", &["-s"]);
    sftp.arg("sftp");
    let (ok, text) = run(sftp);
    assert!(!ok, "{text}");

    let (ok, text) = run(ssh(&fixture, &key, "join", &["-T"]));
    assert!(!ok && text.contains("needs a terminal"), "{text}");

    // A forward to a port of ours: ssh listens, the server refuses to connect.
    let target = TcpListener::bind("127.0.0.1:0").unwrap();
    target.set_nonblocking(true).unwrap();
    let local = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let forward = format!("{local}:{}", target.local_addr().unwrap());
    let mut tunnel = ssh(&fixture, &key, "join", &["-N", "-L", &forward]);
    let mut tunnel = tunnel
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let mut through = loop {
        match TcpStream::connect(("127.0.0.1", local)) {
            Ok(stream) => break stream,
            Err(_) if start.elapsed() < DEADLINE => {
                std::thread::sleep(std::time::Duration::from_millis(20))
            }
            Err(e) => panic!("ssh -L never listened: {e}"),
        }
    };
    through.set_read_timeout(Some(DEADLINE)).unwrap();
    let mut got = Vec::new();
    let end = through.read_to_end(&mut got);
    assert!(
        end.is_ok() && got.is_empty(),
        "the tunnel was closed at once: {end:?}"
    );
    assert!(target.accept().is_err(), "nothing reached the target");
    let _ = tunnel.kill();
    let _ = tunnel.wait();

    // And the server still serves.
    let mut b = Pty::run(ssh(&fixture, &key, "join", &["-tt"]), Session::Detached);
    b.wait_for_screen("join sees count=0");
}

#[test]
fn record_n_writes_a_finished_games_record_and_nothing_else() {
    let fixture = Fixture::start(Limits::default());
    let key = keypair(fixture.dir.path());
    let record = |args: &[&str]| {
        let mut command = ssh(&fixture, &key, "key", &[]);
        command.args(args);
        let out = command.stdin(Stdio::null()).output().expect("ssh runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // The record alone on standard output, ready for a file.
    let id = ssh_common::RECORD_ID.to_string();
    let (status, out, err) = record(&["record", &id]);
    assert_eq!(
        (status, out.as_str()),
        (Some(0), ssh_common::RECORD),
        "{err}"
    );
    // No such game: a word why, and a failing status.
    let (status, out, _) = record(&["record", "8"]);
    assert_eq!(status, Some(1));
    assert!(out.contains("no finished game numbered 8"), "{out}");
    // A command with more after it is none.
    let (status, out, _) = record(&["record", &id, ";", "ls"]);
    assert_eq!(status, Some(1));
    assert!(out.contains("one command: record N"), "{out}");
}
