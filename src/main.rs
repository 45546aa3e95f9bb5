use anyhow::{Context, Result, bail};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};
use pasang::ai::PlayerKind;
use pasang::matchplay::{self, MatchConfig};
use pasang::rules::{
    Centre, Choice, Game, KaEntry, Pattern, Preset, Rules, SecondColumn, Setup, perft,
};
use std::path::PathBuf;
use std::time::Duration;

/// Pasang, the traditional board game of Brunei.
#[derive(Parser, Debug)]
#[command(version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    position: PositionArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the move sequences of DEPTH plies (checks the move generator).
    Perft {
        /// Plies to count.
        depth: u32,
        /// One line per legal move with its count, then the total.
        #[arg(long)]
        divide: bool,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Measure the rules engine: perft speed and random games per second.
    Bench {
        /// Perft depth from the start position.
        #[arg(long, default_value_t = 6)]
        depth: u32,
        /// Seconds of random games.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// Depth of the search benchmark (positions from seeded random games).
        #[arg(long, default_value_t = 12)]
        search_depth: u32,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Speak the engine protocol on stdin/stdout (see the README).
    Engine,
    /// Play the computer against itself; progress on stderr, totals on stdout.
    Match(MatchArgs),
}

/// The players and length of a match.
#[derive(Args, Debug)]
struct MatchArgs {
    /// South in the first game (sides swap every game): ai:random|easy|medium|hard.
    #[arg(long, default_value = "ai:hard")]
    south: PlayerKind,
    /// North in the first game.
    #[arg(long, default_value = "ai:medium")]
    north: PlayerKind,
    #[arg(long, default_value_t = 20)]
    games: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Thinking time of ai:hard per move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    movetime: u64,
    /// ai:hard searches this many nodes per move instead (repeatable anywhere).
    #[arg(long)]
    nodes: Option<u64>,
    /// Random moves opening each pair of games, so that games differ.
    #[arg(long, default_value_t = 2)]
    random_plies: u32,
    #[command(flatten)]
    position: PositionArgs,
}

/// A rule option's values as clap possible values, with their help.
fn choice<T: Choice + Send + Sync + Clone>() -> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(
        T::ALL
            .iter()
            .map(|v| PossibleValue::new(v.name()).help(v.help())),
    )
    .map(|s| T::from_name(&s).expect("clap only passes listed values"))
}

/// Which setup and rules, and which moves to play before starting.
#[derive(Args, Debug, Clone, Default)]
struct PositionArgs {
    /// Built-in setup pattern.
    #[arg(long, value_parser = choice::<Pattern>(), conflicts_with = "setup", global = true)]
    pattern: Option<Pattern>,
    /// A setup file (RON) of your own.
    #[arg(long, value_name = "FILE.ron", global = true)]
    setup: Option<PathBuf>,
    /// Rule preset; the options below override it.
    #[arg(long, value_parser = choice::<Preset>(), global = true)]
    rules: Option<Preset>,
    /// Which files North may take in the column capture.
    #[arg(long, value_parser = choice::<SecondColumn>(), global = true)]
    second_column: Option<SecondColumn>,
    /// How a stone enters the passage as a ka.
    #[arg(long, value_parser = choice::<KaEntry>(), global = true)]
    ka: Option<KaEntry>,
    /// Whether the centre stops capture lines.
    #[arg(long, value_parser = choice::<Centre>(), global = true)]
    centre: Option<Centre>,
    /// Moves to play from the start, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true, global = true)]
    moves: Option<String>,
}

impl PositionArgs {
    fn rules(&self) -> Rules {
        let mut rules = Rules::from(self.rules.unwrap_or(Preset::Classic));
        if let Some(v) = self.second_column {
            rules.second_column = v;
        }
        if let Some(v) = self.ka {
            rules.ka_entry = v;
        }
        if let Some(v) = self.centre {
            rules.centre = v;
        }
        rules
    }

    fn setup(&self) -> Result<Setup> {
        Ok(match &self.setup {
            Some(path) => pasang::files::load_setup(path)?,
            None => Setup::pattern(self.pattern.unwrap_or(Pattern::First)),
        })
    }

    /// The game after the `--moves`.
    fn game(&self) -> Result<Game> {
        let mut game = Game::new(self.setup()?, self.rules());
        for (i, text) in self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .enumerate()
        {
            game.play_notation(text)
                .with_context(|| format!("--moves: move {} ('{text}')", i + 1))?;
        }
        Ok(game)
    }
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Perft {
            depth,
            divide,
            position,
        }) => {
            let game = position.game()?;
            let pos = game.position();
            if divide {
                let lines = perft::divide(pos, depth);
                let total: u64 = lines.iter().map(|(_, n)| n).sum();
                for (m, n) in lines {
                    println!("{m} {n}");
                }
                println!("total {total}");
            } else {
                println!("{}", perft::perft(pos, depth));
            }
        }
        Some(Command::Bench {
            depth,
            seconds,
            search_depth,
            position,
        }) => {
            if !(seconds > 0.0 && seconds <= 3600.0) {
                bail!("--seconds must be between 0 and 3600");
            }
            let game = position.game()?;
            let pos = game.position();
            println!("rules: {}, setup: {}", pos.rules(), game.setup().name());
            for d in 1..=depth {
                let m = pasang::bench::time_perft(pos, d);
                println!(
                    "perft {d}: {:>14} nodes in {:>8.3} s = {:>6.1} M nodes/s",
                    m.count,
                    m.elapsed.as_secs_f64(),
                    m.per_second() / 1e6
                );
            }
            let (m, plies) =
                pasang::bench::time_random_games(pos, 1, Duration::from_secs_f64(seconds));
            println!(
                "random games: {} in {:.3} s = {:.0} games/s ({:.1} moves a game)",
                m.count,
                m.elapsed.as_secs_f64(),
                m.per_second(),
                plies as f64 / m.count as f64
            );
            let search_depth = search_depth.clamp(1, 30);
            let m = pasang::bench::time_search(pos, search_depth);
            println!(
                "search: {} nodes to depth {search_depth} in {:.3} s = {:.2} M nodes/s",
                m.count,
                m.elapsed.as_secs_f64(),
                m.per_second() / 1e6
            );
        }
        Some(Command::Engine) => {
            pasang::engine::run(std::io::BufReader::new(std::io::stdin()), std::io::stdout())?
        }
        Some(Command::Match(args)) => {
            let game = args.position.game()?;
            let level = |kind: PlayerKind| match kind {
                PlayerKind::Computer(level) => Ok(level),
                PlayerKind::Human => Err(anyhow::anyhow!("a match is between ai players")),
            };
            let config = MatchConfig {
                players: [level(args.south)?, level(args.north)?],
                games: args.games,
                start: *game.position(),
                seed: args.seed,
                movetime: Duration::from_millis(args.movetime),
                nodes: args.nodes,
                random_plies: args.random_plies,
            };
            let stats = matchplay::play_match(&config, |game, stats| {
                eprintln!("{}", matchplay::progress_line(&config, game, stats))
            });
            print!("{}", matchplay::summary(&config, &stats));
        }
        None => {
            let game = cli.position.game()?;
            println!("{}", game.setup());
        }
    }
    Ok(())
}
