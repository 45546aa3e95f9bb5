//! A game's end on a server, told by one typed event ([`GameEnded`]): the
//! directory logs it, rates it, scores it for its tournament, and records
//! all three in the database in one transaction before anyone is told.

use super::Directory;
use crate::community::players::{Change, Rated, Score};
use crate::games::{AnyGame, Ending, Seat, SeatKind};
use crate::net::db::{self, Db, Rerated};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// One of a server's games ended.
#[derive(Clone, Debug)]
pub struct GameEnded {
    /// The game's number.
    pub id: u64,
    pub code: String,
    /// The game as it ended.
    pub game: AnyGame,
    /// How it ended outside its rules, if it did.
    pub ending: Option<Ending>,
    /// Who plays each seat, in turn order.
    pub kinds: Vec<SeatKind>,
    /// The key that owned each seat, in turn order.
    pub owners: Vec<Option<String>>,
    /// It changes its players' ratings (once both have moved).
    pub rated: bool,
    /// Seconds since 1970, UTC.
    pub at: u64,
}

impl GameEnded {
    /// The seats that won (none: a draw).
    pub fn winners(&self) -> Vec<Seat> {
        self.game.winners(self.ending).unwrap_or_default()
    }

    /// It was not played at the board: scored for who came.
    pub fn forfeit(&self) -> bool {
        matches!(self.ending, Some(Ending::Absent(_) | Ending::NeitherCame))
    }

    /// The game as the database keeps it, its record included.
    pub(super) fn row(&self) -> db::Ended {
        let record = crate::record::AnyRecord::played(&self.game, &self.kinds, self.ending, None);
        db::Ended::of(
            self.id,
            &self.code,
            &self.game,
            self.ending,
            &self.owners,
            record.to_ron(),
            self.at,
        )
    }
}

/// Seconds since 1970, UTC, now.
pub fn now_utc() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Gives games their numbers, never one twice, even across restarts: the
/// next is kept in the database.
#[derive(Clone, Debug)]
pub(super) struct Numbers {
    next: Arc<AtomicU64>,
    db: Arc<Db>,
}

impl Numbers {
    /// Numbers from the one the database keeps as the next.
    pub(super) fn new(db: Arc<Db>) -> Numbers {
        Numbers {
            next: Arc::new(AtomicU64::new(db.next_id())),
            db,
        }
    }

    /// A new number, the next kept. A failure to keep it is no reason to
    /// refuse a game: the database also counts the games it holds.
    pub(super) fn take(&self) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let _ = self.db.keep_next_id(id + 1);
        id
    }

    /// `id` is given already (a game read back): the next is above it.
    pub(super) fn taken(&self, id: u64) {
        self.next.fetch_max(id + 1, Ordering::Relaxed);
        let _ = self.db.keep_next_id(self.next.load(Ordering::Relaxed));
    }
}

impl Directory {
    /// Logs, rates, scores and records the game that `ended`, once (a game
    /// recorded already changes nothing again). The rating change it made,
    /// if it was rated.
    pub(super) fn ended(&self, ended: &GameEnded) -> Option<Change> {
        let winners = ended.winners();
        let players = crate::net::log::seat_names(
            &self.players,
            ended.game.seats(),
            &ended.owners,
            &ended.kinds,
        );
        self.log_end(ended, &winners, &players);
        let row = ended.row();
        let mut rerated = None;
        let recorded = self.tournaments.score(
            self,
            &ended.code,
            (ended.game.seats(), &winners, ended.forfeit()),
            |scored| {
                // A game is rated once every player has moved in it:
                // before that it was not played, however it ended.
                rerated = (ended.rated && ended.game.every_seat_moved())
                    .then(|| self.rating_change(ended, &winners))
                    .flatten();
                match self.db.record(&row, rerated.as_ref(), scored) {
                    Ok(recorded) => recorded,
                    Err(error) => {
                        // The players play on with what the game changed;
                        // the record's end is taken in when the server
                        // starts again.
                        self.log
                            .event("game.not-recorded", &[("game", &ended.id), ("why", &error)]);
                        true
                    }
                }
            },
        );
        let rerated = rerated.filter(|_| recorded)?;
        let [first, second] = &rerated.keys;
        self.players
            .apply(rerated.kind, [first, second], &rerated.change);
        let names: Vec<&str> = players.iter().map(|(_, n)| n.as_str()).collect();
        let change = rerated.change;
        self.log.event(
            "rated",
            &[
                ("game", &ended.id),
                ("code", &ended.code),
                ("players", &names.join(",")),
                ("kind", &db::kind_name(rerated.kind)),
                (
                    "before",
                    &format!(
                        "{:.0},{:.0}",
                        change.before[0].rating, change.before[1].rating
                    ),
                ),
                (
                    "after",
                    &format!(
                        "{:.0},{:.0}",
                        change.after[0].rating, change.after[1].rating
                    ),
                ),
            ],
        );
        Some(change)
    }

    /// The change a rated game makes to the ratings of the keys at its two
    /// seats, when it is of a kind rated and both are known players.
    fn rating_change(&self, ended: &GameEnded, winners: &[Seat]) -> Option<Rerated> {
        let kind = Rated::of(&ended.game)?;
        let [Some(first), Some(second)] = ended.owners.as_slice() else {
            return None;
        };
        let score = Score::of_first(ended.game.seats(), winners);
        let change = self.players.change(kind, [first, second], score)?;
        Some(Rerated {
            kind,
            keys: [first.clone(), second.clone()],
            change,
        })
    }

    /// The log's line for a game's end: its number and code, who played
    /// each seat, its moves, who won and how it ended.
    fn log_end(&self, ended: &GameEnded, winners: &[Seat], players: &[(String, String)]) {
        let named: Vec<&str> = winners
            .iter()
            .map(|&s| crate::net::log::seat_name(s))
            .collect();
        let won = if named.is_empty() {
            "none".to_string()
        } else {
            named.join(",")
        };
        let moves = ended.game.ply();
        let ending = ended.ending.map_or("rules", crate::net::log::ending_name);
        let mut facts: Vec<(&str, &dyn std::fmt::Display)> =
            vec![("game", &ended.id), ("code", &ended.code)];
        facts.extend(
            players
                .iter()
                .map(|(s, n)| (s.as_str(), n as &dyn std::fmt::Display)),
        );
        facts.extend([
            ("moves", &moves as &dyn std::fmt::Display),
            ("won", &won),
            ("ending", &ending),
        ]);
        self.log.event("game.ended", &facts);
    }
}
