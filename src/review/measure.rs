//! Measurements over games of the engine against itself, run by hand
//! (`cargo test --lib review::measure -- --ignored --nocapture`): the
//! games are made again from their seeds, the same on any machine.

use super::analyse::{Method, review};
use super::*;
use crate::ai::Computer;
use crate::games::Level;
use crate::games::ka::{Game, Pattern, Position, Rules, Setup};
use crate::puzzles::solve::Solver;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Nodes a move for each side of a measured game: quick, and deep
/// enough for the engine's own kind of play.
const GAME_NODES: u64 = 5_000;

/// The engine against itself from seed `seed`, its first `random` plies
/// drawn at random: the first pattern for even seeds, the second for odd
/// ones.
pub(super) fn engine_game(seed: u64, random: usize) -> Game {
    let pattern = if seed.is_multiple_of(2) {
        Pattern::First
    } else {
        Pattern::Second
    };
    let mut game = Game::new(Setup::pattern(pattern), Rules::default());
    let mut sides = [0, 1].map(|k| {
        let mut c = Computer::new(Level::Hard, seed * 2 + k);
        c.nodes = Some(GAME_NODES);
        c.threads = 1;
        c
    });
    let stop = AtomicBool::new(false);
    let mut rng = crate::rng::Rng::new(seed);
    while game.outcome().is_none() && game.moves().len() < random {
        let moves = game.legal_moves();
        game.try_play(moves[rng.below(moves.len())])
            .expect("a legal move");
    }
    while game.outcome().is_none() {
        let side = game.position().to_move().index();
        let Some(found) = sides[side].choose(game.position(), &stop) else {
            break;
        };
        game.try_play(found.mv)
            .expect("the engine plays legal moves");
    }
    game
}

fn moves_text(game: &Game) -> String {
    game.moves()
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Moves the review marks as a missed or thrown-away win that the solver
/// proves still win, in engine games.
#[test]
#[ignore = "a measurement: minutes"]
fn wins_called_blunders_in_engine_games() {
    let go = AtomicBool::new(false);
    let seeds: u64 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    for seed in 0..seeds {
        let game = engine_game(seed, 0);
        let t = Instant::now();
        let r = analyse_game(&game, Budget::default(), &go, |_, _| {}).unwrap();
        println!(
            "seed {seed}: {} moves, reviewed in {:.1} s",
            game.moves().len(),
            t.elapsed().as_secs_f64()
        );
        for m in &r.moves {
            if !matches!(
                m.turning,
                Some(Turning::MissedSuntukWin | Turning::ThrewAwayWin)
            ) {
                continue;
            }
            let after = game.position_at(m.ply + 1).unwrap();
            let proof = Solver::new(20_000_000).value(after);
            println!(
                "  {}. {} {}: {:?} {:?}; best {} {:?}; after it the solver says {:?} for the opponent",
                m.ply + 1,
                m.player,
                m.played,
                m.mark,
                m.turning,
                m.best,
                m.best_value,
                proof
            );
            println!("  moves: {}", moves_text(&game));
        }
    }
}

/// The review of `game`'s first `plies` moves.
fn review_of(game: &Game, plies: usize, nodes: u64, method: Method) -> Review {
    let plies = plies.min(game.moves().len());
    let positions: Vec<_> = (0..=plies)
        .map(|ply| *game.position_at(ply).unwrap())
        .collect();
    let afters = positions[1..].to_vec();
    let go = AtomicBool::new(false);
    review(
        positions,
        afters,
        &game.moves()[..plies],
        Budget::Nodes(nodes),
        method,
        &go,
        |_, _| {},
    )
    .unwrap()
}

/// How many marks differ between a review at the default budget and one
/// at ten times it, over `GAMES` engine games (20 by default) whose first
/// four plies are random. `METHOD=plain` reviews without settling claims
/// and marks the opening as the rest of the game, at the budget;
/// `OPENING_BUDGET=N` gives the opening N times the budget;
/// `PLIES=N` reviews only the first N moves of each game.
#[test]
#[ignore = "a measurement: an hour in a debug build"]
fn marks_between_the_budget_and_ten_times_it() {
    let number = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let games = number("GAMES", 20);
    let plies = number("PLIES", u64::MAX) as usize;
    let mut method = match std::env::var("METHOD").as_deref() {
        Ok("plain") => Method {
            settle: false,
            opening_marks: false,
            opening_budget: 1,
            ..Method::default()
        },
        _ => Method::default(),
    };
    method.opening_budget = number("OPENING_BUDGET", method.opening_budget);
    let (mut moves, mut changed, mut opening, mut opening_changed) = (0, 0, 0, 0);
    let (mut t1, mut t10) = (0.0, 0.0);
    for seed in 0..games {
        let game = engine_game(seed, 4);
        let t = Instant::now();
        let one = review_of(&game, plies, DEFAULT_NODES, method);
        let a = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let ten = review_of(&game, plies, 10 * DEFAULT_NODES, method);
        let b = t.elapsed().as_secs_f64();
        t1 += a;
        t10 += b;
        let mut here = 0;
        for (x, y) in one.moves.iter().zip(&ten.moves) {
            let first = x.ply < 4;
            moves += 1;
            opening += first as usize;
            if x.mark != y.mark {
                here += 1;
                changed += 1;
                opening_changed += first as usize;
            }
            if first {
                println!(
                    "  {}. {} {}: {:?} (best {} {:?}, played {:?}) / {:?} (best {} {:?}, played {:?})",
                    x.ply + 1,
                    x.player,
                    x.played,
                    x.mark,
                    x.best,
                    x.best_value,
                    x.played_value,
                    y.mark,
                    y.best,
                    y.best_value,
                    y.played_value
                );
            }
        }
        println!(
            "game {seed}: {} moves, {here} marks changed; {a:.1} s and {b:.1} s",
            game.moves().len()
        );
    }
    println!(
        "{changed} of {moves} marks changed ({opening_changed} of {opening} in the first four plies); reviews took {t1:.0} s and {t10:.0} s"
    );
}

/// The time settling lost wins adds to a review at the default budget,
/// over `GAMES` engine games (20 by default) whose first four plies are
/// random: each reviewed with settling and without.
#[test]
#[ignore = "a measurement: minutes"]
fn time_settling_adds() {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let without = Method {
        settle: false,
        ..Method::default()
    };
    let (mut with_s, mut without_s, mut worst, mut settled) = (0.0, 0.0, 0.0f64, 0);
    for seed in 0..games {
        let game = engine_game(seed, 4);
        let t = Instant::now();
        review_of(&game, usize::MAX, DEFAULT_NODES, Method::default());
        let a = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let plain = review_of(&game, usize::MAX, DEFAULT_NODES, without);
        let b = t.elapsed().as_secs_f64();
        settled += plain
            .moves
            .iter()
            .filter(|m| m.turning.and_then(Turning::doubt).is_some())
            .count();
        with_s += a;
        without_s += b;
        worst = worst.max(a - b);
        println!(
            "game {seed}: {} moves, {a:.2} s with settling, {b:.2} s without",
            game.moves().len()
        );
    }
    println!(
        "{games} games, {settled} claims settled: {with_s:.1} s with settling, {without_s:.1} s without; at most {worst:.2} s more for a game"
    );
}

/// The nodes the search needs to prove each position of engine games and
/// of `review-60.ron`, from the end of the game backwards, with a fresh
/// table and with the table of the positions after it.
#[test]
#[ignore = "a measurement: minutes"]
fn nodes_to_solve() {
    use crate::ai::{Limits, Searcher};
    let go = AtomicBool::new(false);
    let cap = 4_000_000;
    let mut games: Vec<Game> = (0..4).map(|s| engine_game(s, 4)).collect();
    games.push(crate::files::load_record("tests/data/records/review-60.ron".as_ref()).unwrap());
    for game in games {
        let mut warm = Searcher::default();
        println!("game of {} moves", game.moves().len());
        for ply in (0..game.moves().len()).rev() {
            let pos = game.position_at(ply).unwrap();
            let limits = Limits {
                nodes: Some(cap),
                ..Limits::default()
            };
            let t = Instant::now();
            let w = warm.search(pos, limits, &go).unwrap();
            let tw = t.elapsed().as_secs_f64();
            let c = Searcher::default().search(pos, limits, &go).unwrap();
            println!(
                "  ply {ply}: {} stones; warm {} nodes {} ({tw:.2} s); cold {} nodes {}",
                pos.stones().count(),
                w.nodes,
                w.exact,
                c.nodes,
                c.exact
            );
            if !w.exact && !c.exact {
                break;
            }
        }
    }
}

/// What the review without solving (`METHOD=heuristic`) or as a player
/// has it (the default) says against the reference's proven values, in
/// `GAMES` engine games (20 by default): the marks that contradict them
/// (a move that keeps the value not marked best, a move that changes the
/// result not a blunder, a move that keeps it marked otherwise than by
/// its points, a better move named that is worse) and the count of
/// positions the reference proves.
#[test]
#[ignore = "a measurement: minutes"]
fn marks_against_proven_values() {
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let method = match std::env::var("METHOD").as_deref() {
        Ok("heuristic") => Method {
            exact: false,
            ..Method::default()
        },
        _ => Method::default(),
    };
    let (mut proven, mut wrong, mut seconds) = (0, 0, 0.0);
    for seed in 0..games {
        let game = engine_game(seed, 4);
        let t = Instant::now();
        let r = review_of(&game, usize::MAX, DEFAULT_NODES, method);
        seconds += t.elapsed().as_secs_f64();
        for m in &r.moves {
            let pos = game.position_at(m.ply).unwrap();
            let Some(values) = reference_values(pos) else {
                continue;
            };
            proven += 1;
            if let Some(why) = contradiction(m, &values) {
                wrong += 1;
                println!(
                    "seed {seed} {}. {} {}: {:?} {:?} proven {}, best {} {:?}: {why}; values {values:?}",
                    m.ply + 1,
                    m.player,
                    m.played,
                    m.mark,
                    m.turning,
                    m.proven,
                    m.best,
                    m.best_value
                );
                println!("  moves: {}", moves_text(&game));
            }
        }
    }
    println!(
        "{games} games, {proven} positions proven by the reference, {wrong} marks contradict them; reviews took {seconds:.1} s"
    );
}

/// Each move's margin in `pos` by the reference (the puzzles' solver of
/// margins), when it proves them within its bound.
pub(super) fn reference_values(pos: &Position) -> Option<Vec<(Move, i32)>> {
    const REFERENCE_NODES: u64 = 2_000_000;
    if pos.phase() != crate::games::ka::Phase::KaMoves || pos.outcome().is_some() {
        return None;
    }
    Solver::margins(REFERENCE_NODES).move_margins(pos).ok()
}

/// How the mark of `m` contradicts the proven `values` of its position's
/// moves, if it does.
pub(super) fn contradiction(m: &MoveReview, values: &[(Move, i32)]) -> Option<&'static str> {
    let of = |mv: Move| values.iter().find(|v| v.0 == mv).map(|v| v.1);
    let best = values.iter().map(|v| v.1).max()?;
    let played = of(m.played)?;
    if m.best != m.played && of(m.best)? < played {
        return Some("the better move named is worse");
    }
    if played == best {
        return (m.mark != Mark::Best).then_some("keeps the value, not marked best");
    }
    if played.signum() < best.signum() {
        return (m.mark != Mark::Blunder).then_some("changes the result, not a blunder");
    }
    (m.mark != Mark::of_loss(10 * (best - played))).then_some("not marked by the points lost")
}
