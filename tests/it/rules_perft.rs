//! Perft figures from `tests/data/perft.txt`: the spec's own, and
//! regression figures for every rule combination on both patterns.

use pasang::games::ka::{Choice, Game, Pattern, Rules, Setup, perft::perft};

#[test]
fn perft_figures_match_the_data_file() {
    let data = include_str!("../data/perft.txt");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        // The traditional options may follow the centre; without them the
        // line is of whole captures with South first.
        let (pattern, second, ka, centre, captures, first, depth, count) = match f[..] {
            [pattern, second, ka, centre, depth, count] => {
                (pattern, second, ka, centre, "whole", "south", depth, count)
            }
            [pattern, second, ka, centre, captures, first, depth, count] => {
                (pattern, second, ka, centre, captures, first, depth, count)
            }
            _ => panic!("bad line {line:?}"),
        };
        let rules = Rules {
            second_column: Choice::from_name(second).unwrap(),
            ka_entry: Choice::from_name(ka).unwrap(),
            centre: Choice::from_name(centre).unwrap(),
            captures: Choice::from_name(captures).unwrap(),
            first: Choice::from_name(first).unwrap(),
            rounds: Default::default(),
        };
        let setup = Setup::pattern(Pattern::from_name(pattern).unwrap());
        let game = Game::new(setup, rules);
        let depth: u32 = depth.parse().unwrap();
        assert_eq!(perft(game.position(), depth).to_string(), count, "{line}");
        checked += 1;
    }
    assert_eq!(checked, 42);
}

#[test]
fn divide_sums_to_perft() {
    let game = Game::new(Setup::pattern(Pattern::Second), Rules::MARBLES);
    let lines = pasang::games::ka::perft::divide(game.position(), 3);
    assert_eq!(lines.len(), 11);
    let total: u64 = lines.iter().map(|(_, n)| n).sum();
    assert_eq!(total, perft(game.position(), 3));
}
