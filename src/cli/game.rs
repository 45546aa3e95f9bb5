//! Playing in the terminal, replaying, listing saved games and checking
//! files.

use super::options::CommandLine as _;
use super::options::{PlayArgs, PositionArgs};
use anyhow::{Context, Result, bail};
use pasang::files::Checked;
use pasang::games::{AnyGame, AnySetup, Seat, SeatKind};
use pasang::session::Clock;
use pasang::store::GameChoice;
use pasang::store::launch::{NoSuchSeat, Source, launch};
use pasang::tr;
use pasang::tui::play::{Note, Screen};
use pasang::tui::{Storage, Theme};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

pub(crate) fn play(
    position: &PositionArgs,
    args: &PlayArgs,
    settings: &pasang::settings::Settings,
) -> Result<()> {
    let kind = position.game_kind()?;
    let level = settings.level.as_deref().and_then(|l| l.parse().ok());
    let source = if let Some(which) = &args.resume {
        Source::Resume(which.as_deref().map(game_choice))
    } else if let Some(path) = &args.load {
        Source::Load {
            path: path.clone(),
            named: position.named(kind)?,
        }
    } else {
        Source::New(position.new_game(settings)?)
    };
    // Without a terminal there is no game to play: show the position as
    // text, and write nothing.
    let terminal = std::io::stdout().is_terminal();
    let mut session = launch(
        source,
        args.data_dir.as_deref(),
        SystemTime::now(),
        terminal,
    )?;
    position.play_moves(&mut session.game)?;
    let kinds = seating(
        session.game.seats(),
        args,
        level,
        session.players.as_deref().unwrap_or_default(),
    )?;
    // Seats for players who join over SSH.
    let remote: Vec<Seat> = Seat::ALL
        .into_iter()
        .zip([args.south, args.west, args.north, args.east])
        .filter(|(_, arg)| arg.is_some_and(|a| a.remote))
        .map(|(seat, _)| seat)
        .collect();
    if !terminal && !remote.is_empty() {
        bail!(tr!("net-host-needs-terminal"));
    }
    if !terminal {
        for notice in &session.notices {
            eprintln!("{notice}");
        }
        out!(
            "{}",
            pasang::on_any!(&session.game, AnyGame, g => g.shown())
        );
        return Ok(());
    }
    // `s` saves beside the autosaves, where `o` lists every game; without
    // a data folder, in the current one.
    let save_dir = session
        .store
        .as_ref()
        .map_or_else(|| PathBuf::from("."), |s| s.folder().to_path_buf());
    let storage = Storage {
        store: session.store,
        autosave: session.autosave,
        save_dir: Some(save_dir),
    };
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let theme = Theme::from_env(args.ascii || settings.ascii);
    let movetime = Duration::from_millis(
        args.movetime
            .or(settings.movetime_ms)
            .filter(|ms| pasang::limits::MOVETIME_MS.contains(ms))
            .unwrap_or(1000),
    );
    // A clock asked for starts afresh; else a saved game's runs on with
    // its times.
    let seats = session.game.seats();
    let clock = match args.clock {
        Some(spec) => Some(Clock::new(spec, seats)),
        None => session
            .clock
            .as_ref()
            .and_then(|c| Clock::from_record(c, seats)),
    };
    // Moves given with --moves are part of the game: keep them. Otherwise
    // nothing is written before the first move, so that opening the game
    // and quitting leaves the last real game as the one to resume.
    let keep_moves = position.moves.is_some();
    if !remote.is_empty() {
        let hosting = super::net::Hosting {
            listen: args.listen,
            data_dir: args.data_dir.clone(),
            storage,
            theme,
            seed,
            movetime,
            settings: pasang::settings::settings_path(None),
            bell: settings.bell,
            clock,
        };
        return super::net::host(session.game, kinds, &remote, hosting);
    }
    pasang::on_any!(session.game, AnyGame, game => {
        let mut app = Screen::new(game, theme)
            .with_storage(storage)
            .with_players(kinds, seed, movetime)
            .with_ending(session.ended)
            .with_clock(clock)
            .with_settings(pasang::settings::settings_path(None))
            .with_kept(settings);
        if !session.notices.is_empty() {
            app.notice(Note::Launch(session.notices));
        }
        app.welcome();
        if keep_moves {
            app.save_now();
        }
        pasang::tui::run(app)
    })
    .with_context(|| tr!("cli-terminal-failed"))
}

/// Who plays each of `seats`, in turn order: as named on the command line
/// (`--south`, `--west`, …), else as the saved game says, else a person.
/// A seat named that the game does not have is refused.
fn seating(
    seats: &[Seat],
    args: &PlayArgs,
    level: Option<pasang::games::Level>,
    saved: &[(Seat, SeatKind)],
) -> Result<Vec<SeatKind>, NoSuchSeat> {
    super::seat_players(
        seats,
        [args.south, args.west, args.north, args.east].map(|p| p.map(|p| p.kind(level))),
        |seat| pasang::record::player_at(saved, seat).unwrap_or(SeatKind::Human),
    )
}

/// `--resume N` or `--resume FILE`.
pub(crate) fn game_choice(text: &str) -> GameChoice {
    match text.parse::<usize>() {
        Ok(n) => GameChoice::Number(n),
        Err(_) => GameChoice::File(PathBuf::from(text)),
    }
}

/// `pasang games`: the saved games, numbered for `--resume N`; with
/// `prune`, once those with no move are deleted.
pub(crate) fn games(data: Option<&Path>, prune: bool) -> Result<()> {
    let dir = pasang::store::data_dir(data).with_context(|| tr!("cli-no-data-dir"))?;
    let store = pasang::store::Store::at(&dir);
    if prune {
        let deleted = store.prune()?;
        out!("{}\n", tr!("games-pruned", count = deleted));
    }
    let games = store.games()?;
    out!(
        "{}",
        pasang::messages::files::games_list(store.folder(), &games)
    );
    Ok(())
}

/// `pasang replay FILE`: the game's moves, one step at a time.
pub(crate) fn replay(path: &Path, ascii: bool) -> Result<()> {
    let loaded = pasang::files::load_record_arg(path)?;
    let (game, ended) = (loaded.game, loaded.ended);
    if !std::io::stdout().is_terminal() {
        bail!(tr!(
            "cli-replay-needs-terminal",
            path = pasang::shown::printable_path(path)
        ));
    }
    let theme = Theme::from_env(ascii);
    // A game resigned, agreed drawn or lost on time says so at its end.
    pasang::on_any!(game, AnyGame, g => pasang::tui::run(Screen::replay(g, theme).with_ending(ended)))
        .with_context(|| tr!("cli-terminal-failed"))
}

/// `pasang check FILE`: a setup or a game record. Names and descriptions
/// come from the file: they are shown with control characters escaped.
pub(crate) fn check(path: &Path) -> Result<()> {
    use pasang::messages::files::shown_path;
    let shown = shown_path(path);
    match pasang::files::check_arg(path)? {
        Checked::Setup(setup) => {
            pasang::on_any!(setup, AnySetup, setup, G => G::checked_setup(&shown, &setup))
        }
        Checked::Record(game) => {
            pasang::on_any!(game, AnyGame, game, G => G::checked_record(&shown, &game))
        }
    }
}
