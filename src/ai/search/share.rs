//! How the threads of one search share out the work: a thread that
//! reaches a move another thread is searching puts it off until its other
//! moves are done (simplified ABDADA).

use std::sync::atomic::{AtomicU64, Ordering};

/// The positions threads are searching at this moment, so that another
/// thread reaching the same node searches its other moves first and comes
/// back to these when their results are in the table (simplified ABDADA,
/// after Tom Kerrigan). Empty with one thread, which then never defers.
pub(crate) struct Busy {
    slots: Vec<AtomicU64>,
}

impl Busy {
    /// A table of 2^`bits` positions, or none at all for one thread.
    pub fn new(threads: usize, bits: u32) -> Busy {
        let len = if threads > 1 { 1 << bits } else { 0 };
        Busy {
            slots: (0..len).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> Option<&AtomicU64> {
        let mask = self.slots.len().checked_sub(1)?;
        self.slots.get(key as usize & mask)
    }

    /// Whether another thread is searching the position `key` now.
    fn taken(&self, key: u64) -> bool {
        self.slot(key)
            .is_some_and(|s| s.load(Ordering::Relaxed) == key)
    }

    /// Marks `key` as being searched.
    fn enter(&self, key: u64) {
        if let Some(s) = self.slot(key) {
            s.store(key, Ordering::Relaxed);
        }
    }

    /// Unmarks `key`, unless another position took its slot meanwhile.
    pub(super) fn leave(&self, key: u64) {
        if let Some(s) = self.slot(key) {
            let _ = s.compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
        }
    }
}

/// How many of a node's moves, the first in its order, may be deferred:
/// later moves (only positions with partial captures have them) are
/// searched in turn, as they come.
const DEFERRABLE: usize = 128;

/// The order a thread takes a node's moves in: each in turn, except those
/// it defers (because another thread is searching them), which come last.
pub(crate) struct Turns {
    next: usize,
    len: usize,
    /// Deferred moves, by index (below [`DEFERRABLE`]).
    later: u128,
}

impl Turns {
    pub(crate) fn new(len: usize) -> Turns {
        Turns {
            next: 0,
            len,
            later: 0,
        }
    }

    /// The next move's index, and whether it may still be deferred (only
    /// on the first pass).
    pub(crate) fn next(&mut self) -> Option<(usize, bool)> {
        if self.next < self.len {
            self.next += 1;
            return Some((self.next - 1, true));
        }
        if self.later == 0 {
            return None;
        }
        let i = self.later.trailing_zeros() as usize;
        self.later &= self.later - 1;
        Some((i, false))
    }

    fn defer(&mut self, i: usize) {
        debug_assert!(i < DEFERRABLE);
        self.later |= 1 << i;
    }

    /// Takes move `i`, leading to the position `key`, and marks it busy;
    /// or, on the first pass, defers it (and says so with `false`) if
    /// another thread is searching it. The first move is never deferred:
    /// it sets the bound the others are searched against.
    pub(crate) fn claim(&mut self, i: usize, may_defer: bool, key: u64, busy: &Busy) -> bool {
        if may_defer && i > 0 && i < DEFERRABLE && busy.taken(key) {
            self.defer(i);
            return false;
        }
        busy.enter(key);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::MAX_MOVES;

    fn order(len: usize, defer: &[usize]) -> Vec<(usize, bool)> {
        let mut turns = Turns::new(len);
        let mut seen = Vec::new();
        while let Some((i, first_pass)) = turns.next() {
            seen.push((i, first_pass));
            if first_pass && defer.contains(&i) {
                turns.defer(i);
            }
        }
        seen
    }

    #[test]
    fn deferred_moves_come_once_more_after_the_rest_in_their_order() {
        assert_eq!(
            order(5, &[3, 1]),
            [
                (0, true),
                (1, true),
                (2, true),
                (3, true),
                (4, true),
                (1, false),
                (3, false)
            ]
        );
        let all: Vec<usize> = (0..DEFERRABLE).collect();
        let seen = order(DEFERRABLE, &all);
        assert_eq!(seen.len(), 2 * DEFERRABLE);
        assert!(seen[DEFERRABLE..].iter().map(|t| t.0).eq(0..DEFERRABLE));
        assert!(seen[DEFERRABLE..].iter().all(|t| !t.1));
        assert_eq!(order(0, &[]), []);
    }

    #[test]
    fn moves_past_the_deferrable_ones_are_taken_in_turn_and_never_deferred() {
        let busy = Busy::new(2, 4);
        let key = 0x55;
        busy.enter(key);
        let mut turns = Turns::new(MAX_MOVES);
        let mut deferred = Vec::new();
        while let Some((i, may_defer)) = turns.next() {
            if !turns.claim(i, may_defer, key, &busy) {
                deferred.push(i);
            }
        }
        assert_eq!(deferred, (1..DEFERRABLE).collect::<Vec<_>>());
    }

    #[test]
    fn a_position_is_busy_from_enter_to_leave_and_only_with_several_threads() {
        let busy = Busy::new(2, 4);
        let (a, b) = (0x1234_5678_9abc_def3, 0x0fed_cba9_8765_4323);
        assert_eq!(a & 15, b & 15, "the two keys share a slot");
        assert!(!busy.taken(a));
        busy.enter(a);
        assert!(busy.taken(a));
        assert!(!busy.taken(b));
        // Another position took the slot: leaving `a` must not free it.
        busy.enter(b);
        busy.leave(a);
        assert!(busy.taken(b));
        busy.leave(b);
        assert!(!busy.taken(b));

        let alone = Busy::new(1, 4);
        alone.enter(a);
        assert!(!alone.taken(a), "one thread never defers");
    }
}
