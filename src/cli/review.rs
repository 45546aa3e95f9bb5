//! `pasang review FILE`: the review of a saved game of the ka game, as
//! plain text for a screen reader or a pipe.

use anyhow::{Result, bail};
use pasang::games::AnyGame;
use pasang::interrupt::{Interrupt, Interrupted};
use pasang::messages::files::shown_path;
use pasang::messages::review::review_text;
use pasang::progress::Progress;
use pasang::review::{Budget, Stopped, analyse_game};
use pasang::tr;
use std::path::Path;

/// Reviews the game in `path` at `budget` and prints the review; the
/// count of positions looked at goes to standard error on a long review,
/// and Ctrl-C stops it.
pub(crate) fn review(path: &Path, budget: Budget) -> Result<()> {
    let shown = shown_path(path);
    let game = pasang::files::load_record_arg(path)?.game;
    let AnyGame::Ka(game) = game else {
        bail!(tr!("review-not-ka", path = shown));
    };
    let interrupt = Interrupt::on_ctrl_c()?;
    let mut progress = Progress::stderr();
    let mut seen = (0, 0);
    let found = analyse_game(&game, budget, interrupt.flag(), |done, total| {
        seen = (done, total);
        progress.status(|| tr!("review-progress", done = done, total = total))
    });
    progress.clear();
    let review = match found {
        Ok(review) => review,
        Err(Stopped::Illegal { ply, error }) => bail!(tr!(
            "review-illegal",
            number = ply + 1,
            error = error.to_string()
        )),
        Err(Stopped::Cancelled) => {
            return Err(Interrupted::Review {
                done: seen.0,
                total: seen.1,
                after: progress.elapsed(),
            }
            .into());
        }
    };
    for line in review_text(&shown, &review) {
        outln!("{line}");
    }
    Ok(())
}
