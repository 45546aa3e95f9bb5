//! Open challenges: posted, listed, taken by another for a game both are
//! seated at, withdrawn, paired by rating, and rated when they end.

use super::*;
use crate::community::players::{Rating, Score, rated};
use crate::games::{AnyGame, Ending, Seat, bell, ka};
use crate::net::table::AnyTable;
use crate::session::ClockSpec;
use crate::tui::Theme;
use crate::visitor::Origin;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

fn challenge(rated: bool, seat: Seat) -> Challenge {
    Challenge {
        game: ka_game(),
        clock: None,
        rated,
        seat,
    }
}

fn poster(key: Option<&str>, last: u8) -> Poster {
    Poster {
        holder: Holder {
            key: key.map(str::to_string),
            origin: Origin::V4([192, 0, 2, last]),
        },
        theme: Theme::with_no_color(false, None),
        wake: None,
    }
}

fn directory() -> Arc<Directory> {
    Directory::open(None).unwrap().0
}

fn waiting(posted: Result<Posted, SeekError>) -> u64 {
    match posted {
        Ok(Posted::Waiting(id)) => id,
        Ok(Posted::Started(_)) => panic!("started at once"),
        Err(e) => panic!("{e:?}"),
    }
}

#[test]
fn a_challenge_taken_starts_one_game_with_each_player_in_their_seat() {
    let games = directory();
    let seeks = Seeks::default();
    let woken = Arc::new(AtomicUsize::new(0));
    let w = Arc::clone(&woken);
    let mut aminah = poster(Some("SHA256:a"), 1);
    aminah.wake = Some(Arc::new(move || {
        w.fetch_add(1, Ordering::SeqCst);
    }));
    let now = Instant::now();
    let id = waiting(seeks.post(
        &games,
        challenge(true, Seat::North),
        aminah.clone(),
        false,
        now,
    ));
    let bakar = poster(Some("SHA256:b"), 2);
    // Each sees it; only the poster as theirs.
    let theirs = seeks.list(&games, &aminah.holder);
    let listed = seeks.list(&games, &bakar.holder);
    assert_eq!(listed.len(), 1);
    assert!(theirs[0].mine && !listed[0].mine);
    assert_eq!((listed[0].seat, listed[0].rated), (Seat::North, true));
    assert_eq!(listed[0].rating, Some(Rating::default()));
    // Nobody plays themselves.
    assert!(matches!(
        seeks.take(&games, id, aminah.clone(), now),
        Err(SeekError::Own)
    ));
    assert!(seeks.matched(id).is_none(), "not taken yet");

    let _mine = seeks.take(&games, id, bakar.clone(), now).unwrap();
    assert!(
        woken.load(Ordering::SeqCst) >= 1,
        "the poster's screen is woken"
    );
    assert!(seeks.matched(id).is_some());
    assert!(seeks.matched(id).is_none(), "claimed once");
    assert_eq!(seeks.count(), 0);
    assert!(matches!(
        seeks.take(&games, id, poster(Some("SHA256:c"), 3), now),
        Err(SeekError::Gone)
    ));
    // One game, rated, each key owning the seat it was given.
    let going = games.in_progress();
    assert_eq!(going.len(), 1);
    assert!(going[0].is_rated());
    assert_eq!(
        going[0].owners(),
        [Some("SHA256:b".to_string()), Some("SHA256:a".to_string())]
    );
}

#[test]
fn a_challenge_withdrawn_cannot_be_taken_and_its_posters_limits_hold() {
    let games = directory();
    let seeks = Seeks::default();
    let now = Instant::now();
    let id = waiting(seeks.post(
        &games,
        challenge(false, Seat::South),
        poster(None, 1),
        false,
        now,
    ));
    seeks.withdraw(&games, id);
    assert!(seeks.list(&games, &poster(None, 2).holder).is_empty());
    assert!(matches!(
        seeks.take(&games, id, poster(None, 2), now),
        Err(SeekError::Gone)
    ));
    // Guests play casual games only; open challenges are for two.
    assert_eq!(
        seeks
            .post(
                &games,
                challenge(true, Seat::South),
                poster(None, 1),
                false,
                now
            )
            .err(),
        Some(SeekError::Unrated)
    );
    let three = bell::Game::new(
        bell::Setup::pattern(bell::Pattern::default()),
        bell::Rules {
            players: bell::Players::Three,
            ..bell::Rules::default()
        },
    );
    let bell_three = Challenge {
        game: AnyGame::Bell(three),
        ..challenge(false, Seat::South)
    };
    assert_eq!(
        seeks
            .post(&games, bell_three, poster(None, 1), false, now)
            .err(),
        Some(SeekError::NotTwo)
    );
    // A key holds a few open at most: the oldest go.
    let key = poster(Some("SHA256:k"), 9);
    let ids: Vec<u64> = (0..PER_KEY + 2)
        .map(|_| {
            waiting(seeks.post(
                &games,
                challenge(true, Seat::South),
                key.clone(),
                false,
                now,
            ))
        })
        .collect();
    let open: Vec<u64> = seeks
        .list(&games, &key.holder)
        .iter()
        .map(|s| s.id)
        .collect();
    assert_eq!(open, ids[2..]);
}

/// A server whose players `(key, rating)` are kept in a new folder.
fn rated_directory(players: &[(&str, f64)]) -> (tempfile::TempDir, Arc<Directory>) {
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<String> = players
        .iter()
        .map(|(key, rating)| {
            format!(
                "{key:?}: (name: Some({key:?}), ratings: {{ka: (rating: {rating:.1}, deviation: 60.0, volatility: 0.06, games: 30)}})"
            )
        })
        .collect();
    std::fs::write(
        dir.path().join(crate::net::db::import::PLAYERS),
        format!("(players: {{{}}})", entries.join(", ")),
    )
    .unwrap();
    let games = Directory::open(Some(dir.path().to_path_buf())).unwrap().0;
    (dir, games)
}

#[test]
fn play_anyone_takes_the_open_challenge_for_the_same_game_rated_closest() {
    let (_dir, games) = rated_directory(&[
        ("low", 1300.0),
        ("near", 1560.0),
        ("high", 1800.0),
        ("me", 1500.0),
    ]);
    let seeks = Seeks::default();
    let now = Instant::now();
    let mut ids = Vec::new();
    for key in ["low", "near", "high"] {
        ids.push(waiting(seeks.post(
            &games,
            challenge(true, Seat::South),
            poster(Some(key), 1),
            false,
            now,
        )));
    }
    // The same rating but on a clock: another game.
    let clocked = Challenge {
        clock: Some(ClockSpec {
            base: std::time::Duration::from_secs(60),
            increment: std::time::Duration::ZERO,
        }),
        ..challenge(true, Seat::South)
    };
    waiting(seeks.post(&games, clocked, poster(Some("me2"), 1), false, now));
    let Ok(Posted::Started(_)) = seeks.post(
        &games,
        challenge(true, Seat::North),
        poster(Some("me"), 2),
        true,
        now,
    ) else {
        panic!("paired at once");
    };
    let left: Vec<u64> = seeks
        .list(&games, &poster(None, 3).holder)
        .iter()
        .map(|s| s.id)
        .collect();
    assert!(!left.contains(&ids[1]), "1560 is closest to 1500");
    assert!(left.contains(&ids[0]) && left.contains(&ids[2]));
    assert_eq!(
        games.in_progress()[0].owners(),
        [Some("near".to_string()), Some("me".to_string())]
    );
    // With nobody waiting for the same game, play anyone waits itself.
    let bell2 = Challenge {
        game: AnyGame::Bell(bell::Game::new(
            bell::Setup::pattern(bell::Pattern::default()),
            bell::Rules::default(),
        )),
        ..challenge(false, Seat::South)
    };
    waiting(seeks.post(&games, bell2, poster(Some("me"), 2), true, now));
}

/// A challenge for the ka game at South, posted by the key `a`.
fn posted_by_a(games: &Directory, rated: bool) -> u64 {
    let by = poster(Some("a"), 1);
    waiting(games.seeks.post(
        games,
        challenge(rated, Seat::South),
        by,
        false,
        Instant::now(),
    ))
}

/// `a`'s challenge, rated, taken by `b` at `now`: its game, and a link at
/// each seat (`a` is South). The taker's screen lives as long as it does.
struct Taken {
    _app: crate::tui::AnyApp,
    game: Arc<crate::net::games::ServerGame>,
    south: crate::session::Link<ka::Game>,
    north: crate::session::Link<ka::Game>,
}

fn rated_taken(games: &Directory, now: Instant) -> Taken {
    let id = posted_by_a(games, true);
    let app = games
        .seeks
        .take(games, id, poster(Some("b"), 2), now)
        .unwrap();
    let game = games.in_progress().pop().unwrap();
    let AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    let (south, north) = (
        table.sit(&[Seat::South], None),
        table.sit(&[Seat::North], None),
    );
    Taken {
        _app: app,
        game,
        south,
        north,
    }
}

#[test]
fn a_rated_game_from_a_challenge_changes_both_ratings_as_glicko_2_says_once() {
    let (dir, games) = rated_directory(&[("a", 1500.0), ("b", 1700.0)]);
    let games = Arc::new(games);
    let now = Instant::now();
    let Taken {
        _app,
        game: _game,
        mut south,
        mut north,
    } = rated_taken(&games, now);
    let before = [
        games.players().get("a").rating(crate::games::ka::RATED),
        games.players().get("b").rating(crate::games::ka::RATED),
    ];
    // Each plays a move; then b (North, rated 1700) resigns.
    assert!(south.push(0, "c".parse().unwrap(), now));
    assert!(north.push(1, "j".parse().unwrap(), now));
    north.end(Ending::Resigned(Seat::North)).unwrap();
    let expected = rated(before, Score::Won);
    assert_eq!(
        games.players().get("a").rating(crate::games::ka::RATED),
        expected[0]
    );
    assert_eq!(
        games.players().get("b").rating(crate::games::ka::RATED),
        expected[1]
    );
    assert!(expected[0].rating > before[0].rating + 10.0);
    // Over is over: no second rating for the same game.
    assert!(south.end(Ending::Resigned(Seat::South)).is_err());
    assert_eq!(
        games.players().get("a").rating(crate::games::ka::RATED),
        expected[0]
    );
    // Kept: a restart reads the same ratings.
    drop(north);
    let again = Directory::open(Some(dir.path().to_path_buf())).unwrap().0;
    assert_eq!(
        again.players().get("b").rating(crate::games::ka::RATED),
        expected[1]
    );
}

#[test]
fn a_rated_game_ended_before_both_players_moved_changes_no_rating() {
    let (_dir, games) = rated_directory(&[("a", 1500.0), ("b", 1700.0)]);
    let games = Arc::new(games);
    let now = Instant::now();
    let ratings = || {
        let players = games.players();
        [players.get("a"), players.get("b")].map(|p| p.rating(crate::games::ka::RATED))
    };
    let before = ratings();
    // Resigned at once; resigned after one move; lost on time after one
    // move; aborted after one move: none was played by both.
    let endings = [
        (0, Ending::Resigned(Seat::North)),
        (1, Ending::Resigned(Seat::North)),
        (1, Ending::OutOfTime(Seat::North)),
        (1, Ending::Aborted(Seat::North)),
    ];
    for (moves, ending) in endings {
        let Taken {
            _app,
            game,
            mut south,
            mut north,
        } = rated_taken(&games, now);
        if moves > 0 {
            assert!(south.push(0, "c".parse().unwrap(), now));
        }
        north.end(ending).unwrap();
        assert!(game.table.is_over());
        assert_eq!(ratings(), before, "{ending:?} after {moves} moves");
    }
    // Once both have moved it is too late to abort; a resignation then is
    // rated.
    let Taken {
        _app,
        game: _game,
        mut south,
        mut north,
    } = rated_taken(&games, now);
    assert!(south.push(0, "c".parse().unwrap(), now));
    assert!(north.push(1, "j".parse().unwrap(), now));
    assert_eq!(
        north.end(Ending::Aborted(Seat::North)),
        Err(crate::session::Unheard::TooLateToAbort)
    );
    north.end(Ending::Resigned(Seat::North)).unwrap();
    assert_ne!(ratings(), before);
}

#[test]
fn a_casual_game_or_one_against_a_guest_changes_no_rating() {
    let (_dir, games) = rated_directory(&[("a", 1500.0), ("b", 1700.0)]);
    let now = Instant::now();
    let id = posted_by_a(&games, false);
    let _app = games
        .seeks
        .take(&games, id, poster(Some("b"), 2), now)
        .unwrap();
    let id = posted_by_a(&games, false);
    let _app = games.seeks.take(&games, id, poster(None, 3), now).unwrap();
    for game in games.in_progress() {
        let AnyTable::Ka(table) = &game.table else {
            panic!("the ka game");
        };
        table
            .sit(&[Seat::North], None)
            .end(Ending::Resigned(Seat::North))
            .unwrap();
    }
    assert_eq!(
        games
            .players()
            .get("a")
            .rating(crate::games::ka::RATED)
            .rating,
        1500.0
    );
    assert_eq!(
        games
            .players()
            .get("b")
            .rating(crate::games::ka::RATED)
            .rating,
        1700.0
    );
    // A guest cannot take a rated challenge.
    let id = posted_by_a(&games, true);
    assert!(matches!(
        games.seeks.take(&games, id, poster(None, 3), now),
        Err(SeekError::Unrated)
    ));
}

#[test]
fn throwaway_keys_from_one_address_bring_only_a_few_new_players_to_rated_play_a_day() {
    let games = directory();
    let now = Instant::now();
    let from_one_address = |i: usize| Poster {
        holder: Holder {
            key: Some(format!("SHA256:throwaway{i}")),
            origin: Origin::V4([203, 0, 113, 9]),
        },
        theme: Theme::with_no_color(false, None),
        wake: None,
    };
    let limit = crate::community::players::NEW_PER_ORIGIN_A_DAY;
    for i in 0..limit {
        let posted = games.seeks.post(
            &games,
            challenge(true, Seat::South),
            from_one_address(i),
            false,
            now,
        );
        assert!(matches!(posted, Ok(Posted::Waiting(_))), "key {i}");
    }
    let refused = games.seeks.post(
        &games,
        challenge(true, Seat::South),
        from_one_address(limit),
        false,
        now,
    );
    assert!(matches!(refused, Err(SeekError::NewToday { limit: l }) if l == limit));
    // The same key may still play casual games, and take no rated one.
    let casual = games.seeks.post(
        &games,
        challenge(false, Seat::South),
        from_one_address(limit),
        false,
        now,
    );
    assert!(matches!(casual, Ok(Posted::Waiting(_))));
    let id = posted_by_a(&games, true);
    assert!(matches!(
        games
            .seeks
            .take(&games, id, from_one_address(limit + 1), now),
        Err(SeekError::NewToday { .. })
    ));
}

/// A log that runs `then` on the first line naming `event`.
struct OnEvent {
    event: &'static str,
    then: Option<Box<dyn FnOnce() + Send>>,
}

impl std::io::Write for OnEvent {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if String::from_utf8_lossy(buf).contains(self.event)
            && let Some(then) = self.then.take()
        {
            then();
        }
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_challenge_whose_poster_leaves_as_it_is_taken_leaves_their_seat_away() {
    let posted = Arc::new(std::sync::OnceLock::<u64>::new());
    let gone = Arc::new(std::sync::OnceLock::<std::sync::Weak<Directory>>::new());
    // The poster leaves their lobby (withdrawing their challenge) while
    // the game for it is being made.
    let (id, weak) = (Arc::clone(&posted), Arc::clone(&gone));
    let log = OnEvent {
        event: "game.started",
        then: Some(Box::new(move || {
            let games = weak.get().and_then(std::sync::Weak::upgrade).unwrap();
            games.seeks.withdraw(&games, *id.get().unwrap());
        })),
    };
    let log = Arc::new(crate::net::log::Log::to(Box::new(log)));
    let games = Directory::open_logged(None, log, None).unwrap().0;
    gone.set(Arc::downgrade(&games)).unwrap();
    let now = Instant::now();
    let aminah = poster(Some("SHA256:a"), 1);
    let id = waiting(
        games
            .seeks
            .post(&games, challenge(false, Seat::North), aminah, false, now),
    );
    posted.set(id).unwrap();
    let bakar = poster(Some("SHA256:b"), 2);
    let _mine = games.seeks.take(&games, id, bakar, now).unwrap();
    let going = games.in_progress();
    assert_eq!(going.len(), 1);
    // South is the taker's, North the poster's, who is not here.
    assert_eq!(
        going[0].table.presence(),
        [
            crate::session::Presence::Here,
            crate::session::Presence::Away
        ]
    );
    assert!(games.seeks.matched(id).is_none(), "nothing waits for them");
}
