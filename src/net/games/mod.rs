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

use super::code::{new_code, normalise};
use super::guesses::Guesses;
use super::log::Log;
use super::seeks::Seeks;
use super::table::AnyTable;
use super::tournaments::Tournaments;
use crate::community::players::{Change, NameError, Player, Players, Rated, Rating, Score};
use crate::community::tournament::Format;
use crate::files::{FileError, read_bounded, write_atomic};
use crate::games::{AnyGame, Ending, Seat, SeatKind};
use crate::record::AnyRecord;
use crate::session::{Clock, ClockSpec, Presence, SeatTag, Waker};
use crate::tui::rooms::{Challenge, Posted, Poster, SeekError, SeekSummary};
use crate::tui::rooms::{CreateError, JoinError, Room, Rooms, Summary};
use crate::tui::rooms::{TournamentError, TournamentSummary};
use crate::tui::{AnyApp, Theme};
use crate::visitor::{Holder, Origin};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How many games a server keeps going at once.
pub const MAX_GAMES: usize = 500;

/// Unfinished games one key may have started and hold at once…
pub const PER_KEY: usize = 4;
/// …and one origin (an address, or an IPv6 network), whatever its keys:
/// keys cost nothing to make.
pub const PER_ORIGIN: usize = 16;

/// How long a game with no move and nobody at it is kept.
pub const UNPLAYED_KEPT: Duration = Duration::from_secs(10 * 60);

/// The largest file of a game a server reads back.
const FILE_LIMIT: usize = 1 << 20;

/// One game on a server (or the one game a host offers).
#[derive(Debug)]
pub struct ServerGame {
    pub code: String,
    pub table: AnyTable,
    /// Shared with the table's rematch hook, which turns it.
    seats: Arc<Mutex<Seats>>,
    /// Where its record is written; `None` when nothing is kept.
    file: Option<PathBuf>,
    /// The computer's seats are played at the host's terminal, not at a
    /// visitor's.
    hosted: bool,
    /// Who started it on this server (not kept across a restart).
    creator: Option<Holder>,
    /// Since when nobody has been at it, as last seen.
    empty_since: Mutex<Option<Instant>>,
    /// The server's players, to name each seat's on the players' panels.
    players: Option<Arc<Players>>,
}

/// Which seats visitors may take, and whose they are.
#[derive(Clone, Debug)]
struct Seats {
    /// Per seat in turn order: visitors may take it.
    open: Vec<bool>,
    /// Per seat: the public key of the visitor who took it, if they had one.
    owners: Vec<Option<String>>,
    /// Per seat: a visitor has sat there since the server started.
    sat: Vec<bool>,
    /// The table's round these seats are those of.
    round: u64,
    /// The game is a rematch: kept across a restart before its first move.
    rematch: bool,
    /// Its games change the ratings of the keyed players at its two seats.
    rated: bool,
    /// A tournament's game: kept until it is played or settled, even
    /// before its first move, and never aborted.
    tournament: bool,
    /// Per seat: the rating before the game just ended, when that game
    /// was rated (the panels show the change); none once it begins again.
    rated_from: Option<[f64; 2]>,
    /// The game's number, kept across a restart (0 until it has one).
    id: u64,
    /// The table's round that number names: a rematch gets a new one.
    numbered: u64,
}

impl Seats {
    /// Follows the players to the table's `round`: with two seats, each
    /// rematch since changed their sides, with their keys and whether
    /// visitors play there. Whether it changed.
    fn follow(&mut self, round: u64) -> bool {
        if round <= self.round {
            return false;
        }
        if self.open.len() == 2 && (round - self.round) % 2 == 1 {
            self.open.swap(0, 1);
            self.owners.swap(0, 1);
            self.sat.swap(0, 1);
        }
        self.round = round;
        self.rematch = true;
        self.rated_from = None;
        true
    }
}

/// What is kept beside a game's record: who owns each seat, and whether the
/// game is a rematch.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
struct Kept {
    owners: Vec<Option<String>>,
    #[serde(default)]
    rematch: bool,
    #[serde(default)]
    rated: bool,
    #[serde(default)]
    tournament: bool,
    /// The game's number (0: none kept, by an earlier version).
    #[serde(default)]
    id: u64,
}

impl Kept {
    /// Read from the file beside the record at `record`; owners written as
    /// a bare list are read too.
    fn read(record: &Path) -> Option<Kept> {
        let bytes = read_bounded(&owners_path(record), FILE_LIMIT).ok()?;
        ron::de::from_bytes::<Kept>(&bytes).ok().or_else(|| {
            let owners = ron::de::from_bytes::<Vec<Option<String>>>(&bytes).ok()?;
            Some(Kept {
                owners,
                rematch: false,
                rated: false,
                tournament: false,
                id: 0,
            })
        })
    }

    /// Writes `seats` beside the record at `record`. A failure only loses
    /// who owned a seat: they come back by code.
    fn write(record: &Path, seats: &Seats) {
        let kept = Kept {
            owners: seats.owners.clone(),
            rematch: seats.rematch,
            rated: seats.rated,
            tournament: seats.tournament,
            id: seats.id,
        };
        let text = ron::to_string(&kept).unwrap_or_default();
        let _ = write_atomic(&owners_path(record), text.as_bytes());
    }
}

/// What a visitor gets at a game.
#[derive(Debug)]
pub struct Place {
    pub app: AnyApp,
    /// The seat taken; `None` when the visitor only watches.
    pub seat: Option<Seat>,
}

impl ServerGame {
    /// A game whose `open` seats visitors take; the others are played by
    /// the host (or by the computer, at the terminal of the first visitor).
    pub fn new(
        code: String,
        table: AnyTable,
        open: Vec<bool>,
        file: Option<PathBuf>,
    ) -> ServerGame {
        let n = table.seats().len();
        let seats = Arc::new(Mutex::new(Seats {
            open,
            owners: vec![None; n],
            sat: vec![false; n],
            round: table.round(),
            rematch: false,
            rated: false,
            tournament: false,
            rated_from: None,
            id: 0,
            numbered: table.round(),
        }));
        // The keys follow their players at once, on disk too, whoever
        // comes next: a restart must find them where the players sit.
        let hook_seats = Arc::clone(&seats);
        let hook_file = file.clone();
        table.on_rematch(Arc::new(move |round| {
            let mut seats = hook_seats.lock().unwrap_or_else(|e| e.into_inner());
            if seats.follow(round)
                && let Some(file) = &hook_file
            {
                Kept::write(file, &seats);
            }
        }));
        ServerGame {
            code,
            table,
            seats,
            file,
            hosted: false,
            creator: None,
            empty_since: Mutex::new(None),
            players: None,
        }
    }

    /// A game hosted at a player's terminal, which plays the computer's
    /// seats: visitors only ever play their own.
    pub fn hosted(mut self) -> ServerGame {
        self.hosted = true;
        self
    }

    /// A number naming the game in lists, which lets one watch, not sit;
    /// a rematch gets a new one.
    pub fn id(&self) -> u64 {
        self.seats().id
    }

    /// Gives the game its number, kept beside its record.
    fn number(&mut self, id: u64) {
        let mut seats = self.seats();
        seats.id = id;
        self.write_kept(&seats);
    }

    /// The game is rated: when one of its games ends between two players
    /// known by their keys, their ratings change.
    pub fn make_rated(&self) {
        let mut seats = self.seats();
        seats.rated = true;
        self.write_kept(&seats);
    }

    /// The game is a tournament's: kept until it is played or settled,
    /// even across a restart before its first move, and never aborted.
    pub fn make_tournaments(&self) {
        let mut seats = self.seats();
        seats.tournament = true;
        self.table.forbid_abort();
        self.write_kept(&seats);
    }

    /// Whether the game is rated.
    pub fn is_rated(&self) -> bool {
        self.seats().rated
    }

    /// Ends the game for a tournament's operator: won by the one player
    /// here when the other is not (not rated: it was not played), drawn
    /// when neither is. A game both are at is left to them. Whether it
    /// ended.
    pub fn settle_absent(&self) -> bool {
        self.settle_without(|p| p == Presence::Here)
    }

    /// Ends a tournament's game whose round began its grace time ago, for
    /// the players who never came to it: won by the one who came when the
    /// other did not (a player who came, even if away now, is never
    /// forfeited), scored a draw when neither came. Whether it ended.
    pub fn forfeit_unseated(&self) -> bool {
        self.settle_without(|p| p != Presence::Empty)
    }

    /// Ends a game of two, unrated (it was not played), for the players
    /// whose presence is not `counts`: won by the other when one does not
    /// count, scored a draw when neither does. A game both count at is
    /// left to them. Whether it ended.
    fn settle_without(&self, counts: impl Fn(Presence) -> bool) -> bool {
        let seats = self.table.seats();
        let present: Vec<bool> = self.table.presence().into_iter().map(counts).collect();
        let ending = match present.as_slice() {
            [true, false] => Ending::Absent(seats[1]),
            [false, true] => Ending::Absent(seats[0]),
            [false, false] => Ending::NeitherCame,
            _ => return false,
        };
        {
            let mut s = self.seats();
            s.rated = false;
            self.write_kept(&s);
        }
        self.table.settle(ending)
    }

    /// The key that owns each seat, in turn order.
    pub fn owners(&self) -> Vec<Option<String>> {
        self.seats().owners.clone()
    }

    /// The key `key` owns `seat` before anyone sits: a game made for two
    /// players who are both known.
    pub fn reserve(&self, seat: Seat, key: &str) {
        let all = self.table.seats();
        let mut seats = self.seats();
        if let Some(i) = all.iter().position(|&s| s == seat) {
            seats.owners[i] = Some(key.to_string());
            self.write_kept(&seats);
        }
    }

    /// When one of the table's games ends, it is logged, rated (when the
    /// game is rated), and told to `then` (a tournament's results).
    fn report_to(&mut self, club: Reporting) {
        self.players = Some(Arc::clone(&club.players));
        // A rematch is a game of its own: after the keys follow their
        // players, it gets a number of its own, and the log says so.
        let hook_seats = Arc::clone(&self.seats);
        let hook_file = self.file.clone();
        let hook_code = self.code.clone();
        let (numbers, log) = (club.numbers.clone(), Arc::clone(&club.log));
        self.table.on_rematch(Arc::new(move |round| {
            let mut seats = hook_seats.lock().unwrap_or_else(|e| e.into_inner());
            // The seats may have followed already (anyone who looked at
            // them since): the number is given once per round all the same.
            seats.follow(round);
            if seats.numbered >= round {
                return;
            }
            seats.numbered = round;
            let before = seats.id;
            seats.id = numbers.take();
            if let Some(file) = &hook_file {
                Kept::write(file, &seats);
            }
            log.event(
                "game.rematch",
                &[
                    ("game", &seats.id),
                    ("code", &hook_code),
                    ("after", &before),
                ],
            );
        }));
        let seats = Arc::clone(&self.seats);
        let code = self.code.clone();
        let kinds = self.table.kinds();
        self.table.on_finish(Arc::new(move |round, game, ended| {
            let (owners, rated, id) = {
                let mut s = seats.lock().unwrap_or_else(|e| e.into_inner());
                s.follow(round);
                (s.owners.clone(), s.rated, s.id)
            };
            let winners = game.winners(ended).unwrap_or_default();
            let named: Vec<String> = winners
                .iter()
                .map(|s| format!("{s:?}").to_lowercase())
                .collect();
            let players = super::log::seat_names(&club.players, game.seats(), &owners, &kinds);
            let won = if named.is_empty() {
                "none".to_string()
            } else {
                named.join(",")
            };
            let (moves, ending) = (game.ply(), ended.map_or("rules", ending_name));
            let mut facts: Vec<(&str, &dyn std::fmt::Display)> =
                vec![("game", &id), ("code", &code)];
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
            club.log.event("game.ended", &facts);
            // A game is rated once every player has moved in it: before
            // that it was not played, however it ended.
            let change = if rated && game.every_seat_moved() {
                rate(&club.players, game, &winners, &owners)
            } else {
                None
            };
            if let Some((_, change)) = change {
                let mut s = seats.lock().unwrap_or_else(|e| e.into_inner());
                s.rated_from = Some(change.before.map(|r| r.rating));
            }
            if let Some((kind, change)) = change {
                let names: Vec<&str> = players.iter().map(|(_, n)| n.as_str()).collect();
                club.log.event(
                    "rated",
                    &[
                        ("game", &id),
                        ("code", &code),
                        ("players", &names.join(",")),
                        ("kind", &format!("{kind:?}").to_lowercase()),
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
            }
            if let Some(then) = club.then.get() {
                then(&code, game, &winners, &owners, ended);
            }
        }));
    }

    /// Who sits where, as of the table's latest game.
    fn seats(&self) -> MutexGuard<'_, Seats> {
        let mut seats = self.seats.lock().unwrap_or_else(|e| e.into_inner());
        if seats.follow(self.table.round()) {
            self.write_kept(&seats);
        }
        seats
    }

    /// Whether `key` owns a seat here.
    pub fn owned_by(&self, key: &str) -> bool {
        self.seats()
            .owners
            .iter()
            .any(|o| o.as_deref() == Some(key))
    }

    /// Seats the computer plays: run at the terminal of whoever takes the
    /// first open seat.
    fn computer_seats(&self) -> Vec<Seat> {
        let seats = self.table.seats();
        self.table
            .kinds()
            .iter()
            .zip(seats)
            .filter(|(k, _)| matches!(k, SeatKind::Computer(_)))
            .map(|(_, s)| s)
            .collect()
    }

    /// Seats a visitor with `key` (if they offered one) and the game's code
    /// sits down: the seat their key owns, else the first open seat no one
    /// has taken, else an open seat whose keyless player is away (the
    /// module's doc says why); with none left they watch. The choice and
    /// the sitting are one step, so that two visitors never share a seat.
    /// `prefer`red seat first, if it is open and free (the visitor who
    /// starts a game chose it).
    pub fn sit(
        &self,
        key: Option<&str>,
        prefer: Option<Seat>,
        theme: Theme,
        wake: Option<Waker>,
    ) -> Place {
        let mut seats = self.seats();
        let presence = self.table.presence();
        let all = self.table.seats();
        let free = |seats: &Seats, i: usize, want: Presence| {
            seats.open[i] && presence[i] == want && seats.owners[i].is_none()
        };
        let own = key.and_then(|k| {
            (0..all.len())
                .find(|&i| seats.owners[i].as_deref() == Some(k) && presence[i] != Presence::Here)
        });
        let preferred = prefer
            .and_then(|p| all.iter().position(|&s| s == p))
            .filter(|&i| {
                seats.open[i]
                    && presence[i] != Presence::Here
                    && seats.owners[i].as_deref().is_none_or(|o| Some(o) == key)
            });
        let chosen = preferred
            .or(own)
            .or_else(|| (0..all.len()).find(|&i| free(&seats, i, Presence::Empty)))
            .or_else(|| (0..all.len()).find(|&i| free(&seats, i, Presence::Away)));
        let Some(i) = chosen else {
            drop(seats);
            return self.watch(theme, wake);
        };
        if let Some(k) = key {
            seats.owners[i] = Some(k.to_string());
        }
        seats.sat[i] = true;
        let first_open = seats.open.iter().position(|&o| o);
        let mut mine = vec![all[i]];
        if first_open == Some(i) && !self.hosted {
            mine.extend(self.computer_seats());
        }
        self.write_kept(&seats);
        // Seated before the seats are let go, so that the next visitor
        // finds this one here; as of the round the seat was chosen in.
        let app = self.table.app_at(&mine, seats.round, theme, wake);
        drop(seats);
        self.tag_seats();
        *self.empty() = None;
        Place {
            app,
            seat: Some(all[i]),
        }
    }

    /// Names each seat's player on the table, as the server knows them:
    /// by key (their name and rating), or a guest who sat there.
    fn tag_seats(&self) {
        let Some(players) = &self.players else { return };
        let kind = Rated::of(&self.table.game());
        let (owners, sat, rated_from) = {
            let seats = self.seats();
            (seats.owners.clone(), seats.sat.clone(), seats.rated_from)
        };
        let seats = self.table.seats().into_iter().zip(owners).zip(sat);
        for (i, ((seat, owner), sat)) in seats.enumerate() {
            let tag = match owner {
                Some(key) => {
                    let player = players.get(&key);
                    Some(SeatTag {
                        keyed: true,
                        name: player.name.clone(),
                        rating: kind.map(|k| {
                            let r = player.rating(k);
                            (r.rating, r.provisional())
                        }),
                        rated_from: rated_from.and_then(|r| r.get(i).copied()),
                    })
                }
                None if sat => Some(SeatTag {
                    keyed: false,
                    name: None,
                    rating: None,
                    rated_from: None,
                }),
                None => None,
            };
            self.table.set_tag(seat, tag);
        }
    }

    /// A screen that only watches.
    pub fn watch(&self, theme: Theme, wake: Option<Waker>) -> Place {
        Place {
            app: self.table.app(&[], theme, wake),
            seat: None,
        }
    }

    fn empty(&self) -> MutexGuard<'_, Option<Instant>> {
        self.empty_since.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Nobody is at the game: no player here, nobody watching.
    fn deserted(&self) -> bool {
        !self.table.presence().contains(&Presence::Here) && self.table.watchers() == 0
    }

    /// Whether the game goes at `now`: it has no move, nobody has been at
    /// it for [`UNPLAYED_KEPT`], and it is not over (a finished game is a
    /// record).
    fn expired(&self, now: Instant) -> bool {
        let mut empty = self.empty();
        let tournaments = self.seats().tournament;
        if tournaments || !self.deserted() || self.table.ply() > 0 || self.table.is_over() {
            *empty = None;
            return false;
        }
        let since = *empty.get_or_insert(now);
        now.saturating_duration_since(since) >= UNPLAYED_KEPT
    }

    /// Whether a new game of its creator's may take its place: nobody is
    /// at it and nobody but the creator ever sat down.
    fn left_alone(&self) -> bool {
        self.deserted()
            && !self.table.is_over()
            && self.seats().sat.iter().filter(|&&s| s).count() <= 1
    }

    /// Keeps who owns which seat beside the game's record.
    fn write_kept(&self, seats: &Seats) {
        if let Some(file) = &self.file {
            Kept::write(file, seats);
        }
    }

    /// Removes the game's files.
    fn remove_files(&self) {
        if let Some(file) = &self.file {
            remove_game_files(file);
        }
    }

    /// The game's join command is `ssh -p PORT CODE@HOST` for visitors who
    /// reach the server at (`host`, `port`).
    pub fn invite_at(&self, host: &str, port: u16) {
        self.table
            .set_invite(crate::net::address::invite(host, port, &self.code));
    }

    /// What a list of games shows of this one: with its code only for a
    /// list of the visitor's own games (`with_code`).
    pub fn summary(&self, with_code: bool) -> Summary {
        let game = self.table.game();
        Summary {
            id: self.id(),
            code: with_code.then(|| self.code.clone()),
            game: game.kind(),
            seats: self.table.seats(),
            kinds: self.table.kinds(),
            presence: self.table.presence(),
            open: self.seats().open.clone(),
            moves: game.ply(),
            watchers: self.table.watchers(),
            clock: self.table.clock().map(|c| c.spec()),
        }
    }
}

/// What a game's end is told to: the server's players (for ratings), its
/// log, and a hook (a tournament's results) with the game's number, the
/// game, its winners and the keys at its seats.
#[derive(Clone)]
struct Reporting {
    players: Arc<Players>,
    log: Arc<Log>,
    then: Arc<std::sync::OnceLock<Ended>>,
    numbers: Numbers,
}

/// Gives games their numbers, never one twice, even across restarts: the
/// next is kept in the server's folder.
#[derive(Clone, Debug)]
struct Numbers {
    next: Arc<AtomicU64>,
    file: Option<PathBuf>,
}

impl Numbers {
    /// A new number, the next kept.
    fn take(&self) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.keep();
        id
    }

    /// Keeps the number the next game gets. A failure is no reason to
    /// refuse a game.
    fn keep(&self) {
        if let Some(file) = &self.file {
            let next = self.next.load(Ordering::Relaxed);
            let _ = write_atomic(file, next.to_string().as_bytes());
        }
    }
}

/// Told of every game on a server that ends: its code, the game, its
/// winners (none for a draw) and the key at each seat.
pub type Ended =
    Arc<dyn Fn(&str, &AnyGame, &[Seat], &[Option<String>], Option<Ending>) + Send + Sync>;

/// How a game ended outside its rules, in a log line.
fn ending_name(ending: crate::games::Ending) -> &'static str {
    match ending {
        crate::games::Ending::Resigned(_) => "resigned",
        crate::games::Ending::Agreed => "agreed",
        crate::games::Ending::Aborted(_) => "aborted",
        crate::games::Ending::NeitherCame => "neither_came",
        crate::games::Ending::OutOfTime(_) => "time",
        crate::games::Ending::Absent(_) => "absent",
    }
}

/// Rates `game`, won by `winners`, between the keys at its two seats
/// (`owners`), when it is of a kind rated and both are known.
fn rate(
    players: &Players,
    game: &AnyGame,
    winners: &[Seat],
    owners: &[Option<String>],
) -> Option<(Rated, Change)> {
    let kind = Rated::of(game)?;
    let [Some(first), Some(second)] = owners else {
        return None;
    };
    let score = Score::of_first(game.seats(), winners);
    Some((kind, players.rate(kind, [first, second], score)?))
}

/// The file in a server's folder with the number of its next game.
const NEXT_ID_FILE: &str = "next-game-id";

/// The number of the next game, as kept in `dir` (1 when none is).
fn read_next_id(dir: &Path) -> u64 {
    read_bounded(&dir.join(NEXT_ID_FILE), 64)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or(1)
        .max(1)
}

fn owners_path(record: &Path) -> PathBuf {
    record.with_extension("owners.ron")
}

/// Removes a game's record and the owners kept beside it.
fn remove_game_files(record: &Path) {
    let _ = std::fs::remove_file(owners_path(record));
    let _ = std::fs::remove_file(record);
}

/// A file of a game the server could not read back; it is left as it is.
#[derive(Debug)]
pub struct Unreadable {
    pub path: PathBuf,
    pub why: String,
}

/// The games of a server, by code.
pub struct Directory {
    dir: Option<PathBuf>,
    games: Mutex<BTreeMap<String, Arc<ServerGame>>>,
    guesses: Guesses,
    next_id: Arc<AtomicU64>,
    players: Arc<Players>,
    log: Arc<Log>,
    ended: Arc<std::sync::OnceLock<Ended>>,
    pub(super) seeks: Seeks,
    pub tournaments: Tournaments,
}

impl std::fmt::Debug for Directory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Directory")
            .field("dir", &self.dir)
            .finish_non_exhaustive()
    }
}

impl Directory {
    /// As [`Directory::open`], telling `log` what happens, with the
    /// tournaments run by the visitor whose key's fingerprint is `admin`.
    pub fn open_logged(
        dir: Option<PathBuf>,
        log: Arc<Log>,
        admin: Option<String>,
    ) -> Result<(Directory, Vec<Unreadable>), FileError> {
        let players = match &dir {
            Some(dir) => {
                std::fs::create_dir_all(dir).map_err(|error| FileError::Io {
                    path: dir.clone(),
                    error,
                })?;
                Players::open(dir)?
            }
            None => Players::in_memory(),
        };
        let tournaments = Tournaments::open(dir.as_ref().map(|d| d.join("tournaments")), admin)?;
        Directory::open_with(dir, Arc::new(players), log, tournaments)
    }

    /// The directory, shared: each game that ends tells its tournament,
    /// if it has one, and its panels show its players' ratings as the
    /// game left them.
    pub fn shared(self) -> Arc<Directory> {
        let games = Arc::new(self);
        // Time passes for the server even with nobody in it: a thread of
        // its own ticks it each second, until it is dropped.
        let ticked = Arc::downgrade(&games);
        let _ = std::thread::Builder::new()
            .name("pasang-games".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(Duration::from_secs(1));
                    let Some(games) = ticked.upgrade() else { break };
                    games.tick(Instant::now());
                }
            });
        let weak = Arc::downgrade(&games);
        games.on_ended(Arc::new(move |code, game, winners, _, ending| {
            if let Some(games) = weak.upgrade() {
                // A game nobody played is scored, not won at the board.
                let forfeit = matches!(ending, Some(Ending::Absent(_) | Ending::NeitherCame));
                let result = (game.seats(), winners, forfeit);
                games.tournaments.ended(&games, code, result);
                if let Some(played) = games.find(code) {
                    played.tag_seats();
                }
            }
        }));
        games
    }

    /// The server's players.
    pub fn players(&self) -> &Arc<Players> {
        &self.players
    }

    /// The server's log.
    pub fn log(&self) -> &Arc<Log> {
        &self.log
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

    /// Every game that ends from now on is told to `hook` too (once; a
    /// second hook is not taken).
    pub fn on_ended(&self, hook: Ended) {
        let _ = self.ended.set(hook);
    }

    fn reporting(&self) -> Reporting {
        Reporting {
            players: Arc::clone(&self.players),
            log: Arc::clone(&self.log),
            then: Arc::clone(&self.ended),
            numbers: Numbers {
                next: Arc::clone(&self.next_id),
                file: self.dir.as_ref().map(|d| d.join(NEXT_ID_FILE)),
            },
        }
    }

    /// The games kept in `dir` (created if missing) that are not finished
    /// and have a move; with `None`, nothing is kept. Files of games with
    /// no move are removed. A game kept under a code of an older, shorter
    /// kind gets a new code (its players come back by key or from their
    /// list of games).
    pub fn open(dir: Option<PathBuf>) -> Result<(Directory, Vec<Unreadable>), FileError> {
        Directory::open_logged(dir, Arc::new(Log::silent()), None)
    }

    fn open_with(
        dir: Option<PathBuf>,
        players: Arc<Players>,
        log: Arc<Log>,
        tournaments: Tournaments,
    ) -> Result<(Directory, Vec<Unreadable>), FileError> {
        let directory = Directory {
            dir: dir.clone(),
            games: Mutex::new(BTreeMap::new()),
            guesses: Guesses::default(),
            next_id: Arc::new(AtomicU64::new(dir.as_deref().map_or(1, read_next_id))),
            players,
            log,
            ended: Arc::default(),
            seeks: Seeks::default(),
            tournaments,
        };
        let mut bad = Vec::new();
        if let Some(dir) = &dir {
            std::fs::create_dir_all(dir).map_err(|error| FileError::Io {
                path: dir.clone(),
                error,
            })?;
            let entries = std::fs::read_dir(dir).map_err(|error| FileError::Io {
                path: dir.clone(),
                error,
            })?;
            let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
            paths.sort();
            let mut games = directory.games();
            for path in paths {
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let Some(code) = name.strip_suffix(".game.ron") else {
                    continue;
                };
                match load(code, &path) {
                    Ok(Loaded::Game(mut game)) => {
                        if normalise(code).as_deref() != Some(code) {
                            match recode(*game, &games, dir, &path) {
                                Ok(g) => *game = g,
                                Err(why) => {
                                    bad.push(Unreadable { path, why });
                                    continue;
                                }
                            }
                        }
                        let id = match game.seats().id {
                            0 => directory.next_id.fetch_add(1, Ordering::Relaxed),
                            id => {
                                directory.next_id.fetch_max(id + 1, Ordering::Relaxed);
                                id
                            }
                        };
                        game.number(id);
                        game.report_to(directory.reporting());
                        games.insert(game.code.clone(), Arc::new(*game));
                    }
                    Ok(Loaded::Unplayed) => remove_game_files(&path),
                    Ok(Loaded::Over) => {}
                    Err(why) => bad.push(Unreadable { path, why }),
                }
            }
        }
        directory.keep_next_id(directory.next_id.load(Ordering::Relaxed));
        Ok((directory, bad))
    }

    /// Keeps the number the next game gets, so that no number names two
    /// games, even across restarts. A failure is no reason to refuse a game.
    fn keep_next_id(&self, next: u64) {
        if let Some(dir) = &self.dir {
            let _ = write_atomic(&dir.join(NEXT_ID_FILE), next.to_string().as_bytes());
        }
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
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.keep_next_id(id + 1);
        game.number(id);
        game.creator = limited.then(|| by.clone());
        game.report_to(self.reporting());
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
    /// go ([`Directory::sweep`]), and a tournament's round whose grace time
    /// is over is settled for the players who never came.
    pub fn tick(&self, now: Instant) {
        self.sweep(now);
        self.tournaments.forfeit_late(self, now);
    }
}

impl Room for ServerGame {
    fn invite_at(&self, host: &str, port: u16) {
        ServerGame::invite_at(self, host, port);
    }

    fn sit(
        &self,
        key: Option<&str>,
        prefer: Option<Seat>,
        theme: Theme,
        wake: Option<Waker>,
    ) -> AnyApp {
        ServerGame::sit(self, key, prefer, theme, wake).app
    }

    fn watch(&self, theme: Theme, wake: Option<Waker>) -> AnyApp {
        ServerGame::watch(self, theme, wake).app
    }
}

impl Rooms for Directory {
    fn create(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
        clock: Option<ClockSpec>,
        by: &Holder,
        now: Instant,
    ) -> Result<Arc<dyn Room>, CreateError> {
        let game = Directory::create(self, game, kinds, clock, by, now)?;
        Ok(game)
    }

    fn join(&self, typed: &str, origin: Origin, now: Instant) -> Result<Arc<dyn Room>, JoinError> {
        let game = Directory::join(self, typed, origin, now)?;
        Ok(game)
    }

    fn by_id(&self, id: u64) -> Option<Arc<dyn Room>> {
        let game = Directory::by_id(self, id)?;
        Some(game)
    }

    fn watch_list(&self) -> Vec<Summary> {
        self.sweep(Instant::now());
        // Without codes: watching must never tell what lets one sit down.
        self.in_progress()
            .iter()
            .map(|g| g.summary(false))
            .collect()
    }

    fn playing(&self) -> usize {
        self.in_progress().len()
    }

    fn own_list(&self, key: &str) -> Vec<Summary> {
        self.sweep(Instant::now());
        self.of_key(key).iter().map(|g| g.summary(true)).collect()
    }

    fn owned(&self, key: &str) -> usize {
        self.of_key(key).len()
    }

    fn post(&self, challenge: Challenge, by: Poster, anyone: bool) -> Result<Posted, SeekError> {
        self.seeks.post(self, challenge, by, anyone, Instant::now())
    }

    fn take(&self, id: u64, by: Poster) -> Result<AnyApp, SeekError> {
        self.seeks.take(self, id, by, Instant::now())
    }

    fn matched(&self, id: u64) -> Option<AnyApp> {
        self.seeks.matched(id)
    }

    fn withdraw(&self, id: u64) {
        self.seeks.withdraw(self, id);
    }

    fn seeks(&self, me: &Holder) -> Vec<SeekSummary> {
        self.seeks.list(self, me)
    }

    fn seek_count(&self) -> usize {
        self.seeks.count()
    }

    fn player(&self, key: &str) -> Player {
        self.players.get(key)
    }

    fn choose_name(&self, by: &Holder, typed: &str) -> Result<String, NameError> {
        let key = by.key.as_deref();
        // A name makes a player kept: new ones are counted per origin
        // (a few a day, and a bounded number in all).
        if let Some(key) = key
            && !self
                .players
                .enlist(key, by.origin, crate::community::players::today())
        {
            return Err(NameError::Full);
        }
        let name = self.players.choose_name(key, typed)?;
        self.log.event(
            "named",
            &[
                ("key", &key.map(super::log::short_key).unwrap_or_default()),
                ("name", &name),
            ],
        );
        Ok(name)
    }

    fn ranked(&self, kind: Rated) -> Vec<(String, Rating)> {
        self.players.ranked(kind)
    }

    fn is_admin(&self, key: Option<&str>) -> bool {
        self.tournaments.is_admin(key)
    }

    fn tournaments(&self) -> Vec<TournamentSummary> {
        self.tournaments
            .list()
            .into_iter()
            .filter_map(|h| summary_of(h, &self.players))
            .collect()
    }

    fn tournament(&self, id: u64) -> Option<TournamentSummary> {
        summary_of(self.tournaments.get(id)?, &self.players)
    }

    fn tournament_count(&self) -> usize {
        self.tournaments.count()
    }

    fn make_tournament(
        &self,
        by: Option<&str>,
        name: String,
        format: Format,
        game: &AnyGame,
        clock: Option<ClockSpec>,
    ) -> Result<u64, TournamentError> {
        self.tournaments.create(self, by, name, format, game, clock)
    }

    fn enter_tournament(
        &self,
        id: u64,
        key: Option<&str>,
        enter: bool,
    ) -> Result<(), TournamentError> {
        self.tournaments.enter(self, id, key, enter)
    }

    fn next_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError> {
        self.tournaments.next_round(self, id, by, Instant::now())
    }

    fn rounds_started(&self) -> u64 {
        self.tournaments.rounds_started()
    }

    fn settle_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError> {
        self.tournaments.settle(self, id, by)
    }

    fn finished_lately(&self) -> Vec<u64> {
        self.tournaments.finished_lately(Instant::now())
    }

    fn waiting(&self, id: u64) -> Vec<crate::tui::rooms::Waiting> {
        self.tournaments.waiting(self, id)
    }

    fn tournament_game(&self, key: &str) -> Option<(String, Arc<dyn Room>)> {
        self.tournaments.game_of(key).into_iter().find_map(|code| {
            let game = self.find(&code)?;
            Some((code, game as Arc<dyn Room>))
        })
    }
}

/// A tournament as the lobby shows it, with its entrants' ratings as
/// `players` has them now; `None` if its game cannot be read.
fn summary_of(h: super::tournaments::Hosted, players: &Players) -> Option<TournamentSummary> {
    let game = h.game()?;
    let kind = Rated::of(&game);
    let ratings = (h.tournament.entrants.iter())
        .map(|e| {
            let now = kind.and_then(|k| players.get(&e.key).ratings.get(&k).copied());
            now.map_or(e.rating, |r| r.rating)
        })
        .collect();
    Some(TournamentSummary {
        ratings,
        id: h.id,
        game: game.kind(),
        seats: game.seats().len(),
        clock: h.clock(),
        tournament: h.tournament,
    })
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

/// A kept game read back.
enum Loaded {
    Game(Box<ServerGame>),
    /// No move was made: nothing to keep.
    Unplayed,
    /// It is over: it stays on disk as a record.
    Over,
}

fn load(code: &str, path: &Path) -> Result<Loaded, String> {
    let bytes = read_bounded(path, FILE_LIMIT).map_err(|e| e.to_string())?;
    let record = AnyRecord::from_ron_bytes(&bytes).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    if game.to_move().is_none() || record.ended().is_some() {
        return Ok(Loaded::Over);
    }
    let kept = Kept::read(path);
    // A rematch agreed is kept before its first move (the finished game it
    // replaced is gone), and so is a tournament's game (its round waits
    // for it).
    if game.ply() == 0 && !kept.as_ref().is_some_and(|k| k.rematch || k.tournament) {
        return Ok(Loaded::Unplayed);
    }
    let seating = record.players().map_err(|e| e.to_string())?;
    let seats = game.seats().to_vec();
    let kinds: Vec<SeatKind> = seats
        .iter()
        .map(|&s| {
            seating
                .as_deref()
                .and_then(|p| crate::record::player_at(p, s))
                .unwrap_or(SeatKind::Human)
        })
        .collect();
    let open = kinds.iter().map(|k| *k == SeatKind::Human).collect();
    // The clock runs on from here for the seat to move, with the times
    // the record kept.
    let clock = record.clock().and_then(|c| Clock::from_record(c, &seats));
    let table = AnyTable::new(game, kinds);
    table.set_clock(clock);
    table.save_to(path.to_path_buf());
    let served = ServerGame::new(code.to_string(), table, open, Some(path.to_path_buf()));
    if let Some(kept) = kept {
        let mut seats = served.seats();
        for (slot, owner) in seats.owners.iter_mut().zip(kept.owners) {
            *slot = owner;
        }
        seats.rematch = kept.rematch;
        seats.rated = kept.rated;
        seats.tournament = kept.tournament;
        if kept.tournament {
            served.table.forbid_abort();
        }
        seats.id = kept.id;
    }
    // Seats taken before the restart (by a key, or by whoever moved
    // there) are away, not empty: the seat to move's time runs on.
    let game = served.table.game();
    let owners = served.owners();
    // (Before the first move nobody's time runs, and a tournament's game
    // tells who never came by the seats nobody took.)
    let owned = seats.iter().zip(&owners).filter(|(_, o)| o.is_some());
    let taken: Vec<Seat> = (0..game.ply())
        .filter_map(|i| game.to_move_at(i))
        .chain(owned.map(|(s, _)| *s).filter(|_| game.ply() > 0))
        .collect();
    served.table.mark_away(&taken);
    Ok(Loaded::Game(Box::new(served)))
}

/// A game kept under a code of an older kind in the file `old`, moved to
/// a new code: its files are renamed (the record first, so that a failure
/// leaves a game that is read again as it was). The error is said in the
/// language of the moment, for the server's operator.
fn recode(
    game: ServerGame,
    games: &BTreeMap<String, Arc<ServerGame>>,
    dir: &Path,
    old: &Path,
) -> Result<ServerGame, String> {
    let code = loop {
        let code = new_code();
        if !games.contains_key(&code) && !dir.join(format!("{code}.game.ron")).exists() {
            break code;
        }
    };
    let new = dir.join(format!("{code}.game.ron"));
    std::fs::rename(old, &new).map_err(|e| crate::messages::files::io_problem(&e))?;
    let _ = std::fs::rename(owners_path(old), owners_path(&new));
    let seats = game.seats().clone();
    let table = game.table;
    table.save_to(new.clone());
    let moved = ServerGame::new(code, table, seats.open.clone(), Some(new));
    {
        let mut kept = moved.seats();
        kept.owners = seats.owners;
        kept.rematch = seats.rematch;
        kept.rated = seats.rated;
        kept.tournament = seats.tournament;
        if seats.tournament {
            moved.table.forbid_abort();
        }
    }
    Ok(moved)
}

#[cfg(test)]
mod tests;
