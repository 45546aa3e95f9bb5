//! What players do at a table besides moving: end the game (resign, agree
//! a draw, abort), put a question to the others (a draw, a takeback, a
//! rematch) and answer it. What is said and asked is kept as news, for
//! every other terminal to hear at its next look.

use super::{Link, NO_LINK, Shared, Table};
use crate::games::{Ending, Playable, Seat};
use crate::session::talk::{Asked, News, Offer, Settled};
use std::sync::Arc;
use std::time::Instant;

/// The news a table keeps for terminals that have not looked yet; older
/// news is dropped (a terminal that slept through it sees the state).
const NEWS_KEPT: usize = 64;

/// Why the table did not take an offer, an answer or a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unheard {
    /// The game is over.
    Over,
    /// Another question waits for its answers.
    Pending,
    /// No question waits for this seat's answer.
    NothingAsked,
    /// Nothing to take back.
    NothingToTakeBack,
    /// Too many lines in a short time.
    TooFast,
    /// The seat is not played at this terminal, or a player spoke as a
    /// spectator.
    NotYours,
    /// A rematch is offered only once the game is over.
    NotOver,
    /// The table began the game again since this terminal last looked:
    /// what it did was for the game before.
    Renewed,
    /// Every player has moved: too late to abort.
    TooLateToAbort,
    /// The game may not be aborted (a tournament's).
    NotAbortable,
}

impl<G: Playable> Table<G> {
    /// Keeps `news` from link `from` for the other terminals.
    pub(super) fn tell(s: &mut Shared<G>, from: u64, news: News) {
        let n = s.next_news;
        s.next_news += 1;
        s.news.push_back((n, from, news));
        while s.news.len() > NEWS_KEPT {
            s.news.pop_front();
        }
    }
}

impl<G: Playable> Link<G> {
    /// `seat`, played here, resigns; or the players agreed `ending`.
    pub fn end(&mut self, ending: Ending) -> Result<(), Unheard> {
        let mut s = self.table.lock();
        self.current(&s)?;
        if s.is_over() {
            return Err(Unheard::Over);
        }
        if matches!(ending, Ending::Aborted(_)) {
            if !s.abortable {
                return Err(Unheard::NotAbortable);
            }
            if s.game.every_seat_moved() {
                return Err(Unheard::TooLateToAbort);
            }
        }
        Table::end(&mut s, self.id, ending);
        Table::changed(s, self.id, self.round);
        Ok(())
    }

    /// Puts `offer` to the players at the other terminals, from `by`. A
    /// seat the computer plays answers a draw or a takeback at once: the
    /// computer plays on; it is always ready for a rematch, which is
    /// played at once when no person elsewhere is asked.
    pub fn offer(&mut self, offer: Offer, by: Seat) -> Result<(), Unheard> {
        let table = Arc::clone(&self.table);
        let mut s = table.lock();
        self.current(&s)?;
        match (s.is_over(), offer.after_the_game()) {
            (true, false) => return Err(Unheard::Over),
            (false, true) => return Err(Unheard::NotOver),
            _ => {}
        }
        if s.asked.is_some() {
            return Err(Unheard::Pending);
        }
        let asked = Asked::new(offer, by, &self.seats, s.game.moves().len());
        if offer == Offer::Takeback && asked.takeback_to(&s.game).is_none() {
            return Err(Unheard::NothingToTakeBack);
        }
        Table::tell(&mut s, self.id, News::Offered { offer, by });
        if let Some(computer) = asked.computer_declines(&s.game, &s.kinds) {
            // Told to this terminal too: it is the computer's answer.
            let answer = News::Answered {
                offer,
                by: computer,
                yes: false,
            };
            Table::tell(&mut s, NO_LINK, answer);
        } else if offer == Offer::Rematch && asked.settled(&s.game, &s.kinds) {
            Table::rematch(&mut s);
        } else {
            s.asked = Some(asked);
        }
        Table::changed(s, self.id, self.round);
        Ok(())
    }

    /// `seat`, played here, answers the question waiting.
    pub fn answer(&mut self, seat: Seat, yes: bool) -> Result<(), Unheard> {
        let table = Arc::clone(&self.table);
        let mut guard = table.lock();
        let s = &mut *guard;
        self.current(s)?;
        let Some(mut asked) = s.asked.take().filter(|a| a.asks(seat)) else {
            return Err(Unheard::NothingAsked);
        };
        let offer = asked.offer;
        let news = News::Answered {
            offer,
            by: seat,
            yes,
        };
        Table::tell(s, self.id, news);
        match asked.answer(seat, yes, &s.game, &s.kinds) {
            Settled::Open => s.asked = Some(asked),
            Settled::Declined => {}
            Settled::Agreed => match offer {
                Offer::Draw => Table::end(s, self.id, Ending::Agreed),
                Offer::Takeback => {
                    let keep = asked.takeback_to(&s.game).unwrap_or(s.game.moves().len());
                    while s.game.moves().len() > keep {
                        s.game.undo();
                    }
                    Table::steer_clock(s, Instant::now());
                    Table::save(s);
                }
                Offer::Rematch => Table::rematch(s),
            },
        }
        // This terminal pulls the change at its next look, like the others.
        Table::changed(guard, self.id, self.round);
        Ok(())
    }
}
