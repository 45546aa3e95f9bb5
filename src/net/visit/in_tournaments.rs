//! A visit to a server during a tournament: brought to each round's game
//! with a bell, told of a bye, and left on a game just over.

use super::{Lobby, Visit};
use crate::community::tournament::Format;
use crate::games::{Ending, Seat};
use crate::net::games::Directory;
use crate::net::games::tournaments::tests::{
    OPERATOR, PLAYERS, entered, finish_round, ka_game, key, name_all,
};
use crate::net::table::AnyTable;
use crate::tui::rooms::parts::*;
use crate::visitor::{Holder, Origin};
use std::sync::Arc;

/// A visit in the lobby for each of `names`, with their keys.
fn in_lobbies(games: &Arc<Directory>, names: &[&str]) -> Vec<Visit> {
    (names.iter())
        .map(|name| {
            let lobby = Lobby {
                games: Arc::clone(games),
                holder: Holder {
                    key: Some(key(name)),
                    origin: Origin::Unknown,
                },
                theme: crate::tui::Theme::with_no_color(false, None),
                wake: None,
                reach: ("localhost".into(), 2222),
                settings: None,
            };
            Visit::lobby(lobby, None, None, None)
        })
        .collect()
}

#[test]
fn a_new_round_brings_each_player_from_their_finished_games_screen_to_the_next_with_a_bell() {
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS, Format::Swiss { rounds: 2 });
    let mut visits = in_lobbies(&games, &PLAYERS);
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    for visit in &mut visits {
        visit.tick();
        assert!(visit.plays_on(), "brought from the lobby to round 1");
        assert!(visit.take_bell(), "rung for from the lobby too");
        assert!(!visit.take_bell(), "once");
    }
    finish_round(&games, |_| true);
    // Everyone stays on their finished game's screen; whatever the game's
    // end rang, nothing more rings until a round begins.
    for visit in &mut visits {
        visit.tick();
        assert!(!visit.plays_on());
        visit.take_bell();
        visit.tick();
        assert!(!visit.take_bell(), "no round, no bell");
    }
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(2));
    let round_two: Vec<String> = PLAYERS
        .iter()
        .map(|name| games.tournament_game(&key(name)).unwrap().0)
        .collect();
    assert!(
        round_two
            .iter()
            .all(|code| games.find(code).unwrap().table.ply() == 0)
    );
    for (visit, name) in visits.iter_mut().zip(PLAYERS) {
        visit.tick();
        assert!(visit.plays_on(), "{name} is at their round 2 game");
        assert!(visit.take_bell(), "{name} was rung for");
        assert!(!visit.take_bell(), "once");
    }
    // Each sits at their own seat of the new round's games: all four seats
    // of the round are taken.
    for code in round_two {
        let presence = games.find(&code).unwrap().table.presence();
        assert_eq!(presence, vec![crate::session::Presence::Here; 2], "{code}");
    }
}

#[test]
fn a_player_on_a_game_just_over_is_not_brought_back_into_it() {
    let dir = tempfile::tempdir().unwrap();
    let (games, _) = Directory::open_logged(
        Some(dir.path().to_path_buf()),
        Arc::new(crate::net::log::Log::silent()),
        Some(OPERATOR.to_string()),
    )
    .unwrap();
    name_all(&games, &PLAYERS[..2]);
    let id = games
        .make_tournament(
            Some(OPERATOR),
            "Pair".into(),
            Format::RoundRobin,
            &ka_game(),
            None,
        )
        .unwrap();
    for name in &PLAYERS[..2] {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    let (code, game) = games.tournament_game(&key(PLAYERS[0])).unwrap();
    let theme = crate::tui::Theme::with_no_color(false, None);
    let app = game.sit(Some(&key(PLAYERS[0])), None, theme, None);
    let lobby = Lobby {
        games: Arc::clone(&games),
        holder: Holder {
            key: Some(key(PLAYERS[0])),
            origin: Origin::Unknown,
        },
        theme,
        wake: None,
        reach: ("localhost".into(), 2222),
        settings: None,
    };
    let mut visit = Visit::lobby(lobby, Some(app), None, None);
    visit.tick();
    let played = games.find(&code).unwrap();
    let AnyTable::Ka(table) = &played.table else {
        panic!("the ka game");
    };
    let mut south = table.sit(&[Seat::South], None);
    assert!(south.push(0, "c".parse().unwrap(), std::time::Instant::now()));
    table
        .sit(&[Seat::North], None)
        .end(Ending::Resigned(Seat::North))
        .unwrap();
    visit.tick();
    assert!(!visit.take_bell(), "not called to the game it is on");
    assert!(!visit.plays_on());
}

/// The text a visit draws at 100×32.
fn drawn(visit: &mut Visit) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
    terminal.draw(|frame| visit.draw(frame)).unwrap();
    let buffer = terminal.backend().buffer();
    (buffer.content.chunks(100))
        .map(|row| row.iter().map(|c| c.symbol()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_player_on_a_finished_games_screen_is_told_their_bye_in_the_new_round() {
    crate::i18n::set(crate::i18n::Lang::english());
    let dir = tempfile::tempdir().unwrap();
    let three = &PLAYERS[..3];
    let (games, id) = entered(dir.path(), three, Format::Swiss { rounds: 2 });
    let mut visits = in_lobbies(&games, three);
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    for visit in &mut visits {
        visit.tick();
    }
    finish_round(&games, |_| true);
    for visit in &mut visits {
        visit.tick();
    }
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(2));
    let summary = games.tournament(id).unwrap();
    let bye = (three.iter())
        .position(|name| summary.bye_for(&key(name)) == Some(2))
        .expect("one of three has the bye");
    let round_one = &summary.tournament.rounds[0];
    let played_in_one = round_one.bye != Some(bye);
    assert!(played_in_one, "the bye goes to one who played");
    for (i, visit) in visits.iter_mut().enumerate() {
        visit.tick();
        let screen = drawn(visit);
        let told = screen.contains("You have the bye in round 2");
        assert_eq!(told, i == bye, "{}:\n{screen}", three[i]);
        assert_eq!(visit.plays_on(), i != bye);
    }
}
