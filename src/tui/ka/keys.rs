//! The ka game's keys: its board, and choosing a capture (whole lines, or
//! a line in part).

use crate::board::Direction;
use crate::tui::keys::{
    ABORT_ROW, Action, Amount, Binding, CHAT_ROW, FLIP_ROW, FORWARD_ROW, HELP_KEY, HELP_ROW,
    LANGUAGE_ROW, LEFT, LOOK_BACK_ROW, MOVE_EAST, MOVE_NORTH, MOVE_SOUTH, MOVE_WEST, OPEN_ROW,
    QUIT, REDO_ROW, REVIEW_ROW, SAVE_ROW, SELECT, SETTINGS_ROW, TO_PRESENT, TO_START, b, c, k,
};
use ratatui::crossterm::event::KeyCode;

use Action as A;
use KeyCode as K;

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
    CHAT_ROW,
    HELP_ROW,
    b(A::Quit, QUIT, "q", "key-quit", "key-quit-help", Some(0)),
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
pub(crate) const FEWER_MORE: [Binding; 2] = [
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
pub(crate) const HOW_MANY: [Binding; 9] = [
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
pub(crate) const fn help_only(row: Binding) -> Binding {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keys::{REPLAY, assert_well_formed, help_rows, key_name, words};

    #[test]
    fn the_ka_games_tables_bind_no_key_twice_and_label_every_key_in_their_bars() {
        for (name, table) in [
            ("board", BOARD),
            ("choosing", CHOOSING),
            ("choosing a part", CHOOSING_PART),
        ] {
            assert_well_formed(name, table);
        }
    }

    #[test]
    fn every_bound_key_of_the_board_and_the_replay_is_named_in_the_help() {
        for replay in [false, true] {
            let table = if replay { REPLAY } else { BOARD };
            let help = help_rows(table, false);
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
        let replay: Vec<String> = help_rows(REPLAY, false)
            .into_iter()
            .map(|(k, _)| k)
            .collect();
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
        let board = help_rows(BOARD, false);
        assert_eq!(board[0].0, "← ↓ ↑ → h j k l");
        assert_eq!(words(board[0].1), "move the cursor");
        assert_eq!(help_rows(BOARD, true)[0].0, "Left Down Up Right h j k l");
        assert!(board.iter().any(|(k, _)| k == "q Ctrl-c"));
        assert!(board.iter().any(|(k, _)| k == "U Ctrl-r"));
    }
}
