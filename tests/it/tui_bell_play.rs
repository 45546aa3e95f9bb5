//! Playing Bell's game in the terminal with keys and clicks, checked
//! against `games::bell::Game` played on its own with the same notation.

use crate::common;

use common::bell_tui::*;
use pasang::games::bell::{Bits, Game, Move, Players, Setup};
use pasang::tui::Theme;
use pasang::tui::bell::Mode;
use pasang::tui::ka::Tone;
use ratatui::crossterm::event::KeyCode;

/// The game played on its own, turn by turn.
fn reference(players: Players, moves: &[&str]) -> Game {
    let mut game = Game::new(Setup::default(), rules(players));
    for m in moves {
        game.play_notation(m).unwrap();
    }
    game
}

fn whole_opening(play: fn(&mut App, Move)) {
    let mut app = app(Players::Three, Theme::MONO);
    for (i, text) in TURNS.iter().enumerate() {
        play(&mut app, mv(text));
        let expected = reference(Players::Three, &TURNS[..=i]);
        assert_eq!(app.game().moves(), expected.moves());
        assert_eq!(
            app.position().scores(),
            expected.position().scores(),
            "after {text}"
        );
        assert!(app.hopping().is_none(), "the turn is over after {text}");
    }
    // Points captured and points on the board add up to the 168 at start.
    let scores = app.position().scores().to_vec();
    assert_eq!(
        scores.iter().sum::<u16>() + app.position().points_on_board(),
        168
    );
}

#[test]
fn keys_play_the_opening_and_twelve_turns_of_three_players() {
    whole_opening(play_by_keys);
}

#[test]
fn clicks_play_the_opening_and_twelve_turns_of_three_players() {
    whole_opening(play_by_clicks);
}

#[test]
fn enter_on_the_stone_ends_a_turn_that_could_go_on() {
    // After ten turns c9 can hop to e9, g9 and on to g11.
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..10]);
    cursor_to(&mut app, p("c9"));
    key(&mut app, KeyCode::Enter);
    cursor_to(&mut app, p("e9"));
    key(&mut app, KeyCode::Enter);
    let turn = app.hopping().expect("the turn goes on");
    assert!(!turn.landings().is_empty());
    assert_eq!(app.cursor(), p("e9"), "the cursor follows the stone");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.game().moves().last(), Some(&mv("c9-e9")));
    assert!(app.hopping().is_none());
}

#[test]
fn esc_takes_back_the_last_hop_then_the_stone() {
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..10]);
    click(&mut app, p("c9"));
    click(&mut app, p("e9"));
    click(&mut app, p("g9"));
    let turn = *app.hopping().unwrap();
    assert_eq!((turn.hops(), turn.waiting()), (2, Some(p("f9"))));
    key(&mut app, KeyCode::Esc);
    let turn = *app.hopping().unwrap();
    assert_eq!((turn.hops(), turn.at(), turn.waiting()), (1, p("e9"), None));
    assert_eq!(turn.captured(), p("d9").bit());
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.hopping().unwrap().hops(), 0);
    key(&mut app, KeyCode::Esc);
    assert!(app.hopping().is_none());
    assert_eq!(app.game().moves().len(), 10, "nothing was played");
}

#[test]
fn a_waiting_stone_is_not_offered_as_a_hop_over() {
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..10]);
    click(&mut app, p("c9"));
    click(&mut app, p("e9"));
    click(&mut app, p("g9"));
    // From g9, e9 lies beyond the waiting f9: not marked, and refused.
    let landings = app.hopping().unwrap().landings();
    assert!(!landings.contains(p("e9")));
    assert_eq!(app.marked(), landings);
    assert!(landings.contains(p("g11")));
    click(&mut app, p("e9"));
    let m = app.message().unwrap();
    assert_eq!(m.tone, Tone::Error);
    assert!(m.text.contains("waiting"), "{}", m.text);
    assert_eq!(app.hopping().unwrap().hops(), 2, "still mid-turn");
    // Hopping on captures the waiting stone with the one jumped.
    click(&mut app, p("g11"));
    let expected = reference(Players::Two, &[&TURNS[..10], &["c9-e9-g9-g11"]].concat());
    assert_eq!(app.game().moves(), expected.moves());
    assert_eq!(app.position(), expected.position());
}

/// Fifty-one turns of a random game of three players (seed 13), after
/// which b4 can hop seven times.
const LONG: [&str; 51] = [
    "xk11",
    "i9-k11",
    "i7-i9",
    "h8-j10",
    "h10-h8",
    "f9-h9",
    "k9-i9-g9",
    "g8-i8",
    "j8-h8-h10",
    "k11-i9",
    "e8-g8",
    "h10-h8-j10",
    "d9-f9-h9-j9",
    "i11-k11-i9-k9",
    "f10-h10-j10",
    "k9-k11-i9-i11",
    "e11-e9",
    "j6-j8",
    "d11-d9",
    "b11-d11",
    "c8-e8-e10",
    "c10-c8",
    "e9-e11-c11",
    "i5-i7",
    "j4-j6",
    "h4-j4",
    "h2-h4",
    "h6-h8-f8",
    "g4-i4",
    "j3-j5-j7",
    "f2-h2",
    "c11-e11",
    "k7-k9",
    "f4-f2",
    "b9-b11",
    "b8-d8",
    "h1-h3",
    "i7-k7",
    "e2-g2",
    "j1-h1",
    "k6-k8",
    "h11-j11",
    "j2-h2-h4-j2",
    "k8-i8",
    "f8-h8-j8",
    "c2-e2",
    "j8-h8",
    "a2-c2",
    "d3-f3-h3",
    "a4-a2",
    "d5-d3",
];

#[test]
fn the_turn_ends_by_itself_after_seven_hops() {
    let mut app = app_after(Players::Three, Theme::MONO, &LONG);
    click(&mut app, p("b4"));
    for to in ["d4", "b2", "d2", "f2", "h2", "h4"] {
        click(&mut app, p(to));
        assert!(app.hopping().is_some(), "still hopping after {to}");
    }
    click(&mut app, p("h6"));
    assert!(app.hopping().is_none(), "seven hops end the turn");
    let seven = mv("b4-d4-b2-d2-f2-h2-h4-h6");
    assert_eq!(app.game().moves().last(), Some(&seven));
    let expected = reference(
        Players::Three,
        &[&LONG[..], &["b4-d4-b2-d2-f2-h2-h4-h6"]].concat(),
    );
    assert_eq!(app.position().scores(), expected.position().scores());
    // Seven hops capture seven stones.
    let before = reference(Players::Three, &LONG);
    assert_eq!(before.position().captures(seven).map(Bits::count), Some(7));
}

#[test]
fn the_turn_ends_by_itself_when_no_hop_is_left() {
    let mut app = app_after(Players::Three, Theme::MONO, &TURNS[..4]);
    click(&mut app, p("f11"));
    click(&mut app, p("f9"));
    assert!(app.hopping().is_some());
    click(&mut app, p("d9"));
    assert!(app.hopping().is_none(), "no hop is left from d9");
    assert_eq!(app.game().moves().last(), Some(&mv("f11-f9-d9")));
}

#[test]
fn a_typed_illegal_move_shows_its_reason_and_a_legal_one_plays() {
    let mut app = app(Players::Four, Theme::MONO);
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "c3-a3");
    key(&mut app, KeyCode::Enter);
    let m = app.message().unwrap();
    assert_eq!(m.tone, Tone::Error);
    assert_eq!(
        m.text,
        "c3-a3 is not legal: the game opens by removing a stone, as in xa1."
    );
    assert!(
        matches!(app.mode(), Mode::Typing(_)),
        "the line stays to mend"
    );
    for _ in 0.."c3-a3".len() {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "xb2");
    key(&mut app, KeyCode::Enter);
    assert!(app.message().unwrap().text.contains("b2 is not a corner"));
    for _ in 0..3 {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "xk1");
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    assert_eq!(app.game().moves(), [mv("xk1")]);
    key(&mut app, KeyCode::Char(':'));
    chars(&mut app, "k1-k3-zz");
    key(&mut app, KeyCode::Enter);
    assert!(app.message().unwrap().text.contains("is not a move"));
}

#[test]
fn undo_takes_back_a_whole_turn_and_redo_plays_it_again() {
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..10]);
    play_by_clicks(&mut app, mv("c9-e9-g9-g11"));
    let after = *app.position();
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.game().moves().len(), 10);
    assert_eq!(
        app.position(),
        reference(Players::Two, &TURNS[..10]).position()
    );
    key(&mut app, KeyCode::Char('U'));
    assert_eq!(*app.position(), after);
}

#[test]
fn quitting_a_game_in_progress_asks_first_and_the_help_opens() {
    let mut app = app_after(Players::Three, Theme::MONO, &TURNS[..2]);
    key(&mut app, KeyCode::Char('?'));
    assert!(matches!(app.mode(), Mode::Help { .. }));
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(*app.mode(), Mode::Board);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.is_running());
    key(&mut app, KeyCode::Char('y'));
    assert!(!app.is_running());
}

#[test]
fn the_new_game_form_starts_four_players_on_a_fresh_board() {
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..3]);
    key(&mut app, KeyCode::Char('n'));
    assert!(matches!(app.mode(), Mode::NewGame(_)));
    key(&mut app, KeyCode::Right); // players 3
    key(&mut app, KeyCode::Right); // players 4
    key(&mut app, KeyCode::Up); // the game
    key(&mut app, KeyCode::Up); // round to the last row, the opening
    key(&mut app, KeyCode::Right); // opening inner
    key(&mut app, KeyCode::Enter);
    assert_eq!(*app.mode(), Mode::Board);
    assert!(app.game().moves().is_empty());
    assert_eq!(app.game().rules().players, Players::Four);
    assert_eq!(app.seats().len(), 4);
    // The inner opening: d4 is removed, a1 is not an opening point.
    click(&mut app, p("a1"));
    assert!(app.game().moves().is_empty());
    click(&mut app, p("d4"));
    assert_eq!(app.game().moves(), [mv("xd4")]);
}

#[test]
fn clicks_and_keys_play_on_the_flipped_board() {
    let mut app = app(Players::Two, Theme::MONO);
    key(&mut app, KeyCode::Char('f'));
    assert!(app.flipped());
    play_by_clicks(&mut app, mv("xa11"));
    play_by_keys(&mut app, mv("c9-a11"));
    play_by_clicks(&mut app, mv("e9-c9"));
    assert_eq!(
        app.position(),
        reference(Players::Two, &TURNS[..3]).position()
    );
}

#[test]
fn a_replay_steps_through_the_turns_and_plays_nothing() {
    let game = reference(Players::Three, &TURNS);
    let mut app = App::replay(game, Theme::MONO);
    assert_eq!(app.session().viewed_ply(), 0);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right);
    }
    assert_eq!(app.session().viewed_ply(), 3);
    assert_eq!(app.message().unwrap().text, "North played e9-c9: 2 points.");
    assert_eq!(
        app.position(),
        reference(Players::Three, &TURNS[..3]).position()
    );
    click(&mut app, p("c9"));
    assert!(app.hopping().is_none());
    key(&mut app, KeyCode::End);
    assert_eq!(app.session().viewed_ply(), TURNS.len());
    key(&mut app, KeyCode::Left);
    assert_eq!(app.session().viewed_ply(), TURNS.len() - 1);
    assert_eq!(app.game().moves().len(), TURNS.len());
    // Bell's game has no review: v is one more key a replay does not take.
    key(&mut app, KeyCode::Char('v'));
    assert_eq!(*app.mode(), Mode::Board);
    assert!(app.message().unwrap().text.starts_with("This is a replay"));
}

#[test]
fn looking_back_shows_the_past_and_enter_asks_to_play_on() {
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..6]);
    key(&mut app, KeyCode::PageUp);
    key(&mut app, KeyCode::PageUp);
    assert_eq!(app.session().viewed_ply(), 4);
    assert_eq!(
        app.position(),
        reference(Players::Two, &TURNS[..4]).position()
    );
    key(&mut app, KeyCode::Enter);
    assert!(matches!(app.mode(), Mode::Confirm(_)));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.game().moves().len(), 4);
    assert_eq!(app.session().redo_stack().len(), 2);
}

#[test]
fn the_launcher_s_notices_show_on_the_message_line_until_a_key() {
    use pasang::store::launch::Notice;
    let mut app = app_after(Players::Two, Theme::MONO, &TURNS[..2]);
    let path = std::path::PathBuf::from("games/bell-1.ron");
    app.notice(pasang::tui::bell::Note::Launch(vec![Notice::Resumed {
        path: path.clone(),
    }]));
    let text = app.message().unwrap().text;
    assert!(text.contains("games/bell-1.ron"), "{text}");
    key(&mut app, KeyCode::Tab);
    assert!(app.message().is_none());
}

#[test]
fn s_saves_bells_game_to_a_new_file_that_loads_back_with_its_turns_and_players() {
    let saves = tempfile::tempdir().unwrap();
    let mut app = app_after(Players::Three, Theme::MONO, &["xa1"])
        .with_storage(pasang::tui::Storage {
            save_dir: Some(saves.path().to_path_buf()),
            ..Default::default()
        })
        .with_players(
            vec![
                pasang::games::SeatKind::Human,
                pasang::games::SeatKind::Computer(pasang::games::Level::Easy),
                pasang::games::SeatKind::Human,
            ],
            1,
            std::time::Duration::from_millis(10),
        );
    key(&mut app, KeyCode::Char('s'));
    let files: Vec<_> = std::fs::read_dir(saves.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1);
    let message = app.message().unwrap();
    assert_eq!(message.tone, Tone::Info);
    let name = files[0].file_name().unwrap().to_str().unwrap();
    assert!(message.text.contains(name), "{} names {name}", message.text);
    let bytes = std::fs::read(&files[0]).unwrap();
    let loaded = pasang::record::AnyRecord::load(&bytes).unwrap();
    let pasang::games::AnyGame::Bell(game) = loaded.game else {
        panic!("a game of Bell's")
    };
    assert_eq!(game.moves(), &[mv("xa1")]);
    assert_eq!(game.rules().players, Players::Three);
    let west = pasang::record::player_at(
        loaded.players.as_deref().unwrap(),
        pasang::games::Seat::West,
    );
    assert_eq!(
        west,
        Some(pasang::games::SeatKind::Computer(
            pasang::games::Level::Easy
        ))
    );
}

#[test]
fn bells_help_says_what_the_ka_games_does_of_saving_and_of_a_replay() {
    use common::help_words;
    use pasang::games::{bell, ka};
    pasang::i18n::set(pasang::i18n::Lang::english());
    let bell_game = || bell::Game::new(bell::Setup::default(), bell::Rules::default());
    let ka_game = || ka::Game::new(ka::Setup::pattern(ka::Pattern::First), ka::Rules::CLASSIC);
    let theme = pasang::tui::Theme::MONO;
    let playing = [
        help_words(&pasang::tui::bell::BellApp::new(bell_game(), theme)),
        help_words(&pasang::tui::ka::App::new(ka_game(), theme)),
    ];
    for (help, unit) in playing.iter().zip(["turn", "move"]) {
        assert!(help.contains(&format!("Every {unit} is saved")), "{help}");
        assert!(!help.contains("A replay only shows"), "{help}");
    }
    let replaying = [
        help_words(&pasang::tui::bell::BellApp::replay(bell_game(), theme)),
        help_words(&pasang::tui::ka::App::replay(ka_game(), theme)),
    ];
    for help in &replaying {
        assert!(help.contains("A replay only shows a saved game"), "{help}");
        assert!(!help.contains(" is saved: o here"), "{help}");
    }
    // The ka game's replay opens its review; Bell's game has none.
    assert!(!replaying[0].contains("look back at a finished game"));
    assert!(replaying[1].contains("look back at a finished game"));
}

/// Each game's help says what its own mouse does and how its own last
/// move is marked, with the glyphs the board draws, in either language.
#[test]
fn each_games_help_says_its_own_mouse_and_last_move_marks() {
    use pasang::games::{bell, ka};
    use pasang::i18n::{Lang, set};
    let helps = |theme| {
        let bell = bell::Game::new(bell::Setup::default(), bell::Rules::default());
        let ka = ka::Game::new(ka::Setup::pattern(ka::Pattern::First), ka::Rules::CLASSIC);
        [
            common::help_words(&pasang::tui::bell::BellApp::new(bell, theme)),
            common::help_words(&pasang::tui::ka::App::new(ka, theme)),
        ]
    };
    set(Lang::english());
    let [bell, ka] = helps(pasang::tui::Theme::MONO);
    assert!(bell.contains("choose a stone, then a landing"), "{bell}");
    assert!(
        bell.contains("The last turn is marked on the board: × where it took a stone, · where the stone set out from"),
        "{bell}"
    );
    assert!(bell.contains("and ‹ › either side of the stone"), "{bell}");
    assert!(
        ka.contains("choose a point; click the marked stones"),
        "{ka}"
    );
    assert!(
        ka.contains("The last move is marked on the board: × where it took a stone, · where the ka came from"),
        "{ka}"
    );
    assert!(!ka.contains("last turn") && !bell.contains("last move"));
    // The words typed besides a move count in each game's unit, and a
    // shared game of several is called off before every player has moved.
    assert!(
        bell.contains("Typed after : besides a turn: resign;"),
        "{bell}"
    );
    assert!(ka.contains("Typed after : besides a move: resign;"), "{ka}");
    assert!(bell.contains("before every player has moved"), "{bell}");
    let [bell, ka] = helps(pasang::tui::Theme::ASCII);
    assert!(
        bell.contains(": x where it took a stone, . where"),
        "{bell}"
    );
    assert!(ka.contains("and < > either side of the ka"), "{ka}");
    set(Lang::find("ms").expect("the Malay catalogue is embedded"));
    let [bell, ka] = helps(pasang::tui::Theme::MONO);
    set(Lang::english());
    assert!(
        bell.contains("pilih buah, kemudian titik mendarat"),
        "{bell}"
    );
    assert!(
        bell.contains("Giliran terakhir ditanda pada papan: × tempat buah dimakan"),
        "{bell}"
    );
    assert!(ka.contains("pilih titik; klik buah bertanda"), "{ka}");
    assert!(bell.contains("Selain giliran, anda boleh menaip"), "{bell}");
    assert!(bell.contains("Setiap giliran disimpan"), "{bell}");
    assert!(ka.contains("Selain langkah, anda boleh menaip"), "{ka}");
    assert!(ka.contains("Setiap langkah disimpan"), "{ka}");
    assert!(
        ka.contains(
            "Langkah terakhir ditanda pada papan: × tempat buah dimakan, · tempat ka bermula"
        ),
        "{ka}"
    );
}

#[test]
fn on_a_screen_too_small_a_draw_offered_is_not_called_quitting() {
    use pasang::games::bell;
    use pasang::tui::TerminalApp;
    use ratatui::crossterm::event::{Event, KeyEvent};
    pasang::i18n::set(pasang::i18n::Lang::english());
    let mut app = pasang::tui::bell::BellApp::new(
        bell::Game::new(bell::Setup::default(), bell::Rules::default()),
        pasang::tui::Theme::MONO,
    );
    let area = ratatui::layout::Rect::new(0, 0, 100, 32);
    for c in ":draw".chars() {
        app.handle(&Event::Key(KeyEvent::from(KeyCode::Char(c))), area);
    }
    app.handle(&Event::Key(KeyEvent::from(KeyCode::Enter)), area);
    assert!(matches!(
        app.mode(),
        pasang::tui::play::Mode::Confirm(pasang::tui::play::Pending::Answer(..))
    ));
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(78, 23)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let shown: String = (terminal.backend().buffer().content.iter())
        .map(|c| c.symbol())
        .collect();
    assert!(!shown.contains("Quit this unfinished game"), "{shown}");
    assert!(shown.contains("Enlarge the window"), "{shown}");
}
