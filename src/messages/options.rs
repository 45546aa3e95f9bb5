//! What each value of a rule option, a preset or a built-in pattern means,
//! in a line (the command line's help shows it beside the value).

use crate::games::ka::{Centre, KaEntry, Pattern, Preset, SecondColumn};

/// A line saying what a value means.
pub trait Described {
    fn description(self) -> &'static str;
}

impl Described for SecondColumn {
    fn description(self) -> &'static str {
        match self {
            SecondColumn::Diagonal => {
                "North takes a file from the quadrant diagonally opposite South's (any but f if South took f)"
            }
            SecondColumn::Free => "North takes any file except the one mirroring South's",
        }
    }
}

impl Described for KaEntry {
    fn description(self) -> &'static str {
        match self {
            KaEntry::Slide => "the ka slides in from the file next to the passage",
            KaEntry::Jump => "the ka jumps in over a stone from two files away",
            KaEntry::Either => "the ka may slide in or jump in",
        }
    }
}

impl Described for Centre {
    fn description(self) -> &'static str {
        match self {
            Centre::Blocks => "a capture line stops at the missing centre",
            Centre::Open => "a capture line passes over the centre like an empty point",
        }
    }
}

impl Described for Preset {
    fn description(self) -> &'static str {
        match self {
            Preset::Classic => "diagonal second column, sliding ka entry, centre blocks lines",
            Preset::Marbles => {
                "the marble edition: free second column, slide or jump entry, open centre"
            }
        }
    }
}

impl Described for Pattern {
    fn description(self) -> &'static str {
        match self {
            Pattern::First => "the first traditional pattern",
            Pattern::Second => {
                "the second traditional pattern (transcription corrected by symmetry)"
            }
        }
    }
}
