//! A turn being played hop by hop, as a person plays it: the stone chosen,
//! the landings it can reach next, what the turn has captured so far and
//! the stone left waiting by an even hop. Hops are taken back one at a
//! time; the finished turn is one [`Move::Hops`].

use super::errors::Illegal;
use super::hops::{GEOMETRY, Hopping, over_point};
use super::moves::{MAX_HOPS, Move, Turn};
use super::position::Position;
use crate::board::{Bits, Point, Stone};

/// Why a hop of a turn in progress is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HopRefusal {
    /// Seven hops have been made: the turn can only end.
    TurnFull,
    /// The hop breaks a rule.
    Illegal(Illegal),
}

/// One stone's turn in progress on a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnInProgress {
    /// `states[i]`: the stone after `i` hops.
    states: [Hopping; MAX_HOPS + 1],
    turn: Turn,
}

impl Position {
    /// The stones that can hop now (none before the opening removal or once
    /// the game is over).
    pub fn movable(&self) -> Bits {
        if !self.opened() || self.outcome().is_some() {
            return Bits::EMPTY;
        }
        GEOMETRY.movable(self.stones())
    }
}

impl TurnInProgress {
    /// Picks up the stone on `from` to hop it: refused before the opening
    /// removal, after the game, off the board and with no stone there. A
    /// stone with no hop may be picked up; it has no landings.
    pub fn start(pos: &Position, from: Point) -> Result<TurnInProgress, Illegal> {
        if pos.outcome().is_some() {
            return Err(Illegal::GameOver);
        }
        if !pos.opened() {
            return Err(Illegal::RemovalFirst);
        }
        if !GEOMETRY.points.contains(from) {
            return Err(Illegal::MissingPoint { point: from });
        }
        let h = Hopping::start(pos.black(), pos.white(), from).ok_or(Illegal::NoStone { from })?;
        Ok(TurnInProgress {
            states: [h; MAX_HOPS + 1],
            turn: Turn::start(from),
        })
    }

    fn now(&self) -> &Hopping {
        &self.states[self.turn.hops()]
    }

    /// The point the stone started from.
    pub fn from(&self) -> Point {
        self.turn.from()
    }

    /// Where the stone stands now.
    pub fn at(&self) -> Point {
        self.now().at
    }

    /// The colour of the stone hopping.
    pub fn stone(&self) -> Stone {
        self.now().stone
    }

    /// Hops made so far, 0 to 7.
    pub fn hops(&self) -> usize {
        self.turn.hops()
    }

    /// The stones captured so far this turn.
    pub fn captured(&self) -> Bits {
        self.now().captured
    }

    /// The points captured so far this turn.
    pub fn points(&self) -> u16 {
        self.now().taken
    }

    /// The stone left waiting by an even hop: still on the board, not to be
    /// jumped again, captured by the next hop if there is one.
    pub fn waiting(&self) -> Option<Point> {
        self.now().waiting.first()
    }

    /// The black and white stones on the board as the turn stands, the
    /// hopping stone where it is now and a waiting stone still there.
    pub fn stones(&self) -> (Bits, Bits) {
        self.now().finish()
    }

    /// The points the stone can land on with its next hop (none after
    /// seven hops).
    pub fn landings(&self) -> Bits {
        if self.hops() == MAX_HOPS {
            return Bits::EMPTY;
        }
        let h = self.now();
        GEOMETRY
            .hops_from(h.at)
            .iter()
            .filter(|&&(over, land)| h.can_hop(over, land))
            .map(|&(_, land)| land)
            .collect()
    }

    /// Whether no hop is left: seven made, or none possible from here.
    pub fn is_over(&self) -> bool {
        self.landings().is_empty()
    }

    /// Hops to `to`, or says why not (and changes nothing).
    pub fn hop(&mut self, to: Point) -> Result<(), HopRefusal> {
        let n = self.hops();
        if n == MAX_HOPS {
            return Err(HopRefusal::TurnFull);
        }
        let hop = n as u8 + 1;
        let mut h = *self.now();
        let illegal = |reason| Err(HopRefusal::Illegal(reason));
        if !GEOMETRY.points.contains(to) {
            return illegal(Illegal::MissingPoint { point: to });
        }
        let Some(over) = over_point(h.at, to) else {
            return illegal(Illegal::NotAHop {
                hop,
                from: h.at,
                to,
            });
        };
        if !h.occupied().contains(over) {
            return illegal(Illegal::NothingToJump { hop, over });
        }
        if h.waiting.contains(over) {
            return illegal(Illegal::JumpsWaiting { hop, over });
        }
        if h.occupied().contains(to) {
            return illegal(Illegal::Occupied { hop, to });
        }
        h.hop(over, to);
        self.turn.push(to);
        self.states[n + 1] = h;
        Ok(())
    }

    /// Takes back the last hop; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.hops() == 0 {
            return false;
        }
        self.turn.pop();
        true
    }

    /// The turn as a move, once it has a hop.
    pub fn to_move(&self) -> Option<Move> {
        (self.hops() > 0).then_some(Move::Hops(self.turn))
    }

    /// The turn so far, as played (starting point and landings).
    pub fn turn(&self) -> Turn {
        self.turn
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Rules, Setup};

    use crate::board::named::{bits, p};

    /// Black a1, a2, b3, c2 and white c4, after the opening.
    fn lattice() -> Position {
        Position::with_stones(Rules::default(), bits("a1 a2 b3 c2"), bits("c4"))
    }

    #[test]
    fn a_turn_hops_step_by_step_and_shows_what_it_has_taken() {
        let pos = lattice();
        let mut t = TurnInProgress::start(&pos, p("a1")).unwrap();
        // From a1: over a2 to a3, over b2 (empty) no, over b1 (empty) no.
        assert_eq!(t.landings(), bits("a3"));
        t.hop(p("a3")).unwrap();
        assert_eq!(
            (t.captured(), t.points(), t.waiting()),
            (bits("a2"), 1, None)
        );
        // From a3: over b3 to c3 only.
        assert_eq!(t.landings(), bits("c3"));
        t.hop(p("c3")).unwrap();
        // The second hop leaves b3 waiting: still on the board, not taken.
        assert_eq!(t.waiting(), Some(p("b3")));
        assert_eq!((t.captured(), t.points()), (bits("a2"), 1));
        assert_eq!(t.stones(), (bits("b3 c2 c3"), bits("c4")));
        // From c3: over c2 to c1, over c4 to c5, not back over b3 to a3.
        assert_eq!(t.landings(), bits("c1 c5"));
        t.hop(p("c5")).unwrap();
        // The third hop takes the white stone jumped and the waiting black.
        assert_eq!((t.captured(), t.points()), (bits("a2 b3 c4"), 4));
        assert_eq!(t.waiting(), None);
        assert_eq!(t.to_move(), Some("a1-a3-c3-c5".parse().unwrap()));
    }

    #[test]
    fn a_waiting_stone_is_refused_as_a_hop_and_undo_restores_each_step() {
        let pos = lattice();
        let mut t = TurnInProgress::start(&pos, p("a1")).unwrap();
        t.hop(p("a3")).unwrap();
        t.hop(p("c3")).unwrap();
        let before = t;
        assert_eq!(
            t.hop(p("a3")),
            Err(HopRefusal::Illegal(Illegal::JumpsWaiting {
                hop: 3,
                over: p("b3")
            }))
        );
        assert_eq!(t, before, "a refused hop changes nothing");
        assert_eq!(
            t.hop(p("c6")),
            Err(HopRefusal::Illegal(Illegal::NotAHop {
                hop: 3,
                from: p("c3"),
                to: p("c6")
            }))
        );
        assert!(t.undo());
        assert_eq!((t.at(), t.waiting(), t.points()), (p("a3"), None, 1));
        assert!(t.undo());
        assert_eq!((t.at(), t.captured(), t.hops()), (p("a1"), Bits::EMPTY, 0));
        assert!(!t.undo());
        assert_eq!(t.to_move(), None);
    }

    #[test]
    fn seven_hops_fill_a_turn() {
        // a1 hops up the west side round stones placed by hand.
        let pos = Position::with_stones(
            Rules::default(),
            bits("a1 a2 b3 c4 b5 a6 b7 c8"),
            Bits::EMPTY,
        );
        let mut t = TurnInProgress::start(&pos, p("a1")).unwrap();
        for to in ["a3", "c3", "c5", "a5", "a7", "c7", "c9"] {
            assert!(t.landings().contains(p(to)), "{to} in {:?}", t.landings());
            t.hop(p(to)).unwrap();
        }
        assert_eq!(t.hops(), 7);
        assert!(t.is_over());
        assert_eq!(t.landings(), Bits::EMPTY);
        assert_eq!(t.hop(p("c11")), Err(HopRefusal::TurnFull));
        // Seven hops capture every stone jumped: seven.
        assert_eq!(t.captured(), bits("a2 b3 c4 b5 a6 b7 c8"));
        assert_eq!(t.stones(), (bits("c9"), Bits::EMPTY));
    }

    #[test]
    fn only_an_opened_unfinished_board_with_a_stone_there_starts_a_turn() {
        let start = Position::start(&Setup::default(), Rules::default());
        assert_eq!(
            TurnInProgress::start(&start, p("c3")),
            Err(Illegal::RemovalFirst)
        );
        assert_eq!(start.movable(), Bits::EMPTY);
        let pos = lattice();
        assert_eq!(
            TurnInProgress::start(&pos, p("b1")),
            Err(Illegal::NoStone { from: p("b1") })
        );
        assert_eq!(
            TurnInProgress::start(&pos, p("f6")),
            Err(Illegal::MissingPoint { point: p("f6") })
        );
        assert!(pos.movable().contains(p("a1")));
        let lone = Position::with_stones(Rules::default(), bits("a1"), Bits::EMPTY);
        assert_eq!(lone.movable(), Bits::EMPTY);
        assert_eq!(
            TurnInProgress::start(&lone, p("a1")),
            Err(Illegal::GameOver)
        );
    }
}
