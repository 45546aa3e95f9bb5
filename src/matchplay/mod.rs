//! Computer against computer: a series of games with colours alternating,
//! and the totals. One runner plays every game's matches ([`run`]); the
//! ka game's players are in [`ka`], Bell's game for 2–4 computers in
//! [`bell`].
//!
//! # Using it: `pasang match`
//!
//! ```text
//! pasang match --south ai:hard --north ai:medium --games 200 [--pattern …] [--rules …]
//!              [--seed S] [--movetime MS] [--nodes N] [--random-plies N] [--concurrency N]
//! ```
//!
//! The `--south` player is South in the first game, and the players swap
//! sides every game. Each pair of games opens with the same random column
//! captures (`--random-plies`, 2 by default), so games differ and each player
//! gets both sides of every opening. One line per game goes to standard
//! error while it runs, and a status line (the game and its moves so far)
//! once a game runs longer than a second; at the end, standard output gives
//! each player's wins, losses, draws, suntuk wins, average points, score
//! (draws count half), and average and longest time per move. Two players of
//! the same level are labelled `(A)` (South in the first game) and `(B)`.
//!
//! `--movetime MS` (default 1000) and `--nodes N` set how `ai:hard` thinks;
//! they cannot be given together, and either is refused when neither player
//! is `ai:hard`. `--threads N` sets the threads of this program's `ai:hard`
//! (default one per core; `--threads 1` with `--nodes` replays a match
//! exactly); an engine program uses its own default. `--concurrency N` plays
//! N pairs of games at once, each on a thread of its own with its own engine
//! programs (as fastchess and cutechess do): with `--threads 1`, one pair per
//! core measures single-threaded strength in half the time on two cores. A
//! pair's opening and seeds come from `--seed` and the pair's number alone,
//! so the same seed plays the same games at any concurrency. Ctrl-C stops a
//! match: the totals of the games finished so far are printed (the games in
//! progress are not counted) and the exit code is 130. `match` plays and
//! counts single games, so it refuses `--rounds`.
//!
//! **Measuring a change.** A match is counted in pairs of games with sides
//! swapped (each pair scores 0, ½, 1, 1½ or 2 for the first player), which
//! measures more truly than counting games one by one ([`elo`]). The summary
//! ends with the first player's Elo over the second and its 95% interval,
//! from the pairs, for example `Elo of ai:hard over ai:medium: +212.4 ±
//! 61.0 (95%), from 100 pairs of games`. A sequential test stops a match as
//! soon as it is decided:
//!
//! ```text
//! pasang match --south ai:hard --north ai:medium --games 2000 --sprt 0,10 [--alpha 0.05] [--beta 0.05]
//! ```
//!
//! tests "the first player is 0 Elo stronger" (H0) against "10 Elo
//! stronger" (H1), wrong at most `--alpha` of the time when H0 holds and
//! `--beta` when H1 does, and ends after the first pair that decides it
//! (`--games` is then the most it plays). It decides from the 30th pair on:
//! its log-likelihood ratio rests on the spread of the pairs, and a handful
//! of them can show far less spread than there is (five pairs, three won
//! and two split, can "accept" +150). The summary gives the log-likelihood
//! ratio, its bounds and which hypothesis was accepted.
//!
//! **Another build as a player** ([`engine`]): `--south-engine PATH` or
//! `--north-engine PATH` (instead of `--south` or `--north`) runs
//! `PATH engine` and plays through the engine protocol, thinking
//! `--movetime` or `--nodes` a move. For example, with another build copied
//! to `/tmp/pasang-old`:
//!
//! ```text
//! pasang match --south ai:hard --north-engine /tmp/pasang-old --movetime 1000 --games 1000 --sprt 0,10
//! ```
//!
//! A program that cannot start, ends, stays silent past its time, answers
//! nonsense or plays an illegal move stops the match with a message naming
//! it; one that writes lines without end and no move is timed out like a
//! silent one, its output read a bounded line at a time. Engine players are
//! for the ka game's matches.
//!
//! # Bell's game
//!
//! ```text
//! pasang match --game bell [--players N] [--opening corner|inner] [--setup FILE | --pattern checker|quarters|rings]
//!              --south ai:LEVEL --north ai:LEVEL [--west ai:LEVEL] [--east ai:LEVEL]
//!              --games G [--seed S] [--movetime MS] [--nodes N] [--random-plies N] [--concurrency N]
//! ```
//!
//! Two to four computers, named by their seats in the first game (`--west`
//! and `--east` default to `ai:medium` when the game has those seats, and
//! are refused when it has not). Games are played in rounds of as many games
//! as players: in game *g* (from 0) the player named *i*-th in turn order
//! sits *g* seats further on, so every player sits in every seat once a
//! round, and the games of a round share their random opening
//! (`--random-plies`). `--concurrency N` plays N rounds at once, and a
//! round's opening and seeds come from `--seed` and the round's number
//! alone, as for the ka game's pairs. A line per game goes to standard
//! error; at the end standard output gives, per player, wins, shared wins
//! (equal top scores), losses, average points, and average and longest
//! time per move. Players
//! of the same level are labelled `(A)`, `(B)`, … by their place in the
//! first game. Ctrl-C prints the totals of the games finished.
//!
//! The strength figures measured this way are in the docs of `crate::ai`
//! and `crate::ai::bell`.

pub mod bell;
pub mod elo;
pub mod engine;
pub mod ka;
pub mod opening;
pub mod run;

pub use elo::{Pairs, Sprt, Verdict};
pub use opening::Schedule;
pub use run::play_match;

use crate::games::ka::{Move, Outcome, Player, Position};
use crate::games::{Level, Seat};
use crate::tr;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

/// Why a match cannot be played as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A person was named as a player.
    Human { side: Seat },
    /// `--movetime` or `--nodes` was given, which only `ai:hard` uses,
    /// and neither player is `ai:hard`: it would be ignored.
    NoHardPlayer { flag: &'static str },
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
    /// The games, their start and how `hard` thinks; each pair of games
    /// (colours swapped) shares its opening.
    pub schedule: Schedule<Position>,
    /// Threads of this program's `hard` (engine programs choose their own).
    pub threads: usize,
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
}

/// What happens during a match, for progress reports: a game's report and
/// the totals are the ka game's or Bell's.
pub enum Event<'a, R = GameReport, S = MatchStats> {
    /// A move was played in game `game` (1-based), `plies` moves in.
    Move { game: u32, plies: usize },
    /// A game is over; the totals include it.
    GameOver(&'a R, &'a S),
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
        games = config.schedule.games,
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
mod run_tests;
#[cfg(test)]
mod tests;
