//! Moves and move lists: plain data, depending only on the board, so the
//! position, the move generator and the notation can all use them without
//! importing each other.

use crate::board::Point;

/// The most hops in one turn.
pub const MAX_HOPS: usize = 7;

/// A move: the opening removal, or a turn of hops by one stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The opening: take the stone on this point.
    Remove(Point),
    /// A stone's hops.
    Hops(Turn),
}

/// One stone's turn: where it starts and where each hop lands.
///
/// Unused landing slots always hold the starting point, so that two equal
/// turns are equal field by field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Turn {
    from: Point,
    hops: u8,
    to: [Point; MAX_HOPS],
}

impl Turn {
    /// The turn from `from` landing on each of `landings` in order; `None`
    /// unless there are 1 to 7 landings. Whether the hops are legal is the
    /// position's to say.
    pub fn new(from: Point, landings: &[Point]) -> Option<Turn> {
        if landings.is_empty() || landings.len() > MAX_HOPS {
            return None;
        }
        let mut turn = Turn::start(from);
        for &p in landings {
            turn.push(p);
        }
        Some(turn)
    }

    /// No hops yet, to be extended by the move generator.
    pub(crate) const fn start(from: Point) -> Turn {
        Turn {
            from,
            hops: 0,
            to: [from; MAX_HOPS],
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, to: Point) {
        self.to[self.hops as usize] = to;
        self.hops += 1;
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        self.hops -= 1;
        self.to[self.hops as usize] = self.from;
    }

    /// The point the stone starts from.
    pub fn from(&self) -> Point {
        self.from
    }

    /// The landing point of each hop, in order.
    pub fn landings(&self) -> &[Point] {
        &self.to[..self.hops as usize]
    }

    /// Where the stone ends the turn.
    pub fn to(&self) -> Point {
        self.landings().last().copied().unwrap_or(self.from)
    }

    /// The number of hops, 1 to 7.
    pub fn hops(&self) -> usize {
        self.hops as usize
    }
}

/// The capacity of a [`MoveList`]. Random games never come near it (their
/// busiest positions have about 130 turns); the densest hop lattice a
/// search over arbitrary positions found has 3,712 (see
/// `tests/it/bell_capacity.rs`). No bound is proved: [`MoveList::push`] panics
/// rather than overflow, and [`Position::for_each_move`] has no limit.
///
/// [`Position::for_each_move`]: super::position::Position::for_each_move
pub const MAX_MOVES: usize = 4096;

/// A list of moves on the stack: generating moves never allocates.
pub type MoveList = crate::games::list::MoveList<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn equal_turns_compare_equal_however_they_were_built() {
        let mut built = Turn::start(p("d8"));
        built.push(p("b10"));
        built.push(p("a1"));
        built.pop();
        assert_eq!(Some(built), Turn::new(p("d8"), &[p("b10")]));
        assert_eq!(built.to(), p("b10"));
        assert_eq!(built.hops(), 1);
    }

    #[test]
    fn a_turn_has_one_to_seven_hops() {
        assert_eq!(Turn::new(p("c5"), &[]), None);
        assert!(Turn::new(p("c5"), &[p("c7"); 7]).is_some());
        assert_eq!(Turn::new(p("c5"), &[p("c7"); 8]), None);
        assert!(std::mem::size_of::<Move>() <= 10);
    }
}
