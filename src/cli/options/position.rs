//! Which game, setup and rules the arguments name (`--game`, `--pattern`,
//! `--setup`, each game's own options, `--moves`), and the games they
//! make. What is each game's own is in its file beside `cli` (see
//! [`CommandLine`]).

use super::{MatchArgs, choice};
use anyhow::{Context, Result};
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use pasang::bench::{Benchmarked, Measure};
use pasang::games::choice::{Choice, OtherGamesOption};
use pasang::games::{AnyGame, AnyPattern, AnyRules, AnySetup, GameKind, Playable};
use pasang::messages::files::{setup_label, shown_name};
use pasang::messages::options::{Described, Labelled};
use pasang::store::launch::Named;
use pasang::tr;
use std::path::{Path, PathBuf};

/// What a game brings to the command line: its own options, its rules
/// from them, its setups, and what its commands show and play. Each game's
/// is in its own file (`cli/ka.rs`, `cli/bell.rs`).
pub(crate) trait CommandLine:
    BenchLines
    + Playable<Pattern: Described + Labelled + TryFrom<AnyPattern>, Rules: Labelled>
    + Into<AnyGame>
    + TryFrom<AnyGame>
{
    /// Its options, as clap reads them (flattened into [`GameOptions`]).
    type Options: Args + Clone + std::fmt::Debug + Default;
    /// Its options among all the games'.
    fn options(all: &GameOptions) -> &Self::Options;
    /// Its options given, as written (`--rules`, …), `--pattern` aside.
    fn given(options: &Self::Options) -> Vec<&'static str>;
    /// Its rules as chosen; `None` where none of its options was given.
    fn explicit_rules(options: &Self::Options) -> Option<Self::Rules>;
    /// Its rules as chosen, the defaults where none are given.
    fn chosen_rules(options: &Self::Options) -> Self::Rules {
        Self::explicit_rules(options).unwrap_or_default()
    }
    /// Its options with the player's settings where none are given, and
    /// the pattern the settings keep for it, if any.
    fn settled(
        options: &Self::Options,
        _settings: &pasang::settings::Settings,
    ) -> (Self::Options, Option<Self::Pattern>) {
        (options.clone(), None)
    }
    /// Plays `moves`, in notation, on a game.
    fn play_moves(game: &mut Self, moves: &[&str]) -> Result<()>;
    /// The position as text, for a game started without a terminal.
    fn shown(&self) -> String;
    /// `pasang check`'s line on a valid setup of the game: its `path` and
    /// `name`, both escaped.
    fn setup_found(path: &str, name: String) -> String;
    /// A setup of the game as a plain-text board.
    fn setup_board(setup: &Self::Setup) -> String;
    /// `pasang check`'s line on a valid record of the game: its `path`, its
    /// `setup`'s and `rules`' labels and how many `moves` it has.
    fn record_found(path: &str, setup: String, rules: String, moves: usize) -> String;
    /// What `pasang check` shows of a record's game below that line.
    fn record_shown(game: &Self) -> Result<()>;
    /// `pasang check` on a setup of the game, `shown` its path: the line
    /// naming it, its description, its board and its stones.
    fn checked_setup(shown: &str, setup: &Self::Setup) -> Result<()> {
        outln!("{}", Self::setup_found(shown, shown_name(setup.name())));
        setup_words(setup.description())?;
        out!("{}", Self::setup_board(setup));
        stone_count(
            setup.black().count(),
            setup.white().count(),
            setup.total_points(),
        )
    }
    /// `pasang check` on a record of the game, replayed.
    fn checked_record(shown: &str, game: &Self) -> Result<()> {
        let setup = setup_label::<Self>(game.setup().name());
        let rules = game.rules().label();
        outln!(
            "{}",
            Self::record_found(shown, setup, rules, game.moves().len())
        );
        Self::record_shown(game)
    }
    /// `pasang match` in the game.
    fn play_match(args: &MatchArgs) -> Result<()>;
}

/// The options given, as written, of `options`: each with whether it was
/// given.
pub(crate) fn given_of<const N: usize>(options: [(bool, &'static str); N]) -> Vec<&'static str> {
    options
        .into_iter()
        .filter_map(|(set, name)| set.then_some(name))
        .collect()
}

/// A game's lines of `pasang bench` of its own: each game's in its own
/// command-line file.
pub(crate) trait BenchLines: Benchmarked + pasang::tui::play::Front {
    /// What is measured: the game, its rules and setup.
    fn heading(&self) -> String;
    /// The random games' figures.
    fn random_games(m: &Measure, tally: &Self::Tally) -> String;
}

/// Every game's own options, one field per game of the list.
macro_rules! game_options {
    (() $($V:ident $m:ident),*) => {
        /// Every game's own options.
        #[derive(Args, Debug, Clone, Default)]
        pub(crate) struct GameOptions {
            $(
                #[command(flatten)]
                pub(crate) $m: <pasang::games::$m::Game as CommandLine>::Options,
            )*
        }
    };
}
pasang::each_game!(game_options!());

/// The options that choose the game, its setup and its rules (`--game`,
/// `--pattern`, `--setup` and every game's own): `--resume` goes on with a
/// saved game's and refuses them.
pub(super) fn choosing() -> Vec<clap::Id> {
    let own = GameOptions::augment_args(clap::Command::new("options"));
    (["game", "pattern", "setup"].into_iter().map(clap::Id::from))
        .chain(own.get_arguments().map(|arg| arg.get_id().clone()))
        .collect()
}

/// Every game's patterns as clap's possible values, with their help.
fn pattern_choice() -> impl TypedValueParser<Value = AnyPattern> {
    let values = AnyPattern::all().into_iter().map(|p| {
        let help = pasang::on_any!(p, AnyPattern, p => p.description());
        PossibleValue::new(p.name()).help(help)
    });
    PossibleValuesParser::new(values)
        .map(|s| AnyPattern::from_name(&s).expect("clap only passes listed values"))
}

/// Which setup and rules, and which moves to play before starting.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct PositionArgs {
    /// Which game [default: ka, or the game whose own options are given].
    #[arg(long, value_parser = choice::<GameKind>())]
    pub(crate) game: Option<GameKind>,
    /// Built-in setup pattern [default: first for the ka game, checker for Bell's].
    #[arg(long, value_parser = pattern_choice(), conflicts_with = "setup")]
    pub(crate) pattern: Option<AnyPattern>,
    /// A setup file (RON) of your own.
    #[arg(long, value_name = "FILE.ron", value_hint = clap::ValueHint::FilePath)]
    pub(crate) setup: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) options: GameOptions,
    /// Moves to play first, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub(crate) moves: Option<String>,
}

impl PositionArgs {
    /// The options of game `kind` given, as written.
    fn given(&self, kind: GameKind) -> Vec<&'static str> {
        let mut given = Vec::new();
        if self.pattern.is_some_and(|p| p.kind() == kind) {
            given.push("--pattern");
        }
        given.extend(pasang::on_kind!(kind, G => G::given(G::options(&self.options))));
        given
    }

    /// The game chosen: `--game`, or the one game whose options alone are
    /// given, else the first of the list; an option of another game is
    /// refused.
    pub(crate) fn game_kind(&self) -> Result<GameKind, OtherGamesOption> {
        let with_options: Vec<GameKind> = (GameKind::ALL.iter().copied())
            .filter(|&k| !self.given(k).is_empty())
            .collect();
        let game = self.game.unwrap_or(match with_options.as_slice() {
            [only] => *only,
            _ => GameKind::ALL[0],
        });
        let other = (GameKind::ALL.iter().copied())
            .filter(|&k| k != game)
            .find_map(|k| self.given(k).first().copied());
        match other {
            Some(option) => Err(OtherGamesOption { option, game }),
            None => Ok(game),
        }
    }

    /// The moves of `--moves`, in notation.
    fn move_words(&self) -> Vec<&str> {
        (self.moves.iter())
            .flat_map(|m| m.split_whitespace())
            .collect()
    }

    /// The setup of game `G` if one was named: `--setup`, or one of its
    /// patterns.
    pub(crate) fn explicit_setup<G: CommandLine>(&self) -> Result<Option<G::Setup>> {
        Ok(match (&self.setup, self.pattern) {
            (Some(path), _) => Some(pasang::files::load_setup_arg(path)?),
            (None, Some(p)) => <G as Playable>::Pattern::try_from(p).ok().map(G::pattern),
            (None, None) => None,
        })
    }

    /// A new game of `G` from these arguments, before the `--moves`.
    pub(crate) fn new_game_of<G: CommandLine>(&self) -> Result<G> {
        let setup =
            (self.explicit_setup::<G>()?).unwrap_or_else(|| G::pattern(G::Pattern::default()));
        Ok(G::new(setup, G::chosen_rules(G::options(&self.options))))
    }

    /// A new game of `G` after the `--moves`; refused when the arguments
    /// name another game.
    pub(crate) fn game_of<G: CommandLine>(&self) -> Result<G> {
        let kind = self.game_kind()?;
        if kind != G::KIND {
            anyhow::bail!(pasang::tr!(
                "cli-not-for-game",
                game = pasang::messages::records::game_name(kind)
            ));
        }
        let mut game = self.new_game_of::<G>()?;
        self.play_moves_on(&mut game)?;
        Ok(game)
    }

    /// A new game of the kind chosen, with the player's settings where
    /// the arguments give none; before the `--moves`.
    pub(crate) fn new_game(&self, settings: &pasang::settings::Settings) -> Result<AnyGame> {
        pasang::on_kind!(self.game_kind()?, G => {
            let (options, pattern) = G::settled(G::options(&self.options), settings);
            let setup = match self.explicit_setup::<G>()? {
                Some(setup) => setup,
                None => G::pattern(pattern.unwrap_or_default()),
            };
            Ok(AnyGame::from(G::new(setup, G::chosen_rules(&options))))
        })
    }

    /// Plays the `--moves` on a game of any kind.
    pub(crate) fn play_moves(&self, game: &mut AnyGame) -> Result<()> {
        pasang::on_any!(game, AnyGame, g => self.play_moves_on(g))
    }

    fn play_moves_on<G: CommandLine>(&self, game: &mut G) -> Result<()> {
        G::play_moves(game, &self.move_words()).context("--moves")
    }

    /// The game, setup and rules named beside `--load`, to be checked
    /// against the record's: the game is named by `--game` or by one of its
    /// options.
    pub(crate) fn named(&self, kind: GameKind) -> Result<Named> {
        let given = !self.given(kind).is_empty();
        pasang::on_kind!(kind, G => Ok(Named {
            game: self.game.or(given.then_some(kind)),
            setup: self.explicit_setup::<G>()?.map(AnySetup::from),
            rules: G::explicit_rules(G::options(&self.options)).map(AnyRules::from),
        }))
    }

    /// The setup file named, as an absolute path.
    pub(crate) fn setup_path(&self) -> Result<Option<PathBuf>> {
        (self.setup.as_deref())
            .map(|path: &Path| {
                std::path::absolute(path).map_err(|error| {
                    pasang::files::FileError::Io {
                        path: path.to_path_buf(),
                        error,
                    }
                    .into()
                })
            })
            .transpose()
    }
}

/// A setup's description, escaped, line by line.
fn setup_words(description: &str) -> Result<()> {
    for line in description.lines() {
        outln!("{}", pasang::shown::printable(line));
    }
    Ok(())
}

/// The line under a setup's board: its stones and points.
fn stone_count(black: u32, white: u32, points: impl Into<pasang::i18n::Arg>) -> Result<()> {
    outln!(
        "{}",
        tr!(
            "check-stones",
            black = black,
            white = white,
            points = points.into()
        )
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use pasang::games::ka::{KaEntry, Pattern, Rules};
    use pasang::i18n::{self, Lang};
    use pasang::settings::Settings;

    /// clap refuses an empty value; a path made otherwise may still be one.
    #[test]
    fn a_setup_path_that_is_no_path_is_refused_in_malay() {
        i18n::set(Lang::find("ms").unwrap());
        let position = PositionArgs {
            setup: Some(PathBuf::new()),
            ..PositionArgs::default()
        };
        let error = format!("{:#}", position.setup_path().unwrap_err());
        assert_eq!(error, ": laluan fail tidak sah");
    }

    #[test]
    fn the_settings_rules_and_pattern_fill_in_only_what_is_not_given() {
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
            crate::cli::defaults::unusable(&odd),
            [("first", "east".to_string()), ("rounds", "12".to_string())]
        );
        let odd = ka(PositionArgs::default(), &odd);
        assert_eq!(odd.rules(), Rules::CLASSIC);
    }
}
