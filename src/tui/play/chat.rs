//! A shared game's chat on the screen: the box with the whole chat, and
//! what this terminal hears of it (the spectators' lines hidden by a
//! player, speakers muted by name).

use super::{Action, Front, Mode, Note, Screen};
use crate::session::{Refusal, Voice};
use crate::tui::messages::{Told, chat};

impl<G: Front> Screen<G> {
    /// Opens the whole chat in a box, in a shared game.
    pub(super) fn open_chat(&mut self) {
        if self.session.link().is_none() {
            return self.refused(Refusal::NotShared);
        }
        self.mode = Mode::Chat { back: 0 };
    }

    /// An action in the chat box, scrolled back by `back` lines.
    pub(super) fn on_chat(&mut self, back: u16, action: Action) {
        match action {
            Action::Scroll(n) => {
                let most = self.session.chat().len().saturating_sub(1);
                let back = (i64::from(back) - i64::from(n)).clamp(0, most as i64);
                self.mode = Mode::Chat {
                    back: u16::try_from(back).unwrap_or(0),
                };
            }
            Action::Spectators if !self.session.watching() => {
                if let Some(hearing) = self.session.hearing_mut() {
                    hearing.spectators_hidden = !hearing.spectators_hidden;
                    let told = Told::SpectatorsHidden(hearing.spectators_hidden);
                    self.note = Some(Note::Told(told));
                }
                self.mode = Mode::Chat { back: 0 };
            }
            Action::Back => self.back_to_board(),
            _ => {}
        }
    }

    /// `:mute NAME` (or `:unmute NAME`): the speaker named as the chat
    /// shows them (any case) is no longer heard here, or heard again.
    pub(super) fn mute(&mut self, name: &str, mute: bool) {
        let Some(link) = self.session.link() else {
            return self.refused(Refusal::NotShared);
        };
        let named = |v: &Voice| chat::speaker(v).to_lowercase() == name.to_lowercase();
        let voice = if mute {
            (link.table().chat().into_iter())
                .map(|line| line.by)
                .find(|v| named(v))
        } else {
            link.hearing().muted().iter().find(|v| named(v)).cloned()
        };
        let Some(voice) = voice else {
            self.note = Some(Note::Told(Told::NoSuchSpeaker(name.to_string())));
            return;
        };
        let shown = chat::speaker(&voice);
        if let Some(hearing) = self.session.hearing_mut() {
            if mute {
                hearing.mute(voice);
            } else {
                hearing.unmute(&voice);
            }
        }
        let told = if mute {
            Told::Muted(shown)
        } else {
            Told::Unmuted(shown)
        };
        self.note = Some(Note::Told(told));
    }
}
