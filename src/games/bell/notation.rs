//! Move notation: the opening removal `xa1`; a turn as its starting point
//! and every landing point joined by `-`: `c5-c7`, `d8-b10-b8`.

use super::moves::{MAX_HOPS, Move, Turn};
use crate::board::Point;
use std::fmt;
use std::str::FromStr;

pub use super::errors::{MoveError, SyntaxFault};

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from())?;
        for to in self.landings() {
            write!(f, "-{to}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Remove(p) => write!(f, "x{p}"),
            Move::Hops(turn) => write!(f, "{turn}"),
        }
    }
}

impl FromStr for Move {
    type Err = MoveError;

    /// Reads a move; letters may be in either case, spaces around it are
    /// ignored.
    fn from_str(text: &str) -> Result<Move, MoveError> {
        MoveError::read(text, SyntaxFault::Empty, |s| {
            if let Some(rest) = s.strip_prefix(['x', 'X']) {
                return rest
                    .parse()
                    .map(Move::Remove)
                    .map_err(|()| SyntaxFault::BadRemoval);
            }
            let mut points = [Point::CENTRE; MAX_HOPS + 1];
            let mut n = 0;
            for (i, part) in s.split('-').enumerate() {
                let p: Point = part
                    .parse()
                    .map_err(|()| SyntaxFault::BadPoint { index: i + 1 })?;
                if i <= MAX_HOPS {
                    points[i] = p;
                }
                n = i + 1;
            }
            match n - 1 {
                0 => Err(SyntaxFault::NoHop),
                hops if hops > MAX_HOPS => Err(SyntaxFault::TooManyHops { found: hops }),
                hops => Ok(Move::Hops(
                    Turn::new(points[0], &points[1..=hops]).expect("1 to 7 hops"),
                )),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        for text in ["xa1", "xh8", "c5-c7", "d8-b10-b8", "c7-a7-a5-c5-c3"] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
        let Ok(Move::Hops(turn)) = "d8-b10-b8".parse() else {
            panic!("not a turn");
        };
        assert_eq!(turn.hops(), 2);
        assert_eq!(turn.from().to_string(), "d8");
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        let cases = [
            ("", SyntaxFault::Empty),
            ("x", SyntaxFault::BadRemoval),
            ("xa1-a3", SyntaxFault::BadRemoval),
            ("c5", SyntaxFault::NoHop),
            ("c5-", SyntaxFault::BadPoint { index: 2 }),
            ("c5-c7-z9", SyntaxFault::BadPoint { index: 3 }),
            ("c0-c2", SyntaxFault::BadPoint { index: 1 }),
            (
                "a1-a3-a5-a7-a9-a11-a9-a7-a5",
                SyntaxFault::TooManyHops { found: 8 },
            ),
        ];
        for (text, fault) in cases {
            assert_eq!(
                text.parse::<Move>(),
                Err(MoveError::Syntax {
                    text: text.into(),
                    fault
                }),
                "{text:?}"
            );
        }
    }
}
