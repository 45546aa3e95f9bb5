//! Starting a game from the command line's choices: a new game, a loaded
//! record, or the latest autosave; and where it will be autosaved.

use crate::files::{FileError, load_record};
use crate::rules::{Game, Rules, Setup};
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
    pub autosave: Option<Autosave>,
    pub notices: Vec<String>,
}

/// Why a game could not be started.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error(
        "{path}: the record was played on setup '{recorded}', which differs from the setup given ('{given}')"
    )]
    SetupMismatch {
        path: PathBuf,
        recorded: String,
        given: String,
    },
    #[error("{path}: the record was played with rules '{recorded}', not the '{given}' given")]
    RulesMismatch {
        path: PathBuf,
        recorded: Rules,
        given: Rules,
    },
    #[error("cannot resume: {0}")]
    Resume(FileError),
    #[error(
        "cannot resume: no data directory is known; set {} or use --data-dir",
        crate::store::DATA_DIR_ENV
    )]
    NoDataDir,
}

/// Opens the game and its autosave slot. An unusable data directory turns
/// autosave off with a notice, except for `--resume`, which needs it.
pub fn launch(
    source: Source,
    data: Option<&Path>,
    now: SystemTime,
) -> Result<Session, LaunchError> {
    let dir = data_dir(data);
    let store = dir.as_deref().map(Store::open);
    let mut notices = Vec::new();
    let (game, autosave) = match source {
        Source::Resume => {
            let store = store
                .ok_or(LaunchError::NoDataDir)?
                .map_err(LaunchError::Resume)?;
            let (game, slot) = store.resume().map_err(LaunchError::Resume)?;
            notices.push(format!("resumed {}", slot.path().display()));
            (game, Some(slot))
        }
        Source::New { setup, rules } => {
            let slot = open_slot(store, now, &mut notices);
            (Game::new(setup, rules), slot)
        }
        Source::Load { path, setup, rules } => {
            let game = load_record(&path)?;
            if let Some(given) = setup
                && given.rows() != game.setup().rows()
            {
                return Err(LaunchError::SetupMismatch {
                    path,
                    recorded: game.setup().name().to_string(),
                    given: given.name().to_string(),
                });
            }
            if let Some(given) = rules
                && given != game.rules()
            {
                return Err(LaunchError::RulesMismatch {
                    path,
                    recorded: game.rules(),
                    given,
                });
            }
            notices.push(format!("loaded {}", path.display()));
            let slot = open_slot(store, now, &mut notices);
            (game, slot)
        }
    };
    Ok(Session {
        game,
        autosave,
        notices,
    })
}

fn open_slot(
    store: Option<Result<Store, FileError>>,
    now: SystemTime,
    notices: &mut Vec<String>,
) -> Option<Autosave> {
    match store {
        Some(Ok(store)) => Some(store.new_slot(now)),
        Some(Err(e)) => {
            notices.push(format!("autosave is off: {e}"));
            None
        }
        None => {
            notices.push("autosave is off: no data directory is known".into());
            None
        }
    }
}
