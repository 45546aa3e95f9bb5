//! The saved-games screen's words.

use crate::messages::files::date;
use crate::messages::records::game_name;
use crate::text::printable;
use crate::tui::games_list::{CannotOpen, GameRow};

pub const TITLE: &str = " Saved games ";

/// Above the list.
pub const HEAD: &str = "Choose a game to go on with; this one stays saved.";

/// When the store holds no game yet.
pub const EMPTY: &str = "No saved games yet: every game is saved as it is played.";

/// A row's first line: when the game was last saved, with a mark for the
/// one on the board or one open elsewhere.
pub fn row_head(row: &GameRow) -> String {
    let mark = if row.current {
        "  (on the board)"
    } else if row.open_elsewhere {
        "  (open in another pasang)"
    } else {
        ""
    };
    format!("{}{mark}", date(row.saved))
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
            format!("{name}: cannot be read as a game")
        }
    }
}

/// Why the game chosen was not opened.
pub fn refused(why: CannotOpen) -> String {
    match why {
        CannotOpen::Current => "That is the game on the board.".into(),
        CannotOpen::OpenElsewhere => {
            "Another pasang is playing that game; pasang replay shows it, pasang --load plays a copy.".into()
        }
        CannotOpen::Unreadable => "That file cannot be read as a game; it is left as it is.".into(),
        CannotOpen::OtherGame { game, number } => format!(
            "That is {}: open it with pasang --resume {number}.",
            game_name(game)
        ),
    }
}
