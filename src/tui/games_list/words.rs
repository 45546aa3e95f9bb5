//! The saved-games screen's words.

use super::{CannotOpen, GameRow, ListNote};
use crate::messages::files::{date, io_kind_said};
use crate::shown::printable;
use crate::store::DeleteError;
use crate::tr;

/// The screen's title.
pub fn title() -> String {
    format!(" {} ", tr!("games-title"))
}

/// Above the list.
pub fn head() -> String {
    tr!("games-head")
}

/// When the store holds no game yet.
pub fn empty() -> String {
    tr!("games-empty")
}

/// A row's first line: when the game was last saved, with a mark for the
/// one on the board or one open elsewhere.
pub fn row_head(row: &GameRow) -> String {
    let when = date(row.saved).to_string();
    if row.current {
        tr!("games-on-the-board", when = when)
    } else if row.open_elsewhere {
        tr!("games-open-elsewhere", when = when)
    } else {
        when
    }
}

/// What the game is: setup, rules, players, moves, scores and whose turn;
/// or its file's name, for one that cannot be read.
pub fn row_body(row: &GameRow) -> String {
    match &row.summary {
        Some(summary) => summary.to_string(),
        None => {
            let name = row
                .path
                .file_name()
                .map(|n| printable(&n.to_string_lossy()).into_owned())
                .unwrap_or_default();
            tr!("games-unreadable-row", name = name)
        }
    }
}

/// Why the game chosen was not opened.
pub fn refused(why: CannotOpen) -> String {
    match why {
        CannotOpen::Current => tr!("games-refused-current"),
        CannotOpen::OpenElsewhere => tr!("games-refused-open-elsewhere"),
        CannotOpen::Unreadable => tr!("games-refused-unreadable"),
    }
}

/// What the foot of the list says, and whether it is a refusal.
pub fn note(note: &ListNote) -> (String, bool) {
    match note {
        ListNote::Refused(why) => (refused(*why), true),
        ListNote::AskDelete => (tr!("games-ask-delete"), false),
        ListNote::Deleted(name) => (
            tr!("games-deleted", name = printable(name).into_owned()),
            false,
        ),
        ListNote::NotDeleted(DeleteError::OpenElsewhere) => {
            (tr!("games-refused-open-elsewhere"), true)
        }
        ListNote::NotDeleted(DeleteError::Io(kind)) => (
            tr!("games-delete-failed", error = io_kind_said(*kind)),
            true,
        ),
    }
}
