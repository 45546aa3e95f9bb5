//! What the lobby's parts share: the server's games, the visitor, the
//! note the lobby shows, and what the visitor does there that ends in a
//! game (joining by a code, starting one, posting or taking a challenge).

use super::{Choice, Mode, Note, Opponents};
use crate::community::players::Player;
use crate::games::{Seat, SeatKind};
use crate::session::Waker;
use crate::tui::rooms::SeekSummary;
use crate::tui::rooms::{Challenge, CreateError, JoinError, Posted, Poster, Room, Rooms};
use crate::tui::{AnyApp, Theme};
use crate::visitor::Holder;
use std::sync::Arc;
use std::time::Instant;

/// Wrong codes one visit to the lobby may type, as one login may (the
/// server also holds back an address that gives too many).
pub const WRONG_CODES: u32 = 6;

/// The visitor's challenge by name, waiting for its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Calling {
    pub id: u64,
    /// The player challenged.
    pub name: String,
    /// The game the challenge is for.
    pub choice: Choice,
}

/// The server and the visitor, as every part of the lobby sees them.
pub(super) struct Desk {
    pub games: Arc<dyn Rooms>,
    pub holder: Holder,
    pub theme: Theme,
    wake: Option<Waker>,
    /// Where visitors reach this server, for the join command.
    reach: (String, u16),
    pub note: Option<Note>,
    /// The game the visitor goes to, once the lobby hands the screen over.
    pub chosen: Option<AnyApp>,
    pub running: bool,
    /// Wrong codes typed in this visit.
    wrong: u32,
    /// The visitor's open challenge, if they posted one.
    pub seeking: Option<u64>,
    /// The visitor is the server's operator.
    pub admin: bool,
    /// Tournament games this lobby brought its visitor to, by code: each
    /// once.
    pulled: Vec<String>,
    /// The count of tournament rounds started when this lobby last looked
    /// for its visitor's game.
    rounds_seen: Option<u64>,
    /// Tournaments whose end, or bye in a round (by tournament and
    /// round), this lobby looked at: each told once.
    pub told: Vec<(u64, Option<usize>)>,
    /// The visitor was just brought to a game (their challenge was taken,
    /// or their game of a tournament's round began) or challenged by name:
    /// their terminal's bell rings.
    pub called: bool,
    /// Where the visitor's settings are kept, if they are (a visitor with
    /// a key): the language chosen here is kept there.
    pub settings: Option<crate::settings::Place>,
    /// The visitor's challenge by name, waiting for its answer.
    pub calling: Option<Calling>,
    /// A challenge by name to the visitor, waiting for their answer.
    pub asked: Option<SeekSummary>,
    /// The server's count of changes to challenges by name, when this
    /// lobby last looked for one to its visitor.
    pub asked_seen: Option<u64>,
}

impl Desk {
    /// Where visitors reach this server: (host, port).
    pub fn reach(&self) -> &(String, u16) {
        &self.reach
    }

    pub fn new(
        games: Arc<impl Rooms + 'static>,
        holder: Holder,
        theme: Theme,
        wake: Option<Waker>,
        reach: (String, u16),
    ) -> Desk {
        let admin = games.is_admin(holder.key.as_deref());
        Desk {
            games,
            holder,
            theme,
            wake,
            reach,
            note: None,
            chosen: None,
            running: true,
            wrong: 0,
            seeking: None,
            admin,
            pulled: Vec::new(),
            rounds_seen: None,
            told: Vec::new(),
            called: false,
            settings: None,
            calling: None,
            asked: None,
            asked_seen: None,
        }
    }

    /// The visitor's key, if they came with one.
    pub fn key(&self) -> Option<&str> {
        self.holder.key.as_deref()
    }

    /// The visitor as the server knows them: `None` for a guest.
    pub fn me(&self) -> Option<Player> {
        self.key().map(|k| self.games.player(k))
    }

    /// Says `note` to the visitor, and shows the rows.
    pub fn tell(&mut self, note: Note) -> Mode {
        self.note = Some(note);
        Mode::Menu
    }

    /// Who the visitor is, to post or take a challenge.
    pub fn poster(&self) -> Poster {
        Poster {
            holder: self.holder.clone(),
            theme: self.theme,
            wake: self.wake.clone(),
        }
    }

    /// Joins the game with a typed code.
    pub fn join_code(&mut self, typed: &str) {
        if self.wrong >= WRONG_CODES {
            self.note = Some(Note::NoMoreCodes);
            return;
        }
        match self.games.join(typed, self.holder.origin, Instant::now()) {
            Ok(g) => self.enter(g.as_ref(), false),
            Err(JoinError::NotACode(typed)) => self.note = Some(Note::NotACode(typed)),
            Err(JoinError::NoSuchGame(code)) => {
                self.wrong += 1;
                self.note = Some(Note::NoSuchGame(code));
            }
            Err(JoinError::Wait(wait)) => {
                self.note = Some(Note::wait(wait));
            }
        }
    }

    /// Sits down at `game` (or only watches), and hands the screen over.
    pub fn enter(&mut self, game: &dyn Room, watch: bool) {
        game.invite_at(&self.reach.0, self.reach.1);
        let app = if watch {
            game.watch(self.key(), self.theme, self.wake.clone())
        } else {
            game.sit(self.key(), None, self.theme, self.wake.clone())
        };
        self.chosen = Some(app);
    }

    /// Starts the game chosen and sits the visitor in their seat.
    pub fn start(&mut self, c: Choice) {
        let seats = c.seats();
        let game = c.game();
        let kinds = (0..seats.len())
            .map(|i| match c.opponents {
                _ if i == c.seat => SeatKind::Human,
                Opponents::Visitors => SeatKind::Human,
                Opponents::Computer(level) => SeatKind::Computer(level),
            })
            .collect();
        let made = self
            .games
            .create(game, kinds, c.clock, &self.holder, Instant::now());
        match made {
            Ok(game) => {
                game.invite_at(&self.reach.0, self.reach.1);
                let seat = seats[c.seat];
                let app = game.sit(self.key(), Some(seat), self.theme, self.wake.clone());
                self.chosen = Some(app);
            }
            Err(CreateError::Full) => self.note = Some(Note::Full),
            Err(CreateError::TooMany { limit }) => self.note = Some(Note::TooMany(limit)),
            Err(CreateError::File(_)) => self.note = Some(Note::NotKept),
        }
    }

    /// Posts the choices `c` as an open challenge (with `anyone`, plays
    /// the closest one waiting for the same game instead, if there is
    /// one); with one open already, withdraws it.
    pub fn seek(&mut self, c: Choice, anyone: bool) {
        if let Some(id) = self.seeking.take() {
            self.games.withdraw(id);
            if !anyone {
                self.note = Some(Note::Withdrawn);
                return;
            }
        }
        let challenge = Challenge {
            game: c.game(),
            clock: c.clock,
            rated: c.rated_challenge(),
            seat: c.seats().get(c.seat).copied().unwrap_or(Seat::South),
        };
        match self.games.post(challenge, self.poster(), anyone) {
            Ok(Posted::Waiting(id)) => {
                self.seeking = Some(id);
                self.note = Some(Note::Posted);
            }
            Ok(Posted::Started(app)) => self.chosen = Some(*app),
            Err(e) => self.note = Some(Note::Seek(e)),
        }
    }

    /// The visitor's challenge taken, the game comes to their screen (and
    /// the answer to a challenge by name); a tournament's round started,
    /// its player goes to their game.
    pub fn tick(&mut self) {
        self.follow_challenges();
        if let Some(id) = self.seeking
            && let Some(app) = self.games.matched(id)
        {
            self.seeking = None;
            self.chosen = Some(app);
            self.called = true;
        }
        // Once per round (they may leave the game for the lobby and come
        // back). Looked for when this lobby opens and when a round starts,
        // not on every tick.
        let started = self.games.rounds_started();
        if self.chosen.is_none()
            && self.rounds_seen != Some(started)
            && let Some(key) = &self.holder.key
        {
            self.rounds_seen = Some(started);
            if let Some((code, game)) = self.games.tournament_game(key)
                && !self.pulled.contains(&code)
            {
                self.pulled.push(code);
                self.enter(game.as_ref(), false);
                if let Some(app) = &mut self.chosen {
                    app.tell(crate::tui::messages::told::Told::RoundCalled);
                }
                self.called = true;
            } else {
                self.tell_bye();
            }
        }
        self.tell_ends();
    }
}
