//! Sessions on a clock: the time runs for the seat to move, gains the
//! increment, ends the game when it runs out, is saved with the game and
//! read back, holds while the terminal is suspended, and at a shared table
//! runs once for every terminal.

use super::test_support::{Hand, KaSession, Memory, Write, game, mv, secs};
use super::*;
use crate::games::ka::Game;
use crate::record::{AnyRecord, ClockRecord};

fn on_clock(spec: &str, hand: &Hand) -> (KaSession, Memory) {
    let written = Memory::default();
    let s = Session::new(
        game(),
        vec![SeatKind::Human; 2],
        1,
        Duration::from_millis(50),
    )
    .with_time(hand.source())
    .with_clock(spec.parse().unwrap())
    .with_saver(written.saver());
    (s, written)
}

/// A terminal's session at `table`, playing `seats`, on the time `hand`
/// keeps; the host brings `clock`, the others take the table's.
fn sit_at(table: &Arc<Table<Game>>, hand: &Hand, seats: &[Seat], clock: Option<&str>) -> KaSession {
    let s: KaSession = Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
        .with_time(hand.source());
    let s = match clock {
        Some(c) => s.with_clock(c.parse().unwrap()),
        None => s,
    };
    s.with_link(table.sit(seats, None))
}

fn left(s: &KaSession, seat: Seat) -> Duration {
    s.clock().unwrap().left(seat, s.now())
}

#[test]
fn the_time_runs_for_the_seat_to_move_after_the_first_move_with_the_increment_added() {
    let hand = Hand::new();
    let (mut s, _) = on_clock("1+2", &hand);
    // Before the first move no time runs.
    hand.pass(secs(30));
    s.tick();
    assert_eq!(left(&s, Seat::South), secs(60));
    s.play(mv("c")).unwrap();
    assert_eq!(s.clock().unwrap().running(), Some(Seat::North));
    hand.pass(secs(10));
    assert_eq!(left(&s, Seat::North), secs(50));
    s.play(mv("j")).unwrap();
    // North used 10 s and gained 2; South's time runs.
    assert_eq!(left(&s, Seat::North), secs(52));
    hand.pass(secs(5));
    assert_eq!(left(&s, Seat::South), secs(55));
}

#[test]
fn a_flag_falls_at_the_moment_the_time_runs_out_and_ends_the_game_on_time() {
    let hand = Hand::new();
    let (mut s, written) = on_clock("0.5+2", &hand);
    s.play(mv("c")).unwrap();
    s.take_events();
    hand.pass(Duration::from_millis(29_999));
    s.tick();
    assert!(!s.is_over());
    hand.pass(Duration::from_millis(1));
    s.tick();
    assert_eq!(s.ended(), Some(Ending::OutOfTime(Seat::North)));
    assert!(s.is_over());
    let events = s.take_events();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Heard(News::Ended(Ending::OutOfTime(Seat::North))))),
        "{events:?}"
    );
    assert_eq!(s.play(mv("j")), Err(Refusal::GameOver));
    assert_eq!(
        written.last(),
        Write {
            plies: 1,
            ended: Some(Ending::OutOfTime(Seat::North)),
            clock: Some(ClockRecord {
                base_ms: 30_000,
                increment_ms: 2_000,
                left_ms: vec![30_000, 0]
            })
        }
    );
}

#[test]
fn a_move_tried_after_the_time_ran_out_loses_on_time_instead() {
    let hand = Hand::new();
    let (mut s, _) = on_clock("0.5+0", &hand);
    s.play(mv("c")).unwrap();
    hand.pass(secs(31));
    // No tick came between: the move itself finds the flag down.
    assert_eq!(s.play(mv("j")), Err(Refusal::GameOver));
    assert_eq!(s.ended(), Some(Ending::OutOfTime(Seat::North)));
    assert_eq!(s.game().moves().len(), 1);
}

#[test]
fn a_clock_game_saved_and_resumed_goes_on_with_its_times() {
    let hand = Hand::new();
    let (mut s, written) = on_clock("1+0", &hand);
    s.play(mv("c")).unwrap();
    hand.pass(secs(20));
    s.play(mv("j")).unwrap();
    hand.pass(secs(15));
    s.save();
    let clock = written.last().clock.unwrap();
    assert_eq!(clock.left_ms, vec![45_000, 40_000]);
    // Written into the record and read back, as a resumed game is.
    let text = AnyRecord::of(&s.game().clone().into())
        .with_clock(Some(clock))
        .to_ron();
    let loaded = AnyRecord::load(text.as_bytes()).unwrap();
    let crate::games::AnyGame::Ka(back) = loaded.game else {
        panic!("a ka game comes back as one");
    };
    let later = Hand::new();
    let mut resumed: KaSession =
        Session::new(back, vec![SeatKind::Human; 2], 1, Duration::from_millis(50))
            .with_time(later.source());
    let clock = Clock::from_record(&loaded.clock.unwrap(), resumed.game().seats());
    resumed.set_clock(clock);
    assert_eq!(left(&resumed, Seat::South), secs(45));
    assert_eq!(left(&resumed, Seat::North), secs(40));
    // South is to move: its time runs on from the resume.
    later.pass(secs(5));
    assert_eq!(left(&resumed, Seat::South), secs(40));
    assert_eq!(left(&resumed, Seat::North), secs(40));
}

#[test]
fn suspending_at_one_keyboard_holds_the_clock() {
    let hand = Hand::new();
    let (mut s, _) = on_clock("1+0", &hand);
    s.play(mv("c")).unwrap();
    hand.pass(secs(10));
    s.pause_clock(true);
    hand.pass(secs(600));
    s.tick();
    assert!(!s.is_over());
    assert_eq!(left(&s, Seat::North), secs(50));
    s.pause_clock(false);
    hand.pass(secs(10));
    assert_eq!(left(&s, Seat::North), secs(40));
}

#[test]
fn a_new_game_starts_with_full_time_on_the_same_clock() {
    let hand = Hand::new();
    let (mut s, _) = on_clock("1+0", &hand);
    s.play(mv("c")).unwrap();
    hand.pass(secs(10));
    s.new_game(game(), vec![SeatKind::Human; 2]);
    assert_eq!(left(&s, Seat::North), secs(60));
    assert_eq!(s.clock().unwrap().running(), None);
}

#[test]
fn a_game_without_a_clock_never_ends_on_time() {
    let hand = Hand::new();
    let mut s: KaSession = Session::new(
        game(),
        vec![SeatKind::Human; 2],
        1,
        Duration::from_millis(50),
    )
    .with_time(hand.source());
    s.play(mv("c")).unwrap();
    hand.pass(secs(100_000));
    s.tick();
    assert!(s.clock().is_none());
    assert!(!s.is_over());
}

#[test]
fn at_a_shared_table_a_flag_falls_for_both_terminals_and_in_the_tables_record() {
    let hand = Hand::new();
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let written = Memory::default();
    table.set_saver(written.saver());
    let sit = |seats: &[Seat], clock: Option<&str>| sit_at(&table, &hand, seats, clock);
    // The host brings the clock; the other terminal takes the table's.
    let mut south = sit(&[Seat::South], Some("0.5+2"));
    let mut north = sit(&[Seat::North], None);
    assert!(north.clock().is_some());
    south.play(mv("c")).unwrap();
    north.tick();
    hand.pass(secs(10));
    north.play(mv("j")).unwrap();
    south.tick();
    // Both show the table's times: North used 10 s and gained 2.
    assert_eq!(left(&south, Seat::North), secs(22));
    assert_eq!(left(&north, Seat::North), secs(22));
    assert_eq!(table.clock().unwrap().running(), Some(Seat::South));
    // South lets its time run out; North's terminal notices first.
    hand.pass(secs(30));
    north.tick();
    assert_eq!(north.ended(), Some(Ending::OutOfTime(Seat::South)));
    assert_eq!(table.ended(), Some(Ending::OutOfTime(Seat::South)));
    south.tick();
    assert_eq!(south.ended(), Some(Ending::OutOfTime(Seat::South)));
    let news = |s: &mut KaSession| {
        s.take_events()
            .into_iter()
            .any(|e| matches!(e, Event::Heard(News::Ended(Ending::OutOfTime(Seat::South)))))
    };
    assert!(news(&mut north));
    assert!(news(&mut south));
    assert_eq!(south.play(mv("d")), Err(Refusal::GameOver));
    let Write {
        plies,
        ended,
        clock,
    } = written.last();
    assert_eq!((plies, ended), (2, Some(Ending::OutOfTime(Seat::South))));
    assert_eq!(clock.unwrap().left_ms, vec![0, 22_000]);
}

#[test]
fn quitting_a_clock_game_writes_the_time_used_since_the_last_move() {
    let hand = Hand::new();
    let (mut s, written) = on_clock("1+0", &hand);
    s.play(mv("c")).unwrap();
    hand.pass(secs(25));
    s.save_times();
    let Write { plies, clock, .. } = written.last();
    assert_eq!((plies, clock.unwrap().left_ms), (1, vec![60_000, 35_000]));
    // Without a clock nothing more is written than each move wrote.
    let written = Memory::default();
    let mut plain: KaSession = Session::new(
        game(),
        vec![SeatKind::Human; 2],
        1,
        Duration::from_millis(50),
    )
    .with_saver(written.saver());
    plain.play(mv("c")).unwrap();
    plain.save_times();
    assert_eq!(written.writes().len(), 1);
}

#[test]
fn a_rematch_at_a_shared_table_starts_with_full_time_on_the_same_clock() {
    let hand = Hand::new();
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let sit = |seats: &[Seat], clock: Option<&str>| sit_at(&table, &hand, seats, clock);
    let mut south = sit(&[Seat::South], Some("1+2"));
    let mut north = sit(&[Seat::North], None);
    south.play(mv("c")).unwrap();
    north.tick();
    hand.pass(secs(10));
    north.play(mv("j")).unwrap();
    south.tick();
    hand.pass(secs(5));
    south.resign().unwrap();
    north.tick();
    north.rematch().unwrap();
    south.tick();
    south.answer(true).unwrap();
    north.tick();
    let clock = table.clock().expect("the same clock");
    assert_eq!(clock.spec(), "1+2".parse().unwrap());
    assert_eq!(clock.running(), None);
    for s in [&south, &north] {
        assert_eq!(left(s, Seat::North), secs(60));
        assert_eq!(left(s, Seat::South), secs(60));
        assert_eq!(s.clock().unwrap().running(), None);
    }
    // It runs again from the new game's first move.
    north.play(mv("c")).unwrap();
    assert_eq!(table.clock().unwrap().running(), Some(Seat::North));
}

#[test]
fn the_computer_thinks_within_its_share_of_its_clock_and_its_movetime_without_one() {
    let hand = Hand::new();
    let seats = vec![SeatKind::Human, SeatKind::Computer(Level::Hard)];
    let mut s = KaSession::new(game(), seats.clone(), 1, secs(5))
        .with_time(hand.source())
        .with_clock("0.1+0".parse().unwrap());
    s.play(mv("c")).unwrap();
    s.tick();
    // Six seconds on North's clock: a thirtieth of them, not five seconds.
    assert_eq!(s.think_time(), Some(Duration::from_millis(200)));
    s.set_paused(true);
    let mut plain = KaSession::new(game(), seats, 1, secs(5));
    plain.play(mv("c")).unwrap();
    plain.tick();
    assert_eq!(plain.think_time(), Some(secs(5)));
    plain.set_paused(true);
}
