use anyhow::{Context, Result, bail};
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, CommandFactory, Parser, Subcommand};
use pasang::ai::PlayerKind;
use pasang::games::Seat;
use pasang::games::ka::{
    Centre, Choice, Game, GameSpec, KaEntry, Pattern, Preset, RuleChoice, Rules, SecondColumn,
    Setup, perft, spec,
};
use pasang::launch::{Source, launch};
use pasang::matchplay::{self, MatchConfig};
use pasang::tui::{App, Storage, Theme};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime};

/// Writes to standard output, returning an error instead of panicking when
/// the reader has gone (`pasang perft 5 --divide | head`).
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        write!(std::io::stdout().lock(), $($arg)*)?
    }};
}

/// [`out!`] with a newline.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)?
    }};
}

const EXAMPLES: &str = "\
Examples:
  pasang                              play the first pattern, classic rules
  pasang --pattern second --rules marbles
  pasang --setup assets/diamonds.ron  play your own setup
  pasang --north ai:hard              play South against the computer
  pasang --resume                     go on with the last game
  pasang check my-setup.ron           is this setup valid?
  pasang replay game.ron              step through a saved game
  pasang check my-setup.ron           is this setup valid?
  pasang perft 3 --rules marbles      count move sequences (prints 3225)

In the game, press ? for the keys and a summary of the rules.";

/// Pasang, the traditional two-player board game of Brunei, in the terminal.
///
/// Two players share the keyboard: each opens a passage, promotes a stone to
/// its ka, and slides the ka to capture lines of stones.
#[derive(Parser, Debug)]
#[command(version, about, after_help = EXAMPLES)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    play: PlayArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Step through a saved game, forward and back.
    Replay {
        /// The game record (RON).
        file: PathBuf,
    },
    /// Check a setup or game record file, and show it.
    Check {
        /// The file (RON).
        file: PathBuf,
    },
    /// Count the move sequences of DEPTH plies (checks the move generator).
    Perft {
        /// Plies to count.
        depth: u32,
        /// One line per legal move with its count, then the total.
        #[arg(long)]
        divide: bool,
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
    },
    /// Speak the engine protocol on stdin/stdout (see the README).
    Engine,
    /// Play the computer against itself; progress on stderr, totals on stdout.
    Match(MatchArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
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
    /// How many games.
    #[arg(long, default_value_t = 20)]
    games: u32,
    /// Seed for the random openings and the players' choices.
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
    /// Built-in setup pattern [default: first].
    #[arg(long, value_parser = choice::<Pattern>(), conflicts_with = "setup", global = true)]
    pattern: Option<Pattern>,
    /// A setup file (RON) of your own.
    #[arg(long, value_name = "FILE.ron", global = true)]
    setup: Option<PathBuf>,
    /// Rule preset [default: classic]; the options below override it.
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
    /// Moves to play first, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true, global = true)]
    moves: Option<String>,
}

/// Where the game comes from, where it is kept, and who plays.
#[derive(Args, Debug, Clone)]
struct PlayArgs {
    /// Open a saved game record where it stopped.
    #[arg(long, value_name = "FILE.ron", conflicts_with = "resume")]
    load: Option<PathBuf>,
    /// Go on with the last game (autosaved after every move).
    #[arg(long, conflicts_with_all = ["pattern", "setup", "rules", "second_column", "ka", "centre"])]
    resume: bool,
    /// Where games are autosaved [default: $PASANG_DATA_DIR, else the
    /// platform's data directory, e.g. ~/.local/share/pasang].
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Draw the board with plain ASCII, for terminals without Unicode.
    #[arg(long, global = true)]
    ascii: bool,
    /// Who plays South: human, or the computer: ai:easy, ai:medium, ai:hard
    /// [default: human, or as saved in the game resumed or loaded].
    #[arg(long, value_name = "PLAYER")]
    south: Option<PlayerKind>,
    /// Who plays North, as for --south.
    #[arg(long, value_name = "PLAYER")]
    north: Option<PlayerKind>,
    /// How long ai:hard thinks a move, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(10..=600_000))]
    movetime: u64,
    /// Seed for the computer's choices, to play a game again [default: from the clock].
    #[arg(long)]
    seed: Option<u64>,
}

impl PositionArgs {
    /// The rules as chosen on the command line.
    fn rule_choice(&self) -> RuleChoice {
        RuleChoice {
            preset: self.rules,
            second_column: self.second_column,
            ka_entry: self.ka,
            centre: self.centre,
        }
    }

    /// The rules if any rule option was given.
    fn explicit_rules(&self) -> Option<Rules> {
        self.rule_choice().explicit()
    }

    fn rules(&self) -> Rules {
        self.rule_choice().rules()
    }

    /// The setup if one was named.
    fn explicit_setup(&self) -> Result<Option<Setup>> {
        Ok(match (&self.setup, self.pattern) {
            (Some(path), _) => Some(pasang::files::load_setup(path)?),
            (None, Some(p)) => Some(Setup::pattern(p)),
            (None, None) => None,
        })
    }

    fn setup(&self) -> Result<Setup> {
        Ok(self
            .explicit_setup()?
            .unwrap_or_else(|| Setup::pattern(Pattern::First)))
    }

    /// The game chosen, with the `--moves` to play first.
    fn spec(&self) -> Result<GameSpec> {
        let moves = self.moves.iter().flat_map(|m| m.split_whitespace());
        Ok(GameSpec::new(self.setup()?, self.rules()).with_moves(moves))
    }

    /// A new game after the `--moves`.
    fn game(&self) -> Result<Game> {
        self.spec()?.build().context("--moves")
    }

    /// Plays the `--moves` on a game.
    fn play_moves(&self, game: &mut Game) -> Result<()> {
        let moves: Vec<&str> = self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .collect();
        spec::play_moves(game, &moves).context("--moves")
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`| head`): nothing to report.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // One line: the context chain joined with ": ".
            eprintln!("pasang: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(cli: Cli) -> Result<()> {
    let position = cli.position;
    match cli.command {
        None => play(&position, &cli.play),
        Some(Command::Check { file }) => check(&file),
        Some(Command::Replay { file }) => replay(&file, cli.play.ascii),
        Some(Command::Perft { depth, divide }) => {
            let game = position.game()?;
            let pos = game.position();
            if divide {
                let lines = perft::divide(pos, depth);
                let total: u64 = lines.iter().map(|(_, n)| n).sum();
                for (m, n) in lines {
                    outln!("{m} {n}");
                }
                outln!("total {total}");
            } else {
                outln!("{}", perft::perft(pos, depth));
            }
            Ok(())
        }
        Some(Command::Bench {
            depth,
            seconds,
            search_depth,
        }) => {
            if !(seconds > 0.0 && seconds <= 3600.0) {
                bail!("--seconds must be between 0 and 3600");
            }
            bench(&position.game()?, depth, seconds, search_depth)
        }
        Some(Command::Engine) => {
            pasang::engine::run(std::io::BufReader::new(std::io::stdin()), std::io::stdout())?;
            Ok(())
        }
        Some(Command::Match(args)) => {
            let game = position.game()?;
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
            out!("{}", matchplay::summary(&config, &stats));
            Ok(())
        }
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "pasang", &mut script);
            std::io::Write::write_all(&mut std::io::stdout().lock(), &script)?;
            Ok(())
        }
    }
}

fn play(position: &PositionArgs, args: &PlayArgs) -> Result<()> {
    let source = if args.resume {
        Source::Resume
    } else if let Some(path) = &args.load {
        Source::Load {
            path: path.clone(),
            setup: position.explicit_setup()?,
            rules: position.explicit_rules(),
        }
    } else {
        Source::New {
            setup: position.setup()?,
            rules: position.rules(),
        }
    };
    // Without a terminal there is no game to play: show the position as
    // text, and write nothing.
    let terminal = std::io::stdout().is_terminal();
    let mut session = launch(
        source,
        args.data_dir.as_deref(),
        SystemTime::now(),
        terminal,
    )?;
    position.play_moves(&mut session.game)?;
    if !terminal {
        for notice in &session.notices {
            eprintln!("{notice}");
        }
        out!("{}", pasang::text::position_board(session.game.position()));
        return Ok(());
    }
    let storage = Storage {
        store: session.store,
        autosave: session.autosave,
        save_dir: Some(PathBuf::from(".")),
    };
    let saved = |seat| {
        let seating = session.players.as_deref().unwrap_or_default();
        pasang::record::player_at(seating, seat).unwrap_or(PlayerKind::Human)
    };
    let sides = [
        args.south.unwrap_or_else(|| saved(Seat::South)),
        args.north.unwrap_or_else(|| saved(Seat::North)),
    ];
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let mut app = App::new(session.game, Theme::from_env(args.ascii))
        .with_storage(storage)
        .with_players(sides, seed, Duration::from_millis(args.movetime));
    if !session.notices.is_empty() {
        app.notice(pasang::tui::app::Note::Launch(session.notices.join("; ")));
    }
    // Moves given with --moves are part of the game: keep them. Otherwise
    // nothing is written before the first move, so that opening the game
    // and quitting leaves the last real game as the one to resume.
    if position.moves.is_some() {
        app.save_now();
    }
    pasang::tui::run(app).context("the terminal game failed")
}

/// `pasang replay FILE`: the game's moves, one step at a time.
fn replay(path: &Path, ascii: bool) -> Result<()> {
    let game = pasang::files::load_record(path)?;
    if !std::io::stdout().is_terminal() {
        bail!(
            "replay needs a terminal; `pasang check {}` shows the game as text",
            path.display()
        );
    }
    pasang::tui::run(App::replay(game, Theme::from_env(ascii))).context("the terminal game failed")
}

/// `pasang check FILE`: a setup or a game record.
fn check(path: &Path) -> Result<()> {
    let bytes = pasang::files::read_bounded(path, pasang::record::MAX_RECORD_BYTES)?;
    if looks_like_record(&bytes) {
        let game = pasang::files::load_record(path)?;
        let pos = game.position();
        outln!(
            "{}: a valid game record: setup '{}', rules {}, {} moves",
            path.display(),
            game.setup().name(),
            game.rules(),
            game.moves().len()
        );
        out!("{}", pasang::text::position_board(pos));
        let [s, n] = [
            pasang::games::ka::Player::South,
            pasang::games::ka::Player::North,
        ]
        .map(|p| pos.points(p));
        match game.outcome() {
            Some(outcome) => outln!("{outcome}"),
            None => outln!(
                "South {s}, North {n}; {} to move ({})",
                pos.to_move(),
                pos.phase()
            ),
        }
        return Ok(());
    }
    let setup = pasang::files::load_setup(path)?;
    let name = if setup.name().is_empty() {
        "(no name)"
    } else {
        setup.name()
    };
    outln!("{}: a valid setup: '{name}'", path.display());
    if !setup.description().is_empty() {
        outln!("{}", setup.description());
    }
    out!("{}", pasang::text::setup_board(&setup));
    outln!(
        "{} black, {} white ({} points); symmetric under a half turn",
        setup.black().count(),
        setup.white().count(),
        setup.total_points()
    );
    Ok(())
}

/// A record names its moves; a setup does not.
fn looks_like_record(bytes: &[u8]) -> bool {
    std::str::from_utf8(bytes)
        .ok()
        .and_then(|t| ron::from_str::<ron::Value>(t).ok())
        .is_some_and(|v| match v {
            ron::Value::Map(m) => m
                .iter()
                .any(|(k, _)| *k == ron::Value::String("moves".into())),
            _ => false,
        })
}

fn bench(game: &Game, depth: u32, seconds: f64, search_depth: u32) -> Result<()> {
    let pos = game.position();
    outln!("rules: {}, setup: {}", pos.rules(), game.setup().name());
    for d in 1..=depth {
        let m = pasang::bench::time_perft(pos, d);
        outln!(
            "perft {d}: {:>14} nodes in {:>8.3} s = {:>6.1} M nodes/s",
            m.count,
            m.elapsed.as_secs_f64(),
            m.per_second() / 1e6
        );
    }
    let (m, plies) = pasang::bench::time_random_games(pos, 1, Duration::from_secs_f64(seconds));
    outln!(
        "random games: {} in {:.3} s = {:.0} games/s ({:.1} moves a game)",
        m.count,
        m.elapsed.as_secs_f64(),
        m.per_second(),
        plies as f64 / m.count as f64
    );
    let search_depth = search_depth.clamp(1, 30);
    let m = pasang::bench::time_search(pos, search_depth);
    outln!(
        "search: {} nodes to depth {search_depth} in {:.3} s = {:.2} M nodes/s",
        m.count,
        m.elapsed.as_secs_f64(),
        m.per_second() / 1e6
    );
    Ok(())
}
