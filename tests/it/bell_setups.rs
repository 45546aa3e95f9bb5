//! Bell's setups as files: every `assets/bell-*.ron` loads, and a user's
//! RON is refused with the row and the point at fault.

use pasang::games::bell::{Bits, Pattern, Point, Setup, SetupError, Stone};
use pasang::games::ka::options::Choice;
use pasang::ron_text::TextError;
use std::path::Path;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

#[test]
fn every_bell_asset_is_a_valid_setup_named_as_its_file() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut loaded = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        let Some(stem) = file
            .strip_prefix("bell-")
            .and_then(|f| f.strip_suffix(".ron"))
        else {
            continue;
        };
        let setup = Setup::from_ron_bytes(&std::fs::read(&path).unwrap())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(setup.name(), stem);
        assert_eq!((setup.black().count(), setup.white().count()), (56, 56));
        assert!((setup.black() & setup.white()).is_empty());
        let pattern = Pattern::from_name(stem).expect("each asset is a built-in pattern");
        assert_eq!(Setup::pattern(pattern), setup);
        loaded.push(stem.to_string());
    }
    loaded.sort();
    assert_eq!(loaded, ["checker", "quarters", "rings"]);
}

#[test]
fn the_quarters_setup_is_black_south_west_and_north_east() {
    let s = Setup::pattern(Pattern::Quarters);
    let black = |names: &str| names.split(' ').all(|n| s.black().contains(p(n)));
    let white = |names: &str| names.split(' ').all(|n| s.white().contains(p(n)));
    assert!(black("a1 e4 d5 k11 g8 f1 f4 f8 f11"));
    assert!(white("a11 d8 k1 h4 a6 d6 h6 k6"));
    assert_eq!(
        s.black() & "e5".parse::<Point>().unwrap().bit(),
        Bits::EMPTY
    );
}

#[test]
fn the_rings_setup_has_black_on_the_edge_and_round_the_hole() {
    let s = Setup::pattern(Pattern::Rings);
    let black = |names: &str| names.split(' ').all(|n| s.black().contains(p(n)));
    let white = |names: &str| names.split(' ').all(|n| s.white().contains(p(n)));
    // The edge (ring 5) and the ring beside the hole (ring 2) are black;
    // rings 3 and 4 white: 40 + 16 and 32 + 24 points.
    assert!(black("a1 f1 k1 k6 k11 f11 a11 a6 d4 f4 h4 h6 h8 f8 d8 d6"));
    assert!(white("b2 c3 j10 i9 b6 c6 f2 f3 f9 f10 j6 i6"));
    assert_eq!(s.total_points(), 56 + 112);
}

#[test]
fn a_users_setup_is_refused_with_the_row_and_point_at_fault() {
    let checker = Setup::default().to_file();
    let mut rows = checker.rows.clone();
    // Row 3 is rank 9; c9 turned white, its partner i3 stays black.
    rows[2] = "bwwwbwbwbwb".into();
    let text = format!(
        "(name: \"mine\", rows: [{}])",
        rows.iter()
            .map(|r| format!("\"{r}\""))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let err = Setup::from_ron(&text).unwrap_err();
    assert_eq!(
        err,
        SetupError::Asymmetric {
            point: p("c9"),
            row: 3,
            stone: Stone::White,
            partner: p("i3"),
            partner_row: 9,
            partner_stone: Stone::Black,
        }
    );
    assert_eq!(
        err.to_string(),
        "not symmetric under a 180° turn: c9 (row 3) is white but its partner i3 (row 9) is black"
    );
    assert!(matches!(
        Setup::from_ron("(rows: [\"bw\""),
        Err(SetupError::Text(TextError::Ron { line: 1, .. }))
    ));
    assert_eq!(
        Setup::from_ron("   "),
        Err(SetupError::Text(TextError::Empty))
    );
}
