//! The computer player of Bell's game: every level plays legal turns for 2,
//! 3 and 4 players, takes the bigger capture, stops when told, and repeats
//! itself given the same seed and a node budget.

use pasang::ai::bell::BellComputer;
use pasang::ai::{Brain, Level};
use pasang::board::{Bits, Point};
use pasang::games::bell::{Move, Players, Position, Rules, Setup};
use pasang::games::ka::Choice;
use pasang::rng::Rng;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn go() -> AtomicBool {
    AtomicBool::new(false)
}

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn points(list: &[&str]) -> Bits {
    list.iter().map(|s| p(s)).collect()
}

fn rules(players: Players) -> Rules {
    Rules {
        players,
        ..Rules::default()
    }
}

/// A computer that searches a fixed number of nodes at `hard`, so tests
/// run the same on any machine.
fn computer(level: Level, seed: u64) -> BellComputer {
    let mut c = BellComputer::at_level(level, seed, Duration::from_secs(60));
    c.nodes = Some(2_000);
    c
}

/// Positions from the opening to near the end of a random game.
fn positions(players: Players, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(&Setup::default(), rules(players));
    let mut seen = vec![pos];
    loop {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
        seen.push(pos);
    }
    let n = seen.len();
    // The opening, the first turn, mid-game, and the last three with a move.
    [0, 1, n / 2, n - 4, n - 3, n - 2]
        .iter()
        .map(|&i| seen[i])
        .collect()
}

#[test]
fn every_level_plays_a_legal_turn_from_opening_to_end_for_2_3_and_4_players() {
    for players in Players::ALL {
        for pos in positions(*players, 3) {
            for level in Level::ALL {
                let answer = computer(level, 5)
                    .choose(&pos, &go())
                    .unwrap_or_else(|| panic!("{level} found no move in {pos:?}"));
                assert!(
                    pos.is_legal(answer.mv),
                    "{level} chose illegal {} for {players} players",
                    answer.mv
                );
            }
        }
    }
}

#[test]
fn no_level_moves_when_the_game_is_over() {
    let pos = Position::with_stones(Rules::default(), points(&["a1", "c5"]), Bits::EMPTY);
    assert!(pos.outcome().is_some());
    for level in Level::ALL {
        assert!(computer(level, 1).choose(&pos, &go()).is_none(), "{level}");
    }
}

#[test]
fn easy_and_above_take_five_stones_rather_than_one() {
    // a1 hops up file a over a2, a4, a6, a8, a10: five hops, five stones
    // (a2; a4 and a6; a8 and a10). k1 over k2 takes one.
    let black = points(&["a1", "a2", "a4", "a6", "a8", "a10", "k1", "k2"]);
    let five: Move = "a1-a3-a5-a7-a9-a11".parse().unwrap();
    for players in Players::ALL {
        let pos = Position::with_stones(rules(*players), black, Bits::EMPTY);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for seed in 0..3 {
                let answer = computer(level, seed).choose(&pos, &go()).unwrap();
                assert_eq!(answer.mv, five, "{level}, {players} players, seed {seed}");
            }
        }
    }
}

#[test]
fn easy_and_above_take_three_white_stones_rather_than_one_black() {
    // a1 hops over white a2, a4, a6: the first hop takes a2, the third a4
    // and a6 (6 points); k1 over k2 takes 1.
    let black = points(&["a1", "k1", "k2"]);
    let white = points(&["a2", "a4", "a6"]);
    let three: Move = "a1-a3-a5-a7".parse().unwrap();
    let pos = Position::with_stones(Rules::default(), black, white);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let answer = computer(level, 9).choose(&pos, &go()).unwrap();
        assert_eq!(answer.mv, three, "{level}");
    }
}
