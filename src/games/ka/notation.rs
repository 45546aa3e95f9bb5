//! Move notation.
//!
//! - Column capture: the file letter alone: `c`.
//! - Ka entry and ka move: `FROM-TO`, then `x` and the line, given as the
//!   direction(s) from `TO` in which the captured stones lie: `N`, `S`, `E`,
//!   `W`, or `NS` / `EW` for a line on both sides: `d3-c3xN`, `c3-c9xEW`.
//! - A partial capture: each side that gives stones, north before south and
//!   east before west, with the number of stones taken there, nearest the
//!   ka first: `d3-c3xN3`, `b5-c5xE1W2`.

use super::moves::{Line, Move, Take};
use crate::board::{Axis, Direction, File, Point};
use std::fmt;
use std::str::FromStr;

pub use super::errors::{MoveError, SyntaxFault};

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Column(file) => write!(f, "{file}"),
            Move::Ka {
                from,
                to,
                line,
                take: Take::Whole,
            } => write!(f, "{from}-{to}x{line}"),
            Move::Ka {
                from,
                to,
                line,
                take: Take::Nearest(counts),
            } => {
                write!(f, "{from}-{to}x")?;
                for (d, n) in line.axis().directions().into_iter().zip(*counts) {
                    if n > 0 {
                        write!(f, "{}{n}", Line::toward(d))?;
                    }
                }
                Ok(())
            }
        }
    }
}

/// Reads the capture after the `x`: a line (`N`, `EW`) or a part of one
/// (`N3`, `E1W2`, in any order of the sides).
fn capture(text: &str) -> Result<(Line, Take), SyntaxFault> {
    if !text.bytes().any(|b| b.is_ascii_digit()) {
        let line = Line::from_notation(text).ok_or(SyntaxFault::BadLine)?;
        return Ok((line, Take::Whole));
    }
    let mut axis: Option<Axis> = None;
    let mut counts = [0u8; 2];
    let mut rest = text;
    while let Some(letter) = rest.chars().next() {
        let d = Line::from_notation(&letter.to_string())
            .map(|line| match line {
                Line::North => Direction::North,
                Line::South => Direction::South,
                Line::East => Direction::East,
                _ => Direction::West,
            })
            .ok_or(SyntaxFault::BadLine)?;
        if *axis.get_or_insert(d.axis()) != d.axis() {
            return Err(SyntaxFault::BadLine);
        }
        rest = &rest[letter.len_utf8()..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let n: u8 = rest[..digits].parse().map_err(|_| SyntaxFault::BadCount)?;
        let side = usize::from(!d.ascending());
        if !(1..=10).contains(&n) || counts[side] != 0 {
            return Err(SyntaxFault::BadCount);
        }
        counts[side] = n;
        rest = &rest[digits..];
    }
    let axis = axis.ok_or(SyntaxFault::BadLine)?;
    Take::part(axis, counts).ok_or(SyntaxFault::BadCount)
}

impl FromStr for Move {
    type Err = MoveError;

    /// Reads a move; letters may be in either case and `x` may be `X`.
    fn from_str(text: &str) -> Result<Move, MoveError> {
        MoveError::read(text, SyntaxFault::Empty, |s| {
            if s.chars().count() == 1 {
                let c = s.chars().next().expect("one char");
                return File::from_char(c)
                    .map(Move::Column)
                    .ok_or(SyntaxFault::NotAFile);
            }
            let (from, rest) = s.split_once('-').ok_or(SyntaxFault::NoDash)?;
            let (to, line) = rest.split_once(['x', 'X']).ok_or(SyntaxFault::NoCapture)?;
            let from: Point = from.parse().map_err(|()| SyntaxFault::BadFrom)?;
            let to: Point = to.parse().map_err(|()| SyntaxFault::BadTo)?;
            let (line, take) = capture(line)?;
            Ok(Move::Ka {
                from,
                to,
                line,
                take,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        for text in [
            "c",
            "k",
            "d3-c3xN",
            "b5-c5xEW",
            "c3-c9xS",
            "k11-a11xNS",
            "d3-c3xN3",
            "b5-c5xE1W2",
            "b5-c5xW1",
            "a1-a2xE10",
        ] {
            let m: Move = text.parse().unwrap();
            assert_eq!(m.to_string(), text);
        }
    }

    #[test]
    fn a_part_is_written_north_before_south_and_east_before_west() {
        let m: Move = "b5-c5xw2e1".parse().unwrap();
        assert_eq!(m.to_string(), "b5-c5xE1W2");
        assert_eq!(
            m,
            Move::Ka {
                from: "b5".parse().unwrap(),
                to: "c5".parse().unwrap(),
                line: Line::EastWest,
                take: Take::Nearest([1, 2]),
            }
        );
        let one_side: Move = "d3-c3xS3".parse().unwrap();
        assert!(matches!(
            one_side,
            Move::Ka {
                line: Line::South,
                take: Take::Nearest([0, 3]),
                ..
            }
        ));
    }

    const BAD_COUNT: &str = "a count of stones is a number from 1 to 10 after N, S, E or W, once for each side, as in N3 or E1W2";

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
            ("d3-c3xN1E2", "the line is one of N, S, E, W, NS, EW"),
            ("d3-c3x3", "the line is one of N, S, E, W, NS, EW"),
            ("d3-c3xN3S", BAD_COUNT),
            ("d3-c3xN0", BAD_COUNT),
            ("d3-c3xN11", BAD_COUNT),
            ("d3-c3xN1N2", BAD_COUNT),
            ("d3-c3xN99999", BAD_COUNT),
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
