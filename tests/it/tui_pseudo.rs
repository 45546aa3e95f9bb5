//! Nothing on the ka game's screens is left out of the catalogue: in the
//! pseudo-language every letter the catalogue gives is marked (`points` →
//! `ṗȯıṅṫṡ`), so a run of two or more plain ASCII letters on the screen is
//! text written in the code, unless it is a value put into a message (move
//! notation, a file path) or text still made outside the
//! terminal game's messages (see [`Allowed::elsewhere`]).
//!
//! Whole games are driven through the keys, and the screen is scanned after
//! every step: moves typed and chosen, a capture choice, an illegal move,
//! undo and redo, looking back, the result boxes, the new-game screen, the
//! saved games, the help and a replay.

use crate::common;
use pasang::games::LegalMoves;

use common::*;
use pasang::games::ka::Setup;
use pasang::games::ka::{Game, Move, Outcome, Pattern};
use pasang::i18n::{self, Lang};
use pasang::rng::Rng;
use pasang::store::Store;
use pasang::tui::ka::App;
use pasang::tui::ka::Mode;
use pasang::tui::theme::Theme;
use pasang::tui::{Storage, play};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::collections::BTreeSet;
use std::time::UNIX_EPOCH;

/// Runs of ASCII letters that may stand on the screen.
struct Allowed {
    words: BTreeSet<String>,
}

impl Allowed {
    /// The values a message is given: the arrow keys' letters, the clock's
    /// zone, and `paths` (files the test made).
    fn new(paths: &[&str]) -> Allowed {
        let mut words: BTreeSet<String> = ["hjkl", "UTC"].into_iter().map(String::from).collect();
        for p in paths {
            words.extend(runs(p));
        }
        Allowed { words }
    }

    /// These words, and the words of `texts` made outside the terminal
    /// game's messages, for one screen.
    fn with(&self, texts: &[String]) -> Allowed {
        let mut more = Allowed {
            words: self.words.clone(),
        };
        for t in texts {
            more.also(t);
        }
        more
    }

    /// Lets through the words of `text`, made outside the terminal game's
    /// messages (also with a capital: a description begins a sentence).
    fn also(&mut self, text: &str) {
        for run in runs(text) {
            let mut c = run.chars();
            let capital: String = c
                .next()
                .into_iter()
                .flat_map(char::to_uppercase)
                .chain(c)
                .collect();
            self.words.insert(capital);
            self.words.insert(run);
        }
    }

    fn allows(&self, run: &str) -> bool {
        // The line a capture takes, as move notation writes it: d3-c3xN.
        let notation =
            run.len() <= 3 && run.starts_with('x') && run[1..].chars().all(|c| "NSEW".contains(c));
        notation || self.words.contains(run)
    }
}

/// The runs of two or more ASCII letters in `text`.
fn runs(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut run = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphabetic() {
            run.push(c);
        } else {
            if run.len() >= 2 {
                out.push(run.clone());
            }
            run.clear();
        }
    }
    out
}

/// The screen at `width`×`height`, a line a row.
fn rows(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

/// Fails, showing the screen, if it holds a run of letters not allowed, at
/// the smallest size the game supports and a larger one.
fn scan(app: &App, step: &str, allowed: &Allowed) {
    scan_at(app, step, allowed, &[(80, 24), (120, 40)]);
}

/// [`scan`] at each of `sizes`.
fn scan_at(app: &App, step: &str, allowed: &Allowed, sizes: &[(u16, u16)]) {
    for &(width, height) in sizes {
        scan_rows(&rows(app, width, height), step, allowed);
    }
}

/// Fails, showing the screen, if `screen` holds a run of letters not
/// allowed.
fn scan_rows(screen: &[String], step: &str, allowed: &Allowed) {
    let (width, height) = (
        screen.first().map_or(0, |r| r.chars().count()),
        screen.len(),
    );
    let plain: Vec<String> = screen
        .iter()
        .flat_map(|row| runs(row))
        .filter(|r| !allowed.allows(r))
        .collect();
    assert!(
        plain.is_empty(),
        "text not from the catalogue after {step} ({width}×{height}): {plain:?}\n{}",
        screen.join("\n")
    );
}

fn pseudo() {
    i18n::set(Lang::pseudo());
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays `game` to its end by the keys, with the cursor and Enter, scanning
/// after every move and at the points the cursor passes.
fn play_out(app: &mut App, seed: u64, allowed: &Allowed, what: &str) {
    let mut rng = Rng::new(seed);
    let mut n = 0;
    while app.position().outcome().is_none() {
        let m = random_move(app.game(), &mut rng);
        play_by_keys(app, m);
        n += 1;
        scan(app, &format!("{what}: move {n}, {m}"), allowed);
    }
}

#[test]
fn whole_games_played_by_the_keys_show_only_catalogue_text() {
    pseudo();
    let allowed = Allowed::new(&[]);
    for (seed, pattern) in [
        (1, Pattern::First),
        (2, Pattern::Second),
        (3, Pattern::First),
    ] {
        let mut app = new_app(pattern);
        scan(&app, "the start", &allowed);
        for p in ["c3", "f6", "k11"] {
            cursor_to(&mut app, p.parse().unwrap());
            scan(&app, &format!("the cursor on {p}"), &allowed);
        }
        play_out(&mut app, seed, &allowed, "a game");
        // The result box, then the board under it, then undo.
        scan(&app, "the result box", &allowed);
        key(&mut app, KeyCode::Esc);
        scan(&app, "the board after the game", &allowed);
        key(&mut app, KeyCode::Char('u'));
        scan(&app, "undo after the end", &allowed);
        key(&mut app, KeyCode::Char('U'));
        key(&mut app, KeyCode::Char('u'));
        key(&mut app, KeyCode::Char('u'));
        scan(&app, "redo and undo", &allowed);
    }
}

#[test]
fn typed_moves_an_illegal_one_a_capture_choice_and_looking_back_show_only_catalogue_text() {
    pseudo();
    let allowed = Allowed::new(&[]);
    let mut app = App::new(
        Game::new(
            Setup::pattern(Pattern::Second),
            pasang::games::ka::Rules::CLASSIC,
        ),
        Theme::MONO,
    );
    key(&mut app, KeyCode::Char(':'));
    scan(&app, "typing begun", &allowed);
    chars(&mut app, "c");
    scan(&app, "a move typed", &allowed);
    key(&mut app, KeyCode::Enter);
    scan(&app, "a typed move played", &allowed);
    // North may not take a file on South's side of f: the rules' reason
    // is shown, from the catalogue too.
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "c");
    key(&mut app, KeyCode::Enter);
    scan(&app, "an illegal typed move", &allowed);
    key(&mut app, KeyCode::Esc);
    for m in ["j", "b2-c2xEW"] {
        play_by_keys(&mut app, mv(m));
        scan(&app, m, &allowed);
    }
    cursor_to(&mut app, "i7".parse().unwrap());
    scan(&app, "the cursor on a stone that may enter", &allowed);
    let steps = [
        (KeyCode::Enter, "a capture choice"),
        (KeyCode::Tab, "the next capture"),
        (KeyCode::Enter, "a capture chosen"),
        (KeyCode::Char('u'), "undo"),
        (KeyCode::Char('U'), "redo"),
        (KeyCode::PageUp, "looking back"),
        (KeyCode::Home, "the first position"),
        (KeyCode::End, "back to the present"),
        (KeyCode::PageUp, "looking back again"),
        (KeyCode::Enter, "the question before playing on"),
        (KeyCode::Char('y'), "playing on from the past"),
        (KeyCode::Char('f'), "the board turned"),
        (KeyCode::Char('s'), "saving off"),
        (KeyCode::Char('o'), "no saved games"),
        (KeyCode::Char('q'), "the question before quitting"),
    ];
    for (code, step) in steps {
        key(&mut app, code);
        scan(&app, step, &allowed);
    }
    // Too small a window, while quitting is asked and after.
    scan_at(&app, "too small", &allowed, &[(60, 20), (100, 12)]);
    key(&mut app, KeyCode::Char('n'));
    scan_at(&app, "too small", &allowed, &[(60, 20), (100, 12)]);
}
#[test]
fn the_help_the_new_game_screen_and_both_results_show_only_catalogue_text() {
    pseudo();
    let allowed = Allowed::new(&[]);
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    for page in 0..8 {
        scan(&app, &format!("the help, page {page}"), &allowed);
        key(&mut app, KeyCode::PageDown);
    }
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Char('n'));
    let form = allowed.with(&[]);
    scan(&app, "the new-game screen", &form);
    // Every row, and every value of each (the line about it changes).
    for row in 0..9 {
        for value in 0..6 {
            scan(&app, &format!("new game, row {row}, value {value}"), &form);
            key(&mut app, KeyCode::Right);
        }
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Esc);
    for (wanted, name) in [
        (
            (|o: &Outcome| matches!(o, Outcome::Suntuk { .. })) as fn(&Outcome) -> bool,
            "suntuk",
        ),
        (|o| matches!(o, Outcome::Cleared { .. }), "score"),
    ] {
        let game = finished_game(Pattern::First, wanted);
        let app = App::new(game.clone(), Theme::MONO);
        scan(&app, &format!("a game won by {name}"), &allowed);
        let mut replay = App::replay(game, Theme::MONO);
        scan(&replay, "a replay", &allowed);
        for _ in 0..3 {
            key(&mut replay, KeyCode::Right);
            scan(&replay, "a replay, stepping", &allowed);
        }
        key(&mut replay, KeyCode::End);
        scan(&replay, "a replay's end", &allowed);
        key(&mut replay, KeyCode::Home);
        key(&mut replay, KeyCode::Left);
        scan(&replay, "a replay's first position", &allowed);
        key(&mut replay, KeyCode::Char('?'));
        scan(&replay, "a replay's help", &allowed);
    }
}

#[test]
fn the_saved_games_and_saving_show_only_catalogue_text_and_the_paths() {
    pseudo();
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    let slot = store.new_slot(UNIX_EPOCH);
    let path = data.path().display().to_string();
    let mut allowed = Allowed::new(&[&path]);
    let mut app = new_app(Pattern::First).with_storage(Storage {
        store: Some(store),
        autosave: Some(slot),
        save_dir: Some(data.path().to_path_buf()),
    });
    play_by_keys(&mut app, mv("c"));
    key(&mut app, KeyCode::Char('s'));
    for file in std::fs::read_dir(data.path()).unwrap() {
        // The file's name, made by the game: a value put in the message.
        allowed.also(&file.unwrap().file_name().to_string_lossy());
    }
    scan(&app, "a game saved to a file", &allowed);
    key(&mut app, KeyCode::Char('n'));
    let form = allowed.with(&[]);
    scan(&app, "the new-game screen of a saved game", &form);
    key(&mut app, KeyCode::Enter);
    play_by_keys(&mut app, mv("d"));
    key(&mut app, KeyCode::Char('o'));
    let Mode::Games(list) = app.mode() else {
        panic!("o shows the saved games");
    };
    // The files' names are values; the games' summaries come from the
    // catalogue.
    let mut said = Vec::new();
    for row in &list.rows {
        said.extend(
            row.path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned()),
        );
    }
    let games = allowed.with(&said);
    scan(&app, "the saved games", &games);
    key(&mut app, KeyCode::Enter);
    scan(&app, "a game chosen", &games);
    key(&mut app, KeyCode::Char('o'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    scan(&app, "another game chosen", &games);
}

#[test]
fn the_review_screen_shows_only_catalogue_text() {
    pseudo();
    let allowed = Allowed::new(&[]);
    let game = pasang::files::load_record("tests/data/records/v1-finished.ron".as_ref()).unwrap();
    let mut app =
        App::new(game, Theme::MONO).with_review_budget(pasang::review::Budget::Nodes(20_000));
    key(&mut app, KeyCode::Char('v'));
    scan(&app, "the review, looking", &allowed);
    app.wait_for_review();
    for n in 0..8 {
        scan(&app, &format!("the review, move {n}"), &allowed);
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Esc);
    scan(&app, "after the review", &allowed);
}

/// The lessons' and puzzles' screen at `width`×`height`, a line a row.
fn learn_rows(app: &pasang::tui::exercise::LearnApp, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

/// [`scan`] for the lessons' and puzzles' screen.
fn scan_learn(app: &pasang::tui::exercise::LearnApp, step: &str, allowed: &Allowed) {
    for (width, height) in [(80, 24), (120, 40)] {
        scan_rows(&learn_rows(app, width, height), step, allowed);
    }
}

#[test]
fn the_lessons_and_the_puzzles_show_only_catalogue_and_lesson_text() {
    use pasang::tui::exercise::{LearnApp, puzzles};
    use ratatui::crossterm::event::{Event, KeyEvent, KeyModifiers};
    pseudo();
    let allowed = Allowed::new(&[]);
    let dir = tempfile::tempdir().unwrap();
    let path = pasang::exercise::progress::progress_path(dir.path());
    let press = |app: &mut LearnApp, code: KeyCode| {
        let ev = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        if let Some(a) = app.action(&ev, ratatui::layout::Rect::new(0, 0, 80, 24)) {
            app.apply(a);
        }
    };
    // Each move is typed after the beat is over.
    let typed = |app: &mut LearnApp, mv: &str| {
        app.tick_at(std::time::Instant::now() + 2 * pasang::tui::exercise::work::BEAT);
        press(app, KeyCode::Char(':'));
        for c in mv.chars() {
            press(app, KeyCode::Char(c));
        }
        press(app, KeyCode::Enter);
    };
    let mut app = LearnApp::new(Theme::MONO, Some(path.clone()));
    scan_learn(&app, "the list of lessons", &allowed);
    press(&mut app, KeyCode::Enter);
    scan_learn(&app, "the first lesson", &allowed);
    for lesson in pasang::lessons::shipped() {
        for step in &lesson.steps {
            press(&mut app, KeyCode::Char('H'));
            scan_learn(&app, &format!("a hint in {}", lesson.id), &allowed);
            for mv in &step.answer {
                typed(&mut app, &mv.to_string());
                scan_learn(&app, &format!("{mv} in {}", lesson.id), &allowed);
            }
            press(&mut app, KeyCode::Enter);
        }
    }
    scan_learn(&app, "the lessons done", &allowed);
    // A wrong move, an illegal one, a file that may not be taken.
    let mut app = LearnApp::new(Theme::MONO, Some(path.clone())).starting(7);
    typed(&mut app, "a1-a3xE");
    scan_learn(&app, "a move off the goal", &allowed);
    typed(&mut app, "a1-a3xN");
    scan_learn(&app, "an illegal move", &allowed);
    let mut app = LearnApp::new(Theme::MONO, Some(path.clone())).starting(1);
    for _ in 0..6 {
        press(&mut app, KeyCode::Left);
    }
    press(&mut app, KeyCode::Enter);
    scan_learn(&app, "a file closed to North", &allowed);
    // The puzzles: the list, a wrong move refuted, a solution.
    let mut app = LearnApp::puzzles(Theme::MONO, Some(path.clone()));
    scan_learn(&app, "the list of puzzles", &allowed);
    for p in pasang::puzzles::shipped() {
        let mut app = LearnApp::puzzles(Theme::MONO, Some(path.clone()))
            .starting_puzzle(puzzles::find(p.id).unwrap());
        scan_learn(&app, &format!("puzzle {}", p.id), &allowed);
        let right: Move = p.solution[0].parse().unwrap();
        if let Some(wrong) = p.position().legal_moves().iter().find(|&&m| m != right) {
            typed(&mut app, &wrong.to_string());
            scan_learn(&app, &format!("a wrong move in puzzle {}", p.id), &allowed);
            press(&mut app, KeyCode::Tab);
        }
        for mv in p.solution.iter().step_by(2) {
            typed(&mut app, mv);
            scan_learn(&app, &format!("{mv} in puzzle {}", p.id), &allowed);
        }
    }
    press(&mut app, KeyCode::Enter);
    scan_learn(&app, "the puzzle list again", &allowed);
    i18n::set(Lang::english());
}
