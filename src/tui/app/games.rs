//! The saved-games screen: the store's games listed, and one of them taken
//! up in place of the game on the board (which stays saved).

use super::*;
use crate::launch::{AutosaveOff, Notice};
use crate::store::{GameChoice, ResumeError, Resumed, Store};
use crate::tui::games_list::CannotOpen;

impl App {
    /// Opens the list of saved games; the computers wait meanwhile.
    pub(super) fn open_games(&mut self) {
        let Some(store) = &self.store else {
            self.note = Some(Note::NoSavedGames);
            return;
        };
        match store.games() {
            Ok(games) => {
                self.session.set_paused(true);
                self.mode = Mode::Games(GamesList::new(games, self.autosave_path()));
            }
            Err(e) => self.note = Some(Note::GamesUnreadable(e)),
        }
    }

    pub(super) fn on_games(&mut self, action: Action, mut list: GamesList) {
        match action {
            Action::Cursor(Direction::North) | Action::Previous => list.step(-1),
            Action::Cursor(Direction::South) | Action::Next => list.step(1),
            Action::Select | Action::Yes => return self.open_game(list),
            Action::Back | Action::No | Action::Quit => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
                return;
            }
            _ => {}
        }
        self.mode = Mode::Games(list);
    }

    /// Takes up the game chosen, or says on the list why it cannot be.
    fn open_game(&mut self, mut list: GamesList) {
        let (Some(row), Some(store)) = (list.chosen(), self.store.clone()) else {
            self.mode = Mode::Games(list);
            return;
        };
        let refused = match row.can_open() {
            Err(why) => why,
            Ok(()) => match store.resume_game(&GameChoice::File(row.path.clone())) {
                Ok(resumed) => return self.take_up(store, resumed),
                Err(ResumeError::OpenElsewhere { .. }) => CannotOpen::OpenElsewhere,
                Err(_) => CannotOpen::Unreadable,
            },
        };
        list.refused = Some(refused);
        self.mode = Mode::Games(list);
    }

    /// Plays `resumed` from here on: its players, saved to its own file. The
    /// game that was on the board keeps its file and lets go of it.
    fn take_up(&mut self, store: Store, resumed: Resumed) {
        // The list refuses other games before they are resumed.
        let Some(game) = resumed.game.into_ka() else {
            return;
        };
        let sides = match &resumed.players {
            Some(seating) => [Seat::South, Seat::North]
                .map(|seat| crate::record::player_at(seating, seat).unwrap_or(Side::Human)),
            None => self.sides(),
        };
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
        let mut session = Session::new(
            game,
            sides.to_vec(),
            self.session.seed(),
            self.session.movetime(),
        );
        let storage = Storage {
            store: Some(store),
            autosave,
            save_dir: self.save_dir.clone(),
        };
        if let Some(saver) = StoreSaver::new(storage) {
            session.set_saver(Some(Box::new(saver)));
        }
        self.session = session;
        self.flipped = matches!(sides, [Side::Computer(_), Side::Human]);
        self.mode = Mode::Board;
        self.choice = None;
        self.result_hidden = false;
        self.cursor = select::home(self.position(), self.cursor);
        self.note = Some(Note::Launch(notices));
    }
}
