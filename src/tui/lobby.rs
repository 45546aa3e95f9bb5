//! The lobby of `pasang serve`: what a visitor sees first. They start a
//! game (which game, pattern, rules or opening, clock, seat, against other
//! visitors or the computer) and get its join code, join a game by its
//! code, watch one in progress, or go back to an unfinished game of
//! theirs. Choosing a game hands the screen over to that game's app.

use super::rooms::{CreateError, JoinError, Room, Rooms, Summary};
use super::{AnyApp, TerminalApp, Theme};
use crate::games::choice::Choice as _;
use crate::games::{AnyGame, Level, Seat, SeatKind, bell, ka};
use crate::session::{ClockSpec, Waker};
use crate::visitor::Holder;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use std::sync::Arc;
use std::time::Instant;

/// Wrong codes one visit to the lobby may type, as one login may (the
/// server also holds back an address that gives too many).
pub const WRONG_CODES: u32 = 6;

/// Which game a new game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ka,
    /// Bell's game for this many players.
    Bell(bell::Players),
}

impl Kind {
    pub const ALL: [Kind; 4] = [
        Kind::Ka,
        Kind::Bell(bell::Players::Two),
        Kind::Bell(bell::Players::Three),
        Kind::Bell(bell::Players::Four),
    ];

    /// The seats of a game of this kind, in turn order.
    pub fn seats(self) -> &'static [Seat] {
        match self {
            Kind::Ka => &[Seat::South, Seat::North],
            Kind::Bell(p) => p.seats(),
        }
    }

    /// The pattern a game of this kind starts from, as on the command
    /// line: index into its patterns.
    fn default_pattern(self) -> usize {
        match self {
            Kind::Ka => (ka::Pattern::ALL.iter()).position(|&p| p == ka::Pattern::default()),
            Kind::Bell(_) => {
                (bell::Pattern::ALL.iter()).position(|&p| p == bell::Pattern::default())
            }
        }
        .unwrap_or(0)
    }

    fn patterns(self) -> usize {
        match self {
            Kind::Ka => ka::Pattern::ALL.len(),
            Kind::Bell(_) => bell::Pattern::ALL.len(),
        }
    }
}

/// Who plays the other seats of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponents {
    /// Other visitors, who join by the code.
    Visitors,
    Computer(Level),
}

impl Opponents {
    pub const ALL: [Opponents; 4] = [
        Opponents::Visitors,
        Opponents::Computer(Level::Easy),
        Opponents::Computer(Level::Medium),
        Opponents::Computer(Level::Hard),
    ];
}

/// A row of the lobby, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Game,
    Pattern,
    /// The ka game's rules preset.
    Rules,
    /// Bell's opening.
    Opening,
    Clock,
    Seat,
    Opponents,
    Start,
    Join,
    Watch,
    Mine,
    Leave,
}

impl Row {
    pub const ALL: [Row; 12] = [
        Row::Game,
        Row::Pattern,
        Row::Rules,
        Row::Opening,
        Row::Clock,
        Row::Seat,
        Row::Opponents,
        Row::Start,
        Row::Join,
        Row::Watch,
        Row::Mine,
        Row::Leave,
    ];

    /// Whether the row is shown for a game of `kind`: each game has its
    /// own rule rows.
    pub fn applies(self, kind: Kind) -> bool {
        match self {
            Row::Rules => kind == Kind::Ka,
            Row::Opening => matches!(kind, Kind::Bell(_)),
            _ => true,
        }
    }
}

/// What the lobby shows besides its rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Menu,
    /// A join code being typed.
    Code(String),
    /// Games to choose from: to watch, or the visitor's own to go back to.
    List {
        watch: bool,
        games: Vec<Summary>,
        at: usize,
    },
}

/// What the lobby tells the visitor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
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
}

impl Note {
    /// Held back for `wait`, said in whole seconds, rounded up.
    pub fn wait(wait: std::time::Duration) -> Note {
        Note::Wait(wait.as_secs_f64().ceil() as u64)
    }
}

/// The lobby's choices for a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub kind: Kind,
    /// Index into the game's patterns.
    pub pattern: usize,
    /// The ka game's rules.
    pub rules: ka::Preset,
    /// Bell's opening.
    pub opening: bell::Opening,
    /// The players' clock, or none.
    pub clock: Option<ClockSpec>,
    /// Index into the game's seats.
    pub seat: usize,
    pub opponents: Opponents,
}

impl Choice {
    /// The game chosen, with no move played.
    pub fn game(&self) -> AnyGame {
        match self.kind {
            Kind::Ka => AnyGame::Ka(ka::Game::new(
                ka::Setup::pattern(ka::Pattern::ALL[self.pattern]),
                ka::Rules::from(self.rules),
            )),
            Kind::Bell(players) => AnyGame::Bell(bell::Game::new(
                bell::Setup::pattern(bell::Pattern::ALL[self.pattern]),
                bell::Rules {
                    players,
                    opening: self.opening,
                },
            )),
        }
    }
}

impl Default for Choice {
    /// The ka game against other visitors, with the command line's
    /// pattern, rules, opening and clock (none).
    fn default() -> Choice {
        Choice {
            kind: Kind::Ka,
            pattern: Kind::Ka.default_pattern(),
            rules: ka::Preset::default(),
            opening: bell::Opening::default(),
            clock: None,
            seat: 0,
            opponents: Opponents::Visitors,
        }
    }
}

/// The clocks the lobby offers: none first, then the new-game screen's.
fn clocks() -> Vec<Option<ClockSpec>> {
    super::new_game::clock_choices(None).0
}

/// The lobby screen.
pub struct LobbyApp {
    games: Arc<dyn Rooms>,
    holder: Holder,
    theme: Theme,
    wake: Option<Waker>,
    /// Where visitors reach this server, for the join command.
    reach: (String, u16),
    choice: Choice,
    row: usize,
    mode: Mode,
    note: Option<Note>,
    chosen: Option<AnyApp>,
    running: bool,
    /// Wrong codes typed in this visit.
    wrong: u32,
}

impl std::fmt::Debug for LobbyApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LobbyApp")
            .field("choice", &self.choice)
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
        LobbyApp {
            games,
            holder,
            theme,
            wake,
            reach,
            choice: Choice::default(),
            row: 0,
            mode: Mode::Menu,
            note: None,
            chosen: None,
            running: true,
            wrong: 0,
        }
    }

    /// The lobby showing `note` first (why a code given on the way in
    /// was not looked at).
    pub fn told(mut self, note: Option<Note>) -> LobbyApp {
        self.note = note;
        self
    }

    pub fn theme(&self) -> Theme {
        self.theme
    }
    pub fn row(&self) -> Row {
        Row::ALL[self.row]
    }
    pub fn choice(&self) -> Choice {
        self.choice
    }
    /// The rows shown for the game chosen, top to bottom.
    pub fn rows(&self) -> impl Iterator<Item = Row> + '_ {
        Row::ALL.into_iter().filter(|r| r.applies(self.choice.kind))
    }
    pub fn mode(&self) -> &Mode {
        &self.mode
    }
    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }
    /// Unfinished games of this visitor.
    pub fn mine(&self) -> usize {
        self.holder
            .key
            .as_deref()
            .map_or(0, |k| self.games.owned(k))
    }
    /// Games being played now.
    pub fn in_progress(&self) -> usize {
        self.games.playing()
    }

    fn step(&mut self, row: Row, by: isize) {
        let wrap = |i: usize, n: usize| (i as isize + by).rem_euclid(n as isize) as usize;
        let c = &mut self.choice;
        match row {
            Row::Game => {
                let i = Kind::ALL.iter().position(|&k| k == c.kind).unwrap_or(0);
                let was = c.kind;
                c.kind = Kind::ALL[wrap(i, Kind::ALL.len())];
                // Another game's patterns start from its own default;
                // Bell's for more players keeps the pattern chosen.
                if std::mem::discriminant(&was) != std::mem::discriminant(&c.kind) {
                    c.pattern = c.kind.default_pattern();
                }
                c.seat = 0;
            }
            Row::Pattern => c.pattern = wrap(c.pattern, c.kind.patterns()),
            Row::Rules => {
                let all = ka::Preset::ALL;
                let i = all.iter().position(|&p| p == c.rules).unwrap_or(0);
                c.rules = all[wrap(i, all.len())];
            }
            Row::Opening => {
                let all = bell::Opening::ALL;
                let i = all.iter().position(|&o| o == c.opening).unwrap_or(0);
                c.opening = all[wrap(i, all.len())];
            }
            Row::Clock => {
                let all = clocks();
                let i = all.iter().position(|&k| k == c.clock).unwrap_or(0);
                c.clock = all[wrap(i, all.len())];
            }
            Row::Seat => c.seat = wrap(c.seat, c.kind.seats().len()),
            Row::Opponents => {
                let i = Opponents::ALL
                    .iter()
                    .position(|&o| o == c.opponents)
                    .unwrap_or(0);
                c.opponents = Opponents::ALL[wrap(i, Opponents::ALL.len())];
            }
            _ => {}
        }
    }

    /// Moves to the next row shown, up (`by` -1) or down (1), round the
    /// ends.
    fn move_row(&mut self, by: isize) {
        let n = Row::ALL.len() as isize;
        for _ in 0..n {
            self.row = (self.row as isize + by).rem_euclid(n) as usize;
            if self.row().applies(self.choice.kind) {
                return;
            }
        }
    }

    fn on_menu(&mut self, code: KeyCode) {
        match code {
            KeyCode::Up => self.move_row(-1),
            KeyCode::Down | KeyCode::Tab => self.move_row(1),
            KeyCode::Left => self.step(self.row(), -1),
            KeyCode::Right => self.step(self.row(), 1),
            KeyCode::Char('q') | KeyCode::Esc => self.running = false,
            KeyCode::Char('L') | KeyCode::Char('l') => {
                super::settings::switch_language(None);
                self.note = Some(Note::Language);
            }
            KeyCode::Enter | KeyCode::Char(' ') => match self.row() {
                Row::Start => self.start(),
                Row::Join => self.mode = Mode::Code(String::new()),
                Row::Watch => self.open_list(true),
                Row::Mine => self.open_list(false),
                Row::Leave => self.running = false,
                row => self.step(row, 1),
            },
            _ => {}
        }
    }

    fn on_code(&mut self, code: KeyCode, mut typed: String) {
        match code {
            KeyCode::Esc => return self.mode = Mode::Menu,
            KeyCode::Backspace => {
                typed.pop();
            }
            KeyCode::Char(c) if typed.chars().count() < 16 && !c.is_control() => typed.push(c),
            KeyCode::Enter => {
                self.mode = Mode::Menu;
                return self.join_code(&typed);
            }
            _ => {}
        }
        self.mode = Mode::Code(typed);
    }

    fn on_list(&mut self, code: KeyCode, watch: bool, games: Vec<Summary>, mut at: usize) {
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return self.mode = Mode::Menu,
            KeyCode::Up => at = at.saturating_sub(1),
            KeyCode::Down => at = (at + 1).min(games.len().saturating_sub(1)),
            KeyCode::Enter => {
                self.mode = Mode::Menu;
                if let Some(g) = games.get(at).and_then(|s| self.games.by_id(s.id)) {
                    self.enter(g.as_ref(), watch);
                }
                return;
            }
            _ => {}
        }
        self.mode = Mode::List { watch, games, at };
    }

    fn open_list(&mut self, watch: bool) {
        let games = if watch {
            self.games.watch_list()
        } else {
            match &self.holder.key {
                Some(k) => self.games.own_list(k),
                None => Vec::new(),
            }
        };
        if games.is_empty() {
            self.note = Some(if watch {
                Note::NoneToWatch
            } else {
                Note::NoneOfYours
            });
            return;
        }
        self.mode = Mode::List {
            watch,
            games,
            at: 0,
        };
    }

    /// Joins the game with a typed code.
    pub fn join_code(&mut self, typed: &str) {
        if self.wrong >= WRONG_CODES {
            self.note = Some(Note::NoMoreCodes);
            return;
        }
        match self.games.join(typed, self.holder.origin, Instant::now()) {
            Ok(g) => self.enter(g.as_ref(), false),
            Err(JoinError::NotACode(typed)) => self.note = Some(Note::NotACode(typed)),
            Err(JoinError::NoSuchGame(code)) => {
                self.wrong += 1;
                self.note = Some(Note::NoSuchGame(code));
            }
            Err(JoinError::Wait(wait)) => {
                self.note = Some(Note::wait(wait));
            }
        }
    }

    /// Sits down at `game` (or only watches), and hands the screen over.
    fn enter(&mut self, game: &dyn Room, watch: bool) {
        game.invite_at(&self.reach.0, self.reach.1);
        let app = if watch {
            game.watch(self.theme, self.wake.clone())
        } else {
            game.sit(
                self.holder.key.as_deref(),
                None,
                self.theme,
                self.wake.clone(),
            )
        };
        self.chosen = Some(app);
    }

    /// Starts the game chosen and sits the visitor in their seat.
    fn start(&mut self) {
        let c = self.choice;
        let seats = c.kind.seats();
        let game = c.game();
        let kinds = (0..seats.len())
            .map(|i| match c.opponents {
                _ if i == c.seat => SeatKind::Human,
                Opponents::Visitors => SeatKind::Human,
                Opponents::Computer(level) => SeatKind::Computer(level),
            })
            .collect();
        let made = self
            .games
            .create(game, kinds, c.clock, &self.holder, Instant::now());
        match made {
            Ok(game) => {
                game.invite_at(&self.reach.0, self.reach.1);
                let seat = seats[c.seat];
                let app = game.sit(
                    self.holder.key.as_deref(),
                    Some(seat),
                    self.theme,
                    self.wake.clone(),
                );
                self.chosen = Some(app);
            }
            Err(CreateError::Full) => self.note = Some(Note::Full),
            Err(CreateError::TooMany { limit }) => self.note = Some(Note::TooMany(limit)),
            Err(CreateError::File(_)) => self.note = Some(Note::NotKept),
        }
    }
}

impl TerminalApp for LobbyApp {
    fn tick(&mut self) {}

    fn draw(&self, frame: &mut ratatui::Frame) {
        super::view::lobby::draw(self, frame);
    }

    fn handle(&mut self, event: &Event, _area: Rect) {
        let Event::Key(key) = event else { return };
        if key.kind == KeyEventKind::Release {
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            if matches!(key.code, KeyCode::Char('c') | KeyCode::Char('d')) {
                self.running = false;
            }
            return;
        }
        self.note = None;
        match std::mem::replace(&mut self.mode, Mode::Menu) {
            Mode::Menu => self.on_menu(key.code),
            Mode::Code(typed) => self.on_code(key.code, typed),
            Mode::List { watch, games, at } => self.on_list(key.code, watch, games, at),
        }
    }

    fn is_running(&self) -> bool {
        self.running
    }

    fn in_progress(&self) -> bool {
        false
    }

    fn save_now(&mut self) {}

    fn hand_over(&mut self) -> Option<AnyApp> {
        self.chosen.take()
    }
}
