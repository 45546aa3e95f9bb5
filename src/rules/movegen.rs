//! Moves, and the legal moves of each phase.

use super::board::{Bits, Direction, File, Point, RAYS, file_bits};
use super::game::{Phase, Player, Position};
use super::line::{Line, Sight};
use super::options::{KaEntry, SecondColumn};

/// A move. Which phase it belongs to is told by the position it is played
/// in: a `Ka` move is a ka entry on plies 3–4 and a ka move afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Take the stones of this file in the mover's half; the file becomes
    /// the mover's passage.
    Column(File),
    /// Bring the ka from `from` to `to` and capture the stones of `line`
    /// as seen from `to`.
    Ka { from: Point, to: Point, line: Line },
}

/// The most moves any position can have. Ka moves: at most 20 landing points
/// with two lines each. Ka entries (`either`): 5 ranks × 4 starting points ×
/// 4 lines.
pub const MAX_MOVES: usize = 80;

/// A list of moves on the stack: generating moves never allocates.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Column(File::MIDDLE); MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Why North may not take a file in the column capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnBan {
    /// Diagonal rule: South took a file west (east) of f, so North must
    /// take one east (west) of f.
    WrongQuadrant { south: File },
    /// Diagonal rule: South took f, so North may not.
    Middle,
    /// Free rule: the mirror of South's file.
    Mirror { south: File },
}

impl std::fmt::Display for ColumnBan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            ColumnBan::WrongQuadrant { south } if south < File::MIDDLE => write!(
                f,
                "South took {south}, so North must take a file from the diagonally opposite quadrant, g to k"
            ),
            ColumnBan::WrongQuadrant { south } => write!(
                f,
                "South took {south}, so North must take a file from the diagonally opposite quadrant, a to e"
            ),
            ColumnBan::Middle => write!(f, "South took f, so North may take any file but f"),
            ColumnBan::Mirror { south } => write!(
                f,
                "North may not copy South: {} mirrors South's {south}",
                south.mirror()
            ),
        }
    }
}

/// Whether North may take `file` after South took `south`.
pub fn column_ban(rule: SecondColumn, south: File, file: File) -> Option<ColumnBan> {
    match rule {
        SecondColumn::Diagonal if south == File::MIDDLE => {
            (file == File::MIDDLE).then_some(ColumnBan::Middle)
        }
        SecondColumn::Diagonal => {
            let opposite = if south < File::MIDDLE {
                file > File::MIDDLE
            } else {
                file < File::MIDDLE
            };
            (!opposite).then_some(ColumnBan::WrongQuadrant { south })
        }
        SecondColumn::Free => (file == south.mirror()).then_some(ColumnBan::Mirror { south }),
    }
}

impl Position {
    /// Calls `f` with every legal move, in a fixed order.
    #[inline]
    pub fn for_each_move(&self, mut f: impl FnMut(Move)) {
        match self.phase() {
            Phase::ColumnCapture => self.column_moves(&mut f),
            Phase::KaEntry => self.entry_moves(&mut f),
            Phase::KaMoves => self.ka_moves(&mut f),
        }
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_move(|m| list.push(m));
        list
    }

    /// The number of legal moves.
    pub fn count_moves(&self) -> u64 {
        let mut n = 0;
        self.for_each_move(|_| n += 1);
        n
    }

    /// Whether `m` is among the legal moves.
    pub fn is_legal(&self, m: Move) -> bool {
        let mut found = false;
        self.for_each_move(|x| found |= x == m);
        found
    }

    fn column_moves(&self, f: &mut impl FnMut(Move)) {
        let mover = self.to_move();
        let half = mover.half();
        for file in File::all() {
            if (file_bits(file) & half & self.stones()).is_empty() {
                continue;
            }
            if mover == Player::North
                && let Some(south) = self.passage(Player::South)
                && column_ban(self.rules().second_column, south, file).is_some()
            {
                continue;
            }
            f(Move::Column(file));
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

    fn entry_moves(&self, f: &mut impl FnMut(Move)) {
        let mover = self.to_move();
        let Some(passage) = self.passage(mover) else {
            return;
        };
        let walls = self.walls();
        let occupied = self.occupied();
        for to in file_bits(passage) & mover.half() & !occupied {
            for from in self.entry_sources(to) {
                let sight = Sight {
                    black: self.black() & !from.bit(),
                    white: self.white() & !from.bit(),
                    walls,
                };
                for axis in [super::board::Axis::Vertical, super::board::Axis::Horizontal] {
                    for (line, _) in sight.lines(to, axis).iter() {
                        f(Move::Ka { from, to, line });
                    }
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

    fn ka_moves(&self, f: &mut impl FnMut(Move)) {
        let Some(from) = self.ka(self.to_move()) else {
            return;
        };
        let sight = self.sight();
        for d in Direction::ALL {
            let across = d.axis().perpendicular();
            for to in self.reach(from, d) {
                for (line, _) in sight.lines(to, across).iter() {
                    f(Move::Ka { from, to, line });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(c: char) -> File {
        File::from_char(c).unwrap()
    }

    #[test]
    fn diagonal_rule_sends_north_to_the_opposite_quadrant() {
        let rule = SecondColumn::Diagonal;
        let allowed = |south| {
            File::all()
                .filter(|&f| column_ban(rule, file(south), f).is_none())
                .map(File::to_char)
                .collect::<String>()
        };
        assert_eq!(allowed('c'), "ghijk");
        assert_eq!(allowed('k'), "abcde");
        assert_eq!(allowed('f'), "abcdeghijk");
    }

    #[test]
    fn free_rule_bans_only_the_mirror() {
        let allowed: String = File::all()
            .filter(|&f| column_ban(SecondColumn::Free, file('c'), f).is_none())
            .map(File::to_char)
            .collect();
        assert_eq!(allowed, "abcdefghjk");
        assert_eq!(
            column_ban(SecondColumn::Free, file('c'), file('i'))
                .unwrap()
                .to_string(),
            "North may not copy South: i mirrors South's c"
        );
    }
}
