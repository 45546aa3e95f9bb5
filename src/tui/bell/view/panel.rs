//! The side panel of Bell's game: each seat's name, score and player with a
//! marker on the seat to move, the turn order, what to do now, the turn
//! being hopped (its hops, points and the stone waiting), and the turns
//! played.

use crate::games::Playable;
use crate::tui::bell::BellApp;
use crate::tui::bell::words::screen as words;
use crate::tui::theme::Theme;
use crate::tui::view::moves::{self, OnShow};
use crate::tui::view::{panel_block, player_head};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub(in crate::tui) fn draw_panel(app: &BellApp, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let pos = app.position();
    let rules = pos.rules();
    let title = if app.in_the_past() {
        words::past_title(app.session().viewed_ply(), app.game().moves().len())
    } else if app.session().save_failing() {
        words::unsaved_title(rules)
    } else {
        words::title(rules)
    };
    let block = panel_block(t, title);
    let inner = block.inner(area);
    block.render(area, buf);
    let over = pos.outcome().is_some() || (app.session().ended().is_some() && !app.in_the_past());
    let seats = app.game().seats();
    let mut lines = Vec::new();
    for (i, &seat) in seats.iter().enumerate() {
        let turn = !over && pos.to_move() == seat;
        let [marker, name] = player_head(t, turn, words::seat(seat), t.seat(seat));
        lines.push(Line::from(vec![
            marker,
            name,
            Span::styled(
                words::score(pos.scores()[i]),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::styled(
                player(who(app.session(), seat, app.seats()[i]), inner.width),
                t.dim(),
            ),
        ]));
        lines.extend(crate::tui::view::tag_lines(app.session(), seat, t));
        lines.extend(crate::tui::view::clock_line(app.session(), seat, t));
    }
    lines.push(Line::styled(words::order(seats), t.dim()));
    let ply = app.session().viewed_ply();
    let turn_line = if over {
        words::game_over()
    } else {
        words::turn_line(ply + 1, pos.opened())
    };
    lines.push(Line::styled(turn_line, t.accent()));
    lines.extend(crate::tui::view::watchers_line(app.session().link(), t));
    let top_h = (lines.len() as u16).min(inner.height);
    Paragraph::new(lines).render(
        Rect {
            height: top_h,
            ..inner
        },
        buf,
    );
    let mut y = inner.y + top_h;
    // Two lines, or three where the words need them (never cut off).
    let now = words::what_now(super::now(app));
    let lines = crate::tui::view::wrap_words(&now, inner.width as usize).len() as u16;
    let hint_h = if inner.height >= 24 {
        3
    } else {
        lines.clamp(2, 3)
    }
    .min(inner.bottom().saturating_sub(y));
    crate::tui::view::wrapped_paragraph(&now, inner.width)
        .render(Rect::new(inner.x, y, inner.width, hint_h), buf);
    y += hint_h;
    if let Some(turn) = app.hopping()
        && inner.bottom().saturating_sub(y) >= 4
    {
        heading(buf, inner.x, y, inner.width, &words::this_turn(), t);
        let so_far = words::turn_so_far(turn.hops(), turn.points());
        buf.set_string(inner.x, y + 1, so_far, Style::new());
        if let Some(w) = turn.waiting() {
            let line = Line::styled(words::waiting(w), t.waiting());
            buf.set_line(inner.x, y + 2, &line, inner.width);
        }
        y += 3;
    }
    let rows = inner.bottom().saturating_sub(y);
    if rows >= 2 {
        heading(buf, inner.x, y, inner.width, &words::moves(), t);
        draw_moves(app, Rect::new(inner.x, y + 1, inner.width, rows - 1), buf);
    }
}

/// Who plays a seat, in words: the computer, or where the player at another
/// terminal is; nothing for a person here.
fn who<B: crate::ai::Brain<Game = crate::games::bell::Game>>(
    session: &crate::session::Session<crate::games::bell::Game, B>,
    seat: crate::games::Seat,
    kind: crate::games::SeatKind,
) -> String {
    match session.presence(seat) {
        Some(presence) => crate::tui::messages::told::presence_label(presence),
        None => words::player(kind),
    }
}

/// Who plays a seat, after its score: two spaces before it, or one where
/// the language's words would not fit the panel's `width` otherwise.
fn player(who: String, width: u16) -> String {
    if who.is_empty() {
        return who;
    }
    let before = 2
        + words::seat(crate::games::Seat::South).chars().count()
        + words::score(0).chars().count();
    let gap = if before + 2 + who.chars().count() <= width as usize {
        "  "
    } else {
        " "
    };
    format!("{gap}{who}")
}

/// "Turns ─────────────".
fn heading(buf: &mut Buffer, x: u16, y: u16, width: u16, name: &str, t: Theme) {
    let rule = if t.ascii { "-" } else { "─" };
    let fill = (width as usize).saturating_sub(name.chars().count() + 1);
    let line = Line::from(vec![
        Span::styled(name.to_string(), t.accent()),
        Span::styled(format!(" {}", rule.repeat(fill)), t.dim()),
    ]);
    buf.set_line(x, y, &line, width);
}

/// The turns played, one a line with the seat's initial, numbered and
/// marked as in every game's list.
fn draw_moves(app: &BellApp, area: Rect, buf: &mut Buffer) {
    let listed = moves::played(app.theme(), app.game(), |_| None);
    let on = OnShow::of(app.session());
    moves::draw_moves(app.theme(), listed, on, &words::no_moves(), area, buf);
}
