//! The real `pasang` in a real pseudo-terminal, as a player runs it: the
//! terminal is the program's controlling terminal, in a session of its own,
//! 100×32 (or, for what a shell cannot show, another program in its place). The test reads every byte the program writes, types keys, sends
//! signals, looks at the terminal's modes, and can hang up. Every wait has
//! a deadline, and dropping the [`Pty`] kills the program: no test leaves
//! one running.

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::fd::{BorrowedFd, OwnedFd};
use rustix::process::{Pid, PidfdFlags, Signal, kill_process, pidfd_open};
use rustix::pty::{OpenptFlags, grantpt, ioctl_tiocgptpeer, openpt, unlockpt};
use rustix::termios::{LocalModes, OptionalActions, Termios, Winsize, tcgetattr, tcsetattr};
use std::cell::RefCell;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, ExitStatus};
use std::rc::{Rc, Weak};
use std::time::{Duration, Instant};

/// How long any wait may take before the test fails.
pub const DEADLINE: Duration = Duration::from_secs(30);

const ROWS: u16 = 32;
const COLS: u16 = 100;

/// Whose terminal the program gets.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Session {
    /// Its controlling terminal, as from a shell: closing it sends `SIGHUP`.
    Controlling,
    /// Only its standard input and output: when it goes away no signal
    /// says so, as under a parent that ignores `SIGHUP` and does not pass
    /// it on.
    Detached,
}

/// One of a test's terminals, as the others see it.
struct OnDesk {
    id: u64,
    master: Weak<OwnedFd>,
    /// Read while the test waited on another terminal, for its own
    /// [`Pty`] to take in at its next read.
    unread: Vec<u8>,
}

thread_local! {
    /// The terminals of the test running on this thread. Whenever the test
    /// reads one, it reads them all, as a desk of terminals shows all they
    /// are sent: a terminal left unread fills up, and an `ssh` writing to
    /// it stops passing on the keys typed there.
    static DESK: RefCell<Vec<OnDesk>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// `pasang` running in a pseudo-terminal.
pub struct Pty {
    child: Child,
    /// This terminal's place on the [`DESK`].
    id: u64,
    /// Readable once the program has ended.
    pidfd: OwnedFd,
    /// The terminal's side of the test; `None` once hung up.
    master: Option<Rc<OwnedFd>>,
    /// The program's side, kept open to read and set the terminal's modes.
    slave: OwnedFd,
    /// The modes before the program changed them, as a shell left them.
    cooked: Termios,
    output: Vec<u8>,
}

impl Pty {
    /// Starts `pasang ARGS` with the terminal as its controlling terminal,
    /// and waits until the game shows.
    pub fn start(args: &[&str]) -> Pty {
        Pty::start_in(Session::Controlling, args)
    }

    /// Starts `pasang ARGS` in a session of the given kind, and waits until
    /// the game shows.
    pub fn start_in(session: Session, args: &[&str]) -> Pty {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pasang"));
        super::neutral(&mut command).args(args);
        let mut pty = Pty::run(command, session);
        // Keys typed before the game takes the terminal would be lost.
        pty.wait_for_screen("Pasang ·");
        pty
    }

    /// Runs `command` in a new pseudo-terminal, without waiting for it.
    pub fn run(mut command: Command, session: Session) -> Pty {
        let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC)
            .expect("a pseudo-terminal");
        grantpt(&master).unwrap();
        unlockpt(&master).unwrap();
        // Close-on-exec, both sides: the other tests of this process start
        // programs too, which must not hold this terminal open.
        let slave = ioctl_tiocgptpeer(
            &master,
            OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC,
        )
        .expect("the pseudo-terminal's other side");
        let size = Winsize {
            ws_row: ROWS,
            ws_col: COLS,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        rustix::termios::tcsetwinsize(&slave, size).unwrap();
        let cooked = tcgetattr(&slave).unwrap();
        let stdio = || std::process::Stdio::from(slave.try_clone().unwrap());
        command
            .env("TERM", "xterm-256color")
            .stdin(stdio())
            .stdout(stdio())
            .stderr(stdio());
        super::default_signals(&mut command);
        // SAFETY: between fork and exec only raw system calls run, which
        // neither allocate nor take locks.
        unsafe {
            command.pre_exec(move || {
                rustix::process::setsid()?;
                if session == Session::Controlling {
                    // Standard input is the terminal by now.
                    rustix::process::ioctl_tiocsctty(BorrowedFd::borrow_raw(0))?;
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("the program starts");
        let pidfd = pidfd_open(Pid::from_child(&child), PidfdFlags::empty()).unwrap();
        let master = Rc::new(master);
        let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
        DESK.with(|desk| {
            let mut desk = desk.borrow_mut();
            desk.retain(|t| t.master.strong_count() > 0);
            desk.push(OnDesk {
                id,
                master: Rc::downgrade(&master),
                unread: Vec::new(),
            });
        });
        Pty {
            child,
            id,
            pidfd,
            master: Some(master),
            slave,
            cooked,
            output: Vec::new(),
        }
    }

    /// The program's process id.
    pub fn pid(&self) -> Pid {
        Pid::from_child(&self.child)
    }

    /// Everything written so far, escape sequences included.
    pub fn output(&self) -> &[u8] {
        &self.output
    }

    /// How much has been written so far: a mark for [`Pty::output_since`].
    pub fn mark(&self) -> usize {
        self.output.len()
    }

    /// What was written since `mark`.
    pub fn output_since(&self, mark: usize) -> &[u8] {
        &self.output[mark..]
    }

    /// The screen as a terminal shows it now (the program redraws only
    /// the cells that change, so its raw output cannot be searched for
    /// text).
    pub fn screen(&self) -> String {
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut parser = vt100::Parser::new(size(ROWS), size(COLS), 0);
        parser.process(&self.output);
        parser.screen().contents()
    }

    /// Types bytes as keys.
    pub fn type_keys(&mut self, keys: &str) {
        let master = self.master.as_ref().expect("not hung up");
        let mut rest = keys.as_bytes();
        while !rest.is_empty() {
            let n = rustix::io::write(master, rest).expect("the terminal takes keys");
            rest = &rest[n..];
        }
    }

    /// Sends `signal` to the program.
    pub fn signal(&self, signal: Signal) {
        kill_process(self.pid(), signal).expect("the program is there");
    }

    /// Closes the terminal's side of the test, as a closed window or a
    /// dropped connection does.
    pub fn hang_up(&mut self) {
        self.master = None;
    }

    /// Whether the terminal is in raw mode: keys are passed on as typed,
    /// not echoed nor collected into lines.
    pub fn raw_mode(&self) -> bool {
        let modes = tcgetattr(&self.slave).unwrap().local_modes;
        !modes.intersects(LocalModes::ICANON | LocalModes::ECHO)
    }

    /// Sets the terminal's modes back to those the program found, as a
    /// shell does when a job stops.
    pub fn reset_modes(&self) {
        tcsetattr(&self.slave, OptionalActions::Now, &self.cooked).unwrap();
    }

    /// The program's state letter from `/proc` (`T` stopped, `R` running,
    /// `S` sleeping, …).
    pub fn state(&self) -> char {
        let pid = self.pid().as_raw_nonzero();
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // After "pid (comm) ": the comm may hold spaces, not a ')'.
        let after = stat.rsplit_once(") ").map_or("", |(_, rest)| rest);
        after.chars().next().unwrap_or('?')
    }

    /// Reads what the program writes, for at most `wait`; returns whether
    /// the program has ended.
    fn pump(&mut self, wait: Duration) -> bool {
        self.take_unread();
        let ended = self.read_own(wait);
        self.read_the_others();
        ended
    }

    /// What was read for this terminal while the test waited on another.
    fn take_unread(&mut self) {
        DESK.with(|desk| {
            if let Some(t) = desk.borrow_mut().iter_mut().find(|t| t.id == self.id) {
                self.output.append(&mut t.unread);
            }
        });
    }

    /// Reads what the test's other terminals were sent, without waiting.
    fn read_the_others(&self) {
        DESK.with(|desk| {
            for t in desk.borrow_mut().iter_mut().filter(|t| t.id != self.id) {
                let Some(master) = t.master.upgrade() else {
                    continue;
                };
                let mut fds = [PollFd::new(&master, PollFlags::IN)];
                let ready = poll(&mut fds, Some(&Timespec::default())).is_ok()
                    && fds[0].revents().contains(PollFlags::IN);
                if ready {
                    let mut buf = [0u8; 65536];
                    if let Ok(n) = rustix::io::read(&master, &mut buf) {
                        t.unread.extend_from_slice(&buf[..n]);
                    }
                }
            }
        });
    }

    /// [`Pty::pump`] for this terminal alone.
    fn read_own(&mut self, wait: Duration) -> bool {
        let timeout = Timespec::try_from(wait).unwrap();
        let mut fds = vec![PollFd::new(&self.pidfd, PollFlags::IN)];
        if let Some(master) = &self.master {
            fds.push(PollFd::new(master, PollFlags::IN));
        }
        match poll(&mut fds, Some(&timeout)) {
            Ok(_) | Err(rustix::io::Errno::INTR) => {}
            Err(e) => panic!("poll: {e}"),
        }
        let ended = fds[0].revents().contains(PollFlags::IN);
        let readable = fds.get(1).is_some_and(|fd| !fd.revents().is_empty());
        drop(fds);
        if readable {
            let mut buf = [0u8; 65536];
            // Nothing to read, with the program gone, is not an error here.
            if let Ok(n) = rustix::io::read(self.master.as_ref().unwrap(), &mut buf) {
                self.output.extend_from_slice(&buf[..n]);
            }
        }
        ended
    }

    /// Waits, reading the output, until `done` holds.
    pub fn wait_until(&mut self, what: &str, mut done: impl FnMut(&Pty) -> bool) {
        let start = Instant::now();
        while !done(self) {
            assert!(
                start.elapsed() < DEADLINE,
                "timed out waiting until {what}; the screen:\n{}",
                self.screen()
            );
            self.pump(Duration::from_millis(20));
        }
    }

    /// Waits until the screen shows `text`.
    pub fn wait_for_screen(&mut self, text: &str) {
        self.wait_until(&format!("the screen shows {text:?}"), |pty| {
            pty.screen().contains(text)
        });
    }

    /// Waits until the output since `mark` holds `bytes`.
    pub fn wait_for_output(&mut self, mark: usize, bytes: &str) {
        self.wait_until(&format!("the program writes {bytes:?}"), |pty| {
            contains(pty.output_since(mark), bytes)
        });
    }

    /// Waits for the program to end, reading its output until then.
    pub fn wait_for_exit(&mut self) -> ExitStatus {
        Pty::wait_for_exits(&mut [self]).remove(0)
    }

    /// Waits for every program to end, reading all their terminals until
    /// then, as a desk of terminals shows all they are sent. One left
    /// unread holds up the others: a visitor's `ssh` stuck on its full
    /// terminal cannot take the end of the game, and the host waits for it.
    pub fn wait_for_exits(ptys: &mut [&mut Pty]) -> Vec<ExitStatus> {
        let start = Instant::now();
        let mut ended = vec![false; ptys.len()];
        while ended.contains(&false) {
            for (pty, ended) in ptys.iter_mut().zip(&mut ended) {
                if !*ended {
                    *ended = pty.pump(Duration::from_millis(10));
                }
                assert!(
                    start.elapsed() < DEADLINE || *ended,
                    "a program is still running (state {}); the screen:\n{}",
                    pty.state(),
                    pty.screen()
                );
            }
        }
        ptys.iter_mut()
            .map(|pty| {
                pty.drain();
                pty.child.wait().unwrap()
            })
            .collect()
    }

    /// Pastes `keys` over and over, reading the output meanwhile, as long
    /// as the program keeps the terminal in raw mode, then waits for it to
    /// end: a paste that does not stop. Once the terminal is cooked again
    /// nothing more is typed, so that the keys echoed meanwhile are few.
    /// The keys go in only as fast as the terminal takes them.
    pub fn paste_until_exit(&mut self, keys: &str) -> ExitStatus {
        let master = self.master.as_ref().expect("not hung up");
        rustix::io::ioctl_fionbio(master, true).unwrap();
        // A page at a time: a terminal passes on a big paste in pieces.
        let paste = keys.repeat(1024 / keys.len() + 1);
        let start = Instant::now();
        let mut at = 0;
        while self.raw_mode() {
            let master = self.master.as_ref().unwrap();
            match rustix::io::write(master, &paste.as_bytes()[at..]) {
                Ok(n) => at = (at + n) % paste.len(),
                Err(rustix::io::Errno::AGAIN) => {}
                Err(e) => panic!("the terminal takes no keys: {e}"),
            }
            if self.pump(Duration::from_millis(5)) {
                break;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "the program still takes keys (state {}); the screen:\n{}",
                self.state(),
                self.screen()
            );
        }
        rustix::io::ioctl_fionbio(self.master.as_ref().unwrap(), false).unwrap();
        self.wait_for_exit()
    }

    /// Reads all that is written and not read yet: after the program has
    /// ended or stopped, everything it wrote before.
    pub fn drain(&mut self) {
        while self.more_to_read() {
            self.pump(Duration::ZERO);
        }
    }

    fn more_to_read(&self) -> bool {
        let unread = DESK.with(|desk| {
            desk.borrow()
                .iter()
                .any(|t| t.id == self.id && !t.unread.is_empty())
        });
        if unread {
            return true;
        }
        let Some(master) = &self.master else {
            return false;
        };
        let mut fds = [PollFd::new(master, PollFlags::IN)];
        poll(&mut fds, Some(&Timespec::default())).is_ok()
            && fds[0].revents().contains(PollFlags::IN)
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        // Also stopped programs: SIGKILL ends them as they are.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether `haystack` holds the bytes of `needle`.
pub fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// Asserts that `output` gives the terminal back: mouse reporting off,
/// the alternate screen left, the cursor shown.
pub fn assert_gives_back(output: &[u8]) {
    for (code, what) in [
        ("\x1b[?1000l", "mouse reporting off"),
        ("\x1b[?1049l", "the alternate screen left"),
        ("\x1b[?25h", "the cursor shown"),
    ] {
        assert!(
            contains(output, code),
            "{what} ({code:?}) missing from {:?}",
            String::from_utf8_lossy(output)
        );
    }
}

/// Asserts that a terminal shown all of `output` is back to normal at the
/// end, whatever came before: the main screen, the cursor shown, no mouse
/// reporting; and that it shows `text` there.
pub fn assert_ends_given_back_showing(output: &[u8], text: &str) {
    let size = |n| std::num::NonZeroU16::new(n).unwrap();
    let mut parser = vt100::Parser::new(size(ROWS), size(COLS), 0);
    parser.process(output);
    let screen = parser.screen();
    let raw = String::from_utf8_lossy(output);
    assert!(
        !screen.alternate_screen(),
        "left in the alternate screen: {raw:?}"
    );
    assert!(
        !screen.hide_cursor(),
        "left with the cursor hidden: {raw:?}"
    );
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "left reporting the mouse: {raw:?}"
    );
    assert!(
        screen.contents().contains(text),
        "{text:?} not on the screen:\n{}",
        screen.contents()
    );
}

/// Asserts that `output` takes the terminal: the alternate screen entered,
/// mouse reporting on, the cursor hidden.
pub fn assert_takes(output: &[u8]) {
    for (code, what) in [
        ("\x1b[?1049h", "the alternate screen entered"),
        ("\x1b[?1000h", "mouse reporting on"),
        ("\x1b[?25l", "the cursor hidden"),
    ] {
        assert!(
            contains(output, code),
            "{what} ({code:?}) missing from {:?}",
            String::from_utf8_lossy(output)
        );
    }
}
