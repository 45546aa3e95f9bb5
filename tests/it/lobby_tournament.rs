//! The lobby's tournaments: the operator makes one, players enter, each
//! round brings every player to their game; the table, settling, the bye
//! and the end as the lobby shows them.

use crate::common::lobby::{go_to, key, operated, typed};
use crate::lobby::{lobby, screen, squeezed};
use pasang::games::Seat;
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::session::Presence;
use pasang::tui::lobby::{LobbyApp, Mode, Note, Row, Standing};
use pasang::tui::rooms::parts::*;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp};
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

#[test]
fn the_operator_runs_a_tournament_from_the_lobby_and_a_round_brings_each_player_to_their_game() {
    i18n::set(Lang::english());
    let (_dir, games) = operated();
    let mut operator = lobby(&games, Some("SHA256:op"));
    let mut players: Vec<LobbyApp> = ["Awang", "Dayang"]
        .iter()
        .map(|name| {
            let mut app = lobby(&games, Some(&format!("SHA256:{name}")));
            go_to(&mut app, Row::Name);
            key(&mut app, KeyCode::Enter);
            typed(&mut app, name);
            key(&mut app, KeyCode::Enter);
            app
        })
        .collect();
    // Only the operator is offered a new tournament.
    assert!(operator.rows().any(|r| r == Row::NewTournament));
    assert!(!players[0].rows().any(|r| r == Row::NewTournament));
    go_to(&mut operator, Row::NewTournament);
    assert!(squeezed(&screen(&operator, 100, 32)).contains("‹ Swiss, 4 rounds ›"));
    key(&mut operator, KeyCode::Left);
    key(&mut operator, KeyCode::Left);
    key(&mut operator, KeyCode::Enter);
    typed(&mut operator, "Club day");
    key(&mut operator, KeyCode::Enter);
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Club day: Swiss, 0 of 2 rounds played"),
        "{shown}"
    );
    assert!(shown.contains("n next round"), "{shown}");
    for app in &mut players {
        go_to(app, Row::Tournaments);
        key(app, KeyCode::Enter);
        key(app, KeyCode::Enter);
        key(app, KeyCode::Char('e'));
        assert_eq!(app.note(), Some(&Note::Entered(true)));
        key(app, KeyCode::Esc);
        key(app, KeyCode::Esc);
        // Waiting in the lobby: no game yet.
        app.tick();
        assert!(app.hand_over().is_none());
    }
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(1)));
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Round 1 of 2 is being played: 1 game to finish."),
        "{shown}"
    );
    assert!(
        shown.contains("Awang") && shown.contains("Dayang"),
        "{shown}"
    );
    // Each player, in the lobby, is brought to their game.
    let mut seated = Vec::new();
    for app in &mut players {
        app.tick();
        let Some(AnyApp::Game(AnyScreen::Ka(game))) = app.hand_over() else {
            panic!("brought to the round's game");
        };
        seated.push(game);
    }
    assert_eq!(
        games.in_progress()[0].table.presence(),
        [Presence::Here, Presence::Here]
    );
    // Once: back in the lobby, a player stays there.
    players[0].tick();
    assert!(players[0].hand_over().is_none());
    // The game ends (North resigns): the operator reads where it stands.
    let game = &games.in_progress()[0];
    let pasang::net::table::AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    table
        .sit(&[Seat::North], None)
        .end(pasang::games::Ending::Resigned(Seat::North))
        .unwrap();
    let shown = squeezed(&screen(&operator, 100, 32));
    assert!(
        shown.contains("Round 1 of 2 is over: the next starts when the operator starts it."),
        "{shown}"
    );
    assert!(shown.contains("+2s") && shown.contains("-1n"), "{shown}");
    // On 80 columns the same words wrap, whole, inside the frame.
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(
        shown.contains("the operator starts it. You are") && shown.contains("not in it."),
        "{shown}"
    );
}

/// A server run by the operator `SHA256:op`, a Swiss of two rounds of ka
/// that `names` entered, and each player's lobby, named; its directory
/// lives as long as the temporary folder given back.
fn a_tournament_of(names: &[&str]) -> (tempfile::TempDir, Arc<Directory>, Vec<LobbyApp>) {
    let (dir, games) = operated();
    let ka = pasang::games::AnyGame::Ka(pasang::games::ka::Game::new(
        pasang::games::ka::Setup::pattern(pasang::games::ka::Pattern::Second),
        pasang::games::ka::Rules::CLASSIC,
    ));
    let swiss = pasang::community::tournament::Format::Swiss { rounds: 2 };
    let id =
        (games.make_tournament(Some("SHA256:op"), "Club day".into(), swiss, &ka, None)).unwrap();
    let players = names
        .iter()
        .map(|name| {
            let key = format!("SHA256:{name}");
            let mut app = lobby(&games, Some(&key));
            go_to(&mut app, Row::Name);
            key_in(&mut app, name);
            games.enter_tournament(id, Some(&key), true).unwrap();
            app
        })
        .collect();
    (dir, games, players)
}

/// Types `name` as the visitor's name.
fn key_in(app: &mut LobbyApp, name: &str) {
    key(app, KeyCode::Enter);
    typed(app, name);
    key(app, KeyCode::Enter);
}

/// The operator's lobby showing the first tournament.
fn operator_at_tournament(games: &Arc<Directory>) -> LobbyApp {
    let mut operator = lobby(games, Some("SHA256:op"));
    go_to(&mut operator, Row::Tournaments);
    key(&mut operator, KeyCode::Enter);
    key(&mut operator, KeyCode::Enter);
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    operator
}

#[test]
fn the_operator_sees_who_came_and_confirms_before_settling_and_the_forfeit_shows_as_one() {
    i18n::set(Lang::english());
    let (_dir, games, mut players) = a_tournament_of(&["Awang", "Dayang"]);
    let mut operator = operator_at_tournament(&games);
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(1)));
    // Awang comes to his game; Dayang never does.
    players[0].tick();
    let _awang = players[0].hand_over().expect("brought to his game");
    key(&mut operator, KeyCode::Char('s'));
    assert!(matches!(
        operator.mode(),
        Mode::Tournament(Standing {
            id: 1,
            settle: Some(_)
        })
    ));
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(shown.contains("Awang (here)"), "{shown}");
    assert!(shown.contains("Dayang (never came)"), "{shown}");
    assert!(
        shown.contains("Settle this game") && shown.contains("y yes · n no"),
        "{shown}"
    );
    // Another key asks again; n settles nothing.
    key(&mut operator, KeyCode::Char('x'));
    assert!(matches!(
        operator.mode(),
        Mode::Tournament(Standing {
            settle: Some(_),
            ..
        })
    ));
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(*operator.mode(), Mode::Tournament(Standing::new(1)));
    assert_eq!(operator.note(), None);
    assert!(!games.in_progress()[0].table.is_over());
    // y settles: Awang wins by forfeit, and the table says so.
    key(&mut operator, KeyCode::Char('s'));
    key(&mut operator, KeyCode::Char('y'));
    assert_eq!(operator.note(), Some(&Note::Settled(1)));
    let shown = squeezed(&screen(&operator, 80, 24));
    assert!(shown.contains("+2f") && shown.contains("-1f"), "{shown}");
    // In Malay, too.
    i18n::set(Lang::find("ms").unwrap());
    let shown = squeezed(&screen(&operator, 80, 24));
    i18n::set(Lang::english());
    assert!(shown.contains("+2l") && shown.contains("-1l"), "{shown}");
}

#[test]
fn the_tournaments_table_shows_ratings_now_and_the_same_table_on_every_frame() {
    i18n::set(Lang::english());
    let (_dir, games, _players) = a_tournament_of(&["Awang", "Dayang"]);
    let operator = operator_at_tournament(&games);
    // Awang's rating moves after he entered (a rated game elsewhere).
    let players = games.players();
    let score = pasang::community::players::Score::Won;
    let kind = pasang::games::ka::RATED;
    players.rate(kind, ["SHA256:Awang", "SHA256:Siti"], score);
    let now = players.get("SHA256:Awang").rating(kind).rating.round();
    assert_ne!(now, 1500.0);
    let shown = screen(&operator, 80, 24);
    let awang = shown.lines().find(|l| l.contains("Awang")).unwrap();
    assert!(awang.contains(&format!("{now}")), "{shown}");
    assert_eq!(
        screen(&operator, 80, 24),
        shown,
        "the same on the next frame"
    );
    // A note in place of the keys leaves the table where it was.
    let mut operator = operator;
    key(&mut operator, KeyCode::Char('n'));
    assert!(operator.note().is_some());
    let table_at = |shown: &str| -> Vec<String> {
        (shown.lines())
            .filter(|l| l.contains("Awang") || l.contains("Dayang"))
            .map(|l| l.chars().take_while(|c| !c.is_alphabetic()).collect())
            .collect()
    };
    let with_note = screen(&operator, 100, 32);
    key(&mut operator, KeyCode::Char('x'));
    assert!(operator.note().is_none());
    let with_keys = screen(&operator, 100, 32);
    assert_eq!(
        table_at(&with_note),
        table_at(&with_keys),
        "{with_note}{with_keys}"
    );
}

/// Every game being played ends with North resigning.
fn norths_resign(games: &Directory) {
    for game in games.in_progress() {
        let pasang::net::table::AnyTable::Ka(table) = &game.table else {
            panic!("a ka game");
        };
        (table.sit(&[Seat::North], None))
            .end(pasang::games::Ending::Resigned(Seat::North))
            .unwrap();
    }
}

#[test]
fn the_bye_is_told_to_its_player_and_the_end_to_every_entrant_with_the_winner() {
    i18n::set(Lang::english());
    let names = ["Awang", "Dayang", "Siti"];
    let (_dir, games, mut players) = a_tournament_of(&names);
    let mut operator = operator_at_tournament(&games);
    key(&mut operator, KeyCode::Char('n'));
    let t = games.tournament(1).unwrap().tournament;
    let bye = t.rounds[0].bye.unwrap();
    for (i, app) in players.iter_mut().enumerate() {
        app.tick();
        let told = Note::Bye {
            name: "Club day".into(),
            round: 1,
        };
        assert_eq!(app.note() == Some(&told), i == bye, "{}", names[i]);
    }
    let shown = squeezed(&screen(&players[bye], 80, 24));
    assert!(
        shown.contains("You have the bye in round 1 of Club day: a win without a game."),
        "{shown}"
    );
    norths_resign(&games);
    key(&mut operator, KeyCode::Char('n'));
    assert_eq!(operator.note(), Some(&Note::RoundStarted(2)));
    norths_resign(&games);
    let t = games.tournament(1).unwrap().tournament;
    assert!(t.is_finished());
    let first = &t.standings()[0];
    let winner = t.entrants[first.entrant].name.clone();
    for app in &mut players {
        key(app, KeyCode::Esc);
        app.tick();
        let Some(Note::Over(over)) = app.note() else {
            panic!("the end is told: {:?}", app.note());
        };
        assert_eq!(
            (over.name.as_str(), over.winners.as_slice()),
            ("Club day", [winner.clone()].as_slice())
        );
        // Once.
        key(app, KeyCode::Esc);
        app.tick();
        assert_eq!(app.note(), None);
    }
    // A new lobby of an entrant tells it too; the operator, who did not
    // play, is not told.
    let mut back = lobby(&games, Some("SHA256:Awang"));
    back.tick();
    let shown = squeezed(&screen(&back, 80, 24));
    assert!(
        shown.contains(&format!("Club day is over: won by {winner} with")),
        "{shown}"
    );
    i18n::set(Lang::find("ms").unwrap());
    let shown = squeezed(&screen(&back, 80, 24));
    i18n::set(Lang::english());
    assert!(shown.contains("Club day sudah tamat"), "{shown}");
    operator.tick();
    assert!(!matches!(operator.note(), Some(Note::Over(_))));
}
