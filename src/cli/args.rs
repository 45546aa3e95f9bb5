//! The arguments, as clap reads them, turned into games.

use super::completion::{computer, language};
use super::defaults::{PlayerArg, lesson, player};
use anyhow::Result;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueHint};
use pasang::games::SeatKind;
use pasang::games::choice::Choice;
use pasang::i18n::Lang;
use pasang::limits;
use pasang::messages::options::Described;
use std::path::PathBuf;

mod position;
pub(crate) use position::{CommandLine, GameOptions, PositionArgs};

pub(crate) const EXAMPLES: &str = "\
Examples:
  pasang                              play the first pattern, classic rules
  pasang --pattern second --rules marbles
  pasang --setup assets/diamonds.ron  play your own setup
  pasang --north ai:hard              play South against the computer
  pasang --game bell --players 4      Bell's hop-capture game for four
  pasang --resume                     go on with the last game
  pasang games                        list the saved games; --resume 2 picks one
  pasang check my-setup.ron           is this setup valid?
  pasang replay game.ron              step through a saved game
  pasang perft 3 --rules marbles      count move sequences (prints 3225)

In the game, press ? for the keys and a summary of the rules.";

/// Pasang, the traditional board game of Brunei, in the terminal.
///
/// Two players share the keyboard: each opens a passage, promotes a stone to
/// its ka, and slides the ka to capture lines of stones. With --game bell,
/// two to four play Bell's older hop-capture game.
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
    /// The language of the program: en (English) or ms (Bahasa Melayu)
    /// [default: as last chosen in the game, else from the locale (LC_ALL,
    /// LC_MESSAGES, LANG), else English].
    #[arg(long, global = true, value_name = "LANG", value_parser = language())]
    pub(crate) lang: Option<Lang>,
    /// Threads the computer's ai:hard searches with (in the game, its
    /// hints, match and engine), 1 to 64 [default: one per core]; with 1
    /// and a node budget its moves repeat exactly.
    #[arg(long, global = true, value_name = "N", value_parser = ranged::<usize>(limits::THREADS))]
    pub(crate) threads: Option<usize>,
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Step through a saved game, forward and back.
    Replay {
        /// The game record (RON); - reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        /// Draw the board with plain ASCII, for terminals without Unicode.
        #[arg(long)]
        ascii: bool,
    },
    /// Check a setup or game record file, and show it.
    Check {
        /// The file (RON); - reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
    },
    /// Look back at a saved game: the engine marks every move and names the
    /// better ones.
    Review {
        /// The game record (RON); - reads standard input.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        /// Positions the engine searches for each move.
        #[arg(long, value_parser = ranged::<u64>(limits::NODES))]
        nodes: Option<u64>,
        /// Thinking time for each move instead, in milliseconds.
        #[arg(long, value_name = "MS", value_parser = ranged::<u64>(limits::MOVETIME_MS), conflicts_with = "nodes")]
        movetime: Option<u64>,
    },
    /// Lessons on the board: the rules step by step, with progress kept.
    Learn {
        /// The lesson to start: its number or name [default: the list].
        #[arg(value_parser = lesson())]
        lesson: Option<String>,
        /// Where progress is kept [default: as for playing].
        #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
        data_dir: Option<PathBuf>,
        /// Draw the board with plain ASCII, for terminals without Unicode.
        #[arg(long)]
        ascii: bool,
    },
    /// Puzzles on the board: one move is clearly best; a rating is kept.
    Puzzle {
        /// The puzzle to start, by its number [default: the list].
        #[arg(value_parser = ranged::<u32>(limits::PUZZLE_NUMBER))]
        id: Option<u32>,
        /// Where progress is kept [default: as for playing].
        #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
        data_dir: Option<PathBuf>,
        /// Draw the board with plain ASCII, for terminals without Unicode.
        #[arg(long)]
        ascii: bool,
    },
    /// Run a server of games that anyone joins with ssh: a lobby to start,
    /// join and watch games, kept across restarts.
    Serve(super::net::ServeArgs),
    /// List the saved games, the latest first, to pick one for --resume.
    Games {
        /// Where games are autosaved [default: as for playing].
        #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
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
    /// For developers: tune the evaluation's weights on seeded self-play
    /// games (Texel tuning) and print them as Rust. Ctrl-C stops it.
    Tune {
        /// Self-play games, 1 to 10000.
        #[arg(long, default_value_t = 400, value_parser = ranged::<u32>(limits::GAMES))]
        games: u32,
        /// Seed of the games' openings and choices.
        #[arg(long, default_value_t = 1, value_parser = limits::seed)]
        seed: u64,
        /// Depth of both players' searches, 1 to 121.
        #[arg(long, default_value_t = 4, value_parser = ranged::<u32>(limits::SEARCH_DEPTH))]
        search_depth: u32,
        /// Random moves opening each game, 0 to 120.
        #[arg(long, default_value_t = 4, value_parser = ranged::<u32>(limits::RANDOM_PLIES))]
        random_plies: u32,
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Speak the engine protocol on stdin/stdout (see the README); the
    /// position is set with its `position` command.
    Engine,
    /// Play the computer against itself; progress on stderr, totals on
    /// stdout. Ctrl-C stops it with the totals so far.
    Match(MatchArgs),
    /// Developers: find puzzles in the engine's own games and write them to
    /// standard output as assets/puzzles.ron (see the README).
    #[command(hide = true)]
    MakePuzzles(MakePuzzlesArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page, for `man`.
    Manpage,
}

/// What `make-puzzles` searches, and how hard.
#[derive(Args, Debug)]
pub(crate) struct MakePuzzlesArgs {
    /// Seed for the games' openings and the engine's choices.
    #[arg(long, default_value_t = 1, value_parser = limits::seed)]
    pub(crate) seed: u64,
    /// Games to play, 1 to 10000.
    #[arg(long, default_value_t = 200, value_parser = ranged::<u32>(limits::GAMES))]
    pub(crate) games: u32,
    /// The engine's nodes a move in those games, 1 to 1000000000.
    #[arg(long, default_value_t = 20_000, value_parser = ranged::<u64>(limits::NODES))]
    pub(crate) nodes: u64,
    /// Positions with more stones are not solved, 1 to 30.
    #[arg(long, default_value_t = 14, value_parser = ranged::<u32>(limits::PUZZLE_STONES))]
    pub(crate) max_stones: u32,
    /// Nodes the exact solver may spend on one position, 1000 to 100000000.
    #[arg(long, default_value_t = 2_000_000, value_parser = ranged::<u64>(limits::PUZZLE_SOLVE_NODES))]
    pub(crate) solve_nodes: u64,
    /// The longest solution, in the solver's moves, 1 to 10.
    #[arg(long, default_value_t = 4, value_parser = ranged::<usize>(limits::PUZZLE_MOVES))]
    pub(crate) max_moves: usize,
    /// Stop once this many puzzles are found, 1 to 10000.
    #[arg(long, value_parser = ranged::<usize>(limits::GAMES))]
    pub(crate) count: Option<usize>,
    /// The first puzzle's id, 1 to 1000000.
    #[arg(long, default_value_t = 1, value_parser = ranged::<u32>(limits::PUZZLE_ID))]
    pub(crate) first_id: u32,
}

/// The players and length of a match.
#[derive(Args, Debug)]
pub(crate) struct MatchArgs {
    /// South in the first game (sides swap every game; in Bell's game the
    /// seats rotate).
    #[arg(long, default_value = "ai:hard", value_parser = computer())]
    pub(crate) south: SeatKind,
    /// North in the first game.
    #[arg(long, default_value = "ai:medium", value_parser = computer())]
    pub(crate) north: SeatKind,
    /// The ka game: South in the first game is another program speaking the
    /// engine protocol, run as `PATH engine` (a build of pasang from
    /// another commit), thinking --movetime or --nodes a move.
    #[arg(long, value_name = "PATH", conflicts_with = "south", value_hint = ValueHint::ExecutablePath)]
    pub(crate) south_engine: Option<PathBuf>,
    /// The ka game: North in the first game is an engine program, as for
    /// --south-engine.
    #[arg(long, value_name = "PATH", conflicts_with = "north", value_hint = ValueHint::ExecutablePath)]
    pub(crate) north_engine: Option<PathBuf>,
    /// Bell's game with 3 or 4 players: West in the first game (seats
    /// rotate every game) [default: ai:medium].
    #[arg(long, value_name = "PLAYER", value_parser = computer())]
    pub(crate) west: Option<SeatKind>,
    /// Bell's game with 4 players: East in the first game [default: ai:medium].
    #[arg(long, value_name = "PLAYER", value_parser = computer())]
    pub(crate) east: Option<SeatKind>,
    /// How many games, 1 to 10000.
    #[arg(long, default_value_t = 20, value_parser = ranged::<u32>(limits::GAMES))]
    pub(crate) games: u32,
    /// Seed for the random openings and the players' choices.
    #[arg(long, default_value_t = 1, value_parser = limits::seed)]
    pub(crate) seed: u64,
    /// Thinking time of ai:hard per move, in milliseconds, 10 to 600000
    /// [default: 1000].
    #[arg(long, value_name = "MS", value_parser = ranged::<u64>(limits::MOVETIME_MS), conflicts_with = "nodes")]
    pub(crate) movetime: Option<u64>,
    /// ai:hard searches this many nodes a move instead of watching the
    /// clock, 1 to 1000000000: the same games on any machine.
    #[arg(long, value_parser = ranged::<u64>(limits::NODES))]
    pub(crate) nodes: Option<u64>,
    /// Random moves opening each pair of games (each round of Bell's
    /// game), so that games differ, 0 to 120.
    #[arg(long, default_value_t = 2, value_parser = ranged::<u32>(limits::RANDOM_PLIES))]
    pub(crate) random_plies: u32,
    /// The ka game: stop as soon as a sequential test between "the first
    /// player is ELO0 stronger" and "ELO1 stronger" is decided (--games is
    /// then the most played); e.g. --sprt 0,10.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = limits::sprt_elos)]
    pub(crate) sprt: Option<(f64, f64)>,
    /// The test's chance of accepting ELO1 when ELO0 holds, 0.001 to 0.2.
    #[arg(long, default_value_t = 0.05, value_parser = limits::sprt_error, requires = "sprt")]
    pub(crate) alpha: f64,
    /// The ka game: pairs of games played at once, 1 to 64, each pair on a
    /// thread of its own with its own engine programs (with --threads 1,
    /// one per core measures single-threaded strength fastest).
    #[arg(long, default_value_t = 1, value_parser = ranged::<usize>(limits::CONCURRENCY))]
    pub(crate) concurrency: usize,
    /// The test's chance of accepting ELO0 when ELO1 holds, 0.001 to 0.2.
    #[arg(long, default_value_t = 0.05, value_parser = limits::sprt_error, requires = "sprt")]
    pub(crate) beta: f64,
    #[command(flatten)]
    pub(crate) position: PositionArgs,
}

/// A whole number within one of the bounds of [`limits`], refused outside
/// it in the catalogue's words ("0 is outside the range 1 to 10000").
pub(crate) fn ranged<T>(
    range: std::ops::RangeInclusive<u64>,
) -> impl Fn(&str) -> Result<T, limits::NumberError> + Clone + Send + Sync + 'static
where
    T: TryFrom<u64>,
{
    move |text: &str| {
        let n = limits::whole_in(text, &range)?;
        T::try_from(n).map_err(|_| limits::NumberError::OutOfRange {
            text: text.to_string(),
            min: *range.start() as f64,
            max: *range.end() as f64,
        })
    }
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

/// Where the game comes from, where it is kept, and who plays.
#[derive(Args, Debug, Clone)]
pub(crate) struct PlayArgs {
    /// Open a copy of a saved game record where it stopped (- reads
    /// standard input); it is autosaved as a new game.
    #[arg(long, value_name = "FILE.ron", conflicts_with = "resume", value_hint = ValueHint::FilePath)]
    pub(crate) load: Option<PathBuf>,
    /// Go on with a saved game (autosaved after every move): the latest
    /// that is not open in another pasang, or game N of `pasang games`, or
    /// FILE from the games folder.
    #[arg(
        long,
        value_name = "N|FILE",
        num_args = 0..=1,
        conflicts_with_all = position::choosing()
    )]
    pub(crate) resume: Option<Option<String>>,
    /// Where games are autosaved [default: $PASANG_DATA_DIR, else the
    /// platform's data directory, e.g. ~/.local/share/pasang].
    #[arg(long, value_name = "DIR", value_hint = ValueHint::DirPath)]
    pub(crate) data_dir: Option<PathBuf>,
    /// Draw the board with plain ASCII, for terminals without Unicode.
    #[arg(long)]
    pub(crate) ascii: bool,
    /// Who plays South: human, or the computer: ai:random, ai:easy, ai:medium, ai:hard
    /// [default: human, or as saved in the game resumed or loaded].
    #[arg(long, value_name = "PLAYER", value_parser = player())]
    pub(crate) south: Option<PlayerArg>,
    /// Who plays North, as for --south.
    #[arg(long, value_name = "PLAYER", value_parser = player())]
    pub(crate) north: Option<PlayerArg>,
    /// Play on a clock: MINUTES each and SECONDS added after every move,
    /// e.g. 5+3 or 0.5+2 [default: no clock, or as saved in the game
    /// resumed or loaded].
    #[arg(long, value_name = "M+S", value_parser = clap::value_parser!(pasang::session::ClockSpec))]
    pub(crate) clock: Option<pasang::session::ClockSpec>,
    /// Bell's game with 3 or 4 players: who plays West, as for --south.
    #[arg(long, value_name = "PLAYER", value_parser = player())]
    pub(crate) west: Option<PlayerArg>,
    /// Bell's game with 4 players: who plays East, as for --south.
    #[arg(long, value_name = "PLAYER", value_parser = player())]
    pub(crate) east: Option<PlayerArg>,
    /// How long ai:hard thinks a move, in milliseconds, 10 to 600000 [default: 1000].
    #[arg(long, value_name = "MS", value_parser = ranged::<u64>(limits::MOVETIME_MS))]
    pub(crate) movetime: Option<u64>,
    /// Seed for the computer's choices, to play a game again [default: from the clock].
    #[arg(long, value_parser = limits::seed)]
    pub(crate) seed: Option<u64>,
    /// With a remote seat: where the SSH server for its player listens.
    #[arg(long, value_name = "ADDR:PORT", default_value = super::net::LISTEN,
          value_parser = pasang::limits::listen_address)]
    pub(crate) listen: std::net::SocketAddr,
}

#[cfg(test)]
mod tests {
    use super::*;
    use pasang::games::{AnyRules, GameKind, ka};
    use pasang::tui::lobby::Choice as LobbyChoice;

    #[test]
    fn the_lobby_starts_from_the_rules_opening_and_clock_of_the_command_line_given_none() {
        use pasang::games::choice::Choice as _;
        let cli = Cli::try_parse_from(["pasang"]).unwrap();
        let lobby = LobbyChoice::default();
        assert_eq!(lobby.clock, cli.play.clock);
        let settings = pasang::settings::Settings::default();
        let (game, from_cli) = (lobby.game(), cli.position.new_game(&settings).unwrap());
        assert_eq!(game.kind(), from_cli.kind());
        assert_eq!(game.rules(), from_cli.rules());
        assert_eq!(game.setup(), from_cli.setup());
        // Each game's rules start as the command line's for that game.
        for &kind in GameKind::ALL {
            let cli = Cli::try_parse_from(["pasang", "--game", kind.name()]).unwrap();
            let from_cli = cli.position.new_game(&settings).unwrap();
            assert_eq!(lobby.rules_of(kind), from_cli.rules(), "{kind:?}");
        }
        assert_eq!(game.rules(), AnyRules::Ka(ka::Rules::default()));
    }

    /// A value clap takes for `arg`: its first possible value, else a
    /// word.
    fn a_value(arg: &clap::Arg) -> String {
        (arg.get_possible_values().first())
            .map_or_else(|| "1".to_string(), |v| v.get_name().to_string())
    }

    #[test]
    fn resume_refuses_every_option_that_chooses_a_game_its_setup_or_its_rules() {
        let cli = crate::cli::help::command::<Cli>();
        let mut refused = Vec::new();
        for &kind in GameKind::ALL {
            let own = pasang::on_kind!(kind, G => <G as CommandLine>::Options::augment_args(
                clap::Command::new("own")
            ));
            let options: Vec<&clap::Arg> = own.get_arguments().collect();
            assert!(!options.is_empty(), "{kind:?}");
            for arg in options {
                let option = format!("--{}", arg.get_long().unwrap());
                let value = a_value(arg);
                // Accepted alone, refused with --resume.
                let alone = cli
                    .clone()
                    .try_get_matches_from(["pasang", &option, &value]);
                assert!(alone.is_ok(), "{option} {value}: {alone:?}");
                let error = (cli.clone())
                    .try_get_matches_from(["pasang", "--resume", &option, &value])
                    .unwrap_err();
                assert_eq!(
                    error.kind(),
                    clap::error::ErrorKind::ArgumentConflict,
                    "{option}"
                );
                refused.push(option);
            }
        }
        for option in ["--game", "--pattern", "--setup"] {
            let value = a_value(
                cli.get_arguments()
                    .find(|a| a.get_long() == Some(&option[2..]))
                    .unwrap(),
            );
            let error = (cli.clone())
                .try_get_matches_from(["pasang", "--resume", option, &value])
                .unwrap_err();
            assert_eq!(
                error.kind(),
                clap::error::ErrorKind::ArgumentConflict,
                "{option}"
            );
        }
        assert!(refused.contains(&"--opening".to_string()), "{refused:?}");
        assert!(
            refused.contains(&"--second-column".to_string()),
            "{refused:?}"
        );
        // What a saved game does not hold may still be given.
        for args in [
            ["--ascii"].as_slice(),
            &["--north", "ai:easy"],
            &["--movetime", "100"],
        ] {
            let with = [["pasang", "--resume"].as_slice(), args].concat();
            assert!(cli.clone().try_get_matches_from(with).is_ok(), "{args:?}");
        }
    }
}
