//! Reviews of games with planted blunders, worked out by hand and checked
//! against a plain minimax to the end of the game (no pruning, no table).

use super::*;
use crate::ai::eval::terminal;
use crate::games::ka::{Outcome, Position, Rules};
use std::sync::atomic::AtomicBool;

fn go() -> AtomicBool {
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
    assert_eq!(south.counts, [1, 0, 0, 0, 1]);
    assert_eq!(south.average_loss, 58.5);
}

#[test]
fn a_move_the_search_would_play_is_marked_best() {
    let r = review(SHUT_IN, Player::South, &["a1-c1xN"]);
    assert_eq!(r.moves[0].mark, Mark::Best);
    assert!(r.moves[0].line.is_empty());
    assert_eq!(r.summary(Player::North).counts, [0; 5]);
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
    // The text gives each round a heading, before its first move.
    let text = crate::messages::review::review_text("game.ron", &r);
    let starter = game.position_at(end).unwrap().to_move();
    let headings: Vec<usize> = (0..text.len())
        .filter(|&i| text[i].starts_with("Round "))
        .collect();
    assert_eq!(headings.len(), 2, "{text:#?}");
    assert_eq!(text[headings[0]], "Round 1, begun by South:");
    assert_eq!(text[headings[1]], format!("Round 2, begun by {starter}:"));
    assert!(
        text[headings[1] + 1].starts_with(&format!("{}. ", end + 1)),
        "{text:#?}"
    );
}
