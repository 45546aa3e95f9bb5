//! One screen for a game being played, whatever the game: a [`Session`]
//! underneath, and on top what every game's screen needs alike — the
//! cursor, the mode (help, typing a move, a question, the new-game form,
//! the saved games, the settings, the review), the note on the message
//! line, which way up the board is, saving, the bell and the settings.
//! Actions are routed here once for every game.
//!
//! Each game supplies only what is its own through [`Front`]: what is
//! being chosen on its board and how a point is chosen, its hint shown on
//! the board, its new-game form, its notes, its drawing and its keys.
//!
//! - `route`: what each action does;
//! - `events`: the session's events turned into notes;
//! - `chat`: a shared game's chat box, and who is heard of it here;
//! - `games`: the saved games listed and one taken up;
//! - `steps`: the shared modes' steps as plain values;
//! - `saver`: autosave to the store;
//! - `keyed`: the key table in force, the action of a key, the key bar,
//!   and what a finished game offers next.

mod chat;
mod events;
mod facing;
mod form;
mod games;
pub mod input;
pub mod keyed;
mod note;
mod route;
mod saver;
pub(crate) mod steps;
pub(crate) mod view;
pub use view::{draw, help_text};
pub mod words;

pub use form::{AnyForm, FormStart, FormStep, Forms, GameForm};
pub use note::Note;
pub use saver::{Storage, StoreSaver};

use super::messages::{Message, Told};
use super::theme::Theme;
use crate::ai::Brain;
use crate::games::{Level, Seat, SeatKind};
use crate::session::{ClockSpec, Session};
use std::time::Duration;

pub use crate::board::{Direction, Point};
pub use crate::tui::keys::{Action, Amount};

/// What a seat can be set to on the new-game screens, in order.
pub const SEAT_KIND_CHOICES: [SeatKind; 5] = [
    SeatKind::Human,
    SeatKind::Computer(Level::Random),
    SeatKind::Computer(Level::Easy),
    SeatKind::Computer(Level::Medium),
    SeatKind::Computer(Level::Hard),
];

/// How many characters a typed line may have: a chat line and its word
/// fit; a pasted flood must not grow without bound.
pub const TYPED_MAX: usize = crate::session::SAY_MAX + 40;

/// What the screen is doing besides showing the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The board takes the keys.
    Board,
    /// The help popup, scrolled down by this many lines.
    Help { scroll: u16 },
    /// A move being typed in notation (or a word: `resign`, `say …`).
    Typing(String),
    /// A yes/no question.
    Confirm(Pending),
    /// The new-game forms, the one shown of this game or another.
    NewGame(Forms),
    /// The saved games, to open one.
    Games(super::games_list::GamesList),
    /// The settings screen.
    Settings(super::settings::form::SettingsForm),
    /// The review of the finished game (the game's own state keeps it).
    Review,
    /// A shared game's whole chat, scrolled back by this many lines.
    Chat { back: u16 },
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

/// What the new-game form asks for when the players start.
#[derive(Clone, Debug)]
pub struct Started<G> {
    pub game: G,
    /// Who sits in each seat, in turn order.
    pub kinds: Vec<SeatKind>,
    /// How long the strongest computer thinks, if the form says.
    pub movetime: Option<Duration>,
    pub clock: Option<ClockSpec>,
}

/// What the help says of one game besides its keys, for the shared help:
/// its notation's note and its rules in brief.
pub struct HelpWords {
    /// What its notation needs saying to someone typing moves, under the
    /// words typed besides moves.
    pub notation: Option<String>,
    /// The rules' heading, as played.
    pub rules_heading: String,
    /// The rules in brief, a paragraph each.
    pub rules_summary: Vec<String>,
}

/// What a game brings to the shared screen: everything that is its own.
pub trait Front:
    crate::record::Recorded
    + crate::messages::Named
    + crate::tui::settings::GameRows
    + std::fmt::Debug
    + Into<crate::games::AnyGame>
    + TryFrom<crate::games::AnyGame, Error = crate::games::AnyGame>
{
    /// The computer that plays its seats.
    type Brain: Brain<Game = Self>;
    /// Its new-game form.
    type Form: GameForm<Game = Self>;
    /// What its screen keeps besides the shared state: what the person is
    /// choosing on the board, and anything else of its own.
    type Own: std::fmt::Debug;
    /// What only it tells on the message line (a typed move that does not
    /// read among them).
    type Said: std::fmt::Debug + From<<Self::Move as std::str::FromStr>::Err>;
    /// A note's sentence (the shared screen gives it its tone).
    fn text(note: &Note<Self>) -> String;
    /// Whether a note of its own tells of something refused, shown as an
    /// error.
    fn refuses(said: &Self::Said) -> bool;

    /// The game's own state for a new screen.
    fn own() -> Self::Own;
    /// Where the cursor starts.
    fn start_point() -> Point;
    /// Drops what is being chosen on the board.
    fn drop_choice(screen: &mut Screen<Self>);
    /// Puts the cursor on a point worth choosing, if it is not on one.
    fn go_home(screen: &mut Screen<Self>);
    /// A cursor key, as drawn.
    fn cursor_key(screen: &mut Screen<Self>, direction: Direction) {
        screen.step_cursor(direction);
    }
    /// Chooses the point under the cursor: it is a person's turn, here,
    /// in a game going on.
    fn choose(screen: &mut Screen<Self>);
    /// A click on `p`.
    fn click(screen: &mut Screen<Self>, p: Point) {
        screen.cursor = p;
        screen.select();
    }
    /// Tab (`step` 1) or Shift-Tab (-1).
    fn cycle(screen: &mut Screen<Self>, step: isize);
    /// Takes fewer or more of what is being captured, where the game has
    /// parts to take.
    fn amount(_screen: &mut Screen<Self>, _amount: Amount) {}
    /// Esc on the board: steps back in what is being chosen; false when
    /// nothing was.
    fn back(screen: &mut Screen<Self>) -> bool;
    /// What the cursor is on, for the line under the board.
    fn cursor_info(screen: &Screen<Self>) -> String;
    /// What the help says of this game besides its keys: its notation's
    /// note and its rules in brief.
    fn help_words(screen: &Screen<Self>) -> HelpWords;
    /// The help's row for the mouse: the message ids of its name and of
    /// what it does.
    const MOUSE_HELP: [&'static str; 2];
    /// The message id of the help's sentence on how the last move is
    /// marked, given the glyphs drawn as `$taken`, `$left`, `$open` and
    /// `$close`.
    const LAST_MOVE_HELP: &'static str;
    /// Shows the computer's suggestion on the board, ready for Enter.
    fn show_hint(screen: &mut Screen<Self>, mv: Self::Move);
    /// The note for a move just played from `before`: the move, and
    /// whatever else it did that is the game's own to tell.
    fn played_note(
        _screen: &mut Screen<Self>,
        seat: crate::games::Seat,
        mv: Self::Move,
        before: Self::Position,
    ) -> Note<Self> {
        Note::Played { seat, mv, before }
    }
    /// A box between two parts of one game (a round of a series), over
    /// the board until put away.
    fn interlude(_screen: &Screen<Self>) -> Option<words::Boxed> {
        None
    }
    /// Puts the interlude away; false when there was none.
    fn close_interlude(_screen: &mut Screen<Self>) -> bool {
        false
    }
    /// The new-game form, filled in as the game on the board is.
    fn new_form(screen: &Screen<Self>) -> Self::Form;
    /// Opens the review of the finished game, where the game has one.
    fn open_review(_screen: &mut Screen<Self>) {}
    /// The review's keys.
    fn on_review(screen: &mut Screen<Self>, _action: Action) {
        screen.mode = Mode::Board;
    }
    /// Once per turn of the event loop, besides the session's tick.
    fn tick(_screen: &mut Screen<Self>) {}
    /// Draws its board, its pieces and marks, into the board's layout.
    fn draw_board(
        screen: &Screen<Self>,
        board: &crate::tui::layout::BoardLayout,
        buf: &mut ratatui::buffer::Buffer,
    );
    /// Draws its panel beside the board.
    fn draw_panel(
        screen: &Screen<Self>,
        area: ratatui::layout::Rect,
        buf: &mut ratatui::buffer::Buffer,
    );
    /// The result of the position on show, in words, once it is over.
    fn result_words(screen: &Screen<Self>) -> Option<(String, Vec<String>)>;
    /// Draws the review over the whole screen when it is open; false when
    /// there is none to draw (the game has none, or it is closed).
    fn draw_review(
        _screen: &Screen<Self>,
        _layout: &crate::tui::layout::ScreenLayout,
        _buf: &mut ratatui::buffer::Buffer,
    ) -> bool {
        false
    }
    /// What a move changed, to mark on the board: from `before` to `after`.
    fn last_move(
        before: &Self::Position,
        mv: Self::Move,
        after: &Self::Position,
    ) -> crate::tui::view::last_move::LastMove;
    /// Every key of its board.
    const BOARD_KEYS: &'static [crate::tui::keys::Binding];
    /// The keys of its board while something is being chosen (a capture,
    /// a turn hopped); the others work as always.
    const CHOOSING_KEYS: &'static [crate::tui::keys::Binding];
    /// Whether something is being chosen on its board.
    fn choosing(screen: &Screen<Self>) -> bool;
    /// The keys of what is being chosen now.
    fn choosing_keys(_screen: &Screen<Self>) -> &'static [crate::tui::keys::Binding] {
        Self::CHOOSING_KEYS
    }
}

/// A game on the screen.
pub struct Screen<G: Front> {
    pub(in crate::tui) session: Session<G, G::Brain>,
    pub(in crate::tui) cursor: Point,
    /// The game's own state.
    pub(in crate::tui) own: G::Own,
    pub(in crate::tui) mode: Mode,
    pub(in crate::tui) note: Option<Note<G>>,
    /// The note of the move before the one `note` tells, while both are
    /// new (no key between them): a person's move and the reply to it.
    earlier: Option<Note<G>>,
    theme: Theme,
    /// North drawn at the bottom.
    pub(in crate::tui) flipped: bool,
    /// In a shared game, the side of this terminal's first seat, which the
    /// board faces: `flipped` turns it round when the player turned the
    /// board by hand.
    faced: crate::tui::layout::Facing,
    /// The game-over box was put away to look at the board.
    pub(in crate::tui) result_hidden: bool,
    pub(in crate::tui) running: bool,
    /// Where games are kept, to list and open them, and the folder `s`
    /// saves to (this game's own autosave slot is the session's saver's).
    storage: Storage,
    /// The screen for a saved game opened here, to take over.
    hand_over: Option<Box<super::AnyApp>>,
    /// The settings file the language key, `f` and the settings screen
    /// keep their choices in; `None`: not kept.
    settings: Option<crate::settings::Place>,
    /// This terminal runs the server the other players reach the game
    /// through: quitting cuts them off.
    hosts: bool,
    /// The terminal bell is rung for the players here (the setting).
    bell: bool,
    /// The game called a player here back since the run loop last asked.
    ring: bool,
}

impl<G: Front> std::fmt::Debug for Screen<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Screen")
            .field("session", &self.session)
            .field("cursor", &self.cursor)
            .field("own", &self.own)
            .field("mode", &self.mode)
            .field("note", &self.note)
            .finish_non_exhaustive()
    }
}

impl<G: Front> Screen<G> {
    /// A screen for a game, which may already have moves played, with a
    /// person in every seat.
    pub fn new(game: G, theme: Theme) -> Self {
        let n = game.seats().len();
        let session = Session::new(
            game,
            vec![SeatKind::Human; n],
            0,
            crate::ai::DEFAULT_MOVETIME,
        );
        Self::around(session, theme)
    }

    fn around(session: Session<G, G::Brain>, theme: Theme) -> Self {
        let mut screen = Screen {
            session,
            cursor: G::start_point(),
            own: G::own(),
            mode: Mode::Board,
            note: None,
            earlier: None,
            theme,
            flipped: false,
            faced: crate::tui::layout::Facing::South,
            result_hidden: false,
            running: true,
            storage: Storage::default(),
            hand_over: None,
            settings: None,
            hosts: false,
            bell: false,
            ring: false,
        };
        G::go_home(&mut screen);
        screen
    }

    /// A screen that steps through a saved game from its first position;
    /// nothing can be played and nothing is saved.
    pub fn replay(game: G, theme: Theme) -> Self {
        let mut screen = Self::around(Session::replay(game), theme);
        screen.note = Some(Note::Told(Told::ReplayStart));
        screen
    }

    /// The screen writing its game to the autosave slot `storage` gives it,
    /// after every change (a new game gets a slot of its own).
    pub fn with_storage(mut self, storage: Storage) -> Self {
        // The list of saved games needs the store, not this game's slot.
        self.storage = Storage {
            autosave: None,
            ..storage.clone()
        };
        if let Some(saver) = StoreSaver::new(storage) {
            self.session.set_saver(Some(Box::new(saver)));
        }
        self
    }

    /// The screen with these players, one per seat in turn order (missing
    /// seats are people); computers are seeded from `seed`, and the
    /// strongest thinks for `movetime` a move. North is drawn at the
    /// bottom when North is the only person at the board.
    pub fn with_players(
        mut self,
        kinds: impl Into<Vec<SeatKind>>,
        seed: u64,
        movetime: Duration,
    ) -> Self {
        let game = self.game().clone();
        let mut session = Session::new(game, kinds.into(), seed, movetime);
        session.set_saver(self.session.take_saver());
        self.session = session;
        self.face_the_person();
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

    /// The screen's game reads the time from `now` (tests set it by hand).
    /// Set after [`Screen::with_link`] and [`Screen::with_players`], which
    /// begin the session again.
    pub fn with_time(mut self, now: crate::session::TimeSource) -> Self {
        self.session = self.session.with_time(now);
        self
    }

    /// The screen playing its seats of a game shared with other terminals:
    /// the game becomes the table's (its players as the table has them),
    /// and only the link's seats are played here, the first of them drawn
    /// at the bottom.
    pub fn with_link(mut self, link: crate::session::Link<G>) -> Self {
        let table = std::sync::Arc::clone(link.table());
        let mut session = Session::new(
            table.game(),
            table.kinds(),
            self.session.seed(),
            self.session.movetime(),
        );
        session.set_saver(self.session.take_saver());
        self.session = session.with_link(link);
        // The board faces the seat, whatever it faced before.
        (self.faced, self.flipped) = (crate::tui::layout::Facing::South, false);
        self.face_the_table();
        self.after_change();
        if let Some((seats, invite)) = self.session.waiting_for() {
            self.note = Some(Note::Told(Told::Waiting(seats, invite)));
        }
        self
    }

    /// The screen on the terminal that hosts its shared game: quitting
    /// here ends the game for the other terminals.
    pub fn hosting(mut self) -> Self {
        self.hosts = true;
        self
    }

    /// Whether this terminal hosts its shared game.
    pub fn hosts(&self) -> bool {
        self.hosts
    }

    /// The screen keeping the players' settings in the file at `path`.
    pub fn with_settings(self, path: Option<std::path::PathBuf>) -> Self {
        self.with_settings_at(path.map(crate::settings::Place::File))
    }

    /// The screen keeping the players' settings at `place`.
    pub fn with_settings_at(mut self, place: Option<crate::settings::Place>) -> Self {
        self.settings = place;
        self
    }

    /// Where the players' settings are kept, if they are.
    pub fn settings_place(&self) -> Option<&crate::settings::Place> {
        self.settings.as_ref()
    }

    /// The screen ringing the terminal bell when the computer or another
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

    /// The screen as the player's settings `kept` have it: the bell on
    /// or off, the board turned round (North at the bottom) when they say
    /// so, and drawn in plain ASCII when they say so.
    pub fn with_kept(mut self, kept: &crate::settings::Settings) -> Self {
        self.flipped |= kept.flipped;
        self.theme.ascii |= kept.ascii;
        self.with_bell(kept.bell)
    }

    /// The settings applied to this game now, for the settings screen.
    fn applied(&self) -> super::settings::form::Applied {
        super::settings::form::Applied {
            flipped: self.flipped,
            ascii: self.theme.ascii,
            bell: self.bell,
        }
    }

    pub fn session(&self) -> &Session<G, G::Brain> {
        &self.session
    }

    /// The session, to give it a saver.
    pub fn session_mut(&mut self) -> &mut Session<G, G::Brain> {
        &mut self.session
    }

    /// The whole game, every move played.
    pub fn game(&self) -> &G {
        self.session.game()
    }

    /// The position on show: the present, or a past one while browsing.
    pub fn position(&self) -> &G::Position {
        self.session.viewed_position()
    }

    /// What the cursor is on, as the line under the board tells it.
    pub fn cursor_info(&self) -> String {
        G::cursor_info(self)
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

    /// Holds the clock while the terminal is suspended (at one keyboard),
    /// or lets it run again.
    pub fn pause_clock(&mut self, paused: bool) {
        self.session.pause_clock(paused);
    }

    /// Writes a clock game's times as they stand (the players quit).
    pub fn save_times(&mut self) {
        self.session.save_times();
    }

    /// Whether `s` writes the game to a file here (a save folder is set:
    /// a visitor over the network has none).
    pub fn can_save(&self) -> bool {
        self.storage.save_dir.is_some()
    }

    pub fn cursor(&self) -> Point {
        self.cursor
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    pub fn note(&self) -> Option<&Note<G>> {
        self.note.as_ref()
    }

    /// Puts a note on the message line (the launcher's notices).
    pub fn notice(&mut self, note: Note<G>) {
        self.note = Some(note);
    }

    /// The note on the message line, in words.
    pub fn message(&self) -> Option<Message> {
        self.note.as_ref().map(Note::message)
    }

    /// The note of the move before the last one, told with the last one's.
    pub fn earlier_message(&self) -> Option<Message> {
        match &self.note {
            Some(Note::Played { .. }) => self.earlier.as_ref().map(Note::message),
            _ => None,
        }
    }

    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Whether North is drawn at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// False once the players have quit.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Whether the game-over box shows: the game is over by its rules at
    /// the position on show, or ended outside them (resigned, agreed, a
    /// flag fallen) and its last position is on show.
    pub fn shows_result(&self) -> bool {
        let ply = self.session.viewed_ply();
        let over = self.game().to_move_at(ply).is_none()
            || (self.session.ended().is_some() && self.session.at_the_end());
        over && !self.result_hidden
    }

    /// Moves played and the game not over: quitting would lose something.
    pub fn in_progress(&self) -> bool {
        self.session.in_progress()
    }

    /// Whether a person here plays a game that goes on: not over, and
    /// with a seat here (not only watching).
    pub fn plays_on(&self) -> bool {
        !self.session.is_over() && self.session.link().is_none_or(|l| !l.seats().is_empty())
    }

    /// The screen to take over from this one, once a saved game of the
    /// other kind has been opened.
    pub fn hand_over(&mut self) -> Option<super::AnyApp> {
        self.hand_over.take().map(|app| *app)
    }

    /// Looks after the computer and collects what the session reports;
    /// once per turn of the event loop.
    pub fn tick(&mut self) {
        G::tick(self);
        self.session.tick();
        self.take_events();
    }

    /// After the game changed: what was being chosen is gone, the result
    /// shows again, the cursor goes home.
    pub(in crate::tui) fn after_change(&mut self) {
        G::drop_choice(self);
        self.result_hidden = false;
        G::go_home(self);
    }

    /// Tab's walk: the cursor on the point `step` places on from it among
    /// `points` (from the first or the last when it is on none of them).
    pub(in crate::tui) fn walk_to(&mut self, points: &[Point], step: isize) {
        if points.is_empty() {
            return;
        }
        let n = points.len() as isize;
        let i = match points.iter().position(|&p| p == self.cursor) {
            Some(i) => (i as isize + step).rem_euclid(n),
            None if step > 0 => 0,
            None => n - 1,
        };
        self.cursor = points[i as usize];
    }
}

impl<G: Front> super::TerminalApp for Screen<G> {
    fn tick(&mut self) {
        Screen::tick(self);
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
        Screen::in_progress(self)
    }
    fn save_now(&mut self) {
        Screen::save_now(self);
    }
    fn hand_over(&mut self) -> Option<super::AnyApp> {
        Screen::hand_over(self)
    }
    fn take_bell(&mut self) -> bool {
        Screen::take_bell(self)
    }
    fn suspended(&mut self, stopped: bool) {
        self.pause_clock(stopped);
    }
    fn closing(&mut self) {
        self.save_times();
    }
}
