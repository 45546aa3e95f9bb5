//! The stoppable perft (`counting`) against each game's own perft: the
//! same counts and first-move splits, and a count cut by the stop flag or
//! a deadline with how far it got.

use pasang::counting::{Cut, Tally, Watch, count, divide};
use pasang::games::bell;
use pasang::games::ka::perft::perft;
use pasang::games::ka::{Pattern, Position, Rules, Setup};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

fn start() -> Position {
    Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC)
}

#[test]
fn the_counts_agree_with_plain_perft_and_divide() {
    let stop = AtomicBool::new(false);
    let mut calls = 0;
    let mut progress = |_: &Tally| calls += 1;
    let mut watch = Watch {
        stop: &stop,
        deadline: None,
        progress: &mut progress,
    };
    let pos = start();
    // The rules spec's figures, and the perft data's depth 6.
    for (depth, expected) in [(1, 11), (2, 60), (3, 850), (6, 269_139)] {
        assert_eq!(count(&pos, depth, &mut watch), Ok(expected));
    }
    let mut lines = Vec::new();
    let total = divide(&pos, 5, &mut watch, |m, n| lines.push((m, n))).unwrap();
    assert_eq!(lines, pasang::games::ka::perft::divide(&pos, 5));
    assert_eq!(total, perft(&pos, 5));
    assert!(calls > 0, "progress is called while counting");
}

#[test]
fn a_raised_flag_cuts_the_count_with_what_was_done() {
    let stop = AtomicBool::new(false);
    // Raise the flag once some sequences are counted.
    let mut progress = |t: &Tally| {
        if t.counted > 50_000 {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let mut watch = Watch {
        stop: &stop,
        deadline: None,
        progress: &mut progress,
    };
    let mut finished = 0;
    let (cut, tally) = divide(&start(), 7, &mut watch, |_, _| finished += 1).unwrap_err();
    assert_eq!(cut, Cut::Stopped);
    assert!(tally.counted > 50_000 && tally.counted < perft(&start(), 6) * 11);
    assert_eq!(tally.first_moves, 11);
    assert_eq!(tally.first_moves_done, finished);
}

#[test]
fn a_past_deadline_cuts_the_count() {
    let stop = AtomicBool::new(false);
    let mut watch = Watch {
        stop: &stop,
        deadline: Some(Instant::now()),
        progress: &mut |_| {},
    };
    let (cut, _) = count(&start(), 6, &mut watch).unwrap_err();
    assert_eq!(cut, Cut::Deadline);
}

#[test]
fn bells_game_is_counted_as_the_spec_says() {
    let stop = AtomicBool::new(false);
    let mut watch = Watch {
        stop: &stop,
        deadline: None,
        progress: &mut |_| {},
    };
    let rules = bell::Rules {
        players: bell::Players::Two,
        opening: bell::Opening::Inner,
    };
    let pos = bell::Position::start(&bell::Setup::default(), rules);
    // The spec's figures for two players, inner opening.
    for (depth, expected) in [(1, 4), (2, 20), (3, 96)] {
        assert_eq!(count(&pos, depth, &mut watch), Ok(expected));
    }
    let mut lines = Vec::new();
    let total = divide(&pos, 4, &mut watch, |m, n| lines.push((m, n))).unwrap();
    assert_eq!(lines, bell::perft::divide(&pos, 4));
    assert_eq!(total, bell::perft::perft(&pos, 4));
}
