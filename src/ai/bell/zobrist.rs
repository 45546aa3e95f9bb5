//! Zobrist keys for Bell positions: the stones by colour, the seat to move,
//! whether the opening stone is taken, and each seat's points (the board
//! alone does not tell who took what, and the search's values depend on it).

use crate::ai::keys::{Zobrist, draw};
use crate::games::bell::{MAX_SEATS, Position};
use crate::rng::Rng;
use std::sync::LazyLock;

/// The pieces' kinds: the stones by colour.
const BLACK: usize = 0;
const WHITE: usize = 1;

/// This game's own keys: the seat to move, and whether the opening stone
/// is taken.
struct Turn {
    to_move: [u64; MAX_SEATS],
    opened: u64,
}

/// The stones on 121 points, every seat's score, and the turn.
static KEYS: LazyLock<Zobrist<121, 2, MAX_SEATS, Turn>> = LazyLock::new(|| {
    // A fixed seed: keys are the same in every run, so searches repeat.
    let mut rng = Rng::new(0x4245_4C4C_5041_5347);
    Zobrist::draw(&mut rng, |rng| Turn {
        to_move: draw(rng),
        opened: rng.next_u64(),
    })
});

/// The key of a position (the rules are not part of it: a table is used for
/// one set of rules at a time).
pub fn key(pos: &Position) -> u64 {
    let k = &*KEYS;
    let mut h = k.pieces(BLACK, pos.black()) ^ k.pieces(WHITE, pos.white());
    h ^= k.extra.to_move[pos.turn_index()];
    if pos.opened() {
        h ^= k.extra.opened;
    }
    for (seat, &points) in pos.scores().iter().enumerate() {
        h ^= k.score(seat, points as usize);
    }
    h
}

/// The key of `child`, a position one move after `parent` whose key is
/// `parent_key`: only what changed is hashed (the stones that moved or were
/// taken, the turn, the mover's points, the opening).
#[inline]
pub fn update(parent_key: u64, parent: &Position, child: &Position) -> u64 {
    let k = &*KEYS;
    let mover = parent.turn_index();
    let turn = &k.extra;
    let mut h = parent_key ^ turn.to_move[mover] ^ turn.to_move[child.turn_index()];
    h ^= k.moved(BLACK, parent.black(), child.black());
    h ^= k.moved(WHITE, parent.white(), child.white());
    if parent.opened() != child.opened() {
        h ^= turn.opened;
    }
    h ^ k.score(mover, parent.scores()[mover] as usize)
        ^ k.score(mover, child.scores()[mover] as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::keys::check_updates_through_random_games;
    use crate::games::LegalMoves;
    use crate::games::bell::{Rules, Setup};

    #[test]
    fn incremental_keys_match_keys_from_scratch_through_random_games() {
        let starts = Rules::all()
            .flat_map(|rules| (0..5).map(move |_| Position::start(&Setup::default(), rules)));
        let (moves, play) = (Position::legal_moves, Position::play_unchecked);
        check_updates_through_random_games(starts, &mut Rng::new(11), moves, play, key, update);
    }

    #[test]
    fn the_seat_to_move_and_the_opening_change_the_key() {
        let start = Position::start(&Setup::default(), Rules::default());
        let mut next = start;
        next.play_unchecked(start.legal_moves()[0]);
        assert_ne!(key(&start), key(&next));
        // The same stones and seat to move, the opening stone taken or not.
        let a = Position::with_stones(Rules::default(), start.black(), start.white());
        assert_ne!(key(&a), key(&start));
    }
}
