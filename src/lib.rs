//! Pasang, the traditional two-player board game of Brunei.
//!
//! [`rules`] is the game itself, pure and fast; the rest of the crate is the
//! program around it.

pub mod ai;
pub mod bench;
pub mod engine;
pub mod files;
pub mod matchplay;
pub mod rng;
pub mod rules;
