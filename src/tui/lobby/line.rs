//! A line being typed over the lobby: a game's code to join it, the
//! visitor's name, or a new tournament's name (the operator's). Enter
//! does what the line is for, Esc goes back, Backspace erases.

use super::Standing;
use super::desk::Desk;
use super::keys::{self as table, Lobby};
use super::{Choice, Mode, Note};
use crate::community::players::NAME_MAX;
use crate::tui::keys::Binding;

/// The most characters of a join code typed (a code has 8; the rest lets
/// a visitor see what they typed said back).
const CODE_MAX: usize = 16;

/// The most characters of a tournament's name.
const TOURNAMENT_NAME_MAX: usize = 40;

/// What a line is typed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A game's code, to join it.
    Code,
    /// The visitor's name, chosen once.
    Name,
    /// A new tournament's name.
    TournamentName,
}

impl Prompt {
    /// The most characters the line takes.
    fn max(self) -> usize {
        match self {
            Prompt::Code => CODE_MAX,
            // A little past the longest name, so that one too long is said.
            Prompt::Name => NAME_MAX + 1,
            Prompt::TournamentName => TOURNAMENT_NAME_MAX,
        }
    }
}

/// A line being typed, and what for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub prompt: Prompt,
    /// The line as it stands.
    pub typed: String,
}

impl Line {
    /// An empty line for `prompt`.
    pub fn new(prompt: Prompt) -> Line {
        Line {
            prompt,
            typed: String::new(),
        }
    }

    pub fn keys(&self) -> &'static [Binding<Lobby>] {
        match self.prompt {
            Prompt::Code => table::CODE,
            Prompt::Name => table::NAME,
            Prompt::TournamentName => table::TOURNAMENT_NAME,
        }
    }

    /// Does `action` on the line; what is shown next. A new tournament is
    /// for the game and clock `choice` holds.
    pub(super) fn apply(mut self, action: Lobby, desk: &mut Desk, choice: Choice) -> Mode {
        match action {
            Lobby::Back => return Mode::Menu,
            Lobby::Erase => {
                self.typed.pop();
            }
            Lobby::Char(c) if self.typed.chars().count() < self.prompt.max() && !c.is_control() => {
                self.typed.push(c)
            }
            Lobby::Done => return self.done(desk, choice),
            _ => {}
        }
        Mode::Line(self)
    }

    /// Enter: the line does what it is for.
    fn done(self, desk: &mut Desk, choice: Choice) -> Mode {
        match self.prompt {
            Prompt::Code => {
                desk.join_code(&self.typed);
                Mode::Menu
            }
            Prompt::Name => {
                let note = match desk.games.choose_name(&desk.holder, &self.typed) {
                    Ok(name) => Note::Named(name),
                    Err(e) => Note::Name(e),
                };
                desk.tell(note)
            }
            Prompt::TournamentName => {
                let name = self.typed.split_whitespace().collect::<Vec<_>>().join(" ");
                let key = desk.key().map(str::to_string);
                let made = desk.games.make_tournament(
                    key.as_deref(),
                    name,
                    choice.format,
                    &choice.game(),
                    choice.clock,
                );
                match made {
                    Ok(id) => Mode::Tournament(Standing::new(id)),
                    Err(e) => desk.tell(Note::Tournament(e)),
                }
            }
        }
    }
}
