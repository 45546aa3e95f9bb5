//! The legal moves of each phase.

use super::columns::column_ban;
use super::line::Sight;
use super::moves::{MAX_MOVES, Move};
use super::options::{Captures, KaEntry};
use super::player::Phase;
use super::position::Position;
use crate::board::{Axis, Bits, Direction, File, Point, RAYS, file_bits};
use crate::games::list::LegalMoves;

impl LegalMoves<MAX_MOVES> for Position {
    type Move = Move;

    #[inline]
    fn for_each_move(&self, mut f: impl FnMut(Move)) {
        self.for_each_capture(|m, _| f(m));
    }
}

impl Position {
    /// Calls `f` with every legal move and the stones it takes, in the
    /// order of [`Position::for_each_move`]: the search orders moves by
    /// what they take and plays them with [`Position::play_capture`]
    /// without finding their lines again.
    #[inline(always)]
    pub fn for_each_capture(&self, mut f: impl FnMut(Move, Bits)) {
        match self.phase() {
            Phase::ColumnCapture => self.column_moves(&mut f),
            Phase::KaEntry => self.entry_moves(&mut f),
            Phase::KaMoves => self.ka_moves(&mut f),
        }
    }

    fn column_moves(&self, f: &mut impl FnMut(Move, Bits)) {
        let mover = self.to_move();
        let half = mover.half();
        for file in File::all() {
            let taken = file_bits(file) & half & self.stones();
            if taken.is_empty() {
                continue;
            }
            if mover != self.rules().first_player()
                && let Some(first) = self.passage(mover.opponent())
                && column_ban(self.rules().second_column, first, file).is_some()
            {
                continue;
            }
            f(Move::Column(file), taken);
        }
    }

    /// The starting points from which a stone may enter the passage on the
    /// same rank as `to`, under the ka-entry rule.
    pub(crate) fn entry_sources(&self, to: Point) -> impl Iterator<Item = Point> + use<> {
        let stones = self.stones();
        let entry = self.rules().ka_entry;
        let file = to.file();
        let rank = to.rank();
        [-1i8, 1].into_iter().flat_map(move |side| {
            let slide = matches!(entry, KaEntry::Slide | KaEntry::Either)
                .then(|| file.offset(side))
                .flatten()
                .map(|f| Point::at(f, rank))
                .filter(|p| stones.contains(*p));
            let jump = matches!(entry, KaEntry::Jump | KaEntry::Either)
                .then(|| Some((file.offset(side)?, file.offset(2 * side)?)))
                .flatten()
                .map(|(over, from)| (Point::at(over, rank), Point::at(from, rank)))
                .filter(|(over, from)| stones.contains(*over) && stones.contains(*from))
                .map(|(_, from)| from);
            slide.into_iter().chain(jump)
        })
    }

    fn entry_moves(&self, f: &mut impl FnMut(Move, Bits)) {
        let mover = self.to_move();
        let Some(passage) = self.passage(mover) else {
            return;
        };
        let walls = self.walls();
        let occupied = self.occupied();
        let partial = self.rules().captures == Captures::Partial;
        for to in file_bits(passage) & mover.half() & !occupied {
            for from in self.entry_sources(to) {
                let sight = Sight {
                    black: self.black() & !from.bit(),
                    white: self.white() & !from.bit(),
                    walls,
                };
                for axis in [Axis::Vertical, Axis::Horizontal] {
                    captures(&sight, from, to, axis, partial, f);
                }
            }
        }
    }

    /// The points the mover's ka can slide to in direction `d`.
    #[inline]
    pub(crate) fn reach(&self, from: Point, d: Direction) -> Bits {
        let ray = RAYS.get(from, d);
        let blocked = ray & (self.occupied() | Point::CENTRE.bit());
        let stop = if d.ascending() {
            blocked.first()
        } else {
            blocked.last()
        };
        match stop {
            None => ray,
            Some(stop) if d.ascending() => ray & Bits::below(stop),
            Some(stop) => ray & Bits::above(stop),
        }
    }

    #[inline(always)]
    fn ka_moves(&self, f: &mut impl FnMut(Move, Bits)) {
        let Some(from) = self.ka(self.to_move()) else {
            return;
        };
        let sight = self.sight();
        let partial = self.rules().captures == Captures::Partial;
        for d in Direction::ALL {
            let across = d.axis().perpendicular();
            for to in self.reach(from, d) {
                captures(&sight, from, to, across, partial, f);
            }
        }
    }
}

/// Calls `f` with every capture of the ka come from `from` to `to` along
/// `axis`: each whole line, then, with partial captures, each of its parts.
#[inline(always)]
fn captures(
    sight: &Sight,
    from: Point,
    to: Point,
    axis: Axis,
    partial: bool,
    f: &mut impl FnMut(Move, Bits),
) {
    for (line, taken) in sight.lines(to, axis).iter() {
        f(Move::ka(from, to, line), taken);
    }
    if partial {
        sight.for_each_part(to, axis, |line, take, taken| {
            f(
                Move::Ka {
                    from,
                    to,
                    line,
                    take,
                },
                taken,
            )
        });
    }
}
