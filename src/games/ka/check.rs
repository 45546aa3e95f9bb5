//! Whether a move may be played, and if not, which rule it breaks.

use super::columns::column_ban;
use super::errors::Illegal;
use super::line::{Line, Sight};
use super::moves::Move;
use super::options::{Centre, KaEntry};
use super::player::{Phase, Player};
use super::position::Position;
use crate::board::{Axis, Bits, Direction, File, Point, Stone, file_bits};

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
                if mover == Player::North
                    && let Some(south) = self.passage(Player::South)
                    && let Some(ban) = column_ban(self.rules.second_column, south, file)
                {
                    return Err(Illegal::ColumnBanned(ban));
                }
                Ok(())
            }
            (Phase::KaEntry, Move::Ka { from, to, line }) => self.check_entry(from, to, line),
            (_, Move::Ka { from, to, line }) => self.check_ka_move(from, to, line),
        }
    }

    fn check_entry(&self, from: Point, to: Point, line: Line) -> Result<(), Illegal> {
        let mover = self.to_move();
        let passage = self
            .passage(mover)
            .expect("passages are set in the ka entry");
        let ranks = match mover {
            Player::South => "1–5",
            Player::North => "7–11",
        };
        if to.file() != passage || !mover.half().contains(to) {
            return Err(Illegal::NotOnPassage {
                player: mover,
                passage,
                ranks,
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
            let how = match rule {
                KaEntry::Slide => "slides in from the file next to the passage",
                KaEntry::Jump => "jumps in from two files away",
                KaEntry::Either => "slides in from the next file or jumps in from two files away",
            };
            return Err(Illegal::EntryDistance { rule, how });
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
        explain_line(&sight, to, line, self.rules.centre)
    }

    fn check_ka_move(&self, from: Point, to: Point, line: Line) -> Result<(), Illegal> {
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
            let (moved, across, choices) = match dir.axis() {
                Axis::Horizontal => ("rank", "file", "N, S or NS"),
                Axis::Vertical => ("file", "rank", "E, W or EW"),
            };
            return Err(Illegal::WrongAxis {
                moved,
                across,
                choices,
            });
        }
        explain_line(&self.sight(), to, line, self.rules.centre)
    }
}

/// Whether `line` can be captured from `at`, and if not, why, in words.
fn explain_line(sight: &Sight, at: Point, line: Line, centre: Centre) -> Result<(), Illegal> {
    let lines = sight.lines(at, line.axis());
    if lines.get(line).is_some() {
        return Ok(());
    }
    let [up, down] = line.axis().directions();
    let (a, b) = (sight.run(at, up), sight.run(at, down));
    let joined = !a.stones.is_empty() && !b.stones.is_empty() && a.colour == b.colour;
    let count_words = |stones: Bits, colour: Stone| {
        let n = stones.count();
        format!("{n} {colour} stone{}", if n == 1 { "" } else { "s" })
    };
    let why = match line {
        Line::NorthSouth | Line::EastWest if joined => format!(
            "the {} line through {at} has {}, an even number; only an odd number can be taken",
            line.describe(),
            count_words(a.stones | b.stones, a.colour)
        ),
        Line::NorthSouth | Line::EastWest => format!(
            "the stones {} of {at} are not one line: they differ in colour or one side is empty; take one side ({} or {})",
            line.describe(),
            Line::toward(up),
            Line::toward(down)
        ),
        _ => {
            let d = [up, down]
                .into_iter()
                .find(|&d| Line::toward(d) == line)
                .expect("one-sided line");
            let run = if d == up { a } else { b };
            if run.stones.is_empty() {
                let ka_note = if centre == Centre::Blocks {
                    " before the edge, the enemy ka or the centre"
                } else {
                    " before the edge or the enemy ka"
                };
                format!("there are no stones {} of {at}{ka_note}", line.describe())
            } else if joined {
                let both = Line::both(line.axis());
                format!(
                    "the {} stones {} of {at} are one line; it can only be taken whole ({both})",
                    run.colour,
                    both.describe(),
                )
            } else {
                format!(
                    "the line {} of {at} has {}, an even number; only an odd number can be taken",
                    line.describe(),
                    count_words(run.stones, run.colour)
                )
            }
        }
    };
    Err(Illegal::Line(why))
}
