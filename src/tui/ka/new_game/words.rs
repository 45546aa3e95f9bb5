//! The words of the new-game screen, made from its form's typed values.

use crate::games::ka::Player;
use crate::games::{Level, SeatKind};
use crate::messages::options::{Described, Labelled};
use crate::shown::printable;
use crate::tr;
use crate::tui::ka::new_game::{Row, Value};
pub use crate::tui::messages::form::{
    clock_value, error, kept, no_path, path_closed, seat_kind_value, setup_about, setup_value, time,
};

/// The screen's title.
pub fn title() -> String {
    format!(" {} ", tr!("form-title"))
}

/// What a row is called.
pub fn label(row: Row) -> String {
    match row {
        Row::Game => tr!("form-game"),
        Row::South => Player::South.to_string(),
        Row::North => Player::North.to_string(),
        Row::Movetime => tr!("form-movetime"),
        Row::Clock => tr!("form-clock"),
        Row::Setup => tr!("form-setup"),
        Row::SetupFile => tr!("form-setup-file"),
        Row::Rules => tr!("form-rules"),
        Row::SecondColumn => tr!("form-second-column"),
        Row::KaEntry => tr!("form-ka-entry"),
        Row::Centre => tr!("form-centre"),
        Row::Captures => tr!("form-captures"),
        Row::First => tr!("form-first"),
        Row::Rounds => tr!("form-rounds"),
    }
}

/// A row's value, short.
pub fn value(value: Value) -> String {
    match value {
        Value::Game(game) => crate::messages::records::game_name(game),
        Value::SeatKind(kind) => seat_kind_value(kind),
        Value::Movetime(t) => time(t),
        Value::Clock(clock) => clock_value(clock),
        Value::Setup(choice) => setup_value(choice),
        Value::Path(path) => printable(path).into_owned(),
        Value::Preset(Some(p)) => p.label(),
        Value::Preset(None) => tr!("form-custom"),
        Value::SecondColumn(v) => v.label(),
        Value::KaEntry(v) => v.label(),
        Value::Centre(v) => v.label(),
        Value::Captures(v) => v.label(),
        Value::First(v) => v.label(),
        Value::Rounds(n) => n.to_string(),
    }
}

/// A line about the value of the row chosen.
pub fn about(row: Row, value: Value) -> String {
    let player = match row {
        Row::North => Player::North,
        _ => Player::South,
    }
    .to_string();
    match value {
        Value::Game(_) => tr!("form-about-game"),
        Value::SeatKind(SeatKind::Human) => tr!("form-about-person", player = player),
        Value::SeatKind(SeatKind::Computer(level)) => match level {
            Level::Random => tr!("form-about-random", player = player),
            Level::Easy => tr!("form-about-easy", player = player),
            Level::Medium => tr!("form-about-medium", player = player),
            Level::Hard => tr!("form-about-hard", player = player),
        },
        Value::Movetime(_) => tr!("form-about-movetime"),
        Value::Clock(None) => tr!("form-about-no-clock"),
        Value::Clock(Some(spec)) => tr!(
            "form-about-clock",
            minutes = spec.base.as_secs_f64() / 60.0,
            seconds = spec.increment.as_secs_f64()
        ),
        Value::Setup(choice) => setup_about(choice),
        Value::Path(_) => tr!("form-about-path"),
        Value::Preset(Some(p)) => tr!(
            "form-about-preset",
            rules = p.label(),
            description = p.description().to_string()
        ),
        Value::Preset(None) => tr!("form-about-custom"),
        Value::SecondColumn(v) => sentence(v.description()),
        Value::KaEntry(v) => sentence(v.description()),
        Value::Centre(v) => sentence(v.description()),
        Value::Captures(v) => sentence(v.description()),
        Value::First(v) => sentence(v.description()),
        Value::Rounds(n) if n.is_series() => tr!("form-about-rounds", n = u32::from(n.get())),
        Value::Rounds(_) => tr!("form-about-one-round"),
    }
}

/// A description as a sentence of its own.
fn sentence(s: impl AsRef<str>) -> String {
    let mut c = s.as_ref().chars();
    let capital: String = c
        .next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default();
    tr!("form-about-option", description = capital)
}
