//! Puzzles for the ka game: positions from the engine's own games where the
//! side to move has a forced win and every solving move is the only move
//! that wins, proved by exhaustive search ([`solve`]).
//!
//! The shipped puzzles are one RON file, `assets/puzzles.ron`, embedded in
//! the binary and read once by [`shipped`]. It is a list of entries spelled
//! exactly like this (the field order is free; comments are allowed):
//!
//! ```ron
//! [
//!     (
//!         id: 1,                 // stable, never reused: progress is kept by id
//!         theme: suntuk,         // suntuk | capture | escape (see Theme)
//!         rating: 1250,          // difficulty, Elo-like, 600..=2400
//!         rules: (second_column: diagonal, ka_entry: slide, centre: blocks),
//!         to_move: South,        // South | North
//!         points: (88, 82),      // scores so far, South's first
//!         board: [               // 11 rows, rank 11 first, files a..k:
//!             "...........",     // b/w stones, S/N the kas, . empty
//!             // … 11 rows in all; the centre f6 is always `.`
//!         ],
//!         solution: ["d3-c3xN", "c9-c5xE", "c3-c1xW"],
//!         source: "self-play seed 17, ply 38",   // optional, for people
//!     ),
//! ]
//! ```
//!
//! - `rules` takes the option values as on the command line
//!   (`second_column`: `diagonal`/`free`, `ka_entry`: `slide`/`jump`/`either`,
//!   `centre`: `blocks`/`open`), as in saved games.
//! - `board` is what [`Position::from_diagram`] reads.
//! - `solution` is in move notation: the solver's moves and the defender's
//!   replies alternating, starting with the side to move and ending with the
//!   solver's last move. The defender's replies are the ones that resist
//!   longest. After the last solving move the game is over or every reply
//!   loses.
//!
//! - [`solve`]: the exact value of a position, [`winning_moves`],
//!   [`refutation`];
//! - `verify`: checks one puzzle completely (used by the tests and by the
//!   generator);
//! - [`symmetry`]: the eight reflections of the board, to find repeats;
//! - [`generate`]: finding puzzles in the engine's own games.
//!
//! # How the shipped puzzles are made
//!
//! The generator is part of the program but hidden from its help:
//!
//! ```text
//! cargo build --release
//! target/release/pasang make-puzzles --seed 1 --games 250 > assets/puzzles.ron
//! ```
//!
//! That command writes the shipped file: 246 puzzles, 154 *suntuk*, 19
//! *capture*, 73 *escape*, rated 760 to 1710 (32 under 800, 112 in 800–999,
//! 61 in 1000–1199, 38 in 1200–1399, 3 above), in about 10 minutes on this
//! project's two-core machine (progress on stderr; Ctrl-C writes what was
//! found so far).
//!
//! It plays the engine's own games (random column captures and ka entries,
//! then the search at 20,000 nodes a move, seeded: the same command gives
//! the same file on any machine), the two patterns and the two presets in
//! turn. Every ka-move position with at most `--max-stones` stones (14 by
//! default), and every position one move off the game (a different move by
//! the player to move), is solved exactly ([`solve`]: alpha-beta over win,
//! draw and loss with the distance to the end, a table keyed by the exact
//! position, at most `--solve-nodes` nodes). A position is kept when the
//! side to move has a forced win and, along the line where the defender
//! resists longest, every solving move is the only move that wins (at most
//! `--max-moves` of them), with at least three legal moves at the start.
//! Repeats, also turned or reflected (the board's eight symmetries keep the
//! ka-move rules), are dropped.
//!
//! Themes: *escape* when at least two, and at least half, of the start's
//! moves end in the solver's own suntuk with best play; otherwise *suntuk*
//! or *capture* by how the game ends (the defender left without a capture,
//! or the board cleared with the solver ahead). The rating is measured: 600,
//! +150 a solving move after the first, +100 a doubling of the legal moves
//! at the start, +60 a doubling of the nodes (past 32) the engine's own
//! search needs before it settles on the first solving move; within
//! 600..=2400.
//!
//! `tests/it/puzzles.rs` re-verifies every shipped puzzle by exhaustive search
//! (0.6 s for the 246 in the debug test profile; the solver itself is
//! checked against a plain minimax on random small positions). Three
//! puzzles made and worked out by hand are test fixtures
//! (`tests/data/puzzles_by_hand.ron`).
//!
//! # Playing them
//!
//! `pasang puzzle` lists the puzzles easiest first; a new player's list
//! opens on the easiest puzzle, then near their rating. On the board the
//! solution's move is the one accepted, the defender's replies come from
//! the solution, and a wrong move is answered on the board by the reply
//! that refutes it ([`refutation`]), with why it fails. The first go at a
//! puzzle moves the player's rating as a game against the puzzle's rating
//! would (Elo, K = 32); a mistake or a hint makes that go a loss. Progress
//! is kept in `progress.ron` in the data directory.

pub mod generate;
pub mod solve;
pub mod symmetry;
pub mod verify;

pub use solve::{Solver, Unsolved, Value, refutation, winning_moves};
pub use verify::{PuzzleFault, verify};

use crate::games::ka::errors::DiagramError;
use crate::games::ka::{Move, MoveError, Player, Position, Rules};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What a puzzle asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Win by suntuk: leave the enemy ka without a capture.
    Suntuk,
    /// The capture that wins the game: clear the board with the higher score.
    Capture,
    /// Escape from a threatened suntuk: most moves walk into suntuk; one
    /// saves the game and wins it.
    Escape,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::Suntuk, Theme::Capture, Theme::Escape];

    /// The name as written in the file.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Suntuk => "suntuk",
            Theme::Capture => "capture",
            Theme::Escape => "escape",
        }
    }
}

/// The lowest rating a puzzle may have.
pub const MIN_RATING: u16 = 600;
/// The highest rating a puzzle may have.
pub const MAX_RATING: u16 = 2400;

/// One puzzle as written in `assets/puzzles.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Stable number, never reused; progress is kept by it.
    pub id: u32,
    pub theme: Theme,
    /// Difficulty on an Elo-like scale, [`MIN_RATING`]..=[`MAX_RATING`].
    pub rating: u16,
    pub rules: Rules,
    pub to_move: Player,
    /// The scores so far, South's first.
    pub points: [u16; 2],
    /// The position: 11 rows, rank 11 first (see [`Position::from_diagram`]).
    pub board: Vec<String>,
    /// The solution in notation, starting with the side to move.
    pub solution: Vec<String>,
    /// Where the puzzle came from, for people.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub source: String,
}

impl Puzzle {
    /// The position to solve, or why the diagram is wrong.
    pub fn try_position(&self) -> Result<Position, DiagramError> {
        Position::from_diagram(
            &self.board.join("\n"),
            self.to_move,
            self.rules,
            self.points,
        )
    }

    /// The position to solve.
    ///
    /// # Panics
    /// If the diagram is wrong; the shipped puzzles are checked by the tests
    /// (use [`Puzzle::try_position`] for others).
    pub fn position(&self) -> Position {
        self.try_position().expect("puzzle diagram is valid")
    }

    /// The solution's moves, or the first one that is not notation (its
    /// index and why).
    pub fn try_solution(&self) -> Result<Vec<Move>, (usize, MoveError)> {
        self.solution
            .iter()
            .enumerate()
            .map(|(i, text)| text.parse().map_err(|e| (i, e)))
            .collect()
    }

    /// The solution's moves: the solver's, the defender's replies between.
    ///
    /// # Panics
    /// If a move is not notation; the shipped puzzles are checked by the
    /// tests (use [`Puzzle::try_solution`] for others).
    pub fn solution(&self) -> Vec<Move> {
        self.try_solution().expect("puzzle solution is notation")
    }

    /// The player who solves the puzzle.
    pub fn solver(&self) -> Player {
        self.to_move
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.solution.len().div_ceil(2)
    }
}

/// The shipped puzzles, read once from the embedded `assets/puzzles.ron`,
/// in the file's order.
pub fn shipped() -> &'static [Puzzle] {
    static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();
    PUZZLES.get_or_init(|| {
        // The file is checked by the tests; a failure here is a build bug.
        parse(include_str!("../../assets/puzzles.ron")).expect("assets/puzzles.ron is valid")
    })
}

/// Reads a list of puzzles in the format of `assets/puzzles.ron`.
pub fn parse(text: &str) -> Result<Vec<Puzzle>, ron::error::SpannedError> {
    ron::from_str(text)
}

/// Writes a list of puzzles in the format of `assets/puzzles.ron`: one
/// field a line, the board's rows one a line.
pub fn write(puzzles: &[Puzzle]) -> String {
    let config = ron::ser::PrettyConfig::new()
        .indentor("    ".to_string())
        .separate_tuple_members(false)
        .compact_arrays(false);
    let mut text = ron::ser::to_string_pretty(puzzles, config).expect("puzzles serialize");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests;
