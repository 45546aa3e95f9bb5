//! The settings screen, over the board of either game.

use super::form::{Row, SettingsForm};
use super::words;
use crate::tui::theme::Theme;
use crate::tui::view::{framed, inner_width, popup, put_in, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// The form in a box: `label ‹ value ›` a row, the chosen one marked;
/// under them what changes when, and the keys.
pub fn draw_settings(t: Theme, form: &SettingsForm, area: Rect, buf: &mut Buffer) {
    let width: u16 = 56;
    let about = wrap_words(&words::about(), inner_width(width) as usize);
    let rows = Row::all();
    let height = rows.len() as u16 + about.len() as u16 + 6;
    let rect = popup(area, width, height);
    let inner = framed(t, rect, words::title(), buf);
    let label_w = rows
        .iter()
        .map(|&r| words::label(r).chars().count())
        .max()
        .unwrap_or(0);
    let marker = if t.ascii { ">" } else { "▶" };
    let (open, close) = if t.ascii { ("<", ">") } else { ("‹", "›") };
    for (i, &row) in rows.iter().enumerate() {
        let chosen = row == form.row();
        let style = if chosen { t.accent() } else { Style::new() };
        let lead = if chosen { marker } else { " " };
        let line = format!(
            "{lead} {:<label_w$}  {open} {} {close}",
            words::label(row),
            words::value(form, row)
        );
        put_in(buf, inner, inner.y + 1 + i as u16, &line, style);
    }
    let mut y = inner.y + rows.len() as u16 + 2;
    for line in about {
        put_in(buf, inner, y, &line, t.dim());
        y += 1;
    }
    put_in(buf, inner, y, &words::keys(), t.accent());
}
