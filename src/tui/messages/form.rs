//! Words every game's new-game form shares: a clock, a seat's player and
//! a thinking time.

use super::level_name;
use crate::games::SeatKind;
use crate::session::ClockSpec;
use crate::tr;
use std::time::Duration;

/// A clock's value on a form: "none", "5+3".
pub fn clock_value(clock: Option<ClockSpec>) -> String {
    match clock {
        None => tr!("form-no-clock"),
        Some(spec) => spec.to_string(),
    }
}

/// Who plays a seat, on a form: "person", "computer (hard)".
pub fn seat_kind_value(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => tr!("form-person"),
        SeatKind::Computer(level) => tr!("form-computer", level = level_name(level)),
    }
}

/// "250 ms", "2 s".
pub fn time(t: Duration) -> String {
    let ms = t.as_millis();
    if ms < 1000 || !ms.is_multiple_of(1000) {
        tr!("form-milliseconds", ms = ms as u64)
    } else {
        tr!("form-seconds", s = (ms / 1000) as u64)
    }
}
