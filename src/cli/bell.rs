//! Bell's game on the command line: how many play, and the opening.

use super::args::MatchArgs;
use super::args::{CommandLine, GameOptions, choice};
use super::game::{setup_words, stone_count};
use super::tools::{self, Threads};
use anyhow::Result;
use clap::Args;
use pasang::games::bell::{Game, Opening, Players, Rules, Setup};
use pasang::interrupt::{BenchPart, Interrupt, Interrupted};
use pasang::matchplay::bell::NotInBellMatch;
use pasang::messages::bell::Standing;
use pasang::messages::files::shown_name;
use pasang::messages::options::{Labelled as _, setup_label};
use pasang::progress::Progress;
use pasang::tr;
use std::time::{Duration, Instant};

/// Bell's game's options.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct BellOptions {
    /// Bell's game: how many play [default: 2].
    #[arg(long, value_parser = choice::<Players>())]
    pub(crate) players: Option<Players>,
    /// Bell's game: where the first player takes the opening stone [default: corner].
    #[arg(long, value_parser = choice::<Opening>())]
    pub(crate) opening: Option<Opening>,
}

/// `pasang bench --game bell`: perft to each depth until `seconds` are
/// spent, random games played hop by hop for `seconds`, then fixed-depth
/// searches within `seconds`.
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
        "{}",
        tr!(
            "bench-bell-heading",
            rules = game.rules().label(),
            setup = setup_label::<Game>(game.setup().name())
        )
    );
    tools::bench_perft(pos, depth, budget, stop, &mut progress)?
        .map_err(|d| stopped(BenchPart::Perft { depth: d }))?;
    let (m, tally, games_stopped) = pasang::bench::time_bell_playouts(pos, 1, budget, stop);
    if games_stopped {
        return Err(stopped(BenchPart::RandomGames).into());
    }
    let games = m.count.max(1) as f64;
    outln!(
        "{}",
        tr!(
            "bench-bell-random-games",
            count = m.count,
            seconds = format!("{:.3}", m.elapsed.as_secs_f64()),
            rate = format!("{:.0}", m.per_second()),
            moves = format!("{:.1}", tally.moves as f64 / games),
            choices = format!("{:.1}", tally.decisions as f64 / games)
        )
    );
    tools::bench_search::<pasang::ai::bell::Searcher>(
        pos,
        search_depth,
        Threads::One,
        budget,
        &interrupt,
        &mut progress,
    )?
    .map_err(stopped)?;
    tools::bench_frames(game, budget, stop, stopped(BenchPart::Frames))?;
    Ok(())
}

impl CommandLine for Game {
    type Options = BellOptions;

    fn options(all: &GameOptions) -> &BellOptions {
        &all.bell
    }

    fn given(o: &BellOptions) -> Vec<&'static str> {
        [
            (o.players.is_some(), "--players"),
            (o.opening.is_some(), "--opening"),
        ]
        .into_iter()
        .filter_map(|(set, name)| set.then_some(name))
        .collect()
    }

    fn explicit_rules(o: &BellOptions) -> Option<Rules> {
        (o.players.is_some() || o.opening.is_some()).then(|| Rules {
            players: o.players.unwrap_or_default(),
            opening: o.opening.unwrap_or_default(),
        })
    }

    fn play_moves(game: &mut Game, moves: &[&str]) -> Result<()> {
        Ok(pasang::games::bell::spec::play_moves(game, moves)?)
    }

    fn checked_setup(shown: &str, setup: &Setup) -> Result<()> {
        outln!(
            "{}",
            tr!(
                "check-bell-setup",
                path = shown,
                name = shown_name(setup.name())
            )
        );
        setup_words(setup.description())?;
        out!("{}", pasang::text::bell_setup_board(setup));
        stone_count(
            setup.black().count(),
            setup.white().count(),
            setup.total_points(),
        )
    }

    fn checked_record(shown: &str, game: &Game) -> Result<()> {
        outln!(
            "{}",
            tr!(
                "check-bell-record",
                path = shown,
                setup = setup_label::<Game>(game.setup().name()),
                rules = game.rules().label(),
                moves = game.moves().len()
            )
        );
        let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
        for round in moves.chunks(game.rules().players.count()) {
            outln!("  {}", round.join(" "));
        }
        out!("{}", pasang::text::bell_position_board(game.position()));
        outln!("{}", Standing(game.position()));
        Ok(())
    }

    fn play_match(args: &MatchArgs) -> Result<()> {
        if args.sprt.is_some() {
            return Err(NotInBellMatch::Sprt.into());
        }
        if args.concurrency > 1 {
            return Err(NotInBellMatch::Concurrency.into());
        }
        super::bell_match::play(args)
    }

    fn bench(game: &Game, depth: u32, seconds: f64, search_depth: u32) -> Result<()> {
        bench(game, depth, seconds, search_depth)
    }

    fn shown(&self) -> String {
        format!(
            "{}{}\n",
            pasang::text::bell_position_board(self.position()),
            Standing(self.position())
        )
    }
}
