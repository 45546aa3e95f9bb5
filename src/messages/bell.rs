//! Bell's game's sentences: outcomes, and why a move, a move's notation or
//! a setup is refused.

use super::seat_name;
use crate::games::bell::{Illegal, IllegalMove, MoveError, Opening, Outcome, SyntaxFault};
use std::fmt;

/// "first", "second", … for a turn's hops (at most seven).
fn ordinal(n: u8) -> &'static str {
    match n {
        1 => "first",
        2 => "second",
        3 => "third",
        4 => "fourth",
        5 => "fifth",
        6 => "sixth",
        7 => "seventh",
        _ => "next",
    }
}

impl fmt::Display for Outcome {
    /// "North wins 90–78 (South–North)", "West and North share the win, …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.winners().map(seat_name).collect();
        let scores: Vec<String> = self.scores().iter().map(u16::to_string).collect();
        let seats: Vec<&str> = self.players.seats().iter().map(|&s| seat_name(s)).collect();
        let (scores, seats) = (scores.join("–"), seats.join("–"));
        match names.as_slice() {
            [one] => write!(f, "{one} wins {scores} ({seats})"),
            [init @ .., last] => write!(
                f,
                "{} and {last} share the win, {scores} ({seats})",
                init.join(", ")
            ),
            [] => write!(f, "{scores} ({seats})"),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not legal: {}", self.mv, self.reason)
    }
}

impl std::error::Error for IllegalMove {}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::GameOver => f.write_str("the game is over: no stone can hop"),
            Illegal::RemovalFirst => f.write_str("the game opens by removing a stone, as in xa1"),
            Illegal::OpeningPlayed => {
                f.write_str("the opening stone has been taken; now stones hop")
            }
            Illegal::NotAnOpeningPoint { point, opening } => {
                let points: Vec<String> = opening.points().iter().map(|p| p.to_string()).collect();
                let which = match opening {
                    Opening::Corner => "a corner",
                    Opening::Inner => "a corner of the missing centre",
                };
                write!(
                    f,
                    "{point} is not {which}; the opening takes the stone on {}",
                    points.join(", ")
                )
            }
            Illegal::MissingPoint { point } => {
                write!(f, "{point} is in the missing centre (e5–g7)")
            }
            Illegal::NoStone { from } => write!(f, "there is no stone on {from}"),
            Illegal::NotAHop { hop, from, to } => write!(
                f,
                "the {} hop, {from} to {to}, does not jump one point along a rank, a file or a marked diagonal",
                ordinal(hop)
            ),
            Illegal::NothingToJump { hop, over } => {
                write!(f, "the {} hop has no stone to jump on {over}", ordinal(hop))
            }
            Illegal::JumpsWaiting { hop, over } => write!(
                f,
                "the {} hop jumps {over} again; that stone is waiting to be captured",
                ordinal(hop)
            ),
            Illegal::Occupied { hop, to } => {
                write!(f, "the {} hop lands on {to}, which is taken", ordinal(hop))
            }
        }
    }
}

impl fmt::Display for SyntaxFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SyntaxFault::Empty => f.write_str("it is empty"),
            SyntaxFault::BadRemoval => f.write_str("a removal is x and one point, as in xa1"),
            SyntaxFault::BadPoint { index: 1 } => {
                f.write_str("the starting point is not a point from a1 to k11")
            }
            SyntaxFault::BadPoint { index } => write!(
                f,
                "landing point {} is not a point from a1 to k11",
                index - 1
            ),
            SyntaxFault::NoHop => {
                f.write_str("expected a start and its landing points, as in c5-c7 or d8-b10-b8")
            }
            SyntaxFault::TooManyHops { found } => {
                write!(f, "{found} hops; a turn has at most 7")
            }
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax { text, fault } => write!(
                f,
                "'{}' is not a move: {fault}",
                crate::text::printable(text)
            ),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl fmt::Display for crate::games::bell::spec::MoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} ('{}'): {}",
            self.index + 1,
            self.text,
            self.error
        )
    }
}

impl std::error::Error for crate::games::bell::spec::MoveAt {}

/// Each seat's points and whose turn it is, or how the game ended:
/// "South 1, West 2, North 0; North to move".
pub struct Standing<'a>(pub &'a crate::games::bell::Position);

impl fmt::Display for Standing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pos = self.0;
        if let Some(outcome) = pos.outcome() {
            return write!(f, "over: {outcome}");
        }
        let seats = pos.rules().players.seats();
        for (i, (&seat, points)) in seats.iter().zip(pos.scores()).enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{} {points}", seat_name(seat))?;
        }
        write!(f, "; {} to move", seat_name(pos.to_move()))?;
        if !pos.opened() {
            write!(f, " (the opening: take a stone from {})", {
                let points: Vec<String> = pos
                    .rules()
                    .opening
                    .points()
                    .iter()
                    .map(|p| p.to_string())
                    .collect();
                points.join(", ")
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::games::Seat;
    use crate::games::bell::{Game, Move, Outcome, Players, Rules, Setup};

    #[test]
    fn refusals_name_the_hop_and_the_point() {
        let mut g = Game::new(Setup::default(), Rules::default());
        let err = g.play_notation("c3-a3").unwrap_err();
        assert_eq!(
            err.to_string(),
            "c3-a3 is not legal: the game opens by removing a stone, as in xa1"
        );
        let err = g.play_notation("xb2").unwrap_err();
        assert_eq!(
            err.to_string(),
            "xb2 is not legal: b2 is not a corner; the opening takes the stone on a1, k1, a11, k11"
        );
        g.play_notation("xa1").unwrap();
        let err = g.play_notation("a3-a1-a4").unwrap_err();
        assert_eq!(
            err.to_string(),
            "a3-a1-a4 is not legal: the second hop, a1 to a4, does not jump one point along a rank, a file or a marked diagonal"
        );
        let err = g.play_notation("c3-c3-").unwrap_err();
        assert_eq!(
            err.to_string(),
            "'c3-c3-' is not a move: landing point 2 is not a point from a1 to k11"
        );
        // Reading checks the form only; the missing point is the rules' to refuse.
        assert!(matches!("e5-e3".parse::<Move>(), Ok(Move::Hops(_))));
        assert_eq!(
            g.play_notation("e5-e3").unwrap_err().to_string(),
            "e5-e3 is not legal: e5 is in the missing centre (e5–g7)"
        );
    }

    #[test]
    fn outcomes_name_the_winner_or_those_sharing_the_win() {
        let two = Outcome {
            players: Players::Two,
            points: [78, 90, 0, 0],
        };
        assert_eq!(two.to_string(), "North wins 78–90 (South–North)");
        let four = Outcome {
            players: Players::Four,
            points: [40, 40, 12, 40],
        };
        assert_eq!(
            four.to_string(),
            "South, West and East share the win, 40–40–12–40 (South–West–North–East)"
        );
        assert_eq!(four.winners().last(), Some(Seat::East));
    }
}
