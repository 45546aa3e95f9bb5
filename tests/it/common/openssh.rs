//! The real OpenSSH client for the tests of play over SSH: throwaway keys
//! and an `ssh` that reads no configuration of the machine or the user.

use std::path::{Path, PathBuf};
use std::process::Command;

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
