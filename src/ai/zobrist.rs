//! Zobrist keys for positions, computed from a position's public state and
//! updated incrementally by comparing a position with its child.

use crate::games::ka::{Bits, File, Player, Position};
use crate::rng::Rng;
use std::sync::OnceLock;

const POINTS: usize = 121;
/// The scores are part of the key (the board alone does not tell who took
/// what); scores never exceed 180, the rest is headroom.
const SCORES: usize = 256;

struct Keys {
    black: [u64; POINTS],
    white: [u64; POINTS],
    ka: [[u64; POINTS]; 2],
    passage: [[u64; 11]; 2],
    points: [[u64; SCORES]; 2],
    north_to_move: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        // A fixed seed: keys are the same in every run, so searches repeat.
        let mut rng = Rng::new(0x5041_5341_4E47);
        let mut table = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
        let arr = |v: Vec<u64>| -> [u64; POINTS] { v.try_into().expect("sized") };
        Keys {
            black: arr(table(POINTS)),
            white: arr(table(POINTS)),
            ka: [arr(table(POINTS)), arr(table(POINTS))],
            passage: [
                table(11).try_into().expect("sized"),
                table(11).try_into().expect("sized"),
            ],
            points: [
                table(SCORES).try_into().expect("sized"),
                table(SCORES).try_into().expect("sized"),
            ],
            north_to_move: table(1)[0],
        }
    })
}

fn bits_key(bits: Bits, table: &[u64; POINTS]) -> u64 {
    bits.iter().fold(0, |k, p| k ^ table[p.index() as usize])
}

fn player_key(pos: &Position, player: Player, k: &Keys) -> u64 {
    let i = player.index();
    let ka = pos.ka(player).map_or(0, |p| k.ka[i][p.index() as usize]);
    let passage = pos
        .passage(player)
        .map_or(0, |f: File| k.passage[i][f.index() as usize]);
    ka ^ passage
}

fn points_key(pos: &Position, player: Player, k: &Keys) -> u64 {
    k.points[player.index()][(pos.points(player) as usize).min(SCORES - 1)]
}

/// The key of a position (rules are not part of it: a table is used for
/// one set of rules at a time).
pub fn key(pos: &Position) -> u64 {
    let k = keys();
    let mut h = bits_key(pos.black(), &k.black) ^ bits_key(pos.white(), &k.white);
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
    h ^= bits_key(Bits(parent.black().0 ^ child.black().0), &k.black);
    h ^= bits_key(Bits(parent.white().0 ^ child.white().0), &k.white);
    let mover = parent.to_move();
    h ^= player_key(parent, mover, k) ^ player_key(child, mover, k);
    h ^ points_key(parent, mover, k) ^ points_key(child, mover, k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ka::{Pattern, Rules, Setup};
    use crate::rng::Rng;

    #[test]
    fn incremental_keys_match_keys_from_scratch_through_random_games() {
        let mut rng = Rng::new(7);
        for rules in [Rules::CLASSIC, Rules::MARBLES] {
            for _ in 0..20 {
                let mut pos = Position::start(&Setup::pattern(Pattern::First), rules);
                let mut h = key(&pos);
                loop {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    let mut next = pos;
                    next.play_unchecked(moves[rng.below(moves.len())]);
                    h = update(h, &pos, &next);
                    assert_eq!(h, key(&next));
                    pos = next;
                }
            }
        }
    }

    #[test]
    fn the_side_to_move_changes_the_key() {
        let start = Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC);
        let mut next = start;
        next.play_unchecked(start.legal_moves()[0]);
        assert_ne!(key(&start), key(&next));
    }
}
