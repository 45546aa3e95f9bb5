//! What the ka game draws of its own on the shared screen
//! ([`crate::tui::play::draw`]): its board, its panel and its review.

pub(crate) mod board;
pub(crate) mod panel;
pub(crate) mod review;

pub(crate) use board::{BoardScene, draw_board, last_move_of};
