//! `pasang learn` and `pasang puzzle` driven by keys: every lesson played
//! to the end, a wrong move answered with the step's pointer and taken
//! back, an illegal one with the rule it breaks, the hint, progress
//! written, the screen in English and Malay at 80×24; a puzzle's solution
//! solves it and raises the rating, a wrong move is answered on the board
//! by the refuting reply and taken back, the hint names the piece.

use pasang::exercise::progress::{Progress, progress_path};
use pasang::games::LegalMoves;
use pasang::games::ka::Move;
use pasang::i18n::{self, Lang};
use pasang::lessons::shipped;
use pasang::puzzles::shipped as shipped_puzzles;
use pasang::tui::Theme;
use pasang::tui::exercise::{LearnApp, View, puzzles};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

const AREA: Rect = Rect::new(0, 0, 80, 24);

fn key(app: &mut LearnApp, code: KeyCode) {
    let ev = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    if let Some(a) = app.action(&ev, AREA) {
        app.apply(a);
    }
}

/// Types a move once the beat before it is over (time is passed in).
fn typed(app: &mut LearnApp, mv: &str) {
    app.tick_at(std::time::Instant::now() + 2 * pasang::tui::exercise::work::BEAT);
    key(app, KeyCode::Char(':'));
    for c in mv.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

fn screen(app: &LearnApp, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    t.backend().to_string()
}

fn lesson_app(dir: &std::path::Path) -> LearnApp {
    LearnApp::new(Theme::MONO, Some(progress_path(dir)))
}

fn lesson(id: &str) -> usize {
    shipped().iter().position(|l| l.id == id).unwrap()
}

#[test]
fn every_lesson_is_played_to_the_end_by_keys_and_progress_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path());
    key(&mut app, KeyCode::Enter);
    for (i, lesson) in shipped().iter().enumerate() {
        for (s, step) in lesson.steps.iter().enumerate() {
            match app.view() {
                View::Lesson(run) => assert_eq!((run.lesson, run.step), (i, s)),
                other => panic!("lesson {i} step {s}: {other:?}"),
            }
            for mv in &step.answer {
                typed(&mut app, &mv.to_string());
            }
            let text = screen(&app, 100, 32);
            assert!(text.contains("Well done"), "{}: {text}", lesson.id);
            if s + 1 == lesson.steps.len() {
                assert!(text.contains("Lesson done: ★★★"), "{}: {text}", lesson.id);
            }
            key(&mut app, KeyCode::Enter);
        }
    }
    // After the last lesson, back to the list, every lesson marked.
    assert!(matches!(app.view(), View::Lessons { .. }));
    let kept = Progress::load(&progress_path(dir.path())).unwrap();
    assert_eq!(kept.lessons.len(), shipped().len());
    assert!(
        kept.lessons
            .values()
            .all(|m| m.stars == 3 && m.finished == 1)
    );
    let list = screen(&app, 80, 24);
    assert_eq!(list.matches("★★★").count(), shipped().len(), "{list}");
}

#[test]
fn a_legal_move_off_the_goal_says_where_to_look_and_is_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("ka-moves"));
    typed(&mut app, "a1-a3xE");
    let text = screen(&app, 100, 32);
    assert!(text.contains("Not quite: Moving up file a"), "{text}");
    // Any key goes on: the move is taken back, the ka is home at a1.
    key(&mut app, KeyCode::Tab);
    let View::Lesson(run) = app.view() else {
        panic!()
    };
    assert_eq!(
        run.work.position().ka(pasang::games::ka::Player::South),
        Some("a1".parse().unwrap())
    );
    assert_eq!(run.tries(), 1);
    typed(&mut app, "a1-e1xN");
    let text = screen(&app, 100, 32);
    assert!(text.contains("Lesson done: ★★☆ (1 mistake or"), "{text}");
    let kept = Progress::load(&progress_path(dir.path())).unwrap();
    assert_eq!(kept.lessons["ka-moves"].stars, 2);
}

#[test]
fn an_illegal_move_says_the_rule_it_breaks_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("ka-moves"));
    // The ka cannot pass the stone on e3 going east along rank 3.
    typed(&mut app, "a1-a3xN");
    let text = screen(&app, 100, 32);
    assert!(text.contains("a1-a3xN is not legal"), "{text}");
    let View::Lesson(run) = app.view() else {
        panic!()
    };
    assert_eq!(run.tries(), 0);
    assert_eq!(run.work.position().ply(), 4);
}

#[test]
fn a_wrong_choice_by_the_cursor_is_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    // North after South's c: the classic rule closes the western files.
    let mut app = lesson_app(dir.path()).starting(lesson("second-column"));
    for _ in 0..10 {
        key(&mut app, KeyCode::Left);
    }
    key(&mut app, KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(text.contains("a"), "{text}");
    let View::Lesson(run) = app.view() else {
        panic!()
    };
    assert_eq!(run.work.position().ply(), 1, "nothing played");
    assert!(run.work.said.is_some());
}

#[test]
fn a_part_of_a_line_is_chosen_by_keys_in_the_lesson_with_the_keys_said() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("partial"));
    app.tick_at(std::time::Instant::now() + 2 * pasang::tui::exercise::work::BEAT);
    let a4: pasang::games::ka::Point = "a4".parse().unwrap();
    for _ in 0..30 {
        let View::Lesson(run) = app.view() else {
            panic!()
        };
        let at = run.work.cursor;
        let code = if at.file() > a4.file() {
            KeyCode::Left
        } else if at.rank() < a4.rank() {
            KeyCode::Up
        } else if at.rank() > a4.rank() {
            KeyCode::Down
        } else {
            break;
        };
        key(&mut app, code);
    }
    key(&mut app, KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(text.contains("- and +"), "the keys are said:\n{text}");
    assert!(
        !text.contains("line 1 of 1"),
        "one line has no Tab:\n{text}"
    );
    // No part of a line of three takes two stones: the message line says so.
    key(&mut app, KeyCode::Char('2'));
    let text = screen(&app, 100, 32);
    assert!(text.contains("No part of the line"), "{text}");
    // The whole line of three shows first; `-` shows the nearest one.
    key(&mut app, KeyCode::Char('-'));
    key(&mut app, KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(text.contains("Well done"), "{text}");
}

#[test]
fn the_hint_points_at_the_piece_to_move_and_costs_a_star() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("suntuk"));
    // The first hint says where to look, the second gives the move.
    key(&mut app, KeyCode::Char('H'));
    key(&mut app, KeyCode::Char('H'));
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("Hint: move the stone or ka on e1 (e1-c1xN)"),
        "{text}"
    );
    // The cursor is where the ka goes: Enter shows the capture, Enter
    // again plays it.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    let text = screen(&app, 100, 32);
    assert!(text.contains("Lesson done: ★★☆"), "{text}");
}

#[test]
fn a_scripted_reply_is_played_after_the_players_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("ka-slide"));
    typed(&mut app, "c");
    // The reply waits for the beat; the next key plays it at once.
    app.tick_at(std::time::Instant::now());
    key(&mut app, KeyCode::Tab);
    let text = screen(&app, 100, 32);
    assert!(text.contains("North answered j. Your move."), "{text}");
    let View::Lesson(run) = app.view() else {
        panic!()
    };
    assert_eq!(run.work.position().ply(), 2);
}

#[test]
fn esc_goes_back_to_the_list_and_q_there_quits() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("lines"));
    key(&mut app, KeyCode::Esc);
    assert!(matches!(app.view(), View::Lessons { selected: 4 }));
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.is_running());
}

#[test]
fn a_broken_progress_file_is_reported_on_the_list_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = progress_path(dir.path());
    std::fs::write(&path, "not ron at all {").unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("end"));
    typed(&mut app, "a1-a4xE");
    key(&mut app, KeyCode::Esc);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Progress is not kept this time"), "{text}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "not ron at all {");
}

/// Keys of every kind in many orders, the screen drawn after each at
/// sizes from one cell to a large terminal: the lessons keep running, a
/// terminal large enough shows the list or the lesson being worked, and one
/// too small shows the same request for a larger window whatever the state.
#[test]
fn any_keys_at_any_size_show_the_list_or_the_lesson_or_ask_for_a_larger_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path());
    let too_small = [(1, 1), (40, 10)];
    let asking = too_small.map(|(w, h)| screen(&app, w, h));
    assert!(
        asking[1].contains("Pasang needs a larger terminal"),
        "{}",
        asking[1]
    );
    let keys = [
        KeyCode::Enter,
        KeyCode::Char('H'),
        KeyCode::Char(':'),
        KeyCode::Char('z'),
        KeyCode::Enter,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Char('r'),
        KeyCode::Up,
        KeyCode::Esc,
        KeyCode::Down,
    ];
    let (mut on_list, mut in_lesson) = (0, 0);
    for round in 0..30 {
        for (i, &k) in keys.iter().enumerate() {
            if (round + i) % 3 != 0 {
                key(&mut app, k);
            }
            assert!(app.is_running(), "round {round}, key {k:?}");
            for ((w, h), asked) in too_small.into_iter().zip(&asking) {
                assert_eq!(
                    &screen(&app, w, h),
                    asked,
                    "{w}×{h}, round {round}, key {k:?}"
                );
            }
            let shows = match app.view() {
                View::Lessons { .. } => {
                    on_list += 1;
                    "Learn Pasang".to_string()
                }
                View::Lesson(run) => {
                    in_lesson += 1;
                    let steps = shipped()[run.lesson].steps.len();
                    format!("Step {} of {steps}", run.step + 1)
                }
                other => panic!("round {round}, key {k:?}: {other:?}"),
            };
            for (w, h) in [(80, 24), (200, 60)] {
                let text = screen(&app, w, h);
                assert!(
                    text.contains(&shows),
                    "{w}×{h}, round {round}, key {k:?}: {text}"
                );
            }
        }
    }
    assert!(
        on_list > 0 && in_lesson > 0,
        "list {on_list}, lesson {in_lesson}"
    );
}

fn lesson_screen(lang: &str) -> String {
    i18n::set(Lang::find(lang).unwrap());
    let dir = tempfile::tempdir().unwrap();
    let mut app = lesson_app(dir.path()).starting(lesson("both-sides"));
    typed(&mut app, "d1-e1xN");
    let text = screen(&app, 80, 24);
    i18n::set(Lang::english());
    text
}

#[test]
fn a_lesson_screen_in_english() {
    let text = lesson_screen("en");
    assert!(text.contains("Not quite"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_lesson_screen_in_malay() {
    let text = lesson_screen("ms");
    assert!(text.contains("Belum tepat"), "{text}");
    insta::assert_snapshot!(text);
}

/// Puzzle 1 (rating 1210), a player at 1200.
fn puzzle_one(dir: &std::path::Path) -> LearnApp {
    let index = puzzles::find(1).unwrap();
    assert_eq!(shipped_puzzles()[index].rating, 1210);
    LearnApp::puzzles(Theme::MONO, Some(progress_path(dir))).starting_puzzle(index)
}

fn kept(dir: &std::path::Path) -> Progress {
    Progress::load(&progress_path(dir)).unwrap()
}

#[test]
fn the_solution_solves_a_puzzle_and_raises_the_rating() {
    for p in shipped_puzzles() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
            .starting_puzzle(puzzles::find(p.id).unwrap());
        for mv in p.solution.iter().step_by(2) {
            typed(&mut app, mv);
        }
        let text = screen(&app, 100, 32);
        assert!(
            text.contains("Solved at the first go!"),
            "puzzle {}: {text}",
            p.id
        );
        assert!(kept(dir.path()).puzzles.solved.contains(&p.id));
    }
    // By hand: 1200 against 1210 expects 1 / (1 + 10^(10/400)) = 0.486;
    // a solve gains 32 × 0.514 = 16.5, so 16.
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    let one = &shipped_puzzles()[puzzles::find(1).unwrap()];
    for mv in one.solution.iter().step_by(2) {
        typed(&mut app, mv);
    }
    assert_eq!(kept(dir.path()).puzzles.rating, 1216);
}

#[test]
fn a_wrong_move_is_shown_then_answered_and_left_until_a_key_takes_both_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    let p = &shipped_puzzles()[puzzles::find(1).unwrap()];
    let right: Move = p.solution[0].parse().unwrap();
    let wrong = p
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != right)
        .unwrap();
    let defender = p.position().to_move().opponent();
    typed(&mut app, &wrong.to_string());
    let played_at = std::time::Instant::now();
    let last = |app: &LearnApp| {
        let View::Puzzle(run) = app.view() else {
            panic!()
        };
        run.work.exercise.last_move().unwrap()
    };
    // First the wrong move alone, and the player is told to watch.
    assert_eq!(last(&app), wrong);
    let text = screen(&app, 100, 32);
    assert!(
        text.contains(&format!("{wrong} is not it: see how {defender} answers.")),
        "{text}"
    );
    app.tick_at(played_at + pasang::tui::exercise::work::BEAT);
    assert_eq!(
        last(&app),
        wrong,
        "the answer waits while the move is looked at"
    );
    // Then the answer, and why the move fails, as the solver proves it.
    app.tick_at(played_at + pasang::tui::exercise::work::WRONG_BEAT);
    let reply = last(&app);
    assert_ne!(reply, wrong, "the refutation is on the board");
    let mut after = p.position();
    after.play(wrong);
    let wins = pasang::puzzles::winning_moves(&after).unwrap();
    assert!(
        wins.contains(&reply),
        "{reply} is not a winning answer: {wins:?}"
    );
    let mut refuted = after;
    refuted.play(reply);
    let why = if refuted.outcome().is_some() {
        "your ka is shut in, suntuk"
    } else {
        "wins with best play"
    };
    let text = screen(&app, 100, 32);
    assert!(
        text.contains(&format!("{defender} answers {reply}")),
        "{text}"
    );
    assert!(text.contains(why), "{text}");
    // It stays until a key, however long the player reads.
    app.tick_at(played_at + std::time::Duration::from_secs(600));
    assert_eq!(last(&app), reply);
    // A loss against 1210 from 1200: 32 × 0.486 = 15.5, so 16 lost.
    assert_eq!(kept(dir.path()).puzzles.rating, 1184);
    assert!(kept(dir.path()).puzzles.missed.contains(&1));
    key(&mut app, KeyCode::Tab);
    let View::Puzzle(run) = app.view() else {
        panic!()
    };
    assert_eq!(*run.work.position(), p.position());
    // Solved at the second go: marked solved, the rating left alone.
    for mv in p.solution.iter().step_by(2) {
        typed(&mut app, mv);
    }
    assert!(screen(&app, 100, 32).contains("Solved. Enter"));
    assert_eq!(kept(dir.path()).puzzles.rating, 1184);
    assert!(kept(dir.path()).puzzles.solved.contains(&1));
}

#[test]
fn the_hint_names_the_piece_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    key(&mut app, KeyCode::Char('H'));
    key(&mut app, KeyCode::Char('H'));
    // Puzzle 1 starts d9-j9xN: the ka on d9 moves.
    let text = screen(&app, 100, 32);
    assert!(text.contains("Hint: move the stone or ka on d9"), "{text}");
    assert!(kept(dir.path()).puzzles.missed.contains(&1));
    // Solved after the hint: no praise, and the list keeps it missed.
    let one = &shipped_puzzles()[puzzles::find(1).unwrap()];
    for mv in one.solution.iter().step_by(2) {
        typed(&mut app, mv);
    }
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("Solved, though not at the first go."),
        "{text}"
    );
    assert!(!text.contains("Well done"), "{text}");
    key(&mut app, KeyCode::Esc);
    let text = screen(&app, 100, 32);
    let row = text.lines().find(|l| l.contains("#1 ")).unwrap_or_default();
    assert!(row.contains(" x #1 "), "{text}");
}

#[test]
fn a_new_player_s_list_opens_on_the_easiest_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let View::Puzzles { selected } = app.view() else {
        panic!()
    };
    let easiest = shipped_puzzles().iter().map(|p| p.rating).min().unwrap();
    assert_eq!(
        shipped_puzzles()[puzzles::listed()[*selected]].rating,
        easiest
    );
}

#[test]
fn the_list_opens_on_the_unsolved_puzzle_nearest_the_rating() {
    let dir = tempfile::tempdir().unwrap();
    // A player who has solved a puzzle rated 1150 or more, and kept the
    // rating they started with.
    let solved = shipped_puzzles()
        .iter()
        .find(|p| p.rating >= 1150)
        .unwrap()
        .id;
    std::fs::create_dir_all(progress_path(dir.path()).parent().unwrap()).unwrap();
    Progress::update(&progress_path(dir.path()), |p| {
        p.puzzles.solved.insert(solved);
    })
    .unwrap();
    let app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let View::Puzzles { selected } = app.view() else {
        panic!()
    };
    let chosen = &shipped_puzzles()[puzzles::listed()[*selected]];
    let nearest = shipped_puzzles()
        .iter()
        .map(|p| (i32::from(p.rating) - 1200).abs())
        .min()
        .unwrap();
    assert_eq!((i32::from(chosen.rating) - 1200).abs(), nearest);
    assert!(screen(&app, 100, 32).contains("your rating 1200"));
}

#[test]
fn a_new_player_climbs_from_the_easiest_puzzle_in_steps_not_to_the_starting_rating() {
    let dir = tempfile::tempdir().unwrap();
    let listed = puzzles::listed();
    let easiest = &shipped_puzzles()[listed[0]];
    // The easiest solved at the first go: the rating rose a little.
    std::fs::create_dir_all(progress_path(dir.path()).parent().unwrap()).unwrap();
    Progress::update(&progress_path(dir.path()), |p| {
        p.puzzles.solved.insert(easiest.id);
        p.puzzles.rating = 1202;
    })
    .unwrap();
    let app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let View::Puzzles { selected } = app.view() else {
        panic!()
    };
    let chosen = &shipped_puzzles()[listed[*selected]];
    assert_ne!(chosen.id, easiest.id);
    let target = i32::from(easiest.rating) + puzzles::CLIMB;
    assert!(i32::from(chosen.rating) <= target, "{}", chosen.rating);
    let nearest = shipped_puzzles()
        .iter()
        .filter(|p| p.id != easiest.id)
        .map(|p| (i32::from(p.rating) - target).abs())
        .min()
        .unwrap();
    assert_eq!((i32::from(chosen.rating) - target).abs(), nearest);
}

#[test]
fn the_puzzle_list_lines_up_its_ratings_whatever_the_ids_width() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    // From the top of the list (one- and two-digit ids among the easy
    // ones) to the end (three digits), the rating starts in one column.
    for jump in [KeyCode::Home, KeyCode::End] {
        key(&mut app, jump);
        let text = screen(&app, 100, 32);
        let columns: std::collections::HashSet<usize> = text
            .lines()
            .filter_map(|line| {
                let hash = line.find('#')?;
                let after = &line[hash..];
                let id_end = after.find(' ')?;
                let rating = after[id_end..].find(|c: char| c.is_ascii_digit())?;
                Some(line[..hash].chars().count() + id_end + rating)
            })
            .collect();
        assert_eq!(columns.len(), 1, "{text}");
    }
}

#[test]
fn the_lists_and_panels_are_framed_and_pointed_as_the_game_frames_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let lessons = lesson_app(dir.path());
    let puzzles = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let lesson = lesson_app(dir.path()).starting(lesson("ka-moves"));
    for app in [&lessons, &puzzles, &lesson] {
        let text = screen(app, 80, 24);
        // The frame's title has a space either side: "╭ Lessons ─".
        let framed = text.lines().any(|l| {
            l.split('╭')
                .nth(1)
                .is_some_and(|rest| rest.starts_with(' ') && rest.trim_start().len() > 1)
        });
        assert!(framed, "{text}");
        assert!(!text.contains("╭L") && !text.contains("╭P"), "{text}");
    }
    for app in [&lessons, &puzzles] {
        let text = screen(app, 80, 24);
        assert!(
            text.contains("▶ "),
            "the row chosen is pointed at with ▶:\n{text}"
        );
    }
    let ascii = LearnApp::new(Theme::ASCII, Some(progress_path(dir.path())));
    assert!(screen(&ascii, 80, 24).contains("> "));
}

#[test]
fn tab_on_the_puzzle_list_shows_one_theme_at_a_time_then_all_again() {
    use pasang::puzzles::Theme as PuzzleTheme;
    let dir = tempfile::tempdir().unwrap();
    let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let labels = [
        (PuzzleTheme::Suntuk, "Win by suntuk"),
        (PuzzleTheme::Capture, "The capture that wins"),
        (PuzzleTheme::Escape, "Escape from suntuk"),
    ];
    let rows = |app: &LearnApp| -> Vec<String> {
        screen(app, 100, 32)
            .lines()
            .filter(|l| l.contains(" #"))
            .map(str::to_string)
            .collect()
    };
    assert!(screen(&app, 100, 32).contains("All themes"));
    for (theme, label) in labels {
        key(&mut app, KeyCode::Tab);
        assert_eq!(app.puzzle_theme(), Some(theme));
        let shown = rows(&app);
        assert!(!shown.is_empty(), "no {label} puzzle listed");
        for row in &shown {
            assert!(row.contains(label), "{row:?} is not {label}");
        }
        // Enter starts a puzzle of the theme shown.
        let View::Puzzles { selected } = app.view() else {
            panic!()
        };
        let index = puzzles::listed_in(Some(theme))[*selected];
        assert_eq!(shipped_puzzles()[index].theme, theme);
    }
    key(&mut app, KeyCode::Tab);
    assert_eq!(app.puzzle_theme(), None);
    assert!(screen(&app, 100, 32).contains("All themes"));
}

#[test]
fn the_puzzle_list_shows_the_streak_of_first_go_solves() {
    let dir = tempfile::tempdir().unwrap();
    let path = progress_path(dir.path());
    Progress::update(&path, |p| {
        for (id, solved) in [(1, true), (2, true), (3, false), (4, true)] {
            p.puzzle_tried(id, 1200, solved);
        }
    })
    .unwrap();
    let app = LearnApp::puzzles(Theme::MONO, Some(path));
    let text = screen(&app, 100, 32);
    assert!(
        text.contains("Solved at the first go in a row: 1 · best 2"),
        "{text}"
    );
}
