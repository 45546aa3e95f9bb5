//! A puzzle as an exercise: the solver's moves are checked against the
//! solution, the defender's replies are played from it, and a wrong move is
//! answered with the reply that refutes it.
//!
//! Only the solution's move is accepted. The shipped puzzles are made so
//! that every solving move is the only one that wins
//! (`crate::puzzles::verify` proves it), so a different move never wins
//! and accepting "another winning move" could never apply to them.

use super::{Miss, Task, Verdict};
use crate::games::ka::{Move, Position};
use crate::puzzles::{Puzzle, refutation};

/// A puzzle with its solution read.
#[derive(Clone, Debug)]
pub struct PuzzleTask {
    pub puzzle: &'static Puzzle,
    solution: Vec<Move>,
}

impl PuzzleTask {
    pub fn new(puzzle: &'static Puzzle) -> PuzzleTask {
        PuzzleTask {
            puzzle,
            solution: puzzle.solution(),
        }
    }
}

impl Task for PuzzleTask {
    fn start(&self) -> Position {
        self.puzzle.position()
    }

    fn judge(&self, _: &Position, mv: Move, after: &Position, made: usize) -> Verdict {
        let at = 2 * made;
        if self.solution.get(at) != Some(&mv) {
            // An answer the search cannot find in time is left unsaid.
            return Verdict::Missed(Miss::Refuted(refutation(after).ok().flatten()));
        }
        if at + 1 >= self.solution.len() {
            Verdict::Done
        } else {
            Verdict::Go
        }
    }

    fn reply(&self, _: &Position, made: usize) -> Option<Move> {
        self.solution.get(2 * made - 1).copied()
    }

    fn hint(&self, _: &Position, made: usize) -> Option<Move> {
        self.solution.get(2 * made).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::{Advanced, Exercise, Played};
    use crate::puzzles::shipped;

    #[test]
    fn every_shipped_puzzle_is_solved_by_its_solution_with_the_replies_from_it() {
        for p in shipped() {
            let mut ex = Exercise::new(PuzzleTask::new(p));
            let solution = p.solution();
            for (i, &mv) in solution.iter().enumerate().step_by(2) {
                let played = ex.play(mv);
                if i + 1 == solution.len() {
                    assert_eq!(played, Played::Done, "puzzle {}", p.id);
                } else {
                    assert_eq!(played, Played::Accepted, "puzzle {}", p.id);
                    assert_eq!(ex.advance(), Some(Advanced::Replied(solution[i + 1])));
                }
            }
        }
    }

    #[test]
    fn a_wrong_first_move_is_answered_by_a_reply_that_wins_for_the_defender() {
        let p = &shipped()[0];
        let mut ex = Exercise::new(PuzzleTask::new(p));
        let right = p.solution()[0];
        let wrong = ex
            .position()
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != right)
            .expect("a puzzle has a wrong move");
        let Played::Wrong(Miss::Refuted(reply)) = ex.play(wrong) else {
            panic!("not refuted");
        };
        let mut after = p.position();
        after.play(wrong);
        // Where the defender now wins, the reply shown is one of its
        // winning moves, as the exact search lists them.
        let wins = crate::puzzles::winning_moves(&after).unwrap();
        if !wins.is_empty() {
            let reply = reply.expect("a winning reply");
            assert!(wins.contains(&reply), "{reply} not in {wins:?}");
            assert_eq!(ex.last_move(), Some(reply));
        }
        assert_eq!(ex.advance(), Some(Advanced::TookBack));
        assert_eq!(*ex.position(), p.position());
    }
}
