//! The review screen: the board before the selected move, with the move
//! played and the better move drawn; beside it the better line, the lead
//! over the game and the marked moves.

use super::board::{BoardScene, draw_board};
use super::panel::draw_chart;
use crate::games::ka::{Move, Player};
use crate::messages::review::{better_line, played_line};
use crate::review::{Mark, Review, Value};
use crate::tr;
use crate::tui::ka::review::analysis::{ReviewScreen, Work};
use crate::tui::ka::{App, Tone};
use crate::tui::layout::ScreenLayout;
use crate::tui::messages::Message;
use crate::tui::theme::{Glyph, Theme};
use crate::tui::view::{Bottom, draw_keys, draw_long_message, draw_status};
use crate::tui::view::{panel_block, put, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The lead drawn is cut off at this many tenths of a point, so that a
/// won game's 120 points do not flatten the rest of the chart.
const CHART_CAP: i32 = 300;

pub(crate) fn draw_review(
    app: &App,
    screen: &ReviewScreen,
    layout: &ScreenLayout,
    buf: &mut Buffer,
) {
    let t = app.theme();
    let board = layout.board.with_facing(app.facing());
    draw_board(&BoardScene::of(app), &board, buf);
    let selected = screen.selected();
    if let Some(m) = screen.review().and_then(|r| r.moves.get(selected))
        && m.best != m.played
    {
        // The better move: where its ka lands and what it takes.
        let pos = app.position();
        for p in pos.captures(m.best).unwrap_or_default().iter() {
            let (x, y) = board.cell(p);
            let g = pos.stone(p).map_or(" ", |s| t.glyph(Glyph::Stone(s)));
            let style = pos.stone(p).map_or(t.line(), |s| t.stone(s));
            put(buf, x, y, g, style.patch(t.candidate()));
            // Without colour, brackets tell them from the stones played.
            if !t.colour {
                put(buf, x - 1, y, "(", t.line());
                put(buf, x + 1, y, ")", t.line());
            }
        }
        if let Move::Ka { to, .. } = m.best {
            let (x, y) = board.cell(to);
            put(buf, x, y, t.glyph(Glyph::Target), t.candidate());
        }
    }
    draw_side(app, screen, layout.panel, buf);
    let status = status_line(app, screen);
    let bottom = Bottom::new(
        t,
        Some(Message {
            text: status,
            tone: Tone::Info,
        }),
        None,
        true,
        String::new,
        crate::tui::play::keyed::bar(app),
    );
    if !draw_long_message(&bottom, layout, buf) {
        draw_status(&bottom, layout.status, buf);
        draw_keys(&bottom, layout.keys, buf);
    }
}

/// The line under the board: the selected move and its mark, or how far
/// the analysis is.
fn status_line(app: &App, screen: &ReviewScreen) -> String {
    match screen.work() {
        Work::Running { done, total } => tr!("review-working", done = *done, total = *total),
        Work::Stopped => tr!("review-stopped"),
        Work::Done(review) => match review.moves.get(screen.selected()) {
            Some(m) => played_line(m),
            None => tr!(
                "review-start",
                player = app.position().to_move().to_string()
            ),
        },
    }
}

fn draw_side(app: &App, screen: &ReviewScreen, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    // Of a series, the round of the move selected.
    let title = match app.game().standing_at(screen.selected()) {
        Some(s) => tr!(
            "review-title-round",
            round = u32::from(s.round),
            of = u32::from(s.of)
        ),
        None => tr!("review-title"),
    };
    let block = panel_block(t, format!(" {title} "));
    let inner = block.inner(area);
    block.render(area, buf);
    let Some(review) = screen.review() else {
        if let Work::Running { done, total } = screen.work() {
            draw_gauge(t, *done, *total, Rect { height: 1, ..inner }, buf);
        }
        return;
    };
    let selected = screen.selected();
    // The better line, in up to three rows.
    let better = review
        .moves
        .get(selected)
        .and_then(better_line)
        .unwrap_or_default();
    let mut lines = wrap_words(&better, inner.width as usize);
    lines.truncate(3);
    let better_h = 3.min(inner.height);
    Paragraph::new(
        lines
            .into_iter()
            .map(|l| Line::styled(l, t.accent()))
            .collect::<Vec<_>>(),
    )
    .render(
        Rect {
            height: better_h,
            ..inner
        },
        buf,
    );
    let mut y = inner.y + better_h;
    let chart_h = 6u16.min(inner.bottom().saturating_sub(y + 3));
    if chart_h >= 2 {
        buf.set_line(
            inner.x,
            y,
            &Line::styled(tr!("review-chart"), t.accent()),
            inner.width,
        );
        y += 1;
        let rect = Rect::new(inner.x, y, inner.width, chart_h);
        draw_lead(t, review, selected, rect, buf);
        y += chart_h;
    }
    if y < inner.bottom() {
        buf.set_line(
            inner.x,
            y,
            &Line::styled(accuracy_line(t, review), t.accent()),
            inner.width,
        );
        y += 1;
    }
    let rows = inner.bottom().saturating_sub(y);
    draw_list(
        t,
        review,
        selected,
        Rect::new(inner.x, y, inner.width, rows),
        buf,
    );
}

/// Both players' accuracy, each named by its ka's letter.
fn accuracy_line(t: Theme, review: &Review) -> String {
    let [south, north] = Player::ALL.map(|p| review.summary(p).accuracy);
    tr!(
        "review-accuracy",
        south = t.ka_letter(Player::South),
        south_accuracy = south,
        north = t.ka_letter(Player::North),
        north_accuracy = north
    )
}

/// A bar filling as the analysis goes.
fn draw_gauge(t: Theme, done: usize, total: usize, area: Rect, buf: &mut Buffer) {
    let w = area.width as usize;
    let filled = (done * w).checked_div(total).unwrap_or(0).min(w);
    let full = if t.ascii { "#" } else { "█" };
    let empty = if t.ascii { "." } else { "░" };
    let bar = format!("{}{}", full.repeat(filled), empty.repeat(w - filled));
    buf.set_string(area.x, area.y, bar, t.accent());
}

/// The lead for South over the game, the selected move's column shown.
fn draw_lead(t: Theme, review: &Review, selected: usize, area: Rect, buf: &mut Buffer) {
    let values: Vec<i32> = review
        .evaluation
        .iter()
        .map(|v| match *v {
            Value::Estimate(s) => s.clamp(-CHART_CAP, CHART_CAP),
            Value::Proven { margin, .. } => (10 * margin).clamp(-CHART_CAP, CHART_CAP),
        })
        .collect();
    // One column a position, or fewer positions than there are.
    let cols = (area.width.saturating_sub(2) as usize).max(1);
    let n = values.len();
    let shown: Vec<i32> = if n <= cols {
        values
    } else {
        (0..cols).map(|i| values[i * n / cols]).collect()
    };
    draw_chart(buf, area, &shown, t);
    // The position after the selected move.
    let at = selected + 1;
    let bar = (cols / shown.len().max(1)).clamp(1, 3);
    let col = if n <= cols { at } else { at * cols / n };
    let x = area.x + 2 + (col * bar) as u16;
    for y in area.top()..area.bottom() {
        if let Some(cell) = buf.cell_mut((x, y))
            && x < area.right()
        {
            cell.set_style(cell.style().add_modifier(Modifier::REVERSED));
        }
    }
}

/// The moves with their marks, the selected one in view and bold.
fn draw_list(t: Theme, review: &Review, selected: usize, area: Rect, buf: &mut Buffer) {
    let height = area.height as usize;
    if height == 0 {
        return;
    }
    let skip = (selected + 1)
        .saturating_sub(height.div_ceil(2))
        .min(review.moves.len().saturating_sub(height));
    let lines: Vec<Line> = review
        .moves
        .iter()
        .skip(skip)
        .take(height)
        .map(|m| {
            let mark_style = match m.mark {
                Mark::Blunder | Mark::Mistake => t.error(),
                Mark::Inaccuracy | Mark::Unclear => t.accent(),
                Mark::Best | Mark::Good => t.dim(),
            };
            let here = m.ply == selected;
            let base = if here {
                Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
            } else {
                Style::new()
            };
            let arrow = match (here, t.ascii) {
                (false, _) => " ",
                (true, false) => "▶",
                (true, true) => ">",
            };
            Line::from(vec![
                Span::styled(arrow, t.accent()),
                Span::styled(format!("{:>3}. ", m.ply + 1), base.patch(t.dim())),
                Span::styled(t.ka_letter(m.player), base.patch(t.player(m.player))),
                Span::styled(format!(" {:<10} ", m.played.to_string()), base),
                Span::styled(m.mark.to_string(), base.patch(mark_style)),
            ])
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}
