//! The server's games and the community around them as the lobby sees
//! them ([`Rooms`]), and one game as a visitor sees it ([`Room`]).

use super::{Directory, ServerGame};
use crate::community::players::{NameError, Player, Players, Rated, Rating};
use crate::community::tournament::Format;
use crate::games::choice::Choice as _;
use crate::games::{AnyGame, Ending, GameKind, Seat, SeatKind};
use crate::session::{ClockSpec, Waker};
use crate::tui::rooms::{Against, Challenge, Posted, Poster, SeekError, SeekSummary};
use crate::tui::rooms::{Challenges, GameRooms, Members, TournamentDesk};
use crate::tui::rooms::{CreateError, JoinError, PageGame, PageResult, PlayerPage, Room, Summary};
use crate::tui::rooms::{Doing, Gathering, Present, TournamentError, TournamentSummary, Unmet};
use crate::tui::{AnyApp, Theme};
use crate::visitor::{Holder, Origin};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

impl Room for ServerGame {
    fn invite_at(&self, host: &str, port: u16) {
        ServerGame::invite_at(self, host, port);
    }

    fn sit(
        &self,
        key: Option<&str>,
        prefer: Option<Seat>,
        theme: Theme,
        wake: Option<Waker>,
    ) -> AnyApp {
        ServerGame::sit(self, key, prefer, theme, wake).app
    }

    fn watch(&self, key: Option<&str>, theme: Theme, wake: Option<Waker>) -> AnyApp {
        ServerGame::watch(self, key, theme, wake).app
    }
}

impl GameRooms for Directory {
    fn create(
        &self,
        game: AnyGame,
        kinds: Vec<SeatKind>,
        clock: Option<ClockSpec>,
        by: &Holder,
        now: Instant,
    ) -> Result<Arc<dyn Room>, CreateError> {
        let game = Directory::create(self, game, kinds, clock, by, now)?;
        Ok(game)
    }

    fn join(&self, typed: &str, origin: Origin, now: Instant) -> Result<Arc<dyn Room>, JoinError> {
        let game = Directory::join(self, typed, origin, now)?;
        Ok(game)
    }

    fn by_id(&self, id: u64) -> Option<Arc<dyn Room>> {
        let game = Directory::by_id(self, id)?;
        Some(game)
    }

    fn watch_list(&self) -> Vec<Summary> {
        self.sweep(Instant::now());
        // Without codes: watching must never tell what lets one sit down.
        self.in_progress()
            .iter()
            .map(|g| g.summary(false))
            .collect()
    }

    fn playing(&self) -> usize {
        self.in_progress().len()
    }

    fn own_list(&self, key: &str) -> Vec<Summary> {
        self.sweep(Instant::now());
        self.of_key(key).iter().map(|g| g.summary(true)).collect()
    }

    fn owned(&self, key: &str) -> usize {
        self.of_key(key).len()
    }
}

impl Challenges for Directory {
    fn post(&self, challenge: Challenge, by: Poster, anyone: bool) -> Result<Posted, SeekError> {
        self.seeks.post(self, challenge, by, anyone, Instant::now())
    }

    fn take(&self, id: u64, by: Poster) -> Result<AnyApp, SeekError> {
        self.seeks.take(self, id, by, Instant::now())
    }

    fn matched(&self, id: u64) -> Option<AnyApp> {
        self.seeks.matched(id)
    }

    fn withdraw(&self, id: u64) {
        self.seeks.withdraw(self, id);
    }

    fn seeks(&self, me: &Holder) -> Vec<SeekSummary> {
        self.seeks.list(self, me)
    }

    fn seek_count(&self) -> usize {
        self.seeks.count()
    }
}

impl Gathering for Directory {
    fn here(&self, me: &Holder, kind: Option<Rated>) -> Vec<Present> {
        // Each keyed player once, doing what the visit of theirs that
        // does most with others does (in the lobby first); each guest's
        // visit on its own.
        let mut keyed: std::collections::BTreeMap<String, Doing> = Default::default();
        let mut guests = Vec::new();
        for (holder, doing) in self.visitors().list() {
            match holder.key {
                Some(key) => {
                    let d = keyed.entry(key).or_insert(doing);
                    *d = (*d).min(doing);
                }
                None => guests.push(doing),
            }
        }
        let mut here: Vec<Present> = (keyed.into_iter())
            .map(|(key, doing)| {
                let player = self.players.get(&key);
                Present {
                    rating: kind.map(|k| player.rating(k)),
                    name: player.name,
                    keyed: true,
                    doing,
                    me: me.key.as_deref() == Some(key.as_str()),
                }
            })
            .collect();
        // Named players by name, then those without one, then guests.
        here.sort_by_key(|p| (p.name.is_none(), p.name.as_ref().map(|n| n.to_lowercase())));
        here.extend(guests.into_iter().map(|doing| Present {
            name: None,
            keyed: false,
            rating: None,
            doing,
            me: false,
        }));
        here
    }

    fn here_count(&self) -> usize {
        self.visitors().count()
    }

    fn challenge(&self, name: &str, challenge: Challenge, by: Poster) -> Result<u64, SeekError> {
        self.seeks
            .challenge(self, name, challenge, by, Instant::now())
    }

    fn asked(&self, me: &Holder) -> Option<SeekSummary> {
        self.seeks.asked(self, me, Instant::now())
    }

    fn asked_changes(&self) -> u64 {
        self.seeks.changes()
    }

    fn answer(&self, id: u64, by: Poster, yes: bool) -> Result<Option<AnyApp>, SeekError> {
        self.seeks.answer(self, id, by, yes, Instant::now())
    }

    fn unmet(&self, id: u64) -> Option<Unmet> {
        self.seeks.unmet(id)
    }
}

impl Members for Directory {
    fn player(&self, key: &str) -> Player {
        self.players.get(key)
    }

    fn choose_name(&self, by: &Holder, typed: &str) -> Result<String, NameError> {
        let key = by.key.as_deref();
        // A name makes a player kept: new ones are counted per origin
        // (a few a day, and a bounded number in all).
        if let Some(key) = key
            && !self
                .players
                .enlist(key, by.origin, crate::community::players::today())
        {
            return Err(NameError::Full);
        }
        let name = self.players.choose_name(key, typed)?;
        self.log.event(
            "named",
            &[
                (
                    "key",
                    &key.map(crate::net::log::short_key).unwrap_or_default(),
                ),
                ("name", &name),
            ],
        );
        Ok(name)
    }

    fn ranked(&self, kind: Rated) -> Vec<(String, Rating)> {
        self.players.ranked(kind)
    }

    fn page(&self, name: &str) -> Option<PlayerPage> {
        let key = self.players.key_named(name)?;
        let player = self.players.get(&key);
        let changes = self.db().changes_by(&key);
        let ratings = (Rated::all().into_iter())
            .filter(|&kind| changes.iter().any(|c| c.1 == kind))
            .map(|kind| {
                let mut history: Vec<f64> = Vec::new();
                for &(_, k, before, after) in &changes {
                    if k == kind {
                        if history.is_empty() {
                            history.push(before);
                        }
                        history.push(after);
                    }
                }
                (kind, player.rating(kind), history)
            })
            .collect();
        let games = (self.db().games_of(&key, PAGE_GAMES).into_iter())
            .filter_map(|ended| page_game(&ended, &key, &changes, &self.players))
            .collect();
        Some(PlayerPage {
            name: player.name.unwrap_or_else(|| name.to_string()),
            ratings,
            games,
            against: against(&self.db().meetings_of(&key), &self.players),
        })
    }

    fn replay(&self, id: u64, theme: Theme) -> Option<AnyApp> {
        let ended = self.db().game(id)?;
        let record = crate::record::AnyRecord::from_ron_bytes(ended.record.as_bytes()).ok()?;
        let (game, ended) = (record.replay().ok()?, record.ended());
        Some(crate::on_any!(game, AnyGame, g => {
            AnyApp::from(crate::tui::play::Screen::replay(g, theme).with_ending(ended))
        }))
    }
}

/// How many of a player's latest games their page lists.
const PAGE_GAMES: usize = 12;

/// How many players a page's results against others name at most.
const PAGE_AGAINST: usize = 5;

/// How a game that ended by `ending` (as the database names it), won by
/// `winners` (seats joined by commas), went for the player at `mine`.
fn result_of(ending: &str, winners: &str, mine: Seat) -> PageResult {
    let winners: Vec<&str> = winners.split(',').filter(|w| !w.is_empty()).collect();
    let called_off = [Ending::Aborted(mine), Ending::NeitherCame]
        .map(crate::net::log::ending_name)
        .contains(&ending);
    match (called_off, winners.as_slice()) {
        (true, _) => PageResult::NoResult,
        (_, []) => PageResult::Shared,
        (_, won) if won.contains(&crate::net::log::seat_name(mine)) => {
            if won.len() == 1 {
                PageResult::Won
            } else {
                PageResult::Shared
            }
        }
        _ => PageResult::Lost,
    }
}

/// A player's results against each named player they met (`meetings`, as
/// [`crate::net::db::Db::meetings_of`] gives them), the one met most
/// first, at most [`PAGE_AGAINST`]; games called off count for no one.
fn against(meetings: &[(String, Seat, String, String)], players: &Players) -> Vec<Against> {
    let mut by_key: BTreeMap<&str, Against> = BTreeMap::new();
    for (other, mine, ending, winners) in meetings {
        let Some(name) = players.name(other) else {
            continue;
        };
        let tally = by_key.entry(other).or_insert_with(|| Against {
            name,
            ..Against::default()
        });
        match result_of(ending, winners, *mine) {
            PageResult::Won => tally.won += 1,
            PageResult::Shared => tally.shared += 1,
            PageResult::Lost => tally.lost += 1,
            PageResult::NoResult => {}
        }
    }
    let mut all: Vec<Against> = (by_key.into_values())
        .filter(|a| a.won + a.shared + a.lost > 0)
        .collect();
    all.sort_by(|a, b| {
        let games = |a: &Against| a.won + a.shared + a.lost;
        games(b).cmp(&games(a)).then_with(|| a.name.cmp(&b.name))
    });
    all.truncate(PAGE_AGAINST);
    all
}

/// A finished game as `key`'s page shows it.
fn page_game(
    ended: &crate::net::db::Ended,
    key: &str,
    changes: &[(u64, Rated, f64, f64)],
    players: &Players,
) -> Option<PageGame> {
    let prefix = ended.kind.trim_end_matches(|c: char| c.is_ascii_digit());
    let game = (GameKind::ALL.iter().copied()).find(|k| k.name() == prefix)?;
    let mine = ended
        .seats
        .iter()
        .find(|(_, k)| k.as_deref() == Some(key))?
        .0;
    let result = result_of(&ended.ending, &ended.winners, mine);
    let others = (ended.seats.iter())
        .filter(|(seat, _)| *seat != mine)
        .map(|(_, k)| k.as_deref().and_then(|k| players.name(k)))
        .collect();
    let rated = (changes.iter())
        .find(|c| c.0 == ended.id)
        .map(|&(_, _, before, after)| (before, after));
    Some(PageGame {
        id: ended.id,
        game,
        players: ended.seats.len(),
        others,
        result,
        rated,
    })
}

impl TournamentDesk for Directory {
    fn is_admin(&self, key: Option<&str>) -> bool {
        self.tournaments.is_admin(key)
    }

    fn tournaments(&self) -> Vec<TournamentSummary> {
        self.tournaments
            .list()
            .into_iter()
            .filter_map(|h| summary_of(h, &self.players))
            .collect()
    }

    fn tournament(&self, id: u64) -> Option<TournamentSummary> {
        summary_of(self.tournaments.get(id)?, &self.players)
    }

    fn tournament_count(&self) -> usize {
        self.tournaments.count()
    }

    fn make_tournament(
        &self,
        by: Option<&str>,
        name: String,
        format: Format,
        game: &AnyGame,
        clock: Option<ClockSpec>,
    ) -> Result<u64, TournamentError> {
        self.tournaments.create(self, by, name, format, game, clock)
    }

    fn enter_tournament(
        &self,
        id: u64,
        key: Option<&str>,
        enter: bool,
    ) -> Result<(), TournamentError> {
        self.tournaments.enter(self, id, key, enter)
    }

    fn next_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError> {
        self.tournaments.next_round(self, id, by, Instant::now())
    }

    fn rounds_started(&self) -> u64 {
        self.tournaments.rounds_started()
    }

    fn settle_round(&self, id: u64, by: Option<&str>) -> Result<usize, TournamentError> {
        self.tournaments.settle(self, id, by)
    }

    fn finished_lately(&self) -> Vec<u64> {
        self.tournaments.finished_lately(Instant::now())
    }

    fn waiting(&self, id: u64) -> Vec<crate::tui::rooms::Waiting> {
        self.tournaments.waiting(self, id)
    }

    fn tournament_game(&self, key: &str) -> Option<(String, Arc<dyn Room>)> {
        self.tournaments.game_of(key).into_iter().find_map(|code| {
            let game = self.find(&code)?;
            Some((code, game as Arc<dyn Room>))
        })
    }
}

/// A tournament as the lobby shows it, with its entrants' ratings as
/// `players` has them now; `None` if its game cannot be read.
fn summary_of(h: crate::net::hosted::Hosted, players: &Players) -> Option<TournamentSummary> {
    let game = h.game()?;
    let kind = Rated::of(&game);
    let ratings = (h.tournament.entrants.iter())
        .map(|e| {
            let now = kind.and_then(|k| players.get(&e.key).ratings.get(&k).copied());
            now.map_or(e.rating, |r| r.rating)
        })
        .collect();
    Some(TournamentSummary {
        ratings,
        id: h.id,
        game: game.kind(),
        seats: game.seats().len(),
        clock: h.clock(),
        tournament: h.tournament,
    })
}
