//! Starting a game from the command line's choices: a new game, a loaded
//! record, or the latest autosave; and where it will be autosaved.

use crate::files::{FileError, load_record_with_players};
use crate::games::ka::{Game, Rules, Setup};
use crate::record::Seating;
use crate::store::{Autosave, Store, data_dir};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Where the game comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// A new game on this setup with these rules.
    New { setup: Setup, rules: Rules },
    /// A saved record; the setup and rules, if the user named them too, must
    /// match the record's.
    Load {
        path: PathBuf,
        setup: Option<Setup>,
        rules: Option<Rules>,
    },
    /// The most recent autosaved game.
    Resume,
}

/// A game ready to play, where it is autosaved, and anything the player
/// should be told at the start.
#[derive(Debug)]
pub struct Session {
    pub game: Game,
    /// The autosave store, when it can be written.
    pub store: Option<Store>,
    /// Where this game is autosaved.
    pub autosave: Option<Autosave>,
    /// Who played, when the game came from a record that says.
    pub players: Option<Seating>,
    pub notices: Vec<String>,
}

/// Why a game could not be started.
#[derive(Debug)]
pub enum LaunchError {
    File(FileError),
    SetupMismatch {
        path: PathBuf,
        recorded: String,
        given: String,
    },
    RulesMismatch {
        path: PathBuf,
        recorded: Rules,
        given: Rules,
    },
    Resume(FileError),
    NoDataDir,
}

impl From<FileError> for LaunchError {
    fn from(e: FileError) -> LaunchError {
        LaunchError::File(e)
    }
}

/// Opens the game and, when `autosave` is wanted, its autosave slot in the
/// store. An unusable data directory turns autosave off with a notice,
/// except for `--resume`, which needs it. Without `autosave` nothing is
/// written: the store is only opened to resume from it.
pub fn launch(
    source: Source,
    data: Option<&Path>,
    now: SystemTime,
    autosave: bool,
) -> Result<Session, LaunchError> {
    let mut notices = Vec::new();
    let mut players = None;
    let (game, store, slot) = match source {
        Source::Resume => {
            let dir = data_dir(data).ok_or(LaunchError::NoDataDir)?;
            let store = Store::open(&dir).map_err(LaunchError::Resume)?;
            let (game, who, slot) = store.resume().map_err(LaunchError::Resume)?;
            players = who;
            notices.push(format!("resumed {}", slot.path().display()));
            (game, Some(store), Some(slot))
        }
        Source::New { setup, rules } => (Game::new(setup, rules), None, None),
        Source::Load { path, setup, rules } => {
            let (game, who) = load_checked(&path, setup, rules)?;
            players = who;
            notices.push(format!("loaded {}", path.display()));
            (game, None, None)
        }
    };
    let (store, autosave) = match (store, slot) {
        (store, Some(slot)) => (store, Some(slot)),
        (_, None) if autosave => {
            let store = data_dir(data).map(|dir| Store::open(&dir));
            open_slot(store, now, &mut notices)
        }
        _ => (None, None),
    };
    Ok(Session {
        game,
        store,
        autosave,
        players,
        notices,
    })
}

/// A record, refused if it was played on another setup or with other rules
/// than the ones the user named.
fn load_checked(
    path: &Path,
    setup: Option<Setup>,
    rules: Option<Rules>,
) -> Result<(Game, Option<Seating>), LaunchError> {
    let (game, players) = load_record_with_players(path)?;
    if let Some(given) = setup
        && given.rows() != game.setup().rows()
    {
        return Err(LaunchError::SetupMismatch {
            path: path.to_path_buf(),
            recorded: game.setup().name().to_string(),
            given: given.name().to_string(),
        });
    }
    if let Some(given) = rules
        && given != game.rules()
    {
        return Err(LaunchError::RulesMismatch {
            path: path.to_path_buf(),
            recorded: game.rules(),
            given,
        });
    }
    Ok((game, players))
}

/// The store and a new slot in it, or a notice that autosave is off.
fn open_slot(
    store: Option<Result<Store, FileError>>,
    now: SystemTime,
    notices: &mut Vec<String>,
) -> (Option<Store>, Option<Autosave>) {
    match store {
        Some(Ok(store)) => {
            let slot = store.new_slot(now);
            (Some(store), Some(slot))
        }
        Some(Err(e)) => {
            notices.push(format!("autosave is off: {e}"));
            (None, None)
        }
        None => {
            notices.push("autosave is off: no data directory is known".into());
            (None, None)
        }
    }
}
