//! Setups: the file format, validation, and what each refusal says.

use crate::common;

use common::{first_rows, setup_ron};
use pasang::games::ka::{Pattern, Setup, SetupError};

fn set(rows: &mut [String], row: usize, col: usize, c: char) {
    let mut chars: Vec<char> = rows[row - 1].chars().collect();
    chars[col] = c;
    rows[row - 1] = chars.into_iter().collect();
}

fn refusal(rows: &[String]) -> String {
    Setup::from_ron(&setup_ron(rows)).unwrap_err().to_string()
}

#[test]
fn built_in_patterns_are_valid_setup_files() {
    for text in [
        include_str!("../../assets/first.ron"),
        include_str!("../../assets/second.ron"),
    ] {
        let setup = Setup::from_ron(text).unwrap();
        assert_eq!(setup.black().count(), 60);
        assert_eq!(setup.white().count(), 60);
    }
    assert_eq!(Setup::pattern(Pattern::Second).name(), "second");
}

#[test]
fn a_setup_written_out_reads_back_the_same() {
    let setup = Setup::pattern(Pattern::Second);
    let text = ron::ser::to_string_pretty(&setup.to_file(), Default::default()).unwrap();
    assert_eq!(Setup::from_ron(&text).unwrap(), setup);
}

#[test]
fn underscore_and_capitals_are_accepted() {
    let mut rows = first_rows();
    rows[5] = rows[5].replace('.', "_");
    rows[0] = rows[0].to_uppercase();
    rows[10] = rows[10].to_uppercase();
    assert_eq!(
        Setup::from_ron(&setup_ron(&rows)).unwrap().rows(),
        first_rows()
    );
}

#[test]
fn wrong_row_count_is_refused() {
    let rows = first_rows();
    assert_eq!(
        refusal(&rows[..10]),
        "the setup has 10 rows; it needs 11 (rank 11 first)"
    );
}

#[test]
fn wrong_row_length_names_the_row_and_rank() {
    let mut rows = first_rows();
    rows[2].push('b');
    assert_eq!(
        refusal(&rows),
        "row 3 (rank 9) has 12 points; each row needs 11"
    );
}

#[test]
fn a_bad_character_names_the_row_and_point() {
    let mut rows = first_rows();
    set(&mut rows, 4, 2, 'x');
    assert_eq!(
        refusal(&rows),
        "row 4, point c8: 'x' is not a stone; use 'b' (black), 'w' (white), or '.' for the centre f6"
    );
}

#[test]
fn a_stone_on_the_centre_is_refused() {
    let mut rows = first_rows();
    set(&mut rows, 6, 5, 'w');
    assert_eq!(
        refusal(&rows),
        "row 6, point f6: the centre must be empty ('.'), found a white stone"
    );
}

#[test]
fn an_empty_point_off_the_centre_is_refused() {
    let mut rows = first_rows();
    set(&mut rows, 11, 0, '.');
    assert_eq!(
        refusal(&rows),
        "row 11, point a1: only the centre f6 may be empty; put a stone here"
    );
}

#[test]
fn an_asymmetric_setup_names_the_point_and_its_partner() {
    let mut rows = first_rows();
    // a11 is white; make its partner k1 black.
    set(&mut rows, 11, 10, 'b');
    assert_eq!(
        refusal(&rows),
        "not symmetric under a 180° turn: a11 (row 1) is white but its partner k1 (row 11) is black"
    );
}

#[test]
fn wrong_colour_counts_are_refused_even_when_symmetric() {
    let mut rows = first_rows();
    // g11 and its partner e1 are both black; make both white.
    assert_eq!((&rows[0][6..7], &rows[10][4..5]), ("b", "b"));
    set(&mut rows, 1, 6, 'w');
    set(&mut rows, 11, 4, 'w');
    assert_eq!(
        refusal(&rows),
        "the setup has 58 black and 62 white stones; it needs 60 of each"
    );
}

#[test]
fn non_ron_empty_binary_and_huge_inputs_are_refused() {
    let cases: [(&[u8], &str); 5] = [
        (b"", "the setup is empty"),
        (b"  \n\t ", "the setup is empty"),
        (
            b"rows = [1, 2]",
            "the setup is not valid RON: line 1, column",
        ),
        (
            &[0x89, b'P', b'N', b'G', 0, 0xff, 0xfe],
            "the setup is not UTF-8 text (invalid byte at offset 0)",
        ),
        (
            b"(name: \"x\", rows: [], colour: 3)",
            "the setup is not valid RON: line 1, column",
        ),
    ];
    for (bytes, message) in cases {
        let err = Setup::from_ron_bytes(bytes).unwrap_err().to_string();
        assert!(err.starts_with(message), "{bytes:?}: {err}");
    }
    let huge = vec![b' '; pasang::games::ka::setup::MAX_SETUP_BYTES + 1];
    assert_eq!(
        Setup::from_ron_bytes(&huge).unwrap_err(),
        SetupError::Text(pasang::ron_text::TextError::TooLarge {
            limit: pasang::games::ka::setup::MAX_SETUP_BYTES
        })
    );
}

#[test]
fn unknown_fields_are_refused_by_name() {
    let text = setup_ron(&first_rows()).replace("name:", "nmae:");
    let err = Setup::from_ron(&text).unwrap_err().to_string();
    assert!(err.contains("nmae"), "{err}");
}
