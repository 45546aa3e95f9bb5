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
use crate::tui::view::{framed, put_in};
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

/// Bell's new-game form, over the board: a row for each choice, `label
/// ‹ value ›`, the chosen one marked; under them a line about its value,
/// what becomes of the game being played or why the new one cannot start,
/// and the keys.
pub(crate) fn draw_form(
    t: Theme,
    kept: bool,
    form: &super::form::BellForm,
    area: Rect,
    buf: &mut Buffer,
) {
    use super::form::Row;
    use crate::tui::messages::form as shared;
    const LABEL: usize = 15;
    let rows = form.rows();
    let width = (area.width * 2 / 3).clamp(54, 66);
    // Inside the frame, and lined up with the labels.
    let abouts = rows.iter().map(|&row| words::form_about(form, row));
    let about_h = crate::tui::view::about_height(abouts, width.saturating_sub(4), 3);
    // Two lines for what becomes of the game being played, or why the new
    // one cannot start (a path and its error), then the keys.
    let bottom_h = 2;
    let height = 2 + 1 + rows.len() as u16 + 1 + about_h + bottom_h + 1;
    let rect = crate::tui::view::popup(area, width, height);
    let inner = framed(t, rect, words::form_title(), buf);
    let marker = if t.ascii { ">" } else { "▶" };
    // "▶ label ‹ value ›": the path may take the whole width.
    let value_w = (inner.width as usize).saturating_sub(LABEL + 7).max(4);
    for (i, &row) in rows.iter().enumerate() {
        let chosen = row == form.row();
        let mut dim = false;
        let value = match row {
            Row::SetupFile if chosen => format!("{}_", form.choices().path()),
            Row::SetupFile if !form.open(row) => {
                dim = true;
                shared::path_closed()
            }
            Row::SetupFile if form.choices().path().is_empty() => {
                dim = true;
                shared::no_path()
            }
            _ => words::form_value(form, row),
        };
        let value = crate::tui::view::fitted(&value, value_w, row == Row::SetupFile);
        let style = match (chosen, dim) {
            (true, _) => t.accent(),
            (false, true) => t.dim(),
            (false, false) => ratatui::style::Style::new(),
        };
        let lead = if chosen { marker } else { " " };
        // The value between the arrows the ka game's form draws.
        let (open, close) = match (row, t.ascii) {
            (Row::SetupFile, _) => ("[", "]"),
            (_, true) => ("<", ">"),
            (_, false) => ("‹", "›"),
        };
        let label = words::form_label(row);
        let line = format!("{lead} {label:<LABEL$} {open} {value} {close}");
        put_in(buf, inner, inner.y + 1 + i as u16, &line, style);
    }
    let mut y = inner.y + rows.len() as u16 + 2;
    let about = words::form_about(form, form.row());
    let about_w = inner.width.saturating_sub(2);
    ratatui::widgets::Widget::render(
        crate::tui::view::wrapped_paragraph(&about, about_w).style(t.dim()),
        Rect::new(inner.x + 2, y, about_w, about_h),
        buf,
    );
    y += about_h;
    let (bottom, style) = match form.choices().error() {
        Some(e) => (shared::error(e), t.error()),
        None => (shared::kept(kept), t.dim()),
    };
    let width = inner.width.saturating_sub(2);
    ratatui::widgets::Widget::render(
        ratatui::widgets::Paragraph::new(ratatui::text::Line::styled(bottom, style))
            .wrap(ratatui::widgets::Wrap { trim: true }),
        Rect::new(inner.x + 2, y, width, bottom_h),
        buf,
    );
    let keys = words::form_keys();
    buf.set_stringn(inner.x + 2, y + bottom_h, keys, width as usize, t.accent());
}
