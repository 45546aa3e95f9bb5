//! The saved-games screen: the store's games listed, and one of them taken
//! up in place of the game on the board (which stays saved).

use super::*;
use crate::games::AnyGame;
use crate::launch::{AutosaveOff, Notice};
use crate::session::Clock;
use crate::store::{Resumed, Store};
use crate::tui::games_list::OnList;

impl App {
    /// Opens the list of saved games; the computers wait meanwhile.
    pub(super) fn open_games(&mut self) {
        let Some(store) = &self.store else {
            self.note = Some(Note::Told(Told::NoSavedGames));
            return;
        };
        match store.games() {
            Ok(games) => {
                self.session.set_paused(true);
                self.mode = Mode::Games(GamesList::new(games, self.autosave_path()));
            }
            Err(e) => self.note = Some(Note::Told(Told::GamesUnreadable(e))),
        }
    }

    pub(super) fn on_games(&mut self, action: Action, list: GamesList) {
        let Some(store) = self.store.clone() else {
            self.mode = Mode::Board;
            return;
        };
        match list.act(action, &store) {
            OnList::Keep(list) => self.mode = Mode::Games(list),
            OnList::Close => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
            }
            OnList::Take(resumed) => self.take_up(store, *resumed),
        }
    }

    /// Plays `resumed` from here on: its players, saved to its own file. The
    /// game that was on the board keeps its file and lets go of it. A game
    /// of Bell's comes up in Bell's own screen, which takes over.
    fn take_up(&mut self, store: Store, resumed: Resumed) {
        let seed_and_time = (self.session.seed(), self.session.movetime());
        let Opened {
            game,
            storage,
            notices,
            kinds,
            ended,
            clock,
        } = Opened::new(store, resumed, self.save_dir.clone());
        let game = match game {
            AnyGame::Ka(game) => game,
            bell => {
                let app = app_for(
                    bell,
                    storage,
                    notices,
                    (kinds, ended, clock),
                    self.theme,
                    seed_and_time,
                )
                .with_settings(self.settings.clone())
                .with_bell(self.bell);
                self.session.set_paused(true);
                self.mode = Mode::Board;
                self.hand_over = Some(Box::new(app));
                return;
            }
        };
        let sides = match kinds {
            Some(kinds) => [kinds[0], kinds[1]],
            None => self.sides(),
        };
        let clock = clock.and_then(|c| Clock::from_record(&c, game.seats()));
        let mut session = Session::new(game, sides.to_vec(), seed_and_time.0, seed_and_time.1);
        session.set_ended(ended);
        session.set_clock(clock);
        if let Some(saver) = StoreSaver::new(storage) {
            session.set_saver(Some(Box::new(saver)));
        }
        self.session = session;
        self.flipped = matches!(sides, [SeatKind::Computer(_), SeatKind::Human]);
        self.mode = Mode::Board;
        self.choice = None;
        self.result_hidden = false;
        self.cursor = select::home(self.position(), self.cursor);
        self.note = Some(Note::Launch(notices));
    }
}

/// A saved game taken up from the list: the game, where it is saved from
/// now on, what the player is told, and who sat in each seat (in the
/// game's turn order) if the record says.
struct Opened {
    game: AnyGame,
    storage: Storage,
    notices: Vec<Notice>,
    kinds: Option<Vec<SeatKind>>,
    ended: Option<crate::games::Ending>,
    clock: Option<crate::record::ClockRecord>,
}

impl Opened {
    fn new(store: Store, resumed: Resumed, save_dir: Option<std::path::PathBuf>) -> Opened {
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
        Opened {
            game: resumed.game,
            storage: Storage {
                store: Some(store),
                autosave,
                save_dir,
            },
            notices,
            kinds,
            ended: resumed.ended,
            clock: resumed.clock,
        }
    }
}

/// What a record tells besides its game: who sat in each seat, how it
/// ended outside its rules, its clock.
type Said = (
    Option<Vec<SeatKind>>,
    Option<crate::games::Ending>,
    Option<crate::record::ClockRecord>,
);

/// The screen for a saved game of either kind taken up from the list, with
/// its seats (people where the record does not say), its file and the
/// notices; computers seeded and timed as `seed_and_time` says.
fn app_for(
    game: AnyGame,
    storage: Storage,
    notices: Vec<Notice>,
    (kinds, ended, clock): Said,
    theme: Theme,
    (seed, movetime): (u64, Duration),
) -> crate::tui::AnyApp {
    let kinds = kinds.unwrap_or_else(|| vec![SeatKind::Human; game.seats().len()]);
    let clock = clock.and_then(|c| Clock::from_record(&c, game.seats()));
    match game {
        AnyGame::Ka(game) => {
            let mut app = App::new(game, theme).with_storage(storage).with_players(
                [kinds[0], kinds[1]],
                seed,
                movetime,
            );
            app = app.with_ending(ended).with_clock(clock);
            app.notice(Note::Launch(notices));
            crate::tui::AnyApp::Ka(app)
        }
        AnyGame::Bell(game) => {
            let mut app = crate::tui::bell::BellApp::new(game, theme)
                .with_storage(storage)
                .with_players(kinds, seed, movetime)
                .with_ending(ended)
                .with_clock(clock);
            app.notice(crate::tui::bell::Note::Launch(notices));
            crate::tui::AnyApp::Bell(app)
        }
    }
}

/// The screen for a saved game taken up from Bell's list of saved games.
pub(crate) fn resumed_app(
    store: Store,
    resumed: Resumed,
    theme: Theme,
    save_dir: Option<std::path::PathBuf>,
    seed_and_time: (u64, Duration),
) -> crate::tui::AnyApp {
    let Opened {
        game,
        storage,
        notices,
        kinds,
        ended,
        clock,
    } = Opened::new(store, resumed, save_dir);
    app_for(
        game,
        storage,
        notices,
        (kinds, ended, clock),
        theme,
        seed_and_time,
    )
}
