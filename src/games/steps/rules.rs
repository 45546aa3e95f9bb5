//! Steps' moves, positions, options and outcome.

use crate::board::setup::game_setup;
use crate::board::{Bits, Direction, Point, Stone};
use crate::games::Seat;
use crate::games::choice::{Choice, choice};
use serde::{Deserialize, Serialize};
use std::fmt;

game_setup! {
    /// The stones before the first move: a setup of the ka game's board.
    shape: crate::games::ka::SHAPE
}

choice! {
    /// The built-in setup (its name differs from every other game's
    /// patterns: `--pattern` names one of any game's).
    Pattern, "pattern" {
        /// Black and white alternate on every rank and file.
        Alternating = "steps",
    }
}

impl Setup {
    /// One of the built-in setups.
    pub fn pattern(pattern: Pattern) -> Setup {
        let text = match pattern {
            Pattern::Alternating => include_str!("../../../assets/alternating.ron"),
        };
        Setup::from_ron(text).expect("built-in setup is valid")
    }
}

choice! {
    /// How many steps the game lasts at most before it is drawn.
    Limit, "limit" {
        /// Twenty steps.
        Twenty = "20",
        /// Forty steps.
        Forty = "40",
    }
}

impl Limit {
    /// The number of steps.
    pub const fn steps(self) -> u16 {
        match self {
            Limit::Twenty => 20,
            Limit::Forty => 40,
        }
    }
}

/// Steps' one option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub limit: Limit,
}

impl fmt::Display for Rules {
    /// `limit 20`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "limit {}", self.limit)
    }
}

/// A move: the point a stone steps from, into the empty point next to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(pub Point);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for Move {
    type Err = <Point as std::str::FromStr>::Err;
    /// The point, in either case, white space around it forgiven as in
    /// the other games.
    fn from_str(s: &str) -> Result<Move, Self::Err> {
        s.trim().parse().map(Move)
    }
}

/// Why a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    Over,
    /// The point is not next to the empty point.
    NotNextToEmpty,
    /// The stone there is the other player's.
    NotYours,
}

/// Why a move in notation cannot be read or played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a point (`e6`).
    Unreadable,
    /// A point, but not a legal step now.
    Illegal(Illegal),
}

/// A move that is not a point (reading a point refuses with `()`).
impl From<()> for MoveError {
    fn from((): ()) -> MoveError {
        MoveError::Unreadable
    }
}

impl From<Illegal> for MoveError {
    fn from(e: Illegal) -> MoveError {
        MoveError::Illegal(e)
    }
}

/// How a game of Steps ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// This seat could not step, and lost.
    Stuck(Seat),
    /// The steps ran out: a draw.
    Limit,
}

impl Outcome {
    /// The seat that won, if any.
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Stuck(Seat::South) => Some(Seat::North),
            Outcome::Stuck(_) => Some(Seat::South),
            Outcome::Limit => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// `south stuck` or `limit`, as in records.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Stuck(seat) => write!(f, "{} stuck", format!("{seat:?}").to_lowercase()),
            Outcome::Limit => f.write_str("limit"),
        }
    }
}

/// The seats, in turn order.
pub const SEATS: [Seat; 2] = [Seat::South, Seat::North];

/// Everything on the board at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    black: Bits,
    white: Bits,
    empty: Point,
    ply: u16,
    limit: u16,
}

impl Position {
    /// The position before the first move.
    pub fn start(setup: &Setup, rules: Rules) -> Position {
        Position {
            black: setup.black(),
            white: setup.white(),
            empty: Point::CENTRE,
            ply: 0,
            limit: rules.limit.steps(),
        }
    }

    /// The stone on a point, if any.
    pub fn stone(&self, p: Point) -> Option<Stone> {
        Stone::on(p, self.black, self.white)
    }

    /// The empty point.
    pub fn empty(&self) -> Point {
        self.empty
    }

    /// Steps played so far.
    pub fn ply(&self) -> u16 {
        self.ply
    }

    /// Whose turn it is (once over, whose it would have been).
    pub fn to_move(&self) -> Seat {
        SEATS[self.ply as usize % 2]
    }

    fn colour(seat: Seat) -> Stone {
        if seat == Seat::South {
            Stone::White
        } else {
            Stone::Black
        }
    }

    /// Every legal move, in the order north, east, south, west of the
    /// empty point.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.ply >= self.limit {
            return Vec::new();
        }
        let mine = Position::colour(self.to_move());
        Direction::ALL
            .iter()
            .filter_map(|&d| self.empty.step(d))
            .filter(|&p| self.stone(p) == Some(mine))
            .map(Move)
            .collect()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.ply >= self.limit {
            Some(Outcome::Limit)
        } else if self.legal_moves().is_empty() {
            Some(Outcome::Stuck(self.to_move()))
        } else {
            None
        }
    }

    /// Plays a move if it is legal; otherwise says why and changes nothing.
    pub fn try_play(&mut self, m: Move) -> Result<(), Illegal> {
        if self.outcome().is_some() {
            return Err(Illegal::Over);
        }
        let next_to = Direction::ALL
            .iter()
            .any(|&d| self.empty.step(d) == Some(m.0));
        if !next_to {
            return Err(Illegal::NotNextToEmpty);
        }
        let mine = Position::colour(self.to_move());
        if self.stone(m.0) != Some(mine) {
            return Err(Illegal::NotYours);
        }
        let own = if mine == Stone::Black {
            &mut self.black
        } else {
            &mut self.white
        };
        own.remove(m.0);
        own.insert(self.empty);
        self.empty = m.0;
        self.ply += 1;
        Ok(())
    }
}

impl crate::counting::Counted for Position {
    type Move = Move;
    /// At most four moves a position.
    const CHUNK_DEPTH: u32 = 6;
    fn children(&self) -> Vec<(Move, Position)> {
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut next = *self;
                next.try_play(m).expect("legal");
                (m, next)
            })
            .collect()
    }
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children()
            .iter()
            .map(|(_, next)| next.perft(depth - 1))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn a_step_moves_the_stone_into_the_empty_point() {
        let setup = Setup::pattern(Pattern::Alternating);
        let mut pos = Position::start(&setup, Rules::default());
        // Round the centre f6 of the alternating setup: e6, g6, f5, f7 are
        // white, South's.
        assert_eq!(pos.legal_moves().len(), 4);
        assert_eq!(pos.try_play(Move(p("a1"))), Err(Illegal::NotNextToEmpty));
        pos.try_play(Move(p("e6"))).unwrap();
        assert_eq!(pos.stone(p("f6")), Some(Stone::White));
        assert_eq!(pos.stone(p("e6")), None);
        assert_eq!(pos.to_move(), Seat::North);
        assert_eq!(pos.try_play(Move(p("f6"))), Err(Illegal::NotYours));
    }

    #[test]
    fn the_game_is_drawn_when_the_steps_run_out() {
        let setup = Setup::pattern(Pattern::Alternating);
        let mut pos = Position::start(&setup, Rules::default());
        while let Some(&m) = pos.legal_moves().first() {
            pos.try_play(m).unwrap();
        }
        assert!(pos.ply() <= 20);
        assert!(pos.outcome().is_some());
        assert_eq!(pos.try_play(Move(pos.empty())), Err(Illegal::Over));
    }
}
