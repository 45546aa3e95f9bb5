//! The ka game's sentences: players, phases, outcomes, and why a move, a
//! move's notation, a diagram, a setup or a rule option is refused.

use crate::board::{Axis, Direction, File};
use crate::games::ka::errors::{DiagramError, LineFault, SyntaxFault};
use crate::games::ka::options::UnknownChoice;
use crate::games::ka::{
    BadRounds, Centre, ColumnBan, Illegal, KaEntry, Line, MoveError, NoSuchPlayer, Outcome, Phase,
    Player, Rounds,
};
use crate::tr;
use std::fmt;

impl super::Named for crate::games::ka::Game {
    const UNIT: &'static str = "move";

    fn name() -> String {
        tr!("game-name-ka")
    }

    fn described() -> String {
        tr!("option-game-ka")
    }

    fn not_its_option(option: &str) -> String {
        tr!("option-not-for-ka", option = option)
    }

    fn summary(setup: &str, rules: &crate::games::ka::Rules) -> String {
        tr!(
            "summary-ka",
            setup = setup,
            rules = super::options::Labelled::label(*rules)
        )
    }

    fn in_lobby(_players: usize) -> String {
        tr!("lobby-ka")
    }

    fn rated_name(_kind: crate::games::Rated) -> String {
        tr!("lobby-rated-ka")
    }

    fn missing_points() -> String {
        tr!("setup-missing-ka")
    }

    fn stone_on_missing(
        row: usize,
        point: crate::board::Point,
        colour: crate::board::Stone,
    ) -> String {
        tr!(
            "setup-stone-on-centre",
            row = row,
            point = point.to_string(),
            colour = colour.to_string()
        )
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&match self {
            Player::South => tr!("seat-south"),
            Player::North => tr!("seat-north"),
        })
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Phase::ColumnCapture => tr!("ka-phase-column"),
            Phase::KaEntry => tr!("ka-phase-entry"),
            Phase::KaMoves => tr!("ka-phase-moves"),
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [s, n] = self.points();
        f.write_str(&match *self {
            Outcome::Cleared { winner: None, .. } => tr!("ka-outcome-draw", south = s, north = n),
            Outcome::Cleared {
                winner: Some(w), ..
            } => tr!(
                "ka-outcome-win",
                player = w.to_string(),
                south = s,
                north = n
            ),
            Outcome::Suntuk { winner, .. } => tr!(
                "ka-outcome-suntuk",
                player = winner.to_string(),
                other = winner.opponent().to_string(),
                south = s,
                north = n
            ),
            Outcome::Series { winner, won, .. } => {
                let [won_s, won_n] = won.map(u32::from);
                match winner {
                    Some(w) => tr!(
                        "ka-outcome-series-win",
                        player = w.to_string(),
                        won_s = won_s,
                        won_n = won_n,
                        south = s,
                        north = n
                    ),
                    None => tr!(
                        "ka-outcome-series-draw",
                        won_s = won_s,
                        won_n = won_n,
                        south = s,
                        north = n
                    ),
                }
            }
        })
    }
}

/// Where a line's stones lie, in words: "north", "north and south", …
pub fn line_words(line: Line) -> String {
    match line {
        Line::North => tr!("ka-line-north"),
        Line::South => tr!("ka-line-south"),
        Line::East => tr!("ka-line-east"),
        Line::West => tr!("ka-line-west"),
        Line::NorthSouth => tr!("ka-line-north-south"),
        Line::EastWest => tr!("ka-line-east-west"),
    }
}

/// The ranks of a player's half, as written: "1–5", "7–11".
fn half_ranks(player: Player) -> String {
    let mut ranks = player.ranks();
    let first = ranks.next().expect("a half has ranks");
    let last = ranks.next_back().unwrap_or(first);
    format!("{first}–{last}")
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = |x: &dyn fmt::Display| x.to_string();
        f.write_str(&match *self {
            Illegal::GameOver => tr!("ka-illegal-game-over"),
            Illegal::ColumnExpected => tr!("ka-illegal-column-expected"),
            Illegal::ColumnsTaken => tr!("ka-illegal-columns-taken"),
            Illegal::EmptyColumn { player, file } => {
                tr!(
                    "ka-illegal-empty-column",
                    player = p(&player),
                    file = p(&file)
                )
            }
            Illegal::ColumnBanned { first, ban } => ban_words(first, ban),
            Illegal::NotOnPassage { player, passage } => tr!(
                "ka-illegal-not-on-passage",
                player = p(&player),
                passage = p(&passage),
                ranks = half_ranks(player)
            ),
            Illegal::NotAlongRank { from, to } => {
                tr!("ka-illegal-not-along-rank", from = p(&from), to = p(&to))
            }
            Illegal::Occupied { to } => tr!("ka-illegal-occupied", to = p(&to)),
            Illegal::NoStone { from } => tr!("ka-illegal-no-stone", from = p(&from)),
            Illegal::EntryDistance { rule, .. } => {
                let how = match rule {
                    KaEntry::Slide => tr!("ka-entry-how-slide"),
                    KaEntry::Jump => tr!("ka-entry-how-jump"),
                    KaEntry::Either => tr!("ka-entry-how-either"),
                };
                tr!(
                    "ka-illegal-entry-distance",
                    rule = super::options::Labelled::label(rule),
                    how = how
                )
            }
            Illegal::JumpOverEmpty { over } => tr!("ka-illegal-jump-over-empty", over = p(&over)),
            Illegal::NotYourKa { player, ka, from } => tr!(
                "ka-illegal-not-your-ka",
                player = p(&player),
                ka = p(&ka),
                from = p(&from)
            ),
            Illegal::NotStraight { from, to } => {
                tr!("ka-illegal-not-straight", from = p(&from), to = p(&to))
            }
            Illegal::NoMove => tr!("ka-illegal-no-move"),
            Illegal::Blocked { from, to, at } => tr!(
                "ka-illegal-blocked",
                from = p(&from),
                to = p(&to),
                at = p(&at)
            ),
            Illegal::Centre => tr!("ka-illegal-centre"),
            Illegal::WrongAxis {
                moved: Axis::Horizontal,
            } => tr!("ka-illegal-axis-rank"),
            Illegal::WrongAxis {
                moved: Axis::Vertical,
            } => tr!("ka-illegal-axis-file"),
            Illegal::Line(fault) => fault.to_string(),
            Illegal::WholeLinesOnly => tr!("ka-illegal-whole-lines-only"),
        })
    }
}

/// A stone's colour as a word to put in a sentence.
fn colour(stone: crate::board::Stone) -> String {
    stone.to_string()
}

impl fmt::Display for LineFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            LineFault::EvenWhole {
                at,
                line,
                stones,
                colour: c,
            } => tr!(
                "ka-line-even-whole",
                line = line_words(line),
                at = at.to_string(),
                n = stones,
                colour = colour(c)
            ),
            LineFault::NotOneLine { at, line } => {
                let [up, down]: [Direction; 2] = line.axis().directions();
                tr!(
                    "ka-line-not-one",
                    line = line_words(line),
                    at = at.to_string(),
                    up = Line::toward(up).to_string(),
                    down = Line::toward(down).to_string()
                )
            }
            LineFault::NoStones { at, line, centre } => {
                let id_args = (line_words(line), at.to_string());
                match centre {
                    Centre::Blocks => {
                        tr!("ka-line-no-stones-blocks", line = id_args.0, at = id_args.1)
                    }
                    Centre::Open => tr!("ka-line-no-stones-open", line = id_args.0, at = id_args.1),
                }
            }
            LineFault::OnlyWhole {
                at,
                line,
                colour: c,
            } => {
                let both = Line::both(line.axis());
                tr!(
                    "ka-line-only-whole",
                    colour = colour(c),
                    line = line_words(both),
                    at = at.to_string(),
                    both = both.to_string()
                )
            }
            LineFault::EvenSide {
                at,
                line,
                stones,
                colour: c,
            } => tr!(
                "ka-line-even-side",
                line = line_words(line),
                at = at.to_string(),
                n = stones,
                colour = colour(c)
            ),
            LineFault::PartTooMany {
                at,
                line,
                has,
                asked,
            } => tr!(
                "ka-line-part-too-many",
                line = line_words(line),
                at = at.to_string(),
                has = has,
                asked = asked
            ),
            LineFault::PartEven { at, taken } => {
                tr!("ka-line-part-even", at = at.to_string(), taken = taken)
            }
            LineFault::PartIsWhole { at, line } => tr!(
                "ka-line-part-whole",
                at = at.to_string(),
                line = line.to_string()
            ),
            LineFault::PartSides { at, line } => tr!(
                "ka-line-part-sides",
                at = at.to_string(),
                line = line.to_string()
            ),
        })
    }
}

/// Why the player after `first` may not take a file, in words.
fn ban_words(first: Player, ban: ColumnBan) -> String {
    let (first_name, second) = (first.to_string(), first.opponent().to_string());
    match ban {
        ColumnBan::WrongQuadrant { taken } if taken < File::MIDDLE => tr!(
            "ka-ban-quadrant-east",
            first = first_name,
            second = second,
            taken = taken.to_string()
        ),
        ColumnBan::WrongQuadrant { taken } => tr!(
            "ka-ban-quadrant-west",
            first = first_name,
            second = second,
            taken = taken.to_string()
        ),
        ColumnBan::Middle => tr!("ka-ban-middle", first = first_name, second = second),
        ColumnBan::Mirror { taken } => tr!(
            "ka-ban-mirror",
            first = first_name,
            second = second,
            file = taken.mirror().to_string(),
            taken = taken.to_string()
        ),
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax { text, fault } => f.write_str(&tr!(
                "ka-move-unreadable",
                text = text.as_str(),
                fault = fault.to_string()
            )),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl fmt::Display for SyntaxFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            SyntaxFault::Empty => tr!("syntax-empty"),
            SyntaxFault::NotAFile => tr!("ka-syntax-not-a-file"),
            SyntaxFault::NoDash => tr!("ka-syntax-no-dash"),
            SyntaxFault::NoCapture => tr!("ka-syntax-no-capture"),
            SyntaxFault::BadFrom => tr!("syntax-bad-from"),
            SyntaxFault::BadTo => tr!("ka-syntax-bad-to"),
            SyntaxFault::BadLine => tr!("ka-syntax-bad-line"),
            SyntaxFault::BadCount => tr!("ka-syntax-bad-count"),
        })
    }
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match *self {
            DiagramError::RowCount { found } => tr!("ka-diagram-rows", found = found),
            DiagramError::RowLength { row, found } => {
                tr!("ka-diagram-row-length", row = row, found = found)
            }
            DiagramError::CentreNotEmpty { .. } => tr!("ka-diagram-centre"),
            DiagramError::BadCharacter { point, found } => tr!(
                "ka-diagram-character",
                point = point.to_string(),
                found = found.to_string()
            ),
            DiagramError::MissingKa { .. } => tr!("ka-diagram-missing-ka"),
            DiagramError::SecondKa { player, point } => tr!(
                "ka-diagram-second-ka",
                point = point.to_string(),
                player = player.to_string()
            ),
        })
    }
}

impl std::error::Error for DiagramError {}

impl fmt::Display for UnknownChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "ka-unknown-choice",
            option = self.option.to_string(),
            found = self.found.to_string(),
            expected = self.expected.join(", ")
        ))
    }
}

impl std::error::Error for UnknownChoice {}

impl fmt::Display for BadRounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "ka-bad-rounds",
            found = self.0.clone(),
            most = u32::from(Rounds::MAX)
        ))
    }
}

impl std::error::Error for BadRounds {}

impl fmt::Display for NoSuchPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("ka-no-such-player", seat = super::seat_name(self.0)))
    }
}

impl super::options::Described for crate::games::ka::SecondColumn {
    fn description(self) -> String {
        match self {
            crate::games::ka::SecondColumn::Diagonal => tr!("option-second-column-diagonal"),
            crate::games::ka::SecondColumn::Free => tr!("option-second-column-free"),
        }
    }
}

impl super::options::Described for KaEntry {
    fn description(self) -> String {
        match self {
            KaEntry::Slide => tr!("option-ka-slide"),
            KaEntry::Jump => tr!("option-ka-jump"),
            KaEntry::Either => tr!("option-ka-either"),
        }
    }
}

impl super::options::Described for Centre {
    fn description(self) -> String {
        match self {
            Centre::Blocks => tr!("option-centre-blocks"),
            Centre::Open => tr!("option-centre-open"),
        }
    }
}

impl super::options::Described for crate::games::ka::Captures {
    fn description(self) -> String {
        match self {
            crate::games::ka::Captures::Whole => tr!("option-captures-whole"),
            crate::games::ka::Captures::Partial => tr!("option-captures-partial"),
        }
    }
}

impl super::options::Described for crate::games::ka::First {
    fn description(self) -> String {
        match self {
            crate::games::ka::First::South => tr!("option-first-south"),
            crate::games::ka::First::North => tr!("option-first-north"),
        }
    }
}

impl super::options::Described for crate::games::ka::Preset {
    fn description(self) -> String {
        match self {
            crate::games::ka::Preset::Classic => tr!("option-rules-classic"),
            crate::games::ka::Preset::Marbles => tr!("option-rules-marbles"),
            crate::games::ka::Preset::Traditional => tr!("option-rules-traditional"),
        }
    }
}

impl super::options::Described for crate::games::ka::Pattern {
    fn description(self) -> String {
        match self {
            crate::games::ka::Pattern::First => tr!("option-pattern-first"),
            crate::games::ka::Pattern::Second => tr!("option-pattern-second"),
        }
    }
}

impl super::options::Labelled for crate::games::ka::SecondColumn {
    fn label(self) -> String {
        match self {
            crate::games::ka::SecondColumn::Diagonal => tr!("label-second-column-diagonal"),
            crate::games::ka::SecondColumn::Free => tr!("label-second-column-free"),
        }
    }
}

impl super::options::Labelled for KaEntry {
    fn label(self) -> String {
        match self {
            KaEntry::Slide => tr!("label-ka-slide"),
            KaEntry::Jump => tr!("label-ka-jump"),
            KaEntry::Either => tr!("label-ka-either"),
        }
    }
}

impl super::options::Labelled for Centre {
    fn label(self) -> String {
        match self {
            Centre::Blocks => tr!("label-centre-blocks"),
            Centre::Open => tr!("label-centre-open"),
        }
    }
}

impl super::options::Labelled for crate::games::ka::Captures {
    fn label(self) -> String {
        match self {
            crate::games::ka::Captures::Whole => tr!("label-captures-whole"),
            crate::games::ka::Captures::Partial => tr!("label-captures-partial"),
        }
    }
}

impl super::options::Labelled for crate::games::ka::First {
    fn label(self) -> String {
        match self {
            crate::games::ka::First::South => tr!("label-first-south"),
            crate::games::ka::First::North => tr!("label-first-north"),
        }
    }
}

impl super::options::Labelled for crate::games::ka::Preset {
    fn label(self) -> String {
        match self {
            crate::games::ka::Preset::Classic => tr!("label-rules-classic"),
            crate::games::ka::Preset::Marbles => tr!("label-rules-marbles"),
            crate::games::ka::Preset::Traditional => tr!("label-rules-traditional"),
        }
    }
}

impl super::options::Labelled for crate::games::ka::Pattern {
    fn label(self) -> String {
        match self {
            crate::games::ka::Pattern::First => tr!("label-pattern-first"),
            crate::games::ka::Pattern::Second => tr!("label-pattern-second"),
        }
    }
}

/// The preset's name, or the options spelled out; then who moves first when
/// North does, and the rounds of a series.
impl super::options::Labelled for crate::games::ka::Rules {
    fn label(self) -> String {
        use crate::games::ka::{Captures, First};
        let mut text = match self.preset() {
            Some(p) => p.label(),
            None => {
                let text = tr!(
                    "label-rules-custom",
                    second = self.second_column.label(),
                    entry = self.ka_entry.label(),
                    centre = self.centre.label()
                );
                if self.captures == Captures::Whole {
                    text
                } else {
                    tr!(
                        "label-rules-captures",
                        rules = text,
                        captures = self.captures.label()
                    )
                }
            }
        };
        if self.first != First::South {
            text = tr!(
                "label-rules-first",
                rules = text,
                first = self.first.label()
            );
        }
        if self.rounds.is_series() {
            text = tr!(
                "label-rules-rounds",
                rules = text,
                rounds = self.rounds.get()
            );
        }
        text
    }
}

impl fmt::Display for crate::record::RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = match self.end {
            crate::record::End::Cleared => tr!("record-end-cleared"),
            crate::record::End::Suntuk => tr!("record-end-suntuk"),
            crate::record::End::Series => tr!("record-end-series"),
        };
        let score = super::records::scores(&self.scores);
        f.write_str(&match self.winner {
            Some(w) => tr!(
                "record-result-win",
                player = super::seat_name(w),
                score = score,
                how = how
            ),
            None => tr!("record-result-draw", score = score, how = how),
        })
    }
}
