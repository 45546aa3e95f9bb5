//! Reviews of games with planted blunders, worked out by hand and checked
//! against a plain minimax to the end of the game (no pruning, no table).

use super::*;
use crate::ai::eval::terminal;
use crate::games::LegalMoves;
use crate::games::ka::{Outcome, Position, Rules};
use std::sync::atomic::AtomicBool;

pub(super) fn go() -> AtomicBool {
    AtomicBool::new(false)
}

/// The game's value for the side to move, by plain minimax.
fn minimax(pos: &Position) -> Score {
    if let Some(outcome) = pos.outcome() {
        return terminal(pos, outcome);
    }
    let mut best = Score::MIN;
    pos.for_each_move(|m| {
        let mut next = *pos;
        next.play_unchecked(m);
        best = best.max(-minimax(&next));
    });
    best
}

fn moves(texts: &[&str]) -> Vec<Move> {
    texts.iter().map(|t| t.parse().unwrap()).collect()
}

fn review(diagram: &str, to_move: Player, played: &[&str]) -> Review {
    let pos = Position::from_diagram(diagram, to_move, Rules::CLASSIC, [0, 0]).unwrap();
    analyse(&pos, &moves(played), Budget::default(), &go(), |_, _| {}).unwrap()
}

// South's ka on a1; North's on k11, shut in by j11 and k10 as long as
// they stay. South's eight moves: a1-a5xE and a1-c1xN take c5, a1-a8xE,
// a1-a9xE and a1-a10xE take k8, k9 or k10: after any of these five North
// has no capture (k11 cannot pass j11; at k10 it would take nothing), a
// suntuk win. a1-a11xE and a1-j1xN take j11 and free rank 11 (North then
// takes c5 from c11); a1-k1xN takes k8–k10, 3 points, the most, and frees
// file k: North takes c5 from k5, South j11 from j1, and South wins 4–1.
const SHUT_IN: &str = "
    .........bN
    ..........b
    ..........b
    ..........b
    ...........
    ...........
    ..b........
    ...........
    ...........
    ...........
    S..........";

const SUNTUK_WINS: [&str; 5] = ["a1-a5xE", "a1-c1xN", "a1-a8xE", "a1-a9xE", "a1-a10xE"];

#[test]
fn the_hand_worked_shut_in_position_is_as_the_comment_says() {
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    assert_eq!(pos.legal_moves().len(), 8);
    for m in pos.legal_moves().iter() {
        let mut next = pos;
        next.play(*m);
        let suntuk = matches!(
            next.outcome(),
            Some(Outcome::Suntuk {
                winner: Player::South,
                ..
            })
        );
        assert_eq!(suntuk, SUNTUK_WINS.contains(&m.to_string().as_str()), "{m}");
    }
}

#[test]
fn a_missed_suntuk_win_is_a_blunder_and_names_a_move_that_shuts_the_ka_in() {
    let r = review(SHUT_IN, Player::South, &["a1-k1xN", "k11-k5xW", "k1-j1xN"]);
    let first = &r.moves[0];
    assert_eq!(first.mark, Mark::Blunder);
    assert_eq!(first.turning, Some(Turning::MissedSuntukWin));
    assert!(
        SUNTUK_WINS.contains(&first.best.to_string().as_str()),
        "{}",
        first.best
    );
    assert_eq!(
        first.best_value,
        Value::Proven {
            margin: 120,
            suntuk: true
        }
    );
    assert_eq!(
        first.played_value,
        Value::Proven {
            margin: 3,
            suntuk: false
        }
    );
    assert_eq!(first.loss, 1170);
    assert_eq!(first.line.first(), Some(&first.best));
    // The other two moves were the only ones.
    assert!(r.moves[1..].iter().all(|m| m.mark == Mark::Best));
    assert_eq!(
        r.evaluation,
        vec![
            Value::Proven {
                margin: 120,
                suntuk: true
            },
            Value::Proven {
                margin: 3,
                suntuk: false
            },
            Value::Proven {
                margin: 3,
                suntuk: false
            },
            Value::Proven {
                margin: 3,
                suntuk: false
            },
        ]
    );
    let south = r.summary(Player::South);
    assert_eq!(south.counts, [1, 0, 0, 0, 1, 0]);
    assert_eq!(south.average_loss, 58.5);
    assert_eq!(south.accuracy, 50);
}

#[test]
fn a_move_the_search_would_play_is_marked_best() {
    let r = review(SHUT_IN, Player::South, &["a1-c1xN"]);
    assert_eq!(r.moves[0].mark, Mark::Best);
    assert!(r.moves[0].line.is_empty());
    assert_eq!(r.summary(Player::North).counts, [0; 6]);
}

#[test]
fn a_review_stops_when_told() {
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let stop = AtomicBool::new(true);
    let r = analyse(
        &pos,
        &moves(&["a1-k1xN"]),
        Budget::default(),
        &stop,
        |_, _| {},
    );
    assert_eq!(r, Err(Stopped::Cancelled));
}

#[test]
fn an_illegal_move_in_the_list_is_named_by_its_index() {
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    // North's ka cannot reach k5 after South took c5.
    let r = analyse(
        &pos,
        &moves(&["a1-c1xN", "k11-k5xW"]),
        Budget::default(),
        &go(),
        |_, _| {},
    );
    assert!(matches!(r, Err(Stopped::Illegal { ply: 1, .. })), "{r:?}");
}

#[test]
fn progress_counts_every_position() {
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let mut seen = Vec::new();
    analyse(
        &pos,
        &moves(&["a1-k1xN", "k11-k5xW"]),
        Budget::default(),
        &go(),
        |d, t| seen.push((d, t)),
    )
    .unwrap();
    assert_eq!(seen, vec![(1, 3), (2, 3), (3, 3)]);
}

#[test]
fn marks_follow_the_loss_in_points() {
    use Value::Estimate as E;
    let table = [
        (E(50), E(50), Mark::Best),
        (E(50), E(60), Mark::Best),
        (E(50), E(40), Mark::Good),
        (E(50), E(25), Mark::Inaccuracy),
        (E(50), E(0), Mark::Mistake),
        (E(50), E(-60), Mark::Blunder),
    ];
    for (best, played, mark) in table {
        assert_eq!(
            classify(best, played, 0),
            (mark, None),
            "{best:?} {played:?}"
        );
    }
}

#[test]
fn the_game_changing_moves_are_named() {
    use Value::{Estimate as E, Proven as P};
    let win = |margin| P {
        margin,
        suntuk: false,
    };
    let suntuk = |margin| P {
        margin,
        suntuk: true,
    };
    let blunder = |t| (Mark::Blunder, Some(t));
    assert_eq!(classify(win(4), E(-5), 0), blunder(Turning::ThrewAwayWin));
    assert_eq!(classify(win(4), win(-2), 0), blunder(Turning::ThrewAwayWin));
    // Still winning, by less: not thrown away.
    assert_eq!(classify(win(4), win(2), 0).1, None);
    assert_eq!(
        classify(E(10), suntuk(-120), 0),
        blunder(Turning::WalkedIntoSuntuk)
    );
    assert_eq!(
        classify(suntuk(120), win(30), 0),
        blunder(Turning::MissedSuntukWin)
    );
    // Lost by suntuk whatever is played: nothing was walked into.
    assert_eq!(classify(suntuk(-120), suntuk(-120), 0), (Mark::Best, None));
    assert_eq!(
        classify(E(50), E(-10), 3),
        (Mark::Mistake, Some(Turning::PointsLeft { points: 3 }))
    );
    // Points left by an inaccuracy are not worth naming.
    assert_eq!(classify(E(50), E(30), 3), (Mark::Inaccuracy, None));
}

#[test]
fn a_value_beyond_the_win_score_is_a_proven_result() {
    use crate::ai::eval::WIN;
    assert_eq!(Value::of_score(35), Value::Estimate(35));
    assert_eq!(
        Value::of_score(-(WIN + 1200)),
        Value::Proven {
            margin: -120,
            suntuk: true
        }
    );
    assert_eq!(
        Value::of_score(WIN + 30),
        Value::Proven {
            margin: 3,
            suntuk: false
        }
    );
    assert_eq!(
        Value::of_score(WIN + 30).flip(),
        Value::Proven {
            margin: -3,
            suntuk: false
        }
    );
}

// South's ka on h8, North's on e10; black stones on j8, c4 and j2. South
// has three moves, each taking one point: h8-h2xE (j2) and h8-h4xW (c4)
// win by a point; h8-c8xS takes c4 from above and walks into suntuk:
// North's e10-e2xE takes j2, and South's ka on c8 cannot reach the last
// stone, j8, whose rank it stands on.
const INTO_SUNTUK: &str = "
    ...........
    ....N......
    ...........
    .......S.b.
    ...........
    ...........
    ...........
    ..b........
    ...........
    .........b.
    ...........";

#[test]
fn the_hand_worked_suntuk_trap_is_as_the_comment_says() {
    let pos = Position::from_diagram(INTO_SUNTUK, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let values: Vec<(String, Value)> = pos
        .legal_moves()
        .iter()
        .map(|&m| {
            let mut next = pos;
            next.play(m);
            (m.to_string(), Value::of_score(-minimax(&next)))
        })
        .collect();
    let win = Value::Proven {
        margin: 1,
        suntuk: false,
    };
    let lost = Value::Proven {
        margin: -120,
        suntuk: true,
    };
    let mut expected = vec![
        ("h8-h2xE".to_string(), win),
        ("h8-h4xW".to_string(), win),
        ("h8-c8xS".to_string(), lost),
    ];
    let mut values = values;
    values.sort_by(|a, b| a.0.cmp(&b.0));
    expected.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(values, expected);
}

#[test]
fn a_move_that_walks_into_suntuk_is_a_blunder_and_names_a_winning_move() {
    let r = review(INTO_SUNTUK, Player::South, &["h8-c8xS", "e10-e2xE"]);
    let first = &r.moves[0];
    assert_eq!(first.mark, Mark::Blunder);
    assert_eq!(first.turning, Some(Turning::WalkedIntoSuntuk));
    assert!(
        ["h8-h2xE", "h8-h4xW"].contains(&first.best.to_string().as_str()),
        "{}",
        first.best
    );
    assert_eq!(
        first.best_value,
        Value::Proven {
            margin: 1,
            suntuk: false
        }
    );
    assert_eq!(
        first.played_value,
        Value::Proven {
            margin: -120,
            suntuk: true
        }
    );
    // North took its chance: the best move.
    assert_eq!(r.moves[1].mark, Mark::Best);
    assert_eq!(
        r.evaluation.last(),
        Some(&Value::Proven {
            margin: -120,
            suntuk: true
        })
    );
}

#[test]
fn a_game_of_perfect_moves_has_no_mistakes() {
    // Each side plays a move that plain minimax proves best, to the end.
    for (diagram, to_move) in [(INTO_SUNTUK, Player::South), (SHUT_IN, Player::South)] {
        let mut pos = Position::from_diagram(diagram, to_move, Rules::CLASSIC, [0, 0]).unwrap();
        let start = pos;
        let mut played = Vec::new();
        while pos.outcome().is_none() {
            let moves = pos.legal_moves();
            let best = moves
                .iter()
                .copied()
                .max_by_key(|&m| {
                    let mut next = pos;
                    next.play(m);
                    -minimax(&next)
                })
                .unwrap();
            pos.play(best);
            played.push(best);
        }
        let r = analyse(&start, &played, Budget::default(), &go(), |_, _| {}).unwrap();
        assert_eq!(r.moves.len(), played.len());
        for m in &r.moves {
            assert_eq!(m.mark, Mark::Best, "{} {}", m.ply, m.played);
            assert!(m.line.is_empty());
        }
    }
}

// Two black stones on file c. South's ka on a1 can take either (a1-a3xE,
// a1-a5xE; from c1 the two are one even line), and every North move then
// takes the other: the board is clear at 1–1, a draw whatever is played.
const DRAWN: &str = "
    ..........N
    ...........
    ...........
    ...........
    ...........
    ...........
    ..b........
    ...........
    ..b........
    ...........
    S..........";

#[test]
fn a_game_searched_to_its_end_short_of_a_win_is_a_proven_draw() {
    let pos = Position::from_diagram(DRAWN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    assert_eq!(minimax(&pos), 0, "a draw with best play");
    let r = review(DRAWN, Player::South, &["a1-a3xE", "k11-k5xW"]);
    assert_eq!(
        r.evaluation[0],
        Value::Proven {
            margin: 0,
            suntuk: false
        }
    );
    assert_eq!(
        r.evaluation[2],
        Value::Proven {
            margin: 0,
            suntuk: false
        }
    );
}

#[test]
fn a_series_is_reviewed_round_by_round() {
    use crate::games::ka::{Game, Rounds, Setup, setup::Pattern};
    let rules = Rules {
        rounds: Rounds::new(2).unwrap(),
        ..Rules::TRADITIONAL
    };
    let mut game = Game::new(Setup::pattern(Pattern::Second), rules);
    let mut rng = crate::rng::Rng::new(9);
    while game.outcome().is_none() {
        let moves = game.legal_moves();
        game.try_play(moves[rng.below(moves.len())]).unwrap();
    }
    let r = analyse_game(&game, Budget::Nodes(300), &go(), |_, _| {}).unwrap();
    assert_eq!(r.moves.len(), game.moves().len());
    assert_eq!(r.evaluation.len(), game.moves().len() + 1);
    for m in &r.moves {
        let before = game.position_at(m.ply).unwrap();
        assert_eq!(m.player, before.to_move(), "move {}", m.ply + 1);
        assert!(before.is_legal(m.best), "move {}", m.ply + 1);
    }
    // Round two's first move is reviewed from round two's start.
    let end = game.rounds()[0].end;
    assert_eq!(game.position_at(end).unwrap().ply(), 0);
    assert_eq!(r.moves[end].played, game.moves()[end]);
    assert_eq!(r.round_starts, [end]);
    // The round's first move is its starter's.
    assert_eq!(
        r.moves[end].player,
        game.position_at(end).unwrap().to_move()
    );
}

// Games of the engine against itself (5,000 nodes a move, seeded), in
// which the review's search at the default budget proves a win for the
// best move and none for the move played, which wins all the same.
// North's 36th move, d9-d3xW, keeps the suntuk win d9-d4xE had:
const KEPT_SUNTUK: (Pattern, &str, usize) = (
    Pattern::First,
    "g e f5-g5xW f7-e7xS g5-b5xS e7-e11xE b5-b4xEW e11-e10xW b4-a4xN e10-e7xE \
     a4-c4xN e7-e11xEW c4-a4xS e11-b11xS a4-a7xE b11-b2xE a7-k7xN b2-b6xE k7-j7xN \
     b6-b2xE j7-f7xN b2-b1xE f7-k7xS b1-b5xE k7-k10xW b5-g5xN k10-k8xW g5-j5xNS \
     k8-d8xN j5-k5xS d8-j8xS k5-d5xS j8-j4xW d5-d9xW j4-j9xW d9-d3xW j9-j4xW \
     d3-d9xE j4-i4xN d9-h9xS",
    35,
);
// South's 47th move, h2-j2xN, keeps the win h2-c2xS had:
const KEPT_WIN: (Pattern, &str, usize) = (
    Pattern::Second,
    "e g f3-e3xEW f9-g9xEW e3-e5xEW g9-g7xEW e5-e3xEW g7-g9xEW e3-e5xEW g9-g7xEW \
     e5-e3xEW g7-g9xEW e3-j3xS g9-b9xN j3-i3xNS b9-c9xNS i3-b3xN c9-b9xNS b3-j3xNS \
     b9-c9xS j3-c3xN c9-c11xEW c3-c10xE c11-b11xS c10-c6xEW b11-b7xW c6-c5xE \
     b7-a7xNS c5-e5xN a7-f7xN e5-k5xS f7-h7xS k5-a5xS h7-k7xS a5-f5xS k7-e7xN \
     f5-a5xS e7-e1xE a5-i5xN e1-e11xE i5-i1xW e11-e2xW i1-h1xN e2-e4xE h1-h2xW \
     e4-g4xN h2-j2xN g4-g1xW j2-i2xN g1-g10xE i2-h2xN g10-g4xW h2-h10xEW g4-i4xN \
     h10-j10xS i4-d4xN j10-j8xE d4-d10xE j8-k8xN d10-d11xE",
    46,
);

use super::analyse::{self, Method, opening_mark};

/// The review these games show the fault in: every position searched at
/// the budget, the first plies too, and none solved (a solved position's
/// move is marked by its proven value, with nothing left to settle). The
/// deeper search of the first plies leaves the searcher's table otherwise
/// filled when the later positions are reached, and the search sees them
/// otherwise.
fn at_the_budget() -> Method {
    Method {
        exact: false,
        opening_budget: 1,
        ..Method::default()
    }
}
use crate::games::ka::{Game, Pattern, Setup};
use crate::puzzles::solve::{self, Solver};

pub(super) fn engine_game((pattern, text, _): (Pattern, &str, usize)) -> Game {
    let mut game = Game::new(Setup::pattern(pattern), Rules::default());
    for m in text.split_whitespace() {
        game.try_play(m.parse().unwrap()).unwrap();
    }
    game
}

/// The review of `game` by `method`.
pub(super) fn review_game(game: &Game, method: Method) -> Review {
    let positions: Vec<Position> = (0..=game.moves().len())
        .map(|ply| *game.position_at(ply).unwrap())
        .collect();
    let afters = positions[1..].to_vec();
    let moves = game.moves();
    analyse::review(
        positions,
        afters,
        moves,
        Budget::default(),
        method,
        &go(),
        |_, _| {},
    )
    .unwrap()
}

#[test]
fn a_move_the_solver_proves_keeps_the_win_is_not_called_a_blunder() {
    for case in [KEPT_SUNTUK, KEPT_WIN] {
        let game = engine_game(case);
        let ply = case.2;
        let after = game.position_at(ply + 1).unwrap();
        // The plain solver, to the end: the opponent, to move, loses.
        assert!(
            matches!(Solver::default().value(after), Ok(solve::Value::Loss(_))),
            "move {}",
            ply + 1
        );
        // The review as a player has it marks the move good at worst too.
        let default = analyse_game(&game, Budget::default(), &go(), |_, _| {}).unwrap();
        let m = &default.moves[ply];
        assert!(matches!(m.mark, Mark::Best | Mark::Good), "{m:?}");
        let r = review_game(&game, at_the_budget());
        let m = &r.moves[ply];
        // The search saw the win of a move other than the one played.
        assert!(m.best_value.is_win() && m.best != m.played, "{m:?}");
        assert!(matches!(m.mark, Mark::Best | Mark::Good), "{m:?}");
        assert_eq!(m.turning, None, "{m:?}");
        assert!(m.line.is_empty(), "{m:?}");
        if m.best_value.is_suntuk_win() {
            // Kept whole: the solver proves the suntuk.
            assert_eq!(
                (m.played_value, m.loss, m.mark),
                (m.best_value, 0, Mark::Best)
            );
        }
    }
}

#[test]
fn a_first_move_is_marked_coarsely_above_how_far_the_search_wanders() {
    let table = [
        // (loss, mark of a later move, mark of an opening move)
        (5, Mark::Good, Mark::Best),
        (45, Mark::Mistake, Mark::Best),
        (50, Mark::Mistake, Mark::Mistake),
        (150, Mark::Blunder, Mark::Mistake),
        (200, Mark::Blunder, Mark::Blunder),
    ];
    for (lost, later, opening) in table {
        let (best, played) = (Value::Estimate(50), Value::Estimate(50 - lost));
        let classified = classify(best, played, 0);
        assert_eq!(classified, (later, None), "{lost}");
        assert_eq!(opening_mark(classified, lost), (opening, None), "{lost}");
    }
    // Points left are named only for a mark still serious.
    let left = classify(Value::Estimate(50), Value::Estimate(20), 3);
    assert_eq!(left.0, Mark::Inaccuracy);
    assert_eq!(opening_mark(left, 30), (Mark::Best, None));
    let left = classify(Value::Estimate(50), Value::Estimate(-50), 3);
    assert_eq!(
        opening_mark(left, 100),
        (Mark::Mistake, Some(Turning::PointsLeft { points: 3 }))
    );
}

#[test]
fn a_lost_win_not_settled_within_the_bounds_is_unclear_and_not_counted() {
    let method = Method {
        settle_search: 0,
        settle_solver: 1,
        ..at_the_budget()
    };
    let r = review_game(&engine_game(KEPT_SUNTUK), method);
    let m = &r.moves[KEPT_SUNTUK.2];
    assert_eq!(m.mark, Mark::Unclear, "{m:?}");
    assert_eq!(m.turning, Some(Turning::Unsettled(Doubt::SuntukWin)));
    assert_eq!(m.line.first(), Some(&m.best));
    let north = r.summary(Player::North);
    assert_eq!(north.counts[Mark::Unclear.index()], 1);
    let judged: Vec<&MoveReview> = r
        .moves
        .iter()
        .filter(|m| m.player == Player::North && m.mark != Mark::Unclear)
        .collect();
    let total: i32 = judged.iter().map(|m| m.loss).sum();
    assert_eq!(
        north.average_loss,
        total as f64 / judged.len() as f64 / 10.0
    );
    assert_eq!(m.played.to_string(), "d9-d3xW");
    assert!(m.best.to_string().starts_with("d9-"), "{m:?}");
}

#[test]
fn accuracy_is_the_share_of_best_and_good_moves_unclear_ones_aside() {
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let mv = pos.legal_moves()[0];
    let one = |player, mark| MoveReview::marked(0, player, mv, mark);
    use Mark::*;
    let marks = [
        Best, Good, Inaccuracy, Blunder, Unclear, Best, Mistake, Good,
    ];
    let r = Review {
        moves: marks.iter().map(|&m| one(Player::South, m)).collect(),
        evaluation: Vec::new(),
        budget: Budget::default(),
        round_starts: Vec::new(),
    };
    // 4 of the 7 moves judged.
    assert_eq!(r.summary(Player::South).accuracy, 57);
    assert_eq!(r.summary(Player::North).accuracy, 100);
}

#[test]
fn the_suntuk_solver_finds_the_moves_that_shut_the_ka_in() {
    // The hand-worked positions above: South's five shutting moves, and
    // North's answer to h8-c8xS.
    let pos = Position::from_diagram(SHUT_IN, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    let mut winners: Vec<String> = Solver::suntuk_by(Player::South, 100_000)
        .winning_moves(&pos)
        .unwrap()
        .iter()
        .map(Move::to_string)
        .collect();
    winners.sort();
    let mut expected = SUNTUK_WINS.map(String::from).to_vec();
    expected.sort();
    assert_eq!(winners, expected);
    let pos = Position::from_diagram(INTO_SUNTUK, Player::South, Rules::CLASSIC, [0, 0]).unwrap();
    for (m, shut) in [("h8-c8xS", true), ("h8-h2xE", false), ("h8-h4xW", false)] {
        let mut after = pos;
        after.play(m.parse().unwrap());
        let mut solver = Solver::suntuk_by(Player::North, 100_000);
        assert_eq!(solver.wins(&after), Ok(shut), "{m}");
    }
}
