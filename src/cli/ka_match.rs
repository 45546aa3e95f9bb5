//! `pasang match` in the ka game: two players, sides swapping every game.

use super::options::{CommandLine as _, MatchArgs, PositionArgs};
use super::tools::{check_hard_flags, computer_level, match_end, schedule, with_progress};
use anyhow::Result;
use pasang::games::AnyPattern;
use pasang::games::choice::Choice as _;
use pasang::games::ka::{Game, Pattern};
use pasang::games::{Seat, SeatKind};
use pasang::interrupt::Interrupt;
use pasang::matchplay::{self, MatchConfig, MatchPlayer, Sprt, Verdict};
use pasang::tr;

/// Plays the match: each game's line on stderr, the totals on stdout.
pub(crate) fn play(args: &MatchArgs) -> Result<()> {
    // A match counts single games, and an engine program plays one game.
    if args.position.options.ka.rounds.is_some() {
        anyhow::bail!(pasang::tr!("match-no-rounds"));
    }
    let game = args.position.game_of::<Game>()?;
    let seats = [Seat::South, Seat::North];
    let named = [Some(args.south), args.west, Some(args.north), args.east];
    super::seat_players(&seats, named, |_| SeatKind::Human)?;
    let player = |engine: &Option<std::path::PathBuf>, kind, seat| -> Result<MatchPlayer> {
        Ok(match engine {
            Some(path) => MatchPlayer::Engine(path.clone()),
            None => MatchPlayer::Computer(computer_level(kind, seat)?),
        })
    };
    let players = [
        player(&args.south_engine, args.south, Seat::South)?,
        player(&args.north_engine, args.north, Seat::North)?,
    ];
    check_hard_flags(args, players.iter().any(MatchPlayer::reads_the_clock))?;
    let config = MatchConfig {
        players,
        engine_setup: engine_setup(&args.position)?,
        first_moves: game.moves().to_vec(),
        schedule: schedule(args, *game.position()),
        threads: pasang::ai::threads(),
        sprt: args.sprt.map(|(elo0, elo1)| Sprt {
            elo0,
            elo1,
            alpha: args.alpha,
            beta: args.beta,
        }),
        concurrency: args.concurrency,
    };
    let interrupt = Interrupt::on_ctrl_c()?;
    let (stats, progress) = with_progress(
        &interrupt,
        config.schedule.games,
        |report, stats| matchplay::progress_line(&config, report, stats),
        |stop, on| matchplay::play_match(&config, stop, on),
    );
    let stats = stats?;
    out!("{}", matchplay::summary(&config, &stats));
    let decided = config
        .sprt
        .is_some_and(|test| test.verdict(&stats.pairs) != Verdict::Open);
    if decided {
        return Ok(());
    }
    match_end(stats.games, config.schedule.games, &progress)
}

/// The setup and rules of `position` in the words of the engine protocol's
/// `position` command (without moves), for engine programs in a match.
pub(crate) fn engine_setup(position: &PositionArgs) -> Result<String> {
    let setup = match (position.setup_path()?, position.pattern) {
        (Some(path), _) => {
            let text = path.to_string_lossy();
            if text.contains(char::is_whitespace) {
                anyhow::bail!(tr!("cli-engine-setup-space", path = text.to_string()));
            }
            format!("setup {text}")
        }
        (None, Some(AnyPattern::Ka(p))) => p.name().to_string(),
        (None, _) => Pattern::default().name().to_string(),
    };
    let rules = Game::chosen_rules(&position.options.ka);
    Ok(format!(
        "{setup} second-column {} ka {} centre {} captures {} first-player {}",
        rules.second_column.name(),
        rules.ka_entry.name(),
        rules.centre.name(),
        rules.captures.name(),
        rules.first.name()
    ))
}
