//! The new-game forms hold to the command line: each of a game's options,
//! its own and those every game shares, has a row on its form (`n` in the
//! game promises what the command line can), or is named below with the
//! reason the form leaves it out; and every row's option is one of the
//! game's.

use super::args::Cli;
use super::options::{CommandLine, GameOptions};
use clap::{Args, CommandFactory};
use pasang::tui::play::{Front, GameForm};
use std::collections::BTreeSet;

/// The options of playing that no form has a row for, and why.
const LEFT_OUT: [(&str, &str); 9] = [
    (
        "--load",
        "a saved game is opened from the saved games' list (o)",
    ),
    (
        "--resume",
        "a saved game is opened from the saved games' list (o)",
    ),
    (
        "--data-dir",
        "where the run keeps its games, not a game's choice",
    ),
    (
        "--ascii",
        "the drawing is a setting of the settings screen (S)",
    ),
    ("--lang", "the language is a setting (L, S)"),
    ("--threads", "how the computer searches, for the whole run"),
    ("--seed", "the run's random choices, to play a run again"),
    (
        "--listen",
        "a form seats players at this keyboard, not at others",
    ),
    ("--moves", "a new game's moves are played on its board"),
];

/// The ka game's seats are two.
const KA_LEFT_OUT: [(&str, &str); 2] = [
    ("--west", "the ka game has no West seat"),
    ("--east", "the ka game has no East seat"),
];

/// The long options of `cmd`, as written, but those clap adds itself.
fn longs(cmd: &clap::Command) -> BTreeSet<String> {
    (cmd.get_arguments())
        .filter_map(|a| a.get_long())
        .filter(|long| !matches!(*long, "help" | "version"))
        .map(|long| format!("--{long}"))
        .collect()
}

/// The options of the command line that choose a game of `G`: those
/// every game shares, and its own.
fn options_of<G: CommandLine>() -> BTreeSet<String> {
    let every_games_own = longs(&GameOptions::augment_args(clap::Command::new("all")));
    let own = longs(&G::Options::augment_args(clap::Command::new("own")));
    let shared = &longs(&Cli::command()) - &every_games_own;
    &shared | &own
}

/// `G`'s form against its command line, both ways.
fn holds<G: CommandLine + Front>(left_out: &[(&str, &str)]) {
    let game = pasang::messages::records::game_name(G::KIND);
    let options = options_of::<G>();
    let rows: BTreeSet<String> = (<G as Front>::Form::options().into_iter())
        .map(String::from)
        .collect();
    for option in &options {
        assert!(
            rows.contains(option) || left_out.iter().any(|(o, _)| o == option),
            "{game}: {option} has no row on the form and is not among those left out"
        );
    }
    for option in &rows {
        assert!(
            options.contains(option),
            "{game}: the form's {option} is none of the game's options"
        );
    }
    for (option, why) in left_out {
        assert!(
            options.contains(*option) && !rows.contains(*option),
            "{game}: {option} is said to be left out ({why}), but {}",
            if rows.contains(*option) {
                "the form has a row for it"
            } else {
                "the command line has no such option"
            }
        );
    }
}

#[test]
fn the_ka_games_form_has_a_row_for_each_of_its_options() {
    let left_out: Vec<(&str, &str)> = LEFT_OUT.iter().chain(&KA_LEFT_OUT).copied().collect();
    holds::<pasang::games::ka::Game>(&left_out);
}

#[test]
fn bells_form_has_a_row_for_each_of_its_options() {
    holds::<pasang::games::bell::Game>(&LEFT_OUT);
}
