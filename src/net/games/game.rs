//! One game on a server: its table, who may sit at each seat and whose it
//! is, how visitors sit and watch, and when it goes.

use super::seats::{Kept, Seats, remove_game_files};
use super::{Directory, GameEnded, UNPLAYED_KEPT};
use crate::community::players::{Players, Rated};
use crate::games::{Ending, Seat, SeatKind};
use crate::net::table::AnyTable;
use crate::session::{Presence, SeatTag, Waker};
use crate::tui::rooms::Summary;
use crate::tui::{AnyApp, Theme};
use crate::visitor::Holder;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

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
    pub(super) creator: Option<Holder>,
    /// Since when nobody has been at it, as last seen.
    empty_since: Mutex<Option<Instant>>,
    /// The server's players, to name each seat's on the players' panels.
    players: Option<Arc<Players>>,
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
    pub(super) fn number(&mut self, id: u64) {
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

    /// Whether the game is a tournament's.
    pub fn is_tournaments(&self) -> bool {
        self.seats().tournament
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

    /// Tells `directory` of each of the table's games that ends, as a
    /// [`GameEnded`], and gives each rematch a number of its own.
    pub(super) fn report_to(&mut self, directory: &Directory) {
        self.players = Some(Arc::clone(directory.players()));
        // A rematch is a game of its own: after the keys follow their
        // players, it gets a number of its own, and the log says so.
        let hook_seats = Arc::clone(&self.seats);
        let hook_file = self.file.clone();
        let hook_code = self.code.clone();
        let (numbers, log) = (directory.numbers.clone(), Arc::clone(directory.log()));
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
        let directory = directory.me.clone();
        self.table.on_finish(Arc::new(move |round, game, ending| {
            let (owners, rated, id) = {
                let mut s = seats.lock().unwrap_or_else(|e| e.into_inner());
                s.follow(round);
                (s.owners.clone(), s.rated, s.id)
            };
            let Some(directory) = directory.upgrade() else {
                return;
            };
            let ended = GameEnded {
                id,
                code: code.clone(),
                game: game.clone(),
                ending,
                kinds: kinds.clone(),
                owners,
                rated,
                at: super::ended::now_utc(),
            };
            if let Some(change) = directory.ended(&ended) {
                let mut s = seats.lock().unwrap_or_else(|e| e.into_inner());
                s.rated_from = Some(change.before.map(|r| r.rating));
            }
            // The panels show the players' ratings as the game left them.
            if let Some(played) = directory.find(&code) {
                played.tag_seats();
            }
        }));
    }

    /// Who sits where, as of the table's latest game.
    pub(super) fn seats(&self) -> MutexGuard<'_, Seats> {
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
            return self.watch(key, theme, wake);
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
        // A visitor's terminal rings for their turn from the start; the
        // settings (`S`) turn it off.
        let app = (self.table.app_at(&mine, seats.round, theme, wake)).with_bell(true);
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
    pub(super) fn tag_seats(&self) {
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

    /// A screen that only watches, for a visitor with `key` (if they
    /// offered one): its chat lines are signed with their name.
    pub fn watch(&self, key: Option<&str>, theme: Theme, wake: Option<Waker>) -> Place {
        let name = (self.players.as_ref()).and_then(|p| key.and_then(|k| p.name(k)));
        Place {
            app: self.table.watching_app(name.as_deref(), theme, wake),
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
    pub(super) fn expired(&self, now: Instant) -> bool {
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
    pub(super) fn left_alone(&self) -> bool {
        self.deserted()
            && !self.table.is_over()
            && self.seats().sat.iter().filter(|&&s| s).count() <= 1
    }

    /// Keeps who owns which seat beside the game's record.
    pub(super) fn write_kept(&self, seats: &Seats) {
        if let Some(file) = &self.file {
            Kept::write(file, seats);
        }
    }

    /// Removes the game's files.
    pub(super) fn remove_files(&self) {
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
            tags: self.table.tags(),
            open: self.seats().open.clone(),
            moves: game.ply(),
            watchers: self.table.watchers(),
            clock: self.table.clock().map(|c| c.spec()),
        }
    }
}
