//! What the lobby needs of a server's games: to start one, to find one by
//! a typed code or by its number in a list, the lists themselves, and a
//! seat or a view at a game once found. The server's games provide it;
//! the lobby knows them only through it.

use super::{AnyApp, Theme};
use crate::files::FileError;
use crate::games::{AnyGame, GameKind, Seat, SeatKind};
use crate::session::{ClockSpec, Presence, Waker};
use crate::visitor::{Holder, Origin};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A server's games, as the lobby uses them.
pub trait Rooms: Send + Sync {
    /// A new game with seats played by `kinds`, on `clock` if one is
    /// given, started by the visitor `by` at `now`.
    fn create(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
        clock: Option<ClockSpec>,
        by: &Holder,
        now: Instant,
    ) -> Result<Arc<dyn Room>, CreateError>;

    /// The game whose code was typed by a visitor from `origin` at `now`.
    fn join(&self, typed: &str, origin: Origin, now: Instant) -> Result<Arc<dyn Room>, JoinError>;

    /// The game a list named by its number.
    fn by_id(&self, id: u64) -> Option<Arc<dyn Room>>;

    /// Games being played now, oldest first, to watch: a list to watch
    /// never shows a code, since a code lets one sit down.
    fn watch_list(&self) -> Vec<Summary>;

    /// How many games are being played now.
    fn playing(&self) -> usize;

    /// Unfinished games with a seat that `key` owns, oldest first, with
    /// their codes.
    fn own_list(&self, key: &str) -> Vec<Summary>;

    /// How many unfinished games have a seat that `key` owns.
    fn owned(&self, key: &str) -> usize;
}

/// One game of a server, as the lobby seats a visitor at it.
pub trait Room: Send + Sync {
    /// The game's join command names the server as visitors reach it, at
    /// (`host`, `port`).
    fn invite_at(&self, host: &str, port: u16);

    /// The screen of a seat for a visitor with `key` (if they offered
    /// one), in the `prefer`red seat if it is free; one that only watches
    /// when no seat is left for them.
    fn sit(
        &self,
        key: Option<&str>,
        prefer: Option<Seat>,
        theme: Theme,
        wake: Option<Waker>,
    ) -> AnyApp;

    /// A screen that only watches.
    fn watch(&self, theme: Theme, wake: Option<Waker>) -> AnyApp;
}

/// A game as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: u64,
    /// The join code: only in a list of the visitor's own games.
    pub code: Option<String>,
    pub game: GameKind,
    pub seats: Vec<Seat>,
    pub kinds: Vec<SeatKind>,
    pub presence: Vec<Presence>,
    pub open: Vec<bool>,
    pub moves: usize,
    pub watchers: usize,
    /// The clock the game is played on, if any.
    pub clock: Option<ClockSpec>,
}

/// Why a game could not be made.
#[derive(Debug)]
pub enum CreateError {
    /// The server holds as many games as it may.
    Full,
    /// The visitor holds as many unfinished games as one may (`limit`), and
    /// none of them is theirs alone to give up.
    TooMany { limit: usize },
    /// Its file could not be written.
    File(FileError),
}

/// Why a typed code let no one in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// It cannot be a code (what was typed, trimmed).
    NotACode(String),
    NoSuchGame(String),
    /// Too many wrong codes from the visitor's origin lately: the next may
    /// be tried after this long.
    Wait(Duration),
}
