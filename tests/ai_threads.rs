//! `hard` on several threads (Lazy SMP over one shared table): the answers
//! stay right, the budgets hold, and one thread repeats itself exactly.

use pasang::ai::eval::terminal;
use pasang::ai::{Limits, Score, Searcher};
use pasang::games::ka::{Pattern, Position, Rules, Setup};
use pasang::rng::Rng;
use std::sync::atomic::AtomicBool;

fn go() -> AtomicBool {
    AtomicBool::new(false)
}

/// A position after `plies` seeded random moves from the start of `first`.
fn random_position(seed: u64, plies: u32, rules: Rules) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(&Setup::pattern(Pattern::First), rules);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    pos
}

/// The game's value by plain minimax to the end: no pruning, no table.
fn minimax(pos: &Position) -> Score {
    if let Some(outcome) = pos.outcome() {
        return terminal(pos, outcome);
    }
    let mut best = Score::MIN;
    pos.for_each_move(|m| {
        let mut next = *pos;
        next.play_unchecked(m);
        best = best.max(-minimax(&next));
    });
    best
}

#[test]
fn one_thread_with_a_node_budget_repeats_exactly() {
    for (seed, rules) in [(1, Rules::CLASSIC), (2, Rules::MARBLES)] {
        let pos = random_position(seed, 12, rules);
        let limits = Limits {
            nodes: Some(40_000),
            threads: 1,
            seed: 7,
            ..Limits::default()
        };
        let a = Searcher::new(16).search(&pos, limits, &go()).unwrap();
        let b = Searcher::new(16).search(&pos, limits, &go()).unwrap();
        assert_eq!(a, b);
        assert!(a.nodes >= 40_000 && a.nodes < 40_000 + 1024, "{}", a.nodes);
    }
}

#[test]
fn several_threads_keep_to_the_node_budget() {
    let pos = random_position(3, 10, Rules::CLASSIC);
    let limits = Limits {
        nodes: Some(30_000),
        threads: 3,
        ..Limits::default()
    };
    let r = Searcher::new(16).search(&pos, limits, &go()).unwrap();
    assert!(pos.is_legal(r.mv));
    // Each thread stops within one check of the shared count.
    assert!(r.nodes <= 30_000 + 3 * 1024, "{} nodes", r.nodes);
}

#[test]
fn several_threads_solve_endgames_to_the_minimax_value() {
    let mut solved = 0;
    // One searcher for every position: what its table keeps from one must
    // not spoil the next.
    let mut searcher = Searcher::new(12);
    for seed in 0..120 {
        for rules in [Rules::CLASSIC, Rules::MARBLES] {
            let mut rng = Rng::new(seed);
            let mut pos = Position::start(&Setup::pattern(Pattern::Second), rules);
            while pos.outcome().is_none() && pos.stones().count() > 6 {
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
            if pos.outcome().is_some() {
                continue;
            }
            let limits = Limits {
                threads: 3,
                ..Limits::default()
            };
            let r = searcher.search(&pos, limits, &go()).unwrap();
            assert!(r.exact, "seed {seed}");
            let value = minimax(&pos);
            assert_eq!(r.score, value, "seed {seed}");
            let mut next = pos;
            next.play_unchecked(r.mv);
            assert_eq!(
                -minimax(&next),
                value,
                "seed {seed}: the move keeps the value"
            );
            solved += 1;
        }
    }
    assert!(solved > 30, "only {solved} endgames reached");
}
