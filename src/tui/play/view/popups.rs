//! Boxes over the board: the result of a finished game, and the question
//! before quitting or playing on from a past position.

use crate::tui::play::Pending;
use crate::tui::play::words;
use crate::tui::theme::Theme;
use crate::tui::view::{panel_block, popup, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

/// The yes/no question before `p` in a box over `area`, wrapped between
/// words where it is longer than the screen is wide.
pub(crate) fn draw_question(
    t: Theme,
    p: Pending,
    question: impl AsRef<str>,
    area: Rect,
    buf: &mut Buffer,
) {
    let question = question.as_ref();
    let room = (area.width as usize).saturating_sub(6).max(10);
    let lines = wrap_words(question, room);
    let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut text: Vec<Line> = lines.into_iter().map(Line::from).collect();
    let height = text.len() as u16 + 4;
    text.extend([Line::from(""), Line::styled(words::yes_no(), t.accent())]);
    let rect = popup(area, widest as u16 + 6, height);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, words::confirm_title(p)))
        .render(rect, buf);
}

/// A box over the board: a bold headline, lines about it, and the keys.
pub(crate) fn draw_box(
    t: Theme,
    title: impl AsRef<str>,
    (headline, about): (String, Vec<String>),
    keys: impl AsRef<str>,
    area: Rect,
    buf: &mut Buffer,
) {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    // Every line longer than the room inside the frame wrapped between
    // words.
    let room = (area.width as usize).saturating_sub(4).max(10);
    // A line that fits keeps its spacing (Bell's standings are aligned).
    let wrapped = |s: &str, style: Style| -> Vec<Line<'static>> {
        if s.chars().count() <= room {
            return vec![Line::styled(s.to_string(), style)];
        }
        wrap_words(s, room)
            .into_iter()
            .map(|l| Line::styled(l, style))
            .collect()
    };
    let mut text = wrapped(&headline, bold);
    for line in &about {
        text.extend(wrapped(line, Style::new()));
    }
    text.push(Line::from(""));
    // The keys break between keys, never inside one's label.
    for line in key_lines(keys.as_ref(), room) {
        text.extend(wrapped(&line, t.dim()));
    }
    let h = text.len() as u16 + 2;
    let w = text.iter().map(|l| l.width() as u16).max().unwrap_or(20) + 4;
    let rect = popup(area, w, h);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, title.as_ref().to_string()))
        .render(rect, buf);
}

/// Keys written "a one · b two · c three", in lines of at most `room`
/// characters that break only between keys (a key longer than the room
/// has a line of its own).
fn key_lines(keys: &str, room: usize) -> Vec<String> {
    const BETWEEN: &str = " · ";
    let mut lines: Vec<String> = Vec::new();
    for key in keys.split(BETWEEN) {
        match lines.last_mut() {
            Some(line)
                if line.chars().count() + BETWEEN.chars().count() + key.chars().count() <= room =>
            {
                line.push_str(BETWEEN);
                line.push_str(key);
            }
            _ => lines.push(key.to_string()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::key_lines;

    #[test]
    fn keys_break_between_keys_and_never_inside_a_label() {
        let keys = "v review · n new game · u undo · Esc see board";
        assert_eq!(key_lines(keys, 80), [keys]);
        assert_eq!(
            key_lines(keys, 40),
            ["v review · n new game · u undo", "Esc see board"]
        );
        assert_eq!(key_lines("Esc see board", 5), ["Esc see board"]);
    }
}
