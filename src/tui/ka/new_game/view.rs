//! The new-game screen, over the board.

use crate::games::ka::Player;
use crate::tui::Theme;
use crate::tui::ka::new_game::{NewGameForm, Row};
use crate::tui::view::{framed, popup};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The new-game screen: a row for each choice, `label ‹ value ›`, the
/// chosen one highlighted; under them a line about its value, and what
/// becomes of this game or why the new one cannot start.
pub(crate) fn draw_new_game(
    t: Theme,
    kept: bool,
    form: &NewGameForm,
    area: Rect,
    buf: &mut Buffer,
) {
    use crate::tui::ka::new_game::words;
    // Room between the groups of rows, and more for the words, where the
    // terminal is tall.
    let tall = area.height >= 30;
    let gaps = if tall { 2 } else { 0 };
    let width = (area.width * 2 / 3).clamp(62, 70);
    // Inside the frame, and lined up with the labels.
    let abouts = Row::ALL.map(|row| words::about(row, form.value(row)));
    let about_h = crate::tui::view::about_height(abouts, width.saturating_sub(4), 3);
    let rows = Row::ALL.len() as u16;
    // On a short terminal the form gives up its top line and one of the
    // bottom, so that the key bar stays in view.
    let compact = !tall && area.height < 2 + 1 + rows + 1 + about_h + 1 + 3 + 1;
    let (top, bottom_h) = if compact { (0, 2) } else { (1, 3) };
    let height = 2 + top + rows + gaps + 1 + about_h + 1 + bottom_h;
    let rect = popup(area, width, height);
    let inner = framed(t, rect, words::title(), buf);
    const LABEL: usize = 15;
    const VALUE_MAX: usize = 26;
    // "▶ label ‹ value ›": a path may take the whole width, a value is
    // kept near its arrows.
    let path_w = (inner.width as usize).saturating_sub(LABEL + 7).max(4);
    let marker = if t.ascii { "> " } else { "▶ " };
    let mut y = inner.y + top;
    for row in Row::ALL {
        if tall && matches!(row, Row::Setup | Row::Rules) {
            y += 1;
        }
        let chosen = form.row() == row;
        let (open, close) = match (row, t.ascii) {
            (Row::SetupFile, _) => ("[", "]"),
            (_, true) => ("<", ">"),
            (_, false) => ("‹", "›"),
        };
        let mut value = words::value(form.value(row));
        let mut value_style = Style::new();
        if row == Row::SetupFile {
            if chosen {
                value.push('_');
            } else if !form.open(row) {
                value = words::path_closed();
                value_style = t.dim();
            } else if value.is_empty() {
                value = words::no_path();
                value_style = t.dim();
            }
        }
        let value_w = if row == Row::SetupFile {
            path_w
        } else {
            path_w.min(VALUE_MAX)
        };
        let value = crate::tui::view::fitted(&value, value_w, row == Row::SetupFile);
        let label_style = match row {
            Row::South => t.player(Player::South),
            Row::North => t.player(Player::North),
            _ => Style::new(),
        };
        let (label_style, value_style) = if chosen {
            (
                label_style.add_modifier(Modifier::BOLD),
                t.accent().add_modifier(Modifier::REVERSED),
            )
        } else {
            (label_style, value_style)
        };
        let line = Line::from(vec![
            Span::styled(if chosen { marker } else { "  " }, t.accent()),
            Span::styled(format!("{:<LABEL$}", words::label(row)), label_style),
            Span::styled(format!(" {open} {value:<value_w$} {close}"), value_style),
        ]);
        buf.set_line(inner.x, y, &line, inner.width);
        y += 1;
    }
    y += 1;
    // The words under the rows line up with the labels.
    let inner = Rect {
        x: inner.x + 2,
        width: inner.width.saturating_sub(2),
        ..inner
    };
    let about = words::about(form.row(), form.value(form.row()));
    crate::tui::view::wrapped_paragraph(&about, inner.width)
        .style(t.dim())
        .render(Rect::new(inner.x, y, inner.width, about_h), buf);
    y += about_h + 1;
    let bottom = match form.choices().error() {
        Some(e) => Line::styled(words::error(e), t.error()),
        None => Line::styled(words::kept(kept), t.dim()),
    };
    let room = inner.bottom().saturating_sub(y).min(bottom_h);
    Paragraph::new(bottom)
        .wrap(Wrap { trim: true })
        .render(Rect::new(inner.x, y, inner.width, room), buf);
}
