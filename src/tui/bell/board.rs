//! Bell's board: removing the opening's stone, choosing a stone, hopping it
//! step by step and ending the turn, by key and click; Esc taking a hop
//! back; the computer's hint shown hopped out.

use super::{BellApp, Note, Said};
use crate::games::bell::{Move, Point, TurnInProgress};

/// Chooses `p`: the opening's stone, a stone to hop, a landing, or the
/// hopping stone itself to end the turn (elsewhere, says why it is no
/// landing).
pub(super) fn choose(app: &mut BellApp, p: Point) {
    let pos = *app.position();
    if !pos.opened() {
        match pos.check(Move::Remove(p)) {
            Ok(()) => {
                app.play(Move::Remove(p));
            }
            Err(reason) => app.note = Some(Note::Own(Said::Cannot(reason))),
        }
        return;
    }
    let Some(mut t) = app.own else {
        return pick_up(app, p);
    };
    if p == t.at() {
        match t.to_move() {
            Some(m) => end_turn(app, m),
            None => {
                app.own = None;
                app.note = Some(Note::Own(Said::StoneDropped));
            }
        }
        return;
    }
    if t.hops() == 0 && pos.movable().contains(p) {
        return pick_up(app, p);
    }
    match t.hop(p) {
        Ok(()) => {
            app.cursor = t.at();
            app.own = Some(t);
            if t.is_over() {
                if let Some(m) = t.to_move() {
                    end_turn(app, m);
                }
            } else {
                app.note = Some(Note::Own(Said::Hopped {
                    hops: t.hops(),
                    points: t.points(),
                    waiting: t.waiting(),
                }));
            }
        }
        Err(reason) => app.note = Some(Note::Own(Said::NoLanding { to: p, reason })),
    }
}

/// Picks up the stone on `p` to hop it.
fn pick_up(app: &mut BellApp, p: Point) {
    match TurnInProgress::start(app.position(), p) {
        Err(reason) => app.note = Some(Note::Own(Said::Cannot(reason))),
        Ok(t) if t.landings().is_empty() => app.note = Some(Note::Own(Said::NoHop(p))),
        Ok(t) => {
            app.note = Some(Note::Own(Said::Chosen {
                from: p,
                landings: t.landings().count(),
            }));
            app.own = Some(t);
        }
    }
}

fn end_turn(app: &mut BellApp, m: Move) {
    app.own = None;
    app.play(m);
}

/// Esc: the last hop taken back, or the stone put down; false when no
/// stone was chosen.
pub(super) fn back(app: &mut BellApp) -> bool {
    match app.own.as_mut() {
        Some(t) if t.hops() > 0 => {
            t.undo();
            app.cursor = t.at();
            app.note = Some(Note::Own(Said::HopTakenBack { hops: t.hops() }));
        }
        Some(t) => {
            app.cursor = t.from();
            app.own = None;
            app.note = Some(Note::Own(Said::StoneDropped));
        }
        None => return false,
    }
    true
}

/// Shows a suggested turn hopped out, ready for Enter.
pub(super) fn show_hint(app: &mut BellApp, m: Move) {
    let pos = *app.position();
    let points = pos
        .captures(m)
        .map_or(0, |taken| crate::tui::bell::words::points_of(&pos, taken));
    match m {
        Move::Remove(p) => app.cursor = p,
        Move::Hops(turn) => {
            if let Ok(mut t) = TurnInProgress::start(&pos, turn.from()) {
                for &to in turn.landings() {
                    let _ = t.hop(to);
                }
                app.cursor = t.at();
                app.own = Some(t);
            }
        }
    }
    app.note = Some(Note::Own(Said::Suggested { mv: m, points }));
}
