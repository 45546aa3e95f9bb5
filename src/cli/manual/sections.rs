//! The man page's sections that are not the command line's: the keys of
//! the game, read from the key tables that its help is made from; the
//! files it keeps; the environment variables it reads.

use super::{entry, heading, subheading};
use clap_mangen::roff::{Roff, bold, italic, roman};
use pasang::messages::Named;
use pasang::tr;
use pasang::tui::keys::{self, Binding};

/// The keys: each table's rows as the game's help lists them, with the
/// keys' names spelled out (`Left`, not an arrow).
pub(super) fn keys(r: &mut Roff) {
    heading(r, &tr!("man-keys"));
    r.text([roman(tr!("man-keys-intro"))]);
    // Each table's rows count in its game's unit (a move, a turn); the
    // replay's and the review's are the ka game's words.
    let ka = <pasang::games::ka::Game as Named>::UNIT;
    let tables: [(&str, &[Binding], &'static str); 4] = [
        ("man-keys-ka", pasang::tui::ka::keys::BOARD, ka),
        (
            "man-keys-bell",
            pasang::tui::bell::keys::BOARD,
            <pasang::games::bell::Game as Named>::UNIT,
        ),
        ("man-keys-replay", keys::REPLAY, ka),
        ("man-keys-review", keys::REVIEW, ka),
    ];
    for (title, table, unit) in tables {
        subheading(r, &pasang::i18n::text(title, &[]));
        for (names, what) in keys::help_rows(table, true) {
            entry(r, vec![bold(names)], &keys::words_counting(what, unit));
        }
    }
}

/// Where the data folder is on Linux unless told, and on macOS.
const DATA: &str = "~/.local/share/pasang";

/// The files: the data folder and what it holds, the settings, a setup.
pub(super) fn files(r: &mut Roff) {
    heading(r, &tr!("man-files"));
    let env = pasang::store::DATA_DIR_ENV;
    let progress = pasang::exercise::progress::progress_path("".as_ref());
    let rows = [
        (format!("{DATA}/"), tr!("man-files-data", env = env)),
        (
            format!("{DATA}/games/game-YYYYMMDD-HHMMSS.ron"),
            tr!("man-files-games"),
        ),
        (
            format!("{DATA}/{}", progress.display()),
            tr!("man-files-progress"),
        ),
        (
            format!("{DATA}/server/{}", pasang::net::db::FILE),
            tr!("man-files-server"),
        ),
        (
            format!("{DATA}/{}", pasang::net::ssh::HOST_KEY_FILE),
            tr!("man-files-host-key"),
        ),
        (
            "~/.config/pasang/settings.ron".to_string(),
            tr!("man-files-settings"),
        ),
        (tr!("cli-value-file-ron"), tr!("man-files-setup")),
    ];
    for (path, what) in rows {
        entry(r, vec![italic(path)], &what);
    }
}

/// The environment variables the program reads.
pub(super) fn environment(r: &mut Roff) {
    heading(r, &tr!("man-environment"));
    let rows = [
        (pasang::store::DATA_DIR_ENV, tr!("man-env-data-dir")),
        ("NO_COLOR", tr!("man-env-no-color")),
        ("LC_ALL, LC_MESSAGES, LANG", tr!("man-env-locale")),
    ];
    for (name, what) in rows {
        entry(r, vec![bold(name)], &what);
    }
}
