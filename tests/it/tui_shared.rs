//! A game shared between terminals, at the terminal whose player waits:
//! the board marks nothing for the opponent to choose, in both games.

use pasang::games::{AnyGame, Seat, SeatKind, bell, ka};
use pasang::net::table::AnyTable;
use pasang::tui::play::Screen;
use pasang::tui::{AnyApp, Theme};

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
