//! Steps, the test game, on the command line: its one option, `--limit`.

use super::options::MatchArgs;
use super::options::{CommandLine, GameOptions, choice};
use anyhow::Result;
use clap::Args;
use pasang::board::{File, Point, Rank};
use pasang::games::Playable;
use pasang::games::steps::{Game, Limit, Position, Rules, Setup};
use pasang::messages::files::setup_label;
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

    fn setup_found(path: &str, name: String) -> String {
        tr!("check-steps-setup", path = path, name = name)
    }

    fn setup_board(setup: &Setup) -> String {
        setup.to_string()
    }

    fn record_found(path: &str, setup: String, rules: String, moves: usize) -> String {
        tr!(
            "check-steps-record",
            path = path,
            setup = setup,
            rules = rules,
            moves = moves
        )
    }

    fn record_shown(game: &Game) -> Result<()> {
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
