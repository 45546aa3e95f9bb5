//! Bell's game between computers that search differently: which search
//! suits three and four players. The same match as `pasang match --game
//! bell`, with each player's search method named.
//!
//! A measurement, not a check, so it is ignored in the test suite; run it
//! with its arguments in `BELL_METHODS`:
//!
//! `BELL_METHODS="PLAYERS GAMES SEED MOVETIME_MS LEVEL/METHOD..." cargo test --release --test it bell_methods:: -- --ignored --nocapture`
//! e.g. `BELL_METHODS="4 40 1 200 hard/paranoid hard/maxn hard/paranoid hard/maxn"`.
//! Methods: `paranoid`, `maxn`, `brs` (best reply), `model` (sampled rounds).

use pasang::ai::bell::Method;
use pasang::games::Level;
use pasang::games::bell::{Players, Position, Rules, Setup};
use pasang::matchplay::Event;
use pasang::matchplay::Schedule;
use pasang::matchplay::bell::BellMatch;
use pasang::matchplay::play_match;
use pasang::matchplay::run::Contest as _;
use pasang::messages::bell_match::{progress_line, summary};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[test]
#[ignore = "a match between search methods: run it by hand, in release"]
fn bell_methods() {
    let given = std::env::var("BELL_METHODS")
        .unwrap_or_else(|_| "4 4 1 100 hard/paranoid hard/maxn hard/paranoid hard/maxn".into());
    let args: Vec<String> = given.split_whitespace().map(String::from).collect();
    let usage = "usage: bell_methods PLAYERS GAMES SEED MOVETIME_MS LEVEL/METHOD...";
    let number = |i: usize| -> u64 { args.get(i).and_then(|a| a.parse().ok()).expect(usage) };
    let players: Players = args.first().and_then(|a| a.parse().ok()).expect(usage);
    let mut levels = Vec::new();
    let mut methods = Vec::new();
    for spec in &args[4..] {
        let (level, method) = spec.split_once('/').expect(usage);
        levels.push(level.parse::<Level>().expect(usage));
        methods.push(match method {
            "paranoid" => Method::Paranoid,
            "maxn" => Method::MaxN,
            "brs" => Method::BestReply,
            "model" => Method::Model,
            _ => panic!("{usage}"),
        });
    }
    assert_eq!(levels.len(), players.count(), "{usage}");
    let rules = Rules {
        players,
        ..Rules::default()
    };
    let config = BellMatch {
        players: levels,
        methods,
        schedule: Schedule {
            games: number(1) as u32,
            start: Position::start(&Setup::default(), rules),
            seed: number(2),
            movetime: Duration::from_millis(number(3)),
            nodes: None,
            random_plies: 2,
        },
        concurrency: 1,
    };
    let stats = play_match(&config, &AtomicBool::new(false), |e| {
        if let Event::GameOver(report, stats) = e {
            eprintln!("{}", progress_line(&config, report, stats));
        }
    })
    .expect("no engine programs play");
    print!("{}", summary(&config, &stats));
    // Search speed: nodes a second of thinking, per player.
    for (i, think) in stats.think[..config.count()].iter().enumerate() {
        let secs = think.total.as_secs_f64().max(1e-9);
        println!(
            "player {}: {} nodes in {:.1} s = {:.0} nodes/s",
            i + 1,
            think.nodes,
            secs,
            think.nodes as f64 / secs
        );
    }
}
