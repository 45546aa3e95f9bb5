//! The games a server holds, by join code: who may sit where, who owns a
//! seat (by public key), and the files that let them survive a restart.

use super::code::new_code;
use super::table::AnyTable;
use crate::files::{FileError, read_bounded, write_atomic};
use crate::games::{AnyGame, Seat, SeatKind};
use crate::record::AnyRecord;
use crate::session::{Presence, Waker};
use crate::tui::{AnyApp, Theme};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// How many games a server keeps going at once.
pub const MAX_GAMES: usize = 500;

/// The largest file of a game a server reads back.
const FILE_LIMIT: usize = 1 << 20;

/// One game on a server (or the one game a host offers).
#[derive(Debug)]
pub struct ServerGame {
    pub code: String,
    pub table: AnyTable,
    seats: Mutex<Seats>,
    /// Where its record is written; `None` when nothing is kept.
    file: Option<PathBuf>,
    /// The computer's seats are played at the host's terminal, not at a
    /// visitor's.
    hosted: bool,
}

/// Which seats visitors may take, and whose they are.
#[derive(Debug)]
struct Seats {
    /// Per seat in turn order: visitors may take it.
    open: Vec<bool>,
    /// Per seat: the public key of the visitor who took it, if they had one.
    owners: Vec<Option<String>>,
}

/// What a visitor gets at a game.
#[derive(Debug)]
pub struct Place {
    pub app: AnyApp,
    /// The seat taken; `None` when the visitor only watches.
    pub seat: Option<Seat>,
}

impl ServerGame {
    /// A game whose `open` seats visitors take; the others are played by
    /// the host (or by the computer, at the terminal of the first visitor).
    pub fn new(
        code: String,
        table: AnyTable,
        open: Vec<bool>,
        file: Option<PathBuf>,
    ) -> ServerGame {
        let n = table.seats().len();
        ServerGame {
            code,
            table,
            seats: Mutex::new(Seats {
                open,
                owners: vec![None; n],
            }),
            file,
            hosted: false,
        }
    }

    /// A game hosted at a player's terminal, which plays the computer's
    /// seats: visitors only ever play their own.
    pub fn hosted(mut self) -> ServerGame {
        self.hosted = true;
        self
    }

    fn seats(&self) -> MutexGuard<'_, Seats> {
        self.seats.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `key` owns a seat here.
    pub fn owned_by(&self, key: &str) -> bool {
        self.seats()
            .owners
            .iter()
            .any(|o| o.as_deref() == Some(key))
    }

    /// Seats the computer plays: run at the terminal of whoever takes the
    /// first open seat.
    fn computer_seats(&self) -> Vec<Seat> {
        let seats = self.table.seats();
        self.table
            .kinds()
            .iter()
            .zip(seats)
            .filter(|(k, _)| matches!(k, SeatKind::Computer(_)))
            .map(|(_, s)| s)
            .collect()
    }

    /// Seats a visitor with `key` (if they offered one) and the game's code
    /// sits down: the seat their key owns, else the first open seat no one
    /// has taken, else an open seat whose player is away (they come back
    /// with the code); with none left they watch. The choice and the
    /// sitting are one step, so that two visitors never share a seat.
    /// `prefer`red seat first, if it is open and free (the visitor who
    /// starts a game chose it).
    pub fn sit(
        &self,
        key: Option<&str>,
        prefer: Option<Seat>,
        theme: Theme,
        wake: Option<Waker>,
    ) -> Place {
        let mut seats = self.seats();
        let presence = self.table.presence();
        let all = self.table.seats();
        let free = |i: usize, want: Presence| seats.open[i] && presence[i] == want;
        let own = key.and_then(|k| {
            (0..all.len())
                .find(|&i| seats.owners[i].as_deref() == Some(k) && presence[i] != Presence::Here)
        });
        let preferred = prefer
            .and_then(|p| all.iter().position(|&s| s == p))
            .filter(|&i| seats.open[i] && presence[i] != Presence::Here);
        let chosen = preferred
            .or(own)
            .or_else(|| (0..all.len()).find(|&i| free(i, Presence::Empty)))
            .or_else(|| (0..all.len()).find(|&i| free(i, Presence::Away)));
        let Some(i) = chosen else {
            return Place {
                app: self.table.app(&[], theme, wake),
                seat: None,
            };
        };
        if let Some(k) = key {
            seats.owners[i] = Some(k.to_string());
        }
        let first_open = seats.open.iter().position(|&o| o);
        let mut mine = vec![all[i]];
        if first_open == Some(i) && !self.hosted {
            mine.extend(self.computer_seats());
        }
        drop(seats);
        self.write_owners();
        Place {
            app: self.table.app(&mine, theme, wake),
            seat: Some(all[i]),
        }
    }

    /// Keeps who owns which seat beside the game's record.
    fn write_owners(&self) {
        let Some(file) = &self.file else { return };
        let owners = self.seats().owners.clone();
        let text = ron::to_string(&owners).unwrap_or_default();
        // A failure only loses who owned a seat: they come back by code.
        let _ = write_atomic(&owners_path(file), text.as_bytes());
    }

    /// The game's join command is `ssh -p PORT CODE@HOST` for visitors who
    /// reach the server at (`host`, `port`).
    pub fn invite_at(&self, host: &str, port: u16) {
        self.table
            .set_invite(crate::net::address::invite(host, port, &self.code));
    }

    /// What a list of games shows of this one.
    pub fn summary(&self) -> Summary {
        let game = self.table.game();
        Summary {
            code: self.code.clone(),
            game: game.kind(),
            seats: self.table.seats(),
            kinds: self.table.kinds(),
            presence: self.table.presence(),
            open: self.seats().open.clone(),
            moves: game.ply(),
            watchers: self.table.watchers(),
        }
    }
}

/// A game as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub code: String,
    pub game: crate::games::GameKind,
    pub seats: Vec<Seat>,
    pub kinds: Vec<SeatKind>,
    pub presence: Vec<Presence>,
    pub open: Vec<bool>,
    pub moves: usize,
    pub watchers: usize,
}

fn owners_path(record: &Path) -> PathBuf {
    record.with_extension("owners.ron")
}

/// Why a game could not be made.
#[derive(Debug)]
pub enum CreateError {
    /// The server holds as many games as it may.
    Full,
    /// Its file could not be written.
    File(FileError),
}

/// A file of a game the server could not read back; it is left as it is.
#[derive(Debug)]
pub struct Unreadable {
    pub path: PathBuf,
    pub why: String,
}

/// The games of a server, by code.
#[derive(Debug)]
pub struct Directory {
    dir: Option<PathBuf>,
    games: Mutex<BTreeMap<String, Arc<ServerGame>>>,
}

impl Directory {
    /// The games kept in `dir` (created if missing) that are not finished;
    /// with `None`, nothing is kept.
    pub fn open(dir: Option<PathBuf>) -> Result<(Directory, Vec<Unreadable>), FileError> {
        let mut games = BTreeMap::new();
        let mut bad = Vec::new();
        if let Some(dir) = &dir {
            std::fs::create_dir_all(dir).map_err(|error| FileError::Io {
                path: dir.clone(),
                error,
            })?;
            let entries = std::fs::read_dir(dir).map_err(|error| FileError::Io {
                path: dir.clone(),
                error,
            })?;
            for entry in entries.flatten() {
                let path = entry.path();
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
                let Some(code) = name.strip_suffix(".game.ron") else {
                    continue;
                };
                match load(code, &path) {
                    Ok(Some(game)) => {
                        games.insert(code.to_string(), Arc::new(game));
                    }
                    Ok(None) => {}
                    Err(why) => bad.push(Unreadable { path, why }),
                }
            }
        }
        Ok((
            Directory {
                dir,
                games: Mutex::new(games),
            },
            bad,
        ))
    }

    fn games(&self) -> MutexGuard<'_, BTreeMap<String, Arc<ServerGame>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A new game under a new code, its file written at once. Finished
    /// games make room for it.
    pub fn create(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
    ) -> Result<Arc<ServerGame>, CreateError> {
        let mut games = self.games();
        if games.len() >= MAX_GAMES {
            games.retain(|_, g| !g.table.is_over());
        }
        if games.len() >= MAX_GAMES {
            return Err(CreateError::Full);
        }
        let code = loop {
            let code = new_code();
            if !games.contains_key(&code) {
                break code;
            }
        };
        let open = kinds.iter().map(|k| *k == SeatKind::Human).collect();
        let file = self
            .dir
            .as_ref()
            .map(|d| d.join(format!("{code}.game.ron")));
        let table = AnyTable::new(game, kinds);
        if let Some(file) = &file {
            table.save_to(file.clone());
            super::table::write_record(file, &table.game(), &table.kinds())
                .map_err(CreateError::File)?;
        }
        let game = Arc::new(ServerGame::new(code.clone(), table, open, file));
        games.insert(code, Arc::clone(&game));
        Ok(game)
    }

    /// The game with this code.
    pub fn find(&self, code: &str) -> Option<Arc<ServerGame>> {
        self.games().get(code).cloned()
    }

    /// Games not yet over, oldest code first.
    pub fn in_progress(&self) -> Vec<Arc<ServerGame>> {
        self.games()
            .values()
            .filter(|g| !g.table.is_over())
            .cloned()
            .collect()
    }

    /// Unfinished games with a seat that `key` owns.
    pub fn of_key(&self, key: &str) -> Vec<Arc<ServerGame>> {
        self.in_progress()
            .into_iter()
            .filter(|g| g.owned_by(key))
            .collect()
    }
}

/// A kept game read back: `None` when it is over (it stays on disk as a
/// record).
fn load(code: &str, path: &Path) -> Result<Option<ServerGame>, String> {
    let bytes = read_bounded(path, FILE_LIMIT).map_err(|e| e.to_string())?;
    let record = AnyRecord::from_ron_bytes(&bytes).map_err(|e| e.to_string())?;
    let game = record.replay().map_err(|e| e.to_string())?;
    if game.to_move().is_none() {
        return Ok(None);
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
    let table = AnyTable::new(game, kinds);
    table.save_to(path.to_path_buf());
    let served = ServerGame::new(code.to_string(), table, open, Some(path.to_path_buf()));
    if let Ok(bytes) = read_bounded(&owners_path(path), FILE_LIMIT)
        && let Ok(owners) = ron::de::from_bytes::<Vec<Option<String>>>(&bytes)
    {
        let mut seats = served.seats();
        for (slot, owner) in seats.owners.iter_mut().zip(owners) {
            *slot = owner;
        }
    }
    Ok(Some(served))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka;
    use crate::tui::TerminalApp;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
    use ratatui::layout::Rect;

    fn ka_game() -> AnyGame {
        AnyGame::Ka(ka::Game::new(
            ka::Setup::pattern(ka::Pattern::Second),
            ka::Rules::CLASSIC,
        ))
    }

    fn theme() -> Theme {
        Theme::with_no_color(false, None)
    }

    /// Types a move at an app, as a player would: `:`, the move, Enter.
    fn type_move(app: &mut AnyApp, text: &str) {
        let area = Rect::new(0, 0, 100, 32);
        let key = |c| Event::Key(KeyEvent::from(c));
        app.handle(&key(KeyCode::Char(':')), area);
        for c in text.chars() {
            app.handle(&key(KeyCode::Char(c)), area);
        }
        app.handle(&key(KeyCode::Enter), area);
    }

    #[test]
    fn visitors_take_the_open_seats_in_turn_then_watch() {
        let (dir, _) = Directory::open(None).unwrap();
        let game = dir.create(ka_game(), vec![SeatKind::Human; 2]).unwrap();
        let first = game.sit(Some("SHA256:a"), None, theme(), None);
        let second = game.sit(None, None, theme(), None);
        let third = game.sit(Some("SHA256:c"), None, theme(), None);
        assert_eq!(first.seat, Some(Seat::South));
        assert_eq!(second.seat, Some(Seat::North));
        assert_eq!(third.seat, None);
        assert_eq!(game.table.watchers(), 1);
        assert_eq!(
            dir.find(&game.code).map(|g| g.code.clone()),
            Some(game.code.clone())
        );
        assert!(dir.find("zzzzzz").is_none());
    }

    #[test]
    fn a_player_who_left_comes_back_to_their_seat_by_key_or_by_code() {
        let (dir, _) = Directory::open(None).unwrap();
        let game = dir.create(ka_game(), vec![SeatKind::Human; 2]).unwrap();
        let south = game.sit(Some("SHA256:south"), None, theme(), None);
        let north = game.sit(Some("SHA256:north"), None, theme(), None);
        drop(south);
        drop(north);
        // North comes back first, by key: North's seat, not the first.
        assert_eq!(
            game.sit(Some("SHA256:north"), None, theme(), None).seat,
            Some(Seat::North)
        );
        // Someone with only the code takes the seat of a player who is away.
        let by_code = game.sit(None, None, theme(), None);
        assert_eq!(by_code.seat, Some(Seat::South));
        assert_eq!(dir.of_key("SHA256:north").len(), 1);
        assert!(dir.of_key("SHA256:nobody").is_empty());
    }

    #[test]
    fn against_the_computer_the_visitor_runs_it_and_has_the_only_seat() {
        let (dir, _) = Directory::open(None).unwrap();
        let kinds = vec![
            SeatKind::Human,
            SeatKind::Computer(crate::games::Level::Random),
        ];
        let game = dir.create(ka_game(), kinds).unwrap();
        let mut south = game.sit(Some("SHA256:x"), None, theme(), None);
        assert_eq!(south.seat, Some(Seat::South));
        assert_eq!(
            game.sit(None, None, theme(), None).seat,
            None,
            "the computer's seat is not open"
        );
        type_move(&mut south.app, "c");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while game.table.game().ply() < 2 {
            assert!(
                std::time::Instant::now() < deadline,
                "the computer never answered"
            );
            south.app.tick();
            std::thread::yield_now();
        }
    }

    #[test]
    fn in_a_hosted_game_the_visitor_never_plays_the_computers_seat() {
        // Bell's game for three: South at the host, West remote, North the
        // computer at the host.
        let game = AnyGame::Bell(crate::games::bell::Game::new(
            crate::games::bell::Setup::pattern(crate::games::bell::Pattern::Checker),
            crate::games::bell::Rules {
                players: crate::games::bell::Players::Three,
                opening: crate::games::bell::Opening::default(),
            },
        ));
        let kinds = vec![
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Computer(crate::games::Level::Easy),
        ];
        let table = AnyTable::new(game, kinds);
        let hosted = ServerGame::new(
            "abcdef".into(),
            table.clone(),
            vec![false, true, false],
            None,
        )
        .hosted();
        let AnyApp::Bell(west) = hosted.sit(None, None, theme(), None).app else {
            panic!("Bell's app");
        };
        let link = west.session().link().expect("a shared game");
        assert_eq!(link.seats(), &[Seat::West]);
        // It is South's turn: West's terminal does not pick up a stone.
        crate::i18n::set(crate::i18n::Lang::english());
        let mut west = AnyApp::Bell(west);
        west.handle(
            &Event::Key(KeyEvent::from(KeyCode::Enter)),
            Rect::new(0, 0, 100, 32),
        );
        let AnyApp::Bell(west) = west else {
            unreachable!()
        };
        assert!(west.hopping().is_none());
        let said = west.message().map(|m| m.text).unwrap_or_default();
        assert!(said.contains("another terminal"), "{said}");
        // On a server with no host, the first visitor runs the computer.
        let served = ServerGame::new("abcdeg".into(), table, vec![true, true, false], None);
        let AnyApp::Bell(south) = served.sit(None, None, theme(), None).app else {
            panic!("Bell's app");
        };
        let link = south.session().link().expect("a shared game");
        assert_eq!(link.seats(), &[Seat::South, Seat::North]);
    }

    #[test]
    fn games_kept_on_disk_come_back_after_a_restart_with_their_moves_and_owners() {
        let tmp = tempfile::tempdir().unwrap();
        let code = {
            let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
            assert!(bad.is_empty());
            let game = dir.create(ka_game(), vec![SeatKind::Human; 2]).unwrap();
            let mut south = game.sit(Some("SHA256:s"), None, theme(), None);
            let mut north = game.sit(Some("SHA256:n"), None, theme(), None);
            type_move(&mut south.app, "c");
            north.app.tick();
            type_move(&mut north.app, "j");
            assert_eq!(game.table.game().move_texts(), ["c", "j"]);
            // A finished game is not brought back; a broken file is named.
            std::fs::write(tmp.path().join("bad222.game.ron"), "(not a record").unwrap();
            game.code.clone()
        };
        let (dir, bad) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
        assert_eq!(bad.len(), 1);
        assert!(bad[0].path.ends_with("bad222.game.ron"));
        let game = dir.find(&code).expect("the game came back");
        assert_eq!(game.table.game().move_texts(), ["c", "j"]);
        assert_eq!(game.table.presence(), vec![Presence::Empty; 2]);
        // North's key still owns North.
        assert_eq!(
            game.sit(Some("SHA256:n"), None, theme(), None).seat,
            Some(Seat::North)
        );
        assert_eq!(dir.of_key("SHA256:s").len(), 1);
    }
}
