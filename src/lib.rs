//! Pasang, the traditional board game of Brunei: the ka game for two, and
//! Bell's older hop-capture game for two to four.
//!
//! [`games`] holds the games themselves, pure and fast, on the geometry of
//! [`board`]; the rest of the crate is the
//! program around it: the terminal game ([`tui`]), the computer opponent
//! ([`ai`]) with its line protocol ([`engine`]) and match play
//! ([`matchplay`]), saved games ([`record`]), files and the autosave store
//! ([`files`], [`store`], with `store::launch`), and speed measurements (`bench`).
//!
//! ```
//! use pasang::games::ka::{Game, Pattern, Player, Rules, Setup, perft::perft};
//!
//! let mut game = Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC);
//! assert_eq!(perft(game.position(), 3), 850);
//!
//! // South opens file c (8 points), North file j (9 points).
//! game.play_notation("c").unwrap();
//! game.play_notation("j").unwrap();
//! assert_eq!(game.position().points(Player::South), 8);
//! assert_eq!(game.position().points(Player::North), 9);
//!
//! // An illegal move says which rule it breaks.
//! let err = game.play_notation("d3-c3xS").unwrap_err();
//! assert!(err.to_string().starts_with("d3-c3xS is not legal: there are no stones south of c3"));
//! ```
//!
//! # Project layout
//!
//! The games, pure and without I/O:
//!
//! - `board`: points, bit sets, directions; which points exist (`shape`);
//!   the setup files of either board, checked by shape (`setup`).
//! - `games`: the `Playable` seam (seats, checked play, outcome, scores);
//!   `games::ka` the ka game (player, setup, options, moves, position, check,
//!   columns, line, movegen, outcome, errors, game, notation, perft, spec);
//!   `games::bell` R. C. Bell's hop-capture game for two to four (its rules,
//!   setups, perft, hop-by-hop playouts, a turn hopped step by step); the
//!   list of games and what is made from it (see the `games` docs).
//!
//! Around them:
//!
//! - `record`: saved games as RON (version 2 for either game, version 1
//!   read and upgraded); `store` the autosave store, the list of saved games
//!   and resuming, with `store::autosave` (one game's file) and `store::lock`
//!   (the lock on a game open in a pasang); `files` reading and writing
//!   users' files (regular files only, bounded reads, standard input on
//!   request, atomic writes); `ron_text` reading RON a user gave;
//!   `store::launch` starting a game: new, loaded or resumed.
//! - `session`: the game being played, apart from any screen: seats, undo
//!   and redo, looking back, clocks, the computers' searches on their
//!   threads, autosave as a listener, tables shared across terminals.
//! - `tui`: the terminal games: `tui::play` the one screen of a game being
//!   played, whatever the game, with what each game brings (`tui::ka`,
//!   `tui::bell`); `tui::view` drawing; `tui::keys` one key table per mode
//!   (input, key bar and help are made from it); `tui::settings`, the
//!   lobby, the saved-games list, the review screen, lessons and puzzles
//!   (`tui::exercise`), the terminal taken and given back, signals.
//! - `net`: play over the network: the SSH server, shared tables, a
//!   server's games by code, the lobby, join codes and the limits on
//!   guessing them, open challenges, the operator's log; `visitor` who a
//!   visitor is to the server's limits.
//! - `community`: a server's players (display names, Glicko-2 ratings,
//!   kept on disk) and tournaments (Swiss and round-robin pairings,
//!   standings), apart from any screen or connection.
//! - `ai`: the computer players of both games; `engine` the line protocol;
//!   `matchplay` computer-against-computer matches, Elo and the sequential
//!   test; `review` the review of a ka game.
//! - `exercise`: an exercise on the board, shared by `lessons` (the lessons,
//!   data in `assets/lessons/`) and `puzzles` (the puzzles, their solver and
//!   generator).
//! - `i18n` the languages (Fluent catalogues embedded from `assets/lang/`);
//!   `messages` every sentence made from a typed error, result or notice;
//!   `settings` the player's settings file (`ron_fields` changes its values
//!   in place); `text` plain-text boards and text from files made safe to
//!   print.
//! - `bench` speed measurements; `counting` perft that can be stopped and
//!   watched; `limits` every bound on a number a user gives; `interrupt` and
//!   `progress` Ctrl-C and progress for long runs; `rng` a small seeded
//!   random number generator.
//!
//! The binary's command line is in `src/main.rs` and `src/cli/` (clap,
//! its help and errors through the catalogues, the settings as defaults,
//! one file per group of commands). `assets/` holds the built-in setups,
//! the puzzles, the lessons and the catalogues, all embedded at build time;
//! `tests/it/` the integration tests, one test program with a module per
//! area (rules against a naive reference implementation, perft, the
//! command line, the terminal game by keys and mouse, screen snapshots, the
//! real game in a pseudo-terminal, play over SSH with the real OpenSSH
//! client, and the load test `ssh_load.rs`, run by hand).

pub mod ai;
pub mod bench;
pub mod board;
pub mod community;
pub mod counting;
pub mod engine;
pub mod exercise;
pub mod files;
pub mod games;
pub mod i18n;
pub mod interrupt;
pub mod lessons;
pub mod limits;
pub mod matchplay;
pub mod messages;
pub mod net;
pub mod progress;
pub mod puzzles;
pub mod record;
pub mod review;
pub mod rng;
pub mod ron_fields;
pub mod ron_text;
pub mod session;
pub mod settings;
pub mod shown;
pub mod store;
pub mod text;
pub mod tui;
pub mod visitor;
