//! The terminal game's state: a [`Session`] underneath, and on top only what
//! the screen needs — the cursor, the capture being chosen, the mode (help,
//! typing a move, a question, the new-game screen), the note on the message
//! line and which way up the board is. Actions are routed here.

mod saver;

pub use super::messages::{Message, Note, Tone};
pub use super::select::CaptureChoice;
pub use saver::{KaSaver, Storage};

use super::new_game::{Chosen, NewGameForm};
use super::select::{self, Pick};
use super::theme::Theme;
use crate::ai::{Computer, Level};
use crate::files::write_new;
use crate::games::ka::{Bits, Direction, File, Game, Illegal, Move, Player, Point, Position};
use crate::games::{Playable, Seat};
use crate::record::Record;
use crate::session::{Browse, Event, Refusal, Session};
use crate::store::timestamp;
use std::time::Duration;

/// Who plays a side: a person at this keyboard, or the computer at a level.
pub use crate::ai::PlayerKind as Side;

/// What a side can be set to on the new-game screen, in order.
pub const SIDE_CHOICES: [Side; 5] = [
    Side::Human,
    Side::Computer(Level::Random),
    Side::Computer(Level::Easy),
    Side::Computer(Level::Medium),
    Side::Computer(Level::Hard),
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
}

/// What waits for a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    /// Play on from the past position on show, dropping the later moves
    /// (onto the redo stack).
    Continue,
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
    NewGame,
    Help,
    /// Scroll the help by this many lines.
    Scroll(i16),
    Quit,
    Yes,
    No,
}

/// How far the help can be scrolled at most, on any screen.
const HELP_SCROLL_MAX: u16 = 40;

/// How many characters a typed move may have: more is no move, and a
/// pasted flood must not grow without bound.
pub const TYPED_MAX: usize = 64;

/// The terminal game.
#[derive(Debug)]
pub struct App {
    session: KaSession,
    cursor: Point,
    choice: Option<CaptureChoice>,
    mode: Mode,
    note: Option<Note>,
    theme: Theme,
    /// North drawn at the bottom.
    flipped: bool,
    /// The game-over popup was put away to look at the board.
    result_hidden: bool,
    running: bool,
    /// The folder `s` saves to; `None`: saving with `s` is off.
    save_dir: Option<std::path::PathBuf>,
}

impl App {
    /// An app for a game, which may already have moves played, for two
    /// people at this keyboard.
    pub fn new(game: Game, theme: Theme) -> App {
        let session = Session::new(game, vec![Side::Human; 2], 0, crate::ai::DEFAULT_MOVETIME);
        App::around(session, theme)
    }

    fn around(session: KaSession, theme: Theme) -> App {
        let mut app = App {
            session,
            cursor: Point::CENTRE,
            choice: None,
            mode: Mode::Board,
            note: None,
            theme,
            flipped: false,
            result_hidden: false,
            running: true,
            save_dir: None,
        };
        app.cursor = select::home(app.position(), app.cursor);
        app
    }

    /// The app writing its game where `storage` says.
    pub fn with_storage(mut self, storage: Storage) -> App {
        self.save_dir = storage.save_dir.clone();
        if let Some(saver) = KaSaver::new(storage) {
            self.session.set_saver(Some(Box::new(saver)));
        }
        self
    }

    /// The app with these players; computers are seeded from `seed`, and
    /// `ai:hard` thinks for `movetime` a move. North is drawn at the bottom
    /// when North is the only person at the board.
    pub fn with_players(mut self, sides: [Side; 2], seed: u64, movetime: Duration) -> App {
        let game = self.game().clone();
        let mut session = Session::new(game, sides.to_vec(), seed, movetime);
        session.set_saver(self.session.take_saver());
        self.session = session;
        self.flipped = matches!(sides, [Side::Computer(_), Side::Human]);
        self
    }

    /// An app that steps through a saved game, from its first position;
    /// nothing can be played and nothing is saved.
    pub fn replay(game: Game, theme: Theme) -> App {
        let mut app = App::around(Session::replay(game), theme);
        app.note = Some(Note::ReplayStart);
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

    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Whether North is drawn at the bottom.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Who plays each side, indexed by [`Player::index`].
    pub fn sides(&self) -> [Side; 2] {
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

    /// Looks after the computer and collects what the session reports;
    /// once per turn of the event loop.
    pub fn tick(&mut self) {
        self.session.tick();
        self.take_events();
    }

    /// Turns the session's events into notes and screen changes.
    fn take_events(&mut self) {
        for event in self.session.take_events() {
            let note = match event {
                Event::Played {
                    seat, mv, before, ..
                } => Note::Played {
                    player: player(seat),
                    mv,
                    before,
                },
                Event::Undone(moves) => match moves.last() {
                    Some(&m) => Note::Undone(m),
                    None => continue,
                },
                Event::Redone(moves) => match moves.first() {
                    Some(&m) => Note::Redone(m),
                    None => continue,
                },
                Event::Continued { ply, dropped } => Note::Continued { ply, dropped },
                Event::NewGame => Note::NewGame,
                Event::Hint(m) => {
                    self.show_hint(m);
                    continue;
                }
                Event::ComputerLost => Note::ComputerLost,
                Event::ComputerFailed(kind) => Note::ComputerFailed(kind),
                Event::AutosaveFailed(e) => Note::AutosaveFailed(e),
                Event::AutosaveRecovered => Note::AutosaveRecovered,
            };
            if !matches!(note, Note::Launch(_)) {
                self.after_change();
            }
            self.note = Some(note);
        }
    }

    /// After the game changed: the choice is gone, the cursor goes home.
    fn after_change(&mut self) {
        self.choice = None;
        self.result_hidden = false;
        self.cursor = select::home(self.position(), self.cursor);
    }

    /// Shows a suggested move as if the player had chosen it: the column
    /// under the cursor, or the capture open, ready for Enter.
    fn show_hint(&mut self, m: Move) {
        let pos = *self.position();
        match m {
            Move::Column(f) => self.cursor = Point::at(f, self.cursor.rank()),
            Move::Ka { from, to, .. } => {
                let mut options = select::options(&pos, |a, b| a == from && b == to);
                if let Some(i) = options.iter().position(|(o, _)| *o == m) {
                    options.swap(0, i);
                }
                self.cursor = if pos.ka(pos.to_move()).is_none() {
                    from
                } else {
                    to
                };
                self.choice = CaptureChoice::new(options);
            }
        }
        self.note = Some(Note::Suggested { mv: m, before: pos });
    }

    fn refused(&mut self, r: Refusal<Game>) {
        self.note = Some(Note::Refused(r));
    }

    /// Plays a person's move; says why not when it is refused.
    fn play(&mut self, m: Move) -> bool {
        match self.session.play(m) {
            Ok(()) => {
                self.take_events();
                true
            }
            Err(r) => {
                self.refused(r);
                false
            }
        }
    }

    /// Does what an action asks.
    pub fn apply(&mut self, action: Action) {
        if !matches!(action, Action::Char(_) | Action::Erase) {
            self.note = None;
        }
        match self.mode.clone() {
            Mode::Board if self.is_replay() => self.on_replay(action),
            Mode::Board => self.on_board(action),
            Mode::Help { scroll } => match action {
                Action::Scroll(d) => {
                    self.mode = Mode::Help {
                        // The view stops at the end of the text; this
                        // only keeps the count from running away.
                        scroll: scroll.saturating_add_signed(d).min(HELP_SCROLL_MAX),
                    }
                }
                _ => self.mode = Mode::Board,
            },
            Mode::Typing(mut text) => match action {
                Action::Char(c) => {
                    if text.chars().count() < TYPED_MAX {
                        text.push(c);
                    }
                    self.mode = Mode::Typing(text);
                }
                Action::Erase => {
                    text.pop();
                    self.mode = Mode::Typing(text);
                }
                Action::Submit => self.submit(&text),
                Action::Back => self.mode = Mode::Board,
                _ => {}
            },
            Mode::Confirm(pending) => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
                if action == Action::Yes {
                    match pending {
                        Pending::Quit => self.running = false,
                        Pending::Continue => {
                            if let Err(r) = self.session.continue_from_view() {
                                self.refused(r);
                            }
                            self.take_events();
                        }
                    }
                }
            }
            Mode::NewGame(form) => self.on_new_game(action, form),
        }
    }

    /// The new-game screen: the form takes the keys; on a start that
    /// cannot be, it stays open and says why.
    fn on_new_game(&mut self, action: Action, mut form: NewGameForm) {
        match action {
            Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
            Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
            Action::Cursor(Direction::West) => form.change(-1),
            Action::Cursor(Direction::East) => form.change(1),
            Action::Char(c) => form.type_char(c),
            Action::Erase => form.erase(),
            Action::Yes | Action::Select | Action::Submit => {
                if let Some(chosen) = form.start() {
                    return self.start_new_game(chosen);
                }
            }
            Action::No | Action::Back | Action::Quit => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
                return;
            }
            _ => {}
        }
        self.mode = Mode::NewGame(form);
    }

    /// Starts the game chosen on the new-game screen; the board faces the
    /// person when North is the only one.
    fn start_new_game(&mut self, chosen: Chosen) {
        self.mode = Mode::Board;
        self.session.set_paused(false);
        self.session.set_movetime(chosen.movetime);
        self.session.new_game(chosen.game, chosen.sides.to_vec());
        self.flipped = matches!(chosen.sides, [Side::Computer(_), Side::Human]);
        self.take_events();
    }

    fn submit(&mut self, text: &str) {
        if text.trim().is_empty() {
            self.mode = Mode::Board;
            return;
        }
        if self.in_the_past() {
            self.session.browse(Browse::End);
        }
        match text.parse::<Move>() {
            Err(e) => self.note = Some(Note::Unreadable(e)),
            Ok(m) => {
                // A move played, or one that is not the person's to make,
                // closes the line; a wrong move stays to be mended.
                let played = self.play(m);
                let not_yours =
                    matches!(self.note, Some(Note::Refused(Refusal::ComputerToMove(..))));
                if played || not_yours {
                    self.mode = Mode::Board;
                }
            }
        }
    }

    fn on_board(&mut self, action: Action) {
        // Looking back: moving keys return to the present first; choosing
        // asks whether to play on from here.
        if self.in_the_past() {
            match action {
                Action::Browse(step) => return self.browse(step),
                Action::Select | Action::Click(_) => {
                    self.session.set_paused(true);
                    self.mode = Mode::Confirm(Pending::Continue);
                    return;
                }
                Action::Back => return self.browse(Browse::End),
                Action::Cursor(_)
                | Action::Next
                | Action::Previous
                | Action::StartTyping
                | Action::Undo
                | Action::Redo
                | Action::Hint => {
                    self.session.browse(Browse::End);
                }
                _ => {}
            }
        }
        match action {
            Action::Cursor(d) => {
                // Moving away drops the capture shown, so that Enter never
                // confirms something the cursor has left.
                self.choice = None;
                let d = if self.flipped { d.opposite() } else { d };
                if let Some(p) = self.cursor.step(d) {
                    self.cursor = p;
                }
            }
            Action::Select => self.select(),
            Action::Click(p) => self.click(p),
            Action::Next => self.cycle(1),
            Action::Previous => self.cycle(-1),
            Action::Back => {
                if self.choice.take().is_none() && self.shows_result() {
                    self.result_hidden = true;
                }
            }
            Action::StartTyping => self.mode = Mode::Typing(String::new()),
            Action::Undo => match self.session.undo() {
                Ok(()) => self.take_events(),
                Err(r) => self.refused(r),
            },
            Action::Redo => match self.session.redo() {
                Ok(()) => self.take_events(),
                Err(r) => self.refused(r),
            },
            Action::Browse(step) => self.browse(step),
            Action::Flip => {
                self.flipped = !self.flipped;
                self.note = Some(Note::Flipped(self.flipped));
            }
            Action::NewGame => {
                self.session.set_paused(true);
                let form = NewGameForm::new(self.game(), self.sides(), self.session.movetime());
                self.mode = Mode::NewGame(form);
            }
            Action::Hint => self.ask_hint(),
            Action::Save => self.save_to_file(),
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => {
                if self.in_progress() {
                    self.session.set_paused(true);
                    self.mode = Mode::Confirm(Pending::Quit);
                } else {
                    self.running = false;
                }
            }
            Action::Char(_)
            | Action::Erase
            | Action::Submit
            | Action::Scroll(_)
            | Action::Yes
            | Action::No => {}
        }
    }

    fn browse(&mut self, step: Browse) {
        self.choice = None;
        self.session.browse(step);
        self.note = Some(if self.session.in_the_past() {
            Note::Past {
                ply: self.session.viewed_ply(),
                of: self.game().moves().len(),
            }
        } else {
            Note::Present
        });
        self.cursor = select::home(self.position(), self.cursor);
    }

    fn ask_hint(&mut self) {
        match self.session.ask_hint() {
            Ok(()) => self.note = Some(Note::HintThinking),
            Err(Refusal::ComputerToMove(..)) => self.note = Some(Note::HintUnavailableForComputer),
            Err(r) => self.refused(r),
        }
        self.take_events();
    }

    /// A replay only moves through the moves played.
    fn on_replay(&mut self, action: Action) {
        match action {
            Action::Undo | Action::Browse(Browse::Back) => {
                if self.session.browse(Browse::Back) {
                    self.note = Some(Note::ReplayAt(self.session.viewed_ply()));
                } else {
                    self.note = Some(Note::ReplayFirst);
                }
            }
            Action::Redo | Action::Browse(Browse::Forward) => {
                let before = *self.position();
                let ply = self.session.viewed_ply();
                let next = self.game().moves().get(ply).copied();
                match next {
                    Some(mv) if self.session.browse(Browse::Forward) => {
                        self.note = Some(Note::ReplayMove {
                            n: ply + 1,
                            player: before.to_move(),
                            mv,
                            before,
                        });
                    }
                    _ => self.note = Some(Note::ReplayLast),
                }
            }
            Action::Browse(step) => {
                self.session.browse(step);
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => self.running = false,
            Action::Back if self.shows_result() => self.result_hidden = true,
            _ => self.note = Some(Note::ReplayOnly),
        }
    }

    fn cycle(&mut self, step: isize) {
        if let Some(c) = &mut self.choice {
            let n = c.options.len() as isize;
            c.index = (c.index as isize + step).rem_euclid(n) as usize;
            return;
        }
        // Without a choice open, Tab walks the points worth choosing.
        let points = select::walk(self.position(), self.cursor);
        if points.is_empty() {
            return;
        }
        let at = points.iter().position(|&p| p == self.cursor);
        let n = points.len() as isize;
        let i = match at {
            Some(i) => (i as isize + step).rem_euclid(n),
            None if step > 0 => 0,
            None => n - 1,
        };
        self.cursor = points[i as usize];
    }

    fn click(&mut self, p: Point) {
        if let Some(c) = &self.choice {
            let (_, stones) = c.current();
            if p == c.to || stones.contains(p) {
                self.select();
                return;
            }
            if let Some(i) = c.options.iter().position(|(_, s)| s.contains(p)) {
                if let Some(c) = self.choice.as_mut() {
                    c.index = i;
                }
                return;
            }
            self.choice = None;
        }
        self.cursor = p;
        self.select();
    }

    fn select(&mut self) {
        let pos = *self.position();
        if pos.outcome().is_some() {
            return self.refused(Refusal::GameOver);
        }
        if let Side::Computer(level) = self.sides()[pos.to_move().index()] {
            self.note = Some(Note::ComputerTurn {
                player: pos.to_move(),
                level,
            });
            return;
        }
        if let Some(c) = self.choice.clone() {
            self.play(c.current().0);
            return;
        }
        match select::pick(&pos, self.cursor) {
            Pick::Play(m) => {
                self.play(m);
            }
            Pick::Choose(c) => self.choice = Some(c),
            Pick::Refused(note) => self.note = Some(note),
        }
    }

    /// Saves the game to a new file in the save folder, named by the time.
    fn save_to_file(&mut self) {
        let Some(dir) = self.save_dir.clone() else {
            self.note = Some(Note::SavingOff);
            return;
        };
        let stem = format!("pasang-{}", timestamp(std::time::SystemTime::now()));
        let seats = (self.game().seats().iter().copied()).zip(self.session.seats().iter().copied());
        let text = Record::of(self.game()).with_players(seats).to_ron();
        self.note = Some(match write_new(&dir, &stem, text.as_bytes()) {
            Ok(path) => Note::Saved(path),
            Err(e) => Note::SaveFailed(e),
        });
    }
}

/// The ka game's player in a seat.
fn player(seat: Seat) -> Player {
    match seat {
        Seat::North => Player::North,
        _ => Player::South,
    }
}
