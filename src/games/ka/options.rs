//! The rule options where the sources disagree, and the two presets.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A rule option with a fixed set of named values, written in lower case on
/// the command line and in files.
pub trait Choice: Copy + Sized + 'static {
    /// Every value, the default first.
    const ALL: &'static [Self];
    /// What the option is called (`second-column`, `ka`, …).
    const OPTION: &'static str;
    /// The value's name as written.
    fn name(self) -> &'static str;

    /// The value with this name, if any.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// Error for a name that is not one of an option's values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownChoice {
    /// The option's name, as on the command line.
    pub option: &'static str,
    /// The text given.
    pub found: String,
    /// The option's values.
    pub expected: Vec<&'static str>,
}

macro_rules! choice {
    (
        $(#[$meta:meta])*
        $name:ident, $option:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
        }

        impl $crate::games::ka::options::Choice for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            const OPTION: &'static str = $option;
            fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)+ }
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::ALL[0]
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::games::ka::options::UnknownChoice;
            fn from_str(s: &str) -> Result<Self, $crate::games::ka::options::UnknownChoice> {
                Self::from_name(s).ok_or_else(|| $crate::games::ka::options::UnknownChoice {
                    option: $option,
                    found: s.to_string(),
                    expected: Self::ALL.iter().map(|v| v.name()).collect(),
                })
            }
        }
    };
}
pub(crate) use choice;

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
