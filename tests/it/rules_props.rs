//! Invariants over many random games, in every rule combination.

use pasang::games::LegalMoves;
use pasang::games::ka::{
    Bits, File, Game, Line, Move, Pattern, Phase, Point, Position, Rules, Setup, Stone, Take,
};
use pasang::rng::Rng;
use proptest::prelude::*;

fn all_rules() -> Vec<Rules> {
    Rules::all().collect()
}

/// A seeded random game: its setup and every position with the move played
/// from it.
struct Played {
    setup: Setup,
    game: Game,
}

fn play_random(seed: u64, rules: Rules, second: bool) -> Played {
    let setup = Setup::pattern(if second {
        Pattern::Second
    } else {
        Pattern::First
    });
    let mut game = Game::new(setup.clone(), rules);
    let mut rng = Rng::new(seed);
    loop {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.try_play(moves[rng.below(moves.len())])
            .expect("generated move is legal");
    }
    Played { setup, game }
}

fn game_args() -> impl Strategy<Value = (u64, Rules, bool)> {
    (
        any::<u64>(),
        prop::sample::select(all_rules()),
        any::<bool>(),
    )
}

/// Moves that are plausible but mostly illegal: near the kas, the passages,
/// and anywhere.
fn candidates(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let mut out: Vec<Move> = File::all().map(Move::Column).collect();
    let points: Vec<Point> = Point::all().collect();
    let mut froms: Vec<Point> = pos
        .legal_moves()
        .iter()
        .filter_map(|m| match *m {
            Move::Ka { from, .. } => Some(from),
            Move::Column(_) => None,
        })
        .collect();
    froms.extend(
        pasang::games::ka::Player::ALL
            .iter()
            .filter_map(|&p| pos.ka(p)),
    );
    for _ in 0..6 {
        froms.push(points[rng.below(points.len())]);
    }
    for from in froms {
        for _ in 0..4 {
            // Half the time a target on the same rank or file.
            let to = if rng.below(2) == 0 {
                let d = pasang::games::ka::Direction::ALL[rng.below(4)];
                let mut p = from;
                for _ in 0..=rng.below(10) {
                    match p.step(d) {
                        Some(q) => p = q,
                        None => break,
                    }
                }
                p
            } else {
                points[rng.below(points.len())]
            };
            // Whole lines, and parts of lines with 0 to 4 stones a side.
            let line = Line::ALL[rng.below(6)];
            let take = if rng.below(2) == 0 {
                Take::Whole
            } else {
                Take::Nearest([rng.below(5) as u8, rng.below(5) as u8])
            };
            out.push(Move::Ka {
                from,
                to,
                line,
                take,
            });
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn checked_play_accepts_exactly_the_generated_moves((seed, rules, second) in game_args()) {
        let played = play_random(seed, rules, second);
        let mut rng = Rng::new(seed ^ 0x5eed);
        for ply in 0..=played.game.moves().len() {
            let pos = *played.game.position_at(ply).unwrap();
            for m in pos.legal_moves().iter() {
                let mut copy = pos;
                prop_assert!(copy.try_play(*m).is_ok(), "{m} generated but refused");
            }
            for m in candidates(&pos, &mut rng) {
                let mut copy = pos;
                let accepted = copy.try_play(m);
                prop_assert_eq!(accepted.is_ok(), pos.is_legal(m), "{} at ply {}: {:?}", m, ply, accepted);
                if accepted.is_err() {
                    prop_assert_eq!(copy, pos, "a refused move changed the position");
                }
            }
        }
    }

    #[test]
    fn captured_points_plus_points_on_board_equal_the_setup_less_the_kas((seed, rules, second) in game_args()) {
        let played = play_random(seed, rules, second);
        let total = played.setup.total_points();
        let mut ka_points = 0;
        for (ply, m) in played.game.moves().iter().enumerate() {
            let before = played.game.position_at(ply).unwrap();
            if before.phase() == Phase::KaEntry
                && let Move::Ka { from, .. } = *m
            {
                ka_points += before.stone(from).expect("a ka is promoted from a stone").value();
            }
            let after = played.game.position_at(ply + 1).unwrap();
            let captured: u16 = pasang::games::ka::Player::ALL.iter().map(|&p| after.points(p)).sum();
            prop_assert_eq!(captured + after.points_on_board() + ka_points, total);
            for p in pasang::games::ka::Player::ALL {
                let by_colour = after.captured(p, Stone::Black) as u16 * Stone::Black.value()
                    + after.captured(p, Stone::White) as u16 * Stone::White.value();
                prop_assert_eq!(by_colour, after.points(p));
            }
        }
    }

    #[test]
    fn every_move_captures_and_stones_never_come_back((seed, rules, second) in game_args()) {
        let played = play_random(seed, rules, second);
        for ply in 0..played.game.moves().len() {
            let before = played.game.position_at(ply).unwrap().stones();
            let after = played.game.position_at(ply + 1).unwrap().stones();
            prop_assert_eq!(after & !before, Bits::EMPTY, "a stone appeared");
            prop_assert!(after.count() < before.count(), "move {} captured nothing", ply + 1);
        }
    }

    #[test]
    fn undo_restores_the_exact_position((seed, rules, second) in game_args()) {
        let mut played = play_random(seed, rules, second);
        let n = played.game.moves().len();
        let positions: Vec<Position> = (0..=n).map(|i| *played.game.position_at(i).unwrap()).collect();
        for i in (0..n).rev() {
            prop_assert!(played.game.undo().is_some());
            prop_assert_eq!(*played.game.position(), positions[i]);
        }
        prop_assert!(played.game.undo().is_none());
        prop_assert_eq!(*played.game.position(), Position::start(&played.setup, rules));
    }

    #[test]
    fn a_finished_game_has_an_outcome_and_no_moves((seed, rules, second) in game_args()) {
        let mut played = play_random(seed, rules, second);
        let pos = *played.game.position();
        let outcome = pos.outcome();
        prop_assert!(outcome.is_some());
        prop_assert_eq!(pos.count_moves(), 0);
        let any = Move::Column(File::all().next().unwrap());
        let err = played.game.try_play(any).unwrap_err();
        prop_assert_eq!(err.reason, pasang::games::ka::Illegal::GameOver);
        // Every position before the end had a move and no outcome.
        for ply in 0..played.game.moves().len() {
            prop_assert!(played.game.position_at(ply).unwrap().outcome().is_none());
        }
    }
}
