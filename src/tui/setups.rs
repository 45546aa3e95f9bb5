//! What every game's new-game form offers besides its own rules: the times
//! `ai:hard` may think a move, the clock, and the setup — a built-in
//! pattern, the game's own, or a file whose path is typed — with why a
//! setup file does not do ([`Choices`]). The forms keep them;
//! [`crate::tui::messages::form`] words them.

use crate::board::setup::Readable;
use crate::files::{FileError, load_setup};
use crate::games::choice::Choice;
use crate::session::ClockSpec;
use crate::tui::clocks::clock_choices;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The times per move offered, in milliseconds.
pub const MOVETIMES_MS: [u64; 7] = [100, 250, 500, 1000, 2000, 5000, 10_000];

/// The longest path that can be typed.
pub const PATH_MAX: usize = 256;

/// The times per move offered, and the one chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movetimes {
    /// [`MOVETIMES_MS`], and the one the form started from if it is
    /// another, in order.
    offered: Vec<Duration>,
    chosen: usize,
}

impl Movetimes {
    /// The times offered, `movetime` chosen.
    pub fn new(movetime: Duration) -> Movetimes {
        let mut offered: Vec<Duration> = MOVETIMES_MS
            .iter()
            .map(|&ms| Duration::from_millis(ms))
            .collect();
        if !offered.contains(&movetime) {
            offered.push(movetime);
            offered.sort();
        }
        let chosen = offered.iter().position(|&t| t == movetime).unwrap_or(0);
        Movetimes { offered, chosen }
    }

    /// The time chosen.
    pub fn get(&self) -> Duration {
        self.offered[self.chosen]
    }

    /// The times offered, in order.
    pub fn offered(&self) -> &[Duration] {
        &self.offered
    }

    /// The time `step` places on, round the end.
    pub fn step(&mut self, step: isize) {
        self.chosen = turn(self.chosen, self.offered.len(), step);
    }
}

/// A setup a form offers, of a game whose patterns are `P` and setups `S`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupChoice<P, S> {
    Pattern(P),
    /// The game's own setup, when it is not a built-in one.
    Current(S),
    /// The file whose path is typed on the form.
    File,
}

/// Why the game cannot start as chosen.
#[derive(Clone, Debug)]
pub enum FormError {
    /// A file is chosen as the setup, but no path is typed.
    NoPath,
    /// The setup file does not load.
    Setup(Arc<FileError>),
}

// By hand: a file error is not comparable; the same failed load is the same
// error.
impl PartialEq for FormError {
    fn eq(&self, other: &FormError) -> bool {
        match (self, other) {
            (FormError::NoPath, FormError::NoPath) => true,
            (FormError::Setup(a), FormError::Setup(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for FormError {}

/// The setups offered (every pattern, the game's own if it is none of
/// them, and a file), the one chosen, and the path typed for a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setups<P, S> {
    offered: Vec<SetupChoice<P, S>>,
    chosen: usize,
    path: String,
}

impl<P: Choice + PartialEq, S: Clone + PartialEq + Readable> Setups<P, S> {
    /// The setups offered for a new game like one on `current`, which is
    /// chosen; `pattern` sets out a built-in pattern.
    pub fn new(current: &S, pattern: impl Fn(P) -> S) -> Setups<P, S> {
        let mut offered: Vec<SetupChoice<P, S>> =
            P::ALL.iter().map(|&p| SetupChoice::Pattern(p)).collect();
        let chosen = match P::ALL.iter().position(|&p| pattern(p) == *current) {
            Some(i) => i,
            None => {
                offered.push(SetupChoice::Current(current.clone()));
                offered.len() - 1
            }
        };
        offered.push(SetupChoice::File);
        Setups {
            offered,
            chosen,
            path: String::new(),
        }
    }

    /// The setup chosen.
    pub fn chosen(&self) -> &SetupChoice<P, S> {
        &self.offered[self.chosen]
    }

    /// The setups offered, in order.
    pub fn offered(&self) -> &[SetupChoice<P, S>] {
        &self.offered
    }

    /// The setup `step` places on, round the end.
    pub fn step(&mut self, step: isize) {
        self.chosen = turn(self.chosen, self.offered.len(), step);
    }

    /// Whether a file is chosen, so that its path is typed.
    pub fn from_file(&self) -> bool {
        *self.chosen() == SetupChoice::File
    }

    /// The path typed.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Types a character of the path; false if it is not taken.
    pub fn type_char(&mut self, c: char) -> bool {
        if c.is_control() || self.path.chars().count() >= PATH_MAX {
            return false;
        }
        self.path.push(c);
        true
    }

    /// Erases the last character of the path.
    pub fn erase(&mut self) {
        self.path.pop();
    }

    /// The setup chosen, the file read now; or why not. `pattern` sets
    /// out a built-in pattern.
    pub fn setup(&self, pattern: impl Fn(P) -> S) -> Result<S, FormError> {
        match self.chosen() {
            SetupChoice::Pattern(p) => Ok(pattern(*p)),
            SetupChoice::Current(s) => Ok(s.clone()),
            SetupChoice::File => {
                // A pasted path may bring a line end along.
                let path = self.path.trim();
                if path.is_empty() {
                    return Err(FormError::NoPath);
                }
                // Not the command line's reader: `-` must not read the
                // terminal the game is drawn on.
                load_setup(Path::new(path)).map_err(|e| FormError::Setup(Arc::new(e)))
            }
        }
    }
}

/// What every game's new-game form offers besides its own rules and
/// seats: the time `ai:hard` thinks, the clock, and the setup; with why the
/// last start failed, until something changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices<P, S> {
    movetimes: Movetimes,
    /// The clocks offered, and the one chosen.
    clocks: Vec<Option<ClockSpec>>,
    clock: usize,
    setups: Setups<P, S>,
    error: Option<FormError>,
}

impl<P: Choice + PartialEq, S: Clone + PartialEq + Readable> Choices<P, S> {
    /// The choices for a new game like one on `setup`, with `movetime`
    /// and no clock chosen; `pattern` sets out a built-in pattern.
    pub fn new(setup: &S, pattern: impl Fn(P) -> S, movetime: Duration) -> Choices<P, S> {
        let (clocks, clock) = clock_choices(None);
        Choices {
            movetimes: Movetimes::new(movetime),
            clocks,
            clock,
            setups: Setups::new(setup, pattern),
            error: None,
        }
    }

    /// Chooses `clock`, offered among the others.
    pub fn with_clock(&mut self, clock: Option<ClockSpec>) {
        (self.clocks, self.clock) = clock_choices(clock);
    }

    /// The clock chosen, if any.
    pub fn clock(&self) -> Option<ClockSpec> {
        self.clocks[self.clock]
    }

    /// How long `ai:hard` thinks a move.
    pub fn movetime(&self) -> Duration {
        self.movetimes.get()
    }

    /// The times per move offered, in order.
    pub fn movetimes(&self) -> &[Duration] {
        self.movetimes.offered()
    }

    /// The setup chosen.
    pub fn setup(&self) -> &SetupChoice<P, S> {
        self.setups.chosen()
    }

    /// The setups offered, in order.
    pub fn setups(&self) -> &[SetupChoice<P, S>] {
        self.setups.offered()
    }

    /// Whether a file is chosen, so that its path is typed.
    pub fn from_file(&self) -> bool {
        self.setups.from_file()
    }

    /// The path typed.
    pub fn path(&self) -> &str {
        self.setups.path()
    }

    /// Why the last start failed, until something changes.
    pub fn error(&self) -> Option<&FormError> {
        self.error.as_ref()
    }

    /// Something changed: the last start's failure no longer stands.
    pub fn changed(&mut self) {
        self.error = None;
    }

    /// The time `step` places on, round the end.
    pub fn step_movetime(&mut self, step: isize) {
        self.movetimes.step(step);
    }

    /// The clock `step` places on, round the end.
    pub fn step_clock(&mut self, step: isize) {
        self.clock = turn(self.clock, self.clocks.len(), step);
    }

    /// The setup `step` places on, round the end.
    pub fn step_setup(&mut self, step: isize) {
        self.setups.step(step);
    }

    /// Types a character of the path, if it is taken.
    pub fn type_char(&mut self, c: char) {
        if self.setups.type_char(c) {
            self.error = None;
        }
    }

    /// Erases the last character of the path.
    pub fn erase(&mut self) {
        self.setups.erase();
        self.error = None;
    }

    /// The setup chosen, the file read now; or why not.
    pub fn read_setup(&self, pattern: impl Fn(P) -> S) -> Result<S, FormError> {
        self.setups.setup(pattern)
    }

    /// Keeps `error` on show.
    pub fn refused(&mut self, error: FormError) {
        self.error = Some(error);
    }
}

/// `i` moved by `step` in `0..n`, round the end.
pub fn turn(i: usize, n: usize, step: isize) -> usize {
    (i as isize + step).rem_euclid(n.max(1) as isize) as usize
}

/// The value `step` places on from `now` among `all`, round the end
/// (from the first where `now` is not among them).
pub fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: isize) -> T {
    let i = all.iter().position(|&x| x == now).unwrap_or(0);
    all[turn(i, all.len(), step)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Pattern, Setup};

    #[test]
    fn an_unusual_movetime_is_offered_in_its_place() {
        let mut times = Movetimes::new(Duration::from_millis(1234));
        assert_eq!(times.offered().len(), MOVETIMES_MS.len() + 1);
        times.step(1);
        assert_eq!(times.get(), Duration::from_secs(2));
        times.step(-2);
        assert_eq!(times.get(), Duration::from_secs(1));
        times.step(1);
        assert_eq!(times.get(), Duration::from_millis(1234));
    }

    #[test]
    fn every_pattern_is_offered_then_the_games_own_then_a_file() {
        let mut setups = Setups::new(&Setup::pattern(Pattern::Quarters), Setup::pattern);
        assert_eq!(*setups.chosen(), SetupChoice::Pattern(Pattern::Quarters));
        assert_eq!(setups.offered().len(), Pattern::ALL.len() + 1);
        setups.step(1);
        assert_eq!(
            setups.setup(Setup::pattern),
            Ok(Setup::pattern(Pattern::Rings))
        );
        setups.step(1);
        assert!(setups.from_file());
        assert_eq!(setups.setup(Setup::pattern), Err(FormError::NoPath));
        let mut file = Setup::pattern(Pattern::Checker).to_file();
        file.name = "mine".into();
        let own = Setup::new(file).unwrap();
        let setups = Setups::new(&own, Setup::pattern);
        assert_eq!(*setups.chosen(), SetupChoice::Current(own.clone()));
        assert_eq!(setups.offered().len(), Pattern::ALL.len() + 2);
    }
}
