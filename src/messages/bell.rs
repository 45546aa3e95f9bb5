//! Bell's game's sentences: outcomes, and why a move, a move's notation or
//! a setup is refused.

use super::{and_list, seat_name};
use crate::games::bell::{Illegal, MoveError, Opening, Outcome, SyntaxFault};
use crate::tr;
use std::fmt;

impl super::Named for crate::games::bell::Game {
    const UNIT: &'static str = "turn";

    fn name() -> String {
        tr!("game-name-bell")
    }

    fn described() -> String {
        tr!("option-game-bell")
    }

    fn not_its_option(option: &str) -> String {
        tr!("option-not-for-bell", option = option)
    }

    fn summary(setup: &str, rules: &crate::games::bell::Rules) -> String {
        tr!(
            "summary-bell",
            setup = setup,
            rules = super::options::Labelled::label(*rules)
        )
    }

    fn in_lobby(players: usize) -> String {
        tr!("lobby-bell", players = players)
    }

    fn rated_name(_kind: crate::games::Rated) -> String {
        tr!("lobby-rated-bell")
    }

    fn missing_points() -> String {
        tr!("setup-missing-bell")
    }

    fn stone_on_missing(
        row: usize,
        point: crate::board::Point,
        colour: crate::board::Stone,
    ) -> String {
        tr!(
            "setup-stone-on-missing",
            row = row,
            point = point.to_string(),
            colour = colour.to_string()
        )
    }
}

/// Points joined by commas: "a1, k1, a11, k11".
fn point_list(points: &[crate::board::Point]) -> String {
    let points: Vec<String> = points.iter().map(|p| p.to_string()).collect();
    points.join(", ")
}

impl fmt::Display for Outcome {
    /// "North wins 90–78 (South–North)", "West and North share the win, …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.winners().map(seat_name).collect();
        let scores: Vec<String> = self.scores().iter().map(u16::to_string).collect();
        let seats: Vec<String> = self.players.seats().iter().map(|&s| seat_name(s)).collect();
        let (scores, seats) = (scores.join("–"), seats.join("–"));
        f.write_str(&match names.as_slice() {
            [one] => tr!(
                "bell-outcome-win",
                player = one,
                scores = scores,
                seats = seats
            ),
            [_, ..] => tr!(
                "bell-outcome-shared",
                players = and_list(&names),
                scores = scores,
                seats = seats
            ),
            [] => format!("{scores} ({seats})"),
        })
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |x: &dyn fmt::Display| x.to_string();
        f.write_str(&match *self {
            Illegal::GameOver => tr!("bell-illegal-game-over"),
            Illegal::RemovalFirst => tr!("bell-illegal-removal-first"),
            Illegal::OpeningPlayed => tr!("bell-illegal-opening-played"),
            Illegal::NotAnOpeningPoint { point, opening } => {
                let points = point_list(&opening.points());
                match opening {
                    Opening::Corner => {
                        tr!(
                            "bell-illegal-not-corner",
                            point = p(&point),
                            points = points
                        )
                    }
                    Opening::Inner => {
                        tr!("bell-illegal-not-inner", point = p(&point), points = points)
                    }
                }
            }
            Illegal::MissingPoint { point } => tr!("bell-illegal-missing-point", point = p(&point)),
            Illegal::NoStone { from } => tr!("bell-illegal-no-stone", from = p(&from)),
            Illegal::NotAHop { hop, from, to } => tr!(
                "bell-illegal-not-a-hop",
                hop = hop,
                from = p(&from),
                to = p(&to)
            ),
            Illegal::NothingToJump { hop, over } => {
                tr!("bell-illegal-nothing-to-jump", hop = hop, over = p(&over))
            }
            Illegal::JumpsWaiting { hop, over } => {
                tr!("bell-illegal-jumps-waiting", hop = hop, over = p(&over))
            }
            Illegal::Occupied { hop, to } => tr!("bell-illegal-occupied", hop = hop, to = p(&to)),
        })
    }
}

impl fmt::Display for SyntaxFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            SyntaxFault::Empty => tr!("syntax-empty"),
            SyntaxFault::BadRemoval => tr!("bell-syntax-bad-removal"),
            SyntaxFault::BadPoint { index: 1 } => tr!("syntax-bad-from"),
            SyntaxFault::BadPoint { index } => {
                tr!("bell-syntax-bad-landing", landing = index - 1)
            }
            SyntaxFault::NoHop => tr!("bell-syntax-no-hop"),
            SyntaxFault::TooManyHops { found } => tr!("bell-syntax-too-many-hops", found = found),
        })
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax { text, fault } => f.write_str(&tr!(
                "bell-move-unreadable",
                text = crate::shown::printable(text).into_owned(),
                fault = fault.to_string()
            )),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Each seat's points and whose turn it is, or how the game ended:
/// "South 1, West 2, North 0; North to move".
pub struct Standing<'a>(pub &'a crate::games::bell::Position);

impl fmt::Display for Standing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pos = self.0;
        if let Some(outcome) = pos.outcome() {
            return f.write_str(&tr!("standing-over", outcome = outcome.to_string()));
        }
        let seats = pos.rules().players.seats();
        let points: Vec<String> = seats
            .iter()
            .zip(pos.scores())
            .map(|(&seat, points)| tr!("seat-points", seat = seat_name(seat), points = *points))
            .collect();
        let to_move = seat_name(pos.to_move());
        let points = points.join(", ");
        f.write_str(&if pos.opened() {
            tr!("standing", points = points, player = to_move)
        } else {
            tr!(
                "standing-opening",
                points = points,
                player = to_move,
                opening = point_list(&pos.rules().opening.points())
            )
        })
    }
}

impl super::options::Described for crate::games::bell::Players {
    fn description(self) -> String {
        super::seat_list(self.seats())
    }
}

impl super::options::Described for crate::games::bell::Opening {
    fn description(self) -> String {
        match self {
            crate::games::bell::Opening::Corner => tr!("option-opening-corner"),
            crate::games::bell::Opening::Inner => tr!("option-opening-inner"),
        }
    }
}

impl super::options::Described for crate::games::bell::Pattern {
    fn description(self) -> String {
        match self {
            crate::games::bell::Pattern::Checker => tr!("option-pattern-checker"),
            crate::games::bell::Pattern::Quarters => tr!("option-pattern-quarters"),
            crate::games::bell::Pattern::Rings => tr!("option-pattern-rings"),
        }
    }
}

impl super::options::Labelled for Opening {
    fn label(self) -> String {
        match self {
            Opening::Corner => tr!("label-opening-corner"),
            Opening::Inner => tr!("label-opening-inner"),
        }
    }
}

impl super::options::Labelled for crate::games::bell::Pattern {
    fn label(self) -> String {
        match self {
            crate::games::bell::Pattern::Checker => tr!("label-pattern-checker"),
            crate::games::bell::Pattern::Quarters => tr!("label-pattern-quarters"),
            crate::games::bell::Pattern::Rings => tr!("label-pattern-rings"),
        }
    }
}

impl super::options::Labelled for crate::games::bell::Rules {
    fn label(self) -> String {
        tr!(
            "label-bell-rules",
            players = self.players.count(),
            opening = self.opening.label()
        )
    }
}

impl fmt::Display for crate::record::BellResult {
    /// "South wins 50–41", "the win is shared, 40–40–30–20".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let score = super::records::scores(&self.scores);
        f.write_str(&match self.winner {
            Some(w) => tr!("bell-result-win", player = seat_name(w), score = score),
            None => tr!("bell-result-shared", score = score),
        })
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
