//! A shared game's chat: kept at the table and read by a terminal that
//! comes later, signed with the speaker's name, on the players' or the
//! spectators' channel, and heard at each terminal as it chose (the
//! spectators' lines hidden by a player, a speaker muted).

use super::test_support::{KaSession, game, mv};
use super::*;
use crate::games::ka::Game;
use std::sync::Arc;

fn at(table: &Arc<Table<Game>>, seats: &[Seat]) -> KaSession {
    Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
        .with_link(table.sit(seats, None))
}

/// A terminal watching as `name`.
fn watching(table: &Arc<Table<Game>>, name: Option<&str>) -> KaSession {
    Session::new(table.game(), table.kinds(), 1, Duration::from_millis(50))
        .with_link(table.sit(&[], None).watching_as(name))
}

fn named(name: Option<&str>) -> Option<SeatTag> {
    Some(SeatTag {
        keyed: name.is_some(),
        name: name.map(str::to_string),
        rating: None,
        rated_from: None,
    })
}

/// The chat as `s` shows it: (name, channel, text).
fn shown(s: &KaSession) -> Vec<(Option<String>, Channel, String)> {
    (s.chat().into_iter())
        .map(|l| (l.by.name, l.channel, l.text))
        .collect()
}

fn said(s: &mut KaSession) -> Vec<String> {
    (s.take_events().into_iter())
        .filter_map(|e| match e {
            Event::Heard(News::Said(line)) => Some(line.text),
            _ => None,
        })
        .collect()
}

fn line(name: &str, channel: Channel, text: &str) -> (Option<String>, Channel, String) {
    (Some(name.to_string()), channel, text.to_string())
}

#[test]
fn lines_are_signed_with_the_name_the_server_knows_and_a_guest_by_the_seat() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    table.set_tag(Seat::South, named(Some("Aminah")));
    table.set_tag(Seat::North, named(None));
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let mut budi = watching(&table, Some("Budi"));
    let mut guest = watching(&table, None);
    south.say("selamat").unwrap();
    north.say("hi").unwrap();
    budi.say("nice").unwrap();
    guest.say("go").unwrap();
    let chat = south.chat();
    let voices: Vec<&Voice> = chat.iter().map(|l| &l.by).collect();
    assert_eq!(
        voices,
        [
            &Voice::new(Some(Seat::South), Some("Aminah")),
            &Voice::new(Some(Seat::North), None),
            &Voice::new(None, Some("Budi")),
            &Voice::new(None, None),
        ]
    );
    let channels: Vec<Channel> = chat.iter().map(|l| l.channel).collect();
    use Channel::{Players, Spectators};
    assert_eq!(channels, [Players, Players, Spectators, Spectators]);
}

#[test]
fn the_chat_stays_through_moves_and_a_terminal_that_comes_later_reads_it() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    table.set_tag(Seat::South, named(Some("Aminah")));
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    south.say("good luck").unwrap();
    south.play(mv("c")).unwrap();
    north.tick();
    assert_eq!(said(&mut north), ["good luck"]);
    let first = line("Aminah", Channel::Players, "good luck");
    assert_eq!(shown(&north), std::slice::from_ref(&first));
    assert_eq!(shown(&south), std::slice::from_ref(&first));
    let later = watching(&table, Some("Budi"));
    assert_eq!(shown(&later), [first]);
    // At one keyboard there is no chat.
    let alone: KaSession = Session::new(game(), vec![SeatKind::Human; 2], 1, Duration::ZERO);
    assert!(alone.chat().is_empty());
}

#[test]
fn spectators_talk_among_themselves_and_a_player_may_hide_them() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let mut budi = watching(&table, Some("Budi"));
    let mut cik = watching(&table, Some("Cik"));
    north.hearing_mut().unwrap().spectators_hidden = true;
    budi.say("what a move").unwrap();
    south.say("thanks").unwrap();
    for s in [&mut south, &mut north, &mut cik] {
        s.tick();
    }
    let spectators = line("Budi", Channel::Spectators, "what a move");
    // Another spectator and the player who did not hide them hear it.
    assert_eq!(said(&mut cik), ["what a move", "thanks"]);
    // (Its own line was told when it said it.)
    assert_eq!(said(&mut south), ["thanks", "what a move"]);
    assert_eq!(shown(&south)[0], spectators);
    // The player who hid the spectators hears only the players.
    assert_eq!(said(&mut north), ["thanks"]);
    assert_eq!(shown(&north).len(), 1);
    assert_eq!(shown(&north)[0].2, "thanks");
    // A spectator cannot hide their own channel.
    cik.hearing_mut().unwrap().spectators_hidden = true;
    assert_eq!(shown(&cik).len(), 2);
    // Shown again.
    north.hearing_mut().unwrap().spectators_hidden = false;
    assert_eq!(shown(&north)[0], spectators);
}

#[test]
fn a_speaker_muted_at_a_terminal_is_heard_nowhere_there_and_only_there() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = at(&table, &[Seat::South]);
    let mut north = at(&table, &[Seat::North]);
    let mut budi = watching(&table, Some("Budi"));
    let mut guest = watching(&table, None);
    budi.say("spam").unwrap();
    guest.say("hello").unwrap();
    let hearing = south.hearing_mut().unwrap();
    assert!(hearing.mute(Voice::new(None, Some("Budi"))));
    assert!(!hearing.mute(Voice::new(None, Some("Budi"))));
    assert_eq!(shown(&south).len(), 1);
    assert_eq!(shown(&south)[0].2, "hello");
    budi.say("more spam").unwrap();
    south.tick();
    north.tick();
    assert_eq!(said(&mut south), ["hello"]);
    assert_eq!(said(&mut north), ["spam", "hello", "more spam"]);
    // Unmuted, the lines kept show again.
    let hearing = south.hearing_mut().unwrap();
    assert!(hearing.unmute(&Voice::new(None, Some("Budi"))));
    assert_eq!(shown(&south).len(), 3);
}

#[test]
fn nobody_speaks_for_a_seat_they_do_not_hold_nor_floods_as_many_spectators() {
    let table = Table::new(game(), vec![SeatKind::Human; 2]);
    let mut south = table.sit(&[Seat::South], None);
    assert_eq!(
        south.say(Some(Seat::North), "I resign".into()),
        Err(Unheard::NotYours)
    );
    // A player speaks as a player, not as a spectator.
    assert_eq!(south.say(None, "psst".into()), Err(Unheard::NotYours));
    let mut watcher = table.sit(&[], None);
    assert_eq!(
        watcher.say(Some(Seat::South), "hi".into()),
        Err(Unheard::NotYours)
    );
    assert!(table.chat().is_empty());
    // A name cannot carry escapes onto another screen.
    let mut sly = watching(&table, Some("\x1b[2Jsly\u{202E}"));
    sly.say("hi").unwrap();
    assert_eq!(table.chat()[0].by.name.as_deref(), Some("?[2Jsly"));
    // Each terminal is paced, and all the spectators together.
    let mut many: Vec<KaSession> = (0..5).map(|_| watching(&table, None)).collect();
    let spoken = (many.iter_mut())
        .flat_map(|s| {
            (0..talk::SAY_BURST)
                .map(move |_| s.say("flood").is_ok())
                .collect::<Vec<_>>()
        })
        .filter(|&ok| ok)
        .count();
    assert_eq!(spoken, talk::SPECTATORS_BURST - 1);
    assert_eq!(many[0].say("more"), Err(Refusal::TooFast));
    // The players still speak.
    let mut north = at(&table, &[Seat::North]);
    north.say("still here").unwrap();
}
