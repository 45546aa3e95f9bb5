//! Who comes in over SSH, and what they see: the one game a player hosts
//! from their own terminal ([`OneGame`]), or a server's lobby of many
//! ([`ManyGames`]).

use super::code::normalise;
use super::games::{Directory, ServerGame};
use super::guesses::Guesses;
use super::ssh::{Admission, Front, Host, Refused, Visitor};
use super::visit::{Lobby, Terminal, Visit};
use crate::session::Waker;
use crate::settings::Place;
use crate::tr;
use crate::tui::Theme;
use crate::tui::lobby::Note;
use crate::tui::rooms::JoinError;
use crate::visitor::{Holder, Origin};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

/// The one game hosted at a player's terminal: its code lets a visitor in,
/// to the seats left for remote players (or to watch when they are taken).
pub struct OneGame {
    pub game: Arc<ServerGame>,
    /// Wrong codes by origin.
    pub guesses: Guesses,
}

impl OneGame {
    pub fn new(game: Arc<ServerGame>) -> OneGame {
        OneGame {
            game,
            guesses: Guesses::default(),
        }
    }
}

impl Host for OneGame {
    /// The code as the user name (`ssh CODE@HOST`) or typed when asked; an
    /// origin that gave too many wrong codes lately is not let in even
    /// with the right one, until it has waited.
    fn admit(
        &self,
        addr: Option<IpAddr>,
        user: &str,
        _key: Option<&str>,
        code: Option<&str>,
    ) -> Admission {
        let now = Instant::now();
        let right = |typed: &str| {
            // What cannot be a code (a user's own name) is no guess.
            normalise(typed).is_some_and(|c| {
                let game = &self.game.code;
                let tried = self
                    .guesses
                    .try_code(Origin::of(addr), now, || (c == *game).then_some(()));
                tried == Ok(Some(()))
            })
        };
        match code {
            Some(typed) if right(typed) => Admission::Accept,
            Some(_) => Admission::Deny,
            None if right(user) => Admission::Accept,
            None => Admission::NeedCode,
        }
    }

    fn code_prompt(&self) -> String {
        tr!("net-code-prompt")
    }

    fn front(&self, visitor: Visitor) -> Box<dyn Front> {
        let (terminal, wake) = parts(&visitor);
        let place = self
            .game
            .sit(visitor.key.as_deref(), None, terminal.theme(), Some(wake));
        Box::new(Visit::game(place.app, terminal.lang()))
    }
}

/// A server's games: anyone comes in to the lobby (or straight to a game
/// whose code they give as the user name or type when asked).
pub struct ManyGames {
    pub games: Arc<Directory>,
    /// The host name visitors reach the server by, for join commands.
    pub name: String,
    /// The port, once the server is listening (it may have been chosen by
    /// the system).
    pub port: Arc<std::sync::OnceLock<u16>>,
}

impl Host for ManyGames {
    /// A visitor with a key is known by it; one without a key who gave a
    /// code as the user name (`ssh CODE@HOST`) goes straight on to it;
    /// others are asked for a code, which may be left empty.
    fn admit(
        &self,
        _addr: Option<IpAddr>,
        user: &str,
        key: Option<&str>,
        code: Option<&str>,
    ) -> Admission {
        match (key, code) {
            (None, None) if normalise(user).is_none() => Admission::NeedCode,
            _ => Admission::Accept,
        }
    }

    fn code_prompt(&self) -> String {
        tr!("net-lobby-prompt")
    }

    fn record(&self, id: u64) -> Option<String> {
        self.games.db().game(id).map(|ended| ended.record)
    }

    fn refused(&self, addr: Option<IpAddr>, why: Refused) {
        self.games
            .log()
            .refused(Origin::of(addr), why.name(), Instant::now());
    }

    fn front(&self, visitor: Visitor) -> Box<dyn Front> {
        let log = Arc::clone(self.games.log());
        let from = visitor.addr.map(|a| a.to_string()).unwrap_or_default();
        let holder = Holder {
            key: visitor.key.clone(),
            origin: Origin::of(visitor.addr),
        };
        let who = self.games.who(&holder);
        // A player with a name, with their key too; one without, by
        // their key.
        let key = holder.key.as_deref().map(super::log::short_key);
        let mut facts: Vec<(&str, &dyn std::fmt::Display)> = vec![("who", &who)];
        if let Some(key) = key.as_ref().filter(|k| **k != who) {
            facts.push(("key", key));
        }
        facts.extend([
            ("from", &from as &dyn std::fmt::Display),
            ("user", &visitor.user),
        ]);
        log.event("came", &facts);
        Box::new(Logged {
            front: self.lobby_front(visitor),
            log,
            who,
            from,
        })
    }
}

/// A visitor's screen whose going is logged.
struct Logged {
    front: Box<dyn Front>,
    log: Arc<super::log::Log>,
    who: String,
    from: String,
}

impl Drop for Logged {
    fn drop(&mut self) {
        self.log
            .event("went", &[("who", &self.who), ("from", &self.from)]);
    }
}

impl Front for Logged {
    fn handle(&mut self, event: &crossterm::event::Event, area: ratatui::layout::Rect) {
        self.front.handle(event, area);
    }
    fn tick(&mut self) {
        self.front.tick();
    }
    fn draw(&mut self, frame: &mut ratatui::Frame) {
        self.front.draw(frame);
    }
    fn is_running(&self) -> bool {
        self.front.is_running()
    }
    fn closed(&mut self) {
        self.front.closed();
    }
    fn take_bell(&mut self) -> bool {
        self.front.take_bell()
    }
}

impl ManyGames {
    /// The lobby, or the game whose code the visitor gave.
    fn lobby_front(&self, visitor: Visitor) -> Box<dyn Front> {
        let (terminal, wake) = parts(&visitor);
        let theme = terminal.theme();
        let origin = Origin::of(visitor.addr);
        // A code as the user name or typed at the prompt, counted as a
        // guess like one typed in the lobby; held back, or a code of no
        // game, the lobby says so.
        let mut held = None;
        let mut found = None;
        let typed = [visitor.code.as_deref(), Some(visitor.user.as_str())];
        for typed in typed.into_iter().flatten() {
            if normalise(typed).is_none() {
                continue;
            }
            match self.games.join(typed, origin, Instant::now()) {
                Ok(game) => found = Some(game),
                Err(JoinError::Wait(wait)) => held = Some(Note::wait(wait)),
                Err(JoinError::NoSuchGame(code)) => held = Some(Note::NoSuchGame(code)),
                Err(JoinError::NotACode(_)) => continue,
            }
            break;
        }
        let first = found.map(|game| {
            game.invite_at(&self.name, self.port.get().copied().unwrap_or(22));
            game.sit(visitor.key.as_deref(), None, theme, Some(Arc::clone(&wake)))
                .app
        });
        // A visitor with a key has their settings kept here: their
        // language and drawing as they chose them last time.
        let settings = (visitor.key.clone()).map(|key| {
            let db = Arc::clone(self.games.db());
            Place::Kept(Arc::new(crate::net::db::settings::Kept { db, key }))
        });
        let kept = settings.as_ref().map(Place::load).unwrap_or_default();
        let lang = (kept.language.as_deref().and_then(crate::i18n::Lang::find))
            .or_else(|| terminal.lang());
        let theme = Theme {
            ascii: theme.ascii || kept.ascii,
            ..theme
        };
        let lobby = Lobby {
            games: Arc::clone(&self.games),
            holder: Holder {
                key: visitor.key.clone(),
                origin,
            },
            theme,
            wake: Some(wake),
            reach: (self.name.clone(), self.port.get().copied().unwrap_or(22)),
            settings,
        };
        Box::new(Visit::lobby(lobby, first, held, lang))
    }
}

/// What the visitor's terminal said of itself, and how to wake their
/// screen when the table changes.
fn parts(visitor: &Visitor) -> (Terminal, Waker) {
    let terminal = Terminal {
        term: visitor.term.clone(),
        locale: visitor.lang.clone(),
    };
    let waker = visitor.wake.clone();
    (terminal, Arc::new(move || waker.wake()))
}

impl Front for Visit {
    fn handle(&mut self, event: &crossterm::event::Event, area: ratatui::layout::Rect) {
        Visit::handle(self, event, area);
    }
    fn tick(&mut self) {
        Visit::tick(self);
    }
    fn draw(&mut self, frame: &mut ratatui::Frame) {
        Visit::draw(self, frame);
    }
    fn is_running(&self) -> bool {
        Visit::is_running(self)
    }
    fn closed(&mut self) {
        Visit::closed(self);
    }
    fn take_bell(&mut self) -> bool {
        Visit::take_bell(self)
    }
}
