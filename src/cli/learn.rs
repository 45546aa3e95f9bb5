//! `pasang learn` and `pasang puzzle`: the lessons and the puzzles in the
//! terminal.

use anyhow::{Context, Result, bail};
use pasang::tr;
use pasang::tui::Theme;
use pasang::tui::exercise::LearnApp;
use std::io::IsTerminal;
use std::path::Path;

/// `pasang learn [LESSON]`: the list of lessons, or `lesson` (a number or
/// a name) started. Progress is kept in the data directory.
pub(crate) fn learn(lesson: Option<&str>, data: Option<&Path>, ascii: bool) -> Result<()> {
    let start = match lesson {
        Some(which) => match pasang::lessons::find(which) {
            Some(i) => Some(i),
            None => bail!(no_such_lesson(which)),
        },
        None => None,
    };
    if !std::io::stdout().is_terminal() {
        bail!(tr!("cli-learn-needs-terminal"));
    }
    let progress =
        pasang::store::data_dir(data).map(|d| pasang::exercise::progress::progress_path(&d));
    let mut app = LearnApp::new(Theme::from_env(ascii), progress)
        .with_settings(pasang::settings::settings_path(None));
    if let Some(i) = start {
        app = app.starting(i);
    }
    pasang::tui::run(app).with_context(|| tr!("cli-terminal-failed"))
}

/// The error for a lesson asked for that is not there, with the names.
fn no_such_lesson(which: &str) -> String {
    let lessons = pasang::lessons::shipped();
    let names: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    tr!(
        "cli-no-such-lesson",
        lesson = pasang::shown::printable(which).into_owned(),
        count = lessons.len(),
        names = names.join(", ")
    )
}

/// `pasang puzzle [ID]`: the list of puzzles (the next unsolved one near
/// the player's rating chosen), or puzzle `id` started.
pub(crate) fn puzzle(id: Option<u32>, data: Option<&Path>, ascii: bool) -> Result<()> {
    use pasang::tui::exercise::puzzles;
    let start = match id {
        Some(id) => match puzzles::find(id) {
            Some(i) => Some(i),
            None => {
                let ids: Vec<u32> = pasang::puzzles::shipped().iter().map(|p| p.id).collect();
                bail!(tr!(
                    "cli-no-such-puzzle",
                    id = id,
                    first = ids.iter().min().copied().unwrap_or(0),
                    last = ids.iter().max().copied().unwrap_or(0)
                ))
            }
        },
        None => None,
    };
    if !std::io::stdout().is_terminal() {
        bail!(tr!("cli-puzzle-needs-terminal"));
    }
    let progress =
        pasang::store::data_dir(data).map(|d| pasang::exercise::progress::progress_path(&d));
    let mut app = LearnApp::puzzles(Theme::from_env(ascii), progress)
        .with_settings(pasang::settings::settings_path(None));
    if let Some(i) = start {
        app = app.starting_puzzle(i);
    }
    pasang::tui::run(app).with_context(|| tr!("cli-terminal-failed"))
}
