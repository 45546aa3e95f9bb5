//! Bell's game's words on the terminal screen: every note on the message
//! line is a typed [`Note`] made into a sentence here; the panel, the help,
//! the result box and the new-game form are worded in [`screen`]. The view
//! only lays them out.

pub mod screen;

use super::{Message, Told, Tone, Unit, count};
use crate::ai::Level;
use crate::games::Seat;
use crate::games::bell::{Bits, Game, HopRefusal, Illegal, Move, MoveError, Point, Position};
use crate::messages::seat_name;
use crate::session::Refusal;

/// Something to tell the players, with the facts to tell it from.
#[derive(Debug)]
pub enum Note {
    /// What both games tell alike.
    Told(Told),
    /// The player in `seat` played `mv` from `before`.
    Played {
        seat: Seat,
        mv: Move,
        before: Position,
    },
    Undone(Move),
    Redone(Move),
    NewGame,
    /// Play goes on from the position after `ply` turns.
    Continued {
        ply: usize,
        dropped: usize,
    },
    Refused(Refusal<Game>),
    /// A turn typed in notation that does not read.
    Unreadable(MoveError),
    /// The computer suggests `mv`, worth `points`.
    Suggested {
        mv: Move,
        points: u16,
    },
    /// The point chosen cannot be removed or picked up.
    Cannot(Illegal),
    /// The stone chosen has no hop.
    NoHop(Point),
    /// A stone was picked up; it has this many landings.
    Chosen {
        from: Point,
        landings: u32,
    },
    /// A hop was made: the turn's hops and points so far, and the stone
    /// left waiting.
    Hopped {
        hops: usize,
        points: u16,
        waiting: Option<Point>,
    },
    /// Esc took back a hop; this many are left.
    HopTakenBack {
        hops: usize,
    },
    /// Esc put the chosen stone back down.
    StoneDropped,
    /// The point chosen is not a landing of the turn.
    NoLanding {
        to: Point,
        reason: HopRefusal,
    },
    ComputerTurn {
        seat: Seat,
        level: Level,
    },
    /// Replay notes.
    ReplayAt(usize),
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
            | Note::Cannot(_)
            | Note::NoHop(_)
            | Note::NoLanding { .. } => Tone::Error,
            _ => Tone::Info,
        }
    }

    /// The sentence.
    pub fn text(&self) -> String {
        match self {
            Note::Told(t) => t.text(Unit::Turn),
            Note::Played { seat, mv, before } => {
                let points = before.captures(*mv).map_or(0, |t| points_of(before, t));
                let seat = seat_name(*seat);
                match mv {
                    Move::Remove(p) => format!("{seat} removed {p}: {}.", points_word(points)),
                    Move::Hops(_) => format!("{seat} played {mv}: {}.", points_word(points)),
                }
            }
            Note::Undone(m) => format!("Took back {m}; U puts it back."),
            Note::Redone(m) => format!("Played {m} again."),
            Note::NewGame => "New game: South begins by removing a marked stone.".to_string(),
            Note::Continued { ply, dropped } => format!(
                "Playing on from turn {ply}; the {} after it wait on U (redo).",
                count(*dropped as u32, "turn")
            ),
            Note::Refused(r) => refusal(r),
            Note::Unreadable(e) => format!("{e}."),
            Note::Suggested { mv, points } => format!(
                "Suggested: {mv}, {}. Enter plays it; Esc takes its hops back.",
                points_word(*points)
            ),
            Note::Cannot(reason) => format!("{}.", capital(&reason.to_string())),
            Note::NoHop(p) => format!(
                "The stone on {p} has no hop: it needs a stone beside it and an empty point beyond. Pick a marked stone."
            ),
            Note::Chosen { from, landings } => format!(
                "{from} chosen: {} marked. Esc puts it back.",
                count(*landings, "landing")
            ),
            Note::Hopped {
                hops,
                points,
                waiting: Some(w),
            } => format!(
                "Hop {hops}: {} so far. {w} waits: captured if you hop again, kept if you stop.",
                points_word(*points)
            ),
            Note::Hopped { hops, points, .. } => format!(
                "Hop {hops}: {} so far. Hop on, or Enter on the stone ends the turn.",
                points_word(*points)
            ),
            Note::HopTakenBack { hops } => format!(
                "Took back a hop; {} made this turn.",
                count(*hops as u32, "hop")
            ),
            Note::StoneDropped => "Stone put back; choose another.".to_string(),
            Note::NoLanding { to, reason } => match reason {
                HopRefusal::TurnFull => "Seven hops made: the turn can only end.".to_string(),
                HopRefusal::Illegal(r) => format!("No hop to {to}: {r}."),
            },
            Note::ComputerTurn { seat, level } => computer_turn(*seat, *level),
            Note::ReplayAt(n) => format!("The position after turn {n}."),
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

fn computer_turn(seat: Seat, level: Level) -> String {
    format!(
        "{} is the computer (ai:{level}): wait for its turn, or u to take back yours.",
        seat_name(seat)
    )
}

/// A refusal of the session, in words.
pub fn refusal(r: &Refusal<Game>) -> String {
    match r {
        Refusal::Illegal(e) => format!("{e}."),
        Refusal::GameOver => "The game is over: n starts a new one, u takes a turn back.".into(),
        Refusal::ComputerToMove(seat, level) => computer_turn(*seat, *level),
        Refusal::NothingToUndo => "There is no turn to undo.".into(),
        Refusal::NothingOfYoursToUndo => {
            "There is no turn of a person's to take back: only the computer has played.".into()
        }
        Refusal::NothingToRedo => "There is no turn to redo.".into(),
        Refusal::Replay => "This is a replay: → and ← step through the game, q leaves.".into(),
        Refusal::InThePast => {
            "This is a past position: Enter plays on from here, End returns to the present.".into()
        }
    }
}

/// The points of the stones `taken` on a position.
pub fn points_of(pos: &Position, taken: Bits) -> u16 {
    (pos.black() & taken).count() as u16 + 2 * (pos.white() & taken).count() as u16
}

/// "1 point", "3 points".
pub fn points_word(n: u16) -> String {
    count(u32::from(n), "point")
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn a_waiting_stone_is_said_to_be_captured_only_by_another_hop() {
        let n = Note::Hopped {
            hops: 2,
            points: 1,
            waiting: Some(p("b3")),
        };
        assert_eq!(
            n.text(),
            "Hop 2: 1 point so far. b3 waits: captured if you hop again, kept if you stop."
        );
        let refused = Note::NoLanding {
            to: p("a3"),
            reason: HopRefusal::Illegal(Illegal::JumpsWaiting {
                hop: 3,
                over: p("b3"),
            }),
        };
        assert_eq!(
            refused.text(),
            "No hop to a3: the third hop jumps b3 again; that stone is waiting to be captured."
        );
        assert_eq!(refused.tone(), Tone::Error);
    }
}
