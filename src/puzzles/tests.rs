//! The format and the hand-made puzzles, each worked out by hand in the
//! comments (the solver is checked separately against a plain minimax).

use super::*;
use crate::games::LegalMoves;
use crate::games::ka::Outcome;

/// The puzzles made by hand (the shipped ones are the generator's).
fn by_hand() -> Vec<Puzzle> {
    parse(include_str!("../../tests/data/puzzles_by_hand.ron")).unwrap()
}

fn by_id(id: u32) -> Puzzle {
    by_hand()
        .into_iter()
        .find(|p| p.id == id)
        .expect("puzzle made by hand")
}

fn play(pos: &mut Position, text: &str) {
    pos.try_play(text.parse().unwrap()).unwrap();
}

#[test]
fn the_format_reads_the_spelling_documented_in_the_module() {
    let text = r#"[(
        id: 7, theme: escape, rating: 1250,
        rules: (second_column: free, ka_entry: either, centre: open),
        to_move: North, points: (88, 82),
        board: ["..........."],
        solution: ["d3-c3xN"],
    )]"#;
    let puzzles = parse(text).unwrap();
    assert_eq!(puzzles[0].theme, Theme::Escape);
    assert_eq!(puzzles[0].rules, Rules::MARBLES);
    assert_eq!(puzzles[0].to_move, Player::North);
    assert_eq!(puzzles[0].points, [88, 82]);
    assert_eq!(puzzles[0].source, "");
    assert!(parse(&text.replace("rating", "ratin")).is_err());
}

#[test]
fn written_puzzles_read_back_the_same() {
    let text = write(&by_hand());
    assert_eq!(parse(&text).unwrap(), by_hand());
    // The shipped file is exactly what the generator writes.
    assert_eq!(write(shipped()), include_str!("../../assets/puzzles.ron"));
    assert!(
        text.contains("        board: [\n            \"...........\",\n"),
        "{text}"
    );
}

#[test]
fn puzzle_1_k7_leaves_the_north_ka_no_capture() {
    // South's ka on k1 can take b3 (from b1 or k3), j8 (from j1) or h7
    // (from h1 or k7). Only k7 shuts North in: its ka on k8 has j8 to the
    // west, South's ka to the south, and nothing on ranks 9 to 11.
    let puzzle = by_id(1);
    let mut pos = puzzle.position();
    assert_eq!(pos.legal_moves().len(), 5);
    assert_eq!(puzzle.solution(), vec!["k1-k7xW".parse().unwrap()]);
    play(&mut pos, "k1-k7xW");
    assert!(matches!(
        pos.outcome(),
        Some(Outcome::Suntuk {
            winner: Player::South,
            ..
        })
    ));
    // Taking j8 instead frees North's ka, which takes h7 (2 points), and
    // South's last capture of b3 clears the board 88 to 90.
    let mut pos = puzzle.position();
    for m in ["k1-j1xN", "k8-k7xW", "j1-b1xN"] {
        play(&mut pos, m);
    }
    assert_eq!(pos.outcome().and_then(Outcome::winner), Some(Player::North));
}

#[test]
fn puzzle_2_i4_takes_the_white_stone_and_shuts_north_in() {
    // From i4 South takes k4; North's ka on h7 then reaches g7, i7, j7 and
    // file h, and none of them sees an odd line: f7 and k7 stand on rank 7
    // itself, and rank 4 is walled by South's ka on i4.
    let mut pos = by_id(2).position();
    play(&mut pos, "i8-i4xE");
    assert_eq!(pos.count_moves(), 0);
    // Taking k7 from k8 instead: North takes k4 from k7 (2 points) and
    // South's capture of f7 ends the game 88 to 90.
    let mut pos = by_id(2).position();
    for m in ["i8-k8xS", "h7-k7xS", "k8-f8xS"] {
        play(&mut pos, m);
    }
    assert_eq!(pos.outcome().and_then(Outcome::winner), Some(Player::North));
}

#[test]
fn puzzle_3_i7_takes_three_stones_on_both_sides_and_wins_90_to_88() {
    // From i7 the file holds i8 to the north and i6, i1 to the south, all
    // black: one line of three, taken whole. Any single stone instead
    // leaves two, and North takes one of them: at best a draw.
    let mut pos = by_id(3).position();
    play(&mut pos, "k7-i7xNS");
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Cleared {
            winner: Some(Player::South),
            points: [90, 88]
        })
    );
    let mut pos = by_id(3).position();
    for m in ["k7-k8xW", "j9-j6xW", "k8-k1xW"] {
        play(&mut pos, m);
    }
    assert_eq!(pos.outcome().and_then(Outcome::winner), None);
}

#[test]
fn the_hand_made_puzzles_have_their_solution_as_the_only_winning_move() {
    for id in [1, 2, 3] {
        let puzzle = by_id(id);
        let pos = puzzle.position();
        assert_eq!(
            winning_moves(&pos).unwrap(),
            puzzle.solution(),
            "puzzle {id}"
        );
    }
}

#[test]
fn a_wrong_move_is_refuted_by_a_winning_reply() {
    // Puzzle 1, South takes j8: North's k7 (h7, 2 points) wins.
    let mut pos = by_id(1).position();
    play(&mut pos, "k1-j1xN");
    let (reply, _) = refutation(&pos).unwrap().unwrap();
    let mut after = pos;
    after.play(reply);
    assert!(matches!(
        Solver::default().value(&after),
        Ok(Value::Loss(_))
    ));
}

#[test]
fn a_puzzle_with_a_second_winning_move_is_refused() {
    // Puzzle 3 with South 3 points ahead: taking one stone also wins, as
    // South keeps the lead to the end.
    let mut puzzle = by_id(3);
    puzzle.points = [89, 86];
    match verify(&puzzle) {
        Err(PuzzleFault::NotUnique { index: 0, winners }) => assert!(winners.len() > 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_puzzle_whose_points_do_not_add_up_is_refused() {
    let mut puzzle = by_id(1);
    puzzle.points = [90, 90];
    assert_eq!(verify(&puzzle), Err(PuzzleFault::Points { total: 184 }));
}
