//! The ka game's board: choosing a column, a stone to enter or the ka to
//! move, and the capture to make when a move has several, by key and
//! click; the computer's hint shown as if chosen.

use super::App;
use super::words::{Note, Said};
use crate::games::ka::{Move, Point};
use crate::tui::ka::select::{self, CaptureChoice, Pick};
use crate::tui::play::Amount;

/// Chooses what is under the cursor: plays the capture shown, or the move
/// the point makes, or opens a choice among captures.
pub(super) fn choose(app: &mut App) {
    if let Some(c) = app.own.choice.clone() {
        app.play(c.current().0);
        return;
    }
    match select::pick(app.position(), app.cursor) {
        Pick::Play(m) => {
            app.play(m);
        }
        Pick::Choose(c) => app.own.choice = Some(c),
        Pick::Refused(note) => app.note = Some(note),
    }
}

/// A click: on the capture shown or its landing, confirms it; on another
/// capture's stones, shows that one; elsewhere, chooses the point.
pub(super) fn click(app: &mut App, p: Point) {
    if let Some(c) = &app.own.choice {
        if c.confirmed_by(p) {
            app.select();
            return;
        }
        if let Some(i) = c.reaching(p) {
            if let Some(c) = app.own.choice.as_mut() {
                c.index = i;
            }
            return;
        }
        app.own.choice = None;
    }
    app.cursor = p;
    app.select();
}

/// Tab: the next capture of the choice open, or the next point worth
/// choosing.
pub(super) fn cycle(app: &mut App, step: isize) {
    if let Some(c) = &mut app.own.choice {
        c.next_line(step);
        return;
    }
    let points = select::walk(app.position(), app.cursor);
    app.walk_to(&points, step);
}

/// `-`, `+` or a number: shows less or more of the line open, or the part
/// of it that takes so many stones.
pub(super) fn amount(app: &mut App, amount: Amount) {
    let Some(c) = &mut app.own.choice else {
        return;
    };
    if !c.change_amount(amount)
        && let Amount::Exactly(stones) = amount
    {
        let line = c.line();
        app.note = Some(Note::Own(Said::NoPartOf { line, stones }));
    }
}

/// Shows a suggested move as if the player had chosen it: the column
/// under the cursor, or the capture open, ready for Enter.
pub(super) fn show_hint(app: &mut App, m: Move) {
    let pos = *app.position();
    match m {
        Move::Column(f) => app.cursor = Point::at(f, app.cursor.rank()),
        Move::Ka { from, to, .. } => {
            let mut options = select::options(&pos, |a, b| a == from && b == to);
            if let Some(i) = options.iter().position(|(o, _)| *o == m) {
                options.swap(0, i);
            }
            app.cursor = if pos.ka(pos.to_move()).is_none() {
                from
            } else {
                to
            };
            app.own.choice = CaptureChoice::new(options);
        }
    }
    app.note = Some(Note::Own(Said::Suggested { mv: m, before: pos }));
}
