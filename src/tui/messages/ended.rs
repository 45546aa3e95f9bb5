//! The end of a game in words: the note when an ending outside the
//! game's rules (a resignation, a draw agreed, a flag fallen) is taken
//! back.

use crate::games::{Ending, Seat};
use crate::messages::seat_name;
use crate::tr;
use std::time::Duration;

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
