//! What each value of a rule option, a preset or a built-in pattern means,
//! in a line (the command line's help shows it beside the value).

use crate::games::GameKind;
use crate::games::bell;
use crate::games::choice::OtherGamesOption;
use crate::games::ka::{Centre, KaEntry, Pattern, Preset, SecondColumn};
use std::fmt;

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
            Pattern::First => "the ka game: the first traditional pattern",
            Pattern::Second => {
                "the ka game: the second traditional pattern (corrected by symmetry)"
            }
        }
    }
}

impl Described for GameKind {
    fn description(self) -> &'static str {
        match self {
            GameKind::Ka => {
                "the ka game of Brunei, for two: open a passage, then capture with your ka"
            }
            GameKind::Bell => {
                "Bell's hop-capture game, for 2 to 4: any stone hops, captures come in odd numbers"
            }
        }
    }
}

impl Described for bell::Players {
    fn description(self) -> &'static str {
        match self {
            bell::Players::Two => "South and North",
            bell::Players::Three => "South, West and North",
            bell::Players::Four => "South, West, North and East",
        }
    }
}

impl Described for bell::Opening {
    fn description(self) -> &'static str {
        match self {
            bell::Opening::Corner => {
                "the first player takes a stone from a corner: a1, k1, a11 or k11"
            }
            bell::Opening::Inner => {
                "the first player takes a stone beside the hole: d4, h4, d8 or h8 (Lhôte)"
            }
        }
    }
}

impl Described for bell::Pattern {
    fn description(self) -> &'static str {
        match self {
            bell::Pattern::Checker => "Bell's game: a checkerboard, black on the corners",
            bell::Pattern::Quarters => "Bell's game: two black quarters and two white",
            bell::Pattern::Rings => "Bell's game: rings round the hole, black and white",
        }
    }
}

impl fmt::Display for OtherGamesOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let option = self.option;
        match self.game {
            GameKind::Ka => write!(
                f,
                "{option} is not an option of the ka game; it is for Bell's game (--game bell)"
            ),
            GameKind::Bell => write!(
                f,
                "{option} is not an option of Bell's game, which takes --players, --opening, --pattern checker|quarters|rings or --setup"
            ),
        }
    }
}

impl std::error::Error for OtherGamesOption {}
