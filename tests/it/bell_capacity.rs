//! Whether a move list can hold every turn: the densest position known,
//! checked against the naive reference, and the busiest positions of many
//! random games.

use crate::common::bell_reference;
use pasang::games::LegalMoves;

use bell_reference::RefGame;
use pasang::games::bell::{Bits, MAX_MOVES, Point, Position, Rules, Setup};
use pasang::rng::Rng;

/// The densest hop lattice found by a hill-climbing search over arbitrary
/// positions: stones on every other point, so that a stone can hop on and
/// on in most directions, with extra stones by the corners.
const DENSEST: [&str; 11] = [
    ".b.b.b.b.b.",
    "bbb.b.b.bbb",
    ".bbb.b.bbb.",
    "b.b.b.b.b.b",
    ".b.b...b.b.",
    "b.b.....b.b",
    ".b.b...b.b.",
    "b.b.b.b.b.b",
    ".bbb.b.bbb.",
    "bbb.b.b.bbb",
    ".b.b.b.b.b.",
];

#[test]
fn the_densest_known_position_fits_a_move_list() {
    let black: Bits = DENSEST
        .iter()
        .enumerate()
        .flat_map(|(row, text)| {
            text.char_indices()
                .filter(|&(_, c)| c == 'b')
                .map(move |(file, _)| format!("{}{}", (b'a' + file as u8) as char, 11 - row))
        })
        .map(|name| name.parse::<Point>().unwrap())
        .collect();
    let pos = Position::with_stones(Rules::default(), black, Bits::EMPTY);
    let rows: Vec<String> = DENSEST.iter().map(|r| r.to_string()).collect();
    let mut refg = RefGame::new(&rows, 2, false);
    refg.opened = true;
    let expected = refg.turns().len();
    assert_eq!(pos.legal_moves().len(), expected);
    assert!(expected > 3_000 && expected < MAX_MOVES, "{expected}");
}

#[test]
fn random_games_stay_far_below_the_capacity() {
    let start = Position::start(&Setup::default(), Rules::default());
    let mut busiest = 0;
    for seed in 0..200 {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        loop {
            let moves = pos.legal_moves();
            busiest = busiest.max(moves.len());
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(busiest < MAX_MOVES / 16, "{busiest} turns in one position");
}
