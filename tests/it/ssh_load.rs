//! A load test of `pasang serve` on loopback, run by hand (it is ignored
//! by `cargo test`), with the memory test beside it:
//!
//!     PASANG_LOAD_VISITORS=500 cargo test --release --test it ssh_load:: -- \
//!         --include-ignored --nocapture --test-threads=1
//!
//! `PASANG_LOAD_VISITORS` visitors (50 when not set, even, at most 1922),
//! all connected at once, each typing its moves as a player does (`:`,
//! the move, Enter). `PASANG_LOAD_COMPUTER_SHARE` percent of them (10 when
//! not set, made even) each play Bell's game for four against three
//! computers at `hard`, the costliest game a guest can start, so that the
//! server thinks for them all the while; the others play the ka game in
//! pairs. A move every `PASANG_LOAD_PACE_MS` in each game (2000 when not
//! set, as players at a 1+0 clock; 0 as fast as the screens show them;
//! a visitor playing the computer moves that long after their last move,
//! once the computers have answered it). For every move of a pair it
//! times the key press to the moment the other player's screen shows it,
//! and prints `N visitors: median X ms, p99 Y ms, worst Z ms`, then how
//! many played the computer and the server's memory. Every game must end
//! with every move on the screens and in its saved file, and the server's
//! memory must stay within a MiB a visitor in pairs and
//! [`COMPUTER_GAME_KIB`] a visitor playing the computer. Bounded: 16 plies
//! a pair's game, two minutes for any one screen to show what it waits
//! for.
//!
//! Beside it, run by `cargo test` too, the server's memory with visitors
//! playing the computer and nobody else (see
//! [`visitors_playing_the_computer_cost_the_server_a_few_mib_each`]).
#![cfg(target_os = "linux")]

use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::games::{AnyGame, Seat};
use pasang::record::AnyRecord;
use russh::client::{self, Handle, KeyboardInteractiveAuthResponse};
use russh::keys::PublicKeyOrCertificate;
use russh::{ChannelMsg, client::Msg};
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
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
        self.wait_for_any(&[text]).await;
    }

    /// Waits for one of `texts`; which one it showed.
    async fn wait_for_any(&self, texts: &[&str]) -> usize {
        let wait = async {
            loop {
                let changed = self.changed.notified();
                let screen = self.text();
                if let Some(i) = texts.iter().position(|t| screen.contains(t)) {
                    return i;
                }
                changed.await;
            }
        };
        match tokio::time::timeout(DEADLINE, wait).await {
            Ok(i) => i,
            Err(_) => panic!("the screen never showed {texts:?}:\n{}", self.text()),
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

/// A seeded generator of choices, the same on every run.
struct Choices(u64);

impl Choices {
    fn new(seed: u64) -> Choices {
        Choices(seed.wrapping_mul(6364136223846793005).wrapping_add(1))
    }

    /// One of `n` (more than none).
    fn one_of(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// A legal game of `PLIES` moves, chosen by a seeded generator (a seed
/// whose game ends sooner gives way to the next).
fn moves(seed: u64) -> Vec<String> {
    (seed * 1000..)
        .find_map(|attempt| {
            let mut game = Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC);
            let mut choices = Choices::new(attempt);
            let mut played = Vec::new();
            while played.len() < PLIES {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    return None;
                }
                let m = legal[choices.one_of(legal.len())];
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

/// The share of the visitors who play the computer:
/// `PASANG_LOAD_COMPUTER_SHARE` percent, or 10.
fn computer_share() -> usize {
    match std::env::var("PASANG_LOAD_COMPUTER_SHARE") {
        Err(_) => 10,
        Ok(n) => match n.trim().parse::<usize>() {
            Ok(n) if n < 100 => n,
            _ => panic!("PASANG_LOAD_COMPUTER_SHARE is {n:?}: a percentage from 0 to 99"),
        },
    }
}

/// The letters of join codes.
const ALPHABET: &[u8] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// The `i`th code of those starting with `prefix` (six letters).
fn code(prefix: &str, i: usize) -> String {
    format!(
        "{prefix}{}{}",
        ALPHABET[i / ALPHABET.len()] as char,
        ALPHABET[i % ALPHABET.len()] as char
    )
}

/// The saved game under `code` in `dir`, replayed.
fn kept(dir: &Path, code: &str) -> AnyGame {
    let bytes = std::fs::read(dir.join(format!("{code}.game.ron"))).unwrap();
    AnyRecord::from_ron_bytes(&bytes)
        .unwrap()
        .replay()
        .unwrap_or_else(|e| panic!("game {code}: {e}"))
}

/// The codes of `games` games, written into the server's folder before it
/// starts, each with the first move of its [`moves`] played.
fn codes(dir: &Path, games: usize) -> Vec<String> {
    (0..games)
        .map(|i| {
            let code = code("game22", i);
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

/// A server started by a test, stopped when it is dropped (even by a
/// failing test).
struct Server(std::process::Child);

impl Server {
    fn id(&self) -> u32 {
        self.0.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `pasang serve` on loopback with its data in `dir`, letting in
/// `visitors` from one address; its port.
fn start_server(dir: &Path, visitors: usize) -> (Server, u16) {
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
    (Server(server), port)
}

/// The server's resident memory at its most so far.
fn peak_memory_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// What a visitor in a pair may cost the server at most.
const PAIRED_VISITOR_KIB: u64 = 1024;

/// What a visitor playing the computer may cost the server at most, in
/// the costliest game a guest can start: Bell's game for four against
/// three computers at `hard`, each with a table of 2^16 entries (1.5 MiB)
/// and its searches.
const COMPUTER_GAME_KIB: u64 = 8 * 1024;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a load test, run by hand: see the top of the file"]
async fn visitors_in_pairs_lose_no_move_and_see_each_other_s_keys_soon() {
    let visitors = visitors();
    // Made even, so that the others make pairs.
    let computers = (visitors * computer_share() / 100).next_multiple_of(2);
    assert!(
        computers < visitors,
        "{visitors} visitors leave no pair beside {computers} playing the computer"
    );
    let games = (visitors - computers) / 2;
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("server");
    std::fs::create_dir_all(&games_dir).unwrap();
    let codes = codes(&games_dir, games);
    let against = computer_codes(&games_dir, computers);
    let (server, port) = start_server(dir.path(), visitors);
    let rss_before = peak_memory_kib(server.id());
    let start = Instant::now();
    let pace = pace();
    // Play starts once every visitor is in; those playing the computer
    // play on until the pairs are done.
    let all_in = Arc::new(tokio::sync::Barrier::new(games + computers));
    let done = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = against
        .iter()
        .enumerate()
        .map(|(i, code)| {
            let playing = PlayingTheComputer {
                port,
                dir: games_dir.clone(),
                code: code.clone(),
                pace,
            };
            tokio::spawn(playing.play(i as u64, Arc::clone(&all_in), Arc::clone(&done)))
        })
        .collect();
    let mut tasks = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        let code = code.clone();
        let all_in = Arc::clone(&all_in);
        tasks.push(tokio::spawn(async move {
            let (_hs, first, first_screen) = visit(port, &code).await;
            let (_hn, second, second_screen) = visit(port, &code).await;
            let mut writers = [
                read(first, Arc::clone(&first_screen)).await,
                read(second, Arc::clone(&second_screen)).await,
            ];
            let mut screens = [first_screen, second_screen];
            // South, who made the first move, is away: the first to come
            // may sit at either seat. Each screen says which (North is to
            // move), and stays so until a move.
            let seat = ["Waiting for North", "North: take a column"];
            let seated = [
                screens[0].wait_for_any(&seat).await,
                screens[1].wait_for_any(&seat).await,
            ];
            assert_ne!(seated[0], seated[1], "game {code}: both at one seat");
            if seated[0] == 1 {
                screens.swap(0, 1);
                writers.swap(0, 1);
            }
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
    done.store(true, Ordering::Relaxed);
    let mut typed = Vec::new();
    let mut still_there = Vec::new();
    for player in players {
        let (visitor, moves) = player.await.unwrap();
        still_there.push(visitor);
        typed.push(moves);
    }
    let took = start.elapsed();
    let rss_peak = peak_memory_kib(server.id());
    drop(held);
    drop(still_there);
    drop(server);
    // Every move in every saved game.
    for (i, code) in codes.iter().enumerate() {
        let game = kept(&games_dir, code);
        assert_eq!(game.move_texts(), moves(i as u64), "game {code}");
    }
    for (code, typed) in against.iter().zip(&typed) {
        assert_eq!(
            &south_s_moves(&kept(&games_dir, code)),
            typed,
            "game {code}"
        );
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
        "{games} games in pairs, {} moves in {:.1} s; {computers} visitors each against three computers at hard, {} moves of theirs; server memory {} KiB at start, {} KiB at most",
        times.len(),
        took.as_secs_f64(),
        typed.iter().map(Vec::len).sum::<usize>(),
        rss_before,
        rss_peak
    );
    assert_eq!(times.len(), games * (PLIES - 1));
    let bound = 2 * games as u64 * PAIRED_VISITOR_KIB + computers as u64 * COMPUTER_GAME_KIB;
    assert!(
        rss_peak.saturating_sub(rss_before) < bound,
        "the server grew by {} KiB, more than {bound} KiB",
        rss_peak.saturating_sub(rss_before)
    );
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

/// The codes of `games` games of Bell's game for four, each a visitor's
/// (South's) against three computers at `hard`, the costliest game a guest
/// can start; written into the server's folder before it starts, with the
/// visitor's first move played: the computers are to move.
fn computer_codes(dir: &Path, games: usize) -> Vec<String> {
    use pasang::games::{Level, SeatKind, bell};
    let kinds = [
        SeatKind::Human,
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Hard),
        SeatKind::Computer(Level::Hard),
    ];
    (0..games)
        .map(|i| {
            let code = code("hard22", i);
            let rules = bell::Rules {
                players: bell::Players::Four,
                ..bell::Rules::default()
            };
            let mut game = bell::Game::new(bell::Setup::default(), rules);
            let first = game.legal_moves()[i % 3];
            game.try_play(first).unwrap();
            let record = AnyRecord::played(&AnyGame::Bell(game), &kinds, None, None);
            std::fs::write(dir.join(format!("{code}.game.ron")), record.to_ron()).unwrap();
            code
        })
        .collect()
}

/// The moves South made in `game` after the first.
fn south_s_moves(game: &AnyGame) -> Vec<String> {
    game.move_texts()
        .into_iter()
        .enumerate()
        .skip(1)
        .filter(|&(ply, _)| game.to_move_at(ply) == Some(Seat::South))
        .map(|(_, mv)| mv)
        .collect()
}

/// A visitor at South in one of the [`computer_codes`] games, on the
/// server at `port` keeping its games in `dir`.
struct PlayingTheComputer {
    port: u16,
    dir: PathBuf,
    code: String,
    pace: Duration,
}

/// A visitor still connected: their connection and what they type on.
type Connected = (Handle<Trusting>, russh::ChannelWriteHalf<Msg>);

impl PlayingTheComputer {
    /// Comes in, and once `all_in` is passed plays a legal move (chosen by
    /// `seed`) each time the three computers have answered, `pace` after
    /// their last one at the soonest, until the pairs are `done` or the
    /// game is over. Their last move answered, they stay connected; the
    /// moves they typed.
    async fn play(
        self,
        seed: u64,
        all_in: Arc<tokio::sync::Barrier>,
        done: Arc<AtomicBool>,
    ) -> (Connected, Vec<String>) {
        let (handle, channel, screen) = visit(self.port, &self.code).await;
        let writer = read(channel, Arc::clone(&screen)).await;
        all_in.wait().await;
        let mut choices = Choices::new(seed);
        let mut typed = Vec::new();
        let mut next = tokio::time::Instant::now();
        let mut ply = 0;
        while let Some(game) = self.south_to_move(&screen, ply).await {
            if done.load(Ordering::Relaxed) {
                break;
            }
            let legal = game.legal_move_texts();
            let mv = legal[choices.one_of(legal.len())].clone();
            tokio::time::sleep_until(next).await;
            writer.data(format!(":{mv}\r").as_bytes()).await.unwrap();
            next = tokio::time::Instant::now() + self.pace;
            ply = game.ply();
            typed.push(mv);
        }
        ((handle, writer), typed)
    }

    /// The game once South is to move after more than `ply` moves, as
    /// their `screen` shows it; `None` once it is over.
    async fn south_to_move(&self, screen: &Screen, ply: usize) -> Option<AnyGame> {
        let asked = Instant::now();
        loop {
            screen
                .wait_for_any(&["South: choose a marked stone", "The game is over"])
                .await;
            // Saved before it is drawn.
            let game = kept(&self.dir, &self.code);
            match game.to_move() {
                None => return None,
                Some(Seat::South) if game.ply() > ply => return Some(game),
                Some(_) => {}
            }
            assert!(
                asked.elapsed() < DEADLINE,
                "the computers of {} never answered move {ply}:\n{}",
                self.code,
                screen.text()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// A server's computer players keep small tables: visitors each playing
/// Bell's game for four against three computers at `hard` (the costliest
/// game a guest can start) cost the server a few MiB each, not 70. Run
/// by `cargo test` with 4 games; with more, by hand:
///
///     PASANG_LOAD_COMPUTER_GAMES=50 cargo test --release --test it \
///         visitors_playing_the_computer -- --nocapture
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn visitors_playing_the_computer_cost_the_server_a_few_mib_each() {
    let games = computer_games();
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("server");
    std::fs::create_dir_all(&games_dir).unwrap();
    let codes = computer_codes(&games_dir, games);
    let (server, port) = start_server(dir.path(), games);
    let rss_before = peak_memory_kib(server.id());
    let mut held = Vec::new();
    for code in &codes {
        let (handle, channel, screen) = visit(port, code).await;
        let writer = read(channel, Arc::clone(&screen)).await;
        let playing = PlayingTheComputer {
            port,
            dir: games_dir.clone(),
            code: code.clone(),
            pace: Duration::ZERO,
        };
        held.push((handle, writer, screen, playing));
    }
    // Each game's three computers answer the visitor's move.
    for (_, _, screen, playing) in &held {
        let game = playing.south_to_move(screen, 1).await;
        assert!(game.is_some(), "game {} ended at once", playing.code);
    }
    let rss_peak = peak_memory_kib(server.id());
    drop(held);
    drop(server);
    println!(
        "{games} visitors each against three computers at hard: server memory {rss_before} KiB at start, {rss_peak} KiB at most"
    );
    let per_game = rss_peak.saturating_sub(rss_before) / games as u64;
    assert!(
        per_game < COMPUTER_GAME_KIB,
        "{per_game} KiB a game ({rss_before} KiB at start, {rss_peak} KiB at most)"
    );
}
