//! An SSH server that runs one full-screen [`Front`] per visitor's
//! terminal, so a friend can join with nothing but `ssh`. It knows nothing
//! of Pasang: a [`Host`] says who may come in and makes their screen.
//!
//! # What is protected, and what is not
//! - A visitor gets a screen and nothing else: no shell, no command
//!   (`exec`) but `record N`, which writes a finished game's record that
//!   the [`Host`] gives (anyone may replay it on the server), no
//!   subsystems (sftp), no X11 or agent forwarding, no port
//!   forwarding of any kind (direct-tcpip, forwarded-tcpip, streamlocal).
//!   Environment requests other than `LANG`, `LC_ALL` and `LC_MESSAGES`
//!   are ignored. One screen per connection; a second session is refused.
//! - Visitors are known by public key (verified) when they offer one,
//!   whatever user name they give; otherwise by keyboard-interactive: a
//!   user name the [`Host`] admits as it is (a join code) lets them in with
//!   no question, else they type a code at the prompt. Nobody comes in by
//!   the "none" method, which would keep OpenSSH from offering its key.
//!   Passwords are never asked for. Who is admitted is the [`Host`]'s call.
//!   A connection over the limits is let in only to be told so on its
//!   terminal, in words, and closed.
//! - [`Limits`] bound what one client can cost: connections in all and per
//!   address, authentication attempts and time, input bytes per second
//!   (a flood is dropped, a long one closes the connection), idle time,
//!   output waiting for a client that does not read, window size. A panic
//!   in one visitor's screen closes only that connection. When the server
//!   ends a screen (idle, a flood, a panic, stopping), the visitor's
//!   terminal is given back first, with a word why, before the channel
//!   closes; only a client that does not read its screen at all is cut
//!   at once, as nothing more would reach it.
//! - The host key is made on first run (Ed25519, owner-only) and kept:
//!   visitors' `ssh` warns if it ever changes.
//! - Limits per address count an IPv6 /64 network as one address.
//! - Not protected: the traffic is encrypted, but anyone who can reach the
//!   port can try codes (the [`Host`] holds back an address that gives too
//!   many wrong ones), and many addresses together can still fill the
//!   total of connections. There is
//!   no logging of who connected. A visitor's screen code runs in this
//!   process: a bug in it (other than a panic) is a bug for everyone.

mod command;
mod conn;
mod front;
mod hostkey;
pub mod input;
mod io;
mod server;
mod shared;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::SyncSender;
use std::time::Duration;

pub use hostkey::{
    BadHostKey, HOST_KEY_FILE, HostKeyNotMade, HostKeyProblem, MAX_HOST_KEY_BYTES, MakeProblem,
    fingerprint, host_fingerprint, load_or_create as host_key, public_fingerprint,
};
pub use server::{Server, Stopper, serve};

/// One visitor's screen, run on a thread of its own. Every call runs under
/// `catch_unwind`: after a panic the screen is not called again (not even
/// [`Front::closed`]) and only its connection is closed.
pub trait Front: Send + 'static {
    /// A key, mouse or resize event, with the screen's area.
    fn handle(&mut self, event: &crossterm::event::Event, area: ratatui::layout::Rect);
    /// Called after every wake and at least every 100 ms.
    fn tick(&mut self);
    /// Draws the whole screen into the frame (of any size, even 0×0).
    fn draw(&mut self, frame: &mut ratatui::Frame);
    /// False once the visitor has quit: the connection is then closed.
    fn is_running(&self) -> bool;
    /// The connection went away (dropped, killed, idle, server stopping).
    fn closed(&mut self) {}
    /// Whether to ring the visitor's terminal bell, once, just before the
    /// frame drawn next.
    fn take_bell(&mut self) -> bool {
        false
    }
}

/// Who came in, as the front is made for them.
pub struct Visitor {
    /// Where they connect from.
    pub addr: Option<IpAddr>,
    /// The user name they gave to `ssh`.
    pub user: String,
    /// Their public key's fingerprint (`SHA256:…`), when they were known by one.
    pub key: Option<String>,
    /// What they typed at the keyboard-interactive prompt, if they were asked.
    pub code: Option<String>,
    /// Their terminal type (`TERM`).
    pub term: Option<String>,
    /// Their locale (`LANG`, `LC_ALL` or `LC_MESSAGES`, whichever rules), when `ssh` sent it.
    pub lang: Option<String>,
    /// Makes the visitor's thread tick and draw now.
    pub wake: Waker,
}

/// Wakes one visitor's screen from another thread (e.g. when the other
/// player moved). Cheap to clone; waking a gone visitor does nothing.
#[derive(Clone)]
pub struct Waker {
    tx: SyncSender<front::Input>,
    pending: Arc<AtomicBool>,
}

impl Waker {
    /// Asks for a tick and a draw as soon as the screen is free.
    pub fn wake(&self) {
        // One wake waiting is enough: many wakes never fill the queue.
        if !self.pending.swap(true, Ordering::AcqRel)
            && self.tx.try_send(front::Input::Wake).is_err()
        {
            // Not queued (the queue is full, or the visitor gone): a later wake may try again.
            self.pending.store(false, Ordering::Release);
        }
    }
}

/// The host's answer to a visitor knocking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Admission {
    /// Come in.
    Accept,
    /// Type a code first (keyboard-interactive, with [`Host::code_prompt`]).
    NeedCode,
    /// Not with these credentials.
    Deny,
}

/// What the server serves: who comes in, and their screens.
pub trait Host: Send + Sync + 'static {
    /// Whether `user`, connecting from `addr`, (with this public key's
    /// fingerprint, if one was offered and verified; with this typed code,
    /// if any) may come in. Called on the server's runtime: answer
    /// quickly, without blocking.
    fn admit(
        &self,
        addr: Option<IpAddr>,
        user: &str,
        key: Option<&str>,
        code: Option<&str>,
    ) -> Admission;
    /// The prompt shown when a code is needed.
    fn code_prompt(&self) -> String;
    /// The screen for an admitted visitor who asked for a terminal and a
    /// shell; called on that visitor's own thread, in their language.
    fn front(&self, visitor: Visitor) -> Box<dyn Front>;
    /// The record of the finished game numbered `id`, for `ssh HOST
    /// record ID`, if the host keeps one. Called off the server's runtime:
    /// it may read a file.
    fn record(&self, _id: u64) -> Option<String> {
        None
    }
    /// A connection from `addr` was turned away or cut, for `why`: for
    /// the operator's log, if the host keeps one. Called on the server's
    /// runtime: answer quickly.
    fn refused(&self, _addr: Option<IpAddr>, _why: Refused) {}
}

/// Why the server turned a connection away or cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// As many connections as allowed are open, in all or from its address.
    Full,
    /// It did not log in in time.
    NoLogin,
    /// Its input came faster than a person types.
    Flood,
    /// It stopped reading its screen.
    NotReading,
}

impl Refused {
    /// The reason as the log writes it.
    pub fn name(self) -> &'static str {
        match self {
            Refused::Full => "full",
            Refused::NoLogin => "no_login",
            Refused::Flood => "flood",
            Refused::NotReading => "not_reading",
        }
    }
}

/// Where and how to serve.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The address to listen on (port 0: the system picks one).
    pub listen: SocketAddr,
    /// Where the host key is kept ([`HOST_KEY_FILE`]), made on first run.
    pub key_dir: PathBuf,
    /// What one client may cost.
    pub limits: Limits,
}

/// What one client may cost; the defaults suit a game among friends on
/// the open internet.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections open at once, in all.
    pub connections: usize,
    /// Connections open at once from one address.
    pub per_address: usize,
    /// Authentication attempts on one connection.
    pub auth_attempts: usize,
    /// Time from connecting to being admitted.
    pub auth_time: Duration,
    /// Input bytes a second, on average…
    pub input_rate: u32,
    /// …and at once (a paste).
    pub input_burst: u32,
    /// How long input may go over the rate before the connection is closed.
    pub flood_patience: Duration,
    /// Time without input before the connection is closed.
    pub idle: Duration,
    /// Bytes of screen output waiting for a client that does not read.
    pub output_backlog: usize,
    /// The largest window drawn (columns, rows); larger ones are clamped.
    pub max_size: (u16, u16),
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            // A school's tournament day on one small machine: 500
            // visitors measured (see the load test), twice that allowed.
            connections: 1000,
            per_address: 8,
            auth_attempts: 6,
            auth_time: Duration::from_secs(30),
            input_rate: 4096,
            input_burst: 16 * 1024,
            flood_patience: Duration::from_secs(5),
            idle: Duration::from_secs(60 * 60),
            // A whole frame at the largest size, a colour change at every
            // cell, fits (about 2.6 MB; see the test in front.rs).
            output_backlog: 4 << 20,
            max_size: (500, 250),
        }
    }
}
