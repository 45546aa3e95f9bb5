//! The rule options where the sources disagree, the traditional customs
//! (partial captures, who moves first), and the presets.

use super::player::Player;
use serde::{Deserialize, Serialize};
use std::fmt;

pub(crate) use crate::games::choice::choice;
pub use crate::games::choice::{Choice, UnknownChoice};

choice! {
    /// Which files the second player may take after the first player's
    /// column capture.
    SecondColumn, "second-column" {
        /// The first player took a–e: the second takes g–k; the first took
        /// g–k: the second takes a–e; the first took f: any file but f.
        Diagonal = "diagonal",
        /// Any file except the mirror of the first player's.
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
    /// How much of a capturable line a capture may take.
    Captures, "captures" {
        /// The whole line, always.
        Whole = "whole",
        /// The whole line, or an odd number of its stones nearest the ka.
        Partial = "partial",
    }
}

choice! {
    /// Who takes the first column and moves first in every phase.
    First, "first" {
        /// South, the player of ranks 1–5.
        South = "south",
        /// North, the player of ranks 7–11.
        North = "north",
    }
}

impl First {
    /// The player who moves first.
    pub const fn player(self) -> Player {
        match self {
            First::South => Player::South,
            First::North => Player::North,
        }
    }

    /// The choice that has `player` move first.
    pub const fn of(player: Player) -> First {
        match player {
            Player::South => First::South,
            Player::North => First::North,
        }
    }
}

/// How many rounds a series has: one (a single game) up to
/// [`Rounds::MAX`]. Every round after the first is begun by the player who
/// made the last capture of the round before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Rounds(u8);

/// A number of rounds outside 1 to [`Rounds::MAX`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRounds(pub String);

impl Rounds {
    /// A single game.
    pub const ONE: Rounds = Rounds(1);
    /// The most rounds a series may have.
    pub const MAX: u8 = 9;

    /// `n` rounds, if `n` is from 1 to [`Rounds::MAX`].
    pub const fn new(n: u8) -> Option<Rounds> {
        if n >= 1 && n <= Rounds::MAX {
            Some(Rounds(n))
        } else {
            None
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Whether more than one round is played.
    pub const fn is_series(self) -> bool {
        self.0 > 1
    }

    /// `step` rounds more (or fewer), going round from the most to one.
    pub fn stepped(self, step: isize) -> Rounds {
        let n = (self.0 as isize - 1 + step).rem_euclid(Rounds::MAX as isize);
        Rounds(n as u8 + 1)
    }
}

impl Default for Rounds {
    fn default() -> Rounds {
        Rounds::ONE
    }
}

impl TryFrom<u8> for Rounds {
    type Error = BadRounds;
    fn try_from(n: u8) -> Result<Rounds, BadRounds> {
        Rounds::new(n).ok_or_else(|| BadRounds(n.to_string()))
    }
}

impl From<Rounds> for u8 {
    fn from(r: Rounds) -> u8 {
        r.0
    }
}

impl std::str::FromStr for Rounds {
    type Err = BadRounds;
    fn from_str(s: &str) -> Result<Rounds, BadRounds> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Rounds::new)
            .ok_or_else(|| BadRounds(s.to_string()))
    }
}

impl fmt::Display for Rounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
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
        /// The classic rules with partial captures, as the traditional game
        /// is played.
        Traditional = "traditional",
    }
}

/// One complete choice of the rule options. The traditional options
/// default to today's game: files written without them read as that game,
/// and they are written only when they differ from it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub second_column: SecondColumn,
    pub ka_entry: KaEntry,
    pub centre: Centre,
    #[serde(default, skip_serializing_if = "is_default")]
    pub captures: Captures,
    #[serde(default, skip_serializing_if = "is_default")]
    pub first: First,
    /// How many rounds are played on the setup, as one series.
    #[serde(default, skip_serializing_if = "is_default")]
    pub rounds: Rounds,
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl Rules {
    /// The classic rules: [`SecondColumn::Diagonal`], [`KaEntry::Slide`],
    /// [`Centre::Blocks`].
    pub const CLASSIC: Rules = Rules {
        second_column: SecondColumn::Diagonal,
        ka_entry: KaEntry::Slide,
        centre: Centre::Blocks,
        captures: Captures::Whole,
        first: First::South,
        rounds: Rounds::ONE,
    };

    /// The marble edition's rules: [`SecondColumn::Free`], [`KaEntry::Either`],
    /// [`Centre::Open`].
    pub const MARBLES: Rules = Rules {
        second_column: SecondColumn::Free,
        ka_entry: KaEntry::Either,
        centre: Centre::Open,
        captures: Captures::Whole,
        first: First::South,
        rounds: Rounds::ONE,
    };

    /// The traditional rules: the classic ones with
    /// [`Captures::Partial`].
    pub const TRADITIONAL: Rules = Rules {
        captures: Captures::Partial,
        ..Rules::CLASSIC
    };

    /// Every combination of the options (2 × 3 × 2 × 2 × 2 = 48).
    pub fn all() -> impl Iterator<Item = Rules> {
        Rules::all_first_south().flat_map(|rules| {
            First::ALL
                .iter()
                .map(move |&first| Rules { first, ..rules })
        })
    }

    /// Every combination of the options with South first (24): the games
    /// with North first are the same games with the players' names
    /// swapped.
    pub fn all_first_south() -> impl Iterator<Item = Rules> {
        SecondColumn::ALL.iter().flat_map(|&second_column| {
            KaEntry::ALL.iter().flat_map(move |&ka_entry| {
                Centre::ALL.iter().flat_map(move |&centre| {
                    Captures::ALL.iter().map(move |&captures| Rules {
                        second_column,
                        ka_entry,
                        centre,
                        captures,
                        first: First::South,
                        rounds: Rounds::ONE,
                    })
                })
            })
        })
    }

    /// The preset these options match, if any; who moves first and how
    /// many rounds are played are chosen beside a preset, not by it.
    pub fn preset(self) -> Option<Preset> {
        Preset::ALL.iter().copied().find(|p| {
            Rules {
                first: self.first,
                rounds: self.rounds,
                ..Rules::from(*p)
            } == self
        })
    }

    /// The player who moves first.
    pub const fn first_player(self) -> Player {
        self.first.player()
    }
}

impl From<Preset> for Rules {
    fn from(preset: Preset) -> Rules {
        match preset {
            Preset::Classic => Rules::CLASSIC,
            Preset::Marbles => Rules::MARBLES,
            Preset::Traditional => Rules::TRADITIONAL,
        }
    }
}

impl fmt::Display for Rules {
    /// `classic`, `marbles`, `traditional`, or the options spelled out;
    /// then `first north` when North moves first, and `3 rounds` for a
    /// series.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.preset() {
            Some(p) => write!(f, "{p}")?,
            None => {
                write!(
                    f,
                    "second-column {}, ka {}, centre {}",
                    self.second_column, self.ka_entry, self.centre
                )?;
                if self.captures != Captures::Whole {
                    write!(f, ", captures {}", self.captures)?;
                }
            }
        }
        if self.first != First::South {
            write!(f, ", first {}", self.first)?;
        }
        if self.rounds.is_series() {
            write!(f, ", rounds {}", self.rounds)?;
        }
        Ok(())
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
    fn there_are_forty_eight_distinct_combinations() {
        let all: std::collections::HashSet<_> = Rules::all().collect();
        assert_eq!(all.len(), 48);
        assert_eq!(Rules::all_first_south().count(), 24);
    }

    #[test]
    fn traditional_is_classic_with_partial_captures_and_any_first() {
        assert_eq!(Rules::from(Preset::Traditional), Rules::TRADITIONAL);
        let north = Rules {
            first: First::North,
            ..Rules::TRADITIONAL
        };
        assert_eq!(north.preset(), Some(Preset::Traditional));
        assert_eq!(north.to_string(), "traditional, first north");
        let marbles_partial = Rules {
            captures: Captures::Partial,
            ..Rules::MARBLES
        };
        assert_eq!(marbles_partial.preset(), None);
        assert_eq!(
            marbles_partial.to_string(),
            "second-column free, ka either, centre open, captures partial"
        );
    }

    #[test]
    fn rules_saved_without_the_traditional_options_read_as_todays_game() {
        let rules: Rules =
            ron::from_str("(second_column: free, ka_entry: either, centre: open)").unwrap();
        assert_eq!(rules, Rules::MARBLES);
        assert_eq!(
            ron::to_string(&Rules::MARBLES).unwrap(),
            "(second_column:free,ka_entry:either,centre:open)"
        );
        let north = Rules {
            first: First::North,
            ..Rules::TRADITIONAL
        };
        let text = ron::to_string(&north).unwrap();
        assert_eq!(ron::from_str::<Rules>(&text).unwrap(), north, "{text}");
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
