//! The computer player of Bell's game, at the same levels as the ka game's.
//!
//! - [`search`]: paranoid alpha-beta (negamax with two players) with
//!   iterative deepening and a transposition table;
//! - [`maxn`]: max-n for three and four players;
//! - [`model`]: sampled rounds of the others, modelled as one-turn
//!   look-ahead players, for three and four players;
//! - [`reply`]: best-reply search, as the two-sided game it becomes here;
//! - [`eval`]: what a position is worth to one seat;
//! - [`zobrist`]: position keys for the table.
//!
//! `random` plays any legal turn; `easy` the turn that takes the most
//! points; `medium` searches a fixed shallow depth, counting the next
//! player's biggest capture at its leaves; `hard` as far as its time (or
//! its `nodes` budget) allows. Two players: alpha-beta for both; three or
//! four: max-n for `medium` and sampled rounds for `hard`, which beat
//! max-n, paranoid and best-reply search in matches. Every choice is
//! seeded.
//!
//! # Two players
//!
//! `hard` is iterative-deepening alpha-beta (negamax) with a transposition
//! table on Zobrist keys (the stones by colour, the seat to move, whether
//! the opening stone is taken, and each seat's points), trying the table's
//! move first, then killer moves, then the biggest captures, then a history
//! table. Its value is the score difference; a leaf counts the biggest
//! capture the player to move has, found by a walk over the hops that builds
//! no positions. Near the end it searches every line to the finish.
//! `medium` searches two turns ahead.
//!
//! # Three or four players
//!
//! The others do not play as one side, and the stones belong to nobody:
//! every player has the same turns to choose from, only who scores differs.
//! What a player takes next is what the others leave it, and whoever sits
//! after a player that opens the board gains most. Four searches are here:
//!
//! - *paranoid* alpha-beta ([`search`]): everyone else against the player to
//!   move, searched as two sides;
//! - *max-n* ([`maxn`]): each player takes the turn best for itself; a node's
//!   value is every seat's expected points, its points plus an equal share of
//!   the stones still on the board; shallow pruning. `medium` uses it one
//!   turn deep;
//! - *best-reply search* ([`reply`]; Schadd and Winands, 2011): between two of
//!   the root seat's turns only the single best reply of all the others.
//!   Here that reply gives its points to the leading other player, so the
//!   search is two-sided alpha-beta against one opponent holding the best of
//!   the others' points;
//! - *sampled rounds* ([`model`]), which `hard` uses: the ten turns best by a
//!   one-turn look are each played out again and again, a round at a time,
//!   with every other player choosing as `medium` does (the turn best for
//!   itself counting the next player's biggest capture, then the biggest
//!   capture, among equals any, drawn at random). A turn is worth the root
//!   seat's expected points when it is to move again (its points, its
//!   biggest capture and an equal share of the rest); the best average is
//!   played, and the answer's score is its average lead over the best of
//!   the others' expected points, a value as the two-sided searches' are.
//!   A few dozen rounds of each turn fit in 100 ms.
//!
//! Best-reply search does worst: its own next turn, which comes after three
//! others in the game, is taken by the player two seats on. Max-n reaches
//! two or three turns in 100 ms, not a whole round, so its `hard` leaves the
//! next player big captures. Sampled rounds see every player of the round,
//! and the way `medium` really chooses. `hard` models the others as `medium`
//! plays, so against `medium`s its model is right; against players who
//! choose otherwise it is a guess, if a fair one (take much, leave the next
//! player little).
//!
//! Measured with the ignored test `tests/it/bell_methods.rs` (100 ms a move,
//! seats rotating; each command is
//! `BELL_METHODS="…" cargo test --release --test it bell_methods:: -- --ignored --nocapture`):
//!
//! | `BELL_METHODS` | result |
//! |---|---|
//! | `4 20 1 100 hard/paranoid hard/maxn hard/paranoid hard/maxn` | max-n players: 6 and 8 wins, 6 and 5 shared; paranoid players: no win, 1 shared |
//! | `4 20 1 100 hard/brs medium/maxn medium/maxn medium/maxn` | best reply: 1 won, 0 shared, 19 lost; the `medium` two seats on won 18 |
//! | `4 20 1 100 hard/paranoid medium/maxn medium/maxn medium/maxn` | paranoid: 1 won, 1 shared, 18 lost |
//! | `4 20 1 100 hard/maxn medium/maxn medium/maxn medium/maxn` | max-n: 5 won, 3 shared, 12 lost |
//! | `4 40 21 100 hard/model medium/maxn medium/maxn medium/maxn` | sampled rounds: 27 won, 4 shared, 9 lost; the `medium`s 8, 0 and 1 wins |
//!
//! No better than max-n, in 20–40 such games each: max-n with each other
//! player searching only its first one to three turns (0–1 wins in 20);
//! max-n one or two turns deep counting every point another player takes as
//! much as one's own (7–8 wins and 3–5 shared in 40), or twice as much (1 in
//! 40); one round with the others' choices fixed rather than drawn among
//! equals (4–5 wins in 20); whole games played out with every player taking
//! its biggest capture (Monte Carlo; 0–2 wins in 20). Sampling only the
//! best three or six turns does a little worse than ten (20 won, 3 shared of
//! 40; 12 won, 3 shared of 20). A `medium` searching two turns deep plays
//! level with max-n's `hard` (5 wins and 2 shared of 20 at 1 s), so
//! `medium` looks one turn ahead with more than two players.
//!
//! # Strength
//!
//! Measured with `pasang match --game bell` (see `crate::matchplay::bell`)
//! on this project's machine (two shared cores, heavily loaded by other
//! builds at the time), release build, `nice -n 10`:
//!
//! | command | first-named player |
//! |---|---|
//! | `pasang match --game bell --south ai:easy --north ai:random --games 40 --seed 1` | 40 won, 0 lost (100%); 94.8 points a game against 49.9 |
//! | `pasang match --game bell --south ai:medium --north ai:easy --games 40 --seed 1` | 40 won, 0 lost (100%); 80.2 points against 64.0 |
//! | `pasang match --game bell --south ai:hard --north ai:medium --games 40 --seed 1 --movetime 200` | 37 won, 1 shared, 2 lost (92.5%); 71.5 points against 68.6 |
//! | `pasang match --game bell --south ai:hard --north ai:medium --games 20 --seed 2` (1 s) | 19 won, 1 shared, 0 lost (95.0%); 72.0 points against 69.2; 776 ms a move on average, longest 1250 ms (wall clock on the loaded machine) |
//! | `pasang match --game bell --players 4 --south ai:hard --west ai:medium --north ai:medium --east ai:medium --games 100 --seed 7 --movetime 100` | 72 won, 7 shared, 21 lost (75.5%, a shared win counted as half; 95% interval about 67–84%; a fair share is 25%); the `medium`s 15, 2 and 3 wins (6, 1 and 2 shared); average points 39.3 against 36.4, 33.8 and 34.6; 90 ms a move on average, longest 179 ms |
//! | `pasang match --game bell --players 4 --south ai:hard --west ai:medium --north ai:medium --east ai:medium --games 40 --seed 1 --movetime 200` | 31 won, 1 shared, 8 lost (78.8%); the `medium`s 6, 1 and 0 wins; 178 ms a move on average, longest 223 ms |
//! | `pasang match --game bell --players 4 --south ai:hard --west ai:medium --north ai:medium --east ai:medium --games 20 --seed 3` (1 s) | 15 won, 4 shared, 1 lost (85.0%); the `medium`s 1, 0 and 0 wins; 762 ms a move on average, longest 984 ms |
//! | `pasang match --game bell --players 3 --south ai:hard --west ai:medium --north ai:medium --games 30 --seed 5 --movetime 100` | 26 won, 2 shared, 2 lost (86.7%); the `medium`s 1 and 1 wins; average points 50.6 against 46.5 and 46.2 |
//!
//! Two-player games are close (a few points apart at the top levels), but
//! each level beats the one below in far more than 75% of them. With three
//! or four players `hard` wins about three games in four against `medium`s;
//! the `medium` seated after `hard` does best of the three.
//!
//! **Speed**, in positions a second, as the `bell_methods` test prints it
//! (each leaf walks the hops of every stone for the mover's biggest capture,
//! which costs most of the time): 95,000 for two-player `hard`
//! (`BELL_METHODS="2 4 1 200 hard/paranoid medium/paranoid"`) and
//! 62,000–73,000 for four-player max-n, both with the machine's load average
//! near 9 on its two cores; 160,000–290,000 for the same searches on a
//! quieter moment. Four-player `hard`'s sampled rounds count every turn open
//! to a modelled player as a position: 693,000 a second with
//! `BELL_METHODS="4 40 21 100 hard/model medium/maxn medium/maxn medium/maxn"`,
//! some 50,000 a move at 100 ms.

pub mod eval;
pub mod maxn;
pub mod model;
pub mod reply;
pub mod search;
pub mod zobrist;

pub use search::{Answer, MAX_DEPTH, Method, Searcher};

use super::eval::Knowledge;
use super::search::Limits;
use super::{Mind, Player};
use crate::games::LegalMoves;
use crate::games::Level;
use crate::games::bell::{Game, Move, Players, Position};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The search limits of a level (`random` does not search) with this many
/// players; `movetime` is `hard`'s budget.
///
/// `medium` looks two turns ahead with two players, one with more: in
/// matches, max-n two turns deep played as well as `hard` at its second
/// (three turns deep), so the step between the levels would vanish.
pub fn limits(level: Level, players: Players, movetime: Duration, seed: u64) -> Limits {
    let medium = if players == Players::Two { 2 } else { 1 };
    Limits::of_level(level, (Knowledge::Points, medium), movetime, seed)
}

/// The computer player of Bell's game.
pub type BellComputer = Player<BellMind>;

/// Bell's game's part of a computer player: its searcher, with its table,
/// and how it treats the other players.
pub struct BellMind {
    /// How the search treats the other players; `None` for the best
    /// found for the number of players ([`default_method`]).
    pub method: Option<Method>,
    searcher: Searcher,
}

impl Mind for BellMind {
    type Game = Game;

    fn new(level: Level) -> BellMind {
        let bits = crate::ai::table_bits(match level {
            Level::Hard => 20,
            Level::Medium => 16,
            _ => 4,
        });
        BellMind {
            method: None,
            searcher: Searcher::new(bits),
        }
    }

    fn moves(pos: &Position) -> Vec<Move> {
        pos.legal_moves().to_vec()
    }

    fn limits(level: Level, pos: &Position, movetime: Duration, seed: u64) -> Limits {
        limits(level, pos.rules().players, movetime, seed)
    }

    fn think(
        &mut self,
        level: Level,
        pos: &Position,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Option<Answer> {
        let players = pos.rules().players;
        let method = self
            .method
            .unwrap_or_else(|| default_method(level, players));
        self.searcher.search(pos, limits, method, stop)
    }
}

/// The search a level plays with this many players (see the README's
/// matches): with two, paranoid search is plain alpha-beta; with more,
/// `medium` looks one turn ahead by max-n and `hard` samples rounds of the
/// others played as `medium` plays.
pub fn default_method(level: Level, players: Players) -> Method {
    match (players, level) {
        (Players::Two, _) => Method::Paranoid,
        (_, Level::Hard) => Method::Model,
        _ => Method::MaxN,
    }
}
