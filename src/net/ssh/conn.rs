//! One connection's SSH side: who the visitor is, what they may open, and
//! their input on its way to the screen's thread.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{SyncSender, sync_channel};
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use russh::keys::HashAlg;
use russh::server::{Auth, ChannelOpenHandle, Msg, Response, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};
use tokio::sync::Notify;

use super::command::Command;
use super::front::{self, Cut, Input, Outlet, Output, Window};
use super::input::{Budget, Decoder, Verdict};
use super::shared::{Shared, Slot};
use super::{Admission, Visitor, Waker};
use crate::i18n::{self, Lang};

/// Events waiting for a busy screen; more are dropped (input is already
/// held to a rate, so this only bites when the screen is stuck).
const INPUT_QUEUE: usize = 1024;

/// The longest user name kept, in characters (a join code has 8; a
/// longer name is cut).
const MAX_USER: usize = 64;

/// What a window change costs of the input budget, in bytes: each makes
/// the screen draw whole, so a client that sends them without end is held
/// to a few a second (what a person dragging a window's corner needs) and
/// then closed, as for a flood of keys.
pub const RESIZE_COST: usize = 256;

/// What the connection's task and its handler share.
#[derive(Default)]
pub struct Link {
    /// Set once the visitor is in: the authentication deadline no longer applies.
    pub admitted: AtomicBool,
    /// Rung to cut the connection at once (its client does not read its screen).
    pub kill: Arc<Notify>,
    /// Rung once the handler has told the screen to end (a flood): the
    /// connection then waits a while for the terminal to be given back.
    pub ending: Notify,
    /// The screen's queue, once it runs: woken when the server ends the
    /// screen, so that it gives the visitor's terminal back before the
    /// connection closes.
    pub screen: std::sync::Mutex<Option<SyncSender<Input>>>,
    /// Why the server ends the screen, once it does (the first reason
    /// stays); the screen looks at it before every input.
    pub cut: Arc<OnceLock<Cut>>,
}

impl Link {
    /// Tells the screen to give the terminal back and end, saying why;
    /// false if none was started. A screen that was started closes the
    /// channel, told now or having ended by itself a moment ago.
    pub fn end_screen(&self, cut: Cut) -> bool {
        let _ = self.cut.set(cut);
        let screen = self.screen.lock().unwrap_or_else(|e| e.into_inner());
        let Some(screen) = screen.as_ref() else {
            return false;
        };
        // Not queued when the queue is full: the screen is busy with its
        // inputs, and sees the flag before the next one.
        let _ = screen.try_send(Input::Wake);
        true
    }
}

/// The russh handler of one connection.
pub struct Conn {
    shared: Arc<Shared>,
    link: Arc<Link>,
    addr: Option<IpAddr>,
    user: String,
    key: Option<String>,
    code: Option<String>,
    term: Option<String>,
    env: HashMap<&'static str, String>,
    size: Option<(u16, u16)>,
    /// The size the screen takes when it next looks.
    window: Arc<Window>,
    channel: Option<ChannelId>,
    screen: Option<SyncSender<Input>>,
    decoder: Decoder,
    budget: Budget,
    /// The connection's place among the open ones: given back when the
    /// handler goes, before the screen hears of it.
    slot: Option<Slot>,
}

impl Conn {
    pub fn new(shared: Arc<Shared>, link: Arc<Link>, addr: Option<IpAddr>, slot: Slot) -> Conn {
        let limits = &shared.limits;
        let budget = Budget::new(
            limits.input_rate,
            limits.input_burst,
            limits.flood_patience,
            Instant::now(),
        );
        Conn {
            shared,
            link,
            addr,
            user: String::new(),
            key: None,
            code: None,
            term: None,
            env: HashMap::new(),
            size: None,
            window: Arc::new(Window::new((80, 24))),
            channel: None,
            screen: None,
            decoder: Decoder::default(),
            budget,
            slot: Some(slot),
        }
    }

    /// The visitor's locale, as POSIX ranks the variables.
    fn locale(&self) -> Option<String> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| self.env.get(name))
            .find(|v| !v.is_empty())
            .cloned()
    }

    fn lang(&self) -> Option<Lang> {
        i18n::locale::from_env(|name| self.env.get(name).cloned())
    }

    /// A sentence in the visitor's language.
    fn say(&self, make: impl FnOnce() -> String) -> String {
        said_in(self.lang(), make)
    }

    /// Keeps the user name the client gave, bounded: it is shown and
    /// logged, and a client may send a long one.
    fn set_user(&mut self, user: &str) {
        self.user = user.chars().take(MAX_USER).collect();
    }

    fn clamp(&self, width: u32, height: u32) -> (u16, u16) {
        let (max_w, max_h) = self.shared.limits.max_size;
        let clamp = |v: u32, max: u16| u16::try_from(v).unwrap_or(u16::MAX).min(max);
        (clamp(width, max_w), clamp(height, max_h))
    }

    fn admitted(&self, admission: Admission) -> Auth {
        let methods = |kinds: &[MethodKind]| Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(kinds)),
            partial_success: false,
        };
        match admission {
            Admission::Accept => {
                self.link.admitted.store(true, Ordering::Release);
                Auth::Accept
            }
            Admission::NeedCode => methods(&[MethodKind::KeyboardInteractive]),
            Admission::Deny => Auth::reject(),
        }
    }

    fn start_screen(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        let limits = &self.shared.limits;
        let (tx, rx) = sync_channel(INPUT_QUEUE);
        self.window.set(self.size.unwrap_or((80, 24)));
        let wake_pending = Arc::new(AtomicBool::new(false));
        let visitor = Visitor {
            addr: self.addr,
            user: self.user.clone(),
            key: self.key.clone(),
            code: self.code.clone(),
            term: self.term.clone(),
            lang: self.locale(),
            wake: Waker {
                tx: tx.clone(),
                pending: wake_pending.clone(),
            },
        };
        let (outlet, output) = Outlet::new(limits.output_backlog, self.link.kill.clone());
        let backlog = outlet.backlog.clone();
        let start = front::Start {
            host: self.shared.host.clone(),
            visitor,
            lang: self.lang(),
            window: Arc::clone(&self.window),
            rx,
            wake_pending,
            cut: self.link.cut.clone(),
            outlet,
            idle: limits.idle,
        };
        if front::spawn(start, &self.shared.screens).is_err() {
            return session.close(channel);
        }
        *self.link.screen.lock().unwrap_or_else(|e| e.into_inner()) = Some(tx.clone());
        self.screen = Some(tx);
        tokio::spawn(forward(session.handle(), channel, output, backlog));
        Ok(())
    }

    /// The visitor sent too much for too long: the screen gives the
    /// terminal back, says why and closes the channel; the connection goes
    /// then, or after a while.
    fn flooded(&self) {
        self.link.end_screen(Cut::Flooded);
        self.link.ending.notify_one();
    }

    fn to_screen(&self, input: Input) {
        if let Some(screen) = &self.screen {
            let _ = screen.try_send(input);
        }
    }
}

/// `make`'s sentence in `lang` (if one is given), whatever language the
/// thread that runs it speaks.
pub(super) fn said_in(lang: Option<Lang>, make: impl FnOnce() -> String) -> String {
    let before = i18n::current();
    if let Some(lang) = lang {
        i18n::set(lang);
    }
    let text = make();
    i18n::set(before);
    text
}

/// Ends the session channel with a line for the visitor.
pub(super) fn refuse(
    channel: ChannelId,
    line: &str,
    session: &mut Session,
) -> Result<(), russh::Error> {
    session.data(channel, format!("{line}\r\n").into_bytes())?;
    session.exit_status_request(channel, 1)?;
    session.eof(channel)?;
    session.close(channel)
}

/// Accepts a session channel while the connection holds none, keeping its
/// id in `held`, and refuses any other: one screen per connection.
pub(super) async fn open_one(
    held: &mut Option<ChannelId>,
    channel: Channel<Msg>,
    reply: ChannelOpenHandle,
) {
    if held.is_some() {
        reply.reject(ChannelOpenFailure::ResourceShortage).await;
    } else {
        *held = Some(channel.id());
        reply.accept().await;
    }
}

/// Hands a screen's output to the connection, and closes the channel when
/// the screen is done.
async fn forward(
    handle: russh::server::Handle,
    channel: ChannelId,
    mut output: tokio::sync::mpsc::UnboundedReceiver<Output>,
    backlog: Arc<std::sync::atomic::AtomicUsize>,
) {
    let mut status = 0;
    while let Some(out) = output.recv().await {
        match out {
            Output::Data(bytes) => {
                let len = bytes.len();
                if handle.data(channel, bytes).await.is_err() {
                    return;
                }
                backlog.fetch_sub(len, Ordering::AcqRel);
            }
            Output::End(ended) => {
                status = ended;
                break;
            }
        }
    }
    let _ = handle.exit_status_request(channel, status).await;
    let _ = handle.eof(channel).await;
    let _ = handle.close(channel).await;
}

impl Drop for Conn {
    fn drop(&mut self) {
        // Whoever the screen tells the visitor has gone can come straight
        // back in.
        drop(self.slot.take());
        self.to_screen(Input::Close);
    }
}

impl russh::server::Handler for Conn {
    type Error = russh::Error;

    /// Nobody comes in without a method: a client with a key must offer
    /// it (OpenSSH offers its keys only when "none" is refused), so that a
    /// player is known by their key whatever user name they typed.
    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        self.set_user(user);
        Ok(Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(
                &[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..],
            )),
            partial_success: false,
        })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        self.set_user(user);
        let fingerprint = key.public_key.fingerprint(HashAlg::Sha256).to_string();
        let admission = self
            .shared
            .host
            .admit(self.addr, &self.user, Some(&fingerprint), None);
        if admission != Admission::Deny {
            // Known by this key from now on, even if a code is asked for too.
            self.key = Some(fingerprint);
        }
        Ok(self.admitted(admission))
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        self.set_user(user);
        let Some(mut response) = response else {
            // Without a key, a user name that is itself the credential (a
            // join code) lets the visitor in with no question asked.
            if self.key.is_none()
                && self.shared.host.admit(self.addr, &self.user, None, None) == Admission::Accept
            {
                return Ok(self.admitted(Admission::Accept));
            }
            let prompt = self.shared.host.code_prompt();
            return Ok(Auth::Partial {
                name: "".into(),
                instructions: "".into(),
                prompts: vec![(prompt.into(), true)].into(),
            });
        };
        let code = response.next().map(|b| {
            String::from_utf8_lossy(&b)
                .trim()
                .chars()
                .take(256)
                .collect::<String>()
        });
        let Some(code) = code else {
            return Ok(Auth::reject());
        };
        let admission =
            self.shared
                .host
                .admit(self.addr, &self.user, self.key.as_deref(), Some(&code));
        if admission == Admission::Accept {
            self.code = Some(code);
            return Ok(self.admitted(admission));
        }
        Ok(Auth::reject())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        open_one(&mut self.channel, channel, reply).await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        width: u32,
        height: u32,
        _: u32,
        _: u32,
        _: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.screen.is_some() || Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        self.term = Some(term.chars().take(64).collect());
        self.size = Some(self.clamp(width, height));
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let known = ["LANG", "LC_ALL", "LC_MESSAGES"]
            .into_iter()
            .find(|n| *n == name);
        match known {
            Some(name) if self.screen.is_none() && value.len() <= 64 => {
                self.env.insert(name, value.to_string());
                session.channel_success(channel)
            }
            _ => session.channel_failure(channel),
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.screen.is_some() || Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        if self.size.is_none() {
            let line = self.say(|| crate::tr!("ssh-needs-terminal"));
            session.channel_success(channel)?;
            return refuse(channel, &line, session);
        }
        session.channel_success(channel)?;
        self.start_screen(channel, session)
    }

    /// `record N` writes the record of finished game N and closes; any
    /// other command is refused.
    async fn exec_request(
        &mut self,
        channel: ChannelId,
        sent: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.screen.is_some() || Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        let Some(Command::Record(id)) = Command::read(sent) else {
            // Taken, to be answered in words and a failing status.
            let line = self.say(|| crate::tr!("ssh-one-command"));
            session.channel_success(channel)?;
            return refuse(channel, &line, session);
        };
        // The host may read its database: off the runtime's threads.
        let host = Arc::clone(&self.shared.host);
        let record = tokio::task::spawn_blocking(move || host.record(id))
            .await
            .ok()
            .flatten();
        session.channel_success(channel)?;
        let Some(record) = record else {
            let line = self.say(|| crate::tr!("ssh-no-record", id = id));
            return refuse(channel, &line, session);
        };
        session.data(channel, record.into_bytes())?;
        session.exit_status_request(channel, 0)?;
        session.eof(channel)?;
        session.close(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let what: String = name.chars().take(32).collect();
        let line = self.say(|| crate::tr!("ssh-refused", what = what));
        session.channel_failure(channel)?;
        refuse(channel, &line, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(&mut self, _: ChannelId, _: &mut Session) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn channel_open_x11(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_forwarded_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        reply: ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }

    async fn tcpip_forward(
        &mut self,
        _: &str,
        _: &mut u32,
        _: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(&mut self, _: &str, _: &mut Session) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        _: ChannelId,
        width: u32,
        height: u32,
        _: u32,
        _: u32,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        let size = self.clamp(width, height);
        self.size = Some(size);
        self.window.set(size);
        if self.screen.is_none() {
            return Ok(());
        }
        // Over budget, the screen is not woken: it takes the size at its
        // next tick.
        match self.budget.admit(RESIZE_COST, Instant::now()) {
            Verdict::Take(RESIZE_COST) => self.to_screen(Input::Resized),
            Verdict::Take(_) => {}
            Verdict::Close => self.flooded(),
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        // Input for a screen told to end goes nowhere.
        if Some(channel) != self.channel || self.screen.is_none() || self.link.cut.get().is_some() {
            return Ok(());
        }
        match self.budget.admit(data.len(), Instant::now()) {
            Verdict::Take(n) => {
                for event in self.decoder.feed(&data[..n]) {
                    self.to_screen(Input::Event(event));
                }
            }
            Verdict::Close => self.flooded(),
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) == self.channel {
            self.to_screen(Input::Close);
        }
        Ok(())
    }
}
