//! The real binary as a child process with deadlines: piped input, output
//! read as it comes, signals, and a kill if it overstays, so that a test
//! of something that used to hang fails instead of hanging.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `pasang`.
pub struct Spawned {
    child: Child,
    stdin: Option<ChildStdin>,
    /// Standard error, line by line, as it is written.
    stderr_lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// Standard output, whole, once the child closes it.
    stdout: Receiver<Vec<u8>>,
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
        let mut child = Command::new(env!("CARGO_BIN_EXE_pasang"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut out = child.stdout.take().expect("piped");
        let (out_tx, stdout) = mpsc::channel();
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = out.read_to_end(&mut bytes);
            let _ = out_tx.send(bytes);
        });
        let err = child.stderr.take().expect("piped");
        let (err_tx, stderr_lines) = mpsc::channel();
        let stderr = Arc::new(Mutex::new(String::new()));
        let all = Arc::clone(&stderr);
        std::thread::spawn(move || {
            let mut err = BufReader::new(err);
            let mut line = Vec::new();
            while matches!(err.read_until(b'\n', &mut line), Ok(n) if n > 0) {
                let text = String::from_utf8_lossy(&line).into_owned();
                all.lock().unwrap().push_str(&text);
                let _ = err_tx.send(text.trim_end_matches('\n').to_string());
                line.clear();
            }
        });
        Spawned {
            stdin: child.stdin.take(),
            child,
            stderr_lines,
            stderr,
            stdout,
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
        let deadline = Instant::now() + within;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.stderr_lines.recv_timeout(left) {
                Ok(line) if line.contains(needle) => return line,
                Ok(_) => {}
                Err(_) => panic!(
                    "no {needle:?} on stderr within {within:?}; it said: {}",
                    self.stderr.lock().unwrap()
                ),
            }
        }
    }

    /// Sends a signal (`INT`, `TERM` …) with kill(1).
    pub fn signal(&self, name: &str) {
        let sent = Command::new("kill")
            .args([format!("-{name}"), self.pid().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "kill -{name} failed");
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
        let stdout = match self.stdout.recv_timeout(within) {
            Ok(bytes) => bytes,
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                panic!(
                    "pasang did not finish within {within:?}; stderr: {}",
                    self.stderr.lock().unwrap()
                );
            }
            Err(RecvTimeoutError::Disconnected) => Vec::new(),
        };
        let took = self.started.elapsed();
        let status = self.child.wait().expect("the child is waited for");
        // Standard error ends with the process; its reader finishes soon.
        while self
            .stderr_lines
            .recv_timeout(Duration::from_secs(5))
            .is_ok()
        {}
        let stderr = self.stderr.lock().unwrap().clone();
        Finished {
            status,
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr,
            took,
        }
    }
}

impl Drop for Spawned {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Runs `pasang ARGS` on `input` and waits for it, at most `within`.
pub fn run(args: &[&str], input: &[u8], within: Duration) -> Finished {
    let mut child = Spawned::start(args);
    child.input(input);
    child.finish(within)
}
