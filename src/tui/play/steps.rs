//! What an action does in the modes both games' apps share — the help,
//! a move being typed, a past position on show — as plain values, so that
//! each app only does what the step says.

use super::{Action, TYPED_MAX};
use crate::session::Browse;

/// How far the help can be scrolled at most, on any screen.
const HELP_SCROLL_MAX: u16 = 60;

/// The help's new scroll after `action`, or `None`: the help closes.
pub(crate) fn help_scroll(scroll: u16, action: Action) -> Option<u16> {
    match action {
        // The view stops at the end of the text; this only keeps the count
        // from running away.
        Action::Scroll(d) => Some(scroll.saturating_add_signed(d).min(HELP_SCROLL_MAX)),
        _ => None,
    }
}

/// A move being typed, after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Typed {
    /// Still typing this.
    Text(String),
    /// Play this.
    Submit(String),
    /// Typing is given up.
    Cancel,
}

/// The typed move after `action`; more than [`TYPED_MAX`] characters are
/// not taken.
pub(crate) fn typing(mut text: String, action: Action) -> Typed {
    match action {
        Action::Char(c) if text.chars().count() < TYPED_MAX => text.push(c),
        Action::Erase => {
            text.pop();
        }
        Action::Submit => return Typed::Submit(text),
        Action::Back => return Typed::Cancel,
        _ => {}
    }
    Typed::Text(text)
}

/// The answer `action` gives to a question put by another player: yes,
/// no, or none yet (the question stays).
pub(crate) fn answer(action: Action) -> Option<bool> {
    match action {
        Action::Yes => Some(true),
        Action::No | Action::Back => Some(false),
        _ => None,
    }
}

/// What an action on the board does while a past position is on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Past {
    /// Step through the moves played (Esc: back to the present).
    Browse(Browse),
    /// Ask whether to play on from here.
    AskToPlayOn,
    /// Back to the present, then the action as usual.
    PresentThen,
    /// The action as usual, in the past.
    AsUsual,
}

/// What `action` does while a past position is on show; in a `shared`
/// game choosing returns to the present, as play goes on only there.
pub(crate) fn in_the_past(action: Action, shared: bool) -> Past {
    match action {
        Action::Browse(step) => Past::Browse(step),
        Action::Select | Action::Click(_) if shared => Past::Browse(Browse::End),
        Action::Select | Action::Click(_) => Past::AskToPlayOn,
        Action::Back => Past::Browse(Browse::End),
        Action::Cursor(_)
        | Action::Next
        | Action::Previous
        | Action::Amount(_)
        | Action::StartTyping
        | Action::Undo
        | Action::Redo
        | Action::Hint => Past::PresentThen,
        _ => Past::AsUsual,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_move_stops_growing_at_its_limit_and_erases() {
        let long = "a".repeat(TYPED_MAX);
        assert_eq!(typing(long.clone(), Action::Char('b')), Typed::Text(long));
        assert_eq!(typing("c5".into(), Action::Erase), Typed::Text("c".into()));
        assert_eq!(typing("c5".into(), Action::Back), Typed::Cancel);
        assert_eq!(
            typing("c5".into(), Action::Submit),
            Typed::Submit("c5".into())
        );
    }

    #[test]
    fn the_help_scrolls_within_bounds_and_any_other_action_closes_it() {
        assert_eq!(help_scroll(0, Action::Scroll(-1)), Some(0));
        assert_eq!(help_scroll(58, Action::Scroll(10)), Some(HELP_SCROLL_MAX));
        assert_eq!(help_scroll(3, Action::Quit), None);
    }
}
