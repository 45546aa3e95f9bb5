//! A server's tournaments: made by its operator (the visitor whose key
//! `pasang serve --admin` names), entered by keyed players in the lobby,
//! their rounds paired and started together by the operator, every game
//! rated, each result recorded as its game ends. Each tournament is kept
//! in the server's database as it changes, a result in the same
//! transaction as its game's end and ratings; its standings are written
//! as a plain-text table in the server's folder too
//! (`tournaments/N.txt`, in the server's language), for the operator.

use super::Directory;
use crate::community::players::{Rated, Score};
use crate::community::tournament::{Entrant, Format, Played, Tournament};
use crate::files::{FileError, write_atomic};
use crate::games::{AnyGame, Seat, SeatKind};
use crate::net::db::{Db, Scored};
use crate::net::hosted::Hosted;
use crate::record::AnyRecord;
use crate::session::{ClockSpec, Presence};
use crate::tui::rooms::{TournamentError, Waiting};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

/// The most tournaments a server keeps.
pub const MAX_TOURNAMENTS: usize = 100;

/// How long after a round starts a player who has not come to its game
/// loses it by forfeit, unless the operator sets another time
/// (`pasang serve --grace`; see [`Tournaments::set_grace`]). Brought to it
/// wherever they are on the server, a player who is here has come at once.
/// A restart gives it anew.
pub const GRACE: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// The longest name of a tournament, in characters.
pub const NAME_MAX: usize = 40;

/// A server's tournaments.
pub struct Tournaments {
    db: Arc<Db>,
    /// Where each tournament's standings are written as text.
    dir: Option<PathBuf>,
    admin: Option<String>,
    list: Mutex<Vec<Hosted>>,
    /// Rounds started since the server started.
    started: AtomicU64,
    /// When each tournament's latest round began (or the server started,
    /// for a round begun before), while it has games without a result.
    began: Mutex<std::collections::HashMap<u64, Instant>>,
    /// The tournaments whose last result came in since the server
    /// started, and when.
    finished: Mutex<Vec<(u64, Instant)>>,
    /// How long a round's players have to come ([`GRACE`] unless set).
    /// The grace time, in milliseconds.
    grace: AtomicU64,
}

/// How long a tournament's end is told to its entrants as they come to
/// the lobby.
pub const TOLD_FOR: std::time::Duration = std::time::Duration::from_secs(30 * 60);

impl std::fmt::Debug for Tournaments {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tournaments")
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

impl Tournaments {
    /// The tournaments kept in `db`, run by the visitor whose key has
    /// the fingerprint `admin`, their standings written as text in `dir`.
    pub fn open(
        db: Arc<Db>,
        dir: Option<PathBuf>,
        admin: Option<String>,
    ) -> Result<Tournaments, FileError> {
        let mut list = db.tournaments()?;
        list.sort_by_key(|h| h.id);
        let now = Instant::now();
        let began = list
            .iter()
            .filter(|h| {
                h.tournament
                    .rounds
                    .last()
                    .is_some_and(|r| r.unrecorded() > 0)
            })
            .map(|h| (h.id, now))
            .collect();
        // A tournament that ended lately is still told to its entrants
        // after a restart, for what is left of the time it is told.
        let now_utc = super::now_utc();
        let finished = (list.iter())
            .filter(|h| h.tournament.is_finished())
            .filter_map(|h| {
                let ago = now_utc.saturating_sub(db.last_scored(h.id)?);
                let ago = std::time::Duration::from_secs(ago);
                let at = now.checked_sub(ago).filter(|_| ago < TOLD_FOR)?;
                Some((h.id, at))
            })
            .collect();
        Ok(Tournaments {
            db,
            dir,
            admin,
            list: Mutex::new(list),
            started: AtomicU64::new(0),
            began: Mutex::new(began),
            finished: Mutex::new(finished),
            grace: AtomicU64::new(u64::try_from(GRACE.as_millis()).unwrap_or(u64::MAX)),
        })
    }

    /// Players who have not come to a round's game within `grace` of its
    /// start lose it by forfeit.
    pub fn set_grace(&self, grace: std::time::Duration) {
        let millis = u64::try_from(grace.as_millis()).unwrap_or(u64::MAX);
        self.grace.store(millis, Ordering::Relaxed);
    }

    fn lock(&self) -> MutexGuard<'_, Vec<Hosted>> {
        self.list.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `key` is the server's operator's.
    pub fn is_admin(&self, key: Option<&str>) -> bool {
        key.is_some() && key == self.admin.as_deref()
    }

    /// Every tournament, oldest first.
    pub fn list(&self) -> Vec<Hosted> {
        self.lock().clone()
    }

    /// How many rounds were started since the server started.
    pub fn rounds_started(&self) -> u64 {
        self.started.load(Ordering::Acquire)
    }

    /// The tournaments whose last result came in within [`TOLD_FOR`]
    /// before `now`, by number.
    pub fn finished_lately(&self, now: Instant) -> Vec<u64> {
        let mut finished = self.finished.lock().unwrap_or_else(|e| e.into_inner());
        finished.retain(|(_, at)| now.saturating_duration_since(*at) < TOLD_FOR);
        finished.iter().map(|(id, _)| *id).collect()
    }

    /// How many tournaments there are.
    pub fn count(&self) -> usize {
        self.lock().len()
    }

    /// The tournament `id`.
    pub fn get(&self, id: u64) -> Option<Hosted> {
        self.lock().iter().find(|h| h.id == id).cloned()
    }

    /// Keeps `hosted` in the database and writes its standings; a failure
    /// is logged, and the next change tries again.
    fn keep(&self, games: &Directory, hosted: &Hosted) {
        if let Err(why) = self.db.keep_tournament(hosted) {
            games.log().event(
                "tournament.not-kept",
                &[("tournament", &hosted.id), ("why", &why)],
            );
        }
        self.write_standings(games, hosted);
    }

    /// Writes the standings of `hosted` as text in the server's folder.
    fn write_standings(&self, games: &Directory, hosted: &Hosted) {
        let Some(dir) = &self.dir else { return };
        let table = crate::tui::lobby::words::tournament::standings_table(&hosted.tournament);
        let written = std::fs::create_dir_all(dir).and_then(|()| {
            write_atomic(&file(dir, hosted.id, "txt"), table.as_bytes())
                .map_err(std::io::Error::other)
        });
        if let Err(why) = written {
            games.log().event(
                "tournament.not-kept",
                &[("tournament", &hosted.id), ("why", &why)],
            );
        }
    }

    /// The operator (`by`) makes a tournament `name` of `format` for
    /// `game` (no move played) on `clock`. The name keeps only what shows
    /// on one line ([`crate::shown::one_line`]), at most [`NAME_MAX`]
    /// characters.
    pub fn create(
        &self,
        games: &Directory,
        by: Option<&str>,
        name: String,
        format: Format,
        game: &AnyGame,
        clock: Option<ClockSpec>,
    ) -> Result<u64, TournamentError> {
        if !self.is_admin(by) {
            return Err(TournamentError::NotAdmin);
        }
        if Rated::of(game).is_none() {
            return Err(TournamentError::NotRated);
        }
        let mut list = self.lock();
        if list.len() >= MAX_TOURNAMENTS {
            return Err(TournamentError::Full);
        }
        let id = list.iter().map(|h| h.id).max().unwrap_or(0) + 1;
        let name = crate::shown::one_line(&name, NAME_MAX).unwrap_or_default();
        let record = AnyRecord::played(game, &[SeatKind::Human, SeatKind::Human], None, None);
        let hosted = Hosted {
            id,
            tournament: Tournament::new(name, format),
            game: record.to_ron(),
            clock: clock.map(|c| c.to_string()),
            codes: Vec::new(),
        };
        games.log().event(
            "tournament.made",
            &[
                ("tournament", &id),
                ("name", &hosted.tournament.name),
                ("format", &format_name(format)),
            ],
        );
        self.keep(games, &hosted);
        list.push(hosted);
        Ok(id)
    }

    /// The player with `key` enters the tournament `id`, or leaves it
    /// (`enter` false) before its first round.
    pub fn enter(
        &self,
        games: &Directory,
        id: u64,
        key: Option<&str>,
        enter: bool,
    ) -> Result<(), TournamentError> {
        let key = key.ok_or(TournamentError::NoName)?;
        let mut list = self.lock();
        let hosted = list
            .iter_mut()
            .find(|h| h.id == id)
            .ok_or(TournamentError::NoSuch)?;
        if enter {
            let player = games.players().get(key);
            let name = player.name.clone().ok_or(TournamentError::NoName)?;
            let kind = hosted
                .game()
                .as_ref()
                .and_then(Rated::of)
                .ok_or(TournamentError::NotRated)?;
            let entrant = Entrant {
                key: key.to_string(),
                name,
                rating: player.rating(kind).rating,
            };
            hosted
                .tournament
                .register(entrant)
                .map_err(TournamentError::Register)?;
        } else {
            hosted
                .tournament
                .withdraw(key)
                .map_err(TournamentError::Register)?;
        }
        let name = games.players().name(key).unwrap_or_default();
        let event = if enter {
            "tournament.entered"
        } else {
            "tournament.left"
        };
        games
            .log()
            .event(event, &[("tournament", &id), ("who", &name)]);
        self.keep(games, hosted);
        Ok(())
    }

    /// The operator (`by`) pairs the next round of tournament `id` and
    /// starts its games, each player's seat kept for their key.
    pub fn next_round(
        &self,
        games: &Directory,
        id: u64,
        by: Option<&str>,
        now: Instant,
    ) -> Result<usize, TournamentError> {
        if !self.is_admin(by) {
            return Err(TournamentError::NotAdmin);
        }
        let mut list = self.lock();
        let hosted = list
            .iter_mut()
            .find(|h| h.id == id)
            .ok_or(TournamentError::NoSuch)?;
        let game = hosted.game().ok_or(TournamentError::Games)?;
        let clock = hosted.clock();
        let mut paired = hosted.tournament.clone();
        let round = paired
            .pair_next_round()
            .map_err(TournamentError::Pair)?
            .clone();
        let mut codes = Vec::new();
        for pairing in &round.pairings {
            let made = games
                .create_for_server(game.clone(), clock, now)
                .map_err(|_| TournamentError::Games)?;
            made.make_rated();
            made.make_tournaments();
            for (seat, entrant) in [(Seat::South, pairing.south), (Seat::North, pairing.north)] {
                if let Some(e) = paired.entrants.get(entrant) {
                    made.reserve(seat, &e.key);
                }
            }
            codes.push(made.code.clone());
        }
        hosted.tournament = paired;
        hosted.codes.push(codes);
        self.started.fetch_add(1, Ordering::Release);
        self.began
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(id, now);
        let number = hosted.tournament.rounds.len();
        games.log().event(
            "tournament.round",
            &[
                ("tournament", &id),
                ("round", &number),
                ("games", &round.pairings.len()),
            ],
        );
        self.keep(games, hosted);
        Ok(number)
    }

    /// Settles, for the players who never came, the games of each round
    /// that began the grace time ([`GRACE`] unless set) or more before
    /// `now`.
    pub fn forfeit_late(&self, games: &Directory, now: Instant) {
        let grace = std::time::Duration::from_millis(self.grace.load(Ordering::Relaxed));
        let due: Vec<u64> = {
            let mut began = self.began.lock().unwrap_or_else(|e| e.into_inner());
            let due = began
                .iter()
                .filter(|(_, at)| now.saturating_duration_since(**at) >= grace)
                .map(|(&id, _)| id)
                .collect::<Vec<_>>();
            for id in &due {
                began.remove(id);
            }
            due
        };
        for id in due {
            let settled = self
                .unrecorded_codes(id)
                .iter()
                .filter_map(|code| games.find(code))
                .filter(|game| game.forfeit_unseated())
                .count();
            games.log().event(
                "tournament.forfeits",
                &[("tournament", &id), ("games", &settled)],
            );
        }
    }

    /// The latest round's games of tournament `id` that have no result
    /// yet: each one's board and whether its South and North players are
    /// here, away, or never came.
    pub fn waiting(&self, games: &Directory, id: u64) -> Vec<Waiting> {
        let boards = self.unrecorded(id);
        boards
            .into_iter()
            .map(|(board, code)| {
                let summary = games.find(&code).map(|g| g.summary(false));
                let of = |seat| {
                    let summary = summary.as_ref()?;
                    let at = summary.seats.iter().position(|&s| s == seat)?;
                    summary.presence.get(at).copied()
                };
                let never = Presence::Empty;
                Waiting {
                    board,
                    south: of(Seat::South).unwrap_or(never),
                    north: of(Seat::North).unwrap_or(never),
                }
            })
            .collect()
    }

    /// The codes of the latest round's games of tournament `id` that have
    /// no result yet.
    fn unrecorded_codes(&self, id: u64) -> Vec<String> {
        (self.unrecorded(id).into_iter())
            .map(|(_, code)| code)
            .collect()
    }

    /// The latest round's games of tournament `id` that have no result
    /// yet: each one's board and code.
    fn unrecorded(&self, id: u64) -> Vec<(usize, String)> {
        let list = self.lock();
        let Some(hosted) = list.iter().find(|h| h.id == id) else {
            return Vec::new();
        };
        let Some(round) = hosted.tournament.rounds.last() else {
            return Vec::new();
        };
        let codes = hosted.codes.last().cloned().unwrap_or_default();
        (round.pairings.iter().zip(codes).enumerate())
            .filter(|(_, (p, _))| p.result.is_none())
            .map(|(board, (_, code))| (board, code))
            .collect()
    }

    /// The operator (`by`) ends the current round's games of tournament
    /// `id` that a player did not come to: won by the one here, drawn when
    /// neither is (see [`super::ServerGame::settle_absent`]). How
    /// many it ended.
    pub fn settle(
        &self,
        games: &Directory,
        id: u64,
        by: Option<&str>,
    ) -> Result<usize, TournamentError> {
        if !self.is_admin(by) {
            return Err(TournamentError::NotAdmin);
        }
        if !self.lock().iter().any(|h| h.id == id) {
            return Err(TournamentError::NoSuch);
        }
        let codes = self.unrecorded_codes(id);
        // The tournament is let go first: each game's end records its
        // result here.
        let settled = codes
            .iter()
            .filter_map(|code| games.find(code))
            .filter(|game| game.settle_absent())
            .count();
        games.log().event(
            "tournament.settled",
            &[("tournament", &id), ("games", &settled)],
        );
        Ok(settled)
    }

    /// The game with `code` ended: of its `seats`, `winners` won (none
    /// for a draw), by forfeit or at the board. Its result is scored for
    /// the tournament it belongs to, if any, and `commit` is given the
    /// tournament as the result leaves it (none: the game is no
    /// tournament's, or a rematch of one, played for fun) to record it with
    /// the game. The tournament takes the result only when `commit` says it
    /// is recorded; nothing else changes the tournaments meanwhile. What
    /// `commit` said.
    pub fn score(
        &self,
        games: &Directory,
        code: &str,
        result: (&[Seat], &[Seat], bool),
        commit: impl FnOnce(Option<&Scored>) -> bool,
    ) -> bool {
        let (seats, winners, forfeit) = result;
        let mut list = self.lock();
        let found = list.iter_mut().find_map(|h| {
            let (round, board) =
                h.codes.iter().enumerate().find_map(|(round, codes)| {
                    Some((round, codes.iter().position(|c| c == code)?))
                })?;
            Some((h, round, board))
        });
        let played = match Score::of_first(seats, winners) {
            Score::Won => Played::SouthWon,
            Score::Lost => Played::NorthWon,
            Score::Drew => Played::Drawn,
        };
        let scored = found.and_then(|(hosted, round, board)| {
            let mut after = hosted.clone();
            // A game recorded already is a rematch of a tournament's game,
            // played for fun.
            (after.tournament)
                .record_as(round, board, played, forfeit)
                .ok()?;
            Some((
                hosted,
                Scored {
                    hosted: after,
                    round,
                    board,
                },
            ))
        });
        let Some((hosted, scored)) = scored else {
            drop(list);
            return commit(None);
        };
        if !commit(Some(&scored)) {
            return false;
        }
        *hosted = scored.hosted;
        let (id, round, board) = (hosted.id, scored.round, scored.board);
        let t = &hosted.tournament;
        let name = |i: usize| {
            t.entrants
                .get(i)
                .map(|e| e.name.clone())
                .unwrap_or_default()
        };
        let pairing = &t.rounds[round].pairings[board];
        games.log().event(
            "tournament.result",
            &[
                ("tournament", &id),
                ("round", &(round + 1)),
                ("board", &(board + 1)),
                ("south", &name(pairing.south)),
                ("north", &name(pairing.north)),
                ("result", &format!("{played:?}").to_lowercase()),
                ("forfeit", &forfeit),
            ],
        );
        if t.is_finished() {
            (self.finished.lock().unwrap_or_else(|e| e.into_inner())).push((id, Instant::now()));
            // The winners: all who share first place.
            let standings = t.standings();
            let first: Vec<String> = standings
                .iter()
                .filter(|s| s.place == 1)
                .map(|s| name(s.entrant))
                .collect();
            let points = standings.first().map_or(0, |s| s.points);
            games.log().event(
                "tournament.ended",
                &[
                    ("tournament", &id),
                    ("name", &t.name),
                    ("winner", &first.join(",")),
                    ("points", &format!("{}", f64::from(points) / 2.0)),
                    ("rounds", &t.rounds.len()),
                ],
            );
        }
        self.write_standings(games, hosted);
        true
    }

    /// Whether a round of any tournament plays the game with `code`.
    pub fn lists(&self, code: &str) -> bool {
        (self.lock().iter()).any(|h| h.codes.iter().flatten().any(|c| c == code))
    }

    /// The code of the unfinished game of the current round of any
    /// tournament where `key` plays.
    pub fn game_of(&self, key: &str) -> Vec<String> {
        let list = self.lock();
        list.iter()
            .filter_map(|h| {
                let round = h.tournament.rounds.len().checked_sub(1)?;
                let me = h.tournament.of_key(key)?;
                let board = h.tournament.rounds.get(round)?.board_of(me)?;
                let pairing = h.tournament.rounds[round].pairings.get(board)?;
                if pairing.result.is_some() {
                    return None;
                }
                h.codes.get(round)?.get(board).cloned()
            })
            .collect()
    }
}

fn file(dir: &Path, id: u64, ext: &str) -> PathBuf {
    dir.join(format!("{id}.{ext}"))
}

/// A format in the log.
fn format_name(format: Format) -> String {
    match format {
        Format::RoundRobin => "round-robin".to_string(),
        Format::Swiss { rounds } => format!("swiss-{rounds}"),
    }
}

#[cfg(test)]
pub(crate) mod tests;
