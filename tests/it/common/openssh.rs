//! The real OpenSSH client for the tests of play over SSH: throwaway keys,
//! an `ssh` that reads no configuration of the machine or the user, in a
//! terminal of its own; and `pasang serve` for it to visit.

use super::process::Reaped;
use super::pty::{Pty, Session};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A throwaway key pair made by `ssh-keygen` in `dir`, named `name`; the
/// private key's path.
pub fn keypair(dir: &Path, name: &str) -> PathBuf {
    let key = dir.join(name);
    let status = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-f"])
        .arg(&key)
        .status()
        .expect("ssh-keygen runs");
    assert!(status.success());
    key
}

/// `ssh -p PORT [OPTIONS] USER@127.0.0.1` with this key only, trusting the
/// server's key without keeping it, and never asking anything.
pub fn ssh(port: u16, key: &Path, user: &str, options: &[&str]) -> Command {
    let mut command = Command::new("/usr/bin/ssh");
    command
        .args(["-F", "/dev/null", "-o", "StrictHostKeyChecking=no"])
        .args(["-o", "UserKnownHostsFile=/dev/null"])
        .args(["-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes"])
        .args(["-o", "LogLevel=ERROR", "-i"])
        .arg(key)
        .args(["-p", &port.to_string()])
        .args(options)
        .arg(format!("{user}@127.0.0.1"));
    command
}

/// `ssh -p PORT [OPTIONS] USER@127.0.0.1` as a visitor without a key runs
/// it: no key offered, keyboard-interactive allowed (a join code as the
/// user name lets it in with no question; BatchMode would refuse even
/// that method), and never a password.
pub fn ssh_without_a_key(port: u16, user: &str, options: &[&str]) -> Command {
    let mut command = Command::new("/usr/bin/ssh");
    command
        .args(["-F", "/dev/null", "-o", "StrictHostKeyChecking=no"])
        .args(["-o", "UserKnownHostsFile=/dev/null"])
        .args([
            "-o",
            "PubkeyAuthentication=no",
            "-o",
            "PasswordAuthentication=no",
        ])
        .args(["-o", "KbdInteractiveAuthentication=yes"])
        .args(["-o", "LogLevel=ERROR"])
        .args(["-p", &port.to_string()])
        .args(options)
        .arg(format!("{user}@127.0.0.1"));
    command
}

/// `ssh -tt -p PORT USER@127.0.0.1` with this key, in a terminal of its own,
/// in English.
pub fn visit(port: u16, key: &Path, user: &str) -> Pty {
    let mut command = ssh(port, key, user, &["-tt"]);
    command.env("LANG", "en_GB.UTF-8");
    Pty::run(command, Session::Detached)
}

/// Types a move (or a word such as `resign`) at `pty`: `:`, the text, Enter.
pub fn play(pty: &mut Pty, mv: &str) {
    pty.type_keys(":");
    pty.type_keys(mv);
    pty.type_keys("\r");
}

/// A keyed player in the lobby, at its first row, chooses `name`; the
/// Name row stays chosen.
pub fn choose_name(pty: &mut Pty, name: &str) {
    pty.wait_for_screen("Start the game");
    // Up round the end: Leave, Tournaments, Name.
    pty.type_keys(&"\x1b[A".repeat(3));
    pty.type_keys("\r");
    pty.wait_for_screen("Your name, 2 to 20 letters");
    pty.type_keys(name);
    pty.type_keys("\r");
    pty.wait_for_screen(&format!("Welcome, {name}"));
}

/// `pasang serve OPTIONS` on a free port of 127.0.0.1 with its games in
/// `data` and its log beside them (`data` with `.log`), once it listens;
/// and its port.
pub fn serve(data: &Path, options: &[&str]) -> (Reaped, u16) {
    let mut child = super::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
        .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
        .arg(data)
        // The operator's log beside the data, out of the test's output.
        .arg("--log")
        .arg(data.with_extension("log"))
        .args(options)
        .env("LANG", "C")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut out, &mut line).unwrap();
    let addr = line
        .trim()
        .rsplit(' ')
        .next()
        .unwrap()
        .trim_end_matches('.')
        .to_string();
    let port = addr.rsplit(':').next().unwrap().parse().expect(&line);
    // The rest of what it says is not needed; keep the pipe open.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    (Reaped(child), port)
}

/// The join command on a screen, once it is there whole: (port, code) of
/// `ssh -p PORT CODE@127.0.0.1`, on one line (the message line has it).
pub fn join_command(screen: &str) -> Option<(u16, String)> {
    screen.lines().rev().find_map(|line| {
        let at = line.find("ssh -p ")?;
        let mut words = line[at + 7..].split_whitespace();
        let port = words.next()?.parse().ok()?;
        let (code, host) = words.next()?.split_once('@')?;
        (code.len() == 8 && host == "127.0.0.1").then(|| (port, code.to_string()))
    })
}

/// Waits for the join command on `pty`'s screen.
pub fn wait_for_join_command(pty: &mut Pty) -> (u16, String) {
    pty.wait_until("the join command shows", |p| {
        join_command(&p.screen()).is_some()
    });
    join_command(&pty.screen()).unwrap()
}
