//! The command line of the `pasang` binary: its arguments, and what each
//! command does with them.

pub(crate) mod args;
pub(crate) mod bell_match;
pub(crate) mod game;
pub(crate) mod tools;
