//! What each action does, by mode, for every game: the help, typed moves
//! and words, questions, the settings, the new-game form, looking back,
//! replays, hints, saving; the board's own choosing is the game's.

use super::steps::{self, Past, Typed};
use super::{Action, FormStep, Forms, Front, Mode, Note, Pending, Screen, Started};
use crate::files::write_new;
use crate::games::AnyGame;
use crate::games::SeatKind;
use crate::session::{Browse, Refusal};
use crate::store::timestamp;
use crate::tui::messages::Told;
use crate::tui::settings::{self, OnForm, form::SettingsForm};
use crate::tui::words::Word;

impl<G: Front> Screen<G> {
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
                self.back_to_board();
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
            Mode::Review => G::on_review(self, action),
            Mode::NewGame(form) => match form.act(action) {
                FormStep::Keep(form) => self.mode = Mode::NewGame(form),
                FormStep::Cancel => self.back_to_board(),
                FormStep::Start(started) => self.start(started),
            },
            Mode::Games(list) => self.on_games(action, list),
            Mode::Chat { back } => self.on_chat(back, action),
            Mode::Settings(form) => self.on_settings(action, form),
        }
    }

    /// Closes what was open over the board; the computers go on.
    pub(in crate::tui) fn back_to_board(&mut self) {
        self.mode = Mode::Board;
        self.session.set_paused(false);
    }

    /// Opens something over the board; the computers wait meanwhile.
    fn open(&mut self, mode: Mode) {
        self.session.set_paused(true);
        self.mode = mode;
    }

    fn on_board(&mut self, action: Action) {
        // Any key puts the box between rounds away; Enter, Esc and a
        // click do nothing more.
        if G::close_interlude(self)
            && matches!(action, Action::Select | Action::Back | Action::Click(_))
        {
            return;
        }
        // Looking back: moving keys return to the present first; choosing
        // asks whether to play on from here.
        if self.in_the_past() {
            match steps::in_the_past(action, self.session.link().is_some()) {
                Past::Browse(step) => return self.browse(step),
                Past::AskToPlayOn => return self.open(Mode::Confirm(Pending::Continue)),
                Past::PresentThen => {
                    self.session.browse(Browse::End);
                }
                Past::AsUsual => {}
            }
        }
        match action {
            Action::Cursor(d) => G::cursor_key(self, d),
            Action::Select => self.select(),
            Action::Click(p) => G::click(self, p),
            Action::Next => G::cycle(self, 1),
            Action::Previous => G::cycle(self, -1),
            Action::Amount(amount) => G::amount(self, amount),
            Action::Back => {
                if !G::back(self) && self.shows_result() {
                    self.result_hidden = true;
                }
            }
            Action::StartTyping => self.mode = Mode::Typing(String::new()),
            Action::Undo => {
                G::drop_choice(self);
                match self.session.undo() {
                    Ok(()) => self.take_events(),
                    Err(r) => self.refused(r),
                }
            }
            Action::Redo => {
                G::drop_choice(self);
                match self.session.redo() {
                    Ok(()) => self.take_events(),
                    Err(r) => self.refused(r),
                }
            }
            Action::Browse(step) => self.browse(step),
            Action::Flip => {
                self.flipped = !self.flipped;
                let down = self.facing().seat();
                let told = settings::keep_flipped(self.settings.as_ref(), self.flipped, down);
                self.note = Some(Note::Told(told));
            }
            Action::Language => {
                let told = settings::switch_language(self.settings.as_ref());
                self.note = Some(Note::Told(told));
            }
            Action::Settings => {
                let form = settings::open(self.settings.as_ref(), self.applied());
                self.open(Mode::Settings(form));
            }
            // Another game would take the shared one from the other players.
            Action::NewGame | Action::Games if self.session.link().is_some() => {
                self.refused(Refusal::Shared);
            }
            Action::NewGame => {
                let forms = Forms::new(G::new_form(self), self.form_start());
                self.open(Mode::NewGame(forms));
            }
            Action::Hint => self.ask_hint(),
            Action::Review => G::open_review(self),
            Action::Games => self.open_games(),
            Action::Save => self.save_to_file(),
            Action::Abort => self.do_word(Word::Abort),
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Chat => self.open_chat(),
            Action::Quit => {
                if crate::tui::leave::asks_first(&self.session, self.hosts) {
                    self.open(Mode::Confirm(Pending::Quit));
                } else {
                    self.running = false;
                }
            }
            Action::Char(_)
            | Action::Erase
            | Action::Submit
            | Action::Scroll(_)
            | Action::Spectators
            | Action::Delete
            | Action::Yes
            | Action::No => {}
        }
    }

    /// Chooses what is under the cursor, when a person here is to move in
    /// a game going on; otherwise says why not.
    pub(in crate::tui) fn select(&mut self) {
        if self.session.is_over() {
            return self.refused(Refusal::GameOver);
        }
        if let Some(seat) = self.session.to_move() {
            if !self.session.plays_here(seat) {
                return self.refused(Refusal::Elsewhere(seat));
            }
            if let SeatKind::Computer(level) = self.session.seat_kind(seat) {
                self.note = Some(Note::ComputerTurn { seat, level });
                return;
            }
        }
        G::choose(self);
    }

    /// The settings screen takes the keys: Enter saves and applies, Esc
    /// leaves everything as it was.
    fn on_settings(&mut self, action: Action, mut form: SettingsForm) {
        match settings::on_form(action, &mut form) {
            OnForm::Keep => self.mode = Mode::Settings(form),
            OnForm::Cancel => self.back_to_board(),
            OnForm::Save => {
                let (note, applied) = settings::save(self.settings.as_ref(), &form);
                self.flipped = applied.flipped;
                self.theme.ascii = applied.ascii;
                self.bell = applied.bell;
                self.note = Some(Note::Told(Told::Settings(note)));
                self.back_to_board();
            }
        }
    }

    /// Starts the game chosen on the new-game form: here, or, for a game of
    /// another kind, on a screen of its own that takes over.
    fn start(&mut self, started: Started<AnyGame>) {
        match G::try_from(started.game) {
            Ok(game) => self.start_new_game(Started {
                game,
                kinds: started.kinds,
                movetime: started.movetime,
                clock: started.clock,
            }),
            Err(other) => self.start_elsewhere(Started {
                game: other,
                kinds: started.kinds,
                movetime: started.movetime,
                clock: started.clock,
            }),
        }
    }

    /// Starts the game chosen on the new-game form; the board faces the
    /// person when North is the only one.
    fn start_new_game(&mut self, started: Started<G>) {
        self.back_to_board();
        if let Some(movetime) = started.movetime {
            self.session.set_movetime(movetime);
        }
        self.session.new_game(started.game, started.kinds);
        let seats = self.session.game().seats();
        let clock = (started.clock).map(|spec| crate::session::Clock::new(spec, seats));
        self.session.set_clock(clock);
        self.face_the_person();
        self.take_events();
    }

    fn browse(&mut self, step: Browse) {
        G::drop_choice(self);
        self.session.browse(step);
        self.note = Some(Note::Told(if self.session.in_the_past() {
            Told::Past {
                ply: self.session.viewed_ply(),
                of: self.game().moves().len(),
                shared: self.session.link().is_some(),
            }
        } else {
            Told::Present
        }));
        G::go_home(self);
    }

    /// Does what a word typed at the prompt (or an answer given with a
    /// key) asks; a rematch at one keyboard turns the board to the
    /// person's side (in a shared game it is only offered here).
    pub(in crate::tui) fn do_word(&mut self, word: Word) {
        if let Word::Mute(name) | Word::Unmute(name) = &word {
            return self.mute(name, matches!(word, Word::Mute(_)));
        }
        let rematch = word == Word::Rematch && self.session.link().is_none();
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

    /// A line typed at the prompt: a word, or a move in notation.
    fn submit(&mut self, text: &str) {
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
            let told = Told::UnknownWord(text.trim().to_string());
            self.note = Some(Note::Told(told));
            return;
        }
        if self.in_the_past() {
            self.session.browse(Browse::End);
        }
        match text.parse::<G::Move>() {
            Err(e) => self.note = Some(Note::Own(e.into())),
            Ok(m) => {
                // A move played, or one that is not the person's to make,
                // closes the line; a wrong one stays to be mended.
                let played = self.play(m);
                let not_yours =
                    matches!(self.note, Some(Note::Refused(Refusal::ComputerToMove(..))));
                if played || not_yours {
                    G::drop_choice(self);
                    self.mode = Mode::Board;
                }
            }
        }
    }

    fn ask_hint(&mut self) {
        G::drop_choice(self);
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
    fn on_replay(&mut self, action: Action) {
        match action {
            Action::Undo | Action::Browse(Browse::Back) => {
                self.note = Some(if self.session.browse(Browse::Back) {
                    Note::ReplayAt(self.session.viewed_ply())
                } else {
                    Note::Told(Told::ReplayFirst)
                });
            }
            Action::Redo | Action::Browse(Browse::Forward) => {
                let before = *self.position();
                let ply = self.session.viewed_ply();
                let next = self.game().moves().get(ply).copied();
                let seat = self.game().to_move_at(ply);
                self.note = Some(match (next, seat) {
                    (Some(mv), Some(seat)) if self.session.browse(Browse::Forward) => {
                        Note::Replayed {
                            n: ply + 1,
                            seat,
                            mv,
                            before,
                        }
                    }
                    _ => Note::Told(Told::ReplayLast),
                });
            }
            Action::Browse(step) => {
                self.session.browse(step);
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Chat => self.open_chat(),
            Action::Quit => self.running = false,
            Action::Back if self.shows_result() => self.result_hidden = true,
            Action::Review if super::keyed::has_review::<G>() => G::open_review(self),
            _ => self.note = Some(Note::Told(Told::ReplayOnly)),
        }
    }

    /// Plays a person's move; says why not when it is refused.
    pub(in crate::tui) fn play(&mut self, m: G::Move) -> bool {
        match self.session.play(m) {
            Ok(()) => {
                self.take_events();
                true
            }
            Err(r) => {
                self.refused(r);
                false
            }
        }
    }

    /// Says why the session refused; the end of a shared game in words
    /// that offer only what works there.
    pub(in crate::tui) fn refused(&mut self, r: Refusal<G>) {
        self.note = Some(match r {
            Refusal::GameOver if self.session.link().is_some() => Note::Told(Told::SharedOver),
            r => Note::Refused(r),
        });
    }

    /// Saves the game to a new file in the save folder, named by the time.
    fn save_to_file(&mut self) {
        let Some(dir) = self.storage.save_dir.clone() else {
            self.note = Some(Note::Told(Told::SavingOff));
            return;
        };
        let stem = format!("pasang-{}", timestamp(std::time::SystemTime::now()));
        let record = (self.game()).record_played(self.session.seats(), self.session.ended(), None);
        let text = record.to_ron();
        // The games folder is made at its first file.
        let written = std::fs::create_dir_all(&dir)
            .map_err(|e| crate::files::FileError::io(&dir, e))
            .and_then(|()| write_new(&dir, &stem, text.as_bytes()));
        self.note = Some(match written {
            Ok(path) => Note::Told(Told::Saved(path)),
            Err(e) => Note::Told(Told::SaveFailed(e)),
        });
    }
}
