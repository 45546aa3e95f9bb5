//! Invariants of Bell's game over many seeded random games, for 2, 3 and 4
//! players, both openings and both built-in setups.

use pasang::games::LegalMoves;
use pasang::games::bell::{
    Bits, Game, Illegal, Move, Pattern, Point, Position, Rules, Setup, Turn,
};
use pasang::games::ka::options::Choice;
use pasang::rng::Rng;
use proptest::prelude::*;

/// A seeded random game played to its end, choosing among whole turns.
fn play_random(seed: u64, rules: Rules, pattern: Pattern) -> (Setup, Game) {
    let setup = Setup::pattern(pattern);
    let mut game = Game::new(setup.clone(), rules);
    let mut rng = Rng::new(seed);
    loop {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return (setup, game);
        }
        game.try_play(moves[rng.below(moves.len())])
            .expect("generated move is legal");
    }
}

fn game_args() -> impl Strategy<Value = (u64, Rules, Pattern)> {
    (
        any::<u64>(),
        prop::sample::select(Rules::all().collect::<Vec<_>>()),
        prop::sample::select(Pattern::ALL.to_vec()),
    )
}

/// Moves that are plausible but mostly illegal: legal turns cut short,
/// extended, or with one landing moved; turns from random points; removals
/// anywhere.
fn candidates(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let points: Vec<Point> = Point::all().collect();
    let any = |rng: &mut Rng| points[rng.below(points.len())];
    let mut out: Vec<Move> = (0..4).map(|_| Move::Remove(any(rng))).collect();
    let legal = pos.legal_moves();
    for _ in 0..12 {
        let mut path = match legal.get(rng.below(legal.len().max(1))) {
            Some(Move::Hops(t)) => {
                let mut v = vec![t.from()];
                v.extend_from_slice(t.landings());
                v
            }
            _ => vec![any(rng), any(rng)],
        };
        match rng.below(4) {
            0 if path.len() > 2 => {
                path.pop();
            }
            1 => {
                // Two points on from the end, in some direction.
                let last = *path.last().unwrap();
                let (df, dr) = [(0, 2), (2, 0), (0, -2), (-2, 0), (2, 2), (-2, -2)][rng.below(6)];
                let f = last.file().index() as i8 + df;
                let r = last.rank().index() as i8 + dr;
                if (0..11).contains(&f) && (0..11).contains(&r) {
                    path.push(Point::from_index((r * 11 + f) as u8).unwrap());
                }
            }
            2 => {
                let i = 1 + rng.below(path.len() - 1);
                path[i] = any(rng);
            }
            _ => path[0] = any(rng),
        }
        if let Some(turn) = Turn::new(path[0], &path[1..]) {
            out.push(Move::Hops(turn));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn checked_play_accepts_exactly_the_generated_turns((seed, rules, pattern) in game_args()) {
        let (_, game) = play_random(seed, rules, pattern);
        let mut rng = Rng::new(seed ^ 0x5eed);
        for ply in 0..=game.moves().len() {
            let pos = *game.position_at(ply).unwrap();
            for &m in pos.legal_moves().iter() {
                let mut checked = pos;
                prop_assert!(checked.try_play(m).is_ok(), "{} generated but refused", m);
                let mut unchecked = pos;
                unchecked.play_unchecked(m);
                prop_assert_eq!(checked, unchecked);
            }
            for m in candidates(&pos, &mut rng) {
                let mut copy = pos;
                let accepted = copy.try_play(m);
                prop_assert_eq!(accepted.is_ok(), pos.is_legal(m), "{} at ply {}: {:?}", m, ply, accepted);
                if accepted.is_err() {
                    prop_assert_eq!(copy, pos, "a refused move changed the position");
                }
            }
        }
    }

    #[test]
    fn points_captured_plus_points_on_the_board_equal_the_setups((seed, rules, pattern) in game_args()) {
        let (setup, game) = play_random(seed, rules, pattern);
        // 56 black stones of 1 point and 56 white of 2.
        prop_assert_eq!(setup.total_points(), 168);
        for ply in 0..=game.moves().len() {
            let pos = game.position_at(ply).unwrap();
            let captured: u16 = pos.scores().iter().sum();
            prop_assert_eq!(captured + pos.points_on_board(), 168);
        }
    }

    #[test]
    fn every_turn_after_the_opening_captures_an_odd_number((seed, rules, pattern) in game_args()) {
        let (_, game) = play_random(seed, rules, pattern);
        for (ply, &m) in game.moves().iter().enumerate() {
            let before = game.position_at(ply).unwrap().stones().count();
            let after = game.position_at(ply + 1).unwrap().stones().count();
            let taken = before - after;
            match m {
                Move::Remove(_) => prop_assert_eq!((ply, taken), (0, 1)),
                // 1-2 hops take 1, 3-4 take 3, 5-6 take 5, 7 take 7.
                Move::Hops(turn) => {
                    let hops = turn.hops() as u32;
                    prop_assert_eq!(taken, hops - (1 - hops % 2), "{}", m);
                    prop_assert!(taken % 2 == 1);
                }
            }
        }
    }

    #[test]
    fn undo_restores_the_exact_position((seed, rules, pattern) in game_args()) {
        let (setup, mut game) = play_random(seed, rules, pattern);
        let n = game.moves().len();
        let positions: Vec<Position> = (0..=n).map(|i| *game.position_at(i).unwrap()).collect();
        for i in (0..n).rev() {
            prop_assert!(game.undo().is_some());
            prop_assert_eq!(*game.position(), positions[i]);
        }
        prop_assert!(game.undo().is_none());
        prop_assert_eq!(*game.position(), Position::start(&setup, rules));
    }

    #[test]
    fn a_finished_game_has_an_outcome_and_no_moves((seed, rules, pattern) in game_args()) {
        let (_, mut game) = play_random(seed, rules, pattern);
        let pos = *game.position();
        let outcome = pos.outcome().expect("over");
        prop_assert_eq!(pos.count_moves(), 0);
        prop_assert_eq!(outcome.scores(), pos.scores());
        let best = *pos.scores().iter().max().unwrap();
        prop_assert!(outcome.winners().all(|s| pos.points(s) == best));
        let any = Move::Hops(Turn::new("c3".parse().unwrap(), &["c5".parse().unwrap()]).unwrap());
        prop_assert_eq!(game.try_play(any).unwrap_err().reason, Illegal::GameOver);
        for ply in 0..game.moves().len() {
            prop_assert!(game.position_at(ply).unwrap().outcome().is_none());
        }
        prop_assert!(pos.stones() != Bits::EMPTY);
    }
}
