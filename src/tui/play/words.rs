//! The shared screen's words for the boxes over the board: the result's
//! title and keys, and the questions asked before quitting or playing on.

use crate::tr;
use crate::tui::play::Pending;

pub use crate::tui::messages::ended::After;

/// The result box's title.
pub fn result_title() -> String {
    format!(" {} ", tr!("popup-result-title"))
}

/// A box over the board in words: its title, its headline and lines, and
/// the keys under them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Boxed {
    pub title: String,
    pub body: (String, Vec<String>),
    pub keys: String,
}

/// The keys under the result, the same however the game ended: in a game
/// played, what can be done `after` it (in a game shared with other
/// terminals no new game and no taking back), then putting the box away;
/// in a replay, where nothing is played, stepping back or looking at the
/// board.
pub fn result_keys(replay: bool, after: After) -> String {
    if replay && after.review {
        tr!("popup-replay-result-keys-review")
    } else if replay {
        tr!("popup-replay-result-keys")
    } else {
        after.keys(true)
    }
}

/// The question box's title.
pub fn confirm_title(p: Pending) -> String {
    match p {
        Pending::Answer(..) => format!(" {} ", tr!("popup-offer-title")),
        _ => format!(" {} ", tr!("popup-confirm-title")),
    }
}

/// The keys under the question.
pub fn yes_no() -> String {
    tr!("popup-yes-no")
}

/// Where a game left by quitting is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Here, saved or not (`saved`).
    Here { saved: bool },
    /// Shared from this terminal: the others reach it through this one.
    Hosted { saved: bool },
    /// At a table elsewhere, where the seat waits for its player.
    AtTable,
}

impl Kept {
    /// Where `session`'s game is kept, `hosts` saying whether this terminal
    /// shares it.
    pub fn of<G: crate::games::Playable, B: crate::ai::Brain<Game = G>>(
        session: &crate::session::Session<G, B>,
        hosts: bool,
    ) -> Kept {
        let saved = session.autosave_path().is_some();
        match (hosts, session.link().is_some()) {
            (true, _) => Kept::Hosted { saved },
            (false, true) => Kept::AtTable,
            (false, false) => Kept::Here { saved },
        }
    }
}

/// The question asked before `pending` is done, the game being kept as
/// `kept` says.
pub fn confirm(pending: Pending, kept: Kept) -> String {
    match (pending, kept) {
        (Pending::Quit, Kept::Hosted { saved }) => {
            tr!(
                "popup-quit-host",
                saved = crate::tui::messages::yes_no(saved)
            )
        }
        (Pending::Quit, Kept::AtTable) => tr!("popup-quit-guest"),
        (Pending::Quit, Kept::Here { saved: true }) => tr!("popup-quit-saved"),
        (Pending::Quit, Kept::Here { saved: false }) => tr!("popup-quit-unsaved"),
        (Pending::Continue, _) => tr!("popup-continue"),
        (Pending::Answer(offer, by, seat), _) => {
            crate::tui::messages::told::question(offer, by, seat)
        }
    }
}
