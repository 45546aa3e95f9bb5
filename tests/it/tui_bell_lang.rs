//! Bell's screen in other languages: in Malay at the smallest size, and in
//! the pseudo-language, where every word made from the catalogue is marked
//! and any plain word left on the screen was not.

use crate::common;

use common::bell_tui::*;
use pasang::games::bell::Players;
use pasang::i18n::{self, Lang};
use pasang::tui::Theme;
use pasang::tui::play;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

fn malay() {
    i18n::set(Lang::find("ms").expect("the Malay catalogue"));
}

/// Four players, c9 hopped to e9 and g9 with f9 waiting (as in
/// `tui_bell_screens`).
fn waiting_four() -> App {
    let mut app = app_after(Players::Four, Theme::MONO, &TURNS[..10]);
    click(&mut app, p("c9"));
    click(&mut app, p("e9"));
    cursor_to(&mut app, p("g9"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.hopping().map(|t| t.waiting()), Some(Some(p("f9"))));
    app
}

#[test]
fn four_players_mid_turn_in_malay() {
    malay();
    let text = screen(&waiting_four(), 80, 24);
    insta::assert_snapshot!(text);
}

/// Key names, shown as they are in every language.
const KEY_NAMES: [&str; 13] = [
    "Enter",
    "Esc",
    "Tab",
    "Shift-Tab",
    "Space",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Backspace",
    "Ctrl-r",
    "Ctrl-c",
    "hjkl",
];

/// Whether `token` is a point or a turn in notation: `c3`, `xa11`,
/// `d8-b10-b8`.
fn notation(token: &str) -> bool {
    let point = |s: &str| {
        let mut c = s.chars();
        matches!(c.next(), Some('a'..='k'))
            && matches!(c.as_str().parse::<u8>(), Ok(1..=11))
            && c.as_str().len() <= 2
    };
    let token = token.strip_prefix('x').unwrap_or(token);
    token.split('-').all(point)
}

/// The words of text that other parts of the program make and that are not
/// yet from the catalogue on this branch (the seat names, the ka game's
/// shared key rows and boxes, the rules' reasons): allowed where given.
/// Once those come from the catalogue they are marked too, and allowing
/// them changes nothing.
fn words_of(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .flat_map(|t| {
            t.split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The runs of ASCII letters on the screen that are neither values (points,
/// turns, key names) nor among `allowed`: text not made from the catalogue.
fn unmarked(screen: &str, allowed: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for token in screen.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let letters = token
            .as_bytes()
            .windows(2)
            .any(|w| w[0].is_ascii_alphabetic() && w[1].is_ascii_alphabetic());
        if !letters || notation(token) || KEY_NAMES.contains(&token) {
            continue;
        }
        let words = words_of(&[token.to_string()]);
        if words.iter().all(|w| allowed.contains(w)) {
            continue;
        }
        found.push(token.to_string());
    }
    found
}

/// Checks one screen of the pseudo-language game.
fn check(app: &App, what: &str, extra: &[String]) {
    let text = screen(app, 80, 24);
    let allowed = words_of(extra);
    let found = unmarked(&text, &allowed);
    assert!(
        found.is_empty(),
        "{what}: text not from the catalogue: {found:?}\n{text}"
    );
}

#[test]
fn the_pseudo_language_marks_every_word_of_a_whole_four_player_game() {
    use pasang::games::bell::{Game, Rules, Setup};
    i18n::set(Lang::pseudo());
    let mut app = app(Players::Four, Theme::MONO);
    check(&app, "the start", &[]);
    play_by_keys(&mut app, mv(TURNS[0]));
    check(&app, "after the opening", &[]);
    for m in &TURNS[1..10] {
        play_by_keys(&mut app, mv(m));
    }
    // Hop by hop: a stone chosen, a first hop, a second leaving f9 waiting.
    click(&mut app, p("c9"));
    check(&app, "a stone chosen", &[]);
    click(&mut app, p("e9"));
    check(&app, "one hop made", &[]);
    cursor_to(&mut app, p("g9"));
    check(&app, "the cursor on a landing", &[]);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.hopping().and_then(|t| t.waiting()), Some(p("f9")));
    check(&app, "a stone waiting", &[]);
    // A hop refused: the rules' reason, from the catalogue too.
    click(&mut app, p("c3"));
    assert!(app.message().is_some());
    check(&app, "a hop refused", &[]);
    key(&mut app, KeyCode::Esc);
    check(&app, "a hop taken back", &[]);
    key(&mut app, KeyCode::Esc);
    check(&app, "the stone put back", &[]);
    // Undo and redo a whole turn.
    key(&mut app, KeyCode::Char('u'));
    check(&app, "a turn undone", &[]);
    key(&mut app, KeyCode::Char('U'));
    check(&app, "a turn redone", &[]);
    // A turn typed, and one that does not read.
    chars(&mut app, ":zz9");
    // What the player typed is theirs.
    check(&app, "typing", &["zz".to_string()]);
    key(&mut app, KeyCode::Enter);
    check(&app, "a turn that does not read", &["zz".to_string()]);
    key(&mut app, KeyCode::Esc);
    // Looking back.
    key(&mut app, KeyCode::PageUp);
    check(&app, "the past", &[]);
    key(&mut app, KeyCode::End);
    // The help, scrolled to its end.
    key(&mut app, KeyCode::Char('?'));
    for _ in 0..8 {
        check(&app, "the help", &[]);
        key(&mut app, KeyCode::PageDown);
    }
    key(&mut app, KeyCode::Esc);
    // The new-game form, with a seat given to the computer.
    key(&mut app, KeyCode::Char('n'));
    check(&app, "the new-game form", &[]);
    for _ in 0..2 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    check(&app, "the new-game form with a computer", &[]);
    key(&mut app, KeyCode::Esc);
    // The settings screen: the languages are named in themselves, the
    // rules, who begins and patterns as the command line names them.
    key(&mut app, KeyCode::Char('S'));
    let names = [
        "English",
        "Bahasa Melayu",
        "classic",
        "marbles",
        "south",
        "north",
        "first",
        "second",
    ];
    let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    check(&app, "the settings screen", &names);
    assert!(
        screen(&app, 80, 24).contains(" Ṡėṫṫıṅġṡ "),
        "the screen is on"
    );
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    check(&app, "the settings screen with values", &names);
    key(&mut app, KeyCode::Esc);
    assert_eq!(i18n::current(), Lang::pseudo(), "Esc changed nothing");
    // A game played to its end.
    let mut game = Game::new(
        Setup::default(),
        Rules {
            players: Players::Four,
            ..Rules::default()
        },
    );
    while game.outcome().is_none() {
        let m = game.legal_moves()[0];
        game.try_play(m).unwrap();
    }
    let mut over = App::new(game, Theme::MONO);
    check(&over, "game over", &[]);
    key(&mut over, KeyCode::Esc);
    check(&over, "game over, the box put away", &[]);
}
