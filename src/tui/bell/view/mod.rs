//! What Bell's game draws of its own on the shared screen
//! ([`crate::tui::play::draw`]): the board, the side panel, what the
//! cursor is on and its new-game form. Everything here reads the app and
//! the area; the words come from [`crate::tui::bell::words`].

pub(crate) mod board;
mod panel;
pub(in crate::tui) use panel::draw_panel;

use super::BellApp;
use crate::tui::Theme;
use crate::tui::bell::words::screen as words;
use crate::tui::bell::words::screen::Now;
use crate::tui::view::framed;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// What the cursor is on.
pub(in crate::tui) fn cursor_info(app: &BellApp) -> String {
    let p = app.cursor();
    let (black, white) = match app.hopping() {
        Some(t) => t.stones(),
        None => (app.position().black(), app.position().white()),
    };
    let on = crate::board::Stone::on(p, black, white);
    let missing = !crate::games::bell::SHAPE.contains(p);
    let landing = app.hopping().is_some() && app.marked().contains(p);
    words::cursor_line(p, on, missing, landing)
}

/// What the player to move is asked to do now.
pub fn now(app: &BellApp) -> Now {
    let pos = app.position();
    let (ply, of) = (app.session().viewed_ply(), app.game().moves().len());
    if let Some((seat, elapsed)) = app.thinking() {
        let level = match app.session().seat_kind(seat) {
            crate::games::SeatKind::Computer(level) => level,
            crate::games::SeatKind::Human => crate::games::Level::Hard,
        };
        let tenths = (elapsed.as_millis() / 100) as u64;
        return Now::Thinking {
            seat,
            level,
            tenths,
        };
    }
    if app.is_replay() {
        return Now::Replay { ply, of };
    }
    if app.in_the_past() {
        return Now::Past {
            ply,
            of,
            shared: app.session().link().is_some(),
        };
    }
    if let Some((seats, invite)) = app.session().waiting_for() {
        return Now::Waiting { seats, invite };
    }
    if let Some(ending) = app.session().ended() {
        return Now::Ended {
            ending,
            after: app.after_on_panel(),
        };
    }
    if pos.outcome().is_some() {
        return Now::Over {
            after: app.after_on_panel(),
        };
    }
    let seat = pos.to_move();
    if !app.session().plays_here(seat) {
        return Now::Elsewhere {
            seat,
            watching: app.session().watching(),
        };
    }
    match app.hopping() {
        _ if !pos.opened() => Now::Opening {
            seat,
            opening: pos.rules().opening,
        },
        Some(t) => Now::Hop {
            seat,
            hops: t.hops(),
        },
        None => Now::Choose { seat },
    }
}

/// Bell's new-game form, over the board.
pub(crate) fn draw_form(t: Theme, form: &super::form::BellForm, area: Rect, buf: &mut Buffer) {
    use super::form::Row;
    let rows = form.rows();
    let height = rows.len() as u16 + 6;
    let rect = crate::tui::view::popup(area, 52, height);
    let inner = framed(t, rect, words::form_title(), buf);
    let marker = if t.ascii { ">" } else { "▶" };
    for (i, &row) in rows.iter().enumerate() {
        let value = match row {
            Row::Game => crate::messages::records::game_name(crate::games::GameKind::Bell),
            Row::Players => words::players_value(form.players),
            Row::Opening => words::opening_value(form.opening),
            Row::Clock => crate::tui::messages::form::clock_value(form.clock()),
            Row::Seat(s) => words::kind_value(form.kind(s)),
        };
        let chosen = row == form.row();
        let style = if chosen {
            t.accent()
        } else {
            ratatui::style::Style::new()
        };
        let lead = if chosen { marker } else { " " };
        // The value between the arrows the ka game's form draws.
        let (open, close) = if t.ascii { ("<", ">") } else { ("‹", "›") };
        let line = format!(
            "{lead} {:<9} {open} {value} {close}",
            words::form_label(row)
        );
        buf.set_string(inner.x, inner.y + 1 + i as u16, line, style);
    }
    let y = inner.y + rows.len() as u16 + 2;
    buf.set_string(inner.x, y, words::form_setup(form.pattern()), t.dim());
    buf.set_string(inner.x, y + 1, words::form_keys(), t.accent());
}
