//! Drawing the app. Everything here reads `&App` and the area; nothing is
//! written back.

use super::app::{App, Mode, Pending, Side, Tone};
use super::layout::{BoardLayout, MIN_SIZE, ScreenLayout};
use super::new_game::{NewGameForm, Row};
use super::theme::{Glyph, Theme};
use crate::games::ka::{
    Bits, Centre, Direction, File, KaEntry, Outcome, Phase, Player, Point, Position, Rank,
    SecondColumn, Stone,
};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

/// Draws the app, and puts the terminal's cursor where a move is typed (so
/// screen readers follow it).
pub fn draw(app: &App, frame: &mut Frame) {
    let area = frame.area();
    frame.render_widget(app, area);
    if let (Mode::Typing(text), Ok(layout)) = (app.mode(), ScreenLayout::new(area)) {
        let x = layout.status.x + PROMPT.len() as u16 + text.chars().count() as u16;
        frame.set_cursor_position((x.min(layout.status.right() - 1), layout.status.y));
    }
}

const PROMPT: &str = "Move: ";

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        draw_screen(self, area, buf);
        if self.theme().ascii {
            ascii_only(area, buf);
        }
    }
}

/// Replaces what Unicode is left in text (dashes and dots from messages,
/// arrows, box corners) with ASCII, so `--ascii` draws nothing else.
fn ascii_only(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let Some(cell) = buf.cell_mut((x, y)) else {
                continue;
            };
            if cell.symbol().is_ascii() {
                continue;
            }
            let plain = match cell.symbol() {
                "–" | "—" | "─" | "·" => "-",
                "×" => "x",
                "…" => "~",
                "▶" | "→" => ">",
                "←" => "<",
                "↑" => "^",
                "↓" => "v",
                "█" | "▄" | "▀" => "#",
                "▁" => "_",
                "│" => "|",
                "╭" | "╮" | "╰" | "╯" | "┼" => "+",
                _ => "?",
            };
            cell.set_symbol(plain);
        }
    }
}

fn draw_screen(app: &App, area: Rect, buf: &mut Buffer) {
    let layout = match ScreenLayout::new(area) {
        Ok(l) => l,
        Err(_) => return too_small(app, area, buf),
    };
    draw_board(app, &layout.board.with_flip(app.flipped()), buf);
    draw_panel(app, layout.panel, buf);
    if !draw_long_message(app, &layout, buf) {
        draw_status(app, layout.status, buf);
        draw_keys(app, layout.keys, buf);
    }
    match app.mode() {
        Mode::Help { scroll } => draw_help(app, area, *scroll, buf),
        Mode::Confirm(p) => draw_confirm(app, *p, area, buf),
        Mode::NewGame(form) => draw_new_game(app, form, area, buf),
        Mode::Board | Mode::Typing(_) => {
            if let (true, Some(o)) = (app.shows_result(), app.position().outcome()) {
                draw_result(app, o, &layout.board, buf);
            }
        }
    }
}

fn too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let (w, h) = MIN_SIZE;
    let last = match app.mode() {
        Mode::Confirm(Pending::Quit) => "Quit this unfinished game? y / n",
        Mode::NewGame(_) => super::messages::new_game::TOO_SMALL,
        _ => "Enlarge the window, or press q to quit.",
    };
    let text = vec![
        Line::from("Pasang needs a larger terminal."),
        Line::from(format!(
            "It needs at least {w}×{h}; this one is {}×{}.",
            area.width, area.height
        )),
        Line::from(last),
    ];
    let y = area.y + area.height.saturating_sub(3) / 2;
    let rect = Rect::new(area.x, y, area.width, area.height.min(3));
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}

fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// The points next to `p` that have a grid line to it (not across the
/// centre, which is a hole in the board).
fn joins(p: Point, d: Direction) -> bool {
    match p.step(d) {
        Some(q) => p != Point::CENTRE && q != Point::CENTRE,
        None => false,
    }
}

fn draw_board(app: &App, b: &BoardLayout, buf: &mut Buffer) {
    let t = app.theme();
    let pos = app.position();
    let (right, bottom) = (b.left + 10 * b.hstep, b.top + 10 * b.vstep);
    // The wooden board, one column of margin on each side.
    let wood = Rect::new(b.left - 1, b.top, right - b.left + 3, bottom - b.top + 1);
    buf.set_style(wood, t.board());
    for y in wood.top()..wood.bottom() {
        for x in wood.left()..wood.right() {
            put(buf, x, y, " ", t.board());
        }
    }
    let banned: Vec<File> = app.banned_columns().into_iter().map(|(f, _)| f).collect();
    let mover = pos.to_move();
    let preview = app.preview();
    let marked = if app.choice().is_none() {
        app.marked()
    } else {
        Bits::EMPTY
    };
    let choice = app.choice();
    let recent = recently_emptied(app);
    let h = t.glyph(Glyph::Horizontal);
    for p in Point::all() {
        let (x, y) = b.cell(p);
        // Lines east and south of each point.
        if let (true, Some(q)) = (joins(p, Direction::East), p.step(Direction::East)) {
            let (qx, _) = b.cell(q);
            for xx in x.min(qx) + 1..x.max(qx) {
                put(buf, xx, y, h, t.line());
            }
        }
        if let (true, Some(q)) = (joins(p, Direction::South), p.step(Direction::South)) {
            let (_, qy) = b.cell(q);
            let crossed =
                banned.contains(&p.file()) && mover.half().contains(p) && mover.half().contains(q);
            let (g, style) = if crossed {
                (t.glyph(Glyph::Banned), t.banned())
            } else {
                (t.glyph(Glyph::Vertical), t.line())
            };
            for yy in y.min(qy) + 1..y.max(qy) {
                put(buf, x, yy, g, style);
            }
        }
        let (symbol, mut style) = point_glyph(t, pos, p);
        if preview.contains(p) {
            style = style.patch(t.capture());
        } else if marked.contains(p) {
            style = style.patch(t.candidate());
        } else if recent.contains(p) {
            style = style.patch(t.recent());
        }
        let symbol = if marked.contains(p) && pos.stone(p).is_none() {
            t.glyph(Glyph::Target)
        } else {
            symbol
        };
        put(buf, x, y, symbol, style);
        // Without colour, marks beside a stone tell what it is for.
        if !t.colour && pos.stone(p).is_some() {
            let flanks = if preview.contains(p) {
                Some((">", "<"))
            } else if marked.contains(p) {
                Some(("(", ")"))
            } else {
                None
            };
            if let Some((l, r)) = flanks {
                put(buf, x - 1, y, l, t.line());
                put(buf, x + 1, y, r, t.line());
            }
        }
    }
    if let Some(c) = choice {
        let (fx, fy) = b.cell(c.from);
        if pos.phase() == Phase::KaEntry {
            let g = pos.stone(c.from).map_or(" ", |s| t.glyph(Glyph::Stone(s)));
            let style = pos.stone(c.from).map_or(t.board(), |s| t.stone(s));
            put(buf, fx, fy, g, style.patch(t.candidate()));
            if !t.colour {
                put(buf, fx - 1, fy, "(", t.line());
                put(buf, fx + 1, fy, ")", t.line());
            }
        }
        let (x, y) = b.cell(c.to);
        put(buf, x, y, t.glyph(Glyph::Ka(mover)), t.landing(mover));
    }
    // The cursor: brackets either side of its point (a replay has none).
    if !app.is_replay() {
        let (x, y) = b.cell(app.cursor());
        put(buf, x - 1, y, t.glyph(Glyph::CursorLeft), t.cursor());
        put(buf, x + 1, y, t.glyph(Glyph::CursorRight), t.cursor());
    }
    // Labels: ranks on the left, files below.
    for rank in Rank::all() {
        let (_, y) = b.cell(Point::at(File::MIDDLE, rank));
        let label = format!("{:>2}", rank.number());
        buf.set_string(b.area.x, y, label, t.label());
    }
    for file in File::all() {
        let (x, _) = b.cell(Point::at(file, Rank::MIDDLE));
        let style = if banned.contains(&file) {
            t.banned().add_modifier(Modifier::CROSSED_OUT)
        } else {
            t.label()
        };
        buf.set_string(x, bottom + 1, file.to_char().to_string(), style);
    }
}

/// The points the last move emptied: the stones it took and where the ka
/// came from.
fn recently_emptied(app: &App) -> Bits {
    let game = app.game();
    let n = app.session().viewed_ply();
    match (
        n.checked_sub(1).and_then(|i| game.position_at(i)),
        game.position_at(n),
    ) {
        (Some(before), Some(after)) => before.occupied() & !after.occupied(),
        _ => Bits::EMPTY,
    }
}

fn point_glyph(t: Theme, pos: &Position, p: Point) -> (&'static str, Style) {
    if p == Point::CENTRE {
        return (" ", t.board());
    }
    if let Some(s) = pos.stone(p) {
        return (t.glyph(Glyph::Stone(s)), t.stone(s));
    }
    if let Some(k) = Player::ALL.into_iter().find(|&k| pos.ka(k) == Some(p)) {
        return (t.glyph(Glyph::Ka(k)), t.ka(k));
    }
    let cross = t.cross(
        joins(p, Direction::North),
        joins(p, Direction::East),
        joins(p, Direction::South),
        joins(p, Direction::West),
    );
    (cross, t.line())
}

fn panel_block(t: Theme, title: String) -> Block<'static> {
    let block = Block::bordered().title(Span::styled(title, t.accent()));
    if t.ascii {
        block.border_set(border::Set {
            top_left: "+",
            top_right: "+",
            bottom_left: "+",
            bottom_right: "+",
            vertical_left: "|",
            vertical_right: "|",
            horizontal_top: "-",
            horizontal_bottom: "-",
        })
    } else {
        block.border_type(BorderType::Rounded)
    }
}

fn plural(n: impl Into<u32>, word: &str) -> String {
    let n = n.into();
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

fn draw_panel(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let game = app.game();
    let pos = app.position();
    let title = panel_title(app, area.width);
    let block = panel_block(t, title);
    let inner = block.inner(area);
    block.render(area, buf);
    let over = pos.outcome().is_some();
    let mut lines = Vec::new();
    for p in Player::ALL {
        let turn = !over && pos.to_move() == p;
        let marker = match (turn, t.ascii) {
            (false, _) => "  ",
            (true, false) => "▶ ",
            (true, true) => "> ",
        };
        let mut name = t.player(p);
        if turn {
            name = name.add_modifier(Modifier::BOLD);
        }
        lines.push(Line::from(vec![
            Span::styled(marker, t.accent()),
            Span::styled(format!("{p:<6}"), name),
            Span::styled(
                format!("{:>4}", pos.points(p)),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::raw(" points"),
            Span::styled(
                match app.sides()[p.index()] {
                    Side::Human => String::new(),
                    Side::Computer(level) => format!("  ai:{level}"),
                },
                t.dim(),
            ),
        ]));
        lines.push(Line::from(Span::styled(
            format!(
                "  took {} black, {} white",
                pos.captured(p, Stone::Black),
                pos.captured(p, Stone::White)
            ),
            t.dim(),
        )));
    }
    let phase = if over {
        "game over".to_string()
    } else {
        format!("move {} · {}", pos.ply() / 2 + 1, pos.phase())
    };
    lines.push(Line::from(Span::styled(capitalised(&phase), t.accent())));
    let top = Paragraph::new(lines);
    let top_h = 5u16.min(inner.height);
    top.render(
        Rect {
            height: top_h,
            ..inner
        },
        buf,
    );
    let mut y = inner.y + top_h;
    // A third line for the hint where the panel is tall enough.
    let hint_h = if inner.height >= 24 { 3 } else { 2 }.min(inner.bottom().saturating_sub(y));
    Paragraph::new(app.hint())
        .wrap(Wrap { trim: true })
        .render(Rect::new(inner.x, y, inner.width, hint_h), buf);
    y += hint_h;
    // The rest: the chart, then the move list.
    let rest = inner.bottom().saturating_sub(y);
    let chart_h = (rest / 3).clamp(2, 8) & !1;
    if rest >= chart_h + 3 {
        let lead = pos.points(Player::South) as i32 - pos.points(Player::North) as i32;
        let text = match lead.signum() {
            1 => format!("South leads by {lead}"),
            -1 => format!("North leads by {}", -lead),
            _ => "Scores level".to_string(),
        };
        heading(buf, inner.x, y, inner.width, "Lead", &text, t);
        y += 1;
        let leads: Vec<i32> = (0..=app.session().viewed_ply())
            .filter_map(|i| game.position_at(i))
            .map(|p| p.points(Player::South) as i32 - p.points(Player::North) as i32)
            .collect();
        draw_chart(buf, Rect::new(inner.x, y, inner.width, chart_h), &leads, t);
        y += chart_h;
    }
    let rows = inner.bottom().saturating_sub(y);
    if rows >= 2 {
        heading(buf, inner.x, y, inner.width, "Moves", "", t);
        draw_moves(app, Rect::new(inner.x, y + 1, inner.width, rows - 1), buf);
    }
}

/// " Pasang · setup · rules ", or the past marker while looking back; a
/// long setup name is shortened so that the rules stay in view.
fn panel_title(app: &App, width: u16) -> String {
    let all = app.game().moves().len();
    if app.in_the_past() {
        return format!(
            " PAST · after {} of {all} moves ",
            app.session().viewed_ply()
        );
    }
    let rules = app.position().rules().to_string();
    if app.session().save_failing() {
        return format!(" ! not saved · {rules} ");
    }
    let name: String = app
        .game()
        .setup()
        .name()
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    let room = (width as usize)
        .saturating_sub(rules.chars().count() + 16)
        .max(4);
    let name = if name.chars().count() > room {
        let cut: String = name.chars().take(room - 1).collect();
        format!("{cut}…")
    } else {
        name
    };
    format!(" Pasang · {name} · {rules} ")
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
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

/// Bars of the score lead after each move: up for South, down for North,
/// in half-row steps. The last moves are shown if there are more than fit.
fn draw_chart(buf: &mut Buffer, area: Rect, leads: &[i32], t: Theme) {
    let half = area.height / 2;
    if half == 0 || area.width < 3 {
        return;
    }
    // Which way is whose lead, readable without colour.
    buf.set_string(area.x, area.y, "S", t.player(Player::South));
    buf.set_string(area.x, area.bottom() - 1, "N", t.player(Player::North));
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
    let t = app.theme();
    let played = app.session().viewed_ply();
    // Looking back (or in a replay), the later moves are listed dimmed.
    let moves = app.game().moves().to_vec();
    let rows: Vec<Line> = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let mut spans = vec![Span::styled(format!("{:>3}. ", i + 1), t.dim())];
            for (j, m) in pair.iter().enumerate() {
                let n = 2 * i + j + 1;
                let style = if n == played {
                    Style::new().add_modifier(Modifier::BOLD)
                } else if n > played {
                    t.dim()
                } else {
                    Style::new()
                };
                spans.push(Span::styled(format!("{:<11}", m.to_string()), style));
            }
            Line::from(spans)
        })
        .collect();
    if rows.is_empty() {
        buf.set_string(area.x, area.y, "  (none yet)", t.dim());
        return;
    }
    // Keep the current move in view: the latest rows, or in a replay the
    // rows around the move shown.
    let current_row = played.saturating_sub(1) / 2;
    let height = area.height as usize;
    let skip = if app.session().in_the_past() {
        (current_row + 1)
            .saturating_sub(height.div_ceil(2))
            .min(rows.len().saturating_sub(height))
    } else {
        rows.len().saturating_sub(height)
    };
    Paragraph::new(rows[skip..].to_vec()).render(area, buf);
}

/// A message longer than its line is wrapped, never cut: over the message
/// line and the key bar, or, while a move is typed, in rows of its own
/// just above the typed move. Returns whether it drew the bottom lines.
fn draw_long_message(app: &App, layout: &ScreenLayout, buf: &mut Buffer) -> bool {
    let Some(m) = app.message() else {
        return false;
    };
    let width = layout.status.width;
    if Line::from(m.text.as_str()).width() <= width as usize {
        return false;
    }
    let t = app.theme();
    let style = match m.tone {
        Tone::Info => t.accent(),
        Tone::Error => t.error(),
    };
    let mut lines = wrap_words(&m.text, width as usize);
    let row = |buf: &mut Buffer, y: u16, text: &str| {
        let area = Rect::new(layout.status.x, y, width, 1);
        Clear.render(area, buf);
        buf.set_line(area.x, y, &Line::styled(text.to_string(), style), width);
    };
    if let Mode::Typing(_) = app.mode() {
        // The typed move and its keys stay where they are.
        let top = layout.status.y.saturating_sub(lines.len() as u16);
        for (i, line) in lines.iter().enumerate() {
            row(buf, top + i as u16, line);
        }
        draw_status(app, layout.status, buf);
        let keys = Rect::new(layout.keys.x, layout.keys.y, layout.keys.width, 1);
        draw_key_bar(app, keys, buf);
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

fn draw_status(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let line = match (app.mode(), app.message()) {
        (Mode::Typing(text), _) => Line::from(vec![
            Span::styled(PROMPT, t.accent()),
            Span::raw(text.clone()),
        ]),
        (_, Some(m)) => Line::from(Span::styled(
            m.text.clone(),
            match m.tone {
                Tone::Info => t.accent(),
                Tone::Error => t.error(),
            },
        )),
        // What the cursor on the board would do is beside the point here.
        _ if app.is_replay() || matches!(app.mode(), Mode::NewGame(_)) => Line::from(""),
        _ => Line::from(app.cursor_info()),
    };
    buf.set_line(area.x, area.y, &line, area.width);
}

fn draw_keys(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    if let (Mode::Typing(_), Some(m)) = (app.mode(), app.message()) {
        let style = if m.tone == Tone::Error {
            t.error()
        } else {
            t.accent()
        };
        buf.set_line(
            area.x,
            area.y,
            &Line::from(Span::styled(m.text.clone(), style)),
            area.width,
        );
        return;
    }
    draw_key_bar(app, area, buf);
}

/// The keys of the mode, as many as fit, the least needed left out first.
fn draw_key_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let mut keys = super::keys::bar(app);
    if t.ascii {
        for k in &mut keys {
            if k.0 == "←↓↑→/hjkl" {
                k.0 = "arrows/hjkl";
            }
        }
    }
    let width = |keys: &[(&str, &str, u8)]| -> usize {
        keys.iter()
            .map(|(k, w, _)| k.chars().count() + w.chars().count() + 3)
            .sum::<usize>()
            .saturating_sub(2)
    };
    while width(&keys) > area.width as usize {
        let Some(i) = (1..=3)
            .rev()
            .find_map(|p| keys.iter().position(|k| k.2 == p))
        else {
            break;
        };
        keys.remove(i);
    }
    let mut spans = Vec::new();
    for (i, (k, what, _)) in keys.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(k, t.accent()));
        spans.push(Span::raw(format!(" {what}")));
    }
    buf.set_line(area.x, area.y, &Line::from(spans), area.width);
}

fn popup(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn draw_result(app: &App, o: Outcome, b: &BoardLayout, buf: &mut Buffer) {
    let t = app.theme();
    let pos = app.position();
    let [s, n] = o.points();
    let mut text: Vec<Line> = Vec::new();
    let bold = Style::new().add_modifier(Modifier::BOLD);
    match o {
        Outcome::Cleared {
            winner: Some(w), ..
        } => {
            let (a, z) = if w == Player::South { (s, n) } else { (n, s) };
            text.push(Line::styled(format!("{w} wins by score, {a} to {z}"), bold));
            text.push(Line::from("Every stone has been taken."));
        }
        Outcome::Cleared { winner: None, .. } => {
            text.push(Line::styled(format!("A draw, {s} to {n}"), bold));
            text.push(Line::from("Every stone has been taken."));
        }
        Outcome::Suntuk { winner, .. } => {
            let loser = winner.opponent();
            text.push(Line::styled(format!("{winner} wins by suntuk"), bold));
            text.push(Line::from(format!(
                "{loser} cannot capture with {} left.",
                plural(pos.stones().count(), "stone")
            )));
            let r = o.result();
            text.push(Line::from(format!(
                "Recorded result: {winner} {}, {loser} {}.",
                r[winner.index()],
                r[loser.index()]
            )));
            text.push(Line::from(format!(
                "Points captured: South {s}, North {n}."
            )));
        }
    }
    text.push(Line::from(""));
    text.push(Line::styled("n new game · u undo · Esc see board", t.dim()));
    let h = text.len() as u16 + 2;
    let w = text.iter().map(|l| l.width() as u16).max().unwrap_or(20) + 4;
    let rect = popup(b.area, w, h);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, " Game over ".into()))
        .render(rect, buf);
}

/// The new-game screen: a row for each choice, `label ‹ value ›`, the
/// chosen one highlighted; under them a line about its value, and what
/// becomes of this game or why the new one cannot start.
fn draw_new_game(app: &App, form: &NewGameForm, area: Rect, buf: &mut Buffer) {
    use super::messages::new_game as words;
    let t = app.theme();
    // Room between the groups of rows, and more for the words, where the
    // terminal is tall.
    let tall = area.height >= 30;
    let gaps = if tall { 2 } else { 0 };
    let (about_h, bottom_h) = (2, 3);
    let height = 2 + 1 + Row::ALL.len() as u16 + gaps + 1 + about_h + 1 + bottom_h;
    let width = (area.width * 2 / 3).clamp(62, 70);
    let rect = popup(area, width, height);
    Clear.render(rect, buf);
    let block = panel_block(t, words::TITLE.into());
    let inner = block.inner(rect);
    block.render(rect, buf);
    let inner = Rect {
        x: inner.x + 1,
        width: inner.width.saturating_sub(2),
        ..inner
    };
    const LABEL: usize = 15;
    const VALUE_MAX: usize = 26;
    // "▶ label ‹ value ›": a path may take the whole width, a value is
    // kept near its arrows.
    let path_w = (inner.width as usize).saturating_sub(LABEL + 7).max(4);
    let marker = if t.ascii { "> " } else { "▶ " };
    let mut y = inner.y + 1;
    for row in Row::ALL {
        if tall && matches!(row, Row::Setup | Row::Rules) {
            y += 1;
        }
        let chosen = form.row() == row;
        let (open, close) = match (row, t.ascii) {
            (Row::SetupFile, _) => ("[", "]"),
            (_, true) => ("<", ">"),
            (_, false) => ("‹", "›"),
        };
        let mut value = words::value(form.value(row));
        let mut value_style = Style::new();
        if row == Row::SetupFile {
            if chosen {
                value.push('_');
            } else if !form.open(row) {
                value = words::PATH_CLOSED.into();
                value_style = t.dim();
            } else if value.is_empty() {
                value = words::NO_PATH.into();
                value_style = t.dim();
            }
        }
        let value_w = if row == Row::SetupFile {
            path_w
        } else {
            path_w.min(VALUE_MAX)
        };
        let value = fitted(&value, value_w, row == Row::SetupFile);
        let label_style = match row {
            Row::South => t.player(Player::South),
            Row::North => t.player(Player::North),
            _ => Style::new(),
        };
        let (label_style, value_style) = if chosen {
            (
                label_style.add_modifier(Modifier::BOLD),
                t.accent().add_modifier(Modifier::REVERSED),
            )
        } else {
            (label_style, value_style)
        };
        let line = Line::from(vec![
            Span::styled(if chosen { marker } else { "  " }, t.accent()),
            Span::styled(format!("{:<LABEL$}", words::label(row)), label_style),
            Span::styled(format!(" {open} {value:<value_w$} {close}"), value_style),
        ]);
        buf.set_line(inner.x, y, &line, inner.width);
        y += 1;
    }
    y += 1;
    // The words under the rows line up with the labels.
    let inner = Rect {
        x: inner.x + 2,
        width: inner.width.saturating_sub(2),
        ..inner
    };
    let about = words::about(form.row(), form.value(form.row()));
    Paragraph::new(Line::styled(about, t.dim()))
        .wrap(Wrap { trim: true })
        .render(Rect::new(inner.x, y, inner.width, about_h), buf);
    y += about_h + 1;
    let bottom = match form.error() {
        Some(e) => Line::styled(words::error(e), t.error()),
        None => Line::styled(
            words::kept(app.autosave_path().is_some() || !app.in_progress()),
            t.dim(),
        ),
    };
    let room = inner.bottom().saturating_sub(y).min(bottom_h);
    Paragraph::new(bottom)
        .wrap(Wrap { trim: true })
        .render(Rect::new(inner.x, y, inner.width, room), buf);
}

/// `text` in at most `width` characters: cut at the end with `…`, or for a
/// path at the start, so that the end being typed stays in view.
fn fitted(text: &str, width: usize, keep_end: bool) -> String {
    let n = text.chars().count();
    if n <= width {
        return text.to_string();
    }
    if keep_end {
        let tail: String = text.chars().skip(n + 1 - width).collect();
        format!("…{tail}")
    } else {
        let head: String = text.chars().take(width - 1).collect();
        format!("{head}…")
    }
}

fn draw_confirm(app: &App, p: Pending, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let question = match p {
        Pending::Quit if app.autosave_path().is_some() => {
            "Quit? The game is saved: pasang --resume goes on with it."
        }
        Pending::Quit => "Quit this game? It is not finished, and autosave is off.",
        Pending::Continue => "Play on from here? The later moves wait on U (redo).",
    };
    let text = vec![
        Line::from(question),
        Line::from(""),
        Line::styled("y yes · n no", t.accent()),
    ];
    let rect = popup(area, question.len() as u16 + 6, 5);
    Clear.render(rect, buf);
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .block(panel_block(t, " Are you sure? ".into()))
        .render(rect, buf);
}

/// The help text: keys, then the rules in brief, fitted to the game's
/// rule options.
/// `width` is the room inside the help's frame, for wrapping the keys' rows
/// under their descriptions.
pub fn help_text(app: &App, width: usize) -> Vec<Line<'static>> {
    let t = app.theme();
    let rules = app.position().rules();
    // A key row: the keys in a column, what they do wrapped beside them.
    let key = |keys: &str, key_width: usize, what: &str, lines: &mut Vec<Line<'static>>| {
        let room = width.saturating_sub(key_width + 4).max(20);
        for (i, part) in wrap_words(what, room).into_iter().enumerate() {
            let keys = if i == 0 { keys } else { "" };
            lines.push(Line::from(vec![
                Span::styled(format!("  {keys:<key_width$}  "), t.accent()),
                Span::raw(part),
            ]));
        }
    };
    let head = |s: &str| Line::styled(s.to_string(), t.accent().add_modifier(Modifier::UNDERLINED));
    let para = |s: String| Line::from(s);
    let entry = match rules.ka_entry {
        KaEntry::Slide => "slides one step sideways into the passage from the file next to it",
        KaEntry::Jump => "jumps sideways into the passage from two files away, over a stone",
        KaEntry::Either => {
            "slides in from the next file, or jumps in over a stone from two files away"
        }
    };
    let centre = match rules.centre {
        Centre::Blocks => {
            "The hole in the middle (f6) is not a point: nothing stops on it or passes it, and it ends a line."
        }
        Centre::Open => {
            "The hole in the middle (f6) is not a point: a ka cannot cross it, but a line runs on past it."
        }
    };
    let second = match rules.second_column {
        SecondColumn::Diagonal => {
            "North must take a file on the other side of f from South's (any but f if South took f)"
        }
        SecondColumn::Free => "North may take any file except the mirror of South's",
    };
    let mut lines = vec![head(if app.is_replay() {
        "Replay keys"
    } else {
        "Keys"
    })];
    let mut rows = super::keys::help(app.is_replay(), t.ascii);
    if !app.is_replay() {
        rows.push((
            "mouse click".to_string(),
            "choose a point; click the marked stones to confirm",
        ));
    }
    let key_width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    for (keys, what) in rows {
        key(&keys, key_width, what, &mut lines);
    }
    if app.is_replay() {
        lines.push(Line::from(""));
        lines.push(para("A replay only shows a saved game; to play on from a position, open the file with pasang --load FILE.".into()));
        return lines;
    }
    lines.extend([
        para("The game is also saved after every move: pasang --resume goes on with it. Against the computer, u takes back its reply together with your move.".into()),
        Line::from(""),
        head(&format!("The rules ({rules})")),
        para("Two players, South (ranks 1-5) and North (ranks 7-11), share 120 stones on an 11 by 11 board. Every move captures: a black stone is worth 1 point, a white one 2. South moves first.".into()),
        para(format!("1. Column: each player removes the five stones of one file in their own half. That file becomes their passage. {second}.")),
        para(format!("2. Ka entry: each player turns one stone of their half into their ka (S or N). It {entry}, on its own rank, and must capture on arrival along its rank or file.")),
        para("3. Ka moves: a ka slides any distance along a rank or file over empty points, and captures across its move: along the file after moving sideways, along the rank after moving up or down.".into()),
        para("A line: looking one way from the ka, gaps are skipped, and stones of the first colour met are collected until the edge, a stone of the other colour or the other ka. If both sides hold the same colour they make one line. Only a line with an odd number of stones can be taken.".into()),
        para(centre.into()),
        para("The game ends when every stone is gone (most points wins), or when the player to move cannot capture: that is suntuk, and that player loses 0 to 120.".into()),
    ]);
    lines
}

fn draw_help(app: &App, area: Rect, scroll: u16, buf: &mut Buffer) {
    let t = app.theme();
    let rect = popup(area, 78, area.height.saturating_sub(2).max(10));
    let inner_w = rect.width.saturating_sub(2).max(1) as usize;
    let lines = help_text(app, inner_w);
    // Rows after wrapping (about: words may wrap a little earlier), so the
    // help scrolls no further than its end.
    let rows: usize = lines
        .iter()
        .map(|l| l.width().div_ceil(inner_w).max(1))
        .sum();
    let visible = rect.height.saturating_sub(2) as usize;
    let max_scroll = (rows + 1).saturating_sub(visible) as u16;
    let title = if max_scroll > 0 {
        " Help · Esc closes, ↑↓ scroll "
    } else {
        " Help · Esc closes "
    };
    Clear.render(rect, buf);
    Paragraph::new(Text::from(lines))
        .wrap(Wrap { trim: false })
        .scroll((scroll.min(max_scroll), 0))
        .block(panel_block(t, title.into()))
        .render(rect, buf);
}

/// `text` in lines of at most `width` characters, broken between words (a
/// longer word has a line of its own).
fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap_words;

    #[test]
    fn words_wrap_between_words_and_a_long_word_keeps_a_line_of_its_own() {
        assert_eq!(
            wrap_words("look back a move: the board", 10),
            ["look back", "a move:", "the board"]
        );
        assert_eq!(
            wrap_words("a unbreakableword b", 5),
            ["a", "unbreakableword", "b"]
        );
        assert_eq!(wrap_words("", 5), [""]);
    }
}
