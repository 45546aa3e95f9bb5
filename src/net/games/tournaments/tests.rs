//! A tournament run on a server: made by its operator only, entered by
//! named players, its rounds' games made for their keys and rated, each
//! result recorded as its game ends, all kept across a restart.

use super::*;
use crate::community::players::Rating;
use crate::community::tournament::PairError;
use crate::games::{Ending, ka};
use crate::net::games::ServerGame;
use crate::net::table::AnyTable;
use crate::tui::rooms::parts::*;
use crate::visitor::{Holder, Origin};
use std::sync::Arc;

pub(crate) const OPERATOR: &str = "SHA256:operator";
pub(crate) const PLAYERS: [&str; 4] = ["Awang", "Dayang", "Hajah", "Siti"];

pub(crate) fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

fn server(dir: &Path) -> Arc<Directory> {
    let (games, bad) = Directory::open_logged(
        Some(dir.to_path_buf()),
        Arc::new(crate::net::log::Log::silent()),
        Some(OPERATOR.to_string()),
    )
    .unwrap();
    assert!(bad.is_empty());
    games
}

/// The key of a player.
pub(crate) fn key(name: &str) -> String {
    format!("SHA256:{name}")
}

/// Each of `names` comes with their key and takes that name.
pub(crate) fn name_all(games: &Directory, names: &[&str]) {
    for name in names {
        let holder = Holder {
            key: Some(key(name)),
            origin: Origin::Unknown,
        };
        games.choose_name(&holder, name).unwrap();
    }
}

/// A server in `dir` with the operator's tournament of `format`, which
/// each of `names` has named themselves for and entered; its id.
pub(crate) fn entered(dir: &Path, names: &[&str], format: Format) -> (Arc<Directory>, u64) {
    let games = server(dir);
    name_all(&games, names);
    let id = games
        .make_tournament(Some(OPERATOR), "Club day".into(), format, &ka_game(), None)
        .unwrap();
    for name in names {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    (games, id)
}

/// Ends every unfinished game of the tournament's round: the player at
/// North resigns where `north_resigns` says so of its South player, else
/// they agree a draw.
pub(crate) fn finish_round(games: &Directory, north_resigns: impl Fn(&str) -> bool) {
    for game in games.in_progress() {
        let owners = game.owners();
        let AnyTable::Ka(table) = &game.table else {
            panic!("the ka game");
        };
        // Each plays a move, so that the game is rated.
        let mut south_link = table.sit(&[Seat::South], None);
        let mut north = table.sit(&[Seat::North], None);
        let now = std::time::Instant::now();
        assert!(south_link.push(0, "c".parse().unwrap(), now));
        assert!(north.push(1, "j".parse().unwrap(), now));
        let south = owners[0].clone().unwrap();
        let ending = if north_resigns(&south) {
            Ending::Resigned(Seat::North)
        } else {
            Ending::Agreed
        };
        north.end(ending).unwrap();
    }
}

#[test]
fn an_operators_swiss_is_entered_paired_played_rated_and_kept_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let games = server(dir.path());
    name_all(&games, &PLAYERS);
    let swiss = Format::Swiss { rounds: 2 };
    // Only the operator makes one, and only for a game that is rated.
    assert_eq!(
        games.make_tournament(
            Some(&key("Awang")),
            "Club day".into(),
            swiss,
            &ka_game(),
            None
        ),
        Err(TournamentError::NotAdmin)
    );
    let id = games
        .make_tournament(Some(OPERATOR), "Club day".into(), swiss, &ka_game(), None)
        .unwrap();
    // Entering needs a name.
    assert_eq!(
        games.enter_tournament(id, Some("SHA256:nameless"), true),
        Err(TournamentError::NoName)
    );
    for name in PLAYERS {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    assert_eq!(
        games.next_round(id, Some(&key("Siti"))),
        Err(TournamentError::NotAdmin)
    );
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    assert_eq!(
        games.enter_tournament(id, Some(&key("Siti")), false),
        Err(TournamentError::Register(
            crate::community::tournament::RegisterError::Started
        ))
    );
    // Two games, rated, each seat kept for its player's key; each player
    // finds theirs.
    let round = games.in_progress();
    assert_eq!(round.len(), 2);
    for name in PLAYERS {
        let (code, _) = games.tournament_game(&key(name)).expect("a game");
        let game = games.find(&code).unwrap();
        assert!(game.is_rated() && game.owned_by(&key(name)), "{name}");
    }
    // The next round waits for this one's results.
    assert!(matches!(
        games.next_round(id, Some(OPERATOR)),
        Err(TournamentError::Pair(PairError::RoundUnfinished { .. }))
    ));
    // Round 1: every South wins.
    finish_round(&games, |_| true);
    let t = &games.tournaments()[0].tournament;
    assert!(t.round_done());
    let winners: Vec<u32> = t.standings().iter().map(|s| s.points).collect();
    assert_eq!(winners, [2, 2, 0, 0]);
    for name in PLAYERS {
        let rating = games.player(&key(name)).rating(crate::games::ka::RATED);
        assert_ne!(rating, Rating::default(), "{name} was rated");
        assert_eq!(rating.games, 1);
    }
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(2));
    // Round 2: draws.
    finish_round(&games, |_| false);
    let t = games.tournaments()[0].tournament.clone();
    assert!(t.is_finished());
    // No pair met twice.
    let pairs: Vec<(usize, usize)> = t
        .rounds
        .iter()
        .flat_map(|r| {
            r.pairings
                .iter()
                .map(|p| (p.south.min(p.north), p.south.max(p.north)))
        })
        .collect();
    let mut unique = pairs.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), pairs.len());
    // The standings as text beside it, and the whole kept: a restart
    // reads the same tournament.
    let text = std::fs::read_to_string(dir.path().join("tournaments/1.txt")).unwrap();
    for name in PLAYERS {
        assert!(text.contains(name), "{text}");
    }
    drop(games);
    let again = server(dir.path());
    assert_eq!(again.tournaments()[0].tournament, t);
    assert_eq!(
        again.next_round(id, Some(OPERATOR)),
        Err(TournamentError::Pair(PairError::NoRoundsLeft { rounds: 2 }))
    );
}

#[test]
fn a_tournament_file_that_cannot_be_read_stops_the_server_and_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("tournaments")).unwrap();
    std::fs::write(dir.path().join("tournaments/1.ron"), "(id: 1, tourn").unwrap();
    let opened = Directory::open_logged(
        Some(dir.path().to_path_buf()),
        Arc::new(crate::net::log::Log::silent()),
        None,
    );
    assert!(opened.is_err());
    assert_eq!(
        std::fs::read_to_string(dir.path().join("tournaments/1.ron")).unwrap(),
        "(id: 1, tourn"
    );
}

#[test]
fn the_operator_settles_games_a_player_did_not_come_to_without_rating_them() {
    let dir = tempfile::tempdir().unwrap();
    let games = server(dir.path());
    name_all(&games, &PLAYERS);
    let swiss = Format::Swiss { rounds: 1 };
    let id = games
        .make_tournament(Some(OPERATOR), "Short".into(), swiss, &ka_game(), None)
        .unwrap();
    for name in PLAYERS {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    games.next_round(id, Some(OPERATOR)).unwrap();
    // Awang comes to his game; Dayang and Hajah's opponents, and Siti's,
    // do not; in the other game nobody comes.
    let (code, _) = games.tournament_game(&key("Awang")).unwrap();
    let awangs = games.find(&code).unwrap();
    let theme = crate::tui::Theme::with_no_color(false, None);
    let _here = awangs.sit(Some(&key("Awang")), None, theme, None);
    assert_eq!(
        games.settle_round(id, Some("SHA256:someone")),
        Err(TournamentError::NotAdmin)
    );
    assert_eq!(games.settle_round(id, Some(OPERATOR)), Ok(2));
    let t = games.tournaments()[0].tournament.clone();
    assert!(t.is_finished());
    let awang = t.of_key(&key("Awang")).unwrap();
    let standing = t.standings();
    let his = standing.iter().find(|s| s.entrant == awang).unwrap();
    assert_eq!(his.points, 2, "a win for the one who came");
    let drawn: Vec<u32> = standing
        .iter()
        .filter(|s| {
            s.entrant != awang && t.rounds[0].board_of(s.entrant) != t.rounds[0].board_of(awang)
        })
        .map(|s| s.points)
        .collect();
    assert_eq!(drawn, [1, 1], "a draw where nobody came");
    // Not played, not rated.
    for name in PLAYERS {
        assert_eq!(
            games
                .player(&key(name))
                .rating(crate::games::ka::RATED)
                .games,
            0,
            "{name}"
        );
    }
    assert!(awangs.table.is_over());
    // Nothing left to settle.
    assert_eq!(games.settle_round(id, Some(OPERATOR)), Ok(0));
}

#[test]
fn in_an_odd_field_one_player_a_round_sits_out_with_a_bye_and_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let games = server(dir.path());
    let three = &PLAYERS[..3];
    name_all(&games, three);
    let id = games
        .make_tournament(
            Some(OPERATOR),
            "Three".into(),
            Format::Swiss { rounds: 2 },
            &ka_game(),
            None,
        )
        .unwrap();
    for name in three {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    let mut byes = Vec::new();
    for round in 1..=2 {
        assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(round));
        assert_eq!(games.in_progress().len(), 1, "one game, one bye");
        let t = games.tournaments()[0].tournament.clone();
        let bye = t.rounds[round - 1].bye.expect("a bye");
        let name = &t.entrants[bye].name;
        assert!(
            games.tournament_game(&key(name)).is_none(),
            "{name} has no game"
        );
        byes.push(bye);
        finish_round(&games, |_| true);
    }
    assert_ne!(byes[0], byes[1], "nobody sits out twice");
    assert!(games.tournaments()[0].tournament.is_finished());
}

#[test]
fn a_round_whose_games_have_no_move_yet_survives_the_idle_sweep_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS, Format::Swiss { rounds: 2 });
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    // Nobody comes for long after the sweep would take a game nobody
    // played: the round's games stay.
    let later = std::time::Instant::now() + crate::net::games::UNPLAYED_KEPT * 3;
    games.sweep(later);
    games.sweep(later + crate::net::games::UNPLAYED_KEPT);
    assert_eq!(games.in_progress().len(), 2);
    drop(games);
    // Nor does a restart lose them, and they still cannot be aborted.
    let games = server(dir.path());
    assert_eq!(games.in_progress().len(), 2);
    for name in PLAYERS {
        let (code, _) = games.tournament_game(&key(name)).expect("a game");
        assert!(!games.find(&code).unwrap().table.abortable());
    }
    // Played, the round ends and the next is paired.
    finish_round(&games, |_| true);
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(2));
}

#[test]
fn after_the_grace_time_a_player_who_never_came_loses_and_one_who_came_never_does() {
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS, Format::Swiss { rounds: 2 });
    let start = std::time::Instant::now();
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    let round: Vec<Arc<ServerGame>> = games.in_progress();
    let [first, second] = round.as_slice() else {
        panic!("two games");
    };
    let theme = crate::tui::Theme::with_no_color(false, None);
    let owners = |g: &ServerGame| {
        g.owners()
            .into_iter()
            .map(Option::unwrap)
            .collect::<Vec<_>>()
    };
    // First game: South came and is here; North never came.
    let south = first.sit(Some(&owners(first)[0]), None, theme, None);
    // Second game: both came; South went away again.
    let gone = second.sit(Some(&owners(second)[0]), None, theme, None);
    let north_here = second.sit(Some(&owners(second)[1]), None, theme, None);
    drop(gone);
    // Within the grace time nothing is settled.
    games.tick(start + GRACE / 2);
    assert!(!first.table.is_over() && !second.table.is_over());
    games.tick(start + GRACE + std::time::Duration::from_secs(1));
    assert_eq!(first.table.ended(), Some(Ending::Absent(Seat::North)));
    assert!(!first.is_rated(), "a forfeit is not rated");
    assert!(!second.table.is_over(), "both came: it is theirs to play");
    let t = &games.tournaments()[0].tournament;
    assert_eq!(t.rounds[0].unrecorded(), 1);
    let forfeited = t.rounds[0].pairings.iter().find(|p| p.result.is_some());
    assert!(
        forfeited.is_some_and(|p| p.forfeit),
        "recorded as a forfeit"
    );
    drop((south, north_here));
}

#[test]
fn after_the_grace_time_a_game_neither_player_came_to_is_scored_drawn_and_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS[..2], Format::RoundRobin);
    let start = std::time::Instant::now();
    assert_eq!(games.next_round(id, Some(OPERATOR)), Ok(1));
    let game = games.in_progress().pop().unwrap();
    games.tick(start + GRACE + std::time::Duration::from_secs(1));
    assert_eq!(game.table.ended(), Some(Ending::NeitherCame));
    let t = &games.tournaments()[0].tournament;
    assert!(t.round_done());
    assert!(t.rounds[0].pairings[0].forfeit, "recorded as a forfeit");
}

#[test]
fn a_tournaments_name_keeps_only_what_shows_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let games = server(dir.path());
    let swiss = Format::Swiss { rounds: 1 };
    let typed = format!(
        "Club\u{202e}\u{fff9} day\u{2028}\u{e0041}{}",
        "x".repeat(60)
    );
    let id = games
        .make_tournament(Some(OPERATOR), typed, swiss, &ka_game(), None)
        .unwrap();
    let name = games.tournament(id).unwrap().tournament.name;
    assert_eq!(name, format!("Club day {}", "x".repeat(NAME_MAX - 9)));
}

#[test]
fn the_log_names_each_results_players_and_the_tournaments_winner() {
    let dir = tempfile::tempdir().unwrap();
    let lines = crate::net::log::Shared::default();
    let (games, _) = Directory::open_logged(
        Some(dir.path().to_path_buf()),
        lines.log(),
        Some(OPERATOR.to_string()),
    )
    .unwrap();
    name_all(&games, &PLAYERS[..2]);
    let swiss = Format::Swiss { rounds: 1 };
    let id = games
        .make_tournament(Some(OPERATOR), "Club day".into(), swiss, &ka_game(), None)
        .unwrap();
    for name in &PLAYERS[..2] {
        games.enter_tournament(id, Some(&key(name)), true).unwrap();
    }
    games.next_round(id, Some(OPERATOR)).unwrap();
    let game = games.in_progress().pop().unwrap();
    let south = game.owners()[0].clone().unwrap();
    let (south, north) = if south == key("Awang") {
        ("Awang", "Dayang")
    } else {
        ("Dayang", "Awang")
    };
    // North resigns.
    finish_round(&games, |_| true);
    assert_eq!(
        lines.line("tournament.result"),
        format!(
            "tournament.result tournament={id} round=1 board=1 south={south} north={north} result=southwon forfeit=false"
        )
    );
    assert_eq!(
        lines.line("tournament.ended"),
        format!(
            "tournament.ended tournament={id} name=\"Club day\" winner={south} points=1 rounds=1"
        )
    );
}

#[test]
fn a_tournament_that_ended_lately_is_still_told_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let (games, id) = entered(dir.path(), &PLAYERS[..2], Format::RoundRobin);
    games.next_round(id, Some(OPERATOR)).unwrap();
    assert!(games.finished_lately().is_empty());
    finish_round(&games, |_| true);
    assert_eq!(games.finished_lately(), [id]);
    drop(games);
    let games = server(dir.path());
    assert_eq!(games.finished_lately(), [id]);
}
