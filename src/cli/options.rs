//! The options that several commands share, and what a game brings to
//! the command line ([`CommandLine`]): the pieces the whole command line
//! (`args`) is put together from, and each command reads.

use super::completion::computer;
use super::defaults::{PlayerArg, player};
use anyhow::Result;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueHint};
use pasang::games::SeatKind;
use pasang::games::choice::Choice;
use pasang::limits;
use pasang::messages::options::Described;
use std::path::PathBuf;

mod position;
pub(crate) use position::{BenchLines, CommandLine, GameOptions, PositionArgs, given_of};

/// Where a server listens unless told otherwise: `pasang serve` and a
/// game with a remote seat.
pub(crate) const LISTEN: &str = "0.0.0.0:2222";

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
    #[arg(long, value_name = "ADDR:PORT", default_value = LISTEN,
          value_parser = pasang::limits::listen_address)]
    pub(crate) listen: std::net::SocketAddr,
}
