//! Node counts of fixed-depth searches from fixed positions, one thread:
//! any change in how the search walks the tree shows here.
//!
//! These numbers are meant to change with the search: when a change to
//! the search (its pruning, reductions, ordering, evaluation) is made on
//! purpose, run `cargo test --test it search_nodes::` and update the table from
//! the failure's message, in the same commit, saying why in its message.
//! A change that was meant to leave the search alone must leave them be.

use pasang::ai::{Limits, Searcher, eval};
use pasang::games::LegalMoves;
use pasang::games::ka::{Move, Pattern, Position, Rules, SUNTUK_RESULT, Setup};
use pasang::rng::Rng;
use std::sync::atomic::AtomicBool;

/// A position after `plies` seeded random moves from the start of `first`.
fn after(seed: u64, plies: u32, rules: Rules) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(&Setup::pattern(Pattern::First), rules);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        assert!(!moves.is_empty(), "seed {seed}: the game ended early");
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    pos
}

/// (what, rules, seed, random plies, depth, nodes, best move)
type Case = (&'static str, Rules, u64, u32, u32, u64, &'static str);

const CASES: [Case; 8] = [
    ("start", Rules::CLASSIC, 0, 0, 7, 5286, "g"),
    ("start", Rules::MARBLES, 0, 0, 6, 4238, "g"),
    ("ka moves begin", Rules::CLASSIC, 1, 4, 11, 34459, "g5-g1xW"),
    ("middle game", Rules::CLASSIC, 2, 20, 11, 32280, "a4-a1xE"),
    ("middle game", Rules::MARBLES, 3, 20, 11, 44457, "d5-d7xE"),
    ("endgame", Rules::CLASSIC, 4, 34, 12, 69400, "a10-g10xS"),
    (
        "ka moves begin",
        Rules::TRADITIONAL,
        1,
        4,
        9,
        33260,
        "g5-g3xW",
    ),
    (
        "middle game",
        Rules::TRADITIONAL,
        2,
        20,
        10,
        49501,
        "j2-f2xNS",
    ),
];

#[test]
fn fixed_depth_searches_visit_exactly_the_recorded_nodes() {
    let mut found = Vec::new();
    for (what, rules, seed, plies, depth, _, _) in CASES {
        let pos = after(seed, plies, rules);
        let r = Searcher::new(18)
            .search(&pos, Limits::depth(depth), &AtomicBool::new(false))
            .expect("the game is not over");
        found.push((what, rules, seed, plies, depth, r.nodes, r.mv.to_string()));
    }
    let table: Vec<String> = found
        .iter()
        .map(|(w, r, s, p, d, n, m)| {
            let r = match *r {
                Rules::CLASSIC => "CLASSIC",
                Rules::TRADITIONAL => "TRADITIONAL",
                _ => "MARBLES",
            };
            format!("    ({w:?}, Rules::{r}, {s}, {p}, {d}, {n}, {m:?}),")
        })
        .collect();
    let expected: Vec<(u64, String)> = CASES.iter().map(|c| (c.5, c.6.to_string())).collect();
    let got: Vec<(u64, String)> = found.iter().map(|f| (f.5, f.6.clone())).collect();
    assert_eq!(
        got,
        expected,
        "the searches now give:\n{}",
        table.join("\n")
    );
}

/// After 24 random moves of seed 6, South can shut North's ka in: a search
/// of five plies proves the suntuk win because the plies where North is
/// left with three moves or fewer are searched one deeper. Without that
/// extension the same search saw only a lead of 39.1 points.
#[test]
fn a_ka_nearly_shut_in_is_searched_deeper() {
    let pos = after(6, 24, Rules::CLASSIC);
    let r = Searcher::new(16)
        .search(&pos, Limits::depth(5), &AtomicBool::new(false))
        .expect("the game is not over");
    assert_eq!(r.mv.to_string(), "b1-b5xE");
    assert_eq!(
        r.score,
        eval::WIN + 10 * SUNTUK_RESULT as i32,
        "a win by suntuk, recorded 120–0"
    );
}

/// After 30 random moves of seed 261, searches of four to ten plies after
/// South's a1-a7xE see South ahead, but a twelve-ply one proves that North
/// then shuts South's ka in. The hand-set evaluation's seven-ply search
/// chose it; the evaluation in use, which fears a ka's last few moves
/// more, already steers away from it at seven plies.
#[test]
fn a_move_that_leads_into_suntuk_is_avoided_by_a_shallow_search() {
    let pos = after(261, 30, Rules::CLASSIC);
    let trap: Move = "a1-a7xE".parse().expect("a move in notation");
    let mut after_trap = pos;
    after_trap.try_play(trap).expect("a1-a7xE is a move here");
    let reply = Searcher::new(20)
        .search(&after_trap, Limits::depth(12), &AtomicBool::new(false))
        .expect("the game is not over");
    assert!(
        reply.score >= eval::WIN,
        "North wins after a1-a7xE, found {}",
        reply.score
    );

    let r = Searcher::new(18)
        .search(&pos, Limits::depth(7), &AtomicBool::new(false))
        .expect("the game is not over");
    assert_ne!(r.mv, trap, "the seven-ply search took the move into suntuk");
}
