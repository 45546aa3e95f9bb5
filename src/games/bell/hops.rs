//! Where a stone can hop on Bell's board, and one stone's turn in progress.
//!
//! A hop goes over the next point to the one beyond, along a rank, a file,
//! or a marked diagonal (both points on the same diagonal as the start).
//! The geometry is read once from [`super::SHAPE`]; a turn in progress is a
//! [`Hopping`], which both the move generator and the hop-by-hop random
//! games use.

use crate::board::{Bits, Point, Rank, Stone};
use std::sync::LazyLock;

/// The eight ways a hop can point: the four orthogonal first, then the four
/// diagonal, as (file step, rank step).
const STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// The hops of Bell's board.
pub(crate) struct Geometry {
    /// The points of the board.
    pub points: Bits,
    /// For each of the eight [`STEPS`]: the points a hop that way can
    /// start from (its over and landing points exist).
    pub origins: [Bits; 8],
    /// For each step, the index offset of one step (`rank * 11 + file`).
    pub offsets: [i8; 8],
    /// From each point: its hops as (over, landing), and how many there are.
    pub from: [[(Point, Point); 5]; 121],
    pub count: [u8; 121],
}

/// Bell's board's hops, computed once.
pub(crate) static GEOMETRY: LazyLock<Geometry> = LazyLock::new(Geometry::build);

fn offset(p: Point, (df, dr): (i8, i8), times: i8) -> Option<Point> {
    let file = p.file().offset(df * times)?;
    let rank = Rank::new((p.rank().index() as i8 + dr * times) as u8)?;
    Some(Point::at(file, rank))
}

impl Geometry {
    fn build() -> Geometry {
        let points = super::SHAPE.points();
        let diagonals = super::SHAPE.marked_diagonals();
        let mut g = Geometry {
            points,
            origins: [Bits::EMPTY; 8],
            offsets: [0; 8],
            from: [[(Point::CENTRE, Point::CENTRE); 5]; 121],
            count: [0; 121],
        };
        for (i, &step) in STEPS.iter().enumerate() {
            g.offsets[i] = step.1 * 11 + step.0;
            for p in points {
                let (Some(over), Some(land)) = (offset(p, step, 1), offset(p, step, 2)) else {
                    continue;
                };
                let on_board = points.contains(over) && points.contains(land);
                let along = i < 4
                    || diagonals
                        .iter()
                        .any(|d| d.contains(p) && d.contains(over) && d.contains(land));
                if on_board && along {
                    g.origins[i].insert(p);
                    let n = &mut g.count[p.index() as usize];
                    g.from[p.index() as usize][*n as usize] = (over, land);
                    *n += 1;
                }
            }
        }
        g
    }

    /// The hops from `p`, as (over, landing).
    #[inline]
    pub fn hops_from(&self, p: Point) -> &[(Point, Point)] {
        let i = p.index() as usize;
        &self.from[i][..self.count[i] as usize]
    }

    /// The stones that can make a first hop in direction `i`, given the
    /// occupied points.
    #[inline]
    pub fn first_hops(&self, i: usize, occupied: Bits) -> Bits {
        let empty = self.points.0 & !occupied.0;
        let o = self.offsets[i];
        // Bit p set iff p + k·o is set, for k = 1 (over) and 2 (landing).
        let (over, land) = if o > 0 {
            (occupied.0 >> o, empty >> (2 * o))
        } else {
            (occupied.0 << -o, empty << (-2 * o))
        };
        Bits(self.origins[i].0 & occupied.0 & over & land)
    }

    /// Every stone that has a first hop.
    pub fn movable(&self, occupied: Bits) -> Bits {
        (0..8).fold(Bits::EMPTY, |acc, i| acc | self.first_hops(i, occupied))
    }
}

/// A stone's turn in progress: the board without the hopping stone, where
/// it stands, the stone left waiting by an even hop, and what it has taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hopping {
    pub black: Bits,
    pub white: Bits,
    pub stone: Stone,
    pub at: Point,
    /// The stone jumped by the last hop if that hop was even (at most one).
    pub waiting: Bits,
    pub hops: u8,
    /// Points captured so far this turn.
    pub taken: u16,
    /// The stones captured so far this turn.
    pub captured: Bits,
}

impl Hopping {
    /// Picks up the stone on `from`, if there is one.
    #[inline]
    pub fn start(black: Bits, white: Bits, from: Point) -> Option<Hopping> {
        let stone = Stone::on(from, black, white)?;
        let bit = !from.bit();
        Some(Hopping {
            black: black & bit,
            white: white & bit,
            stone,
            at: from,
            waiting: Bits::EMPTY,
            hops: 0,
            taken: 0,
            captured: Bits::EMPTY,
        })
    }

    /// Every point with a stone, the hopping stone aside.
    #[inline]
    pub fn occupied(&self) -> Bits {
        self.black | self.white
    }

    /// Whether the stone on `over` may be jumped to `land`.
    #[inline]
    pub fn can_hop(&self, over: Point, land: Point) -> bool {
        let occ = self.occupied();
        occ.contains(over) && !self.waiting.contains(over) && !occ.contains(land)
    }

    /// Hops over `over` to `land` (known to be allowed): an odd hop captures
    /// the stone jumped and the one waiting, an even hop leaves it waiting.
    #[inline]
    pub fn hop(&mut self, over: Point, land: Point) {
        self.hops += 1;
        self.at = land;
        if self.hops % 2 == 1 {
            let taken = self.waiting | over.bit();
            let black = (self.black & taken).count() as u16;
            let white = (self.white & taken).count() as u16;
            self.taken += black * Stone::Black.value() + white * Stone::White.value();
            self.captured |= taken;
            self.black &= !taken;
            self.white &= !taken;
            self.waiting = Bits::EMPTY;
        } else {
            self.waiting = over.bit();
        }
    }

    /// Ends the turn: the stones on the board, the hopping stone put down
    /// where it stands (a waiting stone stays).
    #[inline]
    pub fn finish(&self) -> (Bits, Bits) {
        let (mut black, mut white) = (self.black, self.white);
        match self.stone {
            Stone::Black => black.insert(self.at),
            Stone::White => white.insert(self.at),
        }
        (black, white)
    }
}

/// The point jumped by a hop from `from` to `to`, if that is a hop of
/// Bell's board.
pub(crate) fn over_point(from: Point, to: Point) -> Option<Point> {
    GEOMETRY
        .hops_from(from)
        .iter()
        .find(|&&(_, land)| land == to)
        .map(|&(over, _)| over)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn landings(from: &str) -> Vec<String> {
        let mut v: Vec<String> = GEOMETRY
            .hops_from(p(from))
            .iter()
            .map(|(_, land)| land.to_string())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn hops_follow_ranks_files_and_only_the_marked_diagonals() {
        assert_eq!(landings("a1"), ["a3", "c1", "c3"]);
        assert_eq!(landings("b2"), ["b4", "d2", "d4"]);
        assert_eq!(landings("c3"), ["a1", "a3", "c1", "c5", "e3"]);
        // d4 back down its diagonal, never across the hole.
        assert_eq!(landings("d4"), ["b2", "b4", "d2", "d6", "f4"]);
        // c4 is on no marked diagonal: no diagonal hop.
        assert_eq!(landings("c4"), ["a4", "c2", "c6", "e4"]);
        // h8 up its diagonal toward k11, and round the hole's corner.
        assert_eq!(landings("h8"), ["f8", "h10", "h6", "j10", "j8"]);
        // Beside the hole: f4 hops along rank 4 and south only.
        assert_eq!(landings("f4"), ["d4", "f2", "h4"]);
    }

    #[test]
    fn odd_hops_capture_and_even_hops_leave_a_stone_waiting() {
        let black: Bits = [p("a1"), p("a2"), p("b3"), p("c2")].into_iter().collect();
        let mut h = Hopping::start(black, Bits::EMPTY, p("a1")).unwrap();
        h.hop(p("a2"), p("a3"));
        assert_eq!((h.taken, h.occupied().count()), (1, 2));
        h.hop(p("b3"), p("c3"));
        assert_eq!((h.taken, h.waiting), (1, p("b3").bit()));
        assert!(
            !h.can_hop(p("b3"), p("a3")),
            "a waiting stone is not jumped"
        );
        h.hop(p("c2"), p("c1"));
        assert_eq!((h.taken, h.occupied()), (3, Bits::EMPTY));
        assert_eq!(h.captured.count(), 3);
        assert_eq!(h.finish(), (p("c1").bit(), Bits::EMPTY));
    }
}
