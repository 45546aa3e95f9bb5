//! Every shipped puzzle re-verified by exhaustive search: it parses, the
//! position is one a game can reach, the solution is legal, it wins, and at
//! each solving move no other move wins.

use pasang::puzzles::generate::is_escape;
use pasang::puzzles::verify::{Ending, verify_with};
use pasang::puzzles::{MAX_RATING, MIN_RATING, Solver, Theme, shipped};
use std::collections::HashSet;

#[test]
fn every_shipped_puzzle_is_verified() {
    let mut solver = Solver::new(u64::MAX);
    for puzzle in shipped() {
        solver.reset();
        let verified = verify_with(puzzle, &mut solver)
            .unwrap_or_else(|fault| panic!("puzzle {}: {fault:?}", puzzle.id));
        // The theme says how the game is won.
        match puzzle.theme {
            Theme::Suntuk => assert_eq!(verified.ending, Ending::Suntuk, "puzzle {}", puzzle.id),
            Theme::Capture => assert_eq!(verified.ending, Ending::Cleared, "puzzle {}", puzzle.id),
            Theme::Escape => assert!(
                is_escape(verified.suntuk_losses, verified.choices),
                "puzzle {}: {} of {} moves walk into suntuk",
                puzzle.id,
                verified.suntuk_losses,
                verified.choices
            ),
        }
    }
}

#[test]
fn ids_are_unique_and_ratings_in_range() {
    let mut ids = HashSet::new();
    for puzzle in shipped() {
        assert!(ids.insert(puzzle.id), "id {} twice", puzzle.id);
        assert!(
            (MIN_RATING..=MAX_RATING).contains(&puzzle.rating),
            "puzzle {}",
            puzzle.id
        );
    }
}
