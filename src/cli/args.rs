//! The arguments, as clap reads them, turned into games.

pub(crate) mod help;

use super::completion::language;
use super::defaults::lesson;
use super::options::{MakePuzzlesArgs, MatchArgs, PlayArgs, PositionArgs, ranged};
use clap::{Parser, Subcommand, ValueHint};
use pasang::i18n::Lang;
use pasang::limits;
use std::path::PathBuf;

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
        /// First delete the saved games in which no move was played (not
        /// one open in another pasang).
        #[arg(long)]
        prune: bool,
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
        /// games), 1 to 121 (for Bell's game with three or four players:
        /// samples of each turn).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::options::CommandLine;
    use clap::Args as _;
    use pasang::games::choice::Choice as _;
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
        let cli = help::command::<Cli>();
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
