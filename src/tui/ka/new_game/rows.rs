//! The new-game form's rows, top to bottom, and what each shows: a typed
//! value for the words to be made from.

use super::SetupChoice;
use crate::games::SeatKind;
use crate::games::ka::{Captures, Centre, First, KaEntry, Preset, Rounds, SecondColumn};
use crate::session::ClockSpec;
use std::time::Duration;

/// The rows of the form, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// Which game: changing it opens the other game's form.
    Game,
    South,
    North,
    /// How long `ai:hard` thinks a move.
    Movetime,
    /// The players' clock, or none.
    Clock,
    Setup,
    /// The path of a setup file, typed.
    SetupFile,
    /// The rule preset, or custom.
    Rules,
    SecondColumn,
    KaEntry,
    Centre,
    /// Whole lines only, or parts of lines too.
    Captures,
    /// Who moves first.
    First,
    /// How many rounds a series has.
    Rounds,
}

impl Row {
    /// Every row, in order.
    pub const ALL: [Row; 14] = [
        Row::Game,
        Row::South,
        Row::North,
        Row::Movetime,
        Row::Clock,
        Row::Setup,
        Row::SetupFile,
        Row::Rules,
        Row::SecondColumn,
        Row::KaEntry,
        Row::Centre,
        Row::Captures,
        Row::First,
        Row::Rounds,
    ];

    /// The command-line options that choose what the row does.
    pub fn options(self) -> &'static [&'static str] {
        match self {
            Row::Game => &["--game"],
            Row::South => &["--south"],
            Row::North => &["--north"],
            Row::Movetime => &["--movetime"],
            Row::Clock => &["--clock"],
            Row::Setup => &["--pattern"],
            Row::SetupFile => &["--setup"],
            Row::Rules => &["--rules"],
            Row::SecondColumn => &["--second-column"],
            Row::KaEntry => &["--ka"],
            Row::Centre => &["--centre"],
            Row::Captures => &["--captures"],
            Row::First => &["--first"],
            Row::Rounds => &["--rounds"],
        }
    }

    pub(super) fn index(self) -> usize {
        Row::ALL.iter().position(|&r| r == self).unwrap_or(0)
    }
}

/// What a row shows: its value, as a typed value for the words to be made
/// from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    Game(crate::games::GameKind),
    SeatKind(SeatKind),
    Movetime(Duration),
    Clock(Option<ClockSpec>),
    Setup(&'a SetupChoice),
    /// The path typed so far.
    Path(&'a str),
    /// The preset the options match, `None` for a mix of neither.
    Preset(Option<Preset>),
    SecondColumn(SecondColumn),
    KaEntry(KaEntry),
    Centre(Centre),
    Captures(Captures),
    First(First),
    Rounds(Rounds),
}
