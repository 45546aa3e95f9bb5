//! Steps' words on the screen: its notes, panel, help and form.

use super::{Said, StepsForm};
use crate::games::steps::{Game, Position};
use crate::messages::seat_name;
use crate::tr;
use crate::tui::messages::{Unit, level_name};
use crate::tui::play::{HelpWords, Note};

/// A note on Steps' screen, in words.
pub fn text(note: &Note<Game>) -> String {
    match note {
        Note::Told(t) => t.text(Unit::Move),
        Note::Played { seat, mv, before }
        | Note::Replayed {
            seat, mv, before, ..
        } => tr!(
            "steps-tui-played",
            seat = seat_name(*seat),
            from = mv.to_string(),
            to = before.empty().to_string()
        ),
        Note::Undone { mv, .. } => tr!("steps-tui-undone", step = mv.to_string()),
        Note::Redone(m) => tr!("steps-tui-redone", step = m.to_string()),
        Note::NewGame(seat) => tr!("steps-tui-new-game", seat = seat_name(*seat)),
        Note::Continued { ply, .. } => tr!("steps-tui-continued", ply = *ply),
        Note::Refused(r) => match r {
            crate::session::Refusal::Illegal(e) => format!("{e}."),
            other => crate::tui::messages::told::common_refusal(other)
                .unwrap_or_else(|| tr!("steps-tui-refused")),
        },
        Note::ComputerTurn { seat, level } => tr!(
            "steps-tui-computer-turn",
            seat = seat_name(*seat),
            level = level_name(*level)
        ),
        Note::ReplayAt(n) => tr!("steps-tui-replay-at", ply = *n),
        Note::Launch(notices) => crate::tui::messages::launched(notices),
        Note::Own(Said::Unreadable(e)) => format!("{e}."),
        Note::Own(Said::Cannot(e)) => format!("{e}."),
        Note::Own(Said::Suggested(m)) => tr!("steps-tui-suggested", step = m.to_string()),
    }
}

/// The panel's lines: the step count and whose turn it is, or the end.
pub fn panel(pos: &Position) -> Vec<String> {
    let head = tr!("steps-tui-step", n = pos.ply());
    let now = match pos.outcome() {
        Some(o) => crate::messages::steps::outcome(o),
        None => tr!("steps-tui-to-move", seat = seat_name(pos.to_move())),
    };
    vec![head, now]
}

/// What the help says of Steps.
pub fn help() -> HelpWords {
    HelpWords {
        notation: None,
        rules_heading: tr!("game-name-steps"),
        rules_summary: vec![tr!("steps-help-rules")],
    }
}

/// The form's title.
pub fn form_title() -> String {
    tr!("steps-tui-form-title")
}

/// The form's rows, as drawn.
pub fn form(form: &StepsForm) -> Vec<String> {
    let kind = crate::tui::messages::form::seat_kind_value;
    vec![
        <Game as crate::messages::Named>::name(),
        tr!("label-steps-limit", steps = form.limit.steps()),
        format!(
            "{}: {}",
            seat_name(crate::games::Seat::South),
            kind(form.kinds[0])
        ),
        format!(
            "{}: {}",
            seat_name(crate::games::Seat::North),
            kind(form.kinds[1])
        ),
    ]
}
