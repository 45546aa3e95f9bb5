//! Both games' new-game forms as a player meets them: each game's choices
//! kept while the game row switches between them, Bell's setups, thinking
//! time and setup file chosen as on the command line, one wording for who
//! plays a seat in both languages, and a game not being played starting
//! from the player's settings.

use crate::common;

use common::bell_tui;
use pasang::games::bell::{Pattern as BellPattern, Players, Setup as BellSetup};
use pasang::games::ka::{First, Pattern, Preset, Rules, Setup};
use pasang::games::{Level, SeatKind};
use pasang::i18n::{self, Lang};
use pasang::tui::Theme;
use pasang::tui::play::{self, AnyForm, Front, Mode, Screen};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use std::time::Duration;

fn screen<G: Front>(app: &Screen<G>, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

fn shown<G: Front>(app: &Screen<G>) -> &AnyForm {
    match app.mode() {
        Mode::NewGame(forms) => forms.shown(),
        other => panic!("not on the new-game screen: {other:?}"),
    }
}

fn bell_form<G: Front>(app: &Screen<G>) -> &pasang::tui::bell::form::BellForm {
    match shown(app) {
        AnyForm::Bell(form) => form,
        other => panic!("not Bell's form: {other:?}"),
    }
}

fn ka_form<G: Front>(app: &Screen<G>) -> &pasang::tui::ka::new_game::NewGameForm {
    match shown(app) {
        AnyForm::Ka(form) => form,
        other => panic!("not the ka game's form: {other:?}"),
    }
}

/// Moves down to Bell's `row`, checking that it gets there.
fn bell_down_to<G: Front>(app: &mut Screen<G>, row: pasang::tui::bell::form::Row)
where
    Screen<G>: Keyed,
{
    for _ in 0..pasang::tui::bell::form::Row::ALL.len() {
        if bell_form(app).row() == row {
            return;
        }
        app.press(KeyCode::Down);
    }
    panic!("never reached {row:?}");
}

/// A key through the input mapping, on either game's screen.
trait Keyed {
    fn press(&mut self, code: KeyCode);
}

impl Keyed for pasang::tui::ka::App {
    fn press(&mut self, code: KeyCode) {
        common::key(self, code);
    }
}

impl Keyed for bell_tui::App {
    fn press(&mut self, code: KeyCode) {
        bell_tui::key(self, code);
    }
}

#[test]
fn switching_to_bells_form_and_back_keeps_each_games_choices() {
    use pasang::tui::bell::form::Row as BellRow;
    use pasang::tui::ka::new_game::Row;
    let mut app = common::new_app(Pattern::First);
    app.press(KeyCode::Char('n'));
    // The ka game: the second pattern, the marbles rules.
    while ka_form(&app).row() != Row::Setup {
        app.press(KeyCode::Down);
    }
    app.press(KeyCode::Right);
    app.press(KeyCode::Down);
    app.press(KeyCode::Right);
    let ka_chosen = ka_form(&app).clone();
    assert_eq!(ka_chosen.rules(), Rules::MARBLES);
    // Up to the game's row, and Bell's form: three players, rings.
    while ka_form(&app).row() != Row::Game {
        app.press(KeyCode::Up);
    }
    app.press(KeyCode::Right);
    app.press(KeyCode::Down);
    app.press(KeyCode::Right);
    bell_down_to(&mut app, BellRow::Setup);
    app.press(KeyCode::Right);
    app.press(KeyCode::Right);
    let bell_chosen = bell_form(&app).clone();
    assert_eq!(bell_chosen.players, Players::Three);
    // Back to the ka game's form, as it was left but on the game's row.
    bell_down_to(&mut app, BellRow::Game);
    app.press(KeyCode::Left);
    let ka_again = ka_form(&app);
    assert_eq!(ka_again.rules(), Rules::MARBLES, "not reset");
    assert_eq!(
        *ka_again.choices().setup(),
        pasang::tui::ka::new_game::SetupChoice::Pattern(Pattern::Second)
    );
    assert_eq!(ka_again.row(), Row::Game);
    // And to Bell's, as it was left.
    app.press(KeyCode::Right);
    assert_eq!(bell_form(&app).players, Players::Three);
    assert_eq!(
        bell_form(&app).choices().setup(),
        bell_chosen.choices().setup(),
        "{}",
        screen(&app, 80, 24)
    );
    // Starting Bell's game starts it as chosen there.
    app.press(KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Bell(bell))) = app.hand_over()
    else {
        panic!("Bell's screen takes over")
    };
    assert_eq!(bell.game().rules().players, Players::Three);
    assert_eq!(*bell.game().setup(), BellSetup::pattern(BellPattern::Rings));
}

#[test]
fn bells_form_chooses_every_pattern_and_how_long_the_computer_thinks() {
    use pasang::tui::bell::form::Row;
    let mut app = bell_tui::app(Players::Two, Theme::MONO);
    app.press(KeyCode::Char('n'));
    // North: the computer, ai:hard (round the end from a person).
    bell_down_to(&mut app, Row::Seat(pasang::games::Seat::North));
    app.press(KeyCode::Left);
    // 1 s, then 2 s.
    bell_down_to(&mut app, Row::Movetime);
    app.press(KeyCode::Right);
    let text = screen(&app, 80, 24);
    assert!(text.contains("ai:hard thinks  ‹ 2 s ›"), "{text}");
    assert!(
        text.contains("How long ai:hard thinks a move (--movetime)"),
        "{text}"
    );
    // The setups: checker, quarters, rings, a file.
    bell_down_to(&mut app, Row::Setup);
    app.press(KeyCode::Right);
    let text = screen(&app, 80, 24);
    assert!(text.contains("‹ quarters ›"), "{text}");
    app.press(KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(
        *app.game().setup(),
        BellSetup::pattern(BellPattern::Quarters)
    );
    assert_eq!(app.session().movetime(), Duration::from_secs(2));
    assert_eq!(
        app.seats(),
        [SeatKind::Human, SeatKind::Computer(Level::Hard)]
    );
}

#[test]
fn a_bell_setup_file_that_does_not_load_is_said_and_the_form_stays() {
    use pasang::tui::bell::form::Row;
    let mut app = bell_tui::app(Players::Two, Theme::MONO);
    bell_tui::play_by_keys(&mut app, bell_tui::mv("xa1"));
    app.press(KeyCode::Char('n'));
    bell_down_to(&mut app, Row::Setup);
    // The last setup is a file; its path is the next row, and takes keys.
    app.press(KeyCode::Left);
    app.press(KeyCode::Down);
    bell_tui::chars(&mut app, "no-such-bell-q.ron");
    assert_eq!(bell_form(&app).choices().path(), "no-such-bell-q.ron");
    app.press(KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("no-such-bell-q.ron: no such file or directory"),
        "{text}"
    );
    assert_eq!(bell_form(&app).row(), Row::SetupFile);
    // Whole on the smallest terminal too, over two lines.
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("Not read: no-such-bell-q.ron: no such file or"),
        "{text}"
    );
    assert!(text.contains("│   directory "), "{text}");
    assert_eq!(app.game().moves().len(), 1, "the old game goes on");
}

/// The seat rows of both forms, drawn: who plays the seat, in the words of
/// the shared catalogue.
fn seat_values(lang: &str) -> (String, String) {
    i18n::set(Lang::find(lang).unwrap());
    let mut ka = common::new_app(Pattern::First).with_players(
        [SeatKind::Human, SeatKind::Computer(Level::Hard)],
        1,
        Duration::from_secs(1),
    );
    ka.press(KeyCode::Char('n'));
    let mut bell = bell_tui::app(Players::Two, Theme::MONO).with_players(
        [SeatKind::Human, SeatKind::Computer(Level::Hard)],
        1,
        Duration::from_secs(1),
    );
    bell.press(KeyCode::Char('n'));
    let (ka, bell) = (screen(&ka, 100, 32), screen(&bell, 100, 32));
    i18n::set(Lang::english());
    (ka, bell)
}

#[test]
fn both_forms_word_a_person_and_the_computer_alike_in_both_languages() {
    for (lang, person, computer) in [
        ("en", "‹ a person", "‹ the computer, ai:hard"),
        ("ms", "‹ pemain manusia", "‹ komputer, AI sukar"),
    ] {
        let (ka, bell) = seat_values(lang);
        for (game, text) in [("ka", &ka), ("Bell", &bell)] {
            assert!(text.contains(person), "{lang} {game}: {text}");
            assert!(text.contains(computer), "{lang} {game}: {text}");
        }
    }
}

#[test]
fn the_ka_games_form_opened_from_bells_starts_from_the_players_settings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.ron");
    std::fs::write(
        &path,
        "(rules: Some(\"traditional\"), first: Some(\"north\"), rounds: Some(3), pattern: Some(\"second\"))",
    )
    .unwrap();
    let mut app = bell_tui::app(Players::Two, Theme::MONO).with_settings(Some(path));
    app.press(KeyCode::Char('n'));
    app.press(KeyCode::Up);
    app.press(KeyCode::Left);
    let form = ka_form(&app);
    assert_eq!(form.rules().preset(), Some(Preset::Traditional));
    assert_eq!(form.rules().first, First::North);
    assert_eq!(form.rules().rounds.get(), 3);
    assert_eq!(
        *form.choices().setup(),
        pasang::tui::ka::new_game::SetupChoice::Pattern(Pattern::Second)
    );
    app.press(KeyCode::Enter);
    let Some(pasang::tui::AnyApp::Game(pasang::tui::AnyScreen::Ka(ka))) = app.hand_over() else {
        panic!("the ka game's screen takes over")
    };
    assert_eq!(*ka.game().setup(), Setup::pattern(Pattern::Second));
    assert_eq!(ka.game().rules().first, First::North);
}

/// The words inside the widest box drawn on `screen` (the form, over the
/// board), its lines joined and its runs of spaces made one.
fn boxed_words(screen: &str) -> String {
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|l| l.trim_matches('"').chars().collect())
        .collect();
    // The widest box's top left corner, and its right one.
    let corners = rows.iter().enumerate().flat_map(|(y, row)| {
        let lefts = row.iter().enumerate().filter(|&(_, &c)| c == '╭');
        lefts.filter_map(move |(x, _)| {
            let width = row[x..].iter().position(|&c| c == '╮')?;
            Some((width, y, x))
        })
    });
    let (width, top, left) = corners.max().expect("a box");
    let right = left + width;
    let inside: Vec<String> = (rows[top + 1..].iter())
        .take_while(|row| row[left] != '╰')
        .map(|row| row[left + 1..right].iter().collect())
        .collect();
    inside
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with its runs of spaces made one.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_rows_words_show_whole_at_80_by_24_in_both_forms_and_languages() {
    use pasang::tui::bell::{form::Row as BellRow, words::screen::form_about};
    use pasang::tui::ka::new_game::words::about;
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        let mut ka = common::new_app(Pattern::First);
        ka.press(KeyCode::Char('n'));
        let mut seen = Vec::new();
        while !seen.contains(&ka_form(&ka).row()) {
            let form = ka_form(&ka);
            let words = squeezed(&about(form.row(), form.value(form.row())));
            let text = screen(&ka, 80, 24);
            assert!(
                boxed_words(&text).contains(&words),
                "{lang}, {:?}: {words}\n{text}",
                form.row(),
            );
            seen.push(form.row());
            ka.press(KeyCode::Down);
        }
        let mut bell = bell_tui::app(Players::Two, Theme::MONO);
        bell.press(KeyCode::Char('n'));
        let mut seen: Vec<BellRow> = Vec::new();
        while !seen.contains(&bell_form(&bell).row()) {
            let form = bell_form(&bell);
            let words = squeezed(&form_about(form, form.row()));
            let text = screen(&bell, 80, 24);
            assert!(
                boxed_words(&text).contains(&words),
                "{lang}, {:?}: {words}\n{text}",
                form.row(),
            );
            seen.push(form.row());
            bell.press(KeyCode::Down);
        }
    }
    i18n::set(Lang::english());
}
