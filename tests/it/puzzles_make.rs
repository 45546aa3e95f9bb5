//! `pasang make-puzzles` through the real binary.

use crate::common;

use common::pasang;
use pasang::puzzles::{parse, verify};

#[test]
fn make_puzzles_writes_puzzles_that_verify_and_a_summary() {
    let run = pasang(&[
        "make-puzzles",
        "--seed",
        "2",
        "--games",
        "3",
        "--nodes",
        "2000",
        "--max-stones",
        "10",
        "--count",
        "1",
        "--first-id",
        "7",
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let puzzles = parse(&run.stdout).unwrap();
    assert_eq!(puzzles.len(), 1, "{}", run.stderr);
    assert_eq!(puzzles[0].id, 7);
    verify(&puzzles[0]).unwrap();
    let summary = run.stderr.trim_end().lines().last().unwrap();
    assert!(summary.starts_with("1 puzzle: "), "{summary}");
}

#[test]
fn make_puzzles_refuses_numbers_outside_their_bounds() {
    for (args, says) in [
        (
            &["make-puzzles", "--games", "0"][..],
            "0 is outside the range 1 to 10000",
        ),
        (
            &["make-puzzles", "--max-stones", "31"],
            "31 is outside the range 1 to 30",
        ),
        (
            &["make-puzzles", "--max-moves", "0"],
            "0 is outside the range 1 to 10",
        ),
        (
            &["make-puzzles", "--solve-nodes", "10"],
            "10 is outside the range 1000 to 100000000",
        ),
        (&["make-puzzles", "--first-id", "x"], "x"),
        (&["make-puzzles", "--seed", "-1"], "-1"),
    ] {
        let run = pasang(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"));
    }
}

#[test]
fn make_puzzles_is_not_in_the_main_help() {
    let run = pasang(&["--help"]);
    assert!(!run.stdout.contains("make-puzzles"));
}

#[test]
fn ctrl_c_stops_make_puzzles_writing_what_was_found_and_saying_so() {
    use common::process::Spawned;
    use std::time::Duration;
    let mut child = Spawned::start(&["make-puzzles", "--games", "10000", "--nodes", "500"]);
    child.wait_for_stderr("games played", Duration::from_secs(60));
    child.signal("INT");
    let out = child.finish(Duration::from_secs(60));
    assert_eq!(out.code(), 130, "{out:?}");
    // What was written is a list of puzzles, perhaps empty.
    for puzzle in parse(&out.stdout).unwrap() {
        verify(&puzzle).unwrap();
    }
    let last = out.stderr.lines().last().unwrap_or("");
    assert!(
        last.starts_with("pasang: interrupted after ")
            && last.contains(" of 10000 games played; the "),
        "{last}"
    );
}
