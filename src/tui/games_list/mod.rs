//! The saved-games screen's state: the games of the store as a list to
//! choose from, newest first, with the one on the board marked; one of
//! them opened, or deleted once the player says yes.

use crate::board::Direction;

mod view;
pub mod words;

use crate::store::{DeleteError, GameChoice, GameSummary, ResumeError, Resumed, SavedGame, Store};
use crate::tui::keys::Action;
use std::path::{Path, PathBuf};
use std::time::SystemTime;
pub(crate) use view::draw_games;

/// One saved game, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Its number in `pasang games`, for `pasang --resume N`.
    pub number: usize,
    pub path: PathBuf,
    pub saved: SystemTime,
    /// What the game is; `None`: the file cannot be read as a game.
    pub summary: Option<GameSummary>,
    /// Another pasang is playing it.
    pub open_elsewhere: bool,
    /// It is the game on the board here.
    pub current: bool,
}

/// Why a game of the list cannot be opened here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CannotOpen {
    /// It is the game being played.
    Current,
    /// Another pasang is playing it.
    OpenElsewhere,
    /// Its file is not a game that can be read.
    Unreadable,
}

/// What the foot of the list says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListNote {
    /// Why the game chosen could not be opened, or deleted.
    Refused(CannotOpen),
    /// Whether to delete the game chosen: yes or no.
    AskDelete,
    /// The game whose file had this name is deleted.
    Deleted(String),
    /// The game chosen could not be deleted.
    NotDeleted(DeleteError),
}

/// The list and the row chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesList {
    pub rows: Vec<GameRow>,
    pub selected: usize,
    /// What the last key did, shown under the list.
    pub note: Option<ListNote>,
}

impl GamesList {
    /// The store's games; `current` is the file of the game on the board.
    /// The list opens on the newest game that can be opened.
    pub fn new(games: Vec<SavedGame>, current: Option<&Path>) -> GamesList {
        let rows: Vec<GameRow> = games
            .into_iter()
            .map(|g| GameRow {
                number: g.number,
                current: current.is_some_and(|c| same_file(c, &g.path)),
                summary: g.game.ok(),
                open_elsewhere: g.open_elsewhere,
                path: g.path,
                saved: g.saved,
            })
            .collect();
        let selected = rows.iter().position(|r| r.can_open().is_ok()).unwrap_or(0);
        GamesList {
            rows,
            selected,
            note: None,
        }
    }

    /// Whether the list waits for a yes or a no to deleting a game.
    pub fn asking(&self) -> bool {
        self.note == Some(ListNote::AskDelete)
    }

    /// Moves the choice by `step` rows, wrapping round.
    pub fn step(&mut self, step: isize) {
        let n = self.rows.len();
        if n > 0 {
            self.selected = (self.selected as isize + step).rem_euclid(n as isize) as usize;
        }
        self.note = None;
    }

    /// The row chosen, if there is any.
    pub fn chosen(&self) -> Option<&GameRow> {
        self.rows.get(self.selected)
    }
}

/// What an action does on the list, in either game's screen.
#[derive(Debug)]
pub enum OnList {
    /// The list stays, its choice moved or a refusal shown.
    Keep(GamesList),
    /// The list is put away.
    Close,
    /// The game chosen, resumed from the store: the screen takes it up.
    Take(Box<Resumed>),
}

impl GamesList {
    /// Does what `action` asks on the list: move the choice, put the list
    /// away, or open the game chosen from `store` (or say why it cannot be).
    pub fn act(mut self, action: Action, store: &Store) -> OnList {
        if self.asking() {
            match action {
                Action::Yes | Action::Select => return self.delete(store),
                _ => self.note = None,
            }
            return OnList::Keep(self);
        }
        match action {
            Action::Cursor(Direction::North) | Action::Previous => self.step(-1),
            Action::Cursor(Direction::South) | Action::Next => self.step(1),
            Action::Select | Action::Yes => return self.open(store),
            Action::Delete => self.ask_delete(),
            Action::Back | Action::No | Action::Quit => return OnList::Close,
            _ => {}
        }
        OnList::Keep(self)
    }

    /// Asks whether to delete the game chosen, or says why it cannot be:
    /// the game on the board, or one open in another pasang, stays. A
    /// file that cannot be read as a game may go.
    fn ask_delete(&mut self) {
        let Some(row) = self.chosen() else { return };
        self.note = Some(match row.can_open() {
            Err(why @ (CannotOpen::Current | CannotOpen::OpenElsewhere)) => ListNote::Refused(why),
            Ok(()) | Err(CannotOpen::Unreadable) => ListNote::AskDelete,
        });
    }

    /// Deletes the game chosen from `store`, and lists the store's games
    /// again, the choice where it was.
    fn delete(mut self, store: &Store) -> OnList {
        let Some(row) = self.chosen() else {
            self.note = None;
            return OnList::Keep(self);
        };
        let name = (row.path.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if let Err(e) = store.delete(&row.path) {
            self.note = Some(ListNote::NotDeleted(e));
            return OnList::Keep(self);
        }
        let current = (self.rows.iter().find(|r| r.current)).map(|r| r.path.clone());
        let selected = self.selected;
        let mut list = match store.games() {
            Ok(games) => GamesList::new(games, current.as_deref()),
            Err(_) => {
                let deleted = self.selected;
                self.rows.remove(deleted);
                self
            }
        };
        list.selected = selected.min(list.rows.len().saturating_sub(1));
        list.note = Some(ListNote::Deleted(name));
        OnList::Keep(list)
    }

    fn open(mut self, store: &Store) -> OnList {
        let Some(row) = self.chosen() else {
            return OnList::Keep(self);
        };
        let refused = match row.can_open() {
            Err(why) => why,
            Ok(()) => match store.resume_game(&GameChoice::File(row.path.clone())) {
                Ok(resumed) => return OnList::Take(Box::new(resumed)),
                Err(ResumeError::OpenElsewhere { .. }) => CannotOpen::OpenElsewhere,
                Err(_) => CannotOpen::Unreadable,
            },
        };
        self.note = Some(ListNote::Refused(refused));
        OnList::Keep(self)
    }
}

impl GameRow {
    /// Whether the game can be opened here, or why not.
    pub fn can_open(&self) -> Result<(), CannotOpen> {
        if self.current {
            Err(CannotOpen::Current)
        } else if self.summary.is_none() {
            Err(CannotOpen::Unreadable)
        } else if self.open_elsewhere {
            Err(CannotOpen::OpenElsewhere)
        } else {
            Ok(())
        }
    }
}

/// Whether two paths name the same file (the store's paths are built from
/// the data directory as given, the autosave's alike, but a link or `..`
/// may differ).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::FileError;
    use crate::games::AnyRules;
    use crate::games::Seat;
    use crate::games::ka::Rules;

    fn saved(name: &str, number: usize, readable: bool, open_elsewhere: bool) -> SavedGame {
        SavedGame {
            number,
            path: PathBuf::from(format!("/data/games/{name}")),
            saved: SystemTime::UNIX_EPOCH,
            open_elsewhere,
            game: if readable {
                Ok(GameSummary {
                    setup: "first".into(),
                    rules: AnyRules::Ka(Rules::CLASSIC),
                    players: None,
                    moves: 2,
                    scores: vec![(Seat::South, 8), (Seat::North, 9)],
                    to_move: Some(Seat::South),
                    outcome: None,
                    ended: None,
                })
            } else {
                Err(FileError::NotAFolder {
                    path: PathBuf::from("/data/games/x"),
                })
            },
        }
    }

    #[test]
    fn the_list_opens_on_the_newest_game_that_can_be_opened() {
        let list = GamesList::new(
            vec![
                saved("a.ron", 1, true, false),
                saved("b.ron", 2, false, false),
                saved("c.ron", 3, true, true),
                saved("d.ron", 4, true, false),
            ],
            Some(Path::new("/data/games/a.ron")),
        );
        assert_eq!(list.rows[0].can_open(), Err(CannotOpen::Current));
        assert_eq!(list.rows[1].can_open(), Err(CannotOpen::Unreadable));
        assert_eq!(list.rows[2].can_open(), Err(CannotOpen::OpenElsewhere));
        assert_eq!(list.rows[3].can_open(), Ok(()));
        assert_eq!(list.selected, 3);
    }

    #[test]
    fn stepping_wraps_round_and_clears_the_last_refusal() {
        let mut list = GamesList::new(
            vec![
                saved("a.ron", 1, true, false),
                saved("b.ron", 2, true, false),
            ],
            None,
        );
        assert_eq!(list.selected, 0);
        list.note = Some(ListNote::Refused(CannotOpen::Current));
        list.step(-1);
        assert_eq!(list.selected, 1);
        assert_eq!(list.note, None);
        list.step(1);
        assert_eq!(list.selected, 0);
        let mut empty = GamesList::new(Vec::new(), None);
        empty.step(1);
        assert!(empty.chosen().is_none());
    }

    #[test]
    fn a_game_of_bells_is_listed_and_can_be_opened_from_the_ka_game() {
        let mut bell = saved("e.ron", 2, true, false);
        if let Ok(summary) = &mut bell.game {
            summary.rules = AnyRules::Bell(crate::games::bell::Rules::default());
        }
        let list = GamesList::new(vec![bell, saved("f.ron", 3, true, false)], None);
        assert_eq!(list.rows[0].can_open(), Ok(()));
        assert_eq!(list.selected, 0);
    }
}
