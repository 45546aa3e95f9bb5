//! Choosing a ka-game move by pointing: which points are worth choosing,
//! what a point would capture, and why a point chosen leads nowhere. Pure
//! functions of a position; the app keeps the cursor and the open choice.

use super::said::{Note, Said};
use crate::games::LegalMoves;
use crate::games::ka::{
    Bits, File, Illegal, Line, Move, Phase, Player, Point, Position, Rank, Take, column_choices,
};

/// A capture being chosen: the ka's move and the lines it could take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureChoice {
    pub from: Point,
    pub to: Point,
    /// Each legal move from `from` to `to`, with the stones it takes.
    pub options: Vec<(Move, Bits)>,
    /// The option shown.
    pub index: usize,
}

impl CaptureChoice {
    /// A choice among `options` (ka moves sharing their start and end).
    pub fn new(options: Vec<(Move, Bits)>) -> Option<CaptureChoice> {
        let &(Move::Ka { from, to, .. }, _) = options.first()? else {
            return None;
        };
        Some(CaptureChoice {
            from,
            to,
            options,
            index: 0,
        })
    }

    /// The move shown, and its stones.
    pub fn current(&self) -> (Move, Bits) {
        self.options[self.index]
    }

    /// The whole line option `i` takes, or takes part of: its own line
    /// when whole; for a part, the line over both sides of the ka when
    /// there is one, else the side's own line.
    fn line_of(&self, i: usize) -> Line {
        let Move::Ka { line, take, .. } = self.options[i].0 else {
            return Line::North;
        };
        let both = Line::both(line.axis());
        let joined = self
            .options
            .iter()
            .any(|(m, _)| matches!(m, Move::Ka { line: l, take: Take::Whole, .. } if *l == both));
        if take != Take::Whole && joined {
            both
        } else {
            line
        }
    }

    /// The whole lines among the options, in order (on one axis at most
    /// two; at a ka entry, on both).
    pub fn lines(&self) -> Vec<Line> {
        let mut lines: Vec<Line> = Vec::new();
        for i in 0..self.options.len() {
            let line = self.line_of(i);
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
        lines
    }

    /// The line shown.
    pub fn line(&self) -> Line {
        self.line_of(self.index)
    }

    /// Whether some option takes only part of a line.
    pub fn has_parts(&self) -> bool {
        self.options.iter().any(|(m, _)| {
            matches!(
                m,
                Move::Ka {
                    take: Take::Nearest(_),
                    ..
                }
            )
        })
    }

    /// The options of the line shown, the most stones first (the whole
    /// line first of all), then in their order.
    fn line_options(&self) -> Vec<usize> {
        let line = self.line();
        let mut same: Vec<usize> = (0..self.options.len())
            .filter(|&i| self.line_of(i) == line)
            .collect();
        same.sort_by_key(|&i| (std::cmp::Reverse(self.options[i].1.count()), i));
        same
    }

    /// The stones of the line shown that the part shown leaves standing.
    pub fn left_standing(&self) -> Bits {
        self.line_stones() & !self.current().1
    }

    /// `-`, `+` or a number: shows less or more of the line, or a part of
    /// it taking so many stones; `false` when no part takes that many.
    pub fn change_amount(&mut self, amount: crate::tui::play::Amount) -> bool {
        use crate::tui::play::Amount;
        match amount {
            Amount::Fewer => self.resize(-1),
            Amount::More => self.resize(1),
            Amount::Exactly(n) => return self.take_count(u32::from(n)),
        }
        true
    }

    /// Whether the line shown can be taken in part.
    pub fn line_has_parts(&self) -> bool {
        self.line_options().len() > 1
    }

    /// Every stone of the line shown: those taken and those left.
    pub fn line_stones(&self) -> Bits {
        self.line_options()
            .first()
            .map_or(Bits::EMPTY, |&i| self.options[i].1)
    }

    /// Shows the whole of the next line (`step` 1) or the one before (-1).
    pub fn next_line(&mut self, step: isize) {
        let lines = self.lines();
        let at = lines.iter().position(|&l| l == self.line()).unwrap_or(0);
        let next = lines[(at as isize + step).rem_euclid(lines.len() as isize) as usize];
        if let Some(i) = (0..self.options.len())
            .filter(|&i| self.line_of(i) == next)
            .max_by_key(|&i| (self.options[i].1.count(), std::cmp::Reverse(i)))
        {
            self.index = i;
        }
    }

    /// Takes fewer (`step` -1) or more (1) of the line shown, in the order
    /// of `CaptureChoice::line_options`; at either end it stays.
    pub fn resize(&mut self, step: isize) {
        let order = self.line_options();
        let at = order.iter().position(|&i| i == self.index).unwrap_or(0);
        let to = (at as isize - step).clamp(0, order.len() as isize - 1) as usize;
        self.index = order[to];
    }

    /// Shows the part of the line that takes `n` stones (the next such,
    /// if several do); `false` when none does.
    pub fn take_count(&mut self, n: u32) -> bool {
        let order = self.line_options();
        let at = order.iter().position(|&i| i == self.index).unwrap_or(0);
        let found = (1..=order.len())
            .map(|k| order[(at + k) % order.len()])
            .find(|&i| self.options[i].1.count() == n);
        if let Some(i) = found {
            self.index = i;
        }
        found.is_some()
    }

    /// Whether a click on `p` takes the capture shown: on its landing
    /// point, or on a stone for which it is what a click shows (the
    /// smallest part reaching that stone).
    pub fn confirmed_by(&self, p: Point) -> bool {
        p == self.to || self.reaching(p) == Some(self.index)
    }

    /// The option a click on `p` shows: of the line shown, the smallest
    /// part that reaches `p`; else the whole of another line that holds it.
    pub fn reaching(&self, p: Point) -> Option<usize> {
        let own = self
            .line_options()
            .into_iter()
            .rev()
            .find(|&i| self.options[i].1.contains(p));
        own.or_else(|| {
            (0..self.options.len())
                .filter(|&i| self.options[i].1.contains(p))
                .max_by_key(|&i| (self.options[i].1.count(), std::cmp::Reverse(i)))
        })
    }
}

/// The legal ka moves `pick`ed by their start and end, with their stones.
pub fn options(pos: &Position, pick: impl Fn(Point, Point) -> bool) -> Vec<(Move, Bits)> {
    pos.legal_moves()
        .iter()
        .filter(|m| matches!(m, Move::Ka { from, to, .. } if pick(*from, *to)))
        .map(|&m| (m, pos.captures(m).unwrap_or(Bits::EMPTY)))
        .collect()
}

/// The ka moves landing on `p`, in the ka-move phase.
pub fn options_to(pos: &Position, p: Point) -> Vec<(Move, Bits)> {
    if pos.phase() != Phase::KaMoves {
        return Vec::new();
    }
    options(pos, |_, to| to == p)
}

/// The points worth choosing: stones that may become the ka, or points the
/// ka can reach with a capture.
pub fn marked(pos: &Position) -> Bits {
    let mut bits = Bits::EMPTY;
    for m in &pos.legal_moves() {
        match (pos.phase(), *m) {
            (Phase::KaEntry, Move::Ka { from, .. }) => bits.insert(from),
            (Phase::KaMoves, Move::Ka { to, .. }) => bits.insert(to),
            _ => {}
        }
    }
    bits
}

/// Files the player to move may not take, with the reason.
pub fn banned_columns(pos: &Position) -> Vec<(File, Illegal)> {
    if pos.phase() != Phase::ColumnCapture || pos.outcome().is_some() {
        return Vec::new();
    }
    column_choices(pos)
        .into_iter()
        .filter_map(|(f, r)| r.err().map(|e| (f, e)))
        .collect()
}

/// The stones choosing the point under the cursor would take: a column, or
/// the one line a capture reaching it takes (whole, whatever parts of it
/// the rules allow).
pub fn preview_at(pos: &Position, cursor: Point) -> Bits {
    match pos.phase() {
        Phase::ColumnCapture => pos
            .captures(Move::Column(cursor.file()))
            .unwrap_or(Bits::EMPTY),
        Phase::KaEntry => Bits::EMPTY,
        Phase::KaMoves => match CaptureChoice::new(options_to(pos, cursor)) {
            Some(c) if c.lines().len() == 1 => c.line_stones(),
            _ => Bits::EMPTY,
        },
    }
}

/// Where the cursor starts a turn: on something the player can choose.
pub fn home(pos: &Position, cursor: Point) -> Point {
    let mover = pos.to_move();
    match pos.phase() {
        Phase::ColumnCapture => {
            let rank = match mover {
                Player::South => 2,
                Player::North => 8,
            };
            let here = cursor.file().index();
            let file = pos
                .legal_moves()
                .iter()
                .filter_map(|m| match m {
                    Move::Column(f) => Some(*f),
                    Move::Ka { .. } => None,
                })
                .min_by_key(|f| f.index().abs_diff(here))
                .unwrap_or(File::MIDDLE);
            Point::at(file, Rank::new(rank).expect("on the board"))
        }
        Phase::KaEntry => pos
            .legal_moves()
            .iter()
            .find_map(|m| match m {
                Move::Ka { from, .. } => Some(*from),
                Move::Column(_) => None,
            })
            .unwrap_or(cursor),
        Phase::KaMoves => pos.ka(mover).unwrap_or(cursor),
    }
}

/// The points Tab walks through, in reading order from the north-west.
pub fn walk(pos: &Position, cursor: Point) -> Vec<Point> {
    let mut points: Vec<Point> = match pos.phase() {
        Phase::ColumnCapture => pos
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                Move::Column(f) => Some(Point::at(*f, cursor.rank())),
                Move::Ka { .. } => None,
            })
            .collect(),
        _ => marked(pos).iter().collect(),
    };
    points.sort_by_key(|p| (std::cmp::Reverse(p.rank()), p.file()));
    points
}

/// What choosing `p` leads to.
pub enum Pick {
    /// Play this move.
    Play(Move),
    /// Open a choice among captures.
    Choose(CaptureChoice),
    /// Nothing: here is why.
    Refused(Note),
}

/// Choosing point `p` in `pos` (no choice open).
pub fn pick(pos: &Position, p: Point) -> Pick {
    match pos.phase() {
        Phase::ColumnCapture => match pos.check(Move::Column(p.file())) {
            Ok(()) => Pick::Play(Move::Column(p.file())),
            Err(e) => Pick::Refused(Note::Own(Said::NotThisFile(p.file(), e))),
        },
        Phase::KaEntry => pick_entry(pos, p),
        Phase::KaMoves => pick_target(pos, p),
    }
}

fn choose(options: Vec<(Move, Bits)>) -> Option<Pick> {
    CaptureChoice::new(options).map(Pick::Choose)
}

fn pick_entry(pos: &Position, p: Point) -> Pick {
    let mover = pos.to_move();
    if let Some(pick) = choose(options(pos, |from, _| from == p)) {
        return pick;
    }
    // The landing point chosen: fine if only one stone can come there.
    let into_here = options(pos, |_, to| to == p);
    let mut sources: Vec<Point> = into_here
        .iter()
        .filter_map(|(m, _)| match m {
            Move::Ka { from, .. } => Some(*from),
            Move::Column(_) => None,
        })
        .collect();
    sources.dedup();
    match sources.as_slice() {
        [_] => {
            if let Some(pick) = choose(into_here) {
                return pick;
            }
        }
        [a, b, ..] => return Pick::Refused(Note::Own(Said::ChooseTheStone(*a, *b))),
        [] => {}
    }
    let Some(passage) = pos.passage(mover) else {
        return Pick::Refused(Note::Refused(crate::session::Refusal::GameOver));
    };
    let to = Point::at(passage, p.rank());
    let reason = pos.check(Move::ka(p, to, Line::North)).err();
    Pick::Refused(Note::Own(Said::CannotEnter {
        from: p,
        to,
        player: mover,
        reason,
    }))
}

fn pick_target(pos: &Position, p: Point) -> Pick {
    if let Some(pick) = choose(options_to(pos, p)) {
        return pick;
    }
    let Some(ka) = pos.ka(pos.to_move()) else {
        return Pick::Refused(Note::Refused(crate::session::Refusal::GameOver));
    };
    if p == ka {
        return Pick::Refused(Note::Own(Said::MoveTheKa(ka)));
    }
    let line = if p.rank() == ka.rank() {
        Line::North
    } else {
        Line::East
    };
    let reason = pos.check(Move::ka(ka, p, line)).err();
    Pick::Refused(Note::Own(Said::KaCannotGo { to: p, reason }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::Rules;

    /// South's ka on c1 can reach c3, where rank 3 holds black d3 e3 g3
    /// to the east and b3 a3 to the west: one line of five.
    const BOARD: &str = "
        ..........N
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        ...........
        bb.bb.b....
        ...........
        ..S........";

    fn choice_at(rules: Rules, to: &str) -> CaptureChoice {
        let pos = Position::from_diagram(BOARD, Player::South, rules, [0, 0]).unwrap();
        CaptureChoice::new(options_to(&pos, to.parse().unwrap())).unwrap()
    }

    fn shown(c: &CaptureChoice) -> String {
        c.current().0.to_string()
    }

    #[test]
    fn the_whole_line_shows_first_and_fewer_steps_down_to_one_stone() {
        let mut c = choice_at(Rules::TRADITIONAL, "c3");
        assert!(c.has_parts());
        assert_eq!(c.lines(), [Line::EastWest]);
        assert_eq!(shown(&c), "c1-c3xEW");
        assert_eq!(c.line_stones().count(), 5);
        let mut seen = vec![shown(&c)];
        for _ in 0..10 {
            c.resize(-1);
            seen.push(shown(&c));
        }
        seen.dedup();
        // 5, then the parts of 3 (E2W1, E3, E1W2), then of 1 (E1, W1).
        let counts: Vec<u32> = seen
            .iter()
            .map(|m| {
                let m: Move = m.parse().unwrap();
                c.options.iter().find(|(o, _)| *o == m).unwrap().1.count()
            })
            .collect();
        assert_eq!(counts, [5, 3, 3, 3, 1, 1], "{seen:?}");
        assert_eq!(seen.len(), c.options.len(), "every part is reached");
        c.resize(1);
        assert_eq!(c.current().1.count(), 1);
        for _ in 0..10 {
            c.resize(1);
        }
        assert_eq!(shown(&c), "c1-c3xEW", "more stops at the whole line");
        assert_eq!(c.line_stones().count(), 5, "the line stays the same");
        assert!(c.line_has_parts());
    }

    #[test]
    fn a_line_of_one_stone_has_no_parts_beside_one_that_has() {
        // The board above with a black stone on c4, which stops the ka at
        // c3: from b1 the ka sees b3 alone on file b.
        let board = "
            ..........N
            ...........
            ...........
            ...........
            ...........
            ...........
            ...........
            ..b........
            bb.bb.b....
            ...........
            ..S........";
        let pos = Position::from_diagram(board, Player::South, Rules::TRADITIONAL, [0, 0]).unwrap();
        let mut c = CaptureChoice::new(options_to(&pos, "b1".parse().unwrap())).unwrap();
        assert_eq!(shown(&c), "c1-b1xN");
        assert!(!c.line_has_parts());
        c = CaptureChoice::new(options_to(&pos, "c3".parse().unwrap())).unwrap();
        assert!(c.line_has_parts());
    }

    #[test]
    fn a_number_shows_a_part_of_that_many_stones_and_a_click_the_smallest_reaching_it() {
        let mut c = choice_at(Rules::TRADITIONAL, "c3");
        assert!(c.take_count(1));
        assert_eq!(c.current().1.count(), 1);
        let first = shown(&c);
        assert!(c.take_count(1));
        assert_ne!(shown(&c), first, "the other part of one stone");
        assert!(!c.take_count(2), "no part takes an even number");
        assert!(!c.take_count(4));
        // d3 is the nearest stone east: one stone reaches it. e3 is the
        // second: the smallest parts holding it (E2W1, E3) take three.
        let d3: Point = "d3".parse().unwrap();
        let e3: Point = "e3".parse().unwrap();
        let i = c.reaching(d3).unwrap();
        assert_eq!(c.options[i].0.to_string(), "c1-c3xE1");
        let i = c.reaching(e3).unwrap();
        assert_eq!(c.options[i].1.count(), 3);
        assert!(c.options[i].1.contains(e3));
    }

    #[test]
    fn hovering_a_landing_with_one_line_previews_the_whole_line_even_with_parts() {
        for rules in [Rules::CLASSIC, Rules::TRADITIONAL] {
            let pos = Position::from_diagram(BOARD, Player::South, rules, [0, 0]).unwrap();
            let c3: Point = "c3".parse().unwrap();
            let want: Bits = ["a3", "b3", "d3", "e3", "g3"]
                .iter()
                .map(|p| p.parse::<Point>().unwrap())
                .collect();
            assert_eq!(preview_at(&pos, c3), want, "{rules}");
        }
    }

    #[test]
    fn with_whole_captures_a_choice_is_what_it_always_was() {
        let c = choice_at(Rules::CLASSIC, "c3");
        assert!(!c.has_parts());
        assert_eq!(c.options.len(), 1);
        let mut c = c;
        c.resize(-1);
        assert_eq!(shown(&c), "c1-c3xEW");
    }
}
