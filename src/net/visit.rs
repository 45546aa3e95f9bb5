//! One visitor's screen over SSH: the lobby of a server, or a game's app
//! (the same terminal front end as at the keyboard), in the visitor's
//! language and drawn for their terminal. Leaving a game on a server goes
//! back to the lobby. A visitor to the lobby is listed among who is here,
//! with what they are doing, until the visit ends.

use super::games::Directory;
use super::games::here::Visiting;
use crate::i18n::{self, Lang};
use crate::session::Waker;
use crate::settings::Place;
use crate::tui::lobby::{LobbyApp, Note};
use crate::tui::rooms::Doing;
use crate::tui::rooms::parts::*;
use crate::tui::{AnyApp, TerminalApp, Theme};
use crate::visitor::Holder;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use std::sync::Arc;

/// What the visitor's terminal tells of itself.
#[derive(Clone, Debug, Default)]
pub struct Terminal {
    /// `TERM`, from the pty request.
    pub term: Option<String>,
    /// The locale sent by an environment request (`LANG`, `LC_ALL`, …).
    pub locale: Option<String>,
}

impl Terminal {
    /// Unicode unless the locale says another character set; colour unless
    /// the terminal is `dumb`.
    pub fn theme(&self) -> Theme {
        let ascii = self.locale.as_deref().is_some_and(|l| {
            let l = l.to_ascii_lowercase();
            !l.contains("utf-8") && !l.contains("utf8")
        });
        let dumb = self.term.as_deref() == Some("dumb");
        Theme::with_no_color(ascii, dumb.then_some(std::ffi::OsStr::new("1")))
    }

    /// The language of the visitor's locale, if there is a catalogue for it.
    pub fn lang(&self) -> Option<Lang> {
        let locale = self.locale.clone();
        i18n::locale::from_env(|_| locale.clone())
    }
}

/// How to make a new lobby, to go back to after a game.
#[derive(Clone)]
pub struct Lobby {
    pub games: Arc<Directory>,
    pub holder: Holder,
    pub theme: Theme,
    pub wake: Option<Waker>,
    /// Where the server is reached: (host, port).
    pub reach: (String, u16),
    /// Where the visitor's settings are kept: the server keeps a keyed
    /// visitor's.
    pub settings: Option<Place>,
}

impl Lobby {
    fn app(&self) -> LobbyApp {
        LobbyApp::new(
            Arc::clone(&self.games),
            self.holder.clone(),
            self.theme,
            self.wake.clone(),
            self.reach.clone(),
        )
        .with_settings_at(self.settings.clone())
    }

    /// A game's screen for the visitor: keeping their settings, and drawn
    /// as they keep them, with the bell on for a visitor who never set it.
    pub fn dress(&self, app: AnyApp) -> AnyApp {
        match &self.settings {
            Some(place) => {
                let kept = place.load();
                app.with_settings_at(Some(place.clone())).with_kept(&kept)
            }
            None => app,
        }
    }
}

// One a visitor, replaced a few times a visit: its size costs nothing.
#[allow(clippy::large_enum_variant)]
enum Screen {
    Lobby(LobbyApp),
    Game(AnyApp),
    Done,
}

/// One visitor's screen.
pub struct Visit {
    screen: Screen,
    lobby: Option<Lobby>,
    lang: Option<Lang>,
    /// Whether the visitor's thread speaks their language yet.
    spoken: bool,
    /// The tournaments' rounds started, as last looked at from a game.
    rounds_seen: Option<u64>,
    /// Tournament games the visitor was brought to, each once.
    called: Vec<String>,
    /// The visitor was just brought to a game: their terminal's bell rings.
    bell_due: bool,
    /// Tournaments whose end was looked at from a game, by number: each
    /// told once.
    ends_seen: Vec<u64>,
    /// The visit as listed among who is here (none without a lobby).
    here: Option<Visiting>,
    /// The game on the screen came to watch (its screen plays no seat).
    watching: bool,
}

impl Visit {
    /// A visitor who plays (or watches) one game and leaves with it.
    pub fn game(app: AnyApp, lang: Option<Lang>) -> Visit {
        Visit {
            screen: Screen::Game(app),
            lobby: None,
            lang,
            spoken: false,
            rounds_seen: None,
            called: Vec::new(),
            bell_due: false,
            ends_seen: Vec::new(),
            here: None,
            watching: false,
        }
    }

    /// A visitor to a server's lobby; `first` is a game they came in to
    /// directly (by its code as the user name), if any.
    /// With no game to go to, the lobby shows `note` first, if any.
    pub fn lobby(
        lobby: Lobby,
        first: Option<AnyApp>,
        note: Option<Note>,
        lang: Option<Lang>,
    ) -> Visit {
        let watching = first.as_ref().is_some_and(|app| !app.plays_on());
        let screen = match first {
            Some(app) => Screen::Game(lobby.dress(app)),
            None => Screen::Lobby(lobby.app().told(note)),
        };
        let here = lobby.games.arrive(lobby.holder.clone());
        let mut visit = Visit {
            screen,
            lobby: Some(lobby),
            lang,
            spoken: false,
            rounds_seen: None,
            called: Vec::new(),
            bell_due: false,
            ends_seen: Vec::new(),
            here,
            watching,
        };
        visit.listed();
        visit
    }

    /// What the visitor does now, as who is here lists it: in the lobby,
    /// or at a game, playing it (or at its end) or watching it, or looking
    /// at a finished game.
    pub fn doing(&self) -> Option<Doing> {
        match &self.screen {
            Screen::Lobby(_) => Some(Doing::InLobby),
            Screen::Game(app) if app.is_replay() => Some(Doing::Replaying),
            Screen::Game(_) if self.watching => Some(Doing::Watching),
            Screen::Game(_) => Some(Doing::Playing),
            Screen::Done => None,
        }
    }

    /// Who is here lists what the visitor does now.
    fn listed(&mut self) {
        if let (Some(doing), Some(here)) = (self.doing(), &mut self.here) {
            here.doing(doing);
        }
    }

    /// The visitor's language, set on the thread that serves them once
    /// (the language key may change it later).
    fn speak(&mut self) {
        if !self.spoken {
            self.spoken = true;
            if let Some(lang) = self.lang {
                i18n::set(lang);
            }
        }
    }

    /// A game's screen as the visitor keeps their settings, on a server.
    fn dress(&self, app: AnyApp) -> AnyApp {
        match &self.lobby {
            Some(lobby) => lobby.dress(app),
            None => app,
        }
    }

    fn app(&mut self) -> Option<&mut dyn TerminalApp> {
        match &mut self.screen {
            Screen::Lobby(app) => Some(app),
            Screen::Game(app) => Some(app),
            Screen::Done => None,
        }
    }

    /// A key, click, paste or resize.
    pub fn handle(&mut self, event: &Event, area: Rect) {
        self.speak();
        if let Some(app) = self.app() {
            app.handle(event, area);
        }
        self.follow();
    }

    pub fn tick(&mut self) {
        self.speak();
        if let Some(app) = self.app() {
            app.tick();
        }
        self.follow();
        self.call_to_round();
        self.tell_ends();
    }

    /// A tournament the visitor played in ended: on a game's screen they
    /// are told who won, once. (In the lobby, the lobby tells them.)
    fn tell_ends(&mut self) {
        let (Screen::Game(app), Some(lobby)) = (&mut self.screen, &self.lobby) else {
            return;
        };
        let Some(key) = &lobby.holder.key else {
            return;
        };
        for id in lobby.games.finished_lately() {
            if self.ends_seen.contains(&id) {
                continue;
            }
            self.ends_seen.push(id);
            if let Some(over) = lobby.games.tournament(id).and_then(|t| t.over_for(key)) {
                app.tell(crate::tui::messages::told::Told::TournamentOver(over));
            }
        }
    }

    /// A tournament's round started: its player, on the screen of a game
    /// that is over or only watching one, is brought to their game of the
    /// round, told why, and rung for, once per game. (In the lobby, the
    /// lobby brings them; one playing another game is left to it.) Looked
    /// for when a round starts, not on every tick.
    fn call_to_round(&mut self) {
        let (Screen::Game(app), Some(lobby)) = (&mut self.screen, &self.lobby) else {
            return;
        };
        let Some(key) = &lobby.holder.key else {
            return;
        };
        let started = lobby.games.rounds_started();
        if app.plays_on() || self.rounds_seen == Some(started) {
            return;
        }
        self.rounds_seen = Some(started);
        let Some((code, game)) = lobby.games.tournament_game(key) else {
            // A round without a game for them: the bye, told once.
            for t in lobby.games.tournaments() {
                if let Some(round) = t.bye_for(key) {
                    let name = t.tournament.name.clone();
                    app.tell(crate::tui::messages::told::Told::Bye { name, round });
                }
            }
            return;
        };
        // A game just over may not have its result recorded yet: it is
        // not one to be brought to.
        let over = lobby.games.find(&code).is_none_or(|g| g.table.is_over());
        if over || self.called.contains(&code) {
            return;
        }
        self.called.push(code);
        game.invite_at(&lobby.reach.0, lobby.reach.1);
        let mut app = lobby.dress(game.sit(Some(key), None, lobby.theme, lobby.wake.clone()));
        app.tell(crate::tui::messages::told::Told::RoundCalled);
        self.screen = Screen::Game(app);
        self.watching = false;
        self.listed();
        self.bell_due = true;
    }

    pub fn draw(&mut self, frame: &mut ratatui::Frame) {
        self.speak();
        match &self.screen {
            Screen::Lobby(app) => app.draw(frame),
            Screen::Game(app) => app.draw(frame),
            Screen::Done => {}
        }
    }

    pub fn is_running(&self) -> bool {
        !matches!(self.screen, Screen::Done)
    }

    /// Whether the visitor plays a game that goes on (see
    /// [`AnyApp::plays_on`]); false in the lobby.
    pub fn plays_on(&self) -> bool {
        matches!(&self.screen, Screen::Game(app) if app.plays_on())
    }

    /// Whether the game calls the visitor back with their terminal's bell
    /// (on unless they turned it off on the settings screen); the lobby
    /// rings for a challenge by name or a challenge taken.
    pub fn take_bell(&mut self) -> bool {
        let due = std::mem::take(&mut self.bell_due);
        match &mut self.screen {
            Screen::Game(app) => app.take_bell() || due,
            Screen::Lobby(app) => app.take_bell() || due,
            Screen::Done => due,
        }
    }

    /// The connection is gone: the game's seat is left (its player away),
    /// and the visitor is no longer listed among who is here.
    pub fn closed(&mut self) {
        self.screen = Screen::Done;
        self.here = None;
    }

    /// From the lobby to a game, from one game to another, and back.
    fn follow(&mut self) {
        let next = match &mut self.screen {
            Screen::Lobby(app) => match app.hand_over() {
                // Brought to a tournament's game, the bell rings.
                Some(game) => {
                    self.bell_due |= app.take_bell();
                    // A screen that plays no seat from the start watches.
                    self.watching = !game.plays_on();
                    Screen::Game(self.dress(game))
                }
                None if !app.is_running() => Screen::Done,
                None => return,
            },
            Screen::Game(app) => match app.hand_over() {
                Some(other) => {
                    self.watching = !other.plays_on();
                    Screen::Game(self.dress(other))
                }
                None if !app.is_running() => match &self.lobby {
                    Some(lobby) => Screen::Lobby(lobby.app()),
                    None => Screen::Done,
                },
                None => return,
            },
            Screen::Done => return,
        };
        self.screen = next;
        if matches!(self.screen, Screen::Done) {
            self.here = None;
        }
        self.listed();
    }
}

#[cfg(test)]
mod here_tests;

#[cfg(test)]
mod in_tournaments;

#[cfg(test)]
mod tests {
    use super::*;

    fn terminal(term: Option<&str>, locale: Option<&str>) -> Terminal {
        Terminal {
            term: term.map(str::to_string),
            locale: locale.map(str::to_string),
        }
    }

    #[test]
    fn the_visitors_locale_chooses_the_language_and_whether_unicode_is_drawn() {
        let malay = terminal(Some("xterm-256color"), Some("ms_BN.UTF-8"));
        assert_eq!(malay.lang(), Lang::find("ms"));
        assert!(!malay.theme().ascii);
        assert!(malay.theme().colour);
        let latin1 = terminal(Some("xterm"), Some("en_GB.ISO-8859-1"));
        assert_eq!(latin1.lang(), Lang::find("en"));
        assert!(latin1.theme().ascii);
        // Nothing said: Unicode and colour, the server's language.
        let silent = terminal(None, None);
        assert_eq!(silent.lang(), None);
        assert!(!silent.theme().ascii);
        assert!(!terminal(Some("dumb"), None).theme().colour);
    }
}
