//! Best-reply search for three and four players (after Schadd and
//! Winands' best-reply search): the seat to move plays its own turns, and
//! between two of them only the single best reply of all the others is
//! searched, as if the rest passed. The root seat's own turns come twice as
//! often as in the game, so it sees deeper into its own plans.
//!
//! In Bell's game the stones belong to nobody: every player has the same
//! turns to choose from, and only who scores differs. The reply worst for
//! the root seat gives its points to the leading other player, whatever
//! the turn, so the search is two-sided: the root seat against one
//! opponent holding the best of the others' points, which then scores
//! every reply. Its value, the root seat's points minus that opponent's,
//! is the root seat's lead over the best of the others.

use super::eval::best_other;
use crate::games::bell::{Players, Position};

/// The two-sided game the seat to move in `pos` plays by best-reply
/// search: the same stones, that seat first with its points, and one
/// opponent with the most points of the others.
pub fn against_the_best(pos: &Position) -> Position {
    let me = pos.turn_index();
    let scores = pos.scores();
    pos.reseated(Players::Two, &[scores[me], best_other(scores, me)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::LegalMoves;
    use crate::games::bell::{Rules, Setup};
    use crate::rng::Rng;

    #[test]
    fn the_seat_to_move_faces_one_opponent_with_the_best_of_the_others_points() {
        let rules = Rules {
            players: Players::Four,
            ..Rules::default()
        };
        let mut pos = Position::start(&Setup::default(), rules);
        let mut rng = Rng::new(3);
        for _ in 0..41 {
            let moves = pos.legal_moves();
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
        // After 41 moves (the opening and 40 turns): West, the second seat.
        assert_eq!(pos.turn_index(), 1);
        let scores = pos.scores().to_vec();
        let view = against_the_best(&pos);
        let best_other = scores[0].max(scores[2]).max(scores[3]);
        assert_eq!(view.scores(), [scores[1], best_other]);
        assert_eq!(view.turn_index(), 0);
        assert_eq!(view.rules().players, Players::Two);
        assert_eq!((view.black(), view.white()), (pos.black(), pos.white()));
        let turns = |p: &Position| p.legal_moves().iter().copied().collect::<Vec<_>>();
        assert_eq!(turns(&view), turns(&pos));
    }
}
