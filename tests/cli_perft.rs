//! `pasang perft` and `pasang bench` through the real binary.

mod common;

use common::pasang;

#[test]
fn perft_prints_the_count() {
    let run = pasang(&["perft", "3"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "850\n");
    let run = pasang(&["perft", "3", "--rules", "marbles"]);
    assert_eq!(run.stdout, "3225\n");
}

#[test]
fn single_options_override_the_preset() {
    // marbles with the centre blocking again.
    let run = pasang(&["perft", "4", "--rules", "marbles", "--centre", "blocks"]);
    assert_eq!(run.stdout, "78631\n");
    let run = pasang(&[
        "perft",
        "4",
        "--second-column",
        "free",
        "--ka",
        "either",
        "--centre",
        "blocks",
    ]);
    assert_eq!(run.stdout, "78631\n");
}

#[test]
fn divide_lists_each_move_and_the_total() {
    let run = pasang(&["perft", "1", "--divide", "--moves", "c"]);
    assert_eq!(run.code, Some(0));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines, ["g 1", "h 1", "i 1", "j 1", "k 1", "total 5"]);
    // North's file cannot touch South's half: South then has the same 19
    // ka entries whichever file North took.
    let run = pasang(&["perft", "2", "--divide", "--moves", "c"]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines, ["g 19", "h 19", "i 19", "j 19", "k 19", "total 95"]);
}

#[test]
fn moves_are_played_before_counting() {
    let run = pasang(&["perft", "1", "--moves", "c j d5-c5xN i7-j7xEW"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let n: u64 = run.stdout.trim().parse().unwrap();
    assert!(n > 0);
    let divide = pasang(&["perft", "1", "--divide", "--moves", "c j d5-c5xN i7-j7xEW"]);
    assert!(
        divide
            .stdout
            .lines()
            .all(|l| l.starts_with("c5-") || l.starts_with("total"))
    );
    assert_eq!(divide.stdout.lines().last().unwrap(), format!("total {n}"));
}

#[test]
fn an_illegal_move_in_moves_names_the_move_and_the_rule() {
    pasang(&["perft", "1", "--moves", "c d"]).fails_with(
        "--moves: move 2 ('d'): d is not legal: South took c, so North must take a file from the diagonally opposite quadrant, g to k",
    );
    pasang(&["perft", "1", "--moves", "c j d5-c5"])
        .fails_with("move 3 ('d5-c5'): cannot read move 'd5-c5'");
}

#[test]
fn unknown_option_values_list_the_choices() {
    let run = pasang(&["perft", "1", "--ka", "hop"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("invalid value 'hop'"), "{}", run.stderr);
    assert!(run.stderr.contains("slide"), "{}", run.stderr);
    let run = pasang(&["perft", "many"]);
    assert_eq!(run.code, Some(2));
}

#[test]
fn bench_reports_perft_and_random_game_rates() {
    let run = pasang(&["bench", "--depth", "3", "--seconds", "0.05"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("perft 3:            850 nodes"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("games/s"), "{}", run.stdout);
    pasang(&["bench", "--seconds", "0"]).fails_with("--seconds must be between 0 and 3600");
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    // `pasang perft 5 --divide | head -0`: the pipe's reader is gone before
    // the first line is written.
    for args in [
        &["perft", "5", "--divide"][..],
        &["completions", "bash"],
        &["check", "assets/first.ron"],
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_pasang"))
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.status.success(), "{args:?}: {stderr}");
    }
}
