//! Whether a move may be played, and if not, which rule it breaks.

use super::columns::column_ban;
use super::errors::{Illegal, LineFault};
use super::line::{Line, PartFault, Sight};
use super::moves::{Move, Take};
use super::options::{Captures, Centre, KaEntry};
use super::player::Phase;
use super::position::Position;
use crate::board::{Direction, File, Point, file_bits};

impl Position {
    /// Whether `m` may be played, and if not, why.
    pub fn check(&self, m: Move) -> Result<(), Illegal> {
        if self.outcome().is_some() {
            return Err(Illegal::GameOver);
        }
        let mover = self.to_move();
        match (self.phase(), m) {
            (Phase::ColumnCapture, Move::Ka { .. }) => Err(Illegal::ColumnExpected),
            (_, Move::Column(_)) if self.phase() != Phase::ColumnCapture => {
                Err(Illegal::ColumnsTaken)
            }
            (_, Move::Column(file)) => {
                if (file_bits(file) & mover.half() & self.stones()).is_empty() {
                    return Err(Illegal::EmptyColumn {
                        player: mover,
                        file,
                    });
                }
                let first = self.rules.first_player();
                if mover != first
                    && let Some(taken) = self.passage(first)
                    && let Some(ban) = column_ban(self.rules.second_column, taken, file)
                {
                    return Err(Illegal::ColumnBanned { first, ban });
                }
                Ok(())
            }
            (_, Move::Ka { take, .. })
                if take != Take::Whole && self.rules.captures == Captures::Whole =>
            {
                Err(Illegal::WholeLinesOnly)
            }
            (
                Phase::KaEntry,
                Move::Ka {
                    from,
                    to,
                    line,
                    take,
                },
            ) => self.check_entry(from, to, line, take),
            (
                _,
                Move::Ka {
                    from,
                    to,
                    line,
                    take,
                },
            ) => self.check_ka_move(from, to, line, take),
        }
    }

    fn check_entry(&self, from: Point, to: Point, line: Line, take: Take) -> Result<(), Illegal> {
        let mover = self.to_move();
        let passage = self
            .passage(mover)
            .expect("passages are set in the ka entry");
        if to.file() != passage || !mover.half().contains(to) {
            return Err(Illegal::NotOnPassage {
                player: mover,
                passage,
            });
        }
        if from.rank() != to.rank() {
            return Err(Illegal::NotAlongRank { from, to });
        }
        if self.occupied().contains(to) {
            return Err(Illegal::Occupied { to });
        }
        if !self.stones().contains(from) {
            return Err(Illegal::NoStone { from });
        }
        let distance = from.file().index().abs_diff(passage.index());
        let rule = self.rules.ka_entry;
        let allowed = match rule {
            KaEntry::Slide => distance == 1,
            KaEntry::Jump => distance == 2,
            KaEntry::Either => distance == 1 || distance == 2,
        };
        if !allowed {
            return Err(Illegal::EntryDistance { rule, distance });
        }
        if distance == 2 {
            let over = Point::at(
                File::new((from.file().index() + passage.index()) / 2).expect("between two files"),
                to.rank(),
            );
            if !self.stones().contains(over) {
                return Err(Illegal::JumpOverEmpty { over });
            }
        }
        let sight = Sight {
            black: self.black & !from.bit(),
            white: self.white & !from.bit(),
            walls: self.walls(),
        };
        capture_fault(&sight, to, line, take, self.rules.centre).map_err(Illegal::Line)
    }

    fn check_ka_move(&self, from: Point, to: Point, line: Line, take: Take) -> Result<(), Illegal> {
        let mover = self.to_move();
        let ka = self.ka(mover).expect("kas have entered in the ka moves");
        if from != ka {
            return Err(Illegal::NotYourKa {
                player: mover,
                ka,
                from,
            });
        }
        if from == to {
            return Err(Illegal::NoMove);
        }
        let dir = Direction::ALL.into_iter().find(|&d| {
            let mut p = from;
            while let Some(next) = p.step(d) {
                if next == to {
                    return true;
                }
                p = next;
            }
            false
        });
        let Some(dir) = dir else {
            return Err(Illegal::NotStraight { from, to });
        };
        if to == Point::CENTRE {
            return Err(Illegal::Centre);
        }
        let mut p = from;
        while p != to {
            p = p.step(dir).expect("to lies on the ray");
            if p == Point::CENTRE {
                return Err(Illegal::Centre);
            }
            if self.occupied().contains(p) {
                return Err(Illegal::Blocked { from, to, at: p });
            }
        }
        let across = dir.axis().perpendicular();
        if line.axis() != across {
            return Err(Illegal::WrongAxis { moved: dir.axis() });
        }
        capture_fault(&self.sight(), to, line, take, self.rules.centre).map_err(Illegal::Line)
    }
}

/// Whether `take` of `line` can be captured from `at`, and if not, why.
fn capture_fault(
    sight: &Sight,
    at: Point,
    line: Line,
    take: Take,
    centre: Centre,
) -> Result<(), LineFault> {
    let Take::Nearest(counts) = take else {
        return line_fault(sight, at, line, centre);
    };
    let axis = line.axis();
    if Take::part(axis, counts).map(|(sides, _)| sides) != Some(line) {
        return Err(LineFault::PartSides { at, line });
    }
    let side_line = |side: usize| Line::toward(axis.directions()[side]);
    let runs = sight.runs(at, axis);
    sight
        .part(at, axis, counts)
        .map(drop)
        .map_err(|fault| match fault {
            PartFault::TooMany { side, has: 0 } => LineFault::NoStones {
                at,
                line: side_line(side),
                centre,
            },
            PartFault::TooMany { side, has } => LineFault::PartTooMany {
                at,
                line: side_line(side),
                has,
                asked: counts[side],
            },
            PartFault::TwoLines => LineFault::NotOneLine { at, line },
            PartFault::EvenLine {
                side: Some(side),
                stones,
            } => LineFault::EvenSide {
                at,
                line: side_line(side),
                stones,
                colour: runs.sides[side].colour,
            },
            PartFault::EvenLine { side: None, stones } => LineFault::EvenWhole {
                at,
                line: Line::both(axis),
                stones,
                colour: runs.sides[0].colour,
            },
            PartFault::Even { taken } => LineFault::PartEven { at, taken },
            PartFault::Whole => LineFault::PartIsWhole {
                at,
                line: if runs.joined() {
                    Line::both(axis)
                } else {
                    line
                },
            },
        })
}

/// Whether `line` can be captured from `at`, and if not, why.
fn line_fault(sight: &Sight, at: Point, line: Line, centre: Centre) -> Result<(), LineFault> {
    let lines = sight.lines(at, line.axis());
    if lines.get(line).is_some() {
        return Ok(());
    }
    let runs = sight.runs(at, line.axis());
    let ([a, b], joined) = (runs.sides, runs.joined());
    let up = line.axis().directions()[0];
    Err(match line {
        Line::NorthSouth | Line::EastWest if joined => LineFault::EvenWhole {
            at,
            line,
            stones: (a.stones | b.stones).count(),
            colour: a.colour,
        },
        Line::NorthSouth | Line::EastWest => LineFault::NotOneLine { at, line },
        _ => {
            let run = if Line::toward(up) == line { a } else { b };
            if run.stones.is_empty() {
                LineFault::NoStones { at, line, centre }
            } else if joined {
                LineFault::OnlyWhole {
                    at,
                    line,
                    colour: run.colour,
                }
            } else {
                LineFault::EvenSide {
                    at,
                    line,
                    stones: run.stones.count(),
                    colour: run.colour,
                }
            }
        }
    })
}

/// Every file that the player to move could take now, with the reason each
/// banned one is banned (for showing the choice to a player).
pub fn column_choices(pos: &Position) -> Vec<(File, Result<(), Illegal>)> {
    File::all()
        .map(|f| (f, pos.check(Move::Column(f))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::LegalMoves;

    fn file(c: char) -> File {
        File::from_char(c).unwrap()
    }

    #[test]
    fn with_north_first_north_opens_and_south_is_sent_across() {
        use crate::games::ka::{First, Player, Rules, Setup};
        let rules = Rules {
            first: First::North,
            ..Rules::CLASSIC
        };
        let mut pos = Position::start(&Setup::pattern(crate::games::ka::Pattern::First), rules);
        assert_eq!(pos.to_move(), Player::North);
        pos.play(Move::Column(file('c')));
        assert_eq!(pos.passage(Player::North), Some(file('c')));
        assert_eq!(pos.to_move(), Player::South);
        let open: String = pos
            .legal_moves()
            .iter()
            .filter_map(|m| match m {
                Move::Column(f) => Some(f.to_char()),
                Move::Ka { .. } => None,
            })
            .collect();
        assert_eq!(open, "ghijk");
        pos.play(Move::Column(file('h')));
        assert_eq!(pos.to_move(), Player::North, "North enters its ka first");
    }
}
