//! The lessons of `pasang learn`: short steps on the real board, each with
//! a few sentences, a position, a goal the program checks, and the other
//! side's scripted replies. Lessons are data: RON files in
//! `assets/lessons/`, embedded in the binary, holding the boards, goals,
//! answers and replies; their texts are messages of the catalogues, in
//! each language's `assets/lang/<code>/lessons.ftl`, named by the lesson's
//! id and the step's number (from 1):
//!
//! - `lesson-<id>`: the lesson's title;
//! - `lesson-<id>-<n>`: what step `n` says before the player moves;
//! - `lesson-<id>-<n>-look`: what to look at, after a legal move that
//!   misses the goal;
//! - `lesson-<id>-<n>-done`: said when the goal is reached.
//!
//! A lesson whose texts are not all in the English catalogue does not
//! read ([`LessonError::NoText`]); a language lacking one says it in
//! English, as for every message.
//!
//! A step starts from a named pattern with moves played from it (for the
//! column capture and the ka entry) or from an 11-row diagram (for ka
//! moves, as [`Position::from_diagram`] reads it):
//!
//! ```ron
//! (
//!     start: pattern(pattern: first, moves: []),
//!     goal: play("c"),
//!     answer: ["c"],
//! )
//! ```
//!
//! Either start may name the rules it plays under, the classic ones when
//! it names none; `captures` and `first` may be left out (whole lines,
//! South first):
//! `rules: (second_column: diagonal, ka_entry: slide, centre: blocks, captures: partial)`.
//!
//! - [`goal`]: what a step asks, and checking it.

pub mod goal;

use crate::exercise::{Miss, Task, TextId, Verdict};
use crate::games::LegalMoves;
use crate::games::ka::{
    Game, Move, MoveError, Pattern, Player, Position, Rules, Setup, errors::DiagramError,
};
use crate::i18n;
use crate::ron_text::{TextError, read_ron};
use goal::{Goal, GoalFile};
use rust_embed::Embed;
use serde::Deserialize;
use std::sync::LazyLock;

/// The lessons' folder, embedded whole (its README too); [`lesson_names`]
/// picks the lessons out.
#[derive(Embed)]
#[folder = "assets/lessons/"]
struct Files;

/// The names of the lesson files embedded, in order.
fn lesson_names() -> Vec<String> {
    let mut names: Vec<String> = (Files::iter())
        .filter(|name| name.ends_with(".ron"))
        .map(|name| name.into_owned())
        .collect();
    names.sort();
    names
}

/// The largest lesson file read.
const LESSON_BYTES: usize = 256 * 1024;

/// A lesson file as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    pub id: String,
    pub steps: Vec<StepFile>,
}

/// A step as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepFile {
    pub start: StartFile,
    pub goal: GoalFile,
    /// How many moves the player has to reach the goal.
    #[serde(default = "one")]
    pub moves: usize,
    /// The other side's answers, after each of the player's moves but the
    /// last (notation).
    #[serde(default)]
    pub replies: Vec<String>,
    /// The player's moves that reach the goal (notation): the hint, and
    /// the test that plays every lesson.
    pub answer: Vec<String>,
}

fn one() -> usize {
    1
}

/// Where a step starts, as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum StartFile {
    /// A built-in pattern with these moves played (notation).
    Pattern {
        pattern: Pattern,
        #[serde(default)]
        rules: Rules,
        #[serde(default)]
        moves: Vec<String>,
    },
    /// A ka-move position drawn as 11 rows.
    Diagram {
        board: Vec<String>,
        to_move: Player,
        #[serde(default)]
        rules: Rules,
        #[serde(default)]
        points: (u16, u16),
    },
}

/// A lesson, checked.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub id: String,
    pub title: TextId,
    pub steps: Vec<Step>,
}

/// A step, checked: its position, goal, replies and answer are moves and
/// points that read.
#[derive(Clone, Debug)]
pub struct Step {
    /// What the player reads before moving.
    pub text: TextId,
    pub start: Position,
    pub goal: Goal,
    pub moves: usize,
    pub replies: Vec<Move>,
    pub answer: Vec<Move>,
    /// What to look at, said after a legal move that misses the goal.
    pub look: TextId,
    /// Said when the goal is reached.
    pub done: TextId,
}

/// Why a lesson file is not a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    Text(TextError),
    NoSteps,
    /// Something wrong in step `step` (from 1).
    Step {
        step: usize,
        fault: StepFault,
    },
    /// A text of the lesson, by its message id, is not in the English
    /// catalogue.
    NoText(String),
}

/// What is wrong with a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepFault {
    Diagram(DiagramError),
    /// A move of the start, a reply or the answer does not read or is not
    /// legal where it is played.
    Move {
        text: String,
        error: MoveError,
    },
    /// A move or point of the goal does not read.
    Goal(String),
    /// No answer, or fewer moves allowed than the answer has.
    Answer,
}

impl Lesson {
    /// Reads and checks a lesson file.
    pub fn from_ron(text: &str) -> Result<Lesson, LessonError> {
        let file: LessonFile =
            read_ron(text.as_bytes(), LESSON_BYTES).map_err(LessonError::Text)?;
        if file.steps.is_empty() {
            return Err(LessonError::NoSteps);
        }
        let steps = file
            .steps
            .iter()
            .enumerate()
            .map(|(i, s)| {
                Step::checked(&file.id, i + 1, s)
                    .map_err(|fault| LessonError::Step { step: i + 1, fault })
            })
            .collect::<Result<_, _>>()?;
        let lesson = Lesson {
            title: TextId::new(format!("lesson-{}", file.id)),
            id: file.id,
            steps,
        };
        if let Some(missing) = lesson.texts().into_iter().find(|t| !i18n::has(t.id())) {
            return Err(LessonError::NoText(missing.id().to_string()));
        }
        Ok(lesson)
    }

    /// Every text of the lesson: the title, and each step's.
    pub fn texts(&self) -> Vec<&TextId> {
        let mut all = vec![&self.title];
        for s in &self.steps {
            all.extend([&s.text, &s.look, &s.done]);
        }
        all
    }
}

fn read_move(text: &str) -> Result<Move, StepFault> {
    text.parse().map_err(|error| StepFault::Move {
        text: text.to_string(),
        error,
    })
}

impl Step {
    /// The step `number` (from 1) of the lesson `lesson`, checked.
    fn checked(lesson: &str, number: usize, file: &StepFile) -> Result<Step, StepFault> {
        let start = match &file.start {
            StartFile::Pattern {
                pattern,
                rules,
                moves,
            } => {
                let mut game = Game::new(Setup::pattern(*pattern), *rules);
                for m in moves {
                    game.play_notation(m).map_err(|error| StepFault::Move {
                        text: m.clone(),
                        error,
                    })?;
                }
                *game.position()
            }
            StartFile::Diagram {
                board,
                to_move,
                rules,
                points,
            } => Position::from_diagram(&board.join("\n"), *to_move, *rules, [points.0, points.1])
                .map_err(StepFault::Diagram)?,
        };
        let goal = file.goal.checked().map_err(StepFault::Goal)?;
        let replies = file
            .replies
            .iter()
            .map(|m| read_move(m))
            .collect::<Result<_, _>>()?;
        let answer: Vec<Move> = file
            .answer
            .iter()
            .map(|m| read_move(m))
            .collect::<Result<_, _>>()?;
        if answer.is_empty() || answer.len() > file.moves {
            return Err(StepFault::Answer);
        }
        let text = format!("lesson-{lesson}-{number}");
        Ok(Step {
            look: TextId::new(format!("{text}-look")),
            done: TextId::new(format!("{text}-done")),
            text: TextId::new(text),
            start,
            goal,
            moves: file.moves,
            replies,
            answer,
        })
    }
}

impl Task for Step {
    fn start(&self) -> Position {
        self.start
    }

    fn judge(&self, before: &Position, mv: Move, after: &Position, made: usize) -> Verdict {
        if self.goal.reached(before, mv, after) {
            Verdict::Done
        } else if made + 1 < self.moves && after.outcome().is_none() {
            Verdict::Go
        } else {
            Verdict::Missed(Miss::Look(self.look.clone()))
        }
    }

    fn reply(&self, pos: &Position, made: usize) -> Option<Move> {
        let scripted = self.replies.get(made - 1).copied();
        if let Some(m) = scripted.filter(|&m| pos.is_legal(m)) {
            return Some(m);
        }
        // Off the script: the capture worth most.
        pos.legal_moves().iter().copied().max_by_key(|&m| {
            let taken = pos.captures(m).unwrap_or_default();
            (pos.black() & taken).count() + 2 * (pos.white() & taken).count()
        })
    }

    fn hint(&self, pos: &Position, made: usize) -> Option<Move> {
        if let Some(m) = self.answer.get(made).copied().filter(|&m| pos.is_legal(m)) {
            return Some(m);
        }
        pos.legal_moves().iter().copied().find(|&m| {
            let mut after = *pos;
            after.play(m);
            self.goal.reached(pos, m, &after)
        })
    }
}

/// The lessons shipped, in order (by file name). The files are checked by
/// the tests: one that does not read is a bug.
pub fn shipped() -> &'static [Lesson] {
    static LESSONS: LazyLock<Vec<Lesson>> = LazyLock::new(|| {
        lesson_names()
            .iter()
            .map(|name| {
                let file = Files::get(name).expect("listed");
                let text = String::from_utf8_lossy(&file.data);
                Lesson::from_ron(&text)
                    .unwrap_or_else(|e| panic!("lesson {name} does not read: {e:?}"))
            })
            .collect()
    });
    &LESSONS
}

/// The lesson files shipped, by name, as text: for the tests.
pub fn shipped_files() -> Vec<(String, String)> {
    lesson_names()
        .into_iter()
        .map(|name| {
            let data = Files::get(&name).expect("listed").data;
            let text = String::from_utf8_lossy(&data).into_owned();
            (name, text)
        })
        .collect()
}

/// The lesson with this id, or at this place (from 1) in the list.
pub fn find(which: &str) -> Option<usize> {
    let lessons = shipped();
    lessons.iter().position(|l| l.id == which).or_else(|| {
        let n: usize = which.parse().ok()?;
        (1..=lessons.len()).contains(&n).then(|| n - 1)
    })
}
