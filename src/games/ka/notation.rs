//! Move notation.
//!
//! - Column capture: the file letter alone: `c`.
//! - Ka entry and ka move: `FROM-TO`, then `x` and the line, given as the
//!   direction(s) from `TO` in which the captured stones lie: `N`, `S`, `E`,
//!   `W`, or `NS` / `EW` for a line on both sides: `d3-c3xN`, `c3-c9xEW`.

use super::moves::{Line, Move};
use crate::board::{File, Point};
use std::fmt;
use std::str::FromStr;

pub use super::errors::{MoveError, SyntaxFault};

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Column(file) => write!(f, "{file}"),
            Move::Ka { from, to, line } => write!(f, "{from}-{to}x{line}"),
        }
    }
}

impl FromStr for Move {
    type Err = MoveError;

    /// Reads a move; letters may be in either case and `x` may be `X`.
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let syntax = |fault| MoveError::Syntax {
            text: text.to_string(),
            fault,
        };
        let s = text.trim();
        if s.is_empty() {
            return Err(syntax(SyntaxFault::Empty));
        }
        if s.chars().count() == 1 {
            let c = s.chars().next().expect("one char");
            return File::from_char(c)
                .map(Move::Column)
                .ok_or_else(|| syntax(SyntaxFault::NotAFile));
        }
        let (from, rest) = s
            .split_once('-')
            .ok_or_else(|| syntax(SyntaxFault::NoDash))?;
        let (to, line) = rest
            .split_once(['x', 'X'])
            .ok_or_else(|| syntax(SyntaxFault::NoCapture))?;
        let from: Point = from.parse().map_err(|()| syntax(SyntaxFault::BadFrom))?;
        let to: Point = to.parse().map_err(|()| syntax(SyntaxFault::BadTo))?;
        let line = Line::from_notation(line).ok_or_else(|| syntax(SyntaxFault::BadLine))?;
        Ok(Move::Ka { from, to, line })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        for text in ["c", "k", "d3-c3xN", "b5-c5xEW", "c3-c9xS", "k11-a11xNS"] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
    }

    #[test]
    fn case_and_spacing_are_forgiven() {
        assert_eq!(" D3-C3Xn ".parse::<Move>().unwrap().to_string(), "d3-c3xN");
        assert_eq!("C".parse::<Move>().unwrap().to_string(), "c");
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        let cases = [
            ("", "it is empty"),
            ("z", "a column is a file letter from a to k"),
            (
                "d3c3xN",
                "expected a file letter (c) or FROM-TOxLINE (d3-c3xN)",
            ),
            (
                "d3-c3",
                "expected 'x' and the line after the target point, as in d3-c3xN",
            ),
            (
                "d0-c3xN",
                "the starting point is not a point from a1 to k11",
            ),
            ("d3-c12xN", "the target point is not a point from a1 to k11"),
            ("d3-c3xNE", "the line is one of N, S, E, W, NS, EW"),
        ];
        for (text, reason) in cases {
            match text.parse::<Move>() {
                Err(MoveError::Syntax { fault, .. }) => {
                    assert_eq!(fault.to_string(), reason, "{text:?}")
                }
                other => panic!("{text:?} gave {other:?}"),
            }
        }
    }
}
