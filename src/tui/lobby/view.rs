//! Drawing the lobby: its rows in a frame, the part shown over them (a
//! line being typed, a list, a tournament, the help, the question whether
//! to leave), the note and the keys of the part shown at the bottom, made
//! from its key table.

use super::words::tournament::standings_within;
use crate::tui::keys;
use crate::tui::lobby::words;
use crate::tui::lobby::{LobbyApp, Mode, PlayerView, Prompt, Row};
use crate::tui::rooms::TournamentSummary;
use crate::tui::view::key_bar;
use crate::tui::view::{framed, popup, wrap_words};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Draws the whole lobby into the frame, whatever its size.
pub fn draw(app: &LobbyApp, frame: &mut Frame) {
    let area = frame.area();
    let buf = frame.buffer_mut();
    let t = app.theme();
    let rect = popup(area, 76, 30);
    if rect.width < 4 || rect.height < 3 {
        return;
    }
    let inner = framed(t, rect, words::title(), buf);
    let marker = if t.ascii { "> " } else { "▶ " };
    let (open, close) = if t.ascii { ("<", ">") } else { ("‹", "›") };
    let mut lines: Vec<Line> = wrap_words(&words::welcome(), inner.width as usize)
        .into_iter()
        .map(Line::from)
        .collect();
    lines.extend(
        wrap_words(&words::me(app), inner.width as usize)
            .into_iter()
            .map(|l| Line::styled(l, t.dim())),
    );
    lines.push(Line::from(""));
    // The values stand in a column one space past the longest label.
    let column = app
        .rows()
        .filter(|&row| words::value(row, app.choice()).is_some())
        .map(|row| words::label(row, app).chars().count() + 1)
        .max()
        .unwrap_or(0);
    let mut chosen_line = 0;
    for row in app.rows() {
        if matches!(row, Row::Start | Row::Seeks) {
            lines.push(Line::from(""));
        }
        let chosen = app.row() == row && *app.mode() == Mode::Menu;
        if app.row() == row {
            chosen_line = lines.len();
        }
        let mut spans = vec![Span::styled(if chosen { marker } else { "  " }, t.accent())];
        let label = words::label(row, app);
        let style = if chosen {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        match words::value(row, app.choice()) {
            // A value the arrows do not change has none, and is dim.
            Some(value) if app.choice().fixed(row) => {
                spans.push(Span::styled(format!("{label:<column$}"), style));
                spans.push(Span::styled(format!("  {value}"), t.dim()));
            }
            Some(value) => {
                spans.push(Span::styled(format!("{label:<column$}"), style));
                spans.push(Span::styled(format!("{open} {value} {close}"), style));
            }
            None => spans.push(Span::styled(label, style)),
        }
        lines.push(Line::from(spans));
    }
    // The note or the keys take the last two rows; the chosen row stays
    // in sight above them.
    let room = inner.height.saturating_sub(2) as usize;
    let first = (chosen_line + 1).saturating_sub(room);
    let lines: Vec<Line> = lines.into_iter().skip(first).collect();
    let above = Rect {
        height: room as u16,
        ..inner
    };
    Paragraph::new(lines).render(above, buf);
    let bottom = inner.bottom().saturating_sub(2);
    if let Some(note) = app.note() {
        Paragraph::new(words::note(note))
            .style(t.accent())
            .wrap(Wrap { trim: true })
            .render(
                Rect::new(inner.x, bottom, inner.width, 2.min(inner.height)),
                buf,
            );
    } else if inner.height > 2 {
        let bar = key_bar(&keys::bar_of(app.keys()), t, inner.width as usize);
        bar.style(t.dim())
            .render(Rect::new(inner.x, inner.bottom() - 1, inner.width, 1), buf);
    }
    match app.mode() {
        Mode::Menu => {}
        Mode::Line(line) => {
            let typed = &line.typed;
            let prompt = match line.prompt {
                Prompt::Name => words::name_prompt(),
                Prompt::TournamentName => words::tournament_name_prompt(),
                Prompt::Code => words::code_prompt(),
            };
            let width = prompt.chars().count() as u16 + 4;
            let over = popup(area, width.max(60), 5);
            let inside = framed(t, over, prompt, buf);
            let line = Line::from(vec![
                Span::styled(typed.clone(), Style::new().add_modifier(Modifier::BOLD)),
                Span::styled("_", t.accent()),
            ]);
            Paragraph::new(line).render(inside, buf);
        }
        Mode::Games(games) => {
            let lines = games.list.items.iter().map(words::summary).collect();
            let title = words::list_title(games.watch);
            list(app, buf, area, title, lines, Some(games.list.at));
        }
        Mode::Seeks(seeks) => {
            let lines = seeks.items.iter().map(words::seek).collect();
            list(app, buf, area, words::seeks_title(), lines, Some(seeks.at));
        }
        Mode::Tournaments(tournaments) => {
            let lines = tournaments.items.iter().map(words::tournament).collect();
            let title = words::tournaments_title();
            list(app, buf, area, title, lines, Some(tournaments.at));
        }
        Mode::Tournament(_) => {
            if let Some(t) = app.tournament() {
                tournament(app, buf, area, &t);
            }
        }
        Mode::Players(players) => {
            let lines = (players.list.items.iter().enumerate())
                .map(|(i, (name, rating))| words::player(i + 1, name, *rating))
                .collect();
            let title = words::players_title(players.kind);
            list(app, buf, area, title, lines, Some(players.list.at));
        }
        Mode::Here(here) => {
            let lines = here.list.items.iter().map(words::here::present).collect();
            let title = words::here::title(here.list.items.len(), here.kind);
            list(app, buf, area, title, lines, Some(here.list.at));
        }
        Mode::Player(view) => player_page(app, buf, area, view),
        Mode::Leaving => leaving(app, buf, area),
    }
    // A challenge by name waiting for an answer, over the rest.
    if let Some(asked) = app.asked() {
        let text = words::here::asked(asked);
        waiting_box(app, buf, area, words::here::asked_title(), text);
    } else if let Some(calling) = app.calling() {
        let text = words::here::calling(calling);
        waiting_box(app, buf, area, words::here::calling_title(), text);
    }
    if app.shows_help() {
        help(app, buf, area);
    }
}

/// A challenge by name waiting for its answer, in a box over the lobby:
/// what it is, then its keys (or the lobby's note), wrapped to the screen.
fn waiting_box(app: &LobbyApp, buf: &mut Buffer, area: Rect, title: String, text: String) {
    let t = app.theme();
    let width = area.width.min(72);
    // The frame and a space each side (as framed leaves them).
    let room = usize::from(width.saturating_sub(4)).max(10);
    let mut lines: Vec<Line> = (wrap_words(&text, room).into_iter())
        .map(Line::from)
        .collect();
    lines.push(Line::from(""));
    lines.push(key_bar(&keys::bar_of(app.keys()), t, room).style(t.dim()));
    let over = popup(area, width, lines.len() as u16 + 2);
    let inside = framed(t, over, title, buf);
    Paragraph::new(lines).render(inside, buf);
}

/// The keys of the part shown, over it: every key of each action, named
/// from its table, and what it does, wrapped to the screen.
fn help(app: &LobbyApp, buf: &mut Buffer, area: Rect) {
    let t = app.theme();
    let rows = keys::help_rows(app.part_keys(), t.ascii);
    let width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    // The frame and a space each side, the keys and two spaces.
    let room = usize::from(area.width.min(96).saturating_sub(4));
    let room = room.saturating_sub(width + 2).max(10);
    let mut lines = Vec::new();
    for (k, what) in rows {
        for (i, part) in wrap_words(&keys::words(what), room).into_iter().enumerate() {
            let k = if i == 0 { k.as_str() } else { "" };
            lines.push(format!("{k:<width$}  {part}"));
        }
    }
    let title = words::help_title();
    list(app, buf, area, title, lines, None);
}

/// The question whether to leave the server, in a small box over the
/// rows: what leaving takes with it (the visitor's open challenge), and
/// the answers.
fn leaving(app: &LobbyApp, buf: &mut Buffer, area: Rect) {
    let t = app.theme();
    let mut lines = Vec::new();
    if app.seeking() {
        lines.push(Line::from(words::leave_withdraws()));
    }
    let bar = key_bar(&keys::bar_of(app.keys()), t, usize::MAX);
    lines.push(bar.style(t.dim()));
    let title = words::leave_question();
    // The frame and a space each side.
    let widest = (lines.iter().map(Line::width))
        .chain([title.chars().count()])
        .max()
        .unwrap_or(0)
        + 4;
    let width = u16::try_from(widest).unwrap_or(u16::MAX).max(40);
    let over = popup(area, width, lines.len() as u16 + 2);
    let inside = framed(t, over, title, buf);
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .render(inside, buf);
}

/// A player's page over the lobby: each rating, with its history drawn as
/// a sparkline under it, then their latest games, the one marked in view,
/// and the keys (or the lobby's note).
fn player_page(app: &LobbyApp, buf: &mut Buffer, area: Rect, view: &PlayerView) {
    let page = &view.page;
    use ratatui::widgets::Sparkline;
    let t = app.theme();
    let width = area.width.saturating_sub(4).min(80);
    let room = usize::from(width.saturating_sub(4)).max(10);
    // The chart's rows under each rating's line.
    const CHART: u16 = 2;
    let wrapped = |text: String| wrap_words(&text, room);
    let ratings: Vec<(Vec<String>, &[f64])> = (page.ratings.iter())
        .map(|(kind, now, history)| {
            let line = words::player::rating_line(*kind, *now, history);
            (wrapped(line), history.as_slice())
        })
        .collect();
    let marker = if t.ascii { "> " } else { "▶ " };
    let mut below: Vec<Line> = (words::player::against_line(&page.against).into_iter())
        .chain([words::player::games_heading(!page.games.is_empty())])
        .flat_map(wrapped)
        .map(Line::from)
        .collect();
    let mut marked = 0;
    for (i, game) in page.games.iter().enumerate() {
        let lines = wrap_words(
            &words::player::game_line(game),
            room.saturating_sub(2).max(8),
        );
        for (k, line) in lines.into_iter().enumerate() {
            let mark = if k == 0 && i == view.at {
                marked = below.len();
                marker
            } else {
                "  "
            };
            below.push(Line::from(vec![
                Span::styled(mark, t.accent()),
                Span::raw(line),
            ]));
        }
    }
    let above: u16 = (ratings.iter())
        .map(|(lines, _)| lines.len() as u16 + CHART + 1)
        .sum();
    // The lobby's keys stay in sight under it.
    let height = (above + below.len() as u16 + 2).min(area.height.saturating_sub(6));
    let over = popup(area, width, height);
    let inside = framed(t, over, words::player::title(&page.name), buf);
    let inside = Rect {
        x: inside.x + 1,
        width: inside.width.saturating_sub(2),
        ..inside
    };
    let mut y = inside.y;
    for (lines, history) in ratings {
        for line in lines {
            if y < inside.bottom() {
                buf.set_stringn(inside.x, y, line, usize::from(inside.width), Style::new());
                y += 1;
            }
        }
        // The history, the latest to the right, as high as it went from
        // its lowest: the last rating games of it that fit.
        let low = history.iter().copied().fold(f64::INFINITY, f64::min);
        let shown = &history[history.len().saturating_sub(usize::from(inside.width))..];
        let data: Vec<u64> = shown.iter().map(|r| (r - low).round() as u64 + 1).collect();
        let chart = Rect::new(
            inside.x,
            y,
            inside.width,
            CHART.min(inside.bottom().saturating_sub(y)),
        );
        Sparkline::default()
            .data(&data)
            .style(t.accent())
            .render(chart, buf);
        y = (y + CHART + 1).min(inside.bottom());
    }
    // The games, the one marked in view (the lobby's keys are under the
    // page).
    let rows = usize::from(inside.bottom().saturating_sub(y));
    let first = (marked + 1).saturating_sub(rows);
    let lines: Vec<Line> = below.into_iter().skip(first).take(rows).collect();
    let rest = Rect::new(inside.x, y, inside.width, rows as u16);
    Paragraph::new(lines).render(rest, buf);
}

/// A list over the lobby, titled, with the line `at` (if any) marked and
/// in sight.
fn list(
    app: &LobbyApp,
    buf: &mut Buffer,
    area: Rect,
    title: String,
    items: Vec<String>,
    at: Option<usize>,
) {
    let t = app.theme();
    let marker = if t.ascii { "> " } else { "▶ " };
    // As wide as the longest line needs (borders, margins and the marker:
    // 6), where the terminal allows; a longer line wraps under itself.
    let widest = items.iter().map(|i| i.chars().count()).max().unwrap_or(0) + 6;
    let width = u16::try_from(widest).unwrap_or(u16::MAX).max(76);
    let room = usize::from(width.min(area.width)).saturating_sub(6).max(10);
    let mut lines: Vec<Line> = Vec::new();
    let mut starts = Vec::new();
    for (i, item) in items.iter().enumerate() {
        starts.push(lines.len());
        for (k, part) in wrap_words(item, room).into_iter().enumerate() {
            let mark = match k {
                0 if Some(i) == at => marker,
                _ => "  ",
            };
            lines.push(Line::from(vec![
                Span::styled(mark, t.accent()),
                Span::raw(part),
            ]));
        }
    }
    let over = popup(area, width, (lines.len() as u16 + 3).min(18));
    let inside = framed(t, over, title, buf);
    let rows = inside.height as usize;
    // The chosen item whole in view, from its first line to its last.
    let end = match at {
        Some(i) => starts.get(i + 1).copied().unwrap_or(lines.len()),
        None => 0,
    };
    let first = end.saturating_sub(rows);
    let lines: Vec<Line> = lines.into_iter().skip(first).take(rows).collect();
    Paragraph::new(lines).render(inside, buf);
}

/// A tournament over the lobby: where it stands, its standings as the
/// exported table, and its keys (or the lobby's note).
fn tournament(app: &LobbyApp, buf: &mut Buffer, area: Rect, t: &TournamentSummary) {
    let theme = app.theme();
    // The frame and a space each side.
    let room = usize::from(area.width.saturating_sub(4));
    let mut lines = vec![Line::styled(words::tournament_game(t), theme.dim())];
    // Where the tournament stands, wrapped to the screen.
    let state = wrap_words(&words::tournament_state(t, app.key()), room.max(1));
    lines.extend(state.into_iter().map(Line::from));
    lines.push(Line::from(""));
    let last = if let Some(waiting) = app.waiting() {
        // The operator sees who is at each game before settling it.
        let boards = waiting.iter().map(|w| words::waiting(&t.tournament, w));
        lines.extend(boards.map(Line::from));
        lines.push(Line::from(""));
        Line::styled(words::settle_question(waiting.len()), theme.accent())
    } else {
        let table = standings_within(&t.tournament, &t.ratings, room);
        lines.extend(table.lines().map(|l| Line::from(l.to_string())));
        lines.push(Line::from(""));
        match app.note() {
            Some(note) => Line::styled(words::note(note), theme.accent()),
            None => {
                // The whole bar, wrapped, with what the keys do not say.
                let mut bar = key_bar(&keys::bar_of(app.part_keys()), theme, usize::MAX);
                let hint = words::tournament_hint(app.is_admin(), t.tournament.is_finished());
                bar.spans
                    .extend(hint.map(|h| Span::raw(format!("  ({h})"))));
                bar.style(theme.dim())
            }
        }
    };
    // The last line wraps: the frame keeps its width, and the table its
    // place, whatever the note says.
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) + 4;
    let width = u16::try_from(widest).unwrap_or(u16::MAX).max(76);
    // The keys or the note, wrapped, stay in sight at the bottom.
    let inner = usize::from(width.min(area.width).saturating_sub(2)).max(1);
    // A row to spare for words that wrap early.
    let wrapped = match last.width().div_ceil(inner) {
        0 | 1 => 1,
        n => n + 1,
    };
    let height = u16::try_from(lines.len() + wrapped + 2).unwrap_or(u16::MAX);
    let over = popup(area, width, height);
    let title = format!(" {} ", crate::shown::printable(&t.tournament.name));
    let inside = framed(theme, over, title, buf);
    let bottom = u16::try_from(wrapped)
        .unwrap_or(u16::MAX)
        .min(inside.height);
    let [top, bottom] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(bottom)]).areas(inside);
    Paragraph::new(lines).render(top, buf);
    Paragraph::new(last)
        .wrap(Wrap { trim: true })
        .render(bottom, buf);
}
