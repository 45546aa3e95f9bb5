//! The tables themselves: each mode's actions, keys, caps and labels.

use super::Action;
use super::{Binding, Key, b, c, ctrl, k};
use crate::board::Direction;
use crate::session::Browse;
use ratatui::crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

pub(crate) const LEFT: &[Key] = &[k(K::Left), c('h')];
pub(crate) const RIGHT: &[Key] = &[k(K::Right), c('l')];
pub(crate) const UP: &[Key] = &[k(K::Up), c('k')];
pub(crate) const DOWN: &[Key] = &[k(K::Down), c('j')];
pub(crate) const SELECT: &[Key] = &[k(K::Enter), c(' ')];
pub(crate) const QUIT: &[Key] = &[c('q'), ctrl('c')];
pub(crate) const BACK: &[Key] = &[k(K::PageUp), c('[')];
pub(crate) const FORWARD: &[Key] = &[k(K::PageDown), c(']')];
pub(crate) const HELP_KEY: &[Key] = &[c('?')];
pub(crate) const FLIP: &[Key] = &[c('f')];

// Rows both games' boards have.
pub(crate) const MOVE_WEST: Binding = b(
    A::Cursor(Direction::West),
    LEFT,
    "←↓↑→/hjkl",
    "key-move",
    "key-move-help",
    Some(0),
);
pub(crate) const MOVE_SOUTH: Binding = b(A::Cursor(Direction::South), DOWN, "", "", "", None);
pub(crate) const MOVE_NORTH: Binding = b(A::Cursor(Direction::North), UP, "", "", "", None);
pub(crate) const MOVE_EAST: Binding = b(A::Cursor(Direction::East), RIGHT, "", "", "", None);
// Stepping through the game: the same keys in every game. Their help
// counts in the game's unit (a move, a turn), given as `$unit`.
pub(crate) const REDO_ROW: Binding = b(
    A::Redo,
    &[c('U'), ctrl('r')],
    "U",
    "key-redo",
    "key-redo-help",
    Some(1),
);
pub(crate) const LOOK_BACK_ROW: Binding = b(
    A::Browse(Browse::Back),
    BACK,
    "PgUp",
    "key-look-back",
    "key-look-back-help",
    Some(2),
);
pub(crate) const FORWARD_ROW: Binding = b(
    A::Browse(Browse::Forward),
    FORWARD,
    "PgDn",
    "key-forward",
    "key-forward-help",
    None,
);
pub(crate) const TO_START: Binding = b(
    A::Browse(Browse::Start),
    &[k(K::Home)],
    "Home",
    "key-start",
    "key-start-help",
    None,
);
pub(crate) const TO_PRESENT: Binding = b(
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

pub(crate) const FLIP_ROW: Binding = b(A::Flip, FLIP, "f", "key-flip", "key-flip-help", Some(3));
pub(crate) const OPEN_ROW: Binding = b(
    A::Games,
    &[c('o')],
    "o",
    "key-open",
    "key-open-help",
    Some(3),
);
pub(crate) const HELP_ROW: Binding =
    b(A::Help, HELP_KEY, "?", "key-help", "key-help-help", Some(0));
pub(crate) const LANGUAGE_ROW: Binding = b(
    A::Language,
    &[c('L')],
    "L",
    "key-language",
    "key-language-help",
    None,
);
/// `S`: the settings, in either game; in the bar, as a visitor over the
/// network finds the bell there.
pub(crate) const SETTINGS_ROW: Binding = b(
    A::Settings,
    &[c('S')],
    "S",
    "key-settings",
    "key-settings-help",
    Some(1),
);

/// `c`: the whole chat of a shared game, in a box (see [`CHAT`]).
pub(crate) const CHAT_ROW: Binding = b(
    A::Chat,
    &[c('c')],
    "c",
    "key-chat",
    "key-chat-help",
    Some(2),
);

/// The chat box of a shared game.
pub const CHAT: &[Binding] = &[
    b(
        A::Scroll(-1),
        &[k(K::Up), c('k')],
        "↑↓",
        "chat-key-scroll",
        "chat-key-scroll-help",
        Some(1),
    ),
    b(A::Scroll(1), &[k(K::Down), c('j')], "", "", "", None),
    b(A::Scroll(-10), &[k(K::PageUp)], "", "", "", None),
    b(A::Scroll(10), &[k(K::PageDown), c(' ')], "", "", "", None),
    b(
        A::Spectators,
        &[c('w')],
        "w",
        "chat-key-spectators",
        "chat-key-spectators-help",
        Some(0),
    ),
    b(
        A::Back,
        &[k(K::Esc), c('c'), c('q')],
        "Esc",
        "chat-key-close",
        "chat-key-close-help",
        Some(0),
    ),
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
    // In a game that has a review.
    b(
        A::Review,
        &[c('v')],
        "v",
        "review-key",
        "review-key-help",
        Some(1),
    ),
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
        A::Delete,
        &[c('d'), k(K::Delete)],
        "d",
        "key-delete",
        "",
        Some(1),
    ),
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
