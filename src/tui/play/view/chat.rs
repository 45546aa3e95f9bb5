//! A shared game's chat: the pane under the game's panel where the panel
//! is tall enough, and the box with the whole chat (`c`).

use crate::session::{Channel, ChatLine};
use crate::tui::messages::chat as words;
use crate::tui::play::{Front, Screen};
use crate::tui::theme::Theme;
use crate::tui::view::{framed, panel_block, popup, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

/// The least height of the panel that makes room for the chat pane.
const PANEL_WITH_CHAT: u16 = 26;

/// The panel split between the game's panel and the chat pane under it:
/// only in a shared game, where the panel is tall enough.
pub(super) fn split<G: Front>(app: &Screen<G>, panel: Rect) -> (Rect, Option<Rect>) {
    if app.session().link().is_none() || panel.height < PANEL_WITH_CHAT {
        return (panel, None);
    }
    let chat_h = (panel.height / 3).clamp(7, 12);
    let top = Rect {
        height: panel.height - chat_h,
        ..panel
    };
    let pane = Rect {
        y: panel.y + top.height,
        height: chat_h,
        ..panel
    };
    (top, Some(pane))
}

/// Whether the spectators' lines are hidden here.
fn hidden<G: Front>(app: &Screen<G>) -> bool {
    (app.session().link()).is_some_and(|l| l.hearing().spectators_hidden)
}

/// The chat's lines, signed and wrapped to `width`, the last `back` chat
/// lines left out; oldest first.
fn wrapped(t: Theme, chat: &[ChatLine], back: usize, width: u16) -> Vec<Line<'static>> {
    if chat.is_empty() {
        let empty = wrap_words(&words::empty(), width as usize);
        return empty
            .into_iter()
            .map(|l| Line::styled(l, t.dim()))
            .collect();
    }
    let shown = &chat[..chat.len().saturating_sub(back)];
    let mut lines = Vec::new();
    for line in shown {
        let style = match line.channel {
            Channel::Players => ratatui::style::Style::new(),
            Channel::Spectators => t.dim(),
        };
        for row in wrap_words(&words::signed(line), width as usize) {
            lines.push(Line::styled(row, style));
        }
    }
    lines
}

/// The last lines of the chat that fit in the pane at `area`.
pub(super) fn draw_pane<G: Front>(app: &Screen<G>, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let block = panel_block(t, format!(" {} ", words::title(hidden(app))));
    let inner = block.inner(area);
    block.render(area, buf);
    draw_last(t, &app.session().chat(), 0, inner, buf);
}

/// The chat lines that fit in `inner`, the newest at the bottom.
fn draw_last(t: Theme, chat: &[ChatLine], back: usize, inner: Rect, buf: &mut Buffer) {
    let lines = wrapped(t, chat, back, inner.width);
    let skip = lines.len().saturating_sub(inner.height as usize);
    Paragraph::new(lines.into_iter().skip(skip).collect::<Vec<_>>()).render(inner, buf);
}

/// The whole chat in a box over the screen, scrolled back by `back` chat
/// lines.
pub(super) fn draw_box<G: Front>(app: &Screen<G>, back: u16, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    // Over the board and panel, above the message line and the key bar.
    let room = Rect {
        height: area.height.saturating_sub(2),
        ..area
    };
    let rect = popup(room, 72, room.height);
    let inner = framed(t, rect, format!(" {} ", words::title(hidden(app))), buf);
    draw_last(t, &app.session().chat(), back as usize, inner, buf);
}
