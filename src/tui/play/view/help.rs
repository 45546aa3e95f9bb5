//! The help: the keys of the mode, then the rules in brief.

use crate::tui::messages::help as words;
use crate::tui::play::{Front, Screen};
use crate::tui::theme::Theme;
use crate::tui::view::{panel_block, popup, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The help text of any game: its keys, then the rules in brief, fitted
/// to the game's rules (a replay's keys, and what a replay is).
/// `width` is the room inside the help's frame, for wrapping the keys' rows
/// under their descriptions.
pub fn help_text<G: Front>(app: &Screen<G>, width: usize) -> Vec<Line<'static>> {
    let t = app.theme();
    let own = G::help_words(app);
    let head = |s: &str| Line::styled(s.to_string(), t.accent().add_modifier(Modifier::UNDERLINED));
    let para = |s: String| Line::from(s);
    let mut lines = Vec::new();
    if !app.is_replay() {
        let [lead, lessons, puzzles] = words::learn();
        lines.extend([
            para(lead),
            para(format!("  {lessons}")),
            para(format!("  {puzzles}")),
            Line::from(""),
        ]);
    }
    lines.push(head(&words::keys_title(app.is_replay())));
    let table = if app.is_replay() {
        crate::tui::keys::REPLAY
    } else {
        G::BOARD_KEYS
    };
    // The keys that work here, as the key bar's.
    let offered = |b: &_| crate::tui::play::keyed::offered(app, table, b, true);
    let mut rows = crate::tui::keys::help_rows_where(table, t.ascii, offered);
    if !app.is_replay() {
        rows.push(words::mouse(G::MOUSE_HELP));
    }
    lines.extend(key_rows(t, rows, width, G::UNIT));
    lines.extend(
        wrap_words(
            &words::last_move(G::LAST_MOVE_HELP, t.last_move_glyphs()),
            width,
        )
        .into_iter()
        .map(Line::from),
    );
    if app.is_replay() {
        lines.push(Line::from(""));
        lines.push(para(words::replay()));
        return lines;
    }
    lines.push(para(words::words(G::UNIT)));
    lines.extend(own.notation.map(para));
    // Where `o` opens the saved games.
    if app.session().link().is_none() {
        lines.push(para(words::saved(G::UNIT)));
    }
    lines.extend([Line::from(""), head(&own.rules_heading)]);
    lines.extend(own.rules_summary.into_iter().map(para));
    lines
}

pub(crate) fn draw_help<G: Front>(app: &Screen<G>, area: Rect, scroll: u16, buf: &mut Buffer) {
    draw_help_lines(app.theme(), area, scroll, |w| help_text(app, w), buf);
}

/// The help popup over `area`, scrolled by `scroll` lines, its lines made
/// by `text` for the width inside the frame.
pub(crate) fn draw_help_lines(
    t: Theme,
    area: Rect,
    scroll: u16,
    text: impl FnOnce(usize) -> Vec<Line<'static>>,
    buf: &mut Buffer,
) {
    let rect = popup(area, 78, area.height.saturating_sub(2).max(10));
    let inner_w = rect.width.saturating_sub(2).max(1) as usize;
    let lines = text(inner_w);
    // Rows after wrapping (about: words may wrap a little earlier), so the
    // help scrolls no further than its end.
    let rows: usize = lines
        .iter()
        .map(|l| l.width().div_ceil(inner_w).max(1))
        .sum();
    let visible = rect.height.saturating_sub(2) as usize;
    let max_scroll = (rows + 1).saturating_sub(visible) as u16;
    let title = words::title(max_scroll > 0);
    Clear.render(rect, buf);
    Paragraph::new(Text::from(lines))
        .wrap(Wrap { trim: false })
        .scroll((scroll.min(max_scroll), 0))
        .block(panel_block(t, title))
        .render(rect, buf);
}

/// A help row: the keys in a column `key_width` wide, what they do (a
/// message id, made into text here, counting in the game's `unit`)
/// wrapped beside them within `width`.
pub(crate) fn key_rows(
    t: Theme,
    rows: Vec<(String, &'static str)>,
    width: usize,
    unit: &'static str,
) -> Vec<Line<'static>> {
    let key_width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    let room = width.saturating_sub(key_width + 4).max(20);
    let mut lines = Vec::new();
    for (keys, what) in rows {
        for (i, part) in wrap_words(&crate::tui::keys::words_counting(what, unit), room)
            .into_iter()
            .enumerate()
        {
            let keys = if i == 0 { keys.as_str() } else { "" };
            lines.push(Line::from(vec![
                Span::styled(format!("  {keys:<key_width$}  "), t.accent()),
                Span::raw(part),
            ]));
        }
    }
    lines
}
