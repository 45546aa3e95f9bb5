//! Every game's notation: each legal move met in a game played out reads
//! back as itself, also in capitals and with white space around it.

use super::Playable;

/// Plays `G` from its default setup and rules, choosing moves by a fixed
/// stride through the legal ones, and reads back every legal move's text
/// on the way. Returns how many were read.
fn moves_read_back<G: Playable>() -> usize {
    let mut game = G::new(G::pattern(Default::default()), Default::default());
    let mut read = 0;
    for ply in 0..60 {
        let moves = game.legal_moves();
        let Some(&next) = moves.get((ply * 7) % moves.len().max(1)) else {
            break;
        };
        for &m in &moves {
            let text = m.to_string();
            assert_eq!(text.parse::<G::Move>().ok(), Some(m), "{text:?}");
            let loud = format!(" \t{} ", text.to_uppercase());
            assert_eq!(loud.parse::<G::Move>().ok(), Some(m), "{loud:?}");
            read += 1;
        }
        game.try_play(next).expect("a legal move");
    }
    read
}

#[test]
fn every_games_moves_read_back_as_themselves_in_any_case_and_spacing() {
    assert!(moves_read_back::<super::ka::Game>() > 200);
    assert!(moves_read_back::<super::bell::Game>() > 200);
    #[cfg(feature = "test-game")]
    assert!(moves_read_back::<super::steps::Game>() > 20);
}
