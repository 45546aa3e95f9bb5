//! A server's folder as versions before the database kept it: the
//! players in `players.ron`, each tournament in `tournaments/N.ron`, each
//! game in `CODE.game.ron` with its seats' keys beside it, and the next
//! game's number in `next-game-id`. Taken into a new database once, in one
//! transaction; the files are left as they are.

use super::{Db, Ended, KeptGame};
use crate::community::players::Player;
use crate::files::{FileError, read_bounded};
use crate::net::hosted::Hosted;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The players' file of a folder written before the database.
pub const PLAYERS: &str = "players.ron";

/// The file of the next game's number.
pub const NEXT_ID: &str = "next-game-id";

/// The largest players' file read.
const PLAYERS_LIMIT: usize = 16 << 20;
/// The largest tournament's file read.
const TOURNAMENT_LIMIT: usize = 4 << 20;

/// The players' file's contents.
#[derive(Debug, Default, serde::Deserialize)]
struct KeptPlayers {
    #[serde(default)]
    players: BTreeMap<String, Player>,
}

/// A file read, but not as what it should hold.
fn invalid(path: &Path, why: impl std::fmt::Display) -> FileError {
    FileError::Io {
        path: path.to_path_buf(),
        error: std::io::Error::new(std::io::ErrorKind::InvalidData, why.to_string()),
    }
}

/// Takes what `dir` kept before the database into `db`. A players' or a
/// tournament's file that cannot be read is an error (the operator mends
/// or moves it; nothing in it is lost by going on without it); a game's
/// file that cannot be read is passed over, as the server always has.
pub fn folder(db: &Db, dir: &Path, kept_game: KeptGame) -> Result<(), FileError> {
    let players = players(dir)?;
    let tournaments = tournaments(&dir.join("tournaments"))?;
    let mut next_id = read_bounded(&dir.join(NEXT_ID), 64)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| text.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1);
    let mut games = finished_games(dir, kept_game);
    for game in &games {
        next_id = next_id.max(game.id + 1);
    }
    // Games kept without a number get the next ones.
    for game in games.iter_mut().filter(|g| g.id == 0) {
        game.id = next_id;
        next_id += 1;
    }
    db.take_in(&players, &tournaments, &games, next_id)
}

fn players(dir: &Path) -> Result<BTreeMap<String, Player>, FileError> {
    let file = dir.join(PLAYERS);
    match read_bounded(&file, PLAYERS_LIMIT) {
        Ok(bytes) => ron::de::from_bytes::<KeptPlayers>(&bytes)
            .map(|k| k.players)
            .map_err(|e| invalid(&file, e)),
        Err(FileError::Io { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => {
            Ok(BTreeMap::new())
        }
        Err(e) => Err(e),
    }
}

fn tournaments(dir: &Path) -> Result<Vec<Hosted>, FileError> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    let mut list = Vec::new();
    for path in paths {
        if path.extension().and_then(|e| e.to_str()) != Some("ron") {
            continue;
        }
        let bytes = read_bounded(&path, TOURNAMENT_LIMIT)?;
        list.push(ron::de::from_bytes::<Hosted>(&bytes).map_err(|e| invalid(&path, e))?);
    }
    list.sort_by_key(|h| h.id);
    Ok(list)
}

/// The games of `dir` that are over, each with the number it was kept
/// with (0: none).
fn finished_games(dir: &Path, kept_game: KeptGame) -> Vec<Ended> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    paths
        .iter()
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?;
            let code = name.strip_suffix(".game.ron")?;
            kept_game(code, path)
        })
        .collect()
}
