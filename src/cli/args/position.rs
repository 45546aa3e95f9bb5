//! Which game, setup and rules the arguments name (`--game`, `--pattern`,
//! `--setup`, the rule options, `--moves`), and the games they make.

use super::choice;
use anyhow::{Context, Result};
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use pasang::games::GameKind;
use pasang::games::bell::{self, Opening, Players};
use pasang::games::choice::{Choice, OtherGamesOption};
use pasang::games::ka::{
    Centre, Game, GameSpec, KaEntry, Pattern, Preset, RuleChoice, Rules, SecondColumn, Setup, spec,
};
use pasang::messages::options::Described;
use std::path::PathBuf;

/// A built-in setup of either game, as `--pattern` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PatternArg {
    Ka(Pattern),
    Bell(bell::Pattern),
}

/// Both games' patterns as clap possible values, with their help.
fn pattern_choice() -> impl TypedValueParser<Value = PatternArg> {
    let ka = Pattern::ALL
        .iter()
        .map(|&p| PossibleValue::new(p.name()).help(p.description()));
    let bell = bell::Pattern::ALL
        .iter()
        .map(|&p| PossibleValue::new(p.name()).help(p.description()));
    PossibleValuesParser::new(ka.chain(bell)).map(|s| {
        Pattern::from_name(&s)
            .map(PatternArg::Ka)
            .or_else(|| bell::Pattern::from_name(&s).map(PatternArg::Bell))
            .expect("clap only passes listed values")
    })
}

/// Which setup and rules, and which moves to play before starting.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct PositionArgs {
    /// Which game [default: ka, or bell when only Bell's options are given].
    #[arg(long, value_parser = choice::<GameKind>())]
    pub(crate) game: Option<GameKind>,
    /// Built-in setup pattern [default: first for the ka game, checker for Bell's].
    #[arg(long, value_parser = pattern_choice(), conflicts_with = "setup")]
    pub(crate) pattern: Option<PatternArg>,
    /// A setup file (RON) of your own.
    #[arg(long, value_name = "FILE.ron")]
    pub(crate) setup: Option<PathBuf>,
    /// Rule preset [default: classic]; the options below override it.
    #[arg(long, value_parser = choice::<Preset>())]
    pub(crate) rules: Option<Preset>,
    /// Which files North may take in the column capture.
    #[arg(long, value_parser = choice::<SecondColumn>())]
    pub(crate) second_column: Option<SecondColumn>,
    /// How a stone enters the passage as a ka.
    #[arg(long, value_parser = choice::<KaEntry>())]
    pub(crate) ka: Option<KaEntry>,
    /// Whether the centre stops capture lines.
    #[arg(long, value_parser = choice::<Centre>())]
    pub(crate) centre: Option<Centre>,
    /// Bell's game: how many play [default: 2].
    #[arg(long, value_parser = choice::<Players>())]
    pub(crate) players: Option<Players>,
    /// Bell's game: where the first player takes the opening stone [default: corner].
    #[arg(long, value_parser = choice::<Opening>())]
    pub(crate) opening: Option<Opening>,
    /// Moves to play first, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub(crate) moves: Option<String>,
}

impl PositionArgs {
    /// The ka game's options given, as written.
    fn ka_options(&self) -> Vec<&'static str> {
        let mut given = Vec::new();
        if matches!(self.pattern, Some(PatternArg::Ka(_))) {
            given.push("--pattern");
        }
        for (set, name) in [
            (self.rules.is_some(), "--rules"),
            (self.second_column.is_some(), "--second-column"),
            (self.ka.is_some(), "--ka"),
            (self.centre.is_some(), "--centre"),
        ] {
            if set {
                given.push(name);
            }
        }
        given
    }

    /// Bell's game's options given, as written.
    fn bell_options(&self) -> Vec<&'static str> {
        let mut given = Vec::new();
        if matches!(self.pattern, Some(PatternArg::Bell(_))) {
            given.push("--pattern");
        }
        if self.players.is_some() {
            given.push("--players");
        }
        if self.opening.is_some() {
            given.push("--opening");
        }
        given
    }

    /// The game chosen: `--game`, or Bell's when only its options are
    /// given; an option of the other game is refused.
    pub(crate) fn game_kind(&self) -> Result<GameKind, OtherGamesOption> {
        let (ka, bell) = (self.ka_options(), self.bell_options());
        let game = self.game.unwrap_or(if !bell.is_empty() && ka.is_empty() {
            GameKind::Bell
        } else {
            GameKind::Ka
        });
        let other = match game {
            GameKind::Ka => bell,
            GameKind::Bell => ka,
        };
        match other.first() {
            Some(&option) => Err(OtherGamesOption { option, game }),
            None => Ok(game),
        }
    }

    /// Bell's rules as chosen.
    pub(crate) fn bell_rules(&self) -> bell::Rules {
        bell::Rules {
            players: self.players.unwrap_or_default(),
            opening: self.opening.unwrap_or_default(),
        }
    }

    /// Bell's rules if any of its options was given.
    pub(crate) fn explicit_bell_rules(&self) -> Option<bell::Rules> {
        (self.players.is_some() || self.opening.is_some()).then(|| self.bell_rules())
    }

    /// Bell's setup if one was named.
    pub(crate) fn explicit_bell_setup(&self) -> Result<Option<bell::Setup>> {
        Ok(match (&self.setup, self.pattern) {
            (Some(path), _) => Some(pasang::files::load_bell_setup_arg(path)?),
            (None, Some(PatternArg::Bell(p))) => Some(bell::Setup::pattern(p)),
            (None, _) => None,
        })
    }

    /// Bell's setup: the file or pattern named, else the checkerboard.
    pub(crate) fn bell_setup(&self) -> Result<bell::Setup> {
        Ok(self
            .explicit_bell_setup()?
            .unwrap_or_else(|| bell::Setup::pattern(bell::Pattern::default())))
    }

    /// A new game of Bell's after the `--moves`.
    pub(crate) fn bell_game(&self) -> Result<bell::Game> {
        let mut game = bell::Game::new(self.bell_setup()?, self.bell_rules());
        self.play_bell_moves(&mut game)?;
        Ok(game)
    }

    /// Plays the `--moves` on a game of Bell's.
    pub(crate) fn play_bell_moves(&self, game: &mut bell::Game) -> Result<()> {
        let moves: Vec<&str> = self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .collect();
        bell::spec::play_moves(game, &moves).context("--moves")
    }

    /// The setup and rules in the words of the engine protocol's
    /// `position` command (without moves), for engine programs in a match.
    pub(crate) fn engine_setup(&self) -> Result<String> {
        let setup = match (&self.setup, self.pattern) {
            (Some(path), _) => {
                let path = std::path::absolute(path)
                    .with_context(|| format!("--setup {}", path.display()))?;
                let text = path.to_string_lossy();
                if text.contains(char::is_whitespace) {
                    anyhow::bail!(
                        "--setup: an engine program reads the setup's path as one word, and {text} has a space"
                    );
                }
                format!("setup {text}")
            }
            (None, Some(PatternArg::Ka(p))) => p.name().to_string(),
            (None, _) => Pattern::default().name().to_string(),
        };
        let rules = self.rules();
        Ok(format!(
            "{setup} second-column {} ka {} centre {}",
            rules.second_column.name(),
            rules.ka_entry.name(),
            rules.centre.name()
        ))
    }

    /// The rules as chosen on the command line.
    pub(crate) fn rule_choice(&self) -> RuleChoice {
        RuleChoice {
            preset: self.rules,
            second_column: self.second_column,
            ka_entry: self.ka,
            centre: self.centre,
        }
    }

    /// The rules if any rule option was given.
    pub(crate) fn explicit_rules(&self) -> Option<Rules> {
        self.rule_choice().explicit()
    }

    pub(crate) fn rules(&self) -> Rules {
        self.rule_choice().rules()
    }

    /// The setup if one was named.
    pub(crate) fn explicit_setup(&self) -> Result<Option<Setup>> {
        Ok(match (&self.setup, self.pattern) {
            (Some(path), _) => Some(pasang::files::load_setup_arg(path)?),
            (None, Some(PatternArg::Ka(p))) => Some(Setup::pattern(p)),
            (None, _) => None,
        })
    }

    pub(crate) fn setup(&self) -> Result<Setup> {
        Ok(self
            .explicit_setup()?
            .unwrap_or_else(|| Setup::pattern(Pattern::default())))
    }

    /// The game chosen, with the `--moves` to play first.
    pub(crate) fn spec(&self) -> Result<GameSpec> {
        let moves = self.moves.iter().flat_map(|m| m.split_whitespace());
        Ok(GameSpec::new(self.setup()?, self.rules()).with_moves(moves))
    }

    /// A new game of the ka game after the `--moves`.
    pub(crate) fn game(&self) -> Result<Game> {
        if self.game_kind()? != GameKind::Ka {
            anyhow::bail!(pasang::tr!("cli-no-bell-yet"));
        }
        self.spec()?.build().context("--moves")
    }

    /// Plays the `--moves` on a game.
    pub(crate) fn play_moves(&self, game: &mut Game) -> Result<()> {
        let moves: Vec<&str> = self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .collect();
        spec::play_moves(game, &moves).context("--moves")
    }
}
