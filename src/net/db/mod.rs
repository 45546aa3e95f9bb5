//! The server's database: its players, their ratings and every change to
//! them, its finished games with their records, and its tournaments, in
//! one SQLite file (`pasang.db` in the server's folder, in WAL mode).
//!
//! What a community stakes on one game is written in one transaction:
//! the game's end, its two players' new ratings with the change, and its
//! tournament's result. A kill at any moment keeps all of it or none. A
//! game whose record says it ended but which the database does not hold
//! (the server was killed in between) is recorded when the server starts
//! again ([`super::games::Directory::open_logged`]).
//!
//! A folder written before the database existed is taken in once, when
//! the database is made there: its players' file, its tournaments and its
//! finished games ([`import`]). The old files are left as they were.

pub mod import;
mod read;
pub mod settings;
#[cfg(test)]
pub(crate) mod tests;

use super::hosted::Hosted;
use crate::community::players::{Change, Player, Rated, Rating};
use crate::files::FileError;
use crate::games::{AnyGame, Ending, Seat};
use crate::visitor::Origin;
use rusqlite::{Connection, OptionalExtension, Transaction, params};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// The database's file in a server's folder.
pub const FILE: &str = "pasang.db";

/// The schema's version, kept in the database (`PRAGMA user_version`).
const VERSION: i64 = 1;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS players (
    key TEXT PRIMARY KEY,
    name TEXT,
    -- where they came from when they first played rated, and the day
    -- (days since 1970, UTC), as RON
    enlisted TEXT
);
CREATE TABLE IF NOT EXISTS ratings (
    key TEXT NOT NULL REFERENCES players(key),
    kind TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (key, kind)
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL,
    kind TEXT NOT NULL,
    ended_at INTEGER NOT NULL,
    ending TEXT NOT NULL,
    winners TEXT NOT NULL,
    moves INTEGER NOT NULL,
    record TEXT NOT NULL,
    -- taken in from a folder written before the database: its ratings
    -- were counted then
    imported INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS game_seats (
    game INTEGER NOT NULL REFERENCES games(id),
    seat TEXT NOT NULL,
    key TEXT,
    PRIMARY KEY (game, seat)
);
CREATE INDEX IF NOT EXISTS game_seats_by_key ON game_seats(key);
CREATE TABLE IF NOT EXISTS rating_changes (
    game INTEGER NOT NULL REFERENCES games(id),
    key TEXT NOT NULL REFERENCES players(key),
    kind TEXT NOT NULL,
    rating_before REAL NOT NULL,
    deviation_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    deviation_after REAL NOT NULL,
    PRIMARY KEY (game, key)
);
CREATE INDEX IF NOT EXISTS rating_changes_by_key ON rating_changes(key, game);
CREATE TABLE IF NOT EXISTS tournaments (
    id INTEGER PRIMARY KEY,
    -- the tournament as the server keeps it, as RON
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tournament_games (
    game INTEGER PRIMARY KEY REFERENCES games(id),
    tournament INTEGER NOT NULL REFERENCES tournaments(id),
    round INTEGER NOT NULL,
    board INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
);
";

/// A finished game as the database keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    pub id: u64,
    pub code: String,
    /// The game as the log names it (`ka`, `bell3`, …).
    pub kind: String,
    /// Seconds since 1970, UTC.
    pub at: u64,
    /// How it ended (`rules`, `resigned`, `time`, …).
    pub ending: String,
    /// The seats that won, lower case, joined by commas (none: a draw).
    pub winners: String,
    pub moves: usize,
    /// The game's record (RON), as `pasang review` reads it.
    pub record: String,
    /// Each seat with the key of its player, if they had one.
    pub seats: Vec<(Seat, Option<String>)>,
}

impl Ended {
    /// The game numbered `id` under `code`, over (by its rules or by
    /// `ending`), with the key at each seat (`owners`, in turn order), its
    /// `record` and the time it ended (`at`).
    pub fn of(
        id: u64,
        code: &str,
        game: &AnyGame,
        ending: Option<Ending>,
        owners: &[Option<String>],
        record: String,
        at: u64,
    ) -> Ended {
        let winners = game.winners(ending).unwrap_or_default();
        let seats = game.seats();
        Ended {
            id,
            code: code.to_string(),
            kind: super::log::game_kind(game),
            at,
            ending: ending.map_or("rules", super::log::ending_name).to_string(),
            winners: winners
                .iter()
                .map(|&s| super::log::seat_name(s))
                .collect::<Vec<_>>()
                .join(","),
            moves: game.ply(),
            record,
            seats: seats
                .iter()
                .enumerate()
                .map(|(i, &s)| (s, owners.get(i).cloned().flatten()))
                .collect(),
        }
    }
}

/// A rated game's change to its two players' ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Rerated {
    pub kind: Rated,
    pub keys: [String; 2],
    pub change: Change,
}

/// A tournament's game: the tournament as its result leaves it, and the
/// game's place in it.
#[derive(Clone, Debug)]
pub struct Scored {
    pub hosted: Hosted,
    pub round: usize,
    pub board: usize,
}

/// The database of a server (in memory for a server without a folder).
pub struct Db {
    path: Option<PathBuf>,
    conn: Mutex<Connection>,
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Db").field("path", &self.path).finish()
    }
}

/// A database error as a file error on the database's file.
fn failed(path: &Path, error: rusqlite::Error) -> FileError {
    FileError::Io {
        path: path.to_path_buf(),
        error: std::io::Error::other(error.to_string()),
    }
}

/// How a server reads one game file of its folder: by its code and path,
/// the game as the database keeps a finished one, if it is over.
pub type KeptGame = fn(&str, &Path) -> Option<Ended>;

impl Db {
    /// The database in `dir` (made, with the folder's older files taken
    /// in, if it is not there yet). `kept_game` reads one game file of
    /// such a folder (`CODE.game.ron`, by its code and path): the game as
    /// the database keeps a finished one, if it is over.
    pub fn open(dir: &Path, kept_game: KeptGame) -> Result<Db, FileError> {
        let path = dir.join(FILE);
        let conn = Connection::open(&path).map_err(|e| failed(&path, e))?;
        let db = Db {
            path: Some(path.clone()),
            conn: Mutex::new(conn),
        };
        db.prepare().map_err(|e| failed(&path, e))?;
        if db.made()? {
            import::folder(&db, dir, kept_game)?;
        }
        Ok(db)
    }

    /// A database kept nowhere.
    pub fn in_memory() -> Db {
        let conn = Connection::open_in_memory().expect("SQLite opens a database in memory");
        let db = Db {
            path: None,
            conn: Mutex::new(conn),
        };
        db.prepare()
            .expect("SQLite takes its settings for a database in memory");
        db.made()
            .and_then(|_| db.take_in(&BTreeMap::new(), &[], &[], 1))
            .expect("the schema is valid SQL for a new database");
        db
    }

    fn lock(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The error of a failed write, named by the database's file.
    fn error(&self, error: rusqlite::Error) -> FileError {
        failed(self.path.as_deref().unwrap_or(Path::new(":memory:")), error)
    }

    fn prepare(&self) -> rusqlite::Result<()> {
        let conn = self.lock();
        // WAL: readers never wait for the writer, and a commit is one
        // append; FULL: a commit is on the disk when it returns.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // Made in a database of any version: older servers pass it by.
        conn.execute_batch(settings::SCHEMA)?;
        Ok(())
    }

    /// Makes the tables if the database is new: whether it was (its
    /// version is set when what a folder kept before is taken in, in the
    /// same transaction, so that a failed taking in is tried again).
    fn made(&self) -> Result<bool, FileError> {
        let conn = self.lock();
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.error(e))?;
        if version >= VERSION {
            return Ok(false);
        }
        conn.execute_batch(SCHEMA).map_err(|e| self.error(e))?;
        Ok(true)
    }

    /// Every player kept, by key.
    pub fn players(&self) -> Result<BTreeMap<String, Player>, FileError> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<BTreeMap<String, Player>> {
            let mut players = BTreeMap::new();
            let mut rows = conn.prepare("SELECT key, name, enlisted FROM players")?;
            for row in rows.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get::<_, Option<String>>(2)?,
                ))
            })? {
                let (key, name, enlisted) = row?;
                let enlisted = enlisted.and_then(|e| ron::from_str::<(Origin, u64)>(&e).ok());
                players.insert(
                    key,
                    Player {
                        name,
                        enlisted,
                        ..Player::default()
                    },
                );
            }
            let mut rows = conn
                .prepare("SELECT key, kind, rating, deviation, volatility, games FROM ratings")?;
            for row in rows.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    Rating {
                        rating: r.get(2)?,
                        deviation: r.get(3)?,
                        volatility: r.get(4)?,
                        games: r.get(5)?,
                    },
                ))
            })? {
                let (key, kind, rating) = row?;
                if let (Some(kind), Some(player)) = (kind_of(&kind), players.get_mut(&key)) {
                    player.ratings.insert(kind, rating);
                }
            }
            Ok(players)
        };
        read().map_err(|e| self.error(e))
    }

    /// Keeps the player with `key`: their name and where they came from
    /// (their ratings change only with a game, [`Db::record`]).
    pub fn keep_player(&self, key: &str, player: &Player) -> Result<(), FileError> {
        let conn = self.lock();
        upsert_player(&conn, key, player).map_err(|e| self.error(e))
    }

    /// Every tournament kept, oldest first.
    pub fn tournaments(&self) -> Result<Vec<Hosted>, FileError> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<Vec<(u64, String)>> {
            let mut rows = conn.prepare("SELECT id, data FROM tournaments ORDER BY id")?;
            rows.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect()
        };
        let rows = read().map_err(|e| self.error(e))?;
        rows.into_iter()
            .map(|(id, data)| {
                crate::ron_text::read_ron::<Hosted>(data.as_bytes(), usize::MAX).map_err(|e| {
                    FileError::Io {
                        path: self.path.clone().unwrap_or_default(),
                        error: std::io::Error::new(
                            std::io::ErrorKind::InvalidData,
                            crate::tr!(
                                "net-tournament-unreadable",
                                id = id,
                                problem = e.to_string()
                            ),
                        ),
                    }
                })
            })
            .collect()
    }

    /// Keeps `hosted` as it is now.
    pub fn keep_tournament(&self, hosted: &Hosted) -> Result<(), FileError> {
        let conn = self.lock();
        upsert_tournament(&conn, hosted).map_err(|e| self.error(e))
    }

    /// The number the next game gets (1 when none was given).
    pub fn next_id(&self) -> u64 {
        let conn = self.lock();
        let kept: Option<i64> = conn
            .query_row("SELECT value FROM meta WHERE name = 'next_game'", [], |r| {
                r.get(0)
            })
            .optional()
            .ok()
            .flatten();
        let recorded: Option<i64> = conn
            .query_row("SELECT MAX(id) FROM games", [], |r| r.get(0))
            .ok()
            .flatten();
        let next = kept.unwrap_or(1).max(recorded.map_or(1, |m| m + 1));
        u64::try_from(next).unwrap_or(1).max(1)
    }

    /// Keeps `next` as the number the next game gets.
    pub fn keep_next_id(&self, next: u64) -> Result<(), FileError> {
        let conn = self.lock();
        conn.execute(
            "INSERT INTO meta (name, value) VALUES ('next_game', ?1)
             ON CONFLICT (name) DO UPDATE SET value = MAX(value, excluded.value)",
            params![i64::try_from(next).unwrap_or(i64::MAX)],
        )
        .map(|_| ())
        .map_err(|e| self.error(e))
    }

    /// Whether the game numbered `id` is recorded.
    pub fn recorded(&self, id: u64) -> bool {
        let conn = self.lock();
        conn.query_row("SELECT 1 FROM games WHERE id = ?1", [id], |_| Ok(()))
            .optional()
            .ok()
            .flatten()
            .is_some()
    }

    /// Records a game's end, its rating change and its tournament's
    /// result, in one transaction. False when a game with its number is
    /// recorded already (nothing is written again).
    pub fn record(
        &self,
        ended: &Ended,
        rerated: Option<&Rerated>,
        scored: Option<&Scored>,
    ) -> Result<bool, FileError> {
        let mut conn = self.lock();
        let write = |conn: &mut Connection| -> rusqlite::Result<bool> {
            let tx = conn.transaction()?;
            if !insert_game(&tx, ended, false)? {
                return Ok(false);
            }
            if let Some(r) = rerated {
                for (i, key) in r.keys.iter().enumerate() {
                    let (before, after) = (r.change.before[i], r.change.after[i]);
                    tx.execute(
                        "INSERT INTO players (key) VALUES (?1) ON CONFLICT (key) DO NOTHING",
                        [key],
                    )?;
                    upsert_rating(&tx, key, r.kind, &after)?;
                    tx.execute(
                        "INSERT INTO rating_changes (game, key, kind, rating_before,
                             deviation_before, rating_after, deviation_after)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                        params![
                            ended.id,
                            key,
                            kind_name(r.kind),
                            before.rating,
                            before.deviation,
                            after.rating,
                            after.deviation
                        ],
                    )?;
                }
            }
            if let Some(s) = scored {
                upsert_tournament(&tx, &s.hosted)?;
                tx.execute(
                    "INSERT INTO tournament_games (game, tournament, round, board)
                     VALUES (?1, ?2, ?3, ?4)",
                    params![ended.id, s.hosted.id, s.round, s.board],
                )?;
            }
            tx.commit()?;
            Ok(true)
        };
        write(&mut conn).map_err(|e| self.error(e))
    }

    /// Takes in, in one transaction, what a folder written before the
    /// database kept: `players`, `tournaments` and finished games.
    fn take_in(
        &self,
        players: &BTreeMap<String, Player>,
        tournaments: &[Hosted],
        games: &[Ended],
        next_id: u64,
    ) -> Result<(), FileError> {
        let mut conn = self.lock();
        let write = |conn: &mut Connection| -> rusqlite::Result<()> {
            let tx = conn.transaction()?;
            for (key, player) in players {
                upsert_player(&tx, key, player)?;
                for (kind, rating) in &player.ratings {
                    upsert_rating(&tx, key, *kind, rating)?;
                }
            }
            for hosted in tournaments {
                upsert_tournament(&tx, hosted)?;
            }
            for game in games {
                insert_game(&tx, game, true)?;
            }
            tx.execute(
                "INSERT INTO meta (name, value) VALUES ('next_game', ?1)
                 ON CONFLICT (name) DO UPDATE SET value = MAX(value, excluded.value)",
                params![i64::try_from(next_id).unwrap_or(i64::MAX)],
            )?;
            tx.pragma_update(None, "user_version", VERSION)?;
            tx.commit()
        };
        write(&mut conn).map_err(|e| self.error(e))
    }
}

/// Inserts `ended` and its seats; false when its number is taken.
fn insert_game(tx: &Transaction<'_>, ended: &Ended, imported: bool) -> rusqlite::Result<bool> {
    let inserted = tx.execute(
        "INSERT INTO games (id, code, kind, ended_at, ending, winners, moves, record, imported)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (id) DO NOTHING",
        params![
            ended.id,
            ended.code,
            ended.kind,
            ended.at,
            ended.ending,
            ended.winners,
            ended.moves,
            ended.record,
            imported
        ],
    )?;
    if inserted == 0 {
        return Ok(false);
    }
    for (seat, key) in &ended.seats {
        tx.execute(
            "INSERT INTO game_seats (game, seat, key) VALUES (?1, ?2, ?3)",
            params![ended.id, super::log::seat_name(*seat), key],
        )?;
    }
    Ok(true)
}

fn upsert_player(conn: &Connection, key: &str, player: &Player) -> rusqlite::Result<()> {
    let enlisted = player.enlisted.and_then(|e| ron::to_string(&e).ok());
    conn.execute(
        "INSERT INTO players (key, name, enlisted) VALUES (?1, ?2, ?3)
         ON CONFLICT (key) DO UPDATE SET name = excluded.name, enlisted = excluded.enlisted",
        params![key, player.name, enlisted],
    )
    .map(|_| ())
}

fn upsert_rating(conn: &Connection, key: &str, kind: Rated, r: &Rating) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO ratings (key, kind, rating, deviation, volatility, games)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (key, kind) DO UPDATE SET rating = excluded.rating,
             deviation = excluded.deviation, volatility = excluded.volatility,
             games = excluded.games",
        params![
            key,
            kind_name(kind),
            r.rating,
            r.deviation,
            r.volatility,
            r.games
        ],
    )
    .map(|_| ())
}

fn upsert_tournament(conn: &Connection, hosted: &Hosted) -> rusqlite::Result<()> {
    let data =
        ron::to_string(hosted).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
    conn.execute(
        "INSERT INTO tournaments (id, data) VALUES (?1, ?2)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data",
        params![hosted.id, data],
    )
    .map(|_| ())
}

/// A kind of game rated, as the database names it.
pub fn kind_name(kind: Rated) -> &'static str {
    kind.name()
}

fn kind_of(name: &str) -> Option<Rated> {
    Rated::named(name)
}

fn seat_of(name: &str) -> Option<Seat> {
    [Seat::South, Seat::West, Seat::North, Seat::East]
        .into_iter()
        .find(|&s| super::log::seat_name(s) == name)
}
