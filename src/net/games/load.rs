//! A server's games read back from its folder after a restart: each
//! game's record (`CODE.game.ron`) with its seats kept beside it.

use super::seats::{Kept, owners_path};
use super::{GameEnded, ServerGame};
use crate::files::read_bounded;
use crate::games::{Seat, SeatKind};
use crate::net::code::new_code;
use crate::net::table::AnyTable;
use crate::record::AnyRecord;
use crate::session::Clock;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

/// The largest file of a game a server reads back.
const FILE_LIMIT: usize = 1 << 20;

/// A kept game read back.
pub(super) enum Loaded {
    Game(Box<ServerGame>),
    /// No move was made: nothing to keep.
    Unplayed,
    /// It is over (it stays on disk as a record): its end, as it was
    /// told or would have been.
    Over(Box<GameEnded>),
}

pub(super) fn load(code: &str, path: &Path) -> Result<Loaded, String> {
    let bytes = read_bounded(path, FILE_LIMIT).map_err(|e| e.to_string())?;
    let record = AnyRecord::from_ron_bytes(&bytes).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    let kept = Kept::read(path);
    if game.to_move().is_none() || record.ended().is_some() {
        let seating = record.players().map_err(|e| e.to_string())?;
        let kinds = game
            .seats()
            .iter()
            .map(|&s| {
                seating
                    .as_deref()
                    .and_then(|p| crate::record::player_at(p, s))
                    .unwrap_or(SeatKind::Human)
            })
            .collect();
        let at = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_secs());
        return Ok(Loaded::Over(Box::new(GameEnded {
            id: kept.as_ref().map_or(0, |k| k.id),
            code: code.to_string(),
            ending: record.ended(),
            game,
            kinds,
            owners: kept.as_ref().map(|k| k.owners.clone()).unwrap_or_default(),
            rated: kept.as_ref().is_some_and(|k| k.rated),
            at,
        })));
    }
    // A rematch agreed is kept before its first move (the finished game it
    // replaced is gone), and so is a tournament's game (its round waits
    // for it).
    if game.ply() == 0 && !kept.as_ref().is_some_and(|k| k.rematch || k.tournament) {
        return Ok(Loaded::Unplayed);
    }
    let seating = record.players().map_err(|e| e.to_string())?;
    let seats = game.seats().to_vec();
    let kinds: Vec<SeatKind> = seats
        .iter()
        .map(|&s| {
            seating
                .as_deref()
                .and_then(|p| crate::record::player_at(p, s))
                .unwrap_or(SeatKind::Human)
        })
        .collect();
    let open = kinds.iter().map(|k| *k == SeatKind::Human).collect();
    // The clock runs on from here for the seat to move, with the times
    // the record kept.
    let clock = record.clock().and_then(|c| Clock::from_record(c, &seats));
    let table = AnyTable::new(game, kinds);
    table.set_clock(clock);
    table.save_to(path.to_path_buf());
    let served = ServerGame::new(code.to_string(), table, open, Some(path.to_path_buf()));
    if let Some(kept) = kept {
        let mut seats = served.seats();
        for (slot, owner) in seats.owners.iter_mut().zip(kept.owners) {
            *slot = owner;
        }
        seats.rematch = kept.rematch;
        seats.rated = kept.rated;
        seats.tournament = kept.tournament;
        if kept.tournament {
            served.table.forbid_abort();
        }
        seats.id = kept.id;
    }
    // Seats taken before the restart (by a key, or by whoever moved
    // there) are away, not empty: the seat to move's time runs on.
    let game = served.table.game();
    let owners = served.owners();
    // (Before the first move nobody's time runs, and a tournament's game
    // tells who never came by the seats nobody took.)
    let owned = seats.iter().zip(&owners).filter(|(_, o)| o.is_some());
    let taken: Vec<Seat> = (0..game.ply())
        .filter_map(|i| game.to_move_at(i))
        .chain(owned.map(|(s, _)| *s).filter(|_| game.ply() > 0))
        .collect();
    served.table.mark_away(&taken);
    Ok(Loaded::Game(Box::new(served)))
}

/// A game kept under a code of an older kind in the file `old`, moved to
/// a new code: its files are renamed (the record first, so that a failure
/// leaves a game that is read again as it was). The error is said in the
/// language of the moment, for the server's operator.
pub(super) fn recode(
    game: ServerGame,
    games: &BTreeMap<String, Arc<ServerGame>>,
    dir: &Path,
    old: &Path,
) -> Result<ServerGame, String> {
    let code = loop {
        let code = new_code();
        if !games.contains_key(&code) && !dir.join(format!("{code}.game.ron")).exists() {
            break code;
        }
    };
    let new = dir.join(format!("{code}.game.ron"));
    std::fs::rename(old, &new).map_err(|e| crate::messages::files::io_problem(&e))?;
    let _ = std::fs::rename(owners_path(old), owners_path(&new));
    let seats = game.seats().clone();
    let table = game.table;
    table.save_to(new.clone());
    let moved = ServerGame::new(code, table, seats.open.clone(), Some(new));
    {
        let mut kept = moved.seats();
        kept.owners = seats.owners;
        kept.rematch = seats.rematch;
        kept.rated = seats.rated;
        kept.tournament = seats.tournament;
        if seats.tournament {
            moved.table.forbid_abort();
        }
    }
    Ok(moved)
}

/// The game kept at `path` under `code`, as the database keeps a finished
/// game, if it is over (its number 0 when none was kept).
pub fn over_at(code: &str, path: &Path) -> Option<crate::net::db::Ended> {
    match load(code, path) {
        Ok(Loaded::Over(ended)) => Some(ended.row()),
        _ => None,
    }
}
