//! `pasang make-puzzles`: the puzzle generator, for developers.

use super::options::MakePuzzlesArgs;
use anyhow::Result;
use pasang::interrupt::{Interrupt, Interrupted};
use pasang::progress::Progress;
use pasang::puzzles::generate::{Config, Event, generate};
use pasang::puzzles::{Theme, write};
use pasang::tr;
use std::io::Write as _;

/// Plays the games, shows progress on stderr and writes the puzzles found
/// to stdout in the format of `assets/puzzles.ron`, then a summary on
/// stderr. Ctrl-C stops early, writes what was found and says so.
pub(crate) fn make_puzzles(args: &MakePuzzlesArgs) -> Result<()> {
    let interrupt = Interrupt::on_ctrl_c()?;
    let config = Config {
        seed: args.seed,
        games: args.games,
        engine_nodes: args.nodes,
        max_stones: args.max_stones,
        solve_nodes: args.solve_nodes,
        max_solver_moves: args.max_moves,
        first_id: args.first_id,
        count: args.count,
    };
    let mut progress = Progress::stderr();
    let mut played = 0;
    let puzzles = generate(&config, interrupt.flag(), |event| match event {
        Event::Game { done, found } => {
            played = done;
            progress.status(|| {
                tr!(
                    "puzzle-gen-status",
                    done = done,
                    games = config.games,
                    found = found
                )
            })
        }
        Event::Found(p) => progress.line(&tr!(
            "puzzle-gen-found",
            id = p.id,
            theme = p.theme.name(),
            rating = p.rating,
            moves = p.solver_moves()
        )),
    });
    progress.clear();
    std::io::stdout()
        .lock()
        .write_all(write(&puzzles).as_bytes())?;
    let count = |t: Theme| puzzles.iter().filter(|p| p.theme == t).count();
    let summary = tr!(
        "puzzle-gen-summary",
        found = puzzles.len(),
        suntuk = count(Theme::Suntuk),
        capture = count(Theme::Capture),
        escape = count(Theme::Escape)
    );
    progress.line(&summary);
    if interrupt.raised() {
        return Err(Interrupted::MakePuzzles {
            played,
            games: config.games,
            found: puzzles.len(),
            after: progress.elapsed(),
        }
        .into());
    }
    Ok(())
}
