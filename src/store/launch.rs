//! Starting a game from the command line's choices: a new game, a loaded
//! record, or a saved game resumed; and where it will be autosaved.

use crate::files::{FileError, load_record_arg};
use crate::games::{AnyGame, AnyRules, AnySetup, GameKind};
use crate::record::Seating;
use crate::store::{Autosave, GameChoice, ResumeError, Skipped, Store, data_dir};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// Where the game comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// A new game, of any kind, before its first move.
    New(AnyGame),
    /// A saved record of either game (`-`: standard input); the game, setup
    /// and rules, if the user named them too, must match the record's.
    Load { path: PathBuf, named: Named },
    /// A game from the store: the newest that can be resumed, or the one
    /// chosen.
    Resume(Option<GameChoice>),
}

/// What the user named beside `--load`, to be checked against the record.
#[derive(Clone, Debug, Default)]
pub struct Named {
    /// The game, if named (`--game`, or an option only one game has).
    pub game: Option<GameKind>,
    pub setup: Option<AnySetup>,
    pub rules: Option<AnyRules>,
}

/// A game ready to play, where it is autosaved, and anything the player
/// should be told at the start.
#[derive(Debug)]
pub struct Session {
    pub game: AnyGame,
    /// The autosave store, when it can be written.
    pub store: Option<Store>,
    /// Where this game is autosaved; it holds the game's lock, so keep it
    /// for as long as the game is played.
    pub autosave: Option<Autosave>,
    /// Who played, when the game came from a record that says.
    pub players: Option<Seating>,
    /// How the game ended outside its rules, when its record says.
    pub ended: Option<crate::games::Ending>,
    /// The game's clock with the times left, when its record has one.
    pub clock: Option<crate::record::ClockRecord>,
    pub notices: Vec<Notice>,
}

/// Something the player is told as the game starts. The wording is in
/// [`crate::messages::files`].
#[derive(Debug)]
pub enum Notice {
    /// Going on with a saved game.
    Resumed { path: PathBuf },
    /// Playing a copy of a record.
    Loaded { path: PathBuf },
    /// A newer saved game passed over by `--resume`.
    Skipped(Skipped),
    /// The game is played without autosave.
    AutosaveOff(AutosaveOff),
}

/// Why autosave is off.
#[derive(Debug)]
pub enum AutosaveOff {
    /// There is no data directory.
    NoDataDir,
    /// The data directory cannot be used: missing rights, a file in the
    /// way, a read-only disk, …
    Unusable(FileError),
}

/// A player named for a seat the game does not have (`--west` in the ka
/// game). The wording is in [`crate::messages::files`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoSuchSeat {
    pub seat: crate::games::Seat,
    /// The game's seats, in turn order.
    pub seats: Vec<crate::games::Seat>,
}

impl std::error::Error for NoSuchSeat {}

/// Why a game could not be started. The wording is in
/// [`crate::messages::files`].
#[derive(Debug)]
pub enum LaunchError {
    File(FileError),
    /// `--load` naming another game than the record's.
    GameMismatch {
        path: PathBuf,
        recorded: GameKind,
        given: GameKind,
    },
    /// `--load` with a setup that is not the record's.
    SetupMismatch {
        path: PathBuf,
        recorded: String,
        given: String,
    },
    /// `--load` with rules that are not the record's.
    RulesMismatch {
        path: PathBuf,
        recorded: AnyRules,
        given: AnyRules,
    },
    Resume(ResumeError),
    /// `--resume` without a data directory.
    NoDataDir,
}

impl From<FileError> for LaunchError {
    fn from(e: FileError) -> LaunchError {
        LaunchError::File(e)
    }
}

/// The message includes the inner error: no `source`.
impl std::error::Error for LaunchError {}

/// Opens the game and, when `autosave` is wanted, its autosave slot in the
/// store. An unusable data directory turns autosave off with a notice; a
/// game resumed from a folder that cannot be written is played with
/// autosave off. Without `autosave` nothing is written. Nothing is created
/// before the first save.
pub fn launch(
    source: Source,
    data: Option<&Path>,
    now: SystemTime,
    autosave: bool,
) -> Result<Session, LaunchError> {
    let mut notices = Vec::new();
    let mut players = None;
    let mut ended = None;
    let mut clock = None;
    if autosave && let Some(dir) = data_dir(data) {
        crate::store::clear_leftovers(&dir, now);
    }
    let (game, store, slot) = match source {
        Source::Resume(which) => {
            let dir = data_dir(data).ok_or(LaunchError::NoDataDir)?;
            let store = Store::at(&dir);
            let resumed = match &which {
                None => store.resume(),
                Some(which) => store.resume_game(which),
            }
            .map_err(LaunchError::Resume)?;
            players = resumed.players;
            ended = resumed.ended;
            clock = resumed.clock;
            notices.push(Notice::Resumed { path: resumed.path });
            notices.extend(resumed.skipped.into_iter().map(Notice::Skipped));
            match resumed.autosave {
                Ok(slot) => (resumed.game, Some(store), Some(slot)),
                Err(e) => {
                    if autosave {
                        notices.push(Notice::AutosaveOff(AutosaveOff::Unusable(e)));
                    }
                    return Ok(Session {
                        game: resumed.game,
                        store: None,
                        autosave: None,
                        players,
                        ended,
                        clock,
                        notices,
                    });
                }
            }
        }
        Source::New(game) => (game, None, None),
        Source::Load { path, named } => {
            let loaded = load_checked(&path, named)?;
            players = loaded.players;
            ended = loaded.ended;
            clock = loaded.clock;
            notices.push(Notice::Loaded { path });
            (loaded.game, None, None)
        }
    };
    let (store, autosave) = match (store, slot) {
        // Not kept without autosave: dropping the slot lets go of the game.
        (store, Some(slot)) if autosave => (store, Some(slot)),
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
        ended,
        clock,
        notices,
    })
}

/// A record, refused if it is of another game, or was played on another
/// setup or with other rules, than the ones the user named.
fn load_checked(path: &Path, named: Named) -> Result<crate::record::Loaded, LaunchError> {
    let loaded = load_record_arg(path)?;
    let game = &loaded.game;
    let recorded = game.kind();
    let given = (named.game)
        .or(named.rules.map(|r| r.kind()))
        .or(named.setup.as_ref().map(|s| s.kind()));
    if let Some(given) = given
        && given != recorded
    {
        return Err(LaunchError::GameMismatch {
            path: path.to_path_buf(),
            recorded,
            given,
        });
    }
    if let Some(given) = named.setup
        && given.rows() != game.setup_rows()
    {
        return Err(LaunchError::SetupMismatch {
            path: path.to_path_buf(),
            recorded: game.setup_name().to_string(),
            given: given.name().to_string(),
        });
    }
    if let Some(given) = named.rules
        && given != game.rules()
    {
        return Err(LaunchError::RulesMismatch {
            path: path.to_path_buf(),
            recorded: game.rules(),
            given,
        });
    }
    Ok(loaded)
}

/// The store and a new slot in it, or a notice that autosave is off.
fn open_slot(
    store: Option<Result<Store, FileError>>,
    now: SystemTime,
    notices: &mut Vec<Notice>,
) -> (Option<Store>, Option<Autosave>) {
    match store {
        Some(Ok(store)) => {
            let slot = store.new_slot(now);
            (Some(store), Some(slot))
        }
        Some(Err(e)) => {
            notices.push(Notice::AutosaveOff(AutosaveOff::Unusable(e)));
            (None, None)
        }
        None => {
            notices.push(Notice::AutosaveOff(AutosaveOff::NoDataDir));
            (None, None)
        }
    }
}
