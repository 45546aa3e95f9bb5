//! Words for the board's pieces.

use crate::board::Stone;
use crate::board::setup::{SetupError, stones_per_colour};
use crate::board::shape::Shape;
use std::fmt;

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Stone::Black => "black",
            Stone::White => "white",
        })
    }
}

/// What stands in for the missing points on a board's setup rows.
fn missing(shape: Shape) -> &'static str {
    match shape {
        Shape::Ka => "the centre f6",
        Shape::Bell => "the missing points e5–g7",
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Text(e) => write!(f, "the setup {e}"),
            SetupError::RowCount { found } => {
                write!(f, "the setup has {found} rows; it needs 11 (rank 11 first)")
            }
            SetupError::RowLength { row, rank, found } => write!(
                f,
                "row {row} (rank {rank}) has {found} points; each row needs 11"
            ),
            SetupError::BadCharacter {
                row,
                point,
                found,
                shape,
            } => write!(
                f,
                "row {row}, point {point}: '{found}' is not a stone; use 'b' (black), 'w' (white), or '.' for {}",
                missing(*shape)
            ),
            SetupError::EmptyPoint { row, point, shape } => write!(
                f,
                "row {row}, point {point}: only {} may be empty; put a stone here",
                missing(*shape)
            ),
            SetupError::StoneOnMissing {
                row,
                point,
                found,
                shape: Shape::Ka,
            } => write!(
                f,
                "row {row}, point {point}: the centre must be empty ('.'), found a {found} stone"
            ),
            SetupError::StoneOnMissing {
                row, point, found, ..
            } => write!(
                f,
                "row {row}, point {point}: a {found} stone on the missing centre; write '.' there"
            ),
            SetupError::Asymmetric {
                point,
                row,
                stone,
                partner,
                partner_row,
                partner_stone,
            } => write!(
                f,
                "not symmetric under a 180° turn: {point} (row {row}) is {stone} but its partner {partner} (row {partner_row}) is {partner_stone}"
            ),
            SetupError::ColourCount {
                black,
                white,
                shape,
            } => write!(
                f,
                "the setup has {black} black and {white} white stones; it needs {} of each",
                stones_per_colour(*shape)
            ),
        }
    }
}

impl std::error::Error for SetupError {}
