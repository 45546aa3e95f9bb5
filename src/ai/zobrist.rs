//! Zobrist keys for positions, computed from a position's public state and
//! updated incrementally by comparing a position with its child.

use super::keys::{Zobrist, draw};
use crate::games::ka::{Player, Position};
use crate::rng::Rng;
use std::sync::OnceLock;

/// The pieces' kinds: black and white stones, then each player's ka.
const BLACK: usize = 0;
const WHITE: usize = 1;
const KA: usize = 2;

struct Keys {
    /// The stones and the kas on 121 points, the two players' scores, and
    /// of this game's own the files each player's passage may be at.
    table: Zobrist<121, 4, 2, [[u64; 11]; 2]>,
    north_to_move: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        // A fixed seed: keys are the same in every run, so searches repeat.
        let mut rng = Rng::new(0x5041_5341_4E47);
        let table = Zobrist::draw(&mut rng, |rng| [draw(rng), draw(rng)]);
        Keys {
            table,
            north_to_move: rng.next_u64(),
        }
    })
}

fn player_key(pos: &Position, player: Player, k: &Keys) -> u64 {
    let i = player.index();
    let ka = k.table.piece(KA + i, pos.ka(player));
    let passage = pos
        .passage(player)
        .map_or(0, |f| k.table.extra[i][f.index() as usize]);
    ka ^ passage
}

fn points_key(pos: &Position, player: Player, k: &Keys) -> u64 {
    k.table.score(player.index(), pos.points(player) as usize)
}

/// The key of a position (rules are not part of it: a table is used for
/// one set of rules at a time).
pub fn key(pos: &Position) -> u64 {
    let k = keys();
    let mut h = k.table.pieces(BLACK, pos.black()) ^ k.table.pieces(WHITE, pos.white());
    for p in Player::ALL {
        h ^= player_key(pos, p, k);
    }
    for p in Player::ALL {
        h ^= points_key(pos, p, k);
    }
    if pos.to_move() == Player::North {
        h ^= k.north_to_move;
    }
    h
}

/// The key of `child`, a position one move after `parent` whose key is
/// `parent_key`: only what changed is hashed.
#[inline]
pub fn update(parent_key: u64, parent: &Position, child: &Position) -> u64 {
    let k = keys();
    let mut h = parent_key ^ k.north_to_move;
    h ^= k.table.moved(BLACK, parent.black(), child.black());
    h ^= k.table.moved(WHITE, parent.white(), child.white());
    let mover = parent.to_move();
    h ^= player_key(parent, mover, k) ^ player_key(child, mover, k);
    h ^ points_key(parent, mover, k) ^ points_key(child, mover, k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::keys::check_updates_through_random_games;
    use crate::games::LegalMoves;
    use crate::games::ka::{Pattern, Rules, Setup};

    #[test]
    fn incremental_keys_match_keys_from_scratch_through_random_games() {
        let starts = [Rules::CLASSIC, Rules::MARBLES]
            .into_iter()
            .flat_map(|rules| {
                (0..20).map(move |_| Position::start(&Setup::pattern(Pattern::First), rules))
            });
        let (moves, play) = (Position::legal_moves, Position::play_unchecked);
        check_updates_through_random_games(starts, &mut Rng::new(7), moves, play, key, update);
    }

    #[test]
    fn the_side_to_move_changes_the_key() {
        let start = Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut next = start;
        next.play_unchecked(start.legal_moves()[0]);
        assert_ne!(key(&start), key(&next));
    }
}
