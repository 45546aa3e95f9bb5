//! What both games' screens tell in the same words: hints asked for, the
//! computer failing, the autosave, replays, looking back and the board
//! turned round. Only the unit differs: a move in the ka game, a turn in
//! Bell's.

use super::Tone;
use crate::files::FileError;

/// What one player's play is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Move,
    Turn,
}

impl Unit {
    fn word(self) -> &'static str {
        match self {
            Unit::Move => "move",
            Unit::Turn => "turn",
        }
    }
}

/// A note both games give.
#[derive(Debug)]
pub enum Told {
    HintThinking,
    HintUnavailableForComputer,
    ComputerLost,
    ComputerFailed(std::io::ErrorKind),
    AutosaveFailed(FileError),
    AutosaveRecovered,
    ReplayFirst,
    ReplayLast,
    ReplayOnly,
    ReplayStart,
    /// Browsing: the position after `ply` of `of` moves or turns.
    Past {
        ply: usize,
        of: usize,
    },
    Present,
    /// Whether North is now drawn at the bottom.
    Flipped(bool),
    /// `o` without a data directory: no saved games to list.
    NoSavedGames,
    /// The saved games' folder could not be read.
    GamesUnreadable(FileError),
    /// The language or another setting changed.
    Settings(super::settings::SettingsNote),
}

impl Told {
    pub fn tone(&self) -> Tone {
        match self {
            Told::ComputerLost
            | Told::ComputerFailed(_)
            | Told::AutosaveFailed(_)
            | Told::NoSavedGames
            | Told::GamesUnreadable(_)
            | Told::HintUnavailableForComputer => Tone::Error,
            Told::Settings(n) if n.failed() => Tone::Error,
            _ => Tone::Info,
        }
    }

    /// The sentence, with `unit` for what a player plays.
    pub fn text(&self, unit: Unit) -> String {
        let unit = unit.word();
        match self {
            Told::HintThinking => format!("Thinking of a {unit} to suggest…"),
            Told::HintUnavailableForComputer => "The computer is to move.".to_string(),
            Told::ComputerLost => {
                format!("The computer stopped without a {unit}; it will try again.")
            }
            Told::ComputerFailed(kind) => format!("Could not start the computer: {kind}."),
            Told::AutosaveFailed(e) => format!(
                "Autosave failed: {e}. It tries again at every {unit}; ! in the panel while it fails."
            ),
            Told::AutosaveRecovered => "Autosave works again: the game is saved.".to_string(),
            Told::ReplayFirst => "The first position: → steps forward.".to_string(),
            Told::ReplayLast => "The last position: ← steps back.".to_string(),
            Told::ReplayOnly => {
                "This is a replay: → and ← step through the game, q leaves.".to_string()
            }
            Told::ReplayStart => {
                "Replay: → steps forward, ← back, Home and End jump; q leaves.".to_string()
            }
            Told::Past { ply, of } => format!(
                "Looking back: after {unit} {ply} of {of}. PgUp/PgDn step, End returns, Enter plays on from here."
            ),
            Told::Present => "Back to the present.".to_string(),
            Told::Flipped(true) => "North is at the bottom; f turns the board back.".to_string(),
            Told::Flipped(false) => "South is at the bottom; f turns the board.".to_string(),
            Told::NoSavedGames => {
                "No saved games: there is no data directory (see --data-dir).".to_string()
            }
            Told::GamesUnreadable(e) => format!("The saved games cannot be listed: {e}."),
            Told::Settings(n) => n.text(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unit_is_a_move_in_the_ka_game_and_a_turn_in_bells() {
        let past = Told::Past { ply: 3, of: 9 };
        assert!(
            past.text(Unit::Move)
                .starts_with("Looking back: after move 3 of 9.")
        );
        assert!(
            past.text(Unit::Turn)
                .starts_with("Looking back: after turn 3 of 9.")
        );
        assert_eq!(Told::ComputerLost.tone(), Tone::Error);
        assert_eq!(Told::Present.tone(), Tone::Info);
    }
}
