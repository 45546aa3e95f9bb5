//! Boxes over the board: the result of a finished game, and the question
//! before quitting or playing on from a past position.

use super::{panel_block, popup};
use crate::games::ka::Outcome;
use crate::tui::app::{App, Pending};
use crate::tui::layout::BoardLayout;
use crate::tui::messages::popups as words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

pub(super) fn draw_result(app: &App, o: Outcome, b: &BoardLayout, buf: &mut Buffer) {
    let t = app.theme();
    let (headline, about) = words::result(o, app.position().stones().count());
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut text = vec![Line::styled(headline, bold)];
    text.extend(about.into_iter().map(Line::from));
    text.push(Line::from(""));
    text.push(Line::styled(words::RESULT_KEYS, t.dim()));
    let h = text.len() as u16 + 2;
    let w = text.iter().map(|l| l.width() as u16).max().unwrap_or(20) + 4;
    let rect = popup(b.area, w, h);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, words::RESULT_TITLE.into()))
        .render(rect, buf);
}

pub(super) fn draw_confirm(app: &App, p: Pending, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let question = words::confirm(p, app.autosave_path().is_some());
    let text = vec![
        Line::from(question),
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
