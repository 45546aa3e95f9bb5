//! Bell's game's words on the terminal screen: every note on the message
//! line is a typed [`Note`] made into a sentence here; the panel, the help,
//! the result box and the new-game form are worded in [`screen`]. The view
//! only lays them out.

pub mod screen;

use crate::games::bell::{Bits, Game, HopRefusal, Illegal, Move, MoveError, Point, Position};
use crate::games::{Level, Seat};
use crate::messages::seat_name;
use crate::session::Refusal;
use crate::tr;
use crate::tui::messages::Unit;

/// A note on Bell's screen.
pub type Note = crate::tui::play::Note<Game>;

/// What only Bell's game tells on the message line.
#[derive(Debug)]
pub enum Said {
    /// A turn typed in notation that does not read.
    Unreadable(MoveError),
    /// The computer suggests `mv`, worth `points`.
    Suggested { mv: Move, points: u16 },
    /// The point chosen cannot be removed or picked up.
    Cannot(Illegal),
    /// The stone chosen has no hop.
    NoHop(Point),
    /// A stone was picked up; it has this many landings.
    Chosen { from: Point, landings: u32 },
    /// A hop was made: the turn's hops and points so far, and the stone
    /// left waiting.
    Hopped {
        hops: usize,
        points: u16,
        waiting: Option<Point>,
    },
    /// Esc took back a hop; this many are left.
    HopTakenBack { hops: usize },
    /// Esc put the chosen stone back down.
    StoneDropped,
    /// The point chosen is not a landing of the turn.
    NoLanding { to: Point, reason: HopRefusal },
}

impl From<MoveError> for Said {
    fn from(e: MoveError) -> Said {
        Said::Unreadable(e)
    }
}

/// Whether a note of Bell's own tells of something refused.
pub fn refuses(said: &Said) -> bool {
    matches!(
        said,
        Said::Unreadable(_) | Said::Cannot(_) | Said::NoHop(_) | Said::NoLanding { .. }
    )
}

/// A note on Bell's screen, in words.
pub fn text(note: &Note) -> String {
    match note {
        Note::Told(t) => t.text(Unit::Turn),
        Note::Played { seat, mv, before }
        | Note::Replayed {
            seat, mv, before, ..
        } => {
            let points = before.captures(*mv).map_or(0, |t| points_of(before, t));
            let (seat, points) = (seat_name(*seat), points_word(points));
            match mv {
                Move::Remove(p) => tr!(
                    "bell-tui-removed",
                    seat = seat,
                    point = p.to_string(),
                    points = points
                ),
                Move::Hops(_) => tr!(
                    "bell-tui-played",
                    seat = seat,
                    turn = mv.to_string(),
                    points = points
                ),
            }
        }
        Note::Undone { mv, after } => {
            tr!("bell-tui-undone", turn = mv.to_string(), after = *after)
        }
        Note::Redone(m) => tr!("bell-tui-redone", turn = m.to_string()),
        Note::NewGame(_) => tr!("bell-tui-new-game"),
        Note::Continued { ply, dropped } => {
            tr!("bell-tui-continued", ply = *ply, dropped = *dropped)
        }
        Note::Refused(r) => refusal(r),
        Note::ComputerTurn { seat, level } => computer_turn(*seat, *level),
        Note::ReplayAt(n) => tr!("bell-tui-replay-at", ply = *n),
        Note::Launch(notices) => crate::tui::messages::launched(notices),
        Note::Own(said) => said_text(said),
    }
}

fn said_text(said: &Said) -> String {
    match said {
        Said::Unreadable(e) => format!("{e}."),
        Said::Suggested { mv, points } => tr!(
            "bell-tui-suggested",
            turn = mv.to_string(),
            points = points_word(*points)
        ),
        Said::Cannot(reason) => format!("{}.", capital(&reason.to_string())),
        Said::NoHop(p) => tr!("bell-tui-no-hop", point = p.to_string()),
        Said::Chosen { from, landings } => tr!(
            "bell-tui-chosen",
            point = from.to_string(),
            landings = *landings
        ),
        Said::Hopped {
            hops,
            points,
            waiting: Some(w),
        } => tr!(
            "bell-tui-hopped-waiting",
            hop = *hops,
            points = points_word(*points),
            waiting = w.to_string()
        ),
        Said::Hopped { hops, points, .. } => tr!(
            "bell-tui-hopped",
            hop = *hops,
            points = points_word(*points)
        ),
        Said::HopTakenBack { hops } => tr!("bell-tui-hop-taken-back", hops = *hops),
        Said::StoneDropped => tr!("bell-tui-stone-dropped"),
        Said::NoLanding { to, reason } => match reason {
            HopRefusal::TurnFull => tr!("bell-tui-turn-full"),
            HopRefusal::Illegal(r) => tr!(
                "bell-tui-no-landing",
                point = to.to_string(),
                reason = r.to_string()
            ),
        },
    }
}

fn computer_turn(seat: Seat, level: Level) -> String {
    tr!(
        "bell-tui-computer-turn",
        seat = seat_name(seat),
        level = level_name(level)
    )
}

/// A computer's level in words: "hard", "sukar".
pub use crate::tui::messages::level_name;

/// A refusal of the session, in words.
pub fn refusal(r: &Refusal<Game>) -> String {
    match r {
        Refusal::Illegal(e) => format!("{e}."),
        Refusal::GameOver => tr!("bell-tui-game-over"),
        Refusal::ComputerToMove(seat, level) => computer_turn(*seat, *level),
        Refusal::NothingToUndo => tr!("bell-tui-nothing-to-undo"),
        Refusal::NothingOfYoursToUndo => tr!("bell-tui-nothing-of-yours"),
        Refusal::NothingToRedo => tr!("bell-tui-nothing-to-redo"),
        Refusal::Replay => tr!("bell-tui-replay-refused"),
        Refusal::InThePast => tr!("bell-tui-in-the-past"),
        other => crate::tui::messages::told::common_refusal(other).unwrap_or_default(),
    }
}

/// The points of the stones `taken` on a position.
pub fn points_of(pos: &Position, taken: Bits) -> u16 {
    (pos.black() & taken).count() as u16 + 2 * (pos.white() & taken).count() as u16
}

/// "1 point", "3 points".
pub fn points_word(n: u16) -> String {
    tr!("points", n = n)
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
    use crate::tui::messages::Tone;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn a_waiting_stone_is_said_to_be_captured_only_by_another_hop() {
        let n = Note::Own(Said::Hopped {
            hops: 2,
            points: 1,
            waiting: Some(p("b3")),
        });
        assert_eq!(
            n.message().text,
            "Hop 2: 1 point so far. b3 waits: captured if you hop again, kept if you stop."
        );
        let refused = Note::Own(Said::NoLanding {
            to: p("a3"),
            reason: HopRefusal::Illegal(Illegal::JumpsWaiting {
                hop: 3,
                over: p("b3"),
            }),
        });
        assert_eq!(
            refused.message().text,
            "No hop to a3: the third hop jumps b3 again; that stone is waiting to be captured."
        );
        assert_eq!(refused.message().tone, Tone::Error);
    }

    #[test]
    fn notes_are_made_in_the_language_of_the_thread_with_its_plurals() {
        crate::i18n::set(crate::i18n::Lang::find("ms").unwrap());
        let n = Note::Own(Said::Hopped {
            hops: 2,
            points: 1,
            waiting: Some(p("b3")),
        });
        assert_eq!(
            n.message().text,
            "Lompatan 2: 1 mata setakat ini. b3 menanti: dimakan jika lompat lagi, kekal jika berhenti."
        );
        let chosen = Note::Own(Said::Chosen {
            from: p("c5"),
            landings: 1,
        });
        assert_eq!(
            chosen.message().text,
            "c5 dipilih: 1 titik mendarat bertanda. Esc meletakkannya semula."
        );
        crate::i18n::set(crate::i18n::Lang::english());
        assert_eq!(
            chosen.message().text,
            "c5 chosen: 1 landing marked. Esc puts it back."
        );
        assert_eq!(
            Note::Own(Said::HopTakenBack { hops: 3 }).message().text,
            "Took back a hop; 3 hops made this turn."
        );
    }
}
