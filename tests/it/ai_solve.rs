//! The solved answer (`ai::solve`) against the reference: the puzzles'
//! exhaustive solver of margins (exact keys, no evaluation), over the late
//! positions of seeded games.

use pasang::ai::eval::WIN;
use pasang::ai::solve::{SOLVE_NODES, solve};
use pasang::ai::{Computer, Limits, Searcher};
use pasang::games::Level;
use pasang::games::ka::{Game, Pattern, Phase, Position, Rules, Setup};
use pasang::puzzles::Solver;
use pasang::rng::Rng;
use std::sync::atomic::AtomicBool;

/// Nodes the reference may spend on one position.
const REFERENCE_NODES: u64 = 3_000_000;

/// The ka-move positions with at most `most_stones` stones of `games`
/// games of `medium` against itself, their first four plies random.
fn late_positions(games: u64, most_stones: u32) -> Vec<Position> {
    let stop = AtomicBool::new(false);
    let mut found = Vec::new();
    for seed in 0..games {
        let pattern = [Pattern::First, Pattern::Second][seed as usize % 2];
        let mut game = Game::new(Setup::pattern(pattern), Rules::default());
        let mut rng = Rng::new(seed);
        let mut sides = [0, 1].map(|k| Computer::new(Level::Medium, seed * 2 + k));
        while game.outcome().is_none() {
            let pos = *game.position();
            let mv = if game.moves().len() < 4 {
                let moves = game.legal_moves();
                moves[rng.below(moves.len())]
            } else {
                sides[pos.to_move().index()]
                    .choose(&pos, &stop)
                    .expect("a game not over has a move")
                    .mv
            };
            if pos.phase() == Phase::KaMoves && pos.stones().count() <= most_stones {
                found.push(pos);
            }
            game.try_play(mv).expect("a legal move");
        }
    }
    found
}

/// The margin, for the side to move, of a score the search proved.
fn margin_of(score: i32) -> i32 {
    match score {
        s if s >= WIN => (s - WIN) / 10,
        s if s <= -WIN => (s + WIN) / 10,
        // A proven score short of a win is a draw.
        _ => 0,
    }
}

#[test]
fn a_solved_value_is_the_references_margin() {
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    for pos in late_positions(10, 18) {
        let Ok(margin) = Solver::margins(REFERENCE_NODES).margin(&pos) else {
            continue;
        };
        let Some(r) = solve(&mut Searcher::default(), &pos, Limits::default(), &stop) else {
            continue;
        };
        assert_eq!(margin_of(r.score), margin, "{pos:?}");
        let mut after = pos;
        after.play(r.mv);
        let kept = match after.outcome() {
            Some(_) => Solver::margins(1).margin(&after).unwrap(),
            None => Solver::margins(REFERENCE_NODES).margin(&after).unwrap(),
        };
        assert_eq!(-kept, margin, "{} in {pos:?}", r.mv);
        checked += 1;
    }
    assert!(checked >= 100, "{checked} positions");
}

#[test]
fn hard_plays_every_position_the_reference_solves_perfectly() {
    let stop = AtomicBool::new(false);
    let (mut checked, mut won) = (0, 0);
    for (i, pos) in late_positions(10, 16).into_iter().enumerate() {
        let mut reference = Solver::margins(REFERENCE_NODES);
        let Ok(margin) = reference.margin(&pos) else {
            continue;
        };
        let mut hard = Computer::new(Level::Hard, i as u64);
        hard.threads = 1;
        // More than the attempt to solve: the attempt is made.
        hard.nodes = Some(2 * SOLVE_NODES);
        let mv = hard.choose(&pos, &stop).expect("a move").mv;
        let values = reference.move_margins(&pos).unwrap();
        let kept = values.iter().find(|v| v.0 == mv).unwrap().1;
        // The result kept, and every point of it.
        assert_eq!(kept.signum(), margin.signum(), "{mv} in {pos:?}");
        assert_eq!(kept, margin, "{mv} in {pos:?}: {values:?}");
        checked += 1;
        won += usize::from(margin > 0);
    }
    // Won and lost positions alike.
    assert!(
        checked >= 100 && won >= 20 && checked - won >= 20,
        "{checked} positions, {won} won"
    );
    println!("{checked} positions solved by the reference, each played perfectly");
}
