//! `pasang review FILE` through the real binary: the annotated move list in
//! English and in Malay, and bad files refused with their reasons.

use crate::common;

use common::pasang;
use pasang::games::ka::{Outcome, Player};

const FINISHED: &str = "tests/data/records/v1-finished.ron";
// Small enough for a debug build; this short game is solved at any budget.
const NODES: &str = "20000";

#[test]
fn the_fixture_ends_with_south_shutting_north_in() {
    // The fixture's last two moves, checked by the rules: North's a7-a9xE
    // leaves South k1-k3xW, after which North has no capture.
    let game = pasang::files::load_record(FINISHED.as_ref()).unwrap();
    assert_eq!(
        game.moves()
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()[5..],
        ["a7-a9xE", "k1-k3xW"]
    );
    assert!(matches!(
        game.outcome(),
        Some(Outcome::Suntuk {
            winner: Player::South,
            ..
        })
    ));
}

#[test]
fn review_prints_one_line_a_move_and_a_summary_a_player() {
    let run = pasang(&["review", FINISHED, "--nodes", NODES]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        format!("Review of {FINISHED}: 7 moves, 20000 nodes for each")
    );
    let moves = [
        "i", "a", "j1-i1xEW", "b7-a7xS", "i1-k1xN", "a7-a9xE", "k1-k3xW",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let player = if i % 2 == 0 { "South" } else { "North" };
        let start = format!("{}. {player} {mv}: ", i + 1);
        assert!(
            lines[i + 1].starts_with(&start),
            "{start} / {}",
            lines[i + 1]
        );
    }
    // The move that let South shut North in, and South's finishing move.
    assert!(
        lines[6].starts_with("6. North a7-a9xE: blunder, walked into suntuk; better "),
        "{}",
        lines[6]
    );
    // Solved: the mark says what it keeps.
    assert_eq!(lines[7], "7. South k1-k3xW: best, proven: wins by suntuk");
    assert!(lines[8].starts_with("South: "), "{}", lines[8]);
    assert!(lines[9].starts_with("North: "), "{}", lines[9]);
    // Move 6 at least is counted (how the engine judges the opening
    // column choices at this budget is its own business).
    let blunders: u32 = lines[9]
        .split(';')
        .next()
        .unwrap()
        .split(", ")
        .find_map(|part| {
            part.strip_suffix(" blunder")
                .or(part.strip_suffix(" blunders"))
        })
        .and_then(|n| n.split(' ').next_back())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no blunder count: {}", lines[9]));
    assert!(blunders >= 1, "{}", lines[9]);
    assert!(lines[9].ends_with(" points"), "{}", lines[9]);
    assert_eq!(lines.len(), 10);
    // Each summary opens with the share of the player's moves marked best
    // or good, counted here from the move lines.
    for (i, player) in ["South", "North"].iter().enumerate() {
        let marks: Vec<&str> = lines[1..8]
            .iter()
            .skip(i)
            .step_by(2)
            .map(|l| l.split(": ").nth(1).unwrap())
            .map(|rest| rest.split([',', ';']).next().unwrap())
            .collect();
        let sound = marks
            .iter()
            .filter(|m| ["best", "good"].contains(m))
            .count();
        let accuracy = (100.0 * sound as f64 / marks.len() as f64).round();
        assert!(
            lines[8 + i].starts_with(&format!("{player}: accuracy {accuracy}%, ")),
            "{marks:?} {}",
            lines[8 + i]
        );
    }
}

#[test]
fn review_speaks_malay() {
    let run = pasang(&["--lang", "ms", "review", FINISHED, "--nodes", NODES]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[0],
        format!("Ulasan {FINISHED}: 7 langkah, 20000 nod bagi setiap langkah")
    );
    assert!(
        lines[6].starts_with("6. Utara a7-a9xE: silap besar, masuk perangkap suntuk; lebih baik "),
        "{}",
        lines[6]
    );
    assert_eq!(
        lines[7],
        "7. Selatan k1-k3xW: terbaik, terbukti: menang secara suntuk"
    );
    assert!(lines[9].starts_with("Utara: ketepatan "), "{}", lines[9]);
    assert!(lines[9].contains("purata kerugian"), "{}", lines[9]);
}

#[test]
fn review_refuses_a_missing_file_a_bad_file_and_a_game_of_bells() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.ron");
    let run = pasang(&["review", missing.to_str().unwrap()]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.starts_with("pasang: "), "{}", run.stderr);
    assert!(run.stderr.contains("none.ron"), "{}", run.stderr);

    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(version: 1, moves: [").unwrap();
    let run = pasang(&["review", bad.to_str().unwrap()]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("bad.ron"), "{}", run.stderr);
    assert!(run.stdout.is_empty());

    let bell = "tests/data/records/bell-3-corner-finished.ron";
    let run = pasang(&["review", bell]);
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stderr.trim(),
        format!(
            "pasang: {bell} is a game of Bell's: the review looks at games of the ka game only"
        )
    );
}

#[test]
fn review_takes_one_budget_within_its_bounds() {
    let run = pasang(&["review", FINISHED, "--nodes", "0"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr
            .contains("0 is outside the range 1 to 1000000000"),
        "{}",
        run.stderr
    );
    let run = pasang(&["review", FINISHED, "--nodes", "5", "--movetime", "50"]);
    assert_eq!(run.code, Some(2));
    let run = pasang(&["review", FINISHED, "--movetime", "20"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with(&format!("Review of {FINISHED}: 7 moves, 20 ms for each"))
    );
}

#[test]
fn the_readmes_review_example_is_what_pasang_review_prints() {
    // The example in the README: a `$ pasang review …` line, then the
    // output, indented as the block is, to the block's end.
    let readme = include_str!("../../README.md");
    let mut lines = readme
        .lines()
        .skip_while(|l| !l.starts_with("    $ pasang review "));
    let command = lines.next().expect("the README has a review example");
    let printed: Vec<&str> = lines
        .take_while(|l| l.starts_with("    "))
        .map(|l| &l[4..])
        .collect();
    let args: Vec<&str> = command.split_whitespace().skip(2).collect();
    let run = pasang(&args);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(printed, run.stdout.lines().collect::<Vec<_>>());
}
