//! The app's state and what each action does to it.
//!
//! The game itself lives in a [`Game`]; the app adds only what the screen
//! needs on top: the cursor, the capture being chosen, the mode (help,
//! typing a move, a question), the redo stack and the message line. Every
//! change of the game goes through [`App::change`].

use super::theme::Theme;
use crate::files::write_new;
use crate::record::Record;
use crate::rules::{
    Bits, Direction, File, Game, Illegal, Line, Move, Outcome, Phase, Player, Point, Position, Rank,
};
use crate::store::{Autosave, Store, timestamp};

/// Who plays a side. Only people for now; a computer player will be a
/// second variant, moving from a background thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Human,
}

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
}

/// What waits for a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    Quit,
    NewGame,
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

/// The terminal game.
#[derive(Debug)]
pub struct App {
    game: Game,
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
        if let Err(e) = slot.save(&self.game) {
            self.storage.autosave = None;
            self.error(format!("Autosave is off: {e}"));
        }
    }

    /// Saves the game to a new file in the save folder, named by the time.
    fn save_to_file(&mut self) {
        let Some(dir) = self.storage.save_dir.clone() else {
            self.error("Saving is off in this view.");
            return;
        };
        let stem = format!("pasang-{}", timestamp(std::time::SystemTime::now()));
        let text = Record::of(&self.game).to_ron();
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
        crate::rules::game::column_choices(pos)
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
                        Pending::NewGame => self.new_game(),
                    }
                }
            }
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
            Action::Undo => {
                if let Err(e) = self.change(Change::Undo) {
                    self.error(capitalise(&e));
                }
            }
            Action::Redo => {
                if let Err(e) = self.change(Change::Redo) {
                    self.error(capitalise(&e));
                }
            }
            Action::NewGame => {
                if self.in_progress() {
                    self.mode = Mode::Confirm(Pending::NewGame);
                } else {
                    self.new_game();
                }
            }
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
            self.notice(format!("{mover} is not played from this keyboard."));
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
                line.describe(),
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
