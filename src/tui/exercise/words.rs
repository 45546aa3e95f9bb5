//! The sentences of the lessons' and puzzles' screens.

use crate::exercise::Why;
use crate::exercise::progress::ProgressError;
use crate::games::ka::{Move, Player};
use crate::tr;
use crate::tui::exercise::work::Said;
use crate::tui::messages::{Message, Tone};

/// What the exercise screen says, as the player reads it.
pub fn said(s: &Said, player: Player) -> Message {
    let (text, tone) = match s {
        Said::Note(note) => return note.message(),
        Said::Look(text) => (tr!("learn-missed", look = text.as_str()), Tone::Error),
        Said::Wrong(mv) => (tr!("learn-wrong", mv = mv.to_string()), Tone::Error),
        Said::Watch { mv, .. } => (
            tr!(
                "learn-wrong-watch",
                mv = mv.to_string(),
                player = player.opponent().to_string()
            ),
            Tone::Error,
        ),
        Said::Refuted { refutation: r, .. } => {
            let (them, reply, points) =
                (player.opponent().to_string(), r.reply.to_string(), r.takes);
            let text = match r.why {
                Why::ShutIn => tr!(
                    "learn-refuted-shut-in",
                    player = them,
                    reply = reply,
                    points = points
                ),
                Why::TheyWin => tr!(
                    "learn-refuted-they-win",
                    player = them,
                    reply = reply,
                    points = points
                ),
                Why::Draw => tr!(
                    "learn-refuted-draw",
                    player = them,
                    reply = reply,
                    points = points
                ),
            };
            (text, Tone::Error)
        }
        Said::Replied(m) => (
            tr!(
                "learn-replied",
                player = player.opponent().to_string(),
                mv = m.to_string()
            ),
            Tone::Info,
        ),
        Said::TookBack => (tr!("learn-took-back"), Tone::Info),
        Said::Hint(m) => (hint(*m), Tone::Info),
        Said::Done => (tr!("learn-done"), Tone::Info),
        Said::SolvedLater => (tr!("learn-solved-later"), Tone::Info),
        Said::Restarted => (tr!("learn-restarted"), Tone::Info),
    };
    Message { text, tone }
}

/// A hint: the piece to move, and the move.
fn hint(m: Move) -> String {
    match m {
        Move::Column(f) => tr!("learn-hint-column", file = f.to_string()),
        Move::Ka { from, .. } => tr!("learn-hint-ka", from = from.to_string(), mv = m.to_string()),
    }
}

/// Stars as marks: ★★☆ (or `**-` in ASCII).
pub fn stars(n: u8, ascii: bool) -> String {
    let (on, off) = if ascii { ("*", "-") } else { ("★", "☆") };
    let n = usize::from(n.min(3));
    on.repeat(n) + &off.repeat(3 - n)
}

/// Why the progress is not kept, for the list.
pub fn trouble(e: &ProgressError) -> String {
    let why = match e {
        ProgressError::File(f) => f.to_string(),
        ProgressError::Text { path, error } => tr!(
            "learn-progress-broken",
            path = crate::messages::files::shown_path(path),
            error = error.to_string()
        ),
        ProgressError::Newer { path, version } => tr!(
            "learn-progress-newer",
            path = crate::messages::files::shown_path(path),
            version = *version
        ),
    };
    tr!("learn-progress-not-kept", why = why)
}
