//! The solver against a plain minimax written from the rules' end of game
//! (no table, no pruning, no score arithmetic), on small random positions.

use super::*;
use crate::board::Point;
use crate::games::ka::{Outcome, Rules};
use crate::rng::Rng;

/// The game's value by plain minimax: 1 win, 0 draw, -1 loss for the side
/// to move, and the plies to the end (quickest win, slowest loss).
fn minimax(pos: &Position) -> (i32, u32) {
    match pos.outcome() {
        Some(Outcome::Suntuk { .. }) => return (-1, 0),
        Some(Outcome::Cleared { winner, .. }) => {
            let result = match winner {
                None => 0,
                Some(w) if w == pos.to_move() => 1,
                Some(_) => -1,
            };
            return (result, 0);
        }
        Some(Outcome::Series { .. }) => unreachable!("a position ends one game, not a series"),
        None => {}
    }
    let mut best: Option<(i32, u32)> = None;
    for &m in &pos.legal_moves() {
        let mut child = *pos;
        child.play_unchecked(m);
        let (r, d) = minimax(&child);
        let mine = (-r, d + 1);
        let better = match best {
            None => true,
            Some((br, bd)) => {
                mine.0 > br
                    || (mine.0 == br && ((br == 1 && mine.1 < bd) || (br == -1 && mine.1 > bd)))
            }
        };
        if better {
            best = Some(mine);
        }
    }
    best.expect("a position that is not over has a move")
}

/// A random ka-move position with the two kas and `stones` stones.
fn random_position(rng: &mut Rng, stones: usize, rules: Rules) -> Position {
    let mut rows = vec![vec!['.'; 11]; 11];
    let mut put = |c: char, rng: &mut Rng| loop {
        let p = Point::from_index(rng.below(121) as u8).unwrap();
        let (r, f) = (10 - p.rank().index() as usize, p.file().index() as usize);
        if p != Point::CENTRE && rows[r][f] == '.' {
            rows[r][f] = c;
            break;
        }
    };
    put('S', rng);
    put('N', rng);
    for _ in 0..stones {
        // Stones bunched on a few ranks and files give more captures.
        let c = if rng.below(3) == 0 { 'w' } else { 'b' };
        put(c, rng);
    }
    let diagram: String = rows
        .iter()
        .map(|r| r.iter().collect::<String>() + "\n")
        .collect();
    let to_move = if rng.below(2) == 0 {
        Player::South
    } else {
        Player::North
    };
    let lead = rng.below(7) as u16;
    Position::from_diagram(&diagram, to_move, rules, [80 + lead, 83]).unwrap()
}

/// Of `count` random positions of 3 to 7 stones, classic and marbles
/// rules in turn, those not over, drawn from `seed`.
fn small_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let rules = [Rules::CLASSIC, Rules::MARBLES][i % 2];
            random_position(&mut rng, 3 + i % 5, rules)
        })
        .filter(|pos| pos.outcome().is_none())
        .collect()
}

#[test]
fn the_solver_agrees_with_plain_minimax_on_small_random_positions() {
    let mut decided = [0; 3];
    for pos in small_positions(12, 400) {
        let (result, plies) = minimax(&pos);
        let expected = match result {
            1 => Value::Win(plies),
            0 => Value::Draw,
            _ => Value::Loss(plies),
        };
        let mut solver = Solver::default();
        assert_eq!(solver.value(&pos).unwrap(), expected, "{pos:?}");
        assert_eq!(solver.wins(&pos).unwrap(), result == 1);
        // The best move is worth the position's value.
        let (best, value) = solver.best_move(&pos).unwrap().unwrap();
        assert_eq!(value, expected);
        let mut child = pos;
        child.play_unchecked(best);
        let (r, d) = minimax(&child);
        assert_eq!((-r, d + 1), (result, plies));
        decided[(result + 1) as usize] += 1;
        // A move wins exactly when minimax says the opponent loses after it.
        let winners: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| {
                let mut child = pos;
                child.play_unchecked(m);
                minimax(&child).0 == -1
            })
            .collect();
        assert_eq!(Solver::default().winning_moves(&pos).unwrap(), winners);
    }
    // The sample holds wins, draws and losses alike.
    assert!(decided.iter().all(|&n| n >= 10), "{decided:?}");
}

#[test]
fn a_position_beyond_the_node_limit_is_unsolved_not_guessed() {
    let mut rng = Rng::new(3);
    let pos = (0..)
        .map(|_| random_position(&mut rng, 24, Rules::CLASSIC))
        .find(|p| p.outcome().is_none())
        .unwrap();
    let mut solver = Solver::new(50);
    assert_eq!(solver.value(&pos), Err(Unsolved { limit: 50 }));
    assert!(solver.nodes() <= 51);
}

/// The margin by plain minimax: the points the side to move wins by with
/// best play, a suntuk counting its recorded 120.
fn minimax_margin(pos: &Position) -> i32 {
    if let Some(outcome) = pos.outcome() {
        let [mine, theirs] =
            [pos.to_move(), pos.to_move().opponent()].map(|p| outcome.result()[p.index()] as i32);
        return mine - theirs;
    }
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            -minimax_margin(&child)
        })
        .max()
        .expect("a position that is not over has a move")
}

#[test]
fn the_margin_solver_agrees_with_plain_minimax_on_small_random_positions() {
    let mut signs = [0; 3];
    let mut suntuk = 0;
    for pos in small_positions(21, 300) {
        let expected = minimax_margin(&pos);
        let mut solver = Solver::margins(DEFAULT_NODES);
        assert_eq!(solver.margin(&pos), Ok(expected), "{pos:?}");
        let values = solver.move_margins(&pos).unwrap();
        assert_eq!(values.iter().map(|v| v.1).max(), Some(expected));
        for (m, v) in values {
            let mut child = pos;
            child.play_unchecked(m);
            assert_eq!(v, -minimax_margin(&child), "{m}");
        }
        signs[(expected.signum() + 1) as usize] += 1;
        suntuk += usize::from(expected.abs() == SUNTUK_RESULT as i32);
    }
    // The sample holds wins, draws and losses, some of them by suntuk.
    assert!(signs.iter().all(|&n| n >= 5), "{signs:?}");
    assert!(suntuk >= 5, "{suntuk}");
}
