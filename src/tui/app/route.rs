//! Routing an action by mode: the new-game screen, typed moves, looking
//! back, hints and replays.

use super::steps::{self, Typed};
use super::*;
use crate::tui::words::Word;

impl App {
    /// Does what an action asks.
    pub fn apply(&mut self, action: Action) {
        if !matches!(action, Action::Char(_) | Action::Erase) {
            self.note = None;
            self.earlier = None;
        }
        match self.mode.clone() {
            Mode::Board if self.is_replay() => self.on_replay(action),
            Mode::Board => self.on_board(action),
            Mode::Help { scroll } => {
                self.mode = match steps::help_scroll(scroll, action) {
                    Some(scroll) => Mode::Help { scroll },
                    None => Mode::Board,
                }
            }
            Mode::Typing(text) => match steps::typing(text, action) {
                Typed::Text(text) => self.mode = Mode::Typing(text),
                Typed::Submit(text) => self.submit(&text),
                Typed::Cancel => self.mode = Mode::Board,
            },
            Mode::Confirm(Pending::Answer(..)) => {
                if let Some(yes) = steps::answer(action) {
                    self.mode = Mode::Board;
                    self.do_word(Word::Answer(yes));
                }
            }
            Mode::Confirm(pending) => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
                if action == Action::Yes {
                    match pending {
                        Pending::Quit => self.running = false,
                        Pending::Answer(..) => {}
                        Pending::Continue => {
                            if let Err(r) = self.session.continue_from_view() {
                                self.refused(r);
                            }
                            self.take_events();
                        }
                    }
                }
            }
            Mode::Review => self.on_review(action),
            Mode::NewGame(form) => self.on_new_game(action, form),
            Mode::Games(list) => self.on_games(action, list),
            Mode::Settings(mut form) => match crate::tui::settings::on_form(action, &mut form) {
                crate::tui::settings::OnForm::Keep => self.mode = Mode::Settings(form),
                crate::tui::settings::OnForm::Cancel => {
                    self.mode = Mode::Board;
                    self.session.set_paused(false);
                }
                crate::tui::settings::OnForm::Save => {
                    let path = self.settings.as_deref();
                    let (note, applied) = crate::tui::settings::save(path, &form);
                    self.flipped = applied.flipped;
                    self.theme.ascii = applied.ascii;
                    self.bell = applied.bell;
                    self.note = Some(Note::Told(Told::Settings(note)));
                    self.mode = Mode::Board;
                    self.session.set_paused(false);
                }
            },
        }
    }

    /// The new-game screen: the form takes the keys; on a start that
    /// cannot be, it stays open and says why.
    pub(super) fn on_new_game(&mut self, action: Action, mut form: NewGameForm) {
        match action {
            Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
            Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
            Action::Cursor(Direction::West) => form.change(-1),
            Action::Cursor(Direction::East) => form.change(1),
            Action::Char(c) => form.type_char(c),
            Action::Erase => form.erase(),
            Action::Yes | Action::Select | Action::Submit => {
                if let Some(chosen) = form.start() {
                    return self.start_new_game(chosen);
                }
            }
            Action::No | Action::Back | Action::Quit => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
                return;
            }
            _ => {}
        }
        self.mode = Mode::NewGame(form);
    }

    /// Starts the game chosen on the new-game screen; the board faces the
    /// person when North is the only one.
    pub(super) fn start_new_game(&mut self, chosen: Chosen) {
        self.mode = Mode::Board;
        self.session.set_paused(false);
        self.session.set_movetime(chosen.movetime);
        self.session.new_game(chosen.game, chosen.sides.to_vec());
        let seats = self.session.game().seats();
        let clock = chosen
            .clock
            .map(|spec| crate::session::Clock::new(spec, seats));
        self.session.set_clock(clock);
        self.face_the_person();
        self.take_events();
    }

    /// Does what a word typed at the prompt (or an answer given with a
    /// key) asks; a rematch turns the board to the person's side.
    pub(super) fn do_word(&mut self, word: Word) {
        let rematch = word == Word::Rematch;
        match crate::tui::conduct::act(&mut self.session, word) {
            Ok(()) => {
                if rematch {
                    self.face_the_person();
                }
                self.take_events();
            }
            Err(r) => self.refused(r),
        }
    }

    pub(super) fn submit(&mut self, text: &str) {
        if text.trim().is_empty() {
            self.mode = Mode::Board;
            return;
        }
        if let Some(word) = Word::parse(text) {
            self.mode = Mode::Board;
            self.do_word(word);
            return;
        }
        if Word::looks_like_one(text) {
            self.note = Some(Note::Told(Told::UnknownWord(text.trim().to_string())));
            return;
        }
        if self.in_the_past() {
            self.session.browse(Browse::End);
        }
        match text.parse::<Move>() {
            Err(e) => self.note = Some(Note::Unreadable(e)),
            Ok(m) => {
                // A move played, or one that is not the person's to make,
                // closes the line; a wrong move stays to be mended.
                let played = self.play(m);
                let not_yours =
                    matches!(self.note, Some(Note::Refused(Refusal::ComputerToMove(..))));
                if played || not_yours {
                    self.mode = Mode::Board;
                }
            }
        }
    }

    /// The board faces the person when North is the only one.
    pub(super) fn face_the_person(&mut self) {
        self.flipped = matches!(
            self.session.seats(),
            [SeatKind::Computer(_), SeatKind::Human]
        );
    }

    pub(super) fn browse(&mut self, step: Browse) {
        self.choice = None;
        self.session.browse(step);
        self.note = Some(if self.session.in_the_past() {
            Note::Told(Told::Past {
                ply: self.session.viewed_ply(),
                of: self.game().moves().len(),
                shared: self.session.link().is_some(),
            })
        } else {
            Note::Told(Told::Present)
        });
        self.cursor = select::home(self.position(), self.cursor);
    }

    pub(super) fn ask_hint(&mut self) {
        match self.session.ask_hint() {
            Ok(()) => self.note = Some(Note::Told(Told::HintThinking)),
            Err(Refusal::ComputerToMove(..)) => {
                self.note = Some(Note::Told(Told::HintUnavailableForComputer))
            }
            Err(r) => self.refused(r),
        }
        self.take_events();
    }

    /// A replay only moves through the moves played.
    pub(super) fn on_replay(&mut self, action: Action) {
        match action {
            Action::Undo | Action::Browse(Browse::Back) => {
                if self.session.browse(Browse::Back) {
                    self.note = Some(Note::ReplayAt(self.session.viewed_ply()));
                } else {
                    self.note = Some(Note::Told(Told::ReplayFirst));
                }
            }
            Action::Redo | Action::Browse(Browse::Forward) => {
                let before = *self.position();
                let ply = self.session.viewed_ply();
                let next = self.game().moves().get(ply).copied();
                match next {
                    Some(mv) if self.session.browse(Browse::Forward) => {
                        self.note = Some(Note::ReplayMove {
                            n: ply + 1,
                            player: before.to_move(),
                            mv,
                            before,
                        });
                    }
                    _ => self.note = Some(Note::Told(Told::ReplayLast)),
                }
            }
            Action::Browse(step) => {
                self.session.browse(step);
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => self.running = false,
            Action::Back if self.shows_result() => self.result_hidden = true,
            _ => self.note = Some(Note::Told(Told::ReplayOnly)),
        }
    }
}
