//! The one key table: for each mode, each action with its keys, what the key
//! bar and the help call them, and how soon the bar leaves them out when it
//! is narrow. Input, the key bar and the help are all made from it, so they
//! cannot drift apart.

use super::app::{Action, App, Mode};
use crate::games::ka::Direction;
use crate::session::Browse;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key, with Control or without.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

const fn k(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

const fn c(ch: char) -> Key {
    k(KeyCode::Char(ch))
}

const fn ctrl(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        ctrl: true,
    }
}

/// One action of a mode.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub action: Action,
    pub keys: &'static [Key],
    /// The keys as the bar and the help show them.
    pub caps: &'static str,
    /// What it does, in the bar (short).
    pub label: &'static str,
    /// What it does, in the help (longer); empty: as the label.
    pub help: &'static str,
    /// In the bar: `Some(0)` always, `Some(n)` left out sooner the higher
    /// `n` is, `None` only in the help.
    pub bar: Option<u8>,
}

const fn b(
    action: Action,
    keys: &'static [Key],
    caps: &'static str,
    label: &'static str,
    help: &'static str,
    bar: Option<u8>,
) -> Binding {
    Binding {
        action,
        keys,
        caps,
        label,
        help,
        bar,
    }
}

use Action as A;
use KeyCode as K;

const LEFT: &[Key] = &[k(K::Left), c('h')];
const RIGHT: &[Key] = &[k(K::Right), c('l')];
const UP: &[Key] = &[k(K::Up), c('k')];
const DOWN: &[Key] = &[k(K::Down), c('j')];

/// The board, playing.
pub const BOARD: &[Binding] = &[
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "move",
        "move the cursor",
        Some(0),
    ),
    b(A::Cursor(Direction::South), DOWN, "", "", "", None),
    b(A::Cursor(Direction::North), UP, "", "", "", None),
    b(A::Cursor(Direction::East), RIGHT, "", "", "", None),
    b(
        A::Select,
        &[k(K::Enter), c(' ')],
        "Enter",
        "select",
        "choose the point under the cursor; confirm a capture",
        Some(0),
    ),
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "next",
        "next capture line, or point to choose",
        Some(3),
    ),
    b(
        A::Previous,
        &[k(K::BackTab)],
        "Shift-Tab",
        "previous",
        "previous capture line, or point to choose",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "back",
        "step back; hide the game-over box",
        None,
    ),
    b(
        A::StartTyping,
        &[c(':')],
        ":",
        "type",
        "type a move: c, d3-c3xN, c3-c9xS (then Enter)",
        Some(2),
    ),
    b(
        A::Undo,
        &[c('u')],
        "u",
        "undo",
        "take back a move (against the computer, its reply too)",
        Some(0),
    ),
    b(
        A::Redo,
        &[c('U'), ctrl('r')],
        "U",
        "redo",
        "play again a move taken back",
        Some(1),
    ),
    b(
        A::Browse(Browse::Back),
        &[k(K::PageUp), c('[')],
        "PgUp",
        "back",
        "look back a move: the board, scores and moves as they were",
        Some(2),
    ),
    b(
        A::Browse(Browse::Forward),
        &[k(K::PageDown), c(']')],
        "PgDn",
        "forward",
        "look a move further on",
        None,
    ),
    b(
        A::Browse(Browse::Start),
        &[k(K::Home)],
        "Home",
        "start",
        "look at the first position",
        None,
    ),
    b(
        A::Browse(Browse::End),
        &[k(K::End)],
        "End",
        "present",
        "back to the present",
        None,
    ),
    b(
        A::Flip,
        &[c('f')],
        "f",
        "flip",
        "turn the board round",
        Some(3),
    ),
    b(
        A::Save,
        &[c('s')],
        "s",
        "save",
        "save the game to a new file in this folder",
        Some(3),
    ),
    b(
        A::Hint,
        &[c('H')],
        "H",
        "hint",
        "ask the computer for a move; it shows ready to play",
        Some(3),
    ),
    b(
        A::NewGame,
        &[c('n')],
        "n",
        "new",
        "new game: the setup, the rules and the players",
        Some(0),
    ),
    b(A::Help, &[c('?')], "?", "help", "this help", Some(0)),
    b(
        A::Quit,
        &[c('q'), ctrl('c')],
        "q",
        "quit",
        "quit (the game stays saved)",
        Some(0),
    ),
];

/// The board with a capture open: the same keys, another bar.
pub const CHOOSING: &[Binding] = &[
    b(A::Next, &[k(K::Tab)], "Tab", "next capture", "", Some(0)),
    b(
        A::Select,
        &[k(K::Enter), c(' ')],
        "Enter",
        "take",
        "",
        Some(0),
    ),
    b(A::Back, &[k(K::Esc)], "Esc", "back", "", Some(0)),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "move",
        "",
        Some(1),
    ),
    b(A::Help, &[c('?')], "?", "help", "", Some(0)),
];

/// The board while looking at a past position.
pub const PAST: &[Binding] = &[
    b(
        A::Browse(Browse::Back),
        &[k(K::PageUp), c('[')],
        "PgUp/PgDn",
        "step",
        "",
        Some(0),
    ),
    b(
        A::Browse(Browse::Forward),
        &[k(K::PageDown), c(']')],
        "",
        "",
        "",
        None,
    ),
    b(
        A::Browse(Browse::End),
        &[k(K::End)],
        "End/Esc",
        "present",
        "",
        Some(0),
    ),
    b(
        A::Select,
        &[k(K::Enter), c(' ')],
        "Enter",
        "play on from here",
        "",
        Some(0),
    ),
    b(A::Help, &[c('?')], "?", "help", "", Some(1)),
    b(A::Quit, &[c('q'), ctrl('c')], "q", "quit", "", Some(0)),
];

/// A replay: stepping through a saved game.
pub const REPLAY: &[Binding] = &[
    // For the bar only: the keys themselves are bound below.
    b(A::Redo, &[], "→/←", "step", "", Some(0)),
    b(
        A::Browse(Browse::Start),
        &[],
        "Home/End",
        "first/last",
        "",
        Some(1),
    ),
    b(
        A::Redo,
        &[
            k(K::Right),
            c('l'),
            c('j'),
            c('U'),
            c(' '),
            k(K::Down),
            k(K::Enter),
        ],
        "→ l j U Enter Space",
        "step",
        "the next move",
        None,
    ),
    b(
        A::Undo,
        &[
            k(K::Left),
            c('h'),
            c('k'),
            c('u'),
            k(K::Up),
            k(K::Backspace),
        ],
        "← h k u Backspace",
        "",
        "the move before",
        None,
    ),
    b(
        A::Browse(Browse::Start),
        &[k(K::Home), c('g')],
        "Home g",
        "first",
        "the first position",
        None,
    ),
    b(
        A::Browse(Browse::End),
        &[k(K::End), c('G')],
        "End G",
        "last",
        "the last position",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "hide box",
        "hide the game-over box",
        None,
    ),
    b(
        A::Flip,
        &[c('f')],
        "f",
        "flip",
        "turn the board round",
        None,
    ),
    b(A::Help, &[c('?')], "?", "help", "this help", Some(0)),
    b(
        A::Quit,
        &[c('q'), ctrl('c')],
        "q",
        "leave",
        "leave the replay",
        Some(0),
    ),
];

/// Typing a move (any other character is typed).
pub const TYPING: &[Binding] = &[
    b(A::Submit, &[k(K::Enter)], "Enter", "play", "", Some(0)),
    b(
        A::Back,
        &[k(K::Esc), ctrl('c')],
        "Esc",
        "cancel",
        "",
        Some(0),
    ),
    b(
        A::Erase,
        &[k(K::Backspace)],
        "Backspace",
        "erase",
        "",
        Some(2),
    ),
];

/// The help (any other key closes it).
pub const HELP: &[Binding] = &[
    b(
        A::Scroll(1),
        &[k(K::Down), c('j')],
        "↑↓",
        "scroll",
        "",
        Some(0),
    ),
    b(A::Scroll(-1), &[k(K::Up), c('k')], "", "", "", None),
    b(A::Scroll(10), &[k(K::PageDown), c(' ')], "", "", "", None),
    b(A::Scroll(-10), &[k(K::PageUp)], "", "", "", None),
    b(A::Back, &[k(K::Esc)], "Esc", "close", "", Some(0)),
];

/// A yes/no question (any other key is no).
pub const CONFIRM: &[Binding] = &[
    b(
        A::Yes,
        &[c('y'), c('Y'), k(K::Enter)],
        "y",
        "yes",
        "",
        Some(0),
    ),
    b(A::No, &[c('n'), c('N'), k(K::Esc)], "n", "no", "", Some(0)),
];

/// The new-game screen: rows of values to choose.
pub const NEW_GAME: &[Binding] = &[
    b(A::Cursor(Direction::North), UP, "↑↓", "row", "", Some(0)),
    b(A::Cursor(Direction::South), DOWN, "", "", "", None),
    b(A::Next, &[k(K::Tab)], "", "", "", None),
    b(A::Previous, &[k(K::BackTab)], "", "", "", None),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←→",
        "change",
        "",
        Some(0),
    ),
    b(
        A::Cursor(Direction::East),
        &[k(K::Right), c('l'), c(' ')],
        "",
        "",
        "",
        None,
    ),
    b(
        A::Yes,
        &[k(K::Enter), c('y')],
        "Enter",
        "start",
        "",
        Some(0),
    ),
    b(
        A::No,
        &[k(K::Esc), c('n'), c('q')],
        "Esc",
        "cancel",
        "",
        Some(0),
    ),
];

/// The new-game screen on the setup file's row: a path is typed (any other
/// character is typed).
pub const NEW_GAME_PATH: &[Binding] = &[
    b(
        A::Cursor(Direction::North),
        &[k(K::Up)],
        "↑↓",
        "row",
        "",
        Some(0),
    ),
    b(A::Cursor(Direction::South), &[k(K::Down)], "", "", "", None),
    b(A::Next, &[k(K::Tab)], "", "", "", None),
    b(A::Previous, &[k(K::BackTab)], "", "", "", None),
    b(
        A::Yes,
        &[k(K::Enter)],
        "Enter",
        "read the file and start",
        "",
        Some(0),
    ),
    b(
        A::Erase,
        &[k(K::Backspace)],
        "Backspace",
        "erase",
        "",
        Some(1),
    ),
    b(A::No, &[k(K::Esc), ctrl('c')], "Esc", "cancel", "", Some(0)),
];

/// The table in force for the app as it is now.
pub fn table(app: &App) -> &'static [Binding] {
    match app.mode() {
        Mode::Typing(_) => TYPING,
        Mode::Help { .. } => HELP,
        Mode::Confirm(_) => CONFIRM,
        Mode::NewGame(form) if form.typing() => NEW_GAME_PATH,
        Mode::NewGame(_) => NEW_GAME,
        Mode::Board if app.is_replay() => REPLAY,
        Mode::Board if app.in_the_past() => PAST,
        Mode::Board if app.choice().is_some() => CHOOSING,
        Mode::Board => BOARD,
    }
}

fn find(table: &[Binding], key: Key) -> Option<Action> {
    table
        .iter()
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

/// The action a key press asks for in the app's mode.
pub fn action(app: &App, event: KeyEvent) -> Option<Action> {
    let key = Key {
        code: event.code,
        // Shift is in the character itself (U, H, ?).
        ctrl: event.modifiers.contains(KeyModifiers::CONTROL),
    };
    let found = find(table(app), key);
    match app.mode() {
        // A capture open or a past position: the rest of the board's keys
        // work as always.
        Mode::Board if !app.is_replay() => found.or_else(|| find(BOARD, key)),
        Mode::Board => found.or_else(|| find(BOARD, key).filter(|a| *a == A::Quit)),
        Mode::Typing(_) | Mode::NewGame(_) => found.or(match key.code {
            KeyCode::Char(ch) if !key.ctrl => Some(A::Char(ch)),
            _ => None,
        }),
        Mode::Help { .. } => found.or(Some(A::Back)),
        Mode::Confirm(_) => found.or(Some(A::No)),
    }
}

/// The key bar for the app as it is now: (caps, label, priority).
pub fn bar(app: &App) -> Vec<(&'static str, &'static str, u8)> {
    table(app)
        .iter()
        .filter_map(|b| b.bar.map(|p| (b.caps, b.label, p)))
        .collect()
}

/// A key's name as the help shows it; `ascii` spells the arrows out.
pub fn key_name(key: Key, ascii: bool) -> String {
    let named = match key.code {
        KeyCode::Left => {
            if ascii {
                "Left"
            } else {
                "←"
            }
        }
        KeyCode::Right => {
            if ascii {
                "Right"
            } else {
                "→"
            }
        }
        KeyCode::Up => {
            if ascii {
                "Up"
            } else {
                "↑"
            }
        }
        KeyCode::Down => {
            if ascii {
                "Down"
            } else {
                "↓"
            }
        }
        KeyCode::Enter => "Enter",
        KeyCode::Esc => "Esc",
        KeyCode::Tab => "Tab",
        KeyCode::BackTab => "Shift-Tab",
        KeyCode::Backspace => "Backspace",
        KeyCode::PageUp => "PgUp",
        KeyCode::PageDown => "PgDn",
        KeyCode::Home => "Home",
        KeyCode::End => "End",
        KeyCode::Char(' ') => "Space",
        KeyCode::Char(ch) if key.ctrl => return format!("Ctrl-{ch}"),
        KeyCode::Char(ch) => return ch.to_string(),
        _ => "?",
    };
    named.to_string()
}

/// The keys for the help, for the board or a replay: every key of each
/// action, named from the table itself, and what the action does. An
/// action whose following rows have no caps (the four cursor moves) is one
/// row with all their keys, the first key of each, then the second, …
pub fn help(replay: bool, ascii: bool) -> Vec<(String, &'static str)> {
    let table = if replay { REPLAY } else { BOARD };
    let mut rows = Vec::new();
    let mut i = 0;
    while i < table.len() {
        let group_end = table[i + 1..]
            .iter()
            .position(|b| !b.caps.is_empty())
            .map_or(table.len(), |n| i + 1 + n);
        let group = &table[i..group_end];
        let lead = &table[i];
        i = group_end;
        if lead.keys.is_empty() {
            continue;
        }
        let deepest = group.iter().map(|b| b.keys.len()).max().unwrap_or(0);
        let names: Vec<String> = (0..deepest)
            .flat_map(|n| group.iter().filter_map(move |b| b.keys.get(n)))
            .map(|key| key_name(*key, ascii))
            .collect();
        let what = if lead.help.is_empty() {
            lead.label
        } else {
            lead.help
        };
        rows.push((names.join(" "), what));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [(&str, &[Binding]); 10] = [
        ("board", BOARD),
        ("choosing", CHOOSING),
        ("past", PAST),
        ("replay", REPLAY),
        ("typing", TYPING),
        ("help", HELP),
        ("confirm", CONFIRM),
        ("new game", NEW_GAME),
        ("new game path", NEW_GAME_PATH),
        ("board", BOARD),
    ];

    #[test]
    fn no_key_is_bound_twice_in_a_mode() {
        for (name, table) in ALL {
            let mut seen: Vec<Key> = Vec::new();
            for b in table {
                for key in b.keys {
                    assert!(!seen.contains(key), "{key:?} is bound twice in {name}");
                    seen.push(*key);
                }
            }
        }
    }

    #[test]
    fn every_bound_key_of_the_board_and_the_replay_is_named_in_the_help() {
        for replay in [false, true] {
            let table = if replay { REPLAY } else { BOARD };
            let help = help(replay, false);
            for key in table.iter().flat_map(|b| b.keys) {
                let name = key_name(*key, false);
                assert!(
                    help.iter()
                        .any(|(keys, _)| keys.split(' ').any(|k| k == name)),
                    "{name} is bound but missing from the help (replay: {replay})"
                );
            }
        }
        // Replay's k, j, u and U were once bound but not shown.
        let replay: Vec<String> = help(true, false).into_iter().map(|(k, _)| k).collect();
        assert!(
            replay.contains(&"→ l j U Space ↓ Enter".to_string()),
            "{replay:?}"
        );
        assert!(
            replay.contains(&"← h k u ↑ Backspace".to_string()),
            "{replay:?}"
        );
    }

    #[test]
    fn the_cursor_keys_are_one_row_of_the_help() {
        let board = help(false, false);
        assert_eq!(board[0], ("← ↓ ↑ → h j k l".to_string(), "move the cursor"));
        assert_eq!(help(false, true)[0].0, "Left Down Up Right h j k l");
        assert!(board.iter().any(|(k, _)| k == "q Ctrl-c"));
        assert!(board.iter().any(|(k, _)| k == "U Ctrl-r"));
    }

    #[test]
    fn every_key_in_a_bar_has_a_label() {
        for (name, table) in ALL {
            for b in table.iter().filter(|b| b.bar.is_some()) {
                assert!(!b.caps.is_empty() && !b.label.is_empty(), "{name}: {b:?}");
            }
        }
    }
}
