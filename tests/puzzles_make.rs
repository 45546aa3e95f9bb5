//! `pasang make-puzzles` through the real binary.

mod common;

use common::pasang;
use pasang::puzzles::{parse, verify};

#[test]
fn make_puzzles_writes_puzzles_that_verify_and_a_summary() {
    let run = pasang(&[
        "make-puzzles",
        "--seed",
        "5",
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
            "0 is not in 1..=10000",
        ),
        (
            &["make-puzzles", "--max-stones", "31"],
            "31 is not in 1..=30",
        ),
        (&["make-puzzles", "--max-moves", "0"], "0 is not in 1..=10"),
        (
            &["make-puzzles", "--solve-nodes", "10"],
            "10 is not in 1000..=100000000",
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
