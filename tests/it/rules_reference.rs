//! The engine against the naive reference implementation of the spec:
//! same legal moves, same captured stones, same scores, in every rule
//! combination (partial captures and either side first among them), along
//! many random games and in perft.

use crate::common;
use pasang::games::LegalMoves;

use common::reference::{RefGame, name};
use pasang::games::ka::{Game, Pattern, Rules, Setup, perft::perft};
use pasang::rng::Rng;
use std::collections::BTreeMap;

fn reference(setup: &Setup, rules: Rules) -> RefGame {
    common::reference_game(&setup.rows(), rules)
}

fn patterns() -> [Setup; 2] {
    [
        Setup::pattern(Pattern::First),
        Setup::pattern(Pattern::Second),
    ]
}

#[test]
fn perft_to_depth_three_matches_the_reference_in_every_rule_combination() {
    for setup in patterns() {
        for rules in Rules::all() {
            let game = Game::new(setup.clone(), rules);
            assert_eq!(
                perft(game.position(), 3),
                reference(&setup, rules).perft(3),
                "{} / {rules}",
                setup.name()
            );
        }
    }
}

#[test]
fn random_games_match_the_reference_move_by_move() {
    let mut rng = Rng::new(2026);
    let mut positions = 0;
    for setup in patterns() {
        for rules in Rules::all() {
            for _ in 0..3 {
                let mut game = Game::new(setup.clone(), rules);
                let mut refg = reference(&setup, rules);
                loop {
                    let pos = *game.position();
                    // Engine: notation -> captured points, sorted.
                    let engine: BTreeMap<String, Vec<String>> = pos
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
                    let expected: BTreeMap<String, Vec<String>> = refg
                        .moves()
                        .into_iter()
                        .map(|(n, stones)| {
                            let mut names: Vec<String> = stones.into_iter().map(name).collect();
                            names.sort_by_key(|s| s.parse::<pasang::games::ka::Point>().unwrap());
                            (n, names)
                        })
                        .collect();
                    assert_eq!(
                        engine,
                        expected,
                        "{} / {rules} after {:?}",
                        setup.name(),
                        game.moves()
                    );
                    // The search's way: each move with its stones, played
                    // with them known, as if found again by play_unchecked.
                    let mut with_captures = BTreeMap::new();
                    pos.for_each_capture(|m, taken| {
                        let (mut known, mut found) = (pos, pos);
                        known.play_capture(m, taken);
                        found.play_unchecked(m);
                        assert_eq!(known, found, "{m} after {:?}", game.moves());
                        let names = taken.iter().map(|p| p.to_string()).collect();
                        with_captures.insert(m.to_string(), names);
                    });
                    assert_eq!(with_captures, expected, "after {:?}", game.moves());
                    assert_eq!(
                        [
                            pos.points(pasang::games::ka::Player::South),
                            pos.points(pasang::games::ka::Player::North)
                        ],
                        refg.points.map(|x| x as u16)
                    );
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
    assert!(positions > 10_000, "only {positions} positions compared");
}
