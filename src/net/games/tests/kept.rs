//! A server's folder kept before the database is taken in once, its
//! files left as they were; a game over on disk whose end the database
//! missed is recorded when the server starts again.

use super::*;
use crate::net::db::tests::{hosted, resigned};
use crate::net::db::{Db, import};
use crate::net::table::AnyTable;
use crate::record::AnyRecord;
use std::path::Path;

#[test]
fn a_folder_written_before_the_database_is_taken_in_once_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    let players = "(players: {\"k1\": (name: Some(\"Aminah\"), ratings: {ka: (rating: 1612.5, \
        deviation: 80.0, volatility: 0.06, games: 12)}, enlisted: Some((V4((192, 0, 2, 1)), 20000))), \
        \"k2\": (name: Some(\"Bakar\"))})";
    std::fs::write(path.join(import::PLAYERS), players).unwrap();
    std::fs::create_dir(path.join("tournaments")).unwrap();
    let tournament = ron::to_string(&hosted(3, "Club day")).unwrap();
    std::fs::write(path.join("tournaments/3.ron"), &tournament).unwrap();
    let (_, ended) = resigned(0);
    std::fs::write(path.join("abcd2345.game.ron"), &ended.record).unwrap();
    let owners = "(owners: [Some(\"k1\"), Some(\"k2\")], rated: true, id: 7)";
    std::fs::write(path.join("abcd2345.game.owners.ron"), owners).unwrap();
    std::fs::write(path.join(import::NEXT_ID), "12").unwrap();
    let before: Vec<(std::path::PathBuf, Vec<u8>)> = ["players.ron", "tournaments/3.ron"]
        .iter()
        .chain(&[
            "abcd2345.game.ron",
            "abcd2345.game.owners.ron",
            "next-game-id",
        ])
        .map(|f| (path.join(f), std::fs::read(path.join(f)).unwrap()))
        .collect();

    let db = Db::open(path, over_at).unwrap();
    let kept = db.players().unwrap();
    assert_eq!(kept["k1"].name.as_deref(), Some("Aminah"));
    assert_eq!(kept["k1"].rating(crate::games::ka::RATED).rating, 1612.5);
    assert_eq!(kept["k1"].rating(crate::games::ka::RATED).games, 12);
    assert_eq!(
        kept["k1"].enlisted,
        Some((Origin::V4([192, 0, 2, 1]), 20000))
    );
    assert_eq!(kept["k2"].name.as_deref(), Some("Bakar"));
    let tournaments = db.tournaments().unwrap();
    assert_eq!(tournaments.len(), 1);
    assert_eq!(
        (tournaments[0].id, tournaments[0].tournament.name.as_str()),
        (3, "Club day")
    );
    let game = db.game(7).expect("the finished game, under its number");
    assert_eq!(
        (
            game.ending.as_str(),
            game.winners.as_str(),
            game.code.as_str()
        ),
        ("resigned", "north", "abcd2345")
    );
    assert_eq!(
        game.seats,
        [
            (Seat::South, Some("k1".to_string())),
            (Seat::North, Some("k2".to_string()))
        ]
    );
    assert!(AnyRecord::from_ron_bytes(game.record.as_bytes()).is_ok());
    // Its ratings were counted when it ended: taking it in changes none.
    assert!(db.changes_of(7).is_empty());
    assert_eq!(db.next_id(), 12);
    drop(db);
    for (file, bytes) in &before {
        assert_eq!(&std::fs::read(file).unwrap(), bytes, "{}", file.display());
    }

    // Once only: what the old files say later is not taken in again.
    std::fs::write(path.join(import::PLAYERS), "(players: {})").unwrap();
    let again = Db::open(path, over_at).unwrap();
    assert_eq!(again.players().unwrap().len(), 2);
}

/// A server in `dir` where the keyed players `k1` and `k2` have names.
fn server(dir: &Path) -> Arc<Directory> {
    let games = Directory::open(Some(dir.to_path_buf())).unwrap().0;
    for (key, name) in [("k1", "Aminah"), ("k2", "Bakar")] {
        let holder = Holder {
            key: Some(key.to_string()),
            origin: Origin::Unknown,
        };
        games.choose_name(&holder, name).unwrap();
    }
    games
}

/// A rated game between `k1` (South) and `k2` in which both move and
/// South resigns; its number and code.
fn play_rated(games: &Directory) -> (u64, String) {
    let game = games
        .create_for_server(ka_game(), None, std::time::Instant::now())
        .unwrap();
    game.make_rated();
    game.reserve(Seat::South, "k1");
    game.reserve(Seat::North, "k2");
    let AnyTable::Ka(table) = &game.table else {
        panic!("the ka game");
    };
    let now = std::time::Instant::now();
    let mut south = table.sit(&[Seat::South], None);
    let mut north = table.sit(&[Seat::North], None);
    assert!(south.push(0, "c".parse().unwrap(), now));
    assert!(north.push(1, "j".parse().unwrap(), now));
    south.end(Ending::Resigned(Seat::South)).unwrap();
    (game.id(), game.code.clone())
}

#[test]
fn a_game_over_on_disk_whose_end_the_database_missed_is_recorded_once_when_the_server_starts() {
    let dir = tempfile::tempdir().unwrap();
    let games = server(dir.path());
    let (id, code) = play_rated(&games);
    assert!(games.db().recorded(id));
    let after_one = games.players().get("k1").rating(crate::games::ka::RATED);
    assert!(after_one.rating < 1500.0);
    drop(games);

    // The server was killed after the record of a second such game said
    // it was over and before the database held its end: the same files
    // under a number the database never saw.
    let copy = |from: &str, to: &str| {
        std::fs::copy(dir.path().join(from), dir.path().join(to)).unwrap();
    };
    copy(&format!("{code}.game.ron"), "zzzz2345.game.ron");
    let owners = "(owners: [Some(\"k1\"), Some(\"k2\")], rated: true, id: 900)";
    std::fs::write(dir.path().join("zzzz2345.game.owners.ron"), owners).unwrap();

    let games = Directory::open(Some(dir.path().to_path_buf())).unwrap().0;
    assert!(games.db().recorded(900));
    let changes = games.db().changes_of(900);
    assert_eq!(changes.len(), 2);
    let k1 = changes.iter().find(|c| c.0 == "k1").unwrap();
    assert_eq!(k1.2, after_one.rating, "rated from where the first left");
    let after_two = games.players().get("k1").rating(crate::games::ka::RATED);
    assert_eq!(k1.3, after_two.rating);
    assert!(after_two.rating < after_one.rating);
    // No number is given twice after it.
    let (next, _) = play_rated(&games);
    assert!(next > 900);
    let after_three = games.players().get("k1").rating(crate::games::ka::RATED);
    drop(games);

    // Once only: the next start changes nothing.
    let games = Directory::open(Some(dir.path().to_path_buf())).unwrap().0;
    assert_eq!(
        games.players().get("k1").rating(crate::games::ka::RATED),
        after_three
    );
    assert_eq!(games.db().game_ids(), [id, 900, next]);
}
