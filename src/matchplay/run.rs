//! Playing a match of any game: rounds of games handed out to threads, the
//! results counted as they finish.
//!
//! A match of `n` players is played in rounds of `n` games. In game `g`
//! (from 0) player `i` sits in seat `(i + g) mod n`, so every player sits
//! in every seat once a round, and the games of a round share their random
//! opening. For two players a round is a pair of games with sides swapped.

use super::engine::EngineError;
use super::opening::{Opened, Schedule};
use super::{Event, ThinkTally};
use crate::rng::Rng;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A game's match as the runner plays it: who sits at a table, how each
/// player chooses a move, and how a finished game is reported.
pub trait Contest: Sync {
    type Position: Opened;
    /// The players one thread plays with, kept for all its rounds (engine
    /// programs are started once).
    type Table;
    /// One finished game.
    type Report: Send;
    /// The totals over the games finished.
    type Stats: Totals<Self::Report>;

    fn schedule(&self) -> &Schedule<Self::Position>;
    /// How many play: each round has a game for each.
    fn count(&self) -> usize;
    /// Rounds played at once, each on a thread of its own.
    fn concurrency(&self) -> usize;
    /// The players of one thread.
    fn table(&self) -> Result<Self::Table, EngineError>;
    /// Readies the table for its next game, the computers seeded from
    /// `rng`.
    fn deal(&self, table: &mut Self::Table, rng: &mut Rng);
    /// Player `player`'s move in `pos`, reached by `moves` in this game,
    /// and the positions it searched.
    fn choose(
        &self,
        table: &mut Self::Table,
        player: usize,
        pos: &Self::Position,
        moves: &[<Self::Position as Opened>::Move],
        halt: &AtomicBool,
    ) -> Result<(<Self::Position as Opened>::Move, u64), EngineError>;
    /// The seat of the side to move.
    fn seat_to_move(pos: &Self::Position) -> usize;
    /// Game `number` (1-based), with each player's seat.
    fn report(
        number: u32,
        seats: Vec<usize>,
        outcome: <Self::Position as Opened>::Outcome,
        moves: Vec<<Self::Position as Opened>::Move>,
    ) -> Self::Report;
    /// Whether the totals end the match before its last game.
    fn decided(&self, _stats: &Self::Stats) -> bool {
        false
    }
}

/// A match's totals.
pub trait Totals<R>: Default {
    /// Counts a finished game's result.
    fn count(&mut self, report: &R);
    /// How long each player has thought, by the players' order.
    fn think(&mut self) -> &mut [ThinkTally];
    /// The games counted.
    fn games(&self) -> u32;
}

/// The seat of player `player` in game `number` (1-based) of `n` players.
pub fn seat_of(player: usize, number: u32, n: usize) -> usize {
    (player + (number as usize - 1)) % n
}

/// The player in seat `seat` in game `number` (1-based) of `n` players.
pub fn player_at(seat: usize, number: u32, n: usize) -> usize {
    (seat + n - (number as usize - 1) % n) % n
}

/// Plays the match, telling `on` of each move and each game. When `stop`
/// is raised the games being played are abandoned (not counted) and the
/// totals of the games finished so far are returned.
///
/// The rounds are played `contest.concurrency()` at a time, each on a
/// thread of its own with its own table, set once for all the rounds it
/// plays; an engine program that fails ends the match with its error. A
/// round's opening and seeds come from the match's seed and the round's
/// number alone, so the same seed plays the same games at any concurrency.
/// A match that [`Contest::decided`] ends at once: games under way are
/// dropped.
pub fn play_match<C: Contest>(
    contest: &C,
    stop: &AtomicBool,
    mut on: impl FnMut(Event<'_, C::Report, C::Stats>),
) -> Result<C::Stats, EngineError> {
    let games = contest.schedule().games;
    let rounds = games.div_ceil(contest.count() as u32);
    let next_round = AtomicU32::new(0);
    // Raised to end the games under way: stopped, decided, or failed.
    let halt = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    let mut stats = C::Stats::default();
    let mut failure = None;
    std::thread::scope(|scope| {
        for _ in 0..contest.concurrency().clamp(1, rounds.max(1) as usize) {
            let tx = tx.clone();
            let (next_round, halt) = (&next_round, &halt);
            scope.spawn(move || {
                if let Err(e) = play_rounds(contest, next_round, halt, &tx) {
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
                    for (tally, more) in stats.think().iter_mut().zip(&think) {
                        tally.merge(more);
                    }
                    stats.count(&report);
                    on(Event::GameOver(&report, &stats));
                    over = contest.decided(&stats) || stats.games() >= games;
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

/// What a thread playing rounds tells the match.
enum Played<R> {
    Move {
        game: u32,
        plies: usize,
    },
    /// A finished game, and how long each player thought in it.
    Game(R, Vec<ThinkTally>),
    Failed(EngineError),
}

/// Plays rounds, taking the next round's number from `next_round`, until
/// there are none left or `halt` is raised. Returns an error only for an
/// engine program that failed.
fn play_rounds<C: Contest>(
    contest: &C,
    next_round: &AtomicU32,
    halt: &AtomicBool,
    tx: &mpsc::Sender<Played<C::Report>>,
) -> Result<(), EngineError> {
    let schedule = contest.schedule();
    let n = contest.count();
    let mut table = contest.table()?;
    loop {
        let round = next_round.fetch_add(1, Ordering::Relaxed);
        if round >= schedule.games.div_ceil(n as u32) || halt.load(Ordering::Relaxed) {
            return Ok(());
        }
        let mut rng =
            Rng::new(schedule.seed ^ u64::from(round).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let opening = schedule.opening(&mut rng);
        let first = round * n as u32 + 1;
        for number in first..(first + n as u32).min(schedule.games + 1) {
            contest.deal(&mut table, &mut rng);
            let (mut pos, mut moves) = schedule.opened(&opening);
            let mut think = vec![ThinkTally::default(); n];
            let outcome = loop {
                if let Some(outcome) = pos.outcome() {
                    break outcome;
                }
                let player = player_at(C::seat_to_move(&pos), number, n);
                let t = Instant::now();
                let (mv, nodes) = contest.choose(&mut table, player, &pos, &moves, halt)?;
                let took = t.elapsed();
                // A stopped search still answers; its move is not played.
                if halt.load(Ordering::Relaxed) {
                    return Ok(());
                }
                think[player].add(took, nodes);
                pos.play(mv);
                moves.push(mv);
                let _ = tx.send(Played::Move {
                    game: number,
                    plies: moves.len(),
                });
            };
            let seats = (0..n).map(|p| seat_of(p, number, n)).collect();
            let report = C::report(number, seats, outcome, moves);
            if tx.send(Played::Game(report, think)).is_err() {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_seats_every_player_in_every_seat_once() {
        for n in 2..=4 {
            for round in 0..3u32 {
                let numbers = round * n as u32 + 1..=(round + 1) * n as u32;
                for player in 0..n {
                    let mut seats: Vec<usize> =
                        numbers.clone().map(|g| seat_of(player, g, n)).collect();
                    seats.sort();
                    assert_eq!(seats, (0..n).collect::<Vec<_>>(), "{n} players");
                }
                for g in numbers {
                    for seat in 0..n {
                        assert_eq!(seat_of(player_at(seat, g, n), g, n), seat);
                    }
                }
            }
        }
        // The first game seats the players in their order.
        assert_eq!(
            (0..4).map(|p| seat_of(p, 1, 4)).collect::<Vec<_>>(),
            [0, 1, 2, 3]
        );
    }
}
