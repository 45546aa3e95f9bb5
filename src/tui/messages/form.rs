//! Words every game's new-game form shares: a clock, a seat's player, a
//! thinking time, the setup and why it does not do, and what becomes of
//! the game being played.

use super::level_name;
use crate::board::setup::Stones;
use crate::games::SeatKind;
use crate::messages::options::{Described, Labelled};
use crate::session::ClockSpec;
use crate::shown::printable;
use crate::tr;
use crate::tui::setups::{FormError, SetupChoice};
use std::ops::Deref;
use std::time::Duration;

/// A clock's value on a form: "none", "5+3".
pub fn clock_value(clock: Option<ClockSpec>) -> String {
    match clock {
        None => tr!("form-no-clock"),
        Some(spec) => spec.to_string(),
    }
}

/// Who plays a seat, on every game's form: "a person", "the computer,
/// ai:hard".
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

/// A setup's value on a form: the pattern's name, "this game's: mine", "a
/// file (its path below)".
pub fn setup_value<P, S>(choice: &SetupChoice<P, S>) -> String
where
    P: Labelled + Copy,
    S: Deref<Target = Stones>,
{
    match choice {
        SetupChoice::Pattern(p) => p.label(),
        SetupChoice::Current(setup) if setup.name().is_empty() => tr!("form-this-setup"),
        SetupChoice::Current(setup) => tr!(
            "form-this-setup-named",
            name = printable(setup.name()).into_owned()
        ),
        SetupChoice::File => tr!("form-setup-from-file"),
    }
}

/// A line about the setup chosen.
pub fn setup_about<P: Described + Copy, S>(choice: &SetupChoice<P, S>) -> String {
    match choice {
        SetupChoice::Pattern(p) => tr!(
            "form-about-pattern",
            description = p.description().to_string()
        ),
        SetupChoice::Current(_) => tr!("form-about-this-setup"),
        SetupChoice::File => tr!("form-about-setup-file"),
    }
}

/// What the path row shows while it is empty and not being typed in.
pub fn no_path() -> String {
    tr!("form-no-path")
}

/// What the path row shows while the setup is not a file.
pub fn path_closed() -> String {
    tr!("form-path-closed")
}

/// Why the game does not start.
pub fn error(e: &FormError) -> String {
    match e {
        FormError::NoPath => tr!("form-no-path-typed"),
        FormError::Setup(e) => tr!("form-not-read", error = e.to_string()),
    }
}

/// What becomes of the game being played.
pub fn kept(saved: bool) -> String {
    if saved {
        tr!("form-kept")
    } else {
        tr!("form-lost")
    }
}
