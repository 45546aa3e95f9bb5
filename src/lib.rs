//! Pasang, the traditional two-player board game of Brunei.
//!
//! [`rules`] is the game itself, pure and fast; the rest of the crate is the
//! program around it: saved games ([`record`]), files and the autosave store
//! ([`files`], [`store`]), and speed measurements ([`bench`]).

pub mod bench;
pub mod files;
pub mod launch;
pub mod record;
pub mod rng;
pub mod rules;
pub mod store;
pub mod text;
pub mod tui;
