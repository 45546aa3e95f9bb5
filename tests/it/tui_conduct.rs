//! Resigning, offers and chat at the `:` prompt, as players type them:
//! at one keyboard and between terminals sharing a game, in both games and
//! in both languages.

use crate::common::both_games;
use pasang::games::{AnyGame, SeatKind, ka};
use pasang::i18n::{self, Lang};
use pasang::net::table::AnyTable;
use pasang::tui::{AnyApp, AnyScreen, TerminalApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use ratatui::layout::Rect;

const AREA: Rect = Rect::new(0, 0, 100, 32);

fn key(app: &mut impl TerminalApp, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::from(code)), AREA);
}

/// Types `line` at the `:` prompt and presses Enter.
fn said(app: &mut impl TerminalApp, line: &str) {
    key(app, KeyCode::Char(':'));
    for c in line.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

/// The screen's text, its lines joined by spaces and runs of space and
/// box lines made one (a sentence may be wrapped).
fn words(app: &impl TerminalApp) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..32 {
        for x in 0..100 {
            text.push_str(buffer[(x, y)].symbol());
        }
        text.push(' ');
    }
    text.split(|c: char| c.is_whitespace() || "│─┌┐└┘".contains(c))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Two terminals at a table of `game`: South's and North's.
fn two_terminals(game: AnyGame) -> (AnyTable, AnyApp, AnyApp) {
    let seats = game.seats().to_vec();
    let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
    let south = table.app(&seats[..1], Theme::MONO, None);
    let north = table.app(&seats[1..], Theme::MONO, None);
    (table, south, north)
}

#[test]
fn a_draw_offered_at_one_terminal_is_declined_then_accepted_at_the_other() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (table, mut south, mut north) = two_terminals(game);
        said(&mut south, "draw");
        assert!(
            words(&south).contains("South offers a draw."),
            "{}",
            words(&south)
        );
        north.tick();
        let shown = words(&north);
        assert!(
            shown.contains("South offers a draw. North, do you accept?"),
            "{shown}"
        );
        assert!(shown.contains("An offer"), "{shown}");
        assert!(!shown.contains("Are you sure?"), "{shown}");
        key(&mut north, KeyCode::Char('n'));
        south.tick();
        let shown = words(&south);
        assert!(shown.contains("North declines the draw"), "{shown}");
        assert!(!table.is_over());
        // Other keys leave the question waiting; y accepts.
        said(&mut south, "draw");
        north.tick();
        key(&mut north, KeyCode::Left);
        assert!(words(&north).contains("do you accept?"));
        key(&mut north, KeyCode::Char('y'));
        assert!(table.is_over());
        south.tick();
        for app in [&south, &north] {
            let shown = words(app);
            assert!(shown.contains("Game over: draw agreed."), "{shown}");
        }
    }
}

#[test]
fn a_resignation_typed_at_the_host_is_shown_at_the_guest() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (table, mut south, mut north) = two_terminals(game);
        said(&mut south, "resign");
        assert!(table.is_over());
        north.tick();
        let shown = words(&north);
        assert!(shown.contains("Game over: South resigned."), "{shown}");
        // No new game over a shared one, no taking back.
        assert!(!shown.contains("n: new game"), "{shown}");
        assert!(!north.in_progress());
        // A move tried there is refused in words that offer only what
        // works in a shared game.
        key(&mut north, KeyCode::Enter);
        let shown = words(&north);
        assert!(
            shown.contains("The game is over: :rematch offers another, v reviews it, q leaves."),
            "{shown}"
        );
        assert!(!shown.contains("starts a new one"), "{shown}");
    }
}

#[test]
fn a_chat_line_with_an_escape_sequence_arrives_harmless() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (_table, mut south, mut north) = two_terminals(game);
        // The terminal turns Esc into a key, so a pasted escape arrives as
        // characters of the line: the control character itself.
        key(&mut south, KeyCode::Char(':'));
        for c in "say hi \u{1b}[2J there".chars() {
            key(&mut south, KeyCode::Char(c));
        }
        key(&mut south, KeyCode::Enter);
        north.tick();
        let shown = words(&north);
        assert!(shown.contains("South says: hi ?[2J there"), "{shown}");
        assert!(!shown.contains('\u{1b}'));
    }
}

#[test]
fn at_one_keyboard_a_draw_is_asked_of_the_other_player_and_a_rematch_follows() {
    i18n::set(Lang::english());
    let game = ka::Game::new(ka::Setup::pattern(ka::Pattern::Second), ka::Rules::CLASSIC);
    let mut app = pasang::tui::ka::App::new(game, Theme::MONO);
    said(&mut app, "draw");
    let shown = words(&app);
    assert!(
        shown.contains("South offers a draw. North, do you accept?"),
        "{shown}"
    );
    key(&mut app, KeyCode::Char('y'));
    assert!(words(&app).contains("Game over: draw agreed."));
    assert!(!app.in_progress());
    said(&mut app, "rematch");
    assert!(app.session().game().moves().is_empty());
    assert_eq!(app.session().ended(), None);
    // An unknown word is said to be one, with the words there are.
    said(&mut app, "resing");
    assert!(words(&app).contains("neither a move nor a word"));
}

#[test]
fn the_words_are_read_in_malay_and_in_english() {
    i18n::set(Lang::find("ms").unwrap());
    for game in both_games() {
        let (table, mut south, _north) = two_terminals(game.clone());
        said(&mut south, "menyerah");
        assert!(table.is_over(), "menyerah");
        let shown = words(&south);
        assert!(shown.contains("Selatan menyerah kalah"), "{shown}");
        let (table, mut south, _north) = two_terminals(game);
        said(&mut south, "resign");
        assert!(table.is_over(), "resign in Malay");
    }
    i18n::set(Lang::english());
}

#[test]
fn a_guest_quitting_a_shared_game_is_told_their_seat_waits_not_that_nothing_is_saved() {
    i18n::set(Lang::english());
    for game in both_games() {
        let first = pasang::on_any!(&game, AnyGame, g => {
            pasang::games::Playable::legal_moves(g)[0].to_string()
        });
        let (table, mut south, mut north) = two_terminals(game);
        said(&mut south, &first);
        assert_eq!(table.ply(), 1, "{first} is played");
        north.tick();
        key(&mut north, KeyCode::Char('q'));
        let shown = words(&north);
        assert!(shown.contains("your seat waits"), "{shown}");
        assert!(!shown.contains("autosave is off"), "{shown}");
    }
}

#[test]
fn looking_back_in_a_shared_game_offers_no_playing_on_and_enter_returns() {
    i18n::set(Lang::english());
    for game in both_games() {
        let first = pasang::on_any!(&game, AnyGame, g => {
            pasang::games::Playable::legal_moves(g)[0].to_string()
        });
        let (_table, mut south, _north) = two_terminals(game);
        said(&mut south, &first);
        key(&mut south, KeyCode::PageUp);
        let shown = words(&south);
        assert!(shown.contains("PAST"), "{shown}");
        assert!(!shown.contains("plays on"), "{shown}");
        assert!(!shown.contains("play on"), "{shown}");
        assert!(shown.contains("End or Enter returns"), "{shown}");
        key(&mut south, KeyCode::Enter);
        let shown = words(&south);
        assert!(!shown.contains("Are you sure?"), "{shown}");
        assert!(!shown.contains("PAST"), "{shown}");
    }
}

/// The seats a terminal plays, whether its board is turned (North at the
/// bottom), and the moves played, as its screen has them.
fn seated(app: &AnyApp) -> (Vec<pasang::games::Seat>, bool, usize) {
    let AnyApp::Game(screen) = app else {
        panic!("a game's app")
    };
    pasang::on_any!(screen, AnyScreen, a => (
        a.session().link().unwrap().seats().to_vec(),
        a.flipped(),
        pasang::games::Playable::moves(a.game()).len(),
    ))
}

#[test]
fn a_rematch_offered_at_one_terminal_and_accepted_at_the_other_turns_both_boards() {
    use pasang::games::Seat;
    i18n::set(Lang::english());
    for game in both_games() {
        let (table, mut south, mut north) = two_terminals(game);
        assert!(!seated(&south).1);
        assert!(seated(&north).1);
        said(&mut south, "resign");
        north.tick();
        said(&mut north, "rematch");
        let shown = words(&north);
        assert!(shown.contains("North offers a rematch."), "{shown}");
        south.tick();
        let shown = words(&south);
        assert!(
            shown.contains("North offers a rematch. South, do you accept?"),
            "{shown}"
        );
        key(&mut south, KeyCode::Char('y'));
        north.tick();
        assert!(!table.is_over());
        assert_eq!(table.ply(), 0);
        // South's player now plays North, with North at the bottom; and
        // the other way round.
        assert_eq!(seated(&south), (vec![Seat::North], true, 0));
        assert_eq!(seated(&north), (vec![Seat::South], false, 0));
        for app in [&south, &north] {
            let shown = words(app);
            assert!(shown.contains("New game"), "{shown}");
            assert!(!shown.contains("Game over"), "{shown}");
        }
    }
}

#[test]
fn a_rematch_declined_is_said_at_both_terminals_and_the_game_stays_over() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (table, mut south, mut north) = two_terminals(game);
        said(&mut south, "resign");
        north.tick();
        said(&mut north, "rematch");
        south.tick();
        key(&mut south, KeyCode::Char('n'));
        assert!(words(&south).contains("South declines the rematch."));
        north.tick();
        let shown = words(&north);
        assert!(shown.contains("South declines the rematch."), "{shown}");
        assert!(table.is_over());
        assert_eq!(seated(&north).0, [pasang::games::Seat::North]);
    }
}

#[test]
fn a_player_leaving_a_finished_game_has_left_and_no_seat_is_said_to_wait() {
    i18n::set(Lang::english());
    for game in both_games() {
        let (_table, mut south, north) = two_terminals(game);
        said(&mut south, "resign");
        drop(north);
        south.tick();
        let shown = words(&south);
        assert!(shown.contains("North has left."), "{shown}");
        assert!(!shown.contains("the seat is kept"), "{shown}");
    }
    // While the game goes on, the seat waits for its player.
    let (_table, mut south, north) = two_terminals(both_games().into_iter().next().unwrap());
    drop(north);
    south.tick();
    let shown = words(&south);
    assert!(
        shown.contains("North has gone away; the seat is kept"),
        "{shown}"
    );
}

#[test]
fn after_a_rematch_a_board_turned_by_hand_stays_turned_from_the_new_seat() {
    use pasang::games::Seat;
    i18n::set(Lang::english());
    for game in both_games() {
        let (_table, mut south, mut north) = two_terminals(game);
        // South's player turns the board: North at the bottom.
        key(&mut south, KeyCode::Char('f'));
        assert!(seated(&south).1);
        said(&mut south, "resign");
        north.tick();
        said(&mut north, "rematch");
        south.tick();
        key(&mut south, KeyCode::Char('y'));
        north.tick();
        // Now at North, the player who liked the far side at the bottom
        // has South at the bottom; the other player's board turns as
        // the seats do.
        assert_eq!(seated(&south), (vec![Seat::North], false, 0));
        assert_eq!(seated(&north), (vec![Seat::South], false, 0));
    }
}

#[test]
fn a_game_resigned_before_its_first_move_has_nothing_to_review() {
    i18n::set(Lang::english());
    let game = both_games().into_iter().next().unwrap();
    let (_table, mut south, _north) = two_terminals(game);
    said(&mut south, "resign");
    key(&mut south, KeyCode::Char('v'));
    let shown = words(&south);
    assert!(shown.contains("There is nothing to review"), "{shown}");
    assert!(!shown.contains("once the game is over"), "{shown}");
}

#[test]
fn a_watcher_reviewing_the_finished_game_sees_the_rematch_begin() {
    i18n::set(Lang::english());
    let game = both_games().into_iter().next().unwrap();
    let first = game.legal_move_texts()[0].clone();
    let (table, mut south, mut north) = two_terminals(game);
    let mut watcher = table.app(&[], Theme::MONO, None);
    said(&mut south, &first);
    north.tick();
    said(&mut north, "resign");
    south.tick();
    north.tick();
    watcher.tick();
    key(&mut watcher, KeyCode::Char('v'));
    let reviewing = |app: &AnyApp| {
        let AnyApp::Game(AnyScreen::Ka(a)) = app else {
            panic!("the ka game's screen")
        };
        matches!(a.mode(), pasang::tui::play::Mode::Review)
    };
    assert!(reviewing(&watcher), "{}", words(&watcher));
    said(&mut north, "rematch");
    south.tick();
    key(&mut south, KeyCode::Char('y'));
    watcher.tick();
    assert!(!reviewing(&watcher), "{}", words(&watcher));
    let shown = words(&watcher);
    assert!(shown.contains("New game"), "{shown}");
}
