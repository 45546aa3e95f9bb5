//! Long runs (perft, bench, match) show progress on standard error once
//! they run long, and Ctrl-C (SIGINT) stops them cleanly: what was done is
//! printed, a last line says where it stopped, and the exit code is 130.

use crate::common;

use common::process::Spawned;
use std::time::Duration;

/// Progress comes after a second; allow for a slow, busy machine.
const PROGRESS: Duration = Duration::from_secs(30);
/// After Ctrl-C the run stops within moments.
const STOPPING: Duration = Duration::from_secs(30);

/// The last line of standard error, which says where the run stopped.
fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

#[test]
fn perft_shows_progress_and_ctrl_c_stops_it_with_the_count_so_far() {
    let mut child = Spawned::start(&["perft", "10"]);
    let status = child.wait_for_stderr("perft 10: ", PROGRESS);
    assert!(status.contains("sequences so far"), "{status}");
    child.signal("INT");
    let out = child.finish(STOPPING);
    assert_eq!(out.code(), 130, "{out:?}");
    assert_eq!(out.stdout, "", "no total for an unfinished count");
    let last = last_line(&out.stderr);
    assert!(
        last.starts_with("pasang: interrupted after ")
            && last.contains(": perft 10 had counted ")
            && last.ends_with(" of 11 first moves in full"),
        "{last}"
    );
}

#[test]
fn bells_perft_shows_progress_and_ctrl_c_stops_it() {
    let mut child = Spawned::start(&["perft", "10", "--game", "bell", "--players", "4"]);
    let status = child.wait_for_stderr("perft 10: ", PROGRESS);
    assert!(status.contains("sequences so far"), "{status}");
    child.signal("INT");
    let out = child.finish(STOPPING);
    assert_eq!(out.code(), 130, "{out:?}");
    assert_eq!(out.stdout, "", "no total for an unfinished count");
    let last = last_line(&out.stderr);
    // Four corners to take first.
    assert!(
        last.contains(": perft 10 had counted ") && last.ends_with(" of 4 first moves in full"),
        "{last}"
    );
}

#[test]
fn perft_divide_prints_each_first_move_as_it_is_counted_until_ctrl_c() {
    // Depth 9: the first moves finish one by one, seconds apart.
    let mut child = Spawned::start(&["perft", "9", "--divide"]);
    child.wait_for_stderr("perft 9: ", PROGRESS);
    child.signal("INT");
    let out = child.finish(STOPPING);
    assert_eq!(out.code(), 130, "{out:?}");
    for line in out.stdout.lines() {
        let (mv, count) = line.split_once(' ').expect("MOVE COUNT");
        assert_eq!(mv.len(), 1, "a column capture: {line}");
        assert!(count.parse::<u64>().is_ok(), "{line}");
    }
    assert!(!out.stdout.contains("total"), "{}", out.stdout);
    let done = out.stdout.lines().count();
    assert!(
        last_line(&out.stderr).ends_with(&format!(", {done} of 11 first moves in full")),
        "{}",
        out.stderr
    );
}

#[test]
fn bench_stops_on_ctrl_c_and_says_which_part_it_was_in() {
    let mut child = Spawned::start(&["bench", "--depth", "10", "--seconds", "3600"]);
    child.wait_for_stderr("sequences so far", PROGRESS);
    child.signal("INT");
    let out = child.finish(STOPPING);
    assert_eq!(out.code(), 130, "{out:?}");
    assert!(out.stdout.starts_with("rules: classic, setup: first\n"));
    let last = last_line(&out.stderr);
    assert!(
        last.starts_with("pasang: interrupted after ") && last.contains(", during perft "),
        "{last}"
    );
}

#[test]
fn a_match_shows_progress_within_a_game_and_ctrl_c_prints_the_totals_so_far() {
    let mut child = Spawned::start(&[
        "match",
        "--south",
        "ai:hard",
        "--north",
        "ai:hard",
        "--games",
        "3",
        "--movetime",
        "1000",
    ]);
    let status = child.wait_for_stderr("moves played", PROGRESS);
    assert!(status.starts_with("game 1/3: "), "{status}");
    child.signal("INT");
    let out = child.finish(STOPPING);
    assert_eq!(out.code(), 130, "{out:?}");
    // The unfinished game is not counted.
    assert!(
        out.stdout
            .starts_with("0 games, ai:hard (A) vs ai:hard (B)\n"),
        "{}",
        out.stdout
    );
    let last = last_line(&out.stderr);
    assert!(
        last.starts_with("pasang: interrupted after ")
            && last.ends_with(": 0 of 3 games played; the totals are of those"),
        "{last}"
    );
}
