//! `pasang engine` through the real binary, with piped stdin.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the engine on `input` and returns its stdout lines.
fn engine(input: &[u8]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pasang"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input)
        .expect("engine reads its input");
    let out = child.wait_with_output().expect("engine exits");
    assert!(out.status.success(), "exit status {:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8 output")
        .lines()
        .map(str::to_string)
        .collect()
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
fn go_depth_answers_a_legal_bestmove_that_can_be_played() {
    let out = engine(b"position second moves c h\ngo depth 2\n");
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

#[test]
fn the_same_position_gives_the_same_move() {
    let input = b"position first moves d j\ngo depth 3\n";
    assert_eq!(engine(input), engine(input));
}

#[test]
fn a_finished_game_has_no_moves_and_bestmove_none() {
    // A short game played to its end: the engine plays itself.
    let mut moves = String::new();
    for _ in 0..200 {
        let out = engine(format!("position moves {moves}\ngo depth 1\n").as_bytes());
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
    // An hour's search: only `stop` can end it in time for the test.
    let out = engine(b"position first moves c h\ngo movetime 3600000\nisready\nstop\nmoves\n");
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
