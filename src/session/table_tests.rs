//! Two (or more) sessions sharing a game through a table, as two terminals
//! do: moves travel, turns are kept, presence is told, nothing is taken
//! back.

use super::test_support::{BellSession, KaSession, Memory, bell_for_three, game, mv};
use super::*;
use crate::games::ka::Game;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A session at `table` playing `seats`.
fn at(table: &Arc<Table<Game>>, seats: &[Seat], wake: Option<Waker>) -> KaSession {
    Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
        .with_link(table.sit(seats, wake))
}

fn counter() -> (Arc<AtomicUsize>, Waker) {
    let n = Arc::new(AtomicUsize::new(0));
    let m = Arc::clone(&n);
    (
        n,
        Arc::new(move || {
            m.fetch_add(1, Ordering::SeqCst);
        }),
    )
}

#[test]
fn a_move_made_at_one_terminal_is_played_at_the_other_on_its_next_tick() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let mut north = at(&table, &[Seat::North], None);
    south.play(mv("c")).unwrap();
    assert_eq!(table.game().moves(), &[mv("c")]);
    // Not before the tick: the other terminal takes moves in its own loop.
    assert!(north.game().moves().is_empty());
    north.take_events();
    north.tick();
    assert_eq!(north.game().moves(), &[mv("c")]);
    assert!(matches!(
        north.take_events().as_slice(),
        [Event::Played { seat: Seat::South, mv: m, by_computer: false, .. }] if *m == mv("c")
    ));
    // And back.
    north.play(mv("j")).unwrap();
    south.tick();
    assert_eq!(south.game().moves(), &[mv("c"), mv("j")]);
    assert_eq!(table.game().moves(), &[mv("c"), mv("j")]);
}

#[test]
fn a_terminal_plays_only_its_own_seats() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let mut north = at(&table, &[Seat::North], None);
    // South is to move: North's terminal may not move for them.
    assert_eq!(north.play(mv("c")), Err(Refusal::Elsewhere(Seat::South)));
    south.play(mv("c")).unwrap();
    assert_eq!(south.play(mv("j")), Err(Refusal::Elsewhere(Seat::North)));
    assert_eq!(table.game().moves(), &[mv("c")]);
    // A terminal with both seats plays both.
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut both = at(&table, &[Seat::South, Seat::North], None);
    both.play(mv("c")).unwrap();
    both.play(mv("j")).unwrap();
    assert_eq!(table.game().moves().len(), 2);
}

#[test]
fn a_shared_game_is_not_taken_back_played_again_or_hinted() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let mut north = at(&table, &[Seat::North], None);
    south.play(mv("c")).unwrap();
    north.tick();
    north.play(mv("j")).unwrap();
    south.tick();
    assert_eq!(south.undo(), Err(Refusal::Shared));
    assert_eq!(south.redo(), Err(Refusal::Shared));
    assert_eq!(south.ask_hint(), Err(Refusal::Shared));
    assert!(south.browse(Browse::Back));
    assert_eq!(south.continue_from_view(), Err(Refusal::Shared));
    assert_eq!(table.game().moves(), &[mv("c"), mv("j")]);
    // Looking back is still allowed, and a move from elsewhere brings the
    // view to the head.
    assert!(south.in_the_past());
    south.browse(Browse::End);
    let third = south.game().legal_moves()[0];
    south.play(third).unwrap();
    north.browse(Browse::Start);
    north.tick();
    assert!(!north.in_the_past());
    assert_eq!(north.game().moves().len(), 3);
}

#[test]
fn others_are_woken_by_a_move_and_by_coming_and_going_but_not_the_mover() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let (south_woken, south_wake) = counter();
    let (north_woken, north_wake) = counter();
    let mut south = at(&table, &[Seat::South], Some(south_wake));
    let north = at(&table, &[Seat::North], Some(north_wake));
    // North's arrival woke South.
    assert_eq!(south_woken.load(Ordering::SeqCst), 1);
    assert_eq!(north_woken.load(Ordering::SeqCst), 0);
    south.play(mv("c")).unwrap();
    assert_eq!(north_woken.load(Ordering::SeqCst), 1);
    assert_eq!(south_woken.load(Ordering::SeqCst), 1);
    drop(north);
    assert_eq!(south_woken.load(Ordering::SeqCst), 2);
}

#[test]
fn a_player_who_goes_away_keeps_the_seat_and_takes_it_back_where_the_game_is() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    assert_eq!(south.presence(Seat::North), Some(Presence::Empty));
    assert_eq!(
        south.presence(Seat::South),
        None,
        "South is here, not elsewhere"
    );
    let north = at(&table, &[Seat::North], None);
    south.tick();
    assert!(matches!(
        south.take_events().as_slice(),
        [Event::Presence(Seat::North, Presence::Here)]
    ));
    south.play(mv("c")).unwrap();
    south.take_events();
    drop(north);
    south.tick();
    assert!(matches!(
        south.take_events().as_slice(),
        [Event::Presence(Seat::North, Presence::Away)]
    ));
    assert_eq!(south.presence(Seat::North), Some(Presence::Away));
    assert_eq!(table.presence(), vec![Presence::Here, Presence::Away]);
    // Back: a new terminal for North starts where the game is.
    let mut north = at(&table, &[Seat::North], None);
    assert_eq!(north.game().moves(), &[mv("c")]);
    north.play(mv("j")).unwrap();
    south.tick();
    assert_eq!(south.presence(Seat::North), Some(Presence::Here));
    assert_eq!(south.game().moves(), &[mv("c"), mv("j")]);
}

#[test]
fn watchers_see_every_move_and_play_none() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let mut watcher = at(&table, &[], None);
    assert_eq!(table.watchers(), 1);
    assert_eq!(watcher.play(mv("c")), Err(Refusal::Elsewhere(Seat::South)));
    south.play(mv("c")).unwrap();
    watcher.tick();
    assert_eq!(watcher.game().moves(), &[mv("c")]);
    drop(watcher);
    assert_eq!(table.watchers(), 0);
    // A watcher leaving does not make anyone away.
    assert_eq!(table.presence(), vec![Presence::Here, Presence::Empty]);
}

#[test]
fn the_table_saves_after_every_move_from_any_terminal() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let saved = Memory::default();
    table.set_saver(saved.saver());
    let mut south = at(&table, &[Seat::South], None);
    let mut north = at(&table, &[Seat::North], None);
    south.play(mv("c")).unwrap();
    north.tick();
    north.play(mv("j")).unwrap();
    assert_eq!(saved.plies(), [1, 2]);
}

#[test]
fn the_computer_plays_its_seat_at_the_terminal_that_runs_it_and_the_others_see_it() {
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Computer(crate::games::Level::Easy),
    ];
    let table = Table::new(game(), kinds);
    // The host runs the computer in North's seat; South plays elsewhere.
    let mut host = at(&table, &[Seat::North], None);
    let mut south = at(&table, &[Seat::South], None);
    south.play(mv("c")).unwrap();
    // South's terminal never starts the computer: it only waits.
    south.tick();
    assert_eq!(south.searches(), 0);
    let deadline = Instant::now() + Duration::from_secs(30);
    while host.game().moves().len() < 2 {
        assert!(Instant::now() < deadline, "the computer never moved");
        host.tick();
        std::thread::yield_now();
    }
    south.tick();
    assert_eq!(south.game().moves(), host.game().moves());
    assert_eq!(table.game().moves().len(), 2);
}

#[test]
fn bells_computer_at_the_host_answers_a_move_made_elsewhere() {
    let game = bell_for_three();
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(crate::games::Level::Easy),
    ];
    let table = Table::new(game, kinds);
    let mk = |seats: &[Seat]| -> BellSession {
        Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
            .with_link(table.sit(seats, None))
    };
    let mut host = mk(&[Seat::South, Seat::North]);
    let mut west = mk(&[Seat::West]);
    let first = host.game().legal_moves()[0];
    host.play(first).unwrap();
    west.tick();
    let second = west.game().legal_moves()[0];
    west.play(second).unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while host.game().moves().len() < 3 {
        assert!(Instant::now() < deadline, "the computer never moved");
        host.tick();
        let events = host.take_events();
        assert!(
            !events.iter().any(|e| matches!(e, Event::ComputerLost)),
            "{events:?}"
        );
        std::thread::yield_now();
    }
    assert_eq!(table.game().moves().len(), 3);
}

#[test]
fn a_link_that_has_not_looked_since_a_rematch_acts_for_no_seat_of_the_new_game() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = table.sit(&[Seat::South], None);
    let mut north = table.sit(&[Seat::North], None);
    let before = table.game();
    south.pull(&before);
    south.end(Ending::Resigned(Seat::South)).unwrap();
    north.offer(Offer::Rematch, Seat::North).unwrap();
    south.answer(Seat::South, true).unwrap();
    assert_eq!(table.round(), 1);
    // South's player now sits at North: until their terminal looks, it
    // may not open the new game for South, nor speak for South.
    assert!(!south.push(0, mv("c"), Instant::now()));
    assert_eq!(south.offer(Offer::Draw, Seat::South), Err(Unheard::Renewed));
    assert!(table.game().moves().is_empty());
    let heard = south.pull(&before).expect("the new game");
    assert!(matches!(heard.pulled, Pulled::Anew { .. }));
    assert_eq!(south.seats(), &[Seat::North]);
    assert!(heard.presence.is_empty(), "{:?}", heard.presence);
    assert!(!south.push(0, mv("c"), Instant::now()));
    north.pull(&before);
    assert_eq!(north.seats(), &[Seat::South]);
    assert!(north.push(0, mv("c"), Instant::now()));
    // A link leaving after the rematch frees the seat its player had.
    drop(south);
    assert_eq!(table.presence(), vec![Presence::Here, Presence::Away]);
}

#[test]
fn a_seat_chosen_before_a_rematch_is_taken_as_the_same_players_after_it() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let round = table.round();
    let mut south = table.sit(&[Seat::South], None);
    let mut north = table.sit(&[Seat::North], None);
    south.end(Ending::Resigned(Seat::South)).unwrap();
    north.offer(Offer::Rematch, Seat::North).unwrap();
    south.answer(Seat::South, true).unwrap();
    // South's player, coming in again on a seat chosen before, sits North.
    let again = table.sit_at(&[Seat::South], round, None);
    assert_eq!(again.seats(), &[Seat::North]);
}

#[test]
fn after_a_rematch_each_terminal_and_the_table_write_the_new_game_to_a_new_file() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let at_table = Memory::default();
    table.set_saver(at_table.saver());
    let filed = |seats: &[Seat]| {
        let files = Memory::default();
        let s: KaSession = Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
            .with_saver(files.saver())
            .with_link(table.sit(seats, None));
        (s, files)
    };
    let (mut south, south_files) = filed(&[Seat::South]);
    let (mut north, north_files) = filed(&[Seat::North]);
    south.play(mv("c")).unwrap();
    south.resign().unwrap();
    north.tick();
    north.rematch().unwrap();
    south.tick();
    south.answer(true).unwrap();
    north.tick();
    north.play(mv("c")).unwrap();
    south.tick();
    let resigned = (1, Some(Ending::Resigned(Seat::South)));
    for files in [&south_files, &north_files] {
        let files = files.files();
        assert_eq!(files.len(), 2, "{files:?}");
        assert_eq!(files[0].last(), Some(&resigned));
        assert_eq!(files[1], [(1, None)]);
    }
    // The table writes the new game at once, unplayed, then its move.
    let files = at_table.files();
    assert_eq!(files.len(), 2, "{files:?}");
    assert_eq!(files[0].last(), Some(&resigned));
    assert_eq!(files[1], [(0, None), (1, None)]);
}

#[test]
fn each_game_at_the_table_that_ends_is_told_once_with_how_it_ended() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    type Told = Vec<(u64, usize, Option<Ending>)>;
    let told: Arc<Mutex<Told>> = Arc::default();
    let heard = Arc::clone(&told);
    table.on_finish(Arc::new(move |round, game: &Game, ended| {
        heard
            .lock()
            .unwrap()
            .push((round, game.moves().len(), ended));
    }));
    let mut south = table.sit(&[Seat::South], None);
    let mut north = table.sit(&[Seat::North], None);
    let now = Instant::now();
    assert!(south.push(0, mv("c"), now));
    assert!(told.lock().unwrap().is_empty(), "a move that ends nothing");
    north.end(Ending::Resigned(Seat::North)).unwrap();
    assert_eq!(
        *told.lock().unwrap(),
        [(0, 1, Some(Ending::Resigned(Seat::North)))]
    );
    // Over is over: nothing more to tell for this game.
    assert_eq!(south.end(Ending::Resigned(Seat::South)), Err(Unheard::Over));
    // The rematch is another game, told when it ends: by agreement here.
    let before = table.game();
    south.offer(Offer::Rematch, Seat::South).unwrap();
    north.answer(Seat::North, true).unwrap();
    south.pull(&before);
    north.pull(&before);
    north.offer(Offer::Draw, Seat::South).unwrap();
    south.answer(Seat::North, true).unwrap();
    assert_eq!(
        *told.lock().unwrap(),
        [
            (0, 1, Some(Ending::Resigned(Seat::North))),
            (1, 0, Some(Ending::Agreed))
        ]
    );
}

fn five_minutes() -> Clock {
    let spec = ClockSpec {
        base: Duration::from_secs(300),
        increment: Duration::ZERO,
    };
    Clock::new(spec, &[Seat::South, Seat::North])
}

#[test]
fn no_time_runs_for_a_seat_nobody_has_taken_until_its_player_comes() {
    // A host at South, North left for a friend who has not come yet.
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    table.set_clock(Some(five_minutes()), Instant::now());
    south.play(mv("c")).unwrap();
    let clock = table.clock().unwrap();
    assert_eq!(clock.running(), None, "North is not here yet");
    // Long after, North has lost nothing and cannot have lost on time.
    let later = Instant::now() + Duration::from_secs(600);
    assert_eq!(clock.left(Seat::North, later), Duration::from_secs(300));
    assert_eq!(clock.fallen(later), None);
    // North comes: their time runs from then on.
    let _north = at(&table, &[Seat::North], None);
    assert_eq!(table.clock().unwrap().running(), Some(Seat::North));
}

#[test]
fn a_player_who_goes_away_keeps_losing_time_on_their_turn() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let north = at(&table, &[Seat::North], None);
    table.set_clock(Some(five_minutes()), Instant::now());
    south.play(mv("c")).unwrap();
    drop(north);
    assert_eq!(table.clock().unwrap().running(), Some(Seat::North));
}

#[test]
fn a_move_and_its_players_going_away_taken_in_at_one_tick_are_told_in_that_order() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South], None);
    let mut north = at(&table, &[Seat::North], None);
    south.play(mv("c")).unwrap();
    north.tick();
    south.tick();
    south.take_events();
    // North moves and goes, both before South's terminal looks again.
    north.play(mv("j")).unwrap();
    drop(north);
    south.tick();
    assert!(
        matches!(
            south.take_events().as_slice(),
            [
                Event::Played {
                    seat: Seat::North,
                    ..
                },
                Event::Presence(Seat::North, Presence::Away)
            ]
        ),
        "the move, then the going: the last note says North has gone"
    );
    // Coming back and moving at once: the arrival first, then the move.
    let mut north = at(&table, &[Seat::North], None);
    let m = south.game().legal_moves()[0];
    south.play(m).unwrap();
    south.take_events();
    north.tick();
    let m = north.game().legal_moves()[0];
    north.play(m).unwrap();
    south.tick();
    assert!(
        matches!(
            south.take_events().as_slice(),
            [
                Event::Presence(Seat::North, Presence::Here),
                Event::Played {
                    seat: Seat::North,
                    ..
                }
            ]
        ),
        "the coming back, then the move"
    );
}
