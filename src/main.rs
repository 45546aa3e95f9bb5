use anyhow::{Context, Result, bail};
use clap::builder::{PossibleValue, PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::{Args, CommandFactory, Parser, Subcommand};
use pasang::ai::{DEFAULT_MOVETIME, Level, PlayerKind};
use pasang::counting::{self, Cut, Tally, Watch};
use pasang::files::Checked;
use pasang::games::Seat;
use pasang::games::ka::{
    Centre, Choice, Game, GameSpec, KaEntry, Pattern, Player, Preset, RuleChoice, Rules,
    SecondColumn, Setup, spec,
};
use pasang::interrupt::{self, BenchPart, Interrupt, Interrupted};
use pasang::launch::{Source, launch};
use pasang::limits;
use pasang::matchplay::{self, Event, MatchConfig, MatchError};
use pasang::progress::Progress;
use pasang::store::GameChoice;
use pasang::text::printable;
use pasang::tui::{App, Storage, Theme};
use std::cell::RefCell;
use std::io::{IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime};

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
struct MatchArgs {
    /// South in the first game (sides swap every game): ai:random|easy|medium|hard.
    #[arg(long, default_value = "ai:hard")]
    south: PlayerKind,
    /// North in the first game.
    #[arg(long, default_value = "ai:medium")]
    north: PlayerKind,
    /// How many games, 1 to 10000.
    #[arg(long, default_value_t = 20, value_parser = ranged::<u32>(limits::GAMES))]
    games: u32,
    /// Seed for the random openings and the players' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Thinking time of ai:hard per move, in milliseconds, 10 to 600000
    /// [default: 1000].
    #[arg(long, value_name = "MS", value_parser = ranged::<u64>(limits::MOVETIME_MS), conflicts_with = "nodes")]
    movetime: Option<u64>,
    /// ai:hard searches this many nodes a move instead of watching the
    /// clock, 1 to 1000000000: the same games on any machine.
    #[arg(long, value_parser = ranged::<u64>(limits::NODES))]
    nodes: Option<u64>,
    /// Random moves opening each pair of games, so that games differ, 0 to 120.
    #[arg(long, default_value_t = 2, value_parser = ranged::<u32>(limits::RANDOM_PLIES))]
    random_plies: u32,
    #[command(flatten)]
    position: PositionArgs,
}

/// A whole number within one of the bounds of [`limits`], refused outside
/// it in clap's words ("0 is not in 1..=10000").
fn ranged<T>(range: std::ops::RangeInclusive<u64>) -> RangedU64ValueParser<T>
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
    <T as TryFrom<u64>>::Error: std::error::Error + Send + Sync + 'static,
{
    RangedU64ValueParser::new().range(range)
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
    #[arg(long, value_parser = choice::<Pattern>(), conflicts_with = "setup")]
    pattern: Option<Pattern>,
    /// A setup file (RON) of your own.
    #[arg(long, value_name = "FILE.ron")]
    setup: Option<PathBuf>,
    /// Rule preset [default: classic]; the options below override it.
    #[arg(long, value_parser = choice::<Preset>())]
    rules: Option<Preset>,
    /// Which files North may take in the column capture.
    #[arg(long, value_parser = choice::<SecondColumn>())]
    second_column: Option<SecondColumn>,
    /// How a stone enters the passage as a ka.
    #[arg(long, value_parser = choice::<KaEntry>())]
    ka: Option<KaEntry>,
    /// Whether the centre stops capture lines.
    #[arg(long, value_parser = choice::<Centre>())]
    centre: Option<Centre>,
    /// Moves to play first, in notation ("c j d5-c5xN …").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    moves: Option<String>,
}

/// Where the game comes from, where it is kept, and who plays.
#[derive(Args, Debug, Clone)]
struct PlayArgs {
    /// Open a copy of a saved game record where it stopped (- reads
    /// standard input); it is autosaved as a new game.
    #[arg(long, value_name = "FILE.ron", conflicts_with = "resume")]
    load: Option<PathBuf>,
    /// Go on with a saved game (autosaved after every move): the latest
    /// that is not open in another pasang, or game N of `pasang games`, or
    /// FILE from the games folder.
    #[arg(
        long,
        value_name = "N|FILE",
        num_args = 0..=1,
        conflicts_with_all = ["pattern", "setup", "rules", "second_column", "ka", "centre"]
    )]
    resume: Option<Option<String>>,
    /// Where games are autosaved [default: $PASANG_DATA_DIR, else the
    /// platform's data directory, e.g. ~/.local/share/pasang].
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// Draw the board with plain ASCII, for terminals without Unicode.
    #[arg(long)]
    ascii: bool,
    /// Who plays South: human, or the computer: ai:easy, ai:medium, ai:hard
    /// [default: human, or as saved in the game resumed or loaded].
    #[arg(long, value_name = "PLAYER")]
    south: Option<PlayerKind>,
    /// Who plays North, as for --south.
    #[arg(long, value_name = "PLAYER")]
    north: Option<PlayerKind>,
    /// How long ai:hard thinks a move, in milliseconds, 10 to 600000.
    #[arg(long, value_name = "MS", default_value_t = 1000, value_parser = ranged::<u64>(limits::MOVETIME_MS))]
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
            (Some(path), _) => Some(pasang::files::load_setup_arg(path)?),
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
    let cli = match parse_args() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`| head`): nothing to report.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        // Ctrl-C: what was done is printed; say where it stopped.
        Err(e) if e.is::<Interrupted>() => {
            eprintln!("pasang: {e}");
            ExitCode::from(interrupt::EXIT_CODE)
        }
        Err(e) => {
            // One line: the context chain joined with ": ", with any
            // control characters from files or arguments shown escaped.
            eprintln!("pasang: {}", printable(&format!("{e:#}")));
            ExitCode::FAILURE
        }
    }
}

/// The command line, or the exit code after clap has explained what is
/// wrong with it (or printed the help).
fn parse_args() -> Result<Cli, ExitCode> {
    let error = match Cli::try_parse() {
        Ok(cli) => return Ok(cli),
        Err(error) => error,
    };
    let hostile = std::env::args_os()
        .any(|a| matches!(printable(&a.to_string_lossy()), std::borrow::Cow::Owned(_)));
    if error.use_stderr() && hostile {
        // clap quotes the bad value back, control characters and all (or
        // strips them, hiding what was wrong): parse again without styles,
        // and show the raw message escaped, line by line.
        let message = match Cli::command()
            .styles(clap::builder::Styles::plain())
            .try_get_matches()
        {
            Err(plain) => plain.render().ansi().to_string(),
            Ok(_) => error.render().to_string(),
        };
        for line in message.lines() {
            eprintln!("{}", printable(line));
        }
    } else {
        let _ = error.print();
    }
    Err(ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2)))
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        None => play(&cli.position, &cli.play),
        Some(Command::Check { file }) => check(&file),
        Some(Command::Replay { file, ascii }) => replay(&file, ascii),
        Some(Command::Games { data_dir }) => games(data_dir.as_deref()),
        Some(Command::Perft {
            depth,
            divide,
            position,
        }) => perft(&position.game()?, depth, divide),
        Some(Command::Bench {
            depth,
            seconds,
            search_depth,
            position,
        }) => bench(&position.game()?, depth, seconds, search_depth),
        Some(Command::Engine) => {
            pasang::engine::run(std::io::stdin(), std::io::stdout())?;
            Ok(())
        }
        Some(Command::Match(args)) => play_match(&args),
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "pasang", &mut script);
            std::io::Write::write_all(&mut std::io::stdout().lock(), &script)?;
            Ok(())
        }
    }
}

/// `pasang perft DEPTH [--divide]`: the count, or with `--divide` each
/// first move's count as it is known and then the total.
fn perft(game: &Game, depth: u32, divide: bool) -> Result<()> {
    let interrupt = Interrupt::on_ctrl_c()?;
    let start = Instant::now();
    // Shared by the status and the output lines: a line replaces the
    // status on a terminal.
    let progress = RefCell::new(Progress::stderr());
    let mut status = |t: &Tally| {
        progress.borrow_mut().status(|| {
            format!(
                "perft {depth}: {} sequences so far, {} of {} first moves done",
                t.counted, t.first_moves_done, t.first_moves
            )
        })
    };
    let mut watch = Watch {
        stop: interrupt.flag(),
        deadline: None,
        progress: &mut status,
    };
    let mut written = Ok(());
    let counted = counting::divide(game.position(), depth, &mut watch, |m, n| {
        if divide && written.is_ok() {
            progress.borrow_mut().clear();
            written = writeln!(std::io::stdout().lock(), "{m} {n}");
            // Nobody reads the rest: stop counting.
            if written.is_err() {
                interrupt.raise();
            }
        }
    });
    progress.borrow_mut().clear();
    written?;
    match counted {
        Ok(total) if divide => outln!("total {total}"),
        Ok(total) => outln!("{total}"),
        Err((_, tally)) => {
            return Err(Interrupted::Perft {
                depth,
                tally,
                after: start.elapsed(),
            }
            .into());
        }
    }
    Ok(())
}

/// `pasang match`: the games' lines on stderr as they finish, the totals on
/// stdout (those of the games finished, after Ctrl-C).
fn play_match(args: &MatchArgs) -> Result<()> {
    let game = args.position.game()?;
    let level = |kind: PlayerKind, side: Player| match kind {
        PlayerKind::Computer(level) => Ok(level),
        PlayerKind::Human => Err(MatchError::Human { side }),
    };
    let players = [
        level(args.south, Player::South)?,
        level(args.north, Player::North)?,
    ];
    // Only ai:hard reads the clock or counts nodes: say so rather than
    // ignore the flag.
    if !players.contains(&Level::Hard) {
        if args.movetime.is_some() {
            return Err(MatchError::NoHardPlayer { flag: "movetime" }.into());
        }
        if args.nodes.is_some() {
            return Err(MatchError::NoHardPlayer { flag: "nodes" }.into());
        }
    }
    let config = MatchConfig {
        players,
        games: args.games,
        start: *game.position(),
        seed: args.seed,
        movetime: args
            .movetime
            .map_or(DEFAULT_MOVETIME, Duration::from_millis),
        nodes: args.nodes,
        random_plies: args.random_plies,
    };
    let interrupt = Interrupt::on_ctrl_c()?;
    let mut progress = Progress::stderr();
    let stats = matchplay::play_match(&config, interrupt.flag(), |event| match event {
        Event::Move { game, plies } => {
            let elapsed = progress.elapsed().as_secs();
            progress.status(|| {
                format!(
                    "game {game}/{}: {plies} moves played; {elapsed} s so far",
                    config.games
                )
            })
        }
        Event::GameOver(report, stats) => {
            progress.line(&matchplay::progress_line(&config, report, stats))
        }
    });
    progress.clear();
    out!("{}", matchplay::summary(&config, &stats));
    if stats.games < config.games {
        return Err(Interrupted::Match {
            played: stats.games,
            games: config.games,
            after: progress.elapsed(),
        }
        .into());
    }
    Ok(())
}

fn play(position: &PositionArgs, args: &PlayArgs) -> Result<()> {
    let source = if let Some(which) = &args.resume {
        Source::Resume(which.as_deref().map(game_choice))
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
        app.notice(pasang::tui::app::Note::Launch(session.notices));
    }
    // Moves given with --moves are part of the game: keep them. Otherwise
    // nothing is written before the first move, so that opening the game
    // and quitting leaves the last real game as the one to resume.
    if position.moves.is_some() {
        app.save_now();
    }
    pasang::tui::run(app).context("the terminal game failed")
}

/// `--resume N` or `--resume FILE`.
fn game_choice(text: &str) -> GameChoice {
    match text.parse::<usize>() {
        Ok(n) => GameChoice::Number(n),
        Err(_) => GameChoice::File(PathBuf::from(text)),
    }
}

/// `pasang games`: the saved games, numbered for `--resume N`.
fn games(data: Option<&Path>) -> Result<()> {
    let dir = pasang::store::data_dir(data)
        .context("no data directory is known; set PASANG_DATA_DIR or use --data-dir")?;
    let store = pasang::store::Store::at(&dir);
    let games = store.games()?;
    out!(
        "{}",
        pasang::messages::files::games_list(store.folder(), &games)
    );
    Ok(())
}

/// `pasang replay FILE`: the game's moves, one step at a time.
fn replay(path: &Path, ascii: bool) -> Result<()> {
    let (game, _) = pasang::files::load_record_arg(path)?;
    if !std::io::stdout().is_terminal() {
        bail!(
            "replay needs a terminal; `pasang check {}` shows the game as text",
            pasang::text::printable_path(path)
        );
    }
    pasang::tui::run(App::replay(game, Theme::from_env(ascii))).context("the terminal game failed")
}

/// `pasang check FILE`: a setup or a game record. Names and descriptions
/// come from the file: they are shown with control characters escaped.
fn check(path: &Path) -> Result<()> {
    use pasang::text::{printable, printable_path};
    let shown = if pasang::files::is_stdin(path) {
        "standard input".to_string()
    } else {
        printable_path(path)
    };
    let setup = match pasang::files::check_arg(path)? {
        Checked::Setup(setup) => setup,
        Checked::Record(game) => {
            let pos = game.position();
            outln!(
                "{shown}: a valid game record: setup '{}', rules {}, {} moves",
                printable(game.setup().name()),
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
    };
    let name = if setup.name().is_empty() {
        "(no name)".into()
    } else {
        printable(setup.name())
    };
    outln!("{shown}: a valid setup: '{name}'");
    for line in setup.description().lines() {
        outln!("{}", printable(line));
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

/// `pasang bench`: perft to each depth until `seconds` are spent, random
/// games for `seconds`, then fixed-depth searches within `seconds`.
fn bench(game: &Game, depth: u32, seconds: f64, search_depth: u32) -> Result<()> {
    let interrupt = Interrupt::on_ctrl_c()?;
    let stop = interrupt.flag();
    let start = Instant::now();
    let stopped = |part| Interrupted::Bench {
        part,
        after: start.elapsed(),
    };
    let budget = Duration::from_secs_f64(seconds);
    let mut progress = Progress::stderr();
    let pos = game.position();
    outln!(
        "rules: {}, setup: {}",
        pos.rules(),
        printable(game.setup().name())
    );
    let deadline = Instant::now() + budget;
    for d in 1..=depth {
        let (m, cut) = pasang::bench::time_perft(pos, d, stop, Some(deadline), &mut progress);
        if cut == Some(Cut::Stopped) {
            return Err(stopped(BenchPart::Perft { depth: d }).into());
        }
        outln!(
            "perft {d}: {:>14} nodes in {:>8.3} s = {:>6.1} M nodes/s{}",
            m.count,
            m.elapsed.as_secs_f64(),
            m.per_second() / 1e6,
            if cut.is_some() {
                " (cut at --seconds)"
            } else {
                ""
            }
        );
        if cut.is_some() {
            if d + 1 == depth {
                outln!("perft {depth}: not run, --seconds spent");
            } else if d < depth {
                outln!("perft {}-{depth}: not run, --seconds spent", d + 1);
            }
            break;
        }
    }
    let (m, plies, games_stopped) = pasang::bench::time_random_games(pos, 1, budget, stop);
    if games_stopped {
        return Err(stopped(BenchPart::RandomGames).into());
    }
    outln!(
        "random games: {} in {:.3} s = {:.0} games/s ({:.1} moves a game)",
        m.count,
        m.elapsed.as_secs_f64(),
        m.per_second(),
        plies as f64 / m.count as f64
    );
    let s = pasang::bench::time_search(pos, search_depth, budget, stop, &mut progress);
    if interrupt.raised() {
        return Err(stopped(BenchPart::Search {
            position: s.searched + 1,
            positions: s.positions,
        })
        .into());
    }
    outln!(
        "search: {} nodes to depth {search_depth} in {:.3} s = {:.2} M nodes/s{}",
        s.measure.count,
        s.measure.elapsed.as_secs_f64(),
        s.measure.per_second() / 1e6,
        if s.cut {
            format!(
                " (cut at --seconds: {} of {} positions searched in full)",
                s.searched, s.positions
            )
        } else {
            String::new()
        }
    );
    let (m, frames_stopped) = pasang::bench::time_frames(game, 100, 32, budget, stop);
    if frames_stopped {
        return Err(stopped(BenchPart::Frames).into());
    }
    outln!(
        "terminal frames: {} at 100x32 in {:.3} s = {:.0} us a frame",
        m.count,
        m.elapsed.as_secs_f64(),
        m.elapsed.as_secs_f64() * 1e6 / m.count.max(1) as f64
    );
    Ok(())
}
