//! `pasang puzzle` driven by keys: a right solution solves the puzzle and
//! raises the rating, a wrong move is answered on the board by the
//! refuting reply and taken back (and lowers the rating), the hint names
//! the piece to move.

use pasang::exercise::progress::{Progress, progress_path};
use pasang::games::ka::Move;
use pasang::puzzles::shipped;
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

fn screen(app: &LearnApp) -> String {
    let mut t = Terminal::new(TestBackend::new(100, 32)).unwrap();
    t.draw(|f| f.render_widget(app, f.area())).unwrap();
    t.backend().to_string()
}

/// Puzzle 1 (rating 900), a player at 1200.
fn puzzle_one(dir: &std::path::Path) -> LearnApp {
    let index = puzzles::find(1).unwrap();
    assert_eq!(shipped()[index].rating, 900);
    LearnApp::puzzles(Theme::MONO, Some(progress_path(dir))).starting_puzzle(index)
}

fn kept(dir: &std::path::Path) -> Progress {
    Progress::load(&progress_path(dir)).unwrap()
}

#[test]
fn the_solution_solves_a_puzzle_and_raises_the_rating() {
    for p in shipped() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())))
            .starting_puzzle(puzzles::find(p.id).unwrap());
        for mv in p.solution.iter().step_by(2) {
            typed(&mut app, mv);
        }
        let text = screen(&app);
        assert!(
            text.contains("Solved at the first go!"),
            "puzzle {}: {text}",
            p.id
        );
        assert!(kept(dir.path()).puzzles.solved.contains(&p.id));
    }
    // By hand: 1200 against 900 expects 0.849; a solve gains
    // 32 × 0.151 = 4.8, so 5.
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    typed(&mut app, &shipped()[puzzles::find(1).unwrap()].solution[0]);
    assert_eq!(kept(dir.path()).puzzles.rating, 1205);
}

#[test]
fn a_wrong_move_is_answered_by_the_refutation_then_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    let p = &shipped()[puzzles::find(1).unwrap()];
    let right: Move = p.solution[0].parse().unwrap();
    let wrong = p
        .position()
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != right)
        .unwrap();
    typed(&mut app, &wrong.to_string());
    let View::Puzzle(run) = app.view() else {
        panic!()
    };
    let reply = run.work.exercise.last_move().unwrap();
    assert_ne!(reply, wrong, "the refutation is on the board");
    let text = screen(&app);
    assert!(
        text.contains(&format!(
            "{wrong} is answered by {reply}; both are taken back"
        )),
        "{text}"
    );
    // A loss against 900 from 1200: 32 × 0.849 = 27.2, so 27 lost.
    assert_eq!(kept(dir.path()).puzzles.rating, 1173);
    assert!(kept(dir.path()).puzzles.missed.contains(&1));
    key(&mut app, KeyCode::Tab);
    let View::Puzzle(run) = app.view() else {
        panic!()
    };
    assert_eq!(*run.work.position(), p.position());
    // Solved at the second go: marked solved, the rating left alone.
    typed(&mut app, &p.solution[0]);
    assert!(screen(&app).contains("Solved. Enter"));
    assert_eq!(kept(dir.path()).puzzles.rating, 1173);
    assert!(kept(dir.path()).puzzles.solved.contains(&1));
}

#[test]
fn the_hint_names_the_piece_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = puzzle_one(dir.path());
    key(&mut app, KeyCode::Char('H'));
    // Puzzle 1 is k1-k7xW: the ka on k1 moves.
    let text = screen(&app);
    assert!(text.contains("Hint: move the stone or ka on k1"), "{text}");
    assert!(kept(dir.path()).puzzles.missed.contains(&1));
}

#[test]
fn the_list_opens_on_the_unsolved_puzzle_nearest_the_rating() {
    let dir = tempfile::tempdir().unwrap();
    let app = LearnApp::puzzles(Theme::MONO, Some(progress_path(dir.path())));
    let View::Puzzles { selected } = app.view() else {
        panic!()
    };
    let chosen = &shipped()[puzzles::listed()[*selected]];
    let nearest = shipped()
        .iter()
        .map(|p| (i32::from(p.rating) - 1200).abs())
        .min()
        .unwrap();
    assert_eq!((i32::from(chosen.rating) - 1200).abs(), nearest);
    assert!(screen(&app).contains("your rating 1200"));
}
