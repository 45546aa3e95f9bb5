//! Bell's game's key tables: the board, and the board with a turn being
//! hopped. The other modes (typing, help, questions, the past, a replay,
//! the new-game form) take the same keys as the ka game's.

use super::tables::{
    BACK, FLIP_ROW, FORWARD, HELP_KEY, HELP_ROW, LEFT, MOVE_EAST, MOVE_NORTH, MOVE_SOUTH,
    MOVE_WEST, OPEN_ROW, QUIT, SELECT, TO_PRESENT, TO_START,
};
use super::{Binding, b, c, ctrl, k};
use crate::games::ka::Direction;
use crate::session::Browse;
use crate::tui::app::Action;
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
        "select",
        "choose the stone under the cursor, then a marked landing to hop to; on the hopping stone, end the turn (in the opening: remove a marked stone)",
        Some(0),
    ),
    b(
        A::Next,
        &[k(K::Tab)],
        "Tab",
        "next",
        "next stone that can hop, or next landing",
        Some(3),
    ),
    b(
        A::Previous,
        &[k(K::BackTab)],
        "Shift-Tab",
        "previous",
        "previous stone that can hop, or previous landing",
        None,
    ),
    b(
        A::Back,
        &[k(K::Esc)],
        "Esc",
        "back",
        "take back the last hop of the turn; drop the stone chosen; hide the game-over box",
        None,
    ),
    b(
        A::StartTyping,
        &[c(':')],
        ":",
        "type",
        "type a turn: xa1, c5-c7, d8-b10-b8 (then Enter)",
        Some(2),
    ),
    b(
        A::Undo,
        &[c('u')],
        "u",
        "undo",
        "take back the last turn (against the computer, back to your last turn)",
        Some(0),
    ),
    b(
        A::Redo,
        &[c('U'), ctrl('r')],
        "U",
        "redo",
        "play again a turn taken back",
        Some(1),
    ),
    b(
        A::Browse(Browse::Back),
        BACK,
        "PgUp",
        "back",
        "look back a turn: the board, scores and turns as they were",
        Some(2),
    ),
    b(
        A::Browse(Browse::Forward),
        FORWARD,
        "PgDn",
        "forward",
        "look a turn further on",
        None,
    ),
    TO_START,
    TO_PRESENT,
    FLIP_ROW,
    b(
        A::Hint,
        &[c('H')],
        "H",
        "hint",
        "ask the computer for a turn; it shows ready, Enter plays it",
        Some(3),
    ),
    OPEN_ROW,
    b(
        A::NewGame,
        &[c('n')],
        "n",
        "new",
        "new game: the players, the opening and who sits where",
        Some(0),
    ),
    HELP_ROW,
    b(
        A::Quit,
        QUIT,
        "q",
        "quit",
        "quit (asks first while a game is on)",
        Some(0),
    ),
];

/// The board while a stone hops: the same keys, another bar.
pub const HOPPING: &[Binding] = &[
    b(A::Next, &[k(K::Tab)], "Tab", "next landing", "", Some(0)),
    b(
        A::Select,
        SELECT,
        "Enter",
        "hop there / end turn",
        "",
        Some(0),
    ),
    b(A::Back, &[k(K::Esc)], "Esc", "take back hop", "", Some(0)),
    b(
        A::Cursor(Direction::West),
        LEFT,
        "←↓↑→/hjkl",
        "move",
        "",
        Some(1),
    ),
    b(A::Help, HELP_KEY, "?", "help", "", Some(0)),
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
        assert!(!help.iter().any(|(k, _)| k == "s"), "no saving to a file");
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
