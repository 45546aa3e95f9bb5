//! The lessons shipped: every file reads (its texts are in the English
//! catalogue; tests/it/message_ids.rs checks every other language), and every
//! step's answer (with the scripted replies) reaches
//! its goal in the rules engine, while a move off the goal is refused with
//! the step's pointer. A step plays under the rules it names, the classic
//! ones when it names none.

use pasang::exercise::{Advanced, Exercise, Miss, Played};
use pasang::games::LegalMoves;
use pasang::games::ka::errors::LineFault;
use pasang::games::ka::{Captures, First, Illegal, Player, Rules};
use pasang::lessons::{Lesson, LessonError, StepFault, shipped, shipped_files};

#[test]
fn every_lesson_file_reads_and_there_are_eight_to_twelve() {
    let files = shipped_files();
    assert!((8..=12).contains(&files.len()), "{} lessons", files.len());
    for (name, text) in files {
        Lesson::from_ron(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    }
    let ids: std::collections::BTreeSet<_> = shipped().iter().map(|l| &l.id).collect();
    assert_eq!(ids.len(), shipped().len(), "lesson ids are unique");
}

#[test]
fn every_steps_answer_reaches_its_goal_with_three_stars() {
    for lesson in shipped() {
        for (i, step) in lesson.steps.iter().enumerate() {
            let mut ex = Exercise::new(step.clone());
            for &mv in &step.answer {
                while ex.advance().is_some() {}
                match ex.play(mv) {
                    Played::Accepted | Played::Done => {}
                    other => panic!("{} step {}: {mv} gave {other:?}", lesson.id, i + 1),
                }
            }
            assert_eq!(
                ex.stage(),
                &pasang::exercise::Stage::Done,
                "{} step {}",
                lesson.id,
                i + 1
            );
            assert_eq!(ex.stars(), 3);
        }
    }
}

#[test]
fn a_legal_move_off_the_goal_is_answered_with_the_steps_pointer_and_taken_back() {
    // Lesson 8: moving up file a reaches only one stone of file e.
    let step = &shipped().iter().find(|l| l.id == "ka-moves").unwrap().steps[0];
    let mut ex = Exercise::new(step.clone());
    let start = *ex.position();
    let played = ex.play("a1-a3xE".parse().unwrap());
    assert_eq!(played, Played::Wrong(Miss::Look(step.look.clone())));
    assert_eq!(ex.advance(), Some(Advanced::TookBack));
    assert_eq!(*ex.position(), start);
    assert_eq!(ex.stars(), 2);
}

#[test]
fn a_bad_lesson_file_says_which_step_and_what() {
    let text = r#"(id: "board", steps: [(
        start: pattern(pattern: first, moves: ["c", "c"]),
        goal: any, answer: ["d3-c3xN"])])"#;
    match Lesson::from_ron(text) {
        Err(LessonError::Step {
            step: 1,
            fault: StepFault::Move { text, .. },
        }) => assert_eq!(text, "c"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Lesson::from_ron(r#"(id: "board", steps: [])"#),
        Err(LessonError::NoSteps)
    ));
}

#[test]
fn a_lesson_whose_text_is_not_in_the_english_catalogue_does_not_read_and_names_the_id() {
    // The board lesson's texts are for two steps: a third has none.
    let step = r#"(start: pattern(pattern: first), goal: any, answer: ["c"])"#;
    let text = format!(r#"(id: "board", steps: [{step}, {step}, {step}])"#);
    assert_eq!(
        Lesson::from_ron(&text).map(|_| ()),
        Err(LessonError::NoText("lesson-board-3".into()))
    );
    let text = format!(r#"(id: "no-such-lesson", steps: [{step}])"#);
    assert_eq!(
        Lesson::from_ron(&text).map(|_| ()),
        Err(LessonError::NoText("lesson-no-such-lesson".into()))
    );
}

#[test]
fn a_lessons_texts_are_named_by_its_id_and_each_steps_number() {
    let ids: Vec<&str> = lesson("board").texts().iter().map(|t| t.id()).collect();
    assert_eq!(
        ids,
        [
            "lesson-board",
            "lesson-board-1",
            "lesson-board-1-look",
            "lesson-board-1-done",
            "lesson-board-2",
            "lesson-board-2-look",
            "lesson-board-2-done",
        ]
    );
}

fn lesson(id: &str) -> &'static Lesson {
    shipped().iter().find(|l| l.id == id).unwrap()
}

#[test]
fn a_step_that_names_no_rules_plays_the_classic_ones() {
    let text = r#"(id: "board", steps: [(
        start: pattern(pattern: first), goal: any, answer: ["c"])])"#;
    let lesson = Lesson::from_ron(text).unwrap();
    assert_eq!(lesson.steps[0].start.rules(), Rules::CLASSIC);
}

#[test]
fn the_traditional_lessons_play_under_the_rules_they_teach() {
    for step in &lesson("partial").steps {
        assert_eq!(step.start.rules(), Rules::TRADITIONAL);
    }
    let north_first = Rules {
        first: First::North,
        ..Rules::CLASSIC
    };
    // Four steps on who begins, then two on rounds, played out to a
    // round's end under the traditional rules.
    let steps = &lesson("first").steps;
    assert_eq!(steps.len(), 6);
    for step in &steps[..4] {
        assert_eq!(step.start.rules(), north_first);
    }
    for step in &steps[4..] {
        assert_eq!(step.start.rules(), Rules::TRADITIONAL);
    }
    // North takes the first column; South is to move after it.
    let steps = &lesson("first").steps;
    assert_eq!(steps[0].start.to_move(), Player::North);
    assert_eq!(steps[1].start.to_move(), Player::South);
    // Every other lesson keeps whole captures and South first.
    for l in shipped()
        .iter()
        .filter(|l| !["partial", "first"].contains(&l.id.as_str()))
    {
        for step in &l.steps {
            let rules = step.start.rules();
            assert_eq!(
                (rules.captures, rules.first),
                (Captures::Whole, First::South),
                "{}",
                l.id
            );
        }
    }
}

#[test]
fn taking_the_whole_line_misses_a_goal_of_taking_part_of_it() {
    // Rank 4 holds b4, c4, d4: the goal is b4 alone.
    let step = &lesson("partial").steps[0];
    let mut ex = Exercise::new(step.clone());
    let played = ex.play("a1-a4xE".parse().unwrap());
    assert_eq!(played, Played::Wrong(Miss::Look(step.look.clone())));
    assert_eq!(ex.advance(), Some(Advanced::TookBack));
    assert_eq!(ex.play("a1-a4xE1".parse().unwrap()), Played::Done);
}

#[test]
fn no_part_of_an_even_line_can_be_taken_in_the_lesson() {
    // Rank 4 holds four whites east of a4.
    let step = &lesson("partial").steps[2];
    let mut ex = Exercise::new(step.clone());
    let start = *ex.position();
    match ex.play("a1-a4xE1".parse().unwrap()) {
        Played::Illegal(e) => assert!(
            matches!(
                e.reason,
                Illegal::Line(LineFault::EvenSide { stones: 4, .. })
            ),
            "{e:?}"
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(*ex.position(), start);
}

#[test]
fn taking_all_of_the_line_leaves_north_a_capture_where_the_part_is_suntuk() {
    let step = &lesson("partial").steps[3];
    let mut ex = Exercise::new(step.clone());
    assert_eq!(
        ex.play("a1-a4xE".parse().unwrap()),
        Played::Wrong(Miss::Look(step.look.clone()))
    );
}

#[test]
fn the_jump_for_6_points_is_not_met_by_a_jump_taking_less() {
    let step = &lesson("ka-jump").steps[1];
    let pos = step.start;
    let mut small = 0;
    for m in pos.legal_moves().iter().copied() {
        let mut after = pos;
        after.try_play(m).unwrap();
        let gained = after.points(pos.to_move()) - pos.points(pos.to_move());
        let jump = match m {
            pasang::games::ka::Move::Ka { from, to, .. } => {
                from.file().index().abs_diff(to.file().index()) == 2
            }
            _ => false,
        };
        let reached = step.goal.reached(&pos, m, &after);
        assert_eq!(reached, jump && gained >= 6, "{m}: {gained} points");
        small += usize::from(jump && gained < 6);
    }
    assert!(small > 0, "some jumps take fewer points");
    assert!(step.answer.iter().all(|&m| {
        let mut after = pos;
        after.try_play(m).unwrap();
        step.goal.reached(&pos, m, &after)
    }));
}
