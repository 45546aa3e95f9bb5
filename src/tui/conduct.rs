//! The words of the `:` prompt done through a session, alike for every
//! game: resign, offer a draw, ask to take back, answer, chat, play again.

use super::words::Word;
use crate::ai::Brain;
use crate::games::Playable;
use crate::session::{Offer, Refusal, Session};

/// Does what `word` asks of the session; its events tell what came of it.
pub fn act<G: Playable, B: Brain<Game = G>>(
    session: &mut Session<G, B>,
    word: Word,
) -> Result<(), Refusal<G>> {
    match word {
        Word::Resign => session.resign(),
        Word::Abort => session.abort(),
        Word::Draw => session.offer(Offer::Draw),
        Word::Takeback => session.offer(Offer::Takeback),
        Word::Rematch => session.rematch(),
        Word::Answer(yes) => session.answer(yes),
        Word::Say(text) => session.say(&text),
        // Muting is the screen's: it knows the names as they show.
        Word::Mute(_) | Word::Unmute(_) => Ok(()),
    }
}
