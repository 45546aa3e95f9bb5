//! `pasang perft` and `pasang bench` through the real binary.

use crate::common;

use common::{neutral, pasang};

#[test]
fn perft_prints_the_count() {
    let run = pasang(&["perft", "3"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout, "850\n");
    let run = pasang(&["perft", "3", "--rules", "marbles"]);
    assert_eq!(run.stdout, "3225\n");
}

#[test]
fn perft_counts_the_traditional_options() {
    // The spec's figures for partial captures.
    let run = pasang(&["perft", "3", "--rules", "traditional"]);
    assert_eq!(run.stdout, "1440\n");
    let run = pasang(&["perft", "3", "--rules", "marbles", "--captures", "partial"]);
    assert_eq!(run.stdout, "5585\n");
    // North first: North opens c, and South may take only g–k.
    let run = pasang(&["perft", "1", "--divide", "--first", "north", "--moves", "c"]);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines, ["g 1", "h 1", "i 1", "j 1", "k 1", "total 5"]);
    let run = pasang(&["perft", "1", "--first", "west"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("[possible values: south, north]"),
        "{}",
        run.stderr
    );
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
    assert_whole_frames_timed(&run.stdout);
}

/// Whole frames at 100×32, 64 at a time, timed.
fn assert_whole_frames_timed(stdout: &str) {
    let frames = stdout
        .lines()
        .find(|l| l.starts_with("terminal frames: "))
        .unwrap_or_else(|| panic!("no frames line in {stdout}"));
    let count: u64 = frames["terminal frames: ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count in {frames}"));
    assert!(count >= 64 && count & 63 == 0, "{frames}");
    assert!(
        frames.contains("at 100×32") && frames.ends_with("µs a frame"),
        "{frames}"
    );
}

/// With three players the search takes `--search-depth` samples of each
/// turn: every position is searched in full, in a few milliseconds each.
#[test]
fn bench_of_a_sampled_search_counts_every_position_searched_in_full() {
    let args = [
        "bench",
        "--game",
        "bell",
        "--players",
        "3",
        "--depth",
        "1",
        "--seconds",
        "1",
        "--search-depth",
        "4",
    ];
    let run = pasang(&args);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let search = run.stdout.lines().find(|l| l.starts_with("search: "));
    let search = search.unwrap_or_else(|| panic!("no search line in {}", run.stdout));
    assert!(search.contains(" to depth 4 in "), "{search}");
    assert!(!search.contains("cut"), "{search}");
}

#[test]
fn bench_times_the_same_searches_on_several_threads_against_one() {
    let args = [
        "bench",
        "--depth",
        "1",
        "--seconds",
        "0.5",
        "--search-depth",
        "5",
    ];
    let run = pasang(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let one = run.stdout.lines().find(|l| l.starts_with("search: "));
    let two = run
        .stdout
        .lines()
        .find(|l| l.starts_with("search on 2 threads: the same searches to depth 5 in "))
        .unwrap_or_else(|| panic!("no two-thread line in {}", run.stdout));
    assert!(one.is_some(), "{}", run.stdout);
    let speedup: f64 = two
        .strip_suffix(" times as fast as one thread")
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no speed-up in {two}"));
    assert!(speedup > 0.0, "{two}");

    // One thread: the searches once, their node count repeatable.
    let run = pasang(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(!run.stdout.contains("threads:"), "{}", run.stdout);
    assert_eq!(
        run.stdout
            .lines()
            .find(|l| l.starts_with("search: "))
            .map(|l| l.split(" in ").next()),
        one.map(|l| l.split(" in ").next()),
    );
}

#[test]
fn numbers_outside_their_bounds_are_refused_in_clap_s_words() {
    for (args, says) in [
        // Used to count for ever, or print the count of depth 0.
        (&["perft", "50"][..], "50 is outside the range 1 to 10"),
        (&["perft", "0"], "0 is outside the range 1 to 10"),
        (
            &["perft", "11", "--divide"],
            "11 is outside the range 1 to 10",
        ),
        (
            &["bench", "--depth", "50"],
            "50 is outside the range 1 to 10",
        ),
        (
            &["bench", "--search-depth", "0"],
            "0 is outside the range 1 to 121",
        ),
        (
            &["bench", "--search-depth", "200"],
            "200 is outside the range 1 to 121",
        ),
        // Used to say "must be between 0 and 3600" of 0.
        (
            &["bench", "--seconds", "0"],
            "0 is outside the range 0.01 to 3600",
        ),
        (
            &["bench", "--seconds", "3601"],
            "3601 is outside the range 0.01 to 3600",
        ),
        (&["bench", "--seconds", "soon"], "'soon' is not a number"),
        (&["--movetime", "5"], "5 is outside the range 10 to 600000"),
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
        let mut child = neutral(&mut std::process::Command::new(env!(
            "CARGO_BIN_EXE_pasang"
        )))
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

/// `pasang perft D --game bell …` against the figures of
/// `tests/data/bell_perft.txt` (the spec's for two players, depths 1-3).
#[test]
fn bells_game_is_counted_with_the_specs_figures() {
    let data = include_str!("../data/bell_perft.txt");
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let [players, opening, depth, expected] = f[..] else {
            panic!("bad line {line:?}");
        };
        // Keep the debug build's run short.
        if expected.parse::<u64>().unwrap() > 50_000 {
            continue;
        }
        let run = pasang(&[
            "perft",
            depth,
            "--game",
            "bell",
            "--players",
            players,
            "--opening",
            opening,
        ]);
        assert_eq!(run.code, Some(0), "{line}: {}", run.stderr);
        assert_eq!(run.stdout, format!("{expected}\n"), "{line}");
    }
}

#[test]
fn bells_divide_lists_the_opening_removals_and_moves_are_played_first() {
    let run = pasang(&["perft", "2", "--game", "bell", "--divide"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    // Each corner taken leaves three hops into it (rules-bell.md: 12).
    assert_eq!(
        run.stdout.lines().collect::<Vec<_>>(),
        ["xa1 3", "xk1 3", "xa11 3", "xk11 3", "total 12"]
    );
    // After xa1, the three hops into a1: a3-a1, c1-a1 and c3-a1.
    let run = pasang(&["perft", "1", "--divide", "--players", "3", "--moves", "xa1"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let mut moves: Vec<&str> = run.stdout.lines().collect();
    moves.sort();
    assert_eq!(moves, ["a3-a1 1", "c1-a1 1", "c3-a1 1", "total 3"]);
    pasang(&["perft", "1", "--game", "bell", "--moves", "xe5"]).fails_with("--moves");
    pasang(&["perft", "1", "--game", "bell", "--rules", "marbles"]).fails_with("--rules");
}

#[test]
fn bench_of_bells_game_measures_perft_hop_by_hop_games_and_its_terminal_frames() {
    let run = pasang(&[
        "bench",
        "--game",
        "bell",
        "--depth",
        "3",
        "--seconds",
        "0.05",
        "--search-depth",
        "2",
    ]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "Bell's game: players 2, opening corner, setup: checker"
    );
    assert!(
        lines[3].starts_with("perft 3:             48 nodes"),
        "{}",
        run.stdout
    );
    assert!(
        lines[4].starts_with("random games, hop by hop: "),
        "{}",
        run.stdout
    );
    assert!(lines[4].contains(" games/s ("), "{}", run.stdout);
    assert!(lines[5].starts_with("search: "), "{}", run.stdout);
    assert!(lines[5].contains(" nodes to depth 2 in "), "{}", run.stdout);
    assert!(lines[6].starts_with("terminal frames: "), "{}", run.stdout);
    assert_whole_frames_timed(&run.stdout);
    assert_eq!(lines.len(), 7);
}
