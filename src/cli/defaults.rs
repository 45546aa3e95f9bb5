//! The player's settings as the command line's defaults: `ai` without a
//! level, and the ka game's rules and pattern when none are given.

use crate::cli::completion::Listed;
use pasang::games::SeatKind;
use pasang::games::choice::Choice;
use pasang::games::ka::{Pattern, Preset, Rounds};

/// A player as `--south` and the others name it: `ai` alone is the
/// computer at the level kept in the settings (else `ai:hard`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlayerArg {
    pub(crate) kind: SeatKind,
    /// Whether a level was written (`ai:easy`), or the kind is a person.
    pub(crate) level_given: bool,
    /// A person at another terminal, who joins over SSH (`remote`).
    pub(crate) remote: bool,
}

/// A player the game's seat options do not know.
#[derive(Clone, Debug)]
pub(crate) struct UnknownSeatPlayer(String);

impl std::fmt::Display for UnknownSeatPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&pasang::tr!(
            "unknown-seat-player",
            player = self.0.as_str()
        ))
    }
}

impl std::error::Error for UnknownSeatPlayer {}

impl std::str::FromStr for PlayerArg {
    type Err = UnknownSeatPlayer;

    fn from_str(s: &str) -> Result<PlayerArg, Self::Err> {
        if s.trim().eq_ignore_ascii_case("remote") {
            return Ok(PlayerArg {
                kind: SeatKind::Human,
                level_given: true,
                remote: true,
            });
        }
        Ok(PlayerArg {
            kind: s.parse().map_err(|_| UnknownSeatPlayer(s.to_string()))?,
            level_given: !s.trim().eq_ignore_ascii_case("ai"),
            remote: false,
        })
    }
}

/// The players a seat option takes, as typed.
pub(crate) const PLAYERS: [&str; 7] = [
    "human",
    "remote",
    "ai",
    "ai:random",
    "ai:easy",
    "ai:medium",
    "ai:hard",
];

/// A seat option's player, read as [`PlayerArg`]'s `FromStr` does; the
/// players there are named.
pub(crate) fn player() -> Listed<PlayerArg> {
    Listed {
        read: |s| s.parse::<PlayerArg>().map_err(|e| e.to_string()),
        names: || PLAYERS.map(String::from).to_vec(),
    }
}

/// A lesson, taken as typed (`pasang learn` says what it does not know);
/// the lessons there are named.
pub(crate) fn lesson() -> Listed<String> {
    Listed {
        read: |s| Ok(s.to_string()),
        names: || {
            (pasang::lessons::shipped().iter())
                .map(|l| l.id.clone())
                .collect()
        },
    }
}

impl PlayerArg {
    /// The player, `ai` alone at `level` when there is one.
    pub(crate) fn kind(self, level: Option<pasang::games::Level>) -> SeatKind {
        match (self.level_given, level) {
            (false, Some(level)) => SeatKind::Computer(level),
            _ => self.kind,
        }
    }
}

/// The settings this pasang cannot use, as (name, value): a value it does
/// not know is left unused and said so, rather than quietly ignored.
pub(crate) fn unusable(settings: &pasang::settings::Settings) -> Vec<(&'static str, String)> {
    let mut bad = Vec::new();
    let mut check = |name, value: &Option<String>, known: bool| {
        if let Some(v) = value.as_ref().filter(|_| !known) {
            bad.push((name, v.clone()));
        }
    };
    let s = settings;
    check(
        "language",
        &s.language,
        s.language
            .as_deref()
            .is_none_or(|l| pasang::i18n::Lang::find(l).is_some()),
    );
    check(
        "rules",
        &s.rules,
        s.rules
            .as_deref()
            .is_none_or(|r| Preset::from_name(r).is_some()),
    );
    check(
        "first",
        &s.first,
        s.first
            .as_deref()
            .is_none_or(|f| pasang::games::ka::First::from_name(f).is_some()),
    );
    check(
        "pattern",
        &s.pattern,
        s.pattern
            .as_deref()
            .is_none_or(|p| Pattern::from_name(p).is_some()),
    );
    check(
        "level",
        &s.level,
        s.level
            .as_deref()
            .is_none_or(|l| l.parse::<pasang::games::Level>().is_ok()),
    );
    if let Some(ms) = s
        .movetime_ms
        .filter(|ms| !pasang::limits::MOVETIME_MS.contains(ms))
    {
        bad.push(("movetime_ms", ms.to_string()));
    }
    if let Some(n) = s.rounds.filter(|&n| Rounds::new(n).is_none()) {
        bad.push(("rounds", n.to_string()));
    }
    bad
}

#[cfg(test)]
mod tests {
    use super::*;
    use pasang::games::Level;

    #[test]
    fn ai_without_a_level_takes_the_settings_level_and_a_written_level_is_kept() {
        let ai: PlayerArg = "ai".parse().unwrap();
        assert_eq!(ai.kind(Some(Level::Easy)), SeatKind::Computer(Level::Easy));
        assert_eq!(ai.kind(None), SeatKind::Computer(Level::Hard));
        let hard: PlayerArg = "ai:hard".parse().unwrap();
        assert_eq!(
            hard.kind(Some(Level::Easy)),
            SeatKind::Computer(Level::Hard)
        );
        let human: PlayerArg = "human".parse().unwrap();
        assert_eq!(human.kind(Some(Level::Easy)), SeatKind::Human);
    }
}
