//! What players do besides moving: resign, put a question to the others
//! (a draw, a takeback), answer one, chat, and play again. At one keyboard
//! the session settles these itself; in a shared game the table does, and
//! every terminal hears of it.

use super::talk::{Asked, News, Offer, Settled, clean_line};
use super::{Event, Refusal, Session, Unheard};
use crate::ai::Brain;
use crate::games::{Ending, Playable, Seat, SeatKind};

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
    /// The seat that acts for this terminal: the one to move if a person
    /// plays it here, else the first seat a person plays here.
    fn voice(&self) -> Option<Seat> {
        let mine = |s: &Seat| self.plays_here(*s) && self.seat_kind(*s) == SeatKind::Human;
        self.game
            .to_move_at(self.game.moves().len())
            .filter(mine)
            .or_else(|| self.game.seats().iter().copied().find(mine))
    }

    /// Whether resigning, offering or answering may be done now.
    fn can_act(&self) -> Result<Seat, Refusal<G>> {
        self.can_ask(Offer::Draw)
    }

    /// Whether `offer` may be put now: a rematch once the game is over,
    /// anything else while it goes on.
    fn can_ask(&self, offer: Offer) -> Result<Seat, Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        match (self.is_over(), offer.after_the_game()) {
            (true, false) => return Err(Refusal::GameOver),
            (false, true) => return Err(Refusal::NotOver),
            _ => {}
        }
        self.voice().ok_or(Refusal::NoSeat)
    }

    /// Whether a rematch may be played (at one keyboard) or offered (in a
    /// shared game) now: the game is over and a person here plays a seat.
    pub fn can_rematch(&self) -> bool {
        self.can_ask(Offer::Rematch).is_ok()
    }

    /// The player of this terminal's seat gives the game up.
    pub fn resign(&mut self) -> Result<(), Refusal<G>> {
        let seat = self.can_act()?;
        self.end(Ending::Resigned(seat))
    }

    /// The player of this terminal's seat calls the game off: only in a
    /// game shared with other terminals (at one keyboard a game is just
    /// left), that may be aborted (a tournament's may not), before every
    /// player has moved. Nobody wins, and it is rated for no one.
    pub fn abort(&mut self) -> Result<(), Refusal<G>> {
        let seat = self.can_act()?;
        let Some(link) = self.link.as_ref() else {
            return Err(Refusal::NotAbortable);
        };
        if !link.table().abortable() {
            return Err(Refusal::NotAbortable);
        }
        if self.game.every_seat_moved() {
            return Err(Refusal::TooLateToAbort);
        }
        self.end(Ending::Aborted(seat))
    }

    /// Ends the game outside its rules, here and at the table.
    pub(super) fn end(&mut self, ending: Ending) -> Result<(), Refusal<G>> {
        if let Some(link) = self.link.as_mut() {
            link.end(ending).map_err(refusal)?;
        }
        self.ended_here(ending);
        Ok(())
    }

    /// Ends the game here, the table (if any) having ended it.
    pub(super) fn ended_here(&mut self, ending: Ending) {
        self.computers.stop();
        self.view = None;
        self.ended = Some(ending);
        self.asked = None;
        self.events.push(Event::Heard(News::Ended(ending)));
        self.sync_clock();
        self.save();
    }

    /// Puts `offer` to the other players. At one keyboard a takeback is
    /// undo and a rematch is played at once; a draw is asked of the other
    /// players here, and the computer always plays on.
    pub fn offer(&mut self, offer: Offer) -> Result<(), Refusal<G>> {
        // At one keyboard a takeback is undo, after the game's end too.
        if offer == Offer::Takeback && self.link.is_none() {
            return self.undo();
        }
        let by = self.can_ask(offer)?;
        if let Some(link) = self.link.as_mut() {
            link.offer(offer, by).map_err(refusal)?;
            self.events.push(Event::Heard(News::Offered { offer, by }));
            // A rematch no person elsewhere is asked about has begun.
            if link.behind() {
                self.pull();
            }
            return Ok(());
        }
        match offer {
            Offer::Takeback => return self.undo(),
            Offer::Rematch => return self.rematch(),
            Offer::Draw => {}
        }
        if self.asked.is_some() {
            return Err(Refusal::Pending);
        }
        let asked = Asked::new(offer, by, &[by], self.game.moves().len());
        self.events.push(Event::Heard(News::Offered { offer, by }));
        match asked.computer_declines(&self.game, &self.seats) {
            Some(computer) => self.events.push(Event::Heard(News::Answered {
                offer,
                by: computer,
                yes: false,
            })),
            None => self.asked = Some(asked),
        }
        Ok(())
    }

    /// The question waiting for an answer from a seat played here: what is
    /// asked, by whom, and of whom.
    pub fn question(&self) -> Option<(Offer, Seat, Seat)> {
        let asked = self.asked.as_ref()?;
        if self.is_over() != asked.offer.after_the_game() {
            return None;
        }
        let seat = self.game.seats().iter().copied().find(|&s| {
            asked.asks(s) && self.plays_here(s) && self.seat_kind(s) == SeatKind::Human
        })?;
        Some((asked.offer, asked.by, seat))
    }

    /// An offer made here, still waiting for the others.
    pub fn offered(&self) -> Option<Offer> {
        let asked = self.asked.as_ref()?;
        (self.question().is_none() && self.plays_here(asked.by)).then_some(asked.offer)
    }

    /// The seat asked answers the question waiting.
    pub fn answer(&mut self, yes: bool) -> Result<(), Refusal<G>> {
        let (offer, _, seat) = self.question().ok_or(Refusal::NothingAsked)?;
        if let Some(link) = self.link.as_mut() {
            link.answer(seat, yes).map_err(refusal)?;
            self.events.push(Event::Heard(News::Answered {
                offer,
                by: seat,
                yes,
            }));
            self.asked = None;
            self.pull();
            return Ok(());
        }
        let Some(mut asked) = self.asked.take() else {
            return Err(Refusal::NothingAsked);
        };
        self.events.push(Event::Heard(News::Answered {
            offer,
            by: seat,
            yes,
        }));
        match asked.answer(seat, yes, &self.game, &self.seats) {
            Settled::Open => self.asked = Some(asked),
            Settled::Declined => {}
            Settled::Agreed if offer == Offer::Rematch => self.rematch()?,
            Settled::Agreed => self.end(Ending::Agreed)?,
        }
        Ok(())
    }

    /// Says `text` to the other terminals of a shared game, cleaned of
    /// control characters and cut to length; refused when saying too much
    /// too fast.
    pub fn say(&mut self, text: &str) -> Result<(), Refusal<G>> {
        let Some(link) = self.link.as_ref() else {
            return Err(Refusal::NotShared);
        };
        // A player speaks for a seat of theirs; a spectator as themselves.
        let by = match link.seats().is_empty() {
            true => None,
            false => Some(self.voice().ok_or(Refusal::NoSeat)?),
        };
        let text = clean_line(text).ok_or(Refusal::NothingSaid)?;
        let link = self.link.as_mut().ok_or(Refusal::NotShared)?;
        let line = link.say(by, text).map_err(refusal)?;
        self.events.push(Event::Heard(News::Said(line)));
        Ok(())
    }

    /// Plays the same game again from its start, once it is over: with two
    /// seats the players change sides; with more they keep them. In a
    /// shared game it is offered to the other players, and played when
    /// they all agree.
    pub fn rematch(&mut self) -> Result<(), Refusal<G>> {
        if self.replay {
            return Err(Refusal::Replay);
        }
        if !self.is_over() {
            return Err(Refusal::NotOver);
        }
        if self.link.is_some() {
            return self.offer(Offer::Rematch);
        }
        let mut seats = self.seats.clone();
        if seats.len() == 2 {
            seats.reverse();
        }
        let game = self.game.restarted();
        self.new_game(game, seats);
        Ok(())
    }

    /// Takes in what the table says happened.
    pub(super) fn hear(&mut self, news: Vec<News>, ended: Option<Ending>, asked: Option<Asked>) {
        for n in news {
            self.events.push(Event::Heard(n));
        }
        let newly_ended = ended.is_some() && self.ended.is_none();
        self.ended = ended;
        self.asked = asked;
        if newly_ended {
            // Written here too: this terminal's own record of the game.
            self.computers.stop();
            self.view = None;
            self.save();
        }
    }
}

fn refusal<G: Playable>(u: Unheard) -> Refusal<G> {
    match u {
        Unheard::Over => Refusal::GameOver,
        Unheard::Pending => Refusal::Pending,
        Unheard::NothingAsked => Refusal::NothingAsked,
        Unheard::NothingToTakeBack => Refusal::NothingToUndo,
        Unheard::TooFast => Refusal::TooFast,
        Unheard::NotYours => Refusal::NoSeat,
        Unheard::NotOver => Refusal::NotOver,
        Unheard::TooLateToAbort => Refusal::TooLateToAbort,
        Unheard::NotAbortable => Refusal::NotAbortable,
        // The game acted on is over: the new one shows at the next look.
        Unheard::Renewed => Refusal::GameOver,
    }
}
