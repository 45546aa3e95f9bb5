//! The eight symmetries of the board (turns and reflections), which keep
//! the ka-move phase's rules: a ka moving along a rank captures along a
//! file whichever way the board is turned, and the centre stays put. Used
//! to find puzzles that repeat one another.

use crate::board::{Bits, File, Point, Rank};
use crate::games::ka::{Centre, Player, Position};

/// One of the eight symmetries of the square board.
fn map(point: Point, symmetry: u8) -> Point {
    let (f, r) = (point.file().index(), point.rank().index());
    let (f, r) = if symmetry & 4 != 0 { (r, f) } else { (f, r) };
    let f = if symmetry & 1 != 0 { 10 - f } else { f };
    let r = if symmetry & 2 != 0 { 10 - r } else { r };
    Point::at(
        File::new(f).expect("on board"),
        Rank::new(r).expect("on board"),
    )
}

fn map_bits(bits: Bits, symmetry: u8) -> Bits {
    let mut out = Bits::EMPTY;
    for p in bits {
        out.insert(map(p, symmetry));
    }
    out
}

/// A key equal for two positions exactly when one is the other turned or
/// reflected, seen from the side to move (which player that is, and the
/// scores' sum, do not matter; the lead does).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    open_centre: bool,
    black: u128,
    white: u128,
    kas: [u8; 2],
    lead: i16,
}

/// The [`Shape`] of a ka-move position.
pub fn shape(pos: &Position) -> Shape {
    let mover = pos.to_move();
    let other = mover.opponent();
    let lead = pos.points(mover) as i16 - pos.points(other) as i16;
    let ka = |p: Player, s: u8| pos.ka(p).map_or(u8::MAX, |k| map(k, s).index());
    (0..8)
        .map(|s| Shape {
            open_centre: pos.rules().centre == Centre::Open,
            black: map_bits(pos.black(), s).0,
            white: map_bits(pos.white(), s).0,
            kas: [ka(mover, s), ka(other, s)],
            lead,
        })
        .min()
        .expect("eight symmetries")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::Rules;

    fn diagram(marks: &[(&str, char)]) -> String {
        let mut rows = vec![vec!['.'; 11]; 11];
        for (point, c) in marks {
            let p: Point = point.parse().unwrap();
            rows[10 - p.rank().index() as usize][p.file().index() as usize] = *c;
        }
        rows.iter()
            .map(|r| r.iter().collect::<String>() + "\n")
            .collect()
    }

    #[test]
    fn the_eight_symmetries_are_distinct_and_keep_the_centre() {
        let p: Point = "b3".parse().unwrap();
        let images: std::collections::HashSet<_> = (0..8).map(|s| map(p, s)).collect();
        assert_eq!(images.len(), 8);
        assert!((0..8).all(|s| map(Point::CENTRE, s) == Point::CENTRE));
    }

    #[test]
    fn a_turned_position_with_the_other_side_to_move_has_the_same_shape() {
        let corner = diagram(&[("a11", 'S'), ("j1", 'N'), ("c3", 'b'), ("c2", 'w')]);
        let pos = Position::from_diagram(&corner, Player::South, Rules::CLASSIC, [80, 94]);
        // Turned half way round, the kas' owners swapped, North to move 80
        // against South's 94: the same puzzle.
        let turned = diagram(&[("k1", 'N'), ("b11", 'S'), ("i9", 'b'), ("i10", 'w')]);
        let turned = Position::from_diagram(&turned, Player::North, Rules::CLASSIC, [94, 80]);
        assert_eq!(shape(&pos.unwrap()), shape(&turned.unwrap()));
        // Reflected east to west and then along the diagonal: still the same.
        let reflected = diagram(&[("k11", 'S'), ("a2", 'N'), ("c9", 'b'), ("b9", 'w')]);
        let reflected = Position::from_diagram(&reflected, Player::South, Rules::CLASSIC, [80, 94]);
        assert_eq!(shape(&pos.unwrap()), shape(&reflected.unwrap()));
        let other_lead = Position::from_diagram(&corner, Player::South, Rules::CLASSIC, [94, 80]);
        assert_ne!(shape(&pos.unwrap()), shape(&other_lead.unwrap()));
    }
}
