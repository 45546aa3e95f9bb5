//! Perft for long runs, for any game: the same count as the game's own
//! perft (each game's `perft` module says how its positions are
//! [`Counted`]), but it
//! can be stopped (Ctrl-C), cut at a deadline (`bench --seconds`) and
//! watched while it runs (progress), and `divide` hands over each first
//! move's count as soon as it is known.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A position whose move sequences can be counted.
pub trait Counted: Copy {
    /// A move, as `divide` names it.
    type Move: Copy;
    /// Below this depth a subtree is counted in one go: well under a
    /// millisecond, so that a stop is seen soon.
    const CHUNK_DEPTH: u32;
    /// Each legal move with the position after it.
    fn children(&self) -> Vec<(Self::Move, Self)>;
    /// The number of move sequences of exactly `depth` moves.
    fn perft(&self, depth: u32) -> u64;
}

/// How far a count has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Sequences counted so far.
    pub counted: u64,
    /// First moves whose subtrees are fully counted, of `first_moves`.
    pub first_moves_done: usize,
    pub first_moves: usize,
}

/// Why a count ended before its total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The stop flag was raised (Ctrl-C).
    Stopped,
    /// The deadline passed.
    Deadline,
}

/// What may end a count early, and who watches it.
pub struct Watch<'a> {
    pub stop: &'a AtomicBool,
    pub deadline: Option<Instant>,
    /// Called every few thousand sequences with the tally so far.
    pub progress: &'a mut dyn FnMut(&Tally),
}

struct Walk<'w, 'a> {
    watch: &'w mut Watch<'a>,
    tally: Tally,
    cut: Option<Cut>,
}

impl Walk<'_, '_> {
    /// The count below `pos`, or `None` once cut.
    fn count<P: Counted>(&mut self, pos: &P, depth: u32) -> Option<u64> {
        if depth <= P::CHUNK_DEPTH {
            let n = pos.perft(depth);
            self.tally.counted += n;
            self.check()?;
            return Some(n);
        }
        let mut sum = 0;
        for (_, next) in pos.children() {
            sum += self.count(&next, depth - 1)?;
        }
        Some(sum)
    }

    fn check(&mut self) -> Option<()> {
        if self.watch.stop.load(Ordering::Relaxed) {
            self.cut = Some(Cut::Stopped);
        } else if self.watch.deadline.is_some_and(|d| Instant::now() >= d) {
            self.cut = Some(Cut::Deadline);
        }
        if self.cut.is_some() {
            return None;
        }
        (self.watch.progress)(&self.tally);
        Some(())
    }
}

/// Perft split by first move: `each(move, count)` as each first move's
/// count is known, then the total; or why it was cut, and how far it got.
pub fn divide<P: Counted>(
    pos: &P,
    depth: u32,
    watch: &mut Watch<'_>,
    mut each: impl FnMut(P::Move, u64),
) -> Result<u64, (Cut, Tally)> {
    let moves = pos.children();
    let mut walk = Walk {
        watch,
        tally: Tally {
            first_moves: moves.len(),
            ..Tally::default()
        },
        cut: None,
    };
    if depth == 0 {
        return Ok(1);
    }
    let mut total = 0;
    for (m, next) in moves {
        match walk.count(&next, depth - 1) {
            Some(n) => {
                total += n;
                walk.tally.first_moves_done += 1;
                each(m, n);
            }
            None => return Err((walk.cut.unwrap_or(Cut::Stopped), walk.tally)),
        }
    }
    Ok(total)
}

/// Perft to `depth`, unless cut first.
pub fn count<P: Counted>(pos: &P, depth: u32, watch: &mut Watch<'_>) -> Result<u64, (Cut, Tally)> {
    divide(pos, depth, watch, |_, _| {})
}
