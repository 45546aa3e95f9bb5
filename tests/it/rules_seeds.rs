//! The worked examples of the source texts, rebuilt as tests, and the
//! endings: score win, draw, suntuk.

use crate::common;
use pasang::games::LegalMoves;

use common::p;
use pasang::games::ka::{
    Bits, Game, Illegal, Move, Outcome, Pattern, Phase, Player, Position, Rules, Setup, Stone,
};

fn first(rules: Rules) -> Game {
    Game::new(Setup::pattern(Pattern::First), rules)
}

fn bits(points: &str) -> Bits {
    points.split_whitespace().map(p).collect()
}

#[test]
fn south_taking_column_c_of_first_scores_eight() {
    let mut g = first(Rules::CLASSIC);
    g.play_notation("c").unwrap();
    let pos = g.position();
    assert_eq!(pos.points(Player::South), 8);
    assert_eq!(pos.captured(Player::South, Stone::White), 3);
    assert_eq!(pos.captured(Player::South, Stone::Black), 2);
    assert_eq!(
        pos.passage(Player::South),
        Some(pasang::games::ka::File::from_char('c').unwrap())
    );
    assert!((pos.stones() & bits("c1 c2 c3 c4 c5")).is_empty());
}

#[test]
fn north_taking_column_j_after_c_scores_nine() {
    let mut g = first(Rules::CLASSIC);
    g.play_notation("c").unwrap();
    g.play_notation("j").unwrap();
    let pos = g.position();
    assert_eq!(pos.points(Player::North), 9);
    assert_eq!(pos.captured(Player::North, Stone::White), 4);
    assert_eq!(pos.captured(Player::North, Stone::Black), 1);
}

#[test]
fn after_c_north_must_take_a_file_from_g_to_k() {
    let mut g = first(Rules::CLASSIC);
    g.play_notation("c").unwrap();
    let allowed: String = g.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(allowed, "ghijk");
    let err = g.play_notation("d").unwrap_err();
    assert_eq!(
        err.to_string(),
        "d is not legal: South took c, so North must take a file from the diagonally opposite quadrant, g to k"
    );
}

#[test]
fn a_ka_sliding_into_c_and_capturing_north_takes_three_black_stones() {
    let mut g = first(Rules::CLASSIC);
    g.play_notation("c").unwrap();
    g.play_notation("j").unwrap();
    let pos = *g.position();
    let north: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| {
            matches!(
                m,
                Move::Ka {
                    line: pasang::games::ka::Line::North,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        north.len(),
        10,
        "each of b1-b5 and d1-d5 can slide in and capture north"
    );
    for m in north {
        assert_eq!(pos.captures(m), Some(bits("c6 c7 c8")), "{m}");
    }
    g.play_notation("d5-c5xN").unwrap();
    assert_eq!(g.position().points(Player::South), 8 + 3);
    assert_eq!(g.position().ka(Player::South), Some(p("c5")));
    assert_eq!(
        g.position().stone(p("d5")),
        None,
        "the promoted stone has left d5"
    );
}

#[test]
fn north_entering_j7_takes_the_three_white_stones_of_rank_seven_for_six_points() {
    let mut g = first(Rules::CLASSIC);
    for m in ["c", "j", "d5-c5xN"] {
        g.play_notation(m).unwrap();
    }
    let before = g.position().points(Player::North);
    // i7 leaves for j7; the point it left counts as empty, so g7 h7 (west)
    // and k7 (east) are one white line of three.
    assert_eq!(
        g.position().captures("i7-j7xEW".parse().unwrap()),
        Some(bits("g7 h7 k7"))
    );
    g.play_notation("i7-j7xEW").unwrap();
    assert_eq!(g.position().points(Player::North), before + 6);
    assert_eq!(g.position().phase(), Phase::KaMoves);
}

#[test]
fn a_ka_entry_may_capture_on_either_axis_but_a_ka_move_only_across_it() {
    let mut g = first(Rules::CLASSIC);
    for m in ["c", "j"] {
        g.play_notation(m).unwrap();
    }
    let lines: Vec<String> = g.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(
        lines.contains(&"b5-c5xN".to_string()),
        "vertical capture on entry"
    );
    assert!(
        lines.contains(&"b5-c5xEW".to_string()),
        "horizontal capture on entry"
    );
}

/// North's ka on e9 with five white stones straight south of it, and one
/// black stone on h7.
const FIVE_SOUTH: &str = "
    ...........
    ...........
    ....N......
    ...........
    .......b...
    ...........
    ....w......
    ....w......
    ....w......
    ....w......
    S...w......";

#[test]
fn a_ka_moving_along_a_file_cannot_capture_along_that_file() {
    let pos = Position::from_diagram(FIVE_SOUTH, Player::North, Rules::CLASSIC, [0, 0]).unwrap();
    let err = pos.check("e9-e6xS".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "after a move along a file the ka captures along the rank (E, W or EW)"
    );
    assert!(matches!(err, Illegal::WrongAxis { .. }));
    // North has moves, but none of them takes the white stones.
    let whites = pos.white();
    assert!(pos.count_moves() > 0);
    for m in pos.legal_moves().iter() {
        assert!((pos.captures(*m).unwrap() & whites).is_empty(), "{m}");
    }
}

/// South's ka on c1 with one black stone left to take on e3; North's ka on
/// a11 is walled in by two white stones.
const SUNTUK: &str = "
    Nw.........
    w..........
    ...........
    ...........
    ...........
    ...........
    ...........
    ...........
    ....b......
    ...........
    ..S........";

#[test]
fn leaving_the_opponent_without_a_capture_wins_by_suntuk_despite_fewer_points() {
    // The source's endgame: South is behind 85–89, takes one black stone,
    // and North's ka cannot move while white stones remain.
    let mut pos = Position::from_diagram(SUNTUK, Player::South, Rules::CLASSIC, [85, 89]).unwrap();
    pos.try_play("c1-c3xE".parse().unwrap()).unwrap();
    let outcome = pos.outcome().expect("game over");
    assert_eq!(
        outcome,
        Outcome::Suntuk {
            winner: Player::South,
            points: [86, 89]
        }
    );
    assert_eq!(outcome.result(), [120, 0]);
    assert_eq!(outcome.winner(), Some(Player::South));
    assert_eq!(pos.count_moves(), 0);
}

#[test]
fn clearing_the_board_ends_the_game_on_points() {
    let lone = SUNTUK.replace("Nw", "N.").replace("\n    w.", "\n    ..");
    let mut pos = Position::from_diagram(&lone, Player::South, Rules::CLASSIC, [50, 60]).unwrap();
    pos.try_play("c1-c3xE".parse().unwrap()).unwrap();
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Cleared {
            winner: Some(Player::North),
            points: [51, 60]
        })
    );
    let mut pos = Position::from_diagram(&lone, Player::South, Rules::CLASSIC, [59, 60]).unwrap();
    pos.try_play("c1-c3xE".parse().unwrap()).unwrap();
    let outcome = pos.outcome().unwrap();
    assert_eq!(outcome.winner(), None, "60–60 is a draw");
    assert_eq!(outcome.to_string(), "draw, 60–60");
}

#[test]
fn the_enemy_ka_blocks_a_capture_line() {
    // South on c1 moving to c3 would take e3 east, but North's ka stands
    // between on d3.
    let blocked = SUNTUK
        .replace("....b......", "...Nb......")
        .replace("Nw.", ".w.");
    let pos = Position::from_diagram(&blocked, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let err = pos.check("c1-c3xE".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "there are no stones east of c3 before the edge, the enemy ka or the centre"
    );
}

#[test]
fn illegal_moves_say_which_rule_they_break() {
    let mut g = first(Rules::CLASSIC);
    let reason = |g: &mut Game, m: &str| g.play_notation(m).unwrap_err().to_string();
    assert_eq!(
        reason(&mut g, "d3-c3xN"),
        "d3-c3xN is not legal: the first two moves each take a file; write it as its letter, such as c"
    );
    g.play_notation("c").unwrap();
    g.play_notation("j").unwrap();
    assert_eq!(
        reason(&mut g, "e"),
        "e is not legal: the columns are taken; move a ka instead"
    );
    assert_eq!(
        reason(&mut g, "e3-c3xN"),
        "e3-c3xN is not legal: with ka entry 'slide' the ka slides in from the file next to the passage"
    );
    assert_eq!(
        reason(&mut g, "d3-d4xN"),
        "d3-d4xN is not legal: the ka enters South's passage, file c, in South's half (ranks 1–5)"
    );
    assert_eq!(
        reason(&mut g, "d4-c3xN"),
        "d4-c3xN is not legal: the ka enters along its own rank: d4 and c3 are on different ranks"
    );
    assert_eq!(
        reason(&mut g, "d3-c3xS"),
        "d3-c3xS is not legal: there are no stones south of c3 before the edge, the enemy ka or the centre"
    );
    // North of c1 the run is c6 c7 c8 (black); south is the edge.
    assert_eq!(
        reason(&mut g, "d1-c1xNS"),
        "d1-c1xNS is not legal: the stones north and south of c1 are not one line: they differ in colour or one side is empty; take one side (N or S)"
    );
}

#[test]
fn a_jumping_ka_needs_a_stone_to_jump() {
    let rules = Rules {
        ka_entry: pasang::games::ka::KaEntry::Jump,
        ..Rules::CLASSIC
    };
    let mut g = first(rules);
    g.play_notation("c").unwrap();
    g.play_notation("j").unwrap();
    assert!(g.legal_moves().iter().all(|m| match *m {
        Move::Ka { from, .. } => from.file().to_char() == 'a' || from.file().to_char() == 'e',
        Move::Column(_) => false,
    }));
    let err = g.play_notation("d3-c3xN").unwrap_err().to_string();
    assert_eq!(
        err,
        "d3-c3xN is not legal: with ka entry 'jump' the ka jumps in from two files away"
    );
}
