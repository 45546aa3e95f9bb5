//! The standings: points counted from the results recorded so far, and
//! ties broken by Buchholz, Sonneborn-Berger, wins and rating as the
//! format says, worked out by hand.

use super::*;

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
fn a_forfeit_counts_as_a_result_and_is_marked_as_one() {
    let mut t = field(Format::Swiss { rounds: 1 }, &[1500.0, 1500.0]);
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
