//! Pasang, the traditional board game of Brunei: the ka game for two, and
//! Bell's older hop-capture game for two to four.
//!
//! [`games`] holds the games themselves, pure and fast, on the geometry of
//! [`board`]; the rest of the crate is the
//! program around it: the terminal game ([`tui`]), the computer opponent
//! ([`ai`]) with its line protocol ([`engine`]) and match play
//! ([`matchplay`]), saved games ([`record`]), files and the autosave store
//! ([`files`], [`store`], [`launch`]), and speed measurements ([`bench`]).
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

pub mod ai;
pub mod bench;
pub mod board;
pub mod counting;
pub mod engine;
pub mod exercise;
pub mod files;
pub mod games;
pub mod i18n;
pub mod interrupt;
pub mod launch;
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
pub mod store;
pub mod text;
pub mod tui;
pub mod visitor;
