//! The session without any terminal: moves, undo against the computer,
//! browsing the past, autosave failing and recovering.

use super::test_support::{KaSession, Memory, game, mv};
use super::*;
use crate::games::ka::{Illegal, Player};
use std::time::Instant;

fn people() -> KaSession {
    Session::new(
        game(),
        vec![SeatKind::Human; 2],
        1,
        Duration::from_millis(50),
    )
}

/// Ticks until the session has played `n` moves, or fails after a while.
fn tick_until_moves(s: &mut KaSession, n: usize) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while s.game().moves().len() < n {
        assert!(Instant::now() < deadline, "the computer never moved");
        s.tick();
        std::thread::yield_now();
    }
}

#[test]
fn a_move_is_reported_with_its_seat_and_the_position_before() {
    let mut s = people();
    s.play(mv("c")).unwrap();
    let events = s.take_events();
    assert!(matches!(
        events.as_slice(),
        [Event::Played { seat: Seat::South, mv: m, before, by_computer: false }]
            if *m == mv("c") && before.ply() == 0
    ));
    assert_eq!(s.game().moves(), &[mv("c")]);
}

#[test]
fn an_illegal_move_is_refused_with_the_rule_it_breaks() {
    let mut s = people();
    // In the column phase a ka move is refused.
    s.play(mv("c")).unwrap();
    let err = s.play(mv("d3-c3xS")).unwrap_err();
    let Refusal::Illegal(e) = err else {
        panic!("{err:?}")
    };
    assert_eq!(e.reason, Illegal::ColumnExpected);
    assert_eq!(s.game().moves().len(), 1, "nothing was played");
}

#[test]
fn undo_and_redo_between_people_step_one_move() {
    let mut s = people();
    s.play(mv("c")).unwrap();
    s.play(mv("j")).unwrap();
    s.take_events();
    s.undo().unwrap();
    assert_eq!(s.game().moves(), &[mv("c")]);
    assert!(matches!(s.take_events().as_slice(), [Event::Undone(m)] if *m == vec![mv("j")]));
    s.redo().unwrap();
    assert_eq!(s.game().moves(), &[mv("c"), mv("j")]);
    assert_eq!(s.redo(), Err(Refusal::NothingToRedo));
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(s.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn undo_when_only_the_computer_has_moved_says_there_is_nothing_of_yours() {
    let seats = vec![SeatKind::Computer(Level::Random), SeatKind::Human];
    let mut s: KaSession = Session::new(game(), seats, 3, Duration::from_millis(50));
    tick_until_moves(&mut s, 1);
    assert_eq!(s.undo(), Err(Refusal::NothingOfYoursToUndo));
    assert_eq!(s.game().moves().len(), 1, "the computer's move stays");
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_with_your_move() {
    let seats = vec![SeatKind::Human, SeatKind::Computer(Level::Random)];
    let mut s: KaSession = Session::new(game(), seats, 3, Duration::from_millis(50));
    s.play(mv("c")).unwrap();
    tick_until_moves(&mut s, 2);
    s.undo().unwrap();
    assert!(s.game().moves().is_empty(), "both moves are taken back");
    assert_eq!(s.redo_stack().len(), 2);
    // Redo plays both again: a person is then to move.
    s.redo().unwrap();
    assert_eq!(s.game().moves().len(), 2);
    assert!(s.person_to_move());
}

#[test]
fn a_person_may_not_move_for_the_computer() {
    let seats = vec![SeatKind::Computer(Level::Easy), SeatKind::Human];
    let mut s: KaSession = Session::new(game(), seats, 3, Duration::from_millis(50));
    s.set_paused(true);
    assert_eq!(
        s.play(mv("c")),
        Err(Refusal::ComputerToMove(Seat::South, Level::Easy))
    );
}

#[test]
fn browsing_shows_earlier_positions_and_comes_back() {
    let mut s = people();
    for m in ["c", "j", "b2-c2xEW"] {
        s.play(mv(m)).unwrap();
    }
    let head = *s.viewed_position();
    assert!(s.browse(Browse::Back));
    assert!(s.in_the_past());
    assert_eq!(s.viewed_ply(), 2);
    assert_eq!(s.viewed_position().points(Player::South), 8);
    s.browse(Browse::Start);
    assert_eq!(s.viewed_ply(), 0);
    assert!(!s.browse(Browse::Back), "nothing before the start");
    assert_eq!(s.play(mv("c")), Err(Refusal::InThePast));
    s.browse(Browse::End);
    assert!(!s.in_the_past());
    assert_eq!(*s.viewed_position(), head);
}

#[test]
fn continuing_from_the_past_keeps_the_later_moves_on_redo() {
    let mut s = people();
    for m in ["c", "j", "b2-c2xEW"] {
        s.play(mv(m)).unwrap();
    }
    s.browse(Browse::Back);
    s.browse(Browse::Back);
    s.take_events();
    s.continue_from_view().unwrap();
    assert_eq!(s.game().moves(), &[mv("c")]);
    assert!(matches!(
        s.take_events().as_slice(),
        [Event::Continued { ply: 1, dropped: 2 }]
    ));
    assert!(!s.in_the_past());
    s.redo().unwrap();
    s.redo().unwrap();
    assert_eq!(s.game().moves(), &[mv("c"), mv("j"), mv("b2-c2xEW")]);
}

#[test]
fn a_failing_autosave_is_said_once_retried_at_every_move_and_its_recovery_said() {
    let written = Memory::default();
    written.fail(true);
    let mut s = people().with_saver(written.saver());
    s.play(mv("c")).unwrap();
    s.play(mv("j")).unwrap();
    let failures = s
        .take_events()
        .into_iter()
        .filter(|e| matches!(e, Event::AutosaveFailed(_)))
        .count();
    assert_eq!(failures, 1, "said once while it keeps failing");
    assert!(s.save_failing());
    written.fail(false);
    s.play(mv("b2-c2xEW")).unwrap();
    assert!(
        s.take_events()
            .iter()
            .any(|e| matches!(e, Event::AutosaveRecovered))
    );
    assert!(!s.save_failing());
    assert_eq!(written.plies(), [3], "the whole game was written");
}

#[test]
fn a_new_game_is_written_at_its_first_move_not_before() {
    let written = Memory::default();
    let mut s = people().with_saver(written.saver());
    s.play(mv("c")).unwrap();
    s.new_game(game(), vec![SeatKind::Human; 2]);
    assert_eq!(written.plies(), [1], "the new game is not written yet");
    s.play(mv("d")).unwrap();
    assert_eq!(written.plies(), [1, 1]);
}

#[test]
fn a_replay_starts_at_the_first_position_and_plays_nothing() {
    let mut g = game();
    for m in ["c", "j"] {
        g.try_play(mv(m)).unwrap();
    }
    let mut s: KaSession = Session::replay(g);
    assert_eq!(s.viewed_ply(), 0);
    assert_eq!(s.play(mv("b2-c2xEW")), Err(Refusal::Replay));
    s.browse(Browse::End);
    assert_eq!(s.viewed_ply(), 2);
    assert!(!s.browse(Browse::Forward));
}

#[test]
fn a_new_movetime_stops_the_search_and_keeps_the_computers() {
    let mut s: KaSession = Session::new(
        game(),
        vec![SeatKind::Computer(Level::Hard), SeatKind::Human],
        1,
        Duration::from_secs(60),
    );
    s.tick();
    assert!(s.thinking().is_some(), "South thinks for a minute");
    s.set_movetime(Duration::from_millis(250));
    assert_eq!(s.movetime(), Duration::from_millis(250));
    assert!(s.thinking().is_none(), "the old search was stopped");
    assert!(format!("{s:?}").contains("Some(Hard)"), "{s:?}");
}
