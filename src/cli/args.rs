//! The arguments, as clap reads them, turned into games.

use anyhow::{Context, Result};
use clap::builder::{PossibleValue, PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use pasang::ai::PlayerKind;
use pasang::games::ka::{
    Centre, Choice, Game, GameSpec, KaEntry, Pattern, Preset, RuleChoice, Rules, SecondColumn,
    Setup, spec,
};
use pasang::limits;
use pasang::messages::options::Described;
use std::path::PathBuf;

pub(crate) const EXAMPLES: &str = "\
Examples:
  pasang                              play the first pattern, classic rules
  pasang --pattern second --rules marbles
  pasang --setup assets/diamonds.ron  play your own setup
  pasang --north ai:hard              play South against the computer
  pasang --resume                     go on with the last game
  pasang games                        list the saved games; --resume 2 picks one
  pasang check my-setup.ron           is this setup valid?
  pasang replay game.ron              step through a saved game
  pasang perft 3 --rules marbles      count move sequences (prints 3225)

In the game, press ? for the keys and a summary of the rules.";

/// Pasang, the traditional two-player board game of Brunei, in the terminal.
///
/// Two players share the keyboard: each opens a passage, promotes a stone to
/// its ka, and slides the ka to capture lines of stones.
#[derive(Parser, Debug)]
// A subcommand takes its own options: `pasang --rules marbles perft 3`
// would otherwise parse and quietly ignore `--rules`.
#[command(version, about, after_help = EXAMPLES, args_conflicts_with_subcommands = true)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
    #[command(flatten)]
    pub(crate) position: PositionArgs,
    #[command(flatten)]
    pub(crate) play: PlayArgs,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Step through a saved game, forward and back.
    Replay {
        /// The game record (RON); - reads standard input.
        file: PathBuf,
        /// Draw the board with plain ASCII, for terminals without Unicode.
        #[arg(long)]
        ascii: bool,
    },
    /// Check a setup or game record file, and show it.
    Check {
        /// The file (RON); - reads standard input.
        file: PathBuf,
    },
    /// List the saved games, the latest first, to pick one for --resume.
    Games {
        /// Where games are autosaved [default: as for playing].
        #[arg(long, value_name = "DIR")]
        data_dir: Option<PathBuf>,
    },
    /// Count the move sequences of DEPTH plies (checks the move generator).
    /// Shows progress on stderr when it runs long; Ctrl-C stops it.
    Perft {
        /// Plies to count, 1 to 10.
        #[arg(value_parser = ranged::<u32>(limits::PERFT_DEPTH))]
        depth: u32,
        /// One line per legal move with its count, then the total.
        #[arg(long)]
        divide: bool,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Measure the rules engine, the search and the terminal game: perft, random games,
    /// fixed-depth searches and frames drawn per second. Ctrl-C stops it.
    Bench {
        /// Deepest perft from the start position, 1 to 10.
        #[arg(long, default_value_t = 6, value_parser = ranged::<u32>(limits::PERFT_DEPTH))]
        depth: u32,
        /// Time each part may take (perft, random games, search), 0.01 to
        /// 3600 seconds; perft stops deepening once it is spent.
        #[arg(long, default_value_t = 3.0, value_parser = limits::bench_seconds)]
        seconds: f64,
        /// Depth of the search benchmark (positions from seeded random
        /// games), 1 to 121.
        #[arg(long, default_value_t = 12, value_parser = ranged::<u32>(limits::SEARCH_DEPTH))]
        search_depth: u32,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Speak the engine protocol on stdin/stdout (see the README); the
    /// position is set with its `position` command.
    Engine,
    /// Play the computer against itself; progress on stderr, totals on
    /// stdout. Ctrl-C stops it with the totals so far.
    Match(MatchArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

/// The players and length of a match.
#[derive(Args, Debug)]
pub(crate) struct MatchArgs {
    /// South in the first game (sides swap every game): ai:random|easy|medium|hard.
    #[arg(long, default_value = "ai:hard")]
    pub(crate) south: PlayerKind,
    /// North in the first game.
    #[arg(long, default_value = "ai:medium")]
    pub(crate) north: PlayerKind,
    /// How many games, 1 to 10000.
    #[arg(long, default_value_t = 20, value_parser = ranged::<u32>(limits::GAMES))]
    pub(crate) games: u32,
    /// Seed for the random openings and the players' choices.
    #[arg(long, default_value_t = 1)]
    pub(crate) seed: u64,
    /// Thinking time of ai:hard per move, in milliseconds, 10 to 600000
    /// [default: 1000].
    #[arg(long, value_name = "MS", value_parser = ranged::<u64>(limits::MOVETIME_MS), conflicts_with = "nodes")]
    pub(crate) movetime: Option<u64>,
    /// ai:hard searches this many nodes a move instead of watching the
    /// clock, 1 to 1000000000: the same games on any machine.
    #[arg(long, value_parser = ranged::<u64>(limits::NODES))]
    pub(crate) nodes: Option<u64>,
    /// Random moves opening each pair of games, so that games differ, 0 to 120.
    #[arg(long, default_value_t = 2, value_parser = ranged::<u32>(limits::RANDOM_PLIES))]
    pub(crate) random_plies: u32,
    #[command(flatten)]
    pub(crate) position: PositionArgs,
}

/// A whole number within one of the bounds of [`limits`], refused outside
/// it in clap's words ("0 is not in 1..=10000").
pub(crate) fn ranged<T>(range: std::ops::RangeInclusive<u64>) -> RangedU64ValueParser<T>
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
    <T as TryFrom<u64>>::Error: std::error::Error + Send + Sync + 'static,
{
    RangedU64ValueParser::new().range(range)
}

/// A rule option's values as clap possible values, with their help.
pub(crate) fn choice<T: Choice + Described + Send + Sync + Clone>()
-> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(
        T::ALL
            .iter()
            .map(|v| PossibleValue::new(v.name()).help(v.description())),
    )
    .map(|s| T::from_name(&s).expect("clap only passes listed values"))
}

/// Which setup and rules, and which moves to play before starting.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct PositionArgs {
    /// Built-in setup pattern [default: first].
    #[arg(long, value_parser = choice::<Pattern>(), conflicts_with = "setup")]
    pub(crate) pattern: Option<Pattern>,
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
    /// Moves to play first, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub(crate) moves: Option<String>,
}

/// Where the game comes from, where it is kept, and who plays.
#[derive(Args, Debug, Clone)]
pub(crate) struct PlayArgs {
    /// Open a copy of a saved game record where it stopped (- reads
    /// standard input); it is autosaved as a new game.
    #[arg(long, value_name = "FILE.ron", conflicts_with = "resume")]
    pub(crate) load: Option<PathBuf>,
    /// Go on with a saved game (autosaved after every move): the latest
    /// that is not open in another pasang, or game N of `pasang games`, or
    /// FILE from the games folder.
    #[arg(
        long,
        value_name = "N|FILE",
        num_args = 0..=1,
        conflicts_with_all = ["pattern", "setup", "rules", "second_column", "ka", "centre"]
    )]
    pub(crate) resume: Option<Option<String>>,
    /// Where games are autosaved [default: $PASANG_DATA_DIR, else the
    /// platform's data directory, e.g. ~/.local/share/pasang].
    #[arg(long, value_name = "DIR")]
    pub(crate) data_dir: Option<PathBuf>,
    /// Draw the board with plain ASCII, for terminals without Unicode.
    #[arg(long)]
    pub(crate) ascii: bool,
    /// Who plays South: human, or the computer: ai:easy, ai:medium, ai:hard
    /// [default: human, or as saved in the game resumed or loaded].
    #[arg(long, value_name = "PLAYER")]
    pub(crate) south: Option<PlayerKind>,
    /// Who plays North, as for --south.
    #[arg(long, value_name = "PLAYER")]
    pub(crate) north: Option<PlayerKind>,
    /// How long ai:hard thinks a move, in milliseconds, 10 to 600000.
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = ranged::<u64>(limits::MOVETIME_MS))]
    pub(crate) movetime: u64,
    /// Seed for the computer's choices, to play a game again [default: from the clock].
    #[arg(long)]
    pub(crate) seed: Option<u64>,
}

impl PositionArgs {
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
            (None, Some(p)) => Some(Setup::pattern(p)),
            (None, None) => None,
        })
    }

    pub(crate) fn setup(&self) -> Result<Setup> {
        Ok(self
            .explicit_setup()?
            .unwrap_or_else(|| Setup::pattern(Pattern::First)))
    }

    /// The game chosen, with the `--moves` to play first.
    pub(crate) fn spec(&self) -> Result<GameSpec> {
        let moves = self.moves.iter().flat_map(|m| m.split_whitespace());
        Ok(GameSpec::new(self.setup()?, self.rules()).with_moves(moves))
    }

    /// A new game after the `--moves`.
    pub(crate) fn game(&self) -> Result<Game> {
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
