//! A position: stones, scores, whose turn it is, whether the opening stone
//! has been taken; playing a move on it (checked or unchecked).

use super::errors::{Illegal, IllegalMove};
use super::hops::{GEOMETRY, Hopping, over_point};
use super::moves::{Move, Turn};
use super::options::{MAX_SEATS, Opening, Players, Rules};
use super::outcome::Outcome;
use super::setup::Setup;
use crate::board::{Bits, Point, Stone};
use crate::games::Seat;

/// A position of Bell's game.
///
/// Small and `Copy`: search makes a move on a copy, which is also how undo
/// is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    black: Bits,
    white: Bits,
    /// The seat to move, as an index into [`Rules::players`]' seats.
    turn: u8,
    opened: bool,
    /// Points captured, in turn order.
    points: [u16; MAX_SEATS],
}

impl Opening {
    /// The four points the opening stone may be taken from.
    pub fn points(self) -> [Point; 4] {
        let p = |s: &str| s.parse::<Point>().expect("a point");
        match self {
            Opening::Corner => [p("a1"), p("k1"), p("a11"), p("k11")],
            Opening::Inner => [p("d4"), p("h4"), p("d8"), p("h8")],
        }
    }
}

impl Position {
    /// The position before the opening removal.
    pub fn start(setup: &Setup, rules: Rules) -> Position {
        Position {
            rules,
            black: setup.black(),
            white: setup.white(),
            turn: 0,
            opened: false,
            points: [0; MAX_SEATS],
        }
    }

    /// A position after the opening with these stones (kept to the board's
    /// points), the first seat to move and no scores: for puzzles and tests.
    pub fn with_stones(rules: Rules, black: Bits, white: Bits) -> Position {
        let board = super::SHAPE.points();
        Position {
            rules,
            black: black & board,
            white: white & board & !black,
            turn: 0,
            opened: true,
            points: [0; MAX_SEATS],
        }
    }

    /// The same stones with `players` seats, `points` captured (in turn
    /// order) and the first seat to move: how a search may see the game when
    /// it plays all the others as one side. Missing points count as 0.
    pub fn reseated(&self, players: Players, points: &[u16]) -> Position {
        let mut next = *self;
        next.rules.players = players;
        next.turn = 0;
        next.points = [0; MAX_SEATS];
        for (to, &from) in next.points.iter_mut().zip(points).take(players.count()) {
            *to = from;
        }
        next
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn black(&self) -> Bits {
        self.black
    }

    pub fn white(&self) -> Bits {
        self.white
    }

    /// Every stone on the board.
    pub fn stones(&self) -> Bits {
        self.black | self.white
    }

    pub fn stone(&self, p: Point) -> Option<Stone> {
        Stone::on(p, self.black, self.white)
    }

    /// Whether the opening stone has been taken.
    pub fn opened(&self) -> bool {
        self.opened
    }

    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        self.rules.players.seats()[self.turn as usize]
    }

    /// The seat to move as its place in turn order (0 for the first).
    #[inline]
    pub fn turn_index(&self) -> usize {
        self.turn as usize
    }

    /// Points a seat has captured (0 for a seat not in play).
    pub fn points(&self, seat: Seat) -> u16 {
        self.rules
            .players
            .seats()
            .iter()
            .position(|&s| s == seat)
            .map_or(0, |i| self.points[i])
    }

    /// Points captured by each seat in play, in turn order.
    pub fn scores(&self) -> &[u16] {
        &self.points[..self.rules.players.count()]
    }

    /// Points of the stones still on the board.
    pub fn points_on_board(&self) -> u16 {
        self.black.count() as u16 * Stone::Black.value()
            + self.white.count() as u16 * Stone::White.value()
    }

    /// Whether any stone has a hop.
    pub fn has_hop(&self) -> bool {
        !GEOMETRY.movable(self.stones()).is_empty()
    }

    /// The game's result, once the player to move has no hop.
    pub fn outcome(&self) -> Option<Outcome> {
        (self.opened && !self.has_hop()).then_some(Outcome {
            players: self.rules.players,
            points: self.points,
        })
    }

    /// The mover scores `taken` points and the turn passes on.
    #[inline]
    fn pass_turn(&mut self, taken: u16) {
        self.points[self.turn as usize] += taken;
        self.turn = (self.turn + 1) % self.rules.players.count() as u8;
    }

    /// The position after a turn ended in `h`.
    #[inline]
    pub(crate) fn after(&self, h: &Hopping) -> Position {
        let mut next = *self;
        (next.black, next.white) = h.finish();
        next.pass_turn(h.taken);
        next
    }

    /// The position after the opening removal of the stone on `p`.
    #[inline]
    pub(crate) fn after_removal(&self, p: Point) -> Position {
        let mut next = *self;
        let taken = self.stone(p).map_or(0, Stone::value);
        next.black.remove(p);
        next.white.remove(p);
        next.opened = true;
        next.pass_turn(taken);
        next
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]).
    /// An illegal move leaves the position in an unspecified but safe state.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        *self = match m {
            Move::Remove(p) => self.after_removal(p),
            Move::Hops(turn) => {
                let Some(mut h) = Hopping::start(self.black, self.white, turn.from()) else {
                    return;
                };
                for &to in turn.landings() {
                    let over = over_point(h.at, to).unwrap_or(to);
                    h.hop(over, to);
                }
                self.after(&h)
            }
        }
    }

    /// Plays a move if it is legal; otherwise says which rule it breaks and
    /// leaves the position unchanged.
    pub fn try_play(&mut self, m: Move) -> Result<(), IllegalMove> {
        *self = self
            .checked(m)
            .map_err(|reason| IllegalMove { mv: m, reason })?;
        Ok(())
    }

    /// Plays a legal move.
    ///
    /// # Panics
    /// If the move is illegal; use [`Position::try_play`] for moves from
    /// outside the engine.
    pub fn play(&mut self, m: Move) {
        if let Err(e) = self.try_play(m) {
            panic!("{e}");
        }
    }

    /// The stones `m` would capture, if it is legal.
    pub fn captures(&self, m: Move) -> Option<Bits> {
        match m {
            Move::Remove(p) => self.check(m).ok().map(|()| p.bit()),
            Move::Hops(turn) => self.checked_turn(turn).ok().map(|(_, h)| h.captured),
        }
    }

    /// Whether `m` is legal here, and if not, why.
    pub fn check(&self, m: Move) -> Result<(), Illegal> {
        self.checked(m).map(|_| ())
    }

    /// The position after `m`, hop by hop, or the first rule it breaks.
    fn checked(&self, m: Move) -> Result<Position, Illegal> {
        if self.outcome().is_some() {
            return Err(Illegal::GameOver);
        }
        match m {
            Move::Remove(point) => {
                let opening = self.rules.opening;
                if self.opened {
                    Err(Illegal::OpeningPlayed)
                } else if !opening.points().contains(&point) {
                    Err(Illegal::NotAnOpeningPoint { point, opening })
                } else if self.stone(point).is_none() {
                    Err(Illegal::NoStone { from: point })
                } else {
                    Ok(self.after_removal(point))
                }
            }
            Move::Hops(turn) => self.checked_turn(turn).map(|(next, _)| next),
        }
    }

    /// The position after a turn and the turn's last hop, or the first rule
    /// it breaks.
    fn checked_turn(&self, turn: Turn) -> Result<(Position, Hopping), Illegal> {
        if self.outcome().is_some() {
            return Err(Illegal::GameOver);
        }
        if !self.opened {
            return Err(Illegal::RemovalFirst);
        }
        let board = GEOMETRY.points;
        let from = turn.from();
        if !board.contains(from) {
            return Err(Illegal::MissingPoint { point: from });
        }
        let mut h =
            Hopping::start(self.black, self.white, from).ok_or(Illegal::NoStone { from })?;
        for (i, &to) in turn.landings().iter().enumerate() {
            let hop = i as u8 + 1;
            if !board.contains(to) {
                return Err(Illegal::MissingPoint { point: to });
            }
            let over = over_point(h.at, to).ok_or(Illegal::NotAHop {
                hop,
                from: h.at,
                to,
            })?;
            if !h.occupied().contains(over) {
                return Err(Illegal::NothingToJump { hop, over });
            }
            if h.waiting.contains(over) {
                return Err(Illegal::JumpsWaiting { hop, over });
            }
            if h.occupied().contains(to) {
                return Err(Illegal::Occupied { hop, to });
            }
            h.hop(over, to);
        }
        Ok((self.after(&h), h))
    }
}
