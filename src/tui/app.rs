//! The app's state and what each action does to it.
//!
//! The game itself lives in a [`Game`]; the app adds only what the screen
//! needs on top: the cursor, the capture being chosen, the mode (help,
//! typing a move, a question), the redo stack and the message line. Every
//! change of the game goes through [`App::change`].

use super::theme::Theme;
use super::thinker::{Job, Purpose};
use crate::ai::Poll;
use crate::ai::{Computer, Level};
use crate::files::write_new;
use crate::games::Seat;
use crate::games::ka::{
    Bits, Direction, File, Game, Illegal, Line, Move, Outcome, Phase, Player, Point, Position, Rank,
};
use crate::record::Record;
use crate::store::{Autosave, Store, timestamp};
use std::time::Duration;

/// Who plays a side: a person at this keyboard, or the computer at a
/// level (moving from a background thread).
pub use crate::ai::PlayerKind as Side;

/// What a side can be set to on the new-game screen, in order.
pub const SIDE_CHOICES: [Side; 4] = [
    Side::Human,
    Side::Computer(Level::Easy),
    Side::Computer(Level::Medium),
    Side::Computer(Level::Hard),
];

/// How long the hint giver thinks at most.
const HINT_TIME: Duration = Duration::from_millis(800);

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
    /// The new-game screen: who plays each side; `row` 0 is South.
    NewGame { sides: [Side; 2], row: usize },
}

/// What waits for a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
}

/// Everything a player can ask for. Keys and mouse clicks are turned into
/// these in one place, [`super::input`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor one point.
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
    /// Back to the first position (replay).
    First,
    /// On to the last position (replay).
    Last,
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

/// A change of the game: everything that makes the position differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Play(Move),
    Undo,
    Redo,
    New,
}

/// A capture being chosen: the ka's move and the lines it could take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureChoice {
    pub from: Point,
    pub to: Point,
    /// Each legal move from `from` to `to`, with the stones it takes.
    pub options: Vec<(Move, Bits)>,
    /// The option shown.
    pub index: usize,
}

impl CaptureChoice {
    /// The move shown, and its stones.
    pub fn current(&self) -> (Move, Bits) {
        self.options[self.index]
    }
}

/// How a message reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Error,
}

/// A line on the message bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}

/// Where the game is written: the autosave slot (after every change), the
/// store that gives a new game its slot, and the folder `s` saves to.
#[derive(Clone, Debug, Default)]
pub struct Storage {
    pub store: Option<Store>,
    pub autosave: Option<Autosave>,
    /// `None`: saving with `s` is off.
    pub save_dir: Option<std::path::PathBuf>,
}

/// The computer players, South's and North's, and the hint giver, each
/// `None` while away thinking (or for a person).
#[derive(Default)]
struct Computers([Option<Box<Computer>>; 3]);

impl std::fmt::Debug for Computers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let levels: Vec<_> = self.0.iter().map(|c| c.as_ref().map(|c| c.level)).collect();
        f.debug_tuple("Computers").field(&levels).finish()
    }
}

/// The slot of the hint giver in [`Computers`].
const HINT_SLOT: usize = 2;

/// The terminal game.
#[derive(Debug)]
pub struct App {
    game: Game,
    computers: Computers,
    /// The search under way, if any.
    job: Option<Job>,
    /// Searches stopped early, kept until their computers come back.
    cancelled: Vec<Job>,
    /// Seeds the computers, so that a game can be played again.
    seed: u64,
    /// How long `ai:hard` thinks.
    movetime: Duration,
    storage: Storage,
    /// Stepping through a saved game: the moves are only looked at.
    replay: bool,
    /// Moves taken back, the next to redo last.
    redo: Vec<Move>,
    sides: [Side; 2],
    cursor: Point,
    choice: Option<CaptureChoice>,
    mode: Mode,
    message: Option<Message>,
    theme: Theme,
    /// The game-over popup was put away to look at the board.
    result_hidden: bool,
    running: bool,
}

/// How far the help can be scrolled at most, on any screen.
const HELP_SCROLL_MAX: u16 = 40;

/// Points of some stones.
pub fn points_of(pos: &Position, stones: Bits) -> u16 {
    (pos.black() & stones).count() as u16 + 2 * (pos.white() & stones).count() as u16
}

/// "5 stones, 7 points".
pub fn describe_stones(pos: &Position, stones: Bits) -> String {
    let n = stones.count();
    let pts = points_of(pos, stones);
    format!(
        "{n} stone{}, {pts} point{}",
        if n == 1 { "" } else { "s" },
        if pts == 1 { "" } else { "s" }
    )
}

impl App {
    /// An app for a game, which may already have moves played.
    pub fn new(game: Game, theme: Theme) -> App {
        let mut app = App {
            game,
            computers: Computers::default(),
            job: None,
            cancelled: Vec::new(),
            seed: 0,
            movetime: crate::ai::DEFAULT_MOVETIME,
            storage: Storage::default(),
            replay: false,
            redo: Vec::new(),
            sides: [Side::Human; 2],
            cursor: Point::CENTRE,
            choice: None,
            mode: Mode::Board,
            message: None,
            theme,
            result_hidden: false,
            running: true,
        };
        app.cursor = app.home();
        app
    }

    /// The app writing its game where `storage` says.
    pub fn with_storage(mut self, storage: Storage) -> App {
        self.storage = storage;
        self
    }

    /// The app with these players; computers are seeded from `seed`, and
    /// `ai:hard` thinks for `movetime` a move.
    pub fn with_players(mut self, sides: [Side; 2], seed: u64, movetime: Duration) -> App {
        self.seed = seed;
        self.movetime = movetime;
        self.set_sides(sides);
        self
    }

    fn set_sides(&mut self, sides: [Side; 2]) {
        self.stop_thinking();
        self.sides = sides;
        for (i, side) in sides.into_iter().enumerate() {
            self.computers.0[i] = match side {
                Side::Human => None,
                Side::Computer(level) => Some(self.new_computer(level, i)),
            };
        }
    }

    fn new_computer(&self, level: Level, slot: usize) -> Box<Computer> {
        let seed = self.seed ^ (slot as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut c = Computer::new(level, seed);
        c.movetime = if slot == HINT_SLOT {
            self.movetime.min(HINT_TIME)
        } else {
            self.movetime
        };
        Box::new(c)
    }

    /// Whether the computer is thinking about its move (not a hint).
    pub fn thinking(&self) -> Option<(Player, Duration)> {
        let job = self.job.as_ref().filter(|j| j.purpose == Purpose::Move)?;
        Some((Player::ALL[job.slot], job.elapsed()))
    }

    /// Searches not yet ended: the one under way and those stopped early
    /// whose computers have not come back yet.
    pub fn searches(&self) -> usize {
        self.cancelled.len() + usize::from(self.job.is_some())
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        self.job
            .as_ref()
            .is_some_and(|j| j.purpose == Purpose::Hint)
    }

    /// Whether the player to move is the computer.
    fn computer_to_move(&self) -> bool {
        matches!(
            self.sides[self.position().to_move().index()],
            Side::Computer(_)
        )
    }

    /// Stops any search; its computer comes back later, in [`App::tick`].
    fn stop_thinking(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
            self.cancelled.push(job);
        }
    }

    /// Looks after the computer, once per turn of the event loop: collects
    /// finished searches, plays the computer's move, shows a hint, and
    /// starts the computer thinking when it is its turn.
    pub fn tick(&mut self) {
        for mut job in std::mem::take(&mut self.cancelled) {
            match job.poll() {
                Poll::Thinking => self.cancelled.push(job),
                Poll::Done(computer, _) => self.restore(job.slot, computer),
                Poll::Lost => self.replace_lost(job.slot),
            }
        }
        if let Some(mut job) = self.job.take() {
            match job.poll() {
                Poll::Thinking => self.job = Some(job),
                Poll::Done(computer, result) => {
                    self.restore(job.slot, computer);
                    let current = job.ply == self.game.moves().len();
                    match (job.purpose, result) {
                        (Purpose::Move, Some(r)) if current => {
                            if let Err(e) = self.change(Change::Play(r.mv)) {
                                self.error(format!("The computer's move failed: {e}"));
                            }
                        }
                        (Purpose::Hint, Some(r)) if current => self.show_hint(r.mv),
                        _ => {}
                    }
                }
                Poll::Lost => {
                    self.replace_lost(job.slot);
                    self.error("The computer stopped without a move; it will try again.");
                }
            }
        }
        self.start_thinking();
    }

    /// Puts a computer back from a search, unless the players have changed
    /// meanwhile and its slot was given a new one (or a person).
    fn restore(&mut self, slot: usize, computer: Box<Computer>) {
        let wanted = slot == HINT_SLOT || self.sides[slot] == Side::Computer(computer.level);
        if wanted && self.computers.0[slot].is_none() {
            self.computers.0[slot] = Some(computer);
        }
    }

    fn replace_lost(&mut self, slot: usize) {
        if self.computers.0[slot].is_some() {
            return;
        }
        let level = match slot {
            HINT_SLOT => Some(Level::Hard),
            _ => match self.sides[slot] {
                Side::Computer(level) => Some(level),
                Side::Human => None,
            },
        };
        self.computers.0[slot] = level.map(|l| self.new_computer(l, slot));
    }

    /// Starts the computer on its move if it is its turn and it is free.
    fn start_thinking(&mut self) {
        let pos = *self.position();
        let waiting = matches!(self.mode, Mode::Confirm(_) | Mode::NewGame { .. });
        if self.job.is_some() || self.replay || waiting || pos.outcome().is_some() {
            return;
        }
        let mover = pos.to_move().index();
        if !self.computer_to_move() {
            return;
        }
        // Still coming back from a stopped search: wait for it.
        let Some(computer) = self.computers.0[mover].take() else {
            return;
        };
        self.launch(computer, pos, Purpose::Move, mover);
    }

    fn launch(&mut self, computer: Box<Computer>, pos: Position, purpose: Purpose, slot: usize) {
        match Job::start(computer, pos, purpose, slot, self.game.moves().len()) {
            Ok(job) => self.job = Some(job),
            Err(e) => {
                self.replace_lost(slot);
                self.error(format!("Could not start the computer: {e}"));
            }
        }
    }

    /// Asks the hint giver for a move for the person to move.
    fn ask_hint(&mut self) {
        let pos = *self.position();
        if pos.outcome().is_some() {
            self.error("The game is over: there is nothing to suggest.");
            return;
        }
        if self.computer_to_move() {
            self.notice("The computer is to move.");
            return;
        }
        if self.hinting() {
            return;
        }
        let computer = match self.computers.0[HINT_SLOT].take() {
            Some(c) => c,
            None => self.new_computer(Level::Hard, HINT_SLOT),
        };
        self.launch(computer, pos, Purpose::Hint, HINT_SLOT);
        self.notice("Thinking of a move to suggest…");
    }

    /// Shows a suggested move as if the player had chosen it: the column
    /// under the cursor, or the capture open, ready for Enter.
    fn show_hint(&mut self, m: Move) {
        let pos = *self.position();
        let taken = pos.captures(m).unwrap_or(Bits::EMPTY);
        match m {
            Move::Column(f) => self.cursor = Point::at(f, self.cursor.rank()),
            Move::Ka { from, to, .. } => {
                let mut options = self.options(|a, b| a == from && b == to);
                if let Some(i) = options.iter().position(|(o, _)| *o == m) {
                    options.swap(0, i);
                }
                self.cursor = if pos.phase() == Phase::KaEntry {
                    from
                } else {
                    to
                };
                self.open_choice(options);
            }
        }
        self.notice(format!(
            "Suggested: {m}, taking {}. Enter plays it.",
            describe_stones(&pos, taken)
        ));
    }

    /// An app that steps through a saved game, from its first position;
    /// nothing can be played and nothing is saved.
    pub fn replay(mut game: Game, theme: Theme) -> App {
        let mut redo = Vec::new();
        while let Some(m) = game.undo() {
            redo.push(m);
        }
        let mut app = App::new(game, theme);
        app.redo = redo;
        app.replay = true;
        app.notice("Replay: → steps forward, ← back, Home and End jump; q leaves.");
        app
    }

    /// Whether this is a replay.
    pub fn is_replay(&self) -> bool {
        self.replay
    }

    /// Where the game is autosaved, if it is.
    pub fn autosave_path(&self) -> Option<&std::path::Path> {
        self.storage.autosave.as_ref().map(Autosave::path)
    }

    /// Writes the autosave now. A failure turns autosave off and says so:
    /// the game goes on.
    pub fn save_now(&mut self) {
        let Some(slot) = &self.storage.autosave else {
            return;
        };
        if let Err(e) = slot.save(&self.record()) {
            self.storage.autosave = None;
            self.error(format!("Autosave is off: {e}"));
        }
    }

    /// The game as saved: its moves and who plays.
    fn record(&self) -> Record {
        Record::of(&self.game).with_players([Seat::South, Seat::North].into_iter().zip(self.sides))
    }

    /// Saves the game to a new file in the save folder, named by the time.
    fn save_to_file(&mut self) {
        let Some(dir) = self.storage.save_dir.clone() else {
            self.error("Saving is off in this view.");
            return;
        };
        let stem = format!("pasang-{}", timestamp(std::time::SystemTime::now()));
        let text = self.record().to_ron();
        match write_new(&dir, &stem, text.as_bytes()) {
            Ok(path) => {
                let path = path.strip_prefix(".").unwrap_or(&path).to_path_buf();
                self.notice(format!(
                    "Saved to {}; open it with pasang --load {}",
                    path.display(),
                    path.display()
                ));
            }
            Err(e) => self.error(format!("Could not save: {e}")),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn position(&self) -> &Position {
        self.game.position()
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

    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    pub fn theme(&self) -> Theme {
        self.theme
    }

    /// Who plays each side, indexed by [`Player::index`].
    pub fn sides(&self) -> [Side; 2] {
        self.sides
    }

    /// Moves that redo would replay, the next last.
    pub fn redo_stack(&self) -> &[Move] {
        &self.redo
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
        !self.game.moves().is_empty() && self.position().outcome().is_none()
    }

    /// Puts a notice on the message line (for saving, the computer, …).
    pub fn notice(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            tone: Tone::Info,
        });
    }

    fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            tone: Tone::Error,
        });
    }

    /// The only way the game changes. Hooks that follow every change (such
    /// as an autosave) belong at the end of this method.
    pub fn change(&mut self, change: Change) -> Result<(), String> {
        // Whatever the computer was thinking about is out of date now.
        self.stop_thinking();
        let before = *self.position();
        let notice = match change {
            Change::Play(m) => {
                let taken = before.captures(m).unwrap_or(Bits::EMPTY);
                self.game.try_play(m).map_err(|e| e.to_string())?;
                // Playing the move that redo would play keeps the rest.
                if self.redo.last() == Some(&m) {
                    self.redo.pop();
                } else {
                    self.redo.clear();
                }
                format!(
                    "{} played {m}: {}.",
                    before.to_move(),
                    describe_stones(&before, taken)
                )
            }
            Change::Undo => {
                let m = self.game.undo().ok_or("there is no move to undo")?;
                self.redo.push(m);
                format!("Took back {m}; U puts it back.")
            }
            Change::Redo => {
                let m = *self.redo.last().ok_or("there is no move to redo")?;
                self.game.try_play(m).map_err(|e| e.to_string())?;
                self.redo.pop();
                format!("Played {m} again.")
            }
            Change::New => {
                self.game = Game::new(self.game.setup().clone(), self.game.rules());
                self.redo.clear();
                // The finished or abandoned game keeps its file; the new
                // one gets its own.
                if let Some(store) = &self.storage.store {
                    self.storage.autosave = Some(store.new_slot(std::time::SystemTime::now()));
                }
                "New game. South begins.".to_string()
            }
        };
        self.choice = None;
        self.result_hidden = false;
        self.cursor = self.home();
        self.notice(notice);
        if !self.replay {
            self.save_now();
        }
        Ok(())
    }

    /// Where the cursor starts a turn: on something the player can choose.
    fn home(&self) -> Point {
        let pos = self.position();
        let mover = pos.to_move();
        match pos.phase() {
            Phase::ColumnCapture => {
                let rank = match mover {
                    Player::South => 2,
                    Player::North => 8,
                };
                let here = self.cursor.file().index();
                let file = pos
                    .legal_moves()
                    .iter()
                    .filter_map(|m| match m {
                        Move::Column(f) => Some(*f),
                        Move::Ka { .. } => None,
                    })
                    .min_by_key(|f| f.index().abs_diff(here))
                    .unwrap_or(File::MIDDLE);
                Point::at(file, Rank::new(rank).expect("on the board"))
            }
            Phase::KaEntry => pos
                .legal_moves()
                .iter()
                .find_map(|m| match m {
                    Move::Ka { from, .. } => Some(*from),
                    Move::Column(_) => None,
                })
                .unwrap_or(self.cursor),
            Phase::KaMoves => pos.ka(mover).unwrap_or(self.cursor),
        }
    }

    /// The points worth choosing now: stones that may become the ka, or
    /// points the ka can reach with a capture.
    pub fn marked(&self) -> Bits {
        let pos = self.position();
        let mut bits = Bits::EMPTY;
        if self.replay {
            return bits;
        }
        for m in &pos.legal_moves() {
            match (pos.phase(), *m) {
                (Phase::KaEntry, Move::Ka { from, .. }) => bits.insert(from),
                (Phase::KaMoves, Move::Ka { to, .. }) => bits.insert(to),
                _ => {}
            }
        }
        bits
    }

    /// Files the player to move may not take, with the reason.
    pub fn banned_columns(&self) -> Vec<(File, Illegal)> {
        let pos = self.position();
        if self.replay || pos.phase() != Phase::ColumnCapture || pos.outcome().is_some() {
            return Vec::new();
        }
        crate::games::ka::column_choices(pos)
            .into_iter()
            .filter_map(|(f, r)| r.err().map(|e| (f, e)))
            .collect()
    }

    /// The stones to show as captured: the capture being chosen, or the
    /// column or single capture under the cursor.
    pub fn preview(&self) -> Bits {
        if let Some(c) = &self.choice {
            return c.current().1;
        }
        if self.replay {
            // What the next move of the game takes.
            return self
                .redo
                .last()
                .and_then(|&m| self.position().captures(m))
                .unwrap_or(Bits::EMPTY);
        }
        let pos = self.position();
        match pos.phase() {
            Phase::ColumnCapture => pos
                .captures(Move::Column(self.cursor.file()))
                .unwrap_or(Bits::EMPTY),
            Phase::KaEntry => Bits::EMPTY,
            Phase::KaMoves => {
                let opts = self.options_to(self.cursor);
                match opts.as_slice() {
                    [(_, stones)] => *stones,
                    _ => Bits::EMPTY,
                }
            }
        }
    }

    /// The legal ka moves landing on `to` (ka moves) or starting from `from`
    /// (ka entry), with their stones.
    fn options(&self, pick: impl Fn(Point, Point) -> bool) -> Vec<(Move, Bits)> {
        let pos = self.position();
        pos.legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Ka { from, to, .. } if pick(*from, *to)))
            .map(|&m| (m, pos.captures(m).unwrap_or(Bits::EMPTY)))
            .collect()
    }

    fn options_to(&self, p: Point) -> Vec<(Move, Bits)> {
        if self.position().phase() != Phase::KaMoves {
            return Vec::new();
        }
        self.options(|_, to| to == p)
    }

    /// Does what an action asks.
    pub fn apply(&mut self, action: Action) {
        if !matches!(action, Action::Char(_) | Action::Erase) {
            self.message = None;
        }
        match self.mode.clone() {
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
                    text.push(c);
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
                if action == Action::Yes {
                    match pending {
                        Pending::Quit => self.running = false,
                    }
                }
            }
            Mode::NewGame { mut sides, row } => match action {
                Action::Cursor(Direction::North | Direction::South) | Action::Next => {
                    self.mode = Mode::NewGame {
                        sides,
                        row: 1 - row,
                    }
                }
                Action::Cursor(d) => {
                    let step = if d == Direction::East {
                        1
                    } else {
                        SIDE_CHOICES.len() - 1
                    };
                    let now = SIDE_CHOICES
                        .iter()
                        .position(|s| *s == sides[row])
                        .unwrap_or(0);
                    sides[row] = SIDE_CHOICES[(now + step) % SIDE_CHOICES.len()];
                    self.mode = Mode::NewGame { sides, row };
                }
                Action::Yes | Action::Select => {
                    self.mode = Mode::Board;
                    self.set_sides(sides);
                    self.new_game();
                }
                Action::No | Action::Back | Action::Quit => self.mode = Mode::Board,
                _ => {}
            },
        }
    }

    fn new_game(&mut self) {
        // A new game cannot fail.
        let _ = self.change(Change::New);
    }

    fn submit(&mut self, text: &str) {
        if text.trim().is_empty() {
            self.mode = Mode::Board;
            return;
        }
        if self.position().outcome().is_some() {
            self.error("The game is over: n starts a new one, u takes a move back.");
            return;
        }
        if self.computer_to_move() {
            self.mode = Mode::Board;
            self.error(self.computer_turn_text());
            return;
        }
        match text.parse::<Move>() {
            Err(e) => self.error(e.to_string()),
            Ok(m) => match self.change(Change::Play(m)) {
                Ok(()) => self.mode = Mode::Board,
                Err(e) => self.error(e),
            },
        }
    }

    fn on_board(&mut self, action: Action) {
        if self.replay {
            return self.on_replay(action);
        }
        match action {
            Action::Cursor(d) => {
                // Moving away drops the capture shown, so that Enter never
                // confirms something the cursor has left.
                self.choice = None;
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
            Action::Undo => self.step(Change::Undo),
            Action::Redo => self.step(Change::Redo),
            Action::NewGame => {
                self.stop_thinking();
                self.mode = Mode::NewGame {
                    sides: self.sides,
                    row: 0,
                };
            }
            Action::Hint => self.ask_hint(),
            Action::Save => self.save_to_file(),
            Action::First | Action::Last => {}
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => {
                if self.in_progress() {
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

    fn computer_turn_text(&self) -> String {
        let mover = self.position().to_move();
        format!(
            "{mover} is the computer ({}): wait for its move, or u to take back yours.",
            self.sides[mover.index()]
        )
    }

    /// Undo or redo; against the computer, on until a person is to move,
    /// so that the computer's reply is taken back with the move it answered.
    fn step(&mut self, change: Change) {
        if let Err(e) = self.change(change) {
            self.error(capitalise(&e));
            return;
        }
        let someone_plays = self.sides.contains(&Side::Human);
        while someone_plays && self.computer_to_move() && self.change(change).is_ok() {}
    }

    /// A replay only moves through the moves played.
    fn on_replay(&mut self, action: Action) {
        let step = |app: &mut App, change: Change| app.change(change).is_ok();
        match action {
            Action::Undo => {
                if step(self, Change::Undo) {
                    let n = self.game.moves().len();
                    self.notice(format!("Back to the position after move {n}."));
                } else {
                    self.notice("The first position: → steps forward.");
                }
            }
            Action::Redo => {
                let before = *self.position();
                let next = self.redo.last().copied();
                match next {
                    Some(m) if step(self, Change::Redo) => {
                        let taken = before.captures(m).unwrap_or(Bits::EMPTY);
                        self.notice(format!(
                            "Move {}: {} played {m}, taking {}.",
                            self.game.moves().len(),
                            before.to_move(),
                            describe_stones(&before, taken)
                        ));
                    }
                    _ => self.notice("The last position: ← steps back."),
                }
            }
            Action::First => while step(self, Change::Undo) {},
            Action::Last => while step(self, Change::Redo) {},
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => self.running = false,
            Action::Back if self.shows_result() => self.result_hidden = true,
            _ => self.notice("This is a replay: → and ← step through the game, q leaves."),
        }
    }

    fn cycle(&mut self, step: isize) {
        if let Some(c) = &mut self.choice {
            let n = c.options.len() as isize;
            c.index = (c.index as isize + step).rem_euclid(n) as usize;
            return;
        }
        // Without a choice open, Tab walks the points worth choosing.
        let pos = self.position();
        let mut points: Vec<Point> = match pos.phase() {
            Phase::ColumnCapture => pos
                .legal_moves()
                .iter()
                .filter_map(|m| match m {
                    Move::Column(f) => Some(Point::at(*f, self.cursor.rank())),
                    Move::Ka { .. } => None,
                })
                .collect(),
            _ => self.marked().iter().collect(),
        };
        // Reading order: from the north-west, as on the screen.
        points.sort_by_key(|p| (std::cmp::Reverse(p.rank()), p.file()));
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
                self.choice.as_mut().expect("open").index = i;
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
            self.error("The game is over: n starts a new one, u takes a move back.");
            return;
        }
        let mover = pos.to_move();
        if self.sides[mover.index()] != Side::Human {
            self.notice(self.computer_turn_text());
            return;
        }
        if let Some(c) = self.choice.clone() {
            let (m, _) = c.current();
            if let Err(e) = self.change(Change::Play(m)) {
                self.error(e);
            }
            return;
        }
        let p = self.cursor;
        match pos.phase() {
            Phase::ColumnCapture => {
                let m = Move::Column(p.file());
                if let Err(e) = self.change(Change::Play(m)) {
                    self.error(format!("Not file {}: {}", p.file(), reason_only(&e)));
                }
            }
            Phase::KaEntry => self.select_entry(&pos, p),
            Phase::KaMoves => self.select_target(&pos, p),
        }
    }

    fn open_choice(&mut self, options: Vec<(Move, Bits)>) {
        let Some(&(Move::Ka { from, to, .. }, _)) = options.first() else {
            return;
        };
        self.choice = Some(CaptureChoice {
            from,
            to,
            options,
            index: 0,
        });
    }

    fn select_entry(&mut self, pos: &Position, p: Point) {
        let mover = pos.to_move();
        let passage = pos.passage(mover).expect("set in the column capture");
        let from_here = self.options(|from, _| from == p);
        if !from_here.is_empty() {
            self.open_choice(from_here);
            return;
        }
        // The landing point chosen: fine if only one stone can come there.
        let into_here = self.options(|_, to| to == p);
        let mut sources: Vec<Point> = into_here
            .iter()
            .filter_map(|(m, _)| match m {
                Move::Ka { from, .. } => Some(*from),
                Move::Column(_) => None,
            })
            .collect();
        sources.dedup();
        match sources.as_slice() {
            [_] => return self.open_choice(into_here),
            [a, b, ..] => {
                return self.error(format!(
                    "Choose the stone that enters: {a} or {b}, not the point it lands on."
                ));
            }
            [] => {}
        }
        let to = Point::at(passage, p.rank());
        let why = match pos.check(Move::Ka {
            from: p,
            to,
            line: Line::North,
        }) {
            Err(Illegal::Line(_)) | Ok(()) => format!(
                "from {p} the ka would land on {to} with nothing to capture, and every move must capture"
            ),
            Err(e) => e.to_string(),
        };
        self.error(format!(
            "{p} cannot become {mover}'s ka: {why}. Pick a marked stone."
        ));
    }

    fn select_target(&mut self, pos: &Position, p: Point) {
        let mover = pos.to_move();
        let options = self.options_to(p);
        if !options.is_empty() {
            self.open_choice(options);
            return;
        }
        let ka = pos.ka(mover).expect("kas are on the board");
        if p == ka {
            self.error(format!(
                "Move the ka: pick one of the marked points it can reach from {ka}."
            ));
            return;
        }
        let line = if p.rank() == ka.rank() {
            Line::North
        } else {
            Line::East
        };
        let why = match pos.check(Move::Ka {
            from: ka,
            to: p,
            line,
        }) {
            Err(Illegal::Line(_)) | Ok(()) => {
                "there is no odd line to capture across the move there".to_string()
            }
            Err(e) => e.to_string(),
        };
        self.error(format!("The ka cannot go to {p}: {why}."));
    }

    /// One line telling the player to move what to do now.
    pub fn hint(&self) -> String {
        let pos = self.position();
        if let Some((player, elapsed)) = self.thinking() {
            let dots = ".".repeat(1 + (elapsed.as_millis() / 300 % 3) as usize);
            return format!(
                "{player} ({}) is thinking{dots} {:.1} s · u takes back your move",
                self.sides[player.index()],
                elapsed.as_secs_f64()
            );
        }
        if self.replay {
            let (now, all) = (
                self.game.moves().len(),
                self.game.moves().len() + self.redo.len(),
            );
            let last = self
                .game
                .moves()
                .last()
                .map_or("the start".to_string(), |m| format!("after {m}"));
            return format!("Replay, move {now} of {all} ({last}): → forward, ← back");
        }
        if let Some(o) = pos.outcome() {
            let how = match o {
                Outcome::Cleared {
                    winner: Some(w), ..
                } => format!("{w} wins by score."),
                Outcome::Cleared { winner: None, .. } => "A draw.".to_string(),
                Outcome::Suntuk { winner, .. } => format!("{winner} wins by suntuk."),
            };
            return format!("{how} n: new game, u: take a move back");
        }
        let p = pos.to_move();
        if let Some(c) = &self.choice {
            let n = c.options.len();
            return if n == 1 {
                format!("{p}: Enter takes the marked stones; Esc goes back")
            } else {
                format!(
                    "{p}: capture {} of {n} shown; Tab for the next, Enter takes it",
                    c.index + 1
                )
            };
        }
        match pos.phase() {
            Phase::ColumnCapture => {
                let ranks = match p {
                    Player::South => "1–5",
                    Player::North => "7–11",
                };
                format!("{p}: take a column from your half (ranks {ranks})")
            }
            Phase::KaEntry => {
                let passage = pos.passage(p).expect("set");
                format!("{p}: pick a marked stone to enter file {passage} as your ka")
            }
            Phase::KaMoves => {
                let ka = pos.ka(p).expect("set");
                format!("{p}: move your ka ({ka}) to a marked point")
            }
        }
    }

    /// What the cursor is on, and what choosing it would do (the message
    /// line shows this when there is no message).
    pub fn cursor_info(&self) -> String {
        let pos = self.position();
        let p = self.cursor;
        let what = if p == Point::CENTRE {
            "the centre, which is not a point".to_string()
        } else if let Some(s) = pos.stone(p) {
            format!(
                "{s} stone ({})",
                if s.value() == 1 {
                    "1 point"
                } else {
                    "2 points"
                }
            )
        } else if let Some(k) = Player::ALL.into_iter().find(|&k| pos.ka(k) == Some(p)) {
            format!("{k}'s ka")
        } else {
            "empty".to_string()
        };
        let mut text = format!("{p}: {what}");
        if let Some(c) = &self.choice {
            let (m, stones) = c.current();
            let line = match m {
                Move::Ka { line, .. } => line,
                Move::Column(_) => unreachable!("choices are ka moves"),
            };
            return format!(
                "{m}: takes {} {} of {}",
                describe_stones(pos, stones),
                crate::messages::ka::line_words(line),
                c.to
            );
        }
        if pos.outcome().is_some() {
            return text;
        }
        match pos.phase() {
            Phase::ColumnCapture => {
                let f = p.file();
                match pos.check(Move::Column(f)) {
                    Ok(()) => {
                        let stones = self.preview();
                        text += &format!(
                            " · column {f}: {} · Enter takes it",
                            describe_stones(pos, stones)
                        );
                    }
                    Err(_) => text += &format!(" · column {f} is not allowed"),
                }
            }
            Phase::KaEntry => {
                let options = self.options(|from, _| from == p);
                if let Some((Move::Ka { to, .. }, _)) = options.first() {
                    let ways = match options.len() {
                        1 => "1 capture".to_string(),
                        n => format!("{n} captures"),
                    };
                    text += &format!(" · enters {to} as the ka, {ways} · Enter");
                }
            }
            Phase::KaMoves => match self.options_to(p).as_slice() {
                [] => {}
                [(m, stones)] => {
                    text += &format!(" · {m} takes {} · Enter", describe_stones(pos, *stones))
                }
                more => text += &format!(" · {} ways to capture · Enter to choose", more.len()),
            },
        }
        text
    }
}

/// The rule from "X is not legal: rule".
fn reason_only(e: &str) -> &str {
    e.split_once(": ").map_or(e, |(_, r)| r)
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
