//! The table's chat: the last lines said, each with who said it and on
//! which channel, kept within bounds so that a terminal that comes later
//! reads them; what one terminal hears of them; and a line said.

use super::{Link, Shared, Table, Unheard};
use crate::games::{Playable, Seat};
use crate::session::talk::{
    CHAT_BYTES, CHAT_KEPT, Channel, ChatLine, Hearing, News, SPECTATORS_BURST, Voice,
};
use std::time::Instant;

impl<G: Playable> Table<G> {
    /// Keeps `line` in the chat; the oldest lines go past its bounds.
    fn keep_chat(s: &mut Shared<G>, line: ChatLine) {
        s.chat_bytes += line.bytes();
        s.chat.push_back(line);
        while s.chat.len() > CHAT_KEPT || s.chat_bytes > CHAT_BYTES {
            let Some(old) = s.chat.pop_front() else { break };
            s.chat_bytes -= old.bytes();
        }
    }

    /// The chat kept, oldest first, whoever hears it.
    pub fn chat(&self) -> Vec<ChatLine> {
        self.lock().chat.iter().cloned().collect()
    }
}

impl<G: Playable> Link<G> {
    /// This terminal watches as `name`, as the server knows them (none for
    /// a guest): its lines are signed with it.
    pub fn watching_as(mut self, name: Option<&str>) -> Link<G> {
        self.watcher = Voice::new(None, name).name;
        self
    }

    /// Says `text` (already cleaned) to the table: as `by`, a seat played
    /// here, on the players' channel; or, with no seat, as this
    /// terminal's spectator on the spectators' channel. The line as kept.
    pub fn say(&mut self, by: Option<Seat>, text: String) -> Result<ChatLine, Unheard> {
        let mut s = self.table.lock();
        self.current(&s)?;
        let now = Instant::now();
        let by = match by {
            Some(seat) if self.seats.contains(&seat) => {
                let name = (s.index_of(seat))
                    .and_then(|i| s.tags.get(i).cloned().flatten())
                    .and_then(|tag| tag.name);
                Voice::new(Some(seat), name.as_deref())
            }
            None if self.seats.is_empty() => Voice {
                seat: None,
                name: self.watcher.clone(),
            },
            _ => return Err(Unheard::NotYours),
        };
        let channel = match by.seat {
            Some(_) => Channel::Players,
            None => Channel::Spectators,
        };
        if !self.pace.allow(now)
            || (channel == Channel::Spectators
                && !s.spectators_pace.allow_up_to(now, SPECTATORS_BURST))
        {
            return Err(Unheard::TooFast);
        }
        let line = ChatLine { by, channel, text };
        Table::keep_chat(&mut s, line.clone());
        Table::tell(&mut s, self.id, News::Said(line.clone()));
        Table::touch(&mut s, self.id);
        Ok(line)
    }

    /// The chat kept at the table as this terminal hears it, oldest first:
    /// a terminal that came late reads what was said before.
    pub fn chat(&self) -> Vec<ChatLine> {
        let player = !self.seats.is_empty();
        let s = self.table.lock();
        (s.chat.iter())
            .filter(|line| self.hearing.hears(line, player))
            .cloned()
            .collect()
    }

    /// What this terminal hears of the chat.
    pub fn hearing(&self) -> &Hearing {
        &self.hearing
    }

    /// What this terminal hears of the chat, to change.
    pub fn hearing_mut(&mut self) -> &mut Hearing {
        &mut self.hearing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SeatKind;
    use crate::session::talk::SAY_MAX;

    fn line(text: &str) -> ChatLine {
        ChatLine {
            by: Voice::new(Some(Seat::South), Some("Aminah")),
            channel: Channel::Players,
            text: text.into(),
        }
    }

    #[test]
    fn the_chat_keeps_its_last_lines_within_a_count_and_a_size() {
        let table = Table::new(
            crate::session::test_support::game(),
            vec![SeatKind::Human; 2],
        );
        for i in 0..CHAT_KEPT + 30 {
            Table::keep_chat(&mut table.lock(), line(&format!("line {i}")));
        }
        let chat = table.chat();
        assert_eq!(chat.len(), CHAT_KEPT);
        assert_eq!(chat[0].text, "line 30");
        assert_eq!(chat[CHAT_KEPT - 1].text, format!("line {}", CHAT_KEPT + 29));
        // Long lines of letters of two bytes: the size bounds them before
        // the count does.
        let long = "é".repeat(SAY_MAX);
        for _ in 0..CHAT_KEPT {
            Table::keep_chat(&mut table.lock(), line(&long));
        }
        let s = table.lock();
        let bytes: usize = s.chat.iter().map(ChatLine::bytes).sum();
        assert_eq!(bytes, s.chat_bytes);
        assert!(bytes <= CHAT_BYTES, "{bytes}");
        assert_eq!(s.chat.len(), CHAT_BYTES / line(&long).bytes());
        assert!(s.chat.len() < CHAT_KEPT);
    }
}
