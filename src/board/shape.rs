//! Which points exist on a game's board, and the diagonals marked on it.
//!
//! Both games use the 11 × 11 grid of [`super::Point`]s, but not all of it:
//! the ka game leaves out the centre f6, Bell's game the whole central
//! 3 × 3 (e5–g7), and only Bell's board has marked diagonals.

use super::{Bits, File, Point, Rank};

/// The points of a board shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// The ka game's board: all 121 points but the centre f6 (120).
    Ka,
    /// R. C. Bell's board: the 11 × 11 without the central 3 × 3, e5–g7 (112).
    Bell,
}

impl Shape {
    /// The points that exist on this board.
    pub fn points(self) -> Bits {
        match self {
            Shape::Ka => Bits::BOARD & !Point::CENTRE.bit(),
            Shape::Bell => Bits::BOARD & !bell_hole(),
        }
    }

    /// Whether `p` is a point of this board.
    pub fn contains(self, p: Point) -> bool {
        self.points().contains(p)
    }

    /// The marked diagonals, each as the set of its points: none on the ka
    /// game's board; on Bell's, the four from the corners toward the missing
    /// centre: a1–d4, k1–h4, a11–d8, k11–h8.
    pub fn marked_diagonals(self) -> Vec<Bits> {
        match self {
            Shape::Ka => Vec::new(),
            Shape::Bell => [
                (0, 0, 1, 1),
                (10, 0, -1, 1),
                (0, 10, 1, -1),
                (10, 10, -1, -1),
            ]
            .into_iter()
            .map(|(file, rank, df, dr)| {
                (0..4)
                    .map(|i| point(file + i * df, rank + i * dr))
                    .collect()
            })
            .collect(),
        }
    }
}

/// The central 3 × 3, files e–g, ranks 5–7.
fn bell_hole() -> Bits {
    (4..=6)
        .flat_map(|file| (4..=6).map(move |rank| point(file, rank)))
        .collect()
}

/// The point at 0-based file and rank indices known to be on the board.
fn point(file: i8, rank: i8) -> Point {
    let file = File::new(file as u8).expect("on the board");
    let rank = Rank::new(rank as u8).expect("on the board");
    Point::at(file, rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(points: &str) -> Bits {
        points
            .split_whitespace()
            .map(|p| p.parse::<Point>().unwrap())
            .collect()
    }

    #[test]
    fn the_ka_board_is_every_point_but_the_centre() {
        let points = Shape::Ka.points();
        assert_eq!(points.count(), 120);
        assert!(!points.contains(Point::CENTRE));
        assert!(Shape::Ka.contains("e5".parse().unwrap()));
        assert!(Shape::Ka.marked_diagonals().is_empty());
    }

    #[test]
    fn bells_board_lacks_the_central_three_by_three() {
        let points = Shape::Bell.points();
        assert_eq!(points.count(), 112);
        let hole = bits("e5 f5 g5 e6 f6 g6 e7 f7 g7");
        assert!((points & hole).is_empty());
        assert_eq!(points | hole, Bits::BOARD);
        for edge in ["d4", "h4", "d8", "h8", "d6", "f4", "h6", "f8"] {
            assert!(Shape::Bell.contains(edge.parse().unwrap()), "{edge}");
        }
    }

    #[test]
    fn bells_marked_diagonals_run_from_the_corners_toward_the_centre() {
        assert_eq!(
            Shape::Bell.marked_diagonals(),
            vec![
                bits("a1 b2 c3 d4"),
                bits("k1 j2 i3 h4"),
                bits("a11 b10 c9 d8"),
                bits("k11 j10 i9 h8"),
            ]
        );
    }
}
