//! Driving Bell's terminal app with the key and mouse events a terminal
//! sends, on the smallest screen the game supports.

use pasang::games::bell::{Game, Move, Players, Point, Rules, Setup};
use pasang::tui::Theme;
use pasang::tui::bell::BellApp;
use pasang::tui::layout::ScreenLayout;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

pub type App = BellApp;

/// Twelve turns of three players on the default board: the opening, then
/// turns of one and two hops, some ending by themselves.
pub const TURNS: [&str; 12] = [
    "xa11",
    "c9-a11",
    "e9-c9",
    "g9-e9",
    "f11-f9-d9",
    "d10-b10",
    "h10-f10-d10",
    "d10-f10",
    "h11-f11-f9",
    "e8-e10-g10",
    "i9-g9-e9",
    "g10-e10-e8",
];

/// The screen the tests play on: the smallest the game supports.
pub const AREA: Rect = Rect {
    x: 0,
    y: 0,
    width: 80,
    height: 24,
};

pub fn p(s: &str) -> Point {
    s.parse().unwrap_or_else(|()| panic!("bad point {s:?}"))
}

pub fn mv(s: &str) -> Move {
    s.parse()
        .unwrap_or_else(|e| panic!("bad move {s:?}: {e:?}"))
}

pub fn rules(players: Players) -> Rules {
    Rules {
        players,
        ..Rules::default()
    }
}

/// An app for a fresh game of `players`, every seat a person.
pub fn app(players: Players, theme: Theme) -> App {
    App::new(Game::new(Setup::default(), rules(players)), theme)
}

/// An app after these turns (given in notation).
pub fn app_after(players: Players, theme: Theme, moves: &[&str]) -> App {
    let mut game = Game::new(Setup::default(), rules(players));
    for m in moves {
        game.play_notation(m).unwrap();
    }
    App::new(game, theme)
}

pub fn send(app: &mut App, event: Event) {
    if let Some(action) = pasang::tui::play::input::action(app, &event, AREA) {
        app.apply(action);
    }
}

pub fn key(app: &mut App, code: KeyCode) {
    send(app, Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// A left click on the cell of a point, from the layout the view draws.
pub fn click(app: &mut App, point: Point) {
    let board = ScreenLayout::new(AREA)
        .expect("fits")
        .board
        .with_flip(app.flipped());
    let (column, row) = board.cell(point);
    send(
        app,
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }),
    );
}

/// Walks the cursor to `target` with h/j/k/l and the arrows, alternately
/// (the keys turned round with the board).
pub fn cursor_to(app: &mut App, target: Point) {
    let mut arrows = false;
    while app.cursor() != target {
        let c = app.cursor();
        let code = super::step_key(c, target, app.flipped(), arrows);
        key(app, code);
        assert_ne!(app.cursor(), c, "the cursor did not move with {code:?}");
        arrows = !arrows;
    }
}

/// Plays a turn with the keyboard: walk to the stone, Enter, then for each
/// landing Tab until the cursor is on it and Enter; Enter on the stone ends
/// the turn unless it ended by itself.
pub fn play_by_keys(app: &mut App, m: Move) {
    let before = app.game().moves().len();
    match m {
        Move::Remove(point) => {
            cursor_to(app, point);
            key(app, KeyCode::Enter);
        }
        Move::Hops(turn) => {
            cursor_to(app, turn.from());
            key(app, KeyCode::Enter);
            for &to in turn.landings() {
                let mut tabs = 0;
                while app.cursor() != to {
                    key(app, KeyCode::Tab);
                    tabs += 1;
                    assert!(tabs <= 8, "Tab never reaches {to} in {m}");
                }
                key(app, KeyCode::Enter);
            }
            if app.game().moves().len() == before {
                key(app, KeyCode::Enter);
            }
        }
    }
    assert_eq!(app.game().moves().last(), Some(&m), "{m} was played");
    assert_eq!(app.game().moves().len(), before + 1);
}

/// Plays a turn with the mouse: the stone, each landing, then the stone
/// again unless the turn ended by itself.
pub fn play_by_clicks(app: &mut App, m: Move) {
    let before = app.game().moves().len();
    match m {
        Move::Remove(point) => click(app, point),
        Move::Hops(turn) => {
            click(app, turn.from());
            for &to in turn.landings() {
                click(app, to);
            }
            if app.game().moves().len() == before {
                click(app, turn.to());
            }
        }
    }
    assert_eq!(app.game().moves().last(), Some(&m), "{m} was played");
}
