//! A game shared between terminals: the board marks nothing for the
//! opponent to choose at the terminal whose player waits, in both games,
//! and each terminal draws the board from its player's side.

use pasang::games::{AnyGame, Seat, SeatKind, bell, ka};
use pasang::net::table::AnyTable;
use pasang::tui::TerminalApp;
use pasang::tui::play::Screen;
use pasang::tui::{AnyApp, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};

/// The terminals at a table of `game`, one for each seat, in its order.
fn terminals(game: AnyGame) -> Vec<AnyApp> {
    let seats = game.seats().to_vec();
    let table = AnyTable::new(game, vec![SeatKind::Human; seats.len()]);
    (seats.iter())
        .map(|&s| table.app(&[s], Theme::MONO, None))
        .collect()
}

#[test]
fn only_the_terminal_of_the_player_to_move_marks_what_to_choose() {
    let ka = AnyGame::Ka(ka::Game::new(
        ka::Setup::pattern(ka::Pattern::Second),
        ka::Rules::CLASSIC,
    ));
    let [mut south, mut north]: [Screen<ka::Game>; 2] = terminals(ka)
        .into_iter()
        .map(|app| app.into_screen().unwrap())
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    // The columns opened, South chooses a stone to become the ka.
    south.session_mut().play("c".parse().unwrap()).unwrap();
    north.tick();
    north.session_mut().play("i".parse().unwrap()).unwrap();
    south.tick();
    assert_eq!(south.session().to_move(), Some(Seat::South));
    assert!(!south.marked().is_empty(), "South's stones to choose");
    assert!(
        north.marked().is_empty(),
        "nothing of South's on North's board"
    );
    assert!(north.preview().is_empty());

    for players in [bell::Players::Two, bell::Players::Four] {
        let game = bell::Game::new(
            bell::Setup::pattern(bell::Pattern::Checker),
            bell::Rules {
                players,
                opening: bell::Opening::default(),
            },
        );
        let screens: Vec<Screen<bell::Game>> = terminals(AnyGame::Bell(game))
            .into_iter()
            .map(|app| app.into_screen().unwrap())
            .collect();
        let mover = screens[0].session().to_move().unwrap();
        for screen in &screens {
            let seat = screen.session().link().unwrap().seats()[0];
            assert_eq!(
                screen.marked().is_empty(),
                seat != mover,
                "{players:?}: {seat:?}'s terminal, {mover:?} to move"
            );
        }
    }
}

fn press(app: &mut Screen<bell::Game>, code: KeyCode) {
    let area = ratatui::layout::Rect::new(0, 0, 100, 32);
    app.handle(&Event::Key(KeyEvent::from(code)), area);
}

/// The screen of `app` at 100×32, a line a row.
fn drawn(app: &Screen<bell::Game>) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(100, 32)).unwrap();
    terminal.draw(|f| pasang::tui::play::draw(app, f)).unwrap();
    let buffer = terminal.backend().buffer().clone();
    (0..32)
        .map(|y| (0..100).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

/// The labels down the board's left edge, from the top, and those under
/// it, from the left.
fn labels(lines: &[String]) -> (Vec<String>, Vec<String>) {
    let board = |l: &String| l.chars().take(66).collect::<String>();
    let label =
        |w: &str| (1..=2).contains(&w.len()) && w.chars().all(|c| c.is_ascii_alphanumeric());
    let left = (lines.iter())
        .map(|l| l.chars().take(3).collect::<String>().trim().to_string())
        .filter(|w| label(w))
        .collect();
    let under = (lines.iter().map(board))
        .rfind(|l| l.split_whitespace().count() == 11 && l.split_whitespace().all(label))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    (left, under)
}

#[test]
fn at_four_each_player_sees_the_board_from_their_own_side_and_f_turns_it_round() {
    let game = bell::Game::new(
        bell::Setup::pattern(bell::Pattern::Checker),
        bell::Rules {
            players: bell::Players::Four,
            opening: bell::Opening::default(),
        },
    );
    let mut screens: Vec<Screen<bell::Game>> = terminals(AnyGame::Bell(game))
        .into_iter()
        .map(|app| app.into_screen().unwrap())
        .collect();
    let files: Vec<String> = ('a'..='k').map(String::from).collect();
    let ranks: Vec<String> = (1..=11).map(|n| n.to_string()).collect();
    let reversed = |v: &[String]| v.iter().rev().cloned().collect::<Vec<_>>();
    // South: ranks up the left edge, files a to k under the board.
    let expected = [
        (Seat::South, reversed(&ranks), files.clone()),
        (Seat::West, reversed(&files), reversed(&ranks)),
        (Seat::North, ranks.clone(), reversed(&files)),
        (Seat::East, files.clone(), ranks.clone()),
    ];
    for (screen, (seat, left, under)) in screens.iter().zip(&expected) {
        assert_eq!(screen.session().link().unwrap().seats(), [*seat]);
        let lines = drawn(screen);
        // Lines across the board between the points, as from South.
        assert!(
            lines.iter().any(|l| l.contains("●─────○─────●")),
            "{seat:?}\n{}",
            lines.join("\n")
        );
        assert!(
            !lines.iter().any(|l| l.contains("││")),
            "{seat:?}\n{}",
            lines.join("\n")
        );
        assert_eq!(
            labels(&lines),
            (left.clone(), under.clone()),
            "{seat:?}\n{}",
            lines.join("\n")
        );
    }
    // Up on West's screen goes east on the board, away from West.
    let west = &mut screens[1];
    let from = west.cursor();
    press(west, KeyCode::Up);
    assert_eq!(
        (west.cursor().file().index(), west.cursor().rank()),
        (from.file().index() + 1, from.rank()),
        "from {from}"
    );
    // f turns West's board round: East's view.
    press(west, KeyCode::Char('f'));
    let lines = drawn(west);
    assert_eq!(labels(&lines), (files.clone(), ranks.clone()));
    let told = "East is at the bottom; f turns the board back.";
    assert!(
        lines.iter().any(|l| l.starts_with(told)),
        "{}",
        lines.join("\n")
    );
}
