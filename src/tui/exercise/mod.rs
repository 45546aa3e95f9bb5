//! The screens of `pasang learn`: the list of lessons, and a lesson worked
//! step by step on the board ([`work::Work`], the exercise screen the
//! puzzles share). Progress is kept in the data directory after each
//! lesson finished.
//!
//! - [`puzzles`]: the puzzles' list and a puzzle being solved;
//! - [`work`]: an exercise on the screen, with cursor, choices and the beat;
//! - [`view`]: drawing, from `&LearnApp`.

pub mod keys;
pub mod puzzles;
pub mod view;
pub mod words;
pub mod work;

use crate::exercise::progress::{Progress, ProgressError};
use crate::lessons::{Lesson, Step, shipped};
use crate::tui::ka::Told;
use crate::tui::keys::{Binding, Key};
use crate::tui::layout::ScreenLayout;
use crate::tui::play::Action;
use crate::tui::theme::Theme;
use ratatui::crossterm::event::{Event, KeyEventKind, MouseButton, MouseEventKind};
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::time::Instant;
use work::Work;

/// The app of `pasang learn`.
#[derive(Debug)]
pub struct LearnApp {
    theme: Theme,
    running: bool,
    view: View,
    /// The progress file; `None`: progress is not kept.
    progress_path: Option<PathBuf>,
    progress: Progress,
    /// Why the progress could not be read or kept: shown on the list, and
    /// nothing is written over the file.
    trouble: Option<ProgressError>,
    /// The settings file the language key keeps its choice in.
    settings: Option<crate::settings::Place>,
    /// What the list says (the language switched).
    told: Option<Told>,
    /// The puzzles' theme the list shows (all when `None`).
    puzzle_theme: Option<crate::puzzles::Theme>,
}

/// What the screen shows.
#[derive(Debug)]
pub enum View {
    /// The lessons, one chosen.
    Lessons { selected: usize },
    /// A lesson being worked.
    Lesson(Box<LessonRun>),
    /// The puzzles, easiest first; `selected` is a place in that order.
    Puzzles { selected: usize },
    /// A puzzle being solved.
    Puzzle(Box<puzzles::PuzzleRun>),
}

/// A lesson under way.
#[derive(Debug)]
pub struct LessonRun {
    /// Its place in [`shipped`].
    pub lesson: usize,
    /// The step being worked (from 0).
    pub step: usize,
    pub work: Work<Step>,
    /// Mistakes and hints in the steps before this one.
    pub lost: u32,
    /// The stars earned, once the last step is done.
    pub finished: Option<u8>,
}

impl LessonRun {
    fn new(lesson: usize) -> LessonRun {
        LessonRun {
            lesson,
            step: 0,
            work: Work::new(shipped()[lesson].steps[0].clone()),
            lost: 0,
            finished: None,
        }
    }

    pub fn lesson(&self) -> &'static Lesson {
        &shipped()[self.lesson]
    }

    /// Mistakes and hints so far, this step's too.
    pub fn tries(&self) -> u32 {
        self.lost + self.work.exercise.mistakes() + self.work.exercise.hints()
    }
}

/// Stars for a lesson worked with `lost` mistakes and hints.
pub fn stars_for(lost: u32) -> u8 {
    3 - lost.min(2) as u8
}

impl LearnApp {
    /// The app on the list of lessons, keeping progress in `progress_path`.
    pub fn new(theme: Theme, progress_path: Option<PathBuf>) -> LearnApp {
        let (progress, trouble) = match progress_path.as_deref().map(Progress::load) {
            Some(Ok(p)) => (p, None),
            Some(Err(e)) => (Progress::default(), Some(e)),
            None => (Progress::default(), None),
        };
        LearnApp {
            theme,
            running: true,
            view: View::Lessons { selected: 0 },
            progress_path,
            progress,
            trouble,
            settings: None,
            told: None,
            puzzle_theme: None,
        }
    }

    /// The puzzles' theme the list shows (all when `None`).
    pub fn puzzle_theme(&self) -> Option<crate::puzzles::Theme> {
        self.puzzle_theme
    }

    /// The app on the list of puzzles, the next unsolved one near the
    /// player's rating chosen.
    pub fn puzzles(theme: Theme, progress_path: Option<PathBuf>) -> LearnApp {
        let mut app = LearnApp::new(theme, progress_path);
        let next = puzzles::next_for(&app.progress);
        let selected = puzzles::listed().iter().position(|&i| i == next);
        app.view = View::Puzzles {
            selected: selected.unwrap_or(0),
        };
        app
    }

    /// The app with the puzzle at `index` (in [`crate::puzzles::shipped`])
    /// started.
    pub fn starting_puzzle(mut self, index: usize) -> LearnApp {
        if index < crate::puzzles::shipped().len() {
            self.view = View::Puzzle(Box::new(puzzles::PuzzleRun::new(index)));
        }
        self
    }

    /// The app keeping the language chosen with `L` in the settings file.
    pub fn with_settings(self, path: Option<PathBuf>) -> LearnApp {
        self.with_settings_at(path.map(crate::settings::Place::File))
    }

    /// The app keeping the language chosen with `L` at `place`.
    pub fn with_settings_at(mut self, place: Option<crate::settings::Place>) -> LearnApp {
        self.settings = place;
        self
    }

    /// The app with the lesson at `index` (in [`shipped`]) started.
    pub fn starting(mut self, index: usize) -> LearnApp {
        if index < shipped().len() {
            self.view = View::Lesson(Box::new(LessonRun::new(index)));
        }
        self
    }

    pub fn theme(&self) -> Theme {
        self.theme
    }

    pub fn view(&self) -> &View {
        &self.view
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    pub fn trouble(&self) -> Option<&ProgressError> {
        self.trouble.as_ref()
    }

    pub fn told(&self) -> Option<&Told> {
        self.told.as_ref()
    }

    pub fn is_running(&self) -> bool {
        self.running
    }

    /// The key table in force.
    pub fn table(&self) -> &'static [Binding] {
        let (typing, done) = match &self.view {
            View::Lessons { .. } => return keys::LIST,
            View::Puzzles { .. } => return keys::PUZZLE_LIST,
            View::Lesson(run) => (run.work.typing.is_some(), run.work.done()),
            View::Puzzle(run) => (run.work.typing.is_some(), run.work.done()),
        };
        match (typing, done) {
            (true, _) => crate::tui::keys::TYPING,
            (_, true) => keys::DONE,
            _ => keys::BOARD,
        }
    }

    /// Plays what the beat holds back once it is over.
    pub fn tick_at(&mut self, now: Instant) {
        match &mut self.view {
            View::Lesson(run) => run.work.tick(Some(now)),
            View::Puzzle(run) => run.work.tick(Some(now)),
            _ => {}
        }
    }

    /// The action an event asks for; `area` is the whole screen.
    pub fn action(&self, event: &Event, area: Rect) -> Option<Action> {
        match event {
            Event::Key(key) if key.kind == KeyEventKind::Press => {
                let k = Key::of(*key);
                let found = crate::tui::keys::find(self.table(), k);
                if ScreenLayout::new(area).is_err() {
                    return found.filter(|a| matches!(a, Action::Quit | Action::Back));
                }
                let typing = std::ptr::eq(self.table(), crate::tui::keys::TYPING);
                match k.code {
                    ratatui::crossterm::event::KeyCode::Char(ch) if typing && !k.ctrl => {
                        found.or(Some(Action::Char(ch)))
                    }
                    _ => found,
                }
            }
            Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
                if !matches!(&self.view, View::Lesson(_) | View::Puzzle(_)) {
                    return None;
                }
                let layout = ScreenLayout::new(area).ok()?;
                layout.board.point_at(m.column, m.row).map(Action::Click)
            }
            _ => None,
        }
    }

    /// Acts on an action.
    pub fn apply(&mut self, action: Action) {
        if action == Action::Language {
            self.told = Some(crate::tui::settings::switch_language(
                self.settings.as_ref(),
            ));
            return;
        }
        self.told = None;
        let count = shipped().len();
        match &mut self.view {
            View::Lessons { selected } => match action {
                Action::Cursor(crate::games::ka::Direction::North) => {
                    *selected = (*selected + count - 1) % count;
                }
                Action::Cursor(crate::games::ka::Direction::South) => {
                    *selected = (*selected + 1) % count;
                }
                Action::Select => {
                    self.view = View::Lesson(Box::new(LessonRun::new(*selected)));
                }
                Action::Quit => self.running = false,
                _ => {}
            },
            View::Lesson(run) => {
                if run.work.done() {
                    return self.after_step(action);
                }
                let typing = run.work.typing.is_some();
                if action == Action::Back && run.work.choice.is_none() && !typing {
                    self.view = View::Lessons {
                        selected: run.lesson,
                    };
                    return;
                }
                let tries = run.tries();
                let done = run.work.act(action, false);
                // A hint that took a star says so.
                if action == Action::Hint && stars_for(run.tries()) < stars_for(tries) {
                    run.work.charge(work::Cost::Star);
                }
                if done {
                    self.step_done();
                }
            }
            View::Puzzles { selected } => {
                let order = puzzles::listed_in(self.puzzle_theme);
                let n = order.len().max(1);
                match action {
                    // Tab: the next theme, the puzzle chosen kept if it is
                    // one of them.
                    Action::Next => {
                        let chosen = order.get(*selected).copied();
                        self.puzzle_theme = puzzles::next_theme(self.puzzle_theme);
                        let shown = puzzles::listed_in(self.puzzle_theme);
                        *selected = chosen
                            .and_then(|c| shown.iter().position(|&i| i == c))
                            .unwrap_or(0);
                    }
                    Action::Cursor(crate::games::ka::Direction::North) => {
                        *selected = (*selected + n - 1) % n;
                    }
                    Action::Cursor(crate::games::ka::Direction::South) => {
                        *selected = (*selected + 1) % n;
                    }
                    Action::Select => {
                        if let Some(&i) = order.get(*selected) {
                            self.view = View::Puzzle(Box::new(puzzles::PuzzleRun::new(i)));
                        }
                    }
                    Action::Quit => self.running = false,
                    _ => {}
                }
            }
            View::Puzzle(_) => self.on_puzzle(action),
        }
    }

    /// The list a puzzle goes back to, with it chosen (all themes shown
    /// if it is not of the theme shown).
    fn puzzle_list(&mut self, index: usize) -> View {
        let at = |theme| puzzles::listed_in(theme).iter().position(|&i| i == index);
        let selected = at(self.puzzle_theme).or_else(|| {
            self.puzzle_theme = None;
            at(None)
        });
        View::Puzzles {
            selected: selected.unwrap_or(0),
        }
    }

    fn on_puzzle(&mut self, action: Action) {
        let View::Puzzle(run) = &mut self.view else {
            return;
        };
        if run.work.done() {
            match action {
                Action::Select => {
                    let next = puzzles::next_for_in(&self.progress, self.puzzle_theme);
                    self.view = View::Puzzle(Box::new(puzzles::PuzzleRun::new(next)));
                }
                Action::Undo => {
                    run.work.act(Action::Undo, false);
                    run.work.said = Some(work::Said::PuzzleRestarted);
                }
                Action::Back | Action::Quit => {
                    let index = run.index;
                    self.view = self.puzzle_list(index);
                }
                _ => {}
            }
            return;
        }
        if action == Action::Back && run.work.choice.is_none() && run.work.typing.is_none() {
            let index = run.index;
            self.view = self.puzzle_list(index);
            return;
        }
        let solved = run.work.act(action, false);
        if action == Action::Undo {
            run.work.said = Some(work::Said::PuzzleRestarted);
        }
        let puzzle = run.puzzle();
        let (id, rating) = (puzzle.id, puzzle.rating);
        // The first mistake or hint loses this go against the puzzle.
        if run.went_wrong() && !run.missed {
            run.missed = true;
            let first = self.progress.first_go(id);
            let from = self.progress.puzzles.rating;
            self.keep(|p| p.puzzle_tried(id, rating, false));
            let to = self.progress.puzzles.rating;
            if let View::Puzzle(run) = &mut self.view
                && first
            {
                run.fell = Some((from, to));
                if action == Action::Hint {
                    run.work.charge(work::Cost::Rating { from, to });
                }
            }
        }
        if solved {
            self.keep(|p| p.puzzle_tried(id, rating, true));
            // Praise is for a clean solve.
            if let View::Puzzle(run) = &mut self.view
                && run.missed
            {
                run.work.said = Some(work::Said::SolvedLater);
            }
        }
    }

    /// The step's goal is reached: the lesson is finished after its last.
    fn step_done(&mut self) {
        let View::Lesson(run) = &mut self.view else {
            return;
        };
        if run.step + 1 < run.lesson().steps.len() {
            return;
        }
        let stars = stars_for(run.tries());
        run.finished = Some(stars);
        let id = run.lesson().id.clone();
        self.keep(|p| p.finish_lesson(&id, stars));
    }

    /// Keys once a step is done: Enter goes on, `r` works it again, Esc
    /// goes back to the list.
    fn after_step(&mut self, action: Action) {
        let View::Lesson(run) = &mut self.view else {
            return;
        };
        match action {
            Action::Select => {
                let steps = &run.lesson().steps;
                if run.step + 1 < steps.len() {
                    run.lost += run.work.exercise.mistakes() + run.work.exercise.hints();
                    run.step += 1;
                    run.work = Work::new(steps[run.step].clone());
                } else if run.lesson + 1 < shipped().len() {
                    **run = LessonRun::new(run.lesson + 1);
                } else {
                    self.view = View::Lessons {
                        selected: run.lesson,
                    };
                }
            }
            Action::Undo => {
                run.work.act(Action::Undo, false);
                run.finished = None;
            }
            Action::Back | Action::Quit => {
                self.view = View::Lessons {
                    selected: run.lesson,
                };
            }
            _ => {}
        }
    }

    /// Changes the kept progress. A file that could not be read is never
    /// written over: the change is kept for this run only, and the trouble
    /// stays on show.
    fn keep(&mut self, change: impl Fn(&mut Progress)) {
        change(&mut self.progress);
        let Some(path) = &self.progress_path else {
            return;
        };
        if self.trouble.is_some() {
            return;
        }
        match Progress::update(path, &change) {
            Ok(kept) => self.progress = kept,
            Err(e) => self.trouble = Some(e),
        }
    }
}

impl crate::tui::TerminalApp for LearnApp {
    fn tick(&mut self) {
        self.tick_at(Instant::now());
    }
    fn draw(&self, frame: &mut ratatui::Frame) {
        frame.render_widget(self, frame.area());
    }
    fn handle(&mut self, event: &Event, area: Rect) {
        if let Some(action) = self.action(event, area) {
            self.apply(action);
        }
    }
    fn is_running(&self) -> bool {
        self.running
    }
    fn in_progress(&self) -> bool {
        false
    }
    fn save_now(&mut self) {}
}
