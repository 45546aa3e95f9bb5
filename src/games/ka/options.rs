//! The rule options where the sources disagree, and the two presets.

use serde::{Deserialize, Serialize};
use std::fmt;

pub(crate) use crate::games::choice::choice;
pub use crate::games::choice::{Choice, UnknownChoice};

choice! {
    /// Which files North may take after South's column capture.
    SecondColumn, "second-column" {
        /// South took a–e: North takes g–k; South took g–k: North takes a–e;
        /// South took f: North takes any file but f.
        Diagonal = "diagonal",
        /// Any file except the mirror of South's.
        Free = "free",
    }
}

choice! {
    /// How a stone is promoted to a ka and brought into the passage.
    KaEntry, "ka" {
        /// From the file next to the passage, one step in.
        Slide = "slide",
        /// From two files away, jumping the stone between.
        Jump = "jump",
        /// Both of the above.
        Either = "either",
    }
}

choice! {
    /// Whether the missing centre point stops a capture line.
    Centre, "centre" {
        /// The centre stops a line.
        Blocks = "blocks",
        /// A line passes over the centre as over an empty point.
        Open = "open",
    }
}

choice! {
    /// A named set of options.
    Preset, "rules" {
        /// Second column diagonal, ka slides in, centre blocks.
        Classic = "classic",
        /// The marble edition's rulebook: free second column, either entry,
        /// open centre.
        Marbles = "marbles",
    }
}

/// One complete choice of the rule options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub second_column: SecondColumn,
    pub ka_entry: KaEntry,
    pub centre: Centre,
}

impl Rules {
    /// The classic rules: [`SecondColumn::Diagonal`], [`KaEntry::Slide`],
    /// [`Centre::Blocks`].
    pub const CLASSIC: Rules = Rules {
        second_column: SecondColumn::Diagonal,
        ka_entry: KaEntry::Slide,
        centre: Centre::Blocks,
    };

    /// The marble edition's rules: [`SecondColumn::Free`], [`KaEntry::Either`],
    /// [`Centre::Open`].
    pub const MARBLES: Rules = Rules {
        second_column: SecondColumn::Free,
        ka_entry: KaEntry::Either,
        centre: Centre::Open,
    };

    /// Every combination of the options (2 × 3 × 2 = 12).
    pub fn all() -> impl Iterator<Item = Rules> {
        SecondColumn::ALL.iter().flat_map(|&second_column| {
            KaEntry::ALL.iter().flat_map(move |&ka_entry| {
                Centre::ALL.iter().map(move |&centre| Rules {
                    second_column,
                    ka_entry,
                    centre,
                })
            })
        })
    }

    /// The preset these options match, if any.
    pub fn preset(self) -> Option<Preset> {
        Preset::ALL
            .iter()
            .copied()
            .find(|p| Rules::from(*p) == self)
    }
}

impl From<Preset> for Rules {
    fn from(preset: Preset) -> Rules {
        match preset {
            Preset::Classic => Rules::CLASSIC,
            Preset::Marbles => Rules::MARBLES,
        }
    }
}

impl fmt::Display for Rules {
    /// `classic`, `marbles`, or the three options spelled out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.preset() {
            Some(p) => write!(f, "{p}"),
            None => write!(
                f,
                "second-column {}, ka {}, centre {}",
                self.second_column, self.ka_entry, self.centre
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_classic_rules() {
        assert_eq!(Rules::default(), Rules::CLASSIC);
        assert_eq!(Rules::default().preset(), Some(Preset::Classic));
    }

    #[test]
    fn there_are_twelve_distinct_combinations() {
        let all: std::collections::HashSet<_> = Rules::all().collect();
        assert_eq!(all.len(), 12);
    }

    #[test]
    fn names_parse_back() {
        for v in KaEntry::ALL {
            assert_eq!(v.name().parse::<KaEntry>(), Ok(*v));
        }
        let err = "hop".parse::<KaEntry>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown ka value 'hop' (expected one of: slide, jump, either)"
        );
    }

    #[test]
    fn mixed_options_display_each_value() {
        let rules = Rules {
            centre: Centre::Open,
            ..Rules::CLASSIC
        };
        assert_eq!(
            rules.to_string(),
            "second-column diagonal, ka slide, centre open"
        );
        assert_eq!(Rules::MARBLES.to_string(), "marbles");
    }
}
