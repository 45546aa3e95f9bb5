//! `pasang match` through the real binary, with a deadline on every run.

use crate::common;

use common::process::{Finished, Spawned, run};
use std::time::Duration;

fn pasang(args: &[&str]) -> Finished {
    run(args, b"", Duration::from_secs(120))
}

const SHORT: &[&str] = &[
    "match",
    "--south",
    "ai:easy",
    "--north",
    "ai:random",
    "--games",
    "4",
    "--seed",
    "3",
    "--rules",
    "marbles",
];

#[test]
fn a_match_reports_each_game_and_totals_that_add_up() {
    let out = pasang(SHORT);
    assert!(out.status.success());
    let progress = out.stderr;
    assert_eq!(progress.lines().count(), 4, "{progress}");
    assert!(progress.lines().all(|l| l.starts_with("game ")));
    let totals = out.stdout;
    let mut lines = totals.lines();
    assert_eq!(lines.next(), Some("4 games, ai:easy vs ai:random"));
    let count = |line: &str, word: &str| -> u32 {
        let words: Vec<&str> = line.split_whitespace().collect();
        let i = words.iter().position(|w| *w == word).unwrap();
        words[i + 1].parse().unwrap()
    };
    let easy = lines.next().unwrap();
    let random = lines.next().unwrap();
    assert_eq!(count(easy, "wins"), count(random, "losses"));
    assert_eq!(
        count(easy, "wins") + count(random, "wins") + count(easy, "draws"),
        4
    );
}

#[test]
fn the_same_seed_replays_the_same_match() {
    // Progress lines carry the results, not the thinking times.
    assert_eq!(pasang(SHORT).stderr, pasang(SHORT).stderr);
}

#[test]
fn a_human_cannot_play_a_match() {
    let out = pasang(&["match", "--south", "human", "--games", "1"]);
    assert!(!out.status.success());
    assert_eq!(
        out.stderr,
        "pasang: a match is between computer players (`ai:LEVEL`), and South is human\n"
    );
}

#[test]
fn an_unknown_level_is_refused_with_the_choices() {
    let out = pasang(&["match", "--north", "ai:grandmaster"]);
    assert!(!out.status.success());
    assert!(out.stderr.contains("ai:medium"));
}

#[test]
fn numbers_outside_their_bounds_are_refused_in_clap_s_words() {
    for (args, says) in [
        // Used to play nothing, or for ever.
        (
            &["match", "--games", "0"][..],
            "0 is outside the range 1 to 10000",
        ),
        (
            &["match", "--games", "10001"],
            "10001 is outside the range 1 to 10000",
        ),
        (
            &["match", "--movetime", "0"],
            "0 is outside the range 10 to 600000",
        ),
        (
            &["match", "--movetime", "999999999999"],
            "999999999999 is outside the range 10 to 600000",
        ),
        (
            &["match", "--nodes", "0"],
            "0 is outside the range 1 to 1000000000",
        ),
        (
            &["match", "--nodes", "99999999999999"],
            "99999999999999 is outside the range 1 to 1000000000",
        ),
        (
            &["match", "--random-plies", "121"],
            "121 is outside the range 0 to 120",
        ),
        (
            &["match", "--threads", "0"],
            "0 is outside the range 1 to 64",
        ),
        (
            &["match", "--threads", "65"],
            "65 is outside the range 1 to 64",
        ),
    ] {
        let out = pasang(args);
        assert_eq!(out.code(), 2, "{args:?}: {}", out.stdout);
        let first = out.stderr.lines().next().unwrap_or("");
        assert!(
            first.starts_with("error: invalid value") && first.ends_with(says),
            "{args:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn movetime_and_nodes_cannot_both_be_given() {
    let out = pasang(&["match", "--movetime", "100", "--nodes", "1000"]);
    assert_eq!(out.code(), 2);
    assert!(out.stderr.contains("cannot be used with"), "{}", out.stderr);
}

#[test]
fn a_thinking_flag_no_player_uses_is_refused() {
    for (flag, value) in [("--movetime", "50"), ("--nodes", "500")] {
        let out = pasang(&[
            "match",
            "--south",
            "ai:easy",
            "--north",
            "ai:random",
            flag,
            value,
        ]);
        assert_eq!(out.code(), 1);
        assert_eq!(
            out.stderr,
            format!(
                "pasang: `{flag}` sets how `ai:hard` thinks, and neither player is `ai:hard`\n"
            )
        );
    }
}

#[test]
fn one_game_is_one_game_and_equal_levels_are_told_apart() {
    let out = pasang(&[
        "match", "--south", "ai:easy", "--north", "ai:easy", "--games", "1",
    ]);
    assert_eq!(out.code(), 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "1 game, ai:easy (A) vs ai:easy (B)");
    assert!(lines[1].starts_with("ai:easy (A)  wins"), "{}", lines[1]);
    assert!(lines[2].starts_with("ai:easy (B)  wins"), "{}", lines[2]);
    assert!(
        out.stderr
            .starts_with("game 1/1: ai:easy (A) South vs ai:easy (B) North: "),
        "{}",
        out.stderr
    );
}

const BELL: &[&str] = &[
    "match",
    "--game",
    "bell",
    "--players",
    "4",
    "--south",
    "ai:easy",
    "--west",
    "ai:random",
    "--north",
    "ai:random",
    "--east",
    "ai:random",
    "--games",
    "8",
    "--seed",
    "5",
];

#[test]
fn a_bell_match_rotates_four_players_and_its_totals_add_up() {
    let out = pasang(BELL);
    assert_eq!(out.code(), 0, "{}", out.stderr);
    let progress: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(progress.len(), 8, "{}", out.stderr);
    // Game 1: players in seat order; game 2: each moved one seat on.
    assert!(
        progress[0].starts_with("game 1/8: South ai:easy ")
            && progress[0].contains(", West ai:random (B) "),
        "{}",
        progress[0]
    );
    assert!(
        progress[1].starts_with("game 2/8: South ai:random (D) ")
            && progress[1].contains(", West ai:easy "),
        "{}",
        progress[1]
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "8 games, 4 players: ai:easy, ai:random (B), ai:random (C), ai:random (D); seats rotate every game"
    );
    let count = |line: &str, word: &str| -> u32 {
        let words: Vec<&str> = line.split_whitespace().collect();
        let i = words.iter().position(|w| *w == word).unwrap();
        words[i + 1].parse().unwrap()
    };
    let mut wins = 0;
    for line in &lines[1..5] {
        assert_eq!(
            count(line, "wins") + count(line, "shared") + count(line, "losses"),
            8,
            "{line}"
        );
        wins += count(line, "wins");
    }
    let shared_games = progress
        .iter()
        .filter(|l| l.contains(": shared by "))
        .count() as u32;
    assert_eq!(wins + shared_games, 8);
    assert_eq!(
        pasang(BELL).stderr,
        out.stderr,
        "the same seed, the same games"
    );
    // Rounds played at once are the same games, finished in any order:
    // each line's game, without the wins so far.
    let at_once = pasang(&[BELL, &["--concurrency", "2"]].concat());
    assert_eq!(at_once.code(), 0, "{}", at_once.stderr);
    let games = |progress: &str| {
        let mut games: Vec<String> = progress
            .lines()
            .map(|l| l.split(" | ").next().unwrap().to_string())
            .collect();
        games.sort();
        games
    };
    assert_eq!(games(&at_once.stderr), games(&out.stderr));
    assert_eq!(at_once.stdout.lines().count(), lines.len());
}

#[test]
fn a_bell_match_refuses_seats_the_game_does_not_have() {
    let out = pasang(&[
        "match", "--game", "bell", "--east", "ai:easy", "--games", "1",
    ]);
    assert_eq!(out.code(), 1);
    assert_eq!(
        out.stderr,
        "pasang: --east names a seat this game does not have: it is played by South and North\n"
    );
    // Nor has the ka game.
    let out = pasang(&["match", "--west", "ai:easy", "--games", "1"]);
    assert_eq!(out.code(), 1);
    assert!(
        out.stderr.starts_with("pasang: --west names a seat"),
        "{}",
        out.stderr
    );
    let out = pasang(&[
        "match",
        "--game",
        "bell",
        "--players",
        "3",
        "--west",
        "human",
    ]);
    assert_eq!(
        out.stderr,
        "pasang: a match is between computer players (`ai:LEVEL`), and West is human\n"
    );
}

#[test]
fn a_sequential_test_ends_the_match_once_decided_and_says_so() {
    let out = pasang(&[
        "match",
        "--south",
        "ai:easy",
        "--north",
        "ai:random",
        "--games",
        "400",
        "--seed",
        "5",
        "--sprt",
        "0,50",
    ]);
    assert!(out.status.success(), "{}", out.stderr);
    let played = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("game "))
        .count();
    assert!(played < 400 && played % 2 == 0, "{played} games");
    let first = out.stdout.lines().next().unwrap();
    assert_eq!(first, format!("{played} games, ai:easy vs ai:random"));
    assert!(
        out.stdout
            .contains(&format!("from {} pairs of games", played / 2)),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("SPRT [0, 50] alpha 0.05 beta 0.05: LLR "),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("H1 accepted: ai:easy being 50 Elo stronger is far likelier than 0"),
        "{}",
        out.stdout
    );
}

#[test]
fn a_sequential_test_needs_two_rising_elos() {
    for (sprt, said) in [
        ("10,0", "the first Elo (10) must be below the second (0)"),
        ("5", "'5' is not two Elo differences joined by a comma"),
    ] {
        let out = pasang(&["match", "--games", "2", "--sprt", sprt]);
        assert_eq!(out.code(), 2, "{sprt}");
        assert!(out.stderr.contains(said), "{sprt}: {}", out.stderr);
    }
    let out = pasang(&["match", "--games", "2", "--alpha", "0.1"]);
    assert_eq!(out.code(), 2, "--alpha without --sprt: {}", out.stderr);
    let out = pasang(&["match", "--game", "bell", "--games", "2", "--sprt", "0,10"]);
    assert_eq!(out.code(), 1);
    assert!(
        out.stderr
            .starts_with("pasang: --sprt measures two players"),
        "{}",
        out.stderr
    );
}

/// A match against this very program run as an engine.
#[test]
fn hard_on_one_thread_with_a_node_budget_replays_the_same_games() {
    let args = [
        "match",
        "--threads",
        "1",
        "--south",
        "ai:hard",
        "--north",
        "ai:medium",
        "--nodes",
        "3000",
        "--games",
        "2",
        "--seed",
        "5",
    ];
    // The games' lines, without the times (which vary).
    let games = |out: Finished| -> Vec<String> {
        assert!(out.status.success(), "{}", out.stderr);
        out.stderr
            .lines()
            .filter(|l| l.contains(" vs ") && l.contains('|'))
            .map(str::to_string)
            .collect()
    };
    let first = games(pasang(&args));
    assert_eq!(first.len(), 2, "{first:?}");
    assert_eq!(games(pasang(&args)), first);
}

#[test]
fn an_engine_program_plays_its_games_through_the_protocol() {
    let me = env!("CARGO_BIN_EXE_pasang");
    let out = pasang(&[
        "match",
        "--south",
        "ai:medium",
        "--north-engine",
        me,
        "--nodes",
        "200",
        "--games",
        "2",
        "--seed",
        "2",
    ]);
    assert!(out.status.success(), "{}", out.stderr);
    let engine = format!("engine:{me}");
    assert_eq!(
        out.stdout.lines().next(),
        Some(format!("2 games, ai:medium vs {engine}").as_str())
    );
    let row = out.stdout.lines().find(|l| l.starts_with(&engine)).unwrap();
    let words: Vec<&str> = row[engine.len()..].split_whitespace().collect();
    let wins: u32 = words[1].parse().unwrap();
    let losses: u32 = words[3].parse().unwrap();
    let draws: u32 = words[5].parse().unwrap();
    assert_eq!(wins + losses + draws, 2, "{row}");
    // An Elo from the pair, or (one side won both) who won it.
    assert!(
        out.stdout.contains("from 1 pair of games")
            || out.stdout.contains("won the only pair of games"),
        "{}",
        out.stdout
    );
}

#[test]
fn an_engine_that_fails_stops_the_match_and_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let script = |name: &str, body: &str| {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.path().join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path.to_string_lossy().into_owned()
    };
    // Ready, then always the column k: not legal once the columns are taken.
    let stubborn = script(
        "stubborn",
        r#"while read line; do case "$line" in isready) echo readyok;; go*) echo "bestmove k";; quit) exit 0;; esac; done"#,
    );
    let nonsense = script(
        "nonsense",
        r#"while read line; do case "$line" in isready) echo readyok;; go*) echo "bestmove zz9";; quit) exit 0;; esac; done"#,
    );
    let missing = dir.path().join("missing").to_string_lossy().into_owned();
    for (engine, said) in [
        (
            stubborn.as_str(),
            format!("the engine {stubborn} played k, which is not legal there"),
        ),
        (
            nonsense.as_str(),
            format!("the engine {nonsense} answered 'bestmove zz9', not a move"),
        ),
        (
            "/bin/true",
            "the engine /bin/true ended before it answered".to_string(),
        ),
        (
            missing.as_str(),
            format!("the engine {missing} could not be started"),
        ),
    ] {
        let out = pasang(&[
            "match",
            "--south",
            "ai:easy",
            "--north-engine",
            engine,
            "--games",
            "2",
        ]);
        assert_eq!(out.code(), 1, "{engine}: {}", out.stdout);
        let last = out.stderr.lines().last().unwrap_or_default();
        assert!(
            last.starts_with(&format!("pasang: {said}")),
            "{engine}: {}",
            out.stderr
        );
    }
    let out = pasang(&[
        "match",
        "--game",
        "bell",
        "--north-engine",
        "/bin/true",
        "--games",
        "2",
    ]);
    assert_eq!(out.code(), 1);
    assert!(
        out.stderr
            .starts_with("pasang: --south-engine and --north-engine play the ka game's"),
        "{}",
        out.stderr
    );
}

/// A generous bound on the match's memory: it needs a few MiB for itself.
const MATCH_MEMORY_KIB: u64 = 200 * 1024;

#[test]
fn an_engine_that_floods_info_lines_is_timed_out_without_growing_the_match() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let flood = dir.path().join("flood");
    // Ready, then `info` lines as fast as they can be written, without end,
    // and never a move.
    std::fs::write(
        &flood,
        "#!/bin/sh\nwhile read line; do case \"$line\" in isready) echo readyok;; go*) exec yes \"info depth 1 nodes 1\";; esac; done\n",
    )
    .unwrap();
    std::fs::set_permissions(&flood, std::fs::Permissions::from_mode(0o755)).unwrap();
    let flood = flood.to_string_lossy().into_owned();
    let mut child = Spawned::start(&[
        "match",
        "--south-engine",
        &flood,
        "--north",
        "ai:random",
        "--games",
        "2",
        "--movetime",
        "100",
    ]);
    // The engine has 0.1 s and 5 s of grace; the loop gives up after about
    // a minute, and a match over the memory bound is ended at once.
    for _ in 0..600 {
        if !child.running() {
            break;
        }
        let peak = child.peak_memory_kib().unwrap_or(0);
        assert!(peak < MATCH_MEMORY_KIB, "peak {peak} KiB");
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.finish(Duration::from_secs(10));
    assert_eq!(out.code(), 1, "{}", out.stdout);
    let last = out.stderr.lines().last().unwrap_or_default();
    assert_eq!(
        last,
        format!("pasang: the engine {flood} gave no answer within 5.1 s"),
        "{}",
        out.stderr
    );
}
