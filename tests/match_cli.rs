//! `pasang match` through the real binary.

use std::process::{Command, Output};

fn pasang(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pasang"))
        .args(args)
        .output()
        .expect("the binary runs")
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
    let progress = String::from_utf8(out.stderr).unwrap();
    assert_eq!(progress.lines().count(), 4, "{progress}");
    assert!(progress.lines().all(|l| l.starts_with("game ")));
    let totals = String::from_utf8(out.stdout).unwrap();
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
    assert!(String::from_utf8_lossy(&out.stderr).contains("ai players"));
}

#[test]
fn an_unknown_level_is_refused_with_the_choices() {
    let out = pasang(&["match", "--north", "ai:grandmaster"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("ai:medium"));
}
