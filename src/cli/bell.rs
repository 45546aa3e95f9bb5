//! Bell's game on the command line: how many play, and the opening.

use super::options::MatchArgs;
use super::options::{CommandLine, GameOptions, choice, given_of};
use anyhow::Result;
use clap::Args;
use pasang::games::bell::playout::Tally;
use pasang::games::bell::{Game, Opening, Players, Position, Rules, SHAPE, Setup};
use pasang::matchplay::bell::NotInBellMatch;
use pasang::messages::bell::Standing;
use pasang::messages::files::setup_label;
use pasang::messages::options::Labelled as _;
use pasang::tr;

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

impl super::options::BenchLines for Game {
    fn heading(&self) -> String {
        tr!(
            "bench-bell-heading",
            rules = self.rules().label(),
            setup = setup_label::<Game>(self.setup().name())
        )
    }

    /// Random games played hop by hop: their moves and choices.
    fn random_games(m: &pasang::bench::Measure, tally: &Tally) -> String {
        let games = m.count.max(1) as f64;
        tr!(
            "bench-bell-random-games",
            count = m.count,
            seconds = format!("{:.3}", m.elapsed.as_secs_f64()),
            rate = format!("{:.0}", m.per_second()),
            moves = format!("{:.1}", tally.moves as f64 / games),
            choices = format!("{:.1}", tally.decisions as f64 / games)
        )
    }
}

impl CommandLine for Game {
    type Options = BellOptions;

    fn options(all: &GameOptions) -> &BellOptions {
        &all.bell
    }

    fn given(o: &BellOptions) -> Vec<&'static str> {
        given_of([
            (o.players.is_some(), "--players"),
            (o.opening.is_some(), "--opening"),
        ])
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

    fn setup_found(path: &str, name: String) -> String {
        tr!("check-bell-setup", path = path, name = name)
    }

    fn setup_board(setup: &Setup) -> String {
        pasang::text::stones_board(SHAPE, setup.black(), setup.white())
    }

    fn record_found(path: &str, setup: String, rules: String, moves: usize) -> String {
        tr!(
            "check-bell-record",
            path = path,
            setup = setup,
            rules = rules,
            moves = moves
        )
    }

    fn record_shown(game: &Game) -> Result<()> {
        let moves: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
        for round in moves.chunks(game.rules().players.count()) {
            outln!("  {}", round.join(" "));
        }
        out!("{}", position_board(game.position()));
        outln!("{}", Standing(game.position()));
        Ok(())
    }

    fn play_match(args: &MatchArgs) -> Result<()> {
        if args.sprt.is_some() {
            return Err(NotInBellMatch::Sprt.into());
        }
        super::bell_match::play(args)
    }

    fn shown(&self) -> String {
        format!(
            "{}{}\n",
            position_board(self.position()),
            Standing(self.position())
        )
    }
}

/// A position as a labelled grid, rank 11 at the top: `b`/`w`, `.` an
/// empty point, ` ` the nine missing points.
fn position_board(pos: &Position) -> String {
    pasang::text::stones_board(SHAPE, pos.black(), pos.white())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bells_board_leaves_the_missing_centre_blank() {
        let mut game = Game::new(Setup::default(), Rules::default());
        game.play_notation("xa1").unwrap();
        let text = position_board(game.position());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 13);
        assert_eq!(lines[1], " 11 b w b w b w b w b w b  11");
        assert_eq!(lines[6], "  6 w b w b       b w b w  6");
        assert_eq!(lines[11], "  1 . w b w b w b w b w b  1");
        let setup = pasang::text::stones_board(SHAPE, game.setup().black(), game.setup().white());
        assert_eq!(setup.lines().nth(11), Some("  1 b w b w b w b w b w b  1"));
    }
}
