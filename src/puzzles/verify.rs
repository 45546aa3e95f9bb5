//! Checking a puzzle completely: the position is one a game can reach, the
//! solution is legal, it wins, and at each solving move no other move
//! wins. The tests run this on every shipped puzzle; the generator on every
//! puzzle it writes.

use super::solve::{Solver, Unsolved, Value};
use super::{MAX_RATING, MIN_RATING, Puzzle};
use crate::board::Stone;
use crate::games::LegalMoves;
use crate::games::ka::errors::DiagramError;
use crate::games::ka::{Move, MoveError, Outcome, Phase, Player, Position};

/// Why a puzzle is not a good one: the facts, for a test's failure message
/// or the generator's refusal (both are bugs, not a user's mistake).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFault {
    /// The rating is outside [`MIN_RATING`]..=[`MAX_RATING`].
    Rating { rating: u16 },
    /// The diagram cannot be read.
    Diagram(DiagramError),
    /// A ka letter (`S`, `N`) appears `found` times instead of once.
    KaCount { player: Player, found: usize },
    /// More stones of a colour than a setup has.
    Stones { colour: Stone, found: u32 },
    /// The points captured and those on the board do not add up to a game's
    /// 180 less the two stones promoted to kas (176 to 178).
    Points { total: u16 },
    /// The game is already over at the start.
    Over,
    /// The solution is empty or ends with a reply, not a solving move.
    Length { found: usize },
    /// The solution's move at `index` is not notation.
    Notation { index: usize, error: MoveError },
    /// The solution's move at `index` is not legal there.
    Illegal { index: usize, mv: Move },
    /// The solving move at `index` is not among the moves that win.
    NotWinning { index: usize, mv: Move },
    /// At `index` more than one move wins.
    NotUnique { index: usize, winners: Vec<Move> },
    /// The reply at `index` does not resist as long as the best reply.
    WeakReply { index: usize, mv: Move, best: Value },
    /// After the last solving move the game goes on beyond one reply.
    Unfinished,
    /// The solver gave up.
    Unsolved(Unsolved),
}

impl From<Unsolved> for PuzzleFault {
    fn from(u: Unsolved) -> PuzzleFault {
        PuzzleFault::Unsolved(u)
    }
}

/// How the game ends after a puzzle's solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The defender is left without a capture.
    Suntuk,
    /// The board is cleared with the solver ahead.
    Cleared,
}

/// What a verified puzzle leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verified {
    /// The position after the last solving move.
    pub end: Position,
    /// How the game ends from there.
    pub ending: Ending,
    /// Solver moves at the start after which best play ends in the
    /// solver's suntuk (see [`suntuk_losses`]).
    pub suntuk_losses: usize,
    /// Legal moves at the start.
    pub choices: usize,
}

/// The position of a puzzle, checked to be one a game can reach in the
/// ka-move phase and not over.
pub fn start_position(puzzle: &Puzzle) -> Result<Position, PuzzleFault> {
    let pos = puzzle.try_position().map_err(PuzzleFault::Diagram)?;
    for (player, letter) in [(Player::South, 'S'), (Player::North, 'N')] {
        let found = puzzle
            .board
            .iter()
            .flat_map(|r| r.chars())
            .filter(|c| *c == letter)
            .count();
        if found != 1 {
            return Err(PuzzleFault::KaCount { player, found });
        }
    }
    for (colour, bits) in [(Stone::Black, pos.black()), (Stone::White, pos.white())] {
        if bits.count() > 60 {
            return Err(PuzzleFault::Stones {
                colour,
                found: bits.count(),
            });
        }
    }
    let total = puzzle.points[0] + puzzle.points[1] + pos.points_on_board();
    if !(176..=178).contains(&total) {
        return Err(PuzzleFault::Points { total });
    }
    if pos.phase() != Phase::KaMoves || pos.outcome().is_some() {
        return Err(PuzzleFault::Over);
    }
    Ok(pos)
}

/// Moves in `pos` after which best play from both sides (the quicker win,
/// the slower loss) ends with the player to move left without a capture:
/// the suntuk the player is threatened with.
pub fn suntuk_losses(pos: &Position, solver: &mut Solver) -> Result<usize, Unsolved> {
    let me = pos.to_move();
    let mut losses = 0;
    for &m in &pos.legal_moves() {
        let mut now = *pos;
        now.play_unchecked(m);
        let outcome = loop {
            if let Some(outcome) = now.outcome() {
                break outcome;
            }
            let (best, _) = solver.best_move(&now)?.expect("a game not over has a move");
            now.play_unchecked(best);
        };
        if matches!(outcome, Outcome::Suntuk { winner, .. } if winner != me) {
            losses += 1;
        }
    }
    Ok(losses)
}

/// Checks a puzzle completely with `solver` (see the module's doc).
pub fn verify_with(puzzle: &Puzzle, solver: &mut Solver) -> Result<Verified, PuzzleFault> {
    if !(MIN_RATING..=MAX_RATING).contains(&puzzle.rating) {
        return Err(PuzzleFault::Rating {
            rating: puzzle.rating,
        });
    }
    let start = start_position(puzzle)?;
    let moves = puzzle
        .try_solution()
        .map_err(|(index, error)| PuzzleFault::Notation { index, error })?;
    if moves.len().is_multiple_of(2) {
        return Err(PuzzleFault::Length { found: moves.len() });
    }
    let mut pos = start;
    for (index, &mv) in moves.iter().enumerate() {
        if !pos.is_legal(mv) {
            return Err(PuzzleFault::Illegal { index, mv });
        }
        if index % 2 == 0 {
            let winners = solver.winning_moves(&pos)?;
            if !winners.contains(&mv) {
                return Err(PuzzleFault::NotWinning { index, mv });
            }
            if winners.len() > 1 {
                return Err(PuzzleFault::NotUnique { index, winners });
            }
        } else {
            let best = solver.best_move(&pos)?.map(|(_, v)| v);
            let mut after = pos;
            after.play_unchecked(mv);
            let value = flip(solver.value(&after)?);
            if Some(value) != best {
                return Err(PuzzleFault::WeakReply {
                    index,
                    mv,
                    best: best.unwrap_or(value),
                });
            }
        }
        pos.play_unchecked(mv);
    }
    let ending = ending(&pos, puzzle.to_move).ok_or(PuzzleFault::Unfinished)?;
    Ok(Verified {
        end: pos,
        ending,
        suntuk_losses: suntuk_losses(&start, solver)?,
        choices: start.legal_moves().len(),
    })
}

/// [`verify_with`] with a fresh solver.
pub fn verify(puzzle: &Puzzle) -> Result<Verified, PuzzleFault> {
    verify_with(puzzle, &mut Solver::default())
}

/// A value seen from the other side.
fn flip(v: Value) -> Value {
    match v {
        Value::Win(d) => Value::Loss(d + 1),
        Value::Draw => Value::Draw,
        Value::Loss(d) => Value::Win(d + 1),
    }
}

/// How the game ends after the solver's last move in `pos`: at once, or
/// after any reply (each of which must end it with `solver` winning).
pub(crate) fn ending(pos: &Position, solver: Player) -> Option<Ending> {
    let of = |outcome: Outcome| match outcome {
        Outcome::Suntuk { winner, .. } if winner == solver => Some(Ending::Suntuk),
        Outcome::Cleared { winner, .. } if winner == Some(solver) => Some(Ending::Cleared),
        _ => None,
    };
    if let Some(outcome) = pos.outcome() {
        return of(outcome);
    }
    let replies = pos.legal_moves();
    let mut endings = replies.iter().map(|&r| {
        let mut next = *pos;
        next.play_unchecked(r);
        next.outcome().and_then(of)
    });
    let first = endings.next()??;
    endings.all(|e| e == Some(first)).then_some(first)
}
