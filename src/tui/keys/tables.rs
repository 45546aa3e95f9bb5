//! The tables themselves: each mode's actions, keys, caps and labels.

use super::{Action, Amount};
use super::{Binding, Key, b, c, ctrl, k};
use crate::games::ka::Direction;
use crate::session::Browse;
use ratatui::crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

pub(super) const LEFT: &[Key] = &[k(K::Left), c('h')];
pub(super) const RIGHT: &[Key] = &[k(K::Right), c('l')];
pub(super) const UP: &[Key] = &[k(K::Up), c('k')];
pub(super) const DOWN: &[Key] = &[k(K::Down), c('j')];
pub(super) const SELECT: &[Key] = &[k(K::Enter), c(' ')];
pub(super) const QUIT: &[Key] = &[c('q'), ctrl('c')];
pub(super) const BACK: &[Key] = &[k(K::PageUp), c('[')];
pub(super) const FORWARD: &[Key] = &[k(K::PageDown), c(']')];
pub(super) const HELP_KEY: &[Key] = &[c('?')];
pub(super) const FLIP: &[Key] = &[c('f')];

// Rows both games' boards have.
pub(super) const MOVE_WEST: Binding = b(
    A::Cursor(Direction::West),
    LEFT,
    "←↓↑→/hjkl",
    "key-move",
    "key-move-help",
    Some(0),
);
pub(super) const MOVE_SOUTH: Binding = b(A::Cursor(Direction::South), DOWN, "", "", "", None);
pub(super) const MOVE_NORTH: Binding = b(A::Cursor(Direction::North), UP, "", "", "", None);
pub(super) const MOVE_EAST: Binding = b(A::Cursor(Direction::East), RIGHT, "", "", "", None);
pub(super) const TO_START: Binding = b(
    A::Browse(Browse::Start),
    &[k(K::Home)],
    "Home",
    "key-start",
    "key-start-help",
    None,
);
pub(super) const TO_PRESENT: Binding = b(
    A::Browse(Browse::End),
    &[k(K::End)],
    "End",
    "key-present",
    "key-present-help",
    None,
);
/// `s`: the game saved to a new file, in either game.
pub(crate) const SAVE_ROW: Binding = b(
    A::Save,
    &[c('s')],
    "s",
    "key-save",
    "key-save-help",
    Some(3),
);

/// `A`: a shared game called off before every player has moved, in
/// either game; in the bar only while that may be done (see
/// `play::keyed::bar`).
pub(crate) const ABORT_ROW: Binding = b(
    A::Abort,
    &[c('A')],
    "A",
    "key-abort",
    "key-abort-help",
    Some(1),
);

pub(super) const FLIP_ROW: Binding = b(A::Flip, FLIP, "f", "key-flip", "key-flip-help", Some(3));
pub(super) const OPEN_ROW: Binding = b(
    A::Games,
    &[c('o')],
    "o",
    "key-open",
    "key-open-help",
    Some(3),
);
pub(super) const HELP_ROW: Binding =
    b(A::Help, HELP_KEY, "?", "key-help", "key-help-help", Some(0));
pub(super) const LANGUAGE_ROW: Binding = b(
    A::Language,
    &[c('L')],
    "L",
    "key-language",
    "key-language-help",
    None,
);
pub(super) const SETTINGS_ROW: Binding = b(
    A::Settings,
    &[c('S')],
    "S",
    "key-settings",
    "key-settings-help",
    None,
);

/// The board, playing.
pub const BOARD: &[Binding] = &[
    MOVE_WEST,
    MOVE_SOUTH,
    MOVE_NORTH,
    MOVE_EAST,
    b(
        A::Select,
        SELECT,
        "Enter",
        "key-select",
        "key-select-help",
        Some(0),
    ),
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "key-next",
        "key-next-help",
        Some(3),
    ),
    b(
        A::Previous,
        &[k(K::BackTab)],
        "Shift-Tab",
        "key-previous",
        "key-previous-help",
        None,
    ),
    help_only(FEWER_MORE[0]),
    FEWER_MORE[1],
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "key-back",
        "key-back-help",
        None,
    ),
    b(
        A::StartTyping,
        &[c(':')],
        ":",
        "key-type",
        "key-type-help",
        Some(2),
    ),
    b(
        A::Undo,
        &[c('u')],
        "u",
        "key-undo",
        "key-undo-help",
        Some(0),
    ),
    b(
        A::Redo,
        &[c('U'), ctrl('r')],
        "U",
        "key-redo",
        "key-redo-help",
        Some(1),
    ),
    b(
        A::Browse(Browse::Back),
        BACK,
        "PgUp",
        "key-look-back",
        "key-look-back-help",
        Some(2),
    ),
    b(
        A::Browse(Browse::Forward),
        FORWARD,
        "PgDn",
        "key-forward",
        "key-forward-help",
        None,
    ),
    TO_START,
    TO_PRESENT,
    FLIP_ROW,
    SAVE_ROW,
    ABORT_ROW,
    b(
        A::Hint,
        &[c('H')],
        "H",
        "key-hint",
        "key-hint-help",
        Some(3),
    ),
    // In the bar once the game is over (see `keys::bar`).
    REVIEW_ROW,
    OPEN_ROW,
    b(
        A::NewGame,
        &[c('n')],
        "n",
        "key-new",
        "key-new-help",
        Some(0),
    ),
    LANGUAGE_ROW,
    SETTINGS_ROW,
    HELP_ROW,
    b(A::Quit, QUIT, "q", "key-quit", "key-quit-help", Some(0)),
];

/// The review key, on the board.
pub(crate) const REVIEW_ROW: Binding = b(
    A::Review,
    &[c('v')],
    "v",
    "review-key",
    "review-key-help",
    None,
);

/// The review of a finished game.
pub const REVIEW: &[Binding] = &[
    b(
        A::Cursor(Direction::East),
        &[k(K::Right), c('l'), k(K::Down), c('j'), k(K::PageDown)],
        "←/→",
        "review-key-step",
        "review-key-step-help",
        Some(0),
    ),
    b(
        A::Cursor(Direction::West),
        &[k(K::Left), c('h'), k(K::Up), c('k'), k(K::PageUp)],
        "",
        "",
        "",
        None,
    ),
    b(
        A::Browse(Browse::Start),
        &[k(K::Home), c('g')],
        "Home/End",
        "review-key-ends",
        "review-key-ends-help",
        Some(1),
    ),
    b(
        A::Browse(Browse::End),
        &[k(K::End), c('G')],
        "",
        "",
        "",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc), c('v')],
        "Esc",
        "review-key-close",
        "review-key-close-help",
        Some(0),
    ),
    b(A::Quit, QUIT, "q", "key-quit", "", Some(0)),
];

/// The board with a capture open: the same keys, another bar.
pub const CHOOSING: &[Binding] = &[
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "key-next-capture",
        "",
        Some(0),
    ),
    b(A::Select, SELECT, "Enter", "key-take", "", Some(0)),
    b(A::Back, &[k(K::Esc)], "Esc", "key-back", "", Some(0)),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "key-move",
        "",
        Some(1),
    ),
    b(A::Help, HELP_KEY, "?", "key-help", "", Some(0)),
];

/// Fewer and more of a line taken in part (in the bar while one is chosen).
pub(super) const FEWER_MORE: [Binding; 2] = [
    b(
        A::Amount(Amount::Fewer),
        &[c('-')],
        "-/+",
        "key-fewer-more",
        "key-fewer-more-help",
        Some(0),
    ),
    b(A::Amount(Amount::More), &[c('+'), c('=')], "", "", "", None),
];

/// The part of a line taking so many stones.
pub(super) const HOW_MANY: [Binding; 9] = [
    b(
        A::Amount(Amount::Exactly(1)),
        &[c('1')],
        "1–9",
        "key-how-many",
        "",
        Some(2),
    ),
    b(A::Amount(Amount::Exactly(2)), &[c('2')], "", "", "", None),
    b(A::Amount(Amount::Exactly(3)), &[c('3')], "", "", "", None),
    b(A::Amount(Amount::Exactly(4)), &[c('4')], "", "", "", None),
    b(A::Amount(Amount::Exactly(5)), &[c('5')], "", "", "", None),
    b(A::Amount(Amount::Exactly(6)), &[c('6')], "", "", "", None),
    b(A::Amount(Amount::Exactly(7)), &[c('7')], "", "", "", None),
    b(A::Amount(Amount::Exactly(8)), &[c('8')], "", "", "", None),
    b(A::Amount(Amount::Exactly(9)), &[c('9')], "", "", "", None),
];

/// In the board's help only.
pub(super) const fn help_only(row: Binding) -> Binding {
    Binding { bar: None, ..row }
}

/// Choosing a capture where lines may be taken in part: the keys of
/// A table of keys for choosing without its first key, Tab to the next
/// capture or line, where there is only one.
pub const fn without_next(table: &'static [Binding]) -> &'static [Binding] {
    match table.split_first() {
        Some((first, rest)) if matches!(first.action, A::Next) => rest,
        _ => table,
    }
}

/// [`CHOOSING`], and fewer, more or a number of stones.
pub const CHOOSING_PART: &[Binding] = &[
    b(A::Next, &[k(K::Tab)], "Tab", "key-next-line", "", Some(0)),
    b(A::Select, SELECT, "Enter", "key-take", "", Some(0)),
    FEWER_MORE[0],
    FEWER_MORE[1],
    HOW_MANY[0],
    HOW_MANY[1],
    HOW_MANY[2],
    HOW_MANY[3],
    HOW_MANY[4],
    HOW_MANY[5],
    HOW_MANY[6],
    HOW_MANY[7],
    HOW_MANY[8],
    b(A::Back, &[k(K::Esc)], "Esc", "key-back", "", Some(1)),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "key-move",
        "",
        Some(3),
    ),
    b(A::Help, HELP_KEY, "?", "key-help", "", Some(1)),
];

/// The board while looking at a past position. A static, so that the
/// key bar knows this table by its address.
pub static PAST: &[Binding] = &[
    b(
        A::Browse(Browse::Back),
        BACK,
        "PgUp/PgDn",
        "key-step",
        "",
        Some(0),
    ),
    b(A::Browse(Browse::Forward), FORWARD, "", "", "", None),
    b(
        A::Browse(Browse::End),
        &[k(K::End)],
        "End/Esc",
        "key-present",
        "",
        Some(0),
    ),
    b(A::Select, SELECT, "Enter", "key-play-on", "", Some(0)),
    b(A::Help, HELP_KEY, "?", "key-help", "", Some(1)),
    b(A::Quit, QUIT, "q", "key-quit", "", Some(0)),
];

/// A replay: stepping through a saved game.
pub const REPLAY: &[Binding] = &[
    // For the bar only: the keys themselves are bound below.
    b(A::Redo, &[], "→/←", "key-step", "", Some(0)),
    b(
        A::Browse(Browse::Start),
        &[],
        "Home/End",
        "key-first-last",
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
        "key-step",
        "key-next-move-help",
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
        "key-move-before-help",
        None,
    ),
    b(
        A::Browse(Browse::Start),
        &[k(K::Home), c('g')],
        "Home g",
        "key-first",
        "key-first-help",
        None,
    ),
    b(
        A::Browse(Browse::End),
        &[k(K::End), c('G')],
        "End G",
        "key-last",
        "key-last-help",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "key-hide-box",
        "key-hide-box-help",
        None,
    ),
    b(A::Flip, FLIP, "f", "key-flip", "key-flip-help", None),
    b(A::Help, HELP_KEY, "?", "key-help", "key-help-help", Some(0)),
    b(A::Quit, QUIT, "q", "key-leave", "key-leave-help", Some(0)),
];

/// Typing a move (any other character is typed).
pub const TYPING: &[Binding] = &[
    b(A::Submit, &[k(K::Enter)], "Enter", "key-play", "", Some(0)),
    b(
        A::Back,
        &[k(K::Esc), ctrl('c')],
        "Esc",
        "key-cancel",
        "",
        Some(0),
    ),
    b(
        A::Erase,
        &[k(K::Backspace)],
        "Backspace",
        "key-erase",
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
        "key-scroll",
        "",
        Some(0),
    ),
    b(A::Scroll(-1), &[k(K::Up), c('k')], "", "", "", None),
    b(A::Scroll(10), &[k(K::PageDown), c(' ')], "", "", "", None),
    b(A::Scroll(-10), &[k(K::PageUp)], "", "", "", None),
    b(A::Back, &[k(K::Esc)], "Esc", "key-close", "", Some(0)),
];

/// A yes/no question (any other key is no).
pub const CONFIRM: &[Binding] = &[
    b(
        A::Yes,
        &[c('y'), c('Y'), k(K::Enter)],
        "y",
        "key-yes",
        "",
        Some(0),
    ),
    b(
        A::No,
        &[c('n'), c('N'), k(K::Esc)],
        "n",
        "key-no",
        "",
        Some(0),
    ),
];

/// The saved games: one to open.
pub const GAMES: &[Binding] = &[
    b(
        A::Cursor(Direction::North),
        &[k(K::Up), c('k'), k(K::BackTab)],
        "↑↓",
        "key-choose",
        "",
        Some(0),
    ),
    b(
        A::Cursor(Direction::South),
        &[k(K::Down), c('j'), k(K::Tab)],
        "",
        "",
        "",
        None,
    ),
    b(A::Select, SELECT, "Enter", "key-open", "", Some(0)),
    b(
        A::Back,
        &[k(K::Esc), c('q'), c('o')],
        "Esc",
        "key-back",
        "",
        Some(0),
    ),
];

/// The new-game screen: rows of values to choose.
pub const NEW_GAME: &[Binding] = &[
    b(
        A::Cursor(Direction::North),
        UP,
        "↑↓",
        "key-row",
        "",
        Some(0),
    ),
    b(A::Cursor(Direction::South), DOWN, "", "", "", None),
    b(A::Next, &[k(K::Tab)], "", "", "", None),
    b(A::Previous, &[k(K::BackTab)], "", "", "", None),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←→",
        "key-change",
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
        "key-start-game",
        "",
        Some(0),
    ),
    b(
        A::No,
        &[k(K::Esc), c('n'), c('q')],
        "Esc",
        "key-cancel",
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
        "key-row",
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
        "key-read-and-start",
        "",
        Some(0),
    ),
    b(
        A::Erase,
        &[k(K::Backspace)],
        "Backspace",
        "key-erase",
        "",
        Some(1),
    ),
    b(
        A::No,
        &[k(K::Esc), ctrl('c')],
        "Esc",
        "key-cancel",
        "",
        Some(0),
    ),
];

/// The settings screen: rows of values to choose, saved with Enter.
pub const SETTINGS: &[Binding] = &[
    b(
        A::Cursor(Direction::North),
        UP,
        "↑↓",
        "key-settings-row",
        "",
        Some(0),
    ),
    b(A::Cursor(Direction::South), DOWN, "", "", "", None),
    b(A::Next, &[k(K::Tab)], "", "", "", None),
    b(A::Previous, &[k(K::BackTab)], "", "", "", None),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←→",
        "key-settings-change",
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
        &[k(K::Enter)],
        "Enter",
        "key-settings-save",
        "",
        Some(0),
    ),
    b(
        A::No,
        &[k(K::Esc), c('q'), c('S')],
        "Esc",
        "key-settings-cancel",
        "",
        Some(0),
    ),
];
