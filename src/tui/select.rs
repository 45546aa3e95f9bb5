//! Choosing a ka-game move by pointing: which points are worth choosing,
//! what a point would capture, and why a point chosen leads nowhere. Pure
//! functions of a position; the app keeps the cursor and the open choice.

use super::messages::{Note, Said};
use crate::games::ka::{
    Bits, File, Illegal, Line, Move, Phase, Player, Point, Position, Rank, column_choices,
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
/// the one capture that reaches it.
pub fn preview_at(pos: &Position, cursor: Point) -> Bits {
    match pos.phase() {
        Phase::ColumnCapture => pos
            .captures(Move::Column(cursor.file()))
            .unwrap_or(Bits::EMPTY),
        Phase::KaEntry => Bits::EMPTY,
        Phase::KaMoves => match options_to(pos, cursor).as_slice() {
            [(_, stones)] => *stones,
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
