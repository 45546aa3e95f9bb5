//! What a session says to its front end and its listeners: the events it
//! reports, the refusals it answers with, the steps through the moves
//! played, and the saver that listens to every change.

use crate::files::FileError;
use crate::games::{Ending, Level, Playable, Seat, SeatKind};
use crate::record::ClockRecord;

/// Where a session writes its game after each change.
pub trait Saver<G: Playable>: Send {
    /// Writes the game as it is now, with who plays each seat, how it
    /// ended outside its rules, if it did, and its clock, if it has one.
    fn save(
        &mut self,
        game: &G,
        seats: &[SeatKind],
        ended: Option<Ending>,
        clock: Option<&ClockRecord>,
    ) -> Result<(), FileError>;
    /// A new game begins: later saves go to a file of its own, so that the
    /// game before keeps its file.
    fn renew(&mut self);
    /// Where the game is written, to show the player.
    fn path(&self) -> Option<&std::path::Path>;
}

/// Something that happened in the session.
#[derive(Debug)]
pub enum Event<G: Playable> {
    /// A move was played from `before` by the player in `seat`.
    Played {
        seat: Seat,
        mv: G::Move,
        before: G::Position,
        by_computer: bool,
    },
    /// These moves were taken back, the last played first.
    Undone(Vec<G::Move>),
    /// The game's ending outside its rules (a resignation, a draw agreed,
    /// a flag fallen) was taken back: play goes on from where it stood.
    EndingUndone(Ending),
    /// These moves were played again, in order.
    Redone(Vec<G::Move>),
    /// Play goes on from a past position; the `dropped` later moves wait
    /// on the redo stack.
    Continued {
        ply: usize,
        dropped: usize,
    },
    NewGame,
    /// The hint giver suggests this move for the position at the head.
    Hint(G::Move),
    /// A search thread ended without an answer; its player was replaced.
    ComputerLost,
    /// A search could not be started.
    ComputerFailed(std::io::ErrorKind),
    /// The autosave failed; said once, until it works again.
    AutosaveFailed(FileError),
    /// The autosave works again after failing.
    AutosaveRecovered,
    /// In a shared game: the player of this seat, at another terminal,
    /// came, went away or came back.
    Presence(Seat, super::Presence),
    /// A player resigned, asked, answered or said something, here or at
    /// another terminal; or the game ended outside its rules.
    Heard(super::News),
}

/// Why the session did not do what it was asked.
#[derive(Clone, Debug)]
pub enum Refusal<G: Playable> {
    /// The move breaks a rule.
    Illegal(G::Illegal),
    GameOver,
    /// It is the computer's turn, in this seat at this level.
    ComputerToMove(Seat, Level),
    NothingToUndo,
    /// Only the computer has moved: there is no move of a person's to take back.
    NothingOfYoursToUndo,
    NothingToRedo,
    /// A replay is only looked at.
    Replay,
    /// The position shown is in the past: play from it only after
    /// `Session::continue_from_view`.
    InThePast,
    /// It is the turn of this seat, played at another terminal.
    Elsewhere(Seat),
    /// The game is shared with other terminals: it is not taken back,
    /// played again from the past or started anew, and no hints are given.
    Shared,
    /// No seat is played by a person here: there is no one to resign,
    /// offer or speak.
    NoSeat,
    /// Another question waits for its answers.
    Pending,
    /// No question waits for an answer here.
    NothingAsked,
    /// Chat is for games shared with other terminals.
    NotShared,
    /// An empty chat line.
    NothingSaid,
    /// Too many chat lines in a short time.
    TooFast,
    /// A game is played again only once it is over.
    NotOver,
    /// A game is aborted only before every player has moved…
    TooLateToAbort,
    /// …never a tournament's, and only one shared with other terminals.
    NotAbortable,
}

// By hand: a derive would ask the game itself to be comparable.
impl<G: Playable> PartialEq for Refusal<G> {
    fn eq(&self, other: &Refusal<G>) -> bool {
        use Refusal as R;
        match (self, other) {
            (R::Illegal(a), R::Illegal(b)) => a == b,
            (R::ComputerToMove(a, x), R::ComputerToMove(b, y)) => a == b && x == y,
            (R::Elsewhere(a), R::Elsewhere(b)) => a == b,
            (R::GameOver, R::GameOver)
            | (R::NothingToUndo, R::NothingToUndo)
            | (R::NothingOfYoursToUndo, R::NothingOfYoursToUndo)
            | (R::NothingToRedo, R::NothingToRedo)
            | (R::Replay, R::Replay)
            | (R::InThePast, R::InThePast)
            | (R::Shared, R::Shared)
            | (R::NoSeat, R::NoSeat)
            | (R::Pending, R::Pending)
            | (R::NothingAsked, R::NothingAsked)
            | (R::NotShared, R::NotShared)
            | (R::NothingSaid, R::NothingSaid)
            | (R::TooFast, R::TooFast)
            | (R::NotOver, R::NotOver)
            | (R::TooLateToAbort, R::TooLateToAbort)
            | (R::NotAbortable, R::NotAbortable) => true,
            _ => false,
        }
    }
}

/// A step through the moves played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browse {
    Back,
    Forward,
    Start,
    End,
}
