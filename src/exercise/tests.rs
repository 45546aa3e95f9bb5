//! The exercise's stages, on a task made by hand.

use super::*;
use crate::games::ka::{Game, Pattern, Rules, Setup};

/// South must take file c, then (after North's j) enter from d3.
struct TwoMoves;

fn column(c: char) -> Move {
    Move::Column(crate::games::ka::File::from_char(c).unwrap())
}

/// The answer to any wrong move: North takes file k.
const REFUTATION: Refutation = Refutation {
    reply: Move::Column(crate::games::ka::File::new(10).unwrap()),
    takes: 7,
    why: Why::TheyWin,
};

impl Task for TwoMoves {
    fn start(&self) -> Position {
        *Game::new(Setup::pattern(Pattern::First), Rules::CLASSIC).position()
    }
    fn judge(&self, _: &Position, mv: Move, _: &Position, made: usize) -> Verdict {
        match (made, mv) {
            (0, m) if m == column('c') => Verdict::Go,
            (1, Move::Ka { .. }) => Verdict::Done,
            _ => Verdict::Missed(Miss::Refuted(Some(REFUTATION))),
        }
    }
    fn reply(&self, _: &Position, _: usize) -> Option<Move> {
        Some(column('j'))
    }
    fn hint(&self, _: &Position, _: usize) -> Option<Move> {
        Some(column('c'))
    }
}

#[test]
fn an_accepted_move_is_answered_after_the_beat_and_the_goal_ends_it() {
    let mut ex = Exercise::new(TwoMoves);
    assert_eq!(ex.play(column('c')), Played::Accepted);
    assert_eq!(ex.stage(), &Stage::Reply(column('j')));
    // Not the player's turn until the answer is played.
    assert_eq!(ex.play(column('d')), Played::NotNow);
    assert_eq!(ex.advance(), Some(Advanced::Replied(column('j'))));
    assert_eq!(ex.position().ply(), 2);
    let entry = "d3-c3xN".parse().unwrap();
    assert_eq!(ex.play(entry), Played::Done);
    assert_eq!(ex.stars(), 3);
}

#[test]
fn a_wrong_move_shows_its_refutation_then_is_taken_back_and_costs_a_star() {
    let mut ex = Exercise::new(TwoMoves);
    let start = *ex.position();
    let wrong = ex.play(column('e'));
    assert_eq!(wrong, Played::Wrong(Miss::Refuted(Some(REFUTATION))));
    // The wrong move is on show, then the answer to it.
    assert_eq!(ex.position().ply(), 1);
    assert_eq!(ex.last_move(), Some(column('e')));
    assert_eq!(ex.play(column('c')), Played::NotNow);
    assert_eq!(ex.advance(), Some(Advanced::Refuted(column('k'))));
    assert_eq!(ex.position().ply(), 2);
    assert_eq!(ex.last_move(), Some(column('k')));
    assert_eq!(ex.advance(), Some(Advanced::TookBack));
    assert_eq!(*ex.position(), start);
    assert_eq!(ex.mistakes(), 1);
    assert_eq!(ex.stars(), 2);
}

#[test]
fn an_illegal_move_changes_nothing_and_is_not_a_mistake() {
    let mut ex = Exercise::new(TwoMoves);
    let played = ex.play("d3-c3xN".parse().unwrap());
    assert!(matches!(played, Played::Illegal(_)));
    assert_eq!(ex.position().ply(), 0);
    assert_eq!(ex.mistakes(), 0);
}

#[test]
fn a_hint_says_where_to_look_then_gives_the_move_and_counts_once_a_move() {
    let mut ex = Exercise::new(TwoMoves);
    let hint = |grade| {
        Some(Hint {
            mv: column('c'),
            grade,
        })
    };
    assert_eq!(ex.hint(), hint(Grade::Pointer));
    assert_eq!(ex.stars(), 2);
    assert_eq!(ex.hint(), hint(Grade::Move));
    assert_eq!(ex.hint(), hint(Grade::Move));
    assert_eq!((ex.hints(), ex.stars()), (1, 2));
    // The next move starts from the pointer again, and counts.
    ex.play(column('c'));
    ex.advance();
    assert!(!ex.hinted());
    assert_eq!(ex.hint().map(|h| h.grade), Some(Grade::Pointer));
    assert_eq!((ex.hints(), ex.stars()), (2, 1));
}

#[test]
fn a_restart_starts_as_new_with_no_mistake_or_hint_counted() {
    let mut ex = Exercise::new(TwoMoves);
    ex.play(column('e'));
    ex.advance();
    ex.advance();
    ex.hint();
    assert_eq!((ex.mistakes(), ex.hints()), (1, 1));
    ex.play(column('c'));
    ex.restart();
    assert_eq!(ex.position().ply(), 0);
    assert_eq!((ex.mistakes(), ex.hints(), ex.stars()), (0, 0, 3));
}
