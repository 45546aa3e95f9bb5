//! The words around Bell's board: the panel, what to do now, what the
//! cursor is on, the result box, the help with the rules in brief, and the
//! new-game form.

use super::{capital, level_name, points_word};
use crate::games::bell::{Opening, Outcome, Players, Point, Rules, Stone};
use crate::games::choice::Choice;
use crate::games::{Level, Seat, SeatKind};
use crate::messages::options::Described as _;
use crate::messages::options::Labelled as _;
use crate::messages::{seat_list, seat_name};
use crate::tr;
use crate::tui::bell::form::{BellForm, Row};
use crate::tui::messages::form as form_words;

/// An opening's name: "corner", "penjuru".
pub fn opening_name(opening: Opening) -> String {
    opening.label()
}

/// " Bell · 3 players · corner ".
pub fn title(rules: Rules) -> String {
    let title = tr!(
        "bell-tui-title",
        players = rules.players.count(),
        opening = opening_name(rules.opening)
    );
    format!(" {title} ")
}

/// The title while the game is not being saved.
pub fn unsaved_title(rules: Rules) -> String {
    let title = tr!("bell-tui-unsaved-title", players = rules.players.count());
    format!(" {title} ")
}

/// The title while looking back at the position after `ply` of `of` turns.
pub fn past_title(ply: usize, of: usize) -> String {
    format!(" {} ", tr!("bell-tui-past-title", ply = ply, of = of))
}

/// The widest seat name in the language, for the panel's columns.
fn seat_width() -> usize {
    Seat::ALL
        .iter()
        .map(|&s| seat_name(s).chars().count())
        .max()
        .unwrap_or(5)
}

/// A seat's name, padded for the panel's column (one space after the
/// widest name).
pub fn seat(seat: Seat) -> String {
    let width = seat_width() + 1;
    format!("{:<width$}", seat_name(seat))
}

/// A score in the panel: "  12 pts", "   1 pt ": the unit padded to the
/// language's widest so that the column keeps its width.
pub fn score(points: u16) -> String {
    let unit = |n: u16| tr!("bell-tui-score-unit", n = n);
    let width = unit(1).chars().count().max(unit(2).chars().count());
    format!("{points:>4} {:<width$}", unit(points))
}

/// Beside a seat the computer plays (without the gap before it).
pub fn player(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => String::new(),
        SeatKind::Computer(level) => tr!("bell-tui-computer", level = level_name(level)),
    }
}

/// A seat's initial, in the language: "S", "U".
pub fn initial(seat: Seat) -> String {
    crate::messages::seat_initial(seat)
}

/// The turn order, by first letters: "Order S → W → N".
pub fn order(seats: &[Seat]) -> String {
    let names: Vec<String> = seats.iter().map(|&s| initial(s)).collect();
    tr!("bell-tui-order", seats = names.join(" → "))
}

/// "Turn 4 · opening" or "Turn 12": turns counted one per player's turn.
pub fn turn_line(number: usize, opened: bool) -> String {
    if opened {
        tr!("bell-tui-turn", n = number)
    } else {
        tr!("bell-tui-turn-opening", n = number)
    }
}

/// In place of the turn line once the game is over.
pub fn game_over() -> String {
    tr!("bell-tui-over")
}

/// The heading over the turn being hopped.
pub fn this_turn() -> String {
    tr!("bell-tui-this-turn")
}

/// The turn being hopped: "2 of 7 hops · 1 point".
pub fn turn_so_far(hops: usize, points: u16) -> String {
    tr!(
        "bell-tui-turn-so-far",
        hops = hops,
        points = points_word(points)
    )
}

/// The stone left waiting, in the panel.
pub fn waiting(p: Point) -> String {
    tr!("bell-tui-waiting", point = p.to_string())
}

/// The heading over the list of turns.
pub fn moves() -> String {
    tr!("bell-tui-turns")
}

/// The list of turns before the first.
pub fn no_moves() -> String {
    tr!("bell-tui-no-turns")
}

/// Points named in a list: "a1, k1, a11, k11".
fn point_list(points: &[Point], sep: &str) -> String {
    let points: Vec<String> = points.iter().map(|p| p.to_string()).collect();
    points.join(sep)
}

/// One line telling the player to move what to do now.
pub fn what_now(now: Now) -> String {
    match now {
        Now::Thinking {
            seat,
            level,
            tenths,
        } => tr!(
            "bell-tui-thinking",
            seat = seat_name(seat),
            level = level_name(level),
            seconds = crate::i18n::Arg::decimal(tenths as f64 / 10.0, 1)
        ),
        Now::Replay { ply, of } => tr!("bell-tui-now-replay", ply = ply, of = of),
        Now::Past { ply, of, shared } => tr!(
            "bell-tui-now-past",
            ply = ply,
            of = of,
            shared = crate::tui::messages::yes_no(shared)
        ),
        Now::Ended { ending, after } => crate::tui::messages::told::ended_hint(ending, after),
        Now::Over { after } => {
            crate::tui::messages::ended::over_hint(tr!("bell-tui-now-over"), after)
        }
        Now::Opening { seat, opening } => tr!(
            "bell-tui-now-opening",
            seat = seat_name(seat),
            points = point_list(&opening.points(), ", ")
        ),
        Now::Choose { seat } => tr!("bell-tui-now-choose", seat = seat_name(seat)),
        Now::Hop { seat, hops: 0 } => tr!("bell-tui-now-landing", seat = seat_name(seat)),
        Now::Hop { seat, .. } => tr!("bell-tui-now-hop", seat = seat_name(seat)),
        Now::Waiting { seats, invite } => crate::tui::messages::told::waiting(&seats, &invite),
        Now::Elsewhere { seat, watching } => {
            crate::tui::messages::elsewhere(watching, seat_name(seat))
        }
    }
}

/// What the game asks for now, for [`what_now`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Now {
    Thinking {
        seat: Seat,
        level: Level,
        tenths: u64,
    },
    Replay {
        ply: usize,
        of: usize,
    },
    Past {
        ply: usize,
        of: usize,
        /// A shared game, where Enter does not play on from the past.
        shared: bool,
    },
    /// The game ended outside its rules: resigned, agreed, flag fallen;
    /// what can be done `after` it is what can be done after any ending.
    Ended {
        ending: crate::games::Ending,
        after: crate::tui::messages::ended::After,
    },
    /// The game is over by its rules.
    Over {
        after: crate::tui::messages::ended::After,
    },
    Opening {
        seat: Seat,
        opening: Opening,
    },
    Choose {
        seat: Seat,
    },
    Hop {
        seat: Seat,
        hops: usize,
    },
    /// Seats played at other terminals wait for their players.
    Waiting {
        seats: Vec<Seat>,
        invite: crate::session::Invite,
    },
    /// The seat to move is played at another terminal; this one `watching`
    /// only, or playing another seat.
    Elsewhere {
        seat: Seat,
        watching: bool,
    },
}

/// What the cursor is on: "c3: black stone (1 point)".
pub fn cursor_line(p: Point, on: Option<Stone>, missing: bool, landing: bool) -> String {
    let what = match on {
        _ if missing => tr!("bell-tui-cursor-missing"),
        Some(s) => tr!(
            "bell-tui-cursor-stone",
            stone = match s {
                Stone::Black => "black",
                Stone::White => "white",
            },
            points = points_word(s.value())
        ),
        None => tr!("bell-tui-cursor-empty"),
    };
    if landing {
        tr!(
            "bell-tui-cursor-landing",
            point = p.to_string(),
            what = what
        )
    } else {
        tr!("bell-tui-cursor", point = p.to_string(), what = what)
    }
}

pub use crate::tui::play::words::result_keys;

/// The result: a headline naming the winner or those sharing the win, and
/// a line per seat with its points.
pub fn result(o: &Outcome) -> (String, Vec<String>) {
    let winners: Vec<Seat> = o.winners().collect();
    let best = points_word(o.best());
    let (headline, how) = match winners.as_slice() {
        [one] => (
            tr!("bell-tui-wins", seat = seat_name(*one), points = best),
            tr!("bell-tui-wins-how"),
        ),
        [] => (String::new(), String::new()),
        _ => (
            tr!("bell-tui-share", seats = seat_list(&winners)),
            tr!("bell-tui-share-how", points = best),
        ),
    };
    let width = seat_width() + 1;
    let mut lines = vec![how];
    lines.extend(
        o.players
            .seats()
            .iter()
            .zip(o.scores())
            .map(|(&s, &p)| format!("{:<width$}{p:>4}", seat_name(s))),
    );
    (headline, lines)
}

/// The help's heading over the rules.
pub fn rules_heading(rules: Rules) -> String {
    tr!(
        "bell-tui-rules-heading",
        players = rules.players.count(),
        opening = opening_name(rules.opening)
    )
}

/// The rules in brief, a paragraph each, and how this game differs from
/// the ka game.
pub fn rules_summary(rules: Rules) -> Vec<String> {
    let seats = rules.players.seats();
    let names: Vec<String> = seats.iter().map(|&s| seat_name(s).to_string()).collect();
    vec![
        tr!(
            "bell-tui-rules-players",
            n = seats.len(),
            seats = names.join(", ")
        ),
        tr!(
            "bell-tui-rules-opening",
            seat = seat_name(seats[0]),
            opening = rules.opening.name()
        ),
        tr!("bell-tui-rules-hops"),
        tr!("bell-tui-rules-captures"),
        tr!("bell-tui-rules-end"),
        tr!("bell-tui-rules-unlike"),
    ]
}

/// The new-game form's title.
pub fn form_title() -> String {
    format!(" {} ", tr!("bell-tui-form-title"))
}

/// The keys under the form.
pub fn form_keys() -> String {
    tr!("bell-tui-form-keys")
}

/// What a row of the form is called.
pub fn form_label(row: Row) -> String {
    match row {
        Row::Game => tr!("form-game"),
        Row::Players => tr!("bell-tui-form-players"),
        Row::Seat(s) => seat_name(s).to_string(),
        Row::Movetime => tr!("form-movetime"),
        Row::Clock => tr!("form-clock"),
        Row::Setup => tr!("form-setup"),
        Row::SetupFile => tr!("form-setup-file"),
        Row::Opening => tr!("bell-tui-form-opening"),
    }
}

/// What a row of the form shows.
pub fn form_value(form: &BellForm, row: Row) -> String {
    match row {
        Row::Game => crate::messages::records::game_name(crate::games::GameKind::Bell),
        Row::Players => players_value(form.players),
        Row::Seat(s) => form_words::seat_kind_value(form.kind(s)),
        Row::Movetime => form_words::time(form.choices().movetime()),
        Row::Clock => form_words::clock_value(form.choices().clock()),
        Row::Setup => form_words::setup_value(form.choices().setup()),
        Row::SetupFile => crate::shown::printable(form.choices().path()).into_owned(),
        Row::Opening => opening_value(form.opening),
    }
}

/// A line about the value of `row`.
pub fn form_about(form: &BellForm, row: Row) -> String {
    match row {
        Row::Game => tr!("form-about-game"),
        Row::Players => tr!(
            "bell-tui-form-about-players",
            players = form.players.count(),
            seats = seat_list(form.players.seats())
        ),
        Row::Seat(seat) => {
            let player = seat_name(seat).to_string();
            match form.kind(seat) {
                SeatKind::Human => tr!("form-about-person", player = player),
                SeatKind::Computer(Level::Random) => {
                    tr!("bell-tui-form-about-random", player = player)
                }
                SeatKind::Computer(Level::Easy) => tr!("bell-tui-form-about-easy", player = player),
                SeatKind::Computer(Level::Medium) => {
                    tr!("bell-tui-form-about-medium", player = player)
                }
                SeatKind::Computer(Level::Hard) => tr!("form-about-hard", player = player),
            }
        }
        Row::Movetime => tr!("form-about-movetime"),
        Row::Clock => match form.choices().clock() {
            None => tr!("form-about-no-clock"),
            Some(spec) => tr!(
                "form-about-clock",
                minutes = spec.base.as_secs_f64() / 60.0,
                seconds = spec.increment.as_secs_f64()
            ),
        },
        Row::Setup => form_words::setup_about(form.choices().setup()),
        Row::SetupFile => tr!("form-about-path"),
        Row::Opening => tr!(
            "form-about-option",
            description = capital(&form.opening.description())
        ),
    }
}

/// The value of the players row.
pub fn players_value(players: Players) -> String {
    tr!("bell-tui-form-players-value", players = players.count())
}

/// The value of the opening row, with its points.
pub fn opening_value(opening: Opening) -> String {
    tr!(
        "bell-tui-form-opening-value",
        opening = opening_name(opening),
        points = point_list(&opening.points(), " ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_win_names_every_winner_and_each_seat_s_points() {
        let o = Outcome {
            players: Players::Four,
            points: [40, 12, 40, 30],
        };
        let (head, lines) = result(&o);
        assert_eq!(head, "South and North share the win");
        assert_eq!(lines[0], "40 points each; no stone can hop.");
        assert_eq!(
            lines[1..],
            ["South   40", "West    12", "North   40", "East    30"]
        );
        let one = Outcome {
            players: Players::Two,
            points: [1, 0, 0, 0],
        };
        assert_eq!(result(&one).0, "South wins with 1 point");
    }
}

#[cfg(test)]
mod score_tests {
    use super::score;

    #[test]
    fn one_point_is_singular_and_the_column_keeps_its_width() {
        assert_eq!(score(1), "   1 pt ");
        assert_eq!(score(0), "   0 pts");
        assert_eq!(score(112), " 112 pts");
    }
}
