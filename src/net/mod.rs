//! Play across terminals: a game shared by a host and visitors who come in
//! with `ssh`, and a server of many games with a lobby.
//!
//! - [`ssh`]: the SSH server, one screen per visitor's terminal;
//! - [`host`]: who comes in and what they see (one hosted game, or a lobby);
//! - [`table`]: a shared table of either game and the apps at it;
//! - [`games`]: a server's games by join code, kept on disk;
//! - [`visit`]: one visitor's screen;
//! - [`code`], [`address`]: join codes and the command that uses them;
//! - [`guesses`]: how fast wrong codes may come from one origin (where a
//!   visitor comes from: [`crate::visitor`]).

pub mod address;
pub mod code;
pub mod games;
pub mod guesses;
pub mod host;
pub mod ssh;
pub mod table;
pub mod visit;
