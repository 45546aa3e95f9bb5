//! The end of a game in words, alike for every ending and both games: the
//! result box's headline for a game ended outside its rules (a
//! resignation, a draw agreed, a flag fallen, a game aborted or not
//! played), what can be done next (the same keys under every result and
//! on the panel's line), and the note when an ending is taken back.

use crate::games::{Ending, Seat};
use crate::messages::seat_name;
use crate::tr;
use std::time::Duration;

/// What the players can do once the game is over, as the result box and
/// the panel offer it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct After {
    /// `v` opens the review (the game has one, and moves to review).
    pub review: bool,
    /// `n` starts a new game (not over a game shared with others).
    pub new_game: bool,
    /// `u` takes back the ending, or the last move.
    pub undo: bool,
    /// `:rematch` plays the game again: `Some(true)` where the others are
    /// asked (a shared game), `Some(false)` where it starts at once.
    pub rematch: Option<bool>,
}

impl After {
    /// The keys, "v review · n new game · …", with `Esc` putting the box
    /// away last when `board` (under the result box).
    pub fn keys(self, board: bool) -> String {
        let mut keys = Vec::new();
        if self.review {
            keys.push(tr!("popup-key-review"));
        }
        if self.new_game {
            keys.push(tr!("popup-key-new-game"));
        }
        if self.undo {
            keys.push(tr!("popup-key-undo"));
        }
        if let Some(shared) = self.rematch {
            keys.push(tr!("popup-key-rematch", shared = super::yes_no(shared)));
        }
        if board {
            keys.push(tr!("popup-key-see-board"));
        }
        keys.join(" · ")
    }
}

/// The panel's line once the game is over: how it ended (`what`, a
/// sentence), then the keys the result box offers.
pub fn over_hint(what: String, after: After) -> String {
    let keys = after.keys(false);
    if keys.is_empty() {
        return what;
    }
    tr!("hint-over", what = what, keys = keys)
}

/// The result box of a game ended outside its rules, among `seats`: a
/// headline saying how, and a line saying who wins, if anyone does.
pub fn result(ending: Ending, seats: &[Seat]) -> (String, Vec<String>) {
    let headline = match ending {
        Ending::Resigned(s) => tr!("popup-ended-resigned", player = seat_name(s)),
        Ending::Agreed => tr!("popup-ended-agreed"),
        Ending::OutOfTime(s) => tr!("popup-ended-out-of-time", player = seat_name(s)),
        Ending::Absent(s) => tr!("popup-ended-absent", player = seat_name(s)),
        Ending::Aborted(s) => tr!("popup-ended-aborted", player = seat_name(s)),
        Ending::NeitherCame => tr!("popup-ended-neither-came"),
    };
    let about = match (ending, ending.winner(seats)) {
        (_, Some(w)) => tr!("popup-ended-wins", player = seat_name(w)),
        (Ending::Agreed | Ending::NeitherCame, _) => tr!("popup-ended-drawn"),
        (Ending::Aborted(_), _) => tr!("popup-ended-no-one"),
        // More than two seats: the others are ranked by their points.
        _ => tr!("popup-ended-ranked"),
    };
    (headline, vec![about])
}

/// An ending taken back with `u`: play goes on, `seat` to move, with
/// `left` on its clock after a loss on time.
pub fn undone(ending: Ending, seat: Option<Seat>, left: Option<Duration>) -> String {
    let (kind, player) = match ending {
        Ending::Resigned(s) => ("resigned", Some(s)),
        Ending::Agreed => ("agreed", None),
        Ending::OutOfTime(s) => ("time", Some(s)),
        Ending::Absent(s) | Ending::Aborted(s) => ("other", Some(s)),
        Ending::NeitherCame => ("other", None),
    };
    let what = tr!(
        "told-ending-undone",
        ending = kind,
        player = player.map(seat_name).unwrap_or_default(),
        time = crate::session::clock_text(left.unwrap_or_default())
    );
    match seat {
        Some(s) => tr!(
            "told-ending-undone-to-move",
            what = what,
            seat = seat_name(s)
        ),
        None => what,
    }
}
