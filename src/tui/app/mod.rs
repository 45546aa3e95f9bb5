//! The terminal game's state: a [`Session`] underneath, and on top only what
//! the screen needs — the cursor, the capture being chosen, the mode (help,
//! typing a move, a question, the new-game screen), the note on the message
//! line and which way up the board is. Actions are routed here.

mod board;
mod events;
mod games;
mod review;
mod route;
mod saver;
pub(crate) mod steps;

pub use super::messages::{Message, Note, Told, Tone};
pub use super::select::CaptureChoice;
pub(crate) use games::resumed_app;
pub use saver::{Storage, StoreSaver};

use super::games_list::GamesList;
use super::new_game::{Chosen, NewGameForm};
use super::select::{self, Pick};
use super::theme::Theme;
use crate::ai::Computer;
use crate::files::write_new;
use crate::games::ka::{Bits, Direction, File, Game, Illegal, Move, Player, Point, Position};
use crate::games::{Level, Playable, Seat, SeatKind};
use crate::record::Record;
use crate::session::{Browse, Event, Refusal, Session};
use crate::store::timestamp;
use std::time::Duration;

/// What a seat can be set to on the new-game screens, in order.
pub const SEAT_KIND_CHOICES: [SeatKind; 5] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Random),
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Medium),
    SeatKind::Computer(Level::Hard),
];

/// The ka game's session.
pub type KaSession = Session<Game, Computer>;

/// What the screen is doing besides showing the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The board takes the keys.
    Board,
    /// The help popup, scrolled down by this many lines.
    Help { scroll: u16 },
    /// A move being typed in notation.
    Typing(String),
    /// A yes/no question before something that loses the game.
    Confirm(Pending),
    /// The new-game screen and its form.
    NewGame(NewGameForm),
    /// The saved games, to open one.
    Games(GamesList),
    /// The settings screen.
    Settings(super::settings::form::SettingsForm),
    /// The review of the finished game (its state is the app's `review`).
    Review,
}

/// What waits for a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    /// Play on from the past position on show, dropping the later moves
    /// (onto the redo stack).
    Continue,
    /// The player of the last seat is asked to answer what the first
    /// offers (a draw, a takeback).
    Answer(crate::session::Offer, Seat, Seat),
}

/// Everything a player can ask for. Keys and mouse clicks are turned into
/// these in one place, [`super::input`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor one point (as drawn: up is up on the screen).
    Cursor(Direction),
    /// Choose what is under the cursor, or confirm the capture shown.
    Select,
    /// A mouse click on a point: move the cursor there and choose it.
    Click(Point),
    /// The next capture line, or the next point worth choosing.
    Next,
    /// The previous one.
    Previous,
    /// Step back: drop the capture being chosen, close a popup.
    Back,
    /// Start typing a move.
    StartTyping,
    /// A character of the typed move.
    Char(char),
    /// Erase the last typed character.
    Erase,
    /// Play the typed move.
    Submit,
    Undo,
    Redo,
    /// Step through the moves played.
    Browse(Browse),
    /// Turn the board round.
    Flip,
    /// Save the game to a new file.
    Save,
    /// Ask the computer for a move for the player to move.
    Hint,
    /// The saved games, to open one.
    Games,
    /// Switch to the next language.
    Language,
    /// The settings screen.
    Settings,
    /// The review of the finished game.
    Review,
    NewGame,
    Help,
    /// Scroll the help by this many lines.
    Scroll(i16),
    Quit,
    Yes,
    No,
}

/// How many characters a typed line may have: a chat line and its word
/// fit; a pasted flood must not grow without bound.
pub const TYPED_MAX: usize = crate::session::SAY_MAX + 40;

/// The terminal game.
#[derive(Debug)]
pub struct App {
    session: KaSession,
    cursor: Point,
    choice: Option<CaptureChoice>,
    mode: Mode,
    note: Option<Note>,
    /// The note of the move before the one `note` tells, while both are
    /// new (no key between them): a person's move and the reply to it.
    earlier: Option<Note>,
    theme: Theme,
    /// North drawn at the bottom.
    flipped: bool,
    /// The game-over popup was put away to look at the board.
    result_hidden: bool,
    running: bool,
    /// The folder `s` saves to; `None`: saving with `s` is off.
    save_dir: Option<std::path::PathBuf>,
    /// The saved games, to list and open; `None`: no data directory.
    store: Option<crate::store::Store>,
    /// Bell's app for a saved game of Bell's opened here, to take over.
    hand_over: Option<Box<super::AnyApp>>,
    /// The settings file the language key, `f` and the settings screen
    /// keep their choices in; `None`: not kept.
    settings: Option<std::path::PathBuf>,
    /// The review of the game, while its screen is open.
    review: Option<super::review::ReviewScreen>,
    /// How long the review looks at each position.
    review_budget: crate::review::Budget,
    /// This terminal runs the server the other players reach the game
    /// through: quitting cuts them off.
    hosts: bool,
    /// The terminal bell is rung for the players here (the setting).
    bell: bool,
    /// The game called a player here back since the run loop last asked.
    ring: bool,
}

impl App {
    /// An app for a game, which may already have moves played, for two
    /// people at this keyboard.
    pub fn new(game: Game, theme: Theme) -> App {
        let session = Session::new(
            game,
            vec![SeatKind::Human; 2],
            0,
            crate::ai::DEFAULT_MOVETIME,
        );
        App::around(session, theme)
    }

    fn around(session: KaSession, theme: Theme) -> App {
        let mut app = App {
            session,
            cursor: Point::CENTRE,
            choice: None,
            mode: Mode::Board,
            note: None,
            earlier: None,
            theme,
            flipped: false,
            result_hidden: false,
            running: true,
            save_dir: None,
            store: None,
            hand_over: None,
            settings: None,
            review: None,
            review_budget: crate::review::Budget::default(),
            hosts: false,
            bell: false,
            ring: false,
        };
        app.cursor = select::home(app.position(), app.cursor);
        app
    }

    /// The app writing its game where `storage` says.
    pub fn with_storage(mut self, storage: Storage) -> App {
        self.save_dir = storage.save_dir.clone();
        self.store = storage.store.clone();
        if let Some(saver) = StoreSaver::new(storage) {
            self.session.set_saver(Some(Box::new(saver)));
        }
        self
    }

    /// The app with these players; computers are seeded from `seed`, and
    /// `ai:hard` thinks for `movetime` a move. North is drawn at the bottom
    /// when North is the only person at the board.
    pub fn with_players(mut self, sides: [SeatKind; 2], seed: u64, movetime: Duration) -> App {
        let game = self.game().clone();
        let mut session = Session::new(game, sides.to_vec(), seed, movetime);
        session.set_saver(self.session.take_saver());
        self.session = session;
        self.flipped = matches!(sides, [SeatKind::Computer(_), SeatKind::Human]);
        self
    }

    /// The game, read back from its record, ended this way outside its
    /// rules (a resignation, a draw agreed, a flag fallen).
    pub fn with_ending(mut self, ended: Option<crate::games::Ending>) -> App {
        self.session.set_ended(ended);
        self
    }

    /// The game is played on `clock` (a new one, or one read back with its
    /// times), or on none.
    pub fn with_clock(mut self, clock: Option<crate::session::Clock>) -> App {
        self.session.set_clock(clock);
        self
    }

    /// Holds the clock while the terminal is suspended (at one keyboard),
    /// or lets it run again.
    pub(crate) fn pause_clock(&mut self, paused: bool) {
        self.session.pause_clock(paused);
    }

    /// Writes a clock game's times as they stand (the players quit).
    pub fn save_times(&mut self) {
        self.session.save_times();
    }

    /// The app playing its seats of a game shared with other terminals:
    /// the game becomes the table's (its players as the table has them),
    /// and only the link's seats are played here. The board is drawn with
    /// the first of them at the bottom.
    pub fn with_link(mut self, link: crate::session::Link<Game>) -> App {
        let table = std::sync::Arc::clone(link.table());
        let kinds = table.kinds();
        let mut session = Session::new(
            table.game(),
            kinds,
            self.session.seed(),
            self.session.movetime(),
        );
        session.set_saver(self.session.take_saver());
        self.flipped = link.seats().first() == Some(&Seat::North);
        self.session = session.with_link(link);
        self.after_change();
        if let Some((seats, invite)) = self.session.waiting_for() {
            self.note = Some(Note::Told(Told::Waiting(seats, invite)));
        }
        self
    }

    /// The app on the terminal that hosts its shared game: quitting here
    /// ends the game for the other terminals.
    pub fn hosting(mut self) -> App {
        self.hosts = true;
        self
    }

    /// Whether this terminal hosts its shared game.
    pub fn hosts(&self) -> bool {
        self.hosts
    }

    /// The app keeping the players' settings in the file at `path`.
    pub fn with_settings(mut self, path: Option<std::path::PathBuf>) -> App {
        self.settings = path;
        self
    }

    /// The settings file, if the choices are kept.
    pub fn settings_path(&self) -> Option<&std::path::Path> {
        self.settings.as_deref()
    }

    /// The app ringing the terminal bell when the computer or another
    /// terminal calls a player here back, when `bell` (the setting) is on.
    pub fn with_bell(mut self, bell: bool) -> App {
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

    /// An app that steps through a saved game, from its first position;
    /// nothing can be played and nothing is saved.
    pub fn replay(game: Game, theme: Theme) -> App {
        let mut app = App::around(Session::replay(game), theme);
        app.note = Some(Note::Told(Told::ReplayStart));
        app
    }

    pub fn session(&self) -> &KaSession {
        &self.session
    }

    /// The whole game, every move played.
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

    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        self.session.autosave_path()
    }

    /// Writes the autosave now (a signal or a hang-up is ending the game).
    pub fn save_now(&mut self) {
        self.session.save();
        self.take_events();
    }

    pub fn cursor(&self) -> Point {
        self.cursor
    }

    pub fn choice(&self) -> Option<&CaptureChoice> {
        self.choice.as_ref()
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The note on the message line, in words.
    pub fn message(&self) -> Option<Message> {
        self.note.as_ref().map(Note::message)
    }

    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// The note of the move before the last one, told with the last one's.
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

    /// Who plays each side, indexed by [`Player::index`].
    pub fn sides(&self) -> [SeatKind; 2] {
        let s = self.session.seats();
        [s[0], s[1]]
    }

    /// Moves that redo would replay, the next last.
    pub fn redo_stack(&self) -> &[Move] {
        self.session.redo_stack()
    }

    /// The computer thinking about its move, and for how long.
    pub fn thinking(&self) -> Option<(Player, Duration)> {
        let (seat, t) = self.session.thinking()?;
        Some((player(seat), t))
    }

    pub fn searches(&self) -> usize {
        self.session.searches()
    }

    pub fn hinting(&self) -> bool {
        self.session.hinting()
    }

    /// False once the player has quit.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Whether the game-over popup shows.
    pub fn shows_result(&self) -> bool {
        self.position().outcome().is_some() && !self.result_hidden
    }

    /// Moves played and the game not over: quitting would lose something.
    pub fn in_progress(&self) -> bool {
        self.session.in_progress()
    }

    /// Puts a note on the message line.
    pub fn notice(&mut self, note: Note) {
        self.note = Some(note);
    }

    /// The points worth choosing now.
    pub fn marked(&self) -> Bits {
        if self.is_replay() || self.in_the_past() {
            return Bits::EMPTY;
        }
        select::marked(self.position())
    }

    /// Files the player to move may not take, with the reason.
    pub fn banned_columns(&self) -> Vec<(File, Illegal)> {
        if self.is_replay() || self.in_the_past() {
            return Vec::new();
        }
        select::banned_columns(self.position())
    }

    /// The stones to show as captured: the capture being chosen, the move
    /// that follows (when looking back), or what the cursor would take.
    pub fn preview(&self) -> Bits {
        if let Some(c) = &self.choice {
            return c.current().1;
        }
        if self.session.in_the_past() {
            let ply = self.session.viewed_ply();
            return self
                .game()
                .moves()
                .get(ply)
                .and_then(|&m| self.position().captures(m))
                .unwrap_or(Bits::EMPTY);
        }
        select::preview_at(self.position(), self.cursor)
    }

    /// One line telling the player to move what to do now.
    pub fn hint(&self) -> String {
        super::messages::hint_line(self)
    }

    /// What the cursor is on, and what choosing it would do.
    pub fn cursor_info(&self) -> String {
        super::messages::cursor_line(self)
    }

    /// The app to take over from this one, once a saved game of Bell's
    /// has been opened with `o`.
    pub fn hand_over(&mut self) -> Option<super::AnyApp> {
        self.hand_over.take().map(|app| *app)
    }

    /// Looks after the computer and collects what the session reports;
    /// once per turn of the event loop.
    pub fn tick(&mut self) {
        if let Some(r) = &mut self.review {
            r.poll();
        }
        self.session.tick();
        self.take_events();
    }
}

/// The ka game's player in a seat.
fn player(seat: Seat) -> Player {
    match seat {
        Seat::North => Player::North,
        _ => Player::South,
    }
}
