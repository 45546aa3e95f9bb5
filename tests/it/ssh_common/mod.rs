//! A test host for the SSH server: a counter shared by every visitor,
//! which `+` raises (waking everyone), `q` leaves, `!` breaks and `~`
//! keeps busy for a moment; each screen reports what it saw on a channel
//! the test waits on.
#![allow(dead_code)] // each test file uses its own part

use std::net::SocketAddr;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crossterm::event::{Event, KeyCode, KeyEvent};
use pasang::net::ssh::{
    Admission, Front, Host, Limits, Server, ServerConfig, Visitor, Waker, serve,
};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::widgets::Paragraph;

/// How long a test waits for anything.
pub const DEADLINE: Duration = Duration::from_secs(20);

/// The code that lets a visitor in at the prompt.
pub const CODE: &str = "1234";

/// How long `~` keeps a screen busy: a screen behind on its work.
pub const BUSY: Duration = Duration::from_millis(500);

/// What a screen tells the test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// A screen was made for this user (with their key, code, term and locale).
    Opened {
        user: String,
        key: Option<String>,
        code: Option<String>,
        term: Option<String>,
        lang: Option<String>,
    },
    /// A screen drew into an area of this size.
    Drew {
        user: String,
        width: u16,
        height: u16,
    },
    /// A screen was told its connection went away.
    Closed { user: String },
    /// A screen is busy for [`BUSY`], taking no input meanwhile.
    Busy { user: String },
}

/// The shared counter and everyone's wakers.
#[derive(Default)]
struct Table {
    count: u64,
    wakers: Vec<Waker>,
}

/// The number of the one finished game a [`Counter`] keeps, and its record.
pub const RECORD_ID: u64 = 7;
pub const RECORD: &str = "(game: \"a record\")\n";

/// Users: `join` comes in as is; `key` needs a public key; `code` types [`CODE`].
pub struct Counter {
    table: Arc<Mutex<Table>>,
    seen: Mutex<Sender<Seen>>,
}

impl Host for Counter {
    fn admit(
        &self,
        _addr: Option<std::net::IpAddr>,
        user: &str,
        key: Option<&str>,
        code: Option<&str>,
    ) -> Admission {
        match (user, key, code) {
            ("join", _, _) => Admission::Accept,
            ("key", Some(_), _) => Admission::Accept,
            ("code", _, Some(CODE)) => Admission::Accept,
            ("code", _, Some(_)) => Admission::Deny,
            ("code", _, None) => Admission::NeedCode,
            _ => Admission::Deny,
        }
    }

    fn code_prompt(&self) -> String {
        "Join code: ".to_string()
    }

    /// One finished game, number [`RECORD_ID`].
    fn record(&self, id: u64) -> Option<String> {
        (id == RECORD_ID).then(|| RECORD.to_string())
    }

    fn front(&self, visitor: Visitor) -> Box<dyn Front> {
        let seen = self.seen.lock().unwrap().clone();
        let _ = seen.send(Seen::Opened {
            user: visitor.user.clone(),
            key: visitor.key.clone(),
            code: visitor.code.clone(),
            term: visitor.term.clone(),
            lang: visitor.lang.clone(),
        });
        self.table.lock().unwrap().wakers.push(visitor.wake.clone());
        Box::new(CounterFront {
            table: self.table.clone(),
            user: visitor.user,
            running: true,
            seen,
            last_area: None,
        })
    }
}

struct CounterFront {
    table: Arc<Mutex<Table>>,
    user: String,
    running: bool,
    seen: Sender<Seen>,
    last_area: Option<Rect>,
}

impl Front for CounterFront {
    fn handle(&mut self, event: &Event, _area: Rect) {
        if let Event::Key(KeyEvent {
            code: KeyCode::Char(c),
            ..
        }) = event
        {
            match c {
                '+' => {
                    let wakers = {
                        let mut table = self.table.lock().unwrap();
                        table.count += 1;
                        table.wakers.clone()
                    };
                    for waker in wakers {
                        waker.wake();
                    }
                }
                'q' => self.running = false,
                '!' => panic!("the test front breaks on !"),
                '~' => {
                    let _ = self.seen.send(Seen::Busy {
                        user: self.user.clone(),
                    });
                    std::thread::sleep(BUSY);
                }
                _ => {}
            }
        }
    }

    fn tick(&mut self) {}

    fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        if self.last_area != Some(area) {
            self.last_area = Some(area);
            let _ = self.seen.send(Seen::Drew {
                user: self.user.clone(),
                width: area.width,
                height: area.height,
            });
        }
        let count = self.table.lock().unwrap().count;
        frame.render_widget(
            Paragraph::new(format!("{} sees count={count}", self.user)),
            area,
        );
    }

    fn is_running(&self) -> bool {
        self.running
    }

    fn closed(&mut self) {
        let _ = self.seen.send(Seen::Closed {
            user: self.user.clone(),
        });
    }
}

/// A counter server on 127.0.0.1 (a port the system picks), its host key
/// in a temporary directory, and what its screens see.
pub struct Fixture {
    pub server: Option<Server>,
    table: Arc<Mutex<Table>>,
    pub seen: Receiver<Seen>,
    pub dir: tempfile::TempDir,
}

impl Fixture {
    pub fn start(limits: Limits) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let (tx, seen) = channel();
        let table = Arc::<Mutex<Table>>::default();
        let host = Arc::new(Counter {
            table: table.clone(),
            seen: Mutex::new(tx),
        });
        let config = ServerConfig {
            listen: "127.0.0.1:0".parse().unwrap(),
            key_dir: dir.path().to_path_buf(),
            limits,
        };
        let server = serve(config, host).expect("the server starts");
        Fixture {
            server: Some(server),
            table,
            seen,
            dir,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.server.as_ref().unwrap().local_addr()
    }

    /// The shared counter now.
    pub fn count(&self) -> u64 {
        self.table.lock().unwrap().count
    }

    /// Waits for a screen to report something matching `want`, passing over the rest.
    pub fn wait_for(&self, what: &str, want: impl Fn(&Seen) -> bool) -> Seen {
        let start = std::time::Instant::now();
        loop {
            let left = DEADLINE
                .checked_sub(start.elapsed())
                .unwrap_or_else(|| panic!("timed out waiting for {what}"));
            match self.seen.recv_timeout(left) {
                Ok(seen) if want(&seen) => return seen,
                Ok(_) => {}
                Err(_) => panic!("timed out waiting for {what}"),
            }
        }
    }

    /// Waits for `user`'s screen to draw into `width`×`height`.
    pub fn wait_for_size(&self, user: &str, width: u16, height: u16) {
        let want = Seen::Drew {
            user: user.to_string(),
            width,
            height,
        };
        self.wait_for(&format!("{user} drawing at {width}x{height}"), |s| {
            *s == want
        });
    }

    pub fn wait_closed(&self, user: &str) {
        let want = Seen::Closed {
            user: user.to_string(),
        };
        self.wait_for(&format!("{user}'s screen told it closed"), |s| *s == want);
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        if let Some(server) = self.server.take() {
            server.stop();
        }
    }
}
