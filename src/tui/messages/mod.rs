//! The terminal game's words: every note on the message line is a typed
//! [`Note`], made into a sentence only here, and every word the screen
//! shows is made here or in the modules below, from typed values; the view
//! only lays them out.
//!
//! - [`panel`]: the side panel;
//! - [`screen`]: the prompt, the key bar, the too-small screen;
//! - [`popups`]: the result box and the confirming questions;
//! - [`help`]: the help and the rules in brief;
//! - [`new_game`]: the new-game screen;
//! - [`games`]: the saved-games screen.

use crate::ai::Level;
use crate::files::FileError;
use crate::games::Seat;
use crate::games::ka::{
    Bits, File, Illegal, IllegalMove, Move, MoveError, Player, Point, Position,
};
use crate::messages::ka::line_words;
use crate::session::Refusal;
use std::path::PathBuf;

pub mod bell;
pub mod games;
pub mod help;
pub mod panel;
pub mod popups;
pub mod screen;
pub mod told;

pub use told::{Told, Unit};

/// How a message reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Error,
}

/// A line on the message bar, as the player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}

/// Something to tell the player, with the facts to tell it from.
#[derive(Debug)]
pub enum Note {
    /// What both games tell alike.
    Told(Told),
    /// `player` played `mv` from `before`.
    Played {
        player: Player,
        mv: Move,
        before: Position,
    },
    Undone(Move),
    Redone(Move),
    NewGame,
    /// Play goes on from the position after `ply` moves.
    Continued {
        ply: usize,
        dropped: usize,
    },
    Refused(Refusal<crate::games::ka::Game>),
    /// A move typed in notation that does not read.
    Unreadable(MoveError),
    Suggested {
        mv: Move,
        before: Position,
    },
    Saved(PathBuf),
    SaveFailed(FileError),
    SavingOff,
    /// The file under the cursor may not be taken.
    NotThisFile(File, Illegal),
    /// The stone chosen cannot become the ka.
    CannotEnter {
        from: Point,
        to: Point,
        player: Player,
        reason: Option<Illegal>,
    },
    /// Two stones could enter onto the point chosen.
    ChooseTheStone(Point, Point),
    MoveTheKa(Point),
    KaCannotGo {
        to: Point,
        reason: Option<Illegal>,
    },
    ComputerTurn {
        player: Player,
        level: Level,
    },
    /// Replay notes.
    ReplayAt(usize),
    ReplayMove {
        n: usize,
        player: Player,
        mv: Move,
        before: Position,
    },
    /// What the launcher has to say: a game resumed or loaded, a saved game
    /// passed over, autosave off.
    Launch(Vec<crate::launch::Notice>),
}

impl Note {
    pub fn tone(&self) -> Tone {
        match self {
            Note::Told(t) => t.tone(),
            Note::Refused(_)
            | Note::Unreadable(_)
            | Note::SaveFailed(_)
            | Note::SavingOff
            | Note::NotThisFile(..)
            | Note::CannotEnter { .. }
            | Note::ChooseTheStone(..)
            | Note::MoveTheKa(_)
            | Note::KaCannotGo { .. } => Tone::Error,
            _ => Tone::Info,
        }
    }

    /// The sentence.
    pub fn text(&self) -> String {
        match self {
            Note::Told(t) => t.text(Unit::Move),
            Note::Played { player, mv, before } => {
                let taken = before.captures(*mv).unwrap_or(Bits::EMPTY);
                format!("{player} played {mv}: {}.", stones(before, taken))
            }
            Note::Undone(m) => format!("Took back {m}; U puts it back."),
            Note::Redone(m) => format!("Played {m} again."),
            Note::NewGame => "New game. South begins.".to_string(),
            Note::Continued { ply, dropped } => format!(
                "Playing on from move {ply}; the {} after it wait on U (redo).",
                count(*dropped as u32, "move")
            ),
            Note::Refused(r) => refusal(r),
            Note::Unreadable(e) => e.to_string(),
            Note::Suggested { mv, before } => format!(
                "Suggested: {mv}, taking {}. Enter plays it.",
                stones(before, before.captures(*mv).unwrap_or(Bits::EMPTY))
            ),
            Note::Saved(path) => {
                let path = path.strip_prefix(".").unwrap_or(path);
                let shown = path.display().to_string();
                format!("Saved to {shown}; open it with pasang --load {shown}")
            }
            Note::SaveFailed(e) => format!("Could not save: {e}"),
            Note::SavingOff => "Saving is off in this view.".to_string(),
            Note::NotThisFile(f, reason) => format!("Not file {f}: {reason}"),
            Note::CannotEnter {
                from,
                to,
                player,
                reason,
            } => {
                let why = match reason {
                    Some(r) if !matches!(r, Illegal::Line(_)) => r.to_string(),
                    _ => format!(
                        "from {from} the ka would land on {to} with nothing to capture, and every move must capture"
                    ),
                };
                format!("{from} cannot become {player}'s ka: {why}. Pick a marked stone.")
            }
            Note::ChooseTheStone(a, b) => {
                format!("Choose the stone that enters: {a} or {b}, not the point it lands on.")
            }
            Note::MoveTheKa(ka) => {
                format!("Move the ka: pick one of the marked points it can reach from {ka}.")
            }
            Note::KaCannotGo { to, reason } => {
                let why = match reason {
                    Some(r) if !matches!(r, Illegal::Line(_)) => r.to_string(),
                    _ => "there is no odd line to capture across the move there".to_string(),
                };
                format!("The ka cannot go to {to}: {why}.")
            }
            Note::ComputerTurn { player, level } => computer_turn(*player, *level),
            Note::ReplayAt(n) => format!("Back to the position after move {n}."),
            Note::ReplayMove {
                n,
                player,
                mv,
                before,
            } => format!(
                "Move {n}: {player} played {mv}, taking {}.",
                stones(before, before.captures(*mv).unwrap_or(Bits::EMPTY))
            ),
            Note::Launch(notices) => {
                let said: Vec<String> = notices.iter().map(ToString::to_string).collect();
                said.join("; ")
            }
        }
    }

    pub fn message(&self) -> Message {
        Message {
            text: self.text(),
            tone: self.tone(),
        }
    }
}

fn computer_turn(player: Player, level: Level) -> String {
    format!("{player} is the computer (ai:{level}): wait for its move, or u to take back yours.")
}

/// A refusal of the session, in words.
pub fn refusal(r: &Refusal<crate::games::ka::Game>) -> String {
    match r {
        Refusal::Illegal(e) => illegal(e),
        Refusal::GameOver => "The game is over: n starts a new one, u takes a move back.".into(),
        Refusal::ComputerToMove(seat, level) => computer_turn(player_of(*seat), *level),
        Refusal::NothingToUndo => "There is no move to undo.".into(),
        Refusal::NothingOfYoursToUndo => {
            "There is no move of yours to take back: only the computer has moved.".into()
        }
        Refusal::NothingToRedo => "There is no move to redo.".into(),
        Refusal::Replay => "This is a replay: → and ← step through the game, q leaves.".into(),
        Refusal::InThePast => {
            "This is a past position: Enter plays on from here, End returns to the present.".into()
        }
    }
}

fn illegal(e: &IllegalMove) -> String {
    e.to_string()
}

fn player_of(seat: Seat) -> Player {
    match seat {
        Seat::North => Player::North,
        _ => Player::South,
    }
}

/// Points of some stones.
pub fn points_of(pos: &Position, stones: Bits) -> u16 {
    (pos.black() & stones).count() as u16 + 2 * (pos.white() & stones).count() as u16
}

/// "5 stones, 7 points".
pub fn stones(pos: &Position, taken: Bits) -> String {
    format!(
        "{}, {}",
        count(taken.count(), "stone"),
        count(points_of(pos, taken) as u32, "point")
    )
}

/// "1 move", "3 moves".
pub fn count(n: u32, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// What a capture line is, in words ("north and south").
pub fn line(l: crate::games::ka::Line) -> String {
    line_words(l).to_string()
}

/// One line telling the player to move what to do now (the panel shows it).
pub fn hint_line(app: &super::App) -> String {
    use crate::games::ka::{Outcome, Phase};
    let pos = app.position();
    if let Some((player, elapsed)) = app.thinking() {
        let dots = ".".repeat(1 + (elapsed.as_millis() / 300 % 3) as usize);
        // A no-break space keeps the number with its unit.
        let thinking = format!(
            "{player} ({}) is thinking{dots} {:.1}\u{a0}s",
            app.sides()[player.index()],
            elapsed.as_secs_f64()
        );
        return if app.session().can_undo() {
            format!("{thinking} · u takes back your move")
        } else {
            thinking
        };
    }
    let all = app.game().moves().len();
    let now = app.session().viewed_ply();
    if app.is_replay() {
        let last = match now.checked_sub(1).and_then(|i| app.game().moves().get(i)) {
            Some(m) => format!("after {m}"),
            None => "the start".to_string(),
        };
        return format!("Replay, move {now} of {all} ({last}): → forward, ← back");
    }
    if app.in_the_past() {
        return format!(
            "Looking back at move {now} of {all}: End returns, Enter plays on from here"
        );
    }
    if let Some(o) = pos.outcome() {
        let how = match o {
            Outcome::Cleared {
                winner: Some(w), ..
            } => format!("{w} wins by score."),
            Outcome::Cleared { winner: None, .. } => "A draw.".to_string(),
            Outcome::Suntuk { winner, .. } => format!("{winner} wins by suntuk."),
        };
        return format!("{how} n: new game, u: take a move back");
    }
    let p = pos.to_move();
    if let Some(c) = app.choice() {
        let n = c.options.len();
        return if n == 1 {
            format!("{p}: Enter takes the marked stones; Esc goes back")
        } else {
            format!(
                "{p}: capture {} of {n} shown; Tab for the next, Enter takes it",
                c.index + 1
            )
        };
    }
    match pos.phase() {
        Phase::ColumnCapture => {
            let ranks = match p {
                Player::South => "1–5",
                Player::North => "7–11",
            };
            format!("{p}: take a column from your half (ranks {ranks})")
        }
        Phase::KaEntry => match pos.passage(p) {
            Some(passage) => format!("{p}: pick a marked stone to enter file {passage} as your ka"),
            None => String::new(),
        },
        Phase::KaMoves => match pos.ka(p) {
            Some(ka) => format!("{p}: move your ka ({ka}) to a marked point"),
            None => String::new(),
        },
    }
}

/// What the cursor is on, and what choosing it would do (the message line
/// shows this when there is no note).
pub fn cursor_line(app: &super::App) -> String {
    use super::select;
    use crate::games::ka::Phase;
    let pos = app.position();
    let p = app.cursor();
    let what = if p == Point::CENTRE {
        "the centre, which is not a point".to_string()
    } else if let Some(s) = pos.stone(p) {
        format!(
            "{s} stone ({})",
            if s.value() == 1 {
                "1 point"
            } else {
                "2 points"
            }
        )
    } else if let Some(k) = Player::ALL.into_iter().find(|&k| pos.ka(k) == Some(p)) {
        format!("{k}'s ka")
    } else {
        "empty".to_string()
    };
    let mut text = format!("{p}: {what}");
    if let Some(c) = app.choice() {
        let (m, taken) = c.current();
        let words = match m {
            Move::Ka { line: l, .. } => line(l),
            Move::Column(_) => String::new(),
        };
        return format!("{m}: takes {} {words} of {}", stones(pos, taken), c.to);
    }
    if pos.outcome().is_some() || app.in_the_past() {
        return text;
    }
    match pos.phase() {
        Phase::ColumnCapture => {
            let f = p.file();
            match pos.check(Move::Column(f)) {
                Ok(()) => {
                    text += &format!(
                        " · column {f}: {} · Enter takes it",
                        stones(pos, app.preview())
                    );
                }
                Err(_) => text += &format!(" · column {f} is not allowed"),
            }
        }
        Phase::KaEntry => {
            let options = select::options(pos, |from, _| from == p);
            if let Some((Move::Ka { to, .. }, _)) = options.first() {
                let ways = count(options.len() as u32, "capture");
                text += &format!(" · enters {to} as the ka, {ways} · Enter");
            }
        }
        Phase::KaMoves => match select::options_to(pos, p).as_slice() {
            [] => {}
            [(m, taken)] => text += &format!(" · {m} takes {} · Enter", stones(pos, *taken)),
            more => text += &format!(" · {} ways to capture · Enter to choose", more.len()),
        },
    }
    text
}

/// The words of the new-game screen, made from its form's typed values.
pub mod new_game {
    use crate::ai::Level;
    use crate::games::ka::{Choice, Player};
    use crate::messages::options::Described;
    use crate::text::printable;
    use crate::tui::app::Side;
    use crate::tui::new_game::{FormError, Row, SetupChoice, Value};
    use std::time::Duration;

    pub const TITLE: &str = " New game ";

    /// What the path row shows while it is empty and not being typed in.
    pub const NO_PATH: &str = "(none yet: type the path here)";

    /// What the path row shows while the setup is not a file.
    pub const PATH_CLOSED: &str = "(when the setup is a file)";

    /// What a row is called.
    pub fn label(row: Row) -> &'static str {
        match row {
            Row::South => "South",
            Row::North => "North",
            Row::Movetime => "ai:hard thinks",
            Row::Setup => "Setup",
            Row::SetupFile => "Setup file",
            Row::Rules => "Rules",
            Row::SecondColumn => "Second column",
            Row::KaEntry => "Ka entry",
            Row::Centre => "Centre",
        }
    }

    /// A row's value, short.
    pub fn value(value: Value) -> String {
        match value {
            Value::Side(Side::Human) => "a person".into(),
            Value::Side(Side::Computer(level)) => format!("the computer, ai:{level}"),
            Value::Movetime(t) => time(t),
            Value::Setup(SetupChoice::Pattern(p)) => p.name().into(),
            Value::Setup(SetupChoice::Current(setup)) if setup.name().is_empty() => {
                "this game's".into()
            }
            Value::Setup(SetupChoice::Current(setup)) => {
                format!("this game's: {}", printable(setup.name()))
            }
            Value::Setup(SetupChoice::File) => "a file (its path below)".into(),
            Value::Path(path) => printable(path).into_owned(),
            Value::Preset(Some(p)) => p.name().into(),
            Value::Preset(None) => "custom".into(),
            Value::SecondColumn(v) => v.name().into(),
            Value::KaEntry(v) => v.name().into(),
            Value::Centre(v) => v.name().into(),
        }
    }

    /// "250 ms", "2 s".
    pub fn time(t: Duration) -> String {
        let ms = t.as_millis();
        if ms < 1000 || !ms.is_multiple_of(1000) {
            format!("{ms} ms")
        } else {
            format!("{} s", ms / 1000)
        }
    }

    /// A line about the value of the row chosen.
    pub fn about(row: Row, value: Value) -> String {
        let player = match row {
            Row::North => Player::North,
            _ => Player::South,
        };
        match value {
            Value::Side(Side::Human) => format!("{player} is played by a person at this keyboard."),
            Value::Side(Side::Computer(level)) => {
                let how = match level {
                    Level::Random => "plays any legal move, at random",
                    Level::Easy => "looks one move ahead",
                    Level::Medium => "looks five moves ahead",
                    Level::Hard => "searches as deep as its time allows",
                };
                format!("{player} is the computer: it {how}.")
            }
            Value::Movetime(_) => {
                "How long ai:hard thinks a move (--movetime); the other levels do not wait.".into()
            }
            Value::Setup(SetupChoice::Pattern(p)) => format!("The stones: {}.", p.description()),
            Value::Setup(SetupChoice::Current(_)) => {
                "The stones as in the game being played.".into()
            }
            Value::Setup(SetupChoice::File) => {
                "The stones from a setup file of your own: type its path below.".into()
            }
            Value::Path(_) => {
                "The path of a setup file (RON), as for --setup; Enter reads it and starts.".into()
            }
            Value::Preset(Some(p)) => format!("Rules {}: {}.", p.name(), p.description()),
            Value::Preset(None) => "The options below match neither preset.".into(),
            Value::SecondColumn(v) => format!("{}.", capital(&v.description())),
            Value::KaEntry(v) => format!("{}.", capital(&v.description())),
            Value::Centre(v) => format!("{}.", capital(&v.description())),
        }
    }

    fn capital(s: &str) -> String {
        let mut c = s.chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect())
            .unwrap_or_default()
    }

    /// Why the game does not start.
    pub fn error(e: &FormError) -> String {
        match e {
            FormError::NoPath => "Type the path of a setup file, or choose another setup.".into(),
            FormError::Setup(e) => format!("Not read: {e}"),
        }
    }

    /// What becomes of the game being played.
    pub fn kept(saved: bool) -> &'static str {
        if saved {
            "This game stays saved."
        } else {
            "This game is not saved: it will be lost."
        }
    }

    /// On a screen too small for the form.
    pub const TOO_SMALL: &str = "Choose the new game after enlarging the window; Esc cancels.";
}
