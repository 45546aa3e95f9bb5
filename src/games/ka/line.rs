//! Capture lines: which stones a ka standing on a point can take.
//!
//! From the ka's point, walk one way along a rank or file: empty points are
//! skipped, the first stone met sets the colour, and stones of that colour
//! are collected (still skipping empty points) until the board edge, a stone
//! of the other colour, the enemy ka, or — when the centre blocks — the
//! centre stops the walk. That is the *run* on that side.
//!
//! If the runs on both sides of the ka are non-empty and of one colour, they
//! are a single line that can only be taken whole; otherwise each non-empty
//! run is a line of its own. A line can be taken only if it has an odd number
//! of stones.
//!
//! With partial captures a capturable line may also be taken in part: an odd
//! number of its stones, fewer than all, the nearest to the ka on each side.

use super::options::Centre;
use crate::board::{Axis, Bits, Direction, Point, RAYS, Stone};

pub use super::moves::{Line, Take};

/// The stones a ka sees: the two colours, and the points that stop a walk
/// (the enemy ka, and the centre when it blocks).
#[derive(Clone, Copy, Debug)]
pub struct Sight {
    pub black: Bits,
    pub white: Bits,
    pub walls: Bits,
}

/// One side's run: its stones and their colour (`stones` is empty when there
/// is no run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub stones: Bits,
    pub colour: Stone,
}

impl Run {
    const NONE: Run = Run {
        stones: Bits::EMPTY,
        colour: Stone::Black,
    };

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.stones.is_empty()
    }

    /// The run's stones nearest the ka, walking in `d` (the way the run
    /// was collected): `nearest[k]` holds the first `k`, for `k` up to the
    /// run's length.
    #[inline]
    fn nearest(&self, d: Direction) -> Nearest {
        let mut out = Nearest {
            sets: [Bits::EMPTY; 11],
            len: 0,
        };
        let mut left = self.stones;
        while let Some(p) = nearest(left, d) {
            left.remove(p);
            out.sets[out.len + 1] = out.sets[out.len] | p.bit();
            out.len += 1;
        }
        out
    }
}

/// The first `k` stones of a run, for every `k` up to its length (a ka
/// sees at most 10 stones on one side).
struct Nearest {
    sets: [Bits; 11],
    len: usize,
}

/// Two runs on both sides of a point, seen on one axis.
#[derive(Clone, Copy, Debug)]
pub struct Runs {
    /// The run to the north or east, then the one to the south or west.
    pub sides: [Run; 2],
    pub axis: Axis,
}

impl Runs {
    /// Whether the two runs are one line: both have stones, of one colour.
    #[inline(always)]
    pub fn joined(&self) -> bool {
        let [a, b] = self.sides;
        !a.is_empty() && !b.is_empty() && a.colour == b.colour
    }
}

/// Why a part of a line cannot be taken; see [`Sight::part`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartFault {
    /// A side has fewer stones than the part asks of it.
    TooMany { side: usize, has: u32 },
    /// The part names both sides of two separate lines.
    TwoLines,
    /// The line the part is taken from has an even number of stones, so
    /// it cannot be taken at all.
    EvenLine { side: Option<usize>, stones: u32 },
    /// The part takes an even number of stones.
    Even { taken: u32 },
    /// The part takes the whole line: that is the line's own move.
    Whole,
}

/// The capturable lines on one axis: at most two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lines {
    lines: [(Line, Bits); 2],
    /// The colour of each line's stones (a line is of one colour).
    colours: [Stone; 2],
    len: u8,
}

impl Lines {
    const NONE: Lines = Lines {
        lines: [(Line::North, Bits::EMPTY); 2],
        colours: [Stone::Black; 2],
        len: 0,
    };

    #[inline]
    fn push(&mut self, line: Line, stones: Bits, colour: Stone) {
        self.lines[self.len as usize] = (line, stones);
        self.colours[self.len as usize] = colour;
        self.len += 1;
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Each capturable line with its stones.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (Line, Bits)> + '_ {
        self.lines[..self.len as usize].iter().copied()
    }

    /// The most points one of these lines takes (0 when there is none):
    /// one count of its stones, as they are all of one colour.
    #[inline]
    pub fn most_points(&self) -> u16 {
        (0..self.len as usize)
            .map(|i| self.lines[i].1.count() as u16 * self.colours[i].value())
            .max()
            .unwrap_or(0)
    }

    /// The stones of `line`, if it is one of these.
    #[inline]
    pub fn get(&self, line: Line) -> Option<Bits> {
        self.iter().find(|(l, _)| *l == line).map(|(_, s)| s)
    }
}

/// The nearest point of `set` walking from the start of a ray in `d`.
#[inline(always)]
fn nearest(set: Bits, d: Direction) -> Option<Point> {
    if d.ascending() {
        set.first()
    } else {
        set.last()
    }
}

/// The points of `ray` (walking in `d`) strictly before `stop`.
#[inline(always)]
fn before(ray: Bits, stop: Point, d: Direction) -> Bits {
    if d.ascending() {
        ray & Bits::below(stop)
    } else {
        ray & Bits::above(stop)
    }
}

impl Sight {
    /// The walls for a given enemy ka and centre rule.
    pub fn walls(enemy_ka: Option<Point>, centre: Centre) -> Bits {
        let mut walls = Bits::EMPTY;
        if let Some(ka) = enemy_ka {
            walls.insert(ka);
        }
        if centre == Centre::Blocks {
            walls.insert(Point::CENTRE);
        }
        walls
    }

    /// The run seen from `from` walking in `d`.
    #[inline(always)]
    pub fn run(&self, from: Point, d: Direction) -> Run {
        let ray = RAYS.get(from, d);
        let stones = self.black | self.white;
        let Some(first) = nearest(ray & (stones | self.walls), d) else {
            return Run::NONE;
        };
        let (own, colour) = if self.black.contains(first) {
            (self.black, Stone::Black)
        } else if self.white.contains(first) {
            (self.white, Stone::White)
        } else {
            return Run::NONE; // a wall came first
        };
        let stops = ray & ((stones & !own) | self.walls);
        let span = match nearest(stops, d) {
            Some(stop) => before(ray, stop, d),
            None => ray,
        };
        Run {
            stones: span & own,
            colour,
        }
    }

    /// The capturable lines through `at` on `axis` (always inlined: the
    /// search's move generation and evaluation are compiled again for
    /// processors with bit-counting instructions, and this with them).
    #[inline(always)]
    pub fn lines(&self, at: Point, axis: Axis) -> Lines {
        let [up, down] = axis.directions();
        let runs = self.runs(at, axis);
        let [a, b] = runs.sides;
        let mut lines = Lines::NONE;
        if runs.joined() {
            let whole = a.stones | b.stones;
            if whole.count() % 2 == 1 {
                lines.push(Line::both(axis), whole, a.colour);
            }
        } else {
            for (run, d) in [(a, up), (b, down)] {
                if run.stones.count() % 2 == 1 {
                    lines.push(Line::toward(d), run.stones, run.colour);
                }
            }
        }
        lines
    }

    /// The runs on both sides of `at` on `axis`.
    #[inline(always)]
    pub fn runs(&self, at: Point, axis: Axis) -> Runs {
        let [up, down] = axis.directions();
        Runs {
            sides: [self.run(at, up), self.run(at, down)],
            axis,
        }
    }

    /// Calls `f` with every part of a capturable line through `at` on
    /// `axis` that may be taken under partial captures, with its stones:
    /// the whole lines are not among them (see [`Sight::lines`]).
    #[inline]
    pub fn for_each_part(&self, at: Point, axis: Axis, mut f: impl FnMut(Line, Take, Bits)) {
        let runs = self.runs(at, axis);
        let [up, down] = axis.directions();
        let near = [runs.sides[0].nearest(up), runs.sides[1].nearest(down)];
        if runs.joined() {
            let total = near[0].len + near[1].len;
            if total.is_multiple_of(2) {
                return;
            }
            for i in 0..=near[0].len {
                for j in 0..=near[1].len {
                    if (i + j) % 2 == 1 && i + j < total {
                        let (line, take) =
                            Take::part(axis, [i as u8, j as u8]).expect("an odd part is not empty");
                        f(line, take, near[0].sets[i] | near[1].sets[j]);
                    }
                }
            }
        } else {
            for (side, near) in near.iter().enumerate() {
                if near.len % 2 == 0 {
                    continue;
                }
                for k in (1..near.len).step_by(2) {
                    let mut counts = [0; 2];
                    counts[side] = k as u8;
                    let (line, take) = Take::part(axis, counts).expect("k is at least 1");
                    f(line, take, near.sets[k]);
                }
            }
        }
    }

    /// The stones of the part of a line through `at` on `axis` that takes
    /// the nearest `counts[0]` stones to the north (east) and `counts[1]` to
    /// the south (west), if it may be taken under partial captures.
    pub fn part(&self, at: Point, axis: Axis, counts: [u8; 2]) -> Result<Bits, PartFault> {
        let runs = self.runs(at, axis);
        let [up, down] = axis.directions();
        let near = [runs.sides[0].nearest(up), runs.sides[1].nearest(down)];
        for side in 0..2 {
            if usize::from(counts[side]) > near[side].len {
                return Err(PartFault::TooMany {
                    side,
                    has: near[side].len as u32,
                });
            }
        }
        let taken = u32::from(counts[0]) + u32::from(counts[1]);
        let line = if runs.joined() {
            (near[0].len + near[1].len) as u32
        } else if counts[0] > 0 && counts[1] > 0 {
            return Err(PartFault::TwoLines);
        } else {
            let side = usize::from(counts[0] == 0);
            let stones = near[side].len as u32;
            if stones.is_multiple_of(2) {
                return Err(PartFault::EvenLine {
                    side: Some(side),
                    stones,
                });
            }
            stones
        };
        if line % 2 == 0 {
            return Err(PartFault::EvenLine {
                side: None,
                stones: line,
            });
        }
        if taken % 2 == 0 {
            return Err(PartFault::Even { taken });
        }
        if taken == line {
            return Err(PartFault::Whole);
        }
        Ok(near[0].sets[usize::from(counts[0])] | near[1].sets[usize::from(counts[1])])
    }

    /// How many lines through `at` on `axis` can be captured (0, 1 or 2).
    #[inline]
    pub fn count_lines(&self, at: Point, axis: Axis) -> u32 {
        self.lines(at, axis).len() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::board::named::{bits, p};

    fn sight(black: &str, white: &str, walls: &str) -> Sight {
        Sight {
            black: bits(black),
            white: bits(white),
            walls: bits(walls),
        }
    }

    #[test]
    fn a_run_skips_empty_points_and_stops_at_the_other_colour() {
        let s = sight("c5 c7 c8", "c9 c10", "");
        let run = s.run(p("c3"), Direction::North);
        assert_eq!(run.colour, Stone::Black);
        assert_eq!(run.stones, bits("c5 c7 c8"));
    }

    #[test]
    fn the_enemy_ka_stops_a_run_even_before_its_first_stone() {
        let s = sight("c7 c9", "", "c5");
        assert!(s.run(p("c3"), Direction::North).stones.is_empty());
        let s = sight("c4 c7 c9", "", "c5");
        assert_eq!(s.run(p("c3"), Direction::North).stones, bits("c4"));
    }

    #[test]
    fn runs_of_one_colour_on_both_sides_are_one_line() {
        // 2 north + 1 south = 3: one line, taken whole.
        let s = sight("c5 c6 c2", "", "");
        let lines = s.lines(p("c3"), Axis::Vertical);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines.get(Line::NorthSouth), Some(bits("c5 c6 c2")));
        // 1 north + 1 south = 2: even, nothing to take, not even one side.
        let s = sight("c5 c2", "", "");
        assert!(s.lines(p("c3"), Axis::Vertical).is_empty());
    }

    #[test]
    fn runs_of_different_colours_are_separate_lines() {
        let s = sight("c5", "c2 c1 a3", "");
        let lines = s.lines(p("c3"), Axis::Vertical);
        assert_eq!(lines.len(), 1, "white south is even");
        assert_eq!(lines.get(Line::North), Some(bits("c5")));
        let lines = s.lines(p("c3"), Axis::Horizontal);
        assert_eq!(lines.get(Line::West), Some(bits("a3")));
    }

    #[test]
    fn the_most_points_count_white_stones_twice() {
        // North: white c5 c6 c7 (6 points); south: black c2 (1 point).
        let s = sight("c2", "c5 c6 c7", "");
        assert_eq!(s.lines(p("c3"), Axis::Vertical).most_points(), 6);
        // Both sides black: one line c2 c5 c6 (3 points).
        let s = sight("c2 c5 c6", "", "");
        assert_eq!(s.lines(p("c3"), Axis::Vertical).most_points(), 3);
        // Nothing to take.
        let s = sight("c2 c5", "", "");
        assert_eq!(s.lines(p("c3"), Axis::Vertical).most_points(), 0);
    }

    #[test]
    fn the_centre_stops_a_line_only_when_it_blocks() {
        let black = bits("d6 e6 g6");
        let blocks = Sight {
            black,
            white: Bits::EMPTY,
            walls: Sight::walls(None, Centre::Blocks),
        };
        let open = Sight {
            walls: Sight::walls(None, Centre::Open),
            ..blocks
        };
        assert_eq!(
            blocks.lines(p("c6"), Axis::Horizontal).get(Line::East),
            None,
            "d6 e6 is even"
        );
        assert_eq!(
            open.lines(p("c6"), Axis::Horizontal).get(Line::East),
            Some(black)
        );
    }

    #[test]
    fn notation_round_trips() {
        for line in Line::ALL {
            assert_eq!(Line::from_notation(line.notation()), Some(line));
        }
        assert_eq!(Line::from_notation("we"), Some(Line::EastWest));
        assert_eq!(Line::from_notation("NE"), None);
    }
}
