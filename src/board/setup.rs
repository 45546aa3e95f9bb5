//! Setups as written in files, for either board: 11 rows of 11 characters,
//! the first row being rank 11, each read from file `a` to file `k`; `b` a
//! black stone, `w` a white stone, `.` (or `_`) a missing point. Every point
//! of the board's [`Shape`] holds a stone, half of them of each colour, in a
//! pattern that a half turn of the board leaves unchanged.
//!
//! [`SetupFile`] is that text as read, unchecked; [`Stones::read`] checks it
//! against a shape, or says exactly what is wrong and where. Each game's
//! `Setup` wraps the [`Stones`], so that a setup of one game is never taken
//! for the other's.

use super::shape::Shape;
use super::{Bits, File, Point, Rank, SIZE, Stone};
use crate::ron_text::{TextError, read_ron};
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// Why a setup is refused: what is wrong, and on which row and point. Rows
/// count from 1, rank 11 first. `shape` is the board the setup was checked
/// for. The sentences are made in [`crate::messages::board`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    Text(TextError),
    /// `found` rows instead of 11.
    RowCount {
        found: usize,
    },
    /// Row `row` has `found` characters instead of 11.
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
        shape: Shape,
    },
    /// No stone on a point of the board.
    EmptyPoint {
        row: usize,
        point: Point,
        shape: Shape,
    },
    /// A stone on a point the board does not have.
    StoneOnMissing {
        row: usize,
        point: Point,
        found: Stone,
        shape: Shape,
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
    /// Not half of the board's points of each colour.
    ColourCount {
        black: u32,
        white: u32,
        shape: Shape,
    },
}

/// A checked setup: its name, its words, and the stones on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stones {
    name: String,
    description: String,
    black: Bits,
    white: Bits,
}

/// The row (1 = rank 11) on which a point is written.
fn row_of(p: Point) -> usize {
    (SIZE - p.rank().index()) as usize
}

/// Stones of each colour in a valid setup on `shape`: half its points.
pub fn stones_per_colour(shape: Shape) -> u32 {
    shape.points().count() / 2
}

impl Stones {
    /// Checks a setup as written against the board's shape.
    pub fn read(file: SetupFile, shape: Shape) -> Result<Stones, SetupError> {
        let SetupFile {
            name,
            description,
            rows,
        } = file;
        if rows.len() != SIZE as usize {
            return Err(SetupError::RowCount { found: rows.len() });
        }
        let board = shape.points();
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
                    found => {
                        return Err(SetupError::BadCharacter {
                            row,
                            point,
                            found,
                            shape,
                        });
                    }
                };
                match (stone, board.contains(point)) {
                    (Some(found), false) => {
                        return Err(SetupError::StoneOnMissing {
                            row,
                            point,
                            found,
                            shape,
                        });
                    }
                    (None, true) => return Err(SetupError::EmptyPoint { row, point, shape }),
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
        let half = stones_per_colour(shape);
        if b != half || w != half {
            return Err(SetupError::ColourCount {
                black: b,
                white: w,
                shape,
            });
        }
        Ok(Stones {
            name,
            description,
            black,
            white,
        })
    }

    /// Reads and checks a setup from the bytes of a RON file.
    pub fn from_ron_bytes(bytes: &[u8], shape: Shape) -> Result<Stones, SetupError> {
        Stones::read(
            read_ron(bytes, MAX_SETUP_BYTES).map_err(SetupError::Text)?,
            shape,
        )
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

    /// The stone on a point (`None` only on a missing point).
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

impl fmt::Display for Stones {
    /// The rows, one per line, rank 11 first.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.rows() {
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

/// A game's setup, read from a file's bytes and checked for its board.
pub trait Readable: Sized {
    /// The board the setup is for.
    const SHAPE: crate::board::shape::Shape;
    /// Reads and checks a setup from the bytes of a RON file.
    fn from_ron_bytes(bytes: &[u8]) -> Result<Self, SetupError>;
    /// Checks a setup as written and builds it.
    fn from_file(file: SetupFile) -> Result<Self, SetupError>;
}

/// A game's setup type over [`Stones`]: the checked stones, read for its
/// board's shape, and everything [`Stones`] offers through `Deref`.
macro_rules! game_setup {
    ($(#[$meta:meta])* shape: $shape:expr) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Setup($crate::board::setup::Stones);

        impl Setup {
            /// Checks a setup as written and builds it.
            pub fn new(
                file: $crate::board::setup::SetupFile,
            ) -> Result<Setup, $crate::board::setup::SetupError> {
                $crate::board::setup::Stones::read(file, $shape).map(Setup)
            }

            /// Reads and checks a setup from the bytes of a RON file.
            pub fn from_ron_bytes(bytes: &[u8]) -> Result<Setup, $crate::board::setup::SetupError> {
                $crate::board::setup::Stones::from_ron_bytes(bytes, $shape).map(Setup)
            }

            /// Reads and checks a setup from RON text.
            pub fn from_ron(text: &str) -> Result<Setup, $crate::board::setup::SetupError> {
                Setup::from_ron_bytes(text.as_bytes())
            }
        }

        impl $crate::board::setup::Readable for Setup {
            const SHAPE: $crate::board::shape::Shape = $shape;
            fn from_ron_bytes(bytes: &[u8]) -> Result<Setup, $crate::board::setup::SetupError> {
                Setup::from_ron_bytes(bytes)
            }
            fn from_file(
                file: $crate::board::setup::SetupFile,
            ) -> Result<Setup, $crate::board::setup::SetupError> {
                Setup::new(file)
            }
        }

        impl std::ops::Deref for Setup {
            type Target = $crate::board::setup::Stones;
            fn deref(&self) -> &$crate::board::setup::Stones {
                &self.0
            }
        }

        impl std::fmt::Display for Setup {
            /// The rows, one per line, rank 11 first.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}
pub(crate) use game_setup;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_the_points_of_each_board_are_of_each_colour() {
        use crate::board::Point;
        use crate::board::shape::point;
        const CENTRE: Shape = Shape {
            missing: &[Point::CENTRE],
            marked: &[],
        };
        assert_eq!(stones_per_colour(CENTRE), 60);
        const CORNERS: Shape = Shape {
            missing: &[
                point(0, 0),
                point(10, 0),
                point(0, 10),
                point(10, 10),
                point(5, 5),
            ],
            marked: &[],
        };
        assert_eq!(stones_per_colour(CORNERS), 58);
    }
}
