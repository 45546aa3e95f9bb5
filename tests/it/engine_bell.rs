//! `pasang engine` playing Bell's game through the real binary: `position
//! bell …`, `moves` as whole turns, `go` within its limits, `stop`, and an
//! `error` line for every bad line.

use crate::common;

use common::process::engine_lines;
use pasang::games::bell::{Game, Move, Players, Rules, Setup};
use pasang::rng::Rng;
use std::time::Duration;

const WITHIN: Duration = Duration::from_secs(60);

fn engine(input: &[u8]) -> Vec<String> {
    engine_lines(input, WITHIN)
}

fn sorted(line: &str) -> Vec<&str> {
    let mut moves: Vec<&str> = line.split(' ').collect();
    moves.sort();
    moves
}

#[test]
fn moves_lists_whole_turns_in_notation() {
    let out =
        engine(b"position bell\nmoves\nposition bell opening inner players 3 moves xd4\nmoves\n");
    assert_eq!(sorted(&out[0]), ["xa1", "xa11", "xk1", "xk11"]);
    // d4 taken: the stones two points away along a line or the marked
    // diagonal hop into it (worked by hand): b4, d2, f4, d6, b2.
    assert_eq!(
        sorted(&out[1]),
        ["b2-d4", "b4-d4", "d2-d4", "d6-d4", "f4-d4"]
    );
    assert_eq!(out.len(), 2);
}

#[test]
fn go_answers_a_whole_turn_that_can_be_played() {
    for players in ["2", "3", "4"] {
        let input =
            format!("position bell players {players} moves xa1 a3-a1\ngo depth 2\ngo nodes 500\n");
        let out = engine(input.as_bytes());
        assert_eq!(out.len(), 4, "{out:?}");
        for pair in out.chunks(2) {
            assert!(pair[0].starts_with("info depth "), "{pair:?}");
            let mv: Move = pair[1].strip_prefix("bestmove ").unwrap().parse().unwrap();
            let mut game = Game::new(Setup::default(), Rules::default());
            for m in ["xa1", "a3-a1"] {
                game.play_notation(m).unwrap();
            }
            game.try_play(mv).expect("a legal turn");
        }
    }
}

/// With three or four players `go depth N` asks for N samples of each
/// candidate turn, and `info depth` says how many were taken.
#[test]
fn a_sampled_search_reports_its_samples_as_its_depth() {
    for players in ["3", "4"] {
        let input =
            format!("position bell players {players} moves xa1\ngo depth 5\ngo depth 2\nquit\n");
        let out = engine(input.as_bytes());
        assert_eq!(out.len(), 4, "{out:?}");
        assert!(out[0].starts_with("info depth 5 "), "{out:?}");
        assert!(out[2].starts_with("info depth 2 "), "{out:?}");
    }
}

/// A game of random turns, played until the seat to move has two turns or
/// more and each of them ends the game: its turns, and the best lead over
/// the best of the others that the seat to move can end it with.
fn last_choice(players: Players, seed: u64) -> Option<(Vec<String>, i32)> {
    let rules = Rules {
        players,
        ..Rules::default()
    };
    let mut game = Game::new(Setup::default(), rules);
    let mut rng = Rng::new(seed);
    while game.outcome().is_none() {
        let pos = *game.position();
        let me = pos.turn_index();
        let mut leads = Vec::new();
        let mut all_end = true;
        pos.for_each_turn(|_, child| {
            all_end &= !child.has_hop();
            let s = child.scores();
            let other = (0..s.len()).filter(|&i| i != me).map(|i| s[i]).max();
            leads.push(i32::from(s[me]) - i32::from(other.unwrap()));
        });
        if all_end && leads.len() > 1 {
            let moves = game.moves().iter().map(|m| m.to_string()).collect();
            return Some((moves, *leads.iter().max().unwrap()));
        }
        let turns = game.legal_moves();
        game.try_play(turns[rng.below(turns.len())]).unwrap();
    }
    None
}

/// With three or four players the score is a lead, as with two: the
/// mover's points (expected, in a sampled round) less the best of the
/// others'. Where every turn ends the game it is exact.
#[test]
fn a_sampled_search_scores_the_lead_over_the_best_of_the_others() {
    let mut checked = 0;
    for (players, word) in [(Players::Three, "3"), (Players::Four, "4")] {
        for seed in 0..40 {
            let Some((moves, lead)) = last_choice(players, seed) else {
                continue;
            };
            let input = format!(
                "position bell players {word} moves {}\ngo depth 3\nquit\n",
                moves.join(" ")
            );
            let out = engine(input.as_bytes());
            let want = format!("info depth 3 score {lead:+}.0 ");
            assert!(out[0].starts_with(&want), "seed {seed}: {out:?}, {want}");
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked} games checked");
}

#[test]
fn a_finished_game_of_bells_has_no_moves_and_bestmove_none() {
    let moves = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/records/bell-3-corner-finished.ron"
    ))
    .unwrap();
    let moves: Vec<&str> = moves
        .split('"')
        .filter(|w| w.contains('-') || w.starts_with('x'))
        .filter(|w| w.len() <= 30 && !w.contains(' '))
        .collect();
    let input = format!(
        "position bell players 3 moves {}\nmoves\ngo depth 1\n",
        moves.join(" ")
    );
    let out = engine(input.as_bytes());
    assert_eq!(out[0], "");
    assert_eq!(out[1], "info result North wins 43–48–53 (South–West–North)");
    assert_eq!(out[2], "bestmove none");
}

#[test]
fn bad_bell_lines_get_an_error_and_the_position_stays() {
    let out = engine(
        b"position bell players 3 moves xa1\n\
position bell players 7\n\
position bell opening\n\
position bell rules marbles\n\
position bell moves xa1 xk1\n\
position bell moves xa1 a3-a2\n\
position bell setup /no/such/file.ron\n\
position bell setup assets/first.ron\n\
moves\n",
    );
    assert_eq!(out[0], "error players: '7' is not one of 2, 3, 4");
    assert_eq!(out[1], "error 'opening' needs a value");
    assert!(
        out[2].starts_with("error position bell: unknown word 'rules'"),
        "{}",
        out[2]
    );
    assert!(out[3].starts_with("error move 2 ('xk1'): "), "{}", out[3]);
    assert!(out[4].starts_with("error move 2 ('a3-a2'): "), "{}", out[4]);
    assert!(
        out[5].starts_with("error /no/such/file.ron: "),
        "{}",
        out[5]
    );
    // A ka setup has its centre filled: not a setup of Bell's.
    assert!(out[6].starts_with("error assets/first.ron: "), "{}", out[6]);
    // Still three players after xa1: the hops into a1.
    assert_eq!(sorted(&out[7]), ["a3-a1", "c1-a1", "c3-a1"]);
    assert_eq!(out.len(), 8);
}

#[test]
fn stop_ends_a_long_bell_search_with_a_move_and_isready_answers_meanwhile() {
    // Ten minutes' search: only `stop` can end it in time for the test.
    let out =
        engine(b"position bell players 4 moves xa1\ngo movetime 600000\nisready\nstop\nmoves\n");
    assert_eq!(out[0], "readyok", "{out:?}");
    assert!(out[1].starts_with("info depth "), "{out:?}");
    assert!(out[2].starts_with("bestmove "), "{out:?}");
    assert_eq!(
        sorted(&out[3]),
        ["a3-a1", "c1-a1", "c3-a1"],
        "commands after the search still run"
    );
}
