//! Proven marks: a game where the search's estimates call a move that
//! keeps its proven value an error, the marks of proven values, and every
//! mark of generated games against the reference's proven values (the
//! puzzles' solver of margins).

use super::analyse::Method;
use super::measure;
use super::tests::{engine_game, go, review_game};
use super::*;
use crate::games::ka::{Game, Pattern, Phase, Rules, Setup};

// A game of the engine against itself (`measure::engine_game(1, 4)`: 5,000
// nodes a move, seeded, its first four plies random). South's 45th move,
// e9-e10xE, loses by 3 with best play, as the best moves do; the review
// without solving marks it an inaccuracy and names e9-e8xW as better,
// which loses by 5.
const KEPT_LOSS: (Pattern, &str, usize) = (
    Pattern::Second,
    "g d h5-g5xW e8-d8xEW g5-g4xE d8-c8xNS g4-g2xW c8-c9xE g2-g3xE c9-e9xNS \
     g3-g4xEW e9-e10xE g4-i4xNS e10-e7xEW i4-h4xNS e7-e10xEW h4-h2xEW e10-g10xS \
     h2-h4xEW g10-d10xS h4-k4xNS d10-d7xE k4-j4xN d7-c7xNS j4-d4xS c7-c11xEW \
     d4-g4xN c11-c5xEW g4-g9xE c5-h5xNS g9-g1xEW h5-h11xE g1-g6xE h11-h1xEW \
     g6-g11xEW h1-j1xN g11-b11xS j1-j4xW b11-e11xS j4-b4xS e11-e10xEW b4-b6xW \
     e10-e9xW b6-b3xE e9-e10xE b3-k3xNS e10-e4xW k3-c3xS e4-k4xN c3-b3xS \
     k4-k2xW b3-b8xW k2-k3xW b8-f8xN k3-k9xW f8-f9xE k9-i9xS f9-f8xE",
    44,
);

/// The reference's margin of `mv` among `values`.
fn margin_of(values: &[(Move, i32)], mv: Move) -> i32 {
    values.iter().find(|v| v.0 == mv).expect("a legal move").1
}

#[test]
fn a_move_that_keeps_the_proven_value_is_marked_best_and_proven() {
    let game = engine_game(KEPT_LOSS);
    let ply = KEPT_LOSS.2;
    let played = game.moves()[ply];
    assert_eq!(played.to_string(), "e9-e10xE");
    let values = measure::reference_values(game.position_at(ply).unwrap()).unwrap();
    let best = values.iter().map(|v| v.1).max().unwrap();
    assert_eq!((margin_of(&values, played), best), (-3, -3));
    // Without solving, the search's estimates call it an inaccuracy and
    // name a move that loses more.
    let heuristic = review_game(
        &game,
        Method {
            exact: false,
            ..Method::default()
        },
    );
    let m = &heuristic.moves[ply];
    assert_eq!(m.mark, Mark::Inaccuracy, "{m:?}");
    assert!(margin_of(&values, m.best) < -3, "{m:?}");
    // The review as a player has it: best, proven, no better move.
    let r = analyse_game(&game, Budget::default(), &go(), |_, _| {}).unwrap();
    let m = &r.moves[ply];
    assert_eq!(
        (m.mark, m.proven, m.turning),
        (Mark::Best, true, None),
        "{m:?}"
    );
    assert_eq!(
        m.played_value,
        Value::Proven {
            margin: -3,
            suntuk: false
        }
    );
    assert!(m.line.is_empty(), "{m:?}");
}

/// Reviews the games played with `seeds` and checks every mark against
/// the values the reference proves: how many positions it proved, how
/// many marks were proven, and how many were errors.
fn reviewed_against_the_reference(seeds: std::ops::Range<u64>) -> (usize, usize, usize) {
    use crate::ai::Computer;
    use crate::games::Level;
    let stop = go();
    let (mut checked, mut proven, mut errors) = (0, 0, 0);
    for seed in seeds {
        // A game of `medium` against itself, its first four plies random;
        // its last part, from the first ka-move position of 24 stones or
        // fewer, reviewed.
        let pattern = [Pattern::First, Pattern::Second][seed as usize % 2];
        let mut game = Game::new(Setup::pattern(pattern), Rules::default());
        let mut rng = crate::rng::Rng::new(seed);
        let mut sides = [0, 1].map(|k| Computer::new(Level::Medium, seed * 2 + k));
        while game.outcome().is_none() {
            let pos = *game.position();
            let mv = match game.moves().len() {
                ..4 => game.legal_moves()[rng.below(game.legal_moves().len())],
                _ => sides[pos.to_move().index()].choose(&pos, &stop).unwrap().mv,
            };
            game.try_play(mv).unwrap();
        }
        let from = (0..game.moves().len())
            .find(|&p| {
                let pos = game.position_at(p).unwrap();
                pos.phase() == Phase::KaMoves && pos.stones().count() <= 24
            })
            .unwrap();
        let start = game.position_at(from).unwrap();
        let r = analyse(
            start,
            &game.moves()[from..],
            Budget::default(),
            &stop,
            |_, _| {},
        )
        .unwrap();
        for m in &r.moves {
            let Some(values) = measure::reference_values(game.position_at(from + m.ply).unwrap())
            else {
                continue;
            };
            assert_eq!(
                measure::contradiction(m, &values),
                None,
                "game {seed}, move {}: {m:?} {values:?}",
                from + m.ply + 1
            );
            checked += 1;
            proven += usize::from(m.proven);
            errors += usize::from(m.mark != Mark::Best);
        }
    }
    println!("{checked} positions proven by the reference, {proven} marks proven, {errors} errors");
    (checked, proven, errors)
}

#[test]
fn no_mark_contradicts_the_values_the_reference_proves() {
    let (checked, _, errors) = reviewed_against_the_reference(0..3);
    assert!(
        checked >= 35 && errors >= 3,
        "{checked} positions, {errors} errors"
    );
}

/// The same check over twelve games (about 180 positions): a minute and
/// more, so run by hand,
/// `cargo test --lib -- --ignored review::proven_tests`.
#[test]
#[ignore = "the longer run of no_mark_contradicts_the_values_the_reference_proves, by hand"]
fn no_mark_contradicts_the_values_the_reference_proves_over_twelve_games() {
    let (checked, _, errors) = reviewed_against_the_reference(0..12);
    assert!(
        checked >= 150 && errors >= 10,
        "{checked} positions, {errors} errors"
    );
}

#[test]
fn proven_values_mark_a_move_by_its_result_then_by_its_points() {
    let v = |margin| Value::Proven {
        margin,
        suntuk: margin.abs() == 120,
    };
    let table = [
        // (best, played, mark, turning)
        (v(4), v(4), Mark::Best, None),
        (v(-12), v(-12), Mark::Best, None),
        (v(-120), v(-120), Mark::Best, None),
        (v(4), v(2), Mark::Inaccuracy, None),
        (v(4), v(3), Mark::Good, None),
        (v(-3), v(-8), Mark::Mistake, None),
        (v(30), v(12), Mark::Blunder, None),
        (v(2), v(0), Mark::Blunder, Some(Turning::ThrewAwayWin)),
        (v(1), v(-1), Mark::Blunder, Some(Turning::ThrewAwayWin)),
        (v(0), v(-1), Mark::Blunder, Some(Turning::ThrewAwayDraw)),
        (v(120), v(30), Mark::Blunder, Some(Turning::MissedSuntukWin)),
        (
            v(-4),
            v(-120),
            Mark::Blunder,
            Some(Turning::WalkedIntoSuntuk),
        ),
    ];
    for (best, played, mark, turning) in table {
        assert_eq!(
            classify_proven(best, played, 0),
            (mark, turning),
            "{best:?} {played:?}"
        );
    }
    // Points taken at once are named for a serious mark only.
    assert_eq!(
        classify_proven(v(-3), v(-8), 2),
        (Mark::Mistake, Some(Turning::PointsLeft { points: 2 }))
    );
    assert_eq!(classify_proven(v(4), v(2), 2), (Mark::Inaccuracy, None));
}
