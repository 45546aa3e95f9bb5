//! The lobby's keys come from its key table: in each of its views, the key
//! bar (and the help, where the view has one) lists every key the view
//! takes, in English and in Malay, and every key does what its row says.

use pasang::i18n::{self, Lang};
use pasang::net::games::Directory;
use pasang::tui::TerminalApp;
use pasang::tui::keys::{self, Binding, Key};
use pasang::tui::lobby::keys::{self as table, Lobby};
use pasang::tui::lobby::{LobbyApp, Mode, Note, Prompt, Row};
use pasang::tui::rooms::parts::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use std::sync::Arc;

use crate::common::lobby::{AREA, go_to, key, operated, visitor};

/// A server with its operator, a game being played, a game of the
/// visitor's, an open challenge and a tournament; and the lobbies that
/// made them, kept so that what they made stays.
struct Server {
    _dir: tempfile::TempDir,
    games: Arc<Directory>,
    _keep: Vec<LobbyApp>,
    _apps: Vec<pasang::tui::AnyApp>,
    /// Dayang's visit, in the lobby: among who is here.
    _here: Option<pasang::net::games::here::Visiting>,
}

fn press(app: &mut LobbyApp, key: Key) {
    let modifiers = if key.ctrl {
        KeyModifiers::CONTROL
    } else {
        KeyModifiers::NONE
    };
    app.handle(&Event::Key(KeyEvent::new(key.code, modifiers)), AREA);
}

fn lobby(games: &Arc<Directory>, who: &str) -> LobbyApp {
    visitor(games, Some(who))
}

fn server() -> Server {
    let (dir, games) = operated();
    let mut keep = Vec::new();
    let mut apps = Vec::new();
    // A game of the visitor's own, being played (they left it).
    for who in ["SHA256:awang", "SHA256:siti"] {
        let mut host = lobby(&games, who);
        go_to(&mut host, Row::Start);
        key(&mut host, KeyCode::Enter);
        apps.push(host.hand_over().expect("a game"));
    }
    // A player with a name, in the list of players.
    let mut named = lobby(&games, "SHA256:dayang");
    go_to(&mut named, Row::Name);
    key(&mut named, KeyCode::Enter);
    for c in "Dayang".chars() {
        key(&mut named, KeyCode::Char(c));
    }
    key(&mut named, KeyCode::Enter);
    let here = s_arrive(&games, "SHA256:dayang");
    // An open challenge of someone else's.
    let mut poster = lobby(&games, "SHA256:siti");
    go_to(&mut poster, Row::Rated);
    key(&mut poster, KeyCode::Right);
    go_to(&mut poster, Row::Seek);
    key(&mut poster, KeyCode::Enter);
    assert_eq!(poster.note(), Some(&Note::Posted));
    keep.push(poster);
    let ka = pasang::games::AnyGame::Ka(pasang::games::ka::Game::new(
        pasang::games::ka::Setup::pattern(pasang::games::ka::Pattern::Second),
        pasang::games::ka::Rules::CLASSIC,
    ));
    let swiss = pasang::community::tournament::Format::Swiss { rounds: 2 };
    let made = games.make_tournament(Some("SHA256:op"), "Club day".into(), swiss, &ka, None);
    assert_eq!(made, Ok(1));
    Server {
        _dir: dir,
        games,
        _keep: keep,
        _apps: apps,
        _here: here,
    }
}

/// The visit of `who` to the lobby, listed among who is here.
fn s_arrive(games: &Arc<Directory>, who: &str) -> Option<pasang::net::games::here::Visiting> {
    games.arrive(crate::common::lobby::holder(Some(who)))
}

/// The views of the lobby, each as a visitor comes to it by keys.
#[derive(Clone, Copy, Debug, PartialEq)]
enum View {
    Menu,
    Leaving,
    Watch,
    Mine,
    Seeks,
    Players,
    Player,
    Here,
    Asked,
    Calling,
    Tournaments,
    Tournament,
    TournamentAdmin,
    Settle,
    Code,
    Name,
    TournamentName,
    Help,
}

const VIEWS: [View; 18] = [
    View::Menu,
    View::Leaving,
    View::Watch,
    View::Mine,
    View::Seeks,
    View::Players,
    View::Player,
    View::Here,
    // Dayang answers one challenge by name at a time: the calling view's
    // is withdrawn with its lobby before the asked view's is made.
    View::Calling,
    View::Asked,
    View::Tournaments,
    View::Tournament,
    View::TournamentAdmin,
    View::Settle,
    View::Code,
    View::Name,
    View::TournamentName,
    View::Help,
];

/// A lobby of `s` brought to `view` by keys, and the table it must take
/// its keys from there.
fn at(s: &Server, view: View) -> (LobbyApp, &'static [Binding<Lobby>]) {
    let admin = matches!(
        view,
        View::TournamentAdmin | View::Settle | View::TournamentName
    );
    let who = match view {
        _ if admin => "SHA256:op",
        // A visitor who has not chosen a name yet.
        View::Name => "SHA256:nur",
        // Dayang, named and here, is challenged by name.
        View::Asked => "SHA256:dayang",
        _ => "SHA256:awang",
    };
    let mut app = lobby(&s.games, who);
    let enter = |app: &mut LobbyApp, row| {
        go_to(app, row);
        key(app, KeyCode::Enter);
    };
    let table = match view {
        View::Menu => table::MENU,
        View::Leaving => {
            key(&mut app, KeyCode::Char('q'));
            table::LEAVING
        }
        View::Watch => (enter(&mut app, Row::Watch), table::WATCH).1,
        View::Mine => (enter(&mut app, Row::Mine), table::MINE).1,
        View::Seeks => (enter(&mut app, Row::Seeks), table::SEEKS).1,
        View::Players => (enter(&mut app, Row::Players), table::PLAYERS).1,
        View::Player => {
            enter(&mut app, Row::Players);
            key(&mut app, KeyCode::Enter);
            table::PLAYER
        }
        View::Here => (enter(&mut app, Row::Here), table::HERE).1,
        View::Calling => {
            // Dayang leads the list of who is here.
            enter(&mut app, Row::Here);
            key(&mut app, KeyCode::Char('c'));
            assert!(app.calling().is_some(), "{:?}", app.note());
            table::CALLING
        }
        View::Asked => {
            let by = pasang::tui::rooms::Poster {
                holder: pasang::visitor::Holder {
                    key: Some("SHA256:siti".into()),
                    origin: pasang::visitor::Origin::V4([198, 51, 100, 7]),
                },
                theme: pasang::tui::Theme::MONO,
                wake: None,
            };
            let challenge = pasang::tui::rooms::Challenge {
                game: app.choice().game(),
                clock: None,
                rated: false,
                seat: pasang::games::Seat::South,
            };
            s.games.challenge("Dayang", challenge, by).unwrap();
            app.tick();
            assert!(app.asked().is_some());
            table::ASKED
        }
        View::Tournaments => (enter(&mut app, Row::Tournaments), table::TOURNAMENTS).1,
        View::Tournament | View::TournamentAdmin | View::Settle => {
            enter(&mut app, Row::Tournaments);
            key(&mut app, KeyCode::Enter);
            match view {
                View::Tournament => table::TOURNAMENT,
                View::TournamentAdmin => table::TOURNAMENT_ADMIN,
                _ => {
                    // Two players in, a round started that nobody came
                    // to: settling it asks first.
                    for who in ["SHA256:awang", "SHA256:siti"] {
                        let mut player = lobby(&s.games, who);
                        go_to(&mut player, Row::Name);
                        key(&mut player, KeyCode::Enter);
                        for c in who[7..].chars() {
                            key(&mut player, KeyCode::Char(c));
                        }
                        key(&mut player, KeyCode::Enter);
                        s.games.enter_tournament(1, Some(who), true).unwrap();
                    }
                    key(&mut app, KeyCode::Char('n'));
                    assert_eq!(app.note(), Some(&Note::RoundStarted(1)));
                    key(&mut app, KeyCode::Char('s'));
                    table::SETTLE
                }
            }
        }
        View::Code => (enter(&mut app, Row::Join), table::CODE).1,
        View::Name => (enter(&mut app, Row::Name), table::NAME).1,
        View::TournamentName => (enter(&mut app, Row::NewTournament), table::TOURNAMENT_NAME).1,
        View::Help => {
            key(&mut app, KeyCode::Char('?'));
            table::LOBBY_HELP
        }
    };
    (app, table)
}

fn screen(app: &LobbyApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let text = terminal.backend().to_string();
    // One line of text, the frame's edges and runs of spaces made one.
    text.lines()
        .map(|l| {
            l.trim_matches('"')
                .replace(['│', '╭', '╮', '╰', '╯', '─'], " ")
        })
        .collect::<Vec<_>>()
        .join(" ")
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// In each view, in each language: the table is the view's, the bar shows
/// each of its rows for the bar, and every key the table binds is in the
/// bar or in the help.
#[test]
fn each_view_of_the_lobby_lists_the_keys_it_takes_in_english_and_malay() {
    for lang in ["en", "ms"] {
        let s = server();
        for view in VIEWS {
            i18n::set(Lang::find(lang).unwrap());
            let (app, table) = at(&s, view);
            assert!(std::ptr::eq(app.keys(), table), "{view:?} takes its table");
            let shown = screen(&app);
            for (caps, label, _) in keys::bar_of(table) {
                let entry = format!("{} {}", keys::caps(caps, false), keys::words(label));
                assert!(
                    shown.contains(&entry),
                    "{lang} {view:?}: the bar lists {entry:?}: {shown}"
                );
            }
            // What the bar leaves out, the help lists (Ctrl-c, which leaves
            // from anywhere, is in the menu's help); a line being typed
            // takes every other key as a character.
            let help = keys::help_rows(table, false);
            let helped = |k: &Key| {
                let name = keys::key_name(*k, false);
                help.iter().any(|(ks, _)| ks.split(' ').any(|n| n == name))
            };
            let in_help = table.iter().any(|b| b.action == Lobby::Help);
            for b in table {
                for k in b.keys {
                    let barred = b.bar.is_some()
                        || table
                            .iter()
                            .position(|x| std::ptr::eq(x, b))
                            .and_then(|i| table[..i].iter().rev().find(|x| !x.caps.is_empty()))
                            .is_some_and(|lead| lead.bar.is_some() && b.caps.is_empty());
                    assert!(
                        barred || (in_help && helped(k)) || b.action == Lobby::Leave,
                        "{lang} {view:?}: {k:?} is bound but neither in the bar nor the help"
                    );
                }
            }
            if in_help {
                // The help, opened by its key, names each key in words.
                let mut app = app;
                key(&mut app, KeyCode::Char('?'));
                let shown = screen(&app);
                for (names, what) in &help {
                    let line = format!("{names} {}", keys::words(what));
                    let line = line.split(' ').filter(|w| !w.is_empty());
                    let line = line.collect::<Vec<_>>().join(" ");
                    assert!(shown.contains(&line), "{lang} {view:?}: {line:?}: {shown}");
                }
            }
        }
    }
    i18n::set(Lang::english());
}

/// Whether the lobby, after the key of `action` was pressed in `view`, did
/// what the action's row says.
fn did(view: View, action: Lobby, pressed: Key, app: &mut LobbyApp) -> Result<(), String> {
    let mode = app.mode().clone();
    let ok = match (view, action) {
        (View::Help, Lobby::Back) => !app.shows_help() && mode == Mode::Menu,
        (_, Lobby::Leave) => !app.is_running(),
        (View::Menu, Lobby::AskLeave) => mode == Mode::Leaving && app.is_running(),
        (View::Leaving, Lobby::Yes) => !app.is_running(),
        (View::Leaving, Lobby::No) => mode == Mode::Menu && app.is_running(),
        (_, Lobby::Help) => app.shows_help(),
        (View::Menu, Lobby::Up) => app.row() == Row::Leave,
        (View::Menu, Lobby::Down) => app.row() == Row::Pattern,
        (View::Menu, Lobby::Left | Lobby::Right | Lobby::Choose) => {
            app.choice().game != pasang::games::GameKind::Ka
        }
        (View::Menu, Lobby::Language) => {
            let switched = app.note() == Some(&Note::Language) && i18n::current().code() != "en";
            i18n::set(Lang::english());
            switched
        }
        (View::Watch | View::Mine | View::Seeks, Lobby::Choose) => app.hand_over().is_some(),
        (
            View::Watch | View::Mine | View::Seeks | View::Players | View::Here | View::Tournaments,
            Lobby::Up | Lobby::Down,
        ) => {
            let (at, len) = match &mode {
                Mode::Here(h) => (h.list.at, h.list.items.len()),
                Mode::Games(g) => (g.list.at, g.list.items.len()),
                Mode::Seeks(p) => (p.at, p.items.len()),
                Mode::Players(p) => (p.list.at, p.list.items.len()),
                Mode::Tournaments(p) => (p.at, p.items.len()),
                _ => return Err(format!("{mode:?} is not a list")),
            };
            // From the first line (the last of the tournaments, the
            // newest): Up stays, Down goes one on, within the list.
            let from = if view == View::Tournaments {
                len - 1
            } else {
                0
            };
            let step: isize = if action == Lobby::Up { -1 } else { 1 };
            let last = len.saturating_sub(1) as isize;
            at == (from as isize + step).clamp(0, last) as usize
        }
        (View::Players, Lobby::OtherGame) => {
            matches!(&mode, Mode::Players(p) if p.kind != pasang::games::ka::RATED)
        }
        (View::Tournaments, Lobby::Choose) => matches!(&mode, Mode::Tournament(t) if t.id == 1),
        (View::Players, Lobby::Choose) => {
            matches!(&mode, Mode::Player(p) if p.page.name == "Dayang")
        }
        (View::Player, Lobby::Back) => matches!(mode, Mode::Players(_)),
        (View::Here, Lobby::Choose) => {
            matches!(&mode, Mode::Player(p) if p.page.name == "Dayang")
        }
        (View::Here, Lobby::Challenge) => app.calling().is_some_and(|c| c.name == "Dayang"),
        (View::Calling, Lobby::Withdraw) => {
            app.calling().is_none() && app.note() == Some(&Note::Withdrawn)
        }
        (View::Asked, Lobby::Yes) => app.asked().is_none() && app.hand_over().is_some(),
        (View::Asked, Lobby::No) => {
            app.asked().is_none() && app.note() == Some(&Note::Declined(None))
        }
        // Dayang has played no game: nothing to mark, nothing to replay.
        (View::Player, Lobby::Up | Lobby::Down) => matches!(&mode, Mode::Player(p) if p.at == 0),
        (View::Player, Lobby::Choose | Lobby::Save) => {
            app.note() == Some(&Note::NoReplay) && app.hand_over().is_none()
        }
        (View::Tournament | View::TournamentAdmin, Lobby::Back) => {
            matches!(mode, Mode::Tournaments(_))
        }
        (_, Lobby::Back) => mode == Mode::Menu,
        (View::Tournament | View::TournamentAdmin, Lobby::EnterTournament) => {
            // The operator has no name, so is told why not.
            app.note()
                .is_some_and(|n| matches!(n, Note::Entered(true) | Note::Tournament(_)))
        }
        (View::Tournament | View::TournamentAdmin, Lobby::LeaveTournament) => app
            .note()
            .is_some_and(|n| matches!(n, Note::Entered(false) | Note::Tournament(_))),
        (View::TournamentAdmin, Lobby::NextRound) => {
            // Nobody in yet: too few to pair.
            matches!(app.note(), Some(Note::Tournament(_)))
        }
        (View::TournamentAdmin, Lobby::Settle) => {
            matches!(app.note(), Some(Note::Tournament(_) | Note::Settled(0)))
        }
        (View::Settle, Lobby::Yes) => {
            app.note() == Some(&Note::Settled(1)) && app.waiting().is_none()
        }
        (View::Settle, Lobby::No) => app.note().is_none() && app.waiting().is_none(),
        (View::Code | View::Name | View::TournamentName, Lobby::Erase) => {
            matches!(&mode, Mode::Line(l) if l.typed == "a")
        }
        (View::Code, Lobby::Done) => app.note() == Some(&Note::NotACode("ab".into())),
        (View::Name, Lobby::Done) => app.note() == Some(&Note::Named("ab".into())),
        (View::TournamentName, Lobby::Done) => matches!(&mode, Mode::Tournament(t) if t.id == 2),
        _ => return Err(format!("no check for {action:?} in {view:?}")),
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{pressed:?} in {view:?}: {action:?} not done: {mode:?}, {:?}",
            app.note()
        ))
    }
}

/// Every key of every view's table, pressed in that view, does what its
/// row says.
#[test]
fn each_key_of_each_lobby_view_does_what_its_row_says() {
    i18n::set(Lang::english());
    let mut failed = Vec::new();
    for view in VIEWS {
        let (_, table) = at(&server(), view);
        for b in table {
            for &pressed in b.keys {
                // A fresh server each time: what one key did does not
                // change what the next finds.
                let s = server();
                let (mut app, _) = at(&s, view);
                if matches!(view, View::Code | View::Name | View::TournamentName) {
                    key(&mut app, KeyCode::Char('a'));
                    key(&mut app, KeyCode::Char('b'));
                }
                press(&mut app, pressed);
                if let Err(e) = did(view, b.action, pressed, &mut app) {
                    failed.push(e);
                }
            }
        }
    }
    i18n::set(Lang::english());
    assert!(failed.is_empty(), "{failed:#?}");
}

/// A line being typed takes the keys other views bind (q, L, ?) as
/// characters; a key of no row in a view does nothing there.
#[test]
fn a_line_takes_other_keys_as_characters_and_a_view_ignores_keys_it_does_not_list() {
    i18n::set(Lang::english());
    let s = server();
    let (mut app, _) = at(&s, View::Code);
    for c in ['q', 'L', '?', ' '] {
        key(&mut app, KeyCode::Char(c));
    }
    assert!(matches!(app.mode(), Mode::Line(l) if l.prompt == Prompt::Code && l.typed == "qL? "));
    assert!(app.is_running() && !app.shows_help());
    // Asked whether to leave: q, and a key of no answer, do nothing.
    let (mut app, _) = at(&s, View::Leaving);
    for c in ['q', 'x', ' '] {
        key(&mut app, KeyCode::Char(c));
        assert_eq!(*app.mode(), Mode::Leaving);
        assert!(app.is_running());
    }
    // A player's tournament: n and s are the operator's, and do nothing.
    let (mut app, _) = at(&s, View::Tournament);
    let before = app.mode().clone();
    for c in ['n', 's', 'x'] {
        key(&mut app, KeyCode::Char(c));
        assert_eq!(*app.mode(), before);
        assert_eq!(app.note(), None);
    }
}
