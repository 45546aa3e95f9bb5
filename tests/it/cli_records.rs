//! Game records, `check`, `completions` and bad input, through the real
//! binary.

use crate::common;

use common::{first_rows, pasang, setup_ron};
use pasang::games::ka::{Game, Pattern, Rules, Setup};
use pasang::record::Record;
use std::path::PathBuf;

fn write(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> String {
    let path: PathBuf = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

fn record_of(moves: &[&str], pattern: Pattern, rules: Rules) -> String {
    let mut game = Game::new(Setup::pattern(pattern), rules);
    for m in moves {
        game.play_notation(m).unwrap();
    }
    Record::of(&game).to_ron()
}

#[test]
fn check_shows_a_valid_setup_with_its_counts() {
    let run = pasang(&["check", "assets/alternating.ron"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("assets/alternating.ron: a valid setup: 'alternating'")
    );
    assert!(
        run.stdout.contains(" 11 b w b w b w b w b w b  11"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("60 black, 60 white (180 points)"));
}

#[test]
fn every_setup_in_assets_is_valid() {
    let mut seen = 0;
    for entry in std::fs::read_dir("assets").unwrap() {
        let path = entry.unwrap().path();
        // `check` reads the ka game's setups; Bell's (`bell-*.ron`) are
        // checked by tests/it/bell_setups.rs, the puzzles by tests/it/puzzles.rs.
        let bell = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("bell-") || n == "puzzles.ron");
        if path.extension().is_some_and(|e| e == "ron") && !bell {
            let run = pasang(&["check", path.to_str().unwrap()]);
            assert_eq!(run.code, Some(0), "{}: {}", path.display(), run.stderr);
            seen += 1;
        }
    }
    assert!(seen >= 4, "the two built-in patterns and at least two more");
}

#[test]
fn check_refuses_a_bad_setup_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut rows = first_rows();
    rows[3] = rows[3].replacen('b', "x", 1);
    let path = write(&dir, "bad.ron", setup_ron(&rows).as_bytes());
    pasang(&["check", &path]).fails_with("bad.ron: row 4, point a8: 'x' is not a stone");
}

#[test]
fn check_reads_a_game_record_and_shows_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        &dir,
        "game.ron",
        record_of(&["c", "j", "d5-c5xN"], Pattern::First, Rules::CLASSIC).as_bytes(),
    );
    let run = pasang(&["check", &path]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains("a valid game record: setup 'first', rules classic, 3 moves"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("  5 w w S . w b w b b b b  5"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("South 11, North 9; North to move (ka entry)"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_record_with_an_illegal_move_is_refused_at_that_move() {
    let dir = tempfile::tempdir().unwrap();
    let text = record_of(&["c", "j", "d5-c5xN"], Pattern::First, Rules::CLASSIC)
        .replace("\"d5-c5xN\"", "\"d5-c5xS\"");
    let path = write(&dir, "edited.ron", text.as_bytes());
    let expected =
        "edited.ron: move 3 ('d5-c5xS'): d5-c5xS is not legal: there are no stones south of c5";
    pasang(&["check", &path]).fails_with(expected);
    pasang(&["--load", &path]).fails_with(expected);
}

#[test]
fn a_record_for_a_different_setup_or_rules_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        &dir,
        "first.ron",
        record_of(&["c"], Pattern::First, Rules::CLASSIC).as_bytes(),
    );
    pasang(&["--load", &path, "--pattern", "second"])
        .fails_with("first.ron: the record was played on setup 'first', which differs from the setup given ('second')");
    pasang(&["--load", &path, "--rules", "marbles"]).fails_with(
        "first.ron: the record was played with rules 'classic', not the 'marbles' given",
    );
}

#[test]
fn a_record_whose_setup_is_invalid_names_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let text = record_of(&[], Pattern::First, Rules::CLASSIC).replacen(
        "\"wwwwwbbbbbw\"",
        "\"wwwwwbbbbb\"",
        1,
    );
    let path = write(&dir, "broken.ron", text.as_bytes());
    pasang(&["--load", &path])
        .fails_with("broken.ron: the record's setup: row 1 (rank 11) has 10 points");
}

#[test]
fn malformed_records_are_refused_without_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let good = record_of(&["c"], Pattern::First, Rules::CLASSIC);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.ron", vec![], "the record is empty"),
        (
            "latin1.ron",
            b"(version: 2, moves: [\"\xe9\"])".to_vec(),
            "not UTF-8 text (invalid byte at offset 22)",
        ),
        (
            "cut.ron",
            good.as_bytes()[..good.len() / 2].to_vec(),
            "not valid RON",
        ),
        (
            "future.ron",
            good.replace("version: 2", "version: 9").into_bytes(),
            "format version 9",
        ),
        (
            "extra.ron",
            good.replace("version: 2,", "version: 2, colour: 3,")
                .into_bytes(),
            "colour",
        ),
        ("huge.ron", vec![b' '; 2 << 20], "larger than 1048576 bytes"),
    ];
    for (name, bytes, needle) in cases {
        let path = write(&dir, name, &bytes);
        pasang(&["--load", &path]).fails_with(needle);
    }
}

#[test]
fn loading_a_missing_file_or_a_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("gone.ron");
    pasang(&["--load", missing.to_str().unwrap()])
        .fails_with("gone.ron: no such file or directory");
    pasang(&["--load", dir.path().to_str().unwrap()]).fails_with("is a directory, not a file");
    pasang(&["check", missing.to_str().unwrap()]).fails_with("gone.ron: no such file or directory");
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_that_cannot_be_read_is_refused() {
    // Reading /proc/self/mem from offset 0 fails with an I/O error, for
    // root too (a chmod 000 file would still be readable by root).
    pasang(&["check", "/proc/self/mem"])
        .fails_with("/proc/self/mem: the operating system says: Input/output error");
}

#[test]
fn resume_and_load_cannot_be_combined_and_resume_takes_no_setup() {
    let run = pasang(&["--resume", "--load", "x.ron"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("cannot be used with"), "{}", run.stderr);
    let run = pasang(&["--resume", "--pattern", "second"]);
    assert_eq!(run.code, Some(2));
}

#[test]
fn resuming_with_nothing_saved_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let run = pasang(&["--resume", "--data-dir", dir.path().to_str().unwrap()]);
    run.fails_with("cannot resume: ");
    assert!(
        run.stderr.contains("no saved game to resume here yet"),
        "{}",
        run.stderr
    );
}

#[test]
fn unknown_flags_and_values_are_refused_with_usage() {
    for args in [
        &["--colour", "red"][..],
        &["--pattern", "third"],
        &["--rules", "bell"],
        &["bogus"],
    ] {
        let run = pasang(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(run.stderr.contains("error:"), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"));
    }
}

#[test]
fn completions_are_generated_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let run = pasang(&["completions", shell]);
        assert_eq!(run.code, Some(0), "{shell}");
        assert!(run.stdout.contains("second-column"), "{shell}");
        assert!(run.stdout.contains("perft"), "{shell}");
    }
    assert_eq!(pasang(&["completions", "tcsh"]).code, Some(2));
}

#[test]
fn learn_offers_the_lessons_names_to_the_shell_and_in_help() {
    let names: Vec<&str> = (pasang::lessons::shipped().iter())
        .map(|l| l.id.as_str())
        .collect();
    assert!(names.len() >= 10, "{names:?}");
    let bash = pasang(&["completions", "bash"]).stdout;
    assert!(bash.contains(&names.join(" ")), "no lesson names in bash");
    let help = pasang(&["learn", "--help"]).stdout;
    assert!(help.contains(&names.join(", ")), "{help}");
    // A name the list does not have is still said plainly, not by clap.
    let run = pasang(&["learn", "nosuch"]);
    assert!(
        run.stderr.contains("there is no lesson 'nosuch'"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_seat_option_offers_every_player_to_the_shell_and_in_help() {
    let players = "human remote ai ai:random ai:easy ai:medium ai:hard";
    let bash = pasang(&["completions", "bash"]).stdout;
    // The game's --north completes to the players, not to file names.
    let north = bash
        .split("--north)")
        .nth(1)
        .and_then(|rest| rest.lines().nth(1))
        .unwrap_or_default();
    assert!(north.contains(players), "{north}");
    let fish = pasang(&["completions", "fish"]).stdout;
    assert!(fish.contains("ai:random"), "{fish}");
    // --help names the computer's every level, ai:random included.
    let help = pasang(&["--help"]).stdout;
    let south = help
        .split("--south <PLAYER>")
        .nth(1)
        .unwrap_or_default()
        .split("--north")
        .next()
        .unwrap_or_default();
    assert!(south.contains("ai:random, ai:easy"), "{south}");
    assert!(south.contains("possible values: human, remote"), "{south}");
}

#[test]
fn help_explains_options_and_gives_examples_and_version_works() {
    let run = pasang(&["--help"]);
    assert_eq!(run.code, Some(0));
    for needle in [
        "--pattern",
        "--setup",
        "--rules",
        "--second-column",
        "--ka",
        "--centre",
        "--load",
        "--resume",
        "Examples:",
    ] {
        assert!(run.stdout.contains(needle), "{needle}");
    }
    let run = pasang(&["--version"]);
    assert_eq!(
        run.stdout.trim(),
        format!("pasang {}", env!("CARGO_PKG_VERSION"))
    );
}
