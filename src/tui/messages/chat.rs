//! A shared game's chat in words: who said a line, the line signed, and
//! the chat pane's and box's titles.

use crate::messages::seat_name;
use crate::session::{Channel, ChatLine, Voice};
use crate::tr;

/// Who said a line, as the chat shows them: their name as the server
/// knows them, else the seat they play, else a spectator's.
pub fn speaker(voice: &Voice) -> String {
    match (&voice.name, voice.seat) {
        (Some(name), _) => name.clone(),
        (None, Some(seat)) => seat_name(seat),
        (None, None) => tr!("chat-a-spectator"),
    }
}

/// A line signed: "Aminah: good luck"; a spectator's marked as such.
pub fn signed(line: &ChatLine) -> String {
    let name = match (line.channel, &line.by.name) {
        (Channel::Players, _) => speaker(&line.by),
        (Channel::Spectators, Some(name)) => tr!("chat-spectator-named", name = name.as_str()),
        (Channel::Spectators, None) => tr!("chat-a-spectator"),
    };
    tr!("chat-line", name = name, text = line.text.as_str())
}

/// The chat pane's and box's title: " Chat ", with the spectators' lines
/// said to be hidden when they are.
pub fn title(spectators_hidden: bool) -> String {
    tr!(
        "chat-title",
        hidden = crate::tui::messages::yes_no(spectators_hidden)
    )
}

/// What the chat shows while nobody has said anything.
pub fn empty() -> String {
    tr!("chat-empty")
}
