//! The runner with each game's match: the same games at any concurrency,
//! and a stop.

use super::bell::BellMatch;
use super::run::{Contest, Totals, play_match};
use super::{Event, MatchConfig, MatchPlayer, Schedule};
use crate::games::Level;
use crate::games::{bell, ka};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

fn schedule<P>(start: P, games: u32, seed: u64) -> Schedule<P> {
    Schedule {
        games,
        start,
        seed,
        movetime: Duration::from_millis(10),
        nodes: Some(300),
        random_plies: 2,
    }
}

/// The ka game's match of `players`.
fn ka_match(players: [Level; 2], games: u32, seed: u64) -> MatchConfig {
    let start = ka::Position::start(&ka::Setup::pattern(ka::Pattern::First), ka::Rules::CLASSIC);
    MatchConfig {
        players: players.map(MatchPlayer::Computer),
        engine_setup: "first".into(),
        first_moves: Vec::new(),
        schedule: schedule(start, games, seed),
        threads: 1,
        sprt: None,
        concurrency: 1,
    }
}

/// Bell's game's match of three `players`.
fn bell_match(players: [Level; 3], games: u32, seed: u64) -> BellMatch {
    let rules = bell::Rules {
        players: bell::Players::Three,
        ..bell::Rules::default()
    };
    BellMatch {
        players: players.to_vec(),
        methods: Vec::new(),
        schedule: schedule(
            bell::Position::start(&bell::Setup::default(), rules),
            games,
            seed,
        ),
        concurrency: 1,
    }
}

/// The games' reports, in the order of their numbers, and the totals'
/// count.
fn played<C: Contest>(contest: &C) -> (Vec<String>, u32)
where
    C::Report: std::fmt::Debug,
{
    let mut reports = Vec::new();
    let stats = play_match(contest, &AtomicBool::new(false), |e| {
        if let Event::GameOver(report, _) = e {
            reports.push(format!("{report:?}"));
        }
    })
    .unwrap();
    // "… { number: 7, …": the numbers have one digit here.
    reports.sort();
    (reports, stats.games())
}

/// The same seed plays the same games, one round at a time (`one`) or
/// three at once (`three`, otherwise the same); different rounds
/// differ.
fn same_games_at_any_concurrency<C: Contest>(one: &C, three: &C)
where
    C::Report: std::fmt::Debug,
{
    assert_eq!((one.concurrency(), three.concurrency()), (1, 3));
    let (games, count) = played(one);
    assert_eq!(count, one.schedule().games);
    assert_eq!(games.len(), count as usize);
    assert_eq!(played(one).0, games);
    assert_eq!(played(three).0, games);
    // "GameReport { number: 1, first_plays: …": all but the number.
    let game = |i: usize| games[i].split_once(", ").unwrap().1;
    assert_ne!(game(0), game(one.count()), "two rounds alike");
}

#[test]
fn the_same_seed_plays_the_same_games_at_any_concurrency() {
    let one = ka_match([Level::Hard, Level::Easy], 6, 11);
    let three = MatchConfig {
        concurrency: 3,
        ..one.clone()
    };
    same_games_at_any_concurrency(&one, &three);
    let one = bell_match([Level::Hard, Level::Easy, Level::Random], 6, 11);
    let three = BellMatch {
        concurrency: 3,
        ..one.clone()
    };
    same_games_at_any_concurrency(&one, &three);
}

/// Stopped five moves into game 3 of a match of rounds of two or
/// three games, the match counts the two games finished.
fn a_stop_counts_the_games_finished<C: Contest>(contest: &C) {
    let stop = AtomicBool::new(false);
    let mut over = 0;
    let stats = play_match(contest, &stop, |e| match e {
        Event::GameOver(..) => over += 1,
        Event::Move { game: 3, plies: 5 } => stop.store(true, Ordering::Relaxed),
        Event::Move { .. } => {}
    })
    .unwrap();
    assert_eq!((over, stats.games()), (2, 2));
}

#[test]
fn a_raised_stop_ends_the_match_with_the_games_finished() {
    a_stop_counts_the_games_finished(&ka_match([Level::Easy, Level::Random], 6, 3));
    let players = [Level::Easy, Level::Random, Level::Random];
    a_stop_counts_the_games_finished(&bell_match(players, 6, 3));
}
