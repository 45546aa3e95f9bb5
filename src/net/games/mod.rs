//! The games a server holds, by join code: who may sit where, who owns a
//! seat (by public key), how many games one visitor may hold, when a game
//! nobody played goes, and the files that let games survive a restart.
//!
//! # Who may sit where
//! - A seat taken by a visitor with a key is theirs: only that key takes
//!   it again, whether its player is here, away, or the server restarted.
//! - A seat taken by a visitor without a key is held while they are here;
//!   once they are away, anyone with the game's code (what an invitation
//!   gives) may take it, as they could have taken it at first.
//! - A seat nobody has taken yet goes to the first visitor with the code.
//! - Watching needs no code and never shows one: a list of games to watch
//!   names games by a number that lets one watch, not sit.
//! - After a rematch of two seats, agreed by everyone seated, the players
//!   change sides, and so do their keys: the key that owned South owns
//!   North. The rematch becomes the game's record.

mod ended;
mod game;
pub mod here;
mod load;
mod rooms;
mod seats;
pub mod seeks;
#[cfg(test)]
mod tests;
pub mod tournaments;

pub use ended::{GameEnded, now_utc};
pub use game::{Place, ServerGame};
pub use load::over_at;

use super::code::{new_code, normalise};
use super::db::Db;
use super::guesses::Guesses;
use super::log::Log;
use super::table::AnyTable;
use crate::community::players::Players;
use crate::files::FileError;
use crate::games::{AnyGame, SeatKind};
use crate::session::{Clock, ClockSpec};
use crate::tui::rooms::{CreateError, JoinError};
use crate::visitor::{Holder, Origin};
use ended::Numbers;
use load::Loaded;
use seeks::Seeks;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};
use tournaments::Tournaments;

/// How many games a server keeps going at once.
pub const MAX_GAMES: usize = 500;

/// Unfinished games one key may have started and hold at once…
pub const PER_KEY: usize = 4;
/// …and one origin (an address, or an IPv6 network), whatever its keys:
/// keys cost nothing to make.
pub const PER_ORIGIN: usize = 16;

/// How long a game with no move and nobody at it is kept.
pub const UNPLAYED_KEPT: Duration = Duration::from_secs(10 * 60);

/// A file of a game the server could not read back; it is left as it is.
#[derive(Debug)]
pub struct Unreadable {
    pub path: PathBuf,
    pub why: String,
}

/// A server's games by code, and the parts of the community around them:
/// its players, open challenges and tournaments, and the database that
/// keeps what they stake. Each game tells it of its end
/// ([`GameEnded`]).
pub struct Directory {
    /// Itself, as its games hold it: they tell it of their ends.
    me: Weak<Directory>,
    dir: Option<PathBuf>,
    games: Mutex<BTreeMap<String, Arc<ServerGame>>>,
    guesses: Guesses,
    numbers: Numbers,
    players: Arc<Players>,
    log: Arc<Log>,
    db: Arc<Db>,
    pub(super) seeks: Seeks,
    pub tournaments: Tournaments,
    /// Who is here now.
    visitors: here::Visitors,
}

impl std::fmt::Debug for Directory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Directory")
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

impl Directory {
    /// The server's players.
    pub fn players(&self) -> &Arc<Players> {
        &self.players
    }

    /// The server's log.
    pub fn log(&self) -> &Arc<Log> {
        &self.log
    }

    /// The server's database.
    pub fn db(&self) -> &Arc<Db> {
        &self.db
    }

    /// A visitor as the log names them: their name, or the start of
    /// their key, or `guest`.
    pub fn who(&self, holder: &Holder) -> String {
        self.named(holder.key.as_deref())
    }

    /// The player with `key` as the log names them: their name, or the
    /// start of their key; `guest` without one.
    pub fn named(&self, key: Option<&str>) -> String {
        match key {
            Some(key) => self
                .players
                .name(key)
                .unwrap_or_else(|| super::log::short_key(key)),
            None => "guest".to_string(),
        }
    }

    /// As [`Directory::open`], telling `log` what happens, with the
    /// tournaments run by the visitor whose key's fingerprint is `admin`.
    /// Time passes for the server even with nobody in it: a thread of its
    /// own ticks it each second ([`Directory::tick`]) until it is dropped.
    pub fn open_logged(
        dir: Option<PathBuf>,
        log: Arc<Log>,
        admin: Option<String>,
    ) -> Result<(Arc<Directory>, Vec<Unreadable>), FileError> {
        let db = match &dir {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|error| FileError::Io {
                    path: dir.clone(),
                    error,
                })?;
                Db::open(dir, over_at)?
            }
            None => Db::in_memory(),
        };
        let db = Arc::new(db);
        let keeper = Arc::clone(&db);
        let players = Players::kept(
            db.players()?,
            Box::new(move |key, player| keeper.keep_player(key, player).is_ok()),
        );
        let standings = dir.as_ref().map(|d| d.join("tournaments"));
        let tournaments = Tournaments::open(Arc::clone(&db), standings, admin)?;
        let directory = Arc::new_cyclic(|me| Directory {
            me: me.clone(),
            dir: dir.clone(),
            games: Mutex::new(BTreeMap::new()),
            guesses: Guesses::default(),
            numbers: Numbers::new(Arc::clone(&db)),
            players: Arc::new(players),
            log,
            db,
            seeks: Seeks::default(),
            tournaments,
            visitors: here::Visitors::default(),
        });
        let bad = match &dir {
            Some(dir) => directory.read_back(dir)?,
            None => Vec::new(),
        };
        let ticked = Arc::downgrade(&directory);
        let _ = std::thread::Builder::new()
            .name("pasang-games".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(Duration::from_secs(1));
                    let Some(games) = ticked.upgrade() else { break };
                    games.tick(Instant::now());
                }
            });
        Ok((directory, bad))
    }

    /// The games kept in `dir` (created if missing) that are not finished
    /// and have a move, with the players, ratings, finished games and
    /// tournaments of its database; with `None`, nothing is kept. Files of
    /// games with no move are removed. A game kept under a code of an
    /// older, shorter kind gets a new code (its players come back by key
    /// or from their list of games).
    pub fn open(dir: Option<PathBuf>) -> Result<(Arc<Directory>, Vec<Unreadable>), FileError> {
        Directory::open_logged(dir, Arc::new(Log::silent()), None)
    }

    /// Reads back the games kept in `dir`: those not over are played on;
    /// one over whose end the database does not hold (the server stopped
    /// in between) is recorded now, rated and scored as it would have
    /// been.
    fn read_back(&self, dir: &std::path::Path) -> Result<Vec<Unreadable>, FileError> {
        let entries = std::fs::read_dir(dir).map_err(|error| FileError::Io {
            path: dir.to_path_buf(),
            error,
        })?;
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        let mut bad = Vec::new();
        let mut over = Vec::new();
        {
            let mut games = self.games();
            for path in paths {
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let Some(code) = name.strip_suffix(".game.ron") else {
                    continue;
                };
                match load::load(code, &path) {
                    // A tournament's game whose round was never kept (the
                    // server stopped while it paired the round): the
                    // round is paired again.
                    Ok(Loaded::Game(game))
                        if game.is_tournaments() && !self.tournaments.lists(code) =>
                    {
                        seats::remove_game_files(&path);
                    }
                    Ok(Loaded::Game(mut game)) => {
                        if normalise(code).as_deref() != Some(code) {
                            match load::recode(*game, &games, dir, &path) {
                                Ok(g) => *game = g,
                                Err(why) => {
                                    bad.push(Unreadable { path, why });
                                    continue;
                                }
                            }
                        }
                        let id = match game.id() {
                            0 => self.numbers.take(),
                            id => {
                                self.numbers.taken(id);
                                id
                            }
                        };
                        game.number(id);
                        game.report_to(self);
                        games.insert(game.code.clone(), Arc::new(*game));
                    }
                    Ok(Loaded::Unplayed) => seats::remove_game_files(&path),
                    Ok(Loaded::Over(ended)) => over.push(ended),
                    Err(why) => bad.push(Unreadable { path, why }),
                }
            }
        }
        for ended in over {
            if ended.id != 0 && !self.db.recorded(ended.id) {
                self.numbers.taken(ended.id);
                self.ended(&ended);
            }
        }
        Ok(bad)
    }

    fn games(&self) -> MutexGuard<'_, BTreeMap<String, Arc<ServerGame>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A new game under a new code for the visitor `by`, on `clock` if one
    /// is given (the table keeps its time), its file written at once.
    /// Finished games, and games nobody played that nobody has been at for
    /// a while, make room for it; so does the visitor's own oldest game
    /// that nobody else joined, when they hold as many as one may.
    pub fn create(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
        clock: Option<ClockSpec>,
        by: &Holder,
        now: Instant,
    ) -> Result<Arc<ServerGame>, CreateError> {
        self.make(game, kinds, clock, by, true, now)
    }

    /// As [`Directory::create`], for the server itself (a tournament's
    /// round): no visitor's limit on games counts it.
    pub fn create_for_server(
        &self,
        game: AnyGame,
        clock: Option<ClockSpec>,
        now: Instant,
    ) -> Result<Arc<ServerGame>, CreateError> {
        let kinds = vec![SeatKind::Human; game.seats().len()];
        let server = Holder {
            key: None,
            origin: Origin::Unknown,
        };
        self.make(game, kinds, clock, &server, false, now)
    }

    fn make(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
        clock: Option<ClockSpec>,
        by: &Holder,
        limited: bool,
        now: Instant,
    ) -> Result<Arc<ServerGame>, CreateError> {
        let mut games = self.games();
        sweep(&mut games, now);
        if limited {
            let key = |h: &Holder| by.key.is_some() && h.key == by.key;
            make_room(&mut games, PER_KEY, key)?;
            make_room(&mut games, PER_ORIGIN, |h| h.origin == by.origin)?;
        }
        if games.len() >= MAX_GAMES {
            games.retain(|_, g| !g.table.is_over());
        }
        if games.len() >= MAX_GAMES {
            return Err(CreateError::Full);
        }
        let code = loop {
            let code = new_code();
            if !games.contains_key(&code) {
                break code;
            }
        };
        let open = kinds.iter().map(|k| *k == SeatKind::Human).collect();
        let file = self
            .dir
            .as_ref()
            .map(|d| d.join(format!("{code}.game.ron")));
        let clock = clock.map(|spec| Clock::new(spec, game.seats()));
        let kind = super::log::game_kind(&game);
        let table = AnyTable::new(game, kinds);
        table.set_clock(clock.clone());
        if let Some(file) = &file {
            table.save_to(file.clone());
            let clock = clock.map(|c| c.record(now));
            super::table::write_record(file, &table.game(), &table.kinds(), None, clock.as_ref())
                .map_err(CreateError::File)?;
        }
        let mut game = ServerGame::new(code.clone(), table, open, file);
        game.number(self.numbers.take());
        game.creator = limited.then(|| by.clone());
        game.report_to(self);
        self.log.event(
            "game.started",
            &[
                ("game", &game.id()),
                ("code", &game.code),
                ("kind", &kind),
                (
                    "by",
                    &if limited {
                        self.who(by)
                    } else {
                        "server".to_string()
                    },
                ),
            ],
        );
        let game = Arc::new(game);
        games.insert(code, Arc::clone(&game));
        Ok(game)
    }

    /// The game whose code was typed by a visitor from `origin`, unless
    /// that origin has given too many wrong codes lately.
    pub fn join(
        &self,
        typed: &str,
        origin: Origin,
        now: Instant,
    ) -> Result<Arc<ServerGame>, JoinError> {
        let Some(code) = normalise(typed) else {
            return Err(JoinError::NotACode(typed.trim().to_string()));
        };
        match self.guesses.try_code(origin, now, || self.find(&code)) {
            Ok(Some(game)) => Ok(game),
            Ok(None) => Err(JoinError::NoSuchGame(code)),
            Err(wait) => Err(JoinError::Wait(wait)),
        }
    }

    /// The game with this code, unthrottled: for the server's own use, and
    /// its tests; a code a visitor typed goes through [`Directory::join`].
    pub fn find(&self, code: &str) -> Option<Arc<ServerGame>> {
        self.games().get(code).cloned()
    }

    /// The game a list named by its number.
    pub fn by_id(&self, id: u64) -> Option<Arc<ServerGame>> {
        self.games().values().find(|g| g.id() == id).cloned()
    }

    /// Writes every game not yet over with its clock as it stands, so
    /// that the time the seat to move has used since the last move is
    /// kept when the server stops.
    pub fn keep_all(&self) {
        for game in self.in_progress() {
            game.table.keep_now();
        }
    }

    /// Games not yet over, oldest first.
    pub fn in_progress(&self) -> Vec<Arc<ServerGame>> {
        let games = self.games();
        let mut going: Vec<_> = games
            .values()
            .filter(|g| !g.table.is_over())
            .cloned()
            .collect();
        going.sort_by_key(|g| g.id());
        going
    }

    /// Unfinished games with a seat that `key` owns.
    pub fn of_key(&self, key: &str) -> Vec<Arc<ServerGame>> {
        self.in_progress()
            .into_iter()
            .filter(|g| g.owned_by(key))
            .collect()
    }

    /// Games nobody played and nobody is at go after [`UNPLAYED_KEPT`]:
    /// called before a game is made and before a list of games is shown
    /// (not for the counts the lobby draws on every frame).
    pub fn sweep(&self, now: Instant) {
        sweep(&mut self.games(), now);
    }

    /// What the server does by itself as time passes: games nobody played
    /// go ([`Directory::sweep`]), challenges by name end when unanswered
    /// in time or their player went elsewhere, and a tournament's round whose grace time
    /// is over is settled for the players who never came.
    pub fn tick(&self, now: Instant) {
        self.sweep(now);
        self.seeks.expire(self, now);
        self.tournaments.forfeit_late(self, now);
    }
}

/// Keeps the unfinished games started by holders that are `same` below
/// `limit` by closing the oldest that are [`ServerGame::left_alone`].
fn make_room(
    games: &mut BTreeMap<String, Arc<ServerGame>>,
    limit: usize,
    same: impl Fn(&Holder) -> bool,
) -> Result<(), CreateError> {
    let mut held: Vec<Arc<ServerGame>> = games
        .values()
        .filter(|g| !g.table.is_over() && g.creator.as_ref().is_some_and(&same))
        .cloned()
        .collect();
    held.sort_by_key(|g| g.id());
    while held.len() >= limit {
        let Some(i) = held.iter().position(|g| g.left_alone()) else {
            return Err(CreateError::TooMany { limit });
        };
        let oldest = held.remove(i);
        oldest.remove_files();
        games.remove(&oldest.code);
    }
    Ok(())
}

fn sweep(games: &mut BTreeMap<String, Arc<ServerGame>>, now: Instant) {
    games.retain(|_, g| {
        let expired = g.expired(now);
        if expired {
            g.remove_files();
        }
        !expired
    });
}
