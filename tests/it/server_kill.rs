//! A server killed (SIGKILL) at many moments while rated tournament games
//! end keeps, after each restart, every finished game with exactly its
//! rating changes and its tournament result, and nothing else.
//!
//! The server here is this test program run again as a child
//! ([`a_server_that_plays_tournaments_until_it_is_killed`]), which plays
//! round-robin tournaments of four players on a data folder, game after
//! game, through the server's own directory of games; the test kills it
//! at a random moment, opens the folder as a restarted server does, checks
//! what it holds, and starts the child again.

use pasang::community::players::Rating;
use pasang::community::tournament::{Format, Played};
use pasang::games::{AnyGame, Ending, Seat, ka};
use pasang::net::db::Db;
use pasang::net::games::Directory;
use pasang::net::log::Log;
use pasang::net::table::AnyTable;
use pasang::tui::rooms::parts::*;
use pasang::visitor::{Holder, Origin};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The folder the child plays on, when this program runs as the child.
const CHILD_DIR: &str = "PASANG_KILL_TEST_DIR";
const OPERATOR: &str = "SHA256:operator";
const PLAYERS: [&str; 4] = ["Awang", "Dayang", "Hajah", "Pengiran"];

/// How many times the server is killed…
const KILLS: usize = 30;
/// …and the longest the test goes on killing it.
const WITHIN: Duration = Duration::from_secs(90);

fn key(name: &str) -> String {
    format!("SHA256:{name}")
}

fn open(dir: &Path) -> Arc<Directory> {
    let (games, bad) = Directory::open_logged(
        Some(dir.to_path_buf()),
        Arc::new(Log::silent()),
        Some(OPERATOR.to_string()),
    )
    .expect("the server's folder opens");
    assert!(bad.is_empty(), "{bad:?}");
    games
}

/// Plays the latest tournament on: its next round paired when the last
/// is over, a new tournament when it is finished, and every game with no
/// result yet played to an end (each player moves, then North resigns or
/// they agree a draw).
fn play_on(games: &Directory, turn: &mut u64) {
    let latest = games.tournaments().into_iter().last();
    let id = match latest {
        Some(t) if !t.tournament.is_finished() => t.id,
        _ => {
            let game = AnyGame::Ka(ka::Game::new(
                ka::Setup::pattern(ka::Pattern::Second),
                ka::Rules::CLASSIC,
            ));
            games
                .make_tournament(
                    Some(OPERATOR),
                    "Kill".into(),
                    Format::RoundRobin,
                    &game,
                    None,
                )
                .unwrap()
        }
    };
    let summary = games.tournament(id).unwrap();
    if summary.tournament.rounds.is_empty() {
        // (Killed while they entered, some may be in already.)
        for name in PLAYERS {
            let _ = games.enter_tournament(id, Some(&key(name)), true);
        }
    }
    let round_over = (summary.tournament.rounds.last()).is_none_or(|r| r.unrecorded() == 0);
    if round_over {
        games.next_round(id, Some(OPERATOR)).unwrap();
    }
    for game in games.in_progress() {
        let AnyTable::Ka(table) = &game.table else {
            panic!("the ka game");
        };
        let now = Instant::now();
        let ply = game.table.game().ply();
        let mut south = table.sit(&[Seat::South], None);
        let mut north = table.sit(&[Seat::North], None);
        if ply == 0 {
            assert!(south.push(0, "c".parse().unwrap(), now));
        }
        if ply <= 1 {
            assert!(north.push(1, "j".parse().unwrap(), now));
        }
        *turn += 1;
        let ending = if turn.is_multiple_of(3) {
            Ending::Agreed
        } else {
            Ending::Resigned(Seat::North)
        };
        let _ = north.end(ending);
    }
}

#[test]
#[ignore = "the server the kill test runs and kills; run by that test"]
fn a_server_that_plays_tournaments_until_it_is_killed() {
    let Ok(dir) = std::env::var(CHILD_DIR) else {
        return;
    };
    let games = open(Path::new(&dir));
    for name in PLAYERS {
        let holder = Holder {
            key: Some(key(name)),
            origin: Origin::Unknown,
        };
        let _ = games.choose_name(&holder, name);
    }
    println!("ready");
    let mut turn = std::process::id().into();
    loop {
        play_on(&games, &mut turn);
    }
}

/// What the folder holds, checked as a restarted server finds it; how many
/// games are recorded.
fn check(dir: &Path) -> usize {
    let games = open(dir);
    let db = Db::open(dir, pasang::net::games::over_at).unwrap();
    let ids = db.game_ids();
    // Every game recorded has exactly its two players' changes…
    let changes = db.changes();
    for id in &ids {
        let of: Vec<_> = changes.iter().filter(|c| c.0 == *id).collect();
        assert_eq!(of.len(), 2, "game {id}: {of:?} {:?}", db.game(*id));
    }
    // …and no change is of a game not recorded; each player's changes
    // follow one another, from a new player's rating to the one kept.
    let mut latest: BTreeMap<&str, f64> = BTreeMap::new();
    for (game, key, kind, before, after) in &changes {
        assert!(ids.contains(game), "a change of game {game}, not recorded");
        assert_eq!(*kind, pasang::games::ka::RATED);
        let from = latest.get(key.as_str()).copied();
        assert_eq!(
            *before,
            from.unwrap_or(Rating::default().rating),
            "{key} in game {game}"
        );
        latest.insert(key, *after);
    }
    let players = db.players().unwrap();
    for (key, rating) in &latest {
        assert_eq!(
            players[*key].rating(pasang::games::ka::RATED).rating,
            *rating,
            "{key}"
        );
        assert_eq!(
            games
                .players()
                .get(key)
                .rating(pasang::games::ka::RATED)
                .rating,
            *rating
        );
    }
    // Every game recorded is a tournament's, with its result there; every
    // result there is of a game recorded.
    let scored = db.scored_games();
    assert_eq!(
        scored.iter().map(|s| s.0).collect::<Vec<_>>(),
        ids,
        "every game recorded is scored"
    );
    let tournaments = db.tournaments().unwrap();
    let mut results = 0;
    for hosted in &tournaments {
        for (r, round) in hosted.tournament.rounds.iter().enumerate() {
            for (b, pairing) in round.pairings.iter().enumerate() {
                let game = scored
                    .iter()
                    .find(|s| (s.1, s.2, s.3) == (hosted.id, r, b))
                    .map(|s| s.0);
                let Some(result) = pairing.result else {
                    assert_eq!(game, None, "a game scored without its result");
                    continue;
                };
                results += 1;
                let game = game.expect("a result with its game recorded");
                let ended = db.game(game).unwrap();
                assert_eq!(Some(ended.code.as_str()), hosted.code_of(r, b));
                let winners = match result {
                    Played::SouthWon => "south",
                    Played::NorthWon => "north",
                    Played::Drawn => "",
                };
                assert_eq!(ended.winners, winners, "game {game}");
            }
        }
    }
    assert_eq!(results, ids.len());
    // The server that checked is the next restart's: the child takes
    // over the folder.
    drop(games);
    ids.len()
}

#[test]
fn a_server_killed_at_any_moment_keeps_each_finished_games_ratings_and_result_together() {
    let dir = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let mut kills = 0;
    let mut recorded = 0;
    let mut seed = u64::from(std::process::id()) | 1;
    while kills < KILLS && started.elapsed() < WITHIN {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "server_kill::a_server_that_plays_tournaments_until_it_is_killed",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DIR, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Killed somewhere in its first quarter second of play, a
        // different moment each time.
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        while !line.contains("ready") {
            line.clear();
            let read = std::io::BufRead::read_line(&mut out, &mut line).unwrap();
            assert!(read > 0, "the server ended before it was killed");
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        std::thread::sleep(Duration::from_millis(20 + seed % 230));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        kills += 1;
        let now = check(dir.path());
        assert!(
            now >= recorded,
            "games recorded were lost: {now} < {recorded}"
        );
        recorded = now;
    }
    assert!(kills >= 10, "killed only {kills} times within {WITHIN:?}");
    assert!(
        recorded >= 10,
        "only {recorded} games ended in {kills} runs"
    );
    eprintln!("killed {kills} times; {recorded} games recorded, each checked");
}
