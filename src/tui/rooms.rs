//! What the lobby needs of a server's games: to start one, to find one by
//! a typed code or by its number in a list, the lists themselves, and a
//! seat or a view at a game once found. The server's games provide it;
//! the lobby knows them only through it.

use super::{AnyApp, Theme};
use crate::community::players::{NameError, Rated, Rating};
use crate::community::tournament::{Format, PairError, RegisterError, Tournament};
use crate::files::FileError;
use crate::games::{AnyGame, GameKind, Seat, SeatKind};
use crate::session::{ClockSpec, Presence, Waker};
use crate::visitor::{Holder, Origin};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A server as the lobby uses it: its games, open challenges, players,
/// who is here, and tournaments, each a part of its own.
pub trait Rooms: GameRooms + Challenges + Members + Gathering + TournamentDesk {}

impl<T: GameRooms + Challenges + Members + Gathering + TournamentDesk> Rooms for T {}

/// Every part of [`Rooms`], for a `use` that calls them all.
pub mod parts {
    pub use super::{
        Challenges as _, GameRooms as _, Gathering as _, Members as _, TournamentDesk as _,
    };
}

/// A server's games: to start one, find one, and list them.
pub trait GameRooms: Send + Sync {
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

/// A server's open challenges.
pub trait Challenges: Send + Sync {
    /// Posts an open challenge for `game` (no move played) on `clock`,
    /// `rated` or casual, its poster in `seat`; with `anyone`, starts at
    /// once against the open challenge for the same game whose poster is
    /// rated closest, if there is one.
    fn post(&self, challenge: Challenge, by: Poster, anyone: bool) -> Result<Posted, SeekError>;

    /// Takes the open challenge `id`: the game starts for both.
    fn take(&self, id: u64, by: Poster) -> Result<AnyApp, SeekError>;

    /// The poster's screen of their challenge `id`, once it was taken.
    fn matched(&self, id: u64) -> Option<AnyApp>;

    /// Withdraws the challenge `id`.
    fn withdraw(&self, id: u64);

    /// The open challenges, oldest first, as the visitor `me` sees them.
    fn seeks(&self, me: &Holder) -> Vec<SeekSummary>;

    /// How many challenges are open.
    fn seek_count(&self) -> usize;
}

/// Who is on a server now, and challenges addressed to one of them by
/// name.
pub trait Gathering: Send + Sync {
    /// The visitors here now as `me` sees them (never a key or a code),
    /// each named player once, with their rating for `kind` if given.
    fn here(&self, me: &Holder, kind: Option<Rated>) -> Vec<Present>;

    /// How many visitors are here now (drawn on every frame: cheap).
    fn here_count(&self) -> usize;

    /// Challenges the player named `name`, who is in the lobby, to
    /// `challenge`: they alone see it, and answer within a minute.
    fn challenge(&self, name: &str, challenge: Challenge, by: Poster) -> Result<u64, SeekError>;

    /// The challenge by name waiting for `me` to answer, if there is one.
    fn asked(&self, me: &Holder) -> Option<SeekSummary>;

    /// A count that changes whenever a challenge by name is made or ends
    /// (read on every tick: cheap).
    fn asked_changes(&self) -> u64;

    /// `by` answers the challenge by name `id` addressed to them: yes
    /// starts the game for both (their screen of it), no declines it.
    fn answer(&self, id: u64, by: Poster, yes: bool) -> Result<Option<AnyApp>, SeekError>;

    /// Why the challenge by name `id` ended without a game, once it did
    /// (told once).
    fn unmet(&self, id: u64) -> Option<Unmet>;
}

/// What a visitor here is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Doing {
    InLobby,
    Playing,
    Watching,
    /// Stepping through a finished game (a replay, or its review).
    Replaying,
}

/// A visitor here, as the list of who is here shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct Present {
    /// Their name, if they chose one.
    pub name: Option<String>,
    /// They are known by a key (not a guest).
    pub keyed: bool,
    /// Their rating for the kind of game asked, if they have a key.
    pub rating: Option<Rating>,
    pub doing: Doing,
    /// It is the visitor who looks.
    pub me: bool,
}

/// Why a challenge by name ended without a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmet {
    Declined,
    /// No answer in time.
    Expired,
    /// The player went to a game.
    Busy,
    /// The player left the server.
    Away,
}

/// A server's players.
pub trait Members: Send + Sync {
    /// The player with `key`: their name and ratings.
    fn player(&self, key: &str) -> crate::community::players::Player;

    /// The visitor `by` takes `typed` as their name, once.
    fn choose_name(&self, by: &Holder, typed: &str) -> Result<String, NameError>;

    /// The named players with their rating for `kind`, best first.
    fn ranked(&self, kind: Rated) -> Vec<(String, Rating)>;

    /// The page of the player named `name`, if there is one.
    fn page(&self, name: &str) -> Option<PlayerPage>;

    /// A replay of the finished game numbered `id`, if the server has it.
    fn replay(&self, id: u64, theme: Theme) -> Option<AnyApp>;
}

/// A player's page: their name, their ratings and how each went, and
/// their latest finished games.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerPage {
    pub name: String,
    /// Each kind of game they are rated in: the rating now, and the rating
    /// after each of their rated games of that kind, the first rated game
    /// first (the rating they started from before it).
    pub ratings: Vec<(Rated, Rating, Vec<f64>)>,
    /// Their latest games, the latest first.
    pub games: Vec<PageGame>,
    /// How their games went against each named player they met, the one
    /// they met most first.
    pub against: Vec<Against>,
}

/// How a player's games went against one other player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Against {
    pub name: String,
    pub won: u32,
    /// Drawn, or the win shared.
    pub shared: u32,
    pub lost: u32,
}

/// A finished game on a player's page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageGame {
    /// The server's number for it.
    pub id: u64,
    pub game: GameKind,
    /// How many played.
    pub players: usize,
    /// The others who played it, by name (`None`: a guest or unnamed).
    pub others: Vec<Option<String>>,
    pub result: PageResult,
    /// The player's rating before the game and after it, if it was rated.
    pub rated: Option<(f64, f64)>,
}

/// How a game on a player's page went for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageResult {
    Won,
    /// The win shared with others, or a draw.
    Shared,
    Lost,
    /// Called off: no one won or lost.
    NoResult,
}

/// A server's tournaments, as its operator and its players see them.
pub trait TournamentDesk: Send + Sync {
    /// Whether `key` is the server's operator's, who makes tournaments.
    fn is_admin(&self, key: Option<&str>) -> bool;

    /// The server's tournaments, oldest first: each one's number, the game
    /// its pairings play (a game of which kind, on which clock), and the
    /// tournament.
    fn tournaments(&self) -> Vec<TournamentSummary>;

    /// The tournament `id`.
    fn tournament(&self, id: u64) -> Option<TournamentSummary>;

    /// How many tournaments the server keeps (drawn on every frame of
    /// the lobby: cheap).
    fn tournament_count(&self) -> usize;

    /// The operator `by` makes a tournament.
    fn make_tournament(
        &self,
        by: Option<&str>,
        name: String,
        format: Format,
        game: &AnyGame,
        clock: Option<ClockSpec>,
    ) -> Result<u64, TournamentError>;

    /// The player with `key` enters tournament `id`, or leaves it.
    fn enter_tournament(
        &self,
        id: u64,
        key: Option<&str>,
        enter: bool,
    ) -> Result<(), TournamentError>;

    /// The operator `by` pairs and starts the next round of tournament
    /// `id`: its number, counted from 1.
    fn next_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError>;

    /// The operator `by` ends the current round's games of tournament `id`
    /// that a player did not come to; how many.
    fn settle_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError>;

    /// The tournaments whose last result came in lately (read on every
    /// tick: cheap), by number: their end is told to their entrants.
    fn finished_lately(&self) -> Vec<u64>;

    /// The current round's games of tournament `id` that have no result
    /// yet, with who is at them: what the operator settles.
    fn waiting(&self, id: u64) -> Vec<Waiting>;

    /// How many tournament rounds were started since the server started:
    /// a new one may have a game for a visitor (read on every tick:
    /// cheap).
    fn rounds_started(&self) -> u64;

    /// The unfinished game of a tournament's round where `key` plays, by
    /// its code, if there is one.
    fn tournament_game(&self, key: &str) -> Option<(String, Arc<dyn Room>)>;
}

/// A tournament as the lobby shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSummary {
    pub id: u64,
    pub game: GameKind,
    pub seats: usize,
    pub clock: Option<ClockSpec>,
    pub tournament: Tournament,
    /// Each entrant's rating for the game now (the tournament keeps the
    /// one they entered with), in the order they entered.
    pub ratings: Vec<f64>,
}

/// A finished tournament as its entrants are told: its name, those who
/// share first place, and their points (in half points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentOver {
    pub name: String,
    pub winners: Vec<String>,
    pub points: u32,
}

impl TournamentSummary {
    /// The round (counted from 1) being played in which the entrant with
    /// `key` has the bye, if they do.
    pub fn bye_for(&self, key: &str) -> Option<usize> {
        let t = &self.tournament;
        let me = t.of_key(key)?;
        let round = t.rounds.len().checked_sub(1)?;
        (t.rounds[round].bye == Some(me) && !t.round_done()).then_some(round + 1)
    }

    /// How the tournament ended, for the entrant with `key`; `None` while
    /// it goes on, or for one who did not play in it.
    pub fn over_for(&self, key: &str) -> Option<TournamentOver> {
        let t = &self.tournament;
        if !t.is_finished() || t.of_key(key).is_none() {
            return None;
        }
        let standings = t.standings();
        let winners = (standings.iter())
            .filter(|s| s.place == 1)
            .filter_map(|s| t.entrants.get(s.entrant))
            .map(|e| e.name.clone())
            .collect();
        Some(TournamentOver {
            name: t.name.clone(),
            winners,
            points: standings.first().map_or(0, |s| s.points),
        })
    }
}

/// A tournament's game without a result yet, and whether each of its
/// players is here, away, or never came ([`Presence::Empty`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// The board, from 0, in the round's pairings.
    pub board: usize,
    pub south: Presence,
    pub north: Presence,
}

/// Why a tournament could not be made or changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Only the server's operator makes tournaments and starts rounds.
    NotAdmin,
    /// No tournament has that number.
    NoSuch,
    /// Tournaments are for games of two of a kind rated.
    NotRated,
    /// Only a visitor with a key and a name enters.
    NoName,
    /// The server keeps as many tournaments as it may.
    Full,
    Register(RegisterError),
    Pair(PairError),
    /// A round's games could not be made.
    Games,
}

/// A challenge as the lobby posts it.
#[derive(Clone, Debug)]
pub struct Challenge {
    /// The game, with no move played.
    pub game: AnyGame,
    pub clock: Option<ClockSpec>,
    pub rated: bool,
    /// The poster's seat.
    pub seat: Seat,
}

/// Who posts or takes a challenge, and how to bring their screen to the
/// game.
#[derive(Clone)]
pub struct Poster {
    pub holder: Holder,
    pub theme: Theme,
    pub wake: Option<Waker>,
}

/// A challenge posted.
pub enum Posted {
    /// It waits for someone to take it.
    Waiting(u64),
    /// Someone's was taken at once ("play anyone"): the game.
    Started(Box<AnyApp>),
}

/// Why a challenge could not be posted or taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeekError {
    /// It was taken or withdrawn meanwhile.
    Gone,
    /// It is the visitor's own.
    Own,
    /// Open challenges are for games of two.
    NotTwo,
    /// A rated game needs a key on both sides, and a game of a kind rated.
    Unrated,
    /// The visitor's origin brought as many new players to rated play
    /// today as one may.
    NewToday { limit: usize },
    /// The server holds as many challenges or games as it may.
    Full,
    /// The poster holds as many unfinished games as one may.
    TooMany { limit: usize },
    /// The game could not be kept on disk.
    NotKept,
    /// No player here has that name (or they left).
    Away,
    /// The player is in a game, or waits for an answer to a challenge of
    /// their own.
    Busy,
    /// The player has a challenge to answer already.
    Asked,
    /// The visitor waits for the answer to a challenge by name already.
    Calling,
    /// The visitor, or another from their address, challenged that player
    /// lately: the next challenge to them in this many seconds.
    Paced { seconds: u64 },
}

/// An open challenge as the lobby lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SeekSummary {
    pub id: u64,
    /// The poster's name, if they chose one.
    pub name: Option<String>,
    /// The poster is known by a key (not a guest).
    pub keyed: bool,
    /// The poster's rating for the game, when it is of a kind rated.
    pub rating: Option<Rating>,
    pub game: GameKind,
    pub seats: Vec<Seat>,
    pub rules: crate::games::AnyRules,
    pub clock: Option<ClockSpec>,
    pub rated: bool,
    /// The poster's seat.
    pub seat: Seat,
    /// It is the visitor's own.
    pub mine: bool,
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

    /// A screen that only watches, for a visitor with `key` (if they
    /// offered one).
    fn watch(&self, key: Option<&str>, theme: Theme, wake: Option<Waker>) -> AnyApp;
}

/// A game as a list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub id: u64,
    /// The join code: only in a list of the visitor's own games.
    pub code: Option<String>,
    pub game: GameKind,
    pub seats: Vec<Seat>,
    pub kinds: Vec<SeatKind>,
    pub presence: Vec<Presence>,
    /// Who plays each seat, as the server knows them (name and rating).
    pub tags: Vec<Option<crate::session::SeatTag>>,
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
