//! `pasang learn`: the lessons in the terminal.

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
        lesson = pasang::text::printable(which).into_owned(),
        count = lessons.len(),
        names = names.join(", ")
    )
}
