//! What a player can ask for: the actions keys (and mouse clicks) are
//! turned into, whatever the screen.

use crate::board::{Direction, Point};

/// Everything a player can ask for. Keys and mouse clicks are turned into
/// these in one place per game, from the one key table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor one point (as drawn: up is up on the screen).
    Cursor(Direction),
    /// Choose what is under the cursor, or confirm what is shown.
    Select,
    /// A mouse click on a point: move the cursor there and choose it.
    Click(Point),
    /// The next option, or the next point worth choosing.
    Next,
    /// Take fewer or more of the line being captured.
    Amount(Amount),
    /// The previous one.
    Previous,
    /// Step back: drop what is being chosen, close a popup.
    Back,
    /// Start typing a move.
    StartTyping,
    /// A character of the typed move.
    Char(char),
    /// Erase the last typed character.
    Erase,
    /// Play the typed move.
    Submit,
    Undo,
    Redo,
    /// Step through the moves played.
    Browse(crate::session::Browse),
    /// Turn the board round.
    Flip,
    /// Save the game to a new file.
    Save,
    /// Call off a shared game before every player has moved (as the word
    /// `abort` does).
    Abort,
    /// Ask the computer for a move for the player to move.
    Hint,
    /// The saved games, to open one.
    Games,
    /// Delete the saved game chosen (once the player says yes).
    Delete,
    /// Switch to the next language.
    Language,
    /// The settings screen.
    Settings,
    /// The review of the finished game.
    Review,
    /// The whole chat of a shared game, in a box.
    Chat,
    /// Hide or show the spectators' chat lines (a player's choice).
    Spectators,
    NewGame,
    Help,
    /// Scroll the help by this many lines.
    Scroll(i16),
    Quit,
    Yes,
    No,
}

/// How much of a line to take, where the rules let a part be taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Amount {
    Fewer,
    More,
    /// This many stones.
    Exactly(u8),
}
