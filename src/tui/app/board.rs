//! The board's own actions: the cursor, choosing and confirming captures
//! by key and click, and saving to a file.

use super::steps::{self, Past};
use super::*;
use crate::tui::settings;

impl App {
    pub(super) fn on_board(&mut self, action: Action) {
        // Looking back: moving keys return to the present first; choosing
        // asks whether to play on from here.
        if self.in_the_past() {
            match steps::in_the_past(action, self.session.link().is_some()) {
                Past::Browse(step) => return self.browse(step),
                Past::AskToPlayOn => {
                    self.session.set_paused(true);
                    self.mode = Mode::Confirm(Pending::Continue);
                    return;
                }
                Past::PresentThen => {
                    self.session.browse(Browse::End);
                }
                Past::AsUsual => {}
            }
        }
        match action {
            Action::Cursor(d) => {
                // Moving away drops the capture shown, so that Enter never
                // confirms something the cursor has left.
                self.choice = None;
                let d = if self.flipped { d.opposite() } else { d };
                if let Some(p) = self.cursor.step(d) {
                    self.cursor = p;
                }
            }
            Action::Select => self.select(),
            Action::Click(p) => self.click(p),
            Action::Next => self.cycle(1),
            Action::Previous => self.cycle(-1),
            Action::Back => {
                if self.choice.take().is_none() && self.shows_result() {
                    self.result_hidden = true;
                }
            }
            Action::StartTyping => self.mode = Mode::Typing(String::new()),
            Action::Undo => match self.session.undo() {
                Ok(()) => self.take_events(),
                Err(r) => self.refused(r),
            },
            Action::Redo => match self.session.redo() {
                Ok(()) => self.take_events(),
                Err(r) => self.refused(r),
            },
            Action::Browse(step) => self.browse(step),
            Action::Flip => {
                self.flipped = !self.flipped;
                let told = settings::keep_flipped(self.settings.as_deref(), self.flipped);
                self.note = Some(Note::Told(told));
            }
            Action::Language => {
                let told = settings::switch_language(self.settings.as_deref());
                self.note = Some(Note::Told(told));
            }
            Action::Settings => {
                self.session.set_paused(true);
                let form = settings::open(self.settings.as_deref(), self.applied());
                self.mode = Mode::Settings(form);
            }
            // Another game would take the shared one from the other players.
            Action::NewGame | Action::Games if self.session.link().is_some() => {
                self.refused(Refusal::Shared);
            }
            Action::NewGame => {
                self.session.set_paused(true);
                let form = NewGameForm::new(self.game(), self.sides(), self.session.movetime())
                    .with_clock(self.session.clock().map(|c| c.spec()));
                self.mode = Mode::NewGame(form);
            }
            Action::Hint => self.ask_hint(),
            Action::Review => self.open_review(),
            Action::Games => self.open_games(),
            Action::Save => self.save_to_file(),
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => {
                if crate::tui::leave::asks_first(&self.session, self.hosts) {
                    self.session.set_paused(true);
                    self.mode = Mode::Confirm(Pending::Quit);
                } else {
                    self.running = false;
                }
            }
            Action::Char(_)
            | Action::Erase
            | Action::Submit
            | Action::Scroll(_)
            | Action::Yes
            | Action::No => {}
        }
    }

    pub(super) fn cycle(&mut self, step: isize) {
        if let Some(c) = &mut self.choice {
            let n = c.options.len() as isize;
            c.index = (c.index as isize + step).rem_euclid(n) as usize;
            return;
        }
        // Without a choice open, Tab walks the points worth choosing.
        let points = select::walk(self.position(), self.cursor);
        if points.is_empty() {
            return;
        }
        let at = points.iter().position(|&p| p == self.cursor);
        let n = points.len() as isize;
        let i = match at {
            Some(i) => (i as isize + step).rem_euclid(n),
            None if step > 0 => 0,
            None => n - 1,
        };
        self.cursor = points[i as usize];
    }

    pub(super) fn click(&mut self, p: Point) {
        if let Some(c) = &self.choice {
            let (_, stones) = c.current();
            if p == c.to || stones.contains(p) {
                self.select();
                return;
            }
            if let Some(i) = c.options.iter().position(|(_, s)| s.contains(p)) {
                if let Some(c) = self.choice.as_mut() {
                    c.index = i;
                }
                return;
            }
            self.choice = None;
        }
        self.cursor = p;
        self.select();
    }

    pub(super) fn select(&mut self) {
        let pos = *self.position();
        if pos.outcome().is_some() || self.session.ended().is_some() {
            return self.refused(Refusal::GameOver);
        }
        let seat = self.session.to_move().unwrap_or(Seat::South);
        if !self.session.plays_here(seat) {
            return self.refused(Refusal::Elsewhere(seat));
        }
        if let SeatKind::Computer(level) = self.sides()[pos.to_move().index()] {
            self.note = Some(Note::ComputerTurn {
                player: pos.to_move(),
                level,
            });
            return;
        }
        if let Some(c) = self.choice.clone() {
            self.play(c.current().0);
            return;
        }
        match select::pick(&pos, self.cursor) {
            Pick::Play(m) => {
                self.play(m);
            }
            Pick::Choose(c) => self.choice = Some(c),
            Pick::Refused(note) => self.note = Some(note),
        }
    }

    /// Saves the game to a new file in the save folder, named by the time.
    pub(super) fn save_to_file(&mut self) {
        let Some(dir) = self.save_dir.clone() else {
            self.note = Some(Note::SavingOff);
            return;
        };
        let stem = format!("pasang-{}", timestamp(std::time::SystemTime::now()));
        let seats = (self.game().seats().iter().copied()).zip(self.session.seats().iter().copied());
        let text = Record::of(self.game()).with_players(seats).to_ron();
        self.note = Some(match write_new(&dir, &stem, text.as_bytes()) {
            Ok(path) => Note::Saved(path),
            Err(e) => Note::SaveFailed(e),
        });
    }
}
