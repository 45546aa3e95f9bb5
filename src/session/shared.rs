//! A session whose game is shared with other terminals through a table:
//! the seats played here, who is at the others, and taking in their moves.

use super::{Event, Invite, Link, Presence, Pulled, Refusal, Session};
use crate::ai::Brain;
use crate::games::{Playable, Seat, SeatKind};

impl<G: Playable, B: Brain<Game = G>> Session<G, B> {
    /// The session shares its game through `link`: moves made here go to
    /// the table, moves made at other terminals come from it, and only the
    /// link's seats are played here. The game must be the table's.
    /// A clock set on the session before goes to the table, unless the
    /// table has one.
    pub fn with_link(mut self, link: Link<G>) -> Session<G, B> {
        if let Some(clock) = self.clock.take()
            && link.table().clock().is_none()
        {
            link.table().set_clock(Some(clock), self.now());
        }
        self.clock = link.table().clock();
        self.link = Some(link);
        self
    }

    /// The table, when the game is shared.
    pub fn link(&self) -> Option<&Link<G>> {
        self.link.as_ref()
    }

    /// Whether `seat` is played at this terminal (always, unless shared).
    pub fn plays_here(&self, seat: Seat) -> bool {
        self.link.as_ref().is_none_or(|l| l.plays(seat))
    }

    /// Whether this terminal only watches a shared game (it plays no seat).
    pub fn watching(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.seats().is_empty())
    }

    /// The chat of a shared game as this terminal hears it, oldest first
    /// (none at one keyboard).
    pub fn chat(&self) -> Vec<super::ChatLine> {
        self.link.as_ref().map(Link::chat).unwrap_or_default()
    }

    /// What this terminal hears of a shared game's chat, to change.
    pub fn hearing_mut(&mut self) -> Option<&mut super::Hearing> {
        self.link.as_mut().map(Link::hearing_mut)
    }

    /// Who plays `seat`, as the server of a shared game knows them.
    pub fn tag(&self, seat: Seat) -> Option<super::SeatTag> {
        self.link.as_ref()?.table().tag(seat)
    }

    /// Who is at `seat`, when it is played at another terminal.
    pub fn presence(&self, seat: Seat) -> Option<Presence> {
        let link = self.link.as_ref()?;
        (!link.plays(seat)).then(|| link.presence(seat, &self.game))
    }

    /// Seats played at other terminals whose players are not here (not
    /// come yet, or gone away), with how to join, while the game goes on.
    /// Never at a terminal that only watches: the way to join is for the
    /// players to give.
    pub fn waiting_for(&self) -> Option<(Vec<Seat>, Invite)> {
        let link = self.link.as_ref().filter(|l| !l.seats().is_empty())?;
        let invite = link.table().invite()?;
        let seats: Vec<Seat> = self
            .game
            .seats()
            .iter()
            .copied()
            .filter(|&s| !link.plays(s) && link.presence(s, &self.game) != Presence::Here)
            .collect();
        (!seats.is_empty() && !self.is_over()).then_some((seats, invite))
    }

    /// Refused in a shared game: taking back, playing again from the past,
    /// starting anew (they would change the game under the other players).
    pub(super) fn not_shared(&self) -> Result<(), Refusal<G>> {
        match self.link {
            Some(_) => Err(Refusal::Shared),
            None => Ok(()),
        }
    }

    /// Takes in what happened at the other terminals of a shared game.
    pub(super) fn pull(&mut self) {
        let Some(link) = self.link.as_mut() else {
            return;
        };
        // The table's clock runs on between changes: its times are read at
        // every look.
        self.clock = link.table().clock();
        let Some(heard) = link.pull(&self.game) else {
            return;
        };
        // A player comes before the moves they make, and goes after them.
        let (came, went): (Vec<_>, Vec<_>) = heard
            .presence
            .into_iter()
            .filter(|&(seat, _)| !link.plays(seat))
            .map(|(seat, now)| Event::Presence(seat, now))
            .partition(|e| matches!(e, Event::Presence(_, Presence::Here)));
        self.events.extend(came);
        match heard.pulled {
            Pulled::Nothing => {}
            Pulled::Back(n) => {
                let mut undone = Vec::new();
                for _ in 0..n {
                    let Some(m) = self.game.undo() else { break };
                    undone.push(m);
                }
                self.redo.clear();
                self.events.push(Event::Undone(undone));
                self.changed();
            }
            Pulled::Moves(moves) => {
                for m in moves {
                    let Some(seat) = self.to_move() else { break };
                    if self.play_from(seat, m, false).is_err() {
                        break;
                    }
                }
            }
            Pulled::Whole(game) => {
                self.game = game;
                self.redo.clear();
                self.events.push(Event::NewGame);
                self.changed();
            }
            Pulled::Anew { game, kinds } => {
                // What was said of the game before comes first.
                self.hear(heard.news, heard.ended, heard.asked);
                self.begun_again(game, kinds);
                self.events.extend(went);
                return;
            }
        }
        self.hear(heard.news, heard.ended, heard.asked);
        self.events.extend(went);
    }

    /// The players agreed at the table to play again: the table's new game,
    /// its players (who may have changed sides) and its clock, written to
    /// a file of its own here.
    fn begun_again(&mut self, game: G, kinds: Vec<SeatKind>) {
        let clock = self.link.as_ref().and_then(|l| l.table().clock());
        self.new_game(game, kinds);
        self.clock = clock;
    }
}
