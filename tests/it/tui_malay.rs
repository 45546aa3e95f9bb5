//! The ka game's main screens in Malay at 80×24, the smallest the game
//! supports: every word whole, wrapped or left out of the key bar rather
//! than cut at the edge.

use crate::common;

use common::*;
use pasang::games::ka::{Game, Move, Outcome, Pattern, Player, Rules, Setup};
use pasang::i18n::{self, Lang};
use pasang::tui::ka::App;
use pasang::tui::play;
use pasang::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn malay() {
    i18n::set(Lang::find("ms").expect("the Malay catalogue is embedded"));
}

/// The screen at 80×24, as the other snapshots show it.
fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| play::draw(app, f)).unwrap();
    terminal.backend().to_string()
}

/// The key bar (the last row), checked to end with a whole label of one of
/// `labels`: the keys that do not fit are left out, not cut.
fn assert_bar_whole(text: &str, labels: &[&str]) {
    let bar = text.lines().last().unwrap().trim_matches('"').trim_end();
    assert!(
        labels.iter().any(|l| bar.ends_with(l)),
        "the key bar ends in a cut word: {bar:?}"
    );
}

fn second() -> App {
    App::new(
        Game::new(Setup::pattern(Pattern::Second), Rules::CLASSIC),
        Theme::MONO,
    )
}

#[test]
fn start_screen_in_malay() {
    malay();
    let text = screen(&second());
    assert!(text.contains("makan satu lajur"), "{text}");
    assert_bar_whole(&text, &["keluar"]);
    insta::assert_snapshot!(text);
}

#[test]
fn capture_choice_in_malay() {
    malay();
    let mut app = second();
    for m in ["c", "j", "b2-c2xEW"] {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
    }
    cursor_to(&mut app, "i7".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Tab);
    let text = screen(&app);
    assert!(text.contains("pilihan 2/3"), "{text}");
    assert_bar_whole(&text, &["bantuan", "kembali", "gerak"]);
    insta::assert_snapshot!(text);
}

#[test]
fn help_screen_in_malay() {
    malay();
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    let text = screen(&app);
    assert!(text.contains("Kekunci"), "{text}");
    assert!(text.contains("gerakkan kursor"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn the_malay_rules_summary_is_reached_by_scrolling_and_ends_with_suntuk() {
    malay();
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('?'));
    for _ in 0..60 {
        key(&mut app, KeyCode::Down);
    }
    let text = screen(&app);
    assert!(text.contains("suntuk"), "{text}");
    assert!(text.contains("Lubang tengah"), "{text}");
}

/// The ka game's notation writes directions in English letters: its help
/// says what they mean. Bell's notation has none, so its help does not.
#[test]
fn the_malay_help_says_what_the_notations_english_letters_mean_in_the_ka_game() {
    use pasang::games::bell;
    malay();
    let ka = help_words(&new_app(Pattern::First));
    assert!(
        ka.contains(
            "huruf arah ialah huruf Inggeris: N = utara, S = selatan, E = timur, W = barat"
        ),
        "{ka}"
    );
    let game = bell::Game::new(bell::Setup::default(), bell::Rules::default());
    let bell = help_words(&pasang::tui::bell::BellApp::new(game, Theme::MONO));
    assert!(bell.contains("Perkataan Inggeris juga diterima."), "{bell}");
    assert!(!bell.contains("huruf arah"), "{bell}");
}

#[test]
fn game_over_by_suntuk_in_malay() {
    malay();
    let game = finished_game(Pattern::First, |o| matches!(o, Outcome::Suntuk { .. }));
    let app = App::new(game, Theme::MONO);
    let text = screen(&app);
    assert!(text.contains("menang secara suntuk"), "{text}");
    assert!(text.contains("120"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn new_game_screen_in_malay() {
    malay();
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    let text = screen(&app);
    assert!(text.contains("Permainan baharu"), "{text}");
    assert!(text.contains("pemain manusia"), "{text}");
    assert_bar_whole(&text, &["batal"]);
    insta::assert_snapshot!(text);
}

/// `text` wrapped greedily between words into lines of at most `width`.
fn wrapped(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

#[test]
fn every_malay_hint_fits_the_panels_two_rows_with_room_for_the_longer_names() {
    malay();
    // The panel's hint has two rows of 32 columns at 80×24; two columns are
    // kept for the players' Malay names (Selatan is two letters longer than
    // South), which come from pasang::messages.
    let fits = |app: &App, what: &str| {
        let hint = app.hint();
        let lines = wrapped(&hint, 30);
        assert!(lines.len() <= 2, "{what}: {hint:?} takes {lines:?}");
    };
    let mut app = second();
    fits(&app, "a column to take");
    for m in ["c", "j"] {
        play_by_keys(&mut app, m.parse::<Move>().unwrap());
        fits(&app, m);
    }
    cursor_to(&mut app, "b2".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    fits(&app, "one capture to take");
    key(&mut app, KeyCode::Esc);
    play_by_keys(&mut app, "b2-c2xEW".parse::<Move>().unwrap());
    cursor_to(&mut app, "i7".parse().unwrap());
    key(&mut app, KeyCode::Enter);
    fits(&app, "a choice of captures");
    key(&mut app, KeyCode::Esc);
    play_by_keys(&mut app, "i7-j7xS".parse::<Move>().unwrap());
    fits(&app, "a ka to move");
    key(&mut app, KeyCode::PageUp);
    fits(&app, "looking back");
    for wanted in [
        (|o: &Outcome| matches!(o, Outcome::Suntuk { .. })) as fn(&Outcome) -> bool,
        |o| {
            matches!(
                o,
                Outcome::Cleared {
                    winner: Some(_),
                    ..
                }
            )
        },
    ] {
        let game = finished_game(Pattern::First, wanted);
        fits(&App::new(game.clone(), Theme::MONO), "the game over");
        let mut replay = App::replay(game, Theme::MONO);
        fits(&replay, "a replay's start");
        for _ in 0..12 {
            replay.apply(pasang::tui::Action::Redo);
        }
        fits(&replay, "a replay");
    }
}

/// The finished game of `tests/data/records/v1-finished.ron`, both kas on
/// the board, with its result box put away.
fn finished_on_the_board() -> App {
    let game = pasang::files::load_record("tests/data/records/v1-finished.ron".as_ref()).unwrap();
    let mut app = App::new(game, Theme::MONO);
    key(&mut app, KeyCode::Esc);
    app
}

/// The letters either end of the lead chart: the panel lines that are a
/// letter and then nothing but bars.
fn chart_letters(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let panel: String = line.trim_matches('"').chars().skip(47).collect();
            let mut chars = panel.chars();
            let letter = chars.next().filter(|c| c.is_alphabetic())?;
            let rest: String = chars.collect();
            (rest.starts_with(' ') && !rest.chars().any(char::is_alphanumeric))
                .then(|| letter.to_string())
        })
        .collect()
}

/// The letters before the moves of the move list ("  12. U c7-c6xEW").
fn move_list_letters(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let panel: String = line.trim_matches('"').chars().skip(47).collect();
            let (number, rest) = panel.trim_start_matches(['▶', '>', ' ']).split_once(". ")?;
            number.chars().all(|c| c.is_ascii_digit()).then_some(())?;
            rest.split_whitespace().next().map(str::to_string)
        })
        .collect()
}

#[test]
fn the_kas_letters_on_the_board_the_chart_and_the_moves_are_the_languages_initials() {
    for (lang, south, north) in [("ms", "S", "U"), ("en", "S", "N")] {
        i18n::set(Lang::find(lang).unwrap());
        let app = finished_on_the_board();
        let position = *app.game().position();
        let ka = |p: Player| position.ka(p).expect("the ka is on the board");
        assert_eq!(drawn_at(&app, ka(Player::North)), north, "{lang}");
        assert_eq!(drawn_at(&app, ka(Player::South)), south, "{lang}");
        let text = screen(&app);
        assert_eq!(chart_letters(&text), [south, north], "{lang}:\n{text}");
        let movers = move_list_letters(&text);
        assert!(movers.len() >= 2, "{lang}:\n{text}");
        assert!(
            movers.iter().all(|m| m == south || m == north) && movers.contains(&north.into()),
            "{lang}: {movers:?}\n{text}"
        );
    }
}

#[test]
fn the_kas_letters_in_ascii_are_the_languages_initials() {
    malay();
    let game = pasang::files::load_record("tests/data/records/v1-finished.ron".as_ref()).unwrap();
    let mut app = App::new(game, Theme::ASCII);
    key(&mut app, KeyCode::Esc);
    let north = app.game().position().ka(Player::North).unwrap();
    assert_eq!(drawn_at(&app, north), "U");
}

#[test]
fn the_panel_title_names_the_pattern_and_the_rules_in_malay() {
    malay();
    let text = screen(&second());
    let top = text.lines().next().unwrap();
    assert!(top.contains("╭ Pasang · kedua · klasik "), "{top}");
}

#[test]
fn the_new_game_form_shows_the_option_values_in_malay() {
    malay();
    let mut app = new_app(Pattern::First);
    key(&mut app, KeyCode::Char('n'));
    let text = screen(&app);
    for value in [
        "‹ pertama ",
        "‹ klasik ",
        "‹ pepenjuru ",
        "‹ gelongsor ",
        "‹ menghalang ",
        "‹ seluruh ",
        "‹ Selatan ",
    ] {
        assert!(text.contains(value), "{value} not in\n{text}");
    }
}
