use super::*;
use crate::puzzles::{shipped, verify};

#[test]
fn ratings_add_up_as_documented_and_stay_in_range() {
    // 600, no extra solving move, 4 choices (two doublings), 32 nodes.
    assert_eq!(rating(1, 4, 32), 800);
    // 600 + 2 × 150 + 3 × 100 + 5 × 60 (1024 nodes is 32 doubled 5 times).
    assert_eq!(rating(3, 8, 1024), 1500);
    assert_eq!(rating(1, 1, 1), MIN_RATING);
    assert_eq!(rating(10, 80, 1 << 30), MAX_RATING);
}

#[test]
fn a_diagram_written_is_the_diagram_read() {
    for puzzle in shipped() {
        assert_eq!(
            diagram(&puzzle.position()),
            puzzle.board,
            "puzzle {}",
            puzzle.id
        );
    }
}

#[test]
fn candidates_are_the_small_positions_and_one_move_off_them() {
    let puzzle = &shipped()[0];
    let pos = puzzle.position();
    let n = pos.stones().count();
    // Too many stones: nothing; enough: the position and each child that
    // is not over.
    assert!(
        candidates(&[pos], n - 2)
            .iter()
            .all(|c| c.stones().count() <= n - 2)
    );
    let all = candidates(&[pos], n);
    assert_eq!(all[0], pos);
    let children = pos
        .legal_moves()
        .iter()
        .filter(|&&m| {
            let mut c = pos;
            c.play_unchecked(m);
            c.outcome().is_none()
        })
        .count();
    assert_eq!(all.len(), 1 + children);
}

#[test]
fn generation_repeats_from_its_seed_and_every_puzzle_verifies() {
    let config = Config {
        seed: 2,
        games: 3,
        engine_nodes: 2_000,
        max_stones: 10,
        solve_nodes: 200_000,
        max_solver_moves: 3,
        first_id: 40,
        count: Some(2),
    };
    let stop = AtomicBool::new(false);
    let mut games_done = 0;
    let first = generate(&config, &stop, |e| {
        if let Event::Game { done, .. } = e {
            games_done = done;
        }
    });
    assert!(!first.is_empty() && first.len() <= 2, "{}", first.len());
    assert!(games_done <= 3);
    assert_eq!(first[0].id, 40);
    for p in &first {
        verify(p).unwrap();
        assert!(p.solver_moves() <= 3);
        assert!(p.position().stones().count() <= 10);
    }
    assert_eq!(generate(&config, &stop, |_| {}), first);
}

#[test]
fn a_raised_stop_ends_generation_at_once() {
    let config = Config {
        seed: 1,
        games: 1000,
        engine_nodes: 1_000_000,
        max_stones: 30,
        solve_nodes: 100_000_000,
        max_solver_moves: 10,
        first_id: 1,
        count: None,
    };
    let stop = AtomicBool::new(true);
    assert!(generate(&config, &stop, |_| {}).is_empty());
}
