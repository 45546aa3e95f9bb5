//! The words of the help: its title and headings, what the mouse does, and
//! the rules in brief, fitted to the game's rule options.

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

/// The mouse's row among the keys: what is done, and (a message id, as the
/// key table's) what it does.
pub fn mouse() -> (String, &'static str) {
    (tr!("help-mouse"), "help-mouse-does")
}

/// Under a replay's keys, in place of the rules.
pub fn replay() -> String {
    tr!("help-replay")
}

/// The words of the `:` prompt besides moves.
pub fn words() -> String {
    tr!("help-words")
}

/// Under the keys: how the last move is marked, with the glyphs drawn
/// for the stones it took, where the ka came from, and either side of it.
pub fn last_move([taken, left, open, close]: [&str; 4]) -> String {
    tr!(
        "help-last-move",
        taken = taken,
        left = left,
        open = open,
        close = close
    )
}

/// Under the keys of a game being played.
pub fn saved() -> String {
    tr!("help-saved")
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
