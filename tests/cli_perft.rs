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
fn bench_reports_perft_random_game_and_frame_rates() {
    let run = pasang(&["bench", "--depth", "3", "--seconds", "0.05"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("perft 3:            850 nodes"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("games/s"), "{}", run.stdout);
    // Whole frames, 64 at a time, timed.
    let frames = run
        .stdout
        .lines()
        .find(|l| l.starts_with("terminal frames: "))
        .unwrap_or_else(|| panic!("no frames line in {}", run.stdout));
    let count: u64 = frames["terminal frames: ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {frames}"));
    assert!(count >= 64 && count & 63 == 0, "{frames}");
    assert!(
        frames.contains("at 100x32") && frames.ends_with("us a frame"),
        "{frames}"
    );
}

#[test]
fn numbers_outside_their_bounds_are_refused_in_clap_s_words() {
    for (args, says) in [
        // Used to count for ever, or print the count of depth 0.
        (&["perft", "50"][..], "50 is not in 1..=10"),
        (&["perft", "0"], "0 is not in 1..=10"),
        (&["perft", "11", "--divide"], "11 is not in 1..=10"),
        (&["bench", "--depth", "50"], "50 is not in 1..=10"),
        (&["bench", "--search-depth", "0"], "0 is not in 1..=121"),
        (&["bench", "--search-depth", "200"], "200 is not in 1..=121"),
        // Used to say "must be between 0 and 3600" of 0.
        (&["bench", "--seconds", "0"], "0 is not in 0.01..=3600"),
        (
            &["bench", "--seconds", "3601"],
            "3601 is not in 0.01..=3600",
        ),
        (&["bench", "--seconds", "soon"], "'soon' is not a number"),
        (&["--movetime", "5"], "5 is not in 10..=600000"),
    ] {
        // A deadline: before the bounds, `perft 50` counted for ever.
        let run = common::process::run(args, b"", std::time::Duration::from_secs(60));
        assert_eq!(run.code(), 2, "{args:?}: {}", run.stdout);
        assert!(
            run.stderr
                .lines()
                .next()
                .is_some_and(|l| l.starts_with("error: invalid value") && l.ends_with(says)),
            "{args:?}: {}",
            run.stderr
        );
    }
}

#[test]
fn bench_perft_stops_deepening_when_its_seconds_are_spent() {
    // Depth 10 takes minutes even in a release build; --seconds cuts it.
    let out = common::process::run(
        &[
            "bench",
            "--depth",
            "10",
            "--seconds",
            "0.2",
            "--search-depth",
            "2",
        ],
        b"",
        std::time::Duration::from_secs(60),
    );
    assert_eq!(out.code(), 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    let cut = lines
        .iter()
        .position(|l| l.ends_with("(cut at --seconds)"))
        .unwrap_or_else(|| panic!("no perft depth was cut: {}", out.stdout));
    assert!(cut >= 3, "depths 1 and 2 finish at once: {}", out.stdout);
    let depth = cut; // line 0 is the heading
    let not_run = match depth {
        9 => Some("perft 10: not run, --seconds spent".to_string()),
        10 => None,
        d => Some(format!("perft {}-10: not run, --seconds spent", d + 1)),
    };
    if let Some(not_run) = not_run {
        assert_eq!(lines[cut + 1], not_run);
    }
    assert!(out.stdout.contains("games/s"), "{}", out.stdout);
    assert!(out.stdout.contains("search: "), "{}", out.stdout);
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
