//! The two lines under the board: the message line (or the move being
//! typed, or what the cursor is on) and the key bar; a long message
//! wrapped over them, and the note of the move before the last one beside
//! or above the last one's.

use super::wrap_words;
use crate::tui::keys;
use crate::tui::layout::ScreenLayout;
use crate::tui::messages::Message;
use crate::tui::messages::Tone;
use crate::tui::messages::screen::prompt;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

/// What the two lines under the board show, from either game's app.
pub(crate) struct Bottom {
    pub theme: Theme,
    pub message: Option<Message>,
    /// The note of the move before, told before `message` (the person's
    /// move, when `message` tells the computer's reply).
    pub earlier: Option<Message>,
    /// The move being typed, if one is.
    pub typing: Option<String>,
    /// What the cursor is on, shown when there is no message.
    pub info: String,
    /// The key bar: (caps, label id, priority).
    pub keys: Vec<(&'static str, &'static str, u8)>,
}

impl Bottom {
    /// The bottom lines: `info` (what the cursor is on) is asked for only
    /// when it shows: no message, nothing typed, and not `quiet` (a replay
    /// or a screen over the board, where the cursor is beside the point).
    pub(crate) fn new(
        theme: Theme,
        message: Option<Message>,
        typing: Option<String>,
        quiet: bool,
        info: impl FnOnce() -> String,
        keys: Vec<(&'static str, &'static str, u8)>,
    ) -> Bottom {
        let info = if message.is_none() && typing.is_none() && !quiet {
            info()
        } else {
            String::new()
        };
        Bottom {
            theme,
            message,
            earlier: None,
            typing,
            info,
            keys,
        }
    }

    /// The same lines with the note of the move before the message's.
    pub(crate) fn with_earlier(self, earlier: Option<Message>) -> Bottom {
        Bottom { earlier, ..self }
    }

    /// The two notes, when both show: the earlier one and the message.
    /// Nothing typed, and the message fits its line: else the message
    /// alone shows, as it would without the earlier note.
    fn two_notes(&self, width: u16) -> Option<(&Message, &Message)> {
        match (&self.earlier, &self.message, &self.typing) {
            (Some(e), Some(m), None) if fits(&m.text, width as usize) => Some((e, m)),
            _ => None,
        }
    }
}

/// Two spaces between two notes on one line.
const GAP: &str = "  ";

fn fits(text: &str, width: usize) -> bool {
    Line::from(text).width() <= width
}

/// Whether two notes fit one line of `width`, `GAP` apart.
fn on_one_line(e: &Message, m: &Message, width: u16) -> bool {
    fits(&format!("{}{GAP}{}", e.text, m.text), width as usize)
}

pub(crate) fn tone_style(t: Theme, tone: Tone) -> Style {
    match tone {
        Tone::Info => t.accent(),
        Tone::Error => t.error(),
    }
}

/// The earlier of two notes is dimmed, so the last one reads first.
fn earlier_style(t: Theme, m: &Message) -> Style {
    match m.tone {
        Tone::Info => t.dim(),
        Tone::Error => t.error(),
    }
}

/// A message longer than its line is wrapped, never cut: up into the rows
/// above the message line where the screen has them (the key bar stays),
/// else over the message line and the key bar; while a move is typed, in
/// rows of its own just above the typed move. Returns whether it drew the
/// bottom lines.
pub(crate) fn draw_long_message(b: &Bottom, layout: &ScreenLayout, buf: &mut Buffer) -> bool {
    let Some(m) = &b.message else {
        return false;
    };
    let width = layout.status.width;
    let t = b.theme;
    // Two notes that do not share a line take one each, above the message
    // line where the screen has a row there; where it has none, the last
    // one shows alone (the move list keeps the other) and the key bar
    // stays.
    if let Some((e, m)) = b.two_notes(width)
        && layout.above.height > 0
    {
        if on_one_line(e, m, width) {
            return false;
        }
        draw_key_bar(b, layout.keys, buf);
        for (text, style, y) in [
            (
                whole_words(&e.text, width as usize),
                earlier_style(t, e),
                layout.status.y - 1,
            ),
            (m.text.clone(), tone_style(t, m.tone), layout.status.y),
        ] {
            let area = Rect::new(layout.status.x, y, width, 1);
            Clear.render(area, buf);
            buf.set_line(area.x, y, &Line::styled(text, style), width);
        }
        return true;
    }
    let fits = fits(&m.text, width as usize);
    // While a move is typed, a short message goes on the key bar's row,
    // unless the screen has a row above the typed move for it.
    if fits && (b.typing.is_none() || layout.above.height == 0) {
        return false;
    }
    let style = tone_style(t, m.tone);
    let mut lines = wrap_words(&m.text, width as usize);
    let row = |buf: &mut Buffer, y: u16, text: &str| {
        let area = Rect::new(layout.status.x, y, width, 1);
        Clear.render(area, buf);
        buf.set_line(area.x, y, &Line::styled(text.to_string(), style), width);
    };
    if b.typing.is_some() {
        // The typed move and its keys stay where they are.
        let top = layout.status.y.saturating_sub(lines.len() as u16);
        for (i, line) in lines.iter().enumerate() {
            row(buf, top + i as u16, line);
        }
        draw_status(b, layout.status, buf);
        let keys = Rect::new(layout.keys.x, layout.keys.y, layout.keys.width, 1);
        draw_key_bar(b, keys, buf);
        return true;
    }
    // Up into the rows above the message line, when they hold it all:
    // the key bar stays.
    if lines.len() <= 1 + layout.above.height as usize {
        let top = layout.status.y + 1 - lines.len() as u16;
        for (i, line) in lines.iter().enumerate() {
            row(buf, top + i as u16, line);
        }
        draw_key_bar(b, layout.keys, buf);
        return true;
    }
    if lines.len() > 2 {
        lines.truncate(2);
        lines[1].push('…');
    }
    for (line, y) in lines.iter().zip([layout.status.y, layout.keys.y]) {
        row(buf, y, line);
    }
    true
}

/// Whether `text` fits the message line and the rows above it, leaving
/// the key bar in view.
pub(crate) fn fits_above_keys(text: &str, layout: &ScreenLayout) -> bool {
    wrap_words(text, layout.status.width as usize).len() <= 1 + layout.above.height as usize
}

pub(crate) fn draw_status(b: &Bottom, area: Rect, buf: &mut Buffer) {
    let t = b.theme;
    let line = match (&b.typing, &b.message) {
        (Some(text), _) => Line::from(vec![
            Span::styled(prompt(), t.accent()),
            Span::raw(text.clone()),
        ]),
        (_, Some(m)) => match b.two_notes(area.width) {
            Some((e, m)) if on_one_line(e, m, area.width) => Line::from(vec![
                Span::styled(e.text.clone(), earlier_style(t, e)),
                Span::raw(GAP),
                Span::styled(m.text.clone(), tone_style(t, m.tone)),
            ]),
            _ => Line::from(Span::styled(m.text.clone(), tone_style(t, m.tone))),
        },
        _ => Line::from(whole_words(&b.info, area.width as usize)),
    };
    buf.set_line(area.x, area.y, &line, area.width);
}

/// `text` if it fits `width`; else its parts ("a · b · c") that fit, so
/// that no part is left cut short; else as many whole words as fit with
/// `…` after them: a word is never cut at the edge.
fn whole_words(text: &str, width: usize) -> String {
    const BETWEEN: &str = " · ";
    if text.chars().count() <= width {
        return text.to_string();
    }
    let parts: Vec<&str> = text.split(BETWEEN).collect();
    for n in (1..parts.len()).rev() {
        let shown = parts[..n].join(BETWEEN);
        if shown.chars().count() <= width {
            return shown;
        }
    }
    let mut shown = wrap_words(text, width.saturating_sub(1).max(1))
        .into_iter()
        .next()
        .unwrap_or_default();
    shown.push('…');
    shown
}

pub(crate) fn draw_keys(b: &Bottom, area: Rect, buf: &mut Buffer) {
    let t = b.theme;
    if let (Some(_), Some(m)) = (&b.typing, &b.message) {
        let style = tone_style(t, m.tone);
        buf.set_line(
            area.x,
            area.y,
            &Line::from(Span::styled(m.text.clone(), style)),
            area.width,
        );
        return;
    }
    draw_key_bar(b, area, buf);
}

/// The keys of the mode in this thread's language, as many as fit.
fn draw_key_bar(b: &Bottom, area: Rect, buf: &mut Buffer) {
    let line = key_bar(&b.keys, b.theme, area.width as usize);
    buf.set_line(area.x, area.y, &line, area.width);
}

/// A key bar made from a table's (caps, label id, priority) rows, in this
/// thread's language, as many as fit in `width`: the least needed left out
/// first, then (where even the ones always shown are too long, as in a
/// narrow window) from the end, never cut; one left out that fits in the
/// room the others left goes back, the most needed first.
pub(crate) fn key_bar(
    rows: &[(&'static str, &'static str, u8)],
    t: Theme,
    width: usize,
) -> Line<'static> {
    let keys: Vec<(String, String, u8)> = rows
        .iter()
        .map(|(caps, label, p)| (keys::caps(caps, t.ascii), keys::words(label), *p))
        .collect();
    // Which keys are shown, by their place.
    let mut shown = vec![true; keys.len()];
    let wide = |shown: &[bool]| -> usize {
        (keys.iter().zip(shown))
            .filter(|(_, s)| **s)
            .map(|((k, w, _), _)| k.chars().count() + w.chars().count() + 3)
            .sum::<usize>()
            .saturating_sub(2)
    };
    let mut left_out = Vec::new();
    while wide(&shown) > width {
        let at = |p: u8| (0..keys.len()).find(|&i| shown[i] && keys[i].2 == p);
        let drop = (1..=3)
            .rev()
            .find_map(at)
            .or_else(|| (0..keys.len()).rfind(|&i| shown[i]));
        let Some(i) = drop else {
            break;
        };
        shown[i] = false;
        left_out.push(i);
    }
    for i in left_out.into_iter().rev() {
        shown[i] = true;
        if wide(&shown) > width {
            shown[i] = false;
        }
    }
    let keys = keys
        .into_iter()
        .zip(shown)
        .filter(|(_, s)| *s)
        .map(|(k, _)| k);
    let mut spans = Vec::new();
    for (i, (k, what, _)) in keys.enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(k, t.accent()));
        spans.push(Span::raw(format!(" {what}")));
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::{key_bar, whole_words};

    #[test]
    fn a_key_left_out_goes_back_where_the_keys_left_out_after_it_made_room() {
        // Words not in the catalogue are shown as they are.
        let rows = [
            ("a", "first", 0),
            ("b", "second", 2),
            ("c", "a-much-longer-label", 1),
        ];
        let shown = |width| {
            let line = key_bar(&rows, crate::tui::Theme::MONO, width);
            line.spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect::<String>()
        };
        assert_eq!(shown(40), "a first  b second  c a-much-longer-label");
        // b goes first, then c, the longer: b fits again without it.
        assert_eq!(shown(20), "a first  b second");
        assert_eq!(shown(30), "a first  c a-much-longer-label");
        assert_eq!(shown(10), "a first");
    }

    #[test]
    fn a_line_too_long_for_the_status_row_ends_after_a_whole_word() {
        assert_eq!(whole_words("c3: buah hitam", 20), "c3: buah hitam");
        assert_eq!(
            whole_words("c3: buah hitam (1 mata)", 16),
            "c3: buah hitam…"
        );
    }

    #[test]
    fn a_line_of_parts_too_long_ends_after_a_whole_part() {
        let line = "f3: black stone (1 point) · column f: 5 stones, 8 points · Enter takes it";
        assert_eq!(
            whole_words(line, 70),
            "f3: black stone (1 point) · column f: 5 stones, 8 points"
        );
        assert_eq!(whole_words(line, 30), "f3: black stone (1 point)");
        assert_eq!(whole_words(line, 20), "f3: black stone (1…");
    }
}
