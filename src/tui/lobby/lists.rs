//! The lists over the lobby to take a line from: games being played (to
//! watch one) or the visitor's own (to sit down again), open challenges
//! (to take one), the players by their rating, and the tournaments (to
//! open one). Up and Down mark a line, Enter takes it, Esc goes back.

use super::Standing;
use super::desk::Desk;
use super::keys::{self as table, Lobby};
use super::{Mode, Note};
use crate::community::players::{Rated, Rating};
use crate::tui::keys::Binding;
use crate::tui::rooms::{SeekError, SeekSummary, Summary, TournamentSummary};

/// A list with one line marked.
#[derive(Clone, Debug, PartialEq)]
pub struct Pick<T> {
    pub items: Vec<T>,
    /// The line marked, counted from 0.
    pub at: usize,
}

impl<T> Pick<T> {
    /// `items`, the line `at` marked.
    pub fn new(items: Vec<T>, at: usize) -> Pick<T> {
        Pick { items, at }
    }

    /// The line marked moved up or down by `action`, within the list.
    pub(super) fn step(mut self, action: Lobby) -> Pick<T> {
        self.at = match action {
            Lobby::Up => self.at.saturating_sub(1),
            Lobby::Down => (self.at + 1).min(self.items.len().saturating_sub(1)),
            _ => self.at,
        };
        self
    }

    /// The line marked.
    pub fn marked(&self) -> Option<&T> {
        self.items.get(self.at)
    }
}

/// Games to choose from: to watch, or the visitor's own to go back to.
#[derive(Clone, Debug, PartialEq)]
pub struct Games {
    pub watch: bool,
    pub list: Pick<Summary>,
}

impl Games {
    pub fn keys(&self) -> &'static [Binding<Lobby>] {
        if self.watch {
            table::WATCH
        } else {
            table::MINE
        }
    }

    pub(super) fn apply(self, action: Lobby, desk: &mut Desk) -> Mode {
        match action {
            Lobby::Back => Mode::Menu,
            Lobby::Choose => {
                let room = self.list.marked().and_then(|s| desk.games.by_id(s.id));
                if let Some(room) = room {
                    desk.enter(room.as_ref(), self.watch);
                }
                Mode::Menu
            }
            _ => Mode::Games(Games {
                list: self.list.step(action),
                ..self
            }),
        }
    }
}

/// The games being played (`watch`), or the visitor's unfinished ones;
/// with none, the lobby says so.
pub(super) fn open_games(watch: bool, desk: &mut Desk) -> Mode {
    let games = if watch {
        desk.games.watch_list()
    } else {
        match desk.key() {
            Some(k) => desk.games.own_list(k),
            None => Vec::new(),
        }
    };
    if games.is_empty() {
        return desk.tell(if watch {
            Note::NoneToWatch
        } else {
            Note::NoneOfYours
        });
    }
    Mode::Games(Games {
        watch,
        list: Pick::new(games, 0),
    })
}

/// The open challenges; with none, the lobby says so.
pub(super) fn open_seeks(desk: &mut Desk) -> Mode {
    let seeks = desk.games.seeks(&desk.holder);
    if seeks.is_empty() {
        return desk.tell(Note::NoSeeks);
    }
    Mode::Seeks(Pick::new(seeks, 0))
}

/// The open challenges: Enter takes the one marked, unless it is the
/// visitor's own.
pub(super) fn on_seeks(seeks: Pick<SeekSummary>, action: Lobby, desk: &mut Desk) -> Mode {
    match action {
        Lobby::Back => Mode::Menu,
        Lobby::Choose => {
            let Some(seek) = seeks.marked() else {
                return Mode::Menu;
            };
            if Some(seek.id) == desk.seeking {
                return desk.tell(Note::Seek(SeekError::Own));
            }
            match desk.games.take(seek.id, desk.poster()) {
                Ok(app) => desk.chosen = Some(app),
                Err(e) => desk.note = Some(Note::Seek(e)),
            }
            Mode::Menu
        }
        _ => Mode::Seeks(seeks.step(action)),
    }
}

/// The server's players by their rating for `kind`, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Players {
    pub kind: Rated,
    pub list: Pick<(String, Rating)>,
}

impl Players {
    /// The players by their rating for `kind`.
    pub(super) fn open(kind: Rated, desk: &Desk) -> Mode {
        let players = desk.games.ranked(kind);
        Mode::Players(Players {
            kind,
            list: Pick::new(players, 0),
        })
    }

    pub(super) fn apply(self, action: Lobby, desk: &mut Desk) -> Mode {
        match action {
            Lobby::Back => Mode::Menu,
            Lobby::Choose => {
                let page = (self.list.marked()).and_then(|(name, _)| desk.games.page(name));
                match page {
                    Some(page) => Mode::Player(PlayerView {
                        page,
                        at: 0,
                        back: Box::new(Mode::Players(self)),
                    }),
                    None => Mode::Players(self),
                }
            }
            Lobby::OtherGame => {
                let other = Rated::all().into_iter().find(|&k| k != self.kind);
                Players::open(other.unwrap_or(self.kind), desk)
            }
            _ => Mode::Players(Players {
                list: self.list.step(action),
                ..self
            }),
        }
    }
}

/// A player's page, over the list it was opened from.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerView {
    pub page: crate::tui::rooms::PlayerPage,
    /// The game marked, counted from 0.
    pub at: usize,
    /// The list to go back to, as it was.
    pub back: Box<Mode>,
}

impl PlayerView {
    pub(super) fn apply(self, action: Lobby, desk: &mut Desk) -> Mode {
        let last = self.page.games.len().saturating_sub(1);
        match action {
            Lobby::Back => *self.back,
            Lobby::Up => Mode::Player(PlayerView {
                at: self.at.saturating_sub(1),
                ..self
            }),
            Lobby::Down => Mode::Player(PlayerView {
                at: (self.at + 1).min(last),
                ..self
            }),
            Lobby::Choose => {
                let game = self.page.games.get(self.at);
                match game.and_then(|g| desk.games.replay(g.id, desk.theme)) {
                    Some(app) => desk.chosen = Some(app),
                    None => desk.note = Some(Note::NoReplay),
                }
                Mode::Player(self)
            }
            Lobby::Save => {
                desk.note = Some(match self.page.games.get(self.at) {
                    Some(g) => Note::Save {
                        id: g.id,
                        reach: desk.reach().clone(),
                    },
                    None => Note::NoReplay,
                });
                Mode::Player(self)
            }
            _ => Mode::Player(self),
        }
    }
}

/// The server's tournaments, the newest marked; with none, the lobby says
/// so.
pub(super) fn open_tournaments(desk: &mut Desk) -> Mode {
    let tournaments = desk.games.tournaments();
    if tournaments.is_empty() {
        return desk.tell(Note::NoTournaments);
    }
    let at = tournaments.len() - 1;
    Mode::Tournaments(Pick::new(tournaments, at))
}

/// The tournaments: Enter opens the one marked.
pub(super) fn on_tournaments(list: Pick<TournamentSummary>, action: Lobby, _: &mut Desk) -> Mode {
    match action {
        Lobby::Back => Mode::Menu,
        Lobby::Choose => match list.marked() {
            Some(t) => Mode::Tournament(Standing::new(t.id)),
            None => Mode::Tournaments(list),
        },
        _ => Mode::Tournaments(list.step(action)),
    }
}
