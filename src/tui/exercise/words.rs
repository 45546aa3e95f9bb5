//! The sentences of the lessons' and puzzles' screens.

use crate::exercise::progress::ProgressError;
use crate::exercise::{Grade, Why};
use crate::games::ka::{Move, Player};
use crate::tr;
use crate::tui::exercise::work::{Cost, HintShown, Said};
use crate::tui::messages::{Message, Tone};

/// What the exercise screen says, as the player reads it.
pub fn said(s: &Said, player: Player) -> Message {
    let (text, tone) = match s {
        Said::Note(note) => return note.message(),
        Said::Look {
            text,
            taken_back: false,
        } => (tr!("learn-missed", look = text.as_str()), Tone::Error),
        Said::Look {
            text,
            taken_back: true,
        } => (tr!("learn-missed-back", look = text.as_str()), Tone::Info),
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
        Said::Hint(h) => (hint_and_cost(h), Tone::Info),
        Said::Done => (tr!("learn-done"), Tone::Info),
        Said::SolvedLater => (tr!("learn-solved-later"), Tone::Info),
        Said::Restarted => (tr!("learn-restarted"), Tone::Info),
        Said::PuzzleRestarted => (tr!("learn-puzzle-restarted"), Tone::Info),
    };
    Message { text, tone }
}

/// A hint, and what it cost.
fn hint_and_cost(h: &HintShown) -> String {
    let cost = match h.cost {
        Cost::Nothing => return hint(h),
        Cost::Star => tr!("learn-hint-cost-star"),
        Cost::Rating { from, to } => tr!("learn-hint-cost-rating", from = from, to = to),
    };
    tr!("learn-hint-and-cost", hint = hint(h), cost = cost)
}

/// What a hint cost, said alone (the panel shows the hint), when it cost
/// the rating.
pub fn hint_cost_alone(h: &HintShown) -> Option<String> {
    match h.cost {
        Cost::Rating { from, to } => {
            Some(tr!("learn-hint-cost-rating-alone", from = from, to = to))
        }
        Cost::Nothing | Cost::Star => None,
    }
}

/// A hint: first where to look (the stone the ka enters from, or what
/// the move takes), then the move.
pub fn hint(h: &HintShown) -> String {
    let m = h.hint.mv;
    match (h.hint.grade, m) {
        (Grade::Pointer, Move::Column(_)) => tr!(
            "learn-hint-look-column",
            stones = h.stones,
            points = h.points
        ),
        (Grade::Pointer, Move::Ka { from, .. }) if h.enters => {
            tr!("learn-hint-look-entry", from = from.to_string())
        }
        (Grade::Pointer, Move::Ka { .. }) if h.stones == 0 => tr!("learn-hint-look-quiet"),
        (Grade::Pointer, Move::Ka { .. }) => {
            tr!("learn-hint-look-ka", stones = h.stones, points = h.points)
        }
        (Grade::Move, Move::Column(f)) => tr!("learn-hint-column", file = f.to_string()),
        (Grade::Move, Move::Ka { from, .. }) => {
            tr!("learn-hint-ka", from = from.to_string(), mv = m.to_string())
        }
    }
}

/// What the next hint would cost, said before it is asked for: `cost`
/// is what it would cost now.
pub fn hint_price(cost: Cost) -> String {
    match cost {
        Cost::Nothing => tr!("learn-hint-free"),
        Cost::Star => tr!("learn-hint-costs-star"),
        Cost::Rating { from, to } => tr!("learn-hint-costs-rating", from = from, to = to),
    }
}

/// Why a puzzle's go no longer moves the rating: a miss at the first go
/// (from one rating to the other), or an earlier go.
pub fn puzzle_rated(missed: Option<(i32, i32)>) -> String {
    match missed {
        Some((from, to)) => tr!("learn-puzzle-missed", from = from, to = to),
        None => tr!("learn-puzzle-unrated"),
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
