//! Each subcommand takes only the options it uses: one it would ignore is
//! refused, not silently dropped. And `--help` says each thing once.

use crate::common;

use common::process::run;
use std::time::Duration;

const WITHIN: Duration = Duration::from_secs(60);

#[test]
fn options_a_subcommand_would_ignore_are_refused() {
    for args in [
        // The engine is given its position by its `position` command.
        &["engine", "--rules", "marbles"][..],
        &["engine", "--moves", "c"],
        &["check", "assets/first.ron", "--pattern", "second"],
        &["check", "assets/first.ron", "--ascii"],
        &["replay", "game.ron", "--rules", "marbles"],
        &["completions", "bash", "--setup", "x.ron"],
        &["match", "--ascii"],
        // Options of the game itself, before a subcommand.
        &["--rules", "marbles", "perft", "3"],
        &["--north", "ai:hard", "match", "--games", "1"],
        &["--movetime", "50", "bench"],
    ] {
        let out = run(args, b"", WITHIN);
        assert_eq!(out.code(), 2, "{args:?} was accepted: {}", out.stdout);
        assert!(
            out.stderr.starts_with("error: "),
            "{args:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn subcommands_still_take_the_options_they_use() {
    let out = run(&["perft", "3", "--rules", "marbles"], b"", WITHIN);
    assert_eq!(out.stdout, "3225\n");
    let out = run(&["check", "assets/first.ron"], b"", WITHIN);
    assert_eq!(out.code(), 0, "{}", out.stderr);
    // `replay --ascii` is read (and then wants a terminal).
    let out = run(&["replay", "--ascii", "no-such-game.ron"], b"", WITHIN);
    assert_eq!(out.code(), 1, "{}", out.stderr);
}

#[test]
fn help_gives_each_example_once() {
    let out = run(&["--help"], b"", WITHIN);
    assert_eq!(out.code(), 0);
    let examples: Vec<&str> = out
        .stdout
        .lines()
        .skip_while(|l| *l != "Examples:")
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(examples.len() >= 5, "{}", out.stdout);
    for (i, line) in examples.iter().enumerate() {
        assert!(!examples[..i].contains(line), "twice: {line}");
    }
}

#[test]
fn help_says_what_each_rule_value_and_pattern_means() {
    let help = run(&["--help"], b"", WITHIN);
    assert_eq!(help.code(), 0);
    for line in [
        "- diagonal: the second player takes a file from the quadrant diagonally opposite the first player's",
        "- free:     the second player takes any file except the one mirroring the first player's",
        "- either: the ka may slide in or jump in",
        "- open:   a capture line passes over the centre like an empty point",
        "- marbles:     the marble edition: free second column, slide or jump entry, open centre",
        "- traditional: the classic rules with partial captures, as the traditional game is played",
        "- partial: a capture takes the whole line or an odd number of its stones nearest the ka",
        "- north: North takes the first column and moves first",
        "- second:   the ka game: the second traditional pattern (corrected by symmetry)",
        "- 4: South, West, North and East",
        "- inner:  the first player takes a stone beside the hole: d4, h4, d8 or h8",
    ] {
        assert!(
            help.stdout.contains(line),
            "{line:?} not in\n{}",
            help.stdout
        );
    }
}

#[test]
fn an_option_of_the_other_game_is_refused_with_what_the_game_takes() {
    for (args, said) in [
        (
            &["perft", "1", "--game", "bell", "--rules", "marbles"][..],
            "--rules is not an option of Bell's game",
        ),
        (
            &["perft", "1", "--players", "3", "--centre", "open"],
            "--players is not an option of the ka game",
        ),
        (
            &["perft", "1", "--game", "ka", "--opening", "inner"],
            "--opening is not an option of the ka game",
        ),
        (
            &["perft", "1", "--game", "ka", "--pattern", "checker"],
            "--pattern is not an option of the ka game",
        ),
        (
            &["perft", "1", "--game", "bell", "--pattern", "second"],
            "--pattern is not an option of Bell's game",
        ),
    ] {
        let out = run(args, b"", WITHIN);
        assert_eq!(out.code(), 1, "{args:?} was accepted: {}", out.stdout);
        assert!(
            out.stderr.starts_with(&format!("pasang: {said}")),
            "{args:?}: {}",
            out.stderr
        );
    }
}

#[test]
fn help_lists_both_games_and_every_pattern() {
    let out = run(&["--help"], b"", WITHIN);
    for value in [
        "ka:",
        "bell:",
        "first:",
        "second:",
        "checker:",
        "quarters:",
        "corner:",
        "inner:",
    ] {
        assert!(
            out.stdout.contains(value),
            "{value} missing:\n{}",
            out.stdout
        );
    }
    assert!(out.stdout.contains("--west <PLAYER>"), "{}", out.stdout);
}

#[test]
fn a_clock_is_taken_as_minutes_plus_seconds_and_a_bad_one_is_refused_in_words() {
    let config = tempfile::tempdir().unwrap();
    let isolated = |args: &[&str]| common::pasang_isolated(args, &[], config.path());
    for args in [
        &["--clock", "0.5+2"][..],
        &["--game", "bell", "--clock", "5"],
    ] {
        let out = isolated(args);
        assert_eq!(out.code, Some(0), "{args:?}: {}", out.stderr);
    }
    for (value, reason) in [
        ("abc", "a clock is MINUTES+SECONDS, such as 5+3 or 0.5+2"),
        ("0+0", "a clock needs some minutes to start with"),
        ("5+-1", "a clock's minutes and seconds cannot be below zero"),
        (
            "601+0",
            "a clock has at most 600 minutes and 600 seconds a move",
        ),
    ] {
        let out = isolated(&["--clock", value]);
        assert_eq!(out.code, Some(2), "{value} was accepted: {}", out.stdout);
        let line = out.stderr.lines().next().unwrap_or_default();
        assert_eq!(
            line,
            format!("error: invalid value '{value}' for '--clock <M+S>': {reason}"),
        );
    }
    let out = isolated(&["--lang", "ms", "--clock", "abc"]);
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr
            .contains("jam ditulis MINIT+SAAT, contohnya 5+3 atau 0.5+2"),
        "{}",
        out.stderr
    );
    // Not an option of the subcommands.
    assert_eq!(run(&["--clock", "5+3", "bench"], b"", WITHIN).code(), 2);
}
