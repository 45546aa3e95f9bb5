//! Setup files through the real binary: good ones work, each kind of bad
//! one gets one clear line and a non-zero exit.

use crate::common;

use common::{first_rows, pasang, setup_ron};
use std::path::PathBuf;

fn write(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_valid_setup_file_is_used_for_perft() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(&dir, "mine.ron", setup_ron(&first_rows()).as_bytes());
    let run = pasang(&["perft", "3", "--setup", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout.trim(), "850");
}

#[test]
fn every_kind_of_bad_setup_file_gets_one_line_and_a_failure() {
    let dir = tempfile::tempdir().unwrap();
    let mut short = first_rows();
    short.pop();
    let mut long_row = first_rows();
    long_row[0].push('w');
    let mut bad_char = first_rows();
    bad_char[1] = bad_char[1].replacen('w', "?", 1);
    let mut centre = first_rows();
    centre[5] = "bbbbbbbbbbb".into();
    let mut asym = first_rows();
    asym[10] = asym[10].replacen('w', "b", 1);
    let mut counts = first_rows();
    counts[0] = counts[0].replacen("wb", "ww", 1); // f11: black -> white
    counts[10] = {
        let mut c: Vec<char> = counts[10].chars().collect();
        c[5] = 'w'; // and its partner f1
        c.into_iter().collect()
    };
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "rows.ron",
            setup_ron(&short).into_bytes(),
            "the setup has 10 rows",
        ),
        (
            "length.ron",
            setup_ron(&long_row).into_bytes(),
            "row 1 (rank 11) has 12 points",
        ),
        (
            "char.ron",
            setup_ron(&bad_char).into_bytes(),
            "row 2, point b10: '?' is not a stone",
        ),
        (
            "centre.ron",
            setup_ron(&centre).into_bytes(),
            "row 6, point f6: the centre must be empty",
        ),
        (
            "asym.ron",
            setup_ron(&asym).into_bytes(),
            "not symmetric under a 180° turn",
        ),
        ("counts.ron", setup_ron(&counts).into_bytes(), "black and"),
        (
            "notron.ron",
            b"name = first\nrows = 3\n".to_vec(),
            "not valid RON: line 1",
        ),
        ("empty.ron", Vec::new(), "the setup is empty"),
        (
            "junk.ron",
            (0..=255u8).cycle().take(4000).collect(),
            "not UTF-8 text",
        ),
        ("huge.ron", vec![b'('; 5 << 20], "larger than 65536 bytes"),
    ];
    for (name, bytes, needle) in cases {
        let path = write(&dir, name, &bytes);
        let run = pasang(&["perft", "1", "--setup", path.to_str().unwrap()]);
        run.fails_with(needle);
        assert!(
            run.stderr.contains(name),
            "{name}: the message names the file: {}",
            run.stderr
        );
    }
}

#[test]
fn a_missing_file_or_a_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.ron");
    pasang(&["perft", "1", "--setup", missing.to_str().unwrap()])
        .fails_with("nope.ron: no such file");
    pasang(&["perft", "1", "--setup", dir.path().to_str().unwrap()])
        .fails_with("is a directory, not a file");
}

#[test]
fn pattern_and_setup_together_are_refused() {
    let run = pasang(&["perft", "1", "--pattern", "first", "--setup", "x.ron"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("cannot be used with"), "{}", run.stderr);
}
