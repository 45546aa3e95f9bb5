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

use crate::board::Point;
use crate::board::setup::game_setup;
use crate::board::shape::{Shape, point};
use crate::games::choice::{Choice, choice};

pub use crate::board::setup::{MAX_SETUP_BYTES, SetupError, SetupFile};

/// Stones of each colour in a valid setup.
pub const STONES_PER_COLOUR: u32 = 56;

/// R. C. Bell's board: the 11 × 11 without the central 3 × 3, e5–g7
/// (112 points), with four diagonals marked from the corners toward the
/// missing centre: a1–d4, k1–h4, a11–d8, k11–h8.
pub const SHAPE: Shape = Shape {
    missing: &HOLE,
    marked: &[
        &diagonal(0, 0, 1, 1),
        &diagonal(10, 0, -1, 1),
        &diagonal(0, 10, 1, -1),
        &diagonal(10, 10, -1, -1),
    ],
};

/// The central 3 × 3, files e–g, ranks 5–7.
const HOLE: [Point; 9] = {
    let mut hole = [Point::CENTRE; 9];
    let mut i = 0;
    while i < 9 {
        hole[i] = point(4 + i as u8 % 3, 4 + i as u8 / 3);
        i += 1;
    }
    hole
};

/// Four points from a corner (0-based file and rank) a step of
/// (`df`, `dr`) apart.
const fn diagonal(file: i8, rank: i8, df: i8, dr: i8) -> [Point; 4] {
    let mut line = [Point::CENTRE; 4];
    let mut i = 0;
    while i < 4 {
        line[i as usize] = point((file + i * df) as u8, (rank + i * dr) as u8);
        i += 1;
    }
    line
}

game_setup! {
    /// A valid setup: 56 black and 56 white stones on the 112 points,
    /// unchanged by a 180° turn of the board.
    shape: SHAPE
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
    use crate::board::{Bits, Rank, Stone};

    use crate::board::named::{bits, p};

    #[test]
    fn bells_board_lacks_the_central_three_by_three() {
        let points = SHAPE.points();
        assert_eq!(points.count(), 112);
        let hole = bits("e5 f5 g5 e6 f6 g6 e7 f7 g7");
        assert!((points & hole).is_empty());
        assert_eq!(points | hole, Bits::BOARD);
        for edge in ["d4", "h4", "d8", "h8", "d6", "f4", "h6", "f8"] {
            assert!(SHAPE.contains(p(edge)), "{edge}");
        }
        assert!(!SHAPE.contains(p("g7")));
    }

    #[test]
    fn bells_marked_diagonals_run_from_the_corners_toward_the_centre() {
        assert_eq!(
            SHAPE.marked_diagonals(),
            vec![
                bits("a1 b2 c3 d4"),
                bits("k1 j2 i3 h4"),
                bits("a11 b10 c9 d8"),
                bits("k11 j10 i9 h8"),
            ]
        );
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
                shape: SHAPE,
            }
        );
        assert_eq!(
            with(11, "bwbwb.bwbwb"),
            SetupError::EmptyPoint {
                row: 11,
                point: p("f1"),
                shape: SHAPE,
            }
        );
        assert_eq!(
            with(6, "wbwbw..bwbw"),
            SetupError::StoneOnMissing {
                row: 6,
                point: p("e6"),
                found: Stone::White,
                shape: SHAPE,
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
                shape: SHAPE,
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
