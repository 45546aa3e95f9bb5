//! The saved-games screen: the store's games listed, and one of them taken
//! up in place of the game on the board (which stays saved). A game of
//! another kind comes up in a screen of its own, which takes over.

use super::{Action, Front, Mode, Note, Screen, Storage, StoreSaver};
use crate::games::{AnyGame, SeatKind};
use crate::session::{Clock, Session};
use crate::store::launch::{AutosaveOff, Notice};
use crate::store::{Resumed, Store};
use crate::tui::games_list::{GamesList, OnList};
use crate::tui::messages::Told;
use crate::tui::{AnyApp, Theme};
use std::time::Duration;

impl<G: Front> Screen<G> {
    /// Opens the list of saved games; the computers wait meanwhile.
    pub(super) fn open_games(&mut self) {
        let Some(store) = &self.storage.store else {
            self.note = Some(Note::Told(Told::NoSavedGames));
            return;
        };
        match store.games() {
            Ok(games) => {
                self.session.set_paused(true);
                let list = GamesList::new(games, self.session.autosave_path());
                self.mode = Mode::Games(list);
            }
            Err(e) => self.note = Some(Note::Told(Told::GamesUnreadable(e))),
        }
    }

    /// The list's keys.
    pub(super) fn on_games(&mut self, action: Action, list: GamesList) {
        let Some(store) = self.storage.store.clone() else {
            self.mode = Mode::Board;
            return;
        };
        match list.act(action, &store) {
            OnList::Keep(list) => self.mode = Mode::Games(list),
            OnList::Close => self.back_to_board(),
            OnList::Take(resumed) => self.take_up(store, *resumed),
        }
    }

    /// Plays `resumed` from here on: its players, saved to its own file. The
    /// game that was on the board keeps its file and lets go of it.
    fn take_up(&mut self, store: Store, resumed: Resumed) {
        let seed_and_time = (self.session.seed(), self.session.movetime());
        let (game, said) = opened(store, resumed, self.storage.save_dir.clone());
        self.mode = Mode::Board;
        let game = match G::try_from(game) {
            Ok(game) => game,
            Err(other) => {
                let app = (said.app(other, self.theme, seed_and_time))
                    .with_settings_at(self.settings.clone())
                    .with_bell(self.bell);
                self.session.set_paused(true);
                self.hand_over = Some(Box::new(app));
                return;
            }
        };
        let kinds = (said.kinds).unwrap_or_else(|| self.session.seats().to_vec());
        let clock = (said.clock).and_then(|c| Clock::from_record(&c, game.seats()));
        let mut session = Session::new(game, kinds, seed_and_time.0, seed_and_time.1);
        session.set_ended(said.ended);
        session.set_clock(clock);
        if let Some(saver) = StoreSaver::new(said.storage) {
            session.set_saver(Some(Box::new(saver)));
        }
        self.session = session;
        self.face_the_person();
        self.after_change();
        self.note = Some(Note::Launch(said.notices));
    }
}

impl<G: Front> Screen<G> {
    /// Starts a game of another kind, chosen on the new-game form, on a
    /// screen of its own that takes over: the players, the clock, the
    /// settings and the bell as here, autosaved to a new slot of the store
    /// (the game that was on the board keeps its file).
    pub(super) fn start_elsewhere(&mut self, started: super::Started<AnyGame>) {
        let storage = Storage {
            autosave: (self.storage.store.as_ref())
                .map(|s| s.new_slot(std::time::SystemTime::now())),
            ..self.storage.clone()
        };
        let movetime = started.movetime.unwrap_or(self.session.movetime());
        let said = Said {
            storage,
            notices: Vec::new(),
            kinds: Some(started.kinds),
            ended: None,
            clock: None,
            new_clock: started.clock,
        };
        let app = said
            .app(started.game, self.theme, (self.session.seed(), movetime))
            .with_settings_at(self.settings.clone())
            .with_bell(self.bell);
        self.back_to_board();
        self.session.set_paused(true);
        self.hand_over = Some(Box::new(app));
    }
}

/// What comes with a saved game taken up from the list: where it is saved
/// from now on, what the player is told, who sat in each seat (in the
/// game's turn order) if the record says, how it ended outside its rules
/// and its clock.
struct Said {
    storage: Storage,
    notices: Vec<Notice>,
    kinds: Option<Vec<SeatKind>>,
    ended: Option<crate::games::Ending>,
    clock: Option<crate::record::ClockRecord>,
    /// A new game's clock, at its full time.
    new_clock: Option<crate::session::ClockSpec>,
}

/// The game of `resumed`, and what comes with it.
fn opened(store: Store, resumed: Resumed, save_dir: Option<std::path::PathBuf>) -> (AnyGame, Said) {
    let mut notices = vec![Notice::Resumed {
        path: resumed.path.clone(),
    }];
    let autosave = match resumed.autosave {
        Ok(slot) => Some(slot),
        Err(e) => {
            notices.push(Notice::AutosaveOff(AutosaveOff::Unusable(e)));
            None
        }
    };
    let kinds = resumed.players.as_deref().map(|seating| {
        resumed
            .game
            .seats()
            .iter()
            .map(|&seat| crate::record::player_at(seating, seat).unwrap_or(SeatKind::Human))
            .collect()
    });
    let said = Said {
        storage: Storage {
            store: Some(store),
            autosave,
            save_dir,
        },
        notices,
        kinds,
        ended: resumed.ended,
        clock: resumed.clock,
        new_clock: None,
    };
    (resumed.game, said)
}

impl Said {
    /// The screen for `game`, of either kind.
    fn app(self, game: AnyGame, theme: Theme, seed_and_time: (u64, Duration)) -> AnyApp {
        crate::on_any!(game, AnyGame, g => self.screen(g, theme, seed_and_time).into())
    }

    /// The screen for `game`, with its seats (people where the record does
    /// not say), its file and the notices; computers seeded and timed as
    /// `seed_and_time` says.
    fn screen<H: Front>(
        self,
        game: H,
        theme: Theme,
        (seed, movetime): (u64, Duration),
    ) -> Screen<H> {
        let kinds = (self.kinds).unwrap_or_else(|| vec![SeatKind::Human; game.seats().len()]);
        let clock = match (self.clock, self.new_clock) {
            (Some(kept), _) => Clock::from_record(&kept, game.seats()),
            (None, spec) => spec.map(|spec| Clock::new(spec, game.seats())),
        };
        let mut screen = Screen::new(game, theme)
            .with_storage(self.storage)
            .with_players(kinds, seed, movetime)
            .with_ending(self.ended)
            .with_clock(clock);
        screen.note = Some(if self.notices.is_empty() {
            Note::NewGame(screen.first_seat())
        } else {
            Note::Launch(self.notices)
        });
        screen
    }
}
