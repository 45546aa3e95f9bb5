//! What each action does on Bell's board: choosing a stone, hopping it step
//! by step and ending the turn, typed turns, undo, looking back, hints, the
//! new-game form and replays; and the session's events turned into notes.

use super::form::BellForm;
use super::{BellApp, Mode, Note, Told, north_alone};
use crate::games::SeatKind;
use crate::games::bell::{Move, Point, TurnInProgress};
use crate::games::ka::Direction;
use crate::session::{Browse, Event, News, Refusal};
use crate::tui::app::steps::{self, Past, Typed};
use crate::tui::app::{Action, Pending};
use crate::tui::games_list::{GamesList, OnList};
use crate::tui::settings::{self, form::SettingsForm};
use crate::tui::words::Word;

impl BellApp {
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
            Mode::NewGame(form) => self.on_form(action, form),
            Mode::Games(list) => self.on_games(action, list),
            Mode::Settings(form) => self.on_settings(action, form),
        }
    }

    /// The settings screen takes the keys: Enter saves and applies, Esc
    /// leaves everything as it was.
    fn on_settings(&mut self, action: Action, mut form: SettingsForm) {
        match settings::on_form(action, &mut form) {
            settings::OnForm::Keep => self.mode = Mode::Settings(form),
            settings::OnForm::Cancel => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
            }
            settings::OnForm::Save => {
                let (note, applied) = settings::save(self.settings.as_deref(), &form);
                self.flipped = applied.flipped;
                self.theme.ascii = applied.ascii;
                self.bell = applied.bell;
                self.note = Some(Note::Told(Told::Settings(note)));
                self.mode = Mode::Board;
                self.session.set_paused(false);
            }
        }
    }

    /// Opens the list of saved games; the computers wait meanwhile.
    fn open_games(&mut self) {
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

    /// The list's keys; the game chosen comes up in its own screen, which
    /// takes over from this one.
    fn on_games(&mut self, action: Action, list: GamesList) {
        let Some(store) = self.storage.store.clone() else {
            self.mode = Mode::Board;
            return;
        };
        match list.act(action, &store) {
            OnList::Keep(list) => self.mode = Mode::Games(list),
            OnList::Close => {
                self.mode = Mode::Board;
                self.session.set_paused(false);
            }
            OnList::Take(resumed) => {
                let app = crate::tui::app::resumed_app(
                    store,
                    *resumed,
                    self.theme,
                    self.storage.save_dir.clone(),
                    (self.session.seed(), self.session.movetime()),
                );
                self.mode = Mode::Board;
                let app = app
                    .with_settings(self.settings.clone())
                    .with_bell(self.bell);
                self.hand_over = Some(Box::new(app));
            }
        }
    }

    fn on_board(&mut self, action: Action) {
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
                let d = if self.flipped { d.opposite() } else { d };
                if let Some(p) = self.cursor.step(d) {
                    self.cursor = p;
                }
            }
            Action::Select => self.select(self.cursor),
            Action::Click(p) => {
                self.cursor = p;
                self.select(p);
            }
            Action::Next => self.cycle(1),
            Action::Previous => self.cycle(-1),
            Action::Back => self.back(),
            Action::StartTyping => self.mode = Mode::Typing(String::new()),
            Action::Undo => {
                self.hopping = None;
                match self.session.undo() {
                    Ok(()) => self.take_events(),
                    Err(r) => self.refused(r),
                }
            }
            Action::Redo => {
                self.hopping = None;
                match self.session.redo() {
                    Ok(()) => self.take_events(),
                    Err(r) => self.refused(r),
                }
            }
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
                self.note = Some(Note::Refused(Refusal::Shared));
            }
            Action::NewGame => {
                self.session.set_paused(true);
                let form = BellForm::new(self.game(), self.session.seats())
                    .with_clock(self.session.clock().map(|c| c.spec()));
                self.mode = Mode::NewGame(form);
            }
            Action::Hint => self.ask_hint(),
            Action::Games => self.open_games(),
            Action::Help => self.mode = Mode::Help { scroll: 0 },
            Action::Quit => {
                if crate::tui::leave::asks_first(&self.session, self.hosts) {
                    self.session.set_paused(true);
                    self.mode = Mode::Confirm(Pending::Quit);
                } else {
                    self.running = false;
                }
            }
            Action::Save
            | Action::Review
            | Action::Char(_)
            | Action::Erase
            | Action::Submit
            | Action::Scroll(_)
            | Action::Yes
            | Action::No => {}
        }
    }

    /// Esc: the last hop taken back, the stone put down, or the game-over
    /// box put away.
    fn back(&mut self) {
        match self.hopping.as_mut() {
            Some(t) if t.hops() > 0 => {
                t.undo();
                self.cursor = t.at();
                self.note = Some(Note::HopTakenBack { hops: t.hops() });
            }
            Some(t) => {
                self.cursor = t.from();
                self.hopping = None;
                self.note = Some(Note::StoneDropped);
            }
            None => {
                if self.shows_result() {
                    self.result_hidden = true;
                }
            }
        }
    }

    /// Chooses `p`: the opening's stone, a stone to hop, a landing, or the
    /// hopping stone itself to end the turn (elsewhere, says why it is no
    /// landing).
    fn select(&mut self, p: Point) {
        let pos = *self.position();
        if pos.outcome().is_some() || self.session.ended().is_some() {
            self.refused(Refusal::GameOver);
            return;
        }
        if let Some(seat) = self.session.to_move()
            && !self.session.plays_here(seat)
        {
            self.note = Some(Note::Refused(Refusal::Elsewhere(seat)));
            return;
        }
        if let Some(seat) = self.session.to_move()
            && let SeatKind::Computer(level) = self.session.seat_kind(seat)
        {
            self.note = Some(Note::ComputerTurn { seat, level });
            return;
        }
        if !pos.opened() {
            match pos.check(Move::Remove(p)) {
                Ok(()) => {
                    self.play(Move::Remove(p));
                }
                Err(reason) => self.note = Some(Note::Cannot(reason)),
            }
            return;
        }
        let Some(mut t) = self.hopping else {
            return self.choose(p);
        };
        if p == t.at() {
            match t.to_move() {
                Some(m) => self.end_turn(m),
                None => {
                    self.hopping = None;
                    self.note = Some(Note::StoneDropped);
                }
            }
            return;
        }
        if t.hops() == 0 && pos.movable().contains(p) {
            return self.choose(p);
        }
        match t.hop(p) {
            Ok(()) => {
                self.cursor = t.at();
                self.hopping = Some(t);
                if t.is_over() {
                    if let Some(m) = t.to_move() {
                        self.end_turn(m);
                    }
                } else {
                    self.note = Some(Note::Hopped {
                        hops: t.hops(),
                        points: t.points(),
                        waiting: t.waiting(),
                    });
                }
            }
            Err(reason) => self.note = Some(Note::NoLanding { to: p, reason }),
        }
    }

    /// Picks up the stone on `p` to hop it.
    fn choose(&mut self, p: Point) {
        match TurnInProgress::start(self.position(), p) {
            Err(reason) => self.note = Some(Note::Cannot(reason)),
            Ok(t) if t.landings().is_empty() => self.note = Some(Note::NoHop(p)),
            Ok(t) => {
                self.note = Some(Note::Chosen {
                    from: p,
                    landings: t.landings().count(),
                });
                self.hopping = Some(t);
            }
        }
    }

    fn end_turn(&mut self, m: Move) {
        self.hopping = None;
        self.play(m);
    }

    /// Tab: the next point worth choosing, or the next landing.
    fn cycle(&mut self, step: isize) {
        let points = self.walk();
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

    fn browse(&mut self, step: Browse) {
        self.hopping = None;
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
        self.go_home();
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
                // A turn played, or one that is not the person's to play,
                // closes the line; a wrong one stays to be mended.
                let played = self.play(m);
                let not_yours =
                    matches!(self.note, Some(Note::Refused(Refusal::ComputerToMove(..))));
                if played || not_yours {
                    self.hopping = None;
                    self.mode = Mode::Board;
                }
            }
        }
    }

    fn ask_hint(&mut self) {
        self.hopping = None;
        match self.session.ask_hint() {
            Ok(()) => self.note = Some(Note::Told(Told::HintThinking)),
            Err(Refusal::ComputerToMove(..)) => {
                self.note = Some(Note::Told(Told::HintUnavailableForComputer))
            }
            Err(r) => self.refused(r),
        }
        self.take_events();
    }

    /// Shows a suggested turn hopped out, ready for Enter.
    fn show_hint(&mut self, m: Move) {
        let pos = *self.position();
        let points = pos.captures(m).map_or(0, |taken| {
            crate::tui::messages::bell::points_of(&pos, taken)
        });
        match m {
            Move::Remove(p) => self.cursor = p,
            Move::Hops(turn) => {
                if let Ok(mut t) = TurnInProgress::start(&pos, turn.from()) {
                    for &to in turn.landings() {
                        let _ = t.hop(to);
                    }
                    self.cursor = t.at();
                    self.hopping = Some(t);
                }
            }
        }
        self.note = Some(Note::Suggested { mv: m, points });
    }

    /// The new-game form takes the keys.
    fn on_form(&mut self, action: Action, mut form: BellForm) {
        match action {
            Action::Cursor(Direction::North) | Action::Previous => form.move_row(-1),
            Action::Cursor(Direction::South) | Action::Next => form.move_row(1),
            Action::Cursor(Direction::West) => form.change(-1),
            Action::Cursor(Direction::East) => form.change(1),
            Action::Yes | Action::Select | Action::Submit => {
                let (game, kinds) = form.chosen(self.game().setup().clone());
                self.mode = Mode::Board;
                self.session.set_paused(false);
                self.hopping = None;
                self.flipped = north_alone(game.rules().players.seats(), &kinds);
                self.session.new_game(game, kinds);
                let seats = crate::games::Playable::seats(self.session.game());
                let clock = form
                    .clock()
                    .map(|spec| crate::session::Clock::new(spec, seats));
                self.session.set_clock(clock);
                self.take_events();
                return;
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

    /// A replay only moves through the turns played.
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
                let next = self.game().moves().get(self.session.viewed_ply()).copied();
                self.note = Some(match next {
                    Some(mv) if self.session.browse(Browse::Forward) => Note::Played {
                        seat: before.to_move(),
                        mv,
                        before,
                    },
                    _ => Note::Told(Told::ReplayLast),
                });
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

    /// Plays a person's turn; says why not when it is refused.
    fn play(&mut self, m: Move) -> bool {
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

    /// Turns the session's events into notes and screen changes.
    /// Says why the session refused; the end of a shared game in words
    /// that offer only what works there.
    fn refused(&mut self, r: Refusal<crate::games::bell::Game>) {
        self.note = Some(match r {
            Refusal::GameOver if self.session.link().is_some() => Note::Told(Told::SharedOver),
            r => Note::Refused(r),
        });
    }

    /// The board faces the person when North is the only one.
    fn face_the_person(&mut self) {
        self.flipped = north_alone(
            crate::games::Playable::seats(self.game()),
            self.session.seats(),
        );
    }

    pub(super) fn take_events(&mut self) {
        let events = self.session.take_events();
        self.ring |= crate::tui::ring::rings(&events, &self.session);
        for event in events {
            let note = match event {
                Event::Played {
                    seat, mv, before, ..
                } => Note::Played { seat, mv, before },
                Event::Undone(moves) => match moves.last() {
                    Some(&m) => Note::Undone(m),
                    None => continue,
                },
                Event::Redone(moves) => match moves.first() {
                    Some(&m) => Note::Redone(m),
                    None => continue,
                },
                Event::Continued { ply, dropped } => Note::Continued { ply, dropped },
                Event::NewGame => Note::NewGame,
                Event::Hint(m) => {
                    self.show_hint(m);
                    continue;
                }
                Event::ComputerLost => Note::Told(Told::ComputerLost),
                Event::ComputerFailed(kind) => Note::Told(Told::ComputerFailed(kind)),
                Event::AutosaveFailed(e) => Note::Told(Told::AutosaveFailed(e)),
                Event::AutosaveRecovered => Note::Told(Told::AutosaveRecovered),
                Event::Presence(seat, now) => {
                    // Nothing on the board changed: the player's choice stays.
                    self.note = Some(Note::Told(Told::Presence(seat, now)));
                    continue;
                }
                // Only an ending changes the board; an offer or a line
                // leaves the player's choice as it is.
                Event::Heard(news @ News::Ended(_)) => Note::Told(Told::Heard(news)),
                Event::Heard(news) => {
                    self.note = Some(Note::Told(Told::Heard(news)));
                    continue;
                }
            };
            // After the game changed: the turn in progress is gone.
            self.hopping = None;
            self.result_hidden = false;
            self.go_home();
            // A move told just after another keeps that one on show too.
            self.earlier = match (&note, self.note.take()) {
                (Note::Played { .. }, Some(last @ Note::Played { .. })) => Some(last),
                _ => None,
            };
            self.note = Some(note);
        }
        // A question for a player here is put to them, unless they are busy
        // with something else on screen.
        if let (Mode::Board, Some((offer, by, seat))) = (&self.mode, self.session.question()) {
            self.mode = Mode::Confirm(Pending::Answer(offer, by, seat));
        }
    }
}
