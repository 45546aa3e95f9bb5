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

use crate::board::shape::Shape;
use crate::board::{Bits, File, Point, Rank, SIZE, Stone};
use crate::games::choice::{Choice, choice};
use crate::ron_text::{TextError, read_ron};
use serde::{Deserialize, Serialize};

/// Stones of each colour in a valid setup.
pub const STONES_PER_COLOUR: u32 = 56;
/// The largest setup file accepted, in bytes.
pub const MAX_SETUP_BYTES: usize = 64 * 1024;

/// A setup as written in a file, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    /// A short name, shown in the game.
    #[serde(default)]
    pub name: String,
    /// Optional words about the setup.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Rank 11 first; each row read from file `a` to file `k`.
    pub rows: Vec<String>,
}

/// Why a setup is refused: what is wrong, and on which row and point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Text(TextError),
    /// `found` rows instead of 11.
    RowCount {
        found: usize,
    },
    /// Row `row` (1 = rank 11) has `found` characters instead of 11.
    RowLength {
        row: usize,
        rank: Rank,
        found: usize,
    },
    /// A character that is not `b`, `w`, `.` or `_`.
    BadCharacter {
        row: usize,
        point: Point,
        found: char,
    },
    /// No stone on a point of the board.
    EmptyPoint {
        row: usize,
        point: Point,
    },
    /// A stone on one of the nine missing points.
    StoneOnMissing {
        row: usize,
        point: Point,
        found: Stone,
    },
    /// A stone whose partner under a 180° turn differs in colour.
    Asymmetric {
        point: Point,
        row: usize,
        stone: Stone,
        partner: Point,
        partner_row: usize,
        partner_stone: Stone,
    },
    /// Not 56 of each colour.
    ColourCount {
        black: u32,
        white: u32,
    },
}

/// A valid setup: 56 black and 56 white stones on the 112 points,
/// unchanged by a 180° turn of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    name: String,
    description: String,
    black: Bits,
    white: Bits,
}

/// The row (1 = rank 11) on which a point is written.
fn row_of(p: Point) -> usize {
    (SIZE - p.rank().index()) as usize
}

choice! {
    /// The built-in setups, in `assets/bell-*.ron`.
    Pattern, "pattern" {
        /// Black where file + rank is even: the corners black (Ludii).
        Checker = "checker",
        /// Two black quarters and two white, joined by a black file and a
        /// white rank.
        Quarters = "quarters",
    }
}

impl Setup {
    /// Checks a setup as written and builds it.
    pub fn new(file: SetupFile) -> Result<Setup, SetupError> {
        let SetupFile {
            name,
            description,
            rows,
        } = file;
        if rows.len() != SIZE as usize {
            return Err(SetupError::RowCount { found: rows.len() });
        }
        let board = Shape::Bell.points();
        let (mut black, mut white) = (Bits::EMPTY, Bits::EMPTY);
        for (i, text) in rows.iter().enumerate() {
            let row = i + 1;
            let rank = Rank::new(SIZE - 1 - i as u8).expect("11 rows");
            let found = text.chars().count();
            if found != SIZE as usize {
                return Err(SetupError::RowLength { row, rank, found });
            }
            for (file, c) in File::all().zip(text.chars()) {
                let point = Point::at(file, rank);
                let stone = match c {
                    'b' | 'B' => Some(Stone::Black),
                    'w' | 'W' => Some(Stone::White),
                    '.' | '_' => None,
                    found => return Err(SetupError::BadCharacter { row, point, found }),
                };
                match (stone, board.contains(point)) {
                    (Some(found), false) => {
                        return Err(SetupError::StoneOnMissing { row, point, found });
                    }
                    (None, true) => return Err(SetupError::EmptyPoint { row, point }),
                    (Some(Stone::Black), true) => black.insert(point),
                    (Some(Stone::White), true) => white.insert(point),
                    (None, false) => {}
                }
            }
        }
        // Reading order: row 1 west to east, then row 2, …
        for rank in Rank::all().rev() {
            for file in File::all() {
                let point = Point::at(file, rank);
                let partner = point.rotated();
                let (Some(stone), Some(partner_stone)) = (
                    Stone::on(point, black, white),
                    Stone::on(partner, black, white),
                ) else {
                    continue;
                };
                if stone != partner_stone {
                    return Err(SetupError::Asymmetric {
                        point,
                        row: row_of(point),
                        stone,
                        partner,
                        partner_row: row_of(partner),
                        partner_stone,
                    });
                }
            }
        }
        let (b, w) = (black.count(), white.count());
        if b != STONES_PER_COLOUR || w != STONES_PER_COLOUR {
            return Err(SetupError::ColourCount { black: b, white: w });
        }
        Ok(Setup {
            name,
            description,
            black,
            white,
        })
    }

    /// Reads and checks a setup from the bytes of a RON file.
    pub fn from_ron_bytes(bytes: &[u8]) -> Result<Setup, SetupError> {
        Setup::new(read_ron(bytes, MAX_SETUP_BYTES).map_err(SetupError::Text)?)
    }

    /// Reads and checks a setup from RON text.
    pub fn from_ron(text: &str) -> Result<Setup, SetupError> {
        Setup::from_ron_bytes(text.as_bytes())
    }

    /// One of the built-in setups.
    pub fn pattern(pattern: Pattern) -> Setup {
        let text = match pattern {
            Pattern::Checker => include_str!("../../../assets/bell-checker.ron"),
            Pattern::Quarters => include_str!("../../../assets/bell-quarters.ron"),
        };
        // The assets are checked by the tests; a failure here is a build bug.
        Setup::from_ron(text).expect("built-in setup is valid")
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn description(&self) -> &str {
        &self.description
    }

    /// The black stones.
    pub fn black(&self) -> Bits {
        self.black
    }

    /// The white stones.
    pub fn white(&self) -> Bits {
        self.white
    }

    /// The 11 rows as written, rank 11 first.
    pub fn rows(&self) -> Vec<String> {
        Rank::all()
            .rev()
            .map(|rank| {
                File::all()
                    .map(|file| {
                        Stone::on(Point::at(file, rank), self.black, self.white)
                            .map_or('.', Stone::to_char)
                    })
                    .collect()
            })
            .collect()
    }

    /// The setup in its file form, ready to be written as RON.
    pub fn to_file(&self) -> SetupFile {
        SetupFile {
            name: self.name.clone(),
            description: self.description.clone(),
            rows: self.rows(),
        }
    }

    /// Total points of all the stones.
    pub fn total_points(&self) -> u16 {
        (self.black.count() as u16) * Stone::Black.value()
            + (self.white.count() as u16) * Stone::White.value()
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
                found: 'x'
            }
        );
        assert_eq!(
            with(11, "bwbwb.bwbwb"),
            SetupError::EmptyPoint {
                row: 11,
                point: p("f1")
            }
        );
        assert_eq!(
            with(6, "wbwbw..bwbw"),
            SetupError::StoneOnMissing {
                row: 6,
                point: p("e6"),
                found: Stone::White
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
                white: 60
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
