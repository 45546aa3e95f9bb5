//! Bell's game against the naive reference implementation: the same turns,
//! the same captured stones and the same scores, for 2, 3 and 4 players
//! and both openings, in perft and along many seeded random games.

use crate::common::bell_reference;
use pasang::games::LegalMoves;

use bell_reference::{RefGame, name};
use pasang::games::bell::perft::perft;
use pasang::games::bell::{Game, Opening, Pattern, Rules, Setup};
use pasang::games::ka::options::Choice;
use pasang::rng::Rng;
use std::collections::BTreeMap;

fn reference(setup: &Setup, rules: Rules) -> RefGame {
    RefGame::new(
        &setup.rows(),
        rules.players.count(),
        rules.opening == Opening::Inner,
    )
}

#[test]
fn perft_to_depth_six_matches_the_reference_in_every_option() {
    let setup = Setup::default();
    for rules in Rules::all() {
        let game = Game::new(setup.clone(), rules);
        let refg = reference(&setup, rules);
        for depth in [4, 6] {
            assert_eq!(
                perft(game.position(), depth),
                refg.perft(depth),
                "{rules} depth {depth}"
            );
        }
    }
}

/// Each turn's notation with the names of the points it captures, sorted.
type Turns = BTreeMap<String, Vec<String>>;

#[test]
fn random_games_match_the_reference_move_by_move() {
    let mut rng = Rng::new(1973);
    let mut positions = 0;
    for pattern in Pattern::ALL {
        let setup = Setup::pattern(*pattern);
        for rules in Rules::all() {
            for _ in 0..8 {
                let mut game = Game::new(setup.clone(), rules);
                let mut refg = reference(&setup, rules);
                loop {
                    let pos = *game.position();
                    let engine: Turns = pos
                        .legal_moves()
                        .iter()
                        .map(|&m| {
                            let stones = pos.captures(m).expect("generated moves are legal");
                            (
                                m.to_string(),
                                stones.iter().map(|p| p.to_string()).collect(),
                            )
                        })
                        .collect();
                    let expected: Turns = refg
                        .turns()
                        .into_iter()
                        .map(|t| (t.notation, t.captured.into_iter().map(name).collect()))
                        .collect();
                    assert_eq!(engine, expected, "{rules} after {:?}", game.moves());
                    let points: Vec<u32> = pos.scores().iter().map(|&p| p as u32).collect();
                    assert_eq!(points, refg.points, "{rules} after {:?}", game.moves());
                    assert_eq!(pos.points_on_board() as u32, refg.points_on_board());
                    positions += 1;
                    if engine.is_empty() {
                        assert!(pos.outcome().is_some(), "no moves but the game is not over");
                        break;
                    }
                    let keys: Vec<&String> = engine.keys().collect();
                    let chosen = keys[rng.below(keys.len())].clone();
                    game.play_notation(&chosen).expect("legal");
                    refg.play(&chosen);
                }
            }
        }
    }
    assert!(positions > 3_000, "only {positions} positions compared");
}
