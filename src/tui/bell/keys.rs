//! Bell's game's key tables: the board, and the board with a turn being
//! hopped. The other modes (typing, help, questions, the past, a replay,
//! the new-game form) take the same keys as the ka game's.

use crate::board::Direction;
use crate::tui::keys::Action;
use crate::tui::keys::{
    ABORT_ROW, CHAT_ROW, FLIP_ROW, FORWARD_ROW, HELP_KEY, HELP_ROW, LANGUAGE_ROW, LEFT,
    LOOK_BACK_ROW, MOVE_EAST, MOVE_NORTH, MOVE_SOUTH, MOVE_WEST, OPEN_ROW, QUIT, REDO_ROW,
    SAVE_ROW, SELECT, SETTINGS_ROW, TO_PRESENT, TO_START,
};
use crate::tui::keys::{Binding, b, c, k};
use ratatui::crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

/// Bell's board, playing.
pub const BOARD: &[Binding] = &[
    MOVE_WEST,
    MOVE_SOUTH,
    MOVE_NORTH,
    MOVE_EAST,
    b(
        A::Select,
        SELECT,
        "Enter",
        "key-bell-select",
        "key-bell-select-help",
        Some(0),
    ),
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "key-bell-next",
        "key-bell-next-help",
        Some(3),
    ),
    b(
        A::Previous,
        &[k(K::BackTab)],
        "Shift-Tab",
        "key-bell-previous",
        "key-bell-previous-help",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "key-bell-back",
        "key-bell-back-help",
        None,
    ),
    b(
        A::StartTyping,
        &[c(':')],
        ":",
        "key-bell-type",
        "key-bell-type-help",
        Some(2),
    ),
    b(
        A::Undo,
        &[c('u')],
        "u",
        "key-bell-undo",
        "key-bell-undo-help",
        Some(0),
    ),
    REDO_ROW,
    LOOK_BACK_ROW,
    FORWARD_ROW,
    TO_START,
    TO_PRESENT,
    FLIP_ROW,
    SAVE_ROW,
    ABORT_ROW,
    b(
        A::Hint,
        &[c('H')],
        "H",
        "key-bell-hint",
        "key-bell-hint-help",
        Some(3),
    ),
    OPEN_ROW,
    b(
        A::NewGame,
        &[c('n')],
        "n",
        "key-bell-new",
        "key-bell-new-help",
        Some(0),
    ),
    LANGUAGE_ROW,
    SETTINGS_ROW,
    CHAT_ROW,
    HELP_ROW,
    b(
        A::Quit,
        QUIT,
        "q",
        "key-bell-quit",
        "key-bell-quit-help",
        Some(0),
    ),
];

/// The board while a stone hops: the same keys, another bar.
pub const HOPPING: &[Binding] = &[
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "key-bell-next-landing",
        "",
        Some(0),
    ),
    b(
        A::Select,
        SELECT,
        "Enter",
        "key-bell-hop-there",
        "",
        Some(0),
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "key-bell-take-back-hop",
        "",
        Some(0),
    ),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "key-bell-move",
        "",
        Some(1),
    ),
    b(A::Help, HELP_KEY, "?", "key-bell-help", "", Some(0)),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_of_bells_board_is_named_in_its_help() {
        let help = crate::tui::keys::help_rows(BOARD, false);
        for key in BOARD.iter().flat_map(|b| b.keys) {
            let name = crate::tui::keys::key_name(*key, false);
            assert!(
                help.iter()
                    .any(|(keys, _)| keys.split(' ').any(|k| k == name)),
                "{name} is bound but missing from the help"
            );
        }
        assert!(help.iter().any(|(k, _)| k == "Esc"));
        assert!(
            help.iter().any(|(k, _)| k == "s"),
            "s saves, as in the ka game"
        );
        assert!(
            help.iter().any(|(k, _)| k == "o"),
            "o opens a saved game, as in the ka game"
        );
    }

    #[test]
    fn no_key_is_bound_twice_on_bells_board() {
        for table in [BOARD, HOPPING] {
            let keys: Vec<_> = table.iter().flat_map(|b| b.keys).collect();
            for (i, key) in keys.iter().enumerate() {
                assert!(!keys[i + 1..].contains(key), "{key:?} twice");
            }
        }
    }
}
