//! Who is here: the visitors on the server now, each with their rating for
//! the game the rows chose and what they are doing. Enter opens a named
//! player's page; `c` challenges them by name to the game the rows chose
//! (as an open challenge would be posted), and the visitor waits for the
//! answer, which they may withdraw. A challenge by name to the visitor
//! waits over whatever is shown until they accept or decline it.

use super::desk::{Calling, Desk};
use super::keys::Lobby;
use super::lists::{Pick, PlayerView};
use super::{Choice, Mode, Note};
use crate::community::players::Rated;
use crate::games::Seat;
use crate::tui::rooms::{Challenge, Present, SeekError};

/// The list of who is here, with ratings for `kind` (none for a game of a
/// kind not rated).
#[derive(Clone, Debug, PartialEq)]
pub struct HereList {
    pub kind: Option<Rated>,
    pub list: Pick<Present>,
}

impl HereList {
    /// Who is here, rated for the game `choice` holds.
    pub(super) fn open(choice: Choice, desk: &Desk) -> Mode {
        let kind = Rated::of(&choice.game());
        let here = desk.games.here(&desk.holder, kind);
        Mode::Here(HereList {
            kind,
            list: Pick::new(here, 0),
        })
    }

    pub(super) fn apply(self, action: Lobby, desk: &mut Desk, choice: Choice) -> Mode {
        let marked = self.list.marked().cloned();
        match action {
            Lobby::Back => Mode::Menu,
            Lobby::Choose => {
                let page = (marked.and_then(|p| p.name)).and_then(|name| desk.games.page(&name));
                match page {
                    Some(page) => Mode::Player(PlayerView {
                        page,
                        at: 0,
                        back: Box::new(Mode::Here(self)),
                    }),
                    None => {
                        desk.note = Some(Note::Unnamed);
                        Mode::Here(self)
                    }
                }
            }
            Lobby::Challenge => match marked {
                // Sent, the rows are shown under the wait for the answer;
                // refused, the list stays with the note under it.
                Some(Present {
                    name: Some(name),
                    me: false,
                    ..
                }) if desk.challenge(name.clone(), choice) => Mode::Menu,
                Some(Present { me: true, .. }) => {
                    desk.note = Some(Note::Seek(SeekError::Own));
                    Mode::Here(self)
                }
                Some(Present { name: None, .. }) => {
                    desk.note = Some(Note::Unnamed);
                    Mode::Here(self)
                }
                _ => Mode::Here(self),
            },
            _ => Mode::Here(HereList {
                list: self.list.step(action),
                ..self
            }),
        }
    }
}

impl Desk {
    /// Challenges the player `name` to the game `c` holds: whether it was
    /// sent (the visitor then waits for the answer), or the note says why
    /// not.
    pub(super) fn challenge(&mut self, name: String, c: Choice) -> bool {
        let challenge = Challenge {
            game: c.game(),
            clock: c.clock,
            rated: c.rated_challenge(),
            seat: c.seats().get(c.seat).copied().unwrap_or(Seat::South),
        };
        match self.games.challenge(&name, challenge, self.poster()) {
            Ok(id) => {
                self.calling = Some(Calling {
                    id,
                    name,
                    choice: c,
                });
                true
            }
            Err(e) => {
                self.note = Some(Note::Seek(e));
                false
            }
        }
    }

    /// Withdraws the visitor's challenge by name.
    pub(super) fn withdraw_call(&mut self) {
        if let Some(call) = self.calling.take() {
            self.games.withdraw(call.id);
            self.note = Some(Note::Withdrawn);
        }
    }

    /// Answers the challenge by name to the visitor: yes starts its game.
    pub(super) fn answer(&mut self, yes: bool) {
        let Some(asked) = self.asked.take() else {
            return;
        };
        match self.games.answer(asked.id, self.poster(), yes) {
            Ok(Some(app)) => self.chosen = Some(app),
            Ok(None) => self.note = Some(Note::Declined(asked.name)),
            Err(e) => self.note = Some(Note::Seek(e)),
        }
    }

    /// The answer to the visitor's challenge by name, once it came: the
    /// game comes to their screen, or they are told why not; and a
    /// challenge by name to the visitor, once made, is shown them and
    /// their terminal's bell rings.
    pub(super) fn follow_challenges(&mut self) {
        if let Some(call) = &self.calling {
            if let Some(app) = self.games.matched(call.id) {
                self.calling = None;
                self.chosen = Some(app);
            } else if let Some(why) = self.games.unmet(call.id) {
                let name = call.name.clone();
                self.calling = None;
                self.note = Some(Note::Unmet(why, name));
            }
        }
        let changes = self.games.asked_changes();
        if self.asked_seen == Some(changes) || self.holder.key.is_none() {
            return;
        }
        self.asked_seen = Some(changes);
        let asked = self.games.asked(&self.holder);
        let before = self.asked.as_ref().map(|a| a.id);
        // Gone unanswered (their own answer takes it first): withdrawn by
        // its poster, or lapsed.
        if let Some(gone) = &self.asked
            && asked.as_ref().map(|a| a.id) != Some(gone.id)
        {
            self.note = Some(Note::AskedGone(gone.name.clone()));
        }
        if let Some(a) = &asked
            && before != Some(a.id)
        {
            self.called = true;
        }
        self.asked = asked;
    }
}
