//! Playing a match: pairs of games handed out to threads, the results
//! counted as they finish.

use super::engine::{Engine, EngineError, Think};
use super::{
    Event, GameReport, MatchConfig, MatchPlayer, MatchStats, Playing, ThinkTally, Verdict,
};
use crate::ai::Computer;
use crate::games::LegalMoves;
use crate::games::ka::{Move, Player, Position};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Plays the match, telling `on` of each move and each game. When `stop`
/// is raised the games being played are abandoned (not counted) and the
/// totals of the games finished so far are returned.
///
/// The games are played in pairs (the same opening, sides swapped),
/// `config.concurrency` pairs at a time, each on a thread of its own with
/// its own engine programs, started once for all the pairs it plays; one
/// that fails ends the match with its error. A pair's opening and seeds
/// come from the match's seed and the pair's number alone, so the same
/// seed plays the same games at any concurrency. With a sequential test,
/// the match ends as soon as it is decided: games under way are dropped.
pub fn play_match(
    config: &MatchConfig,
    stop: &AtomicBool,
    mut on: impl FnMut(Event<'_>),
) -> Result<MatchStats, EngineError> {
    let pairs = config.schedule.games.div_ceil(2);
    let next_pair = AtomicU32::new(0);
    // Raised to end the games under way: stopped, decided, or failed.
    let halt = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    let mut stats = MatchStats::default();
    let mut failure = None;
    std::thread::scope(|scope| {
        for _ in 0..config.concurrency.clamp(1, pairs.max(1) as usize) {
            let tx = tx.clone();
            let (next_pair, halt) = (&next_pair, &halt);
            scope.spawn(move || {
                let sent = play_pairs(config, next_pair, halt, &tx);
                if let Err(e) = sent {
                    let _ = tx.send(Played::Failed(e));
                }
            });
        }
        drop(tx);
        let mut over = false;
        loop {
            let message = match rx.recv_timeout(Duration::from_millis(50)) {
                Ok(message) => Some(message),
                Err(mpsc::RecvTimeoutError::Timeout) => None,
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
            if stop.load(Ordering::Relaxed) {
                // Whatever finishes from now on came after the stop.
                over = true;
            }
            if over {
                halt.store(true, Ordering::Relaxed);
                continue;
            }
            match message {
                None => {}
                Some(Played::Move { game, plies }) => on(Event::Move { game, plies }),
                Some(Played::Game(report, think)) => {
                    for (tally, more) in stats.think.iter_mut().zip(&think) {
                        tally.merge(more);
                    }
                    stats.add(&report);
                    on(Event::GameOver(&report, &stats));
                    let decided = config
                        .sprt
                        .is_some_and(|test| test.verdict(&stats.pairs) != Verdict::Open);
                    over = decided || stats.games >= config.schedule.games;
                }
                Some(Played::Failed(e)) => {
                    failure.get_or_insert(e);
                    over = true;
                }
            }
        }
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(stats),
    }
}

/// What a thread playing pairs tells the match.
enum Played {
    Move {
        game: u32,
        plies: usize,
    },
    /// A finished game, and how long each player thought in it.
    Game(GameReport, [ThinkTally; 2]),
    Failed(EngineError),
}

/// Plays pairs of games, taking the next pair's number from `next_pair`,
/// until there are none left or `halt` is raised. Returns an error only
/// for an engine program that failed.
fn play_pairs(
    config: &MatchConfig,
    next_pair: &AtomicU32,
    halt: &AtomicBool,
    tx: &mpsc::Sender<Played>,
) -> Result<(), EngineError> {
    let mut engines = [None, None];
    for (slot, player) in engines.iter_mut().zip(&config.players) {
        if let MatchPlayer::Engine(path) = player {
            *slot = Some(Engine::start(path)?);
        }
    }
    let think = match config.schedule.nodes {
        Some(n) => Think::Nodes(n),
        None => Think::Movetime(config.schedule.movetime),
    };
    loop {
        let pair = next_pair.fetch_add(1, Ordering::Relaxed);
        if pair >= config.schedule.games.div_ceil(2) || halt.load(Ordering::Relaxed) {
            return Ok(());
        }
        let mut rng =
            Rng::new(config.schedule.seed ^ u64::from(pair).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let opening = config.schedule.opening(&mut rng);
        for number in [2 * pair + 1, 2 * pair + 2] {
            if number > config.schedule.games {
                break;
            }
            let first_plays = if number % 2 == 1 {
                Player::South
            } else {
                Player::North
            };
            let mut players: Vec<Playing> = config
                .players
                .iter()
                .zip(&mut engines)
                .map(|(player, engine)| match (player, engine.take()) {
                    (_, Some(engine)) => Playing::Engine(engine),
                    (MatchPlayer::Computer(level), None) => {
                        let mut c = Computer::new(*level, rng.next_u64());
                        c.movetime = config.schedule.movetime;
                        c.nodes = config.schedule.nodes;
                        c.threads = config.threads;
                        Playing::Computer(c)
                    }
                    (MatchPlayer::Engine(path), None) => {
                        unreachable!("{} started", path.display())
                    }
                })
                .collect();
            let (mut pos, mut moves) = config.schedule.opened(&opening);
            let mut think_tally = [ThinkTally::default(); 2];
            let outcome = loop {
                if let Some(outcome) = pos.outcome() {
                    break outcome;
                }
                let p = usize::from(pos.to_move() != first_plays);
                let t = Instant::now();
                let (mv, nodes) = match &mut players[p] {
                    Playing::Computer(c) => {
                        let result = c
                            .choose(&pos, halt)
                            .expect("a game that is not over has a move");
                        (result.mv, result.nodes)
                    }
                    Playing::Engine(e) => {
                        let played: Vec<Move> =
                            config.first_moves.iter().chain(&moves).copied().collect();
                        let answer = e.choose(&config.engine_setup, &played, think)?;
                        if !pos.legal_moves().contains(&answer.mv) {
                            return Err(EngineError::Illegal {
                                path: e.path().to_path_buf(),
                                line: answer.mv.to_string(),
                            });
                        }
                        (answer.mv, answer.nodes)
                    }
                };
                let took = t.elapsed();
                // A stopped search still answers; its move is not played.
                if halt.load(Ordering::Relaxed) {
                    return Ok(());
                }
                think_tally[p].add(took, nodes);
                pos.play_unchecked(mv);
                moves.push(mv);
                let _ = tx.send(Played::Move {
                    game: number,
                    plies: moves.len(),
                });
            };
            // The engines play on in the next game.
            for (slot, player) in engines.iter_mut().zip(players) {
                if let Playing::Engine(e) = player {
                    *slot = Some(e);
                }
            }
            let report = GameReport {
                number,
                first_plays,
                outcome,
                moves,
            };
            if tx.send(Played::Game(report, think_tally)).is_err() {
                return Ok(());
            }
        }
    }
}

super::opening::opened!(Position, Move);
