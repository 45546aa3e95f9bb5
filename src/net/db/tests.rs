//! Tests of the server's database: a folder's unreadable players' file,
//! and a game's end, its ratings and its tournament's result in one
//! transaction.

use super::*;
use crate::community::players::{Players, Score};
use crate::games::{AnyGame, Ending, SeatKind, ka};
use crate::record::AnyRecord;

pub(crate) fn ka_game() -> AnyGame {
    AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ))
}

/// A tournament as the server keeps it, with nobody entered.
pub(crate) fn hosted(id: u64, name: &str) -> Hosted {
    let game = AnyRecord::played(&ka_game(), &[SeatKind::Human; 2], None, None).to_ron();
    ron::from_str(&format!(
        "(id: {id}, tournament: (name: {name:?}, format: RoundRobin), game: {game:?})"
    ))
    .unwrap()
}

/// A finished game numbered `id` between the keys `k1` (South, who
/// resigned) and `k2`.
pub(crate) fn resigned(id: u64) -> (AnyGame, Ended) {
    let game = ka_game();
    let owners = [Some("k1".to_string()), Some("k2".to_string())];
    let ending = Some(Ending::Resigned(Seat::South));
    let record = AnyRecord::played(&game, &[SeatKind::Human; 2], ending, None).to_ron();
    let ended = Ended::of(
        id,
        "abcd2345",
        &game,
        ending,
        &owners,
        record,
        1_800_000_000,
    );
    (game, ended)
}

/// The reader of a folder with no game file.
fn no_game_files(_: &str, _: &Path) -> Option<Ended> {
    None
}

fn change(players: &Players) -> Rerated {
    Rerated {
        kind: crate::games::ka::RATED,
        keys: ["k1".into(), "k2".into()],
        change: players
            .change(crate::games::ka::RATED, ["k1", "k2"], Score::Lost)
            .unwrap(),
    }
}

#[test]
fn a_players_file_that_cannot_be_read_stops_the_server_is_left_alone_and_is_read_once_mended() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(import::PLAYERS);
    std::fs::write(&file, "(players: {\"k1\": oops").unwrap();
    assert!(Db::open(dir.path(), no_game_files).is_err());
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "(players: {\"k1\": oops"
    );
    // The operator mends it: it is taken in then, not passed over.
    std::fs::write(&file, "(players: {\"k1\": (name: Some(\"Aminah\"))})").unwrap();
    let db = Db::open(dir.path(), no_game_files).unwrap();
    assert_eq!(db.players().unwrap()["k1"].name.as_deref(), Some("Aminah"));
}

#[test]
fn a_games_end_its_ratings_and_its_tournaments_result_are_written_together_or_not_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), no_game_files).unwrap();
    let players = Players::in_memory();
    db.keep_tournament(&hosted(1, "Cup")).unwrap();
    let (_, ended) = resigned(5);
    let rerated = change(&players);
    let scored = Scored {
        hosted: hosted(1, "Cup, after round 1"),
        round: 0,
        board: 0,
    };
    // The tournament's part fails: nothing of the game is written.
    db.execute(
        "CREATE TRIGGER refuse BEFORE INSERT ON tournament_games
         BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    assert!(db.record(&ended, Some(&rerated), Some(&scored)).is_err());
    assert!(!db.recorded(5));
    assert!(db.changes_of(5).is_empty());
    assert!(db.players().unwrap().values().all(|p| p.ratings.is_empty()));
    assert_eq!(db.tournaments().unwrap()[0].tournament.name, "Cup");

    db.execute("DROP TRIGGER refuse;");
    assert!(matches!(
        db.record(&ended, Some(&rerated), Some(&scored)),
        Ok(true)
    ));
    // Once only: the same game again writes nothing.
    let other = change(&players);
    assert!(matches!(db.record(&ended, Some(&other), None), Ok(false)));
    drop(db);

    let db = Db::open(dir.path(), no_game_files).unwrap();
    assert_eq!(db.game_ids(), [5]);
    let changes = db.changes_of(5);
    assert_eq!(changes.len(), 2);
    let kept = db.players().unwrap();
    for (i, key) in ["k1", "k2"].iter().enumerate() {
        let after = rerated.change.after[i];
        assert_eq!(kept[*key].rating(crate::games::ka::RATED), after);
        let (_, kind, before, now) = changes.iter().find(|c| c.0 == *key).unwrap().clone();
        assert_eq!(
            (kind, before, now),
            (
                crate::games::ka::RATED,
                rerated.change.before[i].rating,
                after.rating
            )
        );
    }
    assert_eq!(
        db.tournaments().unwrap()[0].tournament.name,
        "Cup, after round 1"
    );
}
