//! The lobby's rows: the new game's choices, and what to do (start it,
//! post it as a challenge, join, watch, the players, the tournaments, the
//! visitor's name, leave). Up and Down go from row to row, Left and Right
//! change a choice, Enter does what the row says; q and Esc ask whether
//! to leave.

use super::desk::Desk;
use super::keys::Lobby;
use super::line::{Line, Prompt};
use super::lists::{self, Players};
use super::{Choice, Mode, Note, Row};
use crate::community::players::{NameError, Player, Rated};

/// The rows, the one chosen, and the choices they hold.
#[derive(Clone, Debug)]
pub struct Menu {
    row: Row,
    choice: Choice,
}

impl Menu {
    /// The rows from the top, the new game's challenge `rated` or not.
    pub fn new(rated: bool) -> Menu {
        let mut choice = Choice::default();
        choice.rated = rated;
        Menu {
            row: Row::Game,
            choice,
        }
    }

    pub fn row(&self) -> Row {
        self.row
    }

    pub fn choice(&self) -> Choice {
        self.choice
    }

    /// The rows shown for the game chosen, top to bottom: a new
    /// tournament's for the server's operator (`admin`) only.
    pub fn rows(&self, admin: bool) -> impl Iterator<Item = Row> + use<> {
        Row::of(self.choice.game)
            .into_iter()
            .filter(move |&r| admin || r != Row::NewTournament)
    }

    /// Moves to the next row shown, up (`by` -1) or down (1), round the
    /// ends.
    fn move_row(&mut self, by: isize, admin: bool) {
        let rows: Vec<Row> = self.rows(admin).collect();
        let i = rows.iter().position(|&r| r == self.row).unwrap_or(0) as isize;
        self.row = rows[(i + by).rem_euclid(rows.len() as isize) as usize];
    }

    /// Does `action` on the rows; what is shown next.
    pub(super) fn apply(&mut self, action: Lobby, desk: &mut Desk) -> Mode {
        match action {
            Lobby::Up => self.move_row(-1, desk.admin),
            Lobby::Down => self.move_row(1, desk.admin),
            Lobby::Left => self.choice.step(self.row, -1),
            Lobby::Right => self.choice.step(self.row, 1),
            Lobby::Language => {
                // Kept for a visitor with a key; a guest's is theirs for
                // this visit.
                let lang = crate::i18n::current().next();
                crate::i18n::set(lang);
                let code = lang.code().to_string();
                crate::tui::settings::keep(desk.settings.as_ref(), |s| s.language = Some(code));
                desk.note = Some(Note::Language);
            }
            Lobby::Choose => return self.choose(desk),
            Lobby::AskLeave => return Mode::Leaving,
            _ => {}
        }
        Mode::Menu
    }

    /// Does what the row chosen says; a row of a choice changes it.
    fn choose(&mut self, desk: &mut Desk) -> Mode {
        let c = self.choice;
        match self.row {
            Row::Start => desk.start(c),
            Row::Seek => desk.seek(c, false),
            Row::Anyone => desk.seek(c, true),
            Row::Seeks => return lists::open_seeks(desk),
            Row::Players => return Players::open(Rated::all()[0], desk),
            Row::Here => return super::HereList::open(c, desk),
            Row::Name => return name_row(desk),
            Row::Tournaments => return lists::open_tournaments(desk),
            Row::NewTournament => return Mode::Line(Line::new(Prompt::TournamentName)),
            Row::Join => return Mode::Line(Line::new(Prompt::Code)),
            Row::Watch => return lists::open_games(true, desk),
            Row::Mine => return lists::open_games(false, desk),
            Row::Leave => desk.running = false,
            row => self.choice.step(row, 1),
        }
        Mode::Menu
    }
}

/// The question whether to leave the server: yes leaves (the visitor's
/// challenge goes with them), no goes back to the rows.
pub(super) fn leaving(action: Lobby, desk: &mut Desk) -> Mode {
    match action {
        Lobby::Yes => {
            desk.running = false;
            Mode::Leaving
        }
        Lobby::No => Mode::Menu,
        _ => Mode::Leaving,
    }
}

/// The Name row: a visitor with a key and no name yet types one; one
/// with a name opens their own page (a name is chosen once).
fn name_row(desk: &mut Desk) -> Mode {
    match desk.me() {
        None => desk.tell(Note::Name(NameError::NoKey)),
        Some(Player {
            name: Some(name), ..
        }) => match desk.games.page(&name) {
            Some(page) => Mode::Player(lists::PlayerView {
                page,
                at: 0,
                back: Box::new(Mode::Menu),
            }),
            None => desk.tell(Note::Name(NameError::Chosen(name))),
        },
        Some(_) => Mode::Line(Line::new(Prompt::Name)),
    }
}
