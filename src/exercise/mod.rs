//! An exercise on the board, shared by the lessons and the puzzles: a
//! position, a task that judges each of the player's moves, the other
//! side's replies, and the count of mistakes and hints. No terminal and no
//! I/O: the screen ([`crate::tui::exercise`]) shows it and feeds it moves.
//!
//! - [`text`]: text that comes with data, named by its id in the catalogues;
//! - [`progress`]: the player's stars, solved puzzles and rating, kept in
//!   the data directory.

pub mod progress;
pub mod puzzle;
pub mod text;

use crate::games::LegalMoves;
use crate::games::ka::{IllegalMove, Move, Player, Position};
pub use text::TextId;

/// What an exercise asks: where it starts, what each move of the player's
/// does toward the goal, and how the other side answers.
pub trait Task {
    /// The position the exercise starts from.
    fn start(&self) -> Position;
    /// What the player's move `mv`, its `made`-th (from 0), played in
    /// `before` and leading to `after`, does toward the goal.
    fn judge(&self, before: &Position, mv: Move, after: &Position, made: usize) -> Verdict;
    /// The other side's answer after the player's first `made` moves,
    /// played in `pos`; `None`: none is due (the player moves again, or
    /// the other side has no move).
    fn reply(&self, pos: &Position, made: usize) -> Option<Move>;
    /// The move to show as a hint, before the player's `made`-th move.
    fn hint(&self, pos: &Position, made: usize) -> Option<Move>;
}

/// What a legal move does toward the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The goal is reached.
    Done,
    /// On the way: the other side answers, then the player moves again.
    Go,
    /// It misses the goal: it is taken back.
    Missed(Miss),
}

/// Why a legal move is not the one wanted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Miss {
    /// The exercise's pointer to what to look at.
    Look(TextId),
    /// The other side's answer that shows the move wrong (a puzzle's
    /// refutation), if the search found one.
    Refuted(Option<Refutation>),
}

/// The answer to a wrong move, and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refutation {
    pub reply: Move,
    /// The points the reply takes.
    pub takes: u16,
    pub why: Why,
}

/// Why a wrong move fails, after the answer to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The player's ka is shut in: suntuk.
    ShutIn,
    /// The other side now wins with best play.
    TheyWin,
    /// The best left is a draw.
    Draw,
}

/// A hint, in two grades for each move: first where to look, then the
/// move itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The move the task wants.
    pub mv: Move,
    pub grade: Grade,
}

/// How much a hint gives away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    /// Where to look: the stone to start from, or what kind of move it is
    /// (what it takes).
    Pointer,
    /// The move.
    Move,
}

/// Where the exercise is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player's turn.
    Play,
    /// The other side's answer, to be played after a beat.
    Reply(Move),
    /// A wrong move on show, its refutation to be played after a beat.
    Refuting {
        miss: Miss,
        reply: Move,
        back_to: usize,
    },
    /// A wrong move on show (with its refutation, when the task has one),
    /// to be taken back after a beat to the first `back_to` positions.
    Wrong { miss: Miss, back_to: usize },
    /// The goal is reached.
    Done,
}

/// What playing a move came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    /// The move breaks a rule; nothing changed.
    Illegal(IllegalMove),
    /// Not the player's turn now (a reply or a take-back is due, or the
    /// exercise is done).
    NotNow,
    /// Accepted; the other side's answer may be due.
    Accepted,
    /// Accepted, and the goal is reached.
    Done,
    /// Legal but wrong: on show until [`Exercise::advance`] takes it back.
    Wrong(Miss),
}

/// What [`Exercise::advance`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advanced {
    /// The other side played this.
    Replied(Move),
    /// The other side answered the wrong move with this.
    Refuted(Move),
    /// The wrong move (and its refutation) were taken back.
    TookBack,
}

/// An exercise being worked.
#[derive(Clone, Debug)]
pub struct Exercise<T> {
    task: T,
    /// The positions so far, the start first.
    line: Vec<Position>,
    /// The moves between them.
    moves: Vec<Move>,
    /// The player's moves accepted so far.
    made: usize,
    mistakes: u32,
    /// The moves a hint was asked for.
    hints: u32,
    /// A hint was given for the move to make now: the next one gives the
    /// move.
    hinted: bool,
    stage: Stage,
}

impl<T: Task> Exercise<T> {
    /// The exercise at its start.
    pub fn new(task: T) -> Exercise<T> {
        let start = task.start();
        Exercise {
            task,
            line: vec![start],
            moves: Vec::new(),
            made: 0,
            mistakes: 0,
            hints: 0,
            hinted: false,
            stage: Stage::Play,
        }
    }

    pub fn task(&self) -> &T {
        &self.task
    }

    /// The position on show.
    pub fn position(&self) -> &Position {
        self.line.last().expect("the start is always there")
    }

    /// The position before the last move on show, if a move was played.
    pub fn previous(&self) -> Option<&Position> {
        self.line.len().checked_sub(2).map(|i| &self.line[i])
    }

    /// The position `moves` moves before the one on show, if as many were
    /// played.
    pub fn earlier(&self, moves: usize) -> Option<&Position> {
        self.line
            .len()
            .checked_sub(moves + 1)
            .map(|i| &self.line[i])
    }

    /// The last move on show.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// The side the player plays.
    pub fn player(&self) -> Player {
        self.line[0].to_move()
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// Whether the player may move now.
    pub fn players_turn(&self) -> bool {
        self.stage == Stage::Play && self.position().to_move() == self.player()
    }

    /// Legal moves that missed the goal so far.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// The moves a hint was asked for so far (the second grade of a hint
    /// for the same move is not counted again).
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Whether a hint was given for the move to make now: another gives
    /// the move, and costs nothing more.
    pub fn hinted(&self) -> bool {
        self.hinted
    }

    /// Stars earned: three without a mistake or a hint, one less for each,
    /// at least one for reaching the goal.
    pub fn stars(&self) -> u8 {
        let lost = (self.mistakes + self.hints).min(2) as u8;
        3 - lost
    }

    /// Plays the player's move.
    pub fn play(&mut self, mv: Move) -> Played {
        if !self.players_turn() {
            return Played::NotNow;
        }
        let before = *self.position();
        let mut after = before;
        if let Err(e) = after.try_play(mv) {
            return Played::Illegal(e);
        }
        let back_to = self.line.len();
        self.push(mv, after);
        match self.task.judge(&before, mv, &after, self.made) {
            Verdict::Done => {
                self.made += 1;
                self.hinted = false;
                self.stage = Stage::Done;
                Played::Done
            }
            Verdict::Go => {
                self.made += 1;
                self.hinted = false;
                self.stage = match self.task.reply(&after, self.made) {
                    Some(reply) if after.is_legal(reply) => Stage::Reply(reply),
                    _ => Stage::Play,
                };
                Played::Accepted
            }
            Verdict::Missed(miss) => {
                self.mistakes += 1;
                // The answer comes after a beat, so that the player sees
                // the wrong move first.
                self.stage = match miss {
                    Miss::Refuted(Some(r)) if after.is_legal(r.reply) => Stage::Refuting {
                        miss: miss.clone(),
                        reply: r.reply,
                        back_to,
                    },
                    _ => Stage::Wrong {
                        miss: miss.clone(),
                        back_to,
                    },
                };
                Played::Wrong(miss)
            }
        }
    }

    fn push(&mut self, mv: Move, after: Position) {
        self.moves.push(mv);
        self.line.push(after);
    }

    /// Carries out what is due after a beat: the other side's answer, the
    /// answer to a wrong move, or taking a wrong move back.
    pub fn advance(&mut self) -> Option<Advanced> {
        match std::mem::replace(&mut self.stage, Stage::Play) {
            Stage::Reply(reply) => {
                let mut after = *self.position();
                after.play(reply);
                self.push(reply, after);
                Some(Advanced::Replied(reply))
            }
            Stage::Refuting {
                miss,
                reply,
                back_to,
            } => {
                let mut after = *self.position();
                after.play(reply);
                self.push(reply, after);
                self.stage = Stage::Wrong { miss, back_to };
                Some(Advanced::Refuted(reply))
            }
            Stage::Wrong { back_to, .. } => {
                self.line.truncate(back_to);
                self.moves.truncate(back_to - 1);
                Some(Advanced::TookBack)
            }
            other => {
                self.stage = other;
                None
            }
        }
    }

    /// A hint for the move to make now, if there is one: the first for a
    /// move says where to look and counts against the stars; the next
    /// gives the move, and is not counted again.
    pub fn hint(&mut self) -> Option<Hint> {
        if !self.players_turn() {
            return None;
        }
        let mv = self.task.hint(self.position(), self.made)?;
        let grade = if self.hinted {
            Grade::Move
        } else {
            self.hints += 1;
            self.hinted = true;
            Grade::Pointer
        };
        Some(Hint { mv, grade })
    }

    /// Back to the start, as new: the mistakes and hints are forgotten.
    pub fn restart(&mut self) {
        self.line.truncate(1);
        self.moves.clear();
        self.made = 0;
        self.mistakes = 0;
        self.hints = 0;
        self.hinted = false;
        self.stage = Stage::Play;
    }
}

#[cfg(test)]
mod tests;
