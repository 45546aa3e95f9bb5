//! The note on the message line, for every game: what all games tell
//! alike, made by the shared screen, and what only one game tells
//! (`Own`). Each game's messages module says it in words.

use super::Front;
use crate::games::{Level, Seat};
use crate::session::Refusal;
use crate::store::launch::Notice;
use crate::tui::messages::{Message, Told, Tone};

/// Something to tell the players, with the facts to tell it from.
#[derive(Debug)]
pub enum Note<G: Front> {
    /// What the screens tell alike, whatever the game.
    Told(Told),
    /// The player in `seat` played `mv` from `before`.
    Played {
        seat: Seat,
        mv: G::Move,
        before: G::Position,
    },
    /// Move `n` (counted from one), stepped to in a replay.
    Replayed {
        n: usize,
        seat: Seat,
        mv: G::Move,
        before: G::Position,
    },
    /// `mv` was taken back, with the `after` moves played after it (the
    /// computer's reply to it).
    Undone {
        mv: G::Move,
        after: usize,
    },
    Redone(G::Move),
    /// Play goes on from the position after `ply` moves, `dropped` later
    /// ones kept to redo.
    Continued {
        ply: usize,
        dropped: usize,
    },
    /// A new game, which this seat begins.
    NewGame(Seat),
    Refused(Refusal<G>),
    /// A replay stepped back to the position after `ply` moves.
    ReplayAt(usize),
    /// A person tried to play for the computer in `seat`.
    ComputerTurn {
        seat: Seat,
        level: Level,
    },
    /// What the launcher has to say: a game resumed or loaded, a saved game
    /// passed over, autosave off.
    Launch(Vec<Notice>),
    /// What only this game tells.
    Own(G::Said),
}

impl<G: Front> Note<G> {
    /// The note in words: the game's sentence, in the tone of an error
    /// for whatever was refused.
    pub fn message(&self) -> Message {
        let tone = match self {
            Note::Told(t) => t.tone(),
            Note::Refused(_) => Tone::Error,
            Note::Own(said) if G::refuses(said) => Tone::Error,
            _ => Tone::Info,
        };
        Message {
            text: G::text(self),
            tone,
        }
    }
}

impl<G: Front> super::Screen<G> {
    /// Greets whoever opens a game with no move yet, when there is nothing
    /// else to tell: the message line points to the help, the lessons and
    /// the puzzles, until the first key.
    pub fn welcome(&mut self) {
        let fresh = self.game().moves().is_empty() && !self.is_replay();
        if fresh && self.note.is_none() && self.session.link().is_none() {
            self.note = Some(Note::Told(Told::Welcome));
        }
    }
}
