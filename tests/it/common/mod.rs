//! Helpers shared by the integration tests: running the binary (also in a
//! pseudo-terminal), the naive reference rules, and driving the terminal app
//! with the same key and mouse events a terminal sends.
#![allow(dead_code)] // each test file uses its own part

pub mod bell_reference;
pub mod bell_tui;
pub mod hand;
pub mod lobby;
#[cfg(target_os = "linux")]
pub mod openssh;
pub mod process;
#[cfg(target_os = "linux")]
pub mod pty;
pub mod reference;
pub mod rust_source;

use pasang::games::ka::{Centre, KaEntry, Point, Rules, SecondColumn};

pub fn p(s: &str) -> Point {
    s.parse().unwrap_or_else(|()| panic!("bad point {s:?}"))
}

/// The reference implementation's view of a rule set.
/// The reference game on `rows` under `rules`.
pub fn reference_game(rows: &[String], rules: Rules) -> reference::RefGame {
    let (free, ka, blocks) = reference_options(rules);
    let mut game = reference::RefGame::new(rows, free, ka, blocks);
    game.partial = rules.captures == pasang::games::ka::Captures::Partial;
    game.first = rules.first_player().index();
    game
}

pub fn reference_options(rules: Rules) -> (bool, &'static str, bool) {
    (
        rules.second_column == SecondColumn::Free,
        match rules.ka_entry {
            KaEntry::Slide => "slide",
            KaEntry::Jump => "jump",
            KaEntry::Either => "either",
        },
        rules.centre == Centre::Blocks,
    )
}

/// The result of running the real `pasang` binary.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `pasang` with arguments and no standard input.
pub fn pasang(args: &[&str]) -> Run {
    pasang_env(args, &[])
}

/// Runs `pasang` with arguments and extra environment variables.
pub fn pasang_env(args: &[&str], env: &[(&str, &str)]) -> Run {
    run(
        neutral(&mut std::process::Command::new(env!(
            "CARGO_BIN_EXE_pasang"
        )))
        .envs(env.iter().copied()),
        args,
    )
}

/// Starts `command` with the default answer to every signal, as a program
/// started by a player from a shell has. A test runner may have some
/// ignored (Ctrl-C and Ctrl-\ in the background of a shell without job
/// control, the hang-up under `nohup`), and a program keeps a signal
/// ignored as its parent left it. SIGKILL and SIGSTOP refuse, harmlessly.
pub fn default_signals(command: &mut std::process::Command) -> &mut std::process::Command {
    use std::os::unix::process::CommandExt;
    // SAFETY: between fork and exec only a raw system call runs, which
    // neither allocates nor takes a lock.
    unsafe {
        command.pre_exec(|| {
            for signal in 1..32 {
                libc::signal(signal, libc::SIG_DFL);
            }
            Ok(())
        })
    }
}

/// Keeps the locale, the settings and the signal dispositions of the
/// machine running the tests out of a run of `pasang`, which then speaks
/// English: no `LANG`, `LC_ALL` or `LC_MESSAGES`, a config directory of its
/// own (made only if the run writes settings), and every signal's default
/// answer. A test that wants a language or settings sets them after this.
pub fn neutral(command: &mut std::process::Command) -> &mut std::process::Command {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let config = std::env::temp_dir().join(format!(
        "pasang-test-config-{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    default_signals(command)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("XDG_CONFIG_HOME", config)
}

/// Runs `pasang` with only the environment given, so that no locale,
/// settings or saved games of the machine running the tests leak in:
/// `config` is its home, config directory (XDG_CONFIG_HOME) and data
/// folder's parent.
pub fn pasang_isolated(args: &[&str], env: &[(&str, &str)], config: &std::path::Path) -> Run {
    run(
        std::process::Command::new(env!("CARGO_BIN_EXE_pasang"))
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", config)
            .env("XDG_CONFIG_HOME", config)
            .env("PASANG_DATA_DIR", config.join("data"))
            .envs(env.iter().copied()),
        args,
    )
}

fn run(command: &mut std::process::Command, args: &[&str]) -> Run {
    let out = command
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run pasang");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

impl Run {
    /// Asserts a failure with exactly one line on stderr containing `needle`.
    pub fn fails_with(&self, needle: &str) {
        assert_ne!(self.code, Some(0), "succeeded: {}", self.stdout);
        assert!(self.code.is_some(), "killed by a signal");
        assert!(!self.stderr.contains("panicked"), "panic: {}", self.stderr);
        assert_eq!(
            self.stderr.trim_end().lines().count(),
            1,
            "not one line: {:?}",
            self.stderr
        );
        assert!(
            self.stderr.contains(needle),
            "{:?} lacks {needle:?}",
            self.stderr
        );
    }
}

/// The rows of the built-in `first` pattern, for making variants.
pub fn first_rows() -> Vec<String> {
    pasang::games::ka::Setup::pattern(pasang::games::ka::Pattern::First).rows()
}

/// A setup file's RON text from rows.
pub fn setup_ron(rows: &[String]) -> String {
    let rows: Vec<String> = rows.iter().map(|r| format!("        {r:?},")).collect();
    format!(
        "(\n    name: \"test\",\n    rows: [\n{}\n    ],\n)\n",
        rows.join("\n")
    )
}

// The terminal app.

use pasang::games::ka::{Game, Move, Outcome, Pattern, Phase, Setup};
use pasang::rng::Rng;
use pasang::tui::Theme;
use pasang::tui::ka::App;
use pasang::tui::layout::ScreenLayout;
use pasang::tui::play::input;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

/// The screen the tests play on: the smallest the game supports.
pub const AREA: Rect = Rect {
    x: 0,
    y: 0,
    width: 80,
    height: 24,
};

/// A game's help as one line of words, each run of white space made one
/// space: wide enough that no row of it wraps.
pub fn help_words<G: pasang::tui::play::Front>(app: &pasang::tui::play::Screen<G>) -> String {
    let lines: Vec<String> = (pasang::tui::play::help_text(app, 300).iter())
        .map(|l| l.to_string())
        .collect();
    lines
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn new_app(pattern: Pattern) -> App {
    App::new(
        Game::new(Setup::pattern(pattern), Rules::CLASSIC),
        Theme::MONO,
    )
}

/// Sends an event through the input mapping, as the event loop does.
pub fn send(app: &mut App, event: Event) {
    if let Some(action) = input::action(app, &event, AREA) {
        app.apply(action);
    }
}

pub fn key(app: &mut App, code: KeyCode) {
    send(app, Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn ctrl(app: &mut App, c: char) {
    send(
        app,
        Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)),
    );
}

pub fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// What the screen (80×24) shows on the cell of a point, from the same
/// layout the view draws with, turned round as the app's board is.
pub fn drawn_at(app: &App, p: Point) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(AREA.width, AREA.height))
            .expect("a test terminal");
    terminal
        .draw(|f| pasang::tui::play::draw(app, f))
        .expect("the screen draws");
    let board = ScreenLayout::new(AREA)
        .expect("fits")
        .board
        .with_flip(app.flipped());
    let (column, row) = board.cell(p);
    terminal.backend().buffer()[(column, row)]
        .symbol()
        .to_string()
}

/// A left click on the screen cell of a point, from the same layout the
/// view draws with, turned round as the app's board is.
pub fn click(app: &mut App, p: Point) {
    let board = ScreenLayout::new(AREA)
        .expect("fits")
        .board
        .with_flip(app.flipped());
    let (column, row) = board.cell(p);
    send(
        app,
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }),
    );
}

/// Walks the cursor to `p` with h/j/k/l and the arrow keys (alternately,
/// so both are used).
pub fn cursor_to(app: &mut App, p: Point) {
    let mut arrows = false;
    while app.cursor() != p {
        let c = app.cursor();
        let code = step_key(c, p, app.flipped(), arrows);
        key(app, code);
        assert_ne!(app.cursor(), c, "the cursor did not move with {code:?}");
        arrows = !arrows;
    }
}

/// The key that moves a cursor on `at` one step toward `to`: an arrow or
/// h/j/k/l, turned round with the board.
pub fn step_key(at: Point, to: Point, flipped: bool, arrows: bool) -> KeyCode {
    use pasang::board::Direction as D;
    let want = if at.file() < to.file() {
        D::East
    } else if at.file() > to.file() {
        D::West
    } else if at.rank() < to.rank() {
        D::North
    } else {
        D::South
    };
    let d = if flipped { want.opposite() } else { want };
    match (d, arrows) {
        (D::East, true) => KeyCode::Right,
        (D::East, false) => KeyCode::Char('l'),
        (D::West, true) => KeyCode::Left,
        (D::West, false) => KeyCode::Char('h'),
        (D::North, true) => KeyCode::Up,
        (D::North, false) => KeyCode::Char('k'),
        (D::South, true) => KeyCode::Down,
        (D::South, false) => KeyCode::Char('j'),
    }
}

/// Presses `code` up to `n` times until the capture shown is `m`; whether
/// it is.
fn press_until(app: &mut App, m: Move, code: KeyCode, n: usize) -> bool {
    for _ in 0..n {
        if app.choice().unwrap().current().0 == m {
            return true;
        }
        key(app, code);
    }
    app.choice().unwrap().current().0 == m
}

/// Plays a legal move with the keyboard as a player would: walk to the
/// column, the stone or the landing point, Enter, Tab to the line, `-` to
/// take less of it (where the rules allow a part), Enter.
pub fn play_by_keys(app: &mut App, m: Move) {
    let plies = app.game().moves().len();
    match m {
        Move::Column(f) => {
            let target = Point::at(f, app.cursor().rank());
            cursor_to(app, target);
            key(app, KeyCode::Enter);
        }
        Move::Ka { from, to, .. } => {
            let at = if app.position().phase() == Phase::KaEntry {
                from
            } else {
                to
            };
            cursor_to(app, at);
            key(app, KeyCode::Enter);
            let n = app.choice().expect("a capture choice opens").options.len();
            // Tab shows each line whole; `-` steps down through its parts.
            for _ in 0..n {
                if press_until(app, m, KeyCode::Char('-'), n) {
                    break;
                }
                key(app, KeyCode::Tab);
            }
            assert_eq!(app.choice().unwrap().current().0, m, "the keys reach {m}");
            key(app, KeyCode::Enter);
        }
    }
    assert_eq!(app.game().moves().len(), plies + 1, "{m} was played");
    assert_eq!(app.game().moves().last(), Some(&m));
}

/// Plays a legal move with the mouse: click the column, the stone or the
/// landing point, click a stone of the wanted line, click again to confirm.
/// A part of a line is chosen by clicking its farthest stone, which shows
/// the smallest part reaching it; a part over both sides that a click
/// cannot tell from another is reached with `-`.
pub fn play_by_clicks(app: &mut App, m: Move) {
    let plies = app.game().moves().len();
    match m {
        Move::Column(f) => {
            let rank = app.position().to_move().ranks().nth(2).unwrap();
            click(app, Point::at(f, rank));
        }
        Move::Ka { from, to, .. } => {
            let at = if app.position().phase() == Phase::KaEntry {
                from
            } else {
                to
            };
            click(app, at);
            let choice = app.choice().expect("a capture choice opens");
            let (_, stones) = *choice
                .options
                .iter()
                .find(|(o, _)| *o == m)
                .expect("the move is offered");
            let stone = farthest(stones, to).expect("every capture takes a stone");
            click(app, stone); // picks the line (or confirms it if shown)
            if app.game().moves().len() == plies {
                let n = app.choice().unwrap().options.len();
                press_until(app, m, KeyCode::Char('-'), n);
                assert_eq!(app.choice().unwrap().current().0, m);
                click(app, to);
            }
        }
    }
    assert_eq!(app.game().moves().last(), Some(&m), "{m} was played");
    assert_eq!(app.game().moves().len(), plies + 1);
}

/// The stone of `stones` farthest from `from`.
fn farthest(stones: pasang::games::ka::Bits, from: Point) -> Option<Point> {
    stones.iter().max_by_key(|p| {
        p.file().index().abs_diff(from.file().index())
            + p.rank().index().abs_diff(from.rank().index())
    })
}

/// A random legal move, seeded.
pub fn random_move(game: &Game, rng: &mut Rng) -> Move {
    let moves = game.legal_moves();
    moves[rng.below(moves.len())]
}

/// The first seeded random game that ends the way `wanted` says.
pub fn finished_game(pattern: Pattern, wanted: impl Fn(&Outcome) -> bool) -> Game {
    for seed in 0..10_000 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Setup::pattern(pattern), Rules::CLASSIC);
        while game.outcome().is_none() {
            let m = random_move(&game, &mut rng);
            game.try_play(m).unwrap();
        }
        if wanted(&game.outcome().unwrap()) {
            return game;
        }
    }
    panic!("no such game in 10,000 seeds");
}

/// The screen as text, drawn at 100×32.
pub fn screen_text(app: &App) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

/// Runs an app's loop (without a screen) with `tick` until `done`, for at
/// most 60 s.
pub fn run_ticks<A>(
    app: &mut A,
    what: &str,
    mut tick: impl FnMut(&mut A),
    mut done: impl FnMut(&A) -> bool,
) {
    let start = std::time::Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "gave up waiting until {what}"
        );
        tick(app);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// A fresh game of each kind: the ka game (second pattern, classic rules)
/// and Bell's for two.
pub fn both_games() -> [pasang::games::AnyGame; 2] {
    use pasang::games::{AnyGame, bell, ka};
    [
        AnyGame::Ka(ka::Game::new(
            ka::Setup::pattern(ka::Pattern::Second),
            ka::Rules::CLASSIC,
        )),
        AnyGame::Bell(bell::Game::new(
            bell::Setup::pattern(bell::Pattern::Checker),
            bell::Rules {
                players: bell::Players::Two,
                opening: bell::Opening::default(),
            },
        )),
    ]
}

/// Each game of [`both_games`] with the first legal move played: the
/// second seat is to move.
pub fn both_games_begun() -> [pasang::games::AnyGame; 2] {
    use pasang::games::{AnyGame, Playable};
    both_games().map(|game| {
        pasang::on_any!(game, AnyGame, mut g => {
            let m = g.legal_moves()[0];
            g.try_play(m).unwrap();
            AnyGame::from(g)
        })
    })
}
