//! Bell's game between 2 to 4 computers: games in rounds, the seats
//! rotating each game so that every player sits in every seat once a
//! round, and the totals per player.
//!
//! A seat is a place in turn order; the runner ([`super::run`]) seats the
//! players and shares a round's random opening.

use super::ThinkTally;
use super::engine::EngineError;
use super::opening::Schedule;
use super::run::{Contest, Totals};
use crate::ai::bell::{BellComputer, Method};
use crate::games::Level;
use crate::games::bell::{MAX_SEATS, Move, Outcome, Position};
use crate::rng::Rng;
use std::sync::atomic::AtomicBool;

/// What a match of Bell's game does not do, asked of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotInBellMatch {
    /// `--sprt`: Bell's matches are not played in pairs of two players.
    Sprt,
    /// An engine program named as a player.
    Engine,
}

impl std::error::Error for NotInBellMatch {}

/// What to play.
#[derive(Clone, Debug)]
pub struct BellMatch {
    /// The players, one per seat (2 to 4, as many as the rules' players):
    /// player `i` sits in seat `i` in the first game.
    pub players: Vec<Level>,
    /// How each player searches, if not as its level does by default
    /// (empty: all by default): for comparing searches.
    pub methods: Vec<Method>,
    /// The games, their start and how `hard` thinks; the games of a round
    /// share their random opening.
    pub schedule: Schedule<Position>,
    /// Rounds played at once, each on a thread of its own (1: one game at
    /// a time).
    pub concurrency: usize,
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct BellReport {
    /// 1-based.
    pub number: u32,
    /// The seat (turn index) of each player.
    pub seats: Vec<usize>,
    pub outcome: Outcome,
    pub moves: Vec<Move>,
}

impl BellReport {
    /// The points of player `player`.
    pub fn points(&self, player: usize) -> u16 {
        self.outcome.scores()[self.seats[player]]
    }

    /// Whether player `player` has the top score, and shares it.
    pub fn result(&self, player: usize) -> Placing {
        let best = self.outcome.best();
        if self.points(player) < best {
            Placing::Lost
        } else if self.outcome.is_shared() {
            Placing::Shared
        } else {
            Placing::Won
        }
    }
}

/// How a game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placing {
    Won,
    /// The top score, equal with another player's.
    Shared,
    Lost,
}

/// Totals so far, per player (index as in [`BellMatch::players`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BellStats {
    pub games: u32,
    pub wins: [u32; MAX_SEATS],
    pub shared: [u32; MAX_SEATS],
    pub losses: [u32; MAX_SEATS],
    /// Points captured, summed over the games.
    pub points: [u64; MAX_SEATS],
    /// Games played in each seat (turn index), per player.
    pub seats: [[u32; MAX_SEATS]; MAX_SEATS],
    pub think: [ThinkTally; MAX_SEATS],
}

impl BellStats {
    pub fn average_points(&self, player: usize) -> f64 {
        self.points[player] as f64 / self.games.max(1) as f64
    }
}

impl Totals<BellReport> for BellStats {
    fn count(&mut self, game: &BellReport) {
        self.games += 1;
        for (player, &seat) in game.seats.iter().enumerate() {
            match game.result(player) {
                Placing::Won => self.wins[player] += 1,
                Placing::Shared => self.shared[player] += 1,
                Placing::Lost => self.losses[player] += 1,
            }
            self.points[player] += game.points(player) as u64;
            self.seats[player][seat] += 1;
        }
    }

    fn think(&mut self) -> &mut [ThinkTally] {
        &mut self.think
    }

    fn games(&self) -> u32 {
        self.games
    }
}

impl Contest for BellMatch {
    type Position = Position;
    /// A computer for each player, seeded afresh for every game.
    type Table = Vec<BellComputer>;
    type Report = BellReport;
    type Stats = BellStats;

    fn schedule(&self) -> &Schedule<Position> {
        &self.schedule
    }

    fn count(&self) -> usize {
        self.players.len()
    }

    fn concurrency(&self) -> usize {
        self.concurrency
    }

    fn table(&self) -> Result<Vec<BellComputer>, EngineError> {
        Ok(Vec::new())
    }

    fn deal(&self, table: &mut Vec<BellComputer>, rng: &mut Rng) {
        *table = self
            .players
            .iter()
            .enumerate()
            .map(|(i, &level)| {
                let mut c = BellComputer::new(level, rng.next_u64());
                c.movetime = self.schedule.movetime;
                c.nodes = self.schedule.nodes;
                c.method = self.methods.get(i).copied();
                c
            })
            .collect();
    }

    fn choose(
        &self,
        table: &mut Vec<BellComputer>,
        player: usize,
        pos: &Position,
        _moves: &[Move],
        halt: &AtomicBool,
    ) -> Result<(Move, u64), EngineError> {
        let answer = table[player]
            .choose(pos, halt)
            .expect("a game that is not over has a move");
        Ok((answer.mv, answer.nodes))
    }

    /// The turn index of the seat to move.
    fn seat_to_move(pos: &Position) -> usize {
        pos.turn_index()
    }

    fn report(number: u32, seats: Vec<usize>, outcome: Outcome, moves: Vec<Move>) -> BellReport {
        BellReport {
            number,
            seats,
            outcome,
            moves,
        }
    }
}

super::opening::opened!(Position, Move, Outcome);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bell::{Players, Rules, Setup};
    use crate::matchplay::Event;
    use crate::matchplay::run::{play_match, player_at, seat_of};
    use std::time::Duration;

    fn config(players: Vec<Level>, games: u32, seed: u64) -> BellMatch {
        let rules = Rules {
            players: match players.len() {
                2 => Players::Two,
                3 => Players::Three,
                _ => Players::Four,
            },
            ..Rules::default()
        };
        BellMatch {
            players,
            methods: Vec::new(),
            schedule: Schedule {
                games,
                start: Position::start(&Setup::default(), rules),
                seed,
                movetime: Duration::from_millis(10),
                nodes: Some(300),
                random_plies: 2,
            },
            concurrency: 1,
        }
    }

    fn reports(cfg: &BellMatch) -> (BellStats, Vec<BellReport>) {
        let mut reports = Vec::new();
        let stats = play_match(cfg, &AtomicBool::new(false), |e| {
            if let Event::GameOver(r, _) = e {
                reports.push(r.clone())
            }
        })
        .unwrap();
        (stats, reports)
    }

    #[test]
    fn each_player_sits_in_each_seat_once_a_round() {
        use Level::*;
        for players in [
            vec![Easy, Random],
            vec![Easy, Random, Random],
            vec![Easy, Random, Random, Random],
        ] {
            let n = players.len();
            let cfg = config(players, 2 * n as u32, 1);
            let (stats, reports) = reports(&cfg);
            for p in 0..n {
                assert_eq!(stats.seats[p][..n], vec![2; n], "player {p} of {n}");
            }
            // Within a round every seat has a different player.
            for round in reports.chunks(n) {
                for seat in 0..n {
                    let mut at: Vec<usize> = round
                        .iter()
                        .map(|r| r.seats.iter().position(|&s| s == seat).unwrap())
                        .collect();
                    at.sort();
                    assert_eq!(at, (0..n).collect::<Vec<_>>());
                }
                // The games of a round share their opening.
                assert!(round.iter().all(|r| r.moves[..2] == round[0].moves[..2]));
            }
        }
    }

    #[test]
    fn match_totals_add_up() {
        let cfg = config(vec![Level::Easy, Level::Random, Level::Random], 6, 3);
        let (stats, reports) = reports(&cfg);
        assert_eq!(stats.games, 6);
        for p in 0..3 {
            assert_eq!(stats.wins[p] + stats.shared[p] + stats.losses[p], 6);
        }
        // One win per game, unless shared.
        let shared_games = reports.iter().filter(|r| r.outcome.is_shared()).count() as u32;
        assert_eq!(stats.wins.iter().sum::<u32>(), 6 - shared_games);
        let points: u64 = reports
            .iter()
            .map(|r| r.outcome.scores().iter().map(|&p| p as u64).sum::<u64>())
            .sum();
        assert_eq!(stats.points.iter().sum::<u64>(), points);
        // Every stone is taken or left: 168 points a game at most.
        assert!(points <= 6 * 168);
        let moves: u64 = stats.think.iter().map(|t| t.moves).sum();
        let played: usize = reports.iter().map(|r| r.moves.len() - 2).sum();
        assert_eq!(moves, played as u64);
    }

    #[test]
    fn placings_follow_the_top_score() {
        let cfg = config(vec![Level::Easy, Level::Random, Level::Random], 3, 1);
        let report = BellReport {
            number: 2,
            seats: vec![1, 2, 0],
            outcome: Outcome {
                players: Players::Three,
                points: [40, 50, 50, 0],
            },
            moves: Vec::new(),
        };
        // Player 0 sits in seat 1 (50), player 1 in seat 2 (50), player 2
        // in seat 0 (40).
        assert_eq!(report.result(0), Placing::Shared);
        assert_eq!(report.result(1), Placing::Shared);
        assert_eq!(report.result(2), Placing::Lost);
        assert_eq!(seat_of(0, 2, cfg.count()), 1);
        assert_eq!(player_at(1, 2, cfg.count()), 0);
    }
}
