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
use crate::board::{Bits, File, Point, Rank, SIZE, Stone};
use crate::ron_text::{TextError, read_ron};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Stones of each colour in a valid setup.
pub const STONES_PER_COLOUR: u32 = 60;
/// The largest setup file accepted, in bytes. A real one is under 1 KiB;
/// the limit keeps a wrong file (a log, an image) from being read whole.
pub const MAX_SETUP_BYTES: usize = 64 * 1024;

/// A setup as written in a file, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    /// A short name, shown in the game.
    #[serde(default)]
    pub name: String,
    /// Optional words about the setup: where it comes from, what it is like.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// Rank 11 first; each row read from file `a` to file `k`.
    pub rows: Vec<String>,
}

/// Why a setup is refused. Each message names what is wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Text(TextError),
    RowCount {
        found: usize,
    },
    RowLength {
        row: usize,
        rank: Rank,
        found: usize,
    },
    BadCharacter {
        row: usize,
        point: Point,
        found: char,
    },
    EmptyPoint {
        row: usize,
        point: Point,
    },
    CentreNotEmpty {
        found: Stone,
    },
    Asymmetric {
        point: Point,
        row: usize,
        stone: Stone,
        partner: Point,
        partner_row: usize,
        partner_stone: Stone,
    },
    ColourCount {
        black: u32,
        white: u32,
    },
}

/// A valid setup: 60 black and 60 white stones on the 120 points, the
/// centre empty, unchanged by a 180° turn of the board.
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
        let mut black = Bits::EMPTY;
        let mut white = Bits::EMPTY;
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
                match (stone, point == Point::CENTRE) {
                    (Some(found), true) => return Err(SetupError::CentreNotEmpty { found }),
                    (None, false) => return Err(SetupError::EmptyPoint { row, point }),
                    (Some(Stone::Black), false) => black.insert(point),
                    (Some(Stone::White), false) => white.insert(point),
                    (None, true) => {}
                }
            }
        }
        let stone_at = |p: Point| {
            if black.contains(p) {
                Stone::Black
            } else {
                Stone::White
            }
        };
        // Reading order: row 1 west to east, then row 2, …
        for rank in Rank::all().rev() {
            for file in File::all() {
                let point = Point::at(file, rank);
                let partner = point.rotated();
                if point == Point::CENTRE || stone_at(point) == stone_at(partner) {
                    continue;
                }
                return Err(SetupError::Asymmetric {
                    point,
                    row: row_of(point),
                    stone: stone_at(point),
                    partner,
                    partner_row: row_of(partner),
                    partner_stone: stone_at(partner),
                });
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

    /// One of the built-in traditional patterns.
    pub fn pattern(pattern: Pattern) -> Setup {
        let text = match pattern {
            Pattern::First => include_str!("../../../assets/first.ron"),
            Pattern::Second => include_str!("../../../assets/second.ron"),
        };
        // The assets are checked by the tests; a failure here is a build bug.
        Setup::from_ron(text).expect("built-in pattern is valid")
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

    /// The stone on a point (`None` only for the centre).
    pub fn stone(&self, p: Point) -> Option<Stone> {
        Stone::on(p, self.black, self.white)
    }

    /// The 11 rows as written, rank 11 first.
    pub fn rows(&self) -> Vec<String> {
        Rank::all()
            .rev()
            .map(|rank| {
                File::all()
                    .map(|file| {
                        self.stone(Point::at(file, rank))
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

impl fmt::Display for Setup {
    /// The rows, one per line, rank 11 first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
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
        let s = Setup::pattern(Pattern::First);
        assert_eq!((s.black() | s.white()).count(), 120);
        assert_eq!(s.total_points(), 180);
        assert_eq!(s.stone(Point::CENTRE), None);
    }
}
