//! The saved-games screen, over the board.

use super::GamesList;
use super::words;
use crate::tui::theme::Theme;
use crate::tui::view::{framed, popup, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The games, newest first, each in a block of lines, the chosen one
/// marked and kept in view;
/// under them why the last one chosen could not be opened.
pub(crate) fn draw_games(t: Theme, list: &GamesList, area: Rect, buf: &mut Buffer) {
    let rect = popup(
        area,
        area.width.saturating_sub(4).min(96),
        area.height.saturating_sub(4),
    );
    let inner = framed(t, rect, words::title(), buf);
    buf.set_line(
        inner.x,
        inner.y,
        &Line::styled(words::head(), t.dim()),
        inner.width,
    );
    // Two lines at the foot for a refusal.
    let rows_h = inner.height.saturating_sub(4) as usize;
    let top = inner.y + 2;
    if list.rows.is_empty() {
        buf.set_line(inner.x, top, &Line::from(words::empty()), inner.width);
    }
    // Each game is a block: when, then what, wrapped under it.
    let indent = 4;
    let blocks: Vec<Vec<String>> = list
        .rows
        .iter()
        .map(|row| {
            let mut lines = vec![words::row_head(row)];
            let room = (inner.width as usize).saturating_sub(indent + 2).max(20);
            lines.extend(
                wrap_words(&words::row_body(row), room)
                    .into_iter()
                    .map(|l| format!("{:indent$}{l}", "")),
            );
            lines
        })
        .collect();
    // The first block shown: as late as needed for the chosen one to fit.
    let mut first = 0;
    while first < list.selected
        && blocks[first..=list.selected]
            .iter()
            .map(|b| b.len() + 1)
            .sum::<usize>()
            > rows_h
    {
        first += 1;
    }
    let marker = if t.ascii { "> " } else { "▶ " };
    let mut y = top;
    for (i, block) in blocks.iter().enumerate().skip(first) {
        if (y - top) as usize + block.len() > rows_h {
            break;
        }
        let row = &list.rows[i];
        let chosen = i == list.selected;
        let style = if chosen {
            t.accent().add_modifier(Modifier::BOLD)
        } else if row.can_open().is_err() {
            t.dim()
        } else {
            Style::new()
        };
        for (n, line) in block.iter().enumerate() {
            let lead = if chosen && n == 0 { marker } else { "  " };
            let text = format!("{lead}{line}");
            buf.set_line(inner.x, y, &Line::styled(text, style), inner.width);
            y += 1;
        }
        y += 1;
    }
    if let Some(note) = &list.note {
        let foot = Rect::new(inner.x, inner.bottom().saturating_sub(2), inner.width, 2);
        let (text, refusal) = words::note(note);
        Paragraph::new(text)
            .style(if refusal { t.error() } else { t.accent() })
            .wrap(Wrap { trim: true })
            .render(foot, buf);
    }
}
