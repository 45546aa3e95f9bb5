//! Undo after a game ended outside its rules: at one keyboard it takes
//! back the ending only (a resignation, a draw agreed, a flag fallen),
//! with the same seat to move, time to play on after a loss on time, and
//! the autosave written without the ending; a second undo takes back a
//! move. In a shared game nothing is taken back.

use super::test_support::{
    BellSession, Hand, KaSession, Memory, Write, bell_for_three, game, mv, secs,
};
use super::*;

/// Two people at one keyboard, autosaved to `written`.
fn saved(written: &Memory) -> KaSession {
    Session::new(
        game(),
        vec![SeatKind::Human; 2],
        1,
        Duration::from_millis(50),
    )
    .with_saver(written.saver())
}

fn undone(s: &mut KaSession) -> Vec<Ending> {
    (s.take_events().into_iter())
        .filter_map(|e| match e {
            Event::EndingUndone(ending) => Some(ending),
            _ => None,
        })
        .collect()
}

#[test]
fn undo_after_a_resignation_takes_back_the_resignation_only_then_a_move() {
    let written = Memory::default();
    let mut s = saved(&written);
    s.play(mv("c")).unwrap();
    s.resign().unwrap();
    assert_eq!(s.ended(), Some(Ending::Resigned(Seat::North)));
    assert!(s.can_undo());
    s.take_events();
    s.undo().unwrap();
    assert_eq!(undone(&mut s), [Ending::Resigned(Seat::North)]);
    assert_eq!(s.ended(), None);
    assert_eq!(s.game().moves(), &[mv("c")]);
    assert_eq!(s.to_move(), Some(Seat::North));
    assert!(s.redo_stack().is_empty());
    // The autosave no longer keeps the ending.
    assert_eq!((written.last().plies, written.last().ended), (1, None));
    // A second undo takes back the move, as always.
    s.undo().unwrap();
    assert!(s.game().moves().is_empty());
    assert_eq!(s.to_move(), Some(Seat::South));
}

#[test]
fn a_takeback_typed_at_one_keyboard_after_the_end_is_undo_too() {
    let mut s = saved(&Memory::default());
    s.play(mv("c")).unwrap();
    s.resign().unwrap();
    s.offer(Offer::Takeback).unwrap();
    assert_eq!((s.ended(), s.game().moves().len()), (None, 1));
    s.offer(Offer::Takeback).unwrap();
    assert!(s.game().moves().is_empty());
}

#[test]
fn undo_after_a_draw_agreed_plays_on_with_the_same_seat_to_move() {
    let written = Memory::default();
    let mut s = saved(&written);
    s.play(mv("c")).unwrap();
    s.play(mv("j")).unwrap();
    s.offer(Offer::Draw).unwrap();
    s.answer(true).unwrap();
    assert_eq!(s.ended(), Some(Ending::Agreed));
    s.undo().unwrap();
    assert_eq!(s.ended(), None);
    assert_eq!(s.game().moves().len(), 2);
    assert_eq!(s.to_move(), Some(Seat::South));
    assert_eq!(written.last().ended, None);
    assert!(s.question().is_none());
}

#[test]
fn a_resignation_before_any_move_is_taken_back_too() {
    let mut s = saved(&Memory::default());
    s.resign().unwrap();
    s.undo().unwrap();
    assert_eq!(s.ended(), None);
    assert_eq!(s.to_move(), Some(Seat::South));
    assert_eq!(s.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn undo_after_a_loss_on_time_gives_the_turn_s_time_back_and_play_goes_on() {
    let hand = Hand::new();
    let written = Memory::default();
    let mut s = saved(&written)
        .with_time(hand.source())
        .with_clock("0.5+0".parse().unwrap());
    s.play(mv("c")).unwrap();
    hand.pass(secs(31));
    s.tick();
    assert_eq!(s.ended(), Some(Ending::OutOfTime(Seat::North)));
    s.undo().unwrap();
    assert_eq!(s.ended(), None);
    assert_eq!(s.game().moves(), &[mv("c")]);
    assert_eq!(s.to_move(), Some(Seat::North));
    // North has again the 30 s its turn began with, and they run.
    let clock = s.clock().unwrap();
    assert_eq!(clock.running(), Some(Seat::North));
    assert_eq!(clock.left(Seat::North, s.now()), secs(30));
    assert_eq!(
        written.last(),
        Write {
            plies: 1,
            ended: None,
            clock: Some(crate::record::ClockRecord {
                base_ms: 30_000,
                increment_ms: 0,
                left_ms: vec![30_000, 30_000]
            })
        }
    );
    // Playing on does not lose again at once.
    hand.pass(secs(5));
    s.tick();
    assert!(!s.is_over());
    s.play(mv("j")).unwrap();
    assert_eq!(s.clock().unwrap().left(Seat::North, s.now()), secs(25));
}

#[test]
fn bells_game_takes_back_its_ending_alike() {
    let mut b: BellSession = Session::new(
        bell_for_three(),
        vec![SeatKind::Human; 3],
        1,
        Duration::from_millis(50),
    );
    let first = b.game().legal_moves()[0];
    b.play(first).unwrap();
    let to_move = b.to_move();
    b.resign().unwrap();
    assert!(b.is_over());
    b.undo().unwrap();
    assert_eq!(b.ended(), None);
    assert_eq!(b.to_move(), to_move);
    assert_eq!(b.game().moves().len(), 1);
}

#[test]
fn in_a_shared_game_an_ending_is_not_taken_back() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south: KaSession =
        Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
            .with_link(table.sit(&[Seat::South], None));
    south.play(mv("c")).unwrap();
    south.resign().unwrap();
    assert!(!south.can_undo());
    assert_eq!(south.undo(), Err(Refusal::Shared));
    assert_eq!(south.ended(), Some(Ending::Resigned(Seat::South)));
    assert!(table.is_over());
    // A replay takes nothing back either.
    let mut replay: KaSession = Session::replay(south.game().clone());
    replay.set_ended(Some(Ending::Agreed));
    assert!(!replay.can_undo());
    assert_eq!(replay.undo(), Err(Refusal::Replay));
}
