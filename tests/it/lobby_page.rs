//! A player's page in the lobby: after a rated game between two named
//! players, each one's page shows the rating with its history and the game
//! with the change it made, at 80×24, in both languages.

use crate::common::lobby::{go_to, key, operated, screen, typed, visitor};
use pasang::games::Seat;
use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::tui::lobby::{LobbyApp, Mode, Note, Row};
use pasang::tui::{AnyApp, AnyScreen, TerminalApp};
use ratatui::crossterm::event::KeyCode;
use std::sync::Arc;

/// The lobby of a visitor with the key `SHA256:<name>` who has taken the
/// name.
fn named(games: &Arc<Directory>, name: &str) -> LobbyApp {
    let mut app = visitor(games, Some(&format!("SHA256:{name}")));
    go_to(&mut app, Row::Name);
    key(&mut app, KeyCode::Enter);
    typed(&mut app, name);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.note(), Some(&Note::Named(name.into())));
    app
}

/// The seat a game's terminal plays.
fn seat(app: AnyApp) -> (Seat, AnyApp) {
    let AnyApp::Game(screen) = &app else {
        panic!("a game's screen")
    };
    let seat = pasang::on_any!(screen, AnyScreen, s => s.session().link().unwrap().seats()[0]);
    (seat, app)
}

#[test]
fn after_a_rated_game_each_players_page_shows_it_with_the_change_in_both_languages() {
    i18n::set(Lang::english());
    let (_dir, games) = operated();
    // Awang posts a rated challenge; Siti takes it.
    let mut awang = named(&games, "Awang");
    let mut siti = named(&games, "Siti");
    go_to(&mut awang, Row::Rated);
    if !awang.choice().rated {
        key(&mut awang, KeyCode::Right);
    }
    go_to(&mut awang, Row::Seek);
    key(&mut awang, KeyCode::Enter);
    assert_eq!(awang.note(), Some(&Note::Posted));
    go_to(&mut siti, Row::Seeks);
    key(&mut siti, KeyCode::Enter);
    key(&mut siti, KeyCode::Enter);
    let taker = siti.hand_over().expect("Siti's game");
    assert!(!awang.take_bell(), "nothing yet to call Awang for");
    awang.tick();
    // Awang's challenge was taken: his terminal's bell calls him.
    assert!(awang.take_bell());
    let poster = awang.hand_over().expect("Awang's game");
    let (first, second) = match (seat(poster), seat(taker)) {
        ((Seat::South, a), (_, b)) => (a, b),
        ((_, a), (_, b)) => (b, a),
    };
    let (mut south, mut north) = (first, second);
    // A move each, and North resigns: South wins a rated game.
    let say = |app: &mut AnyApp, text: &str| {
        app.tick();
        typed(app, text);
        key(app, KeyCode::Enter);
    };
    say(&mut south, ":c");
    say(&mut north, ":j");
    say(&mut north, ":resign");
    south.tick();
    assert!(!south.plays_on(), "the game is over");

    // `ssh HOST record N` gives the game's record, as `pasang review`
    // reads it: its moves and how it ended.
    use pasang::net::ssh::Host as _;
    let host = pasang::net::host::ManyGames {
        games: Arc::clone(&games),
        name: "localhost".to_string(),
        port: Default::default(),
    };
    let id = games.db().games_of("SHA256:Awang", 1)[0].id;
    let record = pasang::record::AnyRecord::from_ron_bytes(host.record(id).unwrap().as_bytes())
        .expect("a record that reads back");
    assert_eq!(record.replay().unwrap().move_texts(), ["c", "j"]);
    assert_eq!(
        record.ended(),
        Some(pasang::games::Ending::Resigned(Seat::North))
    );
    assert_eq!(host.record(id + 1), None);

    for lang in ["en", "ms"] {
        i18n::set(Lang::find(lang).unwrap());
        let mut lobby = visitor(&games, Some("SHA256:Awang"));
        go_to(&mut lobby, Row::Players);
        key(&mut lobby, KeyCode::Enter);
        // The winner leads the list: their page.
        key(&mut lobby, KeyCode::Enter);
        let Mode::Player(view) = lobby.mode() else {
            panic!("{lang}: a player's page: {:?}", lobby.mode())
        };
        let page = view.page.clone();
        let game = &page.games[0];
        let (before, after) = game.rated.expect("a rated game");
        let change = format!("{:+}", after.round() as i64 - before.round() as i64);
        let shown = screen(&lobby, 80, 24);
        let (rating, result) = match lang {
            "en" => (
                "the ka game: ",
                if change.starts_with('+') {
                    "won against"
                } else {
                    "lost to"
                },
            ),
            _ => (
                "permainan ka: ",
                if change.starts_with('+') {
                    "menang menentang"
                } else {
                    "kalah kepada"
                },
            ),
        };
        assert!(
            shown.contains(&format!(" {} ", page.name)),
            "{lang}: the title\n{shown}"
        );
        assert!(shown.contains(rating), "{lang}: {rating}\n{shown}");
        assert!(shown.contains(&format!("#{} ", game.id)), "{lang}\n{shown}");
        assert!(shown.contains(result), "{lang}: {result}\n{shown}");
        assert!(
            shown.contains(&format!("({change})")),
            "{lang}: {change}\n{shown}"
        );
        // The key bar under the lobby's rows, with nothing of them left.
        let (enter, help) = match lang {
            "en" => ("Enter replay", "? help"),
            _ => ("Enter ulang tayang", "? bantuan"),
        };
        // How it went against each player met: the winner's one game
        // against the other, won.
        let other = if page.name == "Awang" {
            "Siti"
        } else {
            "Awang"
        };
        let against = match lang {
            "en" => format!("Against others (won–drawn–lost): {other} 1–0–0"),
            _ => format!("Menentang pemain lain (menang–seri–kalah): {other} 1–0–0"),
        };
        assert!(shown.contains(&against), "{lang}\n{shown}");
        let bar =
            |l: &str| l.trim().starts_with("↑↓") && l.contains(enter) && l.trim().ends_with(help);
        assert!(shown.lines().any(bar), "{lang}\n{shown}");
        // The chart: a sparkline's bars under the rating.
        assert!(
            shown.chars().any(|c| ('▁'..='█').contains(&c)),
            "{lang}\n{shown}"
        );
        // s tells how to save the game marked, on one's own machine.
        key(&mut lobby, KeyCode::Char('s'));
        let command = format!("ssh -p 2222 example.org record {0} > game-{0}.ron", game.id);
        let told = pasang::tui::lobby::words::note(lobby.note().expect("a note"));
        assert!(told.contains(&command), "{lang}: {told}");
        assert!(
            told.contains(if lang == "en" {
                "own machine"
            } else {
                "mesin anda"
            }),
            "{lang}: {told}"
        );
        // Enter replays the game marked, from its first position.
        key(&mut lobby, KeyCode::Enter);
        let Some(AnyApp::Game(AnyScreen::Ka(replay))) = lobby.hand_over() else {
            panic!("{lang}: the game's replay")
        };
        let mut replay = replay;
        assert!(replay.is_replay());
        assert_eq!(replay.game().moves().len(), 2);
        assert_eq!(replay.session().viewed_ply(), 0);
        // At its end, the replay says how the game ended.
        key(&mut replay, KeyCode::End);
        assert!(replay.shows_result(), "{lang}");
        assert_eq!(
            replay.session().ended(),
            Some(pasang::games::Ending::Resigned(Seat::North))
        );
        // v opens the game's review from the replay.
        key(&mut replay, KeyCode::Char('v'));
        assert_eq!(*replay.mode(), pasang::tui::play::Mode::Review, "{lang}");
        // Esc: back to the list, as it was.
        key(&mut lobby, KeyCode::Esc);
        assert!(matches!(lobby.mode(), Mode::Players(_)));
    }
    i18n::set(Lang::english());
}
