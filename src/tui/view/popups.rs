//! Boxes over the board: the result of a finished game, and the question
//! before quitting or playing on from a past position.

use super::{panel_block, popup};
use crate::games::ka::Outcome;
use crate::tui::app::{App, Pending};
use crate::tui::layout::BoardLayout;
use crate::tui::messages::popups as words;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

pub(super) fn draw_result(app: &App, o: Outcome, b: &BoardLayout, buf: &mut Buffer) {
    let result = words::result(o, app.position().stones().count());
    draw_box(
        app.theme(),
        words::RESULT_TITLE,
        result,
        words::result_keys(app.is_replay()),
        b.area,
        buf,
    );
}

pub(super) fn draw_confirm(app: &App, p: Pending, area: Rect, buf: &mut Buffer) {
    let question = words::confirm(p, app.autosave_path().is_some());
    draw_question(app.theme(), question, area, buf);
}

/// A yes/no question in a box over `area`.
pub(crate) fn draw_question(t: Theme, question: &str, area: Rect, buf: &mut Buffer) {
    let text = vec![
        Line::from(question.to_string()),
        Line::from(""),
        Line::styled(words::YES_NO, t.accent()),
    ];
    let rect = popup(area, question.chars().count() as u16 + 6, 5);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, words::CONFIRM_TITLE.into()))
        .render(rect, buf);
}

/// A box over the board: a bold headline, lines about it, and the keys.
pub(crate) fn draw_box(
    t: Theme,
    title: &str,
    (headline, about): (String, Vec<String>),
    keys: &str,
    area: Rect,
    buf: &mut Buffer,
) {
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut text = vec![Line::styled(headline, bold)];
    text.extend(about.into_iter().map(Line::from));
    text.push(Line::from(""));
    text.push(Line::styled(keys.to_string(), t.dim()));
    let h = text.len() as u16 + 2;
    let w = text.iter().map(|l| l.width() as u16).max().unwrap_or(20) + 4;
    let rect = popup(area, w, h);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, title.into()))
        .render(rect, buf);
}
