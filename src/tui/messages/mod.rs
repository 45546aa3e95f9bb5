//! The terminal game's words: every note on the message line is a typed
//! [`Note`], made into a sentence only here, and every word the screen
//! shows is made here or in the modules below, from typed values; the view
//! only lays them out.
//!
//! - [`panel`]: the side panel;
//! - [`screen`]: the prompt, the key bar, the too-small screen;
//! - [`popups`]: the result box and the confirming questions;
//! - [`help`]: the help and the rules in brief;
//! - [`new_game`]: the new-game screen;
//! - [`told`]: what both games tell alike;
//! - [`chat`]: a shared game's chat;
//! - [`ended`]: the end of a game, however it came, and the keys after it;
//! - [`games`]: the saved-games screen;
//! - [`tournament`]: a tournament's standings table.

use crate::games::Level;
use crate::tr;

pub mod chat;
pub mod community;
pub mod ended;
pub mod form;
pub mod help;
pub mod panel;
pub mod screen;
pub mod settings_note;
pub mod told;

pub use told::{Told, Unit};

/// How a message reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Error,
}

/// A line on the message bar, as the player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}

/// What the launcher had to say when a game opened, one notice after
/// another.
pub fn launched(notices: &[crate::store::launch::Notice]) -> String {
    let said: Vec<String> = notices.iter().map(ToString::to_string).collect();
    said.join("; ")
}

/// A computer's level in words: "hard", "sukar".
pub fn level_name(level: Level) -> String {
    tr!("tui-level", level = level.name())
}

/// A yes-or-no value as the catalogue's selectors take it.
pub fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// The turn of a seat played at another terminal, as this terminal sees
/// it: one that watches, or one that plays another seat and waits.
pub fn elsewhere(watching: bool, seat: String) -> String {
    if watching {
        tr!("hint-watching", seat = seat)
    } else {
        tr!("hint-elsewhere", seat = seat)
    }
}
