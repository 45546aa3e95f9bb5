//! Tests of the server's games: codes, seats and their owners, clocks and
//! rematches, kept across restarts.

use super::load::recode;
use super::seats::Kept;
use super::*;
use crate::games::{Ending, Seat};
use crate::games::{bell, ka};
use crate::record::AnyRecord;
use crate::session::Presence;
use crate::tui::TerminalApp;
use crate::tui::rooms::Members;
use crate::tui::{AnyApp, Theme};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::layout::Rect;

mod kept;
mod restart;

fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

fn theme() -> Theme {
    Theme::with_no_color(false, None)
}

fn holder(key: Option<&str>, origin: [u8; 4]) -> Holder {
    Holder {
        key: key.map(str::to_string),
        origin: Origin::V4(origin),
    }
}

/// A game of two seats for visitors, started by a visitor from one
/// address with no key.
fn start(dir: &Directory) -> Arc<ServerGame> {
    start_by(dir, &holder(None, [192, 0, 2, 1]), Instant::now()).unwrap()
}

fn start_by(dir: &Directory, by: &Holder, now: Instant) -> Result<Arc<ServerGame>, CreateError> {
    dir.create(ka_game(), vec![SeatKind::Human; 2], None, by, now)
}

/// Types a move at an app, as a player would: `:`, the move, Enter.
fn type_move(app: &mut AnyApp, text: &str) {
    let area = Rect::new(0, 0, 100, 32);
    let key = |c| Event::Key(KeyEvent::from(c));
    app.handle(&key(KeyCode::Char(':')), area);
    for c in text.chars() {
        app.handle(&key(KeyCode::Char(c)), area);
    }
    app.handle(&key(KeyCode::Enter), area);
}

#[test]
fn a_players_terminal_rings_for_their_turn_with_no_setting_changed() {
    let (dir, _) = Directory::open(None).unwrap();
    let game = start(&dir);
    let mut south = game.sit(Some("SHA256:a"), None, theme(), None).app;
    let mut north = game.sit(Some("SHA256:b"), None, theme(), None).app;
    type_move(&mut south, "c");
    assert!(!south.take_bell(), "not for one's own move");
    north.tick();
    assert!(north.take_bell(), "North's turn rings North's terminal");
    assert!(!north.take_bell(), "once");
    type_move(&mut north, "i");
    south.tick();
    assert!(south.take_bell(), "and South's, in turn");
}

#[test]
fn the_list_of_games_names_each_keyed_player_with_their_rating() {
    use crate::net::games::tournaments::tests::{key, name_all};
    let dir = tempfile::tempdir().unwrap();
    let (games, _) = Directory::open(Some(dir.path().to_path_buf())).unwrap();
    name_all(&games, &["Awang", "Dayang"]);
    let game = start(&games);
    let _south = game.sit(Some(&key("Awang")), None, theme(), None);
    let _north = game.sit(Some(&key("Dayang")), None, theme(), None);
    let line = crate::tui::lobby::words::summary(&game.summary(false));
    assert!(
        line.starts_with("the ka game: Awang · 1500? (South, here), Dayang · 1500? (North, here);"),
        "{line}"
    );
    // A guest's seat says who plays it as before.
    let other = start(&games);
    let _guest = other.sit(None, None, theme(), None);
    let line = crate::tui::lobby::words::summary(&other.summary(false));
    assert!(
        line.starts_with("the ka game: a guest (South, here), North open;"),
        "{line}"
    );
    crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
    let line = crate::tui::lobby::words::summary(&game.summary(false));
    crate::i18n::set(crate::i18n::Lang::english());
    assert!(line.contains("Awang · 1500? (Selatan, "), "{line}");
}

#[test]
fn a_players_page_shows_their_rated_games_with_each_change_and_their_ratings_history() {
    use crate::community::tournament::Format;
    use crate::net::games::tournaments::tests::{OPERATOR, PLAYERS, entered, finish_round};
    use crate::tui::rooms::{PageResult, TournamentDesk as _};
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS, Format::Swiss { rounds: 2 });
    assert!(games.page("Awang").unwrap().games.is_empty(), "no game yet");
    assert_eq!(games.page("Nobody"), None);
    for round in 1..=2 {
        assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(round));
        // North resigns every game: South wins.
        finish_round(&games, |_| true);
    }
    for name in PLAYERS {
        let page = games.page(name).unwrap();
        assert_eq!(page.name, name);
        assert_eq!(page.games.len(), 2, "{name}: {page:?}");
        let [(kind, now, history)] = page.ratings.as_slice() else {
            panic!("{name} is rated in the ka game only: {page:?}");
        };
        assert_eq!(kind.name(), "ka");
        // From the rating they began with, one point a game, ending at
        // the rating they have now; each game on the page moved it from
        // one point to the next, the latest game first.
        assert_eq!(history.len(), 3, "{name}: {history:?}");
        assert_eq!(history.last(), Some(&now.rating));
        let moved: Vec<(f64, f64)> = history.windows(2).map(|w| (w[0], w[1])).rev().collect();
        let shown: Vec<(f64, f64)> = page.games.iter().map(|g| g.rated.unwrap()).collect();
        assert_eq!(shown, moved, "{name}");
        for game in &page.games {
            assert_eq!(game.players, 2);
            assert_eq!(game.others.len(), 1);
            let other = game.others[0].as_deref().unwrap();
            assert!(PLAYERS.contains(&other) && other != name, "{other}");
            let (before, after) = game.rated.unwrap();
            match game.result {
                PageResult::Won => assert!(after > before, "{name}: {game:?}"),
                PageResult::Lost => assert!(after < before, "{name}: {game:?}"),
                other => panic!("{name}: every game was won or lost, not {other:?}"),
            }
        }
        assert!(page.games[0].id > page.games[1].id, "the latest first");
        // Against each of the two they met (a Swiss pairs no one twice):
        // one game, as the list of games has it.
        assert_eq!(page.against.len(), 2, "{name}: {:?}", page.against);
        for game in &page.games {
            let other = game.others[0].as_deref().unwrap();
            let met = page.against.iter().find(|a| a.name == other);
            let met = met.unwrap_or_else(|| panic!("{name} against {other}"));
            let tally = match game.result {
                PageResult::Won => (1, 0, 0),
                _ => (0, 0, 1),
            };
            assert_eq!((met.won, met.shared, met.lost), tally, "{name}: {met:?}");
        }
    }
}

#[test]
fn visitors_take_the_open_seats_in_turn_then_watch() {
    let (dir, _) = Directory::open(None).unwrap();
    let game = start(&dir);
    let first = game.sit(Some("SHA256:a"), None, theme(), None);
    let second = game.sit(None, None, theme(), None);
    let third = game.sit(Some("SHA256:c"), None, theme(), None);
    assert_eq!(first.seat, Some(Seat::South));
    assert_eq!(second.seat, Some(Seat::North));
    assert_eq!(third.seat, None);
    assert_eq!(game.table.watchers(), 1);
    assert_eq!(
        dir.find(&game.code).map(|g| g.code.clone()),
        Some(game.code.clone())
    );
    assert!(dir.find("zzzzzz").is_none());
}

#[test]
fn a_seat_taken_with_a_key_is_taken_again_only_by_that_key() {
    let (dir, _) = Directory::open(None).unwrap();
    let game = start(&dir);
    let south = game.sit(Some("SHA256:south"), None, theme(), None);
    let north = game.sit(Some("SHA256:north"), None, theme(), None);
    drop(south);
    drop(north);
    // North comes back first, by key: North's seat, not the first.
    assert_eq!(
        game.sit(Some("SHA256:north"), None, theme(), None).seat,
        Some(Seat::North)
    );
    // Someone with only the code, or another key, cannot take the seat
    // of a player who is away: they watch.
    assert_eq!(game.sit(None, None, theme(), None).seat, None);
    assert_eq!(game.sit(Some("SHA256:x"), None, theme(), None).seat, None);
    assert_eq!(
        game.sit(Some("SHA256:south"), None, theme(), None).seat,
        Some(Seat::South)
    );
    assert_eq!(dir.of_key("SHA256:north").len(), 1);
    assert!(dir.of_key("SHA256:nobody").is_empty());
}

#[test]
fn against_the_computer_the_visitor_runs_it_and_has_the_only_seat() {
    let (dir, _) = Directory::open(None).unwrap();
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Computer(crate::games::Level::Random),
    ];
    let game = dir
        .create(
            ka_game(),
            kinds,
            None,
            &holder(None, [192, 0, 2, 1]),
            Instant::now(),
        )
        .unwrap();
    let mut south = game.sit(Some("SHA256:x"), None, theme(), None);
    assert_eq!(south.seat, Some(Seat::South));
    assert_eq!(
        game.sit(None, None, theme(), None).seat,
        None,
        "the computer's seat is not open"
    );
    type_move(&mut south.app, "c");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while game.table.game().ply() < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "the computer never answered"
        );
        south.app.tick();
        std::thread::yield_now();
    }
}

#[test]
fn in_a_hosted_game_the_visitor_never_plays_the_computers_seat() {
    // Bell's game for three: South at the host, West remote, North the
    // computer at the host.
    let game = AnyGame::Bell(crate::games::bell::Game::new(
        crate::games::bell::Setup::pattern(crate::games::bell::Pattern::Checker),
        crate::games::bell::Rules {
            players: crate::games::bell::Players::Three,
            opening: crate::games::bell::Opening::default(),
        },
    ));
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Human,
        SeatKind::Computer(crate::games::Level::Easy),
    ];
    let table = AnyTable::new(game, kinds);
    let hosted = ServerGame::new(
        "abcdef".into(),
        table.clone(),
        vec![false, true, false],
        None,
    )
    .hosted();
    let Some(west) = (hosted.sit(None, None, theme(), None).app).into_screen::<bell::Game>() else {
        panic!("Bell's app");
    };
    let link = west.session().link().expect("a shared game");
    assert_eq!(link.seats(), &[Seat::West]);
    // It is South's turn: West's terminal does not pick up a stone.
    crate::i18n::set(crate::i18n::Lang::english());
    let mut west = AnyApp::from(west);
    west.handle(
        &Event::Key(KeyEvent::from(KeyCode::Enter)),
        Rect::new(0, 0, 100, 32),
    );
    let west = west.into_screen::<bell::Game>().expect("Bell's app");
    assert!(west.hopping().is_none());
    let said = west.message().map(|m| m.text).unwrap_or_default();
    assert!(said.contains("another terminal"), "{said}");
    // On a server with no host, the first visitor runs the computer.
    let served = ServerGame::new("abcdeg".into(), table, vec![true, true, false], None);
    let Some(south) = (served.sit(None, None, theme(), None).app).into_screen::<bell::Game>()
    else {
        panic!("Bell's app");
    };
    let link = south.session().link().expect("a shared game");
    assert_eq!(link.seats(), &[Seat::South, Seat::North]);
}

#[test]
fn a_list_to_watch_shows_no_code_and_a_keyless_seat_is_taken_again_with_the_code() {
    let (dir, _) = Directory::open(None).unwrap();
    let game = start(&dir);
    let south = game.sit(None, None, theme(), None);
    assert_eq!(south.seat, Some(Seat::South));
    assert_eq!(game.summary(false).code, None);
    assert_eq!(game.summary(true).code, Some(game.code.clone()));
    assert_eq!(
        dir.by_id(game.summary(false).id).map(|g| g.id()),
        Some(game.id())
    );
    // Watching takes no seat, even a free one.
    let watching = game.watch(None, theme(), None);
    assert_eq!(watching.seat, None);
    assert_eq!(game.table.presence()[1], Presence::Empty);
    // The keyless player drops: whoever has the code may sit there.
    drop(south);
    assert_eq!(game.sit(None, None, theme(), None).seat, Some(Seat::North));
    assert_eq!(game.sit(None, None, theme(), None).seat, Some(Seat::South));
}

#[test]
fn one_visitor_starting_and_leaving_games_holds_no_more_than_their_share() {
    let (dir, _) = Directory::open(None).unwrap();
    let now = Instant::now();
    let me = holder(Some("SHA256:me"), [192, 0, 2, 1]);
    for _ in 0..500 {
        let game = start_by(&dir, &me, now).expect("room is made");
        drop(game.sit(me.key.as_deref(), None, theme(), None));
    }
    assert_eq!(dir.in_progress().len(), PER_KEY);
    // Keys cost nothing: many from one address hold the address's share.
    for i in 0..500 {
        let key = format!("SHA256:k{i}");
        let game = start_by(&dir, &holder(Some(&key), [192, 0, 2, 1]), now).unwrap();
        drop(game.sit(Some(&key), None, theme(), None));
    }
    assert_eq!(dir.in_progress().len(), PER_ORIGIN);
    // Everyone else still has room.
    assert!(start_by(&dir, &holder(None, [198, 51, 100, 7]), now).is_ok());
}

#[test]
fn a_visitor_whose_games_others_joined_is_told_they_hold_as_many_as_one_may() {
    let (dir, _) = Directory::open(None).unwrap();
    let now = Instant::now();
    let me = holder(Some("SHA256:me"), [192, 0, 2, 1]);
    for _ in 0..PER_KEY {
        let game = start_by(&dir, &me, now).unwrap();
        drop(game.sit(me.key.as_deref(), None, theme(), None));
        drop(game.sit(Some("SHA256:friend"), None, theme(), None));
    }
    assert!(matches!(
        start_by(&dir, &me, now),
        Err(CreateError::TooMany { limit: PER_KEY })
    ));
    assert_eq!(dir.in_progress().len(), PER_KEY);
}

#[test]
fn a_game_nobody_played_goes_once_nobody_has_been_at_it_for_ten_minutes() {
    let tmp = tempfile::tempdir().unwrap();
    let (dir, _) = Directory::open(Some(tmp.path().to_path_buf())).unwrap();
    let t0 = Instant::now();
    let left = start(&dir);
    let waiting = start(&dir);
    let file = tmp.path().join(format!("{}.game.ron", left.code));
    assert!(file.exists());
    drop(left.sit(None, None, theme(), None));
    let _here = waiting.sit(None, None, theme(), None);
    dir.sweep(t0);
    dir.sweep(t0 + UNPLAYED_KEPT - Duration::from_secs(1));
    assert!(dir.find(&left.code).is_some());
    dir.sweep(t0 + UNPLAYED_KEPT);
    assert!(dir.find(&left.code).is_none(), "a game nobody played stays");
    assert!(!file.exists());
    // Someone waiting at a game keeps it.
    dir.sweep(t0 + UNPLAYED_KEPT * 10);
    assert!(dir.find(&waiting.code).is_some());
}

#[test]
fn wrong_codes_from_one_origin_are_held_back_and_others_are_not() {
    let (dir, _) = Directory::open(None).unwrap();
    let game = start(&dir);
    let now = Instant::now();
    let home = Origin::V4([192, 0, 2, 1]);
    let wrong = if game.code == "22222222" {
        "33333333"
    } else {
        "22222222"
    };
    for _ in 0..crate::net::guesses::BURST {
        assert_eq!(
            dir.join(wrong, home, now).map(|g| g.id()),
            Err(JoinError::NoSuchGame(wrong.to_string()))
        );
    }
    assert!(matches!(
        dir.join(&game.code, home, now),
        Err(JoinError::Wait(_))
    ));
    let away = Origin::V4([192, 0, 2, 2]);
    assert_eq!(
        dir.join(&game.code, away, now).map(|g| g.id()),
        Ok(game.id())
    );
    // Not a code at all is not a guess.
    assert_eq!(
        dir.join(" hello ", away, now).map(|g| g.id()),
        Err(JoinError::NotACode("hello".into()))
    );
}

#[test]
fn one_address_chooses_a_few_names_and_the_server_keeps_a_bounded_number_of_players() {
    use crate::community::players::NameError;
    let (dir, _) = Directory::open(None).unwrap();
    use crate::community::players::NEW_PER_ORIGIN_A_DAY;
    for i in 0..NEW_PER_ORIGIN_A_DAY {
        let by = holder(Some(&format!("SHA256:k{i}")), [192, 0, 2, 1]);
        assert_eq!(
            Members::choose_name(&*dir, &by, &format!("player {i}")),
            Ok(format!("player {i}"))
        );
    }
    let one_more = holder(Some("SHA256:more"), [192, 0, 2, 1]);
    assert_eq!(
        Members::choose_name(&*dir, &one_more, "one more"),
        Err(NameError::Full)
    );
    // Another address is not held back by that one.
    let elsewhere = holder(Some("SHA256:more"), [198, 51, 100, 7]);
    assert_eq!(
        Members::choose_name(&*dir, &elsewhere, "one more"),
        Ok("one more".into())
    );
    // A refused name does not count against the address.
    let taken = holder(Some("SHA256:again"), [203, 0, 113, 9]);
    for _ in 0..NEW_PER_ORIGIN_A_DAY + 1 {
        assert!(matches!(
            Members::choose_name(&*dir, &taken, "one more"),
            Err(NameError::Taken(_))
        ));
    }
    assert_eq!(
        Members::choose_name(&*dir, &taken, "Another"),
        Ok("Another".into())
    );
}

/// The player at `seat` of a game of ka resigns.
fn resign(game: &ServerGame, seat: Seat) {
    let AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    table
        .sit(&[seat], None)
        .end(Ending::Resigned(seat))
        .unwrap();
}

#[test]
fn the_log_names_a_games_code_and_players_when_it_starts_ends_and_is_rated() {
    let lines = crate::net::log::Shared::default();
    let dir = Directory::open_logged(None, lines.log(), None).unwrap().0;
    let siti = holder(Some("SHA256:siti0123456789abcdef"), [192, 0, 2, 1]);
    dir.choose_name(&siti, "Siti").unwrap();
    let game = start_by(&dir, &siti, Instant::now()).unwrap();
    game.make_rated();
    let (id, code) = (game.id(), game.code.clone());
    assert_eq!(
        lines.line("game.started"),
        format!("game.started game={id} code={code} kind=ka2 by=Siti")
    );
    let mut south = game.sit(siti.key.as_deref(), None, theme(), None);
    let north_key = "SHA256:awangABCDEFGHIJKLMNOP";
    let mut north = game.sit(Some(north_key), None, theme(), None);
    type_move(&mut south.app, "c");
    north.app.tick();
    // Both move, so that the game is rated.
    type_move(&mut north.app, "j");
    resign(&game, Seat::North);
    assert_eq!(
        lines.line("game.ended"),
        format!(
            "game.ended game={id} code={code} south=Siti north=SHA256:awangABC moves=2 won=south ending=resigned"
        )
    );
    let rated = lines.line("rated");
    assert!(
        rated.starts_with(&format!(
            "rated game={id} code={code} players=Siti,SHA256:awangABC kind=ka before=1500,1500 after="
        )),
        "{rated}"
    );
}

#[test]
fn the_log_names_a_guest_as_a_guest_and_the_computer_by_its_level() {
    let lines = crate::net::log::Shared::default();
    let dir = Directory::open_logged(None, lines.log(), None).unwrap().0;
    let kinds = vec![
        SeatKind::Human,
        SeatKind::Computer(crate::games::Level::Easy),
    ];
    let by = holder(None, [127, 0, 0, 1]);
    let game = dir
        .create(ka_game(), kinds, None, &by, Instant::now())
        .unwrap();
    let (id, code) = (game.id(), game.code.clone());
    assert_eq!(
        lines.line("game.started"),
        format!("game.started game={id} code={code} kind=ka2 by=guest")
    );
    let _south = game.sit(None, None, theme(), None);
    resign(&game, Seat::South);
    assert_eq!(
        lines.line("game.ended"),
        format!(
            "game.ended game={id} code={code} south=guest north=ai:easy moves=0 won=north ending=resigned"
        )
    );
}

#[test]
fn a_rematch_is_a_game_of_its_own_with_a_new_number_and_a_line_in_the_log() {
    let tmp = tempfile::tempdir().unwrap();
    let lines = crate::net::log::Shared::default();
    let dir = Directory::open_logged(Some(tmp.path().to_path_buf()), lines.log(), None)
        .unwrap()
        .0;
    let game = start(&dir);
    let (first, code) = (game.id(), game.code.clone());
    let AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    let mut south = table.sit(&[Seat::South], None);
    let mut north = table.sit(&[Seat::North], None);
    south.end(Ending::Resigned(Seat::South)).unwrap();
    north
        .offer(crate::session::Offer::Rematch, Seat::North)
        .unwrap();
    south.answer(Seat::South, true).unwrap();
    let second = game.id();
    assert_ne!(second, first);
    assert_eq!(
        lines.line("game.rematch"),
        format!("game.rematch game={second} code={code} after={first}")
    );
    assert_eq!(
        dir.by_id(second).map(|g| g.code.clone()),
        Some(code.clone())
    );
    assert!(
        dir.by_id(first).is_none(),
        "the old number names nothing now"
    );
    // Its end is logged under its own number, and no later game is given
    // either number, across a restart too.
    drop((south, north));
    let mut north = table.sit(&[Seat::North], None);
    north.end(Ending::Resigned(Seat::North)).unwrap();
    assert!(
        lines
            .text()
            .lines()
            .any(|l| l.contains(&format!("game.ended game={second} code={code}"))),
        "{}",
        lines.text()
    );
    drop((north, dir));
    let again = Directory::open(Some(tmp.path().to_path_buf())).unwrap().0;
    let next = start(&again).id();
    assert!(next > second && next > first);
}
