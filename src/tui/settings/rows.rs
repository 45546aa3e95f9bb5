//! A game's own rows on the settings screen: what a game of it started
//! with no options takes. Each game's screen says what its rows are
//! ([`GameRows`]); a game with none implements it with its defaults.

use crate::settings::Settings;
use crate::tui::setups::cycle;

/// The rows a game brings to the settings screen.
pub trait GameRows {
    /// How many rows it has.
    const ROWS: usize = 0;
    /// What row `row` is called.
    fn label(_row: usize) -> String {
        String::new()
    }
    /// Row `row`'s value in `settings`; `None` where none is chosen.
    fn value(_settings: &Settings, _row: usize) -> Option<String> {
        None
    }
    /// Changes row `row`'s value, `step` choices on, round.
    fn change(_settings: &mut Settings, _row: usize, _step: isize) {}
}

/// The next of "not chosen" and the names of `all`, round.
pub fn cycle_name<T: crate::games::choice::Choice>(
    all: &[T],
    now: Option<String>,
    step: isize,
) -> Option<String> {
    let names: Vec<&str> = all.iter().map(|c| c.name()).collect();
    cycle_str(&names, now, step)
}

/// The next of "not chosen" and `names`, round (a name not among them
/// counts as not chosen).
pub fn cycle_str(names: &[&str], now: Option<String>, step: isize) -> Option<String> {
    let mut all: Vec<Option<&str>> = vec![None];
    all.extend(names.iter().map(|&n| Some(n)));
    let now = now.as_deref().filter(|n| names.contains(n));
    cycle(&all, now, step).map(str::to_string)
}
