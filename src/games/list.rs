//! Move lists on the stack, for every game: generating moves never
//! allocates.

/// A list of up to `N` moves on the stack. Creating one costs nothing
/// however large `N` is: its slots are not filled until a move is pushed.
#[derive(Clone)]
pub struct MoveList<M, const N: usize> {
    moves: arrayvec::ArrayVec<M, N>,
}

impl<M, const N: usize> MoveList<M, N> {
    pub fn new() -> MoveList<M, N> {
        MoveList {
            moves: arrayvec::ArrayVec::new(),
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds `N` moves.
    #[inline]
    #[track_caller]
    pub fn push(&mut self, m: M) {
        if self.moves.try_push(m).is_err() {
            panic!("the move list is full: it holds at most {N} moves");
        }
    }

    pub fn as_slice(&self) -> &[M] {
        &self.moves
    }
}

impl<M, const N: usize> Default for MoveList<M, N> {
    fn default() -> MoveList<M, N> {
        MoveList::new()
    }
}

impl<M, const N: usize> std::ops::Deref for MoveList<M, N> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: std::fmt::Debug, const N: usize> std::fmt::Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a, M, const N: usize> IntoIterator for &'a MoveList<M, N> {
    type Item = &'a M;
    type IntoIter = std::slice::Iter<'a, M>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// A position that calls back with each of its legal moves, at most `N`
/// of them: listing, counting and checking its moves follow from that.
pub trait LegalMoves<const N: usize> {
    type Move: Copy + PartialEq;

    /// Calls `f` with every legal move, in a fixed order.
    fn for_each_move(&self, f: impl FnMut(Self::Move));

    /// Every legal move.
    fn legal_moves(&self) -> MoveList<Self::Move, N> {
        let mut list = MoveList::new();
        self.for_each_move(|m| list.push(m));
        list
    }

    /// The number of legal moves.
    fn count_moves(&self) -> u64 {
        let mut n = 0;
        self.for_each_move(|_| n += 1);
        n
    }

    /// Whether `m` is among the legal moves.
    fn is_legal(&self, m: Self::Move) -> bool {
        let mut found = false;
        self.for_each_move(|x| found |= x == m);
        found
    }
}

/// The moves played in a game and the positions they led to, so that any
/// number of moves can be undone exactly.
#[derive(Clone, Debug)]
pub struct History<P, M> {
    moves: Vec<M>,
    /// `positions[i]` is the position after `moves[..i]`.
    positions: Vec<P>,
}

impl<P, M> History<P, M> {
    /// No moves yet, from `start`.
    pub fn new(start: P) -> History<P, M> {
        History {
            moves: Vec::new(),
            positions: vec![start],
        }
    }

    /// The position now.
    pub fn position(&self) -> &P {
        self.positions.last().expect("never empty")
    }

    /// The position after the first `ply` moves.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[M] {
        &self.moves
    }

    /// Records `m`, which led to `next`.
    pub fn push(&mut self, m: M, next: P) {
        self.moves.push(m);
        self.positions.push(next);
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<M> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_holds_what_was_pushed_in_order() {
        let mut list: MoveList<u8, 3> = MoveList::new();
        list.push(7);
        list.push(9);
        assert_eq!(list.as_slice(), [7, 9]);
        assert_eq!(list.iter().copied().max(), Some(9));
    }

    #[test]
    #[should_panic(expected = "the move list is full: it holds at most 2 moves")]
    fn a_full_list_refuses_one_more() {
        let mut list: MoveList<u8, 2> = MoveList::new();
        list.push(1);
        list.push(2);
        list.push(3);
    }

    #[test]
    fn undo_goes_back_one_position_and_stops_at_the_start() {
        let mut h: History<u32, char> = History::new(10);
        h.push('a', 11);
        h.push('b', 12);
        assert_eq!(
            (h.position(), h.position_at(1), h.moves()),
            (&12, Some(&11), &['a', 'b'][..])
        );
        assert_eq!(h.undo(), Some('b'));
        assert_eq!(h.undo(), Some('a'));
        assert_eq!(h.undo(), None);
        assert_eq!(h.position(), &10);
    }
}
