//! Bell's game in the terminal, for two to four people at one keyboard (any
//! seat the computer): a [`Session`] underneath, and on top only what the
//! screen needs — the cursor, the turn being hopped, the mode (help, typing
//! a turn, a question, the new-game form), the note on the message line and
//! which way up the board is.
//!
//! - `route`: what each action does;
//! - [`input`]: keys and clicks to actions, from [`crate::tui::keys::bell`];
//! - [`form`]: the new-game form;
//! - [`view`]: drawing from `&BellApp`, with the ka game's theme, layout,
//!   frames, key bar and help.

pub mod form;
pub mod input;
mod route;
pub mod view;

pub use super::messages::Told;
pub use super::messages::bell::Note;

use super::app::Pending;
use super::messages::Message;
use super::theme::Theme;
use crate::ai::bell::BellComputer;
use crate::games::bell::{Bits, Game, Point, Position, TurnInProgress};
use crate::games::{Playable, Seat, SeatKind};
use crate::session::Session;
use form::BellForm;
use std::time::Duration;

/// What the screen is doing besides showing the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The board takes the keys.
    Board,
    /// The help popup, scrolled down by this many lines.
    Help { scroll: u16 },
    /// A turn being typed in notation.
    Typing(String),
    /// A yes/no question before something that loses the game.
    Confirm(Pending),
    /// The new-game form.
    NewGame(BellForm),
    /// The saved games, to open one.
    Games(crate::tui::games_list::GamesList),
    /// The settings screen.
    Settings(crate::tui::settings::form::SettingsForm),
}

/// Bell's game in the terminal, its computers played by `B`.
pub struct BellApp {
    session: Session<Game, BellComputer>,
    cursor: Point,
    /// The turn being hopped by the person to move.
    hopping: Option<TurnInProgress>,
    mode: Mode,
    note: Option<Note>,
    /// The note of the move before the one `note` tells, while both are
    /// new (no key between them): a person's move and the reply to it.
    earlier: Option<Note>,
    theme: Theme,
    /// North drawn at the bottom.
    flipped: bool,
    /// The game-over box was put away to look at the board.
    result_hidden: bool,
    running: bool,
    /// Where games are kept, to list and open them (`o`); `None`: no data
    /// directory.
    storage: super::app::Storage,
    /// The app for a saved game opened here, to take over.
    hand_over: Option<Box<super::AnyApp>>,
    /// The settings file the language key, `f` and the settings screen
    /// keep their choices in; `None`: not kept.
    settings: Option<std::path::PathBuf>,
    /// This terminal runs the server the other players reach the game
    /// through: quitting cuts them off.
    hosts: bool,
    /// The terminal bell is rung for the players here (the setting).
    bell: bool,
    /// The game called a player here back since the run loop last asked.
    ring: bool,
}

impl std::fmt::Debug for BellApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BellApp")
            .field("session", &self.session)
            .field("cursor", &self.cursor)
            .field("hopping", &self.hopping)
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

/// The point the cursor starts on: a1, the first corner.
const HOME: Point = match Point::from_index(0) {
    Some(p) => p,
    None => unreachable!(),
};

impl BellApp {
    /// An app for a game, which may already have turns played, with a
    /// person in every seat.
    pub fn new(game: Game, theme: Theme) -> BellApp {
        let n = game.seats().len();
        let session = Session::new(
            game,
            vec![SeatKind::Human; n],
            0,
            crate::ai::DEFAULT_MOVETIME,
        );
        BellApp::around(session, theme)
    }

    fn around(session: Session<Game, BellComputer>, theme: Theme) -> BellApp {
        let mut app = BellApp {
            session,
            cursor: HOME,
            hopping: None,
            mode: Mode::Board,
            note: None,
            earlier: None,
            theme,
            flipped: false,
            result_hidden: false,
            running: true,
            storage: super::app::Storage::default(),
            hand_over: None,
            settings: None,
            hosts: false,
            bell: false,
            ring: false,
        };
        app.go_home();
        app
    }

    /// The app with these players, one per seat in turn order (missing
    /// seats are people); computers are seeded from `seed`, and `hard`
    /// thinks for `movetime` a turn. North is drawn at the bottom when
    /// North is the only person at the board.
    pub fn with_players(mut self, kinds: Vec<SeatKind>, seed: u64, movetime: Duration) -> Self {
        let game = self.game().clone();
        let mut session = Session::new(game, kinds, seed, movetime);
        session.set_saver(self.session.take_saver());
        self.session = session;
        self.flipped = north_alone(self.game().seats(), self.session.seats());
        self
    }

    /// The game, read back from its record, ended this way outside its
    /// rules (a resignation, a draw agreed, a flag fallen).
    pub fn with_ending(mut self, ended: Option<crate::games::Ending>) -> Self {
        self.session.set_ended(ended);
        self
    }

    /// The game is played on `clock` (a new one, or one read back with its
    /// times), or on none.
    pub fn with_clock(mut self, clock: Option<crate::session::Clock>) -> Self {
        self.session.set_clock(clock);
        self
    }

    /// The app playing its seats of a game shared with other terminals:
    /// the game becomes the table's (its players as the table has them),
    /// and only the link's seats are played here, the first of them drawn
    /// at the bottom.
    pub fn with_link(mut self, link: crate::session::Link<Game>) -> Self {
        let table = std::sync::Arc::clone(link.table());
        let mut session = Session::new(
            table.game(),
            table.kinds(),
            self.session.seed(),
            self.session.movetime(),
        );
        session.set_saver(self.session.take_saver());
        self.flipped = link.seats().first() == Some(&crate::games::Seat::North);
        self.session = session.with_link(link);
        if let Some((seats, invite)) = self.session.waiting_for() {
            self.note = Some(super::bell::Note::Told(
                crate::tui::messages::told::Told::Waiting(seats, invite),
            ));
        }
        self
    }

    /// The app on the terminal that hosts its shared game: quitting here
    /// ends the game for the other terminals.
    pub fn hosting(mut self) -> Self {
        self.hosts = true;
        self
    }

    /// Whether this terminal hosts its shared game.
    pub fn hosts(&self) -> bool {
        self.hosts
    }

    /// The app writing its game to the autosave slot `storage` gives it,
    /// after every change (a new game gets a slot of its own).
    pub fn with_storage(mut self, storage: super::app::Storage) -> Self {
        // The list of saved games needs the store, not this game's slot.
        self.storage = super::app::Storage {
            autosave: None,
            ..storage.clone()
        };
        if let Some(saver) = super::app::StoreSaver::new(storage) {
            self.session.set_saver(Some(Box::new(saver)));
        }
        self
    }

    /// The app keeping the players' settings in the file at `path`.
    pub fn with_settings(mut self, path: Option<std::path::PathBuf>) -> Self {
        self.settings = path;
        self
    }

    /// The settings file, if the choices are kept.
    pub fn settings_path(&self) -> Option<&std::path::Path> {
        self.settings.as_deref()
    }

    /// The app ringing the terminal bell when the computer or another
    /// terminal calls a player here back, when `bell` (the setting) is on.
    pub fn with_bell(mut self, bell: bool) -> Self {
        self.bell = bell;
        self
    }

    /// Whether the terminal bell is on.
    pub fn bell(&self) -> bool {
        self.bell
    }

    /// Whether to ring the terminal bell now: it is on and a player here
    /// was called back since the last time asked.
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.ring) && self.bell
    }

    /// The settings applied to this game now, for the settings screen.
    fn applied(&self) -> crate::tui::settings::form::Applied {
        crate::tui::settings::form::Applied {
            flipped: self.flipped,
            ascii: self.theme.ascii,
            bell: self.bell,
        }
    }

    /// An app that steps through a saved game from its first position;
    /// nothing can be played and nothing is saved.
    pub fn replay(game: Game, theme: Theme) -> BellApp {
        let mut app = BellApp::around(Session::replay(game), theme);
        app.note = Some(Note::Told(Told::ReplayStart));
        app
    }

    pub fn session(&self) -> &Session<Game, BellComputer> {
        &self.session
    }

    /// The session, to give it a saver.
    pub fn session_mut(&mut self) -> &mut Session<Game, BellComputer> {
        &mut self.session
    }

    /// The whole game, every turn played.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The position on show: the present, or a past one while browsing.
    pub fn position(&self) -> &Position {
        self.session.viewed_position()
    }

    pub fn is_replay(&self) -> bool {
        self.session.is_replay()
    }

    /// Whether a past position is on show in a game being played.
    pub fn in_the_past(&self) -> bool {
        self.session.in_the_past() && !self.is_replay()
    }

    pub fn cursor(&self) -> Point {
        self.cursor
    }

    /// The turn being hopped, if a stone has been chosen.
    pub fn hopping(&self) -> Option<&TurnInProgress> {
        self.hopping.as_ref()
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Puts a note on the message line (the launcher's notices).
    pub fn notice(&mut self, note: Note) {
        self.note = Some(note);
    }

    /// The note on the message line, in words.
    pub fn message(&self) -> Option<Message> {
        self.note.as_ref().map(Note::message)
    }

    /// The note of the turn before the last one, told with the last one's.
    pub fn earlier_message(&self) -> Option<Message> {
        match self.note {
            Some(Note::Played { .. }) => self.earlier.as_ref().map(Note::message),
            _ => None,
        }
    }

    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Starts with the board turned round (North at the bottom) when
    /// `flipped`, as the settings keep it.
    pub fn with_flipped(mut self, flipped: bool) -> Self {
        self.flipped |= flipped;
        self
    }

    /// Whether North is drawn at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Who sits in each seat, in turn order.
    pub fn seats(&self) -> &[SeatKind] {
        self.session.seats()
    }

    /// Whether the game-over box shows.
    pub fn shows_result(&self) -> bool {
        self.position().outcome().is_some() && !self.result_hidden
    }

    /// False once the players have quit.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Turns played and the game not over: quitting would lose something.
    pub fn in_progress(&self) -> bool {
        self.session.in_progress()
    }

    /// The computer thinking about its turn, and for how long.
    pub fn thinking(&self) -> Option<(Seat, Duration)> {
        self.session.thinking()
    }

    /// Writes the autosave now (a signal or a hang-up is ending the game).
    pub fn save_now(&mut self) {
        self.session.save();
        self.take_events();
    }

    /// Whether a person may pick points on the board now.
    fn playing(&self) -> bool {
        !self.is_replay() && !self.in_the_past() && self.session.person_to_move()
    }

    /// The points worth choosing now: the opening's stones, the stones that
    /// can hop, or, with a stone chosen, where it can land.
    pub fn marked(&self) -> Bits {
        if !self.playing() {
            return Bits::EMPTY;
        }
        if let Some(t) = &self.hopping {
            return t.landings();
        }
        let pos = self.position();
        if pos.opened() {
            pos.movable()
        } else {
            let opening: Bits = pos.rules().opening.points().into_iter().collect();
            opening & pos.stones()
        }
    }

    /// The points Tab walks: those marked, in reading order from the top
    /// left as drawn.
    fn walk(&self) -> Vec<Point> {
        let mut points: Vec<Point> = self.marked().into_iter().collect();
        points.sort_by_key(|p| {
            let (f, r) = (p.file().index(), p.rank().index());
            if self.flipped {
                (r, 10 - f)
            } else {
                (10 - r, f)
            }
        });
        points
    }

    /// Puts the cursor on the first point worth choosing, if it is not on
    /// one already.
    fn go_home(&mut self) {
        let marked = self.marked();
        if !marked.contains(self.cursor)
            && let Some(&p) = self.walk().first()
        {
            self.cursor = p;
        }
    }

    /// Looks after the computer and collects what the session reports;
    /// once per turn of the event loop.
    pub fn tick(&mut self) {
        self.session.tick();
        self.take_events();
    }
}

/// Whether North is the only person at the board.
fn north_alone(seats: &[Seat], kinds: &[SeatKind]) -> bool {
    let people: Vec<Seat> = seats
        .iter()
        .zip(kinds)
        .filter(|(_, k)| **k == SeatKind::Human)
        .map(|(s, _)| *s)
        .collect();
    people == [Seat::North]
}

impl super::TerminalApp for BellApp {
    fn tick(&mut self) {
        BellApp::tick(self);
    }
    fn draw(&self, frame: &mut ratatui::Frame) {
        view::draw(self, frame);
    }
    fn handle(&mut self, event: &ratatui::crossterm::event::Event, area: ratatui::layout::Rect) {
        if let Some(action) = input::action(self, event, area) {
            self.apply(action);
        }
    }
    fn is_running(&self) -> bool {
        self.running
    }
    fn in_progress(&self) -> bool {
        BellApp::in_progress(self)
    }
    fn save_now(&mut self) {
        BellApp::save_now(self);
    }
    fn hand_over(&mut self) -> Option<super::AnyApp> {
        self.hand_over.take().map(|app| *app)
    }
    fn take_bell(&mut self) -> bool {
        BellApp::take_bell(self)
    }
    fn suspended(&mut self, stopped: bool) {
        self.session.pause_clock(stopped);
    }
    fn closing(&mut self) {
        self.session.save_times();
    }
}
