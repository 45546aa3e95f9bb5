//! The words of the help that every game shares: its title and headings,
//! the replay's and the prompt's words, the saving and the lessons.

use crate::tr;

/// The help's title; `scrolls` when it is longer than the room for it.
pub fn title(scrolls: bool) -> String {
    if scrolls {
        format!(" {} ", tr!("help-title-scrolls"))
    } else {
        format!(" {} ", tr!("help-title"))
    }
}

/// The heading over the keys.
pub fn keys_title(replay: bool) -> String {
    if replay {
        tr!("help-replay-keys")
    } else {
        tr!("help-keys")
    }
}

/// The mouse's row among the keys: its name and the id of what it does,
/// from a game's two message ids ([`crate::tui::play::Front::MOUSE_HELP`]).
pub fn mouse([name, does]: [&'static str; 2]) -> (String, &'static str) {
    (crate::i18n::text(name, &[]), does)
}

/// Under the keys: how the last move is marked, in the game's sentence
/// `id` ([`crate::tui::play::Front::LAST_MOVE_HELP`]), with the glyphs drawn
/// for the stones it took, where it came from, and either side of it.
pub fn last_move(id: &str, [taken, left, open, close]: [&str; 4]) -> String {
    use crate::i18n::Arg;
    crate::i18n::text(
        id,
        &[
            ("taken", Arg::from(taken)),
            ("left", Arg::from(left)),
            ("open", Arg::from(open)),
            ("close", Arg::from(close)),
        ],
    )
}

/// Under a replay's keys, in place of the rules.
pub fn replay() -> String {
    tr!("help-replay")
}

/// The words of the `:` prompt besides moves, counted in the game's
/// `unit` ([`crate::messages::Named::UNIT`]).
pub fn words(unit: &'static str) -> String {
    tr!("help-words", unit = unit)
}

/// Under the keys of a game being played: every move (`unit`) is saved.
pub fn saved(unit: &'static str) -> String {
    tr!("help-saved", unit = unit)
}

/// For a newcomer, at the top: the commands of the lessons and the
/// puzzles, each on a line of its own under a line that leads to them.
pub fn learn() -> [String; 3] {
    [
        tr!("help-learn"),
        tr!("help-learn-lessons"),
        tr!("help-learn-puzzles"),
    ]
}
