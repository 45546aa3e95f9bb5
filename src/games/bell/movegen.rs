//! The legal moves: the opening removals, then every turn of 1 to 7 hops
//! by any stone.

use super::hops::{GEOMETRY, Geometry, Hopping};
use super::moves::{MAX_HOPS, MAX_MOVES, Move, Turn};
use super::position::Position;
use crate::games::list::LegalMoves;

impl Position {
    /// Calls `f` with every legal move and the position it leads to, in a
    /// fixed order: stone by stone, each turn before its longer versions.
    #[inline]
    pub fn for_each_turn(&self, mut f: impl FnMut(Move, &Position)) {
        if self.outcome().is_some() {
            return;
        }
        if !self.opened() {
            for p in self.rules().opening.points() {
                if self.stone(p).is_some() {
                    f(Move::Remove(p), &self.after_removal(p));
                }
            }
            return;
        }
        let g = &*GEOMETRY;
        for from in g.movable(self.stones()) {
            let h = Hopping::start(self.black(), self.white(), from).expect("a stone");
            self.extend(g, &h, &mut Turn::start(from), &mut f);
        }
    }

    /// Every turn continuing `turn`, which has brought the stone to `h`.
    fn extend(
        &self,
        g: &Geometry,
        h: &Hopping,
        turn: &mut Turn,
        f: &mut impl FnMut(Move, &Position),
    ) {
        for &(over, land) in g.hops_from(h.at) {
            if !h.can_hop(over, land) {
                continue;
            }
            let mut next = *h;
            next.hop(over, land);
            turn.push(land);
            f(Move::Hops(*turn), &self.after(&next));
            if (next.hops as usize) < MAX_HOPS {
                self.extend(g, &next, turn, f);
            }
            turn.pop();
        }
    }
}

impl LegalMoves<MAX_MOVES> for Position {
    type Move = Move;

    fn for_each_move(&self, mut f: impl FnMut(Move)) {
        self.for_each_turn(|m, _| f(m));
    }
}
