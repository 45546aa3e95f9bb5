//! A puzzle as an exercise: the solver's moves are checked against the
//! solution, the defender's replies are played from it, and a wrong move is
//! answered with the reply that refutes it.
//!
//! Only the solution's move is accepted. The shipped puzzles are made so
//! that every solving move is the only one that wins
//! (`crate::puzzles::verify` proves it), so a different move never wins
//! and accepting "another winning move" could never apply to them.

use super::{Miss, Refutation, Task, Verdict, Why};
use crate::games::ka::{Move, Outcome, Position};
use crate::puzzles::{Puzzle, solve};

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
            return Verdict::Missed(Miss::Refuted(refute(after)));
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

/// The other side's best answer in `after` (the position after a wrong
/// move) and what it shows, as the exhaustive search proves it; `None`
/// when the search gives up or the game is over.
fn refute(after: &Position) -> Option<Refutation> {
    let (reply, value) = solve::refutation(after).ok()??;
    let mut next = *after;
    next.play(reply);
    let them = after.to_move();
    let why = match (next.outcome(), value) {
        (Some(Outcome::Suntuk { winner, .. }), _) if winner == them => Why::ShutIn,
        (_, solve::Value::Win(_)) => Why::TheyWin,
        (_, solve::Value::Draw) => Why::Draw,
        // The wrong move still wins: not a refutation to show.
        (_, solve::Value::Loss(_)) => return None,
    };
    Some(Refutation {
        reply,
        takes: next.points(them) - after.points(them),
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercise::{Advanced, Exercise, Played};
    use crate::games::LegalMoves;
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
    fn a_wrong_first_move_is_shown_then_answered_by_a_reply_that_wins_for_the_defender() {
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
        let Played::Wrong(Miss::Refuted(refutation)) = ex.play(wrong) else {
            panic!("not refuted");
        };
        let mut after = p.position();
        after.play(wrong);
        // The wrong move is on show first; the answer comes at the next
        // step.
        assert_eq!(*ex.position(), after);
        // Where the defender now wins, the reply shown is one of its
        // winning moves, as the exact search lists them.
        let wins = crate::puzzles::winning_moves(&after).unwrap();
        if !wins.is_empty() {
            let r = refutation.expect("a winning reply");
            assert!(wins.contains(&r.reply), "{} not in {wins:?}", r.reply);
            assert_ne!(r.why, Why::Draw);
            assert_eq!(ex.advance(), Some(Advanced::Refuted(r.reply)));
            assert_eq!(ex.last_move(), Some(r.reply));
            let mut refuted = after;
            refuted.play(r.reply);
            assert_eq!(*ex.position(), refuted);
            let them = after.to_move();
            assert_eq!(r.takes, refuted.points(them) - after.points(them));
        }
        assert_eq!(ex.advance(), Some(Advanced::TookBack));
        assert_eq!(*ex.position(), p.position());
    }

    #[test]
    fn a_refutation_that_leaves_the_ka_no_move_says_it_is_shut_in() {
        // Over the shipped puzzles, every wrong first move whose answer
        // leaves the solver without a move is said to shut the ka in, and
        // no other.
        let mut seen = 0;
        for p in shipped().iter().take(40) {
            let start = p.position();
            let right = p.solution()[0];
            for &wrong in start.legal_moves().iter().filter(|&&m| m != right) {
                let mut after = start;
                after.play(wrong);
                let Some(r) = refute(&after) else { continue };
                let mut next = after;
                next.play(r.reply);
                let shut_in = next.outcome().is_some_and(
                    |o| matches!(o, Outcome::Suntuk { winner, .. } if winner == after.to_move()),
                );
                assert_eq!(r.why == Why::ShutIn, shut_in, "puzzle {} {wrong}", p.id);
                seen += usize::from(shut_in);
            }
        }
        assert!(seen > 0, "no wrong move was answered by suntuk");
    }
}
