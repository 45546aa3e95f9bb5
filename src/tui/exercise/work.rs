//! An exercise on the screen: the [`Exercise`] and what the board needs
//! on top of it — the cursor, the capture being chosen, the move being
//! typed, the hint shown and what was last said. Shared by the lessons and
//! the puzzles.
//!
//! What is said gives way at the next key, as the game's notes do, so
//! that the message line can say what the cursor or the capture chosen
//! would take; a wrong move stays on the board, said, until a key takes
//! it back.

use crate::exercise::{Advanced, Exercise, Grade, Hint, Miss, Played, Refutation, Stage, Task};
use crate::games::ka::{Bits, Move, Phase, Player, Point, Position};
use crate::tui::ka::Note;
use crate::tui::ka::select::{self, CaptureChoice, Pick};
use crate::tui::ka::view::last_move_of;
use crate::tui::play::{Action, TYPED_MAX};
use crate::tui::view::LastMove;
use std::time::{Duration, Instant};

/// How long the board waits before the other side's answer is played
/// (any key plays it at once).
pub const BEAT: Duration = Duration::from_millis(700);

/// How long a wrong move stays on show before the answer that refutes it:
/// long enough to see the move, and where it went.
pub const WRONG_BEAT: Duration = Duration::from_millis(1500);

/// What the exercise screen says on its message line.
#[derive(Debug)]
pub enum Said {
    /// What the board's own choosing says (a file that may not be taken,
    /// a ka that cannot go there, a move that does not read).
    Note(Note),
    /// A legal move that misses the goal: the pointer to look at, said
    /// while the move is on show and again once a key took it back.
    Look { text: String, taken_back: bool },
    /// A wrong move with no answer to show, on show until a key takes it
    /// back.
    Wrong(Move),
    /// A wrong move on show, its answer coming.
    Watch { mv: Move, refutation: Refutation },
    /// A wrong move, answered: why it fails. The next key takes both back.
    Refuted { mv: Move, refutation: Refutation },
    /// The other side answered.
    Replied(Move),
    /// The wrong move was taken back.
    TookBack,
    /// A hint, with what its move takes and what it cost.
    Hint(HintShown),
    /// The goal is reached.
    Done,
    /// A puzzle is solved, but not at the first go (after a miss or a
    /// hint).
    SolvedLater,
    /// The step starts again, its mistakes and hints forgotten.
    Restarted,
    /// The puzzle starts again; only its first go moves the rating.
    PuzzleRestarted,
}

/// A hint given, as the screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintShown {
    pub hint: Hint,
    /// Its move enters the ka (from the stone it names).
    pub enters: bool,
    /// The stones its move takes, and their points.
    pub stones: u32,
    pub points: u16,
    pub cost: Cost,
}

/// What a hint cost the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Nothing more: the move was hinted already, the stars are down to
    /// one, or the puzzle's go no longer moves the rating.
    Nothing,
    /// A star of the lesson.
    Star,
    /// The puzzle's go counts as missed: the rating went from one to the
    /// other.
    Rating { from: i32, to: i32 },
}

/// An exercise being worked on the screen.
#[derive(Debug)]
pub struct Work<T> {
    pub exercise: Exercise<T>,
    pub cursor: Point,
    pub choice: Option<CaptureChoice>,
    /// The move being typed.
    pub typing: Option<String>,
    /// The hint on show, until the move is played.
    pub hint: Option<HintShown>,
    pub said: Option<Said>,
    /// When the answer or the take-back is due.
    due: Option<Instant>,
}

impl<T: Task> Work<T> {
    pub fn new(task: T) -> Work<T> {
        let exercise = Exercise::new(task);
        let cursor = select::home(exercise.position(), Point::CENTRE);
        Work {
            exercise,
            cursor,
            choice: None,
            typing: None,
            hint: None,
            said: None,
            due: None,
        }
    }

    pub fn position(&self) -> &Position {
        self.exercise.position()
    }

    /// Whether the goal is reached.
    pub fn done(&self) -> bool {
        *self.exercise.stage() == Stage::Done
    }

    /// Whether the board takes the player's choices now.
    fn open(&self) -> bool {
        self.exercise.players_turn()
    }

    /// The points worth choosing.
    pub fn marked(&self) -> Bits {
        if let Some(c) = &self.choice {
            return c.left_standing();
        }
        if !self.open() {
            return Bits::EMPTY;
        }
        select::marked(self.position())
    }

    /// The stones shown as captured: the choice, the move a hint gives
    /// (while the cursor is where it put it), or what the cursor would
    /// take.
    pub fn preview(&self) -> Bits {
        if let Some(c) = &self.choice {
            return c.current().1;
        }
        if !self.open() {
            return Bits::EMPTY;
        }
        if let Some(h) = self.hint
            && h.hint.grade == Grade::Move
            && self.on_hint(h.hint.mv)
        {
            return self.position().captures(h.hint.mv).unwrap_or_default();
        }
        select::preview_at(self.position(), self.cursor)
    }

    /// Where choosing plays the move `mv`: the stone that enters, or the
    /// point the ka goes to, or the file's point on the cursor's rank.
    fn hint_point(&self, mv: Move) -> Point {
        match mv {
            Move::Ka { from, .. } if self.position().phase() == Phase::KaEntry => from,
            Move::Ka { to, .. } => to,
            Move::Column(f) => Point::at(f, self.cursor.rank()),
        }
    }

    /// Whether the cursor is where choosing plays `mv` (for a column, on
    /// its file).
    fn on_hint(&self, mv: Move) -> bool {
        match mv {
            Move::Column(f) => self.cursor.file() == f,
            _ => self.cursor == self.hint_point(mv),
        }
    }

    /// What the hint on show cost, once the screen knows.
    pub fn charge(&mut self, cost: Cost) {
        if let Some(h) = &mut self.hint {
            h.cost = cost;
        }
        if let Some(Said::Hint(h)) = &mut self.said {
            h.cost = cost;
        }
    }

    /// The last move on show, to mark on the board; while a refutation is
    /// on show, the wrong move it answers too, so that the board tells
    /// both.
    pub(crate) fn last_move(&self) -> LastMove {
        let ex = &self.exercise;
        let (Some(before), Some(m)) = (ex.previous(), ex.last_move()) else {
            return LastMove::NONE;
        };
        let last = last_move_of(before, m, self.position());
        if let Some(Said::Refuted { mv, .. }) = &self.said
            && let Some(earlier) = ex.earlier(2)
        {
            let wrong = last_move_of(earlier, *mv, before);
            return LastMove::new(
                wrong.taken | last.taken,
                wrong.path | last.path,
                last.landing,
            );
        }
        last
    }

    /// The player to move on the board shown.
    pub fn mover(&self) -> Player {
        self.position().to_move()
    }

    /// Goes on if the beat is over (or `now` is `None`: a key was pressed).
    pub fn tick(&mut self, now: Option<Instant>) {
        match self.due {
            Some(due) if now.is_some_and(|n| n < due) => return,
            Some(_) => {}
            // Only a key takes an answered wrong move back.
            None if now.is_none() && self.answered() => {}
            None => return,
        }
        self.due = None;
        match self.exercise.advance() {
            Some(Advanced::Replied(m)) => self.said = Some(Said::Replied(m)),
            Some(Advanced::Refuted(_)) => {
                if let Some(Said::Watch { mv, refutation }) = self.said.take() {
                    self.said = Some(Said::Refuted { mv, refutation });
                }
            }
            // The pointer is said again over the board as it was; an
            // answer read and done with gives way.
            Some(Advanced::TookBack) => {
                self.said = match self.said.take() {
                    Some(Said::Look { text, .. }) => Some(Said::Look {
                        text,
                        taken_back: true,
                    }),
                    _ => Some(Said::TookBack),
                }
            }
            None => {}
        }
        self.cursor = select::home(self.position(), self.cursor);
        self.schedule(now.unwrap_or_else(Instant::now));
    }

    /// A beat from `now` if something is due. A wrong move (and its
    /// answer, when it has one) stays on show until a key: the player
    /// reads why at their own pace.
    fn schedule(&mut self, now: Instant) {
        self.due = match self.exercise.stage() {
            Stage::Refuting { .. } => Some(now + WRONG_BEAT),
            Stage::Reply(_) => Some(now + BEAT),
            Stage::Wrong { .. } | Stage::Play | Stage::Done => None,
        };
    }

    /// A wrong move on show (answered, if it has an answer), waiting for
    /// a key to take it back.
    fn answered(&self) -> bool {
        matches!(self.exercise.stage(), Stage::Wrong { .. })
    }

    /// Acts on a board action; returns whether the goal was just reached.
    pub fn act(&mut self, action: Action, flipped: bool) -> bool {
        // A key during the beat only cuts it short: it goes on at once with
        // what waits (the answer, the take-back) and does nothing else, so
        // that a key pressed to hurry does not also choose a point.
        if self.due.is_some() || self.answered() {
            self.tick(None);
            return false;
        }
        // What was said gives way to what the key brings.
        if !matches!(action, Action::Char(_) | Action::Erase) {
            self.said = None;
        }
        if let Some(text) = &mut self.typing {
            match action {
                Action::Char(c) if text.chars().count() < TYPED_MAX => text.push(c),
                Action::Erase => {
                    text.pop();
                }
                Action::Back => self.typing = None,
                Action::Submit => {
                    let text = self.typing.take().unwrap_or_default();
                    return match text.parse::<Move>() {
                        Ok(m) => self.play(m),
                        Err(e) => {
                            self.said = Some(Said::Note(Note::Own(e.into())));
                            false
                        }
                    };
                }
                _ => {}
            }
            return false;
        }
        match action {
            Action::Cursor(d) => {
                self.choice = None;
                let d = if flipped { d.opposite() } else { d };
                if let Some(p) = self.cursor.step(d) {
                    self.cursor = p;
                }
            }
            Action::Next | Action::Previous => self.cycle(action == Action::Next),
            Action::Amount(amount) => {
                // A count that no part of the line takes says so, as on
                // the board.
                if let Some(c) = &mut self.choice
                    && !c.change_amount(amount)
                    && let crate::tui::play::Amount::Exactly(stones) = amount
                {
                    let line = c.line();
                    let said = crate::tui::ka::Said::NoPartOf { line, stones };
                    self.said = Some(Said::Note(Note::Own(said)));
                }
            }
            Action::Select => return self.select(),
            Action::Click(p) => return self.click(p),
            Action::Back => {
                self.choice = None;
            }
            Action::StartTyping if self.open() => self.typing = Some(String::new()),
            Action::Hint => self.give_hint(),
            Action::Undo => {
                self.exercise.restart();
                self.choice = None;
                self.hint = None;
                self.typing = None;
                self.due = None;
                self.cursor = select::home(self.position(), self.cursor);
                self.said = Some(Said::Restarted);
            }
            _ => {}
        }
        false
    }

    /// Asks for a hint: the first for a move says where to look (the
    /// cursor goes to the stone that enters as the ka); the next gives
    /// the move, the cursor where choosing plays it.
    fn give_hint(&mut self) {
        let Some(hint) = self.exercise.hint() else {
            return;
        };
        self.choice = None;
        let pos = self.position();
        let taken = pos.captures(hint.mv).unwrap_or_default();
        let shown = HintShown {
            hint,
            enters: pos.phase() == Phase::KaEntry,
            stones: taken.count(),
            points: crate::tui::ka::words::points_of(pos, taken),
            cost: Cost::Nothing,
        };
        self.cursor = match (hint.grade, hint.mv) {
            (Grade::Move, mv) => self.hint_point(mv),
            (Grade::Pointer, Move::Ka { from, .. }) if pos.phase() == Phase::KaEntry => from,
            (Grade::Pointer, _) => self.cursor,
        };
        self.hint = Some(shown);
        self.said = Some(Said::Hint(shown));
    }

    fn cycle(&mut self, forward: bool) {
        if let Some(c) = &mut self.choice {
            c.next_line(if forward { 1 } else { -1 });
            return;
        }
        let points = select::walk(self.position(), self.cursor);
        if points.is_empty() {
            return;
        }
        let n = points.len();
        let i = match points.iter().position(|&p| p == self.cursor) {
            Some(i) if forward => (i + 1) % n,
            Some(i) => (i + n - 1) % n,
            None if forward => 0,
            None => n - 1,
        };
        self.cursor = points[i];
    }

    fn click(&mut self, p: Point) -> bool {
        if let Some(c) = &self.choice {
            if c.confirmed_by(p) {
                return self.select();
            }
            if let Some(i) = c.reaching(p) {
                if let Some(c) = self.choice.as_mut() {
                    c.index = i;
                }
                return false;
            }
            self.choice = None;
        }
        self.cursor = p;
        self.select()
    }

    fn select(&mut self) -> bool {
        if !self.open() {
            return false;
        }
        if let Some(c) = self.choice.take() {
            return self.play(c.current().0);
        }
        let pos = *self.position();
        match select::pick(&pos, self.cursor) {
            Pick::Play(m) => self.play(m),
            Pick::Choose(c) => {
                self.choice = Some(c);
                false
            }
            Pick::Refused(note) => {
                self.said = Some(Said::Note(note));
                false
            }
        }
    }

    /// Plays the player's move; returns whether the goal was reached.
    pub fn play(&mut self, mv: Move) -> bool {
        self.choice = None;
        let done = match self.exercise.play(mv) {
            Played::Illegal(e) => {
                self.said = Some(Said::Note(Note::Refused(crate::session::Refusal::Illegal(
                    e,
                ))));
                false
            }
            Played::NotNow => false,
            Played::Accepted => {
                self.said = None;
                self.hint = None;
                false
            }
            Played::Done => {
                self.said = Some(Said::Done);
                self.hint = None;
                true
            }
            Played::Wrong(Miss::Look(text)) => {
                self.said = Some(Said::Look {
                    text: text.now(),
                    taken_back: false,
                });
                false
            }
            Played::Wrong(Miss::Refuted(Some(refutation))) => {
                self.said = Some(Said::Watch { mv, refutation });
                false
            }
            Played::Wrong(Miss::Refuted(None)) => {
                self.said = Some(Said::Wrong(mv));
                false
            }
        };
        self.schedule(Instant::now());
        done
    }
}
