//! Pasang, the traditional two-player board game of Brunei.
//!
//! [`rules`] is the game itself, pure and fast; the rest of the crate is the
//! program around it: the terminal game ([`tui`]), the computer opponent
//! ([`ai`]) with its line protocol ([`engine`]) and match play
//! ([`matchplay`]), saved games ([`record`]), files and the autosave store
//! ([`files`], [`store`], [`launch`]), and speed measurements ([`bench`]).

pub mod ai;
pub mod bench;
pub mod engine;
pub mod files;
pub mod launch;
pub mod matchplay;
pub mod record;
pub mod rng;
pub mod rules;
pub mod store;
pub mod text;
pub mod tui;
