//! Perft figures of Bell's game from `tests/data/bell_perft.txt`: the
//! spec's own, and deeper ones confirmed by the naive reference.

use pasang::games::bell::perft::{divide, perft};
use pasang::games::bell::{Game, Opening, Players, Rules, Setup};
use pasang::games::ka::options::Choice;

fn figures() -> Vec<(Rules, u32, u64)> {
    include_str!("../data/bell_perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let [players, opening, depth, count] = f[..] else {
                panic!("bad line {line:?}");
            };
            let rules = Rules {
                players: Players::from_name(players).unwrap(),
                opening: Opening::from_name(opening).unwrap(),
            };
            (rules, depth.parse().unwrap(), count.parse().unwrap())
        })
        .collect()
}

#[test]
fn the_spec_figures_are_in_the_data_file() {
    let figures = figures();
    let two = |opening| Rules {
        players: Players::Two,
        opening,
    };
    for (opening, counts) in [
        (Opening::Corner, [4, 12, 48]),
        (Opening::Inner, [4, 20, 96]),
    ] {
        for (depth, count) in (1..).zip(counts) {
            assert!(
                figures.contains(&(two(opening), depth, count)),
                "{opening} {depth} {count}"
            );
        }
    }
}

#[test]
fn perft_figures_match_the_data_file() {
    let figures = figures();
    for &(rules, depth, count) in &figures {
        let game = Game::new(Setup::default(), rules);
        assert_eq!(
            perft(game.position(), depth),
            count,
            "{rules} depth {depth}"
        );
    }
    assert_eq!(figures.len(), 26);
}

#[test]
fn divide_splits_the_corner_opening_three_ways_per_corner() {
    // After xa1: a3-a1, c1-a1 and the diagonal c3-a1, each answered by 3,
    // 3 and 6 turns (worked by hand in the spec's reading).
    let game = Game::new(Setup::default(), Rules::default());
    let mut after = *game.position();
    after.play("xa1".parse().unwrap());
    let lines: Vec<(String, u64)> = divide(&after, 2)
        .into_iter()
        .map(|(m, n)| (m.to_string(), n))
        .collect();
    let expected = [("c1-a1", 3), ("a3-a1", 3), ("c3-a1", 6)];
    let mut sorted = lines.clone();
    sorted.sort();
    let mut want: Vec<(String, u64)> = expected.iter().map(|&(m, n)| (m.to_string(), n)).collect();
    want.sort();
    assert_eq!(sorted, want);
}
