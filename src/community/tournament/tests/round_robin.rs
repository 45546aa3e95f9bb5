//! Round-robin pairings: the Berger tables, every pair meeting once with
//! the sides balanced.

use super::*;

/// The Berger table of six players, as FIDE prints it (Berger numbers
/// from 1, South first).
const BERGER_6: [[(usize, usize); 3]; 5] = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
];

#[test]
fn a_round_robin_of_six_follows_the_berger_table() {
    // Entered in an order other than their seeds: Berger numbers go by
    // rating.
    let ratings = [1500.0, 1900.0, 1700.0, 2000.0, 1600.0, 1800.0];
    let by_seed = [3, 1, 5, 2, 4, 0];
    let mut t = field(Format::RoundRobin, &ratings);
    for (r, table) in BERGER_6.iter().enumerate() {
        let round = t.pair_next_round().unwrap().clone();
        let got: BTreeSet<(usize, usize)> =
            round.pairings.iter().map(|p| (p.south, p.north)).collect();
        let want: BTreeSet<(usize, usize)> = table
            .iter()
            .map(|&(s, n)| (by_seed[s - 1], by_seed[n - 1]))
            .collect();
        assert_eq!(got, want, "round {}", r + 1);
        for board in 0..3 {
            t.record(r, board, Played::Drawn).unwrap();
        }
    }
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::NoRoundsLeft { rounds: 5 }
    );
}

#[test]
fn a_round_robin_meets_every_pair_once_with_sides_balanced() {
    for n in 2..=9usize {
        let ratings: Vec<f64> = (0..n).map(|i| 2000.0 - 10.0 * i as f64).collect();
        let mut t = field(Format::RoundRobin, &ratings);
        let rounds = if n.is_multiple_of(2) { n - 1 } else { n };
        assert_eq!(t.total_rounds(), rounds, "{n} players");
        let mut souths = vec![0i32; n];
        let mut norths = vec![0i32; n];
        let mut byes = vec![0; n];
        for r in 0..rounds {
            let round = t.pair_next_round().unwrap().clone();
            assert_everyone_once(&round, n);
            for p in &round.pairings {
                souths[p.south] += 1;
                norths[p.north] += 1;
            }
            if let Some(b) = round.bye {
                byes[b] += 1;
            }
            for board in 0..round.pairings.len() {
                t.record(r, board, Played::NorthWon).unwrap();
            }
        }
        assert!(t.is_finished());
        let met: BTreeSet<(usize, usize)> = pairs_met(&t).into_iter().collect();
        assert_eq!(met.len(), n * (n - 1) / 2, "{n} players: every pair once");
        assert_no_repeats(&t);
        for e in 0..n {
            assert!(
                (souths[e] - norths[e]).abs() <= 1,
                "{n} players, {e}: {souths:?} {norths:?}"
            );
            assert_eq!(byes[e], n % 2, "{n} players, {e}: byes");
        }
    }
}
