//! Resigning, offers and their answers, chat and rematch: at one keyboard,
//! against the computer, and between terminals sharing a table, in both
//! games.

use super::test_support::{BellSession, KaSession, bell_for_three, game, mv};
use super::*;
use crate::games::ka::Game;
use std::sync::Arc;

fn session(seats: Vec<SeatKind>) -> KaSession {
    Session::new(game(), seats, 1, Duration::from_millis(50))
}

fn at(table: &Arc<Table<Game>>, seats: &[Seat]) -> KaSession {
    Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
        .with_link(table.sit(seats, None))
}

fn heard<G: Playable, B: crate::ai::Brain<Game = G>>(s: &mut Session<G, B>) -> Vec<News> {
    s.take_events()
        .into_iter()
        .filter_map(|e| match e {
            Event::Heard(n) => Some(n),
            _ => None,
        })
        .collect()
}

/// A player's line, from a seat whose player has no name.
fn said(seat: Seat, text: &str) -> News {
    News::Said(ChatLine {
        by: Voice {
            seat: Some(seat),
            name: None,
        },
        channel: Channel::Players,
        text: text.into(),
    })
}

#[test]
fn at_one_keyboard_the_player_to_move_resigns_and_the_game_is_over() {
    let mut s = session(vec![SeatKind::Human; 2]);
    s.play(mv("c")).unwrap();
    s.take_events();
    // North is to move: North gives up.
    s.resign().unwrap();
    assert_eq!(s.ended(), Some(Ending::Resigned(Seat::North)));
    assert!(s.is_over());
    assert_eq!(s.to_move(), None);
    assert_eq!(heard(&mut s), [News::Ended(Ending::Resigned(Seat::North))]);
    assert_eq!(s.play(mv("j")), Err(Refusal::GameOver));
    assert_eq!(s.resign(), Err(Refusal::GameOver));
    // Undo at one keyboard takes the resignation back, and no move.
    s.undo().unwrap();
    assert_eq!(s.ended(), None);
    assert_eq!(s.to_move(), Some(Seat::North));
    assert_eq!(s.game().moves(), &[mv("c")]);
}

#[test]
fn against_the_computer_the_person_resigns_even_on_the_computers_turn() {
    let mut s = session(vec![SeatKind::Computer(Level::Easy), SeatKind::Human]);
    // South, the computer, is to move; North, the person, resigns.
    s.resign().unwrap();
    assert_eq!(s.ended(), Some(Ending::Resigned(Seat::North)));
    // The computer alone has no one to resign for it.
    let mut none = session(vec![SeatKind::Computer(Level::Easy); 2]);
    assert_eq!(none.resign(), Err(Refusal::NoSeat));
}

#[test]
fn at_one_keyboard_a_draw_offer_is_put_to_the_other_player_who_may_decline_or_accept() {
    let mut s = session(vec![SeatKind::Human; 2]);
    s.play(mv("c")).unwrap();
    s.take_events();
    s.offer(Offer::Draw).unwrap();
    assert_eq!(
        heard(&mut s),
        [News::Offered {
            offer: Offer::Draw,
            by: Seat::North
        }]
    );
    assert_eq!(s.question(), Some((Offer::Draw, Seat::North, Seat::South)));
    // A second offer waits for the first.
    assert_eq!(s.offer(Offer::Draw), Err(Refusal::Pending));
    s.answer(false).unwrap();
    assert_eq!(
        heard(&mut s),
        [News::Answered {
            offer: Offer::Draw,
            by: Seat::South,
            yes: false
        }]
    );
    assert_eq!(s.question(), None);
    assert!(!s.is_over());
    assert_eq!(s.answer(true), Err(Refusal::NothingAsked));
    // Asked again, and accepted.
    s.offer(Offer::Draw).unwrap();
    s.answer(true).unwrap();
    assert_eq!(s.ended(), Some(Ending::Agreed));
    assert!(heard(&mut s).contains(&News::Ended(Ending::Agreed)));
}

#[test]
fn a_draw_offer_lapses_when_a_move_is_played() {
    let mut s = session(vec![SeatKind::Human; 2]);
    s.offer(Offer::Draw).unwrap();
    assert!(s.question().is_some());
    s.play(mv("c")).unwrap();
    assert_eq!(s.question(), None);
    assert_eq!(s.answer(true), Err(Refusal::NothingAsked));
}

#[test]
fn the_computer_declines_a_draw_and_plays_on() {
    let mut s = session(vec![SeatKind::Human, SeatKind::Computer(Level::Easy)]);
    s.offer(Offer::Draw).unwrap();
    assert_eq!(
        heard(&mut s),
        [
            News::Offered {
                offer: Offer::Draw,
                by: Seat::South
            },
            News::Answered {
                offer: Offer::Draw,
                by: Seat::North,
                yes: false
            }
        ]
    );
    assert_eq!(s.question(), None);
    assert!(!s.is_over());
}

#[test]
fn a_rematch_at_one_keyboard_starts_again_with_the_sides_changed() {
    let mut s = session(vec![SeatKind::Human, SeatKind::Computer(Level::Easy)]);
    assert_eq!(s.rematch(), Err(Refusal::NotOver));
    s.resign().unwrap();
    s.rematch().unwrap();
    assert_eq!(
        s.seats(),
        &[SeatKind::Computer(Level::Easy), SeatKind::Human]
    );
    assert!(s.game().moves().is_empty());
    assert_eq!(s.ended(), None);
    // Bell's game for three keeps its seats.
    let three = bell_for_three();
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Computer(Level::Easy),
        SeatKind::Human,
    ];
    let mut b: BellSession = Session::new(three, kinds.clone(), 1, Duration::from_millis(50));
    b.resign().unwrap();
    b.rematch().unwrap();
    assert_eq!(b.seats(), kinds.as_slice());
}

#[test]
fn a_resignation_at_one_terminal_ends_the_game_at_the_other_and_at_the_table() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.play(mv("c")).unwrap();
    // South resigns though it is North's turn: the seat played there.
    south.resign().unwrap();
    assert!(table.is_over());
    assert_eq!(table.ended(), Some(Ending::Resigned(Seat::South)));
    north.tick();
    assert_eq!(north.ended(), Some(Ending::Resigned(Seat::South)));
    assert!(heard(&mut north).contains(&News::Ended(Ending::Resigned(Seat::South))));
    assert_eq!(north.play(mv("j")), Err(Refusal::GameOver));
    assert_eq!(north.resign(), Err(Refusal::GameOver));
}

#[test]
fn once_a_game_has_ended_by_its_players_no_one_is_waited_for() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    table.set_invite(Invite {
        command: "ssh -p 2222 code@example.org".into(),
    });
    let mut south = at(&table, &[Seat::South]);
    let north = at(&table, &[Seat::North]);
    south.play(mv("c")).unwrap();
    drop(north);
    south.tick();
    assert!(south.waiting_for().is_some(), "North is waited for in play");
    south.resign().unwrap();
    assert_eq!(south.waiting_for(), None);
}

#[test]
fn a_draw_offered_at_one_terminal_is_declined_then_accepted_at_the_other() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.offer(Offer::Draw).unwrap();
    assert_eq!(
        heard(&mut south),
        [News::Offered {
            offer: Offer::Draw,
            by: Seat::South
        }]
    );
    // The asker is not asked; the other terminal is, once it looks.
    assert_eq!(south.question(), None);
    assert_eq!(north.question(), None);
    north.tick();
    assert_eq!(
        north.question(),
        Some((Offer::Draw, Seat::South, Seat::North))
    );
    assert!(heard(&mut north).contains(&News::Offered {
        offer: Offer::Draw,
        by: Seat::South
    }));
    north.answer(false).unwrap();
    south.tick();
    assert_eq!(
        heard(&mut south),
        [News::Answered {
            offer: Offer::Draw,
            by: Seat::North,
            yes: false
        }]
    );
    assert!(!table.is_over());
    // Again, and yes: both terminals see the draw.
    south.offer(Offer::Draw).unwrap();
    north.tick();
    north.answer(true).unwrap();
    assert_eq!(north.ended(), Some(Ending::Agreed));
    south.tick();
    assert_eq!(south.ended(), Some(Ending::Agreed));
    assert_eq!(table.ended(), Some(Ending::Agreed));
}

#[test]
fn a_takeback_asked_over_the_network_is_granted_or_refused_by_the_other() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    // Nothing of South's to take back yet.
    assert_eq!(south.offer(Offer::Takeback), Err(Refusal::NothingToUndo));
    south.play(mv("c")).unwrap();
    north.tick();
    north.play(mv("j")).unwrap();
    south.tick();
    // South asks after North's reply: both moves go.
    south.offer(Offer::Takeback).unwrap();
    north.tick();
    assert_eq!(
        north.question(),
        Some((Offer::Takeback, Seat::South, Seat::North))
    );
    north.answer(false).unwrap();
    assert_eq!(table.game().moves().len(), 2);
    south.offer(Offer::Takeback).unwrap();
    north.tick();
    north.answer(true).unwrap();
    assert!(table.game().moves().is_empty());
    assert!(north.game().moves().is_empty());
    south.tick();
    assert!(south.game().moves().is_empty());
    assert!(
        south
            .take_events()
            .iter()
            .any(|e| matches!(e, Event::Undone(m) if m.len() == 2))
    );
    // Play goes on from there.
    south.play(mv("d")).unwrap();
    assert_eq!(table.game().moves(), &[mv("d")]);
}

#[test]
fn after_an_agreed_takeback_the_clock_runs_for_the_seat_to_move() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let spec = ClockSpec {
        base: Duration::from_secs(300),
        increment: Duration::ZERO,
    };
    table.set_clock(
        Some(Clock::new(spec, &[Seat::South, Seat::North])),
        std::time::Instant::now(),
    );
    south.play(mv("c")).unwrap();
    north.tick();
    north.play(mv("j")).unwrap();
    south.tick();
    assert_eq!(table.clock().unwrap().running(), Some(Seat::South));
    // North takes j back: North is to move again, and North's time runs.
    north.offer(Offer::Takeback).unwrap();
    south.tick();
    south.answer(true).unwrap();
    assert_eq!(table.game().moves(), &[mv("c")]);
    assert_eq!(table.clock().unwrap().running(), Some(Seat::North));
    north.tick();
    assert_eq!(north.clock().unwrap().running(), Some(Seat::North));
}

#[test]
fn a_shared_game_is_aborted_only_before_both_players_have_moved() {
    // At one keyboard there is nothing to abort: the game is just left.
    let mut alone = session(vec![SeatKind::Human; 2]);
    assert_eq!(alone.abort(), Err(Refusal::NotAbortable));
    // Shared: South has moved, North not yet; North calls it off.
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.play(mv("c")).unwrap();
    north.tick();
    north.abort().unwrap();
    assert_eq!(table.ended(), Some(Ending::Aborted(Seat::North)));
    south.tick();
    assert_eq!(south.ended(), Some(Ending::Aborted(Seat::North)));
    assert!(heard(&mut south).contains(&News::Ended(Ending::Aborted(Seat::North))));
    // Nobody won it.
    assert_eq!(Ending::Aborted(Seat::North).loser(), None);
    // Once both have moved, it is too late.
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.play(mv("c")).unwrap();
    north.tick();
    north.play(mv("j")).unwrap();
    south.tick();
    assert_eq!(south.abort(), Err(Refusal::TooLateToAbort));
    assert_eq!(table.ended(), None);
    // A tournament's game is never aborted.
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    table.forbid_abort();
    let mut south = at(&table, &[Seat::South]);
    assert_eq!(south.abort(), Err(Refusal::NotAbortable));
}

#[test]
fn after_a_rematch_each_players_name_and_rating_move_with_them_to_their_new_seat() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let tag = |name: &str, rating: f64| SeatTag {
        keyed: true,
        name: Some(name.to_string()),
        rating: Some((rating, false)),
        rated_from: Some(1500.0),
    };
    table.set_tag(Seat::South, Some(tag("Aminah", 1512.0)));
    table.set_tag(Seat::North, Some(tag("Awang", 1488.0)));
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.resign().unwrap();
    north.tick();
    north.rematch().unwrap();
    south.tick();
    south.answer(true).unwrap();
    // Aminah, who was South, plays North now; the change shown was the
    // last game's, and goes with it.
    let now = |name: &str, rating: f64| SeatTag {
        rated_from: None,
        ..tag(name, rating)
    };
    assert_eq!(table.tag(Seat::North), Some(now("Aminah", 1512.0)));
    assert_eq!(table.tag(Seat::South), Some(now("Awang", 1488.0)));
    north.tick();
    assert_eq!(north.tag(Seat::South), Some(now("Awang", 1488.0)));
}

#[test]
fn a_move_played_answers_no_to_an_offer_at_the_table() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    north.offer(Offer::Draw).unwrap();
    south.tick();
    assert!(south.question().is_some());
    south.play(mv("c")).unwrap();
    assert_eq!(south.question(), None);
    north.tick();
    assert_eq!(north.offered(), None);
    assert_eq!(south.answer(true), Err(Refusal::NothingAsked));
}

#[test]
fn chat_travels_cleaned_and_paced_and_not_at_one_keyboard() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let mut watcher = at(&table, &[]);
    south.say("good luck \x1b[31mred\x1b[0m").unwrap();
    let line = said(Seat::South, "good luck ?[31mred?[0m");
    assert_eq!(heard(&mut south), std::slice::from_ref(&line));
    north.tick();
    assert_eq!(heard(&mut north), std::slice::from_ref(&line));
    watcher.tick();
    assert_eq!(heard(&mut watcher), [line]);
    assert_eq!(north.say(" \t "), Err(Refusal::NothingSaid));
    // A burst is cut short.
    let said = (0..20)
        .filter(|i| north.say(&format!("{i}")).is_ok())
        .count();
    assert_eq!(said, talk::SAY_BURST);
    assert_eq!(north.say("more"), Err(Refusal::TooFast));
    let mut alone = session(vec![SeatKind::Human; 2]);
    assert_eq!(alone.say("hi"), Err(Refusal::NotShared));
}

#[test]
fn a_terminal_that_also_plays_the_computer_speaks_for_its_person() {
    // The host plays South and runs the computer at North; North is to move.
    let table = Table::new(
        game(),
        vec![SeatKind::Human, SeatKind::Computer(Level::Easy)],
    );
    let mut host = at(&table, &[Seat::South, Seat::North]);
    host.set_paused(true);
    host.play(mv("c")).unwrap();
    assert_eq!(host.to_move(), Some(Seat::North));
    host.take_events();
    host.say("hello").unwrap();
    assert_eq!(heard(&mut host), [said(Seat::South, "hello")]);
}

#[test]
fn news_kept_at_a_table_is_bounded() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut north = at(&table, &[Seat::North]);
    // Many terminals of South's, each saying its fill.
    for _ in 0..40 {
        let mut south = at(&table, &[Seat::South]);
        for i in 0..talk::SAY_BURST {
            south.say(&format!("line {i}")).unwrap();
        }
    }
    north.tick();
    let n = heard(&mut north).len();
    assert!(n <= 64 && n > 0, "{n} lines heard");
}

fn new_games<G: Playable, B: crate::ai::Brain<Game = G>>(s: &mut Session<G, B>) -> usize {
    s.take_events()
        .iter()
        .filter(|e| matches!(e, Event::NewGame))
        .count()
}

#[test]
fn a_rematch_offered_over_the_network_is_declined_then_accepted_and_the_players_change_sides() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let mut watcher = at(&table, &[]);
    assert_eq!(north.rematch(), Err(Refusal::NotOver));
    south.play(mv("c")).unwrap();
    south.resign().unwrap();
    north.tick();
    watcher.tick();
    north.take_events();
    // A watcher has no seat to offer for.
    assert_eq!(watcher.rematch(), Err(Refusal::NoSeat));
    north.rematch().unwrap();
    let offered = News::Offered {
        offer: Offer::Rematch,
        by: Seat::North,
    };
    assert_eq!(heard(&mut north), std::slice::from_ref(&offered));
    north.tick();
    assert_eq!(north.offered(), Some(Offer::Rematch));
    south.tick();
    assert_eq!(
        south.question(),
        Some((Offer::Rematch, Seat::North, Seat::South))
    );
    assert!(heard(&mut south).contains(&offered));
    // The watcher hears it and is not asked.
    watcher.tick();
    assert!(heard(&mut watcher).contains(&offered));
    assert_eq!(watcher.question(), None);
    assert_eq!(watcher.answer(true), Err(Refusal::NothingAsked));
    // No: everyone hears it, the finished game stays.
    south.answer(false).unwrap();
    let declined = News::Answered {
        offer: Offer::Rematch,
        by: Seat::South,
        yes: false,
    };
    north.tick();
    assert_eq!(heard(&mut north), std::slice::from_ref(&declined));
    watcher.tick();
    assert_eq!(heard(&mut watcher), [declined]);
    assert!(table.is_over());
    assert_eq!(table.game().moves(), &[mv("c")]);
    // Asked again, and yes: the same game from its start, sides changed.
    north.rematch().unwrap();
    south.tick();
    south.take_events();
    south.answer(true).unwrap();
    assert!(!table.is_over());
    assert_eq!(table.ended(), None);
    assert!(table.game().moves().is_empty());
    assert_eq!(table.game().position(), game().position());
    assert_eq!(south.link().unwrap().seats(), &[Seat::North]);
    assert_eq!(south.ended(), None);
    assert!(south.game().moves().is_empty());
    assert_eq!(new_games(&mut south), 1);
    north.tick();
    assert_eq!(north.link().unwrap().seats(), &[Seat::South]);
    assert!(!north.is_over());
    assert_eq!(new_games(&mut north), 1);
    watcher.tick();
    assert!(watcher.link().unwrap().seats().is_empty());
    assert_eq!(new_games(&mut watcher), 1);
    // Nobody is told that anyone came or went: they only changed seats.
    assert_eq!(table.presence(), vec![Presence::Here; 2]);
    // The player who was North opens the new game as South.
    assert_eq!(south.play(mv("c")), Err(Refusal::Elsewhere(Seat::South)));
    north.play(mv("c")).unwrap();
    south.tick();
    assert_eq!(south.game().moves(), &[mv("c")]);
    south.play(mv("j")).unwrap();
    assert_eq!(table.game().moves(), &[mv("c"), mv("j")]);
}

#[test]
fn a_rematch_of_bells_game_for_three_asks_both_others_and_keeps_the_seats() {
    let three = bell_for_three();
    let table = Table::new(three, vec![SeatKind::Human; 3]);
    let seats = table.game().seats().to_vec();
    let mut at_seat: Vec<BellSession> = seats
        .iter()
        .map(|&s| {
            Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
                .with_link(table.sit(&[s], None))
        })
        .collect();
    at_seat[0].resign().unwrap();
    at_seat[1].tick();
    at_seat[1].rematch().unwrap();
    for i in [0, 2] {
        at_seat[i].tick();
        assert_eq!(
            at_seat[i].question(),
            Some((Offer::Rematch, seats[1], seats[i]))
        );
    }
    // One yes is not enough.
    at_seat[0].answer(true).unwrap();
    assert!(table.is_over());
    at_seat[2].tick();
    at_seat[2].answer(true).unwrap();
    assert!(!table.is_over());
    for (i, s) in at_seat.iter_mut().enumerate() {
        s.tick();
        assert_eq!(s.link().unwrap().seats(), &[seats[i]]);
        assert!(!s.is_over());
    }
}

#[test]
fn a_rematch_against_the_computer_at_a_shared_table_starts_at_once_with_sides_changed() {
    // The host plays South and runs the computer at North; a guest watches.
    let table = Table::new(
        game(),
        vec![SeatKind::Human, SeatKind::Computer(Level::Easy)],
    );
    let mut host = at(&table, &[Seat::South, Seat::North]);
    host.set_paused(true);
    host.resign().unwrap();
    host.take_events();
    host.rematch().unwrap();
    assert_eq!(
        table.kinds(),
        vec![SeatKind::Computer(Level::Easy), SeatKind::Human]
    );
    assert_eq!(host.seats(), table.kinds().as_slice());
    assert_eq!(new_games(&mut host), 1);
    // The person now plays North, the computer South.
    assert_eq!(host.link().unwrap().seats(), &[Seat::North, Seat::South]);
    host.say("again").unwrap();
    assert_eq!(heard(&mut host), [said(Seat::North, "again")]);
}
