//! `pasang match --game bell`: 2 to 4 computers, seats rotating every game.

use super::options::MatchArgs;
use super::tools::{check_hard_flags, computer_level, match_end, schedule, with_progress};
use anyhow::Result;
use pasang::games::{Level, Seat, SeatKind};
use pasang::interrupt::Interrupt;
use pasang::matchplay::bell::{self, BellMatch};
use pasang::matchplay::{MatchError, play_match};
use pasang::messages::bell_match;

/// Plays the match: each game's line on stderr, the totals on stdout.
pub(crate) fn play(args: &MatchArgs) -> Result<()> {
    let game = args.position.game_of::<pasang::games::bell::Game>()?;
    let seats = game.rules().players.seats();
    let config = BellMatch {
        players: levels(args, seats)?,
        methods: Vec::new(),
        schedule: schedule(args, *game.position()),
        concurrency: args.concurrency,
    };
    if args.south_engine.is_some() || args.north_engine.is_some() {
        return Err(bell::NotInBellMatch::Engine.into());
    }
    check_hard_flags(args, config.players.contains(&Level::Hard))?;
    let interrupt = Interrupt::on_ctrl_c()?;
    let (stats, progress) = with_progress(
        &interrupt,
        config.schedule.games,
        |report, stats| bell_match::progress_line(&config, report, stats),
        |stop, on| play_match(&config, stop, on),
    );
    let stats = stats?;
    out!("{}", bell_match::summary(&config, &stats));
    match_end(stats.games, config.schedule.games, &progress)
}

/// The players of the seats in play, in turn order; West and East are
/// `ai:medium` unless named, and refused when not in play.
fn levels(args: &MatchArgs, seats: &[Seat]) -> Result<Vec<Level>> {
    let named = [Some(args.south), args.west, Some(args.north), args.east];
    let kinds = super::seat_players(seats, named, |_| SeatKind::Computer(Level::Medium))?;
    let levels = seats
        .iter()
        .zip(kinds)
        .map(|(&seat, kind)| computer_level(kind, seat))
        .collect::<Result<Vec<Level>, MatchError>>()?;
    Ok(levels)
}
