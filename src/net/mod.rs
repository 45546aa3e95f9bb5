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
//!   visitor comes from: [`crate::visitor`]);
//! - [`seeks`]: open challenges, and "play anyone" by the closest rating;
//! - [`tournaments`]: a server's tournaments, run by its operator (the
//!   pairings and standings themselves: [`crate::community`]);
//! - [`log`]: what the server tells its operator.
//!
//! # Players and ratings
//!
//! A player is their SSH key, whatever user name they type. A visitor with
//! a key may choose a display name once (unique by its look: names whose
//! Unicode skeletons match are one name; letters, digits and a few signs,
//! 2 to 20 characters); a visitor without one is a guest and plays casual
//! games only. A game from a rated challenge or a tournament changes the
//! Glicko-2 ratings of its two keyed players when it ends, once both have
//! moved in it (before that either may abort it, and it counts for no
//! one); the ka game and Bell's game for two each have their own rating.
//! Games against the computer and casual games change none. Names and
//! ratings are kept in `players.ron` beside the games. Keys cost nothing
//! to make: one address brings at most 10 new players a day (by a name or
//! a rated challenge) and 200 in all, and the server keeps 20,000 players
//! at most.
//!
//! # Codes
//!
//! A code is eight letters and digits from 31 (no 0/o, 1/l/i): 31⁸ ≈ 853
//! billion codes. Wrong codes are held back as SSH logins are: one
//! connection may type 6 in the lobby (a login itself waits 300 ms after
//! each and allows 6), and one address (one IPv6 /64 network) 10 at once,
//! then one every 6 seconds, whether typed in the lobby, at the login prompt
//! or as the user name; while an address is held back, no code from it is
//! looked at, not even the right one. With 500 games open a guess finds a
//! game once in 1.7 billion tries: at 10 a minute that is about 324 years
//! from one address (a thousand addresses together: about four months).
//!
//! # Limits on games
//!
//! One SSH key may hold 4 unfinished games it started and one address 16
//! (keys cost nothing to make); starting one more closes the oldest of them
//! that nobody else joined and nobody is at, and if every one has another
//! player, the lobby says to finish one first. A game with no move goes once
//! nobody has been at it for 10 minutes, and a restart brings back no game
//! without a move (its file is removed). The server holds 500 games at most.
//! Games kept under a six-letter code come back under a new eight-letter
//! code: their players find them under "Go back to a game of yours" by key.
//!
//! # What is protected, and what is not
//!
//! A visitor gets a game screen and nothing else: shell, commands (`ssh host
//! cmd`), sftp and other subsystems, X11 and agent forwarding and every kind
//! of port forwarding are refused. Passwords are never asked for: a visitor
//! is known by a verified public key, or lets themselves in with a game's
//! code. Limits bound what one client can cost: connections in all
//! (`--max-visitors`, 1000) and per address (`--per-address`, 8; an IPv6 /64
//! network counts as one address), 6 login attempts in 30 seconds, 4 KiB of
//! input a second (a flood is closed), an hour idle, 4 MiB of screen waiting
//! for a client that does not read, windows up to 500 × 250 (any size, even
//! 1 × 1, is drawn into; a window change costs 256 bytes of the input budget),
//! and each computer player a server runs a table of 2^16 entries
//! ([`COMPUTER_TABLE_BITS`]: 1 MiB for the ka game, 1.5 MiB for Bell's, where
//! a player at home gets up to 32). A visitor's crash closes only their connection. A
//! visitor's `ssh` exits with 0 when the game ended as games do (they quit,
//! or the host stopped) and with 1 when a limit or a fault closed it. Not
//! protected: many addresses together can still guess faster and fill the
//! server (each within its limits), and a game's code lets anyone sit at a
//! seat not held by a key. A challenge taken or a tournament's round keeps
//! each seat for its player's key. Who came and went, games, ratings,
//! challenges, tournaments and connections turned away are logged
//! ([`log`]).
//!
//! # Load
//!
//! Measured with `PASANG_LOAD_VISITORS=500 cargo test --release --test it
//! ssh_load:: -- --include-ignored --nocapture --test-threads=1`: 500
//! visitors at once on loopback, 50 of them each in Bell's game for four
//! against three computers at `hard`, the others in 225 games of the ka
//! game, each typing a move every two seconds as a player does; every move
//! reached the other screen and the game's file. From a key press to the
//! other player's screen: median 5.5 ms, p99 22 ms, worst 97 ms; the server
//! used 15 MiB at start and 505 MiB at most (peak resident memory; two
//! cores, release build). With 1,000 visitors: median 9.1 ms, p99 88 ms,
//! worst 247 ms, 993 MiB at most. The computers think at a low priority
//! ([`crate::ai::think_in_background`]): without it, 500 visitors saw a
//! median of 62 ms. The same test's memory part alone: 4 visitors each
//! against three computers at `hard`, 5.6 MiB a game.

/// The largest table of a computer player on a server, in bits: a guest's
/// Bell game for four against three computers at `hard` then costs a few
/// MiB, not 70.
pub const COMPUTER_TABLE_BITS: u32 = 16;

pub mod address;
pub mod code;
pub mod db;
pub mod games;
pub mod guesses;
pub mod host;
pub mod hosted;
pub mod log;
pub mod ssh;
pub mod table;
pub mod visit;
