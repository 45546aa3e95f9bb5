//! The ka game's match as the runner plays it: two players, this
//! program's computers or engine programs, sides swapping every game.

use super::engine::{Engine, EngineError, Think};
use super::run::{Contest, Totals};
use super::{GameReport, MatchConfig, MatchPlayer, MatchStats, Schedule, ThinkTally, Verdict};
use crate::ai::Computer;
use crate::games::LegalMoves;
use crate::games::ka::{Move, Outcome, Player, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

/// A player at one thread's table.
pub enum Playing {
    /// Seeded afresh for every game.
    Computer(Computer),
    /// Started once, playing on from game to game.
    Engine(Engine),
}

impl Contest for MatchConfig {
    type Position = Position;
    /// Each player; a computer is seated by `deal`.
    type Table = Vec<Option<Playing>>;
    type Report = GameReport;
    type Stats = MatchStats;

    fn schedule(&self) -> &Schedule<Position> {
        &self.schedule
    }

    fn count(&self) -> usize {
        self.players.len()
    }

    fn concurrency(&self) -> usize {
        self.concurrency
    }

    fn table(&self) -> Result<Vec<Option<Playing>>, EngineError> {
        self.players
            .iter()
            .map(|player| match player {
                MatchPlayer::Engine(path) => Ok(Some(Playing::Engine(Engine::start(path)?))),
                MatchPlayer::Computer(_) => Ok(None),
            })
            .collect()
    }

    fn deal(&self, table: &mut Vec<Option<Playing>>, rng: &mut Rng) {
        for (seated, player) in table.iter_mut().zip(&self.players) {
            if let MatchPlayer::Computer(level) = player {
                let mut c = Computer::new(*level, rng.next_u64());
                c.movetime = self.schedule.movetime;
                c.nodes = self.schedule.nodes;
                c.threads = self.threads;
                *seated = Some(Playing::Computer(c));
            }
        }
    }

    fn choose(
        &self,
        table: &mut Vec<Option<Playing>>,
        player: usize,
        pos: &Position,
        moves: &[Move],
        halt: &AtomicBool,
    ) -> Result<(Move, u64), EngineError> {
        match &mut table[player] {
            None => unreachable!("player {player} is dealt before the game"),
            Some(Playing::Computer(c)) => {
                let result = c
                    .choose(pos, halt)
                    .expect("a game that is not over has a move");
                Ok((result.mv, result.nodes))
            }
            Some(Playing::Engine(e)) => {
                let think = match self.schedule.nodes {
                    Some(n) => Think::Nodes(n),
                    None => Think::Movetime(self.schedule.movetime),
                };
                let played: Vec<Move> = self.first_moves.iter().chain(moves).copied().collect();
                let answer = e.choose(&self.engine_setup, &played, think)?;
                if !pos.legal_moves().contains(&answer.mv) {
                    return Err(EngineError::Illegal {
                        path: e.path().to_path_buf(),
                        line: answer.mv.to_string(),
                    });
                }
                Ok((answer.mv, answer.nodes))
            }
        }
    }

    fn seat_to_move(pos: &Position) -> usize {
        pos.to_move().index()
    }

    fn report(number: u32, seats: Vec<usize>, outcome: Outcome, moves: Vec<Move>) -> GameReport {
        GameReport {
            number,
            first_plays: if seats[0] == Player::South.index() {
                Player::South
            } else {
                Player::North
            },
            outcome,
            moves,
        }
    }

    /// A sequential test, once decided.
    fn decided(&self, stats: &MatchStats) -> bool {
        self.sprt
            .is_some_and(|test| test.verdict(&stats.pairs) != Verdict::Open)
    }
}

impl Totals<GameReport> for MatchStats {
    fn count(&mut self, game: &GameReport) {
        self.games += 1;
        let first = match game.winner() {
            Some(0) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        let pair = (game.number - 1) / 2;
        match self.pending.remove(&pair) {
            Some(other) => self.pairs.add(other, first),
            None => {
                self.pending.insert(pair, first);
            }
        }
        match game.winner() {
            Some(w) => {
                self.wins[w] += 1;
                if matches!(game.outcome, Outcome::Suntuk { .. }) {
                    self.suntuk_wins[w] += 1;
                }
            }
            None => self.draws += 1,
        }
        let points = game.outcome.points();
        let side = |player: usize| {
            if player == 0 {
                game.first_plays
            } else {
                game.first_plays.opponent()
            }
        };
        for p in 0..2 {
            self.points[p] += points[side(p).index()] as u64;
        }
    }

    fn think(&mut self) -> &mut [ThinkTally] {
        &mut self.think
    }

    fn games(&self) -> u32 {
        self.games
    }
}

super::opening::opened!(Position, Move, Outcome);
