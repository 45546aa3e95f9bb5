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

/// Under a replay's keys, in place of the rules.
pub fn replay() -> String {
    tr!("help-replay")
}

/// The words of the `:` prompt besides moves.
pub fn words() -> String {
    tr!("help-words")
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
