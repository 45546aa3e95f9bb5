//! Swiss pairings: the first round by rating, later ones by score, sides
//! balanced, byes to the lowest ranked, nobody meeting anyone twice, and
//! a search that finds a pairing whenever one exists (and gives up rather
//! than hang).

use super::*;
use crate::rng::Rng;

/// Plays a Swiss of `ratings` through, each result given by `rule` (round,
/// board, south's rating, north's rating); checks before each round that
/// the bye goes to the lowest-ranked player without one, ranked here by
/// points counted from the results this function recorded.
fn play_swiss(
    ratings: &[f64],
    rounds: u32,
    rule: impl Fn(usize, usize, f64, f64) -> Played,
) -> Tournament {
    let n = ratings.len();
    let mut t = field(Format::Swiss { rounds }, ratings);
    let mut points = vec![0u32; n];
    let mut had_bye = vec![false; n];
    for r in 0..rounds as usize {
        let expected_bye = (0..n)
            .filter(|&e| !had_bye[e])
            .min_by(|&a, &b| {
                points[a]
                    .cmp(&points[b])
                    .then(ratings[a].total_cmp(&ratings[b]))
            })
            .filter(|_| n % 2 == 1);
        let round = t.pair_next_round().unwrap().clone();
        assert_eq!(round.bye, expected_bye, "round {r}");
        assert_eq!(round.pairings.len(), n / 2);
        assert_everyone_once(&round, n);
        if let Some(b) = round.bye {
            had_bye[b] = true;
            points[b] += 2;
        }
        for (board, p) in round.pairings.iter().enumerate() {
            let result = rule(r, board, ratings[p.south], ratings[p.north]);
            t.record(r, board, result).unwrap();
            match result {
                Played::SouthWon => points[p.south] += 2,
                Played::NorthWon => points[p.north] += 2,
                Played::Drawn => {
                    points[p.south] += 1;
                    points[p.north] += 1;
                }
            }
        }
    }
    assert!(t.is_finished());
    assert_no_repeats(&t);
    t
}

fn higher_rating_wins(_: usize, _: usize, south: f64, north: f64) -> Played {
    if south > north {
        Played::SouthWon
    } else {
        Played::NorthWon
    }
}

fn varied(round: usize, board: usize, _: f64, _: f64) -> Played {
    match (round * 2 + board) % 3 {
        0 => Played::SouthWon,
        1 => Played::NorthWon,
        _ => Played::Drawn,
    }
}

const NINE: [f64; 9] = [
    1510.0, 1880.0, 1320.0, 1745.0, 1600.0, 2010.0, 1430.0, 1690.0, 1950.0,
];

#[test]
fn a_swiss_of_nine_gives_four_byes_to_four_players_lowest_ranked_first() {
    for rule in [higher_rating_wins, varied] {
        let t = play_swiss(&NINE, 4, rule);
        let byes: BTreeSet<usize> = t.rounds.iter().filter_map(|r| r.bye).collect();
        assert_eq!(byes.len(), 4);
    }
}

#[test]
fn the_first_round_of_an_even_swiss_meets_the_top_half_with_the_bottom_half() {
    // Entered out of rating order: the pairing goes by rating.
    let ratings = [
        1600.0, 2000.0, 1300.0, 1800.0, 1500.0, 1900.0, 1400.0, 1700.0,
    ];
    let mut t = field(Format::Swiss { rounds: 3 }, &ratings);
    let round = t.pair_next_round().unwrap();
    let by_rating: Vec<(f64, f64)> = round
        .pairings
        .iter()
        .map(|p| (ratings[p.south], ratings[p.north]))
        .collect();
    assert_eq!(
        by_rating,
        [
            (2000.0, 1600.0),
            (1900.0, 1500.0),
            (1800.0, 1400.0),
            (1700.0, 1300.0)
        ]
    );
    assert_eq!(round.bye, None);
}

/// The sides of the next Swiss round after `rounds` written out, all
/// drawn, among four players rated 2000, 1900, 1800, 1700: (south, north)
/// board by board.
fn sides_after(rounds: &[&[(usize, usize)]]) -> Vec<(usize, usize)> {
    let drawn: Vec<Vec<(usize, usize, Played)>> = rounds
        .iter()
        .map(|r| r.iter().map(|&(s, n)| (s, n, Played::Drawn)).collect())
        .collect();
    let drawn: Vec<&[(usize, usize, Played)]> = drawn.iter().map(Vec::as_slice).collect();
    let mut t = with_rounds(
        Format::Swiss { rounds: 4 },
        &[2000.0, 1900.0, 1800.0, 1700.0],
        &drawn,
    );
    let round = t.pair_next_round().unwrap();
    round.pairings.iter().map(|p| (p.south, p.north)).collect()
}

#[test]
fn south_goes_to_who_was_north_last_when_both_were_south_as_often() {
    // 0 was North then South, 1 South then North: 0 and 1 meet next (each
    // has met 2 and 3), and 1 is South though 0 is better ranked. 2 was
    // never South, 3 twice: 2 is South.
    let sides = sides_after(&[&[(1, 2), (3, 0)], &[(0, 2), (3, 1)]]);
    assert_eq!(sides, [(1, 0), (2, 3)]);
}

#[test]
fn south_goes_to_who_was_south_fewer_times_before_who_was_north_last() {
    // 0 was South, South, North; 1 North, North, South: 1 is South, though
    // 0 is better ranked and was North last. 3 (South once) is South
    // against 2 (twice).
    let sides = sides_after(&[&[(0, 2), (3, 1)], &[(0, 3), (2, 1)], &[(2, 0), (1, 3)]]);
    assert_eq!(sides, [(1, 0), (3, 2)]);
}

#[test]
fn the_search_goes_back_when_the_natural_pairing_would_repeat() {
    // Six players rated A > B > … > F. Round 1 pairs A–D, B–E, C–F; all
    // draw, so round 2 is one score group again and would pair A–D, B–E,
    // C–F: A–D and B–E repeat, so A takes E, then B takes D; C–F would
    // repeat, so the search undoes B–D and pairs B–F, C–D.
    let (a, b, c, d, e, f) = (0, 1, 2, 3, 4, 5);
    let mut t = field(
        Format::Swiss { rounds: 3 },
        &[2000.0, 1900.0, 1800.0, 1700.0, 1600.0, 1500.0],
    );
    let first: Vec<(usize, usize)> = t
        .pair_next_round()
        .unwrap()
        .pairings
        .iter()
        .map(|p| (p.south, p.north))
        .collect();
    assert_eq!(first, [(a, d), (b, e), (c, f)]);
    for board in 0..3 {
        t.record(0, board, Played::Drawn).unwrap();
    }
    let second: BTreeSet<(usize, usize)> = t
        .pair_next_round()
        .unwrap()
        .pairings
        .iter()
        .map(|p| (p.south.min(p.north), p.south.max(p.north)))
        .collect();
    assert_eq!(second, BTreeSet::from([(a, e), (b, f), (c, d)]));
}

/// Whether `players` pair off with nobody meeting someone they met: every
/// way tried.
fn naive_pairable(players: &[usize], met: &BTreeSet<(usize, usize)>) -> bool {
    let Some((&first, rest)) = players.split_first() else {
        return true;
    };
    rest.iter().enumerate().any(|(i, &other)| {
        let key = (first.min(other), first.max(other));
        let mut left = rest.to_vec();
        left.remove(i);
        !met.contains(&key) && naive_pairable(&left, met)
    })
}

#[test]
fn a_swiss_round_is_paired_whenever_some_pairing_has_no_repeat() {
    let mut rng = Rng::new(7);
    let mut paired = 0;
    let mut refused = 0;
    for _ in 0..400 {
        let n = 4 + rng.below(5);
        let earlier = 1 + rng.below(n);
        let ratings: Vec<f64> = (0..n).map(|i| 1500.0 + (i * 37 % 11) as f64).collect();
        let mut t = field(
            Format::Swiss {
                rounds: earlier as u32 + 1,
            },
            &ratings,
        );
        // Earlier rounds drawn at random, repeats and second byes and all,
        // as a file written by hand could hold them.
        for _ in 0..earlier {
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, rng.below(i + 1));
            }
            let bye = (n % 2 == 1).then(|| order[n - 1]);
            let results = [Played::SouthWon, Played::NorthWon, Played::Drawn];
            let pairings = order
                .chunks_exact(2)
                .map(|c| Pairing {
                    south: c[0],
                    north: c[1],
                    result: Some(results[rng.below(3)]),
                    forfeit: false,
                })
                .collect();
            t.rounds.push(Round { pairings, bye });
        }
        let met: BTreeSet<(usize, usize)> = pairs_met(&t).into_iter().collect();
        let byes: BTreeSet<usize> = t.rounds.iter().filter_map(|r| r.bye).collect();
        let possible = if n.is_multiple_of(2) {
            naive_pairable(&(0..n).collect::<Vec<_>>(), &met)
        } else {
            (0..n).filter(|e| !byes.contains(e)).any(|bye| {
                let rest: Vec<usize> = (0..n).filter(|&e| e != bye).collect();
                naive_pairable(&rest, &met)
            })
        };
        match t.pair_next_round() {
            Ok(round) => {
                assert!(possible);
                let round = round.clone();
                assert_everyone_once(&round, n);
                for p in &round.pairings {
                    let key = (p.south.min(p.north), p.south.max(p.north));
                    assert!(!met.contains(&key), "{key:?} met before");
                }
                if let Some(bye) = round.bye {
                    assert!(!byes.contains(&bye), "{bye} has had a bye");
                }
                paired += 1;
            }
            Err(e) => {
                assert!(!possible, "{e:?} though a pairing exists");
                assert_eq!(
                    e,
                    PairError::NoPairing {
                        round: earlier,
                        exhaustive: true
                    }
                );
                refused += 1;
            }
        }
    }
    // Both ways are tried.
    assert!(
        paired > 50 && refused > 50,
        "{paired} paired, {refused} refused"
    );
}

#[test]
fn three_hundred_players_pair_nine_swiss_rounds_without_a_repeat() {
    let ratings: Vec<f64> = (0..300)
        .map(|i| 1000.0 + (i * 7919 % 1000) as f64)
        .collect();
    let t = play_swiss(&ratings, 9, |r, board, south, north| {
        match (r + board) % 5 {
            0 | 1 => higher_rating_wins(r, board, south, north),
            2 => higher_rating_wins(r, board, north, south),
            3 => Played::Drawn,
            _ => Played::SouthWon,
        }
    });
    assert_eq!(t.rounds.len(), 9);
}

#[test]
fn a_swiss_longer_than_the_field_allows_says_no_pairing() {
    // Three players meet each other in three rounds, one bye each; a
    // fourth round has neither a new opponent nor a bye for anyone.
    let mut t = field(Format::Swiss { rounds: 4 }, &[2000.0, 1900.0, 1800.0]);
    for r in 0..3 {
        t.pair_next_round().unwrap();
        t.record(r, 0, Played::Drawn).unwrap();
    }
    assert_no_repeats(&t);
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::NoPairing {
            round: 3,
            exhaustive: true
        }
    );
}

#[test]
fn a_search_past_its_steps_gives_up_rather_than_hang() {
    // 21 players a and 21 players b; in 21 rounds every a has met every b,
    // so each may only meet their own 21, an odd number: there is no
    // pairing, and no player is left without an opponent soon enough for
    // the search to see it before its steps run out.
    let ratings: Vec<f64> = (0..42).map(|i| 2000.0 - i as f64).collect();
    let rounds: Vec<Vec<(usize, usize, Played)>> = (0..21)
        .map(|r| {
            (0..21)
                .map(|i| (i, 21 + (i + r) % 21, Played::Drawn))
                .collect()
        })
        .collect();
    let rounds: Vec<&[(usize, usize, Played)]> = rounds.iter().map(Vec::as_slice).collect();
    let mut t = with_rounds(Format::Swiss { rounds: 30 }, &ratings, &rounds);
    assert_no_repeats(&t);
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::NoPairing {
            round: 21,
            exhaustive: false
        }
    );
}
