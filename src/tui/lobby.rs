//! The lobby of `pasang serve`: what a visitor sees first. They start a
//! game (which game, pattern, rules or opening, clock, seat, against other
//! visitors or the computer) and get its join code, join a game by its
//! code, watch one in progress, or go back to an unfinished game of
//! theirs. Choosing a game hands the screen over to that game's app.

use super::rooms::{
    Challenge, CreateError, JoinError, Posted, Poster, Room, Rooms, SeekError, SeekSummary, Summary,
};
use super::rooms::{TournamentError, TournamentOver, TournamentSummary, Waiting};
use super::{AnyApp, TerminalApp, Theme};
use crate::community::players::{NAME_MAX, NameError, Player, Rated, Rating};
use crate::community::tournament::Format;
use crate::games::any::RulesOf;
use crate::games::choice::Choice as ChoiceOf;
use crate::games::{AnyGame, AnyRules, GameKind, Level, Playable, Seat, SeatKind};
use crate::messages::Named;
use crate::messages::options::Labelled as _;
use crate::session::{ClockSpec, Waker};
use crate::visitor::Holder;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use std::sync::Arc;
use std::time::Instant;

mod tournament;

/// Wrong codes one visit to the lobby may type, as one login may (the
/// server also holds back an address that gives too many).
pub const WRONG_CODES: u32 = 6;

/// What the lobby offers for a game, each game's in its own tui folder:
/// the variants its Game row goes through, the seats of each, and its rows
/// of rules. A variant and the rule rows' values are held in the game's
/// [`Playable::Rules`].
pub trait InLobby: Named {
    /// How many variants the Game row shows for the game, one after the
    /// other.
    const VARIANTS: usize = 1;
    /// The game's rows of rules, between the pattern and the clock.
    const RULE_ROWS: &'static [RuleRow<Self::Rules>];

    /// Which variant `rules` are, counted from 0.
    fn variant(_rules: &Self::Rules) -> usize {
        0
    }
    /// `rules` made variant `variant`, their rule rows' values kept.
    fn with_variant(rules: Self::Rules, _variant: usize) -> Self::Rules {
        rules
    }
    /// The seats of a game by `rules`, in turn order.
    fn seats(rules: &Self::Rules) -> &'static [Seat];
}

/// A row of rules the lobby shows for a game: the rules are `R`.
pub struct RuleRow<R> {
    /// The option as the command line names it (`rules`, `opening`): the
    /// row's [`Row::Rule`].
    pub option: &'static str,
    /// What the row is called.
    pub label: fn() -> String,
    /// The value chosen in the rules, as shown.
    pub value: fn(R) -> String,
    /// The rules with the value `by` places on, round the ends.
    pub step: fn(R, isize) -> R,
}

/// The value `by` places on from `value` among all of its option's, round
/// the ends.
pub fn step_choice<C: ChoiceOf + PartialEq>(value: C, by: isize) -> C {
    let all = C::ALL;
    let i = all.iter().position(|&v| v == value).unwrap_or(0) as isize;
    all[(i + by).rem_euclid(all.len() as isize) as usize]
}

/// The most characters of a join code typed (a code has 8; the rest lets
/// a visitor see what they typed said back).
const CODE_MAX: usize = 16;

/// The most characters of a tournament's name.
const TOURNAMENT_NAME_MAX: usize = 40;

/// What a key does to a line being typed.
enum Typing {
    /// Still typing: the line as it stands.
    Typed(String),
    /// Esc: nothing is done.
    Cancel,
    /// Enter: the line.
    Done(String),
}

/// `code` on the line `typed`, which takes `max` characters at most and
/// no control characters.
fn typing(code: KeyCode, mut typed: String, max: usize) -> Typing {
    match code {
        KeyCode::Esc => return Typing::Cancel,
        KeyCode::Enter => return Typing::Done(typed),
        KeyCode::Backspace => {
            typed.pop();
        }
        KeyCode::Char(c) if typed.chars().count() < max && !c.is_control() => typed.push(c),
        _ => {}
    }
    Typing::Typed(typed)
}

/// The line marked in a list of `len` after `code`: Up and Down move it,
/// within the list.
fn moved(code: KeyCode, at: usize, len: usize) -> usize {
    match code {
        KeyCode::Up => at.saturating_sub(1),
        KeyCode::Down => (at + 1).min(len.saturating_sub(1)),
        _ => at,
    }
}

/// A game's patterns type.
type PatternOf<G> = <G as Playable>::Pattern;

/// How many games the list has.
const GAMES: usize = GameKind::ALL.len();

/// The place of `game` in the list of games.
fn place(game: GameKind) -> usize {
    GameKind::ALL.iter().position(|&k| k == game).unwrap_or(0)
}

/// The rules of a game, from what the lobby holds for it.
fn typed<G: InLobby>(rules: AnyRules) -> G::Rules
where
    G::Rules: TryFrom<AnyRules>,
{
    G::Rules::try_from(rules).unwrap_or_default()
}

/// The rule row of `G` for `option`, if it has one.
fn rule_row<G: InLobby>(option: &str) -> Option<&'static RuleRow<G::Rules>> {
    G::RULE_ROWS.iter().find(|r| r.option == option)
}

/// Which game a new game is, in which of its variants: a value of the Game
/// row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub game: GameKind,
    /// Counted from 0, in the Game row's order.
    pub variant: usize,
}

impl Kind {
    /// The Game row's values, in order: each game of the list in each of
    /// its variants.
    pub fn all() -> Vec<Kind> {
        GameKind::ALL
            .iter()
            .flat_map(|&game| {
                let variants = crate::on_kind!(game, G => <G as InLobby>::VARIANTS);
                (0..variants).map(move |variant| Kind { game, variant })
            })
            .collect()
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
    /// One of the game's rows of rules, by its option's name.
    Rule(&'static str),
    Clock,
    Seat,
    Opponents,
    /// Whether an open challenge is rated.
    Rated,
    Start,
    /// Post an open challenge, or withdraw the one posted.
    Seek,
    /// Play anyone waiting for the same game now.
    Anyone,
    /// The open challenges, to take one.
    Seeks,
    Join,
    Watch,
    Mine,
    /// The server's players and their ratings.
    Players,
    /// The visitor's display name.
    Name,
    /// The server's tournaments.
    Tournaments,
    /// A new tournament, of the format chosen, for the game chosen (shown
    /// to the server's operator only).
    NewTournament,
    Leave,
}

impl Row {
    /// The rows above the game's rules.
    const TOP: [Row; 2] = [Row::Game, Row::Pattern];
    /// The rows below them.
    const BOTTOM: [Row; 16] = [
        Row::Clock,
        Row::Seat,
        Row::Opponents,
        Row::Rated,
        Row::Start,
        Row::Seek,
        Row::Anyone,
        Row::Seeks,
        Row::Join,
        Row::Watch,
        Row::Mine,
        Row::Players,
        Row::Name,
        Row::Tournaments,
        Row::NewTournament,
        Row::Leave,
    ];

    /// The rows shown for `game`, top to bottom: each game has its own
    /// rule rows.
    pub fn of(game: GameKind) -> Vec<Row> {
        let rules: Vec<Row> = crate::on_kind!(game, G => {
            G::RULE_ROWS.iter().map(|r| Row::Rule(r.option)).collect()
        });
        [&Row::TOP[..], &rules, &Row::BOTTOM].concat()
    }
}

/// What the lobby shows besides its rows.
#[derive(Clone, Debug, PartialEq)]
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
    /// Open challenges to choose from.
    Seeks {
        seeks: Vec<SeekSummary>,
        at: usize,
    },
    /// The server's players by their rating for `kind`, best first.
    Players {
        kind: Rated,
        players: Vec<(String, Rating)>,
        at: usize,
    },
    /// A display name being typed.
    Name(String),
    /// The server's tournaments to choose from.
    Tournaments {
        tournaments: Vec<TournamentSummary>,
        at: usize,
    },
    /// One tournament: its standings, to enter or leave it, and for the
    /// operator to start its next round.
    Tournament(u64),
    /// The operator is asked whether to settle the games of tournament
    /// `id`'s round still `waiting`, seeing who is at them.
    Settle {
        id: u64,
        waiting: Vec<Waiting>,
    },
    /// A new tournament's name being typed (the operator's).
    TournamentName(String),
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
    Over(TournamentOver),
    /// The visitor entered a tournament (true) or left it.
    Entered(bool),
    /// A round, counted from 1, was started.
    RoundStarted(usize),
    /// This many games nobody played were ended by the operator.
    Settled(usize),
    NoTournaments,
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
    /// Which game.
    pub game: GameKind,
    /// Index into the game's patterns.
    pub pattern: usize,
    /// Each game's rules as chosen, in the list's order: its variant and
    /// its rule rows' values, kept while another game is chosen.
    rules: [AnyRules; GAMES],
    /// The players' clock, or none.
    pub clock: Option<ClockSpec>,
    /// Index into the game's seats.
    pub seat: usize,
    pub opponents: Opponents,
    /// An open challenge is rated.
    pub rated: bool,
    /// The format of a new tournament.
    pub format: Format,
}

impl Choice {
    /// The rules chosen for `game`.
    pub fn rules_of(&self, game: GameKind) -> AnyRules {
        self.rules[place(game)]
    }

    /// The game chosen, in its variant.
    pub fn kind(&self) -> Kind {
        let rules = self.rules_of(self.game);
        let variant = crate::on_kind!(self.game, G => G::variant(&typed::<G>(rules)));
        Kind {
            game: self.game,
            variant,
        }
    }

    /// The seats of the game chosen, in turn order.
    pub fn seats(&self) -> &'static [Seat] {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => <G as InLobby>::seats(&typed::<G>(rules)))
    }

    /// The game chosen, with no move played.
    pub fn game(&self) -> AnyGame {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => {
            let pattern = PatternOf::<G>::ALL.get(self.pattern).copied().unwrap_or_default();
            G::new(G::pattern(pattern), typed::<G>(rules)).into()
        })
    }

    /// The pattern chosen, by its label.
    pub fn pattern_label(&self) -> Option<String> {
        crate::on_kind!(self.game, G => PatternOf::<G>::ALL.get(self.pattern).map(|p| p.label()))
    }

    /// The value of a rule row of the game chosen, as shown.
    pub fn rule_value(&self, option: &str) -> Option<String> {
        let rules = self.rules_of(self.game);
        crate::on_kind!(self.game, G => rule_row::<G>(option).map(|r| (r.value)(typed::<G>(rules))))
    }

    /// What a rule row of the game chosen is called.
    pub fn rule_label(&self, option: &str) -> Option<String> {
        crate::on_kind!(self.game, G => rule_row::<G>(option).map(|r| (r.label)()))
    }

    /// The choice with the value in `row` `by` places on, round the ends.
    pub fn step(&mut self, row: Row, by: isize) {
        let wrap = |i: usize, n: usize| (i as isize + by).rem_euclid(n as isize) as usize;
        match row {
            Row::Game => {
                let all = Kind::all();
                let i = all.iter().position(|&k| k == self.kind()).unwrap_or(0);
                let to = all[wrap(i, all.len())];
                // Another game's patterns start from its own default;
                // another variant of the same game keeps the pattern
                // chosen.
                if to.game != self.game {
                    self.game = to.game;
                    self.pattern = default_pattern(to.game);
                }
                let at = place(to.game);
                let rules = self.rules[at];
                self.rules[at] = crate::on_kind!(to.game, G => {
                    G::with_variant(typed::<G>(rules), to.variant).into()
                });
                self.seat = 0;
            }
            Row::Pattern => {
                let patterns = crate::on_kind!(self.game, G => PatternOf::<G>::ALL.len());
                self.pattern = wrap(self.pattern, patterns);
            }
            Row::Rule(option) => {
                let at = place(self.game);
                let rules = self.rules[at];
                self.rules[at] = crate::on_kind!(self.game, G => {
                    match rule_row::<G>(option) {
                        Some(r) => (r.step)(typed::<G>(rules), by).into(),
                        None => rules,
                    }
                });
            }
            Row::Clock => {
                let all = clocks();
                let i = all.iter().position(|&k| k == self.clock).unwrap_or(0);
                self.clock = all[wrap(i, all.len())];
            }
            Row::Seat => self.seat = wrap(self.seat, self.seats().len()),
            Row::Opponents => {
                let all = Opponents::ALL;
                let i = all.iter().position(|&o| o == self.opponents).unwrap_or(0);
                self.opponents = all[wrap(i, all.len())];
            }
            Row::Rated => self.rated = !self.rated,
            Row::NewTournament => {
                let all = formats();
                let i = all.iter().position(|&f| f == self.format).unwrap_or(0);
                self.format = all[wrap(i, all.len())];
            }
            _ => {}
        }
    }
}

/// The pattern a game starts from, as on the command line: index into its
/// patterns.
fn default_pattern(game: GameKind) -> usize {
    crate::on_kind!(game, G => PatternOf::<G>::ALL.iter().position(|p| *p == Default::default()))
        .unwrap_or(0)
}

impl Default for Choice {
    /// The first game of the list against other visitors, with the command
    /// line's pattern, rules and clock (none).
    fn default() -> Choice {
        let game = GameKind::ALL[0];
        Choice {
            game,
            pattern: default_pattern(game),
            rules: std::array::from_fn(
                |i| crate::on_kind!(GameKind::ALL[i], G => AnyRules::from(RulesOf::<G>::default())),
            ),
            clock: None,
            seat: 0,
            opponents: Opponents::Visitors,
            rated: false,
            format: Format::Swiss { rounds: 4 },
        }
    }
}

/// The formats of a new tournament: Swiss of 2 to 9 rounds, then a round
/// robin.
fn formats() -> Vec<Format> {
    (2..=9)
        .map(|rounds| Format::Swiss { rounds })
        .chain([Format::RoundRobin])
        .collect()
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
    row: Row,
    mode: Mode,
    note: Option<Note>,
    chosen: Option<AnyApp>,
    running: bool,
    /// Wrong codes typed in this visit.
    wrong: u32,
    /// The visitor's open challenge, if they posted one.
    seeking: Option<u64>,
    /// The visitor is the server's operator.
    admin: bool,
    /// Tournament games this lobby brought its visitor to, by code: each
    /// once.
    pulled: Vec<String>,
    /// The count of tournament rounds started when this lobby last looked
    /// for its visitor's game.
    rounds_seen: Option<u64>,
    /// Tournaments whose end, or bye in a round (by tournament and
    /// round), this lobby looked at: each told once.
    told: Vec<(u64, Option<usize>)>,
    /// The visitor was just brought to their game of a tournament's
    /// round: their terminal's bell rings.
    called: bool,
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
            row: Row::Game,
            mode: Mode::Menu,
            note: None,
            chosen: None,
            running: true,
            wrong: 0,
            seeking: None,
            admin: false,
            pulled: Vec::new(),
            rounds_seen: None,
            told: Vec::new(),
            called: false,
        }
        .rated_by_key()
    }

    /// Challenges are rated by default for a visitor with a key: a guest
    /// plays casual games only.
    fn rated_by_key(mut self) -> LobbyApp {
        self.choice.rated = self.holder.key.is_some();
        self.admin = self.games.is_admin(self.holder.key.as_deref());
        self
    }

    /// The tournament shown, if one is.
    pub fn tournament(&self) -> Option<TournamentSummary> {
        match self.mode {
            Mode::Tournament(id) | Mode::Settle { id, .. } => self.games.tournament(id),
            _ => None,
        }
    }

    /// The games the operator is asked to settle, while they are asked.
    pub fn waiting(&self) -> Option<&[Waiting]> {
        match &self.mode {
            Mode::Settle { waiting, .. } => Some(waiting),
            _ => None,
        }
    }

    /// How many tournaments the server keeps.
    pub fn tournament_count(&self) -> usize {
        self.games.tournament_count()
    }

    /// The visitor's key, if they came with one.
    pub fn key(&self) -> Option<&str> {
        self.holder.key.as_deref()
    }

    /// Whether the visitor is the server's operator.
    pub fn is_admin(&self) -> bool {
        self.admin
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
        self.row
    }
    pub fn choice(&self) -> Choice {
        self.choice
    }
    /// The rows shown for the game chosen, top to bottom: a new
    /// tournament's for the server's operator only.
    pub fn rows(&self) -> impl Iterator<Item = Row> + '_ {
        let admin = self.admin;
        Row::of(self.choice.game)
            .into_iter()
            .filter(move |&r| admin || r != Row::NewTournament)
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
    /// Open challenges on the server.
    pub fn seek_count(&self) -> usize {
        self.games.seek_count()
    }
    /// Whether the visitor's challenge is open.
    pub fn seeking(&self) -> bool {
        self.seeking.is_some()
    }
    /// The visitor as the server knows them: `None` for a guest.
    pub fn me(&self) -> Option<Player> {
        self.holder.key.as_deref().map(|k| self.games.player(k))
    }

    /// Who the visitor is, to post or take a challenge.
    fn poster(&self) -> Poster {
        Poster {
            holder: self.holder.clone(),
            theme: self.theme,
            wake: self.wake.clone(),
        }
    }

    /// What the choices ask for as an open challenge.
    fn challenge(&self) -> Challenge {
        let c = self.choice;
        Challenge {
            game: c.game(),
            clock: c.clock,
            rated: c.rated,
            seat: c.seats().get(c.seat).copied().unwrap_or(Seat::South),
        }
    }

    /// Posts the choices as an open challenge (with `anyone`, plays the
    /// closest one waiting for the same game instead, if there is one);
    /// on the Seek row with one open, withdraws it.
    fn seek(&mut self, anyone: bool) {
        if let Some(id) = self.seeking.take() {
            self.games.withdraw(id);
            if !anyone {
                self.note = Some(Note::Withdrawn);
                return;
            }
        }
        match self.games.post(self.challenge(), self.poster(), anyone) {
            Ok(Posted::Waiting(id)) => {
                self.seeking = Some(id);
                self.note = Some(Note::Posted);
            }
            Ok(Posted::Started(app)) => self.chosen = Some(*app),
            Err(e) => self.note = Some(Note::Seek(e)),
        }
    }

    fn open_seeks(&mut self) {
        let seeks = self.games.seeks(&self.holder);
        if seeks.is_empty() {
            self.note = Some(Note::NoSeeks);
            return;
        }
        self.mode = Mode::Seeks { seeks, at: 0 };
    }

    fn open_players(&mut self, kind: Rated) {
        let players = self.games.ranked(kind);
        self.mode = Mode::Players {
            kind,
            players,
            at: 0,
        };
    }

    fn on_seeks(&mut self, code: KeyCode, seeks: Vec<SeekSummary>, at: usize) {
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return self.mode = Mode::Menu,
            KeyCode::Enter => {
                self.mode = Mode::Menu;
                let Some(seek) = seeks.get(at) else { return };
                if Some(seek.id) == self.seeking {
                    self.note = Some(Note::Seek(SeekError::Own));
                    return;
                }
                match self.games.take(seek.id, self.poster()) {
                    Ok(app) => self.chosen = Some(app),
                    Err(e) => self.note = Some(Note::Seek(e)),
                }
                return;
            }
            _ => {}
        }
        let at = moved(code, at, seeks.len());
        self.mode = Mode::Seeks { seeks, at };
    }

    fn on_players(
        &mut self,
        code: KeyCode,
        kind: Rated,
        players: Vec<(String, Rating)>,
        at: usize,
    ) {
        match code {
            KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter => return self.mode = Mode::Menu,
            KeyCode::Left | KeyCode::Right | KeyCode::Tab => {
                let other = Rated::ALL
                    .iter()
                    .copied()
                    .find(|&k| k != kind)
                    .unwrap_or(kind);
                return self.open_players(other);
            }
            _ => {}
        }
        let at = moved(code, at, players.len());
        self.mode = Mode::Players { kind, players, at };
    }

    fn on_name(&mut self, code: KeyCode, typed: String) {
        // A little past the longest name, so that one too long is said.
        match typing(code, typed, NAME_MAX + 1) {
            Typing::Cancel => self.mode = Mode::Menu,
            Typing::Typed(typed) => self.mode = Mode::Name(typed),
            Typing::Done(typed) => {
                self.mode = Mode::Menu;
                self.note = Some(match self.games.choose_name(&self.holder, &typed) {
                    Ok(name) => Note::Named(name),
                    Err(e) => Note::Name(e),
                });
            }
        }
    }

    /// The Name row: a visitor with a key and no name yet types one.
    fn name_row(&mut self) {
        match self.me() {
            None => self.note = Some(Note::Name(NameError::NoKey)),
            Some(Player {
                name: Some(name), ..
            }) => self.note = Some(Note::Name(NameError::Chosen(name))),
            Some(_) => self.mode = Mode::Name(String::new()),
        }
    }

    /// Moves to the next row shown, up (`by` -1) or down (1), round the
    /// ends.
    fn move_row(&mut self, by: isize) {
        let rows: Vec<Row> = self.rows().collect();
        let i = rows.iter().position(|&r| r == self.row).unwrap_or(0) as isize;
        self.row = rows[(i + by).rem_euclid(rows.len() as isize) as usize];
    }

    fn on_menu(&mut self, code: KeyCode) {
        match code {
            KeyCode::Up => self.move_row(-1),
            KeyCode::Down | KeyCode::Tab => self.move_row(1),
            KeyCode::Left => self.choice.step(self.row(), -1),
            KeyCode::Right => self.choice.step(self.row(), 1),
            KeyCode::Char('q') | KeyCode::Esc => self.running = false,
            KeyCode::Char('L') | KeyCode::Char('l') => {
                super::settings::switch_language(None);
                self.note = Some(Note::Language);
            }
            KeyCode::Enter | KeyCode::Char(' ') => match self.row() {
                Row::Start => self.start(),
                Row::Seek => self.seek(false),
                Row::Anyone => self.seek(true),
                Row::Seeks => self.open_seeks(),
                Row::Players => self.open_players(Rated::Ka),
                Row::Name => self.name_row(),
                Row::Tournaments => self.open_tournaments(),
                Row::NewTournament => self.mode = Mode::TournamentName(String::new()),
                Row::Join => self.mode = Mode::Code(String::new()),
                Row::Watch => self.open_list(true),
                Row::Mine => self.open_list(false),
                Row::Leave => self.running = false,
                row => self.choice.step(row, 1),
            },
            _ => {}
        }
    }

    fn on_code(&mut self, code: KeyCode, typed: String) {
        match typing(code, typed, CODE_MAX) {
            Typing::Cancel => self.mode = Mode::Menu,
            Typing::Typed(typed) => self.mode = Mode::Code(typed),
            Typing::Done(typed) => {
                self.mode = Mode::Menu;
                self.join_code(&typed);
            }
        }
    }

    fn on_list(&mut self, code: KeyCode, watch: bool, games: Vec<Summary>, at: usize) {
        match code {
            KeyCode::Esc | KeyCode::Char('q') => return self.mode = Mode::Menu,
            KeyCode::Enter => {
                self.mode = Mode::Menu;
                if let Some(g) = games.get(at).and_then(|s| self.games.by_id(s.id)) {
                    self.enter(g.as_ref(), watch);
                }
                return;
            }
            _ => {}
        }
        let at = moved(code, at, games.len());
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
        let seats = c.seats();
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

impl Drop for LobbyApp {
    /// A visitor who leaves the lobby withdraws their challenge.
    fn drop(&mut self) {
        if let Some(id) = self.seeking.take() {
            self.games.withdraw(id);
        }
    }
}

impl TerminalApp for LobbyApp {
    /// The visitor's challenge taken, the game comes to their screen.
    fn tick(&mut self) {
        if let Some(id) = self.seeking
            && let Some(app) = self.games.matched(id)
        {
            self.seeking = None;
            self.chosen = Some(app);
        }
        // A tournament's round started: its player goes to their game,
        // once (they may leave it for the lobby and come back). Looked
        // for when this lobby opens and when a round starts, not on every
        // tick.
        let started = self.games.rounds_started();
        if self.chosen.is_none()
            && self.rounds_seen != Some(started)
            && let Some(key) = &self.holder.key
        {
            self.rounds_seen = Some(started);
            if let Some((code, game)) = self.games.tournament_game(key)
                && !self.pulled.contains(&code)
            {
                self.pulled.push(code);
                self.enter(game.as_ref(), false);
                if let Some(app) = &mut self.chosen {
                    app.tell(super::messages::told::Told::RoundCalled);
                }
                self.called = true;
            } else {
                self.tell_bye();
            }
        }
        self.tell_ends();
    }

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
            Mode::Seeks { seeks, at } => self.on_seeks(key.code, seeks, at),
            Mode::Players { kind, players, at } => self.on_players(key.code, kind, players, at),
            Mode::Name(typed) => self.on_name(key.code, typed),
            Mode::Tournaments { tournaments, at } => self.on_tournaments(key.code, tournaments, at),
            Mode::Tournament(id) => self.on_tournament(key.code, id),
            Mode::Settle { id, waiting } => self.on_settle(key.code, id, waiting),
            Mode::TournamentName(typed) => self.on_tournament_name(key.code, typed),
        }
    }

    fn is_running(&self) -> bool {
        self.running
    }

    fn in_progress(&self) -> bool {
        false
    }

    fn save_now(&mut self) {}

    fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.called)
    }

    /// Going to another game withdraws the visitor's challenge.
    fn hand_over(&mut self) -> Option<AnyApp> {
        let app = self.chosen.take()?;
        if let Some(id) = self.seeking.take() {
            self.games.withdraw(id);
        }
        Some(app)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{bell, ka};
    use crate::i18n::{self, Lang};
    use crate::tui::messages::lobby::value;
    use Seat::{East, North, South, West};

    #[test]
    fn the_game_row_goes_through_every_game_in_its_variants_each_made_with_the_seats_shown() {
        i18n::set(Lang::english());
        let expected: [(GameKind, &str, &[Seat]); 4] = [
            (GameKind::Ka, "the ka game", &[South, North]),
            (GameKind::Bell, "Bell's game, 2 players", &[South, North]),
            (
                GameKind::Bell,
                "Bell's game, 3 players",
                &[South, West, North],
            ),
            (
                GameKind::Bell,
                "Bell's game, 4 players",
                &[South, West, North, East],
            ),
        ];
        let mut c = Choice::default();
        for (game, name, seats) in expected {
            assert_eq!(c.game, game);
            assert_eq!(value(Row::Game, c).as_deref(), Some(name));
            assert_eq!(c.seats(), seats, "{name}");
            let made = c.game();
            assert_eq!((made.kind(), made.seats()), (game, seats), "{name}");
            // The Seat row offers each seat of the game, then the first.
            for &seat in seats {
                assert_eq!(value(Row::Seat, c), Some(crate::messages::seat_name(seat)));
                c.step(Row::Seat, 1);
            }
            assert_eq!(c.seat, 0);
            c.step(Row::Game, 1);
        }
        // Round the end to the first, and back from it to the last.
        assert_eq!(c.kind(), Choice::default().kind());
        c.step(Row::Game, -1);
        assert_eq!(value(Row::Game, c).as_deref(), Some(expected[3].1));
        for &game in GameKind::ALL {
            assert!(expected.iter().any(|e| e.0 == game), "{game:?} is offered");
        }
        assert_eq!(Kind::all().len(), expected.len());
    }

    #[test]
    fn each_game_keeps_its_rules_while_another_is_chosen_and_its_pattern_between_variants() {
        i18n::set(Lang::english());
        let mut c = Choice::default();
        assert_eq!(Row::of(GameKind::Ka)[2], Row::Rule("rules"));
        c.step(Row::Rule("rules"), 1);
        assert_eq!(value(Row::Rule("rules"), c).as_deref(), Some("marbles"));
        c.step(Row::Game, 1);
        assert_eq!(Row::of(GameKind::Bell)[2], Row::Rule("opening"));
        c.step(Row::Rule("opening"), 1);
        c.step(Row::Pattern, 1);
        let pattern = c.pattern;
        assert_ne!(pattern, default_pattern(GameKind::Bell));
        c.step(Row::Game, 1);
        assert_eq!(c.pattern, pattern, "Bell's game for 3 keeps the pattern");
        let Some(game) = c.game().take::<bell::Game>() else {
            panic!("Bell's game");
        };
        assert_eq!(game.rules().opening, bell::Opening::Inner);
        assert_eq!(game.rules().players, bell::Players::Three);
        assert_eq!(game.setup().name(), bell::Pattern::ALL[pattern].name());
        // Back to the ka game: its default pattern, its rules as chosen.
        c.step(Row::Game, -1);
        c.step(Row::Game, -1);
        assert_eq!(c.game, GameKind::Ka);
        assert_eq!(c.pattern, default_pattern(GameKind::Ka));
        assert_eq!(c.game().rules(), AnyRules::Ka(ka::Rules::MARBLES));
        c.step(Row::Game, 1);
        assert_eq!(
            value(Row::Rule("opening"), c).as_deref(),
            Some("inner (d4 h4 d8 h8)")
        );
    }
}
