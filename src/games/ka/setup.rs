//! Setups: the 120 stones on the board before the first move.
//!
//! A setup is written as 11 rows of 11 characters, the first row being rank
//! 11 (North's edge), each read from file `a` to file `k`: `b` a black stone,
//! `w` a white stone, `.` or `_` the missing centre. The same RON form serves
//! the built-in patterns (in `assets/`) and users' own files:
//!
//! ```ron
//! (
//!     name: "my setup",
//!     rows: ["bwbwbwbwbwb", /* … 11 rows … */],
//! )
//! ```
//!
//! [`SetupFile`] is that text as read, unchecked; [`Setup::new`] turns it
//! into a validated [`Setup`] or says exactly what is wrong and where.

use super::options::{Choice, choice};
use crate::board::setup::game_setup;
use crate::board::shape::Shape;

pub use crate::board::setup::{MAX_SETUP_BYTES, SetupError, SetupFile};

/// Stones of each colour in a valid setup.
pub const STONES_PER_COLOUR: u32 = 60;

/// The ka game's board: all 121 points but the centre f6 (120), no
/// diagonals marked.
pub const SHAPE: Shape = Shape {
    missing: &[crate::board::Point::CENTRE],
    marked: &[],
};

game_setup! {
    /// A valid setup: 60 black and 60 white stones on the 120 points, the
    /// centre empty, unchanged by a 180° turn of the board.
    shape: SHAPE
}

impl Setup {
    /// One of the built-in traditional patterns.
    pub fn pattern(pattern: Pattern) -> Setup {
        let text = match pattern {
            Pattern::First => include_str!("../../../assets/first.ron"),
            Pattern::Second => include_str!("../../../assets/second.ron"),
        };
        // The assets are checked by the tests; a failure here is a build bug.
        Setup::from_ron(text).expect("built-in pattern is valid")
    }
}

choice! {
    /// The built-in traditional patterns.
    Pattern, "pattern" {
        /// The first traditional pattern.
        First = "first",
        /// The second, its transcription corrected by symmetry.
        Second = "second",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Point;
    use crate::board::setup::stones_per_colour;

    #[test]
    fn the_ka_board_is_every_point_but_the_centre() {
        let points = SHAPE.points();
        assert_eq!(points.count(), 120);
        assert!(!points.contains(Point::CENTRE));
        assert!(SHAPE.contains("e5".parse().unwrap()));
        assert!(!SHAPE.contains(Point::CENTRE));
        assert!(SHAPE.marked_diagonals().is_empty());
    }

    fn rows(text: &str) -> SetupFile {
        SetupFile {
            name: "test".into(),
            description: String::new(),
            rows: text.split_whitespace().map(String::from).collect(),
        }
    }

    const FIRST: &str = "wwwwwbbbbbw bwwwwbbbbww bbwwwbbbwww bbbwwbbwwww bbbbwbwwwww bbbbb.bbbbb
        wwwwwbwbbbb wwwwbbwwbbb wwwbbbwwwbb wwbbbbwwwwb wbbbbbwwwww";

    #[test]
    fn built_in_patterns_match_the_spec() {
        assert_eq!(Setup::pattern(Pattern::First).rows(), rows(FIRST).rows);
        let second = "bwwbbwwbwbb bbwwbbwwbbw wbbwwbbwbww bwwbwwbbwwb wwbbbwbwwbb wbbww.wwbbw
            bbwwbwbbbww bwwbbwwbwwb wwbwbbwwbbw wbbwwbbwwbb bbwbwwbbwwb";
        assert_eq!(Setup::pattern(Pattern::Second).rows(), rows(second).rows);
    }

    #[test]
    fn the_seed_transcription_of_second_is_refused_as_asymmetric() {
        let seed = "bwwbbwwbwbb bbwwbbwwbbw wbbwwbbwbww bwwbwwbbwwb wwbbbwbwwbb wbbww_wwbbw
            bbwwbwbbbww bwwbbwwbwwb wwbwbbwwbbw wbbwwbbwwbb bbwwwwbbwwb";
        let err = Setup::new(rows(seed)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "not symmetric under a 180° turn: h11 (row 1) is black but its partner d1 (row 11) is white"
        );
    }

    #[test]
    fn a_setup_has_120_stones_worth_180_points() {
        assert_eq!(stones_per_colour(SHAPE), STONES_PER_COLOUR);
        let s = Setup::pattern(Pattern::First);
        assert_eq!((s.black() | s.white()).count(), 120);
        assert_eq!(s.total_points(), 180);
        assert_eq!(s.stone(Point::CENTRE), None);
    }
}
