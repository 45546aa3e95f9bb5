//! Round-robin pairings by the Berger tables (the circle method as FIDE
//! prints it).
//!
//! The players get Berger numbers 1 to n by seed; an odd field adds a
//! number n for nobody, and whoever is paired with it has the round's bye.
//! With m = n − 1, in round r (from 1):
//!
//! - the player p with 2p ≡ r + 1 (mod m) meets n, and is South in odd
//!   rounds, North in even ones;
//! - every other a and b with a + b ≡ r + 1 (mod m) meet, and a is South
//!   when b − a is odd.
//!
//! So every pair meets once in n − 1 rounds, and each player's Souths and
//! Norths differ by one at most.

use super::{Pairing, Round};

/// How many rounds a round robin of `players` has: n − 1 for an even
/// field, n for an odd one, none below two.
pub fn rounds(players: usize) -> usize {
    match players {
        0 | 1 => 0,
        n => n + n % 2 - 1,
    }
}

/// Round `round` (from 0) of the round robin of `seeds`: entrant indices,
/// Berger number 1 first. No round past the last has a game.
pub fn round(seeds: &[usize], round: usize) -> Round {
    let mut out = Round::default();
    let n = seeds.len() + seeds.len() % 2;
    if n < 2 || round >= rounds(seeds.len()) {
        return out;
    }
    let m = n - 1;
    let r = round + 1;
    let target = (r + 1) % m;
    // Berger number `b` (1..=n) as an entrant; n of an odd field is nobody.
    let entrant = |b: usize| seeds.get(b - 1).copied();
    if let Some(p) = (1..=m).find(|p| (2 * p) % m == target) {
        match (entrant(p), entrant(n)) {
            (Some(p), Some(last)) if r % 2 == 1 => out.pairings.push(pairing(p, last)),
            (Some(p), Some(last)) => out.pairings.push(pairing(last, p)),
            (Some(p), None) => out.bye = Some(p),
            _ => {}
        }
    }
    for a in 1..=m {
        let b = (target + m - a % m) % m;
        let b = if b == 0 { m } else { b };
        if a >= b {
            continue;
        }
        if let (Some(ea), Some(eb)) = (entrant(a), entrant(b)) {
            out.pairings.push(match (b - a) % 2 {
                1 => pairing(ea, eb),
                _ => pairing(eb, ea),
            });
        }
    }
    out
}

fn pairing(south: usize, north: usize) -> Pairing {
    Pairing {
        south,
        north,
        result: None,
        forfeit: false,
    }
}
