//! Which points exist on a game's board, and the diagonals marked on it.
//!
//! Every game uses the 11 × 11 grid of [`super::Point`]s, but not always
//! all of it: a game supplies its board's [`Shape`] (the ka game's leaves
//! out the centre f6, Bell's the whole central 3 × 3 and marks four
//! diagonals), defined in the game's own folder.

use super::{Bits, File, Point, Rank};

/// The points of a board shape: the grid without the points `missing`,
/// with the `marked` diagonals drawn on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The points of the grid the board does not have.
    pub missing: &'static [Point],
    /// The diagonals marked on the board, each as its points.
    pub marked: &'static [&'static [Point]],
}

impl Shape {
    /// The points that exist on this board.
    pub fn points(self) -> Bits {
        let missing: Bits = self.missing.iter().copied().collect();
        Bits::BOARD & !missing
    }

    /// Whether `p` is a point of this board.
    pub fn contains(self, p: Point) -> bool {
        !self.missing.contains(&p)
    }

    /// The marked diagonals, each as the set of its points.
    pub fn marked_diagonals(self) -> Vec<Bits> {
        (self.marked.iter())
            .map(|line| line.iter().copied().collect())
            .collect()
    }
}

/// The point at 0-based file and rank indices, for a shape's constants.
pub const fn point(file: u8, rank: u8) -> Point {
    match (File::new(file), Rank::new(rank)) {
        (Some(file), Some(rank)) => Point::at(file, rank),
        _ => panic!("a point off the board"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPE: Shape = Shape {
        missing: &[point(0, 0), point(5, 5)],
        marked: &[&[point(1, 1), point(2, 2)]],
    };

    #[test]
    fn a_shape_is_the_grid_without_its_missing_points() {
        let points = SHAPE.points();
        assert_eq!(points.count(), 119);
        assert!(!SHAPE.contains(point(0, 0)) && !points.contains(Point::CENTRE));
        assert!(SHAPE.contains(point(1, 0)) && points.contains(point(1, 0)));
        assert_eq!(
            SHAPE.marked_diagonals(),
            vec![[point(1, 1), point(2, 2)].into_iter().collect::<Bits>()]
        );
    }
}
