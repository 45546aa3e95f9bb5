//! The ka game's sentences: players, phases, outcomes, and why a move, a
//! move's notation, a diagram, a setup or a rule option is refused.

use crate::board::{Axis, Direction, File};
use crate::games::ka::errors::{DiagramError, LineFault, SyntaxFault};
use crate::games::ka::options::UnknownChoice;
use crate::games::ka::{
    Centre, ColumnBan, Illegal, IllegalMove, KaEntry, Line, MoveError, NoSuchPlayer, Outcome,
    Phase, Player, SpecError,
};
use std::fmt;

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Player::South => "South",
            Player::North => "North",
        })
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::ColumnCapture => "column capture",
            Phase::KaEntry => "ka entry",
            Phase::KaMoves => "ka moves",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s, n] = self.points();
        match *self {
            Outcome::Cleared { winner: None, .. } => write!(f, "draw, {s}–{n}"),
            Outcome::Cleared {
                winner: Some(w), ..
            } => write!(f, "{w} wins {s}–{n} (South–North)"),
            Outcome::Suntuk { winner, .. } => write!(
                f,
                "{winner} wins by suntuk, recorded 120–0 ({} could not capture; points taken {s}–{n})",
                winner.opponent()
            ),
        }
    }
}

/// Where a line's stones lie, in words: "north", "north and south", …
pub fn line_words(line: Line) -> &'static str {
    match line {
        Line::North => "north",
        Line::South => "south",
        Line::East => "east",
        Line::West => "west",
        Line::NorthSouth => "north and south",
        Line::EastWest => "east and west",
    }
}

/// The ranks of a player's half, as written: "1–5", "7–11".
fn half_ranks(player: Player) -> String {
    let mut ranks = player.ranks();
    let first = ranks.next().expect("a half has ranks");
    let last = ranks.next_back().unwrap_or(first);
    format!("{first}–{last}")
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
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::ColumnExpected => f.write_str(
                "the first two moves each take a file; write it as its letter, such as c",
            ),
            Illegal::ColumnsTaken => f.write_str("the columns are taken; move a ka instead"),
            Illegal::EmptyColumn { player, file } => {
                write!(f, "{player} has no stones on file {file} in its half")
            }
            Illegal::ColumnBanned(ban) => write!(f, "{ban}"),
            Illegal::NotOnPassage { player, passage } => write!(
                f,
                "the ka enters {player}'s passage, file {passage}, in {player}'s half (ranks {})",
                half_ranks(player)
            ),
            Illegal::NotAlongRank { from, to } => write!(
                f,
                "the ka enters along its own rank: {from} and {to} are on different ranks"
            ),
            Illegal::Occupied { to } => write!(f, "{to} is taken"),
            Illegal::NoStone { from } => write!(f, "there is no stone on {from} to promote"),
            Illegal::EntryDistance { rule, .. } => {
                let how = match rule {
                    KaEntry::Slide => "slides in from the file next to the passage",
                    KaEntry::Jump => "jumps in from two files away",
                    KaEntry::Either => {
                        "slides in from the next file or jumps in from two files away"
                    }
                };
                write!(f, "with ka entry '{rule}' the ka {how}")
            }
            Illegal::JumpOverEmpty { over } => write!(
                f,
                "a jumping ka needs a stone to jump over, and {over} is empty"
            ),
            Illegal::NotYourKa { player, ka, from } => {
                write!(f, "{player}'s ka is on {ka}, not on {from}")
            }
            Illegal::NotStraight { from, to } => write!(
                f,
                "a ka moves along a rank or a file, and {from} to {to} is neither"
            ),
            Illegal::NoMove => f.write_str("the ka has to move"),
            Illegal::Blocked { from, to, at } => {
                write!(f, "the way from {from} to {to} is blocked at {at}")
            }
            Illegal::Centre => {
                f.write_str("the centre f6 is not a point: no ka can stop on it or pass it")
            }
            Illegal::WrongAxis { moved } => {
                let (moved, across, choices) = match moved {
                    Axis::Horizontal => ("rank", "file", "N, S or NS"),
                    Axis::Vertical => ("file", "rank", "E, W or EW"),
                };
                write!(
                    f,
                    "after a move along a {moved} the ka captures along the {across} ({choices})"
                )
            }
            Illegal::Line(fault) => write!(f, "{fault}"),
        }
    }
}

/// "1 black stone", "4 white stones".
fn stones(n: u32, colour: crate::board::Stone) -> String {
    format!("{n} {colour} stone{}", if n == 1 { "" } else { "s" })
}

impl fmt::Display for LineFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LineFault::EvenWhole {
                at,
                line,
                stones: n,
                colour,
            } => write!(
                f,
                "the {} line through {at} has {}, an even number; only an odd number can be taken",
                line_words(line),
                stones(n, colour)
            ),
            LineFault::NotOneLine { at, line } => {
                let [up, down]: [Direction; 2] = line.axis().directions();
                write!(
                    f,
                    "the stones {} of {at} are not one line: they differ in colour or one side is empty; take one side ({} or {})",
                    line_words(line),
                    Line::toward(up),
                    Line::toward(down)
                )
            }
            LineFault::NoStones { at, line, centre } => {
                let stops = match centre {
                    Centre::Blocks => " before the edge, the enemy ka or the centre",
                    Centre::Open => " before the edge or the enemy ka",
                };
                write!(f, "there are no stones {} of {at}{stops}", line_words(line))
            }
            LineFault::OnlyWhole { at, line, colour } => {
                let both = Line::both(line.axis());
                write!(
                    f,
                    "the {colour} stones {} of {at} are one line; it can only be taken whole ({both})",
                    line_words(both),
                )
            }
            LineFault::EvenSide {
                at,
                line,
                stones: n,
                colour,
            } => write!(
                f,
                "the line {} of {at} has {}, an even number; only an odd number can be taken",
                line_words(line),
                stones(n, colour)
            ),
        }
    }
}

impl fmt::Display for ColumnBan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ColumnBan::WrongQuadrant { south } if south < File::MIDDLE => write!(
                f,
                "South took {south}, so North must take a file from the diagonally opposite quadrant, g to k"
            ),
            ColumnBan::WrongQuadrant { south } => write!(
                f,
                "South took {south}, so North must take a file from the diagonally opposite quadrant, a to e"
            ),
            ColumnBan::Middle => write!(f, "South took f, so North may take any file but f"),
            ColumnBan::Mirror { south } => write!(
                f,
                "North may not copy South: {} mirrors South's {south}",
                south.mirror()
            ),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax { text, fault } => write!(f, "cannot read move '{text}': {fault}"),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl fmt::Display for SyntaxFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SyntaxFault::Empty => "it is empty",
            SyntaxFault::NotAFile => "a column is a file letter from a to k",
            SyntaxFault::NoDash => "expected a file letter (c) or FROM-TOxLINE (d3-c3xN)",
            SyntaxFault::NoCapture => {
                "expected 'x' and the line after the target point, as in d3-c3xN"
            }
            SyntaxFault::BadFrom => "the starting point is not a point from a1 to k11",
            SyntaxFault::BadTo => "the target point is not a point from a1 to k11",
            SyntaxFault::BadLine => "the line is one of N, S, E, W, NS, EW",
        })
    }
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DiagramError::RowCount { found } => write!(f, "{found} rows, expected 11"),
            DiagramError::RowLength { row, found } => {
                write!(f, "row {row} has {found} points, expected 11")
            }
            DiagramError::CentreNotEmpty { .. } => f.write_str("the centre f6 must be '.'"),
            DiagramError::BadCharacter { point, found } => {
                write!(f, "{point}: unknown character '{found}'")
            }
            DiagramError::MissingKa { .. } => {
                f.write_str("both kas, S and N, must be on the board")
            }
        }
    }
}

impl std::error::Error for DiagramError {}

impl fmt::Display for UnknownChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} value '{}' (expected one of: {})",
            self.option,
            self.found,
            self.expected.join(", ")
        )
    }
}

impl std::error::Error for UnknownChoice {}

impl fmt::Display for NoSuchPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the ka game has no player in the {} seat",
            super::seat_name(self.0)
        )
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::MoveAt { index, text, error } => {
                write!(f, "move {} ('{text}'): {error}", index + 1)
            }
        }
    }
}

impl std::error::Error for SpecError {}
