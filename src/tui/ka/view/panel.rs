//! The side panel: its title, the players' points and captures, the phase,
//! the hint, the chart of the lead and the list of moves.

use crate::games::SeatKind;
use crate::games::choice::Choice as _;
use crate::games::ka::{Pattern, Player, Rounds, Rules, Stone};
use crate::messages::options::Labelled as _;
use crate::tui::ka::App;
use crate::tui::ka::words::panel as words;
use crate::tui::messages::told;
use crate::tui::theme::Theme;
use crate::tui::view::moves::{self, OnShow};
use crate::tui::view::{fitted, panel_block, player_head, put};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub(crate) fn draw_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let game = app.game();
    let pos = app.position();
    let title = panel_title(app, area.width);
    let block = panel_block(t, title);
    let inner = block.inner(area);
    block.render(area, buf);
    let over = pos.outcome().is_some() || (app.session().ended().is_some() && !app.in_the_past());
    // The names in a column as wide as the longer one (in any language).
    let name_w = Player::ALL
        .iter()
        .map(|p| p.to_string().chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let mut lines = Vec::new();
    for p in Player::ALL {
        let turn = !over && pos.to_move() == p;
        let name = format!("{:<name_w$}", p.to_string());
        let [marker, name] = player_head(t, turn, name, t.player(p));
        lines.push(Line::from(vec![
            marker,
            name,
            Span::styled(
                format!("{:>4}", pos.points(p)),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!(" {}", words::points_word(pos.points(p)))),
            Span::styled(
                match (app.session().presence(seat(p)), app.sides()[p.index()]) {
                    (Some(presence), _) => format!("  {}", told::presence_label(presence)),
                    (None, SeatKind::Human) => String::new(),
                    (None, SeatKind::Computer(level)) => format!("  {}", words::computer(level)),
                },
                t.dim(),
            ),
        ]));
        lines.push(Line::from(Span::styled(
            format!(
                "  {}",
                words::took(pos.captured(p, Stone::Black), pos.captured(p, Stone::White))
            ),
            t.dim(),
        )));
        lines.extend(crate::tui::view::tag_lines(app.session(), seat(p), t));
        lines.extend(crate::tui::view::clock_line(app.session(), seat(p), t));
    }
    let phase = if over {
        words::game_over()
    } else {
        // Numbered as the move list numbers it, across a series' rounds.
        let number = u16::try_from(app.session().viewed_ply() + 1).unwrap_or(u16::MAX);
        words::move_and_phase(number, pos.phase())
    };
    lines.push(Line::from(Span::styled(phase, t.accent())));
    if let Some(standing) = game.standing_at(app.session().viewed_ply()) {
        let [round, scores] = words::round(standing);
        lines.push(Line::from(Span::styled(round, t.accent())));
        lines.push(Line::from(Span::styled(format!("  {scores}"), t.dim())));
    }
    lines.extend(crate::tui::view::watchers_line(app.session().link(), t));
    let top_h = (lines.len() as u16).min(inner.height);
    let top = Paragraph::new(lines);
    top.render(
        Rect {
            height: top_h,
            ..inner
        },
        buf,
    );
    let mut y = inner.y + top_h;
    // A third line for the hint where the panel is tall enough, and up to
    // four where the words need them (the keys after a game's end).
    let hint = app.hint();
    let needed = crate::tui::view::wrap_words(&hint, inner.width as usize).len() as u16;
    let least = if inner.height >= 24 { 3 } else { 2 };
    let hint_h = needed.clamp(least, 4).min(inner.bottom().saturating_sub(y));
    crate::tui::view::wrapped_paragraph(&hint, inner.width)
        .render(Rect::new(inner.x, y, inner.width, hint_h), buf);
    y += hint_h;
    // The rest: the chart, then the move list.
    let rest = inner.bottom().saturating_sub(y);
    let chart_h = (rest / 3).clamp(2, 8) & !1;
    if rest >= chart_h + 3 {
        let lead = pos.points(Player::South) as i32 - pos.points(Player::North) as i32;
        let text = words::lead(lead, pos.outcome().is_some());
        heading(
            buf,
            inner.x,
            y,
            inner.width,
            &words::lead_heading(),
            &text,
            t,
        );
        y += 1;
        // The lead through the round on show, after each full move.
        let viewed = app.session().viewed_ply();
        let leads: Vec<i32> = (game.round_start(viewed)..=viewed)
            .filter_map(|i| game.position_at(i))
            .map(|p| p.points(Player::South) as i32 - p.points(Player::North) as i32)
            .collect();
        let leads = per_full_move(&leads);
        draw_chart(buf, Rect::new(inner.x, y, inner.width, chart_h), &leads, t);
        y += chart_h;
    }
    let rows = inner.bottom().saturating_sub(y);
    if rows >= 2 {
        heading(buf, inner.x, y, inner.width, &words::moves_heading(), "", t);
        draw_moves(app, Rect::new(inner.x, y + 1, inner.width, rows - 1), buf);
    }
}

/// " Pasang · setup · rules ", or the past marker while looking back;
/// where that is too long, " setup · rules ", the rules shortened (and a
/// long setup name) so that both stay in view. A series' rounds are on a
/// line of their own.
fn panel_title(app: &App, width: u16) -> String {
    let all = app.game().moves().len();
    if app.in_the_past() {
        return words::past_title(app.session().viewed_ply(), all);
    }
    let rules = Rules {
        rounds: Rounds::ONE,
        ..app.game().rules()
    };
    if app.session().save_failing() {
        return words::unsaved_title(rules);
    }
    let written = app.game().setup().name();
    let name: String = match Pattern::from_name(written) {
        Some(pattern) => pattern.label(),
        None => written
            .chars()
            .map(|c| if c.is_control() { '?' } else { c })
            .collect(),
    };
    // The whole title where it fits, else without the program's name.
    let fits = |title: &String| title.chars().count() + 2 <= width as usize;
    let whole = words::title(&name, rules);
    if fits(&whole) {
        return whole;
    }
    let label = rules.label();
    let short = words::short_title(&name, &label);
    if fits(&short) {
        return short;
    }
    // Both in the room left by the short title's other words and the
    // frame's corners: the setup's name whole up to a dozen characters,
    // the rules in what is left, each cut short with "…" where it must be;
    // the name alone where that leaves the rules no room.
    let room = (width as usize).saturating_sub(words::short_title("", "").chars().count() + 2);
    let name_room = name.chars().count().min(12);
    match room.checked_sub(name_room) {
        Some(rules_room) if rules_room >= 6 => {
            words::short_title(&name, &fitted(&label, rules_room, false))
        }
        _ => format!(
            " {} ",
            fitted(&name, (width as usize).saturating_sub(4).max(1), false)
        ),
    }
}

/// "Lead ───── South leads by 3"
fn heading(buf: &mut Buffer, x: u16, y: u16, width: u16, name: &str, text: &str, t: Theme) {
    let rule = if t.ascii { "-" } else { "─" };
    let fill = (width as usize).saturating_sub(name.chars().count() + text.chars().count() + 2);
    let line = Line::from(vec![
        Span::styled(name.to_string(), t.accent()),
        Span::styled(format!(" {} ", rule.repeat(fill)), t.dim()),
        Span::raw(text.to_string()),
    ]);
    buf.set_line(x, y, &line, width);
}

/// The leads at the start and after each full move (both players' moves),
/// and the last one as it stands: each side's capture in turn makes the
/// lead swing every move, which charted move by move reads as a comb.
fn per_full_move(leads: &[i32]) -> Vec<i32> {
    let last = leads.len().saturating_sub(1);
    (leads.iter().enumerate())
        .filter(|&(i, _)| i % 2 == 0 || i == last)
        .map(|(_, &lead)| lead)
        .collect()
}

/// Bars of the score lead after each move: up for South, down for North,
/// in half-row steps. The last moves are shown if there are more than fit.
pub(super) fn draw_chart(buf: &mut Buffer, area: Rect, leads: &[i32], t: Theme) {
    let half = area.height / 2;
    if half == 0 || area.width < 3 {
        return;
    }
    // Which way is whose lead, readable without colour.
    let (south, north) = (Player::South, Player::North);
    buf.set_string(area.x, area.y, words::initial(south), t.player(south));
    buf.set_string(
        area.x,
        area.bottom() - 1,
        words::initial(north),
        t.player(north),
    );
    let area = Rect {
        x: area.x + 2,
        width: area.width - 2,
        ..area
    };
    // Wide bars while the game is short, one column a move once it is long.
    let bar = (area.width as usize / leads.len().max(1)).clamp(1, 3) as u16;
    let shown = &leads[leads.len().saturating_sub((area.width / bar) as usize)..];
    let max = shown.iter().map(|v| v.abs()).max().unwrap_or(0).max(1);
    let units = i32::from(half) * 2;
    let zero = area.y + half; // first row below the axis
    for (i, &v) in shown
        .iter()
        .enumerate()
        .flat_map(|(i, v)| (0..bar).map(move |b| (i * bar as usize + b as usize, v)))
    {
        let x = area.x + i as u16;
        let n = (v.abs() * units + max - 1) / max; // round up: any lead shows
        let style = t.player(if v > 0 { Player::South } else { Player::North });
        for k in 0..(n as u16).div_ceil(2) {
            let full = 2 * (k + 1) <= n as u16;
            let (y, sym) = if v > 0 {
                (
                    zero - 1 - k,
                    if full || t.ascii { fullblock(t) } else { "▄" },
                )
            } else {
                (zero + k, if full || t.ascii { fullblock(t) } else { "▀" })
            };
            put(buf, x, y, sym, style);
        }
        if v == 0 {
            put(buf, x, zero - 1, if t.ascii { "_" } else { "▁" }, t.dim());
        }
    }
}

fn fullblock(t: Theme) -> &'static str {
    if t.ascii { "#" } else { "█" }
}

fn draw_moves(app: &App, area: Rect, buf: &mut Buffer) {
    let game = app.game();
    // The last move of each round of a series says so.
    let ends = |i| {
        game.round_ended_by(i)
            .map(|(round, _)| words::round_ends(round))
    };
    let listed = moves::played(app.theme(), game, ends);
    let on = OnShow::of(app.session());
    moves::draw_moves(app.theme(), listed, on, &words::no_moves(), area, buf);
}

/// The seat a player of the ka game sits in.
fn seat(p: Player) -> crate::games::Seat {
    match p {
        Player::South => crate::games::Seat::South,
        Player::North => crate::games::Seat::North,
    }
}

#[cfg(test)]
mod tests {
    use super::per_full_move;

    #[test]
    fn the_chart_takes_the_lead_after_each_full_move_and_the_last_as_it_stands() {
        // South takes 5, North 6, South 4, North 5, South 3.
        let leads = [0, 5, -1, 3, -2, 1];
        assert_eq!(per_full_move(&leads), [0, -1, -2, 1]);
        assert_eq!(per_full_move(&leads[..5]), [0, -1, -2]);
        assert_eq!(per_full_move(&[0]), [0]);
        assert_eq!(per_full_move(&[]), Vec::<i32>::new());
    }
}
