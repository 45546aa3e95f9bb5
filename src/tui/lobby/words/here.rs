//! Who is here in words: the list's title and lines, and the boxes of a
//! challenge by name, to the visitor and from them.

use super::{kind_name, rating};
use crate::community::players::Rated;
use crate::messages::Named as _;
use crate::messages::seat_name;
use crate::session::ClockSpec;
use crate::tr;
use crate::tui::lobby::{Calling, Row};
use crate::tui::rooms::{Doing, Present, SeekSummary, Unmet};

/// The list's title: how many are here, and the game their ratings are
/// for.
pub fn title(n: usize, kind: Option<Rated>) -> String {
    let title = match kind {
        Some(kind) => tr!("lobby-here-title", n = n, kind = kind_name(kind)),
        None => tr!("lobby-here-title-unrated", n = n),
    };
    format!(" {title} ")
}

/// What a visitor here is doing.
pub fn doing(d: Doing) -> String {
    match d {
        Doing::InLobby => tr!("lobby-doing-lobby"),
        Doing::Playing => tr!("lobby-doing-playing"),
        Doing::Watching => tr!("lobby-doing-watching"),
        Doing::Replaying => tr!("lobby-doing-replaying"),
    }
}

/// A visitor here: "Siti (1523?) · in the lobby"; "a guest · watching".
pub fn present(p: &Present) -> String {
    let who = match (&p.name, p.keyed) {
        (Some(name), _) => crate::shown::printable(name).into_owned(),
        (None, true) => tr!("lobby-no-name"),
        (None, false) => tr!("lobby-guest"),
    };
    let who = match p.rating {
        Some(r) => format!("{who} ({})", rating(r)),
        None => who,
    };
    tr!(
        "lobby-present",
        who = who,
        doing = doing(p.doing),
        me = if p.me { "yes" } else { "no" }
    )
}

/// A game with its clock, if it has one.
fn clocked(game: String, clock: Option<ClockSpec>) -> String {
    match clock {
        Some(spec) => tr!("lobby-clocked", game = game, clock = spec.to_string()),
        None => game,
    }
}

/// The box's title over a challenge by name to the visitor.
pub fn asked_title() -> String {
    format!(" {} ", tr!("lobby-asked-title"))
}

/// A challenge by name to the visitor: who, the game, rated or not, and
/// their seat.
pub fn asked(s: &SeekSummary) -> String {
    let who = match &s.name {
        Some(name) => crate::shown::printable(name).into_owned(),
        None => tr!("lobby-no-name"),
    };
    let who = match s.rating {
        Some(r) => format!("{who} ({})", rating(r)),
        None => who,
    };
    let game = crate::on_kind!(s.game, G => G::in_lobby(s.seats.len()));
    let other = (s.seats.iter().copied())
        .find(|&x| x != s.seat)
        .unwrap_or(s.seat);
    tr!(
        "lobby-asked",
        who = who,
        game = clocked(game, s.clock),
        rules = crate::messages::options::rules_label(&s.rules),
        rated = if s.rated { "yes" } else { "no" },
        seat = seat_name(other)
    )
}

/// The box's title over the visitor's challenge by name.
pub fn calling_title() -> String {
    format!(" {} ", tr!("lobby-calling-title"))
}

/// The visitor's challenge by name, waiting for its answer.
pub fn calling(c: &Calling) -> String {
    let game = super::value(Row::Game, c.choice).unwrap_or_default();
    tr!(
        "lobby-calling",
        name = crate::shown::printable(&c.name).into_owned(),
        game = clocked(game, c.choice.clock),
        rated = if c.choice.rated_challenge() {
            "yes"
        } else {
            "no"
        }
    )
}

/// Why the visitor's challenge to `name` ended without a game.
pub fn unmet(why: Unmet, name: &str) -> String {
    let name = crate::shown::printable(name).into_owned();
    let why = match why {
        Unmet::Declined => "declined",
        Unmet::Expired => "expired",
        Unmet::Busy => "busy",
        Unmet::Away => "away",
    };
    tr!("lobby-unmet", name = name, why = why)
}
