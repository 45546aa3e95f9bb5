//! Play across terminals: a game shared by a host and visitors who come in
//! with `ssh`, and a server of many games with a lobby.
//!
//! - [`table`]: a shared table of either game and the apps at it;
//! - [`games`]: a server's games by join code, kept on disk;
//! - [`code`]: the join codes.

pub mod address;
pub mod code;
pub mod games;
pub mod table;
pub mod visit;
