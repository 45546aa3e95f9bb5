//! What the session reports, turned into notes and screen changes.

use super::{Front, Mode, Note, Pending, Screen};
use crate::session::{Event, News, Presence};
use crate::tui::messages::Told;

impl<G: Front> Screen<G> {
    /// Turns the session's events into notes and screen changes.
    pub(in crate::tui) fn take_events(&mut self) {
        let events = self.session.take_events();
        self.ring |= crate::tui::ring::rings(&events, &self.session);
        for event in events {
            // The box between rounds goes with the move that ended the round.
            if matches!(
                event,
                Event::Undone(_) | Event::Continued { .. } | Event::NewGame
            ) {
                G::close_interlude(self);
            }
            let note = match event {
                Event::Played {
                    seat, mv, before, ..
                } => G::played_note(self, seat, mv, before),
                // The moves come the last played first.
                Event::Undone(moves) => match moves.last() {
                    Some(&m) => Note::Undone {
                        mv: m,
                        after: moves.len() - 1,
                    },
                    None => continue,
                },
                Event::EndingUndone(ending) => {
                    let seat = self.session.to_move();
                    let left = match (ending, seat, self.session.clock()) {
                        (crate::games::Ending::OutOfTime(_), Some(s), Some(clock)) => {
                            Some(clock.left(s, self.session.now()))
                        }
                        _ => None,
                    };
                    Note::Told(Told::EndingUndone { ending, seat, left })
                }
                Event::Redone(moves) => match moves.first() {
                    Some(&m) => Note::Redone(m),
                    None => continue,
                },
                Event::Continued { ply, dropped } => Note::Continued { ply, dropped },
                Event::NewGame => {
                    self.face_the_table();
                    // What was open on the finished game closes with it.
                    if matches!(self.mode, Mode::Review | Mode::Confirm(Pending::Continue)) {
                        self.mode = Mode::Board;
                    }
                    Note::NewGame(self.first_seat())
                }
                Event::Hint(m) => {
                    G::show_hint(self, m);
                    continue;
                }
                Event::ComputerLost => Note::Told(Told::ComputerLost),
                Event::ComputerFailed(kind) => Note::Told(Told::ComputerFailed(kind)),
                Event::AutosaveFailed(e) => Note::Told(Told::AutosaveFailed(e)),
                Event::AutosaveRecovered => Note::Told(Told::AutosaveRecovered),
                Event::Presence(seat, now) => {
                    // Nothing on the board changed: the player's choice
                    // stays. Once the game is over no seat waits.
                    let told = match now {
                        Presence::Away if self.session.is_over() => Told::Left(seat),
                        // A player brought to a tournament's game keeps
                        // being told why while the opponent comes too.
                        Presence::Here
                            if matches!(self.note, Some(Note::Told(Told::RoundCalled))) =>
                        {
                            continue;
                        }
                        now => Told::Presence(seat, now),
                    };
                    self.note = Some(Note::Told(told));
                    continue;
                }
                // Only an ending changes the board; an offer or a line
                // leaves the player's choice as it is.
                Event::Heard(news @ News::Ended(_)) => Note::Told(Told::Heard(news)),
                Event::Heard(news) => {
                    self.note = Some(Note::Told(Told::Heard(news)));
                    continue;
                }
            };
            self.after_change();
            // A move told just after another keeps that one on show too.
            self.earlier = match (&note, self.note.take()) {
                (Note::Played { .. }, Some(last @ Note::Played { .. })) => Some(last),
                _ => None,
            };
            self.note = Some(note);
        }
        self.ask_the_question();
    }

    /// The seat that makes the game's first move.
    pub(in crate::tui) fn first_seat(&self) -> crate::games::Seat {
        self.game()
            .to_move_at(0)
            .unwrap_or(crate::games::Seat::South)
    }

    /// A question for a player here (a draw offered, a takeback asked) is
    /// put to them, unless they are busy with something else on screen.
    fn ask_the_question(&mut self) {
        if let (Mode::Board, Some((offer, by, seat))) = (&self.mode, self.session.question()) {
            self.mode = Mode::Confirm(Pending::Answer(offer, by, seat));
        }
    }
}
