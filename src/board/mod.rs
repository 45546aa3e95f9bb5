//! The 11 × 11 board of intersections: files, ranks, points, and bit sets
//! over the 121 points.
//!
//! These types are shared by every game played on the Pasang board; nothing
//! here knows about kas, phases or captures. Which of the 121 points exist
//! on a game's board, and the diagonals marked on it, are in [`shape`].

pub mod setup;
pub mod shape;

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// The board is `SIZE` points wide and `SIZE` points tall.
pub const SIZE: u8 = 11;
/// Number of intersections, the missing centre included.
pub const POINTS: usize = (SIZE as usize) * (SIZE as usize);

/// A file (column), `a` (west) to `k` (east).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

impl File {
    /// The middle file, `f`.
    pub const MIDDLE: File = File(5);

    /// Files `a`..=`k`, west to east.
    pub fn all() -> impl DoubleEndedIterator<Item = File> + ExactSizeIterator {
        (0..SIZE).map(File)
    }

    /// The file with this 0-based index (0 = `a`), if on the board.
    #[inline]
    pub const fn new(index: u8) -> Option<File> {
        if index < SIZE {
            Some(File(index))
        } else {
            None
        }
    }

    /// The file named by a letter `a`..=`k` (either case).
    pub fn from_char(c: char) -> Option<File> {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_lowercase() {
            File::new(c as u8 - b'a')
        } else {
            None
        }
    }

    /// 0-based index, 0 = `a`.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Lower-case letter of the file.
    #[inline]
    pub const fn to_char(self) -> char {
        (b'a' + self.0) as char
    }

    /// The file seen from the other side of the board: `a` ↔ `k`, `f` ↔ `f`.
    #[inline]
    pub const fn mirror(self) -> File {
        File(SIZE - 1 - self.0)
    }

    /// The file `delta` steps east (negative: west), if on the board.
    #[inline]
    pub fn offset(self, delta: i8) -> Option<File> {
        let i = self.0 as i8 + delta;
        if (0..SIZE as i8).contains(&i) {
            Some(File(i as u8))
        } else {
            None
        }
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// A rank (row), `1` (south) to `11` (north).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The middle rank, `6`, which belongs to neither half.
    pub const MIDDLE: Rank = Rank(5);

    /// Ranks `1`..=`11`, south to north.
    pub fn all() -> impl DoubleEndedIterator<Item = Rank> + ExactSizeIterator {
        (0..SIZE).map(Rank)
    }

    /// The rank with this 0-based index (0 = rank 1), if on the board.
    #[inline]
    pub const fn new(index: u8) -> Option<Rank> {
        if index < SIZE {
            Some(Rank(index))
        } else {
            None
        }
    }

    /// The rank with this number as written, 1..=11.
    #[inline]
    pub const fn from_number(n: u8) -> Option<Rank> {
        if n >= 1 && n <= SIZE {
            Some(Rank(n - 1))
        } else {
            None
        }
    }

    /// 0-based index, 0 = rank 1.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The number as written, 1..=11.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// An intersection of the board, written file then rank: `c3`, `k11`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Point(u8);

impl Point {
    /// The centre, `f6`: not a playable point.
    pub const CENTRE: Point = Point::at(File::MIDDLE, Rank::MIDDLE);

    /// The point on this file and rank.
    #[inline]
    pub const fn at(file: File, rank: Rank) -> Point {
        Point(rank.0 * SIZE + file.0)
    }

    /// The point with this index (`rank * 11 + file`, 0-based), if on the board.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Point> {
        if (index as usize) < POINTS {
            Some(Point(index))
        } else {
            None
        }
    }

    /// All 121 points, the centre included, south-west first, rank by rank.
    pub fn all() -> impl DoubleEndedIterator<Item = Point> + ExactSizeIterator {
        (0..POINTS as u8).map(Point)
    }

    /// Index `rank * 11 + file`, 0-based.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    #[inline]
    pub const fn file(self) -> File {
        File(self.0 % SIZE)
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 / SIZE)
    }

    /// The point reached by a 180° rotation of the board about its centre.
    #[inline]
    pub const fn rotated(self) -> Point {
        Point((POINTS as u8) - 1 - self.0)
    }

    /// The neighbouring point one step in `dir`, if on the board.
    #[inline]
    pub fn step(self, dir: Direction) -> Option<Point> {
        let (df, dr) = dir.delta();
        let file = self.file().offset(df)?;
        let rank = Rank::new((self.rank().0 as i8 + dr) as u8)?;
        Some(Point::at(file, rank))
    }

    /// The single-point set.
    #[inline]
    pub const fn bit(self) -> Bits {
        Bits(1u128 << self.0)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

impl std::str::FromStr for Point {
    type Err = ();

    /// Parses `c3`, `k11` (file letter in either case, then the rank number).
    fn from_str(s: &str) -> Result<Point, ()> {
        let mut chars = s.chars();
        let file = chars.next().and_then(File::from_char).ok_or(())?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(());
        }
        let number: u8 = digits.parse().map_err(|_| ())?;
        if digits.starts_with('0') {
            return Err(());
        }
        let rank = Rank::from_number(number).ok_or(())?;
        Ok(Point::at(file, rank))
    }
}

/// One of the four orthogonal directions. North is toward rank 11, east
/// toward file `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// `(file step, rank step)`.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }

    #[inline]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The axis this direction runs along.
    #[inline]
    pub const fn axis(self) -> Axis {
        match self {
            Direction::North | Direction::South => Axis::Vertical,
            Direction::East | Direction::West => Axis::Horizontal,
        }
    }

    /// Whether walking this way visits points in increasing index order.
    #[inline]
    pub(crate) const fn ascending(self) -> bool {
        matches!(self, Direction::North | Direction::East)
    }
}

/// A line of the board: a rank (horizontal) or a file (vertical).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    Horizontal,
    Vertical,
}

impl Axis {
    /// The two directions along this axis, the ascending one first.
    #[inline]
    pub const fn directions(self) -> [Direction; 2] {
        match self {
            Axis::Horizontal => [Direction::East, Direction::West],
            Axis::Vertical => [Direction::North, Direction::South],
        }
    }

    #[inline]
    pub const fn perpendicular(self) -> Axis {
        match self {
            Axis::Horizontal => Axis::Vertical,
            Axis::Vertical => Axis::Horizontal,
        }
    }
}

/// The colour of a stone. Black stones score 1 point, white stones 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    Black,
    White,
}

impl Stone {
    pub const ALL: [Stone; 2] = [Stone::Black, Stone::White];

    /// Points scored for capturing one stone of this colour.
    #[inline]
    pub const fn value(self) -> u16 {
        match self {
            Stone::Black => 1,
            Stone::White => 2,
        }
    }

    /// `b` or `w`, as written in setups.
    #[inline]
    pub const fn to_char(self) -> char {
        match self {
            Stone::Black => 'b',
            Stone::White => 'w',
        }
    }

    #[inline]
    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The stone on `p`, given the sets of black and white stones.
    #[inline]
    pub fn on(p: Point, black: Bits, white: Bits) -> Option<Stone> {
        if black.contains(p) {
            Some(Stone::Black)
        } else if white.contains(p) {
            Some(Stone::White)
        } else {
            None
        }
    }
}

/// A set of points, one bit each (bit `i` = point with index `i`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bits(pub u128);

impl Bits {
    pub const EMPTY: Bits = Bits(0);
    /// Every one of the 121 points, the centre included.
    pub const BOARD: Bits = Bits((1u128 << POINTS) - 1);

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 >> p.0 & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, p: Point) {
        self.0 |= 1u128 << p.0;
    }

    #[inline]
    pub fn remove(&mut self, p: Point) {
        self.0 &= !(1u128 << p.0);
    }

    /// The lowest-index point in the set.
    #[inline]
    pub const fn first(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point(self.0.trailing_zeros() as u8))
        }
    }

    /// The highest-index point in the set.
    #[inline]
    pub const fn last(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point(127 - self.0.leading_zeros() as u8))
        }
    }

    /// The points with an index below `p`'s.
    #[inline]
    pub const fn below(p: Point) -> Bits {
        Bits((1u128 << p.0) - 1)
    }

    /// The points with an index above `p`'s (within the board).
    #[inline]
    pub const fn above(p: Point) -> Bits {
        Bits(Bits::BOARD.0 & !((1u128 << p.0) | ((1u128 << p.0) - 1)))
    }

    /// Iterates the points in increasing index order.
    #[inline]
    pub fn iter(self) -> BitsIter {
        BitsIter(self.0)
    }
}

impl fmt::Debug for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl IntoIterator for Bits {
    type Item = Point;
    type IntoIter = BitsIter;
    #[inline]
    fn into_iter(self) -> BitsIter {
        self.iter()
    }
}

impl FromIterator<Point> for Bits {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Bits {
        let mut bits = Bits::EMPTY;
        for p in iter {
            bits.insert(p);
        }
        bits
    }
}

/// Iterator over the points of a [`Bits`].
pub struct BitsIter(u128);

impl Iterator for BitsIter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Point(i))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitsIter {}

impl BitOr for Bits {
    type Output = Bits;
    #[inline]
    fn bitor(self, rhs: Bits) -> Bits {
        Bits(self.0 | rhs.0)
    }
}

impl BitOrAssign for Bits {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bits) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for Bits {
    type Output = Bits;
    #[inline]
    fn bitand(self, rhs: Bits) -> Bits {
        Bits(self.0 & rhs.0)
    }
}

impl BitAndAssign for Bits {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bits) {
        self.0 &= rhs.0;
    }
}

impl Not for Bits {
    type Output = Bits;
    /// Complement within the board's 121 points.
    #[inline]
    fn not(self) -> Bits {
        Bits(!self.0 & Bits::BOARD.0)
    }
}

/// Precomputed rays: the points strictly beyond `p` in direction `d`, to the
/// board edge.
pub(crate) struct Rays([[Bits; 4]; POINTS]);

impl Rays {
    const fn build() -> Rays {
        let mut rays = [[Bits::EMPTY; 4]; POINTS];
        let mut i = 0;
        while i < POINTS {
            let file = (i % SIZE as usize) as i8;
            let rank = (i / SIZE as usize) as i8;
            let mut d = 0;
            while d < 4 {
                let (df, dr) = Direction::ALL[d].delta();
                let (mut f, mut r) = (file + df, rank + dr);
                let mut bits = 0u128;
                while f >= 0 && f < SIZE as i8 && r >= 0 && r < SIZE as i8 {
                    bits |= 1u128 << (r as usize * SIZE as usize + f as usize);
                    f += df;
                    r += dr;
                }
                rays[i][d] = Bits(bits);
                d += 1;
            }
            i += 1;
        }
        Rays(rays)
    }

    #[inline]
    pub(crate) fn get(&self, p: Point, d: Direction) -> Bits {
        self.0[p.0 as usize][d as usize]
    }
}

pub(crate) static RAYS: Rays = Rays::build();

/// The set of every point on a file.
#[inline]
pub fn file_bits(file: File) -> Bits {
    Rank::all().map(|r| Point::at(file, r)).collect()
}

/// The set of every point on a rank.
#[inline]
pub fn rank_bits(rank: Rank) -> Bits {
    File::all().map(|f| Point::at(f, rank)).collect()
}

/// Points and sets of points by name, for tests.
#[cfg(test)]
pub(crate) mod named {
    use super::{Bits, Point};

    /// The point named `s` ("f6").
    pub(crate) fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    /// The points named in `s`, separated by spaces ("a1 b2 c3").
    pub(crate) fn bits(s: &str) -> Bits {
        s.split_whitespace().map(p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_round_trip_through_notation() {
        for p in Point::all() {
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
        assert_eq!("k11".parse::<Point>().unwrap().index(), 120);
        assert_eq!(Point::CENTRE.to_string(), "f6");
    }

    #[test]
    fn malformed_points_are_refused() {
        for s in ["", "c", "c0", "c12", "l3", "3c", "c03", "c-1", "c111", "é3"] {
            assert!(s.parse::<Point>().is_err(), "{s:?} parsed");
        }
    }

    #[test]
    fn rotation_maps_file_and_rank_to_their_complements() {
        let c3: Point = "c3".parse().unwrap();
        assert_eq!(c3.rotated().to_string(), "i9");
        assert_eq!(Point::CENTRE.rotated(), Point::CENTRE);
    }

    #[test]
    fn rays_stop_at_the_board_edge() {
        let c3: Point = "c3".parse().unwrap();
        assert_eq!(RAYS.get(c3, Direction::North).count(), 8);
        assert_eq!(RAYS.get(c3, Direction::South).count(), 2);
        assert_eq!(RAYS.get(c3, Direction::West).count(), 2);
        assert_eq!(RAYS.get(c3, Direction::East).count(), 8);
        let a1: Point = "a1".parse().unwrap();
        assert!(RAYS.get(a1, Direction::West).is_empty());
        assert!(RAYS.get(a1, Direction::South).is_empty());
    }

    #[test]
    fn above_and_below_split_the_board() {
        for p in Point::all() {
            let split = Bits::below(p) | p.bit() | Bits::above(p);
            assert_eq!(split, Bits::BOARD);
            assert!((Bits::below(p) & Bits::above(p)).is_empty());
        }
    }
}
