//! The lobby of `pasang serve`: what a visitor sees first. They start a
//! game (which game, pattern, rules or opening, clock, seat, against other
//! visitors or the computer) and get its join code, join a game by its
//! code, watch one in progress, or go back to an unfinished game of
//! theirs. Choosing a game hands the screen over to that game's app.
//!
//! The lobby is made of parts, each owning its state, its keys (a table of
//! [`crate::tui::lobby::keys`]) and what its actions do:
//!
//! - `menu`: the rows, and the new game's choices they change ([`choice`]);
//! - `line`: a line being typed (a join code, a name, a tournament's name);
//! - `lists`: the lists to take a line from (games to watch or go back
//!   to, open challenges, players by rating, tournaments);
//! - `here`: who is here, and challenges by name to and from them;
//! - `tournament`: one tournament, and settling its round;
//! - `desk`: what they share, the server and the visitor, and what they
//!   do there.
//!
//! This module routes: a key is turned into an action by the table of the
//! part shown, and the action is handed to that part.

use super::rooms::{Rooms, SeekError, SeekSummary, TournamentError, TournamentSummary};
use super::rooms::{Unmet, Waiting};
use super::{AnyApp, TerminalApp, Theme};
use crate::community::players::{NameError, Player};
use crate::session::Waker;
use crate::tui::keys::{Binding, Key, find};
use crate::visitor::Holder;
use keys::{self as table, Lobby};
use ratatui::crossterm::event::{Event, KeyEventKind};
use ratatui::layout::Rect;
use std::sync::Arc;

mod choice;
mod desk;
mod here;
pub mod keys;
mod line;
mod lists;
mod menu;
mod tournament;
pub(crate) mod view;
pub mod words;

pub use choice::{Choice, InLobby, Kind, Opponents, Row, RuleRow, step_choice};
use desk::Desk;
pub use desk::{Calling, WRONG_CODES};
pub use here::HereList;
pub use line::{Line, Prompt};
pub use lists::{Games, Pick, PlayerView, Players};
pub use menu::Menu;

/// The tournament shown, by its id, and the games the operator is asked
/// to settle while they are asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub id: u64,
    /// The games of the round being played that the operator is asked
    /// whether to settle, seeing who is at them.
    pub settle: Option<Vec<Waiting>>,
}

impl Standing {
    /// Tournament `id`'s standings.
    pub fn new(id: u64) -> Standing {
        Standing { id, settle: None }
    }
}

/// What the lobby shows over its rows, if anything: the part that takes
/// the keys.
#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    /// The rows themselves.
    Menu,
    /// A line being typed.
    Line(Line),
    /// Games to choose from: to watch, or the visitor's own to go back to.
    Games(Games),
    /// Open challenges to choose from.
    Seeks(Pick<super::rooms::SeekSummary>),
    /// The server's players by their rating for a kind of game, best
    /// first.
    Players(Players),
    /// A player's page, opened from the list of players or of who is
    /// here.
    Player(PlayerView),
    /// Who is on the server now.
    Here(HereList),
    /// The server's tournaments to choose from.
    Tournaments(Pick<TournamentSummary>),
    /// One tournament: its standings, to enter or leave it, and for the
    /// operator to start its next round or settle the one being played.
    Tournament(Standing),
    /// The visitor is asked whether to leave the server.
    Leaving,
}

/// What the lobby tells the visitor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A player's page has no game marked to replay, or the server no
    /// longer holds its record.
    NoReplay,
    /// How to save the finished game numbered `id` as a file: the
    /// command to type, on the visitor's own machine, to a server reached
    /// at `reach` (host, port).
    Save {
        id: u64,
        reach: (String, u16),
    },
    NotACode(String),
    NoSuchGame(String),
    /// Too many wrong codes from the visitor's address lately: the next in
    /// this many seconds.
    Wait(u64),
    /// This visit typed [`WRONG_CODES`] wrong codes: no more.
    NoMoreCodes,
    Full,
    /// The visitor holds as many unfinished games as one may.
    TooMany(usize),
    /// The game could not be kept on disk.
    NotKept,
    NoneToWatch,
    NoneOfYours,
    Language,
    /// A challenge could not be posted or taken.
    Seek(SeekError),
    /// The visitor's challenge waits for someone to take it.
    Posted,
    /// The visitor withdrew their challenge.
    Withdrawn,
    NoSeeks,
    /// A name was refused.
    Name(NameError),
    /// The visitor took this name.
    Named(String),
    /// A tournament could not be made, entered, left or paired.
    Tournament(TournamentError),
    /// The visitor has the bye in round `round` (from 1) of the
    /// tournament `name`: a win without a game.
    Bye {
        name: String,
        round: usize,
    },
    /// A tournament the visitor played in is over.
    Over(crate::tui::rooms::TournamentOver),
    /// The visitor entered a tournament (true) or left it.
    Entered(bool),
    /// A round, counted from 1, was started.
    RoundStarted(usize),
    /// This many games nobody played were ended by the operator.
    Settled(usize),
    NoTournaments,
    /// Only a player with a name has a page, and is challenged by name.
    Unnamed,
    /// The visitor declined the challenge of the player named (of a
    /// player without a name).
    Declined(Option<String>),
    /// The visitor's challenge to the player named ended without a game.
    Unmet(Unmet, String),
    /// The challenge by name to the visitor from this player (if named)
    /// went before they answered: withdrawn, or lapsed.
    AskedGone(Option<String>),
}

impl Note {
    /// Held back for `wait`, said in whole seconds, rounded up.
    pub fn wait(wait: std::time::Duration) -> Note {
        Note::Wait(wait.as_secs_f64().ceil() as u64)
    }
}

/// The lobby screen.
pub struct LobbyApp {
    desk: Desk,
    menu: Menu,
    mode: Mode,
    /// The keys of the part shown are listed over it.
    help: bool,
}

impl std::fmt::Debug for LobbyApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LobbyApp")
            .field("menu", &self.menu)
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

impl LobbyApp {
    /// The lobby of `games` for a visitor known as `holder` (by key, if
    /// they offered one, and address), reached at `reach` (host, port).
    pub fn new(
        games: Arc<impl Rooms + 'static>,
        holder: Holder,
        theme: Theme,
        wake: Option<Waker>,
        reach: (String, u16),
    ) -> LobbyApp {
        let desk = Desk::new(games, holder, theme, wake, reach);
        // Challenges are rated by default for a visitor with a key: a
        // guest plays casual games only.
        let menu = Menu::new(desk.holder.key.is_some());
        LobbyApp {
            desk,
            menu,
            mode: Mode::Menu,
            help: false,
        }
    }

    /// The lobby keeping the language its visitor chooses at `place`
    /// (the server's, for a visitor with a key).
    pub fn with_settings_at(mut self, place: Option<crate::settings::Place>) -> LobbyApp {
        self.desk.settings = place;
        self
    }

    /// The lobby showing `note` first (why a code given on the way in
    /// was not looked at).
    pub fn told(mut self, note: Option<Note>) -> LobbyApp {
        self.desk.note = note;
        self
    }

    /// The tournament shown, if one is.
    pub fn tournament(&self) -> Option<TournamentSummary> {
        match &self.mode {
            Mode::Tournament(s) => self.desk.games.tournament(s.id),
            _ => None,
        }
    }

    /// The games the operator is asked to settle, while they are asked.
    pub fn waiting(&self) -> Option<&[Waiting]> {
        match &self.mode {
            Mode::Tournament(s) => s.settle.as_deref(),
            _ => None,
        }
    }

    /// How many tournaments the server keeps.
    pub fn tournament_count(&self) -> usize {
        self.desk.games.tournament_count()
    }

    /// The visitor's key, if they came with one.
    pub fn key(&self) -> Option<&str> {
        self.desk.holder.key.as_deref()
    }

    /// Whether the visitor is the server's operator.
    pub fn is_admin(&self) -> bool {
        self.desk.admin
    }

    pub fn theme(&self) -> Theme {
        self.desk.theme
    }
    pub fn row(&self) -> Row {
        self.menu.row()
    }
    pub fn choice(&self) -> Choice {
        self.menu.choice()
    }
    /// The rows shown for the game chosen, top to bottom: a new
    /// tournament's for the server's operator only.
    pub fn rows(&self) -> impl Iterator<Item = Row> + '_ {
        self.menu.rows(self.desk.admin)
    }
    pub fn mode(&self) -> &Mode {
        &self.mode
    }
    pub fn note(&self) -> Option<&Note> {
        self.desk.note.as_ref()
    }
    /// Whether the keys of the part shown are listed over it.
    pub fn shows_help(&self) -> bool {
        self.help
    }
    /// Unfinished games of this visitor.
    pub fn mine(&self) -> usize {
        self.key().map_or(0, |k| self.desk.games.owned(k))
    }
    /// Games being played now.
    pub fn in_progress(&self) -> usize {
        self.desk.games.playing()
    }
    /// Open challenges on the server.
    pub fn seek_count(&self) -> usize {
        self.desk.games.seek_count()
    }
    /// Whether the visitor's challenge is open.
    pub fn seeking(&self) -> bool {
        self.desk.seeking.is_some()
    }
    /// The visitor as the server knows them: `None` for a guest.
    pub fn me(&self) -> Option<Player> {
        self.desk.me()
    }
    /// How many visitors are on the server now.
    pub fn here_count(&self) -> usize {
        self.desk.games.here_count()
    }
    /// The challenge by name to the visitor, waiting for their answer.
    pub fn asked(&self) -> Option<&SeekSummary> {
        self.desk.asked.as_ref()
    }
    /// The visitor's challenge by name, waiting for its answer.
    pub fn calling(&self) -> Option<&Calling> {
        self.desk.calling.as_ref()
    }

    /// Joins the game with a typed code.
    pub fn join_code(&mut self, typed: &str) {
        self.desk.join_code(typed);
    }

    /// The keys the lobby takes now, from the one key table (the help's,
    /// while it is shown): input and the key bar are made from it.
    pub fn keys(&self) -> &'static [Binding<Lobby>] {
        if self.help {
            table::LOBBY_HELP
        } else {
            self.part_keys()
        }
    }

    /// The keys of the part shown (its help lists them): a challenge by
    /// name waiting for an answer is shown over the rest.
    pub fn part_keys(&self) -> &'static [Binding<Lobby>] {
        if self.desk.asked.is_some() {
            return table::ASKED;
        }
        if self.desk.calling.is_some() {
            return table::CALLING;
        }
        match &self.mode {
            Mode::Menu => table::MENU,
            Mode::Line(line) => line.keys(),
            Mode::Games(games) => games.keys(),
            Mode::Seeks(_) => table::SEEKS,
            Mode::Players(_) => table::PLAYERS,
            Mode::Player(_) => table::PLAYER,
            Mode::Here(_) => table::HERE,
            Mode::Tournaments(_) => table::TOURNAMENTS,
            Mode::Tournament(s) => s.keys(&self.desk),
            Mode::Leaving => table::LEAVING,
        }
    }

    /// The action a key asks for in the part shown: its table's, or on a
    /// line being typed the character it types.
    pub fn action(&self, key: Key) -> Option<Lobby> {
        let found = find(self.keys(), key);
        match &self.mode {
            Mode::Line(_) if !self.help => found.or_else(|| key.typed().map(Lobby::Char)),
            _ => found,
        }
    }

    /// Does `action`: the help is closed by any key, and leaving is the
    /// same everywhere; the rest is the part shown's.
    fn apply(&mut self, action: Lobby) {
        match action {
            Lobby::Leave => return self.desk.running = false,
            Lobby::Help => return self.help = true,
            _ => {}
        }
        let desk = &mut self.desk;
        // A challenge by name waiting for an answer takes the keys.
        if desk.asked.is_some() {
            if let Lobby::Yes | Lobby::No = action {
                desk.answer(action == Lobby::Yes);
                self.mode = Mode::Menu;
            }
            return;
        }
        if desk.calling.is_some() {
            if action == Lobby::Withdraw {
                desk.withdraw_call();
            }
            return;
        }
        self.mode = match std::mem::replace(&mut self.mode, Mode::Menu) {
            Mode::Menu => self.menu.apply(action, desk),
            Mode::Line(line) => line.apply(action, desk, self.menu.choice()),
            Mode::Games(games) => games.apply(action, desk),
            Mode::Seeks(seeks) => lists::on_seeks(seeks, action, desk),
            Mode::Players(players) => players.apply(action, desk),
            Mode::Player(page) => page.apply(action, desk),
            Mode::Here(here) => here.apply(action, desk, self.menu.choice()),
            Mode::Tournaments(list) => lists::on_tournaments(list, action, desk),
            Mode::Tournament(standing) => standing.apply(action, desk),
            Mode::Leaving => menu::leaving(action, desk),
        };
    }
}

impl LobbyApp {
    /// Withdraws the visitor's open challenge and challenge by name.
    fn withdraw_all(&mut self) {
        if let Some(id) = self.desk.seeking.take() {
            self.desk.games.withdraw(id);
        }
        if let Some(call) = self.desk.calling.take() {
            self.desk.games.withdraw(call.id);
        }
    }
}

impl Drop for LobbyApp {
    /// A visitor who leaves the lobby withdraws their challenges.
    fn drop(&mut self) {
        self.withdraw_all();
    }
}

impl TerminalApp for LobbyApp {
    fn tick(&mut self) {
        self.desk.tick();
    }

    fn draw(&self, frame: &mut ratatui::Frame) {
        view::draw(self, frame);
    }

    fn handle(&mut self, event: &Event, _area: Rect) {
        let Event::Key(key) = event else { return };
        if key.kind == KeyEventKind::Release {
            return;
        }
        let key = Key::of(*key);
        let action = self.action(key);
        if self.help {
            // Any key closes the help; Ctrl-c still leaves.
            match action {
                Some(Lobby::Leave) => self.desk.running = false,
                _ if !key.ctrl => self.help = false,
                _ => {}
            }
            return;
        }
        // A key with Control does nothing but leave, and leaves the note.
        if key.ctrl && action != Some(Lobby::Leave) {
            return;
        }
        self.desk.note = None;
        if let Some(action) = action {
            self.apply(action);
        }
    }

    fn is_running(&self) -> bool {
        self.desk.running
    }

    fn in_progress(&self) -> bool {
        false
    }

    fn save_now(&mut self) {}

    fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.desk.called)
    }

    /// Going to another game withdraws the visitor's challenges.
    fn hand_over(&mut self) -> Option<AnyApp> {
        let app = self.desk.chosen.take()?;
        self.withdraw_all();
        Some(app)
    }
}
