//! A load test of `pasang serve` on loopback, run by hand (it is ignored
//! by `cargo test`):
//!
//!     cargo test --release --test ssh_load -- --ignored --nocapture
//!
//! 50 visitors in 25 games of the ka game, all connected at once, each
//! typing its moves as a player does (`:`, the move, Enter). For every move
//! it times the key press to the moment the other player's screen shows
//! it, and reports the median and the worst, and the server's memory. Every
//! game must end with every move on both screens and in its saved file.
//! Bounded: 25 games of 16 plies, at most two minutes.
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

const GAMES: usize = 25;
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
    let asked = handle
        .authenticate_keyboard_interactive_start(code, None)
        .await
        .unwrap();
    assert!(matches!(
        asked,
        KeyboardInteractiveAuthResponse::InfoRequest { .. }
    ));
    let reply = handle
        .authenticate_keyboard_interactive_respond(vec![String::new()])
        .await
        .unwrap();
    assert!(matches!(reply, KeyboardInteractiveAuthResponse::Success));
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

/// The codes of the games, written into the server's folder before it starts.
fn codes(dir: &Path) -> Vec<String> {
    (0..GAMES)
        .map(|i| {
            const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";
            let code = format!(
                "game{}{}",
                ALPHABET[i / ALPHABET.len()] as char,
                ALPHABET[i % ALPHABET.len()] as char
            );
            let game = AnyGame::Ka(Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC));
            std::fs::write(
                dir.join(format!("{code}.game.ron")),
                AnyRecord::of(&game).to_ron(),
            )
            .unwrap();
            code
        })
        .collect()
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
async fn fifty_visitors_in_twenty_five_games_lose_no_move() {
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("server");
    std::fs::create_dir_all(&games_dir).unwrap();
    let codes = codes(&games_dir);
    let mut server = Command::new(env!("CARGO_BIN_EXE_pasang"))
        .args(["serve", "--listen", "127.0.0.1:0", "--max-visitors", "200"])
        .args(["--per-address", "200", "--data-dir"])
        .arg(dir.path())
        // None of the settings of the machine running the test.
        .env("XDG_CONFIG_HOME", dir.path())
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
    let rss_before = peak_memory_kib(server.id());
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        let code = code.clone();
        tasks.push(tokio::spawn(async move {
            let (_hs, south, south_screen) = visit(port, &code).await;
            let (_hn, north, north_screen) = visit(port, &code).await;
            let writers = [
                read(south, Arc::clone(&south_screen)).await,
                read(north, Arc::clone(&north_screen)).await,
            ];
            let screens = [south_screen, north_screen];
            screens[0].wait_for("North is here.").await;
            let mut times = Vec::new();
            for (ply, mv) in moves(i as u64).iter().enumerate() {
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
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!(
        "{} visitors, {GAMES} games, {} moves in {:.1} s: key press to the other screen median {:.1} ms, worst {:.1} ms; server memory {} KiB at start, {} KiB at most",
        2 * GAMES,
        times.len(),
        took.as_secs_f64(),
        median.as_secs_f64() * 1000.0,
        worst.as_secs_f64() * 1000.0,
        rss_before,
        rss_peak
    );
    assert_eq!(times.len(), GAMES * PLIES);
}
