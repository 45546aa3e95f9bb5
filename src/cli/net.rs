//! Play over the network: hosting the game at this terminal for players
//! who join with `ssh` (`--north remote`), and `pasang serve`.

use anyhow::{Context, Result, bail};
use pasang::games::{AnyGame, Seat, SeatKind};
use pasang::net::address::{self, reachable};
use pasang::net::code::new_code;
use pasang::net::games::{Directory, ServerGame};
use pasang::net::host::{ManyGames, OneGame};
use pasang::net::log::Log;
use pasang::net::ssh::{self, Limits, ServerConfig};
use pasang::net::table::AnyTable;
use pasang::tr;
use pasang::tui::play::Screen;
use pasang::tui::{AnyApp, Storage, Theme};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// `pasang serve`'s options.
#[derive(clap::Args, Debug)]
pub(crate) struct ServeArgs {
    /// Where the server listens (port 0: any free port).
    #[arg(long, value_name = "ADDR:PORT", default_value = super::options::LISTEN,
          value_parser = pasang::limits::listen_address)]
    pub(crate) listen: SocketAddr,
    /// The address visitors are told to use [default: this machine's].
    #[arg(long, value_name = "HOST")]
    pub(crate) name: Option<String>,
    /// Where the games and the host key are kept [default: as for playing].
    #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub(crate) data_dir: Option<PathBuf>,
    /// Most visitors at once, 1 to 10000.
    #[arg(long, value_name = "N", default_value_t = pasang::net::ssh::Limits::default().connections,
          value_parser = super::options::ranged::<usize>(1..=10_000))]
    pub(crate) max_visitors: usize,
    /// Most visitors at once from one address, 1 to 10000.
    #[arg(long, value_name = "N", default_value_t = 8,
          value_parser = super::options::ranged::<usize>(1..=10_000))]
    pub(crate) per_address: usize,
    /// Where the server logs who came and went, games, ratings and
    /// refusals, appended [default: standard error].
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub(crate) log: Option<PathBuf>,
    /// The operator's public key, who makes tournaments in the lobby: its
    /// file (`.pub`) or its fingerprint (`SHA256:…`).
    #[arg(long, value_name = "KEY", value_hint = clap::ValueHint::FilePath)]
    pub(crate) admin: Option<String>,
    /// How long a tournament's player may take to come to a round's game
    /// before losing it by forfeit, such as 90s, 5m or 1h [default: 5m].
    #[arg(long, value_name = "DURATION", value_parser = pasang::limits::grace)]
    pub(crate) grace: Option<Duration>,
}

/// The fingerprint of the operator's key given as `--admin`: as written,
/// or of the public key in the file it names.
fn admin_fingerprint(given: &str) -> Result<String> {
    if given.starts_with("SHA256:") {
        return Ok(given.to_string());
    }
    let path = Path::new(given);
    let bytes = pasang::files::read_bounded(path, 64 * 1024).with_context(|| {
        tr!(
            "net-admin-key",
            key = pasang::shown::printable(given).to_string()
        )
    })?;
    let text = String::from_utf8_lossy(&bytes);
    ssh::public_fingerprint(&text).with_context(|| {
        tr!(
            "net-admin-key",
            key = pasang::shown::printable(given).to_string()
        )
    })
}

/// Lets the server hold as many connections as it admits: the soft
/// limit of open files (1024 on many systems) raised to the hard one. Not
/// raised, the limit stands, and a connection over it is refused as any
/// that cannot be accepted.
fn raise_open_files() {
    use rustix::process::{Resource, getrlimit, setrlimit};
    let mut limit = getrlimit(Resource::Nofile);
    if limit.current != limit.maximum {
        limit.current = limit.maximum;
        let _ = setrlimit(Resource::Nofile, limit);
    }
}

/// The data directory, which holds the host key, with the key made or
/// read there: a problem with it is said as one, not as one of listening.
fn key_dir(data_dir: Option<&Path>) -> Result<PathBuf> {
    let dir = pasang::store::data_dir(data_dir).with_context(|| tr!("cli-no-data-dir"))?;
    ssh::host_key(&dir)
        .with_context(|| tr!("net-no-host-key", dir = pasang::shown::printable_path(&dir)))?;
    Ok(dir)
}

/// The port in use, or another problem binding, said plainly.
fn listen_error(listen: SocketAddr, e: std::io::Error) -> anyhow::Error {
    if e.kind() == std::io::ErrorKind::AddrInUse {
        anyhow::anyhow!(tr!("net-port-in-use", address = listen.to_string()))
    } else {
        anyhow::Error::new(e).context(tr!("net-cannot-listen", address = listen.to_string()))
    }
}

/// What the game at this terminal needs besides the seats.
pub(crate) struct Hosting {
    pub(crate) listen: SocketAddr,
    pub(crate) data_dir: Option<PathBuf>,
    pub(crate) storage: Storage,
    pub(crate) theme: Theme,
    pub(crate) seed: u64,
    pub(crate) movetime: Duration,
    pub(crate) settings: Option<PathBuf>,
    /// The terminal bell for the players here (the setting).
    pub(crate) bell: bool,
    /// The game's clock, kept by the table.
    pub(crate) clock: Option<pasang::session::Clock>,
}

/// Plays `game` here with the `remote` seats taken by players who join
/// over SSH; the server stops when the game here ends.
pub(crate) fn host(
    game: AnyGame,
    kinds: Vec<SeatKind>,
    remote: &[Seat],
    hosting: Hosting,
) -> Result<()> {
    let seats = game.seats().to_vec();
    let here: Vec<Seat> = seats
        .iter()
        .copied()
        .filter(|s| !remote.contains(s))
        .collect();
    let open = seats.iter().map(|s| remote.contains(s)).collect();
    let table = AnyTable::new(game, kinds.clone());
    table.set_clock(hosting.clock.clone());
    let code = new_code();
    let shared = Arc::new(ServerGame::new(code.clone(), table.clone(), open, None).hosted());
    let config = ServerConfig {
        listen: hosting.listen,
        key_dir: key_dir(hosting.data_dir.as_deref())?,
        limits: Limits::default(),
    };
    let server = ssh::serve(config, Arc::new(OneGame::new(shared)))
        .map_err(|e| listen_error(hosting.listen, e))?;
    let port = server.local_addr().port();
    table.set_invite(address::invite(&reachable(hosting.listen), port, &code));
    let app: AnyApp = pasang::on_any!(&table, AnyTable, t => {
        let link = t.sit(&here, None);
        Screen::new(t.game(), hosting.theme)
            .with_storage(hosting.storage)
            .with_players(kinds.clone(), hosting.seed, hosting.movetime)
            .with_settings(hosting.settings)
            .with_bell(hosting.bell)
            .with_link(link)
            .hosting()
            .into()
    });
    // The server stops when the game here ends, also by a signal: each
    // visitor's terminal is given back before the connection closes.
    let server = std::sync::Mutex::new(Some(server));
    let stop = || {
        if let Some(server) = server.lock().ok().and_then(|mut s| s.take()) {
            server.stop();
        }
    };
    let played = pasang::tui::run_then(app, stop).with_context(|| tr!("cli-terminal-failed"));
    stop();
    played
}

/// `pasang serve`: a lobby of games for anyone who comes in with `ssh`,
/// until Ctrl-C or a signal to end.
pub(crate) fn serve(args: &ServeArgs) -> Result<()> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    raise_open_files();
    let data = pasang::store::data_dir(args.data_dir.as_deref())
        .with_context(|| tr!("cli-no-data-dir"))?;
    let games_dir = data.join("server");
    std::fs::create_dir_all(&games_dir).with_context(|| {
        tr!(
            "net-cannot-keep",
            dir = pasang::shown::printable_path(&games_dir)
        )
    })?;
    // One server per folder of games: two would write the same files.
    let lock_path = games_dir.join("server.lock");
    let mut options = std::fs::OpenOptions::new();
    options.create(true).truncate(false).write(true);
    // A named pipe at the lock's name is an error, not a wait for a reader.
    pasang::files::without_waiting(&mut options);
    let lock = options.open(&lock_path).with_context(|| {
        tr!(
            "net-cannot-keep",
            dir = pasang::shown::printable_path(&games_dir)
        )
    })?;
    if lock.try_lock().is_err() {
        bail!(tr!(
            "net-already-serving",
            dir = pasang::shown::printable_path(&games_dir)
        ));
    }
    // Temporary files that a server or game killed while writing left.
    let now = std::time::SystemTime::now();
    pasang::files::clear_temp_files(&data, now);
    pasang::files::clear_temp_files(&games_dir, now);
    let log = match &args.log {
        Some(path) => {
            let mut options = std::fs::OpenOptions::new();
            options.create(true).append(true);
            pasang::files::without_waiting(&mut options);
            let file = options.open(path).with_context(|| {
                tr!("net-cannot-log", path = pasang::shown::printable_path(path))
            })?;
            Log::to(Box::new(file))
        }
        None => Log::stderr(),
    };
    let admin = args.admin.as_deref().map(admin_fingerprint).transpose()?;
    let (games, unreadable) = Directory::open_logged(Some(games_dir.clone()), Arc::new(log), admin)
        .with_context(|| {
            tr!(
                "net-cannot-keep",
                dir = pasang::shown::printable_path(&games_dir)
            )
        })?;
    if let Some(grace) = args.grace {
        games.tournaments.set_grace(grace);
    }
    // A server outlives whoever reads what it says: a closed output or
    // error stream is no reason to stop serving.
    use std::io::Write as _;
    for bad in &unreadable {
        let _ = writeln!(
            std::io::stderr(),
            "{}",
            tr!(
                "net-game-unreadable",
                path = pasang::shown::printable_path(&bad.path),
                why = bad.why.clone()
            )
        );
    }
    games.log().event(
        "server.restored",
        &[
            ("games", &games.in_progress().len()),
            ("players", &games.players().count()),
            ("tournaments", &games.tournaments.count()),
            ("unreadable", &unreadable.len()),
        ],
    );
    let limits = Limits {
        connections: args.max_visitors,
        per_address: args.per_address,
        ..Limits::default()
    };
    let config = ServerConfig {
        listen: args.listen,
        key_dir: key_dir(Some(&data))?,
        limits,
    };
    // Listening for the signals first: one that comes while the server
    // starts is not lost. Any signal that would end the server stops it as
    // Ctrl-C does, the games' files whole and the lock let go.
    let mut signals = signal_hook::iterator::Signals::new(pasang::interrupt::ending_signals())?;
    let name = args.name.clone().unwrap_or_else(|| reachable(args.listen));
    // The port is known once bound (it may be 0, any free port): the lobby
    // reads it from here.
    let port = Arc::new(std::sync::OnceLock::new());
    let host = ManyGames {
        games: Arc::clone(&games),
        name: name.clone(),
        port: Arc::clone(&port),
    };
    let server = ssh::serve(config, Arc::new(host)).map_err(|e| listen_error(args.listen, e))?;
    let _ = port.set(server.local_addr().port());
    let key = ssh::host_key(&data)?;
    games.log().event(
        "server.started",
        &[
            ("version", &env!("CARGO_PKG_VERSION")),
            ("listen", &server.local_addr()),
            ("name", &name),
        ],
    );
    let _ = writeln!(
        std::io::stdout(),
        "{}",
        tr!(
            "net-serving",
            address = server.local_addr().to_string(),
            command = pasang::visitor::ssh_command(&name, server.local_addr().port(), None),
            fingerprint = ssh::fingerprint(&key),
            games = games.in_progress().len(),
            dir = pasang::shown::printable_path(&games_dir)
        )
    );
    let signal = signals.forever().next().unwrap_or(SIGTERM);
    server.stop();
    games.keep_all();
    let signal_name = signal_hook::low_level::signal_name(signal)
        .map_or_else(|| signal.to_string(), str::to_string);
    games.log().event(
        "server.stopped",
        &[
            ("signal", &signal_name),
            ("games", &games.in_progress().len()),
        ],
    );
    drop(lock);
    let _ = writeln!(std::io::stderr(), "{}", tr!("net-stopped"));
    if signal == SIGINT {
        std::process::exit(130);
    }
    Ok(())
}
