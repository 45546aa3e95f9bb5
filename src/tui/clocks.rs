//! The clocks the screens offer to choose from (the new-game forms, the
//! lobby): none, the usual ones, and one given on the command line.

use crate::session::ClockSpec;
use std::time::Duration;

/// The clocks offered besides none, as minutes and seconds a move.
pub const CLOCKS: [(u64, u64); 6] = [(1, 0), (3, 2), (5, 3), (10, 5), (15, 10), (30, 0)];

/// The clocks a form offers: none, [`CLOCKS`], and `current` if it is
/// another; with the place of `current` among them.
pub fn clock_choices(current: Option<ClockSpec>) -> (Vec<Option<ClockSpec>>, usize) {
    let mut all: Vec<Option<ClockSpec>> = std::iter::once(None)
        .chain(CLOCKS.iter().map(|&(m, s)| {
            Some(ClockSpec {
                base: Duration::from_secs(m * 60),
                increment: Duration::from_secs(s),
            })
        }))
        .collect();
    if !all.contains(&current) {
        all.push(current);
    }
    let at = all.iter().position(|&c| c == current).unwrap_or(0);
    (all, at)
}
