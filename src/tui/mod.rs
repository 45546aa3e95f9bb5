//! The full-screen terminal games: the ka game for two players at one
//! keyboard, and Bell's game for two to four ([`bell`]); [`run`] plays
//! either.
//!
//! # Layers
//!
//! Each module uses only modules of its own line or the lines below it
//! (the test `layers` holds the code to this list):
//!
//! - `ka`, `bell`, `exercise`: each game's screen (its choosing, form,
//!   words, drawing and keys; a game's folder here is named as its folder
//!   under `games`, and is in this layer), and the lessons' and puzzles'
//!   screens;
//! - `play`, `lobby`: the one screen every game is played on (its state,
//!   what each action does, input, drawing), and a server's lobby;
//! - `settings`, `games_list`: the screens a game's screen opens: the
//!   settings and the saved games;
//! - `view`, `messages`: the pieces every screen draws, and the words
//!   every screen shares;
//! - `keys`, `layout`, `theme`, `clocks`, `setups`, `rooms`, `ring`,
//!   `conduct`, `leave`, `words`, `screen`, `signals`: key tables, where
//!   things go, colours and glyphs, the clocks, setups and thinking times
//!   offered, a server's rooms, the bell, the words typed at the prompt,
//!   and the terminal itself.

pub mod bell;
pub mod clocks;
pub mod conduct;
pub mod exercise;
pub mod games_list;
pub mod ka;
pub mod keys;
pub mod layout;
pub mod leave;
pub mod lobby;
pub mod messages;
pub mod play;
pub mod ring;
pub mod rooms;
pub mod screen;
pub mod settings;
pub mod setups;
pub mod signals;
#[cfg(feature = "test-game")]
pub mod steps;
pub mod theme;
pub mod view;
pub mod words;

pub use play::{Action, Storage};
pub use theme::Theme;

use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use screen::Screen;
use signals::{Heard, Listener};
use std::time::Duration;

/// How long the loop waits for input before looking again: the computer's
/// move arrives from another thread, the thinking time on screen ticks, and
/// signals are looked at.
const POLL: Duration = Duration::from_millis(100);

/// A terminal that goes away ends the game as its hang-up signal would.
const SIGHUP: i32 = rustix::process::Signal::HUP.as_raw();

/// How the game in the terminal ended.
enum Ending {
    /// The players quit.
    Quit,
    /// A signal asked it to end, or the terminal went away (as `SIGHUP`).
    Signal(i32),
}

/// Runs the app in the terminal until the players quit. The terminal is
/// restored afterwards, also after a panic, and mouse capture turned off.
///
/// `SIGTERM`, `SIGINT`, `SIGHUP` and `SIGQUIT`, and a terminal that goes
/// away, end the process here: the game is saved (when it has autosave and
/// something to lose), the terminal given back, and the process exits with
/// 128 + the signal's number, as a shell reports a killed program. Ctrl-Z
/// and `SIGTSTP` hand the terminal back and stop; on `SIGCONT` the game
/// takes it again and redraws it whole.
pub fn run(app: impl Into<AnyApp>) -> std::io::Result<()> {
    run_then(app, || {})
}

/// [`run`], calling `before_exit` before a signal ends the process (a
/// hosted game's server says goodbye to its visitors' terminals).
pub fn run_then(app: impl Into<AnyApp>, before_exit: impl FnOnce()) -> std::io::Result<()> {
    let mut app: AnyApp = app.into();
    // Listening first: a signal that comes while the terminal is being
    // taken is then heard, not left to kill the process mid-way.
    let mut listener = Listener::new()?;
    let mut screen = Screen::take()?;
    let ending = match play(&mut screen, &mut app, &mut listener) {
        // Drawing and reading fail once the terminal is gone: that is a
        // hang-up, with no one left to tell of an error.
        Err(_) if screen.hung_up() => Ok(Ending::Signal(SIGHUP)),
        other => other,
    };
    match ending {
        Ok(Ending::Signal(signal)) => {
            // Every change is autosaved as it is made; saving again puts
            // right a save that failed. A game with nothing to lose stays
            // unwritten, so that it does not hide the last one to resume.
            if app.in_progress() {
                app.save_now();
            }
            screen.give_back();
            drop(screen);
            drop(app);
            before_exit();
            std::process::exit(128 + signal)
        }
        Ok(Ending::Quit) => {
            app.closing();
            Ok(())
        }
        Err(e) => Err(e),
    }
}

fn play(screen: &mut Screen, app: &mut AnyApp, listener: &mut Listener) -> std::io::Result<Ending> {
    loop {
        if let Some(signal) = hear(listener.pending(), screen, listener, app)? {
            return Ok(Ending::Signal(signal));
        }
        // Checked before reading: a hung-up terminal reads as an endless
        // stream of nothing.
        if screen.hung_up() {
            return Ok(Ending::Signal(SIGHUP));
        }
        if !app.is_running() {
            return Ok(Ending::Quit);
        }
        app.tick();
        screen.take_back_after_panic()?;
        // The bell first: it calls the player to the screen drawn next.
        if app.take_bell() {
            screen.ring()?;
        }
        screen.terminal().draw(|frame| app.draw(frame))?;
        if !event::poll(POLL)? {
            continue;
        }
        let ev = event::read()?;
        // Raw mode turns Ctrl-Z into a key: stop as the terminal would
        // have stopped us, with the terminal given back first.
        if is_ctrl_z(&ev) {
            screen.give_back();
            app.suspended(true);
            let stopped = signals::stop_job();
            match stopped {
                Ok(()) => {
                    if let Some(signal) = hear(listener.wait(), screen, listener, app)? {
                        return Ok(Ending::Signal(signal));
                    }
                }
                Err(_) => screen.take_again()?,
            }
            app.suspended(false);
            continue;
        }
        let size = screen.terminal().size()?;
        app.handle(&ev, Rect::new(0, 0, size.width, size.height));
        // A saved game of the other kind was opened: its app takes over.
        if let Some(next) = app.hand_over() {
            *app = next;
        }
    }
}

/// A game's screen.
pub type ScreenOf<G> = play::Screen<G>;

crate::any_of! {
    /// The screen of a game of any kind.
    // One lives at a time, for the whole game: its size does not matter.
    #[allow(clippy::large_enum_variant)]
    #[derive(Debug)]
    pub enum AnyScreen holds ScreenOf
}

/// What is on the terminal: a game's screen, or the lessons. One game's
/// screen hands over to another's when a saved game of the other kind is
/// opened.
// One lives at a time, for the whole game: its size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum AnyApp {
    Game(AnyScreen),
    /// The lessons (and puzzles): no game to save.
    Learn(exercise::LearnApp),
}

impl From<exercise::LearnApp> for AnyApp {
    fn from(app: exercise::LearnApp) -> AnyApp {
        AnyApp::Learn(app)
    }
}

impl<G: play::Front> From<play::Screen<G>> for AnyApp
where
    AnyScreen: From<play::Screen<G>>,
{
    fn from(screen: play::Screen<G>) -> AnyApp {
        AnyApp::Game(screen.into())
    }
}

impl AnyApp {
    /// The screen of a game of type `G`, if that is what is on show.
    pub fn into_screen<G: play::Front>(self) -> Option<play::Screen<G>>
    where
        play::Screen<G>: TryFrom<AnyScreen>,
    {
        match self {
            AnyApp::Game(screen) => screen.try_into().ok(),
            AnyApp::Learn(_) => None,
        }
    }

    /// Which game is on show, if one is.
    pub fn game_kind(&self) -> Option<crate::games::GameKind> {
        match self {
            AnyApp::Game(screen) => Some(screen.kind()),
            AnyApp::Learn(_) => None,
        }
    }

    /// The app keeping the players' settings in the file at `path`.
    pub fn with_settings(self, path: Option<std::path::PathBuf>) -> AnyApp {
        self.with_settings_at(path.map(crate::settings::Place::File))
    }

    /// The app keeping the players' settings at `place`.
    pub fn with_settings_at(self, place: Option<crate::settings::Place>) -> AnyApp {
        match self {
            AnyApp::Game(screen) => {
                crate::on_any!(screen, AnyScreen, s => AnyApp::from(s.with_settings_at(place)))
            }
            AnyApp::Learn(app) => AnyApp::Learn(app.with_settings_at(place)),
        }
    }

    /// The app as the player's settings `kept` have it (see
    /// [`play::Screen::with_kept`]).
    pub fn with_kept(self, kept: &crate::settings::Settings) -> AnyApp {
        match self {
            AnyApp::Game(screen) => {
                crate::on_any!(screen, AnyScreen, s => AnyApp::from(s.with_kept(kept)))
            }
            AnyApp::Learn(app) => AnyApp::Learn(app),
        }
    }

    /// The app ringing the terminal bell for the players here when `bell`
    /// (the setting) is on.
    pub fn with_bell(self, bell: bool) -> AnyApp {
        match self {
            AnyApp::Game(screen) => {
                crate::on_any!(screen, AnyScreen, s => AnyApp::from(s.with_bell(bell)))
            }
            AnyApp::Learn(app) => AnyApp::Learn(app),
        }
    }

    /// Whether a person here plays a game that goes on (not one that is
    /// over, and not only watching).
    pub fn plays_on(&self) -> bool {
        match self {
            AnyApp::Game(screen) => crate::on_any!(screen, AnyScreen, s => s.plays_on()),
            AnyApp::Learn(_) => false,
        }
    }

    /// Whether it steps through a finished game, where nothing is played.
    pub fn is_replay(&self) -> bool {
        match self {
            AnyApp::Game(screen) => crate::on_any!(screen, AnyScreen, s => s.is_replay()),
            AnyApp::Learn(_) => false,
        }
    }

    /// Shows `told` on the game's line of messages.
    pub fn tell(&mut self, told: messages::told::Told) {
        if let AnyApp::Game(screen) = self {
            crate::on_any!(screen, AnyScreen, s => s.notice(play::Note::Told(told)));
        }
    }

    /// The app's game reading the time from `now` (tests set it by hand);
    /// the lessons read no clock.
    pub fn with_time(self, now: crate::session::TimeSource) -> AnyApp {
        match self {
            AnyApp::Game(screen) => {
                crate::on_any!(screen, AnyScreen, s => AnyApp::from(s.with_time(now)))
            }
            AnyApp::Learn(app) => AnyApp::Learn(app),
        }
    }

    fn inner(&self) -> &dyn TerminalApp {
        match self {
            AnyApp::Game(screen) => crate::on_any!(screen, AnyScreen, s => s as &dyn TerminalApp),
            AnyApp::Learn(app) => app,
        }
    }

    fn inner_mut(&mut self) -> &mut dyn TerminalApp {
        match self {
            AnyApp::Game(screen) => {
                crate::on_any!(screen, AnyScreen, s => s as &mut dyn TerminalApp)
            }
            AnyApp::Learn(app) => app,
        }
    }
}

impl TerminalApp for AnyApp {
    fn tick(&mut self) {
        self.inner_mut().tick();
    }
    fn draw(&self, frame: &mut ratatui::Frame) {
        self.inner().draw(frame);
    }
    fn handle(&mut self, event: &Event, area: Rect) {
        self.inner_mut().handle(event, area);
    }
    fn is_running(&self) -> bool {
        self.inner().is_running()
    }
    fn in_progress(&self) -> bool {
        self.inner().in_progress()
    }
    fn save_now(&mut self) {
        self.inner_mut().save_now();
    }
    fn hand_over(&mut self) -> Option<AnyApp> {
        self.inner_mut().hand_over()
    }
    fn take_bell(&mut self) -> bool {
        self.inner_mut().take_bell()
    }
    fn suspended(&mut self, stopped: bool) {
        self.inner_mut().suspended(stopped);
    }
    fn closing(&mut self) {
        self.inner_mut().closing();
    }
}

/// What [`run`] needs of what is on the terminal: a game's
/// [`play::Screen`], the lessons, the lobby.
pub trait TerminalApp {
    /// Looks after the computer and the session, once per turn of the loop.
    fn tick(&mut self);
    /// Draws the whole screen.
    fn draw(&self, frame: &mut ratatui::Frame);
    /// Acts on a key or mouse event; `area` is the whole screen.
    fn handle(&mut self, event: &Event, area: Rect);
    /// False once the players have quit.
    fn is_running(&self) -> bool;
    /// Whether quitting now would leave a game unfinished.
    fn in_progress(&self) -> bool;
    /// Writes the autosave now (a signal or a hang-up is ending the game).
    fn save_now(&mut self);
    /// The app to take over from this one, once: a saved game of the
    /// other kind was opened.
    fn hand_over(&mut self) -> Option<AnyApp> {
        None
    }
    /// Whether to ring the terminal bell, once, before the next frame:
    /// the setting is on and the game calls a player here back to it.
    fn take_bell(&mut self) -> bool {
        false
    }
    /// The process is stopped (Ctrl-Z) or goes on again: a clock at one
    /// keyboard holds meanwhile.
    fn suspended(&mut self, _stopped: bool) {}
    /// The players quit: a clock game at one keyboard writes the times
    /// used since the last move, to go on with them.
    fn closing(&mut self) {}
}

/// Acts on what the listener heard: a stop gives the terminal back and
/// stops, a continue takes it again. Returns the signal that asks to end,
/// if one came.
fn hear(
    mut heard: Vec<Heard>,
    screen: &mut Screen,
    listener: &mut Listener,
    app: &mut AnyApp,
) -> std::io::Result<Option<i32>> {
    loop {
        let end = heard.iter().find_map(|h| match h {
            Heard::End(signal) => Some(*signal),
            _ => None,
        });
        if end.is_some() {
            return Ok(end);
        }
        if heard.contains(&Heard::Stop) {
            screen.give_back();
            app.suspended(true);
            // What came while stopped, the waking SIGCONT among it.
            heard = listener.stop();
            app.suspended(false);
            continue;
        }
        if heard.contains(&Heard::Continued) {
            screen.take_again()?;
        }
        return Ok(None);
    }
}

fn is_ctrl_z(ev: &Event) -> bool {
    matches!(ev, Event::Key(key) if key.kind == KeyEventKind::Press
        && key.code == KeyCode::Char('z')
        && key.modifiers.contains(KeyModifiers::CONTROL))
}
