//! What the server's database is asked: a finished game, its rating
//! changes, every change in order, the games of tournaments.

use super::{Db, Ended, kind_of, seat_of};
use crate::community::players::Rated;
use crate::games::Seat;
use rusqlite::OptionalExtension;

impl Db {
    /// The finished game numbered `id`, if it is recorded.
    pub fn game(&self, id: u64) -> Option<Ended> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<Option<Ended>> {
            let row = conn
                .query_row(
                    "SELECT code, kind, ended_at, ending, winners, moves, record
                     FROM games WHERE id = ?1",
                    [id],
                    |r| {
                        Ok(Ended {
                            id,
                            code: r.get(0)?,
                            kind: r.get(1)?,
                            at: r.get(2)?,
                            ending: r.get(3)?,
                            winners: r.get(4)?,
                            moves: r.get(5)?,
                            record: r.get(6)?,
                            seats: Vec::new(),
                        })
                    },
                )
                .optional()?;
            let Some(mut ended) = row else {
                return Ok(None);
            };
            let mut rows =
                conn.prepare("SELECT seat, key FROM game_seats WHERE game = ?1 ORDER BY rowid")?;
            for row in rows.query_map([id], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, Option<String>>(1)?))
            })? {
                let (seat, key) = row?;
                if let Some(seat) = seat_of(&seat) {
                    ended.seats.push((seat, key));
                }
            }
            Ok(Some(ended))
        };
        read().ok().flatten()
    }

    /// The rating changes of the game numbered `id`, by key.
    pub fn changes_of(&self, id: u64) -> Vec<(String, Rated, f64, f64)> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<Vec<(String, Rated, f64, f64)>> {
            let mut rows = conn.prepare(
                "SELECT key, kind, rating_before, rating_after FROM rating_changes
                 WHERE game = ?1 ORDER BY key",
            )?;
            let all = rows
                .query_map([id], |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, f64>(2)?,
                        r.get::<_, f64>(3)?,
                    ))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(all
                .into_iter()
                .filter_map(|(k, kind, b, a)| Some((k, kind_of(&kind)?, b, a)))
                .collect())
        };
        read().unwrap_or_default()
    }

    /// The finished games in which `key` held a seat, the latest first, at
    /// most `most` of them.
    pub fn games_of(&self, key: &str, most: usize) -> Vec<Ended> {
        let ids = {
            let conn = self.lock();
            let read = || -> rusqlite::Result<Vec<u64>> {
                let mut rows = conn.prepare(
                    "SELECT DISTINCT game FROM game_seats WHERE key = ?1
                     ORDER BY game DESC LIMIT ?2",
                )?;
                rows.query_map(rusqlite::params![key, most as i64], |r| r.get(0))?
                    .collect()
            };
            read().unwrap_or_default()
        };
        ids.into_iter().filter_map(|id| self.game(id)).collect()
    }

    /// Each finished game `key` played against another keyed player, once
    /// for each of the others at it: the other's key, the seat `key`
    /// held, how the game ended and its winners (as [`Ended`] has them).
    pub fn meetings_of(&self, key: &str) -> Vec<(String, Seat, String, String)> {
        let conn = self.lock();
        type Row = (String, String, String, String);
        let read = || -> rusqlite::Result<Vec<Row>> {
            let mut rows = conn.prepare(
                "SELECT other.key, me.seat, g.ending, g.winners
                 FROM game_seats me
                 JOIN game_seats other ON other.game = me.game AND other.seat <> me.seat
                 JOIN games g ON g.id = me.game
                 WHERE me.key = ?1 AND other.key IS NOT NULL AND other.key <> ?1",
            )?;
            rows.query_map([key], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect()
        };
        (read().unwrap_or_default().into_iter())
            .filter_map(|(other, seat, ending, winners)| {
                Some((other, seat_of(&seat)?, ending, winners))
            })
            .collect()
    }

    /// The rating changes of `key`, in the order they were made: the game,
    /// the kind of game, and the rating before and after.
    pub fn changes_by(&self, key: &str) -> Vec<(u64, Rated, f64, f64)> {
        let conn = self.lock();
        type Row = (u64, String, f64, f64);
        let read = || -> rusqlite::Result<Vec<Row>> {
            let mut rows = conn.prepare(
                "SELECT game, kind, rating_before, rating_after FROM rating_changes
                 WHERE key = ?1 ORDER BY rowid",
            )?;
            rows.query_map([key], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect()
        };
        (read().unwrap_or_default().into_iter())
            .filter_map(|(g, kind, b, a)| Some((g, kind_of(&kind)?, b, a)))
            .collect()
    }

    /// Runs `sql` as it is: for tests that make the database fail.
    #[cfg(test)]
    pub(crate) fn execute(&self, sql: &str) {
        self.lock().execute_batch(sql).expect("valid SQL");
    }

    /// Every rating change, in the order they were made: the game, the
    /// player's key, the kind of game, and the rating before and after.
    pub fn changes(&self) -> Vec<(u64, String, Rated, f64, f64)> {
        let conn = self.lock();
        type Row = (u64, String, String, f64, f64);
        let read = || -> rusqlite::Result<Vec<Row>> {
            let mut rows = conn.prepare(
                "SELECT game, key, kind, rating_before, rating_after FROM rating_changes
                 ORDER BY rowid",
            )?;
            rows.query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect()
        };
        (read().unwrap_or_default().into_iter())
            .filter_map(|(g, k, kind, b, a)| Some((g, k, kind_of(&kind)?, b, a)))
            .collect()
    }

    /// When the latest game of tournament `id` recorded ended (seconds
    /// since 1970, UTC).
    pub fn last_scored(&self, id: u64) -> Option<u64> {
        let conn = self.lock();
        conn.query_row(
            "SELECT MAX(games.ended_at) FROM tournament_games
             JOIN games ON games.id = tournament_games.game
             WHERE tournament_games.tournament = ?1",
            [id],
            |r| r.get(0),
        )
        .ok()
        .flatten()
    }

    /// Every tournament's game recorded: the game's number, the
    /// tournament's, and the game's round and board (from 0).
    pub fn scored_games(&self) -> Vec<(u64, u64, usize, usize)> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<Vec<(u64, u64, usize, usize)>> {
            let mut rows = conn.prepare(
                "SELECT game, tournament, round, board FROM tournament_games ORDER BY game",
            )?;
            rows.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect()
        };
        read().unwrap_or_default()
    }

    /// The numbers of every finished game recorded, in order.
    pub fn game_ids(&self) -> Vec<u64> {
        let conn = self.lock();
        let read = || -> rusqlite::Result<Vec<u64>> {
            let mut rows = conn.prepare("SELECT id FROM games ORDER BY id")?;
            rows.query_map([], |r| r.get(0))?.collect()
        };
        read().unwrap_or_default()
    }
}
