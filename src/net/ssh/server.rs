//! The listening server: its runtime thread, the accept loop with its
//! connection limits, and stopping.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;

use russh::server::{Auth, ChannelOpenHandle, Msg, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

use super::conn::{Conn, Link, open_one, refuse, said_in};
use super::front::Cut;
use super::io::{Socket, shut};
use super::shared::{Shared, Slot};
use super::{Host, ServerConfig, hostkey};
use crate::visitor::Origin;

/// A running server. Dropping it leaves it running; [`Server::stop`] (or a
/// [`Stopper`]'s) ends it.
pub struct Server {
    local_addr: SocketAddr,
    stop: Stopper,
    thread: Option<JoinHandle<()>>,
}

/// Stops a server from another thread (e.g. on Ctrl-C while `wait` runs).
#[derive(Clone)]
pub struct Stopper(Arc<watch::Sender<bool>>);

impl Stopper {
    /// Asks the server to close every connection and end.
    pub fn stop(&self) {
        let _ = self.0.send(true);
    }
}

impl Server {
    /// The address it listens on (with the port the system picked).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// Closes every connection (each screen is told by
    /// [`Front::closed`](super::Front::closed)) and waits for it all to end.
    pub fn stop(mut self) {
        self.stop.stop();
        self.join();
    }

    /// What stops the server from elsewhere.
    pub fn stopper(&self) -> Stopper {
        self.stop.clone()
    }

    /// Waits until the server has stopped (through a [`Stopper`]), every
    /// screen having been told.
    pub fn wait(mut self) {
        self.join();
    }

    fn join(&mut self) {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Binds `config.listen` (loading or making the host key first), then
/// serves on a thread of its own: a small tokio runtime for the
/// connections, and a thread per visitor's screen.
pub fn serve(config: ServerConfig, host: Arc<dyn Host>) -> io::Result<Server> {
    let key = hostkey::load_or_create(&config.key_dir)?;
    let limits = config.limits;
    let ssh = russh::server::Config {
        keys: vec![key],
        // Never passwords: a key, or a code typed at a prompt.
        methods: MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..]),
        max_auth_attempts: limits.auth_attempts,
        // The first "none" that OpenSSH sends is answered at once; a
        // wrong key or code waits a little, against guessing.
        auth_rejection_time: std::time::Duration::from_millis(300),
        auth_rejection_time_initial: Some(std::time::Duration::ZERO),
        // A backstop: the screen closes idle visitors itself, with a word.
        inactivity_timeout: Some(limits.idle + limits.auth_time),
        nodelay: true,
        ..Default::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("pasang-ssh")
        .enable_all()
        .build()?;
    // Bound outside the runtime, so that `serve` may be called from
    // anywhere (even from within another runtime).
    let listener = std::net::TcpListener::bind(config.listen)?;
    listener.set_nonblocking(true)?;
    let local_addr = listener.local_addr()?;
    let shared = Arc::new(Shared::new(host, limits));
    let (stop, stopping) = watch::channel(false);
    let thread = std::thread::Builder::new()
        .name("pasang-ssh-server".into())
        .spawn(move || {
            runtime.block_on(accept(listener, Arc::new(ssh), shared.clone(), stopping));
            // Ends the sessions still running, which tells their screens.
            drop(runtime);
            let screens =
                std::mem::take(&mut *shared.screens.lock().unwrap_or_else(|e| e.into_inner()));
            for screen in screens {
                let _ = screen.join();
            }
        })?;
    Ok(Server {
        local_addr,
        stop: Stopper(Arc::new(stop)),
        thread: Some(thread),
    })
}

async fn accept(
    listener: std::net::TcpListener,
    ssh: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    stopping: watch::Receiver<bool>,
) {
    let Ok(listener) = TcpListener::from_std(listener) else {
        return;
    };
    let mut connections = JoinSet::new();
    let turning_away = Arc::new(Semaphore::new(TURNING_AWAY));
    let mut stop = stopping.clone();
    loop {
        tokio::select! {
            _ = stop.wait_for(|stop| *stop) => break,
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted else { continue };
                let Some(slot) = Slot::take(&shared, Origin::of(Some(peer.ip()))) else {
                    shared.host.refused(Some(peer.ip()), super::Refused::Full);
                    let turn = turn_away(ssh.clone(), stream, turning_away.clone());
                    let mut stop = stopping.clone();
                    connections.spawn(async move {
                        tokio::select! {
                            _ = turn => {}
                            _ = stop.wait_for(|stop| *stop) => {}
                        }
                    });
                    continue;
                };
                let task = connection(ssh.clone(), shared.clone(), stream, slot, stopping.clone());
                connections.spawn(task);
            }
        }
    }
    drop(listener);
    while connections.join_next().await.is_some() {}
}

/// Turned-away connections being told why at once; more are just closed.
const TURNING_AWAY: usize = 8;

/// Tells a connection over the limits why it is turned away, in words on
/// its terminal before any prompt: it is let in with nothing to do, and the
/// session it opens gets the line and ends (a banner would come after a
/// password prompt in OpenSSH, which tries every method when none is left).
async fn turn_away(ssh: Arc<russh::server::Config>, stream: TcpStream, permits: Arc<Semaphore>) {
    let Ok(_permit) = permits.try_acquire_owned() else {
        return;
    };
    let stream = Arc::new(stream);
    let session = async {
        let handler = TurnAway::default();
        if let Ok(running) = russh::server::run_stream(ssh, Socket(stream.clone()), handler).await {
            let _ = running.await;
        }
    };
    let _ = tokio::time::timeout(std::time::Duration::from_secs(10), session).await;
    shut(&stream);
}

/// The handler of a connection turned away: in by "none", one session,
/// which is told why and closed; nothing else.
#[derive(Default)]
struct TurnAway {
    channel: Option<ChannelId>,
    /// The visitor's locale, if `ssh` sent it before the shell.
    lang: Option<String>,
}

impl TurnAway {
    fn tell(&self, channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
        let locale = self.lang.clone();
        let lang = crate::i18n::locale::from_env(|_| locale.clone());
        let line = said_in(lang, || crate::tr!("ssh-too-many"));
        session.channel_success(channel)?;
        refuse(channel, &line, session)
    }
}

impl russh::server::Handler for TurnAway {
    type Error = russh::Error;

    async fn auth_none(&mut self, _: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::Accept)
    }

    async fn auth_publickey_offered(
        &mut self,
        _: &str,
        _: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
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

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if matches!(name, "LANG" | "LC_ALL" | "LC_MESSAGES") && value.len() <= 64 {
            // The first that rules, as POSIX ranks them, is kept.
            if self.lang.is_none() || name != "LANG" {
                self.lang = Some(value.to_string());
            }
        }
        session.channel_failure(channel)
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        _: u32,
        _: u32,
        _: u32,
        _: u32,
        _: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.tell(channel, session)
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.tell(channel, session)
    }
}

/// How long a connection the server ends (stopping, or for a flood) waits
/// for the visitor's terminal to be given back and the client to go.
const GRACE: std::time::Duration = std::time::Duration::from_secs(2);

async fn connection(
    ssh: Arc<russh::server::Config>,
    shared: Arc<Shared>,
    stream: TcpStream,
    slot: Slot,
    mut stopping: watch::Receiver<bool>,
) {
    let addr = stream.peer_addr().ok().map(|a| a.ip());
    let stream = Arc::new(stream);
    let link = Arc::new(Link::default());
    let auth_time = shared.limits.auth_time;
    let host = Arc::clone(&shared.host);
    let conn = Conn::new(shared, link.clone(), addr, slot);
    let session = async {
        if let Ok(running) = russh::server::run_stream(ssh, Socket(stream.clone()), conn).await {
            let _ = running.await;
        }
    };
    let deadline = async {
        tokio::time::sleep(auth_time).await;
        if link.admitted.load(std::sync::atomic::Ordering::Acquire) {
            std::future::pending::<()>().await;
        }
    };
    let mut session = std::pin::pin!(session);
    use super::Refused;
    let (giving_back, refused) = tokio::select! {
        _ = &mut session => (false, None),
        _ = deadline => (false, Some(Refused::NoLogin)),
        // The client does not read its screen: anything more (its terminal
        // given back, a word why) would wait behind all it has not taken,
        // and not reach it in time. It is cut at once.
        _ = link.kill.notified() => (false, Some(Refused::NotReading)),
        // The screen was told to end (a flood).
        _ = link.ending.notified() => (true, Some(Refused::Flood)),
        _ = stopping.wait_for(|stop| *stop) => (link.end_screen(Cut::Stopped), None),
    };
    if let Some(why) = refused {
        host.refused(addr, why);
    }
    // The visitor's terminal is given back and told (or was, by a screen
    // that ended by itself just now), the channel closes, and the client
    // goes once it has taken all that; one that does not go is cut after
    // a while, one that stops reading at once.
    if giving_back {
        tokio::select! {
            _ = tokio::time::timeout(GRACE, &mut session) => {}
            _ = link.kill.notified() => {}
        }
    }
    // Whatever ended it, the socket goes: the session's task ends with it
    // and drops its handler, which gives back the connection's place and
    // tells the screen.
    shut(&stream);
}
