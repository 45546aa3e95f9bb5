//! Finding puzzles in the engine's own games (`pasang make-puzzles`).
//!
//! Each game opens with random column captures and ka entries (so games
//! differ) and goes on with the engine's search at a fixed node budget,
//! seeded: the same configuration gives the same puzzles on any machine.
//! Every ka-move position with at most `max_stones` stones is solved
//! exactly; it becomes a puzzle when the side to move has a forced win and,
//! along the line where the defender resists longest, each solving move is
//! the only one that wins. Repeats, also turned or reflected, are dropped,
//! and each puzzle is checked by `super::verify` before it is kept.
//!
//! The rating combines three measured things (see [`rating`]): how many
//! moves the solver makes, how many legal moves the start offers, and how
//! many nodes the engine's own search needs before it settles on the first
//! solving move.

use super::solve::Solver;
use super::symmetry::{Shape, shape};
use super::verify::{Ending, PuzzleFault, ending, suntuk_losses, verify_with};
use super::{MAX_RATING, MIN_RATING, Puzzle, Theme};
use crate::ai::search::{Limits, best_move};
use crate::board::{File, Point, Rank};
use crate::games::LegalMoves;
use crate::games::ka::{Move, Pattern, Phase, Player, Position, Rules, Setup, Stone};
use crate::rng::Rng;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};

/// The fewest legal moves a puzzle's start may offer: with one or two
/// there is nothing to find.
pub const MIN_CHOICES: usize = 3;

/// The engine budgets tried when measuring how hard a move is to find:
/// 32 nodes, doubling up to this.
pub const MAX_FIND_NODES: u64 = 1 << 18;

/// Table entries past which a game's solver starts a fresh table.
const MAX_TABLE: usize = 4_000_000;

/// What to search and how hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Seeds the games: openings and the engine's choices.
    pub seed: u64,
    /// Games to play.
    pub games: u32,
    /// The engine's nodes a move in the games.
    pub engine_nodes: u64,
    /// Positions with more stones are not solved.
    pub max_stones: u32,
    /// Nodes the solver may spend on one position.
    pub solve_nodes: u64,
    /// The longest solution, in solving moves.
    pub max_solver_moves: usize,
    /// The id of the first puzzle.
    pub first_id: u32,
    /// Stop once this many are found.
    pub count: Option<usize>,
}

/// Progress, for the command's status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event<'a> {
    /// A game was played and searched.
    Game { done: u32, found: usize },
    /// A puzzle was found.
    Found(&'a Puzzle),
}

/// The pattern and rules of game number `game`: the two patterns and the
/// two presets in turn.
pub fn game_kind(game: u32) -> (Pattern, Rules) {
    let pattern = if game.is_multiple_of(2) {
        Pattern::First
    } else {
        Pattern::Second
    };
    let rules = if (game / 2).is_multiple_of(2) {
        Rules::CLASSIC
    } else {
        Rules::MARBLES
    };
    (pattern, rules)
}

/// Plays game number `game` and returns its ka-move positions, in order.
pub fn self_play(config: &Config, game: u32, stop: &AtomicBool) -> Vec<Position> {
    let (pattern, rules) = game_kind(game);
    let mut rng = Rng::new(
        config
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(game as u64),
    );
    let mut pos = Position::start(&Setup::pattern(pattern), rules);
    let mut positions = Vec::new();
    while pos.outcome().is_none() && !stop.load(Ordering::Relaxed) {
        let moves = pos.legal_moves();
        let m = if pos.phase() == Phase::KaMoves {
            positions.push(pos);
            let limits = Limits {
                nodes: Some(config.engine_nodes),
                seed: rng.next_u64(),
                ..Limits::default()
            };
            best_move(&pos, limits, stop).map_or(moves[0], |r| r.mv)
        } else {
            moves[rng.below(moves.len())]
        };
        pos.play_unchecked(m);
    }
    positions
}

/// The positions of a game worth solving: each one with at most
/// `max_stones` stones, and each position one move off the game (the
/// player to move there chose another move), as puzzles often arise from
/// a mistake.
pub fn candidates(game: &[Position], max_stones: u32) -> Vec<Position> {
    let mut out = Vec::new();
    for pos in game {
        if pos.stones().count() <= max_stones {
            out.push(*pos);
        }
        for &m in &pos.legal_moves() {
            let mut child = *pos;
            child.play_unchecked(m);
            if child.stones().count() <= max_stones && child.outcome().is_none() {
                out.push(child);
            }
        }
    }
    out
}

/// What a position yields when it makes a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub theme: Theme,
    /// The solving moves and replies.
    pub line: Vec<Move>,
    /// Legal moves at the start.
    pub choices: usize,
    /// The engine's nodes needed to settle on the first solving move.
    pub find_nodes: u64,
}

/// The puzzle in `pos`, if it makes one (see the module's doc).
pub fn puzzle_at(pos: &Position, solver: &mut Solver, config: &Config) -> Option<Found> {
    let choices = pos.legal_moves().len();
    if pos.stones().count() > config.max_stones || pos.outcome().is_some() || choices < MIN_CHOICES
    {
        return None;
    }
    if solver.table_len() > MAX_TABLE {
        solver.reset();
    }
    solver.restart_count();
    if !solver.wins(pos).ok()? {
        return None;
    }
    let me = pos.to_move();
    let mut line = Vec::new();
    let mut now = *pos;
    let end = loop {
        let winners = solver.winning_moves(&now).ok()?;
        let [only] = winners[..] else {
            return None;
        };
        now.play_unchecked(only);
        line.push(only);
        if let Some(end) = ending(&now, me) {
            break end;
        }
        if line.len() >= 2 * config.max_solver_moves - 1 {
            return None;
        }
        let (reply, _) = solver.best_move(&now).ok()??;
        now.play_unchecked(reply);
        line.push(reply);
    };
    let theme = if is_escape(suntuk_losses(pos, solver).ok()?, choices) {
        Theme::Escape
    } else {
        match end {
            Ending::Suntuk => Theme::Suntuk,
            Ending::Cleared => Theme::Capture,
        }
    };
    Some(Found {
        theme,
        find_nodes: find_nodes(pos, line[0]),
        line,
        choices,
    })
}

/// Whether a start is an escape from a threatened suntuk: at least two of
/// its `choices` moves, and at least half, end in the mover's suntuk with
/// best play (`losses`).
pub fn is_escape(losses: usize, choices: usize) -> bool {
    losses >= 2 && losses * 2 >= choices
}

/// The smallest budget of the ladder 32, 64, … [`MAX_FIND_NODES`] from which
/// on the engine's search plays `solution` (more than the ladder's top if
/// it does not settle on it).
pub fn find_nodes(pos: &Position, solution: Move) -> u64 {
    let never = AtomicBool::new(false);
    let ladder = (5..=MAX_FIND_NODES.trailing_zeros()).map(|k| 1u64 << k);
    let mut settled = None;
    for nodes in ladder {
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let found = best_move(pos, limits, &never).is_some_and(|r| r.mv == solution);
        match (found, settled) {
            (true, None) => settled = Some(nodes),
            (false, _) => settled = None,
            _ => {}
        }
    }
    settled.unwrap_or(2 * MAX_FIND_NODES)
}

/// The rating: 600, plus 150 for each solving move after the first, 100
/// for each doubling of the legal moves at the start, 60 for each doubling
/// of the nodes the engine needs past 32; within
/// [`MIN_RATING`]..=[`MAX_RATING`].
pub fn rating(solver_moves: usize, choices: usize, find_nodes: u64) -> u16 {
    let r = 600.0
        + 150.0 * (solver_moves.max(1) - 1) as f64
        + 100.0 * (choices.max(1) as f64).log2()
        + 60.0 * (find_nodes.max(32) as f64 / 32.0).log2();
    // Rounded to tens: the measure is not finer than that.
    ((r / 10.0).round() as u16 * 10).clamp(MIN_RATING, MAX_RATING)
}

/// A position as the 11 rows of [`Position::from_diagram`].
pub fn diagram(pos: &Position) -> Vec<String> {
    (0..11)
        .rev()
        .map(|r| {
            let rank = Rank::new(r).expect("11 ranks");
            File::all()
                .map(|file| {
                    let p = Point::at(file, rank);
                    if pos.ka(Player::South) == Some(p) {
                        'S'
                    } else if pos.ka(Player::North) == Some(p) {
                        'N'
                    } else {
                        pos.stone(p).map_or('.', Stone::to_char)
                    }
                })
                .collect()
        })
        .collect()
}

/// Plays the games and returns the puzzles found, numbered from
/// `first_id`, reporting progress to `report`; stops early when `stop` is
/// raised.
pub fn generate(config: &Config, stop: &AtomicBool, mut report: impl FnMut(Event)) -> Vec<Puzzle> {
    let mut seen: HashSet<Shape> = HashSet::new();
    let mut puzzles = Vec::new();
    for game in 0..config.games {
        let positions = candidates(&self_play(config, game, stop), config.max_stones);
        let mut solver = Solver::new(config.solve_nodes);
        for pos in positions {
            if stop.load(Ordering::Relaxed) || config.count.is_some_and(|n| puzzles.len() >= n) {
                break;
            }
            if seen.contains(&shape(&pos)) {
                continue;
            }
            let Some(found) = puzzle_at(&pos, &mut solver, config) else {
                continue;
            };
            seen.insert(shape(&pos));
            let solver_moves = found.line.len().div_ceil(2);
            let puzzle = Puzzle {
                id: config.first_id + puzzles.len() as u32,
                theme: found.theme,
                rating: rating(solver_moves, found.choices, found.find_nodes),
                rules: pos.rules(),
                to_move: pos.to_move(),
                points: [pos.points(Player::South), pos.points(Player::North)],
                board: diagram(&pos),
                solution: found.line.iter().map(Move::to_string).collect(),
                source: format!(
                    "make-puzzles seed {} game {game}, ply {}",
                    config.seed,
                    pos.ply()
                ),
            };
            // The generator's own check, with what the solver has learnt: a
            // failure other than running out of nodes is a bug here.
            solver.restart_count();
            match verify_with(&puzzle, &mut solver) {
                Ok(_) => {}
                Err(PuzzleFault::Unsolved(_)) => continue,
                Err(fault) => panic!("generated puzzle {} fails: {fault:?}", puzzle.id),
            }
            report(Event::Found(&puzzle));
            puzzles.push(puzzle);
        }
        report(Event::Game {
            done: game + 1,
            found: puzzles.len(),
        });
        if stop.load(Ordering::Relaxed) || config.count.is_some_and(|n| puzzles.len() >= n) {
            break;
        }
    }
    puzzles
}

#[cfg(test)]
mod tests;
