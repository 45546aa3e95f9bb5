//! The ka game's match: totals, seeds, stopping, names, and pairs with
//! the sequential test.

use super::*;
use crate::games::ka::{Pattern, Rules, Setup};
use std::sync::atomic::AtomicBool;

fn config(players: [Level; 2], games: u32, seed: u64) -> MatchConfig {
    MatchConfig {
        players: players.map(MatchPlayer::Computer),
        engine_setup: "first".into(),
        first_moves: Vec::new(),
        schedule: Schedule {
            games,
            start: Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC),
            seed,
            movetime: Duration::from_millis(10),
            nodes: Some(500),
            random_plies: 2,
        },
        threads: 1,
        sprt: None,
        concurrency: 1,
    }
}

#[test]
fn match_totals_add_up() {
    let cfg = config([Level::Easy, Level::Random], 6, 3);
    let mut reports = Vec::new();
    let stats = play_match(&cfg, &AtomicBool::new(false), |e| {
        if let Event::GameOver(r, _) = e {
            reports.push(r.clone())
        }
    })
    .unwrap();
    assert_eq!(stats.games, 6);
    assert_eq!(stats.wins[0] + stats.wins[1] + stats.draws, 6);
    assert!(stats.suntuk_wins[0] <= stats.wins[0]);
    assert!(stats.suntuk_wins[1] <= stats.wins[1]);
    let sides: Vec<Player> = reports.iter().map(|r| r.first_plays).collect();
    assert_eq!(sides[..2], [Player::South, Player::North]);
    let points: u64 = reports
        .iter()
        .map(|r| r.outcome.points().iter().map(|&p| p as u64).sum::<u64>())
        .sum();
    assert_eq!(stats.points[0] + stats.points[1], points);
}

/// Pairs played at once on threads of their own are the pairs one thread
/// plays one after another: the same games, counted the same.
#[test]
fn pairs_played_at_once_are_the_same_games() {
    let one = config([Level::Hard, Level::Easy], 8, 4);
    let four = MatchConfig {
        concurrency: 4,
        ..one.clone()
    };
    let games = |cfg: &MatchConfig| {
        let mut out = Vec::new();
        let stats = play_match(cfg, &AtomicBool::new(false), |e| {
            if let Event::GameOver(r, _) = e {
                out.push((r.number, r.moves.clone()))
            }
        })
        .unwrap();
        out.sort();
        (out, stats)
    };
    let (a, stats_a) = games(&one);
    let (b, stats_b) = games(&four);
    assert_eq!(
        a.iter().map(|g| g.0).collect::<Vec<_>>(),
        (1..=8).collect::<Vec<_>>()
    );
    assert_eq!(a, b);
    assert_eq!(stats_a.pairs, stats_b.pairs);
    assert_eq!(stats_a.pairs.pairs(), 4);
    assert_eq!((stats_a.wins, stats_a.draws), (stats_b.wins, stats_b.draws));
    assert_eq!(stats_a.think[0].moves, stats_b.think[0].moves);
}

#[test]
fn players_of_the_same_level_are_told_apart() {
    let same = config([Level::Hard, Level::Hard], 1, 1);
    assert_eq!(player_names(&same), ["ai:hard (A)", "ai:hard (B)"]);
    let stats = MatchStats {
        games: 1,
        ..MatchStats::default()
    };
    let text = summary(&same, &stats);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "1 game, ai:hard (A) vs ai:hard (B)");
    assert!(lines[1].starts_with("ai:hard (A)  wins"), "{}", lines[1]);
    assert!(lines[2].starts_with("ai:hard (B)  wins"), "{}", lines[2]);
    let differ = config([Level::Hard, Level::Easy], 2, 1);
    assert_eq!(player_names(&differ), ["ai:hard", "ai:easy"]);
}

#[test]
fn games_are_counted_in_pairs_and_a_decided_test_ends_the_match() {
    // Easy against random wins nearly every game: a test of 0 against
    // 50 Elo is decided long before the 200 games allowed.
    let config = MatchConfig {
        players: [Level::Easy, Level::Random].map(MatchPlayer::Computer),
        engine_setup: "first".into(),
        first_moves: Vec::new(),
        schedule: Schedule {
            games: 200,
            start: Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC),
            seed: 5,
            movetime: Duration::from_millis(10),
            nodes: None,
            random_plies: 2,
        },
        threads: 1,
        sprt: Some(Sprt {
            elo0: 0.0,
            elo1: 50.0,
            alpha: 0.05,
            beta: 0.05,
        }),
        concurrency: 1,
    };
    let mut results = Vec::new();
    let stats = play_match(&config, &AtomicBool::new(false), |e| {
        if let Event::GameOver(r, _) = e {
            results.push(r.winner());
        }
    })
    .unwrap();
    assert!(stats.games < 200, "{} games", stats.games);
    assert_eq!(stats.games % 2, 0, "a match stops at the end of a pair");
    // Played two pairs at a time, it is decided as soon.
    let at_once = MatchConfig {
        concurrency: 2,
        ..config.clone()
    };
    let decided = play_match(&at_once, &AtomicBool::new(false), |_| {}).unwrap();
    assert_eq!(
        at_once.sprt.unwrap().verdict(&decided.pairs),
        Verdict::AcceptH1
    );
    assert!(decided.games < 200, "{} games", decided.games);
    assert_eq!(stats.pairs.pairs() * 2, stats.games);
    assert_eq!(
        config.sprt.unwrap().verdict(&stats.pairs),
        Verdict::AcceptH1
    );
    // The counts, from the games' own winners.
    let score = |w: Option<usize>| match w {
        Some(0) => 2,
        Some(_) => 0,
        None => 1,
    };
    let mut counts = [0; 5];
    for pair in results.chunks(2) {
        counts[score(pair[0]) + score(pair[1])] += 1;
    }
    assert_eq!(stats.pairs.counts, counts);
    let text = summary(&config, &stats);
    assert!(text.contains("Elo of ai:easy over ai:random: +"), "{text}");
    assert!(text.contains("H1 accepted"), "{text}");
}

/// One side winning every pair has no finite Elo: the summary says who won
/// them all instead of "+inf".
#[test]
fn a_sweep_of_every_pair_is_said_not_given_as_an_infinite_elo() {
    let config = MatchConfig {
        players: [Level::Easy, Level::Random].map(MatchPlayer::Computer),
        engine_setup: "first".into(),
        first_moves: Vec::new(),
        schedule: Schedule {
            games: 6,
            start: Position::start(&Setup::pattern(Pattern::First), Rules::CLASSIC),
            seed: 5,
            movetime: Duration::from_millis(10),
            nodes: None,
            random_plies: 2,
        },
        threads: 1,
        sprt: None,
        concurrency: 1,
    };
    let mut stats = MatchStats {
        games: 6,
        ..MatchStats::default()
    };
    stats.pairs.counts = [0, 0, 0, 0, 3];
    let text = summary(&config, &stats);
    assert!(
        text.contains(
            "Elo of ai:easy over ai:random: no finite figure, as ai:easy won all 3 pairs of games"
        ),
        "{text}"
    );
    assert!(!text.contains("inf"), "{text}");
    stats.pairs.counts = [1, 0, 0, 0, 0];
    let text = summary(&config, &stats);
    assert!(
        text.contains("as ai:random won the only pair of games"),
        "{text}"
    );
    // One pair lost among the rest gives a figure again.
    stats.pairs.counts = [0, 1, 0, 0, 3];
    assert!(
        summary(&config, &stats).contains("at least"),
        "{}",
        summary(&config, &stats)
    );
}
