//! Words of the side panel that every game shows alike: a seat's name and
//! rating, how the game moved it, and its clock.

use crate::tr;

/// In place of the move and phase once the game is over.
/// Who plays a seat at a server: "Aminah · 1523", "a guest".
pub fn tag(tag: &crate::session::SeatTag) -> String {
    let name = match (&tag.name, tag.keyed) {
        (Some(name), _) => crate::shown::printable(name).to_string(),
        (None, true) => tr!("lobby-no-name"),
        (None, false) => tr!("lobby-guest"),
    };
    match tag.rating {
        Some((rating, uncertain)) => tr!(
            "panel-tag",
            name = name,
            rating = super::community::rating_text(rating, uncertain)
        ),
        None => name,
    }
}

/// How the game just ended moved a seat's rating: "rated 1500 → 1512,
/// +12" (the change as the two ratings shown differ).
pub fn rating_change(tag: &crate::session::SeatTag) -> Option<String> {
    let (rating, uncertain) = tag.rating?;
    let before = tag.rated_from?;
    let change = rating.round() as i64 - before.round() as i64;
    Some(tr!(
        "panel-rating-change",
        before = super::community::rating_text(before, false),
        rating = super::community::rating_text(rating, uncertain),
        change = format!("{change:+}")
    ))
}

/// A seat's time on the clock: "time 4:59", with "– running" while it
/// runs.
pub fn clock(time: &str, running: bool) -> String {
    if running {
        tr!("panel-clock-running", time = time)
    } else {
        tr!("panel-clock", time = time)
    }
}
