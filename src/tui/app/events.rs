//! What the session reports, turned into notes and screen changes, and the
//! moves played through it.

use super::*;
use crate::session::News;

impl App {
    /// Turns the session's events into notes and screen changes.
    pub(super) fn take_events(&mut self) {
        let events = self.session.take_events();
        self.ring |= crate::tui::ring::rings(&events, &self.session);
        for event in events {
            let note = match event {
                Event::Played {
                    seat, mv, before, ..
                } => Note::Played {
                    player: player(seat),
                    mv,
                    before,
                },
                Event::Undone(moves) => match moves.last() {
                    Some(&m) => Note::Undone(m),
                    None => continue,
                },
                Event::Redone(moves) => match moves.first() {
                    Some(&m) => Note::Redone(m),
                    None => continue,
                },
                Event::Continued { ply, dropped } => Note::Continued { ply, dropped },
                Event::NewGame => Note::NewGame,
                Event::Hint(m) => {
                    self.show_hint(m);
                    continue;
                }
                Event::ComputerLost => Note::Told(Told::ComputerLost),
                Event::ComputerFailed(kind) => Note::Told(Told::ComputerFailed(kind)),
                Event::AutosaveFailed(e) => Note::Told(Told::AutosaveFailed(e)),
                Event::AutosaveRecovered => Note::Told(Told::AutosaveRecovered),
                Event::Presence(seat, now) => {
                    // Nothing on the board changed: the player's choice stays.
                    self.note = Some(Note::Told(Told::Presence(seat, now)));
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
            if !matches!(note, Note::Launch(_)) {
                self.after_change();
            }
            // A move told just after another keeps that one on show too.
            self.earlier = match (&note, self.note.take()) {
                (Note::Played { .. }, Some(last @ Note::Played { .. })) => Some(last),
                _ => None,
            };
            self.note = Some(note);
        }
        self.ask_the_question();
    }

    /// A question for a player here (a draw offered, a takeback asked) is
    /// put to them, unless they are busy with something else on screen.
    fn ask_the_question(&mut self) {
        if let (Mode::Board, Some((offer, by, seat))) = (&self.mode, self.session.question()) {
            self.mode = Mode::Confirm(Pending::Answer(offer, by, seat));
        }
    }

    /// After the game changed: the choice is gone, the cursor goes home.
    pub(super) fn after_change(&mut self) {
        self.choice = None;
        self.result_hidden = false;
        self.cursor = select::home(self.position(), self.cursor);
    }

    /// Shows a suggested move as if the player had chosen it: the column
    /// under the cursor, or the capture open, ready for Enter.
    pub(super) fn show_hint(&mut self, m: Move) {
        let pos = *self.position();
        match m {
            Move::Column(f) => self.cursor = Point::at(f, self.cursor.rank()),
            Move::Ka { from, to, .. } => {
                let mut options = select::options(&pos, |a, b| a == from && b == to);
                if let Some(i) = options.iter().position(|(o, _)| *o == m) {
                    options.swap(0, i);
                }
                self.cursor = if pos.ka(pos.to_move()).is_none() {
                    from
                } else {
                    to
                };
                self.choice = CaptureChoice::new(options);
            }
        }
        self.note = Some(Note::Suggested { mv: m, before: pos });
    }

    pub(super) fn refused(&mut self, r: Refusal<Game>) {
        self.note = Some(match r {
            // The end of a shared game, in words that offer only what
            // works there.
            Refusal::GameOver if self.session.link().is_some() => Note::Told(Told::SharedOver),
            r => Note::Refused(r),
        });
    }

    /// Plays a person's move; says why not when it is refused.
    pub(super) fn play(&mut self, m: Move) -> bool {
        match self.session.play(m) {
            Ok(()) => {
                self.take_events();
                true
            }
            Err(r) => {
                self.refused(r);
                false
            }
        }
    }
}
