//! The keys of `pasang learn` and `pasang puzzle`: the list to choose
//! from, and the board of an exercise. Built from the game's own rows, so
//! the same key does the same thing on both screens.

use crate::board::Direction;
use crate::tui::ka::keys::{FEWER_MORE, HOW_MANY, help_only};
use crate::tui::keys::Action;
use crate::tui::keys::{Binding, b, c, ctrl, k};
use crate::tui::keys::{
    DOWN, LANGUAGE_ROW, MOVE_EAST, MOVE_NORTH, MOVE_SOUTH, MOVE_WEST, SELECT, UP,
};
use ratatui::crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

const QUIT_ROW: Binding = b(A::Quit, &[c('q'), ctrl('c')], "q", "key-quit", "", Some(0));

/// The list of lessons or puzzles.
pub const LIST: &[Binding] = &[
    b(
        A::Cursor(Direction::North),
        UP,
        "↑↓",
        "learn-key-choose",
        "",
        Some(0),
    ),
    b(A::Cursor(Direction::South), DOWN, "", "", "", None),
    b(A::Select, SELECT, "Enter", "learn-key-start", "", Some(0)),
    LANGUAGE_ROW_SHOWN,
    QUIT_ROW,
];

/// The list of puzzles: the lessons' keys, and Tab for the next theme.
pub const PUZZLE_LIST: &[Binding] = &[
    LIST[0],
    LIST[1],
    LIST[2],
    b(A::Next, &[k(K::Tab)], "Tab", "learn-key-theme", "", Some(1)),
    LANGUAGE_ROW_SHOWN,
    QUIT_ROW,
];

const LANGUAGE_ROW_SHOWN: Binding = Binding {
    bar: Some(1),
    ..LANGUAGE_ROW
};

/// Back to the list (from the board, `q` too: it does not quit).
const BACK_TO_LIST: Binding = b(
    A::Back,
    &[k(K::Esc), c('q'), ctrl('c')],
    "Esc",
    "learn-key-list",
    "",
    Some(0),
);

/// The board of an exercise.
pub const BOARD: &[Binding] = &[
    MOVE_WEST,
    MOVE_SOUTH,
    MOVE_NORTH,
    MOVE_EAST,
    b(A::Select, SELECT, "Enter", "key-select", "", Some(0)),
    b(A::Next, &[k(K::Tab)], "Tab", "key-next", "", Some(3)),
    b(A::Previous, &[k(K::BackTab)], "", "", "", None),
    // Where a line may be taken in part (the hint line says so).
    help_only(FEWER_MORE[0]),
    FEWER_MORE[1],
    help_only(HOW_MANY[0]),
    HOW_MANY[1],
    HOW_MANY[2],
    HOW_MANY[3],
    HOW_MANY[4],
    HOW_MANY[5],
    HOW_MANY[6],
    HOW_MANY[7],
    HOW_MANY[8],
    b(A::StartTyping, &[c(':')], ":", "key-type", "", Some(3)),
    b(A::Hint, &[c('H')], "H", "key-hint", "", Some(0)),
    b(A::Undo, &[c('r')], "r", "learn-key-again", "", Some(2)),
    LANGUAGE_ROW_SHOWN,
    BACK_TO_LIST,
];

/// The board when the goal is reached: on to the next, or back.
pub const DONE: &[Binding] = &[
    b(A::Select, SELECT, "Enter", "learn-key-next", "", Some(0)),
    b(A::Undo, &[c('r')], "r", "learn-key-again", "", Some(1)),
    LANGUAGE_ROW_SHOWN,
    BACK_TO_LIST,
];
