//! The tournament's tests, by subject: each pairing format, the
//! standings and their tie-breaks, the running of a tournament (entries,
//! results, rounds in turn), and a tournament kept on disk. Here: the
//! fields and rounds they build, and the checks every pairing passes.

mod files;
mod round_robin;
mod running;
mod standings;
mod swiss;

use super::*;
use std::collections::BTreeSet;

fn entrant(i: usize, rating: f64) -> Entrant {
    Entrant {
        key: format!("ssh-ed25519 key{i}"),
        name: format!("P{i}"),
        rating,
    }
}

/// A tournament entered by players of `ratings`, in that order.
fn field(format: Format, ratings: &[f64]) -> Tournament {
    let mut t = Tournament::new("Test".into(), format);
    for (i, &r) in ratings.iter().enumerate() {
        t.register(entrant(i, r)).unwrap();
    }
    t
}

/// A tournament with rounds written out: (south, north, result).
fn with_rounds(
    format: Format,
    ratings: &[f64],
    rounds: &[&[(usize, usize, Played)]],
) -> Tournament {
    let mut t = field(format, ratings);
    t.rounds = rounds
        .iter()
        .map(|games| Round {
            pairings: games
                .iter()
                .map(|&(south, north, result)| Pairing {
                    south,
                    north,
                    result: Some(result),
                    forfeit: false,
                })
                .collect(),
            bye: None,
        })
        .collect();
    t
}

/// Each unordered pair that has met, from the rounds as written.
fn pairs_met(t: &Tournament) -> Vec<(usize, usize)> {
    t.rounds
        .iter()
        .flat_map(|r| &r.pairings)
        .map(|p| (p.south.min(p.north), p.south.max(p.north)))
        .collect()
}

fn assert_no_repeats(t: &Tournament) {
    let met = pairs_met(t);
    let distinct: BTreeSet<_> = met.iter().collect();
    assert_eq!(distinct.len(), met.len(), "a pair met twice: {met:?}");
}

/// Every entrant is in exactly one game of `round` or has its bye.
fn assert_everyone_once(round: &Round, n: usize) {
    let mut seen: Vec<usize> = round
        .pairings
        .iter()
        .flat_map(|p| [p.south, p.north])
        .chain(round.bye)
        .collect();
    seen.sort();
    assert_eq!(seen, (0..n).collect::<Vec<_>>(), "{round:?}");
}
