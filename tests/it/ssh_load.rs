//! A load test of `pasang serve` on loopback, run by hand (it is ignored
//! by `cargo test`):
//!
//!     PASANG_LOAD_VISITORS=500 cargo test --release --test it ssh_load:: -- --ignored --nocapture
//!
//! `PASANG_LOAD_VISITORS` visitors (50 when not set, even, at most 1922)
//! in half as many games of the ka game, all connected at once, each
//! typing its moves as a player does (`:`, the move, Enter), a move every
//! `PASANG_LOAD_PACE_MS` in each game (2000 when not set, as players at a
//! 1+0 clock; 0 as fast as the screens show them). For every move
//! it times the key press to the moment the other player's screen shows
//! it, and prints `N visitors: median X ms, p99 Y ms, worst Z ms` with the
//! server's memory. Every game must end with every move on both screens
//! and in its saved file. Bounded: 16 plies a game, two minutes for any
//! one screen to show what it waits for.
//!
//! Beside it, run by `cargo test` too, the server's memory with visitors
//! playing the computer (see [`visitors_playing_the_computer_cost_the_server_a_few_mib_each`]).
#![cfg(target_os = "linux")]

use pasang::games::AnyGame;
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::AnyRecord;
use russh::client::{self, Handle, KeyboardInteractiveAuthResponse};
use russh::keys::PublicKeyOrCertificate;
use russh::{ChannelMsg, client::Msg};
use std::io::BufRead;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::Notify;

const PLIES: usize = 16;
const DEADLINE: Duration = Duration::from_secs(120);

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A visitor's terminal: what the server drew, read as a screen.
struct Screen {
    parser: Mutex<vt100::Parser>,
    changed: Notify,
}

impl Screen {
    fn text(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    async fn wait_for(&self, text: &str) {
        let wait = async {
            loop {
                let changed = self.changed.notified();
                if self.text().contains(text) {
                    return;
                }
                changed.await;
            }
        };
        if tokio::time::timeout(DEADLINE, wait).await.is_err() {
            panic!("the screen never showed {text:?}:\n{}", self.text());
        }
    }
}

/// A visitor who comes in with `code` as the user name and sits at its game.
async fn visit(port: u16, code: &str) -> (Handle<Trusting>, russh::Channel<Msg>, Arc<Screen>) {
    let config = Arc::new(client::Config::default());
    let mut handle = client::connect(config, ("127.0.0.1", port), Trusting)
        .await
        .expect("connects");
    // A code as the user name lets a visitor without a key in with no
    // question asked.
    let asked = handle
        .authenticate_keyboard_interactive_start(code, None)
        .await
        .unwrap();
    assert!(matches!(asked, KeyboardInteractiveAuthResponse::Success));
    let channel = handle.channel_open_session().await.unwrap();
    channel.set_env(true, "LANG", "en_GB.UTF-8").await.unwrap();
    channel
        .request_pty(true, "xterm-256color", 100, 32, 0, 0, &[])
        .await
        .unwrap();
    channel.request_shell(true).await.unwrap();
    let screen = Arc::new(Screen {
        parser: Mutex::new(vt100::Parser::new(
            std::num::NonZeroU16::new(32).unwrap(),
            std::num::NonZeroU16::new(100).unwrap(),
            0,
        )),
        changed: Notify::new(),
    });
    (handle, channel, screen)
}

/// Feeds what the server sends into the screen until the channel closes.
async fn read(channel: russh::Channel<Msg>, screen: Arc<Screen>) -> russh::ChannelWriteHalf<Msg> {
    let (mut reader, writer) = channel.split();
    tokio::spawn(async move {
        while let Some(msg) = reader.wait().await {
            if let ChannelMsg::Data { data } = msg {
                screen.parser.lock().unwrap().process(&data);
                screen.changed.notify_waiters();
            }
        }
    });
    writer
}

/// A legal game of `PLIES` moves, chosen by a seeded generator (a seed
/// whose game ends sooner gives way to the next).
fn moves(seed: u64) -> Vec<String> {
    (seed * 1000..)
        .find_map(|attempt| {
            let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
            let mut x = attempt.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mut played = Vec::new();
            while played.len() < PLIES {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    return None;
                }
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let m = legal[(x >> 33) as usize % legal.len()];
                game.try_play(m).unwrap();
                played.push(m.to_string());
            }
            Some(played)
        })
        .unwrap()
}

/// The number of visitors asked for: `PASANG_LOAD_VISITORS`, or 50.
fn visitors() -> usize {
    match std::env::var("PASANG_LOAD_VISITORS") {
        Err(_) => 50,
        Ok(n) => match n.trim().parse::<usize>() {
            Ok(n) if n >= 2 && n.is_multiple_of(2) && n <= 2 * 31 * 31 => n,
            _ => panic!("PASANG_LOAD_VISITORS is {n:?}: an even number from 2 to 1922"),
        },
    }
}

/// The time between two moves of a game: `PASANG_LOAD_PACE_MS`, or 2000
/// ms (each player with a minute for 30 moves, as at a 1+0 clock); 0 plays
/// every move as soon as the last one shows.
fn pace() -> Duration {
    match std::env::var("PASANG_LOAD_PACE_MS") {
        Err(_) => Duration::from_secs(2),
        Ok(ms) => Duration::from_millis(
            ms.trim()
                .parse()
                .unwrap_or_else(|_| panic!("PASANG_LOAD_PACE_MS is {ms:?}: milliseconds")),
        ),
    }
}

/// The letters of join codes.
const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// The codes of `games` games, written into the server's folder before it
/// starts, each with the first move of its [`moves`] played.
fn codes(dir: &Path, games: usize) -> Vec<String> {
    (0..games)
        .map(|i| {
            let code = format!(
                "game22{}{}",
                ALPHABET[i / ALPHABET.len()] as char,
                ALPHABET[i % ALPHABET.len()] as char
            );
            // Its first move played: a server lets a game no one has
            // played in go when it starts.
            let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
            game.try_play(moves(i as u64)[0].parse().unwrap()).unwrap();
            let game = AnyGame::Ka(game);
            std::fs::write(
                dir.join(format!("{code}.game.ron")),
                AnyRecord::of(&game).to_ron(),
            )
            .unwrap();
            code
        })
        .collect()
}

/// `pasang serve` on loopback with its data in `dir`, letting in
/// `visitors` from one address; its port.
fn start_server(dir: &Path, visitors: usize) -> (std::process::Child, u16) {
    // The default limit of visitors in all, unless more are asked for;
    // all of them come from one address here.
    let mut server = Command::new(env!("CARGO_BIN_EXE_pasang"));
    server.args(["serve", "--listen", "127.0.0.1:0"]);
    if visitors > pasang::net::ssh::Limits::default().connections {
        server.args(["--max-visitors", &visitors.to_string()]);
    }
    let mut server = server
        .args(["--per-address", &visitors.max(2).to_string(), "--data-dir"])
        .arg(dir)
        .arg("--log")
        .arg(dir.join("server.log"))
        // None of the settings of the machine running the test.
        .env("XDG_CONFIG_HOME", dir)
        .env("LANG", "C")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    let mut said = std::io::BufReader::new(server.stdout.take().unwrap());
    said.read_line(&mut first).unwrap();
    std::thread::spawn(move || std::io::copy(&mut said, &mut std::io::sink()));
    let port: u16 = first
        .trim()
        .trim_end_matches('.')
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .expect(&first);
    (server, port)
}

fn peak_memory_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test, run by hand: see the top of the file"]
async fn visitors_in_pairs_lose_no_move_and_see_each_other_s_keys_soon() {
    let visitors = visitors();
    let games = visitors / 2;
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("server");
    std::fs::create_dir_all(&games_dir).unwrap();
    let codes = codes(&games_dir, games);
    let (mut server, port) = start_server(dir.path(), visitors);
    let rss_before = peak_memory_kib(server.id());
    let start = Instant::now();
    let pace = pace();
    // Play starts once every visitor is in.
    let all_in = Arc::new(tokio::sync::Barrier::new(games));
    let mut tasks = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        let code = code.clone();
        let all_in = Arc::clone(&all_in);
        tasks.push(tokio::spawn(async move {
            let (_hs, south, south_screen) = visit(port, &code).await;
            let (_hn, north, north_screen) = visit(port, &code).await;
            let writers = [
                read(south, Arc::clone(&south_screen)).await,
                read(north, Arc::clone(&north_screen)).await,
            ];
            let screens = [south_screen, north_screen];
            screens[0].wait_for("North is here.").await;
            all_in.wait().await;
            // The games' moves spread over the pace, each game a move a pace.
            let mut next = tokio::time::Instant::now() + pace.mul_f64(i as f64 / games as f64);
            let mut times = Vec::new();
            for (ply, mv) in moves(i as u64).iter().enumerate().skip(1) {
                tokio::time::sleep_until(next).await;
                next += pace;
                let (me, other) = (ply % 2, 1 - ply % 2);
                let who = ["South", "North"][me];
                let keys = format!(":{mv}\r");
                let pressed = Instant::now();
                writers[me].data(keys.as_bytes()).await.unwrap();
                screens[other]
                    .wait_for(&format!("{who} played {mv}:"))
                    .await;
                times.push(pressed.elapsed());
            }
            (_hs, _hn, times)
        }));
    }
    let mut times = Vec::new();
    let mut held = Vec::new();
    for task in tasks {
        let (a, b, t) = task.await.unwrap();
        held.push((a, b));
        times.extend(t);
    }
    let took = start.elapsed();
    let rss_peak = peak_memory_kib(server.id());
    drop(held);
    server.kill().unwrap();
    server.wait().unwrap();
    // Every move in every saved game.
    for (i, code) in codes.iter().enumerate() {
        let bytes = std::fs::read(games_dir.join(format!("{code}.game.ron"))).unwrap();
        let game = AnyRecord::from_ron_bytes(&bytes).unwrap().replay().unwrap();
        assert_eq!(game.move_texts(), moves(i as u64), "game {code}");
    }
    times.sort();
    let at = |share: f64| times[((times.len() - 1) as f64 * share).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{visitors} visitors: median {:.1} ms, p99 {:.1} ms, worst {:.1} ms (a move every {} ms in each game)",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
        pace.as_millis()
    );
    println!(
        "{games} games, {} moves in {:.1} s; server memory {} KiB at start, {} KiB at most",
        times.len(),
        took.as_secs_f64(),
        rss_before,
        rss_peak
    );
    assert_eq!(times.len(), games * (PLIES - 1));
}

/// Games of Bell's game for four, each a visitor's against three computers
/// at `hard`: `PASANG_LOAD_COMPUTER_GAMES` (4 when not set).
fn computer_games() -> usize {
    std::env::var("PASANG_LOAD_COMPUTER_GAMES").map_or(4, |n| {
        n.trim()
            .parse()
            .unwrap_or_else(|_| panic!("PASANG_LOAD_COMPUTER_GAMES is {n:?}: a number"))
    })
}

/// A server's computer players keep small tables: visitors each playing
/// Bell's game for four against three computers at `hard` (the costliest
/// game a guest can start) cost the server a few MiB each, not 70. Run
/// by `cargo test` with 4 games; with more, by hand:
///
///     PASANG_LOAD_COMPUTER_GAMES=50 cargo test --release --test ssh_load \
///         visitors_playing_the_computer -- --nocapture
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn visitors_playing_the_computer_cost_the_server_a_few_mib_each() {
    use pasang::games::{SeatKind, bell};
    let games = computer_games();
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("server");
    std::fs::create_dir_all(&games_dir).unwrap();
    let kinds = [
        SeatKind::Human,
        SeatKind::Computer(pasang::games::Level::Hard),
        SeatKind::Computer(pasang::games::Level::Hard),
        SeatKind::Computer(pasang::games::Level::Hard),
    ];
    let codes: Vec<String> = (0..games)
        .map(|i| {
            let code = format!(
                "hard22{}{}",
                ALPHABET[i / ALPHABET.len()] as char,
                ALPHABET[i % ALPHABET.len()] as char
            );
            let rules = bell::Rules {
                players: bell::Players::Four,
                ..bell::Rules::default()
            };
            // The visitor's first move played: the computers are to move.
            let mut game = bell::Game::new(bell::Setup::default(), rules);
            let first = game.legal_moves()[i % 3];
            game.try_play(first).unwrap();
            let record = AnyRecord::played(&AnyGame::Bell(game), &kinds, None, None);
            std::fs::write(games_dir.join(format!("{code}.game.ron")), record.to_ron()).unwrap();
            code
        })
        .collect();
    let (mut server, port) = start_server(dir.path(), games);
    let rss_before = peak_memory_kib(server.id());
    let mut held = Vec::new();
    for code in &codes {
        let (handle, channel, screen) = visit(port, code).await;
        let writer = read(channel, Arc::clone(&screen)).await;
        held.push((handle, writer, screen));
    }
    // Each game's three computers answer the visitor's move.
    let waited = Instant::now();
    for code in &codes {
        let file = games_dir.join(format!("{code}.game.ron"));
        loop {
            let bytes = std::fs::read(&file).unwrap();
            let game = AnyRecord::from_ron_bytes(&bytes).unwrap().replay().unwrap();
            if game.move_texts().len() >= 4 {
                break;
            }
            assert!(
                waited.elapsed() < DEADLINE,
                "the computers of {code} never moved"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    let rss_peak = peak_memory_kib(server.id());
    drop(held);
    server.kill().unwrap();
    server.wait().unwrap();
    println!(
        "{games} visitors each against three computers at hard: server memory {rss_before} KiB at start, {rss_peak} KiB at most"
    );
    let per_game = rss_peak.saturating_sub(rss_before) / games as u64;
    assert!(
        per_game < 8 * 1024,
        "{per_game} KiB a game ({rss_before} KiB at start, {rss_peak} KiB at most)"
    );
}
