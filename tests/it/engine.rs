//! `pasang engine` through the real binary, with piped stdin and a
//! deadline on every run.

use crate::common;

use common::process::{Spawned, engine_lines};
use std::time::Duration;

/// Long enough for any answer here on a slow, busy machine; a search that
/// was not stopped when it should have been runs ten minutes.
const WITHIN: Duration = Duration::from_secs(60);

/// Runs the engine on `input` and returns its stdout lines.
fn engine(input: &[u8]) -> Vec<String> {
    engine_lines(input, WITHIN)
}

#[test]
fn isready_answers_readyok() {
    assert_eq!(engine(b"isready\nquit\n"), ["readyok"]);
}

#[test]
fn moves_lists_the_eleven_files_at_the_start() {
    assert_eq!(engine(b"moves\n"), ["a b c d e f g h i j k"]);
}

#[test]
fn position_with_moves_and_rules_changes_the_legal_moves() {
    let out = engine(b"position first rules classic moves c\nmoves\nposition first rules marbles moves c\nmoves\n");
    assert_eq!(out[0], "g h i j k", "diagonal: North takes g to k");
    assert_eq!(out[1], "a b c d e f g h j k", "free: all but the mirror, i");
}

#[test]
fn position_takes_the_traditional_options() {
    // North first: North opens c, and South is sent to g–k.
    let out = engine(b"position first first-player north moves c\nmoves\n");
    assert_eq!(out[0], "g h i j k");
    // Partial captures: the ka entries include parts of lines, written
    // with their counts, and one of them can be played.
    let out = engine(b"position first rules traditional moves c j\nmoves\n");
    let parts: Vec<&str> = out[0]
        .split(' ')
        .filter(|m| m.ends_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert!(!parts.is_empty(), "{}", out[0]);
    let out = engine(
        format!(
            "position first rules traditional moves c j {}\nisready\n",
            parts[0]
        )
        .as_bytes(),
    );
    assert_eq!(out, ["readyok"]);
    let out = engine(b"position first captures partial first-player west\n");
    assert!(out[0].contains("first-player"), "{out:?}");
    assert!(out[0].contains("south, north"), "{out:?}");
}

#[test]
fn go_depth_answers_a_legal_bestmove_that_can_be_played() {
    let out = engine(b"position second moves c h\ngo depth 2\nquit\n");
    assert_eq!(out.len(), 2, "{out:?}");
    assert!(out[0].starts_with("info depth 2 "), "{}", out[0]);
    let mv = out[1].strip_prefix("bestmove ").expect("bestmove line");
    // The answer is one of the legal moves, and playing it is accepted.
    let check = engine(
        format!("position second moves c h\nmoves\nposition second moves c h {mv}\nisready\n")
            .as_bytes(),
    );
    assert!(
        check[0].split(' ').any(|m| m == mv),
        "{mv} not in {}",
        check[0]
    );
    assert_eq!(check[1], "readyok");
}

#[test]
fn go_movetime_answers() {
    let out = engine(b"position rules marbles\ngo movetime 20\nquit\n");
    assert!(out.last().unwrap().starts_with("bestmove "), "{out:?}");
}

/// An engine's answer, each line without the search's time (a clock's
/// reading, which differs from run to run); asserts it ended well.
fn without_time(out: common::process::Finished) -> Vec<String> {
    assert_eq!(out.code(), 0, "{out:?}");
    out.stdout
        .lines()
        .map(|l| l.split(" time ").next().unwrap_or(l).to_string())
        .collect()
}

#[test]
fn on_one_thread_the_same_position_gives_the_same_move() {
    // Several threads (the default) may differ in the nodes they count.
    let input = b"position first moves d j\ngo depth 3\nquit\n";
    let one_thread = || {
        without_time(common::process::run(
            &["engine", "--threads", "1"],
            input,
            WITHIN,
        ))
    };
    let first = one_thread();
    assert_eq!(first, one_thread());
    assert!(
        first.iter().any(|l| l.starts_with("info depth 3 ")),
        "{first:?}"
    );
    assert!(
        first.iter().any(|l| l.starts_with("bestmove ")),
        "{first:?}"
    );
}

/// `setoption threads 1` makes an engine started on every core search as
/// one started with `--threads 1`: the same nodes, the same move.
#[test]
fn setoption_threads_sets_the_threads_of_later_searches() {
    let go = "position first moves d j\ngo nodes 30000\nquit\n";
    let flag = without_time(common::process::run(
        &["engine", "--threads", "1"],
        go.as_bytes(),
        WITHIN,
    ));
    let option = without_time(common::process::run(
        &["engine", "--threads", "4"],
        format!("setoption threads 1\n{go}").as_bytes(),
        WITHIN,
    ));
    assert_eq!(option, flag);
    assert!(flag.iter().any(|l| l.starts_with("bestmove ")), "{flag:?}");
    // Back to several threads, it still answers; a bad value is refused
    // and the engine goes on.
    let out = engine(
        b"setoption threads 2\nsetoption threads 0\nposition first moves d j\ngo depth 5\nquit\n",
    );
    assert_eq!(
        out[0], "error setoption threads: 0 is outside the range 1 to 64",
        "{out:?}"
    );
    assert!(out.last().unwrap().starts_with("bestmove "), "{out:?}");
}

#[test]
fn a_finished_game_has_no_moves_and_bestmove_none() {
    // A short game played to its end: the engine plays itself.
    let mut moves = String::new();
    for _ in 0..200 {
        let out = engine(format!("position moves {moves}\ngo depth 1\nquit\n").as_bytes());
        let mv = out
            .last()
            .unwrap()
            .strip_prefix("bestmove ")
            .unwrap()
            .to_string();
        if mv == "none" {
            assert!(out[0].starts_with("info result "), "{out:?}");
            let after = engine(format!("position moves {moves}\nmoves\nisready\n").as_bytes());
            assert_eq!(after, ["", "readyok"]);
            return;
        }
        moves = format!("{moves} {mv}");
    }
    panic!("the game did not end");
}

#[test]
fn bad_lines_get_an_error_and_the_engine_keeps_going() {
    let input = b"frobnicate\n\
        position third\n\
        position rules chess\n\
        position rules\n\
        position moves c c\n\
        position moves d3-c3xQ\n\
        position setup /no/such/file.ron\n\
        go depth\n\
        go depth -1\n\
        go movetime 99999999999999999999999\n\
        go sideways 3\n\
        \xff\xfe\x00\n\
        \n\
        isready\n";
    let out = engine(input);
    let (errors, rest): (Vec<_>, Vec<_>) = out.iter().partition(|l| l.starts_with("error"));
    assert_eq!(errors.len(), 12, "{out:?}");
    assert_eq!(rest, ["readyok"]);
    // A failed position command leaves the previous position in place.
    let out = engine(b"position moves e\nposition moves e z9-z9xN\nmoves\n");
    assert!(out[0].starts_with("error move 2"), "{out:?}");
    assert_eq!(out[1], "g h i j k");
}

#[test]
fn the_engine_stops_at_the_end_of_its_input_without_quit() {
    assert_eq!(engine(b"isready"), ["readyok"]);
}

#[test]
fn stop_ends_a_long_search_with_a_move_and_isready_answers_meanwhile() {
    // Ten minutes' search: only `stop` can end it in time for the test.
    let out = engine(b"position first moves c h\ngo movetime 600000\nisready\nstop\nmoves\n");
    assert_eq!(out[0], "readyok", "{out:?}");
    assert!(out[1].starts_with("info depth "), "{out:?}");
    assert!(out[2].starts_with("bestmove "), "{out:?}");
    assert!(
        out[3].contains("b2-c2xN"),
        "commands after the search still run: {out:?}"
    );
}

#[test]
fn quit_during_a_search_gives_the_full_answer_then_leaves() {
    let out = engine(b"go depth 5\nquit\nisready\n");
    assert_eq!(out.len(), 2, "{out:?}");
    assert!(out[0].starts_with("info depth 5 "), "{out:?}");
    assert!(out[1].starts_with("bestmove "), "{out:?}");
}

#[test]
fn commands_after_a_search_are_all_answered_in_order() {
    // The second `go`, `bar` and `moves` used to be lost behind `quit`.
    let out = engine(b"position first moves c\ngo depth 3\nbar\nmoves\ngo depth 2\nquit\n");
    assert_eq!(out.len(), 6, "{out:?}");
    assert!(out[0].starts_with("info depth 3 "), "{out:?}");
    assert!(out[1].starts_with("bestmove "), "{out:?}");
    assert!(out[2].starts_with("error unknown command 'bar'"), "{out:?}");
    assert_eq!(out[3], "g h i j k");
    assert!(out[4].starts_with("info depth 2 "), "{out:?}");
    assert!(out[5].starts_with("bestmove "), "{out:?}");
}

#[test]
fn every_stop_ends_its_own_search() {
    // Ten-minute searches: a lost `stop` would overrun the deadline.
    let input = "go movetime 600000\nstop\n".repeat(5);
    let out = engine(input.as_bytes());
    let answers = out.iter().filter(|l| l.starts_with("bestmove ")).count();
    assert_eq!(answers, 5, "{out:?}");
}

#[test]
fn a_stop_ends_the_search_waiting_its_turn_not_the_one_running() {
    let out = engine(b"go depth 4\ngo movetime 600000\nstop\nquit\n");
    assert_eq!(out.len(), 4, "{out:?}");
    // The first search, which the stop was not for, goes to its depth.
    assert!(out[0].starts_with("info depth 4 "), "{out:?}");
    assert!(out[3].starts_with("bestmove "), "{out:?}");
}

#[test]
fn a_stop_behind_waiting_commands_still_ends_the_search() {
    // `moves` waits for the answer; the stop after it does not.
    let out = engine(b"go movetime 600000\nmoves\nstop\n");
    assert_eq!(out.len(), 3, "{out:?}");
    assert!(out[1].starts_with("bestmove "), "{out:?}");
    assert_eq!(out[2], "a b c d e f g h i j k");
}

#[test]
fn the_end_of_the_input_stops_the_search_which_is_answered() {
    for input in [
        &b"go movetime 600000\n"[..],
        b"go nodes 1000000000\n",
        b"go depth 121\ngo depth 121\n",
    ] {
        let out = engine(input);
        let answers = out.iter().filter(|l| l.starts_with("bestmove ")).count();
        assert_eq!(answers, input.split(|&b| b == b'\n').count() - 1, "{out:?}");
    }
}

#[test]
fn go_limits_outside_their_bounds_are_refused_in_the_program_s_words() {
    let out = engine(
        b"go depth 0\ngo depth 122\ngo nodes 0\ngo nodes 1000000001\ngo movetime 0\ngo movetime 999999999\ngo depth x\nisready\n",
    );
    assert_eq!(
        out,
        [
            "error go depth: 0 is outside the range 1 to 121",
            "error go depth: 122 is outside the range 1 to 121",
            "error go nodes: 0 is outside the range 1 to 1000000000",
            "error go nodes: 1000000001 is outside the range 1 to 1000000000",
            "error go movetime: 0 is outside the range 10 to 600000",
            "error go movetime: 999999999 is outside the range 10 to 600000",
            "error go depth: 'x' is not a number",
            "readyok",
        ]
    );
}

#[test]
fn commands_that_take_nothing_refuse_extra_words() {
    let out = engine(b"isready now\nmoves please\nstop it\nquit later\nisready\n");
    assert_eq!(out.len(), 5, "{out:?}");
    assert_eq!(out[0], "error isready takes nothing after it, not 'now'");
    assert!(out[1..4].iter().all(|l| l.starts_with("error ")), "{out:?}");
    assert_eq!(out[4], "readyok");
}

const HOSTILE: &str = "\u{1b}]0;pwned\u{7}\u{1b}[2J";

#[test]
fn the_engine_escapes_what_it_quotes_from_its_input() {
    let input = format!(
        "{HOSTILE}\nposition {HOSTILE}\nposition moves {HOSTILE}\ngo depth {HOSTILE}\nisready\n"
    );
    let out = engine(input.as_bytes());
    assert_eq!(out.len(), 5, "{out:?}");
    for line in &out {
        assert!(!line.chars().any(char::is_control), "{line:?}");
    }
    for line in &out[..4] {
        assert!(line.starts_with("error "), "{line}");
        assert!(line.contains("\\u{1b}]0;pwned\\u{7}\\u{1b}[2J"), "{line}");
    }
    assert_eq!(out[4], "readyok");
}

/// The engine's peak memory must stay near what it needs for itself (its
/// search table is 24 MiB), whatever the input.
const MEMORY_KIB: u64 = 80 * 1024;

#[test]
fn a_200_mb_line_is_refused_without_being_kept() {
    let mut child = Spawned::start(&["engine"]);
    // Input stays open until the test has read the memory figure.
    let (close, closed) = std::sync::mpsc::channel::<()>();
    child.feed(move |mut stdin| {
        use std::io::Write;
        let chunk = vec![b'x'; 1 << 20];
        for _ in 0..200 {
            if stdin.write_all(&chunk).is_err() {
                return;
            }
        }
        let _ = stdin.write_all(b"\nisready\n");
        let _ = closed.recv();
    });
    let error = child.wait_for_stdout("error", WITHIN);
    assert_eq!(error, "error line longer than 4096 bytes, ignored");
    child.wait_for_stdout("readyok", WITHIN);
    let peak = child.peak_memory_kib().expect("/proc tells the peak");
    assert!(peak < MEMORY_KIB, "peak {peak} KiB");
    drop(close);
    let out = child.finish(WITHIN);
    assert_eq!(out.code(), 0);
    // Only the short error: the line is not echoed.
    assert_eq!(
        out.stdout,
        "error line longer than 4096 bytes, ignored\nreadyok\n"
    );
}

#[test]
fn endless_input_without_newlines_does_not_grow_the_engine() {
    // As `pasang engine < /dev/zero`, for 300 MB.
    let mut child = Spawned::start(&["engine"]);
    let (sent, done) = std::sync::mpsc::channel();
    let (close, closed) = std::sync::mpsc::channel::<()>();
    child.feed(move |mut stdin| {
        use std::io::Write;
        let chunk = vec![0u8; 1 << 20];
        for _ in 0..300 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
        }
        let _ = sent.send(());
        let _ = closed.recv();
    });
    child.wait_for_stdout("error line longer than 4096 bytes", WITHIN);
    done.recv_timeout(WITHIN)
        .expect("the engine reads all of it");
    let peak = child.peak_memory_kib().expect("/proc tells the peak");
    assert!(peak < MEMORY_KIB, "peak {peak} KiB");
    drop(close);
    let out = child.finish(WITHIN);
    assert_eq!(out.code(), 0);
    assert_eq!(out.stdout.lines().count(), 1, "{}", out.stdout);
}

/// More lines than the engine keeps waiting their turn behind a search.
const FLOOD: usize = 300;

#[test]
fn stop_ends_a_search_however_many_lines_wait_behind_it() {
    let mut child = Spawned::start(&["engine"]);
    let input = format!("go movetime 600000\n{}stop\n", "moves\n".repeat(FLOOD));
    child.input(input.as_bytes());
    // A ten-minute search: only the stop can answer it within the wait.
    child.wait_for_stdout("bestmove ", WITHIN);
    let out = child.finish(WITHIN);
    assert_eq!(out.code(), 0, "{out:?}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(lines[0].starts_with("info "), "{lines:?}");
    assert!(lines[1].starts_with("bestmove "), "{lines:?}");
    // Each `moves` is answered in its turn, or refused at once if too
    // many wait before it; none is lost.
    let answered = lines.iter().filter(|l| **l == "a b c d e f g h i j k");
    let refused = lines.iter().filter(|l| l.starts_with("error busy"));
    assert_eq!(answered.count() + refused.count(), FLOOD, "{lines:?}");
    assert_eq!(lines.len(), FLOOD + 2, "{lines:?}");
}

#[test]
fn the_end_of_the_input_is_seen_however_many_lines_wait() {
    // Ten-minute searches, one after the other: only the end of the input
    // stops them all within the wait.
    let input = "go movetime 600000\n".repeat(FLOOD + 1);
    let out = common::process::run(&["engine"], input.as_bytes(), WITHIN);
    assert_eq!(out.code(), 0, "{out:?}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    let answers = lines.iter().filter(|l| l.starts_with("bestmove "));
    let refused = lines.iter().filter(|l| l.starts_with("error busy"));
    assert_eq!(answers.count() + refused.count(), FLOOD + 1, "{lines:?}");
}
