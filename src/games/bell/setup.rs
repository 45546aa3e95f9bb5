//! Setups: the 112 stones on Bell's board before the first move.
//!
//! Written as the ka game's setups are: 11 rows of 11 characters, rank 11
//! first, each read from file `a` to `k`; `b` a black stone, `w` a white
//! stone, and `.` (or `_`) on each of the nine missing points e5–g7:
//!
//! ```ron
//! (
//!     name: "checker",
//!     rows: ["bwbwbwbwbwb", /* … */ "wbwb...bwbw", /* … 11 rows … */],
//! )
//! ```
//!
//! [`SetupFile`] is that text as read, unchecked; [`Setup::new`] turns it
//! into a validated [`Setup`] or says exactly what is wrong and where.

use crate::board::setup::game_setup;
use crate::board::shape::Shape;
use crate::games::choice::{Choice, choice};

pub use crate::board::setup::{MAX_SETUP_BYTES, SetupError, SetupFile};

/// Stones of each colour in a valid setup.
pub const STONES_PER_COLOUR: u32 = 56;

game_setup! {
    /// A valid setup: 56 black and 56 white stones on the 112 points,
    /// unchanged by a 180° turn of the board.
    shape: Shape::Bell
}

choice! {
    /// The built-in setups, in `assets/bell-*.ron`.
    Pattern, "pattern" {
        /// Black where file + rank is even: the corners black (Ludii).
        Checker = "checker",
        /// Two black quarters and two white, joined by a black file and a
        /// white rank.
        Quarters = "quarters",
        /// Rings round the hole: black on the edge and next to the hole,
        /// white between.
        Rings = "rings",
    }
}

impl Setup {
    /// One of the built-in setups.
    pub fn pattern(pattern: Pattern) -> Setup {
        let text = match pattern {
            Pattern::Checker => include_str!("../../../assets/bell-checker.ron"),
            Pattern::Quarters => include_str!("../../../assets/bell-quarters.ron"),
            Pattern::Rings => include_str!("../../../assets/bell-rings.ron"),
        };
        // The assets are checked by the tests; a failure here is a build bug.
        Setup::from_ron(text).expect("built-in setup is valid")
    }
}

impl Default for Setup {
    /// The checkerboard.
    fn default() -> Setup {
        Setup::pattern(Pattern::Checker)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Point, Rank, Stone};

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn rows(text: &str) -> SetupFile {
        SetupFile {
            name: "test".into(),
            description: String::new(),
            rows: text.split_whitespace().map(String::from).collect(),
        }
    }

    const CHECKER: &str = "bwbwbwbwbwb wbwbwbwbwbw bwbwbwbwbwb wbwbwbwbwbw bwbw...wbwb
        wbwb...bwbw bwbw...wbwb wbwbwbwbwbw bwbwbwbwbwb wbwbwbwbwbw bwbwbwbwbwb";

    #[test]
    fn the_default_is_the_checkerboard_with_black_corners() {
        let s = Setup::default();
        assert_eq!(s.rows(), rows(CHECKER).rows);
        for corner in ["a1", "k1", "a11", "k11", "d4", "h8"] {
            assert!(s.black().contains(p(corner)), "{corner}");
        }
        assert_eq!(s.total_points(), 56 + 112);
    }

    #[test]
    fn each_fault_names_its_row_and_point() {
        let with = |row: usize, text: &str| {
            let mut f = rows(CHECKER);
            f.rows[row - 1] = text.into();
            Setup::new(f).unwrap_err()
        };
        assert_eq!(
            with(1, "bwbwbwbwbw"),
            SetupError::RowLength {
                row: 1,
                rank: Rank::from_number(11).unwrap(),
                found: 10
            }
        );
        assert_eq!(
            with(2, "wbwbwxwbwbw"),
            SetupError::BadCharacter {
                row: 2,
                point: p("f10"),
                found: 'x',
                shape: Shape::Bell,
            }
        );
        assert_eq!(
            with(11, "bwbwb.bwbwb"),
            SetupError::EmptyPoint {
                row: 11,
                point: p("f1"),
                shape: Shape::Bell,
            }
        );
        assert_eq!(
            with(6, "wbwbw..bwbw"),
            SetupError::StoneOnMissing {
                row: 6,
                point: p("e6"),
                found: Stone::White,
                shape: Shape::Bell,
            }
        );
        // a11 turned white: its partner k1 is still black.
        assert_eq!(
            with(1, "wwbwbwbwbwb"),
            SetupError::Asymmetric {
                point: p("a11"),
                row: 1,
                stone: Stone::White,
                partner: p("k1"),
                partner_row: 11,
                partner_stone: Stone::Black,
            }
        );
        let mut f = rows(CHECKER);
        f.rows[0] = "wwbwbwbwbww".into();
        f.rows[10] = "wwbwbwbwbww".into();
        assert_eq!(
            Setup::new(f).unwrap_err(),
            SetupError::ColourCount {
                black: 52,
                white: 60,
                shape: Shape::Bell,
            }
        );
        let mut f = rows(CHECKER);
        f.rows.pop();
        assert_eq!(
            Setup::new(f).unwrap_err(),
            SetupError::RowCount { found: 10 }
        );
    }
}
