//! Key tables: for each mode, each action with its keys, what the key bar
//! and the help call them, and how soon the bar leaves them out when it is
//! narrow. Input, the key bar and the help are all made from the tables,
//! so they cannot drift apart. Here are the tables every screen shares
//! (typing, the help, questions, the forms, the saved games, a replay, a
//! past position, the review) and the rows the games' tables are built
//! from; each game's own are in its folder (`tui/ka/keys.rs`,
//! `tui/bell/keys.rs`), as are the lobby's and the lessons'.
//!
//! What the bar and the help call an action is a message id (`key-flip`,
//! `key-flip-help`), made into text when the screen is drawn, in the
//! language of that moment; so are the names of keys (Enter, PgUp).

use crate::ai::Brain;
use crate::games::Playable;
use crate::session::Session;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

mod action;
mod tables;

pub use action::{Action, Amount};

/// A key, with Control or without.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

pub(crate) const fn k(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

pub(crate) const fn c(ch: char) -> Key {
    k(KeyCode::Char(ch))
}

pub(crate) const fn ctrl(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        ctrl: true,
    }
}

/// One action of a mode: of the game's screen ([`Action`]) unless
/// another screen names its own.
#[derive(Clone, Copy, Debug)]
pub struct Binding<A = Action> {
    pub action: A,
    pub keys: &'static [Key],
    /// The keys as the bar shows them, named as [`caps`] reads them
    /// (`Enter`, `PgUp/PgDn`, `←↓↑→/hjkl`).
    pub caps: &'static str,
    /// What it does, in the bar (short): a message id.
    pub label: &'static str,
    /// What it does, in the help (longer): a message id; empty: as the
    /// label.
    pub help: &'static str,
    /// In the bar: `Some(0)` always, `Some(n)` left out sooner the higher
    /// `n` is, `None` only in the help.
    pub bar: Option<u8>,
}

pub(crate) const fn b<A>(
    action: A,
    keys: &'static [Key],
    caps: &'static str,
    label: &'static str,
    help: &'static str,
    bar: Option<u8>,
) -> Binding<A> {
    Binding {
        action,
        keys,
        caps,
        label,
        help,
        bar,
    }
}

pub use tables::*;

/// The action `key` is bound to in `table`.
pub(crate) fn find<A: Copy>(table: &[Binding<A>], key: Key) -> Option<A> {
    table
        .iter()
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action)
}

impl Key {
    /// The key of a key press; Shift is in the character itself (U, H, ?).
    pub fn of(event: KeyEvent) -> Key {
        Key {
            code: event.code,
            ctrl: event.modifiers.contains(KeyModifiers::CONTROL),
        }
    }

    /// The character the key types on a line being typed, if it types
    /// one.
    pub fn typed(self) -> Option<char> {
        match self.code {
            KeyCode::Char(ch) if !self.ctrl => Some(ch),
            _ => None,
        }
    }
}

/// The key bar of a table: (caps, label id, priority).
pub fn bar_of<A>(table: &[Binding<A>]) -> Vec<(&'static str, &'static str, u8)> {
    table
        .iter()
        .filter_map(|b| b.bar.map(|p| (b.caps, b.label, p)))
        .collect()
}

/// How this terminal takes part in the game on it, for what its keys can
/// do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The game is this terminal's alone.
    Alone,
    /// It plays seats of a game shared with other terminals.
    Player,
    /// It watches a shared game, playing no seat.
    Watcher,
}

impl Part {
    /// How the terminal of `session` takes part, for the keys of the board
    /// (`on_board`) or of a screen over it, where watching is as playing.
    pub fn of<G: Playable, B: Brain<Game = G>>(session: &Session<G, B>, on_board: bool) -> Part {
        match session.link() {
            None => Part::Alone,
            Some(_) if on_board && session.watching() => Part::Watcher,
            Some(_) => Part::Player,
        }
    }
}

/// Whether `action` works in a game shared with other terminals: nothing
/// that takes a move back, asks for a hint or puts another game in its
/// place does.
pub fn works_shared(action: Action) -> bool {
    !matches!(
        action,
        Action::Undo | Action::Redo | Action::Hint | Action::NewGame | Action::Games
    )
}

/// Whether `action` works for a terminal taking `part`: a watcher plays
/// nothing, so on the board choosing and stepping through the choices are
/// not for it (it types at the prompt to chat).
pub fn works(action: Action, part: Part) -> bool {
    match part {
        // The chat is a shared game's.
        Part::Alone => !matches!(action, Action::Chat | Action::Spectators),
        Part::Player => works_shared(action),
        Part::Watcher => {
            works_shared(action)
                && !matches!(
                    action,
                    Action::Abort
                        | Action::Spectators
                        | Action::Select
                        | Action::Next
                        | Action::Previous
                        | Action::Back
                )
        }
    }
}

/// Whether the row `b` of `table` works for a terminal taking `part`.
pub fn works_in(table: &[Binding], b: &Binding, part: Part) -> bool {
    // Playing on from a past position is for a game of one's own.
    let past = std::ptr::eq(table, PAST) && part != Part::Alone;
    works(b.action, part) && !(past && b.action == Action::Select)
}

/// The key bar of the rows of `table` that `keep` keeps.
pub fn bar_where(
    table: &[Binding],
    keep: impl Fn(&Binding) -> bool,
) -> Vec<(&'static str, &'static str, u8)> {
    table
        .iter()
        .filter(|b| keep(b))
        .filter_map(|b| b.bar.map(|p| (b.caps, b.label, p)))
        .collect()
}

/// A label or help line of a key table in this thread's language: the
/// message `id`; text that is no message id (an empty help) is shown as
/// it is. For the tables that are no one game's (the lobby's, the bar's
/// labels), whose words count in no unit.
pub fn words(id: &str) -> String {
    words_counting(id, "move")
}

/// [`words`] for a game's keys, whose help may count in the game's `unit`
/// (`move` or `turn`, as [`crate::messages::Named::UNIT`] says): every
/// place that shows a game's help rows passes it.
pub fn words_counting(id: &str, unit: &'static str) -> String {
    if crate::i18n::has(id) {
        crate::i18n::text(id, &[("unit", crate::i18n::Arg::from(unit))])
    } else {
        id.to_string()
    }
}

/// The named keys as the tables write them in caps, and the choice of the
/// catalogue's `key-name` that names them.
const NAMED: [(&str, &str); 11] = [
    ("Enter", "enter"),
    ("Esc", "esc"),
    ("Tab", "tab"),
    ("Shift-Tab", "shift-tab"),
    ("Backspace", "backspace"),
    ("PgUp", "pgup"),
    ("PgDn", "pgdn"),
    ("Home", "home"),
    ("End", "end"),
    ("Space", "space"),
    ("Ctrl", "ctrl"),
];

/// The arrows and their letters, as the tables' caps write them.
pub const ARROWS: &str = "←↓↑→/hjkl";

/// A table's caps as the bar shows them: each named key in this thread's
/// language; the arrows spelled out in `ascii`.
pub fn caps(caps: &str, ascii: bool) -> String {
    if caps == ARROWS && ascii {
        return crate::tr!("key-arrows-ascii");
    }
    let name = |token: &str| match NAMED.iter().find(|(n, _)| *n == token) {
        Some((_, key)) => crate::tr!("key-name", key = *key),
        None => token.to_string(),
    };
    let mut out = String::new();
    let mut token = String::new();
    for ch in caps.chars() {
        if ch == '/' || ch == ' ' {
            out += &name(&token);
            out.push(ch);
            token.clear();
        } else {
            token.push(ch);
        }
    }
    out + &name(&token)
}

/// A key's name as the help shows it; `ascii` spells the arrows out.
pub fn key_name(key: Key, ascii: bool) -> String {
    let name = match key.code {
        KeyCode::Left if !ascii => return "←".into(),
        KeyCode::Right if !ascii => return "→".into(),
        KeyCode::Up if !ascii => return "↑".into(),
        KeyCode::Down if !ascii => return "↓".into(),
        KeyCode::Left => "left",
        KeyCode::Right => "right",
        KeyCode::Up => "up",
        KeyCode::Down => "down",
        KeyCode::Enter => "enter",
        KeyCode::Esc => "esc",
        KeyCode::Tab => "tab",
        KeyCode::BackTab => "shift-tab",
        KeyCode::Backspace => "backspace",
        KeyCode::PageUp => "pgup",
        KeyCode::PageDown => "pgdn",
        KeyCode::Home => "home",
        KeyCode::End => "end",
        KeyCode::Char(' ') => "space",
        KeyCode::Char(ch) if key.ctrl => {
            return format!("{}-{ch}", crate::tr!("key-name", key = "ctrl"));
        }
        KeyCode::Char(ch) => return ch.to_string(),
        _ => "other",
    };
    crate::tr!("key-name", key = name)
}

/// The help's key rows made from `table`, an action with all its keys on one row.
pub fn help_rows<A>(table: &[Binding<A>], ascii: bool) -> Vec<(String, &'static str)> {
    help_rows_where(table, ascii, |_| true)
}

/// The help's key rows of the actions of `table` that `keep` keeps (as
/// their first row, the one with caps, is kept: the rows after it share
/// its help row).
pub fn help_rows_where<A>(
    table: &[Binding<A>],
    ascii: bool,
    keep: impl Fn(&Binding<A>) -> bool,
) -> Vec<(String, &'static str)> {
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
        if lead.keys.is_empty() || !keep(lead) {
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

/// Checks that a table binds no key twice and that every key its bar shows
/// has caps and a label.
#[cfg(test)]
pub(crate) fn assert_well_formed<A: std::fmt::Debug>(name: &str, table: &[Binding<A>]) {
    let mut seen: Vec<Key> = Vec::new();
    for b in table {
        for key in b.keys {
            assert!(!seen.contains(key), "{key:?} is bound twice in {name}");
            seen.push(*key);
        }
        if b.bar.is_some() {
            assert!(!b.caps.is_empty() && !b.label.is_empty(), "{name}: {b:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The space bar has no name printed on it, so it is named in the
    /// player's language; Enter and Esc are printed on their keys.
    #[test]
    fn the_space_bar_is_named_in_malay() {
        crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
        let named = |code| key_name(Key { code, ctrl: false }, false);
        assert_eq!(named(KeyCode::Char(' ')), "Ruang");
        assert_eq!(named(KeyCode::Enter), "Enter");
    }

    #[test]
    fn the_shared_tables_bind_no_key_twice_and_label_every_key_in_their_bars() {
        let all: [(&str, &[Binding]); 9] = [
            ("review", REVIEW),
            ("past", PAST),
            ("replay", REPLAY),
            ("typing", TYPING),
            ("help", HELP),
            ("confirm", CONFIRM),
            ("new game", NEW_GAME),
            ("games", GAMES),
            ("new game path", NEW_GAME_PATH),
        ];
        for (name, table) in all {
            assert_well_formed(name, table);
        }
    }
}
