use super::*;
use crate::rng::Rng;
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

/// Six players, two rounds written out (points in half points):
///
/// ```text
///          rating  round 1           round 2           points
/// S  0     1800    beat M2           beat X            4
/// X  1     1700    beat W            lost to S         2
/// Y  2     1600    drew M1           drew M2           2
/// M1 3     1500    drew Y            drew W            2
/// W  4     1400    lost to X         drew M1           1
/// M2 5     1300    lost to S         drew Y            1
/// ```
///
/// Buchholz (opponents' points) and Sonneborn-Berger (in quarters: 2 ×
/// the points of each opponent beaten, 1 × those of each drawn with):
///
/// ```text
/// S   Bh M2 1 + X 2 = 3    SB 2·1 + 2·2 = 6
/// X   Bh W 1 + S 4 = 5     SB 2·1       = 2
/// Y   Bh M1 2 + M2 1 = 3   SB 1·2 + 1·1 = 3
/// M1  Bh Y 2 + W 1 = 3     SB 1·2 + 1·1 = 3
/// W   Bh X 2 + M1 2 = 4    SB 1·2       = 2
/// M2  Bh S 4 + Y 2 = 6     SB 1·2       = 2
/// ```
///
/// Swiss: S; then X (Bh 5) before Y and M1 (Bh 3, SB 3, no wins), Y's
/// rating first; then M2 (Bh 6) before W (Bh 4).
/// Round robin: S; then Y and M1 (SB 3, Y's rating first) before X (SB
/// 2); then W and M2 (SB 2, no wins), W's rating first.
fn six_after_two(format: Format) -> Tournament {
    let (s, x, y, m1, w, m2) = (0, 1, 2, 3, 4, 5);
    with_rounds(
        format,
        &[1800.0, 1700.0, 1600.0, 1500.0, 1400.0, 1300.0],
        &[
            &[
                (x, w, Played::SouthWon),
                (y, m1, Played::Drawn),
                (s, m2, Played::SouthWon),
            ],
            &[
                (s, x, Played::SouthWon),
                (y, m2, Played::Drawn),
                (w, m1, Played::Drawn),
            ],
        ],
    )
}

fn table(t: &Tournament) -> Vec<(usize, usize, u32, u32, u32, u32)> {
    t.standings()
        .iter()
        .map(|s| {
            (
                s.entrant,
                s.place,
                s.points,
                s.buchholz,
                s.sonneborn_berger,
                s.wins,
            )
        })
        .collect()
}

#[test]
fn a_swiss_breaks_ties_by_buchholz_then_sonneborn_berger() {
    let t = six_after_two(Format::Swiss { rounds: 3 });
    // (entrant, place, points, Buchholz, Sonneborn-Berger, wins)
    assert_eq!(
        table(&t),
        [
            (0, 1, 4, 3, 6, 2),
            (1, 2, 2, 5, 2, 1),
            (2, 3, 2, 3, 3, 0),
            (3, 4, 2, 3, 3, 0),
            (5, 5, 1, 6, 2, 0),
            (4, 6, 1, 4, 2, 0),
        ]
    );
}

#[test]
fn a_round_robin_breaks_ties_by_sonneborn_berger_then_rating() {
    let t = six_after_two(Format::RoundRobin);
    let order: Vec<usize> = t.standings().iter().map(|s| s.entrant).collect();
    assert_eq!(order, [0, 2, 3, 1, 4, 5]);
}

#[test]
fn sonneborn_berger_comes_before_wins_when_buchholz_is_equal() {
    // A 2000, B 1900, C 1800, D 1700. Round 1: A beat C, B drew D.
    // Round 2: B beat A, D drew C. Points: B 3, A 2, D 2, C 1.
    // Buchholz: A C 1 + B 3 = 4, D B 3 + C 1 = 4: equal.
    // Sonneborn-Berger: A 2·1 = 2; D 1·3 + 1·1 = 4: D is placed above A,
    // though A has a win and D none.
    let (a, b, c, d) = (0, 1, 2, 3);
    let t = with_rounds(
        Format::Swiss { rounds: 2 },
        &[2000.0, 1900.0, 1800.0, 1700.0],
        &[
            &[(a, c, Played::SouthWon), (b, d, Played::Drawn)],
            &[(a, b, Played::NorthWon), (d, c, Played::Drawn)],
        ],
    );
    assert_eq!(
        table(&t),
        [
            (b, 1, 3, 4, 6, 1),
            (d, 2, 2, 4, 4, 0),
            (a, 3, 2, 4, 2, 1),
            (c, 4, 1, 4, 2, 0),
        ]
    );
}

#[test]
fn players_equal_in_every_tie_break_share_a_place() {
    let t = with_rounds(
        Format::Swiss { rounds: 2 },
        &[1500.0; 4],
        &[&[(0, 1, Played::SouthWon), (2, 3, Played::NorthWon)]],
    );
    let places: Vec<(usize, usize)> = t.standings().iter().map(|s| (s.entrant, s.place)).collect();
    assert_eq!(places, [(0, 1), (3, 1), (1, 3), (2, 3)]);
}

#[test]
fn a_game_without_a_result_counts_nothing_yet() {
    let mut t = field(
        Format::Swiss { rounds: 2 },
        &[2000.0, 1900.0, 1800.0, 1700.0, 1600.0],
    );
    t.pair_next_round().unwrap();
    // 0–2 and 1–3; 4 has the bye. Only board 0 is played.
    t.record(0, 0, Played::Drawn).unwrap();
    let rows = t.standings();
    let of = |e: usize| rows.iter().find(|s| s.entrant == e).unwrap();
    assert_eq!(of(4).points, 2);
    assert_eq!(of(4).games, [Meeting::Bye]);
    assert_eq!((of(0).points, of(2).points), (1, 1));
    assert_eq!((of(1).points, of(3).points), (0, 0));
    assert_eq!(
        of(1).games,
        [Meeting::Game {
            opponent: 3,
            side: Side::South,
            outcome: None,
            forfeit: false
        }]
    );
    assert_eq!(of(2).buchholz, 1);
    assert_eq!(of(1).buchholz, 0);
    assert!(!t.round_done());
    assert!(!t.is_finished());
}

#[test]
fn the_next_round_waits_for_every_result() {
    let mut t = field(
        Format::Swiss { rounds: 3 },
        &[2000.0, 1900.0, 1800.0, 1700.0],
    );
    t.pair_next_round().unwrap();
    t.record(0, 1, Played::Drawn).unwrap();
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::RoundUnfinished {
            round: 0,
            unrecorded: 1
        }
    );
    assert_eq!(t.rounds.len(), 1);
}

#[test]
fn nobody_enters_or_leaves_once_the_first_round_is_paired() {
    let mut t = field(Format::RoundRobin, &[2000.0, 1900.0, 1800.0]);
    t.withdraw("ssh-ed25519 key1").unwrap();
    assert_eq!(t.entrants.len(), 2);
    assert_eq!(t.of_key("ssh-ed25519 key2"), Some(1));
    t.register(entrant(1, 1900.0)).unwrap();
    t.pair_next_round().unwrap();
    assert_eq!(t.register(entrant(7, 1500.0)), Err(RegisterError::Started));
    assert_eq!(t.withdraw("ssh-ed25519 key0"), Err(RegisterError::Started));
    assert_eq!(t.entrants.len(), 3);
}

#[test]
fn a_key_enters_once_with_a_real_rating() {
    let mut t = field(Format::RoundRobin, &[2000.0, 1900.0]);
    assert_eq!(
        t.register(entrant(1, 1500.0)),
        Err(RegisterError::AlreadyIn { entrant: 1 })
    );
    assert_eq!(
        t.register(entrant(5, f64::NAN)),
        Err(RegisterError::NotARating)
    );
    assert_eq!(t.withdraw("nobody"), Err(RegisterError::NotIn));
}

#[test]
fn a_game_has_one_result() {
    let mut t = field(Format::Swiss { rounds: 1 }, &[2000.0, 1900.0]);
    t.pair_next_round().unwrap();
    t.record(0, 0, Played::SouthWon).unwrap();
    assert_eq!(
        t.record(0, 0, Played::NorthWon),
        Err(RecordError::AlreadyRecorded {
            round: 0,
            board: 0,
            result: Played::SouthWon
        })
    );
    assert_eq!(t.rounds[0].pairings[0].result, Some(Played::SouthWon));
}

#[test]
fn a_result_for_a_round_or_board_that_is_not_there_is_refused() {
    let mut t = field(Format::Swiss { rounds: 2 }, &[2000.0, 1900.0, 1800.0]);
    assert_eq!(
        t.record(0, 0, Played::Drawn),
        Err(RecordError::NoSuchRound {
            round: 0,
            rounds: 0
        })
    );
    t.pair_next_round().unwrap();
    assert_eq!(
        t.record(0, 1, Played::Drawn),
        Err(RecordError::NoSuchBoard {
            round: 0,
            board: 1,
            boards: 1
        })
    );
}

#[test]
fn no_round_is_paired_past_the_last_or_for_fewer_than_two() {
    let mut t = field(Format::Swiss { rounds: 1 }, &[2000.0]);
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::TooFew { entrants: 1 }
    );
    t.register(entrant(1, 1900.0)).unwrap();
    t.pair_next_round().unwrap();
    assert!(!t.is_finished());
    t.record(0, 0, Played::Drawn).unwrap();
    assert!(t.is_finished());
    assert_eq!(
        t.pair_next_round().unwrap_err(),
        PairError::NoRoundsLeft { rounds: 1 }
    );
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
fn a_tournament_reads_back_from_ron_as_it_was_written() {
    let mut t = field(Format::Swiss { rounds: 3 }, &[2000.0, 1900.5, 1800.0]);
    t.pair_next_round().unwrap();
    t.record(0, 0, Played::NorthWon).unwrap();
    let text = ron::to_string(&t).unwrap();
    let back: Tournament = ron::from_str(&text).unwrap();
    assert_eq!(back, t);
    // Fields a file may lack read as empty.
    let bare: Tournament = ron::from_str(r#"(name: "Bare", format: RoundRobin)"#).unwrap();
    assert_eq!(bare, Tournament::new("Bare".into(), Format::RoundRobin));
}

#[test]
fn rounds_written_by_hand_with_bad_indices_do_not_panic() {
    let mut t = with_rounds(
        Format::Swiss { rounds: 3 },
        &[2000.0, 1900.0],
        &[&[(0, 9, Played::SouthWon), (1, 1, Played::Drawn)]],
    );
    t.rounds[0].bye = Some(40);
    let rows = t.standings();
    assert!(
        rows.iter()
            .all(|s| s.games == [Meeting::Unpaired] && s.points == 0)
    );
    assert!(t.pair_next_round().is_ok());
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

#[test]
fn a_forfeit_counts_as_a_result_and_is_marked_as_one() {
    let mut t = Tournament::new("F".into(), Format::Swiss { rounds: 1 });
    for key in ["a", "b"] {
        let (key, name) = (key.to_string(), key.to_string());
        t.register(Entrant {
            key,
            name,
            rating: 1500.0,
        })
        .unwrap();
    }
    t.pair_next_round().unwrap();
    t.record_as(0, 0, Played::SouthWon, true).unwrap();
    let rows = t.standings();
    assert_eq!(rows[0].points, 2);
    assert!(matches!(
        rows[0].games[0],
        Meeting::Game {
            outcome: Some(Outcome::Won),
            forfeit: true,
            ..
        }
    ));
    assert!(matches!(
        rows[1].games[0],
        Meeting::Game {
            outcome: Some(Outcome::Lost),
            forfeit: true,
            ..
        }
    ));
}

#[test]
fn a_tournament_written_before_forfeits_were_marked_reads_with_none() {
    let text = "(name:\"Old\",format:Swiss(rounds:1),entrants:[(key:\"a\",name:\"A\",rating:1500.0),(key:\"b\",name:\"B\",rating:1400.0)],rounds:[(pairings:[(south:0,north:1,result:Some(Drawn))],bye:None)])";
    let t: Tournament = ron::from_str(text).unwrap();
    assert!(!t.rounds[0].pairings[0].forfeit);
    assert!(t.is_finished());
    // A result given is written with its mark, and read back the same.
    let mut given = t.clone();
    given.rounds[0].pairings[0].forfeit = true;
    let back: Tournament = ron::from_str(&ron::to_string(&given).unwrap()).unwrap();
    assert_eq!(back, given);
    assert!(!ron::to_string(&t).unwrap().contains("forfeit"));
}
