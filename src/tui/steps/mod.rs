//! Steps, the test game, on the shared screen: Enter on a stone of yours
//! next to the empty point steps it in. Its form, lobby rows, words and
//! drawing are here; its keys are Bell's board keys (choose, Tab, Esc).

mod form;
mod words;

pub use form::StepsForm;

use crate::ai::steps::StepsComputer;
use crate::board::{Bits, Direction, Point};
use crate::games::Playable;
use crate::games::steps::{Game, Move, Position};
use crate::tui::play::{Front, Screen};
use crate::tui::theme::Glyph;
use crate::tui::view::piece::{Piece, put_cursor, put_labels, put_piece};
use crate::tui::view::{LastMove, put};

/// Steps on the screen.
pub type StepsApp = Screen<Game>;

/// What only Steps tells on the message line.
#[derive(Debug)]
pub enum Said {
    /// A move typed in notation that does not read.
    Unreadable(crate::games::steps::MoveError),
    /// The point chosen cannot step.
    Cannot(crate::games::steps::Illegal),
    /// The computer suggests `mv`.
    Suggested(Move),
}

impl From<()> for Said {
    fn from(_: ()) -> Said {
        Said::Unreadable(crate::games::steps::MoveError::Unreadable)
    }
}

/// The points a person may choose now: their stones next to the empty
/// point.
fn marked(screen: &StepsApp) -> Bits {
    let playing = !screen.is_replay() && !screen.in_the_past() && screen.session.person_to_move();
    if !playing {
        return Bits::EMPTY;
    }
    screen
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.0)
        .collect()
}

/// No rows of its own on the settings screen.
impl crate::tui::settings::GameRows for Game {}

impl Front for Game {
    type Brain = StepsComputer;
    type Form = StepsForm;
    type Own = ();
    type Said = Said;

    fn text(note: &crate::tui::play::Note<Game>) -> String {
        words::text(note)
    }

    fn refuses(said: &Said) -> bool {
        matches!(said, Said::Unreadable(_) | Said::Cannot(_))
    }

    fn own() {}

    fn start_point() -> Point {
        Point::CENTRE
    }

    fn drop_choice(_screen: &mut StepsApp) {}

    fn go_home(screen: &mut StepsApp) {
        let marked = marked(screen);
        if !marked.contains(screen.cursor)
            && let Some(p) = marked.first()
        {
            screen.cursor = p;
        }
    }

    fn choose(screen: &mut StepsApp) {
        let m = Move(screen.cursor);
        let mut next = *screen.position();
        match next.try_play(m) {
            Ok(()) => {
                screen.play(m);
            }
            Err(reason) => screen.note = Some(crate::tui::play::Note::Own(Said::Cannot(reason))),
        }
    }

    fn cycle(screen: &mut StepsApp, step: isize) {
        let points: Vec<Point> = marked(screen).into_iter().collect();
        screen.walk_to(&points, step);
    }

    fn back(_screen: &mut StepsApp) -> bool {
        false
    }

    fn cursor_info(screen: &StepsApp) -> String {
        screen.cursor.to_string()
    }

    fn help_words(_screen: &StepsApp) -> crate::tui::play::HelpWords {
        words::help()
    }

    fn show_hint(screen: &mut StepsApp, mv: Move) {
        screen.cursor = mv.0;
        screen.note = Some(crate::tui::play::Note::Own(Said::Suggested(mv)));
    }

    fn new_form(screen: &StepsApp) -> StepsForm {
        StepsForm::new(screen.game().rules(), screen.session.seats())
    }

    fn draw_board(
        screen: &StepsApp,
        b: &crate::tui::layout::BoardLayout,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        let t = screen.theme();
        let pos = screen.position();
        let marked = marked(screen);
        for p in Point::all() {
            let (x, y) = b.cell(p);
            match pos.stone(p) {
                Some(s) => {
                    let mut style = t.stone(s);
                    if marked.contains(p) {
                        style = style.patch(t.candidate());
                    }
                    put_piece(
                        buf,
                        t,
                        b,
                        (x, y),
                        Piece::Disc,
                        t.glyph(Glyph::Stone(s)),
                        style,
                    )
                }
                None => {
                    let on = |d: Direction| p.step(d).is_some();
                    let [up, right, down, left] = b.on_screen(
                        [
                            Direction::North,
                            Direction::East,
                            Direction::South,
                            Direction::West,
                        ]
                        .map(on),
                    );
                    put(buf, x, y, t.cross(up, right, down, left), t.line())
                }
            }
        }
        if !screen.is_replay() {
            put_cursor(buf, t, b, screen.cursor());
        }
        put_labels(buf, t, b, |_| t.label());
    }

    fn draw_panel(
        screen: &StepsApp,
        area: ratatui::layout::Rect,
        buf: &mut ratatui::buffer::Buffer,
    ) {
        let lines = words::panel(screen.position());
        for (i, line) in lines.into_iter().enumerate().take(area.height as usize) {
            buf.set_string(
                area.x,
                area.y + i as u16,
                line,
                ratatui::style::Style::new(),
            );
        }
    }

    fn result_words(screen: &StepsApp) -> Option<(String, Vec<String>)> {
        let outcome = screen.position().outcome()?;
        Some((crate::messages::steps::outcome(outcome), Vec::new()))
    }

    fn last_move(before: &Position, mv: Move, _after: &Position) -> LastMove {
        LastMove::new(Bits::EMPTY, mv.0.bit(), Some(before.empty()))
    }

    const MOUSE_HELP: [&'static str; 2] = ["key-steps-mouse", "key-steps-mouse-help"];

    const LAST_MOVE_HELP: &'static str = "steps-help-last-move";

    const BOARD_KEYS: &'static [crate::tui::keys::Binding] = crate::tui::bell::keys::BOARD;

    const CHOOSING_KEYS: &'static [crate::tui::keys::Binding] = &[];

    fn choosing(_screen: &StepsApp) -> bool {
        false
    }
}

impl crate::tui::lobby::InLobby for Game {
    const RULE_ROWS: &'static [crate::tui::lobby::RuleRow<crate::games::steps::Rules>] = &[];

    fn seats(_rules: &crate::games::steps::Rules) -> &'static [crate::games::Seat] {
        &crate::games::steps::rules::SEATS
    }
}
