//! Steps, the test game, on the command line: its one option, `--limit`.

use super::game::{setup_words, stone_count};
use super::options::MatchArgs;
use super::options::{CommandLine, GameOptions, choice};
use anyhow::Result;
use clap::Args;
use pasang::board::{File, Point, Rank};
use pasang::games::Playable;
use pasang::games::steps::{Game, Limit, Position, Rules, Setup};
use pasang::messages::files::setup_label;
use pasang::messages::files::shown_name;
use pasang::messages::options::Labelled as _;
use pasang::tr;

/// Steps' options.
#[derive(Args, Debug, Clone, Default)]
pub(crate) struct StepsOptions {
    /// Steps (the test game): how many steps before a draw [default: 20].
    #[arg(long, value_parser = choice::<Limit>())]
    pub(crate) limit: Option<Limit>,
}

/// The board as rows of text, rank 11 first: `b`, `w`, `.` the empty
/// point.
fn board(pos: &Position) -> String {
    let mut out = String::new();
    for rank in Rank::all().rev() {
        for file in File::all() {
            let p = Point::at(file, rank);
            out.push(pos.stone(p).map_or('.', |s| s.to_char()));
        }
        out.push('\n');
    }
    out
}

impl CommandLine for Game {
    type Options = StepsOptions;

    fn options(all: &GameOptions) -> &StepsOptions {
        &all.steps
    }

    fn given(o: &StepsOptions) -> Vec<&'static str> {
        o.limit.iter().map(|_| "--limit").collect()
    }

    fn explicit_rules(o: &StepsOptions) -> Option<Rules> {
        o.limit.map(|limit| Rules { limit })
    }

    fn play_moves(game: &mut Game, moves: &[&str]) -> Result<()> {
        Ok(pasang::games::steps::play_moves(game, moves)?)
    }

    fn checked_setup(shown: &str, setup: &Setup) -> Result<()> {
        outln!(
            "{}",
            tr!(
                "check-steps-setup",
                path = shown,
                name = shown_name(setup.name())
            )
        );
        setup_words(setup.description())?;
        out!("{setup}");
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
                "check-steps-record",
                path = shown,
                setup = setup_label::<Game>(game.setup().name()),
                rules = game.rules().label(),
                moves = game.moves().len()
            )
        );
        out!("{}", board(game.position()));
        Ok(())
    }

    fn play_match(_args: &MatchArgs) -> Result<()> {
        anyhow::bail!(tr!("steps-no-match"))
    }

    fn shown(&self) -> String {
        let pos = self.position();
        let now = match pos.outcome() {
            Some(o) => pasang::messages::steps::outcome(o),
            None => tr!(
                "steps-tui-to-move",
                seat = pasang::messages::seat_name(pos.to_move())
            ),
        };
        format!("{}{now}\n", board(pos))
    }
}

impl crate::cli::options::BenchLines for Game {
    fn heading(&self) -> String {
        tr!(
            "steps-bench-heading",
            limit = self.rules().limit.steps(),
            setup = setup_label::<Game>(self.setup().name())
        )
    }

    fn random_games(m: &pasang::bench::Measure, tally: &pasang::bench::steps::Tally) -> String {
        tr!(
            "steps-bench-random-games",
            count = m.count,
            seconds = format!("{:.3}", m.elapsed.as_secs_f64()),
            rate = format!("{:.0}", m.per_second()),
            steps = format!("{:.1}", tally.steps as f64 / m.count.max(1) as f64)
        )
    }
}
