//! Words for the board's pieces.

use super::Named;
use crate::board::Stone;
use crate::board::setup::Readable;
use crate::board::setup::{SetupError, stones_per_colour};
use crate::board::shape::Shape;
use crate::games::choice::Choice;
use crate::games::{GameKind, Playable};
use crate::tr;
use std::fmt;

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&match self {
            Stone::Black => tr!("stone-black"),
            Stone::White => tr!("stone-white"),
        })
    }
}

/// The game played on a board of `shape` (the first of the list for a
/// shape no game has).
fn game_of(shape: Shape) -> GameKind {
    (GameKind::ALL.iter().copied())
        .find(|&kind| crate::on_kind!(kind, G => <G as Playable>::Setup::SHAPE == shape))
        .unwrap_or(GameKind::ALL[0])
}

/// What stands in for the missing points on a board's setup rows.
fn missing(shape: Shape) -> String {
    crate::on_kind!(game_of(shape), G => G::missing_points())
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SetupError::Text(e) => tr!("setup-text", error = e.to_string()),
            SetupError::RowCount { found } => tr!("setup-row-count", found = *found),
            SetupError::RowLength { row, rank, found } => tr!(
                "setup-row-length",
                row = *row,
                rank = rank.to_string(),
                found = *found
            ),
            SetupError::BadCharacter {
                row,
                point,
                found,
                shape,
            } => tr!(
                "setup-bad-character",
                row = *row,
                point = point.to_string(),
                found = found.to_string(),
                missing = missing(*shape)
            ),
            SetupError::EmptyPoint { row, point, shape } => tr!(
                "setup-empty-point",
                row = *row,
                point = point.to_string(),
                missing = missing(*shape)
            ),
            SetupError::StoneOnMissing {
                row,
                point,
                found,
                shape,
            } => crate::on_kind!(game_of(*shape), G => G::stone_on_missing(*row, *point, *found)),
            SetupError::Asymmetric {
                point,
                row,
                stone,
                partner,
                partner_row,
                partner_stone,
            } => tr!(
                "setup-asymmetric",
                point = point.to_string(),
                row = *row,
                stone = stone.to_string(),
                partner = partner.to_string(),
                partner_row = *partner_row,
                partner_stone = partner_stone.to_string()
            ),
            SetupError::ColourCount {
                black,
                white,
                shape,
            } => tr!(
                "setup-colour-count",
                black = *black,
                white = *white,
                each = stones_per_colour(*shape)
            ),
        })
    }
}

impl std::error::Error for SetupError {}
