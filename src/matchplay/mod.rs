//! Computer against computer: a series of games with colours alternating,
//! and the totals. Bell's game for 2–4 computers is in [`bell`].

pub mod bell;
pub mod elo;
pub mod engine;

pub use elo::{Pairs, Sprt, Verdict};

use crate::ai::{Computer, Level};
use crate::games::Seat;
use crate::games::ka::{Move, Outcome, Player, Position};
use crate::rng::Rng;
use crate::tr;
use engine::{Engine, EngineError, Think};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Why a match cannot be played as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A person was named as a player.
    Human { side: Seat },
    /// `--movetime` or `--nodes` was given, which only `ai:hard` uses,
    /// and neither player is `ai:hard`: it would be ignored.
    NoHardPlayer { flag: &'static str },
    /// `--sprt` for Bell's game, whose matches are not played in pairs of
    /// two players.
    SprtForBell,
    /// `--concurrency` above 1 for Bell's game, whose games are played
    /// one at a time.
    ConcurrencyForBell,
    /// An engine program named as a player of Bell's game.
    EngineForBell,
}

impl std::error::Error for MatchError {}

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The two players: `players[0]` is South in the first game, and the
    /// sides swap every game.
    pub players: [MatchPlayer; 2],
    /// The position's words of the engine protocol (`first rules classic`),
    /// for players that are engine programs.
    pub engine_setup: String,
    /// The moves that led to `start` from the setup, for engine programs.
    pub first_moves: Vec<Move>,
    pub games: u32,
    /// The position every game starts from (usually the start).
    pub start: Position,
    pub seed: u64,
    /// `hard`'s thinking time.
    pub movetime: Duration,
    /// If set, `hard` searches this many nodes a move instead (repeatable).
    pub nodes: Option<u64>,
    /// Threads of this program's `hard` (engine programs choose their own).
    pub threads: usize,
    /// Random moves played before the players take over, so that games
    /// differ; each pair of games (colours swapped) shares its opening.
    pub random_plies: u32,
    /// Stop as soon as this test is decided (`games` is then the most).
    pub sprt: Option<Sprt>,
    /// Pairs of games played at once, each on a thread of its own (1:
    /// one game at a time).
    pub concurrency: usize,
}

/// A player of the ka game's match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchPlayer {
    /// This program's computer at a level.
    Computer(Level),
    /// Another program speaking the engine protocol, started as
    /// `PATH engine` (a build of pasang from another commit).
    Engine(PathBuf),
}

impl MatchPlayer {
    /// Whether it thinks by the clock or a node budget (`--movetime`,
    /// `--nodes`): `ai:hard` and engines.
    pub fn reads_the_clock(&self) -> bool {
        matches!(
            self,
            MatchPlayer::Computer(Level::Hard) | MatchPlayer::Engine(_)
        )
    }
}

impl std::fmt::Display for MatchPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatchPlayer::Computer(level) => write!(f, "ai:{level}"),
            MatchPlayer::Engine(path) => write!(f, "engine:{}", path.display()),
        }
    }
}

/// A player during a match.
enum Playing {
    Computer(Computer),
    Engine(Engine),
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// 1-based.
    pub number: u32,
    /// Which side the first player had.
    pub first_plays: Player,
    pub outcome: Outcome,
    pub moves: Vec<Move>,
}

impl GameReport {
    /// The index (0 or 1) of the winning player of the match, if any.
    pub fn winner(&self) -> Option<usize> {
        self.outcome
            .winner()
            .map(|side| usize::from(side != self.first_plays))
    }
}

/// Totals so far, per player (index as in [`MatchConfig::players`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchStats {
    pub games: u32,
    pub wins: [u32; 2],
    pub draws: u32,
    pub suntuk_wins: [u32; 2],
    /// Points captured, summed over the games.
    pub points: [u64; 2],
    /// How long each player thought.
    pub think: [ThinkTally; 2],
    /// The pairs of games finished (the first player's results), for its
    /// Elo over the second.
    pub pairs: Pairs,
    /// The first player's score in the one finished game of a pair,
    /// by the pair's number, until its other game ends.
    pending: BTreeMap<u32, f64>,
}

/// How long one player thought over a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThinkTally {
    /// Moves chosen.
    pub moves: u64,
    pub total: Duration,
    pub longest: Duration,
    /// Positions searched.
    pub nodes: u64,
}

impl ThinkTally {
    /// Counts one move that took `took` and searched `nodes` positions.
    pub fn add(&mut self, took: Duration, nodes: u64) {
        self.moves += 1;
        self.total += took;
        self.longest = self.longest.max(took);
        self.nodes += nodes;
    }

    /// The average time a move, in milliseconds.
    pub fn average_ms(&self) -> f64 {
        self.total.as_secs_f64() * 1000.0 / self.moves.max(1) as f64
    }

    /// Adds another tally's moves to this one.
    pub fn merge(&mut self, other: &ThinkTally) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
        self.nodes += other.nodes;
    }

    /// The longest time a move took, in milliseconds.
    pub fn longest_ms(&self) -> f64 {
        self.longest.as_secs_f64() * 1000.0
    }
}

impl MatchStats {
    pub fn losses(&self, player: usize) -> u32 {
        self.wins[1 - player]
    }

    pub fn average_points(&self, player: usize) -> f64 {
        self.points[player] as f64 / self.games.max(1) as f64
    }

    /// Share of the games won, draws counting half.
    pub fn score(&self, player: usize) -> f64 {
        (self.wins[player] as f64 + self.draws as f64 / 2.0) / self.games.max(1) as f64
    }

    fn add(&mut self, game: &GameReport) {
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
}

/// What happens during a match, for progress reports: a game's report and
/// the totals are the ka game's or Bell's.
pub enum Event<'a, R = GameReport, S = MatchStats> {
    /// A move was played in game `game` (1-based), `plies` moves in.
    Move { game: u32, plies: usize },
    /// A game is over; the totals include it.
    GameOver(&'a R, &'a S),
}

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
    let pairs = config.games.div_ceil(2);
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
                    over = decided || stats.games >= config.games;
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
    let think = match config.nodes {
        Some(n) => Think::Nodes(n),
        None => Think::Movetime(config.movetime),
    };
    loop {
        let pair = next_pair.fetch_add(1, Ordering::Relaxed);
        if pair >= config.games.div_ceil(2) || halt.load(Ordering::Relaxed) {
            return Ok(());
        }
        let mut rng = Rng::new(config.seed ^ u64::from(pair).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let opening = random_opening(&config.start, config.random_plies, &mut rng);
        for number in [2 * pair + 1, 2 * pair + 2] {
            if number > config.games {
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
                        c.movetime = config.movetime;
                        c.nodes = config.nodes;
                        c.threads = config.threads;
                        Playing::Computer(c)
                    }
                    (MatchPlayer::Engine(path), None) => {
                        unreachable!("{} started", path.display())
                    }
                })
                .collect();
            let mut pos = config.start;
            let mut moves = opening.clone();
            for &m in &opening {
                pos.play_unchecked(m);
            }
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

/// `plies` random legal moves from `start` (fewer if the game ends).
fn random_opening(start: &Position, plies: u32, rng: &mut Rng) -> Vec<Move> {
    let mut pos = *start;
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.outcome().is_some() {
            break;
        }
        let m = legal[rng.below(legal.len())];
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// The players' names: their levels, with `(A)` and `(B)` when both have
/// the same one, so that the rows can be told apart (A is South in the
/// first game).
pub fn player_names(config: &MatchConfig) -> [String; 2] {
    let [a, b] = &config.players;
    if a == b {
        [format!("{a} (A)"), format!("{b} (B)")]
    } else {
        [a.to_string(), b.to_string()]
    }
}

/// One line of progress after a game.
pub fn progress_line(config: &MatchConfig, game: &GameReport, stats: &MatchStats) -> String {
    let names = player_names(config);
    let first_side = game.first_plays;
    tr!(
        "match-line",
        game = game.number,
        games = config.games,
        first = names[0].as_str(),
        first_side = first_side.to_string(),
        second = names[1].as_str(),
        second_side = first_side.opponent().to_string(),
        outcome = game.outcome.to_string(),
        first_wins = stats.wins[0],
        second_wins = stats.wins[1],
        draws = stats.draws
    )
}

/// The totals as printed at the end of a match (or of the games played
/// before it was stopped).
pub fn summary(config: &MatchConfig, stats: &MatchStats) -> String {
    let mut out = String::new();
    let names = player_names(config);
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
    out.push_str(&tr!(
        "match-summary",
        games = stats.games,
        first = names[0].as_str(),
        second = names[1].as_str()
    ));
    out.push('\n');
    for (p, name) in names.iter().enumerate() {
        out.push_str(&format!("{name:<width$}  "));
        out.push_str(&tr!(
            "match-row",
            wins = format!("{:>4}", stats.wins[p]),
            losses = format!("{:>4}", stats.losses(p)),
            draws = format!("{:>4}", stats.draws),
            suntuk = format!("{:>4}", stats.suntuk_wins[p]),
            points = format!("{:>5.1}", stats.average_points(p)),
            score = format!("{:>5.1}", 100.0 * stats.score(p)),
            think = format!("{:.1}", stats.think[p].average_ms()),
            longest = format!("{:.1}", stats.think[p].longest_ms())
        ));
        out.push('\n');
    }
    let all_pairs = stats.pairs.pairs();
    let sweep = match stats.pairs.counts {
        [0, 0, 0, 0, n] if n == all_pairs => Some(0),
        [n, 0, 0, 0, 0] if n == all_pairs => Some(1),
        _ => None,
    };
    if let (Some(winner), true) = (sweep, all_pairs > 0) {
        // A score of 1 or 0 has no finite Elo: say what happened instead.
        out.push_str(&tr!(
            "match-elo-all-pairs",
            first = names[0].as_str(),
            second = names[1].as_str(),
            winner = names[winner].as_str(),
            pairs = all_pairs
        ));
        out.push('\n');
    } else if let Some(e) = stats.pairs.estimate() {
        // A score of 0 or 1 within reach leaves one end of the interval
        // unbounded.
        // (+ 0.0: an even score reads +0.0, not -0.0.)
        let e = elo::Estimate {
            elo: e.elo + 0.0,
            ..e
        };
        let elo = format!("{:+.1}", e.elo);
        let interval = match (e.low.is_finite(), e.high.is_finite()) {
            (true, true) => tr!(
                "match-elo-interval",
                elo = elo,
                margin = format!("{:.1}", e.margin())
            ),
            (true, false) => tr!(
                "match-elo-at-least",
                elo = elo,
                low = format!("{:+.1}", e.low)
            ),
            (false, true) => tr!(
                "match-elo-at-most",
                elo = elo,
                high = format!("{:+.1}", e.high)
            ),
            (false, false) => elo,
        };
        out.push_str(&tr!(
            "match-elo",
            first = names[0].as_str(),
            second = names[1].as_str(),
            interval = interval,
            pairs = stats.pairs.pairs()
        ));
        out.push('\n');
    }
    if let Some(test) = &config.sprt {
        let (lower, upper) = test.bounds();
        let verdict = match test.verdict(&stats.pairs) {
            Verdict::AcceptH1 => tr!(
                "match-sprt-h1",
                first = names[0].as_str(),
                elo = test.elo1.to_string(),
                elo0 = test.elo0.to_string()
            ),
            Verdict::AcceptH0 => tr!(
                "match-sprt-h0",
                first = names[0].as_str(),
                elo = test.elo1.to_string(),
                elo0 = test.elo0.to_string()
            ),
            Verdict::Open if stats.pairs.pairs() < elo::MIN_PAIRS => {
                tr!("match-sprt-too-few", min = elo::MIN_PAIRS)
            }
            Verdict::Open => tr!("match-sprt-open"),
        };
        out.push_str(&format!(
            "SPRT [{}, {}] alpha {} beta {}: LLR {:.2} ({}), {verdict}\n",
            test.elo0,
            test.elo1,
            test.alpha,
            test.beta,
            test.llr(&stats.pairs),
            tr!(
                "match-sprt-bounds",
                lower = format!("{lower:.2}"),
                upper = format!("{upper:.2}")
            )
        ));
    }
    out
}

#[cfg(test)]
mod tests;
