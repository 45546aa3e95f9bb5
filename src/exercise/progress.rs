//! The player's progress in the lessons and the puzzles: stars and tries
//! per lesson, the puzzles solved and missed, and a puzzle rating. Kept in
//! the data directory as `progress.ron`, changed by reading it again under
//! a lock and replacing it atomically, so that two pasangs at once lose
//! nothing. A file that cannot be read, or that a newer pasang wrote, is
//! reported and never overwritten.

use crate::files::{FileError, lock_beside, read_bounded, write_atomic};
use crate::ron_text::{TextError, read_ron};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The version of the file this pasang writes.
pub const VERSION: u32 = 1;

/// The largest progress file read.
const PROGRESS_BYTES: usize = 1024 * 1024;

/// A new player's puzzle rating.
pub const START_RATING: i32 = 1200;

/// How far one puzzle moves the rating at most (Elo's K).
const K: f64 = 32.0;

/// Everything kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub version: u32,
    /// By lesson id.
    pub lessons: BTreeMap<String, LessonMark>,
    pub puzzles: PuzzleMarks,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            version: VERSION,
            lessons: BTreeMap::new(),
            puzzles: PuzzleMarks::default(),
        }
    }
}

/// A lesson's best result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonMark {
    /// The most stars earned in one go (1–3).
    pub stars: u8,
    /// How many times it was finished.
    pub finished: u32,
}

/// The puzzles solved, those missed, and the rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleMarks {
    pub rating: i32,
    /// Puzzle ids solved (at the first go or later).
    pub solved: BTreeSet<u32>,
    /// Puzzle ids whose first go was wrong.
    pub missed: BTreeSet<u32>,
    /// Puzzles solved at the first go in a row, up to the last one tried.
    pub streak: u32,
    /// The longest such run so far.
    pub best_streak: u32,
}

impl Default for PuzzleMarks {
    fn default() -> PuzzleMarks {
        PuzzleMarks {
            rating: START_RATING,
            solved: BTreeSet::new(),
            missed: BTreeSet::new(),
            streak: 0,
            best_streak: 0,
        }
    }
}

/// Why the progress file was not used.
#[derive(Debug)]
pub enum ProgressError {
    /// It could not be read, or written.
    File(FileError),
    /// It is not a progress file.
    Text { path: PathBuf, error: TextError },
    /// A newer pasang wrote it.
    Newer { path: PathBuf, version: u32 },
}

/// The progress file in the data directory `dir`.
pub fn progress_path(dir: &Path) -> PathBuf {
    dir.join("progress.ron")
}

/// The rating after a puzzle of `puzzle` rating, solved or not, on the
/// Elo scale: a win against a harder puzzle gains more.
pub fn rated(rating: i32, puzzle: u16, solved: bool) -> i32 {
    let expected = crate::matchplay::elo::score_of_elo(f64::from(rating) - f64::from(puzzle));
    let score = if solved { 1.0 } else { 0.0 };
    rating + (K * (score - expected)).round() as i32
}

impl Progress {
    /// Whether the puzzle `id` is at its first go: neither solved nor
    /// missed yet, so the go moves the rating.
    pub fn first_go(&self, id: u32) -> bool {
        !self.puzzles.solved.contains(&id) && !self.puzzles.missed.contains(&id)
    }

    /// Reads the progress at `path`; no file is a new player.
    pub fn load(path: &Path) -> Result<Progress, ProgressError> {
        let bytes = match read_bounded(path, PROGRESS_BYTES) {
            Ok(b) => b,
            Err(FileError::Io { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Progress::default());
            }
            Err(e) => return Err(ProgressError::File(e)),
        };
        let progress: Progress =
            read_ron(&bytes, PROGRESS_BYTES).map_err(|error| ProgressError::Text {
                path: path.to_path_buf(),
                error,
            })?;
        if progress.version > VERSION {
            return Err(ProgressError::Newer {
                path: path.to_path_buf(),
                version: progress.version,
            });
        }
        Ok(progress)
    }

    /// Makes `change` to the progress file at `path` and returns what is
    /// now kept. The file is read again under a lock, so a change another
    /// pasang made meanwhile is kept; a file that cannot be read is left as
    /// it is and the error returned.
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut Progress),
    ) -> Result<Progress, ProgressError> {
        let _lock = lock_beside(path).map_err(ProgressError::File)?;
        let mut progress = Progress::load(path)?;
        change(&mut progress);
        progress.version = VERSION;
        let text = ron::ser::to_string_pretty(&progress, ron::ser::PrettyConfig::default())
            .expect("progress serializes");
        write_atomic(path, format!("{text}\n").as_bytes()).map_err(ProgressError::File)?;
        Ok(progress)
    }

    /// Keeps a lesson finished with `stars`.
    pub fn finish_lesson(&mut self, id: &str, stars: u8) {
        let mark = self.lessons.entry(id.to_string()).or_default();
        mark.stars = mark.stars.max(stars);
        mark.finished += 1;
    }

    /// Keeps a puzzle's first go: solved or not, and the rating after it.
    /// Later goes at a puzzle already tried mark it solved but leave the
    /// rating alone.
    pub fn puzzle_tried(&mut self, id: u32, puzzle_rating: u16, solved: bool) {
        let first = self.first_go(id);
        let marks = &mut self.puzzles;
        if first {
            marks.rating = rated(marks.rating, puzzle_rating, solved);
            if solved {
                marks.streak += 1;
                marks.best_streak = marks.best_streak.max(marks.streak);
            } else {
                marks.streak = 0;
                marks.missed.insert(id);
            }
        }
        if solved {
            marks.solved.insert(id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_file_is_a_new_player() {
        let dir = tempfile::tempdir().unwrap();
        let p = Progress::load(&progress_path(dir.path())).unwrap();
        assert_eq!(p.puzzles.rating, START_RATING);
        assert!(p.lessons.is_empty());
    }

    #[test]
    fn a_lesson_and_a_puzzle_are_kept_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = progress_path(&dir.path().join("new"));
        Progress::update(&path, |p| p.finish_lesson("board", 2)).unwrap();
        Progress::update(&path, |p| p.finish_lesson("board", 3)).unwrap();
        Progress::update(&path, |p| p.puzzle_tried(7, 1200, true)).unwrap();
        let p = Progress::load(&path).unwrap();
        assert_eq!(
            p.lessons["board"],
            LessonMark {
                stars: 3,
                finished: 2
            }
        );
        // Equal ratings: half of K gained.
        assert_eq!(p.puzzles.rating, START_RATING + 16);
        assert!(p.puzzles.solved.contains(&7));
    }

    #[test]
    fn the_rating_moves_by_the_elo_expectation() {
        // 400 below the puzzle: expected 1/11, so a solve gains 32 * 10/11.
        assert_eq!(rated(1000, 1400, true), 1029);
        assert_eq!(rated(1000, 1400, false), 997);
        assert_eq!(rated(1600, 1200, false), 1600 - 29);
    }

    #[test]
    fn a_second_go_at_a_missed_puzzle_marks_it_solved_without_rating_it_again() {
        let mut p = Progress::default();
        p.puzzle_tried(3, 1200, false);
        let after_miss = p.puzzles.rating;
        assert_eq!(after_miss, START_RATING - 16);
        p.puzzle_tried(3, 1200, true);
        assert_eq!(p.puzzles.rating, after_miss);
        assert!(p.puzzles.solved.contains(&3) && p.puzzles.missed.contains(&3));
    }

    #[test]
    fn the_streak_counts_first_go_solves_in_a_row_and_keeps_the_best() {
        let mut p = Progress::default();
        for (id, solved) in [(1, true), (2, true), (3, true), (4, false), (5, true)] {
            p.puzzle_tried(id, 1200, solved);
        }
        assert_eq!((p.puzzles.streak, p.puzzles.best_streak), (1, 3));
        // A second go at a puzzle tried before is not a first go: the
        // streak stays.
        p.puzzle_tried(4, 1200, true);
        assert_eq!((p.puzzles.streak, p.puzzles.best_streak), (1, 3));
    }

    #[test]
    fn a_progress_file_without_a_streak_reads_as_none_yet() {
        let dir = tempfile::tempdir().unwrap();
        let path = progress_path(dir.path());
        std::fs::write(
            &path,
            "(version: 1, lessons: {}, puzzles: (rating: 1250, solved: [3], missed: []))",
        )
        .unwrap();
        let p = Progress::load(&path).unwrap();
        assert_eq!(p.puzzles.rating, 1250);
        assert_eq!((p.puzzles.streak, p.puzzles.best_streak), (0, 0));
    }

    #[test]
    fn a_broken_file_is_reported_and_left_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let path = progress_path(dir.path());
        std::fs::write(&path, "(version: 1, lessons: {").unwrap();
        assert!(matches!(
            Progress::load(&path),
            Err(ProgressError::Text { .. })
        ));
        let err = Progress::update(&path, |p| p.finish_lesson("x", 1)).unwrap_err();
        assert!(matches!(err, ProgressError::Text { .. }));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "(version: 1, lessons: {"
        );
    }

    #[test]
    fn a_newer_file_is_reported_and_not_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = progress_path(dir.path());
        std::fs::write(&path, "(version: 2, hats: 5)").unwrap();
        let err = Progress::update(&path, |p| p.finish_lesson("x", 1)).unwrap_err();
        assert!(matches!(err, ProgressError::Newer { version: 2, .. }));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "(version: 2, hats: 5)"
        );
    }

    #[test]
    fn updates_from_many_threads_at_once_keep_every_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = progress_path(dir.path());
        std::thread::scope(|s| {
            for i in 0..8 {
                let path = &path;
                s.spawn(move || {
                    Progress::update(path, |p| p.finish_lesson(&format!("l{i}"), 1)).unwrap();
                });
            }
        });
        let p = Progress::load(&path).unwrap();
        assert_eq!(p.lessons.len(), 8);
    }
}
