//! The words around Bell's board: the panel, what to do now, what the
//! cursor is on, the result box, the help with the rules in brief, and the
//! new-game form.

use super::points_word;
use crate::ai::Level;
use crate::games::Seat;
use crate::games::bell::{Opening, Outcome, Players, Point, Rules, Stone};
use crate::messages::seat_name;
use crate::session::SeatKind;
use crate::tui::bell::form::Row;

/// " Bell's Pasang · 3 players · corner ".
pub fn title(rules: Rules) -> String {
    format!(" Bell · {} players · {} ", rules.players, rules.opening)
}

/// The title while the game is not being saved.
pub fn unsaved_title(rules: Rules) -> String {
    format!(" ! not saved · {} players ", rules.players)
}

/// The title while looking back at the position after `ply` of `of` turns.
pub fn past_title(ply: usize, of: usize) -> String {
    format!(" PAST · after {ply} of {of} turns ")
}

/// A seat's name, padded for the panel's column.
pub fn seat(seat: Seat) -> String {
    format!("{:<6}", seat_name(seat))
}

/// A score in the panel: "  12 pts", "   1 pt ".
pub fn score(points: u16) -> String {
    let unit = if points == 1 { "pt " } else { "pts" };
    format!("{points:>4} {unit}")
}

/// Beside a seat the computer plays.
pub fn player(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => String::new(),
        SeatKind::Computer(level) => format!("  ai:{level}"),
    }
}

/// The turn order, by first letters: "Order S → W → N".
pub fn order(seats: &[Seat]) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|&s| seat_name(s).chars().take(1).collect())
        .collect();
    format!("Order {}", names.join(" → "))
}

/// "Turn 4 · opening" or "Turn 12": turns counted one per player's turn.
pub fn turn_line(number: usize, opened: bool) -> String {
    if opened {
        format!("Turn {number}")
    } else {
        format!("Turn {number} · opening")
    }
}

/// In place of the turn line once the game is over.
pub const GAME_OVER: &str = "Game over";

/// The heading over the turn being hopped.
pub const THIS_TURN: &str = "This turn";

/// The turn being hopped: "2 of 7 hops · 1 point".
pub fn turn_so_far(hops: usize, points: u16) -> String {
    format!("{hops} of 7 hops · {}", points_word(points))
}

/// The stone left waiting, in the panel.
pub fn waiting(p: Point) -> String {
    format!("{p} waits: taken if you hop on")
}

/// The heading over the list of turns.
pub const MOVES: &str = "Turns";

/// The list of turns before the first.
pub const NO_MOVES: &str = "(none yet)";

/// One line telling the player to move what to do now.
pub fn what_now(now: Now) -> String {
    match now {
        Now::Thinking {
            seat,
            level,
            tenths,
        } => format!(
            "{} (ai:{level}) is thinking… {}.{}\u{a0}s",
            seat_name(seat),
            tenths / 10,
            tenths % 10
        ),
        Now::Replay { ply, of } => format!("Replay, turn {ply} of {of}: → forward, ← back"),
        Now::Past { ply, of } => {
            format!("Looking back at turn {ply} of {of}: End returns, Enter plays on from here")
        }
        Now::Over => "n: new game, u: take a turn back".to_string(),
        Now::Opening { seat, opening } => {
            let points: Vec<String> = opening.points().iter().map(|p| p.to_string()).collect();
            format!(
                "{}: remove one marked stone ({}) to open",
                seat_name(seat),
                points.join(", ")
            )
        }
        Now::Choose { seat } => format!("{}: choose a marked stone to hop", seat_name(seat)),
        Now::Hop { seat, hops: 0 } => {
            format!("{}: choose a marked landing (Tab cycles)", seat_name(seat))
        }
        Now::Hop { seat, .. } => format!(
            "{}: hop on, or Enter on the stone to end the turn",
            seat_name(seat)
        ),
    }
}

/// What the game asks for now, for [`what_now`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    },
    Over,
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
}

/// What the cursor is on: "c3: black stone (1 point)".
pub fn cursor_line(p: Point, on: Option<Stone>, missing: bool, landing: bool) -> String {
    let what = match on {
        _ if missing => "the missing centre, not a point".to_string(),
        Some(s) => format!("{s} stone ({})", points_word(s.value())),
        None => "empty".to_string(),
    };
    if landing {
        format!("{p}: {what} · a landing: Enter hops there")
    } else {
        format!("{p}: {what}")
    }
}

pub use crate::tui::messages::popups::{RESULT_TITLE, result_keys};

/// The result: a headline naming the winner or those sharing the win, and
/// a line per seat with its points.
pub fn result(o: &Outcome) -> (String, Vec<String>) {
    let names: Vec<String> = o.winners().map(seat_name).collect();
    let best = points_word(o.best());
    let (headline, how) = match names.as_slice() {
        [one] => (
            format!("{one} wins with {best}"),
            "No stone can hop: the game is over.".to_string(),
        ),
        [init @ .., last] => (
            format!("{} and {last} share the win", init.join(", ")),
            format!("{best} each; no stone can hop."),
        ),
        [] => (String::new(), String::new()),
    };
    let mut lines = vec![how];
    lines.extend(
        o.players
            .seats()
            .iter()
            .zip(o.scores())
            .map(|(&s, &p)| format!("{:<6}{p:>4}", seat_name(s))),
    );
    (headline, lines)
}

/// The help's heading over the rules.
pub fn rules_heading(rules: Rules) -> String {
    format!("Bell's Pasang ({rules})")
}

/// Under the keys: what the mouse does.
pub const MOUSE: (&str, &str) = (
    "mouse click",
    "choose a stone, then a landing; click the stone again to end the turn",
);

/// The rules in brief, a paragraph each, and how this game differs from
/// the ka game.
pub fn rules_summary(rules: Rules) -> Vec<String> {
    let seats: Vec<String> = rules
        .players
        .seats()
        .iter()
        .map(|&s| seat_name(s))
        .collect();
    let opening = match rules.opening {
        Opening::Corner => "a stone from one of the four corners (a1, k1, a11, k11)",
        Opening::Inner => "a stone from one of the corners of the missing centre (d4, h4, d8, h8)",
    };
    vec![
        format!(
            "{} players take turns: {}. The board is 11 by 11 without its middle 3 by 3 (e5-g7); black stones are worth 1 point, white 2. The stones belong to nobody: any player moves any stone.",
            rules.players.count(),
            seats.join(", ")
        ),
        format!("Opening: {} removes {opening} and scores it.", seats[0]),
        "Then each turn hops one stone over a neighbouring stone to the empty point beyond, along a rank, a file, or one of the four marked diagonals (a1-d4, k1-h4, a11-d8, k11-h8). The same stone may hop again from where it lands, up to seven hops; stop after any hop.".into(),
        "Captures come in odd numbers: hops 1, 3, 5 and 7 take the stone jumped and the one left waiting; hops 2, 4 and 6 leave the stone jumped waiting (drawn apart): it cannot be jumped again and stays if the turn ends there. So 1-2 hops take 1 stone, 3-4 take 3, 5-6 take 5, 7 take 7.".into(),
        "The game ends when the player to move has no hop anywhere. The highest score wins; equal top scores share the win.".into(),
        "Unlike the ka game there is no ka, no column capture and no lines: every stone can hop, two to four play, and the odd rule decides what a turn takes.".into(),
    ]
}

/// The new-game form's title.
pub const FORM_TITLE: &str = " New game · Bell's Pasang ";

/// The keys under the form.
pub const FORM_KEYS: &str = "↑↓ row · ←→ change · Enter start · Esc cancel";

/// What a row of the form is called.
pub fn form_label(row: Row) -> String {
    match row {
        Row::Players => "Players".to_string(),
        Row::Opening => "Opening".to_string(),
        Row::Seat(s) => seat_name(s).to_string(),
    }
}

/// Who sits in a seat, on the form.
pub fn kind_value(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => "person".to_string(),
        SeatKind::Computer(level) => format!("computer, {level}"),
    }
}

/// The value of the players row.
pub fn players_value(players: Players) -> String {
    format!("{players} players")
}

/// The value of the opening row, with its points.
pub fn opening_value(opening: Opening) -> String {
    let points: Vec<String> = opening.points().iter().map(|p| p.to_string()).collect();
    format!("{opening} ({})", points.join(" "))
}

/// The stones the new game starts from.
pub const FORM_SETUP: &str = "The stones are those of this game's setup.";

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
