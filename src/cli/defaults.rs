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
    use pasang::games::ka::{KaEntry, Rules};
    use pasang::settings::Settings;

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

    #[test]
    fn the_settings_rules_and_pattern_fill_in_only_what_is_not_given() {
        use crate::cli::args::PositionArgs;
        use pasang::games::AnyGame;
        let settings = Settings {
            rules: Some("marbles".into()),
            pattern: Some("second".into()),
            ..Settings::default()
        };
        let ka = |game: AnyGame| game.into_ka().expect("the ka game");
        let none = ka(PositionArgs::default().new_game(&settings).unwrap());
        assert_eq!(none.rules(), Rules::MARBLES);
        assert_eq!(none.setup().name(), "second");
        let mut given = PositionArgs::default();
        given.options.ka.ka = Some(KaEntry::Jump);
        given.pattern = Some(pasang::games::AnyPattern::Ka(Pattern::First));
        let given = ka(given.new_game(&settings).unwrap());
        assert_eq!(
            given.rules(),
            Rules {
                ka_entry: KaEntry::Jump,
                ..Rules::CLASSIC
            }
        );
        assert_eq!(given.setup().name(), "first");
        // A value this pasang cannot use is left unused.
        let odd = Settings {
            rules: Some("fancy".into()),
            ..Settings::default()
        };
        let odd = ka(PositionArgs::default().new_game(&odd).unwrap());
        assert_eq!(odd.rules(), Rules::CLASSIC);
        // Bell's game takes none of them.
        let bell = PositionArgs {
            game: Some(pasang::games::GameKind::Bell),
            ..PositionArgs::default()
        };
        let bell = bell.new_game(&settings).unwrap().into_bell().unwrap();
        assert_eq!(bell.setup().name(), "checker");
    }

    #[test]
    fn the_settings_give_who_begins_and_the_rounds_beside_any_rules() {
        use crate::cli::args::PositionArgs;
        use pasang::games::ka::{First, Preset};
        let settings = Settings {
            first: Some("north".into()),
            rounds: Some(3),
            ..Settings::default()
        };
        let ka = |args: PositionArgs, settings: &Settings| {
            args.new_game(settings)
                .unwrap()
                .into_ka()
                .expect("the ka game")
        };
        let none = ka(PositionArgs::default(), &settings);
        assert_eq!(none.rules().first, First::North);
        assert_eq!(none.rules().rounds.get(), 3);
        // With rules given, the settings still choose who begins and the
        // rounds; a flag given wins.
        let mut given = PositionArgs::default();
        given.options.ka.rules = Some(Preset::Traditional);
        given.options.ka.first = Some(First::South);
        let given = ka(given, &settings);
        assert_eq!(given.rules().captures, pasang::games::ka::Captures::Partial);
        assert_eq!(given.rules().first, First::South);
        assert_eq!(given.rules().rounds.get(), 3);
        // Values this pasang cannot use are named and left unused.
        let odd = Settings {
            first: Some("east".into()),
            rounds: Some(12),
            ..Settings::default()
        };
        assert_eq!(
            unusable(&odd),
            [("first", "east".to_string()), ("rounds", "12".to_string())]
        );
        let odd = ka(PositionArgs::default(), &odd);
        assert_eq!(odd.rules(), Rules::CLASSIC);
    }
}
