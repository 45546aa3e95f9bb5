//! The real binary as a child process with deadlines: piped input, output
//! read as it comes, signals, and a kill if it overstays, so that a test
//! of something that used to hang fails instead of hanging.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A child process killed when it is dropped still running, so that a
/// test that fails leaves nothing behind.
pub struct Reaped(pub Child);

impl std::ops::Deref for Reaped {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl std::ops::DerefMut for Reaped {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Reaped {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// A running `pasang`.
pub struct Spawned {
    child: Reaped,
    stdin: Option<ChildStdin>,
    /// Standard error, line by line, as it is written.
    stderr_lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// Standard output, line by line, as it is written.
    stdout_lines: Receiver<String>,
    stdout: Arc<Mutex<String>>,
    /// Sent to when standard output is closed.
    stdout_done: Receiver<()>,
    started: Instant,
}

/// How a child ended, and everything it wrote.
#[derive(Debug)]
pub struct Finished {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
    /// From the start to the end of its output.
    pub took: Duration,
}

impl Finished {
    /// The exit code; panics (with the output) if a signal ended it.
    pub fn code(&self) -> i32 {
        self.status
            .code()
            .unwrap_or_else(|| panic!("ended by a signal: {self:?}"))
    }
}

impl Spawned {
    /// Starts `pasang ARGS` with piped standard input, output and error.
    pub fn start(args: &[&str]) -> Spawned {
        let mut child = super::neutral(&mut Command::new(env!("CARGO_BIN_EXE_pasang")))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let (stdout_lines, stdout, stdout_done) = lines(child.stdout.take().expect("piped"));
        let (stderr_lines, stderr, _) = lines(child.stderr.take().expect("piped"));
        Spawned {
            stdin: child.stdin.take(),
            child: Reaped(child),
            stderr_lines,
            stderr,
            stdout_lines,
            stdout,
            stdout_done,
            started: Instant::now(),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes to standard input; a child that has stopped reading is not
    /// an error here (the test checks what it said).
    pub fn input(&mut self, bytes: &[u8]) {
        if let Some(stdin) = &mut self.stdin {
            let _ = stdin.write_all(bytes).and_then(|()| stdin.flush());
        }
    }

    /// Hands standard input to `writer` on a thread of its own, for input
    /// too large to write before reading the output.
    pub fn feed(&mut self, writer: impl FnOnce(ChildStdin) + Send + 'static) {
        let stdin = self.stdin.take().expect("input not yet closed");
        std::thread::spawn(move || writer(stdin));
    }

    /// Ends standard input.
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// The next line on standard error, waiting at most `within`.
    pub fn stderr_line(&mut self, within: Duration) -> Option<String> {
        self.stderr_lines.recv_timeout(within).ok()
    }

    /// Waits until a line on standard error contains `needle`; panics
    /// with what came if it does not within `within`.
    pub fn wait_for_stderr(&mut self, needle: &str, within: Duration) -> String {
        wait_for(&self.stderr_lines, &self.stderr, needle, within)
    }

    /// Waits until a line on standard output contains `needle`.
    pub fn wait_for_stdout(&mut self, needle: &str, within: Duration) -> String {
        wait_for(&self.stdout_lines, &self.stdout, needle, within)
    }

    /// Sends a signal (`INT`, `TERM` …) with kill(1).
    pub fn signal(&self, name: &str) {
        let sent = Command::new("kill")
            .args([format!("-{name}"), self.pid().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "kill -{name} failed");
    }

    /// Whether the child has not yet ended.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The child's peak resident memory so far, in KiB (Linux).
    pub fn peak_memory_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
    }

    /// Closes standard input and waits for the end, at most `within`;
    /// a child that overstays is killed and the test fails.
    pub fn finish(mut self, within: Duration) -> Finished {
        self.close_input();
        if let Err(RecvTimeoutError::Timeout) = self.stdout_done.recv_timeout(within) {
            let _ = self.child.kill();
            panic!(
                "pasang did not finish within {within:?}; stdout: {}; stderr: {}",
                self.stdout.lock().unwrap(),
                self.stderr.lock().unwrap()
            );
        }
        let took = self.started.elapsed();
        let status = self.child.wait().expect("the child is waited for");
        // Standard error ends with the process; its reader finishes soon.
        while self
            .stderr_lines
            .recv_timeout(Duration::from_secs(5))
            .is_ok()
        {}
        let stderr = self.stderr.lock().unwrap().clone();
        let stdout = self.stdout.lock().unwrap().clone();
        Finished {
            status,
            stdout,
            stderr,
            took,
        }
    }
}

/// Reads `from` on a thread: each line to a channel as it comes, all of it
/// into a string, and a word on the last channel when it closes.
#[allow(clippy::type_complexity)]
fn lines(from: impl Read + Send + 'static) -> (Receiver<String>, Arc<Mutex<String>>, Receiver<()>) {
    let (tx, each) = mpsc::channel();
    let (done_tx, done) = mpsc::channel();
    let all = Arc::new(Mutex::new(String::new()));
    let kept = Arc::clone(&all);
    std::thread::spawn(move || {
        let mut from = BufReader::new(from);
        let mut line = Vec::new();
        while matches!(from.read_until(b'\n', &mut line), Ok(n) if n > 0) {
            let text = String::from_utf8_lossy(&line).into_owned();
            kept.lock().unwrap().push_str(&text);
            let _ = tx.send(text.trim_end_matches('\n').to_string());
            line.clear();
        }
        let _ = done_tx.send(());
    });
    (each, all, done)
}

fn wait_for(
    lines: &Receiver<String>,
    all: &Mutex<String>,
    needle: &str,
    within: Duration,
) -> String {
    let deadline = Instant::now() + within;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(needle) => return line,
            Ok(_) => {}
            Err(_) => panic!(
                "no {needle:?} within {within:?}; the stream said: {}",
                all.lock().unwrap()
            ),
        }
    }
}

/// Runs `pasang ARGS` on `input` and waits for it, at most `within`.
pub fn run(args: &[&str], input: &[u8], within: Duration) -> Finished {
    let mut child = Spawned::start(args);
    child.input(input);
    child.finish(within)
}

/// Runs `pasang engine` on `input` and returns its stdout lines, after
/// checking that it ended well and wrote nothing on stderr.
pub fn engine_lines(input: &[u8], within: Duration) -> Vec<String> {
    let out = run(&["engine"], input, within);
    assert_eq!(out.code(), 0, "{out:?}");
    assert!(out.stderr.is_empty(), "{}", out.stderr);
    out.stdout.lines().map(str::to_string).collect()
}
