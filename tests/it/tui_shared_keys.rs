//! The keys of a game shared over the network, in both games and both
//! languages: its help and its key bar list only the keys that work there
//! (a game at one terminal lists its own), and `S`, the settings, is in
//! the key bar at 80 columns wherever it works.

use crate::common::both_games;
use crate::common::lobby::key;
use pasang::games::{AnyGame, GameKind, SeatKind};
use pasang::i18n::{self, Lang};
use pasang::net::table::AnyTable;
use pasang::tui::keys::{words, words_counting};
use pasang::tui::{AnyApp, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;

fn screen(app: &impl TerminalApp, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal.backend().to_string()
}

/// The terminals of `game`: at one terminal, a player's of the game
/// shared, and a watcher's.
fn terminals(game: AnyGame) -> [(&'static str, AnyApp); 3] {
    let seats = game.seats().to_vec();
    let alone = pasang::on_any!(game.clone(), AnyGame, g => {
        AnyApp::from(pasang::tui::play::Screen::new(g, Theme::MONO))
    });
    let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
    let player = table.app(&seats[..1], Theme::MONO, None);
    let watcher = table.app(&[], Theme::MONO, None);
    [("alone", alone), ("player", player), ("watcher", watcher)]
}

/// The keys the bar at the bottom of a `width`-column screen names, each
/// by its caps.
fn bar_caps(app: &impl TerminalApp, width: u16) -> Vec<String> {
    let shown = screen(app, width, 24);
    let bar = shown.lines().last().unwrap_or_default().trim_matches('"');
    bar.split("  ")
        .filter_map(|entry| entry.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

/// The keys the help (opened with `?`, on a screen tall enough for all
/// of it) lists, each by the first name of its row, and all its words.
fn help_of(app: &mut AnyApp) -> (Vec<String>, String) {
    key(app, KeyCode::Char('?'));
    let shown = screen(app, 100, 80);
    key(app, KeyCode::Esc);
    // The help's frame, as tall as the screen but a line each side:
    // where its top corners are, and the rows between.
    let lines: Vec<Vec<char>> = shown.lines().map(|l| l.chars().collect()).collect();
    let left = lines[1].iter().position(|&c| c == '╭').expect("the help");
    let right = lines[1].iter().position(|&c| c == '╮').expect("the help");
    let rows: Vec<String> = lines[2..]
        .iter()
        .filter_map(|l| l.get(left + 1..right))
        .map(|row| row.iter().collect())
        .collect();
    // A row of keys: two spaces, the key's name.
    let keys = rows
        .iter()
        .filter(|row| row.starts_with("  ") && !row.starts_with("   "))
        .filter_map(|row| row.split_whitespace().next().map(str::to_string))
        .collect();
    (keys, squeezed(&rows.join(" ")))
}

/// Words with every run of spaces made one.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Taking back (u, U), a hint (H), another game (o, n) and saving to a
/// file (s, with no save folder as on the server) do nothing in a shared
/// game.
const NOT_SHARED: [&str; 6] = ["u", "U", "H", "o", "n", "s"];

#[test]
fn a_shared_games_help_and_key_bar_list_only_the_keys_that_work_there_in_both_games() {
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        for game in both_games() {
            let name = game.kind();
            for (part, mut app) in terminals(game) {
                let (help, text) = help_of(&mut app);
                let bar = bar_caps(&app, 100);
                let at = format!("{lang} {name:?} {part}");
                for key in ["f", "S", "L", "?", "q"] {
                    assert!(help.iter().any(|k| k == key), "{at}: {key} {help:?}");
                }
                // Counted in the game's unit.
                let unit = match name {
                    GameKind::Bell => "turn",
                    _ => "move",
                };
                let saved = squeezed(&words_counting("help-saved", unit));
                if part == "alone" {
                    for key in ["u", "U", "H", "o", "n"] {
                        assert!(help.iter().any(|k| k == key), "{at}: {key} {help:?}");
                    }
                    // No chat at one keyboard.
                    assert!(!help.iter().any(|k| k == "c"), "{at}: {help:?}");
                    assert!(text.contains(&saved), "{at}: {text}");
                    continue;
                }
                for key in NOT_SHARED {
                    assert!(!help.iter().any(|k| k == key), "{at}: {key} {help:?}");
                    assert!(!bar.iter().any(|k| k == key), "{at}: {key} {bar:?}");
                }
                // The saved games, which `o` opens, are not spoken of.
                assert!(!text.contains(&saved), "{at}: {text}");
                // Everyone at a shared game chats: the prompt and the chat.
                for key in [":", "c"] {
                    assert!(help.iter().any(|k| k == key), "{at}: {key} {help:?}");
                }
                // A watcher plays nothing; a player may call the game off
                // before both have moved.
                let playing = ["Enter", "Tab", "A"];
                for key in playing {
                    let listed = help.iter().any(|k| k == key);
                    assert_eq!(listed, part == "player", "{at}: {key} {help:?}");
                }
            }
        }
    }
    i18n::set(Lang::english());
}

#[test]
fn the_settings_key_is_in_the_key_bar_at_80_columns_in_both_games_and_languages() {
    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        for game in both_games() {
            let name = game.kind();
            for (part, app) in terminals(game) {
                let shown = screen(&app, 80, 24);
                let bar = shown.lines().last().unwrap_or_default();
                let settings = format!("S {}", words("key-settings"));
                assert!(bar.contains(&settings), "{lang} {name:?} {part}: {bar}");
            }
        }
    }
    i18n::set(Lang::english());
}
