//! The real program in a pseudo-terminal (util-linux `script`): a game
//! killed in the middle is resumed where it stopped, and quitting restores
//! the terminal.

#![cfg(target_os = "linux")]

use pasang::store::Store;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `pasang ARGS` running in a 100×32 pseudo-terminal, with its screen
/// output collected as it comes.
struct Terminal {
    child: Child,
    stdin: ChildStdin,
    screen: Arc<Mutex<Vec<u8>>>,
}

impl Terminal {
    fn start(args: &str) -> Terminal {
        let bin = env!("CARGO_BIN_EXE_pasang");
        let mut child = Command::new("script")
            .args([
                "-qfec",
                &format!("stty cols 100 rows 32; exec {bin} {args}"),
                "/dev/null",
            ])
            .env("TERM", "xterm-256color")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("util-linux script runs the game in a pseudo-terminal");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let screen = Arc::new(Mutex::new(Vec::new()));
        let sink = screen.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        let mut t = Terminal {
            child,
            stdin,
            screen,
        };
        // Keys sent before the game takes the terminal are lost: wait for
        // the key bar.
        t.wait_for("Pasang ·");
        t
    }

    /// Everything the program wrote, escape sequences included.
    fn output(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().unwrap()).into_owned()
    }

    /// The screen as a terminal shows it now: the program redraws only the
    /// cells that change, so its raw output cannot be searched for text.
    fn screen(&self) -> String {
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut parser = vt100::Parser::new(size(32), size(100), 0);
        parser.process(&self.screen.lock().unwrap());
        parser.screen().contents()
    }

    fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        while !self.screen().contains(text) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "timed out waiting for {text:?}; the screen:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn type_keys(&mut self, keys: &str) {
        self.stdin.write_all(keys.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// The pid of `pasang` itself (the child of `script`).
    fn game_pid(&self) -> u32 {
        let script = self.child.id();
        let children =
            std::fs::read_to_string(format!("/proc/{script}/task/{script}/children")).unwrap();
        children
            .split_whitespace()
            .next()
            .expect("pasang runs under script")
            .parse()
            .unwrap()
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting until {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The moves of the latest autosave.
fn saved_moves(data: &Path) -> Vec<String> {
    let store = Store::open(data).unwrap();
    match store.resume() {
        Ok((game, _, _)) => game.moves().iter().map(|m| m.to_string()).collect(),
        Err(_) => Vec::new(),
    }
}

#[test]
fn a_game_killed_mid_play_resumes_where_it_stopped() {
    let data = tempfile::tempdir().unwrap();
    let args = format!("--pattern second --data-dir {}", data.path().display());
    let mut term = Terminal::start(&args);
    for (i, m) in ["c", "i", "d2-c2xE"].iter().enumerate() {
        term.type_keys(&format!(":{m}\r"));
        wait_until(&format!("{m} is autosaved"), || {
            saved_moves(data.path()).len() == i + 1
        });
    }
    // A crash: no chance to save or clean up.
    let pid = term.game_pid();
    assert!(
        Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status()
            .unwrap()
            .success()
    );
    drop(term);
    let files: Vec<_> = std::fs::read_dir(data.path().join("games"))
        .unwrap()
        .collect();
    assert_eq!(files.len(), 1, "one game file and no temporary files left");

    // Resume, play on, and quit properly.
    let mut term = Terminal::start(&format!("--resume --data-dir {}", data.path().display()));
    term.wait_for("d2-c2xE");
    term.type_keys(":h7-i7xEW\r");
    wait_until("the fourth move is autosaved", || {
        saved_moves(data.path()).len() == 4
    });
    assert_eq!(saved_moves(data.path()), ["c", "i", "d2-c2xE", "h7-i7xEW"]);
    term.type_keys("q");
    term.wait_for("Are you sure");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
    let out = term.output();
    // The terminal is handed back: alternate screen left, mouse reporting
    // off, cursor shown.
    let tail = &out[out.rfind("h7-i7xEW").unwrap()..];
    for (code, what) in [
        ("\x1b[?1049l", "alternate screen left"),
        ("\x1b[?1000l", "mouse capture off"),
        ("\x1b[?25h", "cursor shown"),
    ] {
        assert!(tail.contains(code), "{what}");
    }
}

#[test]
fn an_unwritable_data_directory_leaves_the_game_playable_with_autosave_off() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the data directory should be: nothing can be made in it.
    let blocked = dir.path().join("not-a-directory");
    std::fs::write(&blocked, "x").unwrap();
    let mut term = Terminal::start(&format!("--data-dir {}", blocked.display()));
    term.wait_for("autosave is off");
    term.type_keys(":c\r");
    term.wait_for("South played c");
    term.type_keys("q");
    term.wait_for("autosave is off.");
    term.type_keys("y");
    wait_until("the game exits", || {
        term.child.try_wait().unwrap().is_some()
    });
    assert_eq!(
        std::fs::read(&blocked).unwrap(),
        b"x",
        "the file is untouched"
    );
}
