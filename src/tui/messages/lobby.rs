//! The lobby's words: its rows and their values, the lists of games and
//! what it tells the visitor.

use crate::games::SeatKind;
use crate::messages::Named as _;
use crate::messages::seat_name;
use crate::session::{ClockSpec, Presence};
use crate::tr;
use crate::tui::lobby::{Choice, Note, Opponents, Row};
use crate::tui::rooms::Summary;

pub fn title() -> String {
    format!(" {} ", tr!("lobby-title"))
}

pub fn welcome() -> String {
    tr!("lobby-welcome")
}

/// A row's label, for the game chosen in `c`; the rows that do something
/// say it whole.
pub fn label(row: Row, c: Choice, in_progress: usize, mine: usize) -> String {
    match row {
        Row::Game => tr!("lobby-game"),
        Row::Pattern => tr!("lobby-pattern"),
        // Each game's words for its own rows.
        Row::Rule(option) => c.rule_label(option).unwrap_or_default(),
        Row::Clock => tr!("form-clock"),
        Row::Seat => tr!("lobby-seat"),
        Row::Opponents => tr!("lobby-opponents"),
        Row::Start => tr!("lobby-start"),
        Row::Join => tr!("lobby-join"),
        Row::Watch => tr!("lobby-watch", n = in_progress),
        Row::Mine => tr!("lobby-mine", n = mine),
        Row::Leave => tr!("lobby-leave"),
    }
}

/// The value chosen in a row of the new game's choices.
pub fn value(row: Row, c: Choice) -> Option<String> {
    Some(match row {
        Row::Game => crate::on_kind!(c.game, G => G::in_lobby(c.seats().len())),
        Row::Pattern => c.pattern_label()?,
        Row::Rule(option) => c.rule_value(option)?,
        Row::Clock => clock(c.clock),
        Row::Seat => seat_name(*c.seats().get(c.seat)?),
        Row::Opponents => match c.opponents {
            Opponents::Visitors => tr!("lobby-visitors"),
            Opponents::Computer(level) => tr!("lobby-computer", level = super::level_name(level)),
        },
        _ => return None,
    })
}

/// A clock as typed (`5+3`), or none.
fn clock(spec: Option<ClockSpec>) -> String {
    match spec {
        Some(spec) => spec.to_string(),
        None => tr!("form-no-clock"),
    }
}

pub fn code_prompt() -> String {
    format!(" {} ", tr!("lobby-code-prompt"))
}

pub fn list_title(watch: bool) -> String {
    let title = if watch {
        tr!("lobby-watch-title")
    } else {
        tr!("lobby-mine-title")
    };
    format!(" {title} ")
}

/// A game in a list: "the ka game: South here, North away; 12 moves, 0
/// watching", with its clock ("the ka game, clock 5+3: …"), after its
/// code in the visitor's own list.
pub fn summary(s: &Summary) -> String {
    let who: Vec<String> = s
        .seats
        .iter()
        .zip(&s.kinds)
        .zip(&s.presence)
        .map(|((&seat, kind), presence)| {
            let state = match (kind, presence) {
                (SeatKind::Computer(level), _) => super::level_name(*level),
                (_, Presence::Here) => tr!("lobby-here"),
                (_, Presence::Away) => tr!("net-seat-away"),
                (_, Presence::Empty) => tr!("lobby-open"),
            };
            tr!("lobby-seat-state", seat = seat_name(seat), state = state)
        })
        .collect();
    let game = crate::on_kind!(s.game, G => G::in_lobby(s.seats.len()));
    let game = match s.clock {
        Some(spec) => tr!("lobby-clocked", game = game, clock = spec.to_string()),
        None => game,
    };
    let line = tr!(
        "lobby-summary",
        game = game,
        seats = who.join(", "),
        moves = s.moves,
        unit = crate::on_kind!(s.game, G => G::UNIT),
        watchers = s.watchers
    );
    match &s.code {
        Some(code) => tr!("lobby-summary-coded", code = code.clone(), summary = line),
        None => line,
    }
}

pub fn note(n: &Note) -> String {
    match n {
        Note::NotACode(typed) => tr!("lobby-not-a-code", typed = typed.clone()),
        Note::NoSuchGame(code) => tr!("lobby-no-such-game", code = code.clone()),
        Note::Wait(seconds) => tr!("lobby-wait", seconds = *seconds),
        Note::NoMoreCodes => tr!("lobby-no-more-codes"),
        Note::TooMany(limit) => tr!("lobby-too-many", limit = *limit),
        Note::Full => tr!("lobby-full"),
        Note::NotKept => tr!("lobby-not-kept"),
        Note::NoneToWatch => tr!("lobby-none-to-watch"),
        Note::NoneOfYours => tr!("lobby-none-of-yours"),
        Note::Language => tr!("lobby-language"),
    }
}

pub fn keys() -> String {
    tr!("lobby-keys")
}
